/// The edit menu offers what fits what is selected.
struct EditMenuContext: Rule {
    let metadata = RuleMetadata(
        id: "edit-menu-context",
        title: "Edit menu offers Copy and Select whatever is selected",
        rationale:
            "The edit menu should show Copy or Cut only when something is selected and Select only when nothing is. A view whose canPerformAction(_:withSender:) answers yes to both, whatever the selection, always shows a command that does nothing or that contradicts the state — a dead end that VoiceOver and Switch Control users reach one item at a time.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "edit-menu"],
        help:
            "Answer copy(_:)/cut(_:) only when there is a selection and select(_:)/selectAll(_:) only when there is none (or when not everything is selected).",
        sources: ["S1 L20-52", "S3 L115-116", "seed rule #174"],
        summary: "`canPerformAction(_:withSender:)` answering true for Copy/Cut and Select/Select All together, whatever is selected",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "Copy and Select offered together, whatever is selected", .triggers(count: 1),
                [
                    "App/NoteView.swift": """
                    final class NoteView: UIView {
                        override func ↓canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                            return action == #selector(copy(_:)) || action == #selector(select(_:))
                        }
                    }
                    """
                ]),
            .code(
                "The same, as a switch", .triggers(count: 1),
                [
                    "App/GridView.swift": """
                    final class GridView: UIView {
                        override func ↓canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                            switch action {
                            case #selector(cut(_:)), #selector(copy(_:)): return true
                            case #selector(selectAll(_:)): return true
                            default: return super.canPerformAction(action, withSender: sender)
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a label whose whole text is what Copy copies", .passes,
                [
                    "App/CopyableLabel.swift": """
                    final class CopyableLabel: UILabel {
                        override var canBecomeFirstResponder: Bool { true }
                        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                            action == #selector(copy(_:))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: each command depends on the selection", .passes,
                [
                    "App/NoteView.swift": """
                    final class NoteView: UIView {
                        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                            if action == #selector(copy(_:)) { return selectedRange != nil }
                            if action == #selector(select(_:)) { return selectedRange == nil }
                            return false
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .editActionsAlwaysOffered, case .editActions(let actions) = event.detail,
                let acting = actions.first(where: \.needsSelection), let selecting = actions.first(where: \.makesSelection)
            else { return nil }
            return context.finding(
                at: event.location,
                "canPerformAction(_:withSender:) answers true for \(acting.rawValue)(_:) and \(selecting.rawValue)(_:) whatever is selected: one of them is always out of place"
            )
        }
    }
}
