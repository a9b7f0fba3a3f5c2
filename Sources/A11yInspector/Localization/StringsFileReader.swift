import Foundation

/// `.strings` files: the old-style property list syntax Apple's `.strings` files use
/// (`"key" = "value";`, unquoted words allowed, `/* */` and `//` comments, an optional
/// enclosing `{ }`), in UTF-8 or UTF-16 with or without a byte-order mark; compiled XML and
/// binary property lists are read too. The comment before an entry is its translator comment.
///
/// The syntax is Apple's "Old-Style ASCII Property Lists" (Property List Programming Guide);
/// at run time a file with a syntax error is not loaded at all, so an error is reported with
/// its line rather than skipped over.
public enum StringsFileReader {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        public var comment: String?
        public var line: Int
    }

    public static func read(path: String = "", data: Data) throws -> [Entry] {
        if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
            return try propertyList(data)
        }
        guard let text = decode(data) else {
            throw StringTableError(message: "neither UTF-8 nor UTF-16 text")
        }
        var parser = Parser(text)
        return try parser.entries()
    }

    /// UTF-16 (by byte-order mark, or by the zero bytes of ASCII text without one) or UTF-8.
    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(4))
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        if bytes.count >= 2, data.count % 2 == 0 {
            if bytes[0] != 0 && bytes[1] == 0 { return String(data: data, encoding: .utf16LittleEndian) }
            if bytes[0] == 0 && bytes[1] != 0 { return String(data: data, encoding: .utf16BigEndian) }
        }
        return String(data: data, encoding: .utf8)
    }

    static func propertyList(_ data: Data) throws -> [Entry] {
        guard let dict = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            throw StringTableError(message: "a property list that is not a dictionary of strings")
        }
        let text = String(decoding: data, as: UTF8.self)
        return dict.keys.sorted().compactMap { key in
            guard let value = dict[key] as? String else { return nil }
            return Entry(key: key, value: value, comment: nil, line: line(of: "<key>\(key)</key>", in: text) ?? 1)
        }
    }

    static func line(of needle: String, in text: String) -> Int? {
        guard let range = text.range(of: needle) else { return nil }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var lastComment: String?

        init(_ text: String) { scalars = Array(text.unicodeScalars) }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        func error(_ message: String) -> StringTableError { StringTableError(message: message, line: line) }

        mutating func entries() throws -> [Entry] {
            var result: [Entry] = []
            try skipSpace()
            var braced = false
            if current == "{" { braced = true; advance() }
            while true {
                try skipSpace()
                guard let c = current else {
                    if braced { throw error("missing closing brace") }
                    return result
                }
                if braced && c == "}" {
                    advance()
                    try skipSpace()
                    if current != nil { throw error("text after the closing brace") }
                    return result
                }
                let comment = lastComment
                let entryLine = line
                let key = try token("key")
                try skipSpace()
                var value = key
                if current == "=" {
                    advance()
                    try skipSpace()
                    value = try token("value")
                    try skipSpace()
                }
                guard current == ";" else { throw error("missing ';' after \"\(key)\"") }
                advance()
                result.append(Entry(key: key, value: value, comment: comment, line: entryLine))
                lastComment = nil
            }
        }

        /// Skips whitespace and comments, keeping the text of the last comment.
        mutating func skipSpace() throws {
            while let c = current {
                if c.properties.isWhitespace || c == "\u{FEFF}" {
                    advance()
                } else if c == "/" && peek(1) == "*" {
                    let start = line
                    advance(); advance()
                    var text = ""
                    while current != nil && !(current == "*" && peek(1) == "/") { text.unicodeScalars.append(current!); advance() }
                    guard current != nil else { throw StringTableError(message: "unterminated comment", line: start) }
                    advance(); advance()
                    lastComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
                } else if c == "/" && peek(1) == "/" {
                    var text = ""
                    advance(); advance()
                    while let d = current, d != "\n" { text.unicodeScalars.append(d); advance() }
                    lastComment = text.trimmingCharacters(in: .whitespacesAndNewlines)
                } else {
                    return
                }
            }
        }

        static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
            (c.isASCII && (CharacterSet.alphanumerics.contains(c))) || "_$+/:.-".unicodeScalars.contains(c)
        }

        mutating func token(_ what: String) throws -> String {
            guard let c = current else { throw error("missing \(what)") }
            if c == "\"" || c == "'" { return try quoted(c) }
            var word = ""
            while let d = current, Self.isWordCharacter(d) { word.unicodeScalars.append(d); advance() }
            guard !word.isEmpty else { throw error("unexpected '\(c)' where a \(what) should be") }
            return word
        }

        mutating func quoted(_ quote: Unicode.Scalar) throws -> String {
            let start = line
            advance()
            var result = String.UnicodeScalarView()
            while let c = current {
                advance()
                if c == quote { return String(result) }
                guard c == "\\" else { result.append(c); continue }
                guard let e = current else { break }
                advance()
                switch e {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{07}")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "v": result.append("\u{0B}")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let h = current, h.properties.isASCIIHexDigit { hex.unicodeScalars.append(h); advance() }
                    if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { result.append(scalar) }
                case "0"..."7":
                    var octal = String(e)
                    while octal.count < 3, let o = current, ("0"..."7").contains(o) { octal.unicodeScalars.append(o); advance() }
                    if let v = UInt32(octal, radix: 8), let scalar = Unicode.Scalar(v) { result.append(scalar) }
                default: result.append(e)
                }
            }
            throw StringTableError(message: "unterminated string", line: start)
        }
    }
}
