import Foundation

/// Voice Control shows the first input label: it should be the element's name.
struct InputLabelsDefaultFirst: Rule {
    let metadata = RuleMetadata(
        id: "input-labels-default-first",
        title: "Input labels do not start with the element's label",
        rationale:
            "Voice Control's “Show names” shows the first of an element's accessibilityUserInputLabels, and people read it to say the command. When the element's own label comes later in the list, the name shown differs from the one VoiceOver speaks and the one people expect.",
        wcag: ["2.5.3"], impact: .moderate, defaultSeverity: .warning,
        tags: ["voice-control", "labels"],
        help: "Put the default label first, then the shorter or alternative names: [\"Play\", \"Play song\", \"Start\"].",
        sources: [
            "seed rule #125",
            "Apple: accessibilityUserInputLabels",
        ],
        summary: "`accessibilityUserInputLabels` / `.accessibilityInputLabels` listing the element's label after another name: Voice Control shows the first",
        appleAuditTypes: [], nutritionLabels: [.voiceControl])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "The button's own label comes second", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        Button("Play") { play() }
                            ↓.accessibilityInputLabels(["Start", "Play", "Play song"])
                    }
                }
                """),
            .swiftUI(
                "Trap: the label first, and shorter names without the label (a choice, not an order)", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Play") { play() }
                                .accessibilityInputLabels(["Play", "Play song", "Start"])
                            Button("Add to favourites") { add() }
                                .accessibilityInputLabels(["Favourite", "Like"])
                        }
                    }
                }
                """),
        ]
    }

    static func key(_ s: String) -> String {
        HintRedundant.normalized(s)
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            let inputs = node.element.userInputLabels
            guard node.element.android == nil, inputs.count > 1, let label = node.labelText, !label.isEmpty,
                let position = inputs.firstIndex(where: { Self.key($0) == Self.key(label) }), position > 0
            else { return nil }
            return context.finding(
                node, in: screen,
                "Voice Control shows “\(inputs[0])”, the first input label, while the element's label “\(label)” comes at position \(position + 1)",
                confidence: node.confidence(unlessSetInCode: .accessibilityUserInputLabels, .accessibilityLabel))
        }
    }
}
