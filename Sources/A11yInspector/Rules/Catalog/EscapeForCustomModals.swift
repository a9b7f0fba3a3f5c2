/// A custom modal must be dismissible with the escape gesture.
struct EscapeForCustomModals: Rule {
    let metadata = RuleMetadata(
        id: "escape-for-custom-modals",
        title: "Custom modal view without accessibilityPerformEscape()",
        rationale:
            "A view marked accessibilityViewIsModal traps VoiceOver inside it. VoiceOver's two-finger Z and Switch Control's Escape call accessibilityPerformEscape(); without it, people have to find the close button, if there is one.",
        wcag: ["2.1.1", "2.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["modal", "voiceover", "switch-control"],
        help: "Override accessibilityPerformEscape() on the modal view (or its controller) to dismiss it and return true.",
        sources: ["B ch6 L2211-2229", "seed rule #53"],
        summary: "`accessibilityViewIsModal = true` without `accessibilityPerformEscape()`",
        appleAuditTypes: [], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .code(
                "An overlay made modal without escape", .triggers(count: 1),
                [
                    "Example/AlertOverlay.swift": """
                    final class AlertOverlay: UIView {
                        func show() { ↓accessibilityViewIsModal = true }
                    }
                    """
                ]),
            .code(
                "The overlay dismisses on escape", .passes,
                [
                    "Example/AlertOverlay.swift": """
                    final class AlertOverlay: UIView {
                        func show() { accessibilityViewIsModal = true }
                        override func accessibilityPerformEscape() -> Bool { dismiss(); return true }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .modalView, let type = event.type, let target = event.detail.target else { return nil }
            let viewType = target.name.map { project.code.types[type]?.outlets[$0] } ?? type
            if project.implements(.escape, in: type) || viewType.map({ project.implements(.escape, in: $0) }) == true { return nil }
            return context.finding(
                at: event.location, "\(target.name ?? type) is made modal but neither it nor \(type) implements accessibilityPerformEscape()",
                confidence: viewType == nil ? .needsReview(reason: "the modal view's class is not known; it may implement escape") : .certain,
                element: type)
        }
    }
}
