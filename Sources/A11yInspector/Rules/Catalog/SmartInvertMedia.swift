/// Smart Invert should spare real imagery, and only real imagery.
struct SmartInvertMedia: Rule {
    let metadata = RuleMetadata(
        id: "smart-invert-media",
        title: "Smart Invert: imagery not exempted, or a whole screen exempted",
        rationale:
            "Smart Invert turns bright interfaces dark for people sensitive to light, but should leave photos, video and other real imagery alone, which apps mark with accessibilityIgnoresInvertColors. Setting it on a window or a whole screen to keep the design switches the feature off for everything on it.",
        wcag: [], impact: .minor, defaultSeverity: .warning,
        tags: ["colour", "low-vision", "smart-invert"],
        help:
            "Set accessibilityIgnoresInvertColors = true (SwiftUI .accessibilityIgnoresInvertColors()) on the views that show photos, video or maps, and nowhere else.",
        sources: ["B ch8 L3461-3478", "seed rule #103"],
        summary:
            "`accessibilityIgnoresInvertColors` on a window or a whole screen; video or photos (`AVPlayerLayer`, `AsyncImage`, `PHImageManager`) in an app that never sets it; severity: info, *needs review*, for imagery",
        appleAuditTypes: [], nutritionLabels: [])

    static let containerTargets: Set<String> = ["window", "navigationBar", "tabBar"]

    var examples: [RuleExample] {
        [
            .code(
                "The whole window is kept from inverting", .triggers(count: 1),
                [
                    "Example/SceneDelegate.swift": """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func sceneDidBecomeActive(_ scene: UIScene) {
                            ↓window?.accessibilityIgnoresInvertColors = true
                        }
                    }
                    """
                ]),
            .code(
                "A screen's root view is kept from inverting", .triggers(count: 1),
                [
                    "Example/FeedViewController.swift": """
                    final class FeedViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓view.accessibilityIgnoresInvertColors = true
                        }
                    }
                    """
                ]),
            .code(
                "Video in an app that never exempts anything", .needsReview(count: 1),
                [
                    "Example/ClipView.swift": """
                    import AVFoundation
                    final class ClipView: UIView {
                        override class var layerClass: AnyClass { ↓AVPlayerLayer.self }
                    }
                    """
                ]),
            .code(
                "Trap: the video view is exempted", .passes,
                [
                    "Example/ClipView.swift": """
                    import AVFoundation
                    final class ClipView: UIView {
                        override class var layerClass: AnyClass { AVPlayerLayer.self }
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            accessibilityIgnoresInvertColors = true
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """
                ]),
            .swiftUI(
                "Trap: a remote photo marked in SwiftUI", .passes,
                """
                struct ExampleView: View {
                    let url: URL
                    var body: some View {
                        AsyncImage(url: url)
                            .accessibilityIgnoresInvertColors()
                    }
                }
                """),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let exemptions = project.code.events.filter { $0.kind == .ignoresInvertColors }
        var findings: [Finding] = exemptions.compactMap { event in
            let target = event.detail.target?.name
            let isScreenRoot =
                target == "view"
                && event.type.map { type in
                    project.code.lineage(of: type).contains { $0.superclass.map(PlatformDefaults.viewControllers.contains) ?? false }
                } == true
            guard let target, Self.containerTargets.contains(target) || isScreenRoot else { return nil }
            let what = isScreenRoot ? "the whole screen (\(event.type!).view)" : "the whole \(target)"
            return context.finding(at: event.location, "accessibilityIgnoresInvertColors is set on \(what): Smart Invert is switched off for everything on it")
        }
        guard exemptions.isEmpty else { return findings }
        var seen = Set<String>()
        for event in project.code.events where event.kind == .realImagery && seen.insert(event.location.file).inserted {
            findings.append(
                context.finding(
                    at: event.location,
                    "\(event.detail) shows real imagery, and the app never sets accessibilityIgnoresInvertColors: Smart Invert may invert it",
                    confidence: .needsReview(
                        reason: "Smart Invert spares some media by itself, and the flag may be set in Interface Builder as a runtime attribute"),
                    severity: .info))
        }
        return findings
    }
}
