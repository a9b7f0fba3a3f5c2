/// Every screen needs a heading VoiceOver can find: its navigation title or a header element.
struct ScreenTitle: Rule {
    let metadata = RuleMetadata(
        id: "screen-title",
        title: "Screen has no heading",
        rationale:
            "VoiceOver users learn where they are from the screen's title and skim it by moving from heading to heading with the rotor. A screen with neither a navigation title nor any element with the header trait gives them no landmark.",
        wcag: ["2.4.2", "1.3.1", "2.4.6"], impact: .serious, defaultSeverity: .warning,
        tags: ["headings", "voiceover", "navigation"],
        help: "Give the screen a navigation title (navigationItem.title), or mark its title label with the Header trait.",
        sources: ["B ch3 L731", "B ch6 L2141-2145", "seed rule #23", "seed rule #24"],
        summary: "view controller screen with no navigation title and no heading",
        appleAuditTypes: [], nutritionLabels: [], policies: [.needsReviewWhenEmbedded])

    /// A scene with a header label that embeds, through a container view, a scene of its own
    /// class holding one button.
    static let embeddingStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="host">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="host" customClass="TaxonViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Monarch" id="name">
                                    <rect key="frame" x="20" y="60" width="300" height="30"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                    <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" header="YES"/></accessibility>
                                </label>
                                <containerView opaque="NO" contentMode="scaleToFill" id="c1">
                                    <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                    <connections><segue destination="pager" kind="embed" id="e1"/></connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="pager" customClass="PhotoPageController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2"><rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                                    <rect key="frame" x="20" y="20" width="120" height="44"/>
                                    <state key="normal" title="All photos"/>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    /// A button, the only content of a screen.
    static let monthlyButton = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="monthly">
                <rect key="frame" x="20" y="120" width="200" height="44"/>
                <state key="normal" title="Monthly"/>
            </button>
        """

    static func hostedView(title: String, embeds: Bool = true) -> [String: String] {
        [
            "App/DelaysViewController.swift": """
            import SwiftUI
            final class DelaysViewController: UIViewController {
                let content = UIHostingController(rootView: DelaysView())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(embeds ? "addChild(content)\n        view.addSubview(content.view)" : "present(content, animated: true)")
                    \(title)
                }
            }
            """,
            "App/DelaysView.swift": """
            import SwiftUI
            struct DelaysView: View {
                var body: some View { NavigationView { List { Text("Delays apply to every reading shared with the loop app, from midnight on") } } }
            }
            """,
            "App/AppDelegate.swift": """
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = UINavigationController(rootViewController: DelaysViewController())
                    return true
                }
            }
            """,
        ]
    }

    var examples: [RuleExample] {
        [
            .xib(
                "A screen of buttons and text without any heading", .triggers(count: 1),
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="monthly">
                        <rect key="frame" x="20" y="80" width="200" height="44"/>
                        <state key="normal" title="Monthly"/>
                    </button>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Billed every month, cancel at any time." adjustsFontForContentSizeCategory="YES" id="note">
                        <rect key="frame" x="20" y="140" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """
            ).at("root-view"),
            .xib(
                "Trap: a short text opens the screen, likely its visible title without the header trait", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Choose a plan" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="80" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="monthly">
                        <rect key="frame" x="20" y="120" width="200" height="44"/>
                        <state key="normal" title="Monthly"/>
                    </button>
                """
            ),
            .xib(
                "A short notice first on the screen, in a view code shows only when something is wrong, is no title", .triggers(count: 1),
                outlets: ["mismatchLabel": "mismatch"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var mismatchLabel: UIView!
                        var locationsMatch = true
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            mismatchLabel.isHidden = locationsMatch
                        }
                    }
                    """
                ],
                """
                    <view contentMode="scaleToFill" hidden="YES" id="mismatch">
                        <rect key="frame" x="20" y="80" width="300" height="40"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Location does not match" adjustsFontForContentSizeCategory="YES" id="mismatchText">
                                <rect key="frame" x="0" y="0" width="300" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                        </subviews>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="monthly">
                        <rect key="frame" x="20" y="120" width="200" height="44"/>
                        <state key="normal" title="Connect"/>
                    </button>
                """
            ).at("root-view"),
            .xib(
                "A title label with the header trait", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Choose a plan" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="80" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                        </accessibility>
                    </label>
                """),
            .xib(
                "Trap: a loading overlay holding only a spinner is not a screen to title", .passes,
                """
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" animating="YES" style="large" id="spinner">
                        <rect key="frame" x="178" y="400" width="37" height="37"/>
                    </activityIndicatorView>
                """),
            .xib(
                "Trap: the view controller sets its title in code", .needsReview(count: 1),
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("plans.title", comment: "")
                        }
                    }
                    """
                ],
                Self.monthlyButton
            ).at("root-view"),
            .xib(
                "Trap: the controller's superclass puts a view of its own in the navigation bar's title (`self.navigationItem.titleView = titleView;`, ChatSecure's conversation screens)",
                .needsReview(count: 1),
                swift: [
                    "App/ConversationViewController.m": """
                    @implementation ConversationViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        TitleSubtitleView *titleView = [self titleView];
                        self.navigationItem.titleView = titleView;
                    }
                    @end
                    """,
                    "App/ExampleViewController.m": """
                    @interface ExampleViewController : ConversationViewController
                    @end
                    @implementation ExampleViewController
                    @end
                    """,
                ],
                Self.monthlyButton
            ).at("root-view"),
            .xib(
                "Trap: the same in Swift (`navigationItem.titleView = logoView`)", .needsReview(count: 1),
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        let logoView = UIImageView(image: UIImage(named: "logo"))
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            navigationItem.titleView = logoView
                        }
                    }
                    """
                ],
                Self.monthlyButton
            ).at("root-view"),
            .code(
                "Trap: a page another scene embeds through a container view is part of that screen, whose header covers it (iNaturalist's taxon photo pager)",
                .needsReview(count: 1),
                ["App/Base.lproj/Main.storyboard": Self.embeddingStoryboard]
            ).at("v2"),
            .code(
                "The same page shown by a segue of its own is a screen: no heading", .triggers(count: 1),
                ["App/Base.lproj/Main.storyboard": Self.embeddingStoryboard.replacingOccurrences(of: "kind=\"embed\"", with: "kind=\"show\"")]
            ).at("v2"),
            .code(
                "Trap: a SwiftUI view a UIKit controller hosts takes the controller's title, which its navigation bar shows (xDrip4iOS's loop delays)",
                .passes,
                Self.hostedView(title: #"title = NSLocalizedString("Delays", comment: "")"#)),
            .code(
                "The same view in a controller that sets no title: no heading", .triggers(count: 1),
                Self.hostedView(title: "")
            ).at("App/DelaysView.swift:2"),
            .code(
                "A hosting controller a titled controller presents is a screen of its own: no heading (OneBusAway's region picker)", .triggers(count: 1),
                Self.hostedView(title: #"title = NSLocalizedString("Delays", comment: "")"#, embeds: false)
            ).at("App/DelaysView.swift:2"),
            .code(
                "A pop-up button showing its selection titles the button, not the screen", .triggers(count: 1),
                [
                    "Example/SortViewController.swift": """
                    final class SortViewController: UIViewController {
                        private lazy var sortButton: UIButton = {
                            let button = UIButton(configuration: .plain(), primaryAction: nil)
                            button.showsMenuAsPrimaryAction = true
                            button.changesSelectionAsPrimaryAction = true
                            return button
                        }()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(sortButton)
                        }
                    }
                    """
                ]
            ).at("view"),
            RuleExample(
                "Trap: a freeform scene drawn 107 pt wide: its navigation bar spans the window, and its title is read",
                files: [
                    .init(
                        path: "Example/Base.lproj/Signup.storyboard",
                        contents: ImageButtonLabel.signupStoryboard
                            .replacingOccurrences(of: #"width="393" height="852""#, with: #"width="107" height="300""#)
                            .replacingOccurrences(
                                of: #"<barButtonItem key="rightBarButtonItem" image="dots_horizontal" id="more"/>"#,
                                with: """
                                    <rightBarButtonItems>
                                        <barButtonItem systemItem="action" id="share"/>
                                        <barButtonItem systemItem="add" id="add"/>
                                        <barButtonItem systemItem="trash" id="trash"/>
                                    </rightBarButtonItems>
                                    """))
                ], .passes),
            .swiftUI(
                "Trap: a sheet opening with its title in a title style, set from data", .needsReview(count: 1),
                """
                struct WhatsNew: View {
                    let release: Release
                    var body: some View {
                        NavigationView {
                            ScrollView {
                                ↓Text(release.title).font(.title.bold())
                                Text(release.summary)
                                Button("Continue") { dismiss() }
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the deprecated .navigationBarTitle(Text(…)) titles the screen", .passes,
                """
                struct SearchResultsView: View {
                    var body: some View {
                        NavigationView {
                            List { Text("Result") }
                                .navigationBarTitle(Text("All podcasts"))
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the title is set in a postfix #if os(iOS), which an iOS build compiles", .passes,
                """
                struct ServerView: View {
                    @State private var url = ""
                    var body: some View {
                        NavigationStack {
                            Form { TextField("https://example.org", text: $url) }
                            #if os(iOS)
                            .navigationBarTitle("Server")
                            #endif
                        }
                    }
                }
                """),
            .swiftUI(
                "A title set only for macOS (#if os(macOS) … #else, no title) does not title the iOS screen", .triggers(count: 1),
                """
                ↓struct ServerView: View {
                    @State private var url = ""
                    var body: some View {
                        NavigationStack {
                            Form { TextField("https://example.org", text: $url) }
                            #if os(macOS)
                            .navigationTitle("Server")
                            #else
                            .padding()
                            #endif
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a nested view made with Self.Expanded() inside a titled screen", .passes,
                """
                struct Composer: View {
                    @State private var text = ""
                    var body: some View {
                        NavigationStack {
                            VStack {
                                TextEditor(text: $text)
                                Suggestions()
                            }
                            .navigationTitle("New Post")
                        }
                    }
                }
                struct Suggestions: View {
                    var body: some View { Self.Expanded() }
                }
                extension Suggestions {
                    struct Expanded: View {
                        var body: some View {
                            TabView { Text("Recent") }.frame(height: 200)
                        }
                    }
                }
                """),
            .swiftUI(
                "A view a sheet presents is a screen: it needs a heading", .triggers(count: 1),
                """
                struct Picker: View {
                    @State var showList = false
                    var body: some View {
                        NavigationStack {
                            Button("Choose icon") { showList = true }
                                .navigationTitle("Icon")
                                .sheet(isPresented: $showList) { NavigationView { IconList() } }
                        }
                    }
                }
                ↓struct IconList: View {
                    var body: some View {
                        List { Button("Star") {}; Button("Heart") {} }
                    }
                }
                """),
            .swiftUI(
                "Trap: a panel of options shown only as a partial sheet (detents short of the full height) is like an action sheet",
                .needsReview(count: 1),
                """
                struct History: View {
                    @State var showOptions = false
                    var body: some View {
                        NavigationStack {
                            Button("Options") { showOptions = true }
                                .navigationTitle("History")
                                .sheet(isPresented: $showOptions) {
                                    HistoryOptions().presentationDetents(compact ? [.fraction(0.3)] : [.medium])
                                }
                        }
                    }
                }
                ↓struct HistoryOptions: View {
                    var body: some View {
                        VStack { Button("Delete all") {}; Button("Export") {} }
                    }
                }
                """),
            .swiftUI(
                "Trap: a sheet whose view sets its own partial detents (Element X's space topic sheet)",
                .needsReview(count: 1),
                """
                struct SpaceHeader: View {
                    @State var showTopic = false
                    let topic: String?
                    var body: some View {
                        NavigationStack {
                            Button("About this space") { showTopic = true }
                                .navigationTitle("Space")
                                .sheet(isPresented: $showTopic) {
                                    TopicSheet(topic: topic ?? "")
                                }
                        }
                    }
                }
                ↓struct TopicSheet: View {
                    let topic: String
                    var body: some View {
                        ScrollView { Text(topic) }.presentationDetents([.height(240)])
                    }
                }
                """),
            .swiftUI(
                "Trap: a reusable picker pushed by a link that titles it where it makes it", .passes,
                """
                struct Settings: View {
                    @State var size = 0
                    var body: some View {
                        NavigationStack {
                            List {
                                NavigationLink {
                                    SizePicker(selection: $size)
                                        .navigationTitle("Cache Size")
                                } label: { Text("Cache Size") }
                            }
                            .navigationTitle("Settings")
                        }
                    }
                }
                struct SizePicker: View {
                    @Binding var selection: Int
                    var body: some View {
                        Picker("Size", selection: $selection) { Text("1 GB").tag(1); Text("2 GB").tag(2) }.pickerStyle(.wheel)
                    }
                }
                """),
            .swiftUI(
                "Trap: rows and a close button inside a sheet's content written in place are parts of it, not screens", .passes,
                """
                struct Picker: View {
                    @State var showList = false
                    var body: some View {
                        NavigationStack {
                            Button("Choose icon") { showList = true }
                                .navigationTitle("Icon")
                                .sheet(isPresented: $showList) {
                                    NavigationView {
                                        List {
                                            ForEach(icons, id: \\.self) { icon in
                                                Button(action: { showList = false }) { IconRow(icon: icon) }
                                            }
                                        }
                                        .toolbar { ToolbarItem { CloseButton { showList = false } } }
                                    }
                                }
                        }
                    }
                }
                struct IconRow: View {
                    let icon: String
                    var body: some View { HStack { Image(systemName: icon); Text(icon) } }
                }
                struct CloseButton: View {
                    let action: () -> Void
                    var body: some View { Button(action: action) { Image(systemName: "xmark.circle.fill") } }
                }
                """),
            .swiftUI(
                "Trap: a project view named EmptyView (another module's empty state) is not what a sheet's EmptyView() shows", .passes,
                """
                struct Settings: View {
                    @State var showing = false
                    var body: some View {
                        NavigationStack {
                            Button("More") { showing = true }
                                .navigationTitle("Settings")
                                .sheet(isPresented: $showing) { EmptyView() }
                        }
                    }
                }
                struct EmptyView: View {
                    var body: some View {
                        VStack { Image(systemName: "key"); Text("No passwords saved yet. They will show here once you save one.") }
                    }
                }
                """),
            .xib(
                "Trap: a custom view's xib is not a screen", .passes, owner: "PlanCardView",
                swift: ["PlanCardView.swift": "final class PlanCardView: UIView {}"],
                Self.monthlyButton),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        guard screen.screen.isViewController == true, !screen.simulation.order.isEmpty else { return [] }
        let hasHeading = screen.simulation.order.contains { screen.elements[$0].traits.contains(.header) }
        guard !hasHeading else { return [] }
        // A loading overlay (a spinner alone, presented over the screen below) is not a place
        // people navigate to: VoiceOver reads "In progress", and there is nothing to title.
        guard !screen.simulation.order.allSatisfy({ screen.elements[$0].role == .progressIndicator }) else { return [] }
        var confidence = Confidence.certain
        // The text that looks like the screen's visible title: the finding names it, as that is
        // where the header trait goes.
        var titleNode: (title: String, node: ResolvedElement)?
        switch screen.screen.title {
        case .dynamic(let origin)?:
            confidence = .needsReview(reason: "the title is set in code (\(origin)); VoiceOver reads it as a heading only when a navigation bar shows it")
        case .literal(let title)?:
            confidence = .needsReview(reason: "the view controller's title \"\(title)\" is read as a heading only when a navigation bar shows it")
        case nil:
            break
        }
        if !confidence.isCertain {
        } else if screen.screen.isPartialSheet {
            confidence = .needsReview(
                reason:
                    "it is only shown as a partial sheet (its detents stop short of the full height): a panel of options over the screen, like an action sheet, may need no heading"
            )
        } else if let (title, node) = Self.visibleTitle(screen) {
            titleNode = (title, node)
            confidence = .needsReview(
                reason:
                    "“\(title)” opens the screen and may be its visible title (an app-drawn bar, a sheet's large text): then only its header trait is missing")
        } else if let unread = screen.elements.lazy.compactMap({ $0.element.unreadCode }).first {
            confidence = .needsReview(reason: "part of the screen comes from code the tool cannot see (\(unread))")
        } else if screen.elements.contains(where: { $0.runtimeUncertainty(.accessibilityTraits) != nil && $0.isReachable }) {
            confidence = .needsReview(reason: "some elements' traits are set in code and may include the header trait")
        }
        let message =
            "Screen \"\(screen.screen.name)\" has no heading: "
            + (screen.screen.title == nil
                ? "no navigation title and no element with the header trait"
                : "its title is in no navigation bar the tool can see, and no element has the header trait")
        if let (title, node) = titleNode {
            return [
                context.finding(
                    node, in: screen,
                    message + "; " + (title.hasPrefix("‹") ? "a text in a title style" : "“\(title)”")
                        + " opens the screen like a title: give it the header trait",
                    confidence: confidence)
            ]
        }
        let root = screen.elements[0]
        return [
            Finding(
                ruleID: metadata.id, severity: context.severity, confidence: confidence, message: message,
                location: screen.screen.location, screen: screen.screen.name, elementID: root.element.id,
                element: root.description, fix: metadata.help)
        ]
    }

    /// Whether code decides if the element or one of its ancestors is on screen.
    static func shownByCode(_ node: ResolvedElement, in screen: ResolvedScreen) -> Bool {
        var current: Int? = node.index
        while let i = current {
            let e = screen.elements[i].element
            if e.hiddenWhen != nil || e.provenance[.isHidden] != nil { return true }
            current = screen.elements[i].parentIndex
        }
        return false
    }

    /// A short text among the first elements VoiceOver reads: a title the app draws itself
    /// (a custom navigation bar, a sheet opening with large text), not known to be one.
    static func visibleTitle(_ screen: ResolvedScreen) -> (String, ResolvedElement)? {
        for index in screen.simulation.order.prefix(3) {
            let node = screen.elements[index]
            // A text code shows or hides, or one inside a view it shows or hides (a notice hidden
            // in the file that code shows when something is wrong), is no fixed title of the screen.
            guard node.role == .staticText, !Self.shownByCode(node, in: screen) else { continue }
            if let text = node.labelText?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty {
                if text.count <= 60, !text.hasSuffix(".") { return (text, node) }
            } else if let font = node.element.font, HeaderTraitHeadings.looksLikeHeading(font) {
                // A text set from data in a title style (`Text(release.title).font(.title)`).
                return (node.label.flatMap(Speech.spoken) ?? "a text in a title style", node)
            }
        }
        return nil
    }
}
