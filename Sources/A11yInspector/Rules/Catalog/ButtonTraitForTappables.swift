/// Whatever acts as a button must say so.
struct ButtonTraitForTappables: Rule {
    let metadata = RuleMetadata(
        id: "button-trait-for-tappables",
        title: "Tappable view without the button trait",
        rationale:
            "A view made tappable with a tap gesture has no role: VoiceOver does not say \"button\", and Switch Control and Voice Control do not treat it as something to activate. Use a Button, or add the button trait.",
        wcag: ["4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["traits", "voiceover", "switch-control", "voice-control"],
        help: "Use a Button (UIButton), or add the button trait (`.accessibilityAddTraits(.isButton)`, `accessibilityTraits.insert(.button)`) and a label.",
        sources: ["B ch3 L809", "B ch6 L2069", "seed rule #21"],
        summary: "a view made tappable (`onTapGesture`, tap recognizer) without the button trait",
        appleAuditTypes: [.trait], nutritionLabels: [.voiceOver, .voiceControl])

    /// A controller whose card has a tap recognizer and whose close control is a `UIControl`
    /// subclass with an action; in the trap the tap only ends editing and the control makes
    /// itself a labelled button.
    static func codeCards(dismissesKeyboard: Bool) -> String {
        let mark = dismissesKeyboard ? "" : "↓"
        return """
            import UIKit

            final class CloseControl: UIControl {
                private let icon = UIImageView(image: UIImage(named: "close"))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
            \(dismissesKeyboard ? "        isAccessibilityElement = true\n        accessibilityTraits = .button\n        accessibilityLabel = NSLocalizedString(\"Close\", comment: \"\")" : "")
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class CardsViewController: UIViewController {
                private let card = UIView()
                private let icon = UIImageView(image: UIImage(named: "heart"))
                private let close = CloseControl()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Cards", comment: "")
                    view.addSubview(card)
                    card.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
                    card.addSubview(icon)
                    \(mark)card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                    view.addSubview(close)
                    close.frame = CGRect(x: 300, y: 40, width: 44, height: 44)
                    \(mark)close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
                }
                @objc private func tapped() {
                    \(dismissesKeyboard ? "view.endEditing(true)" : "showDetails()")
                }
                @objc private func closeTapped() { dismiss(animated: true) }
                private func showDetails() {}
            }

            """
    }

    /// A badge whose tap does something only when its caller gives it info.
    static let labsLabel = """
        struct LabsLabel: View {
            var info: String? = nil
            @State private var showInfo = false
            var body: some View {
                Text("Labs")
                    .onTapGesture {
                        guard info != nil else { return }
                        showInfo = true
                    }
            }
        }

        """

    /// A label in Interface Builder with a tap recognizer, and `interaction` among its attributes.
    static func tappableLabel(interaction: String) -> String {
        """
            ↓<label opaque="NO" \(interaction)contentMode="left" text="Forgot password?" id="forgot">
                <rect key="frame" x="20" y="100" width="200" height="44"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="g1"/>
                </connections>
            </label>
        """
    }

    var examples: [RuleExample] {
        [
            .swiftUI(
                "An image with onTapGesture", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        Image("avatar")
                            .accessibilityLabel("Profile")
                            ↓.onTapGesture { showProfile() }
                    }
                }
                """),
            .swiftUI(
                "Trap: a block switched off with `if false` never runs (Meshtastic's trace route diagram); the same view under `if true` does",
                .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            if false {
                                Image("route").accessibilityLabel("Route").onTapGesture { rotate() }
                            }
                            if (true) {
                                Image("avatar")
                                    .accessibilityLabel("Profile")
                                    ↓.onTapGesture { showProfile() }
                            }
                        }
                    }
                }
                """),
            .code(
                "Trap: a SwiftUI view only a view modifier makes, which nothing applies: never on screen", .needsReview(count: 1),
                [
                    "App/ExampleApp.swift": "@main\nstruct ExampleApp: App { var body: some Scene { WindowGroup { Text(\"Home\") } } }",
                    "App/BannerHost.swift": """
                    struct BannerHost<Content: View>: View {
                        let content: Content
                        var body: some View {
                            content.overlay(
                                Text("Saved")
                                    ↓.onTapGesture { dismiss() }
                            )
                        }
                    }
                    struct BannerHostModifier: ViewModifier {
                        func body(content: Content) -> some View { BannerHost(content: content) }
                    }
                    """,
                ]),
            .xib(
                "A label with a tap gesture recognizer", .triggers(count: 1), Self.tappableLabel(interaction: ""),
                objects: #"<tapGestureRecognizer id="tap1"/>"#),
            .xib(
                "Trap: a label that takes no touches (userInteractionEnabled NO) never fires its tap recognizer; its row takes the tap",
                .passes, Self.tappableLabel(interaction: #"userInteractionEnabled="NO" "#).replacingOccurrences(of: "↓", with: ""),
                objects: #"<tapGestureRecognizer id="tap1"/>"#),
            .code(
                "A label made in code takes touches only once code turns them on: the one that does is a tap target, the other never fires (falcon)",
                .triggers(count: 1),
                [
                    "Example/HelpView.swift": """
                    import UIKit

                    final class HelpViewController: UIViewController {
                        private let helpLabel = UILabel()
                        private let noteLabel = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Help", comment: "")
                            helpLabel.text = NSLocalizedString("Learn more", comment: "")
                            noteLabel.text = NSLocalizedString("Fees apply", comment: "")
                            helpLabel.font = .preferredFont(forTextStyle: .body)
                            noteLabel.font = .preferredFont(forTextStyle: .body)
                            helpLabel.adjustsFontForContentSizeCategory = true
                            noteLabel.adjustsFontForContentSizeCategory = true
                            view.addSubview(helpLabel)
                            view.addSubview(noteLabel)
                            helpLabel.isUserInteractionEnabled = true
                            ↓helpLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openHelp)))
                            noteLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openHelp)))
                        }
                        @objc private func openHelp() { present(UIViewController(), animated: true) }
                    }
                    """
                ]),
            .code(
                "Trap: a tappable card whose code makes its content view an element with traits when its model has a label (falcon)",
                .needsReview(count: 1),
                [
                    "Example/CardsViewController.swift": """
                    import UIKit

                    final class CardsViewController: UIViewController {
                        private let card = UIView()
                        private let content = UIView()
                        private let icon = UIImageView(image: UIImage(named: "heart"))
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Cards", comment: "")
                            view.addSubview(card)
                            card.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
                            card.addSubview(content)
                            content.addSubview(icon)
                            ↓card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                        }
                        func show(_ model: CardModel) {
                            if let label = model.accessibilityLabel {
                                content.isAccessibilityElement = true
                                content.accessibilityLabel = label
                                content.accessibilityTraits = model.trait
                            }
                        }
                        @objc private func tapped() { showDetails() }
                        private func showDetails() {}
                    }
                    """
                ]),
            .code(
                "A view built in code with a tap recognizer, and a control of the app's own given an action", .triggers(count: 2),
                ["Example/CardsViewController.swift": Self.codeCards(dismissesKeyboard: false)]),
            .code(
                "Trap: a SwiftUI screen whose tap only puts the keyboard away, through a function of another type", .passes,
                [
                    "Inbox/InboxView.swift": """
                    struct InboxView: View {
                        @State private var query = ""
                        var body: some View {
                            VStack {
                                TextField("Search", text: $query)
                                Text("No messages")
                            }
                            .onTapGesture { Keyboard.dismiss() }
                        }
                    }
                    """,
                    "Common/Keyboard.swift": """
                    enum Keyboard {
                        static func dismiss() {
                            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a tap that only puts the keyboard away, and a control that makes itself a button", .passes,
                ["Example/CardsViewController.swift": Self.codeCards(dismissesKeyboard: true)]),
            .code(
                "Trap: a label a shared helper makes tappable, on a screen nothing creates, is not certain (Slide's tip jar)", .needsReview(count: 1),
                [
                    "App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = HomeViewController() }",
                    "App/HomeViewController.swift": """
                    final class HomeViewController: UIViewController {
                        let header = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            header.text = NSLocalizedString("Home", comment: "")
                            header.accessibilityTraits = [.header, .button]
                            header.addTapGestureRecognizer { [weak self] in self?.scrollToTop() }
                            view.addSubview(header)
                        }
                        func scrollToTop() {}
                    }
                    extension UIView {
                        func addTapGestureRecognizer(action: @escaping () -> Void) {
                            isUserInteractionEnabled = true
                            ↓addGestureRecognizer(TapRecognizer(action: action))
                        }
                    }
                    final class TapRecognizer: UITapGestureRecognizer {
                        let action: () -> Void
                        init(action: @escaping () -> Void) { self.action = action; super.init(target: nil, action: nil) }
                    }
                    """,
                    "App/DonateViewController.swift": """
                    final class DonateViewController: UIViewController {
                        let coffee = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            coffee.text = NSLocalizedString("Buy me a coffee", comment: "")
                            coffee.addTapGestureRecognizer { [weak self] in self?.buy() }
                            view.addSubview(coffee)
                        }
                        func buy() {}
                    }
                    """,
                ]),
            .code(
                "Trap: a card built in code whose tap action only logs swallows the tap (falcon's bottom sheet `killTap`)", .passes,
                [
                    "Example/CardsViewController.swift": Self.codeCards(dismissesKeyboard: true)
                        .replacingOccurrences(of: "view.endEditing(true)", with: #"print("tap killed")"#)
                ]),
            .code(
                "Trap: a dimming backdrop, the screen's own view and a double tap to zoom are not buttons", .needsReview(count: 2),
                [
                    "Example/SheetViewController.swift": """
                    import UIKit

                    final class SheetViewController: UIViewController {
                        private let backdrop = UIView()
                        private let photo = UIImageView(image: UIImage(named: "photo"))
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Sheet", comment: "")
                            view.addSubview(backdrop)
                            backdrop.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
                            backdrop.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                            ↓backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                            ↓view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleChrome)))
                            view.addSubview(photo)
                            photo.frame = CGRect(x: 0, y: 400, width: 400, height: 300)
                            let zoom = UITapGestureRecognizer(target: self, action: #selector(zoom))
                            zoom.numberOfTapsRequired = 2
                            photo.isUserInteractionEnabled = true
                            photo.addGestureRecognizer(zoom)
                        }
                        @objc private func close() { dismiss(animated: true) }
                        @objc private func toggleChrome() { navigationController?.setNavigationBarHidden(true, animated: true) }
                        @objc private func zoom() { photo.transform = CGAffineTransform(scaleX: 2, y: 2) }
                    }
                    """
                ]),
            .code(
                "Trap: a control of the app's own made of items (a tab bar whose cells take the touches)", .needsReview(count: 1),
                [
                    "Example/TabsViewController.swift": """
                    import UIKit

                    final class TabStrip: UIControl {
                        private let items = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(items)
                            items.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }

                    final class TabsViewController: UIViewController {
                        private let tabs = TabStrip()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Tabs", comment: "")
                            view.addSubview(tabs)
                            tabs.frame = CGRect(x: 0, y: 100, width: 400, height: 44)
                            ↓tabs.addTarget(self, action: #selector(changed), for: .valueChanged)
                        }
                        @objc private func changed() {}
                    }
                    """
                ]),
            .swiftUI(
                "Trap: an empty onTapGesture only keeps the touch from the scroll view behind", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        ScrollView {
                            Image("chart").onTapGesture {}
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a tap anywhere on a list of buttons closes a tooltip; the buttons are the controls", .passes,
                """
                struct ExampleView: View {
                    @State private var showsTip = true
                    var body: some View {
                        List {
                            Button("Recovery password") { reveal() }
                            Button("Clear data") { clear() }
                        }
                        .simultaneousGesture(TapGesture().onEnded { showsTip = false })
                    }
                }
                """),
            .swiftUI(
                "A tapped image whose corners a project extension rounds through a bare Group: the finding is on the image where it is tapped, not on the extension's Group (jami)",
                .triggers(count: 1),
                """
                \(RuleExample.conditionalModifierExtension)
                struct Corners: ViewModifier {
                    func body(content: Content) -> some View { content.cornerRadius(8) }
                }
                struct Media: View {
                    let rounded: Bool
                    var body: some View {
                        Image("photo")
                            .conditionalModifier(Corners(), apply: rounded)
                            ↓.onTapGesture { openPreview() }
                    }
                }
                """),
            .swiftUI(
                "A row of an icon and texts made tappable: no button, and its parts read as separate stops (winston's subreddit rows)",
                .triggers(count: 1),
                """
                struct CommunityRow: View {
                    let name: String
                    var body: some View {
                        HStack(spacing: 12) {
                            Image(systemName: "person.3.fill")
                            VStack(alignment: .leading) {
                                Text(name)
                                Text("members")
                            }
                        }
                        ↓.onTapGesture { openCommunity() }
                    }
                }
                """),
            .swiftUI(
                "Trap: a logo whose tap does what the labelled menu button beside it does needs review", .needsReview(count: 1),
                """
                struct TopBar: View {
                    @Binding var isSidebarOpen: Bool
                    var body: some View {
                        HStack {
                            Button { isSidebarOpen.toggle() } label: { Image(systemName: "line.3.horizontal") }
                                .accessibilityLabel(NSLocalizedString("Side menu", comment: ""))
                            Image("brand-logo")↓.onTapGesture { isSidebarOpen.toggle() }
                        }
                    }
                }
                """),
            .swiftUI(
                "Two texts tapped to do the same are two missing buttons, not a shortcut for each other", .triggers(count: 2),
                """
                struct Row: View {
                    @Binding var showPicker: Bool
                    var body: some View {
                        HStack {
                            Text("Minutes")↓.onTapGesture { showPicker.toggle() }
                            Text("15")↓.onTapGesture { showPicker.toggle() }
                        }
                    }
                }
                """),
            .swiftUI(
                "The same logo opening something no button opens stays certain", .triggers(count: 1),
                """
                struct TopBar: View {
                    @Binding var isSidebarOpen: Bool
                    @Binding var showAbout: Bool
                    var body: some View {
                        HStack {
                            Button { isSidebarOpen.toggle() } label: { Image(systemName: "line.3.horizontal") }
                                .accessibilityLabel(NSLocalizedString("Side menu", comment: ""))
                            Image("brand-logo")↓.onTapGesture { showAbout = true }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a blurred overlay whose tap does what its own Show button does needs review, not certain", .needsReview(count: 1),
                """
                struct BlurOverlay: View {
                    @Binding var blurred: Bool
                    var body: some View {
                        ZStack {
                            Color.gray.opacity(0.8)
                            VStack {
                                Text("Content hidden")
                                Button(NSLocalizedString("Show", comment: "")) { blurred = false }
                            }
                        }
                        ↓.onTapGesture { blurred = false }
                    }
                }
                """),
            .swiftUI(
                "Trap: a backdrop behind a sheet closes it when tapped; the sheet has its own close button", .passes,
                """
                struct ExampleView: View {
                    @Binding var show: Bool
                    var body: some View {
                        ZStack(alignment: .bottom) {
                            Rectangle()
                                .fill(.ultraThinMaterial)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .ignoresSafeArea()
                                .onTapGesture { show = false }
                            VStack { Text("Upgrade"); Button("Close") { show = false } }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a clear area below a picker's rows and a dimming scrim (in a colour of the app's palette) beside a side menu close them: needs review (can VoiceOver close them another way?)",
                .needsReview(count: 2),
                """
                struct ExampleView: View {
                    @Binding var isPresented: Bool
                    var body: some View {
                        HStack {
                            VStack {
                                ForEach(relays) { relay in Button(relay.name) { select(relay) } }
                                Color.clear.contentShape(Rectangle())↓.onTapGesture { withAnimation { isPresented = false } }
                            }
                            GeometryReader { _ in EmptyView() }.background(AppColors.scrim.opacity(0.5))↓.onTapGesture { toggleMenu() }
                        }
                    }
                }
                """),
            .swiftUI(
                "A colour swatch that selects its colour is a control: certain", .triggers(count: 1),
                """
                struct ExampleView: View {
                    @State private var selected = Color.red
                    var body: some View {
                        Circle().fill(Color.blue).frame(width: 44, height: 44)↓.onTapGesture { selected = .blue }
                    }
                }
                """),
            .swiftUI(
                "Trap: a tap around a text field only moves the focus into it", .passes,
                """
                struct ExampleView: View {
                    @State private var name = ""
                    @FocusState private var isFocused: Bool
                    var body: some View {
                        HStack {
                            Image(systemName: "person")
                            TextField("Name", text: $name).focused($isFocused)
                        }
                        .onTapGesture { isFocused = true }
                    }
                }
                """),
            .swiftUI(
                "Trap: seven taps on the version text unlock developer options, a hidden gesture", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Text("Version 1.2.3")
                            .onTapGesture(count: 7) { enableDeveloperOptions() }
                    }
                }
                """),
            .swiftUI(
                "Trap: a double tap is no button press (VoiceOver's activation is one tap, which does not fire it)", .passes,
                """
                struct KeyRow: View {
                    let fingerprint: String
                    var body: some View {
                        VStack {
                            Text("Fingerprint")
                            Text(fingerprint)
                        }
                        .onTapGesture(count: 2) { UIPasteboard.general.string = fingerprint }
                    }
                }
                """),
            .swiftUI(
                "Trap: a badge's tap returns at once when its caller gives no info, as every caller here does", .passes,
                Self.labsLabel + """
                    struct SettingsRow: View {
                        var body: some View {
                            HStack { Text("Assist"); LabsLabel() }
                        }
                    }
                    """),
            .swiftUI(
                "The same badge given info by its caller is a tap target without the button trait", .triggers(count: 1),
                Self.labsLabel + """
                    struct SettingsRow: View {
                        var body: some View {
                            HStack { Text("Assist"); LabsLabel(info: "Experimental: may change.") }
                        }
                    }
                    """
            ).at("Example/ExampleView.swift:8"),
            .swiftUI(
                "Trap: a macOS-only branch is not iOS code", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        #if os(macOS)
                        Image("chart").onTapGesture { zoom() }
                        #else
                        Button("Zoom") { zoom() }
                        #endif
                    }
                }
                """),
            .swiftUI(
                "Trap: the trait is added several modifiers later", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Image("avatar")
                            .onTapGesture { showProfile() }
                            .padding()
                            .accessibilityLabel("Profile")
                            .accessibilityAddTraits(.isButton)
                    }
                }
                """),
            .swiftUI(
                "Trap: the component adds the button trait in both branches of a ternary", .passes,
                """
                struct Thumb: View {
                    let isImage: Bool
                    var body: some View {
                        Color.gray.frame(width: 80, height: 80)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("Photo")
                            .accessibilityAddTraits(isImage ? [.isImage, .isButton] : .isButton)
                    }
                }
                struct ExampleView: View {
                    var body: some View {
                        Thumb(isImage: true).onTapGesture { open() }
                    }
                }
                """),
            .swiftUI(
                "A Button needs nothing more", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Button("Profile") { showProfile() }
                    }
                }
                """),
            .swiftUI(
                "Trap: a waveform that seeks where it is tapped, inside a player that combines its children into one element with a label (Element X's voice messages)",
                .passes,
                """
                struct VoiceMessageView: View {
                    let onSeek: (Double) -> Void
                    var body: some View {
                        HStack {
                            Text("0:12")
                            GeometryReader { geometry in
                                Capsule().fill(Color.gray)
                                    .gesture(SpatialTapGesture().onEnded { tap in onSeek(tap.location.x / geometry.size.width) })
                            }
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityLabel("Voice message")
                    }
                }
                """),
        ]
    }

    /// An action that closes or hides what is shown: a flag set to false, a value set to nil,
    /// `dismiss()`, a call named for closing, hiding or toggling.
    static func closes(_ actionKey: String) -> Bool {
        let key = actionKey.lowercased()
        return key.contains("=false") || key.contains("=nil") || ["dismiss", "close", "hide", "toggle", "collapse"].contains { key.contains($0) }
    }

    /// Only colours, shapes and layout in the view and below it (a clear area, a dimming
    /// scrim, an empty reader): no text, image or view of another module that may draw one.
    static func showsNothing(_ node: ResolvedElement, in screen: ResolvedScreen) -> Bool {
        let parts = [node] + screen.descendants(of: node)
        return parts.allSatisfy { part in
            let kind = part.element.kind
            return (PlatformDefaults.isShape(kind) || PlatformDefaults.swiftUILayout.contains(kind))
                && part.element.customClass == nil && part.element.unreadCode == nil
                && part.element.text == nil && part.element.image == nil && part.label == nil
        }
    }

    /// A control of the project's own (`final class CloseControl: UIControl`) that code gives an
    /// action: UIKit makes only its standard controls accessibility elements ("The default
    /// value for this property is false unless the receiver is a standard UIKit control",
    /// https://developer.apple.com/documentation/objectivec/nsobject/1615141-isaccessibilityelement),
    /// so it is tapped like a button but has no role until its class gives one.
    static func isCustomControl(_ node: ResolvedElement) -> Bool {
        ViewClasses.isBareControl(node.element.kind) && node.element.customClass != nil && node.element.hasAction
    }

    static let controlFix =
        "In the control's initializer set `isAccessibilityElement = true`, `accessibilityTraits = .button` and an `accessibilityLabel` that names what it does (or make it a UIButton)."

    static func message(_ name: String, control: Bool, reachable: Bool) -> String {
        let consequence = "VoiceOver, Switch Control and Voice Control do not offer it as a button"
        switch (control, reachable) {
        case (true, false):
            return
                "\(name) is a control of the app's own (a UIControl subclass) with an action, but UIKit makes only its standard controls accessibility elements: \(consequence)"
        case (true, true):
            return "\(name) is a control of the app's own (a UIControl subclass) with an action, without the button trait: \(consequence)"
        case (false, false):
            return "\(name) responds to taps but is not an accessibility element and has no button trait: \(consequence)"
        case (false, true):
            return "\(name) responds to taps without the button trait: \(consequence)"
        }
    }

    /// What VoiceOver stops on inside a tappable view that is no element, when it is more than
    /// one thing: a row or card read part by part, none of which says it can be pressed
    /// (winston's subreddit rows: an icon, a name, a count and a description).
    static func separateStops(_ node: ResolvedElement, in screen: ResolvedScreen) -> String? {
        let stops = screen.descendants(of: node).filter(\.isReachable)
        guard stops.count >= 2 else { return nil }
        let named = stops.prefix(3).map { $0.labelText.map { "\"\($0)\"" } ?? $0.element.displayName }
        let more = stops.count > 3 ? ", …" : ""
        return
            "VoiceOver reads its \(stops.count) parts (\(named.joined(separator: ", "))\(more)) as separate stops: make it one element with the button trait (`.accessibilityElement(children: .combine)` in SwiftUI, `isAccessibilityElement = true` and a label in UIKit)"
    }

    /// A control of the app's own made of items (a tab bar of cells, a segmented control): its
    /// items take the touches and may each be the element people reach, so whether one button
    /// is what it lacks is for a person to check.
    static func controlOfItems(_ node: ResolvedElement, in screen: ResolvedScreen) -> String? {
        let inside = screen.descendants(of: node)
        if let list = inside.first(where: { PlatformDefaults.scrollsContent($0.element.kind) }) {
            return
                "it holds \(list.element.displayName), whose items take the touches: a control made of items (tabs, segments) needs each item exposed, not one button"
        }
        if node.element.unreadCode != nil || node.element.provenance[.children] != nil {
            return "it holds content code puts in at run time, which may be the items people reach"
        }
        return nil
    }

    /// A tap on what is not a thing to press: the screen's own view, a list or scroll view
    /// (the tap lands between its rows), a view that shows nothing (a dimming backdrop whose
    /// tap closes what is in front), a container whose content code fills at run time.
    static func screenWideTap(_ node: ResolvedElement, in screen: ResolvedScreen) -> String? {
        let e = node.element
        if node.parentIndex == nil || e.id == screen.screen.root.id {
            return "the tap is on the screen's own view: a tap anywhere (to close it, or to show or hide its controls) is not a button people look for"
        }
        if PlatformDefaults.scrollsContent(e.kind) {
            return "\(e.displayName) scrolls content: a tap on it lands between its rows and controls"
        }
        if ViewClasses.isPlainView(e.kind), e.customClass == nil, screen.children(of: node).isEmpty, e.text == nil, e.image == nil, e.unreadCode == nil {
            return
                "\(e.displayName) shows nothing but its colour: a backdrop whose tap closes what is in front, as tapping outside a sheet does; check that what it closes offers its own close button or escape action"
        }
        if e.provenance[.children] != nil || e.unreadCode != nil {
            return "\(e.displayName) holds content code puts in at run time; the tap may belong to what it shows"
        }
        return nil
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let reachable = screen.reachable
        return screen.elements.compactMap { node in
            let control = Self.isCustomControl(node)
            guard node.isVisible, node.element.gestureRecognizers.contains(.tap) || control, !node.defaults.isInteractive,
                node.traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey])
            else { return nil }
            // A backdrop covering the screen behind a sheet or a menu: tapping outside closes what
            // is in front, which offers its own close button or escape; it is no control.
            if node.element.swiftUI.fillsScreen, PlatformDefaults.isShape(node.element.kind) { return nil }
            // Inside a grouped element, a hidden view or an element combining its children (Element X's waveform), the tap is the container's.
            if let reason = node.unreachableReason, !reason.hasPrefix("isAccessibilityElement is false") { return nil }
            if screen.selfAndAncestors(of: node).dropFirst().contains(where: { $0.isReachable && $0.element.childBehavior == .combine }) { return nil }
            // A tap on a container whose only element is already a button (a view that adds the
            // trait in its own body) is fine.
            if !node.isReachable {
                let inside = screen.descendants(of: node).filter {
                    $0.isReachable && !Merging.isInLaterBranch($0, below: node.index, screen.elements)
                }
                if inside.count == 1, !inside[0].traits.isDisjoint(with: [.button, .link]) { return nil }
                // A tap on a list or scroll view holding controls of its own lands between them:
                // it closes a tooltip or the keyboard, it is not a button people look for.
                if PlatformDefaults.scrollsContent(node.element.kind), inside.contains(where: \.isInteractive) { return nil }
            }
            // A container's tap is reached through its children only if one of them is an element.
            var confidence: Confidence =
                node.traitsAreKnown ? node.confidence(unlessSetInCode: .accessibilityTraits) : .needsReview(reason: "traits are set in code")
            // A container holding a control of its own (a blurred overlay with its "Show" button)
            // may only widen the control's touch area: what the tap does, the control may do too.
            if confidence.isCertain, !node.isReachable,
                let control = screen.descendants(of: node).first(where: { $0.isReachable && $0.isInteractive })
            {
                confidence = .needsReview(
                    reason:
                        "it holds \(control.element.displayName), which assistive technologies reach; the tap may do what that control does, only over a larger area"
                )
            }
            // Code may make a view inside it an element with traits of its own (a card's content
            // view, made a button when its model has a label): the tap is then reached through it.
            if confidence.isCertain, !node.isReachable,
                let inner = screen.descendants(of: node).first(where: {
                    $0.element.provenance[.accessibilityTraits] != nil && ($0.isReachable || $0.element.provenance[.isAccessibilityElement] != nil)
                }), let write = inner.element.provenance[.accessibilityTraits]
            {
                confidence = .needsReview(reason: "code may make \(inner.element.displayName) inside it an element with its own traits (\(write))")
            }
            // A labelled button elsewhere on the screen does what the tap does (the logo that
            // opens the side menu beside the menu button): nothing is out of reach.
            if confidence.isCertain, let key = node.element.swiftUI.actionKey,
                let twin = reachable.first(where: {
                    $0.index != node.index && !$0.traits.isDisjoint(with: [.button, .link]) && $0.label != nil
                        && $0.element.gestureRecognizers.isEmpty && $0.element.swiftUI.actionKey == key
                })
            {
                confidence = .needsReview(
                    reason:
                        "\(twin.element.displayName) (\(twin.label?.literal ?? "labelled")) on the same screen does the same (\(key)); the tap may be a shortcut"
                )
            }
            // A view that shows nothing to read or recognise (a clear or dimming colour, an empty
            // reader) whose tap closes something (`isPresented = false`, `dismiss()`,
            // `toggleMenu()`): tapping outside closes what is in front. Whether VoiceOver can close
            // it too (an escape action, a close button) is for a person to check.
            if confidence.isCertain, let key = node.element.swiftUI.actionKey, Self.closes(key), Self.showsNothing(node, in: screen) {
                confidence = .needsReview(
                    reason:
                        "it shows nothing and its tap closes what is in front (\(key)), as tapping outside a menu or sheet does; check that what it closes offers its own close button or escape action"
                )
            }
            if confidence.isCertain, !control, let reason = Self.screenWideTap(node, in: screen) { confidence = .needsReview(reason: reason) }
            if confidence.isCertain, control, let reason = Self.controlOfItems(node, in: screen) { confidence = .needsReview(reason: reason) }
            // Built in code: the statement that makes it tappable, naming where it is declared.
            let statement = node.element.actionOrigin.flatMap { ResolvedElement.statement($0, declaredAt: node.element.location) }
            let declared: String = statement?.declared ?? ""
            let base: String = node.isReachable ? node.roleName : node.element.displayName
            let name = "\(base)\(declared)"
            var message: String = Self.message(name, control: control, reachable: node.isReachable)
            if !node.isReachable, let stops = Self.separateStops(node, in: screen) { message += "; " + stops }
            let fix: String? = control ? Self.controlFix : nil
            return context.finding(node, in: screen, message, confidence: confidence, fix: fix, at: node.element.actionOrigin)
        }
    }
}
