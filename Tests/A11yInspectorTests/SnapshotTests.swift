import Foundation
import Testing
@testable import A11yInspector

/// Snapshots of running apps (XCUITest's `debugDescription`) go through the same simulator
/// and rules as the sources.
struct SnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func readsTypesFramesQuotedLabelsValuesAndFlags() throws {
        let text = """
            Attributes: Application, 0x1, pid: 7, label: 'Club'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Club'
                Window (Main), 0x2, {{0.0, 0.0}, {428.0, 926.0}}
                  Other, 0x3, {{690.0, 47.0}, {30.0, 845.0}}, label: 'Vertical scroll bar, 1 page', value: 0%
                  Button, 0x4, {{438.0, 412.0}, {275.0, 46.0}}, identifier: 'privacy', label: 'Privacy Policy', Selected
                  Button, 0x5, {{438.0, 470.0}, {275.0, 46.0}}, label: 'It\\'s done', Disabled
            Path to element:
             →Application, 0x1, pid: 7, label: 'Club'
            """
        let roots = XCUITestSnapshotReader.parse(text)
        #expect(roots.count == 1)
        let window = try #require(roots.first?.children.first)
        #expect(window.type == "Window" && window.frame == Rect(x: 0, y: 0, width: 428, height: 926))
        #expect(window.children.map(\.type) == ["Other", "Button", "Button"])
        #expect(window.children[0].label == "Vertical scroll bar, 1 page" && window.children[0].value == "0%")
        #expect(window.children[1].identifier == "privacy" && window.children[1].selected && window.children[1].line == 6)
        #expect(window.children[2].label == "It's done" && window.children[2].disabled)
    }

    /// A real `debugDescription` posted in appium/appium#13516 (cited in the fixture's header).
    @Test func aPublishedDebugDescriptionIsParsedSimulatedAndAudited() throws {
        let path = "Examples/Snapshots/Profiles-appium-13516.xcuitest.txt"
        let result = ScreenInspector(jobs: 1).screens(in: path, workingDirectory: Self.root)
        let screen = try #require(result.screens.first)
        #expect(result.screens.count == 1 && result.diagnostics.isEmpty)
        #expect(screen.screen.origin == .snapshot && screen.screen.size == Size(width: 375, height: 667))
        #expect(screen.simulation.transcript.first?.utterance.text == "Profiles")
        #expect(screen.simulation.transcript.count == 2)  // the title and the table's first cell
        let audit = Auditor(jobs: 1).audit(paths: [path], workingDirectory: Self.root)
        #expect(audit.diagnostics.isEmpty && audit.screens.count == 1)
        #expect(audit.findings.allSatisfy { $0.location.file == path })
    }

    @Test func theExampleSnapshotIsAuditedWithTheSourceRules() {
        let result = Auditor(minSeverity: .info, jobs: 1).audit(paths: ["Examples/Snapshots/SignIn.xcuitest.txt"], workingDirectory: Self.root)
        let found = Set(result.findings.map { "\($0.ruleID):\($0.location.line)" })
        #expect(found == ["persistent-field-labels:9", "label-missing-interactive:13", "min-tap-target:13", "label-no-type-word:14", "min-tap-target:14"])
        #expect(result.findings.allSatisfy { $0.confidence.isCertain })
    }

    @Test func foldersPickSnapshotsByNameAndOtherTextIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let snapshot = try String(contentsOfFile: Self.root + "/Examples/Snapshots/SignIn.xcuitest.txt", encoding: .utf8)
        try snapshot.write(toFile: folder + "/Login.xcuitest.txt", atomically: true, encoding: .utf8)
        try "release notes".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let walked = ProjectDiscovery(workingDirectory: folder).discover(["."])
        #expect(walked.files.map(\.kind) == [.snapshot])
        let explicit = Auditor(jobs: 1).audit(paths: ["notes.txt"], workingDirectory: folder)
        #expect(
            explicit.diagnostics.map(\.message) == [
                "not an accessibility snapshot: neither a11y's tree JSON nor an XCUITest debugDescription (no “Element subtree:” line); skipped"
            ])
    }

    /// a11y's own format: the tree JSON of a screen, read back, reads the same to VoiceOver.
    @Test func theTreeJSONIsASnapshotThatReadsTheSame() throws {
        let storyboard = "Examples/TravelBuddy/TravelBuddy/Base.lproj/Main.storyboard"
        let original = ScreenInspector(jobs: 1).screens(in: storyboard, workingDirectory: Self.root).screens
        let json = TreeReport.json(original)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-tree-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try json.write(toFile: folder + "/Main.a11y.json", atomically: true, encoding: .utf8)

        let read = ScreenInspector(jobs: 1).screens(in: "Main.a11y.json", workingDirectory: folder)
        #expect(read.diagnostics.isEmpty)
        let spoken = { (screens: [ResolvedScreen]) in screens.map { $0.simulation.transcript.map(\.utterance.text) } }
        #expect(spoken(read.screens) == spoken(original.filter { !$0.elements.isEmpty }))
        // Found in folders by name, audited with the rules, findings placed on the node's line.
        let audit = Auditor(jobs: 1).audit(paths: ["."], workingDirectory: folder)
        let small = try #require(audit.findings.first { $0.ruleID == "min-tap-target" })
        #expect(small.location.file == "Main.a11y.json" && small.location.line > 1)
        #expect(throws: ConfigurationError.self) { try TreeSnapshotReader.screens(path: "x.json", data: Data(#"{"schemaVersion": 2, "screens": []}"#.utf8)) }
    }
}
