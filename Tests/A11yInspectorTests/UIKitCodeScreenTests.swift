import Foundation
import Testing
@testable import A11yInspector

/// UIKit screens built in code: the views a class creates and assembles, with what it sets on them.
struct UIKitCodeScreenTests {
    static let source = """
        final class ProfileViewController: UIViewController {
            private let nameLabel = UILabel()
            private lazy var followButton: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle("Follow", for: .normal)
                return button
            }()
            private let shareButton = UIButton(type: .system)
            private let avatar = UIImageView(image: UIImage(named: "avatar_placeholder"))

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Profile"
                nameLabel.text = user.name
                nameLabel.font = .preferredFont(forTextStyle: .headline)
                nameLabel.accessibilityTraits.insert(.header)
                shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, followButton, shareButton])
                view.addSubview(stack)
            }
        }
        """

    func screen() throws -> ResolvedScreen {
        let facts = SwiftFactsReader.read(path: "App/ProfileViewController.swift", source: Self.source)
        let screens = UIKitCodeScreens.screens(facts)
        let screen = try #require(screens.first)
        return Resolver.resolve(CodeLinker.link(screen, with: facts))
    }

    @Test func buildsTheTreeAndAppliesWhatCodeSets() throws {
        let s = try screen()
        #expect(s.screen.origin == .uiKitCode)
        #expect(s.screen.isViewController == true)
        #expect(s.screen.title == .literal("Profile"))
        #expect(s.simulation.transcript.map(\.utterance.text) == [
            "‹set in ProfileViewController.swift:14›, Heading",
            "Follow, Button",
            "‹SF Symbol square.and.arrow.up›, Button",
        ])
        let name = s.elements.first { $0.element.id == "nameLabel" }
        #expect(name?.element.font?.textStyle == .headline)
        #expect(s.elements.first { $0.element.id == "avatar" }?.element.image?.name == "avatar_placeholder")
    }

    /// A view built in a closure has two names (`followButton` and the `button` the closure
    /// makes): the property's is the one shown, whatever order a dictionary gives.
    @Test func aViewIsNamedByItsProperty() throws {
        let s = try screen()
        let follow = try #require(s.elements.first { $0.element.id == "followButton" })
        #expect(follow.element.name == "followButton")
    }

    /// `a11y voiceover ProfileViewController.swift` reads a screen built in code.
    @Test func voiceOverReadsAScreenBuiltInCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-code-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.source.write(toFile: folder + "/ProfileViewController.swift", atomically: true, encoding: .utf8)
        let result = ScreenInspector(jobs: 1).screens(in: "ProfileViewController.swift", workingDirectory: folder)
        #expect(result.diagnostics.isEmpty)
        let screen = try #require(result.screens.first)
        #expect(screen.simulation.transcript.map(\.utterance.text).contains("Follow, Button"))
    }

    /// An app that extends UIControl (or UIView) still has screens for its subclasses: the
    /// extension is in the lineage, but the base is the declared ancestor's superclass.
    @Test func extendingTheFrameworkClassKeepsSubclassScreens() {
        var facts = SwiftFactsReader.read(path: "Card.swift", source: """
            final class CardControl: UIControl {
                let titleLabel = UILabel()
                override init(frame: CGRect) { super.init(frame: frame); addSubview(titleLabel) }
            }
            """)
        facts.merge(SwiftFactsReader.read(path: "UIControl+Combine.swift", source: "extension UIControl { func publisher() {} }"))
        #expect(facts.frameworkBase(of: "CardControl") == "UIControl")
        #expect(UIKitCodeScreens.screens(facts).map(\.controllerClass) == ["CardControl"])
    }

    @Test func classesWithOutletsAreLeftToInterfaceBuilder() {
        let facts = SwiftFactsReader.read(path: "A.swift", source: """
            final class A: UIViewController {
                @IBOutlet var title: UILabel!
                private let extra = UILabel()
                override func viewDidLoad() { view.addSubview(extra) }
            }
            """)
        #expect(UIKitCodeScreens.screens(facts).isEmpty)
    }
}
