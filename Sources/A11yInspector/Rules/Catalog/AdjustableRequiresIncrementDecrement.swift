/// An adjustable element must be adjustable.
struct AdjustableRequiresIncrementDecrement: Rule {
    let metadata = RuleMetadata(
        id: "adjustable-requires-increment-decrement",
        title: "Adjustable element without accessibilityIncrement/Decrement",
        rationale:
            "VoiceOver announces \"adjustable\" and tells people to swipe up or down; those swipes call accessibilityIncrement() and accessibilityDecrement(). A custom view with the trait but without the methods does nothing when adjusted.",
        wcag: ["4.1.2", "2.1.1"], impact: .critical, defaultSeverity: .error,
        tags: ["traits", "voiceover", "custom-controls"],
        help: "Override accessibilityIncrement() and accessibilityDecrement() to change the value (and post an announcement or update accessibilityValue).",
        sources: ["B ch6 L2121", "B ch6 L2288-2294", "S2", "seed rule #34"],
        summary: "a class marked adjustable without `accessibilityIncrement()`/`Decrement()`",
        appleAuditTypes: [.action], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .code(
                "A dial thumb marked adjustable without the methods", .triggers(count: 1),
                [
                    "Example/DialThumb.swift": """
                    final class DialThumb: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            isAccessibilityElement = true
                            ↓accessibilityTraits.insert(.adjustable)
                        }
                    }
                    """
                ]),
            .code(
                "The payment dial thumb from the blog post: adjustable with both methods", .passes,
                [
                    "Example/DialThumb.swift": """
                    final class DialThumb: UIView {
                        override var accessibilityTraits: UIAccessibilityTraits {
                            get { .adjustable } set {}
                        }
                        override func accessibilityIncrement() { amount += 5 }
                        override func accessibilityDecrement() { amount -= 5 }
                    }
                    """
                ]),
            .code(
                "Trap: the methods are in an extension in another file", .passes,
                [
                    "Example/DialThumb.swift": "final class DialThumb: UIView { func setUp() { accessibilityTraits = [.adjustable] } }",
                    "Example/DialThumb+Accessibility.swift": """
                    extension DialThumb {
                        override func accessibilityIncrement() { step(1) }
                        override func accessibilityDecrement() { step(-1) }
                    }
                    """,
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .adjustableTrait, let type = event.type, let target = event.detail.target else { return nil }
            // The trait on another view (an outlet) is that view's class's business.
            let targetType = target.name.map { project.code.types[type]?.outlets[$0] } ?? type
            guard let owner = targetType, project.code.types[owner]?.isDeclared == true else { return nil }
            if project.implements(.increment, in: owner) && project.implements(.decrement, in: owner) { return nil }
            return context.finding(
                at: event.location,
                "\(owner) is marked adjustable but does not override accessibilityIncrement() and accessibilityDecrement(): swiping up and down does nothing",
                element: owner)
        }
    }
}
