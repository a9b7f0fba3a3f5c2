/// See-through backgrounds become opaque under Reduce Transparency.
struct ReduceTransparency: Rule {
    let metadata = RuleMetadata(
        id: "reduce-transparency",
        title: "See-through backgrounds while the app never reads Reduce Transparency",
        rationale:
            "Text over a see-through background is harder to read: what shows through lowers its contrast and adds clutter. iOS makes its own bars, blurs and materials opaque when people turn on Reduce Transparency, but a colour the app makes translucent stays so unless the app reads the setting.",
        wcag: ["1.4.3"], impact: .moderate, defaultSeverity: .info,
        tags: ["colour", "low-vision", "settings"],
        help:
            "Read UIAccessibility.isReduceTransparencyEnabled (and observe reduceTransparencyStatusDidChangeNotification), or SwiftUI's @Environment(\\.accessibilityReduceTransparency), and use an opaque, ideally tinted, colour when it is on.",
        sources: [
            "seed rule #102",
            "Apple: isReduceTransparencyEnabled",
            "Apple: accessibilityReduceTransparency",
        ],
        summary:
            "backgrounds made see-through (`withAlphaComponent`, `alpha:`, `.opacity` in `.background`) in an app that never reads Reduce Transparency; one finding per app",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "Translucent backgrounds in UIKit and SwiftUI, and nothing reads the setting", .needsReview(count: 1),
                [
                    "App/Banner.swift": """
                    final class Banner: UIView {
                        func configure() {
                            backgroundColor = UIColor.black.withAlphaComponent(0.6)
                        }
                    }
                    """,
                    "App/Badge.swift": """
                    struct Badge: View {
                        var body: some View { Text("New").padding(4).background(↓Color.white.opacity(0.7)) }
                    }
                    """,
                ]),
            .code(
                "Trap: the background turns opaque under Reduce Transparency", .passes,
                [
                    "App/Badge.swift": """
                    struct Badge: View {
                        @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                        var body: some View {
                            Text("New").padding(4).background(Color.white.opacity(reduceTransparency ? 1 : 0.7))
                                .background(Color.white.opacity(0.7))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a faded view, a clear background, and a translucent text colour are not see-through backgrounds", .passes,
                [
                    "App/Banner.swift": """
                    final class Banner: UIView {
                        func configure() {
                            alpha = 0.5
                            backgroundColor = .clear
                            backgroundColor = UIColor.black.withAlphaComponent(0)
                            title.textColor = UIColor.label.withAlphaComponent(0.8)
                        }
                    }
                    """,
                    "App/Badge.swift": """
                    struct Badge: View {
                        var body: some View { Text("New").opacity(0.7).background(.ultraThinMaterial) }
                    }
                    """,
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .readsReduceTransparency }),
            let first = events.first(where: { $0.kind == .translucentBackground })
        else { return [] }
        let count = events.filter { $0.kind == .translucentBackground }.count
        return [
            context.finding(
                at: first.location,
                "The app makes backgrounds see-through (\(first.detail) here\(count > 1 ? ", and in \(count - 1) other place\(count == 2 ? "" : "s")" : "")) but never reads Reduce Transparency: they stay see-through for people who turn it on",
                confidence: .needsReview(
                    reason: "a translucent colour may be a dimming layer or sit behind no text; iOS makes its own blurs and materials opaque by itself"))
        ]
    }
}
