/// Control titles are not selectable text.
struct SelectableTextPolicy: Rule {
    let metadata = RuleMetadata(
        id: "selectable-text-policy",
        title: "Selectable text in a control",
        rationale:
            "Text selection belongs to content people may want to copy (a caption, an address), not to the title of a button: the HIG says button titles should never be selectable. Selectable text inside a control also takes its touch-and-hold, which then selects words instead of doing what the control does.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "edit-menu"],
        help: "Remove .textSelection(.enabled) from the control and its label; keep it for text people read and may copy.",
        sources: [
            "seed rule #178",
            "Apple: textSelection(_:)",
        ],
        summary: "`.textSelection(.enabled)` on a SwiftUI control or inside its label",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A button's title made selectable, on the button and inside its label", .triggers(count: 2),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Book") { book() }
                                .↓textSelection(.enabled)
                            Button { call() } label: {
                                Text("+1 555 0100")↓.textSelection(.enabled)
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: selectable text people read, and selection turned off in a button", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("Booking code: 4XK2").textSelection(.enabled)
                            Button("Book") { book() }.textSelection(.disabled)
                        }
                    }
                }
                """),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.filter { $0.kind == .selectableControlText }.map {
            context.finding(at: $0.location, "Text selection is turned on in a \($0.detail): its title becomes selectable text")
        }
    }
}
