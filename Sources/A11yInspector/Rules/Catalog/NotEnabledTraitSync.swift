/// The notEnabled trait says what the control's state is.
struct NotEnabledTraitSync: Rule {
    let metadata = RuleMetadata(
        id: "not-enabled-trait-sync",
        title: "notEnabled trait on an element that works",
        rationale:
            "VoiceOver reads an element with the notEnabled trait as “dimmed”, and people skip it. UIKit sets the trait itself from isEnabled. Interface Builder shows the trait inverted, as the “User Interaction Enabled” trait checkbox: unticked (often by mistake, taken for the view's interaction setting) it marks a control that works as unusable, or gives a picture or a text a state it cannot have.",
        wcag: ["4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["traits", "voiceover", "state"],
        help:
            "Tick the “User Interaction Enabled” trait again in the Accessibility inspector and let isEnabled (or SwiftUI's .disabled) say when the control is disabled.",
        sources: [
            "seed rule #33",
            "Apple: notEnabled",
        ],
        summary:
            "the notEnabled trait (IB's inverted “User Interaction Enabled” checkbox) on an enabled control or cell, or on an image or text; severity: info for elements people cannot act on",
        appleAuditTypes: [.trait], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .xib(
                "An enabled button marked Not Enabled", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="book">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <state key="normal" title="Book trip"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" button="YES" notEnabled="YES"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "A labelled picture marked Not Enabled", .triggers(count: 1),
                """
                    ↓<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="map" id="map">
                        <rect key="frame" x="20" y="100" width="200" height="120"/>
                        <accessibility key="accessibilityConfiguration" label="Route map">
                            <accessibilityTraits key="traits" image="YES" notEnabled="YES"/>
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                """),
            .xib(
                "Trap: a disabled button (UIKit says dimmed itself), and the state changed in code", .passes, outlets: ["pay": "pay"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet private var pay: UIButton!
                        func update(valid: Bool) { pay.isEnabled = valid }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" enabled="NO" buttonType="system" id="book">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <state key="normal" title="Book trip"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pay">
                        <rect key="frame" x="20" y="200" width="200" height="44"/>
                        <state key="normal" title="Pay"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" button="YES" notEnabled="YES"/>
                        </accessibility>
                    </button>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            let traits = node.element.traits
            guard node.element.android == nil, traits.replacement?.contains(.notEnabled) == true || traits.inserted.contains(.notEnabled),
                node.element.isEnabled, node.element.provenance[.isEnabled] == nil
            else { return nil }
            let confidence = node.confidence(unlessSetInCode: .accessibilityTraits, .isEnabled, .isUserInteractionEnabled)
            // A table or collection cell is a row people select.
            if node.isInteractive || node.role == .cell {
                return context.finding(
                    node, in: screen, "\(node.roleName) can be used but has the notEnabled trait: VoiceOver reads it as dimmed", confidence: confidence)
            }
            // Interface Builder's inverted checkbox makes the trait easy to set by mistake; code
            // that sets it on a view people cannot act on may mean just that.
            let deliberate = confidence.isCertain && node.element.location.file.hasSuffix(".swift")
            return context.finding(
                node, in: screen, "\(node.roleName) has the notEnabled trait, a state it cannot have: VoiceOver reads it as dimmed",
                confidence: deliberate ? .needsReview(reason: "code sets the trait, perhaps to say the element cannot be acted on") : confidence,
                severity: .info)
        }
    }
}
