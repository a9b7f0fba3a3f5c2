/// JUnit XML for CI test dashboards (Jenkins, GitLab, Azure, the JUnit GitHub actions):
/// one `<testsuite>` per rule that ran, one failing `<testcase>` per finding, and one passing
/// test case for a rule with no findings, so the dashboard shows that the rule ran. Input
/// diagnostics go in a last suite, `a11y.diagnostics` (not a valid rule id, so it cannot
/// collide): read errors as `<error>`, skipped files as `<skipped>`.
struct JUnitReporter {
    static let diagnosticsSuite = "a11y.diagnostics"

    let paths: ReportPaths

    func render(_ result: AuditResult) -> String {
        let rules = result.ruleMetadataByID()
        var findingsByRule: [String: [Finding]] = [:]
        for finding in result.findings { findingsByRule[finding.ruleID, default: []].append(finding) }
        // Every rule that ran, and any rule that reported without being listed.
        let ruleIDs = Set(result.rules.map(\.id)).union(findingsByRule.keys).sorted()

        var suites = ruleIDs.map { ruleSuite($0, findings: findingsByRule[$0] ?? [], rule: rules[$0]) }
        if !result.diagnostics.isEmpty { suites.append(diagnosticsSuite(result.diagnostics)) }

        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml +=
            "<testsuites name=\"\(ReportTool.name)\" tests=\"\(tests)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        for suite in suites {
            xml +=
                "  <testsuite name=\"\(XMLEscaping.attribute(suite.name))\" tests=\"\(suite.tests)\" "
                + "failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\">\n"
            xml += suite.cases.map { $0 + "\n" }.joined()
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private struct Suite {
        var name: String
        var cases: [String] = []
        var tests = 0, failures = 0, errors = 0, skipped = 0
    }

    private func ruleSuite(_ ruleID: String, findings: [Finding], rule: RuleMetadata?) -> Suite {
        var suite = Suite(name: ruleID)
        if findings.isEmpty {
            suite.tests = 1
            suite.cases = [testCase(className: ReportTool.name, name: ruleID, body: nil)]
            return suite
        }
        var usedNames: [String: Int] = [:]
        for finding in findings {
            let file = paths.display(finding.location.file)
            var name = "\(ruleID) \(file):\(finding.location.line)"
            // Two findings of one rule on one line: keep test case names unique.
            let seen = usedNames[name, default: 0] + 1
            usedNames[name] = seen
            if seen > 1 { name += " (\(seen))" }
            let failure =
                "<failure message=\"\(XMLEscaping.attribute(finding.message))\" "
                + "type=\"\(finding.severity.rawValue)\">"
                + XMLEscaping.text(failureDetails(finding, file: file, rule: rule)) + "</failure>"
            suite.cases.append(testCase(className: file, name: name, body: failure))
            suite.tests += 1
            suite.failures += 1
        }
        return suite
    }

    /// The failure's text: where, what, and how to fix — what a dashboard shows when expanded.
    private func failureDetails(_ finding: Finding, file: String, rule: RuleMetadata?) -> String {
        var lines = [
            "\(file):\(finding.location.line):\(finding.location.column): "
                + "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
        ]
        if let element = finding.element { lines.append("element: \(element)") }
        if let id = finding.elementID { lines.append("element id: \(id)") }
        if let screen = finding.screen { lines.append("screen: \(screen)") }
        if let reason = finding.confidence.reason { lines.append("needs review: \(reason)") }
        if let fix = finding.fix { lines.append("fix: \(fix)") }
        for criterion in finding.criteria(of: rule).compactMap(WCAG.criterion) {
            lines.append("WCAG \(criterion.number) \(criterion.name) (Level \(criterion.level)): \(criterion.url)")
        }
        return lines.joined(separator: "\n")
    }

    private func diagnosticsSuite(_ diagnostics: [Diagnostic]) -> Suite {
        var suite = Suite(name: Self.diagnosticsSuite)
        var usedNames: [String: Int] = [:]
        for diagnostic in diagnostics {
            let file = paths.display(diagnostic.file)
            var name = file + (diagnostic.line.map { ":\($0)" } ?? "")
            let seen = usedNames[name, default: 0] + 1
            usedNames[name] = seen
            if seen > 1 { name += " (\(seen))" }
            let message = XMLEscaping.attribute(diagnostic.message)
            let body: String
            switch diagnostic.level {
            case .error:
                body = "<error message=\"\(message)\" type=\"error\">\(XMLEscaping.text(diagnostic.message))</error>"
                suite.errors += 1
            case .warning:
                body = "<system-out>\(XMLEscaping.text("warning: " + diagnostic.message))</system-out>"
            case .note:
                body = "<skipped message=\"\(message)\"/>"
                suite.skipped += 1
            }
            suite.cases.append(testCase(className: file, name: name, body: body))
            suite.tests += 1
        }
        return suite
    }

    private func testCase(className: String, name: String, body: String?) -> String {
        let open = "    <testcase classname=\"\(XMLEscaping.attribute(className))\" name=\"\(XMLEscaping.attribute(name))\""
        guard let body else { return open + "/>" }
        return open + ">\n      " + body + "\n    </testcase>"
    }
}
