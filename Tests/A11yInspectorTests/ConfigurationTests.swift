import Foundation
import Testing
@testable import A11yInspector

struct ConfigurationTests {
    let rules = RuleRegistry.all.map(\.metadata)

    @Test func parsesEveryKey() throws {
        let config = try Configuration.parse(
            """
            disabled_rules: [label-style]
            only_rules: [min-tap-target, label-style]
            severity:
              min-tap-target: error
            rules:
              min-tap-target:
                minimum_size: 48
            exclude: [Legacy/, "**/Generated/*"]
            suppress:
              - file: Main.storyboard
                elements: [abc-12-xyz]
                rules: [min-tap-target]
                reason: designer sign-off
            min_severity: info
            fail_builds_on_findings: true
            """, rules: rules)
        #expect(config.disabledRules == ["label-style"])
        #expect(config.failBuildsOnFindings)
        #expect(config.severity["min-tap-target"] == .error)
        #expect(config.ruleOptions["min-tap-target"]?["minimum_size"] == 48)
        #expect(config.exclude.count == 2)
        #expect(config.minSeverity == .info)
        #expect(!config.isEnabled("label-style"))
        #expect(config.isEnabled("min-tap-target"))
        #expect(!config.isEnabled("contrast-text-aa"))
        let finding = Finding(
            ruleID: "min-tap-target", severity: .warning, confidence: .certain, message: "",
            location: SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 3), elementID: "abc-12-xyz")
        #expect(config.suppress[0].covers(finding))
        var other = finding
        other.elementID = "zzz"
        #expect(!config.suppress[0].covers(other))
    }

    @Test func emptyFileIsDefault() throws {
        #expect(try Configuration.parse("", rules: rules) == Configuration())
    }

    @Test(arguments: [
        ("disabled_rule: [x]", "unknown key 'disabled_rule'"),
        ("disabled_rules: [label-styel]", "unknown rule 'label-styel'"),
        ("severity: { min-tap-target: fatal }", "must be one of error, warning, info"),
        ("rules: { min-tap-target: { minimum: 40 } }", "has no option 'minimum'"),
        ("rules: { min-tap-target: { minimum_size: big } }", "must be a number"),
        ("suppress: [{ elements: [a] }]", "needs a file pattern"),
        ("fail_builds_on_findings: yes please", "must be true or false"),
        ("- just\n- a list", "expected a mapping"),
        ("key: [unclosed", "not valid YAML"),
    ])
    func rejects(yaml: String, message: String) {
        #expect {
            _ = try Configuration.parse(yaml, rules: rules)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}

struct InlineSuppressionTests {
    @Test func directives() {
        let source = """
            let a = 1 // a11y:disable-line label-style
            // a11y:disable-next-line min-tap-target
            let b = 2
            let c = 3
            /* a11y:disable */
            let d = 4
            // a11y:enable
            let e = 5
            <!-- a11y:disable-next-line contrast-text-aa -->
            <label/>
            """
        let s = InlineSuppressions(source: source)
        #expect(s.suppresses(ruleID: "label-style", line: 1))
        #expect(!s.suppresses(ruleID: "min-tap-target", line: 1))
        #expect(s.suppresses(ruleID: "min-tap-target", line: 3))
        #expect(!s.suppresses(ruleID: "min-tap-target", line: 4))
        #expect(s.suppresses(ruleID: "anything", line: 6))
        #expect(!s.suppresses(ruleID: "anything", line: 8))
        #expect(s.suppresses(ruleID: "contrast-text-aa", line: 10))

        // Windows line ends: the same lines.
        let crlf = InlineSuppressions(source: source.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.suppresses(ruleID: "min-tap-target", line: 3))
        #expect(!crlf.suppresses(ruleID: "min-tap-target", line: 4))
        #expect(!crlf.suppresses(ruleID: "anything", line: 8))
        #expect(crlf.suppresses(ruleID: "contrast-text-aa", line: 10))
    }
}

struct GlobPatternTests {
    @Test(arguments: [
        ("Legacy/", "Legacy/Old.storyboard", true),
        ("Legacy", "App/Legacy/Old.xib", true),
        ("*.xib", "App/Views/Cell.xib", true),
        ("App/*.storyboard", "App/Main.storyboard", true),
        ("App/*.storyboard", "App/Sub/Main.storyboard", false),
        ("**/Generated/*", "A/B/Generated/X.swift", true),
        ("Main.storyboard", "App/Base.lproj/Main.storyboard", true),
        ("Main.storyboard", "App/Base.lproj/Other.storyboard", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(GlobPattern.matches(pattern, path) == expected)
    }

    /// `a11y init`'s file parses to the defaults, and so does its commented part once uncommented:
    /// every rule id and option in it is real, and every value shown is the default.
    @Test func initTemplateParsesToTheDefaultsCommentedOrNot() throws {
        let rules = RuleRegistry.all.map(\.metadata)
        let text = ConfigurationTemplate.text(rules: rules, baseline: "a11y-baseline.json")
        #expect(try Configuration.parse(text, rules: rules) == Configuration())
        // Uncomment the severity and rules sections (not the prose, not the suppress example).
        var inExample = false
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let l = String(line)
            if l.hasPrefix("# Findings to hide") { inExample = true }
            if inExample { return l }
            if l == "# severity:" || l == "# rules:" || l == "# min_severity: warning" { return String(l.dropFirst(2)) }
            if l.hasPrefix("#   "), !l.hasPrefix("#     #") { return String(l.dropFirst(1)) }
            return l
        }.joined(separator: "\n")
        let parsed = try Configuration.parse(uncommented, rules: rules)
        #expect(parsed.minSeverity == .warning)
        #expect(parsed.severity.count == rules.count)
        #expect(rules.allSatisfy { parsed.severity[$0.id] == $0.defaultSeverity })
        #expect(rules.allSatisfy { rule in rule.options.allSatisfy { parsed.ruleOptions[rule.id]?[$0.name] == $0.defaultValue } })
    }
}
