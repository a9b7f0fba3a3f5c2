/// Printing from a bar goes through the system Action button.
struct PrintSystemActionButton: Rule {
    let metadata = RuleMetadata(
        id: "print-system-action-button",
        title: "Custom Print button in a bar",
        rationale:
            "Where there is a navigation bar or a toolbar, the HIG asks apps to offer printing through the system Action (share) button, which people know and which lists Print with the other activities; a Print button of the app's own is for screens that have no bar.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "printing"],
        help:
            "Replace the Print bar button with the system Action item (systemItem=\"action\", UIBarButtonItem.SystemItem.action) presenting a UIActivityViewController, whose activities include Print.",
        sources: [
            "seed rule #186",
            "Apple: UIBarButtonItem.SystemItem.action",
        ],
        summary: "a bar button item of the app's own that prints (“Print”, a printer symbol) instead of the system Action item",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A Print item and a printer symbol in a navigation bar", .triggers(count: 2),
                [
                    "App/Base.lproj/Main.storyboard": UndoButtonsWhenBasic.storyboard(
                        """
                        ↓<barButtonItem title="Print" id="print"/>
                        ↓<barButtonItem image="printer" catalog="system" id="printer">
                            <accessibility key="accessibilityConfiguration" label="Print"/>
                        </barButtonItem>
                        """), "App/WelcomeViewController.swift": "final class WelcomeViewController: UIViewController {}",
                ]),
            .code(
                "Trap: the system Action item, and a Print button in the view (no bar to hold it)", .passes,
                [
                    "App/Base.lproj/Main.storyboard": UndoButtonsWhenBasic.storyboard(
                        """
                        <barButtonItem systemItem="action" id="share"/>
                        """
                    ).replacingOccurrences(
                        of: "</subviews>",
                        with: """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="print-in-view">
                                <rect key="frame" x="20" y="300" width="100" height="44"/>
                                <state key="normal" title="Print"/>
                            </button>
                            </subviews>
                            """)
                ]),
        ]
    }

    /// SF Symbols of a printer.
    static let printerSymbols: Set<String> = ["printer", "printer.fill", "printer.filled.and.paper", "printer.dotmatrix", "printer.dotmatrix.fill"]

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            // A bar button item: a bar holds it, so the system Action item could take its place.
            guard node.isVisible, PlatformDefaults.isBarItem(node.element.kind), node.element.systemItem == nil else { return nil }
            let title = [node.labelText, node.element.text?.literal].compactMap { $0?.trimmingCharacters(in: .whitespaces).lowercased() }
            let symbol = node.element.image.map { $0.isSystemSymbol && Self.printerSymbols.contains($0.name) } ?? false
            guard title.contains("print") || symbol else { return nil }
            return context.finding(
                node, in: screen, "A bar button of the app's own prints; bars offer printing through the system Action button",
                confidence: node.confidence(unlessSetInCode: .text, .accessibilityLabel, .image))
        }
    }
}
