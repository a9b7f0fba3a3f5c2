import Foundation

/// The type names a Swift file declares or extends (`class A`, `extension A.View`, `enum B`),
/// found in its bytes without parsing it: which files `ProgramIndex` must parse to know a type.
/// A name in a comment or a string may be found too; that only costs a parse.
enum DeclaredNames {
    static let keywords: [[UInt8]] = ["class", "struct", "enum", "extension", "actor", "protocol"].map { Array($0.utf8) }

    /// Each name as written and its last component (`A.View` gives `A.View`, `View` and `A`).
    static func scan(_ data: Data) -> Set<String> {
        var names = Set<String>()
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            let n = bytes.count
            func isIdentifier(_ b: UInt8) -> Bool { b == 95 || (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b >= 0x80 }
            while i < n {
                // A keyword at the start of a word, followed by blanks and a name.
                let b = bytes[i]
                guard b == 99 || b == 115 || b == 101 || b == 97 || b == 112, i == 0 || !isIdentifier(bytes[i - 1]) else { i += 1; continue }
                var matched = 0
                for keyword in keywords where i + keyword.count < n {
                    var equal = true
                    for k in 0..<keyword.count where bytes[i + k] != keyword[k] { equal = false; break }
                    if equal, bytes[i + keyword.count] == 32 || bytes[i + keyword.count] == 9 { matched = keyword.count; break }
                }
                guard matched > 0 else { i += 1; continue }
                var j = i + matched
                while j < n, bytes[j] == 32 || bytes[j] == 9 { j += 1 }
                let start = j
                while j < n, isIdentifier(bytes[j]) || bytes[j] == 46 { j += 1 }
                if j > start, let name = String(bytes: UnsafeBufferPointer(rebasing: bytes[start..<j]), encoding: .utf8) {
                    names.insert(name)
                    for part in name.split(separator: ".") { names.insert(String(part)) }
                }
                i = j
            }
        }
        return names
    }
}
