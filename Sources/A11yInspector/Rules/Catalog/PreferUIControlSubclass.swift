/// Custom controls are UIControls, not tappable UIViews.
struct PreferUIControlSubclass: Rule {
    let metadata = RuleMetadata(
        id: "prefer-uicontrol-subclass",
        title: "Custom control built on UIView with a tap gesture and no button trait",
        rationale:
            "A UIView subclass made tappable with a gesture recognizer has no role, is not an accessibility element and has no label by default: VoiceOver cannot find it as a control, Switch Control and Voice Control skip it. UIControl and UIButton bring those defaults.",
        wcag: ["4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["custom-controls", "traits", "voiceover"],
        help: "Subclass UIControl (or UIButton) instead, or make the view an accessibility element with the button trait and a label.",
        sources: ["B ch6 L1925", "B ch2 L335-339", "seed rule #21", "seed rule #22"],
        summary: "a UIView subclass handling taps without the button trait",
        appleAuditTypes: [.trait], nutritionLabels: [.voiceOver, .voiceControl])

    static let cardView = """
        final class CardView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }
        }
        """

    /// A controller that picks a view class by the model's type (`case is PhotoModel`).
    static func feed(models: String) -> String {
        """
        final class FeedViewController: UIViewController {
            var models: [Any] = []
            func viewClass(for model: Any) -> UIView.Type {
                switch model {
                case is TextModel: return UILabel.self
                case is PhotoModel: return CardView.self
                default: return UIView.self
                }
            }
            override func viewDidLoad() {
                models = \(models)
                for model in models { view.addSubview(viewClass(for: model).init()) }
            }
        }
        """
    }

    /// A SwiftUI app whose `WindowGroup` shows `content`, and a zoom view reached only through a
    /// representable, a modifier and a `View` extension method (`zooming()`).
    static func zoomApp(content: String) -> [String: String] {
        [
            "Example/DemoApp.swift": """
            @main struct DemoApp: App {
                var body: some Scene {
                    WindowGroup {
                        VStack {
                            \(content)
                        }
                        .padded()
                    }
                }
            }
            """,
            "Example/Zoom.swift": """
            final class ZoomView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                }
            }
            struct Zoom: UIViewRepresentable {
                func makeUIView(context: Context) -> ZoomView { ZoomView() }
                func updateUIView(_ view: ZoomView, context: Context) {}
            }
            struct Zooming: ViewModifier {
                func body(content: Content) -> some View { content.overlay(Zoom()) }
            }
            extension View {
                func zooming() -> some View { modifier(Zooming()) }
            }
            """,
            // Another file extends View too: what the uncalled method names stays unreached.
            "Example/View+Padding.swift": "extension View { func padded() -> some View { padding(8) } }",
        ]
    }

    var examples: [RuleExample] {
        [
            .code(
                "A card view that handles taps itself", .triggers(count: 1),
                [
                    "Example/CardView.swift": """
                    final class CardView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the header's own label carries the link trait: VoiceOver offers the tap there", .passes,
                [
                    "Example/InfoHeaderView.swift": """
                    final class InfoHeaderView: UIView {
                        private let infoLabel = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            infoLabel.text = NSLocalizedString("Read more", comment: "")
                            infoLabel.accessibilityTraits = .link
                            addSubview(infoLabel)
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap)))
                        }
                        @objc private func didTap() { onTap?() }
                        var onTap: (() -> Void)?
                    }
                    """
                ]),
            .code(
                "Trap: a canvas adds a scroll view's pan recogniser to itself, and its tap goes on the scroll view (jami: a call's participant strip)",
                .passes,
                [
                    "Example/ParticipantCanvas.swift": """
                    final class ParticipantCanvas: UIView {
                        private let scrollView = UIScrollView()
                        private let strip = UIScrollView()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(scrollView)
                            let tap = UITapGestureRecognizer(target: self, action: #selector(toggleControls))
                            scrollView.addGestureRecognizer(tap)
                            addGestureRecognizer(strip.panGestureRecognizer)
                        }
                        @objc func toggleControls() { onToggle?() }
                        var onToggle: (() -> Void)?
                    }
                    """
                ]),
            .code(
                "Trap: a tap recogniser whose action does nothing (its call commented out) makes no control", .passes,
                [
                    "Example/URLView.swift": """
                    final class URLView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addGestureRecognizer(tap)
                        }
                        private lazy var tap: UITapGestureRecognizer = {
                            return UITapGestureRecognizer(target: self, action: #selector(viewDidTapped(_:)))
                        }()
                        @objc func viewDidTapped(_ sender: Any) {
                            // delegate?.openURLFromCell(url: url)
                        }
                    }
                    final class ImageView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            let tap = UITapGestureRecognizer(target: self, action: #selector(imageTapped))
                            addGestureRecognizer(tap)
                        }
                        @objc func imageTapped() {}
                    }
                    """
                ]),
            .code(
                "In an app, a card view that handles taps, created by a controller the app shows", .triggers(count: 1),
                [
                    "Example/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = FeedViewController() }",
                    "Example/FeedViewController.swift": "final class FeedViewController: UIViewController { let card = CardView() }",
                    "Example/CardView.swift": Self.cardView,
                ]
            ).at("Example/CardView.swift:4"),
            .code(
                "Trap: in an app, a card view only a controller nothing shows creates (dead code) is not certain", .needsReview(count: 1),
                [
                    "Example/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate {}",
                    "Example/FeedViewController.swift": "final class FeedViewController: UIViewController { let card = CardView() }",
                    "Example/CardView.swift": Self.cardView,
                ]
            ).at("Example/CardView.swift:4"),
            .code(
                "Trap: in an app, a card view nothing creates (dead code) is not certain", .needsReview(count: 1),
                [
                    "Example/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate {}",
                    "Example/CardView.swift": Self.cardView,
                    "Example/CardView+Style.swift": "extension CardView { func style() { layer.cornerRadius = 8 } }",
                ]
            ).at("Example/CardView.swift:4"),
            .code(
                "In an app, a card view chosen for a model type the controller makes", .triggers(count: 1),
                [
                    "Example/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = FeedViewController() }",
                    "Example/FeedViewController.swift": Self.feed(models: #"[TextModel(text: "Hi"), PhotoModel(url: "a.jpg")]"#),
                    "Example/Models.swift":
                        "struct TextModel { let text: String }\nfinal class PhotoModel { let url: String; init(url: String) { self.url = url } }",
                    "Example/CardView.swift": Self.cardView,
                ]
            ).at("Example/CardView.swift:4"),
            .code(
                "Trap: in an app, a card view chosen only for a model type no code makes (case is PhotoModel) is not certain", .needsReview(count: 1),
                [
                    "Example/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = FeedViewController() }",
                    "Example/FeedViewController.swift": Self.feed(models: #"[TextModel(text: "Hi")]"#),
                    "Example/Models.swift":
                        "struct TextModel { let text: String }\nfinal class PhotoModel { let url: String; init(url: String) { self.url = url } }",
                    "Example/CardView.swift": Self.cardView,
                ]
            ).at("Example/CardView.swift:4"),
            .code(
                "In a SwiftUI app, a view shown through a representable, a modifier and an extension method the app calls",
                .triggers(count: 1), Self.zoomApp(content: #"Text("Photo").zooming()"#)
            ).at("Example/Zoom.swift:4"),
            .code(
                "Trap: in a SwiftUI app, the same view when no code calls the extension method (its one call commented out) is not certain",
                .needsReview(count: 1), Self.zoomApp(content: #"Text("Photo") // .zooming()"#)
            ).at("Example/Zoom.swift:4"),
            .code(
                "The view adds the button trait", .passes,
                [
                    "Example/CardView.swift": """
                    final class CardView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            isAccessibilityElement = true
                            accessibilityTraits = .button
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                        }
                    }
                    """
                ]),
            .code(
                "A recogniser kept in a property and added to the view itself", .triggers(count: 1),
                [
                    "Example/TagView.swift": """
                    final class TagView: UIView {
                        private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
                        private let titleLabel = UILabel()
                        func setUp() {
                            addSubview(titleLabel)
                            ↓addGestureRecognizer(tap)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the tap is added to a subview, not to the class", .passes,
                [
                    "Example/LightboxView.swift": """
                    final class LightboxView: UIView {
                        private let imagesContainer = UIView()
                        func setUp() {
                            let tap = UITapGestureRecognizer(target: self, action: #selector(toggleChrome))
                            imagesContainer.addGestureRecognizer(tap)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a tap added through `self.mapView?` is the map view's (mage-ios's map), not the class's", .passes,
                [
                    "Example/MapContainerView.swift": """
                    final class MapContainerView: UIView {
                        var mapView: MKMapView?
                        func setUp() {
                            let tap = UITapGestureRecognizer(target: self, action: #selector(singleTap))
                            self.mapView?.addGestureRecognizer(tap)
                        }
                        @objc func singleTap(_ recognizer: UITapGestureRecognizer) { select(at: recognizer.location(in: mapView)) }
                    }
                    """
                ]),
            .code(
                "Trap: a background tap whose action calls a method that only puts the keyboard away (3dollars-ios's nickname form)", .passes,
                [
                    "Example/NicknameView.swift": """
                    final class NicknameView: UIView {
                        private let tapGesture = UITapGestureRecognizer()
                        private let nicknameField = UITextField()
                        func setUp() {
                            addSubview(nicknameField)
                            addGestureRecognizer(tapGesture)
                            tapGesture.addTarget(self, action: #selector(onTapBackground))
                        }
                        func hideKeyboard() {
                            self.nicknameField.resignFirstResponder()
                        }
                        @objc private func onTapBackground() {
                            hideKeyboard()
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a tap that only puts the keyboard away is the form's background, not a control (stepik-ios's story form)", .passes,
                [
                    "Example/FeedbackView.swift": """
                    final class FeedbackView: UIView {
                        private let form = FormView()
                        func setUp() {
                            let recognizer = UITapGestureRecognizer(target: self, action: #selector(self.handleTap(recognizer:)))
                            recognizer.cancelsTouchesInView = false
                            addGestureRecognizer(recognizer)
                        }
                        @objc private func handleTap(recognizer: UITapGestureRecognizer) {
                            _ = self.form.resignFirstResponder()
                        }
                    }
                    final class SearchBackdrop: UIView {
                        func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) }
                        @objc func tapped() { endEditing(true) }
                    }
                    """
                ]),
            .code(
                "Trap: a screen with controls of its own dismisses on a background tap", .passes,
                [
                    "Example/BadgeScreen.swift": """
                    final class BadgeScreen: UIView {
                        private let closeButton = UIButton()
                        private let learnMoreButton = UIButton()
                        func setUp() {
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismiss)))
                        }
                    }
                    """
                ]),
            .code(
                "A UIControl subclass is fine", .passes,
                [
                    "Example/Rating.swift": """
                    final class RatingControl: UIControl {
                        func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        var reported = Set<String>()
        let tapsMade = Set(project.code.events.filter { $0.detail == .gesture(.tap) }.compactMap(\.type))
        return project.code.events.compactMap { event in
            // A tap recogniser added to the view itself: one added to a subview makes the
            // subview tappable, not this class.
            guard event.kind == .gestureAttached, case .attachedGesture(.selfView, let gesture) = event.detail, let type = event.type,
                gesture == .tap || (gesture == nil && tapsMade.contains(type)),
                project.uiKitBase(of: type).map(ViewClasses.isPlainView) == true, !reported.contains(type), !holdsControls(type, project)
            else { return nil }
            let selfTraits = project.code.lineage(of: type).flatMap { $0.assignments["self"] ?? [] }.filter { $0.viewProperty == .accessibilityTraits }
            let hasButton = selfTraits.contains { a in
                if case .traits(let t) = a.value { return t.applied(to: []).contains(.button) || t.isDynamic }
                return true
            }
            guard !hasButton, !offersTapThroughChild(type, project) else { return nil }
            reported.insert(type)
            return context.finding(
                at: event.location,
                "\(type) is a UIView that responds to taps without the button trait: it is not a control to VoiceOver, Switch Control or Voice Control",
                element: type)
        }
    }

    /// A view whose own label or image is given the link or button trait (`infoLabel.
    /// accessibilityTraits = .link`): VoiceOver offers the tap there, and activating that
    /// element taps the view under it.
    func offersTapThroughChild(_ type: String, _ project: ProjectContext) -> Bool {
        project.code.lineage(of: type).contains { facts in
            facts.assignments.contains { target, writes in
                target != "self"
                    && writes.contains { a in
                        guard a.viewProperty == .accessibilityTraits, case .traits(let t) = a.value else { return false }
                        return !t.applied(to: []).isDisjoint(with: [.button, .link])
                    }
            }
        }
    }

    /// A view with controls of its own (buttons, fields, switches…) is a screen or a panel: a
    /// tap on its background dismisses it or ends editing, and it is no control to subclass.
    func holdsControls(_ type: String, _ project: ProjectContext) -> Bool {
        project.code.lineage(of: type).contains { facts in
            (Array(facts.outlets.values) + Array(facts.propertyTypes.values)).contains { member in
                PlatformDefaults.for(project.uiKitBase(of: member) ?? member).isInteractive
            }
        }
    }
}
