import Foundation
import Testing
@testable import A11yInspector

/// Support/A11ySnapshotDumper.swift (symlinked into this target): the part that compiles
/// without UIKit writes the JSON; a11y reads it back as a snapshot. The UIKit walk itself is
/// compiled only on Apple platforms and not run by this suite.
struct SnapshotDumperTests {
    typealias Node = A11ySnapshotDumper.Node
    typealias Frame = A11ySnapshotDumper.Frame

    /// A sign-in screen as the walk would record it from a live window.
    static let signIn = Node(
        id: "0", kind: "UIWindow", frame: Frame(x: 0, y: 0, width: 390, height: 844), traits: [],
        children: [
            Node(
                id: "0.0", kind: "SignInView", baseClass: "UIView", frame: Frame(x: 0, y: 0, width: 390, height: 844), traits: [],
                children: [
                    Node(
                        id: "title", kind: "UILabel", frame: Frame(x: 20, y: 100, width: 350, height: 41), element: 1,
                        label: "Welcome back", traits: ["staticText", "header"], children: []),
                    Node(
                        id: "email", kind: "UITextField", frame: Frame(x: 20, y: 170, width: 350, height: 44), element: 2,
                        label: "Email", value: "ana@example.com", traits: [], children: []),
                    Node(
                        id: "0.0.2", kind: "CloseButton", baseClass: "UIButton", frame: Frame(x: 350, y: 50, width: 24, height: 24),
                        element: 3, traits: ["button"], children: []),
                    Node(
                        id: "signIn", kind: "UIButton", frame: Frame(x: 20, y: 240, width: 350, height: 50), element: 4,
                        label: "Sign in", hint: "Signs in with your email.", traits: ["button"], children: []),
                ])
        ])

    @Test func theDumpersJSONIsReadBackAsASnapshot() throws {
        let data = try A11ySnapshotDumper.json(screens: [("Sign in", Self.signIn)])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-dump-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: folder + "/SignIn.a11y.json"))

        let read = ScreenInspector(jobs: 1).screens(in: "SignIn.a11y.json", workingDirectory: folder)
        #expect(read.diagnostics.isEmpty)
        let screen = try #require(read.screens.first)
        #expect(screen.screen.origin == .snapshot && screen.screen.size == Size(width: 390, height: 844))
        let close = try #require(screen.elements.first { $0.element.id == "0.0.2" })
        #expect(close.element.kind == "UIButton" && close.element.customClass == "CloseButton")
        #expect(close.frame == Rect(x: 350, y: 50, width: 24, height: 24))
        let email = try #require(screen.elements.first { $0.element.id == "email" })
        #expect(email.element.accessibilityValue == .literal("ana@example.com"))
        // Swipe order from the frames: the close button is highest on screen.
        #expect(
            screen.simulation.transcript.map(\.utterance.text) == [
                "Button", "Welcome back, Heading", "Email, ana@example.com, Text field … Double tap to edit.",
                "Sign in, Button … Signs in with your email.",
            ])

        // The rules run on it; findings point at the line of the node's "id".
        let audit = Auditor(jobs: 1).audit(paths: ["."], workingDirectory: folder)
        #expect(Set(audit.findings.map(\.ruleID)) == ["label-missing-interactive", "min-tap-target"])
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for finding in audit.findings {
            #expect(finding.location.file == "SignIn.a11y.json")
            #expect(lines[finding.location.line - 1].contains(#""id" : "0.0.2""#))
        }
    }

    @Test func theJSONHasTheTreeFormatsSchema() throws {
        let data = try A11ySnapshotDumper.json(screens: [("Sign in", Self.signIn)])
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let screens = try #require(object["screens"] as? [[String: Any]])
        let root = try #require(screens.first?["root"] as? [String: Any])
        #expect(screens.first?["name"] as? String == "Sign in")
        #expect(Set(root.keys) == ["id", "kind", "frame", "traits", "children"])
        #expect(TreeSnapshotReader.isSnapshot(data))
    }
}
