/// Function bodies in Swift source, found by a lexical scan: comments and the contents of string
/// literals are blanked out, then braces are matched. swift-syntax would be exact but parses the
/// sources for minutes in a debug build; this takes a moment. Byte values are hoisted into local
/// constants because `UInt8(ascii:)` is a call in a debug build and the loops visit every byte.
enum FunctionBodies {
    typealias Bytes = UnsafeMutableBufferPointer<UInt8>

    struct Body: Equatable {
        /// The enclosing types and functions, then the function's own: `SwiftUIModifiers.apply`.
        var name: String
        /// Lines strictly between the line of the opening brace and that of the closing one.
        var lines: Int
    }

    /// A `{ … }` that names what it encloses: a type or a function.
    struct Scope {
        var open: Int
        var close: Int
        var name: String
        var isFunction: Bool
    }

    /// Every `func`, `init`, `subscript`, `deinit`, computed `var` and closure assigned in a
    /// `let`/`var` declaration, with a body.
    static func bodies(in source: String) -> [Body] {
        var bytes = Array(source.utf8)
        return bytes.withUnsafeMutableBufferPointer { code in
            var i = 0
            blankCode(code, &i, inInterpolation: false)
            let (newlines, closing) = linesAndBraces(code)
            let scopes = scopes(code, closing: closing)
            func line(_ offset: Int) -> Int {
                var low = 0, high = newlines.count
                while low < high {
                    let middle = (low + high) / 2
                    if newlines[middle] < offset { low = middle + 1 } else { high = middle }
                }
                return low
            }
            return scopes.filter(\.isFunction).map { function in
                let outer = scopes.filter { $0.open < function.open && function.close < $0.close }
                return Body(
                    name: (outer.map(\.name) + [function.name]).joined(separator: "."),
                    lines: max(0, line(function.close) - line(function.open) - 1))
            }
        }
    }

    /// The offsets of newlines, and of each `{` its `}`.
    static func linesAndBraces(_ code: Bytes) -> (newlines: [Int], closing: [Int: Int]) {
        let newline = UInt8(ascii: "\n"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        var newlines: [Int] = []
        var closing: [Int: Int] = [:]
        var opening: [Int] = []
        for i in code.indices {
            let byte = code[i]
            if byte == newline {
                newlines.append(i)
            } else if byte == openBrace {
                opening.append(i)
            } else if byte == closeBrace, let open = opening.popLast() {
                closing[open] = i
            }
        }
        return (newlines, closing)
    }

    /// Types and functions in source order (an enclosing scope before what it encloses).
    static func scopes(_ code: Bytes, closing: [Int: Int]) -> [Scope] {
        let initials = Set("sefaipcdvl".utf8)
        var scopes: [Scope] = []
        var i = 0
        while i < code.count {
            guard isWordByte(code[i]) else { i += 1; continue }
            let end = wordEnd(code, i)
            if end - i >= 3, end - i <= 9, initials.contains(code[i]),
                let scope = scope(of: text(code, i, end), at: i, end: end, in: code, closing: closing)
            {
                scopes.append(scope)
            }
            i = end
        }
        return scopes
    }

    /// The scope that the keyword at `start` opens, if it is a declaration with a body.
    static func scope(of keyword: String, at start: Int, end: Int, in code: Bytes, closing: [Int: Int]) -> Scope? {
        // `.init(…)`, `self.init(…)` and `` `init` `` are uses, not declarations.
        guard let previous = previousByte(code, before: start) ?? UInt8?(0),
            previous != UInt8(ascii: "."), previous != UInt8(ascii: "`")
        else { return nil }
        let name: String
        let open: Int?
        switch keyword {
        case "struct", "enum", "extension", "actor", "protocol", "class":
            // `class func`, `class var` and the like are members, not classes.
            guard let (typeName, nameEnd) = typeName(code, from: end), !memberModifiers.contains(typeName) else { return nil }
            guard let open = bodyStart(code, from: nameEnd), let close = closing[open] else { return nil }
            return Scope(open: open, close: close, name: typeName, isFunction: false)
        case "func":
            let nameStart = skipSpace(code, from: end)
            var nameEnd = nameStart
            let stops = Set("(< \n\t".utf8)
            while nameEnd < code.count, !stops.contains(code[nameEnd]) { nameEnd += 1 }
            name = text(code, nameStart, nameEnd)
            open = bodyStart(code, from: nameEnd)
        case "init", "subscript":
            guard let next = nextByte(code, from: end), Set("(?!<".utf8).contains(next) else { return nil }
            name = keyword
            open = bodyStart(code, from: end)
        case "deinit":
            name = keyword
            open = bodyStart(code, from: end)
        case "var", "let":
            let nameStart = skipSpace(code, from: end)
            guard declares(code, keywordAt: start), nameStart < code.count, isWordByte(code[nameStart]) else { return nil }
            let nameEnd = wordEnd(code, nameStart)
            name = text(code, nameStart, nameEnd)
            open = closureOrAccessors(code, from: nameEnd, computable: keyword == "var")
        default:
            return nil
        }
        guard let open, let close = closing[open] else { return nil }
        return Scope(open: open, close: close, name: name, isFunction: true)
    }

    static let memberModifiers: Set<String> = [
        "func", "var", "let", "static", "override", "final", "private", "fileprivate",
        "public", "internal", "open", "subscript", "nonisolated",
    ]

    /// A type's name after its keyword (`Outer.Inner` for an extension), and where it ends.
    static func typeName(_ code: Bytes, from start: Int) -> (String, Int)? {
        let nameStart = skipSpace(code, from: start)
        guard nameStart < code.count, isWordByte(code[nameStart]) else { return nil }
        var nameEnd = wordEnd(code, nameStart)
        while nameEnd + 1 < code.count, code[nameEnd] == UInt8(ascii: "."), isWordByte(code[nameEnd + 1]) {
            nameEnd = wordEnd(code, nameEnd + 1)
        }
        return (text(code, nameStart, nameEnd), nameEnd)
    }

    /// Where a signature's body starts: the first `{` outside parentheses and brackets, unless the
    /// enclosing scope ends or another declaration starts first (a requirement in a protocol).
    static func bodyStart(_ code: Bytes, from start: Int) -> Int? {
        let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        let opening = Set("([".utf8), closing = Set(")]".utf8)
        var depth = 0
        var i = start
        while i < code.count {
            let byte = code[i]
            if opening.contains(byte) {
                depth += 1
            } else if closing.contains(byte) {
                depth -= 1
            } else if depth == 0, byte == openBrace {
                return i
            } else if depth == 0, byte == closeBrace {
                return nil
            } else if depth == 0, isWordByte(byte) {
                let end = wordEnd(code, i)
                if declarationKeywords.contains(text(code, i, end)) { return nil }
                i = end
                continue
            }
            i += 1
        }
        return nil
    }

    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "case", "struct", "enum", "class",
        "typealias", "associatedtype", "static", "deinit", "extension", "protocol",
    ]

    /// The body of a `var`/`let`: a closure right after `=`, or for a `var` accessors before any `=`.
    static func closureOrAccessors(_ code: Bytes, from start: Int, computable: Bool) -> Int? {
        let newline = UInt8(ascii: "\n"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), equals = UInt8(ascii: "=")
        let opening = Set("([".utf8), closing = Set(")]".utf8)
        var depth = 0
        for i in start..<code.count {
            let byte = code[i]
            if opening.contains(byte) {
                depth += 1
            } else if closing.contains(byte) {
                depth -= 1
            } else if depth == 0, byte == newline || byte == closeBrace {
                return nil
            } else if depth == 0, byte == openBrace {
                return computable ? i : nil
            } else if depth == 0, byte == equals {
                let value = skipSpace(code, from: i + 1)
                return value < code.count && code[value] == openBrace ? value : nil
            }
        }
        return nil
    }

    /// Whether the `var`/`let` at `start` declares a property or a variable: only modifiers and
    /// attributes stand before it on its line (not `if let`, `case let`, `for var`).
    static func declares(_ code: Bytes, keywordAt start: Int) -> Bool {
        var lineStart = start
        while lineStart > 0, code[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return text(code, lineStart, start).split(whereSeparator: \.isWhitespace).allSatisfy { word in
            word.hasPrefix("@") || declarationModifiers.contains(String(word.prefix { $0 != "(" }))
        }
    }

    static let declarationModifiers: Set<String> = [
        "static", "class", "private", "fileprivate", "internal", "public", "open",
        "final", "lazy", "override", "nonisolated", "weak", "unowned",
    ]

    // MARK: Blanking comments and strings

    /// Blanks code from `i` to the end, or in an interpolation to its closing `)`.
    static func blankCode(_ code: Bytes, _ i: inout Int, inInterpolation: Bool) {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"),
            quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
        var parens = 0
        while i < code.count {
            let byte = code[i]
            if byte == slash, i + 1 < code.count, code[i + 1] == slash {
                while i < code.count, code[i] != newline { code[i] = space; i += 1 }
            } else if byte == slash, i + 1 < code.count, code[i + 1] == star {
                blankBlockComment(code, &i)
            } else if byte == quote || (byte == hash && opensRawString(code, i)) {
                blankString(code, &i)
            } else if inInterpolation, byte == openParen {
                parens += 1
                i += 1
            } else if inInterpolation, byte == closeParen {
                if parens == 0 { return }
                parens -= 1
                i += 1
            } else {
                i += 1
            }
        }
    }

    /// Whether the `#`s at `i` open a raw string (`#"…"#`), not a `#if` or a `#selector`.
    static func opensRawString(_ code: Bytes, _ i: Int) -> Bool {
        var j = i
        while j < code.count, code[j] == UInt8(ascii: "#") { j += 1 }
        return j < code.count && code[j] == UInt8(ascii: "\"")
    }

    /// A block comment from its `/*`, nested ones included.
    static func blankBlockComment(_ code: Bytes, _ i: inout Int) {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        var depth = 0
        while i < code.count {
            if code[i] == slash, i + 1 < code.count, code[i + 1] == star {
                depth += 1
                code[i] = space; code[i + 1] = space; i += 2
            } else if code[i] == star, i + 1 < code.count, code[i + 1] == slash {
                depth -= 1
                code[i] = space; code[i + 1] = space; i += 2
                if depth == 0 { return }
            } else {
                if code[i] != newline { code[i] = space }
                i += 1
            }
        }
    }

    /// A string literal from its first `#` or `"`: single-line, multi-line (`"""`) or raw
    /// (`#"…"#`), with interpolations (`\(…)`, `\#(…)`) kept as code.
    static func blankString(_ code: Bytes, _ i: inout Int) {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"),
            backslash = UInt8(ascii: "\\"), openParen = UInt8(ascii: "(")
        var hashes = 0
        while code[i] == hash { hashes += 1; i += 1 }
        let multiline = i + 2 < code.count && code[i + 1] == quote && code[i + 2] == quote
        let quotes = multiline ? 3 : 1
        i += quotes
        while i < code.count {
            let byte = code[i]
            if byte == backslash, hashesFollow(code, i + 1, hashes) {
                let escaped = i + 1 + hashes
                if escaped < code.count, code[escaped] == openParen {
                    i = escaped + 1
                    blankCode(code, &i, inInterpolation: true)
                    i += 1
                } else {
                    for j in i...min(escaped, code.count - 1) where code[j] != newline { code[j] = space }
                    i = escaped + 1
                }
            } else if byte == quote, i + quotes <= code.count, code[i..<i + quotes].allSatisfy({ $0 == quote }),
                hashesFollow(code, i + quotes, hashes)
            {
                i += quotes + hashes
                return
            } else if byte == newline, !multiline {
                return
            } else {
                if byte != newline { code[i] = space }
                i += 1
            }
        }
    }

    // MARK: Bytes

    static func hashesFollow(_ code: Bytes, _ i: Int, _ count: Int) -> Bool {
        i + count <= code.count && code[i..<i + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    static func text(_ code: Bytes, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: code[start..<end]), as: UTF8.self)
    }

    /// Letters, digits, `_` and the bytes of non-ASCII characters (ASCII codes as literals: this
    /// runs on every byte).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 0x80
    }

    static func wordEnd(_ code: Bytes, _ i: Int) -> Int {
        var end = i
        while end < code.count, isWordByte(code[end]) { end += 1 }
        return end
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
    }

    static func skipSpace(_ code: Bytes, from i: Int) -> Int {
        var j = i
        while j < code.count, isSpace(code[j]) { j += 1 }
        return j
    }

    static func previousByte(_ code: Bytes, before i: Int) -> UInt8? {
        var j = i - 1
        while j >= 0, isSpace(code[j]) { j -= 1 }
        return j >= 0 ? code[j] : nil
    }

    static func nextByte(_ code: Bytes, from i: Int) -> UInt8? {
        let j = skipSpace(code, from: i)
        return j < code.count ? code[j] : nil
    }
}
