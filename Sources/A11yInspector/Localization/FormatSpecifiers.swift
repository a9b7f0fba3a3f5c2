/// printf-style format specifiers of localized strings (`String(format:)`, `NSString`
/// `stringWithFormat:`): `%@`, `%d`, `%lld`, `%1$@`, `%.2f`, `%%`, and `%#@name@` variables of
/// `.stringsdict` and catalog substitutions. Syntax: IEEE printf (%[n$][flags][width][.precision]
/// [length]conversion) plus Apple's `%@` ("String Format Specifiers", String Programming Guide).
public struct FormatSpecifier: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case object, int32, int64, double, character, cString, pointer, variable
    }

    public var kind: Kind
    /// The argument it consumes, 1-based, positional (`%2$@`) or in order.
    public var argument: Int
    /// As written, e.g. "%1$lld".
    public var text: String
    /// For `%#@name@`, the name.
    public var variable: String?

    public var description: String { text }
}

public enum FormatSpecifiers {
    static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

    /// The specifiers of `string`, `%%` excluded. Returns whether positional and sequential
    /// arguments were mixed (which makes the assignment of arguments undefined).
    public static func parse(_ string: String) -> (specifiers: [FormatSpecifier], mixed: Bool) {
        guard string.utf8.contains(UInt8(ascii: "%")) else { return ([], false) }
        var result: [FormatSpecifier] = []
        var next = 1
        var positional = false, sequential = false
        let chars = Array(string.unicodeScalars)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { i += 1; continue }
            let start = i
            i += 1
            guard i < chars.count else { break }
            if chars[i] == "%" { i += 1; continue }
            // `%arg`: a catalog substitution's own value, not an argument of the string.
            if i + 2 < chars.count, chars[i] == "a", chars[i + 1] == "r", chars[i + 2] == "g" { i += 3; continue }
            // %#@name@
            if chars[i] == "#", i + 1 < chars.count, chars[i + 1] == "@" {
                var j = i + 2
                var name = ""
                while j < chars.count, chars[j] != "@" { name.unicodeScalars.append(chars[j]); j += 1 }
                guard j < chars.count else { break }
                result.append(FormatSpecifier(kind: .variable, argument: next, text: String(String.UnicodeScalarView(chars[start...j])), variable: name))
                next += 1
                sequential = true
                i = j + 1
                continue
            }
            var position: Int?
            var digits = ""
            var j = i
            while j < chars.count, ("0"..."9").contains(chars[j]) { digits.unicodeScalars.append(chars[j]); j += 1 }
            if j < chars.count, chars[j] == "$", let n = Int(digits), n > 0 {
                position = n
                i = j + 1
                // %1$#@name@
                if i + 1 < chars.count, chars[i] == "#", chars[i + 1] == "@" {
                    var k = i + 2
                    var name = ""
                    while k < chars.count, chars[k] != "@" { name.unicodeScalars.append(chars[k]); k += 1 }
                    guard k < chars.count else { break }
                    result.append(FormatSpecifier(kind: .variable, argument: n, text: String(String.UnicodeScalarView(chars[start...k])), variable: name))
                    positional = true
                    i = k + 1
                    continue
                }
            }
            // Flags, the space among them: in a text that is formatted, "50% af" reads `% a`, a
            // number that is not passed (write `%%`). Whether a text is formatted at all is the
            // rule's question ("100 % sein" shown as it is is prose).
            while i < chars.count, "-+ #0'".unicodeScalars.contains(chars[i]) { i += 1 }
            while i < chars.count, ("0"..."9").contains(chars[i]) || chars[i] == "*" { i += 1 }
            if i < chars.count, chars[i] == "." {
                i += 1
                while i < chars.count, ("0"..."9").contains(chars[i]) || chars[i] == "*" { i += 1 }
            }
            var length = ""
            for candidate in lengths where String(String.UnicodeScalarView(chars[i..<min(chars.count, i + candidate.count)])) == candidate {
                length = candidate
                break
            }
            i += length.unicodeScalars.count
            guard i < chars.count, let kind = kind(conversion: chars[i], length: length) else { continue }
            i += 1
            let text = String(String.UnicodeScalarView(chars[start..<i]))
            if let position {
                positional = true
                result.append(FormatSpecifier(kind: kind, argument: position, text: text))
            } else {
                sequential = true
                result.append(FormatSpecifier(kind: kind, argument: next, text: text))
                next += 1
            }
        }
        return (result, positional && sequential)
    }

    static func kind(conversion c: Unicode.Scalar, length: String) -> FormatSpecifier.Kind? {
        let wide = ["l", "ll", "q", "z", "t", "j"].contains(length)
        switch c {
        case "@": return .object
        case "d", "i", "u", "x", "X", "o": return wide ? .int64 : .int32
        case "D", "U", "O": return .int64
        case "f", "F", "e", "E", "g", "G", "a", "A": return .double
        case "c", "C": return .character
        case "s", "S": return .cString
        case "p": return .pointer
        default: return nil
        }
    }

    /// Argument number → kind. Variables (`%#@n@`) take the kind of their value type when given,
    /// and a catalog substitution's `argNum` (`variableTypes["n.argNum"]`) as their argument.
    public static func arguments(_ string: String, variableTypes: [String: String] = [:]) -> [Int: FormatSpecifier.Kind] {
        arguments(parse(string).specifiers, variableTypes: variableTypes)
    }

    /// The same, from specifiers already parsed.
    public static func arguments(_ specifiers: [FormatSpecifier], variableTypes: [String: String] = [:]) -> [Int: FormatSpecifier.Kind] {
        var result: [Int: FormatSpecifier.Kind] = [:]
        for s in specifiers {
            var kind = s.kind
            var argument = s.argument
            if kind == .variable, let name = s.variable {
                if let type = variableTypes[name] { kind = parse("%" + type).specifiers.first?.kind ?? .variable }
                if let number = variableTypes["\(name).argNum"].flatMap(Int.init) { argument = number }
            }
            if result[argument] == nil || result[argument] == .variable { result[argument] = kind }
        }
        return result
    }

    /// The string with every specifier replaced by `%`: keys extracted by Xcode (`%lld`) and
    /// keys read from source (`%@` for every interpolation) compare equal.
    public static func skeleton(_ string: String) -> String {
        let specifiers = parse(string).specifiers
        guard !specifiers.isEmpty else { return string }
        var result = string
        for s in specifiers.reversed() {
            if let range = result.range(of: s.text, options: .backwards) { result.replaceSubrange(range, with: "%") }
        }
        return result
    }

    /// Whether two kinds may be passed the same argument: `%d` and `%ld` read different widths
    /// and `%@` versus a number crashes, so only equal kinds (or an untyped variable) agree.
    static func compatible(_ a: FormatSpecifier.Kind, _ b: FormatSpecifier.Kind) -> Bool {
        a == b || a == .variable || b == .variable
    }
}
