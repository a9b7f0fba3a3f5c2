/// `.accessibilityElement(children: .ignore)` makes one silent element unless it is given a label.
struct IgnoreNeedsProperties: Rule {
    let metadata = RuleMetadata(
        id: "ignore-needs-properties",
        title: "Element made with children: .ignore has no label",
        rationale:
            "`.accessibilityElement(children: .ignore)` drops everything inside the view and makes it one focusable element with no properties: VoiceOver stops on it and says nothing until it is given a label (and traits and actions if it acts).",
        wcag: ["4.1.2", "1.1.1"], impact: .critical, defaultSeverity: .error,
        tags: ["swiftui", "labels", "voiceover"],
        help:
            "Add .accessibilityLabel (and .accessibilityValue, .accessibilityAddTraits(.isButton) and .accessibilityAction if it acts), or use children: .combine to read the children.",
        sources: ["B ch6 L2458", "seed rule #45"],
        summary: "`.accessibilityElement(children: .ignore)` without a label",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A rating stack with .ignore and nothing else", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("⭐⭐⭐⭐")
                            Text("1K ratings")
                        }
                        ↓.accessibilityElement(children: .ignore)
                    }
                }
                """),
            .swiftUI(
                "Trap: children chosen at run time between .contain and .combine: the children are read either way", .passes,
                """
                struct ExampleView: View {
                    let count: Int
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Your insurance")
                            Text("Renews in May")
                        }
                        .accessibilityElement(children: count != 1 ? .contain : .combine)
                    }
                }
                """),
            .swiftUI(
                "The book's listing 6-23: .ignore with a label, trait and action", .passes,
                """
                struct ExampleView: View {
                    let stars = 4
                    let respondents = 1000
                    var body: some View {
                        VStack(alignment: .leading, spacing: 10) {
                            Button("⭐⭐⭐⭐") { tappedRatings() }
                                .font(.largeTitle)
                            Text("1K ratings")
                                .font(.subheadline)
                        }
                        .padding()
                        .accessibilityElement(children: .ignore)
                        .accessibility(label: Text("\\(stars) stars from \\(respondents) ratings"))
                        .accessibility(addTraits: .isButton)
                        .accessibilityAction { tappedRatings() }
                    }
                }
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.element.childBehavior == .ignore, node.label == nil || node.label?.isKnownEmpty == true,
                node.value == nil
            else { return nil }
            return context.finding(
                node, in: screen, "\(node.element.displayName) is one element (children: .ignore) with no label: VoiceOver says nothing",
                confidence: node.confidence(unlessSetInCode: .accessibilityLabel, .accessibilityValue))
        }
    }
}
