/// Custom keyboards click like the system keyboard.
struct InputClickSound: Rule {
    let metadata = RuleMetadata(
        id: "input-click-sound",
        title: "Custom input view without input clicks",
        rationale:
            "The system keyboard clicks as people type, which confirms each key press; the HIG asks custom input views to do the same with UIDevice.playInputClick(), which only sounds when the view adopts UIInputViewAudioFeedback.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "input"],
        help: "Adopt UIInputViewAudioFeedback (enableInputClicksWhenVisible returns true) and call UIDevice.current.playInputClick() on each key.",
        sources: ["S1 L68-72", "S3 L136-141", "seed rule #184"],
        summary: "a custom input view that does not adopt `UIInputViewAudioFeedback`",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A number pad input view that never clicks", .needsReview(count: 1),
                [
                    "App/Pad.swift": """
                    final class NumberPad: UIView {}
                    final class AmountField: UITextField {
                        func setUp() { ↓inputView = NumberPad(frame: .zero) }
                    }
                    """
                ]),
            .code(
                "The input view adopts UIInputViewAudioFeedback", .passes,
                [
                    "App/Pad.swift": """
                    final class NumberPad: UIView, UIInputViewAudioFeedback {
                        var enableInputClicksWhenVisible: Bool { true }
                    }
                    final class AmountField: UITextField {
                        func setUp() { inputView = NumberPad(frame: .zero) }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let adopters = Set(
            project.code.events.compactMap { event -> String? in
                guard event.kind == .inputClickAdopter, case .type(let name) = event.detail else { return nil }
                return name
            })
        return project.code.events.compactMap { event in
            guard event.kind == .customInputView, case .type(let inputView) = event.detail, project.code.types[inputView]?.isDeclared == true,
                !project.code.lineage(of: inputView).contains(where: { adopters.contains($0.name) })
            else { return nil }
            return context.finding(
                at: event.location, "\(inputView) is used as an input view but does not adopt UIInputViewAudioFeedback: keys cannot click",
                confidence: .needsReview(reason: "an input view that is not a keyboard (a picker) needs no clicks"))
        }
    }
}
