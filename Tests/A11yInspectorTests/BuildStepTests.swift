import Foundation
import Testing
@testable import A11yInspector

/// `a11y audit --lenient --absolute-paths --stamp FILE`, as the A11yLint build-tool plugin
/// runs it (scripts/test-plugins runs the plugin itself).
struct BuildStepTests {
    static let result = AuditResult(
        toolVersion: A11yVersion.current,
        findings: [
            Finding(
                ruleID: "image-button-label", severity: .error, confidence: .certain, message: "no label",
                location: SourceLocation(file: "Sources/App/Share.xib", line: 21, column: 17)),
            Finding(
                ruleID: "min-tap-target", severity: .warning, confidence: .certain, message: "small",
                location: SourceLocation(file: "/abs/App/Main.storyboard", line: 5, column: 3)),
        ],
        diagnostics: [Diagnostic(level: .error, file: "Sources/App/Broken.xib", line: 2, message: "not XML")],
        screens: [], filesByKind: ["xib": 2, "storyboard": 1], rules: [], suppressedCount: 0)

    @Test func lenientPrintsEveryErrorAsAWarningAndKeepsTheRest() {
        let report = Reporter.render(Self.result.withErrorsAsWarnings(), format: .xcode)
        #expect(
            report == """
                /abs/App/Main.storyboard:5:3: warning: small [min-tap-target]
                Sources/App/Share.xib:21:17: warning: no label [image-button-label]
                Sources/App/Broken.xib:2:1: warning: not XML [a11y]

                """)
        #expect(Reporter.render(Self.result, format: .xcode).contains("Share.xib:21:17: error: no label"))
    }

    @Test func absolutePathsAreResolvedAgainstTheWorkingDirectory() {
        let result = Self.result.withAbsolutePaths(workingDirectory: "/work/Demo")
        #expect(result.findings.map(\.location.file) == ["/abs/App/Main.storyboard", "/work/Demo/Sources/App/Share.xib"])
        #expect(result.diagnostics.map(\.file) == ["/work/Demo/Sources/App/Broken.xib"])
    }

    @Test func theStampIsOneSwiftComment() {
        #expect(Self.result.stampLine == "// a11y audit: 2 findings, 1 diagnostic, 3 files\n")
    }
}
