/// Text must follow the reader's text size.
struct DynamicTypeTextStyles: Rule {
    let metadata = RuleMetadata(
        id: "dynamic-type-text-styles",
        title: "Text uses a fixed font size that ignores Dynamic Type",
        rationale:
            "People with low vision set a larger text size (up to AX5, more than three times the default body size). A fixed system or custom font keeps its size whatever they choose; WCAG asks that text can be resized to 200 % without losing content.",
        wcag: ["1.4.4"], impact: .serious, defaultSeverity: .warning,
        tags: ["dynamic-type", "text"],
        help:
            "Use a text style (Font ▸ Text Styles ▸ Body, or `UIFont.preferredFont(forTextStyle:)`) and tick Automatically Adjusts Font; for a custom font, scale it with `UIFontMetrics(forTextStyle:).scaledFont(for:)`.",
        sources: ["B ch8 L3216-3272", "B ch3 L679", "S2"],
        summary: "text with a fixed system or custom font",
        appleAuditTypes: [.dynamicType], nutritionLabels: [.largerText], policies: [.needsReviewInWidgets])

    /// An app's `@IBInspectable` setter that switches on the runtime attribute's value
    /// (mixin-ios's `dynamicTextSize`).
    static let dynamicTextSizeSetter = """
        extension UILabel {
            @IBInspectable var dynamicTextSize: String? {
                get { nil }
                set {
                    guard let style = newValue, !style.isEmpty else { return }
                    switch style {
                    case "regular14": font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 14))
                    case "semibold24": font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 24, weight: .semibold))
                    default: break
                    }
                    adjustsFontForContentSizeCategory = true
                }
            }
        }
        """

    /// A label whose runtime attribute `dynamicTextSize = "regular14"` names its size.
    /// `fileSize`: the size the file gives, which the attribute's setter replaces.
    static func labelSizedByAttribute(marker: String, fileSize: Int = 14, color: String = "") -> String {
        """
            \(marker)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Fee waived" id="caption">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(fileSize)"/>\(color)
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="dynamicTextSize" value="regular14"/>
                </userDefinedRuntimeAttributes>
            </label>
        """
    }

    /// A label in a fixed system font of `size`, optionally of the app's `customClass`, marked
    /// where a finding is expected.
    static func systemLabel(_ id: String, text: String, size: Int, customClass: String? = nil, marked: Bool = false) -> String {
        let custom = customClass.map { #" customClass="\#($0)" customModule="Example""# } ?? ""
        return """
                \(marked ? "↓" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" id="\(id)"\(custom)>
                    <rect key="frame" x="20" y="20" width="300" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                </label>
            """
    }

    /// An app's view method with a case per style (green_ios's `UILabel.setStyle(_:)`), and
    /// overloads of the same name for buttons (with a case of the same name) and views, which
    /// do not run on a label.
    static let styleSwitch = """
        enum ButtonStyle { case title, outlined }
        extension UIButton {
            func setStyle(_ type: ButtonStyle) {
                switch type {
                case .title: titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
                case .outlined: titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
                }
            }
        }
        enum PanelStyle { case card, plain }
        extension UIView {
            func setStyle(_ type: PanelStyle) {
                switch type {
                case .card: backgroundColor = .secondarySystemBackground
                case .plain: backgroundColor = .systemBackground
                }
            }
        }
        enum LabelStyle { case title, body, caption }
        extension UILabel {
            func setStyle(_ type: LabelStyle) {
                switch type {
                case .title:
                    font = UIFont.systemFont(ofSize: 26.0, weight: .bold)
                case .body, .caption:
                    font = UIFont.preferredFont(forTextStyle: .body)
                    adjustsFontForContentSizeCategory = true
                }
            }
        }
        """

    /// A standard cell (style Default) whose built-in label has a fixed 16 pt font.
    static let schoolCell = """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="school" textLabel="schoolName" style="IBUITableViewCellStyleDefault" id="cell">
                <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <subviews>
                        ↓<label opaque="NO" contentMode="left" text="School" id="schoolName">
                            <rect key="frame" x="20" y="0" width="374" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
        """

    /// A form whose rows keep their look in a theme of closures (`CVRow.Theme(titleFont: {
    /// .regular(size: 12) })`), applied by the cell the row is given to; `.regular(size:)`
    /// makes its font through a SwiftGen-style helper.
    static func rowTheme(default defaultFont: String, given: [String]) -> [String: String] {
        [
            "FormRow.swift": """
            struct FormRow {
                struct Theme {
                    var titleFont: (() -> UIFont) = { \(defaultFont) }
                    var titleColor: UIColor = .label
                }
                var title: String
                var theme: Theme = Theme()
            }
            enum Appearance {
                static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: .regular(size: 17))
                static let caption = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .regular(size: 12))
            }
            struct FontConvertible {
                let name: String
                func font(size: CGFloat) -> UIFont! { UIFont(font: self, size: size) }
            }
            enum FontFamily { static let regular = FontConvertible(name: "Inter-Regular") }
            extension UIFont {
                static func regular(size: CGFloat) -> UIFont { FontFamily.regular.font(size: size)! }
            }
            """,
            "Form.swift": """
            enum Form {
                static let rows: [FormRow] = [
            \(given.enumerated().map { "        FormRow(title: \"Field \\($0.offset)\", theme: FormRow.Theme(titleFont: { \($0.element) }))," }.joined(separator: "\n"))
                ]
            }
            """,
            "ExampleViewController.swift": """
            final class ExampleViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                func setup(with row: FormRow) {
                    titleLabel.text = row.title
                    titleLabel.font = row.theme.titleFont()
                    titleLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """,
        ]
    }

    static let rowThemeLabel = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Date" id="title">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
        """

    /// A screen that hides its bottom label when its model's text is nil; the model is made
    /// by `made`.
    static func alwaysNilDetail(made: String) -> [String: String] {
        [
            "CodeDetail.swift": "struct CodeDetail {\n    let image: UIImage?\n    var bottomText: String? = nil\n}",
            "ExampleViewController.swift": """
            final class ExampleViewController: UIViewController {
                @IBOutlet var bottomLabel: UILabel!
                var detail: CodeDetail!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let shown: CodeDetail = detail
                    bottomLabel.text = shown.bottomText
                    bottomLabel.isHidden = shown.bottomText == nil
                }
            }
            """,
            "Coordinator.swift": "final class Coordinator { func start() -> CodeDetail { \(made) } }",
        ]
    }

    static let bottomLabel = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Bottom" id="bottom">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
        """

    /// A controller whose display method writes its hint label's `isHidden` from its parameter
    /// (`setHintDisplay(isHidden:)`), called as the view loads and by a coordinator.
    static func hintDisplay(_ parameter: String, _ value: String, load: String, call: String) -> [String: String] {
        [
            "ExampleViewController.swift": """
            final class ExampleViewController: UIViewController {
                @IBOutlet var hintLabel: UILabel!
                func setHintDisplay(\(parameter)) { hintLabel.isHidden = \(value) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setHintDisplay(\(load))
                }
            }
            """,
            "Coordinator.swift": "func configure(_ controller: ExampleViewController) { controller.setHintDisplay(\(call)) }",
        ]
    }

    /// The hint label in a fixed 13 pt font, hidden in the file or not, marked as the finding's place or not.
    static func hintLabel(hidden: Bool, marked: Bool) -> String {
        """
            \(marked ? "↓" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left"\(hidden ? " hidden=\"YES\"" : "") text="Tap a message to reply" id="hint">
                <rect key="frame" x="20" y="100" width="300" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
            </label>
        """
    }

    /// An app whose onboarding pages come from an enum's cases; the list it shows holds `shown`.
    static func onboardingPages(shown: String, extra: String = "") -> [String: String] {
        [
            "App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = OnboardingViewController() }",
            "App/OnboardingViewController.swift": """
            final class OnboardingViewController: UIViewController {
                let pages: [UIViewController] = [\(shown)].map { $0.viewController }
                \(extra)
            }
            enum PageModel {
                case splash
                case feature(text: String)
                var viewController: UIViewController {
                    switch self {
                    case .splash: return SplashPageViewController()
                    case .feature(let text): return FeaturePageViewController(text: text)
                    }
                }
            }
            final class SplashPageViewController: UIViewController {}
            """,
            "App/FeaturePageViewController.swift": """
            final class FeaturePageViewController: UIViewController {
                let titleLabel = UILabel()
                init(text: String) {
                    super.init(nibName: nil, bundle: nil)
                    titleLabel.text = text
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓titleLabel.font = .systemFont(ofSize: 15)
                    view.addSubview(titleLabel)
                }
            }
            """,
        ]
    }

    /// An Objective-C cell that builds `username` in a statement expression (its font lines
    /// `font`) and `other` with `new` (marked), adding it as `adds` says.
    static func objectiveCLeaderCell(font: String, other: String, adds: String) -> [String: String] {
        [
            "App/LeaderCell.h": "#import <UIKit/UIKit.h>\n@interface LeaderCell : UITableViewCell\n@end\n",
            "App/LeaderCell.m": """
            #import "LeaderCell.h"
            @interface LeaderCell ()
            @property UILabel *username;
            @property UILabel *\(other);
            @end
            @implementation LeaderCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    self.username = ({
                        UILabel *label = [[UILabel alloc] initWithFrame:CGRectZero];
                        \(font)
                        label;
                    });
                    [self.contentView addSubview:self.username];
                    ↓_\(other) = [UILabel new];
                    _\(other).text = NSLocalizedString(@"Observations", nil);
                    \(adds)
                }
                return self;
            }
            - (void)configure:(NSString *)name { self.username.text = name; }
            @end
            """,
        ]
    }

    static func panelController(shows: Bool) -> String {
        """
        import UIKit
        final class ExampleViewController: UIViewController {
            @IBOutlet var pumpPanel: UIView!
            var followsPump = false
            override func viewDidLoad() {
                super.viewDidLoad()
                \(shows ? "pumpPanel.isHidden = !followsPump" : "")
            }
        }
        """
    }

    static let collapsedPanel = """
            <stackView opaque="NO" contentMode="scaleToFill" id="row">
                <rect key="frame" x="20" y="100" width="200" height="2"/>
                <subviews>
                    <view hidden="YES" contentMode="scaleToFill" id="pump">
                        <rect key="frame" x="0.0" y="0.0" width="140" height="2"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="pump-inner">
                                <rect key="frame" x="5" y="0.0" width="135" height="0.0"/>
                                <subviews>
                                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Basal" id="basal">
                                        <rect key="frame" x="10" y="5" width="37" height="18"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    </label>
                                </subviews>
                            </view>
                        </subviews>
                    </view>
                </subviews>
            </stackView>
        """

    var examples: [RuleExample] {
        [
            .code(
                "Trap: a text view whose typed text takes a scaled font through typing attributes set by the project's own method", .passes,
                [
                    "Comments/Comments.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CommentsViewController">
                                <connections>
                                    <outlet property="view" destination="root" id="o1"/>
                                    <outlet property="replyTextView" destination="tv" id="o2"/>
                                </connections>
                            </placeholder>
                            <view contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="tv">
                                        <rect key="frame" x="20" y="100" width="353" height="100"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <accessibility key="accessibilityConfiguration" label="Reply"/>
                                    </textView>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """,
                    "Comments/CommentsViewController.swift": """
                    extension UITextView {
                        public func font(_ font: UIFont, lineHeight: CGFloat) {
                            var attributes = typingAttributes
                            attributes[.font] = font
                            typingAttributes = attributes
                        }
                    }
                    final class CommentsViewController: UIViewController {
                        @IBOutlet weak var replyTextView: UITextView!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Comments", comment: "")
                            replyTextView.font(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 16)), lineHeight: 1.2)
                            replyTextView.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """,
                ]),
            .code(
                "A fixed font a code-built view keeps in its Appearance struct (stepik-ios)", .triggers(count: 1),
                ["BadgeView.swift": ContrastTextAA.appearanceBadge.replacingOccurrences(of: "label.font", with: "↓label.font")]),
            .code(
                "Another view's Appearance changed in code leaves this view's default as it is", .triggers(count: 1),
                [
                    "BadgeView.swift": ContrastTextAA.appearanceBadge.replacingOccurrences(of: "label.font", with: "↓label.font"),
                    "GradientFactory.swift": """
                    final class GradientFactory {
                        func make() -> GradientView {
                            var appearance = GradientView.Appearance()
                            appearance.titleFont = .preferredFont(forTextStyle: .body)
                            return GradientView(appearance: appearance)
                        }
                        var placeholder: PlaceholderView.Appearance {
                            .init(titleFont: .preferredFont(forTextStyle: .title1))
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: code changes the Appearance's font before making the view", .passes,
                [
                    "BadgeView.swift": ContrastTextAA.appearanceBadge.replacingOccurrences(of: "↓", with: ""),
                    "Feed.swift": """
                    final class Feed: UIView {
                        func makeBadge() -> BadgeView {
                            var appearance = BadgeView.Appearance()
                            appearance.titleFont = .preferredFont(forTextStyle: .body)
                            return BadgeView(appearance: appearance)
                        }
                    }
                    """,
                ]),
            .xib(
                "Trap: a label code hides whenever a property no code sets is nil: always hidden (TousAntiCovid)", .passes,
                outlets: ["bottomLabel": "bottom"], swift: Self.alwaysNilDetail(made: "CodeDetail(image: nil)"), Self.bottomLabel),
            .xib(
                "A label code hides when a property is nil, which some code sets: shown when it is set", .triggers(count: 1),
                outlets: ["bottomLabel": "bottom"], swift: Self.alwaysNilDetail(made: "CodeDetail(image: nil, bottomText: \"Scan at the door\")"),
                Self.bottomLabel
            ).at("bottom"),
            .xib(
                "A panel hidden in Interface Builder, which lays its subviews out at zero height, that code shows: its labels are on screen (xDrip4iOS's pump panel)",
                .triggers(count: 1),
                outlets: ["pumpPanel": "pump"], swift: ["ExampleViewController.swift": Self.panelController(shows: true)],
                Self.collapsedPanel),
            .xib(
                "Trap: the same panel that no code shows stays hidden", .passes,
                outlets: ["pumpPanel": "pump"], swift: ["ExampleViewController.swift": Self.panelController(shows: false)],
                Self.collapsedPanel.replacingOccurrences(of: "↓", with: "")),
            .xib("Trap: an empty field no one can type into draws no text, whatever its font (a screenshot shield)", .passes, VisibleNotHidden.shieldField),
            .xib(
                "A button whose file sets no font draws its title in UIKit's default, system 15 pt (ChatSecure's xib buttons); trap: a configuration's title scales, and an image-only button draws no text",
                .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="join">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <state key="normal" title="Join"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="later">
                        <rect key="frame" x="20" y="160" width="120" height="44"/>
                        <buttonConfiguration key="configuration" style="plain" title="No thanks"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="close">
                        <rect key="frame" x="20" y="220" width="44" height="44"/>
                        <state key="normal" image="xmark"/>
                    </button>
                """),
            .xib(
                "A text field people can type into, with a fixed font", .triggers(count: 1),
                VisibleNotHidden.shieldField.replacingOccurrences(of: " userInteractionEnabled=\"NO\"", with: "").replacingOccurrences(
                    of: "<textField", with: "↓<textField")),
            .xib(
                "A row theme some rows give a fixed font, through a closure the cell calls: needs review, naming where (TousAntiCovid)",
                .needsReview(count: 1), outlets: ["titleLabel": "title"],
                swift: Self.rowTheme(default: "Appearance.body", given: [".regular(size: 12.0)", "Appearance.body"]),
                Self.rowThemeLabel
            ).at("title"),
            .xib(
                "Every font a row theme may hold is fixed: certain", .triggers(count: 1), outlets: ["titleLabel": "title"],
                swift: Self.rowTheme(default: ".regular(size: 15)", given: [".regular(size: 12.0)"]), Self.rowThemeLabel
            ).at("title"),
            .xib(
                "Trap: every row theme given follows the text size", .passes, outlets: ["titleLabel": "title"],
                swift: Self.rowTheme(default: "Appearance.body", given: ["Appearance.caption"]), Self.rowThemeLabel),
            .xib(
                "Trap: a fixed default that rows replace, and no fixed font given, is not judged", .passes, outlets: ["titleLabel": "title"],
                swift: Self.rowTheme(default: ".regular(size: 15)", given: ["Appearance.caption"]), Self.rowThemeLabel),
            .code(
                "A label code makes and never gives a font draws in UIKit's fixed 17 pt (siskin's share progress label)", .triggers(count: 1),
                [
                    "ShareViewController.swift": """
                    final class ShareViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let spinner = UIActivityIndicatorView(style: .medium)
                            let ↓label = UILabel(frame: .zero)
                            label.text = NSLocalizedString("Preparing…", comment: "")
                            let stack = UIStackView(arrangedSubviews: [spinner, label])
                            stack.translatesAutoresizingMaskIntoConstraints = false
                            view.addSubview(stack)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: labels of a view a controller composes, given attributed text (its string's fonts) or a font the tool cannot evaluate, are not on UIKit's default (falcon)",
                .passes,
                [
                    "Verify.swift": """
                    final class VerifyView: UIView {
                        private let contentStackView = UIStackView()
                        private let option: Option
                        init(option: Option) {
                            self.option = option
                            super.init(frame: .zero)
                            contentStackView.translatesAutoresizingMaskIntoConstraints = false
                            addSubview(contentStackView)
                            setUpLabels()
                        }
                        required init?(coder: NSCoder) { fatalError() }
                        private func setUpLabels() {
                            let descLabel = UILabel()
                            descLabel.translatesAutoresizingMaskIntoConstraints = false
                            descLabel.attributedText = option.verifyDescription().attributedForDescription()
                            contentStackView.addArrangedSubview(descLabel)
                            let learnMoreLabel = UILabel()
                            learnMoreLabel.text = NSLocalizedString("Learn more", comment: "")
                            learnMoreLabel.font = Theme.current.fonts.helper(size: option.helperSize)
                            contentStackView.addArrangedSubview(learnMoreLabel)
                        }
                    }
                    final class VerifyViewController: UIViewController {
                        let option: Option
                        init(option: Option) { self.option = option; super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                        override func loadView() { view = VerifyView(option: option) }
                    }
                    """
                ]),
            .code(
                "Trap: a label subclass that sets a text style in its init, a cell's built-in label, and a label given a scaled font",
                .passes,
                [
                    "StatusViewController.swift": """
                    final class CaptionLabel: UILabel {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            font = .preferredFont(forTextStyle: .caption1)
                            adjustsFontForContentSizeCategory = true
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    final class StatusViewController: UITableViewController {
                        let caption = CaptionLabel()
                        let status = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.text = NSLocalizedString("Synced", comment: "")
                            status.text = NSLocalizedString("Online", comment: "")
                            status.font = .preferredFont(forTextStyle: .body)
                            status.adjustsFontForContentSizeCategory = true
                            view.addSubview(caption)
                            view.addSubview(status)
                        }
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
                            cell.textLabel?.text = NSLocalizedString("Account", comment: "")
                            return cell
                        }
                    }
                    """
                ]),
            .xib(
                "A label with system 17 pt", .triggers(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Destination" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: a label a shared helper of another type restyles with attributed text, a field given default attributes (its font)",
                .passes,
                outlets: ["authorLabel": "author", "titleField": "field"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var authorLabel: UILabel!
                        @IBOutlet var titleField: UITextField!
                        func fill(post: Post) {
                            DiscussionHelper.styleAuthor(post.author, authorLabel: authorLabel)
                            titleField.defaultTextAttributes = bodyStyle.attributes
                        }
                    }
                    """,
                    "DiscussionHelper.swift": """
                    final class DiscussionHelper {
                        class func styleAuthor(_ name: String, authorLabel: UILabel) {
                            authorLabel.attributedText = authorStyle.attributedString(withText: name)
                        }
                    }
                    """,
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Author" id="author">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="11"/>
                    </label>
                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Title" id="field">
                        <rect key="frame" x="20" y="140" width="300" height="44"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                """),
            .xib(
                "Trap: a label on an outlet a dependency's superclass declares, whose code may set its font", .needsReview(count: 1),
                outlets: ["optionLabel": "opt"],
                swift: [
                    "ExampleViewController.swift":
                        "final class ExampleViewController: DropDownController { override func viewDidLoad() { super.viewDidLoad() } }"
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Option" id="opt">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: a runtime attribute runs the app's @IBInspectable setter, which sets a scaled font (mixin-ios: dynamicTextSize = regular14)",
                .passes,
                swift: [
                    "DynamicTextSizeExtension.swift": Self.dynamicTextSizeSetter
                ],
                Self.labelSizedByAttribute(marker: "")),
            .xib(
                "A runtime attribute whose setter the app declares for buttons only leaves a label's fixed font", .triggers(count: 1),
                swift: [
                    "DynamicTextSizeExtension.swift": """
                    extension UIButton {
                        @IBInspectable var dynamicTextSize: String? {
                            get { nil }
                            set { titleLabel?.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 14)) }
                        }
                    }
                    """
                ],
                Self.labelSizedByAttribute(marker: "↓")),
            .xib(
                "A view method that switches on its style gives the case the call passes: .title's fixed 26 pt (green_ios: [a, b].forEach { $0?.setStyle(.sectionTitle) })",
                .triggers(count: 1), outlets: ["titleLabel": "title"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        @IBOutlet var noteLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            [titleLabel, noteLabel].forEach { $0?.setStyle(.title) }
                        }
                    }
                    """,
                    "UILabel+Style.swift": Self.styleSwitch,
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Send" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "A computed property's setter that switches on its value gives the case assigned (falcon: label.style = .title, a fixed 24 pt); trap: .body's text style",
                .triggers(count: 1), outlets: ["titleLabel": "title", "noteLabel": "note"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        @IBOutlet var noteLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            titleLabel.style = .title
                            noteLabel.style = .body
                        }
                    }
                    """,
                    "UILabel+Style.swift": """
                    enum TextKind { case title, body }
                    extension UILabel {
                        var style: TextKind {
                            get { return .body }
                            set(newStyle) {
                                switch newStyle {
                                case .title:
                                    font = UIFont.systemFont(ofSize: 24, weight: .medium)
                                case .body:
                                    font = UIFont.preferredFont(forTextStyle: .body)
                                    adjustsFontForContentSizeCategory = true
                                }
                            }
                        }
                    }
                    """,
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Send" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" id="note">
                        <rect key="frame" x="20" y="130" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    </label>
                """),
            .xib(
                "The label view method called on a button's title label (safe-ios: button.titleLabel?.setStyle(.button))",
                .triggers(count: 1), outlets: ["saveButton": "save"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var saveButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            saveButton.titleLabel?.setStyle(.title)
                        }
                    }
                    """,
                    "UILabel+Style.swift": Self.styleSwitch,
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <state key="normal" title="Save"/>
                    </button>
                """),
            .xib(
                "Trap: the same view method called with .body, whose case sets a text style (another case's fixed font does not run)",
                .passes, outlets: ["titleLabel": "title"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            titleLabel.setStyle(.body)
                        }
                    }
                    """,
                    "UILabel+Style.swift": Self.styleSwitch,
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Send" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </label>
                """),
            .xib(
                "Trap: the button's configuration gets an attributed title whose attributes carry its font (mixin-ios: a scaled font in an AttributeContainer)",
                .passes, outlets: ["alertButton": "alert"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var alertButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            var attributes = AttributeContainer()
                            attributes.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 10, weight: .medium))
                            alertButton.configuration?.attributedTitle = AttributedString(NSLocalizedString("Alert", comment: ""), attributes: attributes)
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="alert">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <fontDescription key="fontDescription" type="system" weight="medium" pointSize="10"/>
                        <state key="normal" title="Alert"/>
                    </button>
                """),
            .xib(
                "A lone mark (»), not text, at a fixed size needs review", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="»" id="more">
                        <rect key="frame" x="20" y="100" width="12" height="17"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </label>
                """),
            .xib(
                "Trap: a circled letter (ⓘ) is a symbol, though Unicode calls it alphabetic: needs review", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="ⓘ" id="info">
                        <rect key="frame" x="20" y="100" width="14" height="17"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </label>
                """),
            .xib(
                "A button with a custom font", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="book">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>
                        <state key="normal" title="Book now"/>
                    </button>
                """),
            .xib(
                "Trap: the button's class switches to a configuration in its initializer, which ignores the file's font: needs review", .needsReview(count: 1),
                swift: [
                    "PrimaryButton.swift": """
                    final class PrimaryButton: UIButton {
                        required init?(coder: NSCoder) {
                            super.init(coder: coder)
                            var config = UIButton.Configuration.filled()
                            config.cornerStyle = .large
                            configuration = config
                        }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="book" customClass="PrimaryButton" customModule="Example" customModuleProvider="target">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>
                        <state key="normal" title="Book now"/>
                    </button>
                """),
            .swiftUI(
                "A label style of the app's own that draws the title in a fixed font", .triggers(count: 1),
                """
                struct TileLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.icon.font(.system(size: 48))
                            configuration.title.font(.system(size: 15))
                        }
                    }
                }
                struct Home: View {
                    var body: some View {
                        ↓Label("Browse", systemImage: "folder").labelStyle(TileLabelStyle())
                    }
                }
                """),
            .swiftUI(
                "Trap: a label style of the app's own that draws the title in a text style", .passes,
                """
                struct TileLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.icon.font(.system(size: 48))
                            configuration.title.font(.footnote)
                        }
                    }
                }
                struct Home: View {
                    var body: some View {
                        Label("Browse", systemImage: "folder").labelStyle(TileLabelStyle())
                    }
                }
                """),
            .swiftUI(
                "SwiftUI text with .system(size:)", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Text("Welcome").font(.system(size: 17))
                    }
                }
                """),
            .swiftUI(
                "A fixed font held by a local constant of the body (`let font = …`, then `.font(font)`); trap: a helper's parameter of the same name is not the caller's constant",
                .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        let font = Font.system(size: 11, weight: .medium).width(.condensed)
                        ↓Text("Followers").font(font)
                        badge(font: .caption)
                    }
                    func badge(font: Font) -> some View { Text("New").font(font) }
                }
                """),
            .swiftUI(
                "Trap: the text style set on the text wins over the fixed size a helper around it sets (the closest modifier wins)", .passes,
                """
                extension View {
                    func bannerStyle() -> some View { self.font(.system(size: 14)).padding() }
                }
                struct ExampleView: View {
                    var body: some View {
                        Text("Call ended").font(.body).bannerStyle()
                    }
                }
                """),
            .swiftUI(
                "Trap: a local constant holding a text style scales", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        let font = Font.caption.bold()
                        Text("Followers").font(font)
                    }
                }
                """),
            .swiftUI(
                "Trap: a label shown as its icon only (`.labelStyle(.iconOnly)`) draws no text in its fixed font; the title beside it does",
                .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        HStack {
                            Button(action: skip) {
                                Label("Skip 15 seconds", systemImage: "goforward.15").labelStyle(.iconOnly).font(.system(size: 32))
                            }
                            Group {
                                Label("Pause", systemImage: "pause.fill")
                            }
                            .labelStyle(.iconOnly)
                            .font(.system(size: 36))
                            ↓Label("Episode 4", systemImage: "play").font(.system(size: 15))
                        }
                    }
                }
                """),
            .swiftUI(
                "A fixed font on a paged TabView's second page, a helper of the view: people swipe to it", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        TabView {
                            Text("Your code").font(.title)
                            self.scanner
                        }
                        .tabViewStyle(PageTabViewStyle())
                    }
                    var scanner: some View { ↓Text("Scan a code").font(.system(size: 24, weight: .heavy)) }
                }
                """),
            .code(
                "Trap: a card only drawn into an image to share (ImageRenderer, a snapshot() helper) is never on screen: not audited", .passes,
                [
                    "App/App.swift": """
                    @main
                    struct ShareApp: App {
                        var body: some Scene { WindowGroup { Home() } }
                    }
                    struct Home: View {
                        var body: some View {
                            VStack {
                                Button("Share") { share(ImageRenderer(content: ShareCard()).uiImage) }
                                Button("Save") { save(StatsCard().snapshot()) }
                            }
                        }
                    }
                    struct ShareCard: View {
                        var body: some View { Text("My score").font(.system(size: 12)) }
                    }
                    struct StatsCard: View {
                        var body: some View { Text("Stats").font(.system(size: 12)) }
                    }
                    """
                ]),
            .code(
                "Trap: a view code outside the views makes only to call its own image method on (xDrip4iOS's contact photo: `view = ContactImageView(…)`, then `view.getImage()`) is never on screen",
                .passes,
                [
                    "App/App.swift": """
                    @main
                    struct ContactApp: App {
                        var body: some Scene { WindowGroup { Text("Home") } }
                    }
                    final class ContactImageManager {
                        func update(value: Int?) {
                            var badge: BadgeImageView
                            if let value { badge = BadgeImageView(value: value) } else { badge = BadgeImageView(value: 0) }
                            save(badge.getImage().pngData())
                        }
                        func save(_ data: Data?) {}
                    }
                    struct BadgeImageView: View {
                        let value: Int
                        var body: some View { Text("\\(value)").font(.system(size: 14)) }
                        func getImage() -> UIImage { ImageRenderer(content: self).uiImage ?? UIImage() }
                    }
                    """
                ]),
            .code(
                "Trap: a view made only in macOS code, with a modifier called on it (omnivore's Mac feed card), is not on iOS",
                .passes,
                [
                    "App/App.swift": """
                    @main
                    struct FeedApp: App {
                        var body: some Scene { WindowGroup { Feed() } }
                    }
                    #if os(macOS)
                    struct Feed: View {
                        var body: some View { List { MacCard(title: "A").listRowInsets(EdgeInsets()) } }
                    }
                    #else
                    struct Feed: View {
                        var body: some View { List { Text("Feed") } }
                    }
                    #endif
                    struct MacCard: View {
                        let title: String
                        var body: some View { Text(title).font(.system(size: 14)) }
                    }
                    """
                ]),
            .code(
                "A view code outside the views makes, calls a method on and then hands to a hosting controller is on screen",
                .triggers(count: 1),
                [
                    "App/App.swift": """
                    @main
                    struct ContactApp: App {
                        let badges = BadgeController()
                        var body: some Scene { WindowGroup { Text("Home").onAppear { _ = badges.make(value: 1) } } }
                    }
                    final class BadgeController {
                        func make(value: Int) -> UIViewController {
                            let badge = BadgeImageView(value: value)
                            _ = badge.getImage()
                            return UIHostingController(rootView: badge)
                        }
                    }
                    struct BadgeImageView: View {
                        let value: Int
                        var body: some View { ↓Text("\\(value)").font(.system(size: 14)) }
                        func getImage() -> UIImage { ImageRenderer(content: self).uiImage ?? UIImage() }
                    }
                    """
                ]),
            .code(
                "Trap: a card made in a function that returns the image the project's renderer draws it into", .passes,
                [
                    "App/App.swift": """
                    @main
                    struct ShareApp: App {
                        var body: some Scene { WindowGroup { Home() } }
                    }
                    struct Home: View {
                        @State private var image: UIImage?
                        var body: some View {
                            Button("Share") { Task { image = await renderCard() } }
                        }
                        private func renderCard() async -> UIImage? {
                            let card = BadgeCard()
                            return await CardRenderer.render(card)
                        }
                    }
                    enum CardRenderer {
                        static func render<Content: View>(_ content: Content) async -> UIImage? {
                            ImageRenderer(content: content).uiImage
                        }
                    }
                    struct BadgeCard: View {
                        var body: some View { Text("Badge").font(.system(size: 12)) }
                    }
                    """
                ]),
            .swiftUI(
                "A reading at 40 pt in a fixed ring is display text: needs review, not certain", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Text("112").font(.system(size: 40, weight: .bold)).frame(width: 130, height: 130)
                    }
                }
                """),
            .swiftUI(
                "Trap: Font.custom(_:size:) scales with Dynamic Type", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("Welcome")
                            Text("Back")
                        }
                        .font(.custom("Avenir-Heavy", size: 17))
                    }
                }
                """),
            .code(
                "A font from the app's font helper (SwiftGen's `font(size:)`): a custom font at the size the call gives", .triggers(count: 1),
                ["Example/Fonts.swift": Self.fontHelper(scaled: false), "Example/Coupon.swift": Self.couponView]),
            .code(
                "Trap: another type's helper of the same name scales its font: which one the call uses is not known", .passes,
                [
                    "Example/Fonts.swift": Self.fontHelper(scaled: false),
                    "Example/Typography.swift": """
                    struct Typography {
                        func font(size: CGFloat) -> UIFont {
                            UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size))
                        }
                    }
                    """,
                    "Example/Coupon.swift": Self.couponView.replacingOccurrences(of: "↓", with: ""),
                ]),
            .code(
                "Trap: a font helper that scales its font with UIFontMetrics grows with Dynamic Type", .passes,
                ["Example/Fonts.swift": Self.fontHelper(scaled: true), "Example/Coupon.swift": Self.couponView.replacingOccurrences(of: "↓", with: "")]),
            .code(
                "A screen a flow makes, the flow held by a property code assigns through an implicit member (`flow = .init(…)`)", .triggers(count: 1),
                Self.recoveryFlow(
                    settings: """
                            private var recoveryFlow: RecoveryFlow!
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                recoveryFlow = .init(host: self)
                            }
                        """)),
            .code(
                "Trap: a screen whose only creator is called after a return (code that never runs)", .needsReview(count: 1),
                [
                    "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = SettingsViewController() }",
                    "App/Settings.swift": """
                    final class SettingsViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.backgroundColor = .white
                            enablePasscode()
                            return

                            let actions = makeActions()
                            present(actions, animated: true)
                        }
                        func enablePasscode() { view.backgroundColor = .black }
                        func makeActions() -> UIViewController { PasscodeActionViewController() }
                    }
                    final class PasscodeActionViewController: UIViewController {
                        private let titleLabel = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓titleLabel.font = .systemFont(ofSize: 17)
                            titleLabel.text = "Passcode"
                            view.addSubview(titleLabel)
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a screen only a flow makes, whose one mention is a property no code assigns: never shown", .needsReview(count: 1),
                Self.recoveryFlow(
                    settings: """
                            private var recoveryFlow: RecoveryFlow!
                            private var onboarding: RecoveryFlow? = nil
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                view.backgroundColor = .white
                            }
                        """)),
            .code(
                "A header made see-through in its Then closure and faded in on scroll by the screen that holds it: its fixed font is seen",
                .triggers(count: 1),
                [
                    "Example/FeedHeaderView.swift": """
                    import Then
                    final class FeedHeaderView: UIView {
                        private let label = UILabel().then {
                            $0.text = "News"
                            ↓$0.font = .systemFont(ofSize: 18, weight: .semibold)
                        }
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(label)
                        }
                    }
                    final class FeedOverlayView: UIView {
                        let headerView = FeedHeaderView().then { $0.alpha = 0 }
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(headerView)
                        }
                    }
                    final class HomeViewController: UIViewController, UIScrollViewDelegate {
                        private let overlay = FeedOverlayView()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(overlay)
                        }
                        func scrollViewDidScroll(_ scrollView: UIScrollView) { overlay.headerView.alpha = min(1, scrollView.contentOffset.y / 100) }
                    }
                    """
                ]),
            .code(
                "A text style constant of the app's own struct, applied by its own label method: the font its font helper makes at the style's size",
                .triggers(count: 1), ["Example/Styles.swift": Self.textStyles(scaled: false), "Example/CardView.swift": Self.styledCard]),
            .code(
                "Trap: the app's font helper scales the style's font with UIFontMetrics", .passes,
                ["Example/Styles.swift": Self.textStyles(scaled: true), "Example/CardView.swift": Self.styledCard.replacingOccurrences(of: "↓", with: "")]),
            .code(
                "Trap: the style is the caller's, known at run time only", .passes,
                [
                    "Example/Styles.swift": Self.textStyles(scaled: false),
                    "Example/CardView.swift": Self.styledCard.replacingOccurrences(of: "↓titleLabel.setStyle(.headline)", with: "titleLabel.setStyle(style)")
                        .replacingOccurrences(of: "override init(frame: CGRect)", with: "init(frame: CGRect, style: TextStyle)"),
                ]),
            .code(
                "A font helper taking a size enum's case (its raw value the points) and a weight it may leave out, called both ways and through a constant it makes (falcon)",
                .triggers(count: 3), ["Example/Constant.swift": Self.sizeEnumFonts(scaled: false), "Example/AmountView.swift": Self.sizeEnumCard]),
            .code(
                "Trap: the same helper scales its font with UIFontMetrics", .passes,
                [
                    "Example/Constant.swift": Self.sizeEnumFonts(scaled: true),
                    "Example/AmountView.swift": Self.sizeEnumCard.replacingOccurrences(of: "↓", with: ""),
                ]),
            .code(
                "A font from Material Components' typography scheme, whose defaults are fixed system fonts (overline: 12 pt medium)",
                .triggers(count: 1), ["Example/SummaryView.swift": Self.materialSummaryView]),
            .code(
                "Trap: the app asks the scheme's fonts to follow the text size", .passes,
                [
                    "Example/SummaryView.swift": Self.materialSummaryView.replacingOccurrences(of: "↓", with: ""),
                    "Example/Scheme.swift": """
                    func makeScheme() -> MDCContainerScheme {
                        let scheme = MDCContainerScheme()
                        let typography = MDCTypographyScheme(defaults: .material201902)
                        typography.useCurrentContentSizeCategoryWhenApplied = true
                        scheme.typographyScheme = typography
                        return scheme
                    }
                    """,
                ]),
            .code(
                "A label made and configured with the Then library (`UILabel().then { $0.font = … }`)", .triggers(count: 1),
                ["Example/WorkdayCell.swift": Self.thenCell(font: ".systemFont(ofSize: 16, weight: .bold)")]),
            .code(
                "A label a method makes and configures with Then in parentheses (`self.badge = UILabel().then({ $0.font = … })`)", .triggers(count: 1),
                [
                    "Example/LiveBar.swift": """
                    import Then
                    final class LiveBar: UIView {
                        var badge: UILabel?
                        func showLive() {
                            if badge == nil {
                                self.badge = UILabel().then({
                                    ↓$0.font = UIFont.boldSystemFont(ofSize: 10)
                                    $0.text = NSLocalizedString("LIVE", comment: "")
                                })
                                addSubview(badge!)
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Labels an Objective-C cell builds in code: one in a fixed font set inside a statement expression, one never given a font",
                .triggers(count: 2),
                Self.objectiveCLeaderCell(
                    font: "↓label.font = [UIFont systemFontOfSize:14.0f];", other: "count",
                    adds: "[self.contentView addSubview:_count];")),
            .code(
                "Trap: Objective-C labels given a text style that follows the text size, and a label added nowhere", .needsReview(count: 1),
                Self.objectiveCLeaderCell(
                    font: "label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];\n            label.adjustsFontForContentSizeCategory = YES;",
                    other: "spare", adds: "")),
            .code(
                "In an app, a page made for an enum case the shown list holds", .triggers(count: 1),
                Self.onboardingPages(shown: "PageModel.splash, .feature(text: \"Swipe to hide\")")),
            .code(
                "Trap: in an app, a page made only in a switch branch for an enum case no code makes is not certain",
                .needsReview(count: 1),
                Self.onboardingPages(shown: "PageModel.splash", extra: "let flags = [Flag(feature: true)].map { $0.feature }").merging([
                    // Objective-C's words name no Swift enum case, nor does a property or a
                    // parameter of the same name.
                    "App/Player.m": "@implementation Player\n- (void)feature { [self play:@\"feature\"]; }\n@end\n",
                    "App/Flag.swift": "struct Flag { let feature: Bool }",
                ]) { a, _ in a }),
            .code(
                "Trap: the Then closure gives a text style that follows the text size", .passes,
                [
                    "Example/WorkdayCell.swift": Self.thenCell(
                        font: ".preferredFont(forTextStyle: .headline)\n        $0.adjustsFontForContentSizeCategory = true"
                    )
                    .replacingOccurrences(of: "↓", with: "")
                ]),
            .code(
                "A label built in code with a fixed system font", .triggers(count: 1),
                [
                    "Example/Header.swift": """
                    final class HeaderView: UIView {
                        private let titleLabel = UILabel()
                        ↓func setUp() { titleLabel.font = .systemFont(ofSize: 22, weight: .bold); addSubview(titleLabel) }
                    }
                    """
                ]),
            .code(
                "Trap: a label no code adds to a view or hands on (only configured) is never shown: needs review", .needsReview(count: 1),
                [
                    "Example/Header.swift": """
                    final class HeaderView: UIView {
                        private let subtitleLabel = UILabel()
                        ↓func setUp() { subtitleLabel.font = .systemFont(ofSize: 13); subtitleLabel.isHidden = true }
                    }
                    """
                ]),
            .code(
                "Trap: a label only declared and configured, though an unrelated class adds a label of the same name (Mammoth's `countButtonBG`): never shown, needs review",
                .needsReview(count: 1),
                [
                    "Example/Header.swift": """
                    final class TrendsHeaderView: UIView {
                        private let countLabel = UILabel()
                        ↓func setUp() { countLabel.font = .systemFont(ofSize: 13) }
                    }
                    final class PostFooterView: UIView {
                        private let countLabel = UILabel()
                        func setUp() {
                            countLabel.font = .preferredFont(forTextStyle: .footnote)
                            countLabel.adjustsFontForContentSizeCategory = true
                            addSubview(countLabel)
                        }
                    }
                    """
                ]),
            .code(
                "A label handed to one of the project's own view methods (`titleLabel.embedInWrapperView()`, which adds it to a wrapper) is shown (onebusaway's close button)",
                .triggers(count: 1),
                [
                    "Example/Panel.swift": """
                    extension UIView {
                        func embedInWrapperView() -> UIView {
                            let wrapper = UIView()
                            wrapper.addSubview(self)
                            return wrapper
                        }
                    }
                    final class PanelTitleView: UIView {
                        private let titleLabel = UILabel()
                        func setUp() {
                            ↓titleLabel.font = .systemFont(ofSize: 13)
                            let wrapper = titleLabel.embedInWrapperView()
                            addSubview(wrapper)
                        }
                    }
                    """
                ]),
            .code(
                "A label another view adds (`addSubview(badge.count)`), and one a property hands on (`var caption: UILabel { self._caption }`), are shown",
                .triggers(count: 2),
                [
                    "Example/Badge.swift": """
                    final class BadgeView: UIView {
                        let count = UILabel()
                        private lazy var ↓_caption: UILabel = { let label = UILabel(); label.font = .systemFont(ofSize: 10); return label }()
                        var caption: UILabel { self._caption }
                        func style() {
                            ↓count.font = .systemFont(ofSize: 9)
                            addSubview(caption)
                        }
                    }
                    final class AvatarView: UIView {
                        let badge = BadgeView()
                        func setUp() { addSubview(badge); badge.addSubview(badge.count) }
                    }
                    """
                ]),
            .code(
                "A font given to a label made elsewhere", .triggers(count: 1),
                [
                    "Example/Cell.swift": """
                    final class Styler {
                        func style(_ cell: UITableViewCell) { ↓cell.textLabel?.font = UIFont(name: "Avenir", size: 15) }
                    }
                    """
                ]),
            .code(
                "Trap: a label handed on as a navigation bar's title view keeps the bar's fixed title size, as UIKit's own titles do", .passes,
                [
                    "Example/TitleView.swift": """
                    extension UINavigationItem {
                        func setTitleLabel(_ text: String) {
                            let label = ThemedLabel(style: .title)
                            label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
                            label.text = text
                            navigationContent.add(NavigationContentItem(area: .title, titleView: label))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a struct's font (a watermark drawn with Core Graphics) is no view's font", .passes,
                [
                    "Example/Watermark.swift": """
                    struct Watermark {
                        var font: UIFont
                        init() { self.font = UIFont.systemFont(ofSize: 14) }
                        func draw(in context: CGContext) { }
                    }
                    final class ConfidentialView: UIView {
                        let watermark = Watermark()
                    }
                    """
                ]),
            .code(
                "Trap: a weight of the system font at the size of the user's callout text is not a fixed size", .passes,
                [
                    "Example/Style.swift": """
                    final class OnboardingView: UIView {
                        private let titleLabel = UILabel()
                        func setUp() {
                            titleLabel.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .callout).pointSize, weight: .semibold)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: UIFontMetrics scales the custom font", .passes,
                [
                    "Example/Header.swift": """
                    final class HeaderView: UIView {
                        private let titleLabel = UILabel()
                        func setUp() {
                            titleLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .bold))
                            titleLabel.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """
                ]),
            .xib(
                "A label with a text style", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Destination" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    </label>
                """),
            .xib(
                "Trap: a 1 × 1 clear field that only feeds password AutoFill shows no text", .passes,
                """
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" id="fake" userLabel="Fake User Name Field">
                        <rect key="frame" x="0.0" y="43" width="1" height="1"/>
                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" textContentType="username"/>
                    </textField>
                """),
            .xib(
                "Trap: a standard cell's built-in label has the default font (point size 0), a text style", .passes,
                """
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="item" textLabel="itemTitle" style="IBUITableViewCellStyleDefault" id="cell">
                        <rect key="frame" x="0.0" y="50" width="414" height="43.5"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Title" id="itemTitle">
                                    <rect key="frame" x="20" y="0.0" width="374" height="43.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                """),
            .xib(
                "Trap: an image-only button keeps Interface Builder's fixed font but draws no text", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="share">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal" image="square.and.arrow.up" catalog="system"/>
                    </button>
                """),
            .xib(
                "A fixed font the app keeps in a constant of its own (`Fonts.caption`), given through an outlet", .triggers(count: 1),
                outlets: ["hintLabel": "hint"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var hintLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            hintLabel.font = Fonts.caption
                        }
                    }
                    """,
                    "Fonts.swift": """
                    enum Fonts {
                        static let caption = UIFont.systemFont(ofSize: 12)
                        static var body: UIFont { .preferredFont(forTextStyle: .body) }
                    }
                    """,
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tap a message to reply" id="hint">
                        <rect key="frame" x="20" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: the app's constant is a text style (`UIFont.appBody`)", .passes, outlets: ["hintLabel": "hint"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var hintLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            hintLabel.font = .appBody
                            hintLabel.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """,
                    "Fonts.swift": """
                    extension UIFont {
                        static var appBody: UIFont { .preferredFont(forTextStyle: .body) }
                        static let appCaption = UIFont.systemFont(ofSize: 12)
                    }
                    """,
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tap a message to reply" id="hint">
                        <rect key="frame" x="20" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </label>
                """),
            .xib(
                "A label hidden in Interface Builder that its controller shows", .triggers(count: 1), outlets: ["hintLabel": "hint"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var hintLabel: UILabel!
                        var hasHint = false
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            hintLabel.isHidden = !hasHint
                        }
                    }
                    """
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" hidden="YES" text="Tap a message to reply" id="hint">
                        <rect key="frame" x="20" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    </label>
                """),
            .xib(
                "Trap: a box hidden in the file that Objective-C code shows, read by patterns: when that runs is not known", .needsReview(count: 1),
                outlets: ["hintBox": "box"],
                swift: [
                    "ExampleViewController.h":
                        "@interface ExampleViewController : UIViewController\n@property (weak, nonatomic) IBOutlet UIView *hintBox;\n@end",
                    "ExampleViewController.m": """
                    @implementation ExampleViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        if (self.showsHint) {
                            self.hintBox.hidden = NO;
                        }
                    }
                    @end
                    """,
                ],
                """
                    <view hidden="YES" contentMode="scaleToFill" id="box">
                        <rect key="frame" x="0.0" y="80" width="375" height="60"/>
                        <subviews>
                            ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tap a message to reply" id="hint">
                                <rect key="frame" x="20" y="20" width="300" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                            </label>
                        </subviews>
                    </view>
                """),
            .xib(
                "Trap: a label hidden in Interface Builder that code only hides", .passes, outlets: ["hintLabel": "hint"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var hintLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            hintLabel.isHidden = true
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" hidden="YES" text="Tap a message to reply" id="hint">
                        <rect key="frame" x="20" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    </label>
                """),
            .xib(
                "Trap: a label hidden in Interface Builder whose display method every call gives isHidden: true (mastodon-ios)", .passes,
                outlets: ["hintLabel": "hint"], swift: Self.hintDisplay("isHidden: Bool", "isHidden", load: "isHidden: true", call: "isHidden: true"),
                Self.hintLabel(hidden: true, marked: false)),
            .xib(
                "The same label shown by one call passing false", .triggers(count: 1),
                outlets: ["hintLabel": "hint"], swift: Self.hintDisplay("isHidden: Bool", "isHidden", load: "isHidden: true", call: "isHidden: false"),
                Self.hintLabel(hidden: true, marked: true)),
            .xib(
                "A label a display method hides at load and a call shows by leaving out its default (mastodon-ios's setFilterHintLabelDisplay())",
                .triggers(count: 1),
                outlets: ["hintLabel": "hint"], swift: Self.hintDisplay("isDisplay: Bool = true", "!isDisplay", load: "isDisplay: false", call: ""),
                Self.hintLabel(hidden: false, marked: true)),
            .xib(
                "The same button given a title in code draws it in the fixed font", .triggers(count: 1), outlets: ["shareButton": "share"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var shareButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            shareButton.setTitle(NSLocalizedString("Share", comment: ""), for: .normal)
                        }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="share">
                        <rect key="frame" x="20" y="100" width="80" height="44"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal" image="square.and.arrow.up" catalog="system"/>
                    </button>
                """),
            .xib(
                "Trap: the button's class (two levels up the project's hierarchy) gives its title a text style in init(coder:)", .passes,
                swift: [
                    "AppButton.swift": """
                    class DynamicTypeButton: UIButton {}
                    class AppButton: DynamicTypeButton {
                        required init?(coder: NSCoder) { super.init(coder: coder); setUp() }
                        private func setUp() {
                            titleLabel?.font = .preferredFont(forTextStyle: .body)
                            titleLabel?.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="remove" customClass="AppButton" customModule="App">
                        <rect key="frame" x="20" y="100" width="300" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal" title="Remove"/>
                    </button>
                """),
            .xib(
                "A view class's own titleLabel property is not a button title: its font says nothing of the button's", .triggers(count: 1),
                swift: [
                    "Banner.swift": """
                    class Banner: UIButton {
                        let titleLabel2 = UILabel()
                        override var titleLabel: UILabel? { titleLabel2 }
                        func style() { titleLabel?.font = .preferredFont(forTextStyle: .body) }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="banner" customClass="Banner" customModule="App">
                        <rect key="frame" x="20" y="100" width="300" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal" title="Remove"/>
                    </button>
                """),
            .xib(
                "Trap: the font is scaled in code with UIFontMetrics", .passes, outlets: ["titleLabel": "title"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let base = UIFont(name: "Avenir-Heavy", size: 17)!
                            titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: base)
                            titleLabel.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Destination" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: a custom label class in the project sets a text style on itself", .passes,
                swift: [
                    "BodyLabel.swift": """
                    final class BodyLabel: UILabel {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            font = .preferredFont(forTextStyle: .body)
                            adjustsFontForContentSizeCategory = true
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" customClass="BodyLabel" customModule="Example" id="body">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: attributed text set in code brings its own font", .passes, outlets: ["titleLabel": "title"],
                swift: [
                    "NoteCell.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        func show(_ note: Note) {
                            titleLabel.attributedText = NSAttributedString(string: note.title, attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: a loop over outlets gives each a text style", .passes, outlets: ["titleLabel": "title", "subtitleLabel": "subtitle"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        @IBOutlet var subtitleLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let labels = [titleLabel, subtitleLabel].compactMap { $0 }
                            for label in labels {
                                label.font = .preferredFont(forTextStyle: .body)
                                label.adjustsFontForContentSizeCategory = true
                            }
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Subtitle" id="subtitle">
                        <rect key="frame" x="20" y="130" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: a view whose class Interface Builder cannot load (init(coder:) is fatalError) is a design code replaces", .needsReview(count: 1),
                swift: [
                    "SectionHeader.swift": """
                    final class SectionHeader: UIView {
                        let title = UILabel()
                        override init(frame: CGRect) { super.init(frame: frame) }
                        required init?(coder: NSCoder) {
                            fatalError("init(coder:) has not been implemented")
                        }
                    }
                    """
                ],
                """
                    <view contentMode="scaleToFill" customClass="SectionHeader" id="header">
                        <rect key="frame" x="0" y="100" width="320" height="44"/>
                        <subviews>
                            ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Refresh All" id="refresh">
                                <rect key="frame" x="20" y="10" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </view>
                """),
            .xib(
                "Trap: the project's own style method (an extension of UILabel) gives the outlet a text style, called from awakeFromNib through a helper",
                .passes,
                owner: "AddressCell", outlets: ["addressLabel": "address"],
                swift: [
                    "UILabel+Style.swift": """
                    extension UILabel {
                        func applyBodyStyle() {
                            adjustsFontForContentSizeCategory = true
                            font = .preferredFont(forTextStyle: .body)
                        }
                    }
                    """,
                    "AddressCell.swift": """
                    final class AddressCell: UITableViewCell {
                        @IBOutlet private weak var addressLabel: UILabel!
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            configureLabels()
                        }
                        private func configureLabels() { addressLabel.applyBodyStyle() }
                    }
                    """,
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="1 Infinite Loop" id="address">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: a standard cell's built-in detail label, restyled by the cell's class as detailTextLabel", .passes,
                swift: [
                    "ValueCell.swift": """
                    final class ValueCell: UITableViewCell {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            detailTextLabel?.font = .preferredFont(forTextStyle: .subheadline)
                            detailTextLabel?.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """
                ],
                """
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="value" textLabel="valueTitle" detailTextLabel="valueDetail" style="IBUITableViewCellStyleSubtitle" customClass="ValueCell" customModule="Example" id="cell">
                        <rect key="frame" x="0.0" y="50" width="414" height="60"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Title" id="valueTitle">
                                    <rect key="frame" x="20" y="8" width="374" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                </label>
                                <label opaque="NO" contentMode="left" text="Subtitle" id="valueDetail">
                                    <rect key="frame" x="20" y="32" width="374" height="16"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                """),
            .xib(
                "A standard cell's built-in label whose text alone the table's delegate sets keeps its fixed font (the font it sets is a section header's: siskin-im)",
                .triggers(count: 1),
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let row = tableView.dequeueReusableCell(withIdentifier: "school", for: indexPath)
                            row.textLabel?.text = schools[indexPath.row].name
                            return row
                        }
                        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
                            if let v = view as? UITableViewHeaderFooterView { v.textLabel?.font = .preferredFont(forTextStyle: .subheadline) }
                        }
                    }
                    """
                ],
                Self.schoolCell),
            .xib(
                "Trap: a reusable view's label that the code holding the view styles with attributed text (CovPass: `hintView.titleLabel.attributedText = title.styledAs(.header_3)` through an outlet, and through a local made in a closure)",
                .passes, owner: "ItemView", outlets: ["titleLabel": "title"],
                swift: [
                    "ItemView.swift": """
                    final class ItemView: UIView {
                        @IBOutlet var titleLabel: UILabel!
                    }
                    """,
                    "HintViewController.swift": """
                    final class HintViewController: UIViewController {
                        @IBOutlet var hintView: ItemView!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            hintView.titleLabel.attributedText = viewModel.title.styledAs(.header3)
                        }
                    }
                    """,
                    "StatesViewController.swift": """
                    final class StatesViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            states.forEach { state in
                                let view = ItemView()
                                view.titleLabel.attributedText = state.name.styledAs(.header3)
                                stack.addArrangedSubview(view)
                            }
                        }
                    }
                    """,
                ],
                Self.systemLabel("title", text: "Label", size: 17)),
            .xib(
                "A label of the app's label subclass keeps its fixed font where another screen's cell restyles its own label of that class (AdGuard's ThemableLabel)",
                .triggers(count: 1),
                swift: [
                    "ThemableLabel.swift": """
                    class ThemableLabel: UILabel {
                        @IBInspectable var greyText: Bool = false
                    }
                    final class CompanyCell: UITableViewCell {
                        @IBOutlet var companyLabel: ThemableLabel!
                    }
                    final class CompaniesController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "company") as! CompanyCell
                            cell.companyLabel.text = names[indexPath.row]
                            if indexPath.row == 0 { cell.companyLabel.font = style.highlightedRowFont }
                            return cell
                        }
                    }
                    """
                ],
                Self.systemLabel("title", text: "Network settings", size: 16, customClass: "ThemableLabel", marked: true)),
            .xib(
                "Trap: a standard cell's built-in label the table's delegate always empties shows no text (xDrip4iOS's snooze rows, whose switch says it all)",
                .passes,
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let row = tableView.dequeueReusableCell(withIdentifier: "school", for: indexPath)
                            row.textLabel?.text = nil
                            row.accessoryView = UISwitch()
                            return row
                        }
                    }
                    """
                ],
                Self.schoolCell.replacingOccurrences(of: "↓", with: "")),
            .xib(
                "A label its class empties for reuse and a data source fills by name shows its text in the fixed font (iNaturalist's ranked-user cell)",
                .triggers(count: 1), outlets: ["rankLabel": "rank"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var rankLabel: UILabel!
                        override func viewDidLoad() { super.viewDidLoad(); rankLabel.text = "" }
                    }
                    final class RanksDataSource: NSObject, UITableViewDataSource {
                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "rank")!
                            cell.rankLabel.text = "\\(indexPath.row + 1)"
                            return cell
                        }
                    }
                    """
                ],
                Self.systemLabel("rank", text: "1", size: 15, marked: true)),
            .xib(
                "A standard cell's built-in label emptied for reuse and given its text after: the text shows in the fixed font",
                .triggers(count: 1),
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let row = tableView.dequeueReusableCell(withIdentifier: "school", for: indexPath)
                            row.textLabel?.text = nil
                            if indexPath.row > 0 { row.textLabel?.text = schools[indexPath.row].name }
                            return row
                        }
                    }
                    """
                ],
                Self.schoolCell),
            .xib(
                "Trap: a standard cell's built-in label, restyled by the table's delegate through whatever cell it dequeues", .needsReview(count: 1),
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let row = tableView.dequeueReusableCell(withIdentifier: "school", for: indexPath)
                            row.textLabel?.font = AppFonts.scaled(.regular16)
                            return row
                        }
                    }
                    """
                ],
                Self.schoolCell),
            .xib(
                "Trap: the project's button style method styles its title through the label style method", .passes,
                outlets: ["primaryButton": "primary"],
                swift: [
                    "UIButton+Style.swift": """
                    extension UILabel {
                        func applyHeadlineStyle() {
                            adjustsFontForContentSizeCategory = true
                            font = .preferredFont(forTextStyle: .headline)
                        }
                    }
                    extension UIButton {
                        func applyPrimaryButtonStyle() {
                            layer.cornerRadius = 8
                            titleLabel?.applyHeadlineStyle()
                        }
                    }
                    """,
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet private var primaryButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            configurePrimaryButton()
                        }
                        private func configurePrimaryButton() { primaryButton.applyPrimaryButtonStyle() }
                    }
                    """,
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="primary">
                        <rect key="frame" x="20" y="100" width="300" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Try again"/>
                    </button>
                """),
            .xib(
                "A style method of another class, not the label's, does not style it", .triggers(count: 1),
                owner: "AddressCell", outlets: ["addressLabel": "address"],
                swift: [
                    "Card.swift": """
                    final class CardView: UIView {
                        func applyBodyStyle() { backgroundColor = .systemBackground }
                    }
                    """,
                    "AddressCell.swift": """
                    final class AddressCell: UITableViewCell {
                        @IBOutlet private weak var addressLabel: UILabel!
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            addressLabel.applyBodyStyle()
                        }
                    }
                    """,
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="1 Infinite Loop" id="address">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .xib(
                "Trap: the project's button class descends from a pod's, which may restyle its title", .needsReview(count: 1),
                swift: [
                    "AnimatedButton.swift": """
                    import WordPressUI
                    class AnimatedButton: FancyButton {
                        func showActivity(_ on: Bool) { isEnabled = !on }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" lineBreakMode="middleTruncation" customClass="AnimatedButton" customModule="App" customModuleProvider="target" id="secondary">
                        <rect key="frame" x="20" y="100" width="374" height="50"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Enter your site address"/>
                    </button>
                """),
            .code(
                "A font of a size computed in code (a base size times a multiplier the app takes from the text size) may follow Dynamic Type: needs review",
                .needsReview(count: 1),
                [
                    "App/MarkdownRenderer.swift": """
                    import UIKit
                    final class CustomTextView: UITextView {
                        func update(size: CGFloat, multiplier: CGFloat) {
                            let markdownParser = MarkdownParser()
                            ↓markdownParser.bold.font = UIFont.boldSystemFont(ofSize: size * multiplier)
                        }
                    }
                    """
                ]),
            .xib(
                "Trap: a custom label class from another module may restyle itself", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" customClass="ThemedLabel" customModule="DesignSystem" id="body">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                """),
            .code(
                "SwiftUI: a font constant of the app's own (`Font.app.body = .system(size: 16)`, Gem Wallet), named as `.app.body`",
                .triggers(count: 1), Self.appFont("system(size: 16, weight: .medium)", marked: true)),
            .code("Trap: the app's constant is a text style", .passes, Self.appFont("body.weight(.medium)", marked: false)),
            .swiftUI(
                "SwiftUI: a fixed font a `View` extension applies through `modifier(…)` written without `self.`",
                .triggers(count: 1),
                """
                struct CaptionStyle: ViewModifier {
                    func body(content: Content) -> some View { content.font(.system(size: 11)) }
                }
                extension View {
                    func captionStyle() -> some View { modifier(CaptionStyle()) }
                }
                struct FooterView: View {
                    var body: some View {
                        ↓Text("Terms apply").captionStyle()
                    }
                }
                """),
            .code(
                "SwiftUI: a component that sets no font, given a fixed one by one caller: the finding points at the caller's statement (Gem Wallet's `PrivacyText(…).font(.app.headline)`)",
                .triggers(count: 1),
                [
                    "Components/PrivacyText.swift": """
                    import SwiftUI
                    struct PrivacyText: View {
                        let text: String
                        var body: some View { Text(text) }
                    }
                    """,
                    "App/WalletHeader.swift": """
                    import SwiftUI
                    struct WalletHeader: View {
                        let balance: String
                        var body: some View {
                            PrivacyText(text: balance)
                                ↓.font(.system(size: 17, weight: .medium))
                        }
                    }
                    """,
                ]),
        ]
    }

    /// A font family in SwiftGen's shape: a convertible whose `font(size:)` makes the named
    /// font (scaled with `UIFontMetrics` when `scaled`).
    static func fontHelper(scaled: Bool) -> String {
        """
        public struct FontConvertible {
            public let name: String
            public typealias Font = UIFont
            public func font(size: CGFloat) -> Font {
                guard let font = Font(font: self, size: size) else { fatalError("Unable to initialize font") }
                return \(scaled ? "UIFontMetrics.default.scaledFont(for: font)" : "font")
            }
        }
        public extension UIFont {
            convenience init?(font: FontConvertible, size: CGFloat) { self.init(name: font.name, size: size) }
        }
        public enum FontFamily {
            public enum Pretendard { public static let bold = FontConvertible(name: "Pretendard-Bold") }
        }
        typealias Fonts = FontFamily.Pretendard
        """
    }

    /// An app whose settings screen (`settings`: its members) may hold a flow that presents a
    /// recovery screen with a fixed font.
    static func recoveryFlow(settings: String) -> [String: String] {
        [
            "App/AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = SettingsViewController() }",
            "App/Settings.swift": """
            final class SettingsViewController: UIViewController {
            \(settings)
            }
            class Flow {
                let host: UIViewController
                init(host: UIViewController) { self.host = host }
            }
            final class RecoveryFlow: Flow {
                override init(host: UIViewController) {
                    super.init(host: host)
                    host.present(RecoveryViewController(), animated: true)
                }
            }
            final class RecoveryViewController: UIViewController {
                private let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓titleLabel.font = .systemFont(ofSize: 17)
                    titleLabel.text = "Recovery"
                    view.addSubview(titleLabel)
                }
            }
            """,
        ]
    }

    /// A text style struct with its constants, a font helper that makes a font of a style's
    /// size (scaled with `UIFontMetrics` when `scaled`), and a label method that applies a style.
    static func textStyles(scaled: Bool) -> String {
        """
        struct TextStyle {
            var size: CGFloat
            var weight: UIFont.Weight
            var color: UIColor?
        }
        extension TextStyle {
            static let headline = TextStyle(size: 17, weight: .medium, color: .darkText)
        }
        extension UIFont {
            static func appFont(forTextStyle style: TextStyle) -> UIFont {
                let font = UIFont(name: "DMSans-Medium", size: style.size) ?? .systemFont(ofSize: style.size, weight: style.weight)
                return \(scaled ? "UIFontMetrics.default.scaledFont(for: font)" : "font")
            }
        }
        extension UILabel {
            func setStyle(_ style: TextStyle) {
                font = .appFont(forTextStyle: style)
                textColor = style.color
            }
        }
        """
    }

    /// Font sizes as an enum's raw values, and a helper that makes a system font of one.
    static func sizeEnumFonts(scaled: Bool) -> String {
        """
        enum Constant {
            enum FontSize: CGFloat {
                case h1 = 20
                case desc = 16
            }
            enum Fonts {
                static let description = system(size: .desc)
                static func system(size: Constant.FontSize, weight: UIFont.Weight = .regular) -> UIFont {
                    return \(scaled ? "UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: size.rawValue, weight: weight))" : "UIFont.systemFont(ofSize: size.rawValue, weight: weight)")
                }
            }
        }
        """
    }

    static let sizeEnumCard = """
        final class AmountView: UIView {
            private let amountLabel = UILabel()
            private let unitLabel = UILabel()
            private let noteLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [amountLabel, unitLabel, noteLabel].forEach(addSubview)
                amountLabel.text = "0.5"
                unitLabel.text = "BTC"
                noteLabel.text = "Fee included"
                ↓amountLabel.font = Constant.Fonts.system(size: .h1)
                ↓unitLabel.font = Constant.Fonts.system(size: .desc, weight: .semibold)
                ↓noteLabel.font = Constant.Fonts.description
            }
        }
        """

    static let styledCard = """
        final class CardView: UIView {
            private let titleLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(titleLabel)
                ↓titleLabel.setStyle(.headline)
            }
            func show(_ title: String) { titleLabel.text = title }
        }
        """

    /// A cell whose label the Then library configures with `font`.
    static func thenCell(font: String) -> String {
        """
        import Then
        final class WorkdayCell: UICollectionViewCell {
            private let titleLabel = UILabel().then {
                ↓$0.font = \(font)
                $0.text = "Opening hours"
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(titleLabel)
            }
        }
        """
    }

    static let materialSummaryView = """
        final class SummaryView: UIView {
            private let timestamp = UILabel()
            init(scheme: MDCContainerScheming) {
                super.init(frame: .zero)
                addSubview(timestamp)
                ↓timestamp.font = scheme.typographyScheme.overline
            }
            func show(_ date: String) { timestamp.text = date }
        }
        """

    static let couponView = """
        final class CouponView: UIView {
            private let titleLabel: UILabel = {
                let label = UILabel()
                ↓label.font = Fonts.bold.font(size: 16)
                return label
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(titleLabel)
            }
            func bind(title: String) { titleLabel.text = title }
        }
        """

    /// Twice the 17 pt body size:    /// Twice the 17 pt body size: display text (a large reading in a fixed ring) that WCAG
    /// 1.4.4's 200 % already covers at the default text size.
    static let displaySize = 34.0

    /// Views built in code: a fixed font assigned to a view that is not an Interface Builder
    /// outlet (outlets are checked on their screens, with the font code gives them).
    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        struct View: Hashable { let type: String?; let target: ViewTarget? }
        let scaled = Set(project.code.events.filter { $0.kind == .scaledFont }.map { View(type: $0.type, target: $0.detail.target) })
        return project.code.events.compactMap { event in
            guard case .fixedFont(let target, let summary, let sizeKnown) = event.detail, let type = event.type else { return nil }
            if target.name.map({ project.isOnAScreen($0, of: type) }) == true || scaled.contains(View(type: type, target: target)) { return nil }
            return context.finding(
                at: event.location, "\(target.name ?? type) is given a fixed font (\(summary)) that does not grow with Dynamic Type",
                confidence: sizeKnown ? .certain : .needsReview(reason: "the size is computed in code and may follow the text size"),
                element: "\(type).\(target)")
        }
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            guard node.isVisible, node.showsText, let font = node.element.font,
                font.scalesWithDynamicType == false, font.source == .system || font.source == .custom
            else { return nil }
            // A button given a configuration in code (by its class's initializer, through an
            // outlet) draws its title in the configuration's font, a text style by default.
            var confidence: Confidence = node.confidence(unlessSetInCode: .font, .configuration)
            if confidence.isCertain && font.pointSize == nil {
                confidence = .needsReview(reason: "the size is computed in code and may follow the text size")
            }
            // A glyph with no letter or digit ("»", "•", "ⓘ": `isWordCharacter`, as Unicode calls a
            // circled letter alphabetic) beside the text it marks is
            // decoration: whether it grows matters little; the text beside it is what counts.
            if confidence.isCertain, let text = node.element.text?.literal, !text.isEmpty,
                !text.unicodeScalars.contains(where: \.isWordCharacter)
            {
                confidence = .needsReview(reason: "“\(text)” has no letter or digit: a mark beside other text, which matters more than it")
            }
            if confidence.isCertain, let size = font.pointSize, size >= Self.displaySize {
                confidence = .needsReview(
                    reason:
                        "at \(Rect.format(size)) pt the text is already twice the body size (WCAG 1.4.4 asks for 200 %); if it cannot grow in its space, offer the Large Content Viewer"
                )
            }
            let statement = node.statement(setting: .font)
            // A label code makes and never gives a font draws in UIKit's default.
            var summary =
                statement == nil && PlatformDefaults.drawsInDefaultLabelFont(node.element)
                ? "UIKit's default for a label made in code, system 17 pt, as no code sets another" : font.summary
            if statement == nil, PlatformDefaults.drawsInDefaultButtonFont(node.element) {
                summary = "UIKit's default for a button's title, system 15 pt, as the file sets no font"
            }
            // One of several fonts the app's configuration gives (`CodeLinker.fixedFont`).
            var uses = "uses"
            if case .explanation? = node.element.provenance[.font] { uses = "may be given" }
            return context.finding(
                node, in: screen, "\(node.roleName)\(statement?.declared ?? "") \(uses) a fixed font (\(summary)) that does not grow with Dynamic Type",
                confidence: confidence, at: statement?.location)
        }
    }
}

extension DynamicTypeTextStyles {
    /// An app's fonts kept as constants of a nested type (`extension Font { enum app { … } }`).
    static func appFont(_ font: String, marked: Bool) -> [String: String] {
        [
            "Style/Fonts.swift": """
            import SwiftUI
            public extension Font {
                enum app {
                    public static let body: Font = .\(font)
                }
            }
            """,
            "App/BalanceView.swift": """
            import SwiftUI
            struct BalanceView: View {
                var body: some View {
                    \(marked ? "↓" : "")Text("Balance").font(.app.body)
                }
            }
            """,
        ]
    }
}
