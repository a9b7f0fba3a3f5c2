import Foundation

/// `.strings` files: the old-style property list syntax Apple's `.strings` files use
/// (`"key" = "value";`, unquoted words allowed, `/* */` and `//` comments; parsed by
/// `StringsFileText`), in UTF-8 or UTF-16 with or without a byte-order mark; compiled XML and
/// binary property lists are read too. The comment before an entry is its translator comment.
///
/// The syntax is Apple's "Old-Style ASCII Property Lists" (Property List Programming Guide);
/// at run time a file with a syntax error is not loaded at all, so an error is reported with
/// its line rather than skipped over. A character no key begins with where a key is expected,
/// after an entry, ends the file without an error (`StringsFileText.stop`).
public enum StringsFileReader {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        public var comment: String?
        public var line: Int
    }

    public static func read(path: String = "", data: Data) throws -> [Entry] {
        try readFile(path: path, data: data).entries
    }

    /// A file's entries, and where reading stopped before its end (`StringsFileText.stop`).
    public struct Contents: Sendable {
        public var entries: [Entry]
        public var stop: (line: Int, character: String, unreadKeys: [String])?
    }

    public static func readFile(path: String = "", data: Data) throws -> Contents {
        if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
            return Contents(entries: try propertyList(data))
        }
        guard let text = StringsFileText.decode(data) else {
            throw StringTableError(message: "neither UTF-8 nor UTF-16 text")
        }
        let file: StringsFileText
        do {
            file = try StringsFileText.parse(text)
        } catch let error as StringsFileText.SyntaxError {
            throw StringTableError(message: error.message, line: error.line)
        }
        return Contents(entries: entries(of: file), stop: file.stop.map { ($0.line, $0.character, $0.unreadKeys) })
    }

    /// Entries with their line and the comment written before them.
    static func entries(of file: StringsFileText) -> [Entry] {
        var result: [Entry] = []
        var line = 1
        var comment: String?
        var key: (String, Int)?
        func newlines(_ text: String) -> Int { text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
        for part in file.parts {
            switch part {
            case .verbatim(let text):
                if let last = lastComment(in: text) { comment = last }
                line += newlines(text)
            case .key(let written, let k):
                key = (k, line)
                line += newlines(written)
            case .value(let written, let value):
                if let (k, keyLine) = key { result.append(Entry(key: k, value: value, comment: comment, line: keyLine)) }
                line += newlines(written ?? "")
                key = nil
                comment = nil
            }
        }
        return result
    }

    /// The text of the last `/* … */` or `// …` comment in a stretch between entries (which
    /// holds only whitespace, comments, `=` and `;`).
    static func lastComment(in text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "/")) else { return nil }
        let bytes = Array(text.utf8)
        var result: (start: Int, end: Int)?
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "*") {
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) { j += 1 }
                result = (i + 2, min(j, bytes.count))
                i = j + 2
            } else if bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "/") {
                var j = i + 2
                while j < bytes.count, bytes[j] != 10 { j += 1 }
                result = (i + 2, j)
                i = j
            } else {
                i += 1
            }
        }
        guard let (start, end) = result, start <= end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func propertyList(_ data: Data) throws -> [Entry] {
        guard let dict = (try? PropertyList.read(data)) as? [String: Any] else {
            throw StringTableError(message: "a property list that is not a dictionary of strings")
        }
        let lines = keyLines(in: data)
        return dict.keys.sorted().compactMap { key in
            guard let value = dict[key] as? String else { return nil }
            return Entry(key: key, value: value, comment: nil, line: lines[key] ?? 1)
        }
    }

    /// The line of the first `<key>…</key>` of an XML property list for each key as written
    /// (entities not decoded), in one pass: a search per key took minutes on 20,000 keys.
    static func keyLines(in data: Data) -> [String: Int] {
        let bytes = [UInt8](data), open = Array("<key>".utf8), close = Array("</key>".utf8)
        let newline = UInt8(ascii: "\n"), less = UInt8(ascii: "<")
        var result: [String: Int] = [:]
        var line = 1, i = 0
        while i < bytes.count {
            if bytes[i] == newline { line += 1 }
            guard bytes[i] == less, bytes[i...].starts(with: open) else { i += 1; continue }
            let start = i + open.count
            var end = start
            while end < bytes.count, !(bytes[end] == less && bytes[end...].starts(with: close)) { end += 1 }
            guard end < bytes.count else { break }
            let key = String(decoding: bytes[start..<end], as: UTF8.self)
            if result[key] == nil { result[key] = line }
            line += bytes[start..<end].filter { $0 == newline }.count
            i = end + close.count
        }
        return result
    }
}
