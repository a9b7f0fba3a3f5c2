import Foundation
import Testing
@testable import A11yInspector

/// The cache of what each Swift and Objective-C file says and of the SwiftUI screens: a second
/// run reads it instead of parsing, and gives the same report as a run without it, before and
/// after a file changes.
struct FrontEndCacheTests {
    /// A copy of the example app to change, and a cache folder.
    static func project() throws -> (root: String, cache: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ExampleProjectTests.root + "/Examples/TravelBuddy", toPath: root + "/TravelBuddy")
        // A SwiftUI view: its body is a syntax tree, which the cache keeps as the screens built from it.
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
        #expect(first.hits == 0 && first.misses == 13) // the example's ten Swift files, ShareHost, ShareBar and the SwiftUI screens
        let second = Self.cache(project)
        #expect(Self.audit(project.root, cache: second) == uncached)
        #expect(second.misses == 0 && second.hits > 12) // the files, and each SwiftUI screen
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
        #expect(cache.hits == 11 && cache.misses == 2) // TripCell, and the SwiftUI screens' list (any file may change them)
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
        #expect(repaired.misses == 0 && repaired.hits > 12)
    }

    /// The SwiftUI screens come from the cache only while no file changed: a label added to
    /// the view is seen, and the same report given as without the cache.
    @Test func aChangedViewIsBuiltAgain() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let before = Self.audit(project.root, cache: Self.cache(project))
        #expect(before.contains("ShareBar.swift"))
        let bar = project.root + "/TravelBuddy/TravelBuddy/Views/ShareBar.swift"
        let source = try String(contentsOfFile: bar, encoding: .utf8)
        try source.replacingOccurrences(of: "Image(systemName: \"square.and.arrow.up\") }", with: "Image(systemName: \"square.and.arrow.up\") }.accessibilityLabel(\"Share\")")
            .write(toFile: bar, atomically: true, encoding: .utf8)
        let cache = Self.cache(project)
        let after = Self.audit(project.root, cache: cache)
        #expect(cache.misses == 2) // ShareBar and the screens
        #expect(after == Self.audit(project.root, cache: nil))
        #expect(after != before)
        // Unchanged since: everything from the cache.
        let again = Self.cache(project)
        #expect(Self.audit(project.root, cache: again) == after)
        #expect(again.misses == 0)
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
        #expect(left == [cache.file.lastPathComponent, "front-ends-1111111111111111.json", "notes.json"])
    }
}
