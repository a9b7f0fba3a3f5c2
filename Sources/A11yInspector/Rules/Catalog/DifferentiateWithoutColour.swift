/// States shown by colour honour Differentiate Without Color.
struct DifferentiateWithoutColour: Rule {
    let metadata = RuleMetadata(
        id: "differentiate-without-colour",
        title: "Colour marks states while the app never reads Differentiate Without Color",
        rationale:
            "People who cannot tell some colours apart turn on Differentiate Without Color to ask apps for shapes, symbols or text in addition to colour. An app that picks colours by state (green when online, red when late) and never reads the setting gives them nothing more.",
        wcag: ["1.4.1"], impact: .serious, defaultSeverity: .warning,
        tags: ["colour", "colour-vision", "settings"],
        help:
            "Read UIAccessibility.shouldDifferentiateWithoutColor (observe differentiateWithoutColorDidChangeNotification) or SwiftUI's @Environment(\\.accessibilityDifferentiateWithoutColor), and add a shape, symbol or text to the colour when it is on; or always show one.",
        sources: [
            "seed rule #99",
            "Apple: shouldDifferentiateWithoutColor",
            "Apple: accessibilityDifferentiateWithoutColor",
        ],
        summary: "colours chosen by a state in an app that never reads Differentiate Without Color; one finding per app",
        appleAuditTypes: [], nutritionLabels: [.differentiateWithoutColorAlone], policies: [.alwaysNeedsReview])

    static let statusView = """
        final class StatusView: UIView {
            func update(online: Bool) {
                dot.backgroundColor = online ? .systemGreen : .systemRed
            }
        }
        """

    var examples: [RuleExample] {
        [
            .code("A status shown by green or red, and nothing reads the setting", .needsReview(count: 1), ["App/StatusView.swift": Self.statusView]).at(
                "App/StatusView.swift:3"),
            .code(
                "Trap: the app reads the setting", .passes,
                [
                    "App/StatusView.swift": Self.statusView,
                    "App/Settings.swift": """
                    enum DisplaySettings {
                        static var showsShapes: Bool { UIAccessibility.shouldDifferentiateWithoutColor }
                    }
                    """,
                ]),
            .code(
                "Trap: a colour chosen by a condition the same function also shows another way", .passes,
                [
                    "App/StatusView.swift": """
                    final class StatusView: UIView {
                        func update(online: Bool) {
                            dot.backgroundColor = online ? .systemGreen : .systemRed
                            status.text = online ? "Online" : "Offline"
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .readsDifferentiateWithoutColor }),
            let first = events.first(where: { $0.kind == .colorState })
        else { return [] }
        let count = events.filter { $0.kind == .colorState }.count
        return [
            context.finding(
                at: first.location,
                "The app picks colours by a state (\(first.detail) here\(count > 1 ? ", and in \(count - 1) other place\(count == 2 ? "" : "s")" : "")) but never reads Differentiate Without Color",
                confidence: .needsReview(reason: "the state may also be shown by a shape, symbol or text elsewhere"))
        ]
    }
}
