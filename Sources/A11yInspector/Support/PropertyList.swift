import Foundation

/// Property lists from a project: Info.plist, `.stringsdict`, `.strings` written as plists.
enum PropertyList {
    struct SetFound: Error {}

    /// `PropertyListSerialization`, except for binary property lists that hold a set: Foundation
    /// on Linux crashes bridging one to Swift (found by FuzzInfoPlist), and neither Info.plist
    /// nor a string table ever holds one.
    static func read(_ data: Data) throws -> Any {
        if containsSet(data) { throw SetFound() }
        return try PropertyListSerialization.propertyList(from: data, format: nil)
    }

    /// Whether a `bplist00` file's object table holds a set (marker 0xC_). The trailer, the last
    /// 32 bytes, gives the offset size, the object count and where the offset table starts.
    static func containsSet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array("bplist".utf8)), bytes.count >= 40 else { return false }
        func integer(at start: Int, size: Int) -> Int? {
            guard (1...8).contains(size), start >= 0, start <= bytes.count - size else { return nil }
            let value = bytes[start..<start + size].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return value <= UInt64(bytes.count) ? Int(value) : nil
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        guard let count = integer(at: trailer + 8, size: 8), let table = integer(at: trailer + 24, size: 8) else { return false }
        for index in 0..<count {
            guard let offset = integer(at: table + index * offsetSize, size: offsetSize), offset < bytes.count else { continue }
            if bytes[offset] >> 4 == 0xC { return true }
        }
        return false
    }
}
