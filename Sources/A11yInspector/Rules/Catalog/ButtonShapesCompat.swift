/// Buttons the app draws itself do not get Button Shapes unless it draws them.
struct ButtonShapesCompat: Rule {
    let metadata = RuleMetadata(
        id: "button-shapes-compat",
        title: "Buttons drawn by the app while it never reads Button Shapes",
        rationale:
            "With Button Shapes on, iOS underlines or outlines the titles of UIButtons and of SwiftUI buttons in the system styles, so people who cannot tell a button from text by colour alone can. A view made tappable with a recogniser is no UIButton and gets nothing; a SwiftUI ButtonStyle of the app's own draws the whole button itself and gets nothing either, unless it reads the setting.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["display", "low-vision", "cognitive", "settings"],
        help:
            "Use UIButton (or a UIControl subclass) for what acts as a button. In a SwiftUI ButtonStyle read @Environment(\\.accessibilityShowButtonShapes) and draw a shape (an underline, a border) when it is true; in UIKit read UIAccessibility.buttonShapesEnabled and observe buttonShapesEnabledStatusDidChangeNotification.",
        sources: ["B ch8 L3291-3297", "seed rule #104", "Apple: accessibilityShowButtonShapes"],
        summary:
            "button styles of the app's own (SwiftUI `ButtonStyle`) and views made tappable by tap recognisers in an app that never reads Button Shapes (`buttonShapesEnabled`, `accessibilityShowButtonShapes`); one finding for each",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A SwiftUI button style of the app's own", .needsReview(count: 1),
                [
                    "App/PillButtonStyle.swift": """
                    ↓struct PillButtonStyle: ButtonStyle {
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.padding(8).background(Capsule().fill(.blue))
                        }
                    }
                    """
                ]),
            .code(
                "A label made tappable with a recogniser", .needsReview(count: 1),
                [
                    "App/TermsView.swift": """
                    final class TermsView: UIView {
                        let link = UILabel()
                        func setUp() { ↓link.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openTerms))) }
                        @objc func openTerms() { UIApplication.shared.open(termsURL) }
                    }
                    """
                ]),
            .code(
                "Trap: a tap on the controller's view closes the keyboard; it stands for no button", .passes,
                [
                    "App/LoginViewController.swift": """
                    final class LoginViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(endEditing)))
                        }
                        @objc func endEditing() { view.endEditing(true) }
                    }
                    """
                ]),
            .code(
                "Trap: the style draws a border when Button Shapes is on", .passes,
                [
                    "App/PillButtonStyle.swift": """
                    struct PillButtonStyle: ButtonStyle {
                        @Environment(\\.accessibilityShowButtonShapes) private var showsShapes
                        func makeBody(configuration: Configuration) -> some View {
                            configuration.label.padding(8).overlay(Capsule().stroke(showsShapes ? Color.primary : .clear))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: system buttons get their shapes from iOS", .passes,
                [
                    "App/ContentView.swift": """
                    struct ContentView: View {
                        var body: some View { Button("Save") { }.buttonStyle(.bordered) }
                    }
                    """
                ]),
        ]
    }

    /// Views a tap recogniser is put on to close a keyboard or act on content, not to stand for
    /// a button: a controller's root view, scroll views, tables, images, maps, web views, the
    /// dimmed backgrounds of popups.
    static func isSurface(_ target: ViewTarget) -> Bool {
        guard let name = target.name?.lowercased() else { return false }
        return name == "view" || name == "window"
            || ["scroll", "table", "collection", "image", "photo", "map", "web", "background", "dim", "overlay", "container", "blur", "zoom"].contains {
                name.contains($0)
            }
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .readsButtonShapes }) else { return [] }
        var findings: [Finding] = []
        let styles = events.filter { $0.kind == .customButtonStyle }
        if let first = styles.first {
            let names = Set(styles.map(\.detail.description)).sorted()
            findings.append(
                context.finding(
                    at: first.location,
                    "The app draws its own button style\(names.count == 1 ? "" : "s") (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")) and never reads accessibilityShowButtonShapes: with Button Shapes on, these buttons get no shape",
                    confidence: .needsReview(reason: "a style that already draws a border or a filled shape needs nothing more"),
                    element: first.detail.description))
        }
        let taps = events.filter { event in
            guard event.kind == .gestureAttached, case .attachedGesture(let target, .tap?) = event.detail else { return false }
            return !Self.isSurface(target)
        }
        if let first = taps.first {
            let files = Set(taps.map(\.location.file)).count
            findings.append(
                context.finding(
                    at: first.location,
                    "The app makes views tappable with tap recognisers (\(taps.count), in \(files) file\(files == 1 ? "" : "s")) and never reads buttonShapesEnabled: with Button Shapes on, UIButtons get a shape and these views do not",
                    confidence: .needsReview(reason: "a recogniser may close a keyboard or act on a photo rather than stand for a button"), element: first.type)
            )
        }
        return findings
    }
}
