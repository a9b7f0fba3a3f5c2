import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import A11yInspector

/// One walk for several readers must tell what each reader's own walk tells.
struct SyntaxFanOutTests {
    /// Records the classes and calls it meets; skips the bodies of classes named `Skip…`.
    final class Recorder: SyntaxVisitor {
        let skipsClasses: Bool
        var log: [String] = []
        init(skipsClasses: Bool) {
            self.skipsClasses = skipsClasses
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            log.append("class \(node.name.text)")
            return skipsClasses && node.name.text.hasPrefix("Skip") ? .skipChildren : .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { log.append("end \(node.name.text)") }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            log.append("call \(node.calledExpression.sourceText)")
            return .visitChildren
        }
    }

    @Test func aVisitorsSkipHidesTheSubtreeFromThatVisitorOnly() {
        let tree = Parser.parse(
            source: """
                class SkipMe { func f() { a(); class Inner { func g() { b() } } } }
                class Keep { func h() { c(d()) } }
                """)
        let alone = (Recorder(skipsClasses: true), Recorder(skipsClasses: false))
        alone.0.walk(tree)
        alone.1.walk(tree)
        let fanned = (Recorder(skipsClasses: true), Recorder(skipsClasses: false))
        SyntaxFanOut([fanned.0, fanned.1]).walk(tree)
        #expect(fanned.0.log == alone.0.log)
        #expect(fanned.1.log == alone.1.log)
        #expect(fanned.0.log == ["class SkipMe", "end SkipMe", "class Keep", "call c", "call d", "end Keep"])
        #expect(fanned.1.log.contains("call b"))
    }

    @Test func everyReaderTellsTheSameInOneWalk() throws {
        let root = ExampleProjectTests.root
        let examples = try FileManager.default.subpathsOfDirectory(atPath: root + "/Examples/TravelBuddy")
            .filter { $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOfFile: root + "/Examples/TravelBuddy/" + $0, encoding: .utf8)) }
        #expect(examples.count >= 5)
        for (path, source) in examples + [("Inline.swift", Self.source), ("Extensions.swift", Self.extensions)] {
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: path, tree: tree)

            let alone = Readers(path: path, tree: tree, converter: converter)
            for visitor in alone.all { visitor.walk(tree) }
            let fanned = Readers(path: path, tree: tree, converter: converter)
            SyntaxFanOut(fanned.all).walk(tree)
            #expect(try fanned.summary(tree) == alone.summary(tree), "\(path)")
        }
    }

    /// A file every reader finds something in: UIKit code, events in loops, SwiftUI views with a
    /// preview, Reduce Motion, localized strings, a left alignment.
    static let source = """
        import SwiftUI
        import UIKit

        final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            let saveButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(saveButton)
                saveButton.setTitle(NSLocalizedString("save", comment: "Save"), for: .normal)
                nameLabel.textAlignment = .left
                for star in stars { star.accessibilityLabel = "Star" }
                while animating { UIAccessibility.post(notification: .announcement, argument: "Frame") }
                repeat { UIAccessibility.post(notification: .announcement, argument: "Saved") } while false
                if UIAccessibility.isReduceMotionEnabled { return }
            }
        }

        struct Card: View {
            @Environment(\\.accessibilityReduceMotion) var reduceMotion
            let title: String
            var body: some View {
                VStack { Text("card.title"); Image(systemName: "star").onTapGesture { } }
            }
        }

        struct Card_Previews: PreviewProvider {
            static var previews: some View { Text(NSLocalizedString("preview", comment: "")) }
        }

        #Preview { Card(title: "Preview") }

        #if DEBUG
        final class DebugMenu: UIViewController {
            let host: UIHostingController<Card> = UIHostingController(rootView: Card(title: "Debug"))
        }
        #endif
        """

    /// Extensions, an enum, overrides, closures, optional bindings, anchors, and the only
    /// Reduce Motion read inside a `#Preview` (which the SwiftUI reader skips).
    static let extensions = """
        import SwiftUI
        import UIKit

        enum Palette {
            case plain
            #Preview { Text("y").animation(UIAccessibility.isReduceMotionEnabled ? nil : .default) }
        }

        final class StarCell: UITableViewCell {
            override func accessibilityActivate() -> Bool { true }
        }

        extension ProfileViewController {
            func configure() {
                starButtons.forEach { $0.accessibilityLabel = "Star" }
                if let cell = tableView.cellForRow(at: path) as? StarCell { cell.accessibilityHint = "Rates" }
                label.semanticContentAttribute = .forceLeftToRight
                NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 8)])
            }
        }

        extension View {
            func cardStyle() -> some View { padding() }
        }

        #Preview { Text("x").animation(UIAccessibility.isReduceMotionEnabled ? nil : .default) }
        """

    /// The five readers of a Swift file, as the audit makes them.
    struct Readers {
        let facts: SwiftFactsReader.Reading
        let swiftUI: SwiftUIIndex.Collector
        let localization: LocalizationUsageReader.Visitor
        let debug: DebugOnlyCode
        let members: MemberUseVisitor

        init(path: String, tree: SourceFileSyntax, converter: SourceLocationConverter) {
            facts = SwiftFactsReader.Reading(path: path, tree: tree, converter: converter)
            swiftUI = SwiftUIIndex.Collector(path: path, converter: converter, text: tree.description)
            localization = LocalizationUsageReader.Visitor(path: path, tree: tree, converter: converter)
            debug = DebugOnlyCode(converter: converter)
            members = MemberUseVisitor(path: path, converter: converter)
        }

        var all: [SyntaxVisitor] { facts.visitors + [swiftUI, localization, debug, members] }

        /// What they read, as comparable text (SwiftUI bodies by their source).
        func summary(_ tree: SourceFileSyntax) throws -> [String] {
            let index = swiftUI.index(of: tree)
            let views = index.views.keys.sorted().map { name -> String in
                let v = index.views[name]!
                return [
                    name, v.body?.statements.sourceText ?? "-", v.helpers.keys.sorted().joined(separator: ","),
                    v.storedProperties.joined(separator: ","), v.contentProperties.joined(separator: ","),
                    "\(v.readsReduceMotion)",
                ].joined(separator: "|")
            }
            return [
                try Self.canonical(facts.facts),
                try Self.canonical(localization.context),
                "reduce motion \(index.readsReduceMotion)",
                "modifiers \(index.modifiers.keys.sorted()) extensions \(index.viewExtensions.keys.sorted())",
                "references \(index.referencedTypes.sorted()) app \(index.declaresApp)",
                "debug only \(debug.ranges)",
                try Self.canonical(members.members), "member roots \(members.roots.mapValues { $0.sorted() }.sorted { $0.key < $1.key })",
            ] + views
        }

        /// JSON with sorted keys and sorted arrays: sets encode in hash order.
        static func canonical(_ value: some Encodable) throws -> String {
            try text(sorted(JSONSerialization.jsonObject(with: JSONEncoder().encode(value), options: [.fragmentsAllowed])))
        }

        static func sorted(_ any: Any) throws -> Any {
            if let array = any as? [Any] { return try array.map(sorted).map { ($0, try text($0)) }.sorted { $0.1 < $1.1 }.map(\.0) }
            if let object = any as? [String: Any] { return try object.mapValues(sorted) }
            return any
        }

        static func text(_ any: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: any, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
        }
    }
}
