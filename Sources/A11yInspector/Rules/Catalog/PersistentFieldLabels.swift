/// A text field needs a label that stays: the placeholder disappears as soon as people type.
struct PersistentFieldLabels: Rule {
    let metadata = RuleMetadata(
        id: "persistent-field-labels",
        title: "Text field is identified only by its placeholder",
        rationale: "A placeholder vanishes once text is entered, so sighted users lose the field's name, and VoiceOver users hear the placeholder (\"e.g. jane@example.com\") instead of a name. Fields need a visible label and an accessibility label.",
        wcag: ["3.3.2", "1.3.1", "4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["forms", "labels", "voiceover"],
        help: "Put a visible label next to the field and set the field's accessibility label to the same words.",
        sources: ["seed rule #161", "B ch3 L733"])

    var examples: [RuleExample] {
        [
            .xib("A lone field with a placeholder", .triggers(count: 1), """
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" id="email">
                    <rect key="frame" x="20" y="100" width="350" height="34"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </textField>
            """),
            .xib("A field with a visible label above it", .passes, """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Email" id="email-title">
                    <rect key="frame" x="20" y="70" width="350" height="21"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="jane@example.com" id="email">
                    <rect key="frame" x="20" y="100" width="350" height="34"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </textField>
            """),
            .xib("A field with an accessibility label", .passes, """
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="jane@example.com" id="email">
                    <rect key="frame" x="20" y="100" width="350" height="34"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <accessibility key="accessibilityConfiguration" label="Email"/>
                </textField>
            """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard ["UITextField", "UITextView", "TextField", "SecureField"].contains(node.element.kind),
                  node.labelOrigin == .placeholder, let placeholder = node.labelText else { return nil }
            guard let frame = node.frame else {
                return context.finding(node, in: screen, "Text field is named only by its placeholder \"\(placeholder)\"",
                                       confidence: .needsReview(reason: "the field's position is unknown, so a visible label beside it cannot be ruled out"))
            }
            if screen.visualLabel(of: frame, gap: 60) != nil { return nil }
            var confidence: Confidence = node.confidence(unlessSetInCode: "accessibilityLabel")
            if confidence.isCertain && node.isInsideCell {
                confidence = .needsReview(reason: "the field is in a table cell; a section header may label it")
            }
            return context.finding(node, in: screen, "Text field is named only by its placeholder \"\(placeholder)\", which disappears when people type", confidence: confidence)
        }
    }
}
