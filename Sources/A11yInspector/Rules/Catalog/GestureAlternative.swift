/// Gestures beyond a tap need another way for assistive-technology users.
struct GestureAlternative: Rule {
    let metadata = RuleMetadata(
        id: "gesture-alternative",
        title: "Custom gesture without an accessibility action",
        rationale:
            "Drags, swipes, pinches, rotations and long presses are hard or impossible with VoiceOver, Switch Control or Voice Control. What they do must also be offered as an accessibility action or a control.",
        wcag: ["2.5.1", "2.1.1"], impact: .serious, defaultSeverity: .warning,
        tags: ["gestures", "motor", "voiceover"],
        help:
            "Offer the same function as a custom action (.accessibilityAction(named:), accessibilityCustomActions), an adjustable action, or a visible button.",
        sources: ["B ch3 L697", "B ch9", "seed rule #56"],
        summary: "drag, swipe, pinch, rotation or long-press gestures without an accessibility action",
        appleAuditTypes: [.action], nutritionLabels: [.voiceOver, .voiceControl], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A card dismissed only by dragging", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        Text("Swipe to dismiss")
                            ↓.gesture(DragGesture().onEnded { _ in dismiss() })
                    }
                }
                """),
            .swiftUI(
                "The drag is also an action", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Text("Swipe to dismiss")
                            .gesture(DragGesture().onEnded { _ in dismiss() })
                            .accessibilityAction(named: "Dismiss") { dismiss() }
                    }
                }
                """),
        ]
    }

    /// UIKit: recognizers created in a type that offers no custom actions.
    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let withActions = Set(project.code.events.filter { $0.kind == .customActions }.compactMap(\.type))
        var reported = Set<String>()
        return project.code.events.compactMap { event in
            guard case .gesture(let gesture) = event.detail, gesture.needsAlternative, let type = event.type,
                !withActions.contains(type), reported.insert("\(type).\(gesture.rawValue)").inserted
            else { return nil }
            return context.finding(
                at: event.location, "\(type) adds a \(gesture.rawValue) gesture and offers no accessibility custom action for it",
                confidence: .needsReview(reason: "the same function may be available elsewhere"))
        }
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            let gestures = node.element.gestureRecognizers.filter(\.needsAlternative)
            guard node.isVisible, !gestures.isEmpty, node.customActions.isEmpty,
                !node.element.implementedActions.contains(where: { [.increment, .decrement, .escape].contains($0) })
            else { return nil }
            return context.finding(
                node, in: screen,
                "\(node.element.displayName) responds to \(gestures.map(\.rawValue).joined(separator: ", ")) gestures and offers no accessibility action for them",
                confidence: .needsReview(reason: "the same function may be available elsewhere on the screen"))
        }
    }
}
