import Foundation

/// No buttons that repeat the edit menu's commands.
struct NoDuplicateEditButtons: Rule {
    let metadata = RuleMetadata(
        id: "no-duplicate-edit-buttons",
        title: "Button repeating an edit-menu command",
        rationale:
            "The HIG advises against buttons for commands the edit menu already offers (Copy, Cut, Paste, Select All): the screen gets crowded and the same command is in two places. A visible button can help people who do not know the edit menu, so this is advice to weigh, not a defect.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "edit-menu"],
        help:
            "Offer the command in the edit menu (and as a custom action or context menu item) rather than as a separate button, unless the button is the screen's main purpose (copying a code, pasting a link).",
        sources: [
            "seed rule #177",
            "Apple HIG: Edit menus",
        ],
        summary: "a button titled Copy, Cut, Paste or Select All",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .xib(
                "A Copy button next to the text", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="copy">
                        <rect key="frame" x="20" y="100" width="80" height="44"/>
                        <state key="normal" title="Copy"/>
                    </button>
                """),
            .xib(
                "Trap: a button that copies something named, and a Share button", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="copy-code">
                        <rect key="frame" x="20" y="100" width="160" height="44"/>
                        <state key="normal" title="Copy booking code"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="share">
                        <rect key="frame" x="200" y="100" width="80" height="44"/>
                        <state key="normal" title="Share"/>
                    </button>
                """),
        ]
    }

    static let commands: Set<String> = ["copy", "cut", "paste", "select all"]

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.role == .button, node.element.android == nil, let label = node.labelText else { return nil }
            let key = HintRedundant.normalized(label)
            guard Self.commands.contains(key) else { return nil }
            return context.finding(
                node, in: screen, "Button “\(label)” repeats a command of the edit menu",
                confidence: .needsReview(reason: "a visible button may be the clearer way for this screen; the HIG's advice is to weigh"))
        }
    }
}
