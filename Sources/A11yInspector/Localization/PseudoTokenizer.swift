/// Splits a localized string into prose, which a pseudolanguage may change, and everything
/// else, which it must keep byte for byte:
///
/// * printf / `NSString` format specifiers: `%@`, `%d`, `%lld`, `%1$@`, `%2$lld`, `%.2f`,
///   `%5.1f`, `%-8s`, `%%`, stringsdict variables `%#@name@` (also `%1$#@name@`), and `%arg`,
///   the placeholder of a string catalog substitution (read as that, not as `%a`). A space
///   after `%` is read as text ("100% of"), not as printf's space flag, which localized
///   strings practically never use;
/// * markup: `<b>`, `</a>`, `<br/>`, `<a href="…">`, and entities such as `&amp;`;
/// * Markdown links `[text](target)` and automatic grammar agreement `^[text](inflect: true)`:
///   the brackets and the `(…)` part are kept, the text between the brackets is tokenized again;
/// * escape sequences written out in the value (`\n`, `\"`, `\\`, `\U00A0`), and real line
///   breaks; a backslash before anything else is text.
enum PseudoTokenizer {
    enum Token: Equatable {
        case prose(String)
        case kept(String)
    }

    static func tokens(_ text: String) -> [Token] {
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        scanner.run()
        return scanner.tokens
    }

    /// The format specifiers of `text`, in order (for checks and tests).
    static func formatSpecifiers(_ text: String) -> [String] {
        var scalars = Array(text.unicodeScalars)[...]
        var found: [String] = []
        while let i = scalars.firstIndex(of: "%") {
            if let end = Scanner.formatSpecifierEnd(Array(scalars), from: i - scalars.startIndex) {
                let absoluteEnd = scalars.startIndex + end
                found.append(String(String.UnicodeScalarView(scalars[i..<absoluteEnd])))
                scalars = scalars[absoluteEnd...]
            } else {
                scalars = scalars[(i + 1)...]
            }
        }
        return found
    }

    struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0
        var tokens: [Token] = []
        var prose = String.UnicodeScalarView()

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func run() {
            while position < scalars.count {
                let c = scalars[position]
                if c == "%", let end = Self.formatSpecifierEnd(scalars, from: position) {
                    keep(upTo: end)
                } else if c == "\\", let end = escapeEnd() {
                    keep(upTo: end)
                } else if c == "\n" || c == "\r" {
                    keep(upTo: position + 1)
                } else if c == "<", let end = tagEnd() {
                    keep(upTo: end)
                } else if c == "&", let end = entityEnd() {
                    keep(upTo: end)
                } else if c == "[" || (c == "^" && peek(1) == "["), let link = markdownLink() {
                    flushProse()
                    tokens.append(.kept(string(position..<link.textStart)))
                    for token in PseudoTokenizer.tokens(string(link.textStart..<link.textEnd)) { append(token) }
                    position = link.textEnd
                    keep(upTo: link.end)
                } else {
                    prose.append(c)
                    position += 1
                }
            }
            flushProse()
        }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        func string(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(scalars[range]))
        }

        mutating func keep(upTo end: Int) {
            flushProse()
            append(.kept(string(position..<end)))
            position = end
        }

        mutating func append(_ token: Token) {
            switch (tokens.last, token) {
            case (.kept(let a)?, .kept(let b)): tokens[tokens.count - 1] = .kept(a + b)
            case (.prose(let a)?, .prose(let b)): tokens[tokens.count - 1] = .prose(a + b)
            default: tokens.append(token)
            }
        }

        mutating func flushProse() {
            guard !prose.isEmpty else { return }
            append(.prose(String(prose)))
            prose = String.UnicodeScalarView()
        }

        static let flags: Set<Unicode.Scalar> = ["-", "+", "#", "0", "'"]
        static let conversions: Set<Unicode.Scalar> = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars)
        static let lengthModifiers = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

        /// The end of the specifier starting with `%` at `start`, or nil when it starts none.
        static func formatSpecifierEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
            var i = start + 1
            func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
            func digits() { while let d = at(i), ("0"..."9").contains(d) { i += 1 } }
            if at(i) == "%" { return i + 1 }
            // A string catalog substitution's placeholder for its argument.
            if at(i) == "a", at(i + 1) == "r", at(i + 2) == "g" { return i + 3 }
            // Positional argument: `1$`.
            let beforePosition = i
            digits()
            if i > beforePosition, at(i) == "$" { i += 1 } else { i = beforePosition }
            // Stringsdict variable: `#@name@`.
            if at(i) == "#", at(i + 1) == "@" {
                var k = i + 2
                while let c = at(k), c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" { k += 1 }
                return at(k) == "@" && k > i + 2 ? k + 1 : nil
            }
            while let c = at(i), flags.contains(c) { i += 1 }
            if at(i) == "*" { i += 1 } else { digits() }
            if at(i) == "." {
                i += 1
                if at(i) == "*" { i += 1 } else { digits() }
            }
            for modifier in lengthModifiers {
                let m = Array(modifier.unicodeScalars)
                if i + m.count <= s.count, Array(s[i..<(i + m.count)]) == m {
                    i += m.count
                    break
                }
            }
            guard let conversion = at(i), conversions.contains(conversion) else { return nil }
            return i + 1
        }

        static let escaped: Set<Unicode.Scalar> = ["n", "t", "r", "\"", "'", "\\", "0"]

        /// `\n`, `\t`, `\r`, `\"`, `\'`, `\\`, `\0`, or `\U` / `\u` with four hexadecimal digits.
        /// A backslash before anything else is text.
        func escapeEnd() -> Int? {
            guard position + 1 < scalars.count else { return nil }
            let next = scalars[position + 1]
            if next == "U" || next == "u", position + 6 <= scalars.count,
                scalars[(position + 2)..<(position + 6)].allSatisfy({ $0.properties.isASCIIHexDigit })
            {
                return position + 6
            }
            return Self.escaped.contains(next) ? position + 2 : nil
        }

        /// `<b>`, `</a>`, `<br/>`, `<a href="…">`: a letter after `<` (or `</`), no line break
        /// or `<` before the closing `>`.
        func tagEnd() -> Int? {
            var i = position + 1
            if i < scalars.count, scalars[i] == "/" { i += 1 }
            guard i < scalars.count, scalars[i].isASCII, scalars[i].properties.isAlphabetic else { return nil }
            while i < scalars.count {
                switch scalars[i] {
                case ">": return i + 1
                case "<", "\n", "\r": return nil
                default: i += 1
                }
            }
            return nil
        }

        /// `&amp;`, `&#160;`, `&#x2026;`.
        func entityEnd() -> Int? {
            var i = position + 1
            while i < scalars.count, i - position <= 10, scalars[i].isASCII,
                scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) || scalars[i] == "#"
            {
                i += 1
            }
            return i > position + 1 && i < scalars.count && scalars[i] == ";" ? i + 1 : nil
        }

        struct Link {
            var textStart: Int
            var textEnd: Int
            var end: Int
        }

        /// `[text](target)` or `^[text](attributes)` on one line, without brackets in the text.
        func markdownLink() -> Link? {
            let textStart = position + (scalars[position] == "^" ? 2 : 1)
            var i = textStart
            while i < scalars.count, scalars[i] != "]" {
                if scalars[i] == "[" || scalars[i] == "\n" { return nil }
                i += 1
            }
            guard i + 1 < scalars.count, scalars[i + 1] == "(" else { return nil }
            let textEnd = i
            var depth = 0
            i += 1
            while i < scalars.count {
                switch scalars[i] {
                case "(": depth += 1
                case ")":
                    depth -= 1
                    if depth == 0 { return Link(textStart: textStart, textEnd: textEnd, end: i + 1) }
                case "\n": return nil
                default: break
                }
                i += 1
            }
            return nil
        }
    }
}
