import Foundation
import Testing
@testable import A11yInspector

/// `--baseline` / `--write-baseline` and `--changed-since`: what CI users adopt first.
struct BaselineTests {
    static let xib = RuleExample.xib(
        "two small buttons", .passes,
        """
        <button opaque="NO" contentMode="scaleToFill" id="small-one">
            <rect key="frame" x="20" y="100" width="24" height="24"/>
            <state key="normal" title="A"/>
            <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-small-one"/></connections>
        </button>
        <button opaque="NO" contentMode="scaleToFill" id="small-two">
            <rect key="frame" x="20" y="200" width="30" height="30"/>
            <state key="normal" title="B"/>
            <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-small-two"/></connections>
        </button>
        """
    ).files[0].contents

    static func audit(_ xib: String) -> AuditResult {
        Auditor(rules: [RuleRegistry.rule("min-tap-target")!], jobs: 1)
            .audit([InputFile(path: "App/Card.xib", kind: .xib, data: Data(xib.utf8))])
    }

    @Test func aBaselineHidesKnownFindingsEvenWhenLinesMove() throws {
        let today = Self.audit(Self.xib)
        #expect(today.findings.count == 2)
        let baseline = try Baseline(data: Baseline(recording: today).encoded())
        #expect(baseline.entries.count == 2)
        #expect(baseline.filter(today).findings.isEmpty)
        #expect(baseline.filter(today).baselinedCount == 2)

        // Ten lines added above both buttons, and the second one made smaller: only it is new.
        let moved = Self.xib.replacingOccurrences(of: "<subviews>", with: "<subviews>" + String(repeating: "\n", count: 10))
            .replacingOccurrences(of: #"width="30" height="30""#, with: #"width="28" height="28""#)
        let tomorrow = baseline.filter(Self.audit(moved))
        #expect(tomorrow.findings.map(\.elementID) == ["small-two"])
        #expect(tomorrow.baselinedCount == 1)
        #expect(Reporter.render(tomorrow, format: .text, options: ReportOptions(useColor: false)).contains("1 in the baseline"))
    }

    @Test func aBaselineFromAnotherToolOrVersionIsRefused() {
        #expect(throws: ConfigurationError.self) { try Baseline(data: Data("[]".utf8)) }
        #expect(throws: ConfigurationError.self) { try Baseline(data: Data(#"{"version": 9, "tool": "a11y", "findings": []}"#.utf8)) }
    }

    @Test func gitDiffHunksGiveTheChangedLinesOfTheNewFiles() {
        let diff = """
            diff --git a/App/A.swift b/App/A.swift
            --- a/App/A.swift
            +++ b/App/A.swift
            @@ -3 +3 @@ struct A {
            @@ -10,0 +11,4 @@ func f() {
            @@ -20,2 +24,0 @@
            diff --git a/App/New.swift b/App/New.swift
            new file mode 100644
            --- /dev/null
            +++ b/App/New.swift
            @@ -0,0 +1,7 @@
            diff --git a/App/Old.swift b/App/Old.swift
            --- a/App/Old.swift
            +++ /dev/null
            @@ -1,5 +0,0 @@
            --- "a/App/caf\\303\\251.swift"
            +++ "b/App/caf\\303\\251.swift"
            @@ -1 +2,2 @@
            """
        let changed = ChangedLines.parse(diff: diff, root: "/repo")
        #expect(changed.ranges == ["/repo/App/A.swift": [3...3, 11...14], "/repo/App/New.swift": [1...7], "/repo/App/café.swift": [2...3]])
        #expect(changed.contains(SourceLocation(file: "App/A.swift", line: 12), workingDirectory: "/repo"))
        #expect(!changed.contains(SourceLocation(file: "App/A.swift", line: 24), workingDirectory: "/repo"))
        #expect(changed.contains(SourceLocation(file: "/repo/App/A.swift", line: 9), lastLine: 11, workingDirectory: "/elsewhere"))
    }

    @Test func changedSinceAGitCommitKeepsFindingsOnChangedElementsAndNewFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-changed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Self.xib.write(toFile: root + "/App/Card.xib", atomically: true, encoding: .utf8)
        for command in [["init", "-q"], ["add", "-A"], ["-c", "user.email=a11y@example.com", "-c", "user.name=a11y", "commit", "-qm", "first"]] {
            _ = try ChangedLines.git(command, in: root)
        }
        // A change inside the second button (its frame, a child line of the element).
        try Self.xib.replacingOccurrences(of: #"width="30" height="30""#, with: #"width="29" height="30""#)
            .write(toFile: root + "/App/Card.xib", atomically: true, encoding: .utf8)
        try Self.xib.write(toFile: root + "/App/Untracked.xib", atomically: true, encoding: .utf8)

        let result = Auditor(rules: [RuleRegistry.rule("min-tap-target")!], jobs: 1).audit(paths: ["App"], workingDirectory: root)
        let changed = try ChangedLines.fromGit(since: "HEAD", workingDirectory: root)
        let kept = changed.filter(result, workingDirectory: root)
        #expect(
            kept.findings.map { "\($0.location.file.fileName) \($0.elementID ?? "")" }.sorted()
                == ["Card.xib small-two", "Untracked.xib small-one", "Untracked.xib small-two"])
        #expect(kept.unchangedCount == 1)
        #expect(throws: ConfigurationError.self) { try ChangedLines.fromGit(since: "no-such-branch", workingDirectory: root) }
    }
}
