/// A slider whose value means a count or an amount is not read as a percentage.
struct SliderValueMeaningful: Rule {
    let metadata = RuleMetadata(
        id: "slider-value-meaningful",
        title: "Slider value read as a percentage of a range that is not one",
        rationale:
            "VoiceOver reads a UISlider's value as a percentage of its range. For a slider from 1 to 10 travellers, “22 percent, adjustable” says nothing about how many travellers are chosen; the value people hear must be the quantity they set.",
        wcag: ["4.1.2", "1.3.1"], impact: .serious, defaultSeverity: .warning,
        tags: ["value", "adjustable", "voiceover"],
        help:
            "Set accessibilityValue to the quantity whenever the value changes (“3 travellers”), or override accessibilityValue in a UISlider subclass; or wrap the slider in an adjustable container element that speaks the value and forwards increment and decrement.",
        sources: [
            "seed rule #17",
            "Apple: accessibilityValue",
        ],
        summary: "a UISlider whose range is not 0…1 or 0…100 and whose value nothing sets: VoiceOver reads a percentage of the range (“22%” for 3 travellers)",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver])

    static func slider(_ attributes: String) -> String {
        """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) id="travellers">
                    <rect key="frame" x="18" y="200" width="357" height="31"/>
                    <accessibility key="accessibilityConfiguration" label="Travellers"/>
                </slider>
        """
    }

    var examples: [RuleExample] {
        [
            .xib("A slider for 1 to 10 travellers that VoiceOver reads as “22%”", .triggers(count: 1), Self.slider(#"value="3" minValue="1" maxValue="10""#))
                .at("travellers"),
            .xib(
                "A slider whose class the audited code does not define may set its own value", .needsReview(count: 1),
                Self.slider(#"value="3" minValue="1" maxValue="10" customClass="StepSlider" customModule="Widgets""#)
            ).at("travellers"),
            .xib("Trap: a volume slider from 0 to 1, for which a percentage is the meaning", .passes, Self.slider(#"value="0.5" minValue="0.0" maxValue="1""#)),
            .xib("Trap: a slider from 0 to 100, whose percentage is its value", .passes, Self.slider(#"value="40" minValue="0.0" maxValue="100""#)),
            .xib(
                "Trap: the view controller sets the slider's accessibility value", .passes, outlets: ["travellers": "travellers"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet private var travellers: UISlider!
                        @IBAction func changed(_ sender: UISlider) {
                            travellers.accessibilityValue = "\\(Int(sender.value)) travellers"
                        }
                    }
                    """
                ], Self.slider(#"value="3" minValue="1" maxValue="10""#)),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.role == .slider, node.element.android == nil, node.element.accessibilityValue == nil,
                node.element.provenance[.accessibilityValue] == nil,
                case .literal(let spoken)? = node.value, spoken.hasSuffix("%"),
                let low = node.element.minimumValue, let high = node.element.maximumValue, high > low
            else { return nil }
            // A fraction (0…1) read as a percentage keeps its meaning, and 0…100 reads the value itself.
            if low == 0 && (high == 1 || high == 100) { return nil }
            let range = "\(Rect.format(low))…\(Rect.format(high))"
            let current = node.element.numericValue.map { " (“\(spoken)” for \(Rect.format($0)))" } ?? ""
            return context.finding(
                node, in: screen,
                "\(node.roleName) of \(range) is read as a percentage of its range\(current), not as the value it sets",
                confidence: node.confidence(unlessSetInCode: .accessibilityValue))
        }
    }
}
