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
        #expect(
            s.simulation.transcript.map(\.utterance.text) == [
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
    /// An app's own `addSubViews([a, b])` helper adds each view to the view it is called on.
    @Test func anAppsAddSubviewsHelperNestsEachView() throws {
        let source = """
            final class WorkdayCell: UICollectionViewCell {
                private let containerView = UIView()
                private let titleLabel = UILabel()
                private let dayLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubViews([titleLabel, containerView])
                    containerView.addArrangedSubviews(dayLabel)
                }
            }
            """
        let facts = SwiftFactsReader.read(path: "App/WorkdayCell.swift", source: source)
        let screen = try #require(UIKitCodeScreens.screens(facts).first)
        let container = screen.root.children.first { $0.id == "containerView" }
        #expect(screen.root.children.map(\.id).contains("titleLabel"))
        #expect(container?.children.map(\.id) == ["dayLabel"])
    }

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
        var facts = SwiftFactsReader.read(
            path: "Card.swift",
            source: """
                final class CardControl: UIControl {
                    let titleLabel = UILabel()
                    override init(frame: CGRect) { super.init(frame: frame); addSubview(titleLabel) }
                }
                """)
        facts.merge(SwiftFactsReader.read(path: "UIControl+Combine.swift", source: "extension UIControl { func publisher() {} }"))
        #expect(facts.frameworkBase(of: "CardControl") == "UIControl")
        #expect(UIKitCodeScreens.screens(facts).map(\.controllerClass) == ["CardControl"])
    }

    /// The project's own view classes a class creates (`AppLabel(style:)`, a card view) are
    /// views of the screen, of their UIKit base: a cell with the button trait reads the text of
    /// its project labels (issue 18: a cell was said to have no label because its labels were
    /// instances of the app's label class). The trap: other types it creates (a formatter, a
    /// view model, a controller) are not views.
    @Test func theProjectsOwnViewClassesAreViewsOfTheScreen() throws {
        var facts = SwiftFactsReader.read(
            path: "App/AppLabel.swift",
            source: """
                class AppLabel: UILabel {
                    convenience init(style: Int) { self.init(); adjustsFontForContentSizeCategory = true }
                }
                final class CardView: UIView {}
                final class RowModel {}
                final class DetailViewController: UIViewController {}
                """)
        facts.merge(
            SwiftFactsReader.read(
                path: "App/FamilyCell.swift",
                source: """
                    final class FamilyCell: UITableViewCell {
                        private let card = CardView()
                        private let header: AppLabel = {
                            let label = AppLabel(style: 1)
                            label.numberOfLines = 0
                            return label
                        }()
                        private let icon = UIImageView(image: UIImage(named: "family"))
                        private let formatter = DateFormatter()
                        private let model = RowModel()
                        private let detail = DetailViewController()
                        func setUp() {
                            contentView.addSubview(card)
                            card.addSubview(icon)
                            card.addSubview(header)
                            accessibilityTraits = .button
                        }
                        func configure(title: String) { header.text = title }
                    }
                    """))
        let screen = try #require(UIKitCodeScreens.screens(facts).first { $0.controllerClass == "FamilyCell" })
        var kinds: [String: String] = [:]
        screen.root.forEach { kinds[$0.id] = $0.kind + ($0.customClass.map { "/" + $0 } ?? "") }
        #expect(kinds == ["self": "UITableViewCell/FamilyCell", "card": "UIView/CardView", "header": "UILabel/AppLabel", "icon": "UIImageView"])
        let resolved = Resolver.resolve(CodeLinker.link(screen, with: facts))
        #expect(resolved.simulation.transcript.first?.utterance.text.contains("‹set in FamilyCell.swift:18›") == true)
        let rule = try #require(RuleRegistry.rule("label-missing-interactive"))
        #expect(rule.check(resolved, Auditor(rules: [rule], jobs: 1).context(for: rule)).isEmpty)
    }

    /// A `lazy var` closure whose one statement makes the view (`{ return TokenView(frame: .zero) }()`,
    /// `{ UILabel() }()`) declares a view of the screen like any other closure.
    @Test func aClosureReturningANewViewMakesAView() throws {
        let facts = SwiftFactsReader.read(
            path: "App/PairCell.swift",
            source: """
                class TokenView: UIView {}
                final class PairCell: UITableViewCell {
                    private lazy var left: TokenView = {
                        return TokenView(frame: .zero)
                    }()
                    private lazy var caption: UILabel = { UILabel() }()
                    func setUp() {
                        contentView.addSubview(left)
                        contentView.addSubview(caption)
                    }
                }
                """)
        let screen = try #require(UIKitCodeScreens.screens(facts).first { $0.controllerClass == "PairCell" })
        var kinds: [String: String] = [:]
        screen.root.forEach { kinds[$0.id] = $0.kind + ($0.customClass.map { "/" + $0 } ?? "") }
        #expect(kinds == ["self": "UITableViewCell/PairCell", "left": "UIView/TokenView", "caption": "UILabel"])
    }

    /// Code that hides one instance of the app's label class (`cell.label.isHidden = true` in a
    /// presenter) hides that instance, not the class's label in every other cell.
    @Test func hidingAnotherInstanceDoesNotHideThisOne() throws {
        var facts = SwiftFactsReader.read(
            path: "App/Cells.swift",
            source: """
                class StyledLabel: UILabel {}
                final class ToggleCell: UITableViewCell {
                    let label = StyledLabel()
                    func arrange() { contentView.addSubview(label) }
                }
                final class NameCell: UITableViewCell {
                    private let nameLabel = StyledLabel()
                    func arrange() { contentView.addSubview(nameLabel) }
                }
                final class Presenter {
                    func configure(_ view: UITableViewCell) {
                        guard let cell = view as? ToggleCell else { return }
                        cell.label.isHidden = true
                    }
                }
                """)
        facts.applyMemberAssignmentsToClasses()
        let screen = try #require(UIKitCodeScreens.screens(facts).first { $0.controllerClass == "NameCell" })
        let linked = CodeLinker.link(screen, with: facts)
        var hidden: [String: Bool] = [:]
        linked.root.forEach { hidden[$0.id] = $0.isHidden }
        #expect(hidden["nameLabel"] == false)
    }

    /// A view class other code creates is a component: each creator gives its instance a title,
    /// a label and a state, so what its own screen lacks there needs review (a toggle button
    /// whose screen showed no title, titled by the search screen that creates it). A class
    /// nothing else creates keeps its findings.
    @Test func aComponentOtherCodeCreatesIsConfiguredByItsCreators() throws {
        let facts = SwiftFactsReader.read(
            path: "App/Search.swift",
            source: """
                final class ToggleButton: UIButton {
                    private let line = UIView()
                    func arrange() { addSubview(line) }
                }
                final class SearchScreen: UIView {
                    private let toggle = ToggleButton()
                    private let title = UILabel()
                    func setUp() {
                        addSubview(toggle)
                        addSubview(title)
                        toggle.setTitle("Posts", for: .normal)
                    }
                }
                """)
        let screens = UIKitCodeScreens.screens(facts)
        let toggle = try #require(screens.first { $0.controllerClass == "ToggleButton" })
        #expect(toggle.root.unreadCode?.contains("configured by the code that creates it") == true)
        let search = try #require(screens.first { $0.controllerClass == "SearchScreen" })
        #expect(search.root.unreadCode == nil)
    }

    /// A factory called on a view class (`UILabel.forAutoLayout()`, the project's own extension)
    /// makes a view of that class, named by the property it initialises.
    @Test func aFactoryOnAViewClassMakesThatView() throws {
        let facts = SwiftFactsReader.read(
            path: "App/Redeem.swift",
            source: """
                final class RedeemViewController: UIViewController {
                    lazy var tokenLabel: UILabel = {
                        let label = UILabel.forAutoLayout()
                        label.font = UIFont.systemFont(ofSize: 13, weight: .regular)
                        label.text = "Paste an address"
                        return label
                    }()
                    override func viewDidLoad() { view.addSubview(tokenLabel) }
                }
                """)
        let screen = try #require(UIKitCodeScreens.screens(facts).first)
        let resolved = Resolver.resolve(CodeLinker.link(screen, with: facts))
        let label = try #require(resolved.elements.first { $0.element.id == "tokenLabel" })
        #expect(label.element.kind == "UILabel")
        #expect(label.element.font?.pointSize == 13)
    }

    @Test func classesWithOutletsAreLeftToInterfaceBuilder() {
        let facts = SwiftFactsReader.read(
            path: "A.swift",
            source: """
                final class A: UIViewController {
                    @IBOutlet var title: UILabel!
                    private let extra = UILabel()
                    override func viewDidLoad() { view.addSubview(extra) }
                }
                """)
        #expect(UIKitCodeScreens.screens(facts).isEmpty)
    }
}
