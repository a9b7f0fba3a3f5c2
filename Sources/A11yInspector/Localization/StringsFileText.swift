import Foundation

/// A `.strings` file as written: its entries, and everything around them (comments, blank
/// lines, spacing) kept verbatim, so that a copy with other values reads like the original.
///
/// The syntax is the old-style property list dictionary: `"key" = "value";`, `/* … */` and
/// `//` comments, keys and values quoted or bare words (`key = value;`), and `"key";` for a
/// value equal to its key. Quoted strings take the escapes `\n \t \r \" \\ \'`, `\a \b \f \v`,
/// `\U` / `\u` with up to four hexadecimal digits, and octal `\ddd`.
struct StringsFileText: Sendable {
    enum Part: Sendable, Equatable {
        /// Comments, whitespace, `=`, `;`: written back unchanged.
        case verbatim(String)
        /// The key as written (quotes and escapes included) and its value.
        case key(written: String, key: String)
        /// A value; `written` is nil for `"key";`, whose value is the key.
        case value(written: String?, value: String)
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    var parts: [Part]
    /// Where reading stopped before the end: CoreFoundation's old-style parser, expecting a key
    /// after an entry, ends the dictionary at a character no key begins with (a second `;`, a
    /// stray `=`), without an error, and the app gets the entries before it
    /// (`parsePlistDictContent` in CFOldStylePList.c; Foundation on Linux does the same).
    var stop: Stop?

    struct Stop: Sendable, Equatable {
        var line: Int
        /// The character reading stopped at.
        var character: String
        /// The keys of the entries written after it, which the app never gets.
        var unreadKeys: [String]
    }

    var entries: [(key: String, value: String)] {
        var result: [(String, String)] = []
        var key: String?
        for part in parts {
            switch part {
            case .key(_, let k): key = k
            case .value(_, let v): if let key { result.append((key, v)) }
            case .verbatim: break
            }
        }
        return result
    }

    /// The text of a `.strings` file's bytes: UTF-16 with a byte order mark (what Xcode wrote
    /// for years), UTF-8 with or without one, or UTF-16 without one.
    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(4))
        if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        // Without a byte order mark, the zero bytes of ASCII text give UTF-16 away.
        if bytes.count >= 2, data.count % 2 == 0 {
            if bytes[0] != 0 && bytes[1] == 0 { return String(data: data, encoding: .utf16LittleEndian) }
            if bytes[0] == 0 && bytes[1] != 0 { return String(data: data, encoding: .utf16BigEndian) }
        }
        return String(data: data, encoding: .utf8)
    }

    static func parse(_ text: String) throws -> StringsFileText {
        var parser = Parser(text)
        try parser.parse()
        return StringsFileText(parts: parser.parts, stop: parser.stop)
    }

    /// The file with each value replaced by `transform(value)`, quoted and escaped.
    func rendered(transformingValues transform: (String) -> String) -> String {
        var out = ""
        var lastKey = ""
        for part in parts {
            switch part {
            case .verbatim(let s): out += s
            case .key(let written, let key):
                out += written
                lastKey = key
            case .value(let written, let value):
                if written == nil { out += " = " }
                out += Self.quoted(transform(written == nil ? lastKey : value))
            }
        }
        return out
    }

    static func quoted(_ value: String) -> String {
        var out = "\""
        for c in value.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    struct Parser {
        /// The text's UTF-8. Every character the syntax gives meaning to is ASCII, which never
        /// occurs inside a multi-byte sequence, so the parser walks bytes and decodes a scalar
        /// only where the text has one; slices become strings by copying bytes.
        let bytes: [UInt8]
        /// A byte offset, always at the start of a scalar.
        var position = 0
        var parts: [Part] = []
        /// The stretch of comments, spacing, `=` and `;` read since the last key or value: it is
        /// always contiguous, so it is kept as a range and made a string once.
        var verbatim: Range<Int>?

        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        /// The scalar starting at byte `i` and its length in bytes.
        func scalar(at i: Int) -> (scalar: Unicode.Scalar, width: Int)? {
            guard i < bytes.count else { return nil }
            let lead = bytes[i]
            if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
            let end = min(i + (lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2), bytes.count)
            return (String(decoding: bytes[i..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}", end - i)
        }

        var current: Unicode.Scalar? { scalar(at: position)?.scalar }

        /// The byte `offset` bytes ahead, for two-character tokens (`//`, `/*`, `*/`).
        func byte(ahead offset: Int) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }

        mutating func advance() { position += scalar(at: position)?.width ?? 1 }

        var line: Int { bytes[..<min(position, bytes.count)].reduce(1) { $0 + ($1 == 10 ? 1 : 0) } }

        func error(_ message: String) -> SyntaxError { SyntaxError(line: line, message: message) }

        var stop: Stop?

        mutating func parse() throws {
            // A byte order mark decoded into the text is not content.
            if current == "\u{FEFF}" { advance() }
            var entries = 0
            while true {
                try skipSpaceAndComments()
                guard let c = current else { break }
                if entries > 0, !Self.beginsKey(c) {
                    stop = Stop(line: line, character: String(c), unreadKeys: unreadKeys())
                    // Kept as written, so that a copy with other values reads like the original.
                    verbatim = (verbatim?.lowerBound ?? position)..<bytes.count
                    position = bytes.count
                    break
                }
                try entry()
                entries += 1
            }
            flushVerbatim()
        }

        static func beginsKey(_ c: Unicode.Scalar) -> Bool { c == "\"" || bareCharacters.contains(c) }

        /// The keys of the entries after the character reading stopped at, as far as they read.
        func unreadKeys() -> [String] {
            var rest = self
            rest.parts = []
            rest.verbatim = nil
            var keys: [String] = []
            while (try? rest.skipSpaceAndComments()) != nil, let c = rest.current {
                guard Self.beginsKey(c) else {
                    rest.advance()
                    continue
                }
                let before = rest.parts.count
                guard (try? rest.entry()) != nil else { break }
                for case .key(_, let key) in rest.parts[before...] { keys.append(key) }
            }
            return keys
        }

        /// `key = value;` or `key;`.
        mutating func entry() throws {
            let (keyWritten, key) = try string("key")
            flushVerbatim()
            parts.append(.key(written: keyWritten, key: key))
            try skipSpaceAndComments()
            if current == ";" {
                flushVerbatim()
                parts.append(.value(written: nil, value: key))
            } else {
                guard current == "=" else { throw error("expected '=' or ';' after the key") }
                consumeVerbatim()
                try skipSpaceAndComments()
                let (valueWritten, value) = try string("value")
                flushVerbatim()
                parts.append(.value(written: valueWritten, value: value))
                try skipSpaceAndComments()
            }
            guard current == ";" else { throw error("expected ';' after the value") }
            consumeVerbatim()
        }

        mutating func consumeVerbatim() {
            let start = verbatim?.lowerBound ?? position
            advance()
            verbatim = start..<position
        }

        mutating func flushVerbatim() {
            guard let range = verbatim else { return }
            parts.append(.verbatim(text(range)))
            verbatim = nil
        }

        mutating func skipSpaceAndComments() throws {
            while let c = current {
                // Unicode's White_Space in ASCII is tab to carriage return, and space.
                if c.isASCII ? (c == " " || (c.value >= 0x09 && c.value <= 0x0D)) : c.properties.isWhitespace {
                    consumeVerbatim()
                } else if c == "/", byte(ahead: 1) == UInt8(ascii: "/") {
                    while let d = current, d != "\n" { consumeVerbatim() }
                } else if c == "/", byte(ahead: 1) == UInt8(ascii: "*") {
                    consumeVerbatim(); consumeVerbatim()
                    while true {
                        guard current != nil else { throw error("unterminated comment") }
                        if current == "*", byte(ahead: 1) == UInt8(ascii: "/") {
                            consumeVerbatim(); consumeVerbatim()
                            break
                        }
                        consumeVerbatim()
                    }
                } else {
                    return
                }
            }
        }

        static let bareCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-".unicodeScalars)

        /// A quoted string or a bare word: (as written, value).
        mutating func string(_ what: String) throws -> (String, String) {
            let start = position
            if current == "\"" {
                advance()
                // Most values have no escapes: one slice instead of a scalar at a time.
                var end = position
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                    let value = text(position..<end)
                    position = end + 1
                    return (text(start..<position), value)
                }
                var value = String.UnicodeScalarView()
                while true {
                    guard let c = current else {
                        position = start  // report the line the string starts on
                        throw error("unterminated \(what)")
                    }
                    advance()
                    if c == "\"" { break }
                    if c == "\\" { value.append(try escape()) } else { value.append(c) }
                }
                return (text(start..<position), String(value))
            }
            while let c = current, Self.bareCharacters.contains(c) { advance() }
            guard position > start else { throw error("expected a \(what)") }
            let word = text(start..<position)
            return (word, word)
        }

        /// After a backslash.
        mutating func escape() throws -> Unicode.Scalar {
            guard let c = current else { throw error("unterminated escape") }
            advance()
            switch c {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "v": return "\u{0B}"
            case "U", "u":
                var value: UInt32 = 0, count = 0
                while count < 4, let d = current, d.properties.isASCIIHexDigit, let digit = UInt32(String(d), radix: 16) {
                    value = value * 16 + digit
                    position += 1
                    count += 1
                }
                return count > 0 ? (Unicode.Scalar(value) ?? "\u{FFFD}") : c
            case "0"..."7":
                var value = c.value - 48, count = 1
                while count < 3, let d = current, ("0"..."7").contains(d) {
                    value = value * 8 + d.value - 48
                    position += 1
                    count += 1
                }
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            default: return c
            }
        }
    }
}
