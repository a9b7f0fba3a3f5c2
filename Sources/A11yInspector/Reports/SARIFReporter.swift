import Foundation

/// SARIF 2.1.0 (OASIS), shaped for GitHub code scanning, whose requirements are stricter
/// than the standard's (docs.github.com, "SARIF support for code scanning"):
/// every rule has `shortDescription`, `fullDescription` and `help` text; every result has a
/// `ruleId`, `message.text`, and a location whose `artifactLocation.uri` is relative to the
/// repository root and whose `region.startLine` is at least 1; at most 20 tags per rule;
/// `partialFingerprints` keep one alert per problem across runs, so they must not depend on
/// the line.
struct SARIFReporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let srcRoot = "%SRCROOT%"
    static let fingerprintKey = "a11yFindingHash/v1"
    static let maximumTags = 20

    let paths: ReportPaths

    func render(_ result: AuditResult) -> String {
        let rules = ruleTable(result)
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var fingerprinter = FindingFingerprinter()
        let results = result.findings.map { finding -> Result in
            let uri = artifactURI(finding.location.file)
            return Result(
                ruleId: finding.ruleID,
                ruleIndex: ruleIndex[finding.ruleID] ?? 0,
                level: finding.severity.compilerLevel,
                message: .init(text: messageText(finding)),
                locations: [
                    .init(
                        physicalLocation: .init(
                            artifactLocation: uri,
                            region: .init(
                                startLine: max(1, finding.location.line),
                                startColumn: max(1, finding.location.column))))
                ],
                partialFingerprints: [Self.fingerprintKey: fingerprinter.fingerprint(finding, file: uri.uri)],
                properties: .init(
                    confidence: finding.confidence.reportName, reason: finding.confidence.reason,
                    screen: finding.screen, elementId: finding.elementID,
                    element: finding.element, fix: finding.fix))
        }
        let notifications = result.diagnostics.map { diagnostic in
            Notification(
                level: diagnostic.level.rawValue, message: .init(text: diagnostic.message),
                locations: [
                    .init(
                        physicalLocation: .init(
                            artifactLocation: artifactURI(diagnostic.file),
                            region: .init(startLine: max(1, diagnostic.line ?? 1), startColumn: nil)))
                ])
        }
        let log = Log(
            schema: Self.schemaURI,
            version: "2.1.0",
            runs: [
                Run(
                    tool: .init(
                        driver: .init(
                            name: ReportTool.name, version: result.toolVersion,
                            informationUri: ReportTool.informationURI, rules: rules)),
                    invocations: [.init(executionSuccessful: true, toolExecutionNotifications: notifications)],
                    results: results)
            ])
        return ReportJSON.encode(log) + "\n"
    }

    // MARK: Rules

    /// The rules that ran, plus a minimal entry for any finding whose rule is not among them,
    /// so every `ruleIndex` points at its rule.
    private func ruleTable(_ result: AuditResult) -> [ReportingDescriptor] {
        var rules = result.rules.map(descriptor)
        var known = Set(result.rules.map(\.id))
        for finding in result.findings where !known.contains(finding.ruleID) {
            known.insert(finding.ruleID)
            rules.append(
                ReportingDescriptor(
                    id: finding.ruleID, name: Self.upperCamelName(finding.ruleID),
                    shortDescription: .init(text: finding.ruleID), fullDescription: .init(text: finding.ruleID),
                    help: .init(text: finding.ruleID, markdown: nil), helpUri: nil,
                    defaultConfiguration: .init(level: finding.severity.compilerLevel),
                    properties: .init(tags: ["accessibility"], impact: nil, appleAuditTypes: AppleAuditTypes.types(of: finding.ruleID).map(\.rawValue))))
        }
        return rules
    }

    private func descriptor(_ rule: RuleMetadata) -> ReportingDescriptor {
        let criteria = rule.wcag.compactMap(WCAG.criterion)
        var tags = ["accessibility"]
        for tag in criteria.map(\.tag) + rule.tags where !tags.contains(tag) { tags.append(tag) }
        return ReportingDescriptor(
            id: rule.id,
            name: Self.upperCamelName(rule.id),
            shortDescription: .init(text: rule.title),
            fullDescription: .init(text: rule.rationale.isEmpty ? rule.title : rule.rationale),
            help: .init(text: helpText(rule, criteria), markdown: helpMarkdown(rule, criteria)),
            helpUri: criteria.first?.url,
            defaultConfiguration: .init(level: rule.defaultSeverity.compilerLevel),
            properties: .init(
                tags: Array(tags.prefix(Self.maximumTags)), impact: rule.impact.rawValue,
                appleAuditTypes: AppleAuditTypes.types(of: rule.id).map(\.rawValue)))
    }

    private func helpText(_ rule: RuleMetadata, _ criteria: [WCAG.Criterion]) -> String {
        var parts = [rule.help.isEmpty ? rule.title : rule.help]
        parts += criteria.map { "WCAG \($0.number) \($0.name) (Level \($0.level)): \($0.url)" }
        return parts.joined(separator: "\n")
    }

    private func helpMarkdown(_ rule: RuleMetadata, _ criteria: [WCAG.Criterion]) -> String {
        var parts = [rule.rationale.isEmpty ? rule.title : rule.rationale]
        if !rule.help.isEmpty { parts.append("**How to fix:** " + rule.help) }
        if !criteria.isEmpty {
            parts.append(
                "**WCAG 2.2**\n\n"
                    + criteria
                    .map { "- [\($0.number) \($0.name)](\($0.url)) (Level \($0.level))" }
                    .joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    /// `label-missing-interactive` → `LabelMissingInteractive`, SARIF's readable rule name.
    static func upperCamelName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    // MARK: Results

    /// GitHub shows the first line as the alert's title; the review reason and the fix follow.
    private func messageText(_ finding: Finding) -> String {
        var text = finding.message
        if let reason = finding.confidence.reason { text += "\nNeeds review: \(reason)" }
        if let fix = finding.fix { text += "\nFix: \(fix)" }
        return text
    }

    /// Relative paths resolve against `%SRCROOT%` (the repository root for code scanning);
    /// a path outside the working directory stays absolute, as a `file:` URI.
    private func artifactURI(_ file: String) -> ArtifactLocation {
        let path = paths.display(file)
        if path.hasPrefix("/") {
            return .init(uri: "file://" + Self.percentEncoded(path), uriBaseId: nil)
        }
        if path.count >= 2, path.dropFirst().first == ":", path.first?.isLetter == true {  // C:/…
            return .init(uri: "file:///" + Self.percentEncoded(path), uriBaseId: nil)
        }
        return .init(uri: Self.percentEncoded(path), uriBaseId: Self.srcRoot)
    }

    /// RFC 3986 path characters stay, everything else (spaces, `#`, `?`, `%`, non-ASCII) is
    /// percent-encoded as UTF-8. `:` is encoded too so a first segment is never read as a scheme.
    private static let uriPathCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/")

    static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
    }

    // MARK: SARIF objects (only the properties we fill)

    struct Log: Encodable {
        let schema: String
        let version: String
        let runs: [Run]

        private enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let invocations: [Invocation]
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let informationUri: String?
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Help
        let helpUri: String?
        let defaultConfiguration: Configuration
        let properties: RuleProperties
    }

    struct Help: Encodable {
        let text: String
        let markdown: String?
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct RuleProperties: Encodable {
        let tags: [String]
        let impact: String?
        /// The categories of Xcode's `performAccessibilityAudit` that would also report the
        /// rule's problem; empty when none applies.
        let appleAuditTypes: [String]
    }

    struct Message: Encodable {
        let text: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let properties: ResultProperties
    }

    struct ResultProperties: Encodable {
        let confidence: String
        let reason: String?
        let screen: String?
        let elementId: String?
        let element: String?
        let fix: String?
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        let level: String
        let message: Message
        let locations: [Location]
    }
}
