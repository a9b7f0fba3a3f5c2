import SwiftSyntax
import SwiftParser
import Foundation
import Testing
@testable import A11yInspector

struct SwiftFactsTests {
    /// A branch a Boolean constant of the file rules out never runs (onebusaway-ios:
    /// `private let kUseDebugColors = false` … `if kUseDebugColors { backgroundColor = .red }`);
    /// a variable, or the branch the constant allows, is read as before.
    @Test func aBranchAConstantRulesOutIsNotRead() throws {
        let facts = SwiftFactsReader.read(
            path: "App/StopAnnotationView.swift",
            source: """
                private let kUseDebugColors = false
                final class StopAnnotationView: UIView {
                    static let showsBorders = true
                    var isHighlighted = false
                    func setUp() {
                        if kUseDebugColors { backgroundColor = .red } else { tintColor = .systemBlue }
                        if !Self.showsBorders { alpha = 0 }
                        if isHighlighted { accessibilityLabel = "Selected stop" }
                    }
                }
                """)
        let properties = Set((facts.types["StopAnnotationView"]?.assignments["self"] ?? []).compactMap(\.viewProperty))
        #expect(properties == [.tintColor, .accessibilityLabel])
    }

    /// A computed Boolean that returns a literal and that nothing can override is a constant
    /// too (safe-ios: `private var shouldShowSafeTokenBanner: Bool { return false }`, then
    /// `tokenBanner.isHidden = !shouldShowSafeTokenBanner`): the write hides the view. The trap:
    /// one an open class's subclass may override stays a condition.
    @Test func aComputedConstantDecidesBranchesAndHiddenWrites() throws {
        let facts = SwiftFactsReader.read(
            path: "App/AssetsViewController.swift",
            source: """
                class AssetsViewController: UIViewController {
                    @IBOutlet var tokenBanner: UIView!
                    @IBOutlet var relayBanner: UIView!
                    private var shouldShowTokenBanner: Bool {
                        // claim period has ended
                        return false
                    }
                    var showsRelayBanner: Bool { false }
                    func update() {
                        tokenBanner.isHidden = !shouldShowTokenBanner
                        relayBanner.isHidden = !showsRelayBanner
                        if self.shouldShowTokenBanner { accessibilityLabel = "Claim" } else { accessibilityHint = "Assets" }
                    }
                }
                """)
        let type = try #require(facts.types["AssetsViewController"])
        #expect(type.assignments["tokenBanner"]?.map(\.value) == [.bool(true)])
        #expect(type.assignments["relayBanner"]?.map(\.value) == [.condition("!(showsRelayBanner)")])
        #expect(Set((type.assignments["self"] ?? []).compactMap(\.viewProperty)) == [.accessibilityHint])
    }

    /// `buttons.enumerated().forEach { (offset, button) in button.setTitle(…) }` titles every
    /// outlet of the array (green_ios's recovery-phrase buttons); `offset` is not a view.
    @Test func anEnumeratedLoopOverOutletsReachesEachOutlet() throws {
        let facts = SwiftFactsReader.read(
            path: "App/RecoveryVerifyViewController.swift",
            source: """
                final class RecoveryVerifyViewController: UIViewController {
                    @IBOutlet weak var button0: UIButton!
                    @IBOutlet weak var button1: UIButton!
                    lazy var buttonsArray: [UIButton] = [button0, button1]
                    func reload() {
                        buttonsArray.enumerated().forEach { (offset, element) in
                            element.setTitle(words[offset], for: .normal)
                        }
                    }
                }
                """)
        let type = try #require(facts.types["RecoveryVerifyViewController"])
        #expect(type.assignments["button0"]?.map(\.viewProperty) == [.text])
        #expect(type.assignments["button1"]?.map(\.viewProperty) == [.text])
        #expect(type.assignments["offset"] == nil)
    }

    /// A `switch` on a parameter splits only a view method into cases: a factory's and a helper's
    /// writes to the views it is given stay the method's own.
    @Test func aSwitchOnAParameterKeepsFactoriesAndHelpersWhole() throws {
        let facts = SwiftFactsReader.read(
            path: "App/Buttons.swift",
            source: """
                enum Kind { case save, cancel }
                final class Buttons: UIView {
                    static func make(kind: Kind) -> Buttons {
                        let button = Buttons()
                        switch kind {
                        case .save: button.accessibilityLabel = "Save"
                        case .cancel: button.accessibilityLabel = "Cancel"
                        }
                        return button
                    }
                    func decorate(label: UILabel, kind: Kind) {
                        switch kind {
                        case .save: label.text = "Saved"
                        case .cancel: label.text = "Cancelled"
                        }
                    }
                }
                """)
        #expect(facts.viewFactories["make"]?.first?.assignments.count == 2)
        #expect(facts.types["Buttons"]?.parameterAssignments["decorate|label"]?.count == 2)
    }

    @Test func readsOutletsAndAssignments() throws {
        let facts = SwiftFactsReader.read(
            path: "App/LoginViewController.swift",
            source: """
                final class LoginViewController: BaseViewController {
                    @IBOutlet weak var emailField: UITextField!
                    @IBOutlet private var submitButton: UIButton?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        emailField.accessibilityLabel = "Email"
                        submitButton?.setTitle(viewModel.title, for: .normal)
                        submitButton?.accessibilityTraits.insert(.header)
                        self.emailField.isAccessibilityElement = false
                        view.accessibilityElements = [emailField, submitButton]
                        emailField.font = .preferredFont(forTextStyle: .headline)
                        submitButton?.titleLabel?.adjustsFontForContentSizeCategory = true
                        heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
                    }
                }
                """)
        let type = try #require(facts.types["LoginViewController"])
        #expect(type.superclass == "BaseViewController")
        #expect(type.outlets == ["emailField": "UITextField", "submitButton": "UIButton"])
        let email = type.assignments["emailField"] ?? []
        #expect(
            email.contains { $0.viewProperty == .accessibilityLabel && $0.value == .string("Email") && $0.origin.description == "LoginViewController.swift:6" })
        #expect(email.contains { $0.viewProperty == .isAccessibilityElement && $0.value == .bool(false) })
        #expect(
            email.contains { $0.viewProperty == .font && $0.value == .font(FontSpec(source: .textStyle, textStyle: .headline, scalesWithDynamicType: true)) })
        let submit = type.assignments["submitButton"] ?? []
        #expect(submit.contains { $0.viewProperty == .text && $0.value == .unknown })
        #expect(submit.contains { $0.viewProperty == .accessibilityTraits && $0.value == .traits(TraitChanges(inserted: .header)) })
        #expect(submit.contains { $0.viewProperty == .adjustsFontForContentSizeCategory && $0.value == .bool(true) })
        #expect(type.assignments["view"]?.first?.value == .references(["emailField", "submitButton"]))
        #expect(type.assignments["self"]?.contains { $0.viewProperty == .minimumHeight && $0.value == .number(44) } == true)
    }

    /// When an `isHidden` write hides its view, as a condition: the value's (`flag`, `!flag`,
    /// `x == nil`), or the branch's of an `if … else` for a literal; none in an `else if`, an `if`
    /// without `else`, or for a call.
    @Test func hiddenWritesKeepTheirCondition() throws {
        let facts = SwiftFactsReader.read(
            path: "App/V.swift",
            source: """
                final class V: UIViewController {
                    @IBOutlet var a: UIView!
                    @IBOutlet var b: UIView!
                    @IBOutlet var c: UIView!
                    @IBOutlet var d: UIView!
                    @IBOutlet var e: UIView!
                    func update() {
                        a.isHidden = !isOn
                        b.isHidden = item == nil
                        if isOn { c.isHidden = true } else { c.isHidden = false }
                        if isOn { d.isHidden = true }
                        if isOn { } else if isOff { e.isHidden = true } else { e.isHidden = false }
                        e.isHidden = model.hidden()
                    }
                }
                """)
        let type = try #require(facts.types["V"])
        func values(_ name: String) -> [CodeAssignment.Value] { (type.assignments[name] ?? []).filter { $0.viewProperty == .isHidden }.map(\.value) }
        #expect(values("a") == [.condition("!(isOn)")])
        #expect(values("b") == [.condition("item == nil")])
        #expect(values("c") == [.condition("isOn"), .condition("isOn")])
        #expect(values("d") == [.bool(true)])
        #expect(values("e") == [.bool(true), .bool(false), .unknown])
    }

    /// Swift 4.1 and earlier named traits by global constants (`UIAccessibilityTraitNone`), still
    /// in older apps: a button stripped of its trait that way is no button to VoiceOver.
    @Test func swift4TraitConstantsAreTraits() throws {
        let facts = SwiftFactsReader.read(
            path: "App/CommentCell.swift",
            source: """
                final class CommentCell: UICollectionViewCell {
                    private let collapseButton = UIButton()
                    private let titleLabel = UILabel()
                    func setUp() {
                        collapseButton.accessibilityTraits = UIAccessibilityTraitNone
                        titleLabel.accessibilityTraits = UIAccessibilityTraitHeader
                    }
                }
                """)
        let type = try #require(facts.types["CommentCell"])
        #expect(type.assignments["collapseButton"]?.contains { $0.value == .traits(TraitChanges(replacement: [])) } == true)
        #expect(type.assignments["titleLabel"]?.contains { $0.value == .traits(TraitChanges(replacement: .header)) } == true)
    }

    @Test func memberPathsAndOverridesAndExtensions() {
        let facts = SwiftFactsReader.read(
            path: "Cells.swift",
            source: """
                final class FeedViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") as! ArticleCell
                        cell.likeButton.accessibilityLabel = "Like \\(article.title)"
                        return cell
                    }
                }
                final class ArticleCell: UITableViewCell {
                    override var accessibilityLabel: String? { get { title } set {} }
                }
                extension ArticleCell {
                    func configure() { accessibilityTraits = [.button, .header] }
                }
                """)
        #expect(facts.typedMemberAssignments["ArticleCell.likeButton"]?.first?.viewProperty == .accessibilityLabel)
        // An interpolation keeps its literal parts for the transcript.
        #expect(facts.typedMemberAssignments["ArticleCell.likeButton"]?.first?.value == .partial("Like ‹article.title›"))
        #expect(facts.memberAssignments["likeButton"] == nil)
        let cell = facts.types["ArticleCell"]?.assignments["self"] ?? []
        #expect(cell.contains { $0.viewProperty == .accessibilityLabel && $0.origin.how == .overriddenGetter })
        #expect(cell.contains { $0.value == .traits(TraitChanges(replacement: [.button, .header])) })
    }

    @Test func loopsOverOutletCollectionsAndTernaries() {
        let facts = SwiftFactsReader.read(
            path: "Rating.swift",
            source: """
                final class RatingView: UIView {
                    @IBOutlet private var stars: [UIButton]!
                    func configure() {
                        for (i, star) in stars.enumerated() { star.accessibilityLabel = i == 0 ? "1 star" : "\\(i + 1) stars" }
                        stars.forEach { $0.accessibilityHint = "Rates the trip" }
                        self.stars.forEach { button in button.isAccessibilityElement = true }
                        star.accessibilityValue = "outside the loop"
                    }
                }
                """)
        let stars = facts.types["RatingView"]?.assignments["stars"] ?? []
        #expect(stars.map(\.viewProperty) == [.accessibilityLabel, .accessibilityHint, .isAccessibilityElement])
        #expect(stars.first?.value == .unknown)
        #expect(stars[1].value == .string("Rates the trip"))
        #expect(facts.types["RatingView"]?.assignments["star"]?.first?.viewProperty == .accessibilityValue)
    }

    @Test func untypedMemberPathsAreKeptByName() {
        let facts = SwiftFactsReader.read(
            path: "X.swift",
            source: """
                final class ListController: UIViewController {
                    func configure(_ cell: UITableViewCell) {
                        let other = makeCell()
                        other.nameLabel.font = .systemFont(ofSize: 12)
                        guard let typed = cell as? ArticleCell else { return }
                        typed.nameLabel.text = "x"
                    }
                }
                """)
        #expect(facts.memberAssignments["nameLabel"]?.map(\.viewProperty) == [.font])
        let aliased = SwiftFactsReader.read(
            path: "Y.swift",
            source: """
                final class TagsController: UIViewController {
                    func setUp() {
                        let button = tagsHeaderView.actionButton
                        button?.setTitle("Edit", for: .normal)
                    }
                }
                """)
        #expect(aliased.memberAssignments["actionButton"]?.first?.viewProperty == .text)
        #expect(facts.typedMemberAssignments["ArticleCell.nameLabel"]?.map(\.viewProperty) == [.text])
    }

    @Test func fontExpressions() {
        func font(_ source: String) -> FontSpec? {
            let facts = SwiftFactsReader.read(path: "F.swift", source: "class V: UIView { func f() { label.font = \(source) } }")
            guard case .font(let spec)? = facts.types["V"]?.assignments["label"]?.first?.value else { return nil }
            return spec
        }
        #expect(font("UIFont.systemFont(ofSize: 15, weight: .bold)") == FontSpec(source: .system, pointSize: 15, weight: "bold", scalesWithDynamicType: false))
        #expect(font("UIFont(name: \"Avenir\", size: 17)!") == FontSpec(source: .custom, pointSize: 17, name: "Avenir", scalesWithDynamicType: false))
        #expect(font("UIFontMetrics(forTextStyle: .body).scaledFont(for: base)")?.scalesWithDynamicType == true)
        // UIFontMetrics scales the font it is given from that font's size; an app's helper named
        // for it takes the size and weight it is given.
        #expect(
            font("UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 14, weight: .medium))")
                == FontSpec(source: .system, pointSize: 14, weight: "medium", scalesWithDynamicType: true))
        #expect(font(".scaledFont(ofSize: 16, weight: .semibold)") == FontSpec(source: .system, pointSize: 16, weight: "semibold", scalesWithDynamicType: true))
        #expect(font("theme.bodyFont") == nil)
    }
}

struct CodeLinkerTests {
    func screen(_ root: Element, outlets: [String: String], controller: String) -> Screen {
        var s = Screen(name: "S", origin: .xib, file: "S.xib", location: SourceLocation(file: "S.xib"), root: root)
        s.outlets = outlets
        s.controllerClass = controller
        return s
    }

    @Test func appliesControllerAndSuperclassAssignments() {
        var root = Element(id: "root", kind: "UIView", location: SourceLocation(file: "S.xib"))
        var button = Element(id: "b1", kind: "UIButton", location: SourceLocation(file: "S.xib", line: 9))
        button.image = ImageReference(name: "heart")
        root.children = [button]
        var facts = CodeFacts()
        facts.merge(
            SwiftFactsReader.read(
                path: "Base.swift",
                source: """
                    class BaseViewController: UIViewController {
                        @IBOutlet var likeButton: UIButton!
                        override func viewDidLoad() { likeButton.accessibilityLabel = localized("like") }
                    }
                    final class DetailViewController: BaseViewController {}
                    """))
        let linked = CodeLinker.link(screen(root, outlets: ["likeButton": "b1"], controller: "DetailViewController"), with: facts)
        let linkedButton = linked.root.children[0]
        #expect(linkedButton.name == "likeButton")
        #expect(linkedButton.accessibilityLabel?.dynamicOrigin?.description == "Base.swift:3")
    }

    @Test func debugOnlyConditions() {
        func debugOnly(_ condition: String) -> Bool {
            let file = Parser.parse(source: "#if \(condition)\nlet x = 1\n#endif\n")
            let visitor = DebugOnlyCode(converter: SourceLocationConverter(fileName: "A.swift", tree: file))
            visitor.walk(file)
            return !visitor.ranges.isEmpty
        }
        #expect(debugOnly("DEBUG"))
        #expect(debugOnly("DEBUG && os(iOS)"))
        #expect(!debugOnly("!DEBUG"))
        #expect(!debugOnly("DEBUG || BETA"))
        #expect(!debugOnly("os(iOS)"))

        func otherPlatform(_ source: String) -> [ClosedRange<Int>] {
            let file = Parser.parse(source: source)
            let visitor = DebugOnlyCode(converter: SourceLocationConverter(fileName: "A.swift", tree: file))
            visitor.walk(file)
            return visitor.otherPlatformRanges
        }
        #expect(otherPlatform("#if os(macOS)\nlet x = 1\n#endif\n") == [1...2])
        #expect(otherPlatform("#if os(iOS)\nlet x = 1\n#else\nlet y = 2\n#endif\n") == [3...4])
        #expect(otherPlatform("#if os(iOS) || os(macOS)\nlet x = 1\n#endif\n").isEmpty)
        #expect(otherPlatform("#if !os(macOS)\nlet x = 1\n#endif\n").isEmpty)
        // The `#else` of a negated other platform is that platform's (Provenance's tvOS settings).
        #expect(otherPlatform("#if !os(tvOS)\nlet x = 1\n#else // tvOS\nlet y = 2\n#endif\n") == [3...4])
        // Trap: a flag decides, not the platform.
        #expect(otherPlatform("#if APP_STORE\nlet x = 1\n#else\nlet y = 2\n#endif\n").isEmpty)
    }

    @Test func secureTextEntrySetInCode() {
        let root = Element(id: "root", kind: "UIView", location: SourceLocation(file: "S.xib"))
        var login = screen(root, outlets: ["passwordField": "p1"], controller: "LoginViewController")
        login.root.children = [Element(id: "p1", kind: "UITextField", location: SourceLocation(file: "S.xib"))]
        let facts = SwiftFactsReader.read(
            path: "Login.swift",
            source: """
                final class LoginViewController: UIViewController {
                    @IBOutlet var passwordField: UITextField!
                    override func viewDidLoad() { super.viewDidLoad(); passwordField.isSecureTextEntry = true }
                }
                """)
        #expect(CodeLinker.link(login, with: facts).root.children[0].isSecureTextEntry)
    }

    @Test func controllerFocusEscapeAndTitle() {
        let root = Element(id: "root", kind: "UIView", location: SourceLocation(file: "S.xib"))
        var withTitle = screen(root, outlets: ["headerLabel": "h1"], controller: "DetailViewController")
        withTitle.root.children = [Element(id: "h1", kind: "UILabel", location: SourceLocation(file: "S.xib"))]
        var facts = CodeFacts()
        facts.merge(
            SwiftFactsReader.read(
                path: "Detail.swift",
                source: """
                    final class DetailViewController: UIViewController {
                        @IBOutlet var headerLabel: UILabel!
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            title = viewModel.title
                            UIAccessibility.post(notification: .screenChanged, argument: headerLabel)
                        }
                        override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }
                    }
                    """))
        let linked = CodeLinker.link(withTitle, with: facts)
        #expect(linked.screenChangedFocus?.elementID == "h1" && linked.screenChangedFocus?.origin.description == "Detail.swift:6")
        #expect(linked.implementedActions == [.escape])
        #expect(linked.title?.dynamicOrigin?.description == "Detail.swift:5")
        #expect(linked.isViewController == true)
    }

    @Test func unresolvedCustomClassIsMarked() {
        var root = Element(id: "root", kind: "UIView", location: SourceLocation(file: "S.xib"))
        var label = Element(id: "l1", kind: "UILabel", location: SourceLocation(file: "S.xib"))
        label.customClass = "ThemedLabel"
        root.children = [label]
        let linked = CodeLinker.link(screen(root, outlets: [:], controller: "X"), with: CodeFacts())
        #expect(linked.root.children[0].provenance[.customClass] != nil)
    }
}

extension SwiftFactsTests {
    /// Combine's `assign(to:on:)` sets the property; a parameter's type types what is set on it.
    @Test func combineAssignAndTypedParameters() throws {
        let facts = SwiftFactsReader.read(
            path: "App/StatusView.swift",
            source: """
                final class StatusView: UIView {
                    let nameLabel = UILabel()
                    func bind(_ model: Model, author: AuthorView) {
                        model.$name.assign(to: \\.text, on: nameLabel).store(in: &bag)
                        model.$summary.assign(to: \\.accessibilityLabel, on: author).store(in: &bag)
                        model.$count.assign(to: \\.count, on: self).store(in: &bag)
                    }
                }
                """)
        let type = try #require(facts.types["StatusView"])
        #expect(type.assignments["nameLabel"]?.map(\.viewProperty) == [.text])
        #expect(type.assignments["self"] == nil)
        #expect(facts.typedMemberAssignments["AuthorView.self"]?.map(\.viewProperty) == [.accessibilityLabel])
    }
}

struct ObjectiveCFactsTests {
    /// A button's font set through its title label (`self.acceptButton.titleLabel.font = …`) is
    /// the button's (element-ios's invite cell restyles its buttons in code); trap: an outlet
    /// named `titleLabel` is its own target.
    @Test func aFontThroughATitleLabelIsTheButtons() {
        let facts = ObjectiveCFactsReader.read(
            path: "App/InviteCell.m",
            source: """
                @implementation InviteCell
                - (void)customizeTableViewCellRendering {
                    self.leftButton.titleLabel.font = ThemeService.shared.theme.fonts.body;
                    _titleLabel.font = [UIFont systemFontOfSize:12];
                }
                @end
                """)
        let type = facts.types["InviteCell"]
        #expect(type?.assignments["leftButton"]?.map(\.viewProperty) == [.font])
        #expect(type?.assignments["titleLabel"]?.map(\.viewProperty) == [.font])
    }

    /// `[self.signInButton.titleLabel setFont:…]` is the button's font (edx-app-ios's splash
    /// screen), and `[self setTitle:…]` without a state is the controller's own title.
    @Test func aTitleLabelSetterIsTheButtonsAndSelfSetTitleIsTheScreens() {
        let facts = ObjectiveCFactsReader.read(
            path: "App/SplashViewController.m",
            source: """
                @implementation SplashViewController
                - (void)viewDidLoad {
                    [self setTitle:[Strings signInText]];
                    [self.signInButton.titleLabel setFont:[self.environment.styles boldFontOfSize:OEXTextSizeBase]];
                    [self setTitle:@"Go" forState:UIControlStateNormal];
                }
                @end
                """)
        let type = facts.types["SplashViewController"]
        #expect(type?.assignments["signInButton"]?.map(\.viewProperty) == [.font])
        #expect(type?.assignments["self"]?.map(\.viewProperty) == [.title, .text])
        #expect(facts.memberAssignments["titleLabel"] == nil)
    }

    @Test func readsClassesOutletsAndAssignments() {
        let facts = ObjectiveCFactsReader.read(
            path: "App/SPNoteListViewController.m",
            source: """
                @interface SPNoteListViewController : UIViewController
                @property (nonatomic, weak) IBOutlet UIButton *trashButton;
                @end

                @implementation SPNoteListViewController
                - (void)viewDidLoad {
                    self.trashButton.accessibilityLabel = NSLocalizedString(@"Trash Notes", @"");
                    _titleLabel.isAccessibilityElement = NO;
                    [self.trashButton setTitle:@"Trash" forState:UIControlStateNormal];
                    [self->_upButton setTitle:@"Select New Host"];
                    [_doneButton setTitle:NSLocalizedString(@"Done editing", @"") forState:UIControlStateNormal];
                    self.accessibilityHint = @"Shows notes";
                }
                - (NSString *)accessibilityValue
                {
                    return self.count;
                }
                @end
                """)
        let type = facts.types["SPNoteListViewController"]
        #expect(type?.superclass == "UIViewController")
        #expect(type?.outlets["trashButton"] == "UIButton")
        #expect(type?.assignments["trashButton"]?.map(\.viewProperty) == [.accessibilityLabel, .text])
        #expect(type?.assignments["trashButton"]?.last?.value == .string("Trash"))
        #expect(type?.assignments["titleLabel"]?.first?.value == .bool(false))
        // Moonlight: a bar button titled through its instance variable (`self->_upButton`).
        #expect(type?.assignments["upButton"]?.first?.value == .string("Select New Host"))
        if case .localized(let text)? = type?.assignments["doneButton"]?.first?.value {
            #expect(text.lookup == .key("Done editing", table: nil, fallback: nil))
        } else {
            Issue.record("a localized title with a space in its key is not read whole")
        }
        #expect(type?.assignments["self"]?.map(\.viewProperty) == [.accessibilityHint, .accessibilityValue])
        #expect(type?.assignments["trashButton"]?.first?.origin.description == "SPNoteListViewController.m:7")
        // The lookup, for the tables; its readable key is its text until they are read.
        if case .localized(let text)? = type?.assignments["trashButton"]?.first?.value {
            #expect(text.lookup == .key("Trash Notes", table: nil, fallback: nil))
            #expect(text.codeText == "Trash Notes")
        } else {
            Issue.record("NSLocalizedString(@\"Trash Notes\", @\"\") is not read as a lookup")
        }
        let table = ObjectiveCFactsReader.value(#"NSLocalizedStringFromTable(@"shop.pay", @"Shop", @"")"#)
        #expect(table == .localized(LocalizedText(.key("shop.pay", table: "Shop", fallback: nil))))
    }

    /// The byte pre-check before the assignment pattern: comparisons are not assignments,
    /// spacing does not matter, untracked properties are skipped.
    @Test func assignmentPreCheck() {
        #expect(ObjectiveCFactsReader.assignsTrackedProperty("self.titleLabel.text   =\t@\"Hi\";"))
        #expect(ObjectiveCFactsReader.assignsTrackedProperty("_button.accessibilityLabel=@\"Play\";"))
        #expect(!ObjectiveCFactsReader.assignsTrackedProperty("if (label.text == nil) { return; }"))
        #expect(!ObjectiveCFactsReader.assignsTrackedProperty("if (label.text != nil && x.font <= y) {}"))
        #expect(!ObjectiveCFactsReader.assignsTrackedProperty("self.count = 3;"))
        #expect(!ObjectiveCFactsReader.assignsTrackedProperty("text = @\"no receiver\";"))
    }

    /// A file with Windows line ends reads the same, line numbers included.
    @Test func windowsLineEnds() throws {
        let source = """
            @interface RowView : UIView
            @property (nonatomic, weak) IBOutlet UIButton *playButton;
            @end
            @implementation RowView
            - (void)awakeFromNib {
                self.playButton.accessibilityLabel = @"Play";
            }
            @end
            """
        let crlf = ObjectiveCFactsReader.read(path: "RowView.m", source: source.replacingOccurrences(of: "\n", with: "\r\n"))
        let type = try #require(crlf.types["RowView"])
        #expect(type.outlets["playButton"] == "UIButton")
        #expect(type.assignments["playButton"]?.map(\.origin.description) == ["RowView.m:6"])
        #expect(type.assignments["playButton"]?.first?.value == .string("Play"))
    }
}

struct HelperArgumentTests {
    /// A static helper of another type given a view writes to it (edx-app-ios's
    /// `DiscussionHelper.styleAuthorDetails(…, authoNameLabel: cell.authorNameLabel, …)` sets the
    /// label's attributed text): the caller's own view gets the write; another object's member
    /// gets it in that object's class when the caller declares it, else a write by name. Trap: a
    /// helper that sets nothing on that parameter adds nothing.
    @Test func aStaticHelpersWritesReachTheViewsItIsGiven() {
        var facts = SwiftFactsReader.read(
            path: "List.swift",
            source: """
                final class ListViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                    func fill(cell: PostCell) {
                        let other = makeRow()
                        DiscussionHelper.styleAuthor(name: "x", authorLabel: cell.authorNameLabel, dateLabel: cell.dateLabel)
                        DiscussionHelper.styleAuthor(name: "y", authorLabel: titleLabel, dateLabel: cell.dateLabel)
                        DiscussionHelper.styleAuthor(name: "z", authorLabel: other.bylineLabel, dateLabel: cell.dateLabel)
                    }
                }
                """)
        facts.merge(
            SwiftFactsReader.read(
                path: "Helper.swift",
                source: """
                    class DiscussionHelper {
                        class func styleAuthor(name: String, authorLabel: UILabel, dateLabel: UILabel) {
                            authorLabel.attributedText = style.attributedString(withText: name)
                        }
                    }
                    """))
        facts.applyViewArguments()
        // The caller declares the object's class: that class's member; else a view of that name.
        #expect(facts.typedMemberAssignments["PostCell.authorNameLabel"]?.map(\.viewProperty) == [.attributedText])
        #expect(facts.memberAssignments["bylineLabel"]?.map(\.viewProperty) == [.attributedText])
        #expect(facts.types["ListViewController"]?.assignments["titleLabel"]?.map(\.viewProperty) == [.attributedText])
        #expect(facts.memberAssignments["dateLabel"] == nil && facts.typedMemberAssignments["PostCell.dateLabel"] == nil)
    }
}

/// What calls pass to a method's flag: the literal every call gives, the default for calls
/// that leave it out, nothing when calls differ or pass a value.
struct FlagCallsTests {
    func calls(_ source: String) -> FlagCalls {
        var flags = FlagCalls()
        final class Visitor: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        for call in visitor.found { flags.record(call) }
        return flags
    }

    @Test func everyCallsLiteralAndTheDefault() {
        let same = calls("setShown(isHidden: true); view.setShown(isHidden: true)")
        #expect(same.value(of: "setShown|isHidden", defaultValue: false) == true)
        let omitted = calls("setShown(isHidden: true); view.setShown()")
        #expect(omitted.value(of: "setShown|isHidden", defaultValue: false) == nil)
        #expect(omitted.value(of: "setShown|isHidden", defaultValue: true) == true)
        #expect(omitted.value(of: "setShown|isHidden", defaultValue: nil) == nil)
        let computed = calls("setShown(isHidden: flag); setShown(isHidden: true)")
        #expect(computed.value(of: "setShown|isHidden", defaultValue: nil) == nil)
        #expect(calls("other()").value(of: "setShown|isHidden", defaultValue: true) == nil)
    }
}
