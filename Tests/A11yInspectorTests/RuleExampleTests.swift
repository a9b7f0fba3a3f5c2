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
            #expect(
                findings.count == count && findings.allSatisfy(\.confidence.isCertain),
                "\(ruleID) — \(example.description): expected \(count) certain, got \(summary)")
        case .needsReview(let count):
            #expect(
                findings.count == count && findings.allSatisfy { !$0.confidence.isCertain },
                "\(ruleID) — \(example.description): expected \(count) needing review, got \(summary)")
        case .passes:
            #expect(findings.isEmpty, "\(ruleID) — \(example.description): expected none, got \(summary)")
        }
        for problem in example.misplaced(findings) {
            Issue.record("\(ruleID) — \(example.description): \(problem)")
        }
    }

    /// A triggering example says where its findings point, so a finding that moves fails.
    @Test func everyTriggeringExampleSaysWhere() {
        for rule in RuleRegistry.all {
            for example in rule.examples where example.expectation != .passes {
                #expect(
                    example.files.contains { !$0.markedLines.isEmpty } || !example.places.isEmpty,
                    "\(rule.metadata.id) — \(example.description): mark the line each finding points at with ↓ (or name the place with .at(elementID) or .at(path:line))"
                )
            }
        }
    }

    @Test func markersAreStrippedAndCounted() {
        let file = RuleExample.File(path: "A.swift", contents: "let a = 1\n↓let b = ↓2\n\n↓let c = 3")
        #expect(file.contents == "let a = 1\nlet b = 2\n\nlet c = 3")
        #expect(file.markedLines == [2, 4])
        #expect(file.marked.contains("↓let b"))
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
    /// What is wrong with where `findings` point: a finding on a line no marker names (and at
    /// no place `at` names), or a marker or place no finding points at.
    func misplaced(_ findings: [Finding]) -> [String] {
        let marked = files.flatMap { file in file.markedLines.map { "\(file.path):\($0)" } }
        func points(_ f: Finding, at place: String) -> Bool {
            if f.elementID == place { return true }
            guard let colon = place.lastIndex(of: ":"), Int(place[place.index(after: colon)...]) == f.location.line else { return false }
            let path = String(place[..<colon])
            return f.location.file == path || f.location.file.hasSuffix("/" + path)
        }
        let all = marked + places
        var problems: [String] = []
        for f in findings where !all.contains(where: { points(f, at: $0) }) {
            problems.append("a finding points at \(f.location)\(f.elementID.map { " (\($0))" } ?? ""), which is not marked: \(f.message)")
        }
        for place in all where !findings.contains(where: { points($0, at: place) }) {
            problems.append("no finding points at \(place)")
        }
        return problems
    }

    /// The example's files as the auditor's inputs, in one project.
    var inputFiles: [InputFile] {
        files.map { InputFile(path: $0.path, kind: ProjectDiscovery.kind(of: $0.path)!, project: "Example", data: Data($0.contents.utf8)) }
    }
}
