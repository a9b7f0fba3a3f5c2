/// Asset colours that text and backgrounds use have an Increase Contrast appearance.
struct HighContrastVariants: Rule {
    let metadata = RuleMetadata(
        id: "high-contrast-variants",
        title: "Asset colour without a high-contrast appearance",
        rationale:
            "People who turn on Increase Contrast get darker, stronger system colours; an asset colour changes only if its colour set has a High Contrast appearance. Text in a custom colour that meets the minimum contrast (4.5:1) but not the enhanced one (7:1) is what the setting is for; without a High Contrast value it keeps its normal contrast for the people who asked for more.",
        wcag: ["1.4.3", "1.4.6"], impact: .moderate, defaultSeverity: .info,
        tags: ["colour", "contrast", "low-vision"],
        help:
            "Check “High Contrast” under Appearances in the colour set and give stronger values (for light and, if the app has one, dark mode); colours made in code switch on traitCollection.accessibilityContrast == .high.",
        sources: [
            "seed rule #100",
            "Apple: accessibilityContrast",
        ],
        summary: "text between 4.5:1 and 7:1 in (or on) an asset colour with no high-contrast appearance, so Increase Contrast leaves it as it is",
        appleAuditTypes: [.contrast], nutritionLabels: [.sufficientContrast])

    /// The asset colour "Ink" with one value, no variants: 5.7:1 on white.
    static let grey = """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.40", "green": "0.40", "blue": "0.40", "alpha": "1"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """
    static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    var examples: [RuleExample] {
        [
            RuleExample.xib(
                "Grey text (5.7:1 on white) in an asset colour with no high-contrast value", .triggers(count: 1), background: Self.white, DarkModeVariants.label
            ).at("due")
                .with("Example/Assets.xcassets/Ink.colorset/Contents.json", Self.grey),
            RuleExample.xib("Trap: the colour set has high-contrast values", .passes, background: Self.white, DarkModeVariants.label)
                .with("Example/Assets.xcassets/Ink.colorset/Contents.json", DarkModeVariants.withVariants),
            RuleExample.xib("Trap: near-black text already above 7:1 needs no stronger value", .passes, background: Self.white, DarkModeVariants.label)
                .with("Example/Assets.xcassets/Ink.colorset/Contents.json", DarkModeVariants.anyOnly),
            .xib(
                "Trap: system colours adapt by themselves", .passes, background: Self.white,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Due tomorrow" adjustsFontForContentSizeCategory="YES" id="due">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" systemColor="secondaryLabelColor"/>
                    </label>
                """),
        ]
    }

    /// An asset colour with no high-contrast value of its own.
    static func lacksHighContrast(_ spec: ColorSpec, _ colors: ColorResolver) -> String? {
        guard case .named(let name) = spec, let asset = colors.assetColors[name],
            asset.highContrast == nil, asset.darkHighContrast == nil
        else { return nil }
        if case .system? = asset.any { return nil }
        return name
    }

    /// Text that passes AA but not AAA, in an asset colour (or on one) that Increase Contrast
    /// leaves as it is: what a high-contrast value would improve. Text under AA is
    /// `contrast-text-aa`'s.
    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        var reported: Set<String> = []
        return screen.elements.compactMap { node -> Finding? in
            guard node.isVisible, node.showsText, node.element.isEnabled, node.element.android == nil,
                let text = node.element.text ?? node.element.placeholder, !text.isKnownEmpty,
                let foreground = node.element.textColor ?? PlatformDefaults.defaultTextColor(node.element.kind),
                case .color(let background, _) = node.backdrop
            else { return nil }
            let assets = [foreground, background].compactMap { Self.lacksHighContrast($0, context.colors) }
            guard !assets.isEmpty else { return nil }
            let (size, bold) = ContrastTextAA.size(of: node.element.font)
            let large = size.map { Contrast.isLargeText(pointSize: $0, bold: bold) } ?? false
            var standard = context.colors
            standard.appearances = context.colors.appearances.filter { !$0.increasedContrast }
            let belowAA = AppearanceContrast.failures(foreground, on: background, below: Contrast.requiredRatio(largeText: large), colors: standard)
            let enhanced = Contrast.requiredRatio(largeText: large, enhanced: true)
            let belowAAA = AppearanceContrast.failures(foreground, on: background, below: enhanced, colors: standard)
            guard belowAA.isEmpty, !belowAAA.isEmpty, reported.insert(assets.joined(separator: "+")).inserted else { return nil }
            var confidence = node.confidence(unlessSetInCode: .textColor, .backgroundColor)
            if confidence.isCertain, let reason = screen.backdropUncertainty(of: node) { confidence = .needsReview(reason: reason) }
            if confidence.isCertain, size == nil { confidence = .needsReview(reason: "the font size is unknown") }
            let names = assets.map { "“\($0)”" }.joined(separator: " and ")
            return context.finding(
                node, in: screen,
                "Text contrast is \(AppearanceContrast.describe(belowAAA, appearances: standard.appearances)), under \(Rect.format(enhanced)):1, and asset colour \(names) has no high-contrast value: Increase Contrast leaves it as it is",
                confidence: confidence)
        }
    }
}
