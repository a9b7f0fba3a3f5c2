/// The app's own edit-menu commands follow the system's, named in title case.
struct CustomEditMenuItems: Rule {
    let metadata = RuleMetadata(
        id: "custom-edit-menu-items",
        title: "Custom edit-menu item placed first or not in title case",
        rationale:
            "People, and VoiceOver and Switch Control users moving through the menu one item at a time, expect Cut, Copy and Paste where they always are. The HIG asks custom items to come after all the system's, and to be named with a short verb in title case, as the system's are.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "edit-menu"],
        help:
            "Put the app's commands after the suggested actions (UIMenu(children: suggestedActions + custom)); name each with a verb, one capitalised word or a phrase in title case (“Look Up”, “Add to Notes”).",
        sources: ["S1 L20-52", "S3 L123-127", "seed rule #180"],
        summary:
            "an edit menu listing the app's commands before `suggestedActions`; custom edit-menu item titles not in title case (from string tables: *needs review*)",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "The app's command before Cut, Copy and Paste, in sentence case", .triggers(count: 2),
                [
                    "App/NoteTextView.swift": """
                    final class NoteController: UIViewController, UITextViewDelegate {
                        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
                            let highlight = ↓UIAction(title: "Highlight text") { _ in self.highlight(range) }
                            return ↓UIMenu(children: [highlight] + suggestedActions)
                        }
                    }
                    """
                ]),
            .code(
                "A UIMenuItem title from a string table, judged by the text in code", .needsReview(count: 1),
                [
                    "App/Bubble.swift": """
                    final class BubbleView: UIView {
                        func setUpMenu() {
                            UIMenuController.shared.menuItems = [↓UIMenuItem(title: NSLocalizedString("Reply in thread", comment: ""), action: #selector(reply))]
                        }
                    }
                    """
                ]),
            .code(
                "Trap: after the system's, in title case; a context menu (not an edit menu); a name with a brand", .passes,
                [
                    "App/NoteTextView.swift": """
                    final class NoteController: UIViewController, UITextViewDelegate {
                        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
                            let add = UIAction(title: "Add to Notes") { _ in self.add(range) }
                            let share = UIAction(title: "Share to iCloud") { _ in self.share(range) }
                            return UIMenu(children: suggestedActions + [add, share])
                        }
                        func contextMenu() -> UIMenu {
                            UIMenu(children: [UIAction(title: "Open in new window") { _ in }])
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            switch (event.kind, event.detail) {
            case (.editMenuCustomFirst, _):
                return context.finding(
                    at: event.location,
                    "The edit menu lists the app's commands before the system's (suggestedActions last): people find Cut, Copy and Paste moved")
            case (.editMenuItem, .text(let title)), (.editMenuItem, .localizedText(let title)):
                guard let lower = TitleCase.lowercaseWords(title), !lower.isEmpty else { return nil }
                var confidence = Confidence.certain
                if case .localizedText = event.detail {
                    confidence = .needsReview(reason: "the title comes from a string table; the text judged is the one in the code")
                }
                return context.finding(
                    at: event.location, "The edit-menu item “\(title)” is not in title case (“\(TitleCase.fixed(title))”)", confidence: confidence)
            default:
                return nil
            }
        }
    }
}
