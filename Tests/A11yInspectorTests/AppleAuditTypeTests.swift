import Foundation
import Testing
@testable import A11yInspector

/// Every rule says which categories of Xcode's `performAccessibilityAudit` would also report its
/// problem (or that none would); `--apple-audit-types` keeps only those findings; JSON, SARIF
/// and `a11y rules` show the mapping.
@Suite struct AppleAuditTypeTests {
    @Test func namesAreApples() {
        #expect(
            AppleAuditType.allCases.map(\.rawValue) == [
                "action", "contrast", "dynamicType", "elementDetection", "hitRegion", "parentChild",
                "sufficientElementDescription", "textClipped", "trait",
            ])
        #expect(AppleAuditTypes.types(of: "contrast-text-aa") == [.contrast])
        #expect(AppleAuditTypes.types(of: "min-tap-target") == [.hitRegion])
        #expect(AppleAuditTypes.types(of: "localization-unused-key") == [])
    }

    @Test func parsesAListAndRejectsUnknownNamesListingTheValidOnes() throws {
        #expect(try AppleAuditTypes.parse("contrast, dynamicType") == [.contrast, .dynamicType])
        #expect(throws: ConfigurationError.self) { try AppleAuditTypes.parse("contrast,colour") }
        do {
            _ = try AppleAuditTypes.parse("colour")
        } catch let error as ConfigurationError {
            #expect(error.description.contains("'colour'"))
            #expect(error.description.contains("sufficientElementDescription"))
        }
        #expect(throws: ConfigurationError.self) { try AppleAuditTypes.parse(",") }
    }

    static func finding(_ rule: String, line: Int) -> Finding {
        Finding(
            ruleID: rule, severity: .warning, confidence: .certain, message: "m",
            location: SourceLocation(file: "A.swift", line: line, column: 1))
    }

    static let result = AuditResult(
        toolVersion: "0.1.0",
        findings: [
            finding("contrast-text-aa", line: 1), finding("min-tap-target", line: 2),
            finding("dynamic-type-text-styles", line: 3), finding("localization-unused-key", line: 4),
        ],
        diagnostics: [], screens: [], filesByKind: [:],
        rules: ["contrast-text-aa", "min-tap-target"].compactMap { RuleRegistry.rule($0)?.metadata }, suppressedCount: 0)

    @Test func filterKeepsOnlyFindingsOfRulesPredictingAGivenType() {
        let kept = Self.result.filtered(by: [.appleAuditTypes([.contrast, .dynamicType])])
        #expect(kept.findings.map(\.ruleID) == ["contrast-text-aa", "dynamic-type-text-styles"])
        #expect(Self.result.filtered(by: [.appleAuditTypes([.action])]).findings.isEmpty)
    }

    @Test func jsonCarriesTheTypesPerFindingAndRule() throws {
        let text = Reporter.render(Self.result, format: .json)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.map { $0["appleAuditTypes"] as? [String] } == [["contrast"], ["hitRegion"], ["dynamicType"], []])
        let rules = try #require(root["rules"] as? [[String: Any]])
        #expect(rules.map { $0["appleAuditTypes"] as? [String] } == [["contrast"], ["hitRegion"]])
    }

    @Test func sarifRulePropertiesCarryTheTypes() throws {
        let text = Reporter.render(Self.result, format: .sarif)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: rules.map { ($0["id"] as? String ?? "", $0) })
        #expect((byID["contrast-text-aa"]?["properties"] as? [String: Any])?["appleAuditTypes"] as? [String] == ["contrast"])
        // A finding whose rule did not run gets a minimal entry, with its types all the same.
        #expect((byID["dynamic-type-text-styles"]?["properties"] as? [String: Any])?["appleAuditTypes"] as? [String] == ["dynamicType"])
        #expect((byID["localization-unused-key"]?["properties"] as? [String: Any])?["appleAuditTypes"] as? [String] == [])
    }

    @Test func rulesCatalogShowsTheTypes() throws {
        let rule = try #require(RuleRegistry.rule("min-tap-target"))
        #expect(RuleCatalog.explain(rule).contains("Xcode audit types (performAccessibilityAudit): hitRegion"))
        let none = try #require(RuleRegistry.rule("label-style"))
        #expect(RuleCatalog.explain(none).contains("Xcode audit types (performAccessibilityAudit): —"))
        #expect(RuleCatalog.list([rule]).contains("[hitRegion]"))
    }
}
