import Foundation
import Testing
@testable import A11yInspector

struct DiscoveryTests {
    func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-discovery-\(UUID().uuidString)").path
        let files = [
            "App/App.xcodeproj/project.pbxproj", "App/Sources/Main.storyboard", "App/Sources/Cell.xib",
            "App/Sources/View.swift", "App/Assets.xcassets/Brand.colorset/Contents.json", "App/Info.plist",
            "App/AppTests/LoginTests.swift", "App/AppUITests/Flow.swift", "Pods/Lib/Lib.xib",
            "Carthage/Build/X.storyboard", ".build/debug/y.swift", "App/Legacy/Old.storyboard", "App/README.md",
            "Other/Package.swift", "Other/Sources/V.swift", "Other/Tests/VTests.swift",
            "Examples/FooUITests/Foo.xcodeproj/project.pbxproj", "Examples/FooUITests/Foo/View.swift",
        ]
        for f in files {
            let path = root.appendingPath(f)
            try FileManager.default.createDirectory(atPath: path.parentPath, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: path, contents: Data())
        }
        // A symbolic link loop must not hang the walk.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPath("App/Sources/loop"), withDestinationPath: root + "/App")
        return root
    }

    @Test func classifiesAndSkips() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = ProjectDiscovery(excludes: ["Legacy/"], workingDirectory: root).discover(["."])
        let paths = result.files.map(\.path)
        #expect(paths.contains("App/Sources/Main.storyboard"))
        #expect(paths.contains("App/Sources/Cell.xib"))
        #expect(paths.contains("App/Sources/View.swift"))
        #expect(paths.contains("App/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(paths.contains("App/Info.plist"))
        #expect(!paths.contains { $0.contains("Pods") || $0.contains("Carthage") || $0.contains(".build") || $0.contains("Legacy") })
        // Test folders: the Xcode project's targets decide (TargetMembership); a package's by name.
        #expect(paths.contains("App/AppTests/LoginTests.swift") && paths.contains("App/AppUITests/Flow.swift"))
        #expect(!paths.contains("Other/Tests/VTests.swift"))
        // An app of its own named like a test folder (a testing library's example) is audited.
        #expect(paths.contains("Examples/FooUITests/Foo/View.swift"))
        #expect(!paths.contains { $0.contains("loop/") })
        #expect(result.files.first { $0.path == "App/Sources/View.swift" }?.project == root + "/App")
        #expect(result.files.first { $0.path == "Other/Sources/V.swift" }?.project == root + "/Other")
        #expect(result.files.first { $0.path == "App/Assets.xcassets/Brand.colorset/Contents.json" }?.kind == .colorSet)
    }

    /// A relative link to a parent folder (`loop -> ..`) is a loop too, and a broken link to an
    /// input is said, not silently dropped.
    @Test func relativeLinkLoopsAndBrokenLinksGiveOneDiagnosticEach() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-links-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/App/View.swift", contents: Data("let a = 1".utf8))
        try FileManager.default.createSymbolicLink(atPath: root + "/App/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Gone.swift", withDestinationPath: "/nonexistent/Gone.swift")
        let result = ProjectDiscovery(workingDirectory: root).discover(["."])
        #expect(result.files.map(\.path) == ["App/View.swift"])
        #expect(result.diagnostics.map(\.file).sorted() == ["App/Gone.swift", "App/loop"])
        #expect(result.diagnostics.first { $0.file == "App/Gone.swift" }?.message == "broken symbolic link (to /nonexistent/Gone.swift); skipped")
    }

    @Test func missingPathIsADiagnostic() {
        let result = ProjectDiscovery(workingDirectory: "/").discover(["/definitely/not/here"])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.first?.message == "no such file or directory")
    }
}
