import Foundation
import Testing
@testable import A11yInspector

/// The cache of what each Swift and Objective-C file says and of the last result: a second
/// run reads it instead of parsing, and gives the same report as a run without it, before and
/// after a file changes.
struct FrontEndCacheTests {
    /// A copy of the example app to change, and a cache folder.
    static func project() throws -> (root: String, cache: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ExampleProjectTests.root + "/Examples/TravelBuddy", toPath: root + "/TravelBuddy")
        // A SwiftUI view: its body is a syntax tree, which no entry keeps; it is parsed again after a change.
        try """
        import SwiftUI
        struct ShareBar: View {
            var body: some View {
                Button { } label: { Image(systemName: "square.and.arrow.up") }
            }
        }
        """.write(toFile: root + "/TravelBuddy/TravelBuddy/Views/ShareBar.swift", atomically: true, encoding: .utf8)
        // UIKit code that shows it, in a file the cache keeps: what it names must survive the cache,
        // or the view looks unused on a second run.
        try """
        import SwiftUI
        import UIKit
        final class ShareHost {
            func make() -> UIViewController { UIHostingController(rootView: ShareBar()) }
        }
        """.write(toFile: root + "/TravelBuddy/TravelBuddy/Views/ShareHost.swift", atomically: true, encoding: .utf8)
        return (root, root + "/cache")
    }

    static func audit(_ root: String, cache: FrontEndCache?) -> String {
        var auditor = Auditor(minSeverity: .info, jobs: 2)
        auditor.reader.cache = cache
        let result = auditor.audit(paths: ["TravelBuddy"], workingDirectory: root)
        try? cache?.save()
        return Reporter.render(result, format: .json, options: ReportOptions(useColor: false))
    }

    static func cache(_ project: (root: String, cache: String), tool: String = "a11y test build") -> FrontEndCache {
        FrontEndCache(directory: project.cache, paths: ["TravelBuddy"], workingDirectory: project.root, tool: tool)
    }

    @Test func aSecondRunReadsTheCacheAndReportsTheSame() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let uncached = Self.audit(project.root, cache: nil)
        let first = Self.cache(project)
        #expect(Self.audit(project.root, cache: first) == uncached)
        #expect(first.hits == 0 && first.misses == 13)  // the example's ten Swift files, ShareHost, ShareBar and the result
        let second = Self.cache(project)
        #expect(Self.audit(project.root, cache: second) == uncached)
        #expect(second.misses == 0 && second.hits == 1)  // nothing changed: the last result
        #expect(uncached.contains("ShareBar.swift"))
        // Nothing but the cache file in its folder: no temporary file left by the atomic write.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.cache) == [first.file.lastPathComponent])
    }

    @Test func aChangedFileIsReadAgainAndItsChangeReported() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let before = Self.audit(project.root, cache: Self.cache(project))
        // The code that labels the heart button goes: the button is reported unlabelled.
        let cell = project.root + "/TravelBuddy/TravelBuddy/Controllers/TripCell.swift"
        let source = try String(contentsOfFile: cell, encoding: .utf8)
        let line = try #require(source.split(separator: "\n").first { $0.contains("favoriteButton.accessibilityLabel") })
        try source.replacingOccurrences(of: line, with: "").write(toFile: cell, atomically: true, encoding: .utf8)

        let cache = Self.cache(project)
        let cached = Self.audit(project.root, cache: cache)
        // The other files' entries were kept by the run that reused the result.
        #expect(cache.hits == 11 && cache.misses == 2)  // TripCell and the result
        #expect(cached == Self.audit(project.root, cache: nil))
        #expect(cached != before)
    }

    @Test func aCacheFromAnotherBuildOrUnreadableIsIgnoredAndReplaced() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let uncached = Self.audit(project.root, cache: nil)
        _ = Self.audit(project.root, cache: Self.cache(project, tool: "a11y 0.1"))

        let other = Self.cache(project, tool: "a11y 0.2")
        #expect(other.ignoredReason == "written by another build of a11y")
        #expect(Self.audit(project.root, cache: other) == uncached)
        #expect(other.hits == 0)

        // A torn file (what a non-atomic write could leave): ignored, then rewritten whole.
        let data = try Data(contentsOf: other.file)
        try data.prefix(data.count / 2).write(to: other.file)
        let torn = Self.cache(project, tool: "a11y 0.2")
        #expect(torn.ignoredReason?.hasPrefix("unreadable") == true)
        #expect(Self.audit(project.root, cache: torn) == uncached)
        let repaired = Self.cache(project, tool: "a11y 0.2")
        #expect(repaired.ignoredReason == nil)
        _ = Self.audit(project.root, cache: repaired)
        #expect(repaired.misses == 0 && repaired.hits == 1)
    }

    /// A changed view is read again (its file parsed, the screens built again): a label added
    /// to it is seen, and the same report given as without the cache.
    @Test func aChangedViewIsBuiltAgain() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let before = Self.audit(project.root, cache: Self.cache(project))
        #expect(before.contains("ShareBar.swift"))
        let bar = project.root + "/TravelBuddy/TravelBuddy/Views/ShareBar.swift"
        let source = try String(contentsOfFile: bar, encoding: .utf8)
        try source.replacingOccurrences(
            of: "Image(systemName: \"square.and.arrow.up\") }", with: "Image(systemName: \"square.and.arrow.up\") }.accessibilityLabel(\"Share\")"
        )
        .write(toFile: bar, atomically: true, encoding: .utf8)
        let cache = Self.cache(project)
        let after = Self.audit(project.root, cache: cache)
        #expect(cache.misses == 2)  // ShareBar and the result
        #expect(after == Self.audit(project.root, cache: nil))
        #expect(after != before)
        // Unchanged since: everything from the cache.
        let again = Self.cache(project)
        #expect(Self.audit(project.root, cache: again) == after)
        #expect(again.misses == 0)
    }

    /// A run with other options (another minimum severity) is audited afresh, and both results
    /// are kept: each is reused by the run with its options.
    @Test func otherOptionsAreAuditedAfreshAndBothResultsKept() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        func audit(_ severity: Severity, _ cache: FrontEndCache?) -> String {
            var auditor = Auditor(minSeverity: severity, jobs: 2)
            auditor.reader.cache = cache
            let result = auditor.audit(paths: ["TravelBuddy"], workingDirectory: project.root)
            try? cache?.save()
            return Reporter.render(result, format: .json, options: ReportOptions(useColor: false))
        }
        let info = audit(.info, Self.cache(project))
        let warnings = Self.cache(project)
        #expect(audit(.warning, warnings) == audit(.warning, nil))
        #expect(warnings.misses == 1)  // its result; every file from the cache
        #expect(audit(.warning, nil) != info)
        for (severity, expected) in [(Severity.info, info), (.warning, audit(.warning, nil))] {
            let again = Self.cache(project)
            #expect(audit(severity, again) == expected)
            #expect(again.misses == 0 && again.hits == 1, "\(severity): \(again.hits) hits, \(again.misses) misses")
        }
    }

    /// A file the reading looks at outside the audited ones (here a spec an XcodeGen spec
    /// includes, which declares a purpose string) is part of what a result depends on: when it
    /// changes, the last result is not reused.
    @Test func aChangedFileOutsideTheAuditedOnesIsReadAgain() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-cache-include-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let included = "Demo/Shared/info_plist.yml"
        try TargetMembershipTests.write(
            [
                "Demo/project.yml": "name: Demo\ninclude:\n  - path: Shared/info_plist.yml\ntargets:\n  Demo:\n    type: application\n    sources: [App]\n",
                included: "targets:\n  Demo:\n    info:\n      properties:\n        NSLocationWhenInUseUsageDescription: Show stops near you\n",
                "Demo/App/Map.swift":
                    "import CoreLocation\nfinal class Locator { let manager = CLLocationManager()\n func start() { manager.requestWhenInUseAuthorization() } }\n",
            ], under: root)
        let rule = try #require(RuleRegistry.rule("usage-description-present"))
        func audit() -> [Finding] {
            var auditor = Auditor(rules: [rule], jobs: 1)
            auditor.reader.cache = FrontEndCache(directory: root + "/cache", paths: ["Demo"], workingDirectory: root, tool: "a11y test build")
            let result = auditor.audit(paths: ["Demo"], workingDirectory: root)
            try? auditor.reader.cache?.save()
            return result.findings
        }
        #expect(audit().isEmpty)
        #expect(audit().isEmpty)
        try "targets:\n  Demo:\n    info:\n      properties:\n        CFBundleName: Demo\n".write(
            toFile: root + "/" + included, atomically: true, encoding: .utf8)
        #expect(audit().map(\.ruleID) == ["usage-description-present"])
    }

    /// A result with a file or screen given up on after the time limit depends on the machine's
    /// speed: it is not kept.
    @Test func aResultWithATimeLimitDiagnosticIsNotKept() {
        let overrun = Diagnostic(level: .error, file: "Big.swift", message: "reading " + TimeLimit.overrunMessage(30))
        let note = Diagnostic(level: .note, file: "Big.swift", message: "not an input a11y reads")
        func result(_ diagnostics: [Diagnostic]) -> AuditResult {
            AuditResult(toolVersion: "0", findings: [], diagnostics: diagnostics, screens: [], filesByKind: [:], rules: [], suppressedCount: 0)
        }
        #expect(CachedAudit.mayKeep(result([note])))
        #expect(!CachedAudit.mayKeep(result([note, overrun])))
    }

    @Test func cachesOfOtherPathsUntouchedForThirtyDaysAreRemoved() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try FileManager.default.createDirectory(atPath: project.cache, withIntermediateDirectories: true)
        let old = project.cache + "/front-ends-0000000000000000.json"
        let recent = project.cache + "/front-ends-1111111111111111.json"
        let other = project.cache + "/notes.json"
        for path in [old, recent, other] { try Data("{}".utf8).write(to: URL(fileURLWithPath: path)) }
        let fortyDaysAgo = Date().addingTimeInterval(-40 * 24 * 3600)
        for path in [old, other] { try FileManager.default.setAttributes([.modificationDate: fortyDaysAgo], ofItemAtPath: path) }

        let cache = Self.cache(project)
        _ = Self.audit(project.root, cache: cache)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: project.cache))
        #expect(left == [cache.file.path.fileName, "front-ends-1111111111111111.json", "notes.json"])
    }
}
