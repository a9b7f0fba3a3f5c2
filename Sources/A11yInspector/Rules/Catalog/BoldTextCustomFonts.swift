/// Custom fonts follow the Bold Text setting.
struct BoldTextCustomFonts: Rule {
    let metadata = RuleMetadata(
        id: "bold-text-custom-fonts",
        title: "Custom fonts while the app never reads Bold Text",
        rationale:
            "With Bold Text on, iOS draws the system font and text styles heavier by itself, but not a font the app brings: its text stays thin for the people who asked for heavier text because they cannot read the regular weight.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["typography", "low-vision", "settings"],
        help:
            "Observe the setting and switch to a bolder weight of the font: UIAccessibility.isBoldTextEnabled with boldTextStatusDidChangeNotification, or traitCollection.legibilityWeight == .bold (SwiftUI: @Environment(\\.legibilityWeight)).",
        sources: [
            "seed rule #93",
            "Apple: isBoldTextEnabled",
            "Apple: legibilityWeight",
        ],
        summary:
            "fonts of the app's own (`UIFont(name:size:)`, `.custom(_:size:)`) in an app that never reads Bold Text (`isBoldTextEnabled`, `legibilityWeight`); one finding per app",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "Custom fonts in UIKit and SwiftUI, and nothing reads Bold Text", .needsReview(count: 1),
                [
                    "App/Theme.swift": """
                    enum Theme {
                        static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: ↓UIFont(name: "Avenir-Book", size: 17)!)
                    }
                    """,
                    "App/TripRow.swift": """
                    struct TripRow: View {
                        var body: some View { Text("Lisbon").font(.custom("Avenir-Heavy", size: 17, relativeTo: .headline)) }
                    }
                    """,
                ]),
            .code(
                "Trap: the theme picks a heavier font under Bold Text", .passes,
                [
                    "App/Theme.swift": """
                    enum Theme {
                        static var body: UIFont {
                            let name = UIAccessibility.isBoldTextEnabled ? "Avenir-Heavy" : "Avenir-Book"
                            return UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: name, size: 17)!)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: system fonts and text styles get Bold Text for free", .passes,
                [
                    "App/Theme.swift": """
                    enum Theme {
                        static let body = UIFont.preferredFont(forTextStyle: .body)
                        static let title = UIFont.systemFont(ofSize: 28, weight: .semibold)
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .readsBoldText }),
            let first = events.first(where: { $0.kind == .customFont })
        else { return [] }
        let files = Set(events.filter { $0.kind == .customFont }.map(\.location.file)).count
        return [
            context.finding(
                at: first.location,
                "The app sets fonts of its own (\(first.detail) here, in \(files) file\(files == 1 ? "" : "s")) but never reads Bold Text (isBoldTextEnabled, legibilityWeight): its text does not get heavier when people turn Bold Text on",
                confidence: .needsReview(reason: "a font family may be chosen elsewhere (a design system, a dependency) with its bold weights"))
        ]
    }
}
