import Foundation

/// `a11y labels`: the Accessibility Nutrition Label verdicts as text (for people) or JSON (for
/// scripts; `docs/labels.md` documents the schema).
public enum NutritionLabelReport {
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    /// Screens shown per blocked label, and examples per screen, in the text format.
    static let screensShown = 8
    static let examplesShown = 3
    static let toCheckShown = 5

    public static func render(
        _ assessment: NutritionLabelAssessment, result: AuditResult, format: Format,
        options: ReportOptions = .init()
    ) -> String {
        let paths = ReportPaths(workingDirectory: options.workingDirectory)
        switch format {
        case .text: return text(assessment, result: result, paths: ReportPaths(workingDirectory: options.workingDirectory, roots: options.auditedRoots))
        case .json: return json(assessment, result: result, paths: paths)
        }
    }

    /// The line about device families every format shows.
    static func familyLine(_ families: StatedDeviceFamilies?) -> String {
        guard let families else {
            return "Device family not stated (no app target with TARGETED_DEVICE_FAMILY was read): the verdicts hold for every device the app runs on."
        }
        let names = families.families.map(\.rawValue).joined(separator: " and ")
        let same = families.families.count > 1 ? " The same verdicts for each: this reading does not tell their layouts apart." : ""
        return "Device famil\(families.families.count == 1 ? "y" : "ies"): \(names) (\(families.source)).\(same)"
    }

    static let caveat =
        "Apple allows a label only when people can complete all the app's common tasks with the feature. \"supported\" means no certain finding stands against it in the sources; confirm it on a device before you claim it."

    // MARK: text

    static func text(_ assessment: NutritionLabelAssessment, result: AuditResult, paths: ReportPaths) -> String {
        var out = [
            "Accessibility Nutrition Labels (App Store Connect), from \(ReportText.plural(result.screens.count, "screen")) in \(ReportText.plural(result.filesAudited, "file"))",
            familyLine(assessment.deviceFamilies), "",
        ]
        let width = NutritionLabel.allCases.map(\.title.count).max() ?? 0
        for verdict in assessment.labels {
            out.append(
                "\(verdict.label.title.padding(toLength: width, withPad: " ", startingAt: 0))  \(verdict.verdict.shown): \(ReportText.singleLine(paths.prose(verdict.reason)))"
            )
        }
        for verdict in assessment.labels {
            out.append("")
            out.append("── \(verdict.label.title): \(verdict.verdict.shown)")
            for fact in verdict.evidence { out.append("  • \(ReportText.singleLine(paths.prose(fact)))") }
            for group in verdict.blocking.prefix(screensShown) {
                let counts = ruleCounts(group.findings).map { "\($0.rule) ×\($0.count)" }.joined(separator: ", ")
                out.append("  \(ReportText.singleLine(paths.display(group.name))): \(group.findings.count) (\(counts))")
                for finding in group.findings.prefix(examplesShown) { out.append("      " + line(finding, paths: paths)) }
                if group.findings.count > examplesShown { out.append("      … and \(group.findings.count - examplesShown) more") }
            }
            if verdict.blocking.count > screensShown {
                let rest = verdict.blocking.dropFirst(screensShown)
                out.append(
                    "  … and \(ReportText.plural(rest.reduce(0) { $0 + $1.findings.count }, "finding")) on \(rest.count) more screens or files (`a11y audit` lists them)"
                )
            }
            if !verdict.toCheck.isEmpty {
                out.append("  To check by hand (needs review, not blocking): \(verdict.toCheck.count)")
                for finding in verdict.toCheck.prefix(toCheckShown) { out.append("      " + line(finding, paths: paths)) }
                if verdict.toCheck.count > toCheckShown { out.append("      … and \(verdict.toCheck.count - toCheckShown) more") }
            }
            out.append("  Not seen by a static reading: \(verdict.label.unseen).")
            out.append("  Criteria: \(verdict.label.criteriaURL)")
        }
        out += ["", caveat]
        return out.joined(separator: "\n") + "\n"
    }

    static func line(_ finding: Finding, paths: ReportPaths) -> String {
        let l = finding.location
        return "\(paths.display(l.file)):\(l.line):\(l.column): \(ReportText.singleLine(paths.prose(finding.message))) [\(finding.ruleID)]"
    }

    /// How many findings of each rule, most first, then by id.
    static func ruleCounts(_ findings: [Finding]) -> [(rule: String, count: Int)] {
        let counts = findings.reduce(into: [String: Int]()) { $0[$1.ruleID, default: 0] += 1 }
        return counts.map { (rule: $0.key, count: $0.value) }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    // MARK: json

    static let schemaVersion = 1

    struct Document: Encodable {
        let schemaVersion: Int
        let tool: JSONReporter.Tool
        let deviceFamilies: [String]?
        let deviceFamilySource: String?
        let labels: [LabelEntry]

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(schemaVersion, forKey: .schemaVersion)
            try c.encode(tool, forKey: .tool)
            try c.encode(deviceFamilies, forKey: .deviceFamilies)
            try c.encode(deviceFamilySource, forKey: .deviceFamilySource)
            try c.encode(labels, forKey: .labels)
        }

        private enum CodingKeys: String, CodingKey { case schemaVersion, tool, deviceFamilies, deviceFamilySource, labels }
    }

    struct LabelEntry: Encodable {
        let id: String
        let title: String
        let verdict: String
        let reason: String
        let evidence: [String]
        let rules: [String]
        let blockingCount: Int
        let blocking: [GroupEntry]
        let toCheck: [JSONReporter.FindingEntry]
        let notSeen: String
        let criteriaUrl: String
    }

    struct GroupEntry: Encodable {
        /// The screen's name, or the file of code-level findings.
        let screen: String
        let count: Int
        let rules: [String: Int]
        let findings: [JSONReporter.FindingEntry]
    }

    static func json(_ assessment: NutritionLabelAssessment, result: AuditResult, paths: ReportPaths) -> String {
        let rules = result.ruleMetadataByID()
        let entry = { (finding: Finding) in JSONReporter.FindingEntry(finding, rule: rules[finding.ruleID], paths: paths) }
        let document = Document(
            schemaVersion: schemaVersion,
            tool: .init(name: ReportTool.name, version: result.toolVersion),
            deviceFamilies: assessment.deviceFamilies?.families.map(\.rawValue),
            deviceFamilySource: assessment.deviceFamilies?.source,
            labels: assessment.labels.map { verdict in
                LabelEntry(
                    id: verdict.label.rawValue, title: verdict.label.title, verdict: verdict.verdict.rawValue,
                    reason: verdict.reason, evidence: verdict.evidence, rules: verdict.rules,
                    blockingCount: verdict.blockingCount,
                    blocking: verdict.blocking.map { group in
                        GroupEntry(
                            screen: paths.display(group.name), count: group.findings.count,
                            rules: Dictionary(ruleCounts(group.findings).map { ($0.rule, $0.count) }) { a, _ in a },
                            findings: group.findings.map(entry))
                    },
                    toCheck: verdict.toCheck.map(entry), notSeen: verdict.label.unseen, criteriaUrl: verdict.label.criteriaURL)
            })
        return ReportJSON.encode(document) + "\n"
    }
}
