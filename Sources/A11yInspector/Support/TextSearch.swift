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

enum TextSearch {
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        let last = haystack.count - needle.count
        var i = 0
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
