import Foundation
import Testing
@testable import A11yInspector

/// A rule is one file in `Rules/Catalog` (metadata, policies, examples, check) plus its line in
/// `RuleRegistry`; everything else about it is derived, and these tests say what to do when a
/// derived file drifts.
@Suite struct RuleRegistryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The type names `struct Name: Rule` declares in the catalogue's files.
    static func declaredRuleTypes() throws -> [String] {
        let folder = root.appendingPathComponent("Sources/A11yInspector/Rules/Catalog")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let declaration = try Regex(#"(?m)^(?:public |final |)*struct (\w+)\s*:\s*Rule\b"#)
        return try files.sorted().flatMap { file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return text.matches(of: declaration).map { String(text[$0.output[1].range!]) }
        }
    }

    @Test func everyRuleInTheCatalogueIsRegisteredOnce() throws {
        let registered = RuleRegistry.all.map { String(describing: type(of: $0)) }
        let declared = try Self.declaredRuleTypes()
        #expect(declared.count > 100)
        #expect(Set(declared).subtracting(registered).sorted() == [], "declared in Rules/Catalog but missing from RuleRegistry.all: add a line there")
        #expect(Set(registered).subtracting(declared).sorted() == [], "registered, but no file in Rules/Catalog declares it")
        #expect(registered.count == Set(registered).count, "a rule registered twice")
    }

    @Test func docsRulesIsWhatTheRulesSay() throws {
        let path = Self.root.appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        let generated = RuleDocumentation.markdown(RuleRegistry.all)
        #expect(committed == generated, "docs/rules.md is out of date: run `swift run a11y rules --format markdown > docs/rules.md`")
    }

    /// A rule that always needs review promises no certain finding, and one that does is not
    /// marked so.
    @Test func alwaysNeedsReviewMatchesTheExamples() {
        for rule in RuleRegistry.all {
            let certain = rule.examples.contains { if case .triggers = $0.expectation { true } else { false } }
            #expect(
                certain != rule.metadata.policies.contains(.alwaysNeedsReview),
                "\(rule.metadata.id): \(certain ? "an example expects certain findings, but the rule always needs review" : "no example is certain: declare policies: [.alwaysNeedsReview]")"
            )
        }
    }

    @Test func summariesAreOneLine() {
        for rule in RuleRegistry.all {
            #expect(!rule.metadata.summary.isEmpty && !rule.metadata.summary.contains("\n"), "\(rule.metadata.id)")
        }
    }

    /// The auditor applies a declared policy whichever rule declares it: a rule that always
    /// needs review cannot give a certain finding, even if its check says certain.
    @Test func theAuditorAppliesAlwaysNeedsReview() {
        struct Asking: Rule {
            let metadata = RuleMetadata(
                id: "asking", title: "t", rationale: "r", wcag: [], impact: .minor, defaultSeverity: .info,
                tags: [], help: "h", sources: [], summary: "s", appleAuditTypes: [], nutritionLabels: [],
                policies: [.alwaysNeedsReview])
            var examples: [RuleExample] { [] }
            func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
                [context.finding(at: SourceLocation(file: "App/A.swift", line: 1), "a question")]
            }
        }
        let result = Auditor(rules: [Asking()], jobs: 1).audit([InputFile(path: "App/A.swift", kind: .swift, data: Data("let a = 1\n".utf8))])
        #expect(result.findings.count == 1)
        #expect(result.findings.allSatisfy { !$0.confidence.isCertain })
    }
}
