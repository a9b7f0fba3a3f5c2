/// A paste or cut people regret can be undone.
struct UndoWithCopyPaste: Rule {
    let metadata = RuleMetadata(
        id: "undo-with-copy-paste",
        title: "Cut or paste without undo",
        rationale:
            "Edit-menu commands act at once, without confirmation, so the HIG pairs copy and paste with undo and redo. Without undo, a paste into the wrong place or a cut by a stray touch (more likely with tremors or Switch Control) cannot be taken back.",
        wcag: ["3.3.4"], impact: .moderate, defaultSeverity: .warning,
        tags: ["hig", "undo", "edit-menu"],
        help:
            "Register the change with the undo manager in cut(_:) and paste(_:) (undoManager?.registerUndo(withTarget:handler:)) and name it (setActionName(_:)).",
        sources: ["S1 L20-52", "S3 L122", "seed rule #179"],
        summary: "a view's own `cut(_:)`/`paste(_:)` (not a text view's, not handed on to another view) in an app that registers no undo",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A drawing canvas pastes shapes, and nothing registers undo", .needsReview(count: 1),
                [
                    "App/Canvas.swift": """
                    final class CanvasView: UIView {
                        override func ↓paste(_ sender: Any?) {
                            guard let shape = UIPasteboard.general.shape else { return }
                            shapes.append(shape)
                            setNeedsDisplay()
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the pasted shape is registered with the undo manager", .passes,
                [
                    "App/Canvas.swift": """
                    final class CanvasView: UIView {
                        override func paste(_ sender: Any?) {
                            guard let shape = UIPasteboard.general.shape else { return }
                            shapes.append(shape)
                            undoManager?.registerUndo(withTarget: self) { $0.shapes.removeLast() }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a text view subclass (its typing undo covers paste), and a view that hands paste to its field", .passes,
                [
                    "App/Composer.swift": """
                    final class ComposerTextView: UITextView {
                        override func paste(_ sender: Any?) {
                            insertText(UIPasteboard.general.string?.trimmingCharacters(in: .whitespaces) ?? "")
                        }
                    }
                    final class SearchHeader: UIView {
                        override func paste(_ sender: Any?) { field.paste(sender) }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .undoRegistered }) else { return [] }
        var reported = Set<String>()
        return events.compactMap { event in
            guard event.kind == .editActionImplemented, case .editActions(let actions) = event.detail,
                reported.insert(event.type ?? event.location.file).inserted
            else { return nil }
            // A text view or field has its own undo for what is typed or inserted into it.
            if let type = event.type, PlatformDefaults.for(project.uiKitBase(of: type) ?? type).role.isTextInput { return nil }
            let names = actions.map { "\($0.rawValue)(_:)" }.joined(separator: ", ")
            return context.finding(
                at: event.location,
                "\(event.type ?? "This type") implements \(names), but the app registers no undo: a paste or cut people regret cannot be taken back",
                confidence: .needsReview(reason: "a paste that only opens a preview to confirm (an image to send) changes nothing to undo"))
        }
    }
}
