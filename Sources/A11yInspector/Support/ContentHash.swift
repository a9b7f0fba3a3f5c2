import Foundation

/// Two 64-bit FNV-1a hashes of a file's bytes (different offset bases), with its length: a
/// stale entry would need both to collide for a file of the same path and size.
struct ContentHash: CustomStringConvertible {
    let first: UInt64
    let second: UInt64
    let count: Int

    init(_ data: Data) {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64 offset basis
        var b: UInt64 = 0x6c62_272e_07bb_0142  // an arbitrary second basis
        let prime: UInt64 = 0x0000_0100_0000_01b3  // FNV 64-bit prime
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for byte in bytes {
                a = (a ^ UInt64(byte)) &* prime
                b = (b &* prime) ^ UInt64(byte)
            }
        }
        first = a
        second = b
        count = data.count
    }

    var description: String {
        String(first, radix: 16) + String(second, radix: 16) + "-\(count)"
    }
}
