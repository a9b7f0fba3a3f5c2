/// A custom view's edit menu opens the two ways people know.
struct EditMenuBothGestures: Rule {
    let metadata = RuleMetadata(
        id: "edit-menu-both-gestures",
        title: "Edit menu shown by one gesture only",
        rationale:
            "People open the edit menu by touching and holding, and in text by double-tapping a word, which selects it and shows the menu. A custom view that supports the menu should answer both, so that people who find one gesture hard (a long press needs a steady finger; a double tap needs two quick taps) have the other.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "edit-menu", "motor"],
        help:
            "Show the menu from a UILongPressGestureRecognizer and from a UITapGestureRecognizer with numberOfTapsRequired = 2 (which, in text, also selects the word).",
        sources: ["S1 L20-52", "S3 L118", "seed rule #176"],
        summary: "a view that shows the edit menu from a long press but has no double tap for it, or the reverse",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A message bubble shows Copy on touch and hold only", .needsReview(count: 1),
                [
                    "App/BubbleView.swift": """
                    final class BubbleView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showMenu)))
                        }
                        @objc func showMenu(_ recognizer: UILongPressGestureRecognizer) {
                            becomeFirstResponder()
                            ↓UIMenuController.shared.showMenu(from: self, rect: bounds)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: both gestures show the menu", .passes,
                [
                    "App/BubbleView.swift": """
                    final class BubbleView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showMenu)))
                            let doubleTap = UITapGestureRecognizer(target: self, action: #selector(showMenu))
                            doubleTap.numberOfTapsRequired = 2
                            addGestureRecognizer(doubleTap)
                        }
                        @objc func showMenu() {
                            editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: center))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a menu shown from elsewhere (a button), with no gesture in the view", .passes,
                [
                    "App/Toolbar.swift": """
                    final class ToolbarView: UIView {
                        @objc func moreTapped() { UIMenuController.shared.showMenu(from: self, rect: bounds) }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        var reported = Set<String>()
        return events.compactMap { event in
            guard event.kind == .editMenuPresented, let type = event.type, reported.insert(type).inserted else { return nil }
            let own = events.filter { $0.type == type }
            let longPress = own.contains { e in
                guard e.kind == .gestureRecognizer, case .gesture(.longPress) = e.detail else { return false }
                return true
            }
            let doubleTap = own.contains { $0.kind == .doubleTapRecognizer }
            guard longPress != doubleTap else { return nil }
            let (has, lacks) = longPress ? ("touch and hold", "a double tap") : ("a double tap", "touch and hold")
            return context.finding(
                at: event.location, "\(type) shows the edit menu on \(has) but has no \(lacks) for it",
                confidence: .needsReview(reason: "a double tap matters most for selectable text; the view may use it for something else"))
        }
    }
}
