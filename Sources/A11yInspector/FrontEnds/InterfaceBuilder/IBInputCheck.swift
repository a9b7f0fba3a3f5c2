import Foundation

/// Checks on the raw bytes before any XML parsing: size, binary content, DTDs, encoding.
enum IBInputCheck {
    /// Real storyboards stay under a few MB; the largest we have seen in public apps is ~1 MB.
    static let maximumFileSize = 50 * 1024 * 1024

    enum Outcome {
        /// Parse these bytes (possibly repaired), reporting the warnings.
        case parse(Data, warnings: [String])
        /// Do not parse; report this error.
        case reject(String)
    }

    static func check(_ data: Data, warnings: [String] = []) -> Outcome {
        if data.count > maximumFileSize {
            let mb = Double(data.count) / 1_048_576
            return .reject(String(format: "file is %.1f MB; Interface Builder files larger than 50 MB are not parsed", mb))
        }
        if data.isEmpty { return .reject("file is empty; not an Interface Builder document") }

        // Xcode writes UTF-8; a UTF-16 file (byte-order mark) is converted so that every check
        // below, and the positions we report, work on UTF-8.
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                return .reject("UTF-16 byte-order mark but the content is not valid UTF-16")
            }
            let declaration = text.range(of: #"encoding\s*=\s*["']UTF-16["']"#, options: [.regularExpression, .caseInsensitive])
            let utf8 = declaration.map { text.replacingCharacters(in: $0, with: #"encoding="UTF-8""#) } ?? text
            return check(Data(utf8.utf8), warnings: ["file is UTF-16; Xcode writes UTF-8 (read after conversion)"])
        }
        if data.contains(0) {
            return .reject("binary data (NUL bytes); not an XML Interface Builder document")
        }
        // Xcode never writes a DTD. Refusing any keeps both external entities (XXE) and
        // entity-expansion bombs out of the parser.
        if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            return .reject(
                "document type declaration (<!DOCTYPE>/<!ENTITY>) found; Xcode never writes one, so the file is not parsed (entities are never resolved)")
        }
        // Foundation's XMLParser on Linux reads a processing instruction's data with strlen
        // and crashes when there is none (`<?name?>`). Xcode writes no processing instructions.
        if let offset = emptyProcessingInstructionOffset(data) {
            return .reject("processing instruction without data at byte offset \(offset); Xcode never writes one, so the file is not parsed")
        }
        if String(validatingUTF8Data: data) == nil {
            let offset = firstInvalidUTF8Offset(data) ?? 0
            let repaired = Data(String(decoding: data, as: UTF8.self).utf8)
            return .parse(repaired, warnings: warnings + ["invalid UTF-8 at byte offset \(offset); invalid bytes were replaced with U+FFFD"])
        }
        return .parse(data, warnings: warnings)
    }

    /// Where `<?target?>` starts: a target (anything but blanks and `?`) followed at once by `?>`.
    private static func emptyProcessingInstructionOffset(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        let question = UInt8(ascii: "?"), blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var i = 0
        while i + 1 < bytes.count {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == question else { continue }
            var j = i + 2
            while j < bytes.count, bytes[j] != question, !blanks.contains(bytes[j]) { j += 1 }
            if j > i + 2, j + 1 < bytes.count, bytes[j] == question, bytes[j + 1] == UInt8(ascii: ">") { return i }
        }
        return nil
    }

    private static func firstInvalidUTF8Offset(_ data: Data) -> Int? {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                consumed = offset
            case .emptyInput:
                return nil
            case .error:
                return consumed
            }
        }
    }
}

private extension String {
    init?(validatingUTF8Data data: Data) {
        guard let s = String(data: data, encoding: .utf8) else { return nil }
        self = s
    }
}
