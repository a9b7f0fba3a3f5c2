import Foundation
import Testing
@testable import A11yInspector

/// Every rule's examples are its specification: each must produce exactly what it promises.
struct RuleExampleTests {
    static let cases: [(String, Int)] = RuleRegistry.all.flatMap { rule in
        rule.examples.indices.map { (rule.metadata.id, $0) }
    }

    @Test("rule example", arguments: cases)
    func example(ruleID: String, index: Int) throws {
        let rule = try #require(RuleRegistry.rule(ruleID))
        let example = rule.examples[index]
        let result = Auditor(rules: [rule], jobs: 1).audit(example.inputFiles)
        let errors = result.diagnostics.filter { $0.level == .error }
        #expect(errors.isEmpty, "\(ruleID) — \(example.description): \(errors)")
        let findings = result.findings.filter { $0.ruleID == ruleID }
        let summary = findings.map { "\($0.confidence.isCertain ? "certain" : "review"): \($0.message)" }
        switch example.expectation {
        case .triggers(let count):
            #expect(findings.count == count && findings.allSatisfy(\.confidence.isCertain),
                    "\(ruleID) — \(example.description): expected \(count) certain, got \(summary)")
        case .needsReview(let count):
            #expect(findings.count == count && findings.allSatisfy { !$0.confidence.isCertain },
                    "\(ruleID) — \(example.description): expected \(count) needing review, got \(summary)")
        case .passes:
            #expect(findings.isEmpty, "\(ruleID) — \(example.description): expected none, got \(summary)")
        }
    }

    @Test func everyRuleHasTriggeringAndPassingExamples() {
        for rule in RuleRegistry.all {
            let expectations = rule.examples.map(\.expectation)
            #expect(expectations.contains { if case .passes = $0 { return true } else { return false } }, "\(rule.metadata.id) has no passing example")
            #expect(expectations.contains { if case .passes = $0 { return false } else { return true } }, "\(rule.metadata.id) has no triggering example")
        }
    }

    @Test func ruleIDsAreUniqueAndWellFormed() {
        let ids = RuleRegistry.all.map(\.metadata.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(id)")
        }
        for rule in RuleRegistry.all {
            for sc in rule.metadata.wcag { #expect(WCAG.criterion(sc) != nil, "\(rule.metadata.id): unknown WCAG \(sc)") }
        }
    }
}

extension RuleExample {
    /// The example's files as the auditor's inputs, in one project.
    var inputFiles: [InputFile] {
        files.map { InputFile(path: $0.path, kind: ProjectDiscovery.kind(of: $0.path)!, project: "Example", data: Data($0.contents.utf8)) }
    }
}
