import Foundation

/// The tool's own JSON schema, for scripts. Stable: a field is never renamed or removed
/// without raising `schemaVersion`; new fields may appear. Every key is always present
/// (optional values are `null`), keys are sorted, so the same audit prints the same bytes.
/// Field reference: `docs/report-formats.md`.
struct JSONReporter {
    static let schemaVersion = 1

    let paths: ReportPaths

    func render(_ result: AuditResult) -> String {
        let rules = result.ruleMetadataByID()
        let document = Document(
            schemaVersion: Self.schemaVersion,
            tool: .init(name: ReportTool.name, version: result.toolVersion),
            summary: .init(ReportSummary(result), filesByKind: result.filesByKind),
            findings: result.findings.map { .init($0, rule: rules[$0.ruleID], paths: paths) },
            diagnostics: result.diagnostics.map { .init($0, paths: paths) },
            screens: result.screens.map { .init(name: $0.name, file: paths.display($0.file), elementCount: $0.elementCount) },
            rules: result.rules.map(RuleEntry.init))
        return ReportJSON.encode(document) + "\n"
    }

    struct Document: Encodable {
        let schemaVersion: Int
        let tool: Tool
        let summary: Summary
        let findings: [FindingEntry]
        let diagnostics: [DiagnosticEntry]
        let screens: [ScreenEntry]
        let rules: [RuleEntry]
    }

    struct Tool: Encodable {
        let name: String
        let version: String
    }

    struct Summary: Encodable {
        let findings, errors, warnings, info, needsReview: Int
        let filesAudited: Int
        let filesByKind: [String: Int]
        let screens, diagnostics, suppressed: Int
        /// Findings hidden by `--baseline` / left out by `--changed-since`; absent when none.
        let baselined, unchanged: Int?

        init(_ s: ReportSummary, filesByKind: [String: Int]) {
            findings = s.findings
            errors = s.errors
            warnings = s.warnings
            info = s.info
            needsReview = s.needsReview
            filesAudited = s.filesAudited
            self.filesByKind = filesByKind
            screens = s.screens
            diagnostics = s.diagnostics
            suppressed = s.suppressed
            baselined = s.baselined > 0 ? s.baselined : nil
            unchanged = s.unchanged > 0 ? s.unchanged : nil
        }
    }

    struct FindingEntry: Encodable {
        let ruleId: String
        let severity: String
        let confidence: String
        let reason: String?
        let message: String
        let file: String
        let line: Int
        let column: Int
        let screen: String?
        let elementId: String?
        let element: String?
        let fix: String?
        let wcag: [String]
        let appleAuditTypes: [String]

        init(_ finding: Finding, rule: RuleMetadata?, paths: ReportPaths) {
            ruleId = finding.ruleID
            severity = finding.severity.rawValue
            confidence = finding.confidence.reportName
            reason = finding.confidence.reason
            message = finding.message
            file = paths.display(finding.location.file)
            line = finding.location.line
            column = finding.location.column
            screen = finding.screen
            elementId = finding.elementID
            element = finding.element
            fix = finding.fix
            wcag = finding.criteria(of: rule)
            appleAuditTypes = AppleAuditTypes.types(of: finding.ruleID).map(\.rawValue)
        }

        // Written out so that absent values are `null` rather than missing keys.
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(ruleId, forKey: .ruleId)
            try c.encode(severity, forKey: .severity)
            try c.encode(confidence, forKey: .confidence)
            try c.encode(reason, forKey: .reason)
            try c.encode(message, forKey: .message)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
            try c.encode(screen, forKey: .screen)
            try c.encode(elementId, forKey: .elementId)
            try c.encode(element, forKey: .element)
            try c.encode(fix, forKey: .fix)
            try c.encode(wcag, forKey: .wcag)
            try c.encode(appleAuditTypes, forKey: .appleAuditTypes)
        }

        private enum CodingKeys: String, CodingKey {
            case ruleId, severity, confidence, reason, message, file, line, column, screen
            case elementId, element, fix, wcag, appleAuditTypes
        }
    }

    struct DiagnosticEntry: Encodable {
        let level: String
        let file: String
        let line: Int?
        let message: String

        init(_ diagnostic: Diagnostic, paths: ReportPaths) {
            level = diagnostic.level.rawValue
            file = paths.display(diagnostic.file)
            line = diagnostic.line
            message = diagnostic.message
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(level, forKey: .level)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(message, forKey: .message)
        }

        private enum CodingKeys: String, CodingKey { case level, file, line, message }
    }

    struct ScreenEntry: Encodable {
        let name: String
        let file: String
        let elementCount: Int
    }

    struct RuleEntry: Encodable {
        let id: String
        let title: String
        let rationale: String
        let help: String
        let helpUri: String?
        let wcag: [String]
        let impact: String
        let defaultSeverity: String
        let tags: [String]
        let appleAuditTypes: [String]

        init(_ rule: RuleMetadata) {
            id = rule.id
            title = rule.title
            rationale = rule.rationale
            help = rule.help
            helpUri = rule.wcag.lazy.compactMap(WCAG.criterion).first?.url
            wcag = rule.wcag
            impact = rule.impact.rawValue
            defaultSeverity = rule.defaultSeverity.rawValue
            tags = rule.tags
            appleAuditTypes = AppleAuditTypes.types(of: rule.id).map(\.rawValue)
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(title, forKey: .title)
            try c.encode(rationale, forKey: .rationale)
            try c.encode(help, forKey: .help)
            try c.encode(helpUri, forKey: .helpUri)
            try c.encode(wcag, forKey: .wcag)
            try c.encode(impact, forKey: .impact)
            try c.encode(defaultSeverity, forKey: .defaultSeverity)
            try c.encode(tags, forKey: .tags)
            try c.encode(appleAuditTypes, forKey: .appleAuditTypes)
        }

        private enum CodingKeys: String, CodingKey {
            case id, title, rationale, help, helpUri, wcag, impact, defaultSeverity, tags, appleAuditTypes
        }
    }
}

/// The one JSON encoder configuration JSON and SARIF share: sorted keys and no escaped
/// slashes (URLs stay readable), so output is deterministic and diffable.
enum ReportJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Only strings, integers, arrays and dictionaries are encoded: this cannot happen.
            preconditionFailure("report encoding failed: \(error)")
        }
    }
}
