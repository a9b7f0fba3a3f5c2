/// A stable identity for a finding that survives edits elsewhere in the file, so code
/// scanning keeps one alert per problem as lines move (SARIF `partialFingerprints`).
///
/// It hashes what the finding *is* — rule, file, element, message — and never the line or
/// column. Identical keys in one run (the same message twice in a file, no element id) get an
/// occurrence number, in the result's deterministic order, so they stay distinct alerts.
struct FindingFingerprinter {
    private var occurrences: [UInt64: Int] = [:]

    mutating func fingerprint(_ finding: Finding, file: String) -> String {
        // NUL separates fields so ("ab", "c") and ("a", "bc") differ.
        let key = [finding.ruleID, file, finding.elementID ?? "", finding.message].joined(separator: "\u{0}")
        let base = FNV1a64.hash(key)
        let occurrence = occurrences[base, default: 0] + 1
        occurrences[base] = occurrence
        let hash = occurrence == 1 ? base : FNV1a64.hash(key + "\u{0}\(occurrence)")
        return FNV1a64.hex(hash)
    }
}

/// 64-bit FNV-1a over UTF-8 (http://www.isthe.com/chongo/tech/comp/fnv/): tiny, fast,
/// stable across platforms and releases, which Swift's `Hasher` (seeded per process) is not.
/// Not cryptographic; it only has to tell findings apart.
enum FNV1a64 {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func hash(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= prime
        }
        return hash
    }

    /// 16 lowercase hex digits, zero-padded.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
