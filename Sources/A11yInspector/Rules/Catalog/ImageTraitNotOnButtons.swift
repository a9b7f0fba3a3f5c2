/// The image trait is for pictures people look at, not for buttons they press.
struct ImageTraitNotOnButtons: Rule {
    let metadata = RuleMetadata(
        id: "image-trait-not-on-buttons",
        title: "Interactive element has the image trait",
        rationale:
            "VoiceOver announces \"image\" for the image trait. The book asks not to give it to image buttons: on an icon or a text button it adds noise and suggests there is nothing to do. Apple allows combining it with the button trait when the element is a picture people act on (a photo that opens), which is a judgement.",
        wcag: ["4.1.2"], impact: .moderate, defaultSeverity: .warning,
        tags: ["traits", "images", "voiceover"],
        help: "Untick the Image trait on buttons and other controls; keep Button.",
        sources: ["B ch6 L2077-2079"],
        summary: "control with the image trait",
        appleAuditTypes: [.trait], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .xib(
                "An image button with button and image traits", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" image="heart"/>
                        <accessibility key="accessibilityConfiguration" label="Like">
                            <accessibilityTraits key="traits" button="YES" image="YES"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "A text button with the image trait", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="80" height="44"/>
                        <state key="normal" title="Save"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" button="YES" image="YES"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "An accessible image that is not interactive", .passes,
                """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chart" id="chart">
                        <rect key="frame" x="20" y="100" width="300" height="200"/>
                        <accessibility key="accessibilityConfiguration" label="Sales rose 20% in May">
                            <accessibilityTraits key="traits" image="YES"/>
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.traitsAreKnown, node.traits.contains(.image),
                node.isInteractive, node.element.traits.replacement?.contains(.image) == true || node.element.traits.inserted.contains(.image)
            else { return nil }
            // A text button or an icon with the image trait is noise; a photo that opens may be both.
            let isIconOrText = node.element.text.map { !$0.isKnownEmpty } == true || node.element.image?.isSystemSymbol == true
            return context.finding(
                node, in: screen, "\(node.roleName) has the image trait; VoiceOver will announce it as an image",
                confidence: isIconOrText
                    ? .certain : .needsReview(reason: "a picture people act on (a photo, an avatar) may combine the image and button traits"))
        }
    }
}
