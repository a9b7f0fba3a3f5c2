/// Touch targets of at least 44 × 44 points.
struct MinTapTarget: Rule {
    let metadata = RuleMetadata(
        id: "min-tap-target",
        title: "Touch target is smaller than 44 × 44 points",
        rationale:
            "Small targets are hard to hit for people with tremor or limited dexterity, and for anyone on the move. Apple's guidelines and the book's WCAG chapter ask for at least 44 × 44 pt.",
        wcag: ["2.5.5", "2.5.8"], impact: .serious, defaultSeverity: .warning,
        tags: ["motor", "touch-target"],
        help: "Make the control at least 44 × 44 pt (constraints, or a larger button whose image stays small), or enlarge its hit area.",
        sources: ["B ch2 L277", "B ch3 L743", "B ch11 L4074-4081"],
        summary:
            "touch target under 44 × 44 pt (option `minimum_size`); a finding lists 2.5.8 only below 24 × 24 pt; an Interface Builder button nothing wires (no action, segue or gesture, in the file or in code) *needs review*",
        appleAuditTypes: [.hitRegion], nutritionLabels: [],
        options: [
            RuleOption(name: "minimum_size", defaultValue: 44, description: "Smallest width and height, in points."),
            RuleOption(
                name: "android_minimum_size", defaultValue: 48,
                description: "Smallest width and height on Android, in dp (the book, B L958-966, and Android's accessibility guidance)."),
        ])

    var platforms: Set<Platform> { [.iOS, .android] }

    /// Standard controls that UIKit draws at its own fixed heights (a switch is 51 × 31, a
    /// slider 31 high) and whose touch areas UIKit extends beyond the drawn bounds.
    static let systemSizedControls: Set<Role> = [
        .toggle, .slider, .segmentedControl, .stepper, .pageControl, .textField, .textArea, .searchField, .picker,
    ]

    /// A 22 × 20 heart button that takes taps.
    static let heartButton = """
            ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                <rect key="frame" x="20" y="100" width="22" height="20"/>
                <state key="normal" image="heart"/>
                <accessibility key="accessibilityConfiguration" label="Like"/>
                <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-like"/></connections>
            </button>
        """

    /// A controller whose `viewDidLoad` hides the heart button, with `member` after it.
    static func likeButtonHiddenAtLoad(then member: String) -> String {
        """
        class ExampleViewController: UIViewController {
            @IBOutlet var likeButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                likeButton.isHidden = true
            }
            \(member)
        }
        """
    }

    var examples: [RuleExample] {
        [
            .xib(
                "Trap: a system info button, whose touch area UIKit widens beyond its 25.7 pt glyph (GoMap)", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" id="info">
                        <rect key="frame" x="20" y="100" width="25.7" height="25.7"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-info"/></connections>
                    </button>
                """),
            .code(
                "Trap: a label whose class takes taps only when a flag is set on it (touches turned on under a condition): needs review",
                .needsReview(count: 1),
                [
                    "Example/AmountLabel.swift": """
                    final class AmountLabel: UILabel {
                        var shouldCycle = false {
                            didSet {
                                if shouldCycle {
                                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cycle)))
                                    isUserInteractionEnabled = true
                                }
                            }
                        }
                        @objc func cycle() {}
                    }
                    final class FeeViewController: UIViewController {
                        private let ↓fee = AmountLabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            fee.text = "0.0001 BTC"
                            view.addSubview(fee)
                            fee.frame = CGRect(x: 20, y: 100, width: 120, height: 20)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a small button in a xib whose owner, a view holding the xib's view, takes taps itself: needs review",
                .needsReview(count: 1),
                [
                    "Example/DestinationView.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <device id="retina6_12" orientation="portrait" appearance="light"/>
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DestinationView" customModule="Example" customModuleProvider="target">
                                <connections><outlet property="moreInfoButton" destination="info" id="o1"/></connections>
                            </placeholder>
                            <view contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                                <subviews>
                                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="info">
                                        <rect key="frame" x="331" y="16" width="24" height="24"/>
                                        <state key="normal" title="i"/>
                                    </button>
                                </subviews>
                            </view>
                        </objects>
                    </document>
                    """,
                    "Example/DestinationView.swift": """
                    final class DestinationView: UIView {
                        @IBOutlet var moreInfoButton: UIButton!
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            let content = Bundle.main.loadNibNamed("DestinationView", owner: self)!.first as! UIView
                            addSubview(content)
                            moreInfoButton.addTarget(self, action: #selector(showInfo), for: .touchUpInside)
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showInfo)))
                        }
                        @objc func showInfo() {}
                    }
                    final class PaymentViewController: UIViewController {
                        override func viewDidLoad() { view.addSubview(DestinationView(frame: .zero)) }
                    }
                    """,
                ]),
            .code(
                "Trap: a badge drawn as a button that code makes take no touches where it is made: needs review",
                .needsReview(count: 1),
                [
                    "Example/AdCell.swift": """
                    import SnapKit
                    import Then
                    final class AdCell: UICollectionViewCell {
                        private let ↓adBadge = UIButton().then {
                            $0.setTitle("AD", for: .normal)
                            $0.isUserInteractionEnabled = false
                        }
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            contentView.addSubview(adBadge)
                            adBadge.snp.makeConstraints {
                                $0.width.equalTo(32)
                                $0.height.equalTo(18)
                            }
                        }
                    }
                    """
                ]),
            .code(
                "A 32 × 18 button: code takes touches away from its screen only while something is sent, not where it is made",
                .triggers(count: 1),
                [
                    "Example/ShareViewController.swift": """
                    import SnapKit
                    final class ShareViewController: UIViewController {
                        private let ↓sendButton = UIButton()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            sendButton.setTitle("Send", for: .normal)
                            sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
                            view.addSubview(sendButton)
                            sendButton.snp.makeConstraints {
                                $0.width.equalTo(32)
                                $0.height.equalTo(18)
                            }
                        }
                        @objc private func send() { showProgress() }
                        func showProgress() { view.isUserInteractionEnabled = false }
                    }
                    """
                ]),
            .code(
                "A button built in code that SnapKit sizes 20 × 20; trap: one 120 × 44, one whose small size has a lower priority than a 44 pt minimum",
                .triggers(count: 1),
                [
                    "Example/PlayerViewController.swift": """
                    import UIKit
                    import SnapKit

                    final class PlayerViewController: UIViewController {
                        private let ↓fullScreenButton = UIButton(type: .system)
                        private let playButton = UIButton(type: .system)
                        private let closeButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Player", comment: "")
                            fullScreenButton.setImage(UIImage(systemName: "arrow.up.left.and.arrow.down.right"), for: .normal)
                            fullScreenButton.accessibilityLabel = NSLocalizedString("Full screen", comment: "")
                            playButton.setTitle(NSLocalizedString("Play", comment: ""), for: .normal)
                            closeButton.setTitle(NSLocalizedString("Close", comment: ""), for: .normal)
                            [fullScreenButton, playButton, closeButton].forEach { view.addSubview($0) }
                            fullScreenButton.addTarget(self, action: #selector(toggle), for: .touchUpInside)
                            fullScreenButton.snp.makeConstraints { make in
                                make.trailing.bottom.equalToSuperview().inset(8)
                                make.width.height.equalTo(20)
                            }
                            playButton.snp.makeConstraints { make in
                                make.center.equalToSuperview()
                                make.size.equalTo(CGSize(width: 120, height: 44))
                            }
                            closeButton.snp.makeConstraints { make in
                                make.top.leading.equalToSuperview()
                                make.width.height.equalTo(24).priority(.low)
                                make.height.greaterThanOrEqualTo(44)
                                make.width.equalTo(60)
                            }
                        }
                        @objc private func toggle() {}
                    }
                    """
                ]),
            .code(
                "A button built in code that Anchorage sizes 30 × 30; trap: one sized 44 × 44 by its size anchors, one at least 44 tall and 60 wide",
                .triggers(count: 1),
                [
                    "Example/HeaderViewController.swift": """
                    import UIKit
                    import Anchorage

                    final class HeaderViewController: UIViewController {
                        private let ↓subscribeButton = UIButton(type: .system)
                        private let infoButton = UIButton(type: .system)
                        private let moreButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Community", comment: "")
                            subscribeButton.setImage(UIImage(systemName: "plus"), for: .normal)
                            subscribeButton.accessibilityLabel = NSLocalizedString("Subscribe", comment: "")
                            infoButton.setImage(UIImage(systemName: "info.circle"), for: .normal)
                            infoButton.accessibilityLabel = NSLocalizedString("About", comment: "")
                            moreButton.setTitle(NSLocalizedString("More", comment: ""), for: .normal)
                            [subscribeButton, infoButton, moreButton].forEach { view.addSubview($0) }
                            subscribeButton.addTarget(self, action: #selector(subscribe), for: .touchUpInside)
                            infoButton.addTarget(self, action: #selector(subscribe), for: .touchUpInside)
                            moreButton.addTarget(self, action: #selector(subscribe), for: .touchUpInside)
                            subscribeButton.widthAnchor /==/ 30
                            subscribeButton.heightAnchor /==/ 30
                            infoButton.sizeAnchors /==/ CGSize(width: 44, height: 44)
                            moreButton.heightAnchor />=/ 44
                            moreButton.widthAnchor /==/ 60
                        }
                        @objc private func subscribe() {}
                    }
                    """
                ]),
            .swiftUI(
                "Bordered buttons at the regular control size are about 34 pt high, padding around them or not (Meshtastic's log buttons); trap: .controlSize(.large) and a padded label reach 44 pt",
                .needsReview(count: 2),
                """
                struct PowerLog: View {
                    var body: some View {
                        VStack {
                            ↓Button { clear() } label: { Label("Clear Log", systemImage: "trash.fill") }
                                .buttonStyle(.bordered)
                                .controlSize(idiom == .phone ? .regular : .large)
                                .padding(.bottom)
                            ↓Button("Save") { save() }.buttonStyle(.borderedProminent)
                            Button("Export") { export() }.buttonStyle(.borderedProminent).controlSize(.large)
                            Button { share() } label: { Text("Share").padding(.vertical, 12) }.buttonStyle(.bordered)
                        }
                    }
                }
                """),
            .swiftUI(
                "A text button in a font of the app's whose size is not known: one line of it is under 44 pt (needs review)", .needsReview(count: 1),
                """
                extension Font { static var semibold16: Font { Font.custom(Brand.fontName, size: 16).weight(.semibold) } }
                struct Dashboard: View {
                    var body: some View {
                        VStack {
                            ↓Button { showAll() } label: { Text("All Courses").font(.semibold16) }
                            Button { dismiss() } label: { Text("Dismiss").font(.semibold16).padding(.vertical, 12) }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a button style of the app's own that gives the whole button a fixed 150 × 150 frame", .passes,
                """
                struct BigButtonStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        ZStack {
                            RoundedRectangle(cornerRadius: 10).fill(Color.gray)
                            configuration.label
                        }
                        .frame(width: 150, height: 150)
                    }
                }
                struct Home: View {
                    var body: some View {
                        Button("Create a New Virtual Machine") { create() }.buttonStyle(BigButtonStyle())
                    }
                }
                """),
            .swiftUI(
                "A button style of the app's own whose fixed frame is too short", .triggers(count: 1),
                """
                struct ChipStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.label }.frame(width: 80, height: 28)
                    }
                }
                struct Filters: View {
                    var body: some View {
                        ↓Button("Unread") { filter() }.buttonStyle(ChipStyle())
                    }
                }
                """),
            .swiftUI(
                "SwiftUI buttons as large as their labels: an icon framed 24 × 24, a text framed 36 high", .triggers(count: 2),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button(action: close) {
                                Image(systemName: "xmark").frame(width: 24, height: 24)
                            }
                            .↓accessibilityLabel("Close")
                            ↓Button(action: save) {
                                Text("Save").frame(maxWidth: .infinity).frame(height: 36)
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "A text-only button nothing sizes is one line of its text high (22 pt for body text), padded at its sides or not: needs review, since a style or container may size it (jami: Contribute, Feedback, an alert's OK)",
                .needsReview(count: 3),
                """
                struct AboutView: View {
                    var body: some View {
                        VStack(spacing: 12) {
                            ↓Button(action: contribute) { Text("Contribute") }
                            ↓Button("Feedback", action: feedback)
                            ↓Button(action: dismiss) { Text("OK").padding(.horizontal, 20) }
                        }
                    }
                }
                """),
            .swiftUI(
                "A plain symbol button nothing sizes is about one line of its font high: needs review (Passepartout: the copy button beside a value)",
                .needsReview(count: 1),
                """
                struct AddressRow: View {
                    let address: String
                    var body: some View {
                        HStack {
                            Text(address)
                            Spacer()
                            Button { UIPasteboard.general.string = address } label: {
                                Image(systemName: "doc.on.doc")
                            }
                            .buttonStyle(.plain)
                            .↓accessibilityLabel("Copy")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the same symbol button in a toolbar, and one given a 44 × 44 frame and content shape", .passes,
                """
                struct AddressView: View {
                    let address: String
                    var body: some View {
                        NavigationStack {
                            Button { UIPasteboard.general.string = address } label: {
                                Image(systemName: "doc.on.doc").frame(width: 44, height: 44).contentShape(Rectangle())
                            }
                            .accessibilityLabel("Copy")
                            .toolbar {
                                ToolbarItem {
                                    Button { UIPasteboard.general.string = address } label: { Image(systemName: "square.and.arrow.up") }
                                        .accessibilityLabel("Share")
                                }
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "An icon framed 22 × 22 in a button framed 50 × 50 from outside: the label is the touch area; needs review (jami: the log screen's zoom and copy buttons)",
                .needsReview(count: 1),
                """
                struct LogView: View {
                    var body: some View {
                        HStack {
                            Button { zoomIn() } label: {
                                Image(systemName: "plus.magnifyingglass").resizable().frame(width: 22, height: 22)
                            }
                            .frame(width: 50, height: 50)
                            .↓accessibilityLabel("Zoom in")
                            Button { copy() } label: {
                                Image(systemName: "doc.on.doc").resizable().frame(width: 22, height: 22).frame(width: 50, height: 50).contentShape(Rectangle())
                            }
                            .frame(width: 50, height: 50)
                            .accessibilityLabel("Copy")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: an alert's buttons, a row of a form, and a text padded to 44 pt", .passes,
                """
                struct SettingsView: View {
                    @State var confirming = false
                    var body: some View {
                        Form {
                            Button("Sign out") { confirming = true }
                        }
                        .alert("Sign out?", isPresented: $confirming) {
                            Button("Sign out", role: .destructive) { signOut() }
                            Button("Cancel", role: .cancel) {}
                        }
                        .safeAreaInset(edge: .bottom) {
                            Button(action: help) { Text("Help").frame(minHeight: 44) }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: padding or a content shape widens the label; a row of a list; a toolbar item; a minimum height", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Button(action: close) {
                                    Image(systemName: "xmark").frame(width: 24, height: 24).padding(10)
                                }
                                .accessibilityLabel("Close")
                                Button(action: share) {
                                    Image(systemName: "square.and.arrow.up").frame(width: 24, height: 24).contentShape(Rectangle())
                                }
                                .accessibilityLabel("Share")
                                Button(action: save) { Text("Save").frame(height: 30).frame(minHeight: 44) }
                                List { Button(action: open) { Text("Open").frame(height: 30) } }
                            }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button(action: add) { Image(systemName: "plus").frame(width: 24, height: 24) }.accessibilityLabel("Add")
                                }
                            }
                        }
                    }
                }
                """),

            .android(
                "Android: a 32 × 32 dp ImageButton", .triggers(count: 1),
                """
                    ↓<ImageButton android:layout_width="32dp" android:layout_height="32dp" android:src="@drawable/ic_close"
                        android:contentDescription="@string/close" />
                """),
            .android(
                "Android: a button 36 dp high through a dimension resource", .triggers(count: 1),
                values: ["values/dimens.xml": #"<resources><dimen name="small_button">36dp</dimen></resources>"#],
                """
                    ↓<Button android:layout_width="wrap_content" android:layout_height="@dimen/small_button" android:text="@string/go" />
                """),
            .android(
                "Trap (Android): wrap_content (its size depends on content and minHeight), and 48 dp", .passes,
                """
                    <Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/go" />
                    <ImageButton android:layout_width="48dp" android:layout_height="48dp" android:src="@drawable/ic_close"
                        android:contentDescription="@string/close" />
                    <CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content" android:minHeight="48dp"
                        android:contentDescription="@string/agree" />
                """),
            .android(
                "Trap (Android): a small text view that is not clickable", .passes,
                """
                    <TextView android:layout_width="20dp" android:layout_height="20dp" android:text="@string/badge" />
                """),
            Self.squashedLabel(
                "Trap: a tappable label the canvas squashes to 0 pt high: its text sizes it at run time",
                frame: #"width="377" height="0.0""#, pointSize: 65),
            Self.squashedLabel(
                "Trap: a tappable label the canvas squashes to 0 pt wide (and 30 pt high): its text and constraints size it at run time",
                frame: #"width="0.0" height="30""#, pointSize: 17),
            .xib(
                "Trap: a tappable label of several lines whose text code gives: the canvas's 20 pt is its placeholder's height", .needsReview(count: 1),
                outlets: ["introLabel": "intro"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var introLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            introLabel.attributedText = NSAttributedString(string: UserDefaults.standard.string(forKey: "intro") ?? "")
                        }
                    }
                    """
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="YES" contentMode="left" text="Label" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="intro">
                        <rect key="frame" x="20" y="100" width="374" height="20"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap" id="tap-link"/>
                        </connections>
                    </label>
                """, objects: #"<tapGestureRecognizer id="tap"/>"#),
            .xib(
                "Trap: a button drawn 30 × 30 with no size constraint, whose title and font code sets: its size is its title's at run time (kDrive)",
                .needsReview(count: 1),
                outlets: ["titleButton": "title"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleButton: UIButton!
                        func show(_ drive: Drive) {
                            titleButton.setTitle(drive.name, for: .normal)
                            titleButton.titleLabel?.font = Theme.current.titleFont
                        }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="20" y="100" width="30" height="30"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-title"/></connections>
                    </button>
                """),
            .xib(
                "A 22 × 20 heart button", .triggers(count: 1),
                Self.heartButton),
            .xib(
                "Trap: the row around the small button takes taps too, and may do the same: needs review (falcon's info button)", .needsReview(count: 1),
                """
                    <view contentMode="scaleToFill" id="row">
                        <rect key="frame" x="0" y="100" width="393" height="56"/>
                        <subviews>
                \(Self.heartButton)
                        </subviews>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="g1"/>
                        </connections>
                    </view>
                """, objects: #"<tapGestureRecognizer id="tap1"/>"#),
            .xib(
                "Trap: the heart button is hidden when the screen loads, through a method viewDidLoad calls, and only Mac Catalyst code shows it again: needs review",
                .needsReview(count: 1),
                outlets: ["likeButton": "like"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var likeButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            reset()
                        }
                        func reset() { likeButton.isHidden = true }
                        #if targetEnvironment(macCatalyst)
                        func hover(_ on: Bool) { likeButton.isHidden = !on }
                        #endif
                    }
                    """
                ],
                Self.heartButton),
            .xib(
                "Trap: the heart button is hidden in viewDidLoad, hidden again by an action, and shown by no code: never on screen", .passes,
                outlets: ["likeButton": "like"],
                swift: [
                    "ExampleViewController.swift": Self.likeButtonHiddenAtLoad(then: "@IBAction func tapped(_ sender: UIButton) { likeButton.isHidden = true }")
                ],
                Self.heartButton.replacingOccurrences(of: "↓", with: "")),
            .xib(
                "Trap: the heart button hidden in viewDidLoad, shown by a subclass that loads the same xib: may be on screen, needs review (safe-ios)",
                .needsReview(count: 1),
                outlets: ["likeButton": "like"],
                swift: [
                    "ExampleViewController.swift": Self.likeButtonHiddenAtLoad(then: "")
                        + "\nfinal class PostViewController: ExampleViewController { override func viewDidLoad() { super.viewDidLoad(); likeButton.isHidden = !canLike } }"
                ],
                Self.heartButton),
            .xib(
                "The heart button hidden in viewDidLoad and shown when its post loads", .triggers(count: 1),
                outlets: ["likeButton": "like"],
                swift: ["ExampleViewController.swift": Self.likeButtonHiddenAtLoad(then: "func show(_ post: Post) { likeButton.isHidden = !post.canLike }")],
                Self.heartButton),
            .xib(
                "Trap: the button's height constraint is an outlet whose constant code sets: needs review, at the line that sets it", .needsReview(count: 1),
                outlets: ["likeHeight": "like-h"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet private var likeHeight: NSLayoutConstraint!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            likeHeight.constant = 44
                        }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                        <rect key="frame" x="20" y="100" width="44" height="20"/>
                        <state key="normal" image="heart"/>
                        <accessibility key="accessibilityConfiguration" label="Like"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="like-h"/></constraints>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-like"/></connections>
                    </button>
                """),
            Self.hiddenActions(
                "A 30 pt button in a view Interface Builder hides, which code shows when the screen loads", .triggers(count: 1),
                viewDidLoad: "showActions()", marker: "↓"),
            Self.hiddenActions(
                "Trap: the only code that shows the hidden view is a method nothing calls", .passes,
                viewDidLoad: "view.backgroundColor = .white", marker: ""),
            .xib(
                "Trap: a button pinned to the top and bottom of a 71 pt row: as tall as the row, whatever frame the canvas saved (34 pt)", .passes,
                """
                    <view contentMode="scaleToFill" id="row">
                        <rect key="frame" x="0.0" y="100" width="393" height="71"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="details">
                                <rect key="frame" x="0.0" y="0.0" width="301" height="34"/>
                                <accessibility key="accessibilityConfiguration" label="Contract details"/>
                                <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-details"/></connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="details" firstAttribute="top" secondItem="row" secondAttribute="top" id="c-top"/>
                            <constraint firstAttribute="bottom" secondItem="details" secondAttribute="bottom" id="c-bottom"/>
                            <constraint firstItem="details" firstAttribute="leading" secondItem="row" secondAttribute="leading" id="c-leading"/>
                        </constraints>
                    </view>
                """),
            .xib(
                "A button pinned 30 pt inside the top and bottom of a 71 pt row is 11 pt high, though the canvas saved 44", .triggers(count: 1),
                """
                    <view contentMode="scaleToFill" id="row">
                        <rect key="frame" x="0.0" y="100" width="393" height="71"/>
                        <subviews>
                            ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="details">
                                <rect key="frame" x="0.0" y="0.0" width="301" height="44"/>
                                <accessibility key="accessibilityConfiguration" label="Contract details"/>
                                <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-details"/></connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="details" firstAttribute="top" secondItem="row" secondAttribute="top" constant="30" id="c-top"/>
                            <constraint firstAttribute="bottom" secondItem="details" secondAttribute="bottom" constant="30" id="c-bottom"/>
                        </constraints>
                    </view>
                """),
            .xib(
                "Trap: a cell half a point short on the canvas (its separator makes the row 44 pt)", .passes,
                """
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="row" id="cell">
                        <rect key="frame" x="0.0" y="50" width="414" height="43.5"/>
                        <connections><segue destination="next" kind="show" id="s1"/></connections>
                    </tableViewCell>
                """),
            .xib(
                "Trap: a body-style title with 12 pt insets above and below is 45 pt high, whatever the canvas drew (41)", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="signIn">
                        <rect key="frame" x="20" y="100" width="286" height="41"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <inset key="contentEdgeInsets" minX="0.0" minY="12" maxX="0.0" maxY="12"/>
                        <state key="normal" title="Sign in"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-signIn"/></connections>
                    </button>
                """),
            .xib(
                "A full-width row button 42 pt high: the canvas may not be the device", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="row">
                        <rect key="frame" x="0" y="60" width="414" height="42"/>
                        <state key="normal" title="Type"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-row"/></connections>
                    </button>
                """),
            .xib(
                "A body-style button drawn 32 pt high: its title and default insets are that high at the default size", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="create">
                        <rect key="frame" x="20" y="100" width="120" height="32"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <state key="normal" title="Create"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-create"/></connections>
                    </button>
                """),
            .xib(
                "The same button held at 41 pt by a height constraint", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="signIn">
                        <rect key="frame" x="20" y="100" width="120" height="41"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <state key="normal" title="Sign in"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="41" id="h1"/>
                            <constraint firstAttribute="width" constant="120" id="w1"/>
                        </constraints>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-signIn"/></connections>
                    </button>
                """),
            .xib(
                "A 43 × 43 button fails by one point", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="small">
                        <rect key="frame" x="20" y="100" width="43" height="43"/>
                        <state key="normal" title="Go"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-small"/></connections>
                    </button>
                """),
            .xib(
                "Trap: another screen makes its own instance of the app's label class a button; this one stays a label", .passes,
                swift: [
                    "PlayerViewController.swift": """
                    class ThemedLabel: UILabel {}
                    class PlayerViewController: UIViewController {
                        @IBOutlet var podcastName: ThemedLabel! {
                            didSet {
                                podcastName.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                                podcastName.accessibilityTraits = .button
                            }
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Episode title" id="title" customClass="ThemedLabel" customModule="App">
                        <rect key="frame" x="20" y="100" width="91" height="18"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: a placeholder button in a stack that code empties and fills with its own buttons", .needsReview(count: 1),
                outlets: ["buttonsStackView": "stack"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet weak var buttonsStackView: UIStackView!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            buttonsStackView.arrangedSubviews.forEach {
                                buttonsStackView.removeArrangedSubview($0)
                                $0.removeFromSuperview()
                            }
                            for price in prices { buttonsStackView.addArrangedSubview(makeButton(price)) }
                        }
                    }
                    """
                ],
                """
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="stack">
                        <rect key="frame" x="20" y="100" width="200" height="30"/>
                        <subviews>
                            ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="price">
                                <rect key="frame" x="0" y="0" width="200" height="30"/>
                                <state key="normal" title="{$x.xx}"/>
                                <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-price"/></connections>
                            </button>
                        </subviews>
                    </stackView>
                """),
            .xib(
                "A read-only text view made tappable inside a 30 pt cell", .triggers(count: 1),
                """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell">
                        <rect key="frame" x="0" y="100" width="393" height="30"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                            <rect key="frame" x="0" y="0" width="393" height="30"/>
                            <subviews>
                                ↓<textView opaque="NO" contentMode="scaleToFill" editable="NO" text="passkey value" id="value">
                                    <rect key="frame" x="20" y="0" width="300" height="30"/>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="tap" id="tap-link"/>
                                    </connections>
                                </textView>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                """, objects: #"<tapGestureRecognizer id="tap"/>"#),
            .xib(
                "Trap: the same text view in a 107 pt cell, whose tap does what selecting the row does", .passes,
                """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell">
                        <rect key="frame" x="0" y="100" width="393" height="107"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                            <rect key="frame" x="0" y="0" width="393" height="107"/>
                            <subviews>
                                <textView opaque="NO" contentMode="scaleToFill" editable="NO" text="passkey value" id="value">
                                    <rect key="frame" x="20" y="0" width="300" height="30"/>
                                    <connections>
                                        <outletCollection property="gestureRecognizers" destination="tap" id="tap-link"/>
                                    </connections>
                                </textView>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                """, objects: #"<tapGestureRecognizer id="tap"/>"#),
            .xib(
                "A 24 pt radio button in a 60 pt row whose table's delegate also acts when the row is tapped (AdGuard's theme rows): the row may be the target",
                .needsReview(count: 1),
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { setTheme(indexPath.row) }
                        @IBAction func lightTheme(_ sender: UIButton) { setTheme(0) }
                        func setTheme(_ row: Int) {}
                    }
                    """
                ],
                Self.radioRow),
            .xib(
                "The same radio button where selecting the row does nothing", .triggers(count: 1),
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UITableViewController {
                        @IBAction func lightTheme(_ sender: UIButton) {}
                    }
                    """
                ],
                Self.radioRow),
            .xib(
                "Trap: a label VoiceOver activates (custom actions in code) that takes no touches", .passes,
                outlets: ["passwordLabel": "pw"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet weak var passwordLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            passwordLabel.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Copy") { _ in true }]
                            passwordLabel.accessibilityTraits = .button
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="x7#kQ2" id="pw">
                        <rect key="frame" x="20" y="100" width="200" height="30"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: a read-receipt button nothing wires (its code only sets the image) may show a state rather than take taps", .needsReview(count: 1),
                owner: "VideoMessageCell", outlets: ["readReceiptButton": "receipt"],
                swift: [
                    "VideoMessageCell.swift": """
                    final class VideoMessageCell: UICollectionViewCell {
                        @IBOutlet weak var readReceiptButton: UIButton!
                        func configure(read: Bool) {
                            readReceiptButton.setImage(UIImage(named: read ? "read" : "unread"), for: .normal)
                            readReceiptButton.accessibilityLabel = read ? "Read" : "Unread"
                        }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="receipt">
                        <rect key="frame" x="300" y="10" width="20" height="20"/>
                    </button>
                """),
            .xib(
                "Trap: an unread-count badge of the project's button class that nothing wires (siskin's BadgeButton) may only show a count",
                .needsReview(count: 1),
                owner: "ChatsListCell", outlets: ["badge": "badge"],
                swift: [
                    "BadgeButton.swift": """
                    class BadgeButton: UIButton {
                        var title: String? {
                            didSet { setTitle(title, for: .normal); isHidden = title?.isEmpty ?? true }
                        }
                    }
                    final class ChatsListCell: UITableViewCell {
                        @IBOutlet var badge: BadgeButton!
                        func set(unread: Int) { badge.title = unread == 0 ? nil : "\\(unread)" }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" customClass="BadgeButton" customModule="App" id="badge">
                        <rect key="frame" x="300" y="10" width="24" height="24"/>
                        <state key="normal" title="3"/>
                    </button>
                """),
            .xib(
                "A small button of the project's class that handles its touches itself", .triggers(count: 1),
                swift: [
                    "TapButton.swift": """
                    final class TapButton: UIButton {
                        var onTap: (() -> Void)?
                        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                            super.touchesEnded(touches, with: event)
                            onTap?()
                        }
                    }
                    """
                ],
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" customClass="TapButton" customModule="App" id="tap">
                        <rect key="frame" x="300" y="10" width="24" height="24"/>
                        <state key="normal" title="Go"/>
                    </button>
                """),
            .xib(
                "A 44 × 44 button", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="ok">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" title="Go"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-ok"/></connections>
                    </button>
                """),
            .xib(
                "Trap: a custom button class in the project enlarges itself to 44 pt", .passes,
                swift: [
                    "RoundButton.swift": """
                    final class RoundButton: UIButton {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" customClass="RoundButton" customModule="Example" id="round">
                        <rect key="frame" x="20" y="100" width="120" height="30"/>
                        <state key="normal" title="Continue"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-round"/></connections>
                    </button>
                """),
            .xib(
                "Trap: a custom button class from another module may resize itself", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" customClass="PillButton" customModule="DesignKit" id="pill">
                        <rect key="frame" x="20" y="100" width="120" height="30"/>
                        <state key="normal" title="Continue"/>
                        <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-pill"/></connections>
                    </button>
                """),
            .xib(
                "Trap: a standard switch keeps UIKit's size", .passes,
                """
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" id="toggle">
                        <rect key="frame" x="20" y="100" width="51" height="31"/>
                        <accessibility key="accessibilityConfiguration" label="Notifications"/>
                    </switch>
                """),
            .code(
                "SwiftUI: a plain button framed by a size the app keeps as a constant (Gem Wallet's `.frame(width: .list.image, …)`, 22 pt)",
                .triggers(count: 1), Self.constantSizedButton(size: "image")),
            .code("Trap: the app's constant for rows is 44 pt", .passes, Self.constantSizedButton(size: "row")),
        ]
    }

    /// A tappable label whose text code sets, drawn squashed on the canvas.
    static func squashedLabel(_ description: String, frame: String, pointSize: Int) -> RuleExample {
        .xib(
            description, .needsReview(count: 1),
            outlets: ["valueLabel": "value"],
            swift: [
                "ExampleViewController.swift": """
                final class ExampleViewController: UIViewController {
                    @IBOutlet var valueLabel: UILabel!
                    func show(_ glucose: Int) { valueLabel.text = "\\(glucose)" }
                }
                """
            ],
            """
                ↓<label opaque="NO" userInteractionEnabled="YES" contentMode="left" text="120" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                    <rect key="frame" x="8" y="100" \(frame)/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="\(pointSize)"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap" id="tap-link"/>
                    </connections>
                </label>
            """, objects: #"<tapGestureRecognizer id="tap"/>"#)
    }

    /// A 60 pt table row holding a 24 pt radio button with an action of its own (AdGuard's theme rows).
    static let radioRow = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell">
                <rect key="frame" x="0" y="100" width="393" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                    <rect key="frame" x="0" y="0" width="393" height="60"/>
                    <subviews>
                        ↓<button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="radio">
                            <rect key="frame" x="20" y="18" width="24" height="24"/>
                            <accessibility key="accessibilityConfiguration" label="Light"/>
                            <state key="normal" image="bulletnone"/>
                            <connections><action selector="lightTheme:" destination="-1" eventType="touchUpInside" id="act-radio"/></connections>
                        </button>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
        """

    /// A 30 pt button in a view Interface Builder hides, which `showActions()` shows; what
    /// `viewDidLoad` does besides calling `super`.
    static func hiddenActions(_ description: String, _ expectation: RuleExample.Expectation, viewDidLoad: String, marker: String) -> RuleExample {
        .xib(
            description, expectation,
            outlets: ["actionContainer": "actions"],
            swift: [
                "AppDelegate.swift": "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate { let root = ExampleViewController() }",
                "ExampleViewController.swift": """
                final class ExampleViewController: UIViewController {
                    @IBOutlet var actionContainer: UIView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(viewDidLoad)
                    }
                    func showActions() { actionContainer.isHidden = false }
                }
                """,
            ],
            """
                <view hidden="YES" contentMode="scaleToFill" id="actions">
                    <rect key="frame" x="0.0" y="100" width="393" height="60"/>
                    <subviews>
                        \(marker)<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="retry">
                            <rect key="frame" x="20" y="10" width="60" height="30"/>
                            <accessibility key="accessibilityConfiguration" label="Retry"/>
                            <connections><action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-retry"/></connections>
                        </button>
                    </subviews>
                </view>
            """)
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        if screen.screen.platform == .android { return android(screen, context) }
        let minimum = context.option("minimum_size")
        return screen.reachable.compactMap { node in
            if screen.screen.origin == .swiftUI, node.touchSize == nil || ViewClasses.isSizedByLabel(node.element.kind) {
                if let finding = swiftUIButton(node, in: screen, minimum: minimum, context) { return finding }
                if node.touchSize == nil { return nil }
            }
            guard node.isInteractive, !Self.systemSizedControls.contains(node.role),
                let size = node.touchSize, size.width < minimum || size.height < minimum,
                receivesTouches(node, in: screen)
            else { return nil }
            // Half a point short is the design canvas, not the device: a cell drawn 43.5 or 43.67
            // high beside its hairline separator is a 44 pt row.
            let narrow = size.width < minimum - 0.5, low = size.height < minimum - 0.5
            guard narrow || low else { return nil }
            var confidence = Confidence.certain
            if let reason = node.runtimeUncertainty(.frame, .bounds, .hitArea) {
                confidence = .needsReview(reason: reason)
            } else if let type = node.element.systemButtonType, type != .close {
                // UIKit gives its info and detail-disclosure buttons touch insets that reach
                // 44 × 44 pt around the glyph (`_applyAppropriateTouchInsetsForButton`): observed,
                // not documented.
                confidence = .needsReview(reason: "UIKit widens the touch area of a system \(type.rawValue) button beyond its glyph, to about 44 × 44 pt")
            } else if let reason = Self.madeUntouchable(node, in: screen) {
                confidence = .needsReview(reason: reason)
            } else if let reason = Self.tappableSurround(node, in: screen, minimum: minimum) {
                confidence = .needsReview(reason: reason)
            } else if let reason = Self.designTimeSize(node, in: screen, narrow: narrow, low: low, minimum: minimum) {
                confidence = .needsReview(reason: reason)
            } else if Self.mayDoNothing(node, in: screen) {
                // A button nothing wires may be a status image drawn as a button.
                confidence = .needsReview(
                    reason:
                        "no action, segue or gesture is given to \(node.element.displayName), in the file or in code: it may show a state rather than take taps"
                )
            }
            // Text or an image made tappable inside a table or collection cell: the row is
            // selectable too, and such a tap usually does what selecting the row does, so the
            // target people aim at is the cell (issue 18 class 8).
            if [.staticText, .textArea, .image].contains(node.role), node.traits.isDisjoint(with: [.button, .link]),
                let cell = screen.enclosingCell(of: node)
            {
                guard let cellSize = cell.touchSize else {
                    if confidence.isCertain { confidence = .needsReview(reason: "it sits in a cell whose row may do the same when selected") }
                    return Self.finding(node, size, minimum, confidence, screen, context)
                }
                if cellSize.width >= minimum && cellSize.height >= minimum { return nil }
            }
            return Self.finding(node, size, minimum, confidence, screen, context)
        }
    }

    /// A SwiftUI `Button` or `NavigationLink` with no size of its own is as large as its label
    /// (the automatic style on iOS draws no padding: "borderless" for buttons outside a list,
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic): a
    /// label that is one view of a fixed size (`Image(…).frame(width: 24, height: 24)`,
    /// `Text(…).frame(height: 36)`) is the target. A side the label does not fix is not judged.
    /// Not in a list or form (the row is the target), a toolbar (the bar gives its items their
    /// own size), or when padding or a content shape widens the label.
    func swiftUIButton(_ node: ResolvedElement, in screen: ResolvedScreen, minimum: Double, _ context: RuleContext) -> Finding? {
        let e = node.element
        if Self.isBorderedWithoutHeight(node, in: screen) { return borderedButton(node, in: screen, minimum: minimum, context) }
        guard ViewClasses.isSizedByLabel(e.kind), node.isInteractive, e.provenance[.hitArea] == nil, receivesTouches(node, in: screen)
        else { return nil }
        // A frame of both sides set on the button itself (`Button { … }.frame(width: 50, height:
        // 50)`) lays it out in that space; the automatic and plain styles still take taps on the
        // label only.
        let outerFrame = e.fixedWidth.flatMap { w in e.fixedHeight.map { h in (w, h) } }
        if let (w, h) = outerFrame {
            // A frame already too small is judged as the button's size, like any control's.
            guard [nil, "plain"].contains(e.swiftUI.appliedStyle), w >= minimum - 0.5, h >= minimum - 0.5 else { return nil }
        }
        let children = screen.children(of: node)
        // `Button("Feedback") { … }`: the title is the label, drawn in the button's own font.
        let titleOnly = children.isEmpty && e.text != nil
        guard titleOnly || children.count == 1, let label = children.first ?? (titleOnly ? node : nil), label.element.provenance[.hitArea] == nil,
            screen.children(of: label).allSatisfy({ $0.element.provenance[.hitArea] == nil })
        else { return nil }
        // In an alert or a confirmation dialog, the system draws the buttons full size.
        var inSystemDialog = false
        var current = node.parentIndex
        while let i = current {
            let ancestor = screen.elements[i].element
            if ViewClasses.rowsAreTargets(ancestor.kind) || ancestor.swiftUI.toolbarPlacement != nil { return nil }
            if ["Alert", "ConfirmationDialog"].contains(ancestor.kind) { inSystemDialog = true }
            current = screen.elements[i].parentIndex
        }
        func side(_ own: Double?, _ labels: Double?, _ floor: Double?) -> Double? { (own ?? labels).map { max($0, floor ?? 0) } }
        let width = side(outerFrame == nil ? e.fixedWidth : nil, label.element.fixedWidth, e.minimumWidth ?? label.element.minimumWidth)
        var height = side(outerFrame == nil ? e.fixedHeight : nil, label.element.fixedHeight, e.minimumHeight ?? label.element.minimumHeight)
        if outerFrame != nil, width == nil || height == nil { return nil }
        // How the text wraps and how large people set it can only grow it (`oneLineHeight`).
        var textHeight: Double?
        var unknownFont = false
        let symbol = label.element.kind == "Image" && label.element.image?.isSystemSymbol == true && label.element.image?.isDynamic != true
        if height == nil, e.minimumHeight == nil, label.element.minimumHeight == nil, !inSystemDialog,
            let line = Self.oneLineHeight(of: label.element, in: e, titleOnly: titleOnly, symbol: symbol)
        {
            (textHeight, unknownFont) = (line.height, line.unknownFont)
            height = textHeight
        }
        let narrow = width.map { $0 < minimum - 0.5 } ?? false, low = height.map { $0 < minimum - 0.5 } ?? false
        guard narrow || low else { return nil }
        // SwiftUI's bordered styles, and the project's own, may pad the label.
        var confidence: Confidence =
            [nil, "plain"].contains(e.swiftUI.appliedStyle)
            ? .certain
            : .needsReview(reason: "its button style (\(e.swiftUI.appliedStyle ?? "")) may draw the label larger than its frame")
        if let (w, h) = outerFrame {
            confidence = .needsReview(
                reason:
                    "the \(Rect.format(w)) × \(Rect.format(h)) pt frame is set on the button, outside its label: it lays the button out in that space, but SwiftUI's automatic and plain styles take taps on the label only (a frame and `.contentShape(Rectangle())` on the label widen it)"
            )
        } else if let textHeight, !narrow, unknownFont {
            confidence = .needsReview(
                reason:
                    "its height is one line of its text, in a font of the app's whose size is not known (judged as the body style, \(Rect.format(textHeight)) pt): one line of any text under about 36 pt is less than 44 pt high"
            )
        } else if let textHeight, !narrow {
            confidence = .needsReview(
                reason: (symbol ? "its height is about one line of its font, the size a symbol image is drawn at" : "its height is one line of its text")
                    + " at the default text size (\(Rect.format(textHeight)) pt); what lays it out (a stack's spacing, a parent's frame) is not a touch area, but a style or container the tool does not read may be"
            )
        }
        let sizeText =
            switch (width, height) {
            case (let w?, let h?): "\(Rect.format(w)) × \(Rect.format(h)) pt"
            case (let w?, nil): "\(Rect.format(w)) pt wide"
            case (nil, let h?): "\(Rect.format(h)) pt high"
            case (nil, nil): ""
            }
        var finding = context.finding(
            node, in: screen,
            "\(node.roleName) is \(sizeText) (its label's frame, which is its touch area), smaller than \(Rect.format(minimum)) × \(Rect.format(minimum)) pt",
            confidence: confidence)
        finding.criteria = Self.criteria(Size(width: width ?? minimum, height: height ?? minimum))
        return finding
    }

    /// A SwiftUI button's label that nothing sizes is one line of its font high (22 pt for a
    /// body text at the default text size); an SF Symbol is drawn at its font's size too. In the
    /// app's own font, whose size is not known (`.font(.semibold16)`), one line of any text under
    /// about 36 pt is less than 44 pt high: judged as the body style, `unknownFont`.
    static func oneLineHeight(of label: Element, in button: Element, titleOnly: Bool, symbol: Bool) -> (height: Double, unknownFont: Bool)? {
        let isText = label.kind == "Text" || titleOnly
        guard isText || symbol else { return nil }
        let body = FontSpec(source: .textStyle, textStyle: .body)
        let font = label.font ?? button.font ?? body
        if let size = TextFit.pointSize(font, at: .large, within: nil) { return (TextMetrics.lineHeight(pointSize: size), false) }
        guard font.source == .dynamic, isText, let size = TextFit.pointSize(body, at: .large, within: nil) else { return nil }
        return (TextMetrics.lineHeight(pointSize: size), true)
    }

    /// An Interface Builder button nothing makes act: no action or segue in the file, no
    /// target, action or gesture code gives it through an outlet (a read receipt drawn as a
    /// button, whose code only sets its image).
    static func mayDoNothing(_ node: ResolvedElement, in screen: ResolvedScreen) -> Bool {
        let e = node.element
        // A button of the project's own class counts too: its class's code (an `addTarget` on
        // itself, a touch override) would have given it an action, as its holder's would.
        guard [.storyboardScene, .xib].contains(screen.screen.origin), ViewClasses.isInterfaceBuilderButton(e.kind),
            !e.hasAction, e.gestureRecognizers.isEmpty, e.provenance[.customClass] == nil, e.unreadCode == nil
        else { return false }
        return true
    }

    /// Why a size read from Interface Builder's canvas may not be the size on a device: no
    /// constraint fixes the short side, and its table sets it at run time (a cell is as high
    /// as its row); or the target is a wide row only a few points short, which people do not
    /// miss. (A titled button's own content, line and insets, is a lower bound the front end
    /// already applies.)
    static func designTimeSize(_ node: ResolvedElement, in screen: ResolvedScreen, narrow: Bool, low: Bool, minimum: Double) -> String? {
        let e = node.element
        guard [.storyboardScene, .xib].contains(screen.screen.origin), let frame = node.frame else { return nil }
        let fromCanvas = (narrow && e.fixedWidth == nil) || (low && e.fixedHeight == nil)
        guard fromCanvas else { return nil }
        if node.role == .cell { return "a cell is as high as its table's row at run time; the canvas shows a design size" }
        // A text of several lines whose words code gives (`attributedText = …`): its height is
        // that text's at run time, not the placeholder's on the canvas (element-ios: a "Label"
        // 19.5 pt high that holds three lines).
        if low, ViewClasses.growsWithItsText(e.kind, numberOfLines: e.numberOfLines), e.setInCode.contains(.text) {
            return "its height is that of the text code gives it at run time; the canvas measures the file's placeholder text"
        }
        // A button drawn too narrow whose title code gives (not the file's own title, localized
        // at run time), with no constraint fixing its width: it is as wide as that title, and,
        // when it is drawn too low as well, as high as the font code gives it (kDrive: a drive
        // name in a 28 pt title font, drawn 30 × 30 on the canvas).
        if node.role == .button, narrow, e.fixedWidth == nil, case .code? = e.provenance[.text], !low || e.provenance[.font] != nil {
            return "its size is that of the title and font code gives it at run time; the canvas draws a placeholder size"
        }
        // Drawn 0 pt wide or high on the canvas (a stack squashed on the canvas's device):
        // nothing is that small on screen by design; content and constraints size it.
        for (side, size, fixed) in [("wide", frame.width, e.fixedWidth), ("high", frame.height, e.fixedHeight)] where size < 1 && fixed == nil {
            return
                "the canvas draws it \(Rect.format(size)) pt \(side) with no constraint fixing that size: its content and constraints size it at run time"
        }
        let short = low ? frame.height : frame.width, long = low ? frame.width : frame.height
        if short >= minimum - 4, long >= 2 * minimum {
            return
                "a \(Rect.format(long)) pt wide target \(Rect.format(minimum - short)) pt short of \(Rect.format(minimum)) pt on the canvas, with no constraint fixing that size"
        }
        return nil
    }

    /// Code makes the view, or a view around it, take no touches where it is made
    /// (`$0.isUserInteractionEnabled = false` in its `.then { }`: a badge drawn as a button); code
    /// may turn touches on later, so the target needs review.
    /// A view around the control that takes taps itself (a row with a tap recognizer, not a
    /// controller's whole view, where a tap usually puts the keyboard away): a tap beside the
    /// control may do what the control does, and then the row is the target people aim at
    /// (falcon: a 24 pt info button in a 56 pt row that takes the same tap).
    static func tappableSurround(_ node: ResolvedElement, in screen: ResolvedScreen, minimum: Double) -> String? {
        var current = node.parentIndex
        while let i = current {
            let ancestor = screen.elements[i]
            current = ancestor.parentIndex
            if current == nil, screen.screen.isViewController == true { break }
            let e = ancestor.element
            guard e.gestureRecognizers.contains(where: { $0 == .tap || $0 == .code }), e.isUserInteractionEnabled else { continue }
            if let size = ancestor.touchSize, size.width < minimum || size.height < minimum { continue }
            return
                "\(e.displayName) around it takes taps too (\(e.location.file.fileName):\(e.location.line)): if a tap there does what the control does, the larger view is the target"
        }
        // A row the table's delegate acts on when it is tapped anywhere (AdGuard's theme rows:
        // a radio button and `didSelectRowAt` both set the theme).
        if let selection = screen.screen.rowSelection, let cell = screen.enclosingCell(of: node),
            cell.touchSize.map({ $0.width >= minimum && $0.height >= minimum }) ?? true
        {
            return
                "its row acts when tapped anywhere (didSelect… at \(selection.file.fileName):\(selection.line)): if the row does what the control does, the row is the target"
        }
        return nil
    }

    static func madeUntouchable(_ node: ResolvedElement, in screen: ResolvedScreen) -> String? {
        var current: Int? = node.index
        while let i = current {
            let e = screen.elements[i].element
            // Where it is made: not a write in a method that runs later (a progress state, a
            // touch handler), which the view's own state at load does not show.
            if !e.isUserInteractionEnabled, e.gestureRecognizers.isEmpty, let origin = e.provenance[.isUserInteractionEnabled],
                case .code(let written) = origin, case .propertyInitializer = written.how
            {
                return "code makes \(e.displayName) take no touches where it is made (\(origin)): it may be a badge drawn as a control"
            }
            current = screen.elements[i].parentIndex
        }
        return nil
    }

    /// A touch target receives touches: not when it or an ancestor has
    /// `isUserInteractionEnabled` off (a label VoiceOver activates through
    /// `accessibilityActivate()` or custom actions is no target, whatever its size).
    static let borderedStyles: Set<String> = ["bordered", "borderedProminent", "Bordered", "BorderedProminent"]

    /// A button in a bordered style that neither it nor its label gives a height.
    static func isBorderedWithoutHeight(_ node: ResolvedElement, in screen: ResolvedScreen) -> Bool {
        let e = node.element
        return borderedStyles.contains(e.swiftUI.appliedStyle ?? "") && e.fixedHeight == nil && e.minimumHeight == nil
            && screen.children(of: node).allSatisfy { $0.element.fixedHeight == nil && $0.element.minimumHeight == nil }
    }

    /// SwiftUI draws a `.bordered` or `.borderedProminent` button around its label at the
    /// control size that reaches it: at `.regular`, the default, a body-text title makes it
    /// about 34 pt high (Apple's own measure is the style's, undocumented, so the finding needs
    /// review); `.large` and `.extraLarge` make it 44 pt or more. The style's shape is the touch
    /// area: padding around the button lays it out, it does not widen it. Not judged when the
    /// label is padded, in a list, a toolbar or a system dialog (one with a height of its own is
    /// judged by its label, as other buttons are).
    func borderedButton(_ node: ResolvedElement, in screen: ResolvedScreen, minimum: Double, _ context: RuleContext) -> Finding? {
        let e = node.element
        let size = e.swiftUI.controlSize ?? "regular"
        guard ViewClasses.isSizedByLabel(e.kind), node.isInteractive, receivesTouches(node, in: screen), !["large", "extraLarge"].contains(size),
            screen.children(of: node).allSatisfy({ $0.element.provenance[.hitArea] == nil })
        else { return nil }
        var current = node.parentIndex
        while let i = current {
            let ancestor = screen.elements[i].element
            if ViewClasses.rowsAreTargets(ancestor.kind) || ancestor.swiftUI.toolbarPlacement != nil || ["Alert", "ConfirmationDialog"].contains(ancestor.kind)
            {
                return nil
            }
            current = screen.elements[i].parentIndex
        }
        let height: Double = size == "small" ? 28 : size == "mini" ? 20 : 34
        let chosen = ["regular", "small", "mini"].contains(size) ? "" : " (its control size is chosen at run time: \(size))"
        var finding = context.finding(
            node, in: screen,
            "\(node.roleName) is about \(Rect.format(height)) pt high (a .\(e.swiftUI.appliedStyle ?? "bordered") button at the \(["small", "mini"].contains(size) ? size : "regular") control size\(chosen)), smaller than \(Rect.format(minimum)) × \(Rect.format(minimum)) pt",
            confidence: .needsReview(
                reason:
                    "SwiftUI sizes bordered buttons by their control size, a metric it does not document (about 34 pt high at .regular with body text); .controlSize(.large) draws them at least 44 pt high"
            ))
        finding.criteria = Self.criteria(Size(width: minimum, height: height))
        return finding
    }

    func receivesTouches(_ node: ResolvedElement, in screen: ResolvedScreen) -> Bool {
        var current: Int? = node.index
        while let i = current {
            let e = screen.elements[i].element
            if !e.isUserInteractionEnabled && e.provenance[.isUserInteractionEnabled] == nil && e.gestureRecognizers.isEmpty { return false }
            current = screen.elements[i].parentIndex
        }
        return true
    }

    static func finding(
        _ node: ResolvedElement, _ size: Size, _ minimum: Double, _ confidence: Confidence,
        _ screen: ResolvedScreen, _ context: RuleContext
    ) -> Finding {
        var finding = context.finding(
            node, in: screen,
            "\(node.roleName) is \(Rect.format(size.width)) × \(Rect.format(size.height)) pt, smaller than \(Rect.format(minimum)) × \(Rect.format(minimum)) pt",
            confidence: confidence)
        finding.criteria = Self.criteria(size)
        return finding
    }

    /// 44 pt is Apple's guideline and WCAG 2.5.5 (Target Size, AAA, 44 × 44 CSS px); 2.5.8
    /// (Target Size Minimum, AA) fails only below 24 × 24 (https://www.w3.org/TR/WCAG22/#target-size-minimum).
    static func criteria(_ size: Size) -> [String] {
        size.width < 24 || size.height < 24 ? ["2.5.5", "2.5.8"] : ["2.5.5"]
    }

    /// Android: sizes written in dp (layout_width/height). An exact size wins over
    /// minWidth/minHeight, which only raise `wrap_content` (View.getDefaultSize); a size from
    /// `wrap_content`, `match_parent` or constraints is unknown and not judged.
    func android(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let minimum = context.option("android_minimum_size")
        return screen.reachable.compactMap { node in
            let e = node.element
            guard node.isInteractive else { return nil }
            let narrow = e.fixedWidth.map { $0 < minimum } ?? false, low = e.fixedHeight.map { $0 < minimum } ?? false
            guard narrow || low else { return nil }
            let size: String
            switch (e.fixedWidth, e.fixedHeight) {
            case let (w?, h?): size = "\(Rect.format(w)) × \(Rect.format(h)) dp"
            case let (w?, nil): size = "\(Rect.format(w)) dp wide"
            case let (nil, h?): size = "\(Rect.format(h)) dp high"
            default: return nil
            }
            return context.finding(
                node, in: screen, "\(node.roleName) is \(size), smaller than \(Rect.format(minimum)) × \(Rect.format(minimum)) dp",
                confidence: node.confidence(unlessSetInCode: .frame, .clickable),
                fix:
                    "Make the view at least \(Rect.format(minimum)) × \(Rect.format(minimum)) dp (layout_width/height, or wrap_content with android:minWidth/minHeight and padding around a small icon)."
            )
        }
    }
}

extension MinTapTarget {
    /// A plain button whose label is framed by one of the app's size constants.
    static func constantSizedButton(size: String) -> [String: String] {
        [
            "Style/Sizing.swift": """
            import SwiftUI
            public extension CGFloat {
                enum list {
                    public static let image: CGFloat = 22
                    public static let row: CGFloat = 44
                }
            }
            """,
            "App/InfoRow.swift": """
            import SwiftUI
            struct InfoRow: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Image(systemName: "info.circle")
                            .frame(width: .list.\(size), height: .list.\(size))
                    }
                    .buttonStyle(.plain)
                    \(size == "image" ? "↓" : "").accessibilityLabel("Info")
                }
            }
            struct InfoScreen: View { var body: some View { InfoRow(action: {}) } }
            """,
        ]
    }
}
