/// Content scrolls one way.
struct Avoid2DScrolling: Rule {
    let metadata = RuleMetadata(
        id: "avoid-2d-scrolling",
        title: "Content that scrolls both ways",
        rationale:
            "Content that scrolls horizontally and vertically is hard to follow when magnified or with large text: people lose their place moving in two directions, the movement can trouble people sensitive to motion, and WCAG 1.4.10 asks that content reflow to one direction of scrolling unless its layout needs two (a map, a table, a diagram).",
        wcag: ["1.4.10"], impact: .moderate, defaultSeverity: .info,
        tags: ["layout", "low-vision", "dynamic-type"],
        help: "Let the content wrap to the width and scroll vertically; keep two-way scrolling for maps, tables and diagrams.",
        sources: [
            "seed rule #110",
            "WCAG 2.2 SC 1.4.10",
        ],
        summary: "a SwiftUI `ScrollView` scrolling both ways",
        appleAuditTypes: [], nutritionLabels: [.largerText], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A ScrollView in both directions", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓ScrollView([.horizontal, .vertical]) {
                            Text(article.body)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a vertical list with a horizontal carousel inside", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        ScrollView {
                            ScrollView(.horizontal) { HStack { ForEach(photos) { PhotoView($0) } } }
                            Text(article.body)
                        }
                    }
                }
                """),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.filter { $0.kind == .twoAxisScrolling }.map {
            context.finding(
                at: $0.location, "\($0.detail) scrolls both horizontally and vertically",
                confidence: .needsReview(reason: "two-way scrolling is right for maps, tables and diagrams"))
        }
    }
}
