/// A label and the control it names should be read in that order.
struct ReadingOrderLogical: Rule {
    let metadata = RuleMetadata(
        id: "reading-order-logical",
        title: "Control is read before the label that names it",
        rationale:
            "Sighted users read a field's label, then the field. When VoiceOver reaches the control first (an explicit accessibilityElements order, a container that keeps it apart), people hear an unexplained control and its name only afterwards.",
        wcag: ["1.3.2", "2.4.3"], impact: .moderate, defaultSeverity: .warning,
        tags: ["order", "voiceover"],
        help: "Put the label before its control in accessibilityElements, or group them into one element whose label is the visible name.",
        sources: ["B ch6 L2178-2186", "seed rule #41"],
        summary: "a control read before the label that names it on screen",
        appleAuditTypes: [], nutritionLabels: [.voiceOver], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .xib(
                "An explicit order puts the field before its label", .needsReview(count: 1),
                outlets: ["nameLabel": "name-title", "nameField": "name"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var nameLabel: UILabel!
                        @IBOutlet var nameField: UITextField!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityElements = [nameField, nameLabel]
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" id="name-title">
                        <rect key="frame" x="20" y="80" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    ↓<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="name">
                        <rect key="frame" x="20" y="105" width="300" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <accessibility key="accessibilityConfiguration" label="Name"/>
                    </textField>
                """),
            .xib(
                "Label above its field, read first", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" id="name-title">
                        <rect key="frame" x="20" y="80" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="name">
                        <rect key="frame" x="20" y="105" width="300" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <accessibility key="accessibilityConfiguration" label="Name"/>
                    </textField>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let order = screen.simulation.order
        var position: [Int: Int] = [:]
        for (n, i) in order.enumerated() { position[i] = n }
        return order.compactMap { i -> Finding? in
            let control = screen.elements[i]
            guard control.isInteractive, let frame = control.frame,
                let label = screen.visualLabel(of: frame, gap: 30, reachableOnly: true),
                let labelPosition = position[label.index], labelPosition > position[i]!
            else { return nil }
            return context.finding(
                control, in: screen,
                "\(control.roleName) is read at stop \(position[i]! + 1), before the label \"\(label.labelText ?? "")\" that names it on screen (stop \(labelPosition + 1))",
                confidence: .needsReview(reason: "the label is inferred from layout: it sits just above or before the control"))
        }
    }
}
