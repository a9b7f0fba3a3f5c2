/// Text inputs of the app's own tell Zoom where the insertion point is.
struct ZoomFocusCustomInput: Rule {
    let metadata = RuleMetadata(
        id: "zoom-focus-custom-input",
        title: "Custom text input that does not tell Zoom where the cursor is",
        rationale:
            "Zoom follows the insertion point of system text fields as people type, so what they type stays in the magnified window. A view that takes text itself (adopting UIKeyInput or UITextInput) is followed only if it reports its insertion point; otherwise the typed text runs out of the zoom window.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["zoom", "text-input", "low-vision"],
        help: "After each change of the insertion point, call UIAccessibility.zoomFocusChanged(.insertionPoint, frame: caretRect, in: self).",
        sources: [
            "seed rule #121",
            "Apple: zoomFocusChanged(_:frame:in:)",
        ],
        summary: "a `UIKeyInput`/`UITextInput` adopter in an app that never calls `zoomFocusChanged(_:frame:in:)`",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A PIN pad that takes text itself", .triggers(count: 1),
                [
                    "App/PinField.swift": """
                    ↓final class PinField: UIView, UIKeyInput {
                        var text = ""
                        var hasText: Bool { !text.isEmpty }
                        func insertText(_ t: String) { text += t; setNeedsDisplay() }
                        func deleteBackward() { _ = text.popLast(); setNeedsDisplay() }
                    }
                    """
                ]),
            .code(
                "Trap: the field tells Zoom where the cursor is", .passes,
                [
                    "App/PinField.swift": """
                    final class PinField: UIView, UIKeyInput {
                        var text = ""
                        var hasText: Bool { !text.isEmpty }
                        func insertText(_ t: String) {
                            text += t
                            UIAccessibility.zoomFocusChanged(.insertionPoint, frame: caretFrame, in: self)
                        }
                        func deleteBackward() { _ = text.popLast() }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .zoomFocusNotified }) else { return [] }
        return events.filter { $0.kind == .customTextInput }.map {
            context.finding(
                at: $0.location,
                "\($0.detail) takes text itself, and the app never calls UIAccessibility.zoomFocusChanged(_:frame:in:): Zoom does not follow its insertion point"
            )
        }
    }
}
