/// Switches the app draws itself honour On/Off Labels.
struct OnOffLabelsCustomToggles: Rule {
    let metadata = RuleMetadata(
        id: "on-off-labels-custom-toggles",
        title: "Custom toggle style while the app never reads On/Off Labels",
        rationale:
            "With On/Off Labels on, iOS marks every system switch with I and O so that its state does not depend on colour. A toggle style that draws its own switch gets no marks unless it reads the setting or always shows its state in a shape or text.",
        wcag: ["1.4.1"], impact: .moderate, defaultSeverity: .info,
        tags: ["colour", "colour-vision", "settings"],
        help:
            "Read UIAccessibility.isOnOffSwitchLabelsEnabled (observe onOffSwitchLabelsDidChangeNotification) and draw the I/O marks when it is on, or always show the state with a shape or text.",
        sources: [
            "seed rule #105",
            "Apple: isOnOffSwitchLabelsEnabled",
            "Apple: ToggleStyle",
        ],
        summary: "a SwiftUI `ToggleStyle` of the app's own in an app that never reads On/Off Labels",
        appleAuditTypes: [], nutritionLabels: [.differentiateWithoutColorAlone], policies: [.alwaysNeedsReview])

    static let style = """
        struct PillToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Capsule().fill(configuration.isOn ? Color.green : Color.gray).frame(width: 50, height: 30)
                }
            }
        }
        """

    var examples: [RuleExample] {
        [
            .code("A toggle style that draws a coloured capsule", .needsReview(count: 1), ["App/PillToggleStyle.swift": Self.style]).at(
                "App/PillToggleStyle.swift:1"),
            .code(
                "Trap: the style reads On/Off Labels", .passes,
                [
                    "App/PillToggleStyle.swift": Self.style,
                    "App/Settings.swift": "enum DisplaySettings { static var marks: Bool { UIAccessibility.isOnOffSwitchLabelsEnabled } }",
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .readsOnOffSwitchLabels }),
            let first = events.first(where: { $0.kind == .customToggleStyle })
        else { return [] }
        return [
            context.finding(
                at: first.location,
                "\(first.detail) draws its own switch, and the app never reads On/Off Labels (isOnOffSwitchLabelsEnabled)",
                confidence: .needsReview(reason: "the style may show its state with a shape or text whatever the setting"))
        ]
    }
}
