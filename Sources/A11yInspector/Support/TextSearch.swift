import Foundation
/// Literal substring search over UTF-8 bytes. Foundation's `contains(_:)` and `range(of:)` on
/// Linux convert both strings to UTF-16 and go through CFString: on a large app, the cheap
/// pre-checks written with them cost more than the work they guard. UTF-8 is
/// self-synchronising, so a byte match of a valid needle is a match of its characters.
extension StringProtocol {
    func containsText(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            if let found = utf8.withContiguousStorageIfAvailable({ TextSearch.find(pattern, in: $0) }) { return found }
            return Array(utf8).withUnsafeBufferPointer { TextSearch.find(pattern, in: $0) }
        }
    }
}

extension Data {
    /// Whether the bytes hold this text (UTF-8), without decoding them.
    func containsText(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in withUnsafeBytes { raw in TextSearch.find(pattern, in: raw.bindMemory(to: UInt8.self)) } }
    }
}

extension Data {
    /// The text after each place the bytes hold `marker`, up to the first of `stops` (or the
    /// end): `texts(after: "identifier=\"", upTo: ["\""])` gives the identifiers. UTF-8,
    /// searched without decoding the whole.
    func texts(after marker: String, upTo stops: Set<UInt8>) -> [String] {
        var marker = marker
        return marker.withUTF8 { pattern in
            withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                var result: [String] = []
                var from = 0
                while let at = TextSearch.firstIndex(of: pattern, in: bytes, from: from) {
                    let start = at + pattern.count
                    var end = start
                    while end < bytes.count, !stops.contains(bytes[end]) { end += 1 }
                    result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    from = end
                }
                return result
            }
        }
    }
}

extension String {
    /// The lines of a text, split at each "\n" byte, without a "\r" before it. Splitting at
    /// the Character "\n" would miss Windows line ends (in Swift "\r\n" is one Character, so
    /// a CRLF file was one line) and walks grapheme clusters, which cost half the reading of
    /// Objective-C files.
    var lines: [Substring] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { bytes in
            let end = bytes.last == UInt8(ascii: "\r") ? utf8.index(before: bytes.endIndex) : bytes.endIndex
            return self[bytes.startIndex..<end]
        }
    }
}

enum TextSearch {
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        firstIndex(of: needle, in: haystack, from: 0) != nil
    }

    /// Where `needle` first starts in `haystack` at or after `from`.
    static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = needle.first else { return from }
        guard needle.count <= haystack.count else { return nil }
        let last = haystack.count - needle.count
        var i = from
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}

extension Unicode.Scalar {
    /// A letter or a digit by its general category. A circled letter ("ⓘ") is a symbol, though
    /// Unicode counts it alphabetic and Swift's `Character.isLetter` says it is a letter.
    var isWordCharacter: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber: return true
        default: return false
        }
    }
}
