/// A custom alert, sheet, menu or overlay that covers the screen must tell assistive
/// technologies to ignore what is behind it.
struct ModalViewsAreModal: Rule {
    let metadata = RuleMetadata(
        id: "modal-views-are-modal",
        title: "Custom overlay over the screen not marked modal",
        rationale:
            "A view laid over the whole screen (a custom alert, a menu, a dimmed popup) hides what is behind it only to the eye: VoiceOver and Switch Control still move into the views underneath, read them and activate them. accessibilityViewIsModal (SwiftUI: the isModal trait) makes assistive technologies ignore every view outside the modal one, as they do for the system's alerts and sheets.",
        wcag: ["2.4.3", "1.3.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["modal", "voiceover", "switch-control"],
        help:
            "Set accessibilityViewIsModal = true on the overlay (UIKit) or add .accessibilityAddTraits(.isModal) to it (SwiftUI), post .screenChanged when it appears, and implement accessibilityPerformEscape() so the escape gesture dismisses it. Present with the system's alert, sheet or popover where you can: they are modal already.",
        sources: ["B ch6 L2172-2176", "B ch6 L2151-2153", "seed rule #49"],
        summary:
            "a view added to the window and sized to cover it, a controller presented with its own presentation controller or over the current context (`.custom`, `.overCurrentContext`), or a SwiftUI view shown over a dimmed screen, with no `accessibilityViewIsModal` / `.isModal`",
        appleAuditTypes: [], nutritionLabels: [.voiceOver], policies: [.alwaysNeedsReview])

    /// A SwiftUI list with `overlay` shown over it while `showsRating` is true.
    static func screen(over overlay: String) -> String {
        """
        struct ContentView: View {
            @State var showsRating = false
            var body: some View {
                ZStack {
                    List { Text("Recipes") }
                    if showsRating {
                        \(overlay)
                    }
                }
            }
        }
        """
    }

    var examples: [RuleExample] {
        [
            .code(
                "A custom alert added to the window and sized to cover it", .needsReview(count: 1),
                [
                    "App/AlertOverlay.swift": """
                    final class AlertOverlay: UIView {
                        func show(in window: UIWindow) {
                            frame = window.bounds
                            ↓window.addSubview(self)
                        }
                    }
                    """
                ]),
            .code(
                "A dimmed popup laid over a SwiftUI screen", .needsReview(count: 1),
                [
                    "App/ContentView.swift": Self.screen(
                        over:
                            "Color.black.opacity(0.4).ignoresSafeArea().onTapGesture { showsRating = false }\nVStack { RatingCard(onClose: { showsRating = false }) }"
                    )
                ]
            ).at("App/ContentView.swift:6"),
            .code(
                "A bottom sheet controller presenting itself with a custom presentation (AdGuard's BottomAlertController); traps: a subclass of one that marks its view modal, a full-screen presentation (UIKit confines VoiceOver to it)",
                .needsReview(count: 1),
                [
                    "App/BottomAlertController.swift": """
                    class BottomAlertController: UIViewController {
                        override init(nibName: String?, bundle: Bundle?) {
                            super.init(nibName: nibName, bundle: bundle)
                            ↓modalPresentationStyle = .custom
                            transitioningDelegate = self
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    class ModalSheetController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            modalPresentationStyle = .custom
                            view.accessibilityViewIsModal = true
                        }
                    }
                    final class SettingsPresenter {
                        func show(from host: UIViewController) {
                            let settings = UINavigationController(rootViewController: UIViewController())
                            settings.modalPresentationStyle = .overFullScreen
                            host.present(settings, animated: true)
                        }
                    }
                    final class RateSheetController: ModalSheetController {
                        override func viewDidLoad() { super.viewDidLoad(); modalPresentationStyle = .overCurrentContext }
                    }
                    """
                ]),
            .code(
                "Trap: the overlay's class marks itself modal", .passes,
                [
                    "App/LoadingOverlay.swift": """
                    final class LoadingOverlay: UIView {
                        override init(frame: CGRect) { super.init(frame: frame); accessibilityViewIsModal = true }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """,
                    "App/Presenter.swift": """
                    final class Presenter {
                        func showLoading(over window: UIWindow) {
                            let overlay = LoadingOverlay(frame: window.bounds)
                            window.addSubview(overlay)
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a toast added to the window covers only a strip of it and must not trap focus", .passes,
                [
                    "App/Toast.swift": """
                    final class ToastPresenter {
                        func show(_ toast: UIView, in window: UIWindow) {
                            window.addSubview(toast)
                            toast.frame = CGRect(x: 16, y: 60, width: window.bounds.width - 32, height: 44)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a snapshot laid over the window for a transition and faded out in the same function", .passes,
                [
                    "App/ZoomTransition.swift": """
                    final class ZoomTransition {
                        func run(from view: UIView, in window: UIWindow) {
                            let snapshot = view.snapshotView(afterScreenUpdates: false)!
                            snapshot.frame = window.bounds
                            window.addSubview(snapshot)
                            UIView.animate(withDuration: 0.3) {
                                snapshot.alpha = 0
                            } completion: { _ in
                                snapshot.removeFromSuperview()
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a floating button filling a small window of its own is no overlay of the app's window", .passes,
                [
                    "App/DebugOverlay.swift": """
                    final class DebugOverlay {
                        var debugWindow: UIWindow?
                        func show(in scene: UIWindowScene) {
                            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                            button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                            let floatingWindow = UIWindow(windowScene: scene)
                            floatingWindow.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
                            floatingWindow.addSubview(button)
                            floatingWindow.makeKeyAndVisible()
                            debugWindow = floatingWindow
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the SwiftUI popup carries the isModal trait", .passes,
                ["App/ContentView.swift": Self.screen(over: "Color.black.opacity(0.4).ignoresSafeArea()\nRatingCard().accessibilityAddTraits(.isModal)")]),
            .code(
                "Trap: the popup inside a stack marks itself modal in its own body", .passes,
                [
                    "App/ContentView.swift": Self.screen(over: "Color.black.opacity(0.4).ignoresSafeArea()\nVStack { Spacer(); RatingCard() }"),
                    "App/RatingCard.swift": """
                    struct RatingCard: View {
                        var body: some View { Text("Rate").accessibilityAddTraits(.isModal) }
                    }
                    """,
                ]),
            .code(
                "Trap: a see-through colour alone tints the screen and shows nothing over it", .passes,
                [
                    "App/ContentView.swift": """
                    struct ContentView: View {
                        var dimmed: Bool
                        var body: some View {
                            ZStack {
                                List { Text("Recipes") }
                                if dimmed { Color.black.opacity(0.2).ignoresSafeArea() }
                            }
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        // The types that mark a view of theirs modal, and the views so marked.
        var modalTypes: Set<String> = []
        var modalViews: Set<String> = []
        for event in events {
            switch event.kind {
            case .modalView:
                guard let type = event.type, let target = event.detail.target else { continue }
                if target == .selfView { modalTypes.insert(type) } else if let name = target.name { modalViews.insert("\(type).\(name)") }
            case .swiftUIModal:
                if let type = event.type { modalTypes.insert(type) }
            default: continue
            }
        }
        return events.compactMap { event in
            guard case .overlay(let view, let type) = event.detail else { return nil }
            switch event.kind {
            case .windowOverlay:
                let overlayType = view == "self" ? event.type : type
                if let overlayType, modalTypes.contains(overlayType) || project.code.lineage(of: overlayType).contains(where: { modalTypes.contains($0.name) })
                {
                    return nil
                }
                if let owner = event.type, modalViews.contains("\(owner).\(view)") { return nil }
                let named = overlayType.map { "\($0) (\(view))" } ?? view
                return context.finding(
                    at: event.location,
                    "\(named) is added to the window over the whole screen, but nothing marks it modal: VoiceOver still reaches the views behind it",
                    confidence: .needsReview(
                        reason:
                            "a view over the screen is modal only if it stands for an alert, menu or popup; the view's class may also set the flag where it is not visible here"
                    ),
                    element: overlayType ?? view)
            case .presentedOverScreen:
                // Marked modal on any of its views (`view.accessibilityViewIsModal = true`, a
                // container's), by itself or a superclass.
                guard let type else { return nil }
                let lineage = [type] + project.code.lineage(of: type).map(\.name)
                if lineage.contains(where: { owner in modalTypes.contains(owner) || modalViews.contains { $0.hasPrefix(owner + ".") } }) { return nil }
                return context.finding(
                    at: event.location,
                    "\(type) is presented over the screen (\(view == "self" ? "its own" : view) modalPresentationStyle leaves the screen behind it reachable), but nothing marks its view modal: VoiceOver still reaches the screen behind it",
                    confidence: .needsReview(
                        reason:
                            "a presentation that dims or covers the screen needs the flag; one that leaves the screen behind usable (a small banner) does not"),
                    element: type)
            case .dimmedOverlay:
                if let type, modalTypes.contains(type) { return nil }
                return context.finding(
                    at: event.location, "\(view) is shown over a dimmed screen without the isModal trait: VoiceOver still reaches the views behind it",
                    confidence: .needsReview(
                        reason: "read as a popup from the dimming colour that covers the screen; VoiceOver's behaviour depends on what the views behind are"),
                    element: type ?? view)
            default: return nil
            }
        }
    }
}
