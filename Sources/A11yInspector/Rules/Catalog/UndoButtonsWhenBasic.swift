/// System Undo and Redo bar buttons only where undo is a basic task.
struct UndoButtonsWhenBasic: Rule {
    let metadata = RuleMetadata(
        id: "undo-buttons-when-basic",
        title: "System Undo or Redo bar button",
        rationale:
            "The HIG keeps explicit Undo and Redo buttons for apps where undoing is a basic, frequent task (a drawing or text editor); elsewhere they take room in the bar, and undo should stay tied to what people are doing (shake, three-finger gestures, the edit menu).",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "undo"],
        help:
            "Keep the system Undo/Redo bar buttons only if undo is a basic task of this screen; otherwise rely on shake to undo, the three-finger gestures and the edit menu.",
        sources: [
            "seed rule #183",
            "Apple: UIBarButtonItem.SystemItem.undo",
        ],
        summary: "the system Undo/Redo bar button items",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    static func storyboard(_ items: String) -> String {
        RuleExample.storyboardXML(label: "Sketch").replacingOccurrences(
            of: "<view key=\"view\"",
            with: """
                <navigationItem key="navigationItem" title="Sketch" id="nav-item">
                    <rightBarButtonItems>
                \(items)
                    </rightBarButtonItems>
                </navigationItem>
                <view key="view"
                """)
    }

    var examples: [RuleExample] {
        [
            .code(
                "Undo and Redo system items in a navigation bar", .needsReview(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": Self.storyboard(
                        """
                        <barButtonItem systemItem="undo" id="undo"/>
                        ↓<barButtonItem systemItem="redo" id="redo"/>
                        """)
                ]),
            .code(
                "Trap: other system items", .passes,
                [
                    "App/Base.lproj/Main.storyboard": Self.storyboard(
                        """
                        <barButtonItem systemItem="done" id="done"/>
                        <barButtonItem systemItem="action" id="share"/>
                        """)
                ]),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let items = screen.elements.filter { $0.isVisible && ($0.element.systemItem == "undo" || $0.element.systemItem == "redo") }
        guard let first = items.first else { return [] }
        let names = items.compactMap(\.element.systemItem).map { $0 == "undo" ? "Undo" : "Redo" }
        return [
            context.finding(
                first, in: screen,
                "The screen shows the system \(Array(Set(names)).sorted().reversed().joined(separator: " and ")) bar button\(Set(names).count > 1 ? "s" : "")",
                confidence: .needsReview(reason: "whether undo is a basic task of this screen is a judgement"))
        ]
    }
}
