/// Asset colours that text and backgrounds use have a dark appearance.
struct DarkModeVariants: Rule {
    let metadata = RuleMetadata(
        id: "dark-mode-variants",
        title: "Asset colour without a dark appearance",
        rationale:
            "In dark mode iOS switches system colours and the asset colours that have a Dark appearance; an asset colour with only one value stays the same. Text or a background in such a colour keeps its light-mode look on a dark screen: dark text on the dark system background, or a bright panel that glares for people who turned dark mode on to cut glare.",
        wcag: ["1.4.3"], impact: .moderate, defaultSeverity: .info,
        tags: ["colour", "dark-mode", "low-vision"],
        help: "Give the colour set a Dark appearance (Appearances: Any, Dark in the asset catalog), or use a semantic system colour (label, systemBackground).",
        sources: [
            "seed rule #101",
            "Apple: Supporting Dark Mode in your interface",
        ],
        summary: "an asset colour used for text or a background with no dark appearance, in an app that has dark mode; one finding per colour set",
        appleAuditTypes: [.contrast], nutritionLabels: [.darkInterface], policies: [.alwaysNeedsReview])

    static let label = """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Due tomorrow" adjustsFontForContentSizeCategory="YES" id="due">
                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <color key="textColor" name="Ink"/>
                </label>
        """
    static let anyOnly = """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.10", "green": "0.12", "blue": "0.20", "alpha": "1"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """
    static let withVariants = """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.10", "green": "0.12", "blue": "0.20", "alpha": "1"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0.90", "green": "0.90", "blue": "0.95", "alpha": "1"}}},
          {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
           "color": {"color-space": "srgb", "components": {"red": "0.0", "green": "0.0", "blue": "0.05", "alpha": "1"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
           "color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1", "alpha": "1"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """
    static let background = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#

    var examples: [RuleExample] {
        [
            RuleExample.xib("Text in an asset colour with one value only", .needsReview(count: 1), background: Self.background, Self.label).at(
                "Example/Assets.xcassets/Ink.colorset/Contents.json:1"
            )
            .with("Example/Assets.xcassets/Ink.colorset/Contents.json", Self.anyOnly),
            RuleExample.xib("Trap: the colour has a dark appearance", .passes, background: Self.background, Self.label)
                .with("Example/Assets.xcassets/Ink.colorset/Contents.json", Self.withVariants),
            RuleExample.xib("Trap: the app is light only (UIUserInterfaceStyle = Light)", .passes, background: Self.background, Self.label)
                .with("Example/Assets.xcassets/Ink.colorset/Contents.json", Self.anyOnly)
                .with(
                    "Example/Info.plist",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
                    """),
        ]
    }

    /// The asset colours a screen's visible text and backgrounds use, with the first element
    /// using each: what both variant rules judge.
    static func usedAssetColors(_ screen: ResolvedScreen, _ context: RuleContext) -> [AssetColor] {
        var seen: Set<String> = []
        var result: [AssetColor] = []
        for node in screen.elements where node.isVisible && node.element.android == nil {
            let specs = (node.showsText ? [node.element.textColor] : []) + [node.element.backgroundColor]
            for case .named(let name)? in specs {
                guard seen.insert(name).inserted, let asset = context.colors.assetColors[name] else { continue }
                // A colour that only points at a system colour adapts with it.
                if case .system? = asset.any { continue }
                if case .rgba(let c)? = asset.any, c.alpha == 0 { continue }
                result.append(asset)
            }
        }
        return result
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        guard context.colors.appearances.contains(.dark) else { return [] }
        return Self.usedAssetColors(screen, context).compactMap { asset in
            guard asset.dark == nil, asset.darkHighContrast == nil else { return nil }
            return context.finding(
                at: SourceLocation(file: asset.file, line: 1),
                "Asset colour “\(asset.name)”, used for text or a background, has no dark appearance: it looks the same in dark mode",
                confidence: .needsReview(
                    reason: context.colors.darkUncertainty
                        ?? "a colour may be meant to stay the same in both appearances (a brand colour on a fixed background)"))
        }
    }
}
