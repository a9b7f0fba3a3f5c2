import Foundation

/// Findings accepted as they are today, so CI fails only on new ones: `a11y audit
/// --write-baseline a11y-baseline.json` records them, `--baseline a11y-baseline.json` hides
/// them. A finding is known by its fingerprint (rule, file, element, message, never the line),
/// so it stays hidden when code above it moves.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable, Comparable {
        public var fingerprint: String
        public var ruleId: String
        public var file: String
        public var message: String

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.ruleId, a.message, a.fingerprint) < (b.file, b.ruleId, b.message, b.fingerprint)
        }
    }

    public static let formatVersion = 1
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Every finding of a result (needs-review ones too).
    public init(recording result: AuditResult) {
        var fingerprinter = FindingFingerprinter()
        self.init(
            entries: result.findings.map { finding in
                Entry(
                    fingerprint: fingerprinter.fingerprint(finding, file: finding.location.file),
                    ruleId: finding.ruleID, file: finding.location.file, message: finding.message)
            })
    }

    private struct File: Codable {
        var version: Int
        var tool: String
        var findings: [Entry]
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: Self.formatVersion, tool: "a11y \(A11yVersion.current)", findings: entries))) ?? Data()
        return data + Data("\n".utf8)
    }

    public init(data: Data) throws {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw ConfigurationError("not an a11y baseline (expected JSON with version and findings): \(error)")
        }
        guard file.version == Self.formatVersion else {
            throw ConfigurationError("baseline version \(file.version) is not supported (this a11y writes version \(Self.formatVersion))")
        }
        self.init(entries: file.findings)
    }

    /// The result without the findings the baseline holds; how many were hidden is kept.
    public func filter(_ result: AuditResult) -> AuditResult {
        let known = Set(entries.map(\.fingerprint))
        var fingerprinter = FindingFingerprinter()
        var filtered = result
        filtered.findings = result.findings.filter { !known.contains(fingerprinter.fingerprint($0, file: $0.location.file)) }
        filtered.baselinedCount += result.findings.count - filtered.findings.count
        return filtered
    }
}
