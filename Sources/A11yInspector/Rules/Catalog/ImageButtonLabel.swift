/// Image-only buttons must say what they do, not what they show.
struct ImageButtonLabel: Rule {
    let metadata = RuleMetadata(
        id: "image-button-label",
        title: "Image-only button has no accessibility label",
        rationale:
            "A button that shows only an image has no text for VoiceOver to read. UIKit falls back to the image's file name (\"heart_fill\") or says nothing, so people cannot tell what the button does.",
        wcag: ["1.1.1", "4.1.2"], impact: .critical, defaultSeverity: .error,
        tags: ["labels", "images", "voiceover"],
        help: "Set an accessibility label that names the action (\"Like\", \"Share\"), not the picture.",
        sources: ["B ch3 L605", "B ch6 L1931"],
        summary: "button that shows only an image, without a label",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver, .voiceControl])

    /// A scene whose navigation item has one image-only right bar button item.
    static let signupStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="vc" customClass="SignupViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="grouped" rowHeight="44" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </tableView>
                            <navigationItem key="navigationItem" title="Sign Up" id="nav">
                                <barButtonItem key="rightBarButtonItem" image="dots_horizontal" id="more"/>
                            </navigationItem>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A cell whose collapse indicator is a button stripped of its trait the Swift 4 way, with a
    /// named image drawn as a template; with `lettingTapsThrough`, the button takes no touches.
    static func commentCell(lettingTapsThrough: Bool) -> String {
        """
        final class CommentCell: UICollectionViewCell {
            private let collapseButton = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                collapseButton.setImage(UIImage(named: "bullets")?.withRenderingMode(.alwaysTemplate), for: .normal)
                collapseButton.accessibilityTraits = UIAccessibilityTraitNone
        \(lettingTapsThrough ? "        collapseButton.isUserInteractionEnabled = false // allow tap to pass through to cell\n" : "")        contentView.addSubview(collapseButton)
            }
        }
        """
    }

    /// A view with a Material Components button (`MDCButton`, a `UIButton` subclass from a pod
    /// the sources do not include) showing only a symbol; `label` is an extra statement.
    static func materialShareButton(label: String = "") -> String {
        """
        final class ActionsView: UIView {
            private lazy var ↓shareButton: MDCButton = {
                let button = MDCButton()
                button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                button.addTarget(self, action: #selector(share), for: .touchUpInside)
                \(label)
                return button
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(shareButton)
            }
            @objc func share() {}
        }
        """
    }

    var examples: [RuleExample] {
        [
            .code(
                "A library's button (Material Components' MDCButton, a UIButton) showing only a symbol: needs review, since its own code is not read",
                .needsReview(count: 1), ["Example/ActionsView.swift": Self.materialShareButton()]),
            .code(
                "Trap: the library's button is labelled", .passes,
                [
                    "Example/ActionsView.swift": Self.materialShareButton(label: "button.accessibilityLabel = \"Share\"")
                        .replacingOccurrences(of: "↓", with: "")
                ]),
            .code(
                "A button built in code showing an image literal (an asset, like UIImage(named:))", .triggers(count: 1),
                [
                    "SearchBar.swift": """
                    final class SearchBar: UIView {
                        private lazy var ↓upButton: UIButton = {
                            let button = UIButton(type: .custom)
                            button.setImage(#imageLiteral(resourceName: "ic_chevron_up"), for: .normal)
                            return button
                        }()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(upButton)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: image buttons of a stack view labelled by a loop over its arranged subviews", .passes,
                Self.colorToolbar(valuesOneByOne: false)),
            .xib(
                "A heart button with only an image", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="heart"/>
                    </button>
                """),
            .xib(
                "An SF Symbol button in the iOS 15 configuration style", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="share">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" image="square.and.arrow.up" catalog="system"/>
                    </button>
                """),
            .swiftUI(
                "A SwiftUI button whose label is only an image", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Button { share() } label: {
                            Image("share_icon")
                        }
                    }
                }
                """),
            .swiftUI(
                "A button only an image labels, made by a view function outside any type", .triggers(count: 1),
                """
                @ViewBuilder
                func iconButton(_ name: String, action: @escaping () -> Void) -> some View {
                    ↓Button(action: action) { Image(name) }
                }
                struct PlayerBar: View {
                    var body: some View {
                        HStack { iconButton("skip_icon") { } }
                    }
                }
                """),
            .swiftUI(
                "A photos picker (a button) whose label is only an image; trap: one with a title", .triggers(count: 1),
                """
                struct AvatarEditor: View {
                    @State var item: PhotosPickerItem?
                    var body: some View {
                        ↓PhotosPicker(selection: $item, matching: .images) {
                            Image("avatar_placeholder")
                        }
                        PhotosPicker("Choose photo", selection: $item, matching: .images)
                    }
                }
                """),
            .swiftUI(
                "A button named through its module (`SwiftUI.Button`) whose label is only an image", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓SwiftUI.Button { share() } label: {
                            Image("share_icon")
                        }
                        .frame(width: 44, height: 44)
                    }
                }
                """),
            .swiftUI(
                "Trap: an image named by the action's own word (\"close\") is read as that word: needs review (untranslated), not certain",
                .needsReview(count: 1),
                """
                struct ExampleView: View {
                    @Binding var isPresented: Bool
                    var body: some View {
                        ↓Button { isPresented = false } label: {
                            Image("close")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the image name is a key of the app's strings, which SwiftUI uses as its label", .passes,
                others: ["en.lproj/Localizable.strings": "\"share_icon\" = \"Share\";\n"],
                """
                struct ExampleView: View {
                    var body: some View {
                        Button { share() } label: {
                            Image("share_icon")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the image comes from a helper that labels it", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Button(action: share) { shareIcon }
                    }
                    private var shareIcon: some View {
                        Image("share_icon").accessibilityLabel("Share")
                    }
                }
                """),
            .swiftUI(
                "Trap: Label with a title and an icon closure", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Menu {
                            Button("Rename") { rename() }
                        } label: {
                            Label {
                                Text("Options")
                            } icon: {
                                Image("ellipsis_icon")
                            }
                        }
                    }
                }
                """),
            .code(
                "Trap: a button that lets taps through to its cell and is stripped of its trait is an indicator, not a button", .passes,
                ["CommentCell.swift": Self.commentCell(lettingTapsThrough: true)]),
            .code(
                "The same button taking taps itself is a button named by its image", .triggers(count: 1),
                ["CommentCell.swift": Self.commentCell(lettingTapsThrough: false)]
            ).at("collapseButton"),
            .xib(
                "Trap: Objective-C code that fills a cell hides a button of that name (`cell.moreButton.hidden = YES`)", .needsReview(count: 1),
                owner: "WaypointCell", outlets: ["moreButton": "more"],
                swift: [
                    "WaypointCell.h": "@interface WaypointCell : UITableViewCell\n@property (weak, nonatomic) IBOutlet UIButton *moreButton;\n@end",
                    "WaypointsScreen.m": """
                    @implementation WaypointsScreen
                    - (void)configure:(WaypointCell *)cell {
                        cell.moreButton.hidden = YES;
                    }
                    @end
                    """,
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="ic_more"/>
                    </button>
                """),
            .xib(
                "Trap: an accessibility identifier is not a label", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="heart"/>
                        <accessibility key="accessibilityConfiguration" identifier="likeButton"/>
                    </button>
                """),
            RuleExample(
                "Trap: the scene's controller labels its image bar button as navigationItem.rightBarButtonItem",
                files: [
                    .init(path: "Example/Base.lproj/Signup.storyboard", contents: Self.signupStoryboard),
                    .init(
                        path: "Example/SignupViewController.swift",
                        contents: """
                            final class SignupViewController: UITableViewController {
                                override func viewDidLoad() {
                                    super.viewDidLoad()
                                    navigationItem.rightBarButtonItem?.accessibilityLabel = NSLocalizedString("auth.more.label", comment: "")
                                }
                            }
                            """),
                ], .passes),
            RuleExample(
                "Trap: the first of several left items is the controller's leftBarButtonItem, titled by its superclass",
                files: [
                    .init(
                        path: "Example/Base.lproj/Tasks.storyboard",
                        contents: Self.signupStoryboard
                            .replacingOccurrences(
                                of: "<barButtonItem key=\"rightBarButtonItem\" image=\"dots_horizontal\" id=\"more\"/>",
                                with: """
                                    <leftBarButtonItems>
                                        <barButtonItem image="filter_icon" id="filter"/>
                                        <barButtonItem systemItem="add" id="add"/>
                                    </leftBarButtonItems>
                                    """)),
                    .init(
                        path: "Example/SignupViewController.swift",
                        contents: """
                            class TaskListViewController: UITableViewController {
                                override func viewDidLoad() {
                                    super.viewDidLoad()
                                    navigationItem.leftBarButtonItem?.title = L10n.filter
                                }
                            }
                            final class SignupViewController: TaskListViewController {}
                            """),
                ], .passes),
            RuleExample(
                "Trap: the controller puts a titled item of its own where the scene's image item was",
                files: [
                    .init(path: "Example/Base.lproj/Signup.storyboard", contents: Self.signupStoryboard),
                    .init(
                        path: "Example/SignupViewController.swift",
                        contents: """
                            final class SignupViewController: UITableViewController {
                                override func viewDidLoad() {
                                    super.viewDidLoad()
                                    setRightItem()
                                }
                                private func setRightItem() {
                                    let item = UIBarButtonItem(title: NSLocalizedString("Upload", comment: ""), style: .done, target: self, action: #selector(upload))
                                    self.navigationItem.rightBarButtonItem = item
                                }
                            }
                            """),
                ], .needsReview(count: 1)
            ).at("more"),
            RuleExample(
                "Trap: the scene's item is a button in a custom view, and the controller replaces the item (stepik-ios's close button)",
                files: [
                    .init(
                        path: "Example/Base.lproj/Signup.storyboard",
                        contents: Self.signupStoryboard.replacingOccurrences(
                            of: "<barButtonItem key=\"rightBarButtonItem\" image=\"dots_horizontal\" id=\"more\"/>",
                            with: """
                                <barButtonItem key="rightBarButtonItem" style="plain" id="more">
                                    <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="more-button">
                                        <rect key="frame" x="16" y="5" width="34" height="34"/>
                                        <state key="normal" image="Dismiss Auth"/>
                                    </button>
                                </barButtonItem>
                                """)),
                    .init(
                        path: "Example/SignupViewController.swift",
                        contents: """
                            final class SignupViewController: UITableViewController {
                                private lazy var closeItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
                                override func viewDidLoad() {
                                    super.viewDidLoad()
                                    setup()
                                }
                                private func setup() {
                                    self.navigationItem.rightBarButtonItem = self.closeItem
                                }
                            }
                            """),
                ], .needsReview(count: 1)
            ).at("more-button"),
            RuleExample(
                "Trap: the same, with setRightBarButtonItems(_:animated:)",
                files: [
                    .init(path: "Example/Base.lproj/Signup.storyboard", contents: Self.signupStoryboard),
                    .init(
                        path: "Example/SignupViewController.swift",
                        contents: """
                            final class SignupViewController: UITableViewController {
                                override func viewDidLoad() {
                                    super.viewDidLoad()
                                    navigationItem.setRightBarButtonItems([editButtonItem], animated: false)
                                }
                            }
                            """),
                ], .needsReview(count: 1)
            ).at("more"),
            RuleExample(
                "The same bar button, labelled by nothing",
                files: [
                    .init(path: "Example/Base.lproj/Signup.storyboard", contents: Self.signupStoryboard),
                    .init(path: "Example/SignupViewController.swift", contents: "final class SignupViewController: UITableViewController {}"),
                ], .triggers(count: 1)
            ).at("more"),
            RuleExample(
                "Trap: the cell labels its button in configure(with:)",
                files: [
                    .init(
                        path: "Example/TripCell.xib",
                        contents: """
                            <?xml version="1.0" encoding="UTF-8"?>
                            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                                <objects>
                                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                                    <tableViewCell contentMode="scaleToFill" id="cell" customClass="TripCell" customModule="Example">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="fav">
                                                    <rect key="frame" x="330" y="8" width="44" height="44"/>
                                                    <state key="normal" image="heart_outline"/>
                                                </button>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="favoriteButton" destination="fav" id="o1"/>
                                        </connections>
                                    </tableViewCell>
                                </objects>
                            </document>
                            """),
                    .init(
                        path: "Example/TripCell.swift",
                        contents: """
                            final class TripCell: UITableViewCell {
                                @IBOutlet private var favoriteButton: UIButton!
                                func configure(with trip: Trip) {
                                    favoriteButton.accessibilityLabel = trip.isFavorite ? "Remove from favorites" : "Add to favorites"
                                }
                            }
                            """),
                ], .passes),
            .xib(
                "An image button with a label", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="heart"/>
                        <accessibility key="accessibilityConfiguration" label="Like"/>
                    </button>
                """),
            .xib(
                "Trap: labelled in the view controller through an outlet", .passes, outlets: ["likeButton": "like"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet private var likeButton: UIButton!
                    }
                    """,
                    "ExampleViewController+Accessibility.swift": """
                    extension ExampleViewController {
                        func configureAccessibility(for song: Song) {
                            likeButton.accessibilityLabel = String(localized: "Like \\(song.title)")
                        }
                    }
                    """,
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="heart"/>
                    </button>
                """),
            .xib(
                "Trap: code gives the outlet an SF Symbol on today's systems; only the `#available` fallback for old ones keeps the asset",
                .needsReview(count: 1), outlets: ["infoButton": "info"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet weak var infoButton: UIButton! {
                            didSet {
                                if #available(iOS 13.0, *) {
                                    infoButton.setImage(UIImage(systemName: "info.circle"), for: .normal)
                                } else {
                                    infoButton.setImage(UIImage(named: "circle-info"), for: .normal)
                                }
                            }
                        }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="info">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="circle-info"/>
                    </button>
                """),
            .xib(
                "Trap: buttons of an outlet collection labelled in a loop", .passes,
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet private var starButtons: [UIButton]!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            for (index, star) in starButtons.enumerated() {
                                star.accessibilityLabel = index == 0 ? "1 star" : "\\(index + 1) stars"
                            }
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="star1">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="star_empty"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="star2">
                        <rect key="frame" x="64" y="100" width="44" height="44"/>
                        <state key="normal" image="star_empty"/>
                    </button>
                """, outletCollections: ["starButtons": ["star1", "star2"]]),
            .xib(
                "Trap: the custom button class overrides the accessibilityLabel getter", .passes,
                swift: [
                    "LikeButton.swift": """
                    final class LikeButton: UIButton {
                        override var accessibilityLabel: String? {
                            get { isSelected ? "Unlike" : "Like" }
                            set { }
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" customClass="LikeButton" customModule="Example" id="like">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="heart"/>
                    </button>
                """),
            .swiftUI(
                "SwiftUI: a close button with an empty title and a symbol (needs review: VoiceOver falls back to the symbol's name)",
                .needsReview(count: 1), Self.sheetClosing(with: #"↓Button("", systemImage: "xmark") { dismiss() }"#)),
            .swiftUI(
                "Trap: the same button with a title, which VoiceOver reads", .passes,
                Self.sheetClosing(with: #"Button("Close", systemImage: "xmark") { dismiss() }"#)),
            .code(
                "SwiftUI: a symbol kept as a static view constant of the app's (`Images.System.share = Image(systemName: SystemImage.share)`, Gem Wallet) in a button (needs review)",
                .needsReview(count: 1), Self.sharedSymbol(label: "")),
            .code(
                "Trap: the same button, labelled", .passes, Self.sharedSymbol(label: ".accessibilityLabel(\"Share\")")),
        ]
    }

    /// A toolbar xib whose two colour buttons (images only) a loop over their stack view's
    /// arranged subviews labels "Set text color"; with `valuesOneByOne`, code also gives each its
    /// value through the stack's subviews by index (Canvas's rich-content toolbar), and the
    /// buttons are marked.
    static func colorToolbar(valuesOneByOne: Bool) -> [String: String] {
        let mark = valuesOneByOne ? "↓" : ""
        let values =
            valuesOneByOne
            ? """
                    if colors.count == 2 {
                        colors[0].accessibilityValue = NSLocalizedString("white", comment: "")
                        colors[1].accessibilityValue = NSLocalizedString("black", comment: "")
                    }

            """ : ""
        return [
            "Editor/Toolbar.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root" customClass="ToolbarView">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <subviews>
                                    \(mark)<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="white">
                                        <rect key="frame" x="0" y="0" width="44" height="44"/>
                                        <state key="normal" image="circle"/>
                                    </button>
                                    \(mark)<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="black">
                                        <rect key="frame" x="50" y="0" width="44" height="44"/>
                                        <state key="normal" image="circle"/>
                                    </button>
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" id="shapes">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="square">
                                        <rect key="frame" x="0" y="50" width="44" height="44"/>
                                        <state key="normal" image="square"/>
                                    </button>
                                </subviews>
                            </stackView>
                        </subviews>
                        <connections>
                            <outlet property="colorPickerStack" destination="stack" id="o1"/>
                            <outlet property="shapeStack" destination="shapes" id="o2"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """,
            "Editor/ToolbarView.swift": """
            final class ToolbarView: UIView {
                @IBOutlet weak var colorPickerStack: UIStackView!
                @IBOutlet weak var shapeStack: UIStackView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    let colors = colorPickerStack.arrangedSubviews
            \(values)        for color in colors {
                        color.accessibilityLabel = NSLocalizedString("Set text color", comment: "")
                    }
                    shapeStack.arrangedSubviews.forEach { $0.accessibilityLabel = NSLocalizedString("Shape", comment: "") }
                }
            }
            """,
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.isInteractive, node.labelOrigin == .imageName, let image = node.element.image else { return nil }
            var confidence: Confidence = node.confidence(unlessSetInCode: .accessibilityLabel, .text)
            if confidence.isCertain && image.isDynamic {
                confidence = .needsReview(reason: "the image is chosen at run time")
            } else if confidence.isCertain && image.isSystemSymbol {
                confidence = .needsReview(
                    reason:
                        "VoiceOver speaks a built-in description for many SF Symbols (\"\(image.displayName)\"), which names the picture, not necessarily the action"
                )
            } else if confidence.isCertain && ActionWords.names(image) {
                confidence = .needsReview(
                    reason:
                        "the asset name \"\(image.name)\" is the action's word in English, which VoiceOver reads as the label; it is not translated into the app's other languages"
                )
            }
            let fallback = image.isSystemSymbol ? "the symbol name \"\(image.displayName)\"" : "the image name \"\(image.displayName)\""
            return context.finding(
                node, in: screen, "\(node.roleName) shows only an image and has no accessibility label; VoiceOver falls back to \(fallback)",
                confidence: confidence)
        }
    }
}

extension ImageButtonLabel {
    /// A sheet whose toolbar's cancellation item is `button`.
    static func sheetClosing(with button: String) -> String {
        """
        struct SheetView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    Text("Details")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                \(button)
                            }
                        }
                }
            }
        }
        """
    }

    /// A symbol kept as a view constant of a nested type, its name a string constant.
    static func sharedSymbol(label: String) -> [String: String] {
        [
            "Style/Images.swift": """
            import SwiftUI
            public struct SystemImage {
                public static let share = "square.and.arrow.up"
            }
            public enum Images {}
            public extension Images {
                struct System {
                    public static let share = Image(systemName: SystemImage.share)
                }
            }
            """,
            "App/ReceiptView.swift": """
            import SwiftUI
            struct ReceiptView: View {
                let onShare: () -> Void
                var body: some View {
                    \(label.isEmpty ? "↓" : "")Button(action: onShare) { Images.System.share }\(label)
                }
            }
            """,
        ]
    }
}
