/// Few typefaces on a screen.
struct TypographyRestraint: Rule {
    let metadata = RuleMetadata(
        id: "typography-restraint",
        title: "Many typefaces on one screen",
        rationale:
            "Every typeface on a screen is one more shape of letter to learn. People with dyslexia, low vision or cognitive disabilities read a screen more easily when it uses few fonts and sizes and keeps bold, italics and capitals for emphasis; the source documents ask not to use too many fonts, sizes or colours.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["typography", "cognitive", "dyslexia"],
        help: "Keep to one or two families per screen (the system font and one brand font) and vary weight and text style instead of typeface.",
        sources: ["B ch12 L4326", "seed rule #91"],
        summary: "a screen whose texts use more than 3 font families (option `max_families`; the system font is one)",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview],
        options: [
            RuleOption(
                name: "max_families", defaultValue: 3,
                description: "Most font families one screen may use before it is reported (the system font counts as one).")
        ])

    var examples: [RuleExample] {
        [
            .code(
                "Four typefaces on one storyboard screen", .needsReview(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": Self.screen(fonts: ["Avenir-Heavy", "Georgia-Italic", "Futura-Medium", "Menlo-Regular"])
                ]
            ).at("lbl-ty2"),
            .code(
                "Trap: one family in four weights is one typeface", .passes,
                [
                    "App/Base.lproj/Main.storyboard": Self.screen(fonts: ["Avenir-Heavy", "Avenir-Book", "Avenir-Light", "Avenir-Black"])
                ]),
        ]
    }

    /// A storyboard whose screen shows a label in each font.
    static func screen(fonts: [String]) -> String {
        let labels = fonts.enumerated().map { i, font in
            """
            <label opaque="NO" text="Line \(i)" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-ty\(i)">
                <rect key="frame" x="20" y="\(140 + 40 * i)" width="353" height="21"/>
                <fontDescription key="fontDescription" name="\(font)" family="\(font.split(separator: "-")[0])" pointSize="17"/>
                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </label>
            """
        }
        return RuleExample.storyboardXML(label: "Title", subviews: labels.joined(separator: "\n"))
    }

    /// The family a font belongs to: `Avenir` for `Avenir-Heavy`; the system font and text
    /// styles are one family.
    static func family(_ font: FontSpec) -> String? {
        switch font.source {
        case .system, .textStyle: return "System"
        case .custom: return font.name.flatMap { $0.split(separator: "-").first.map(String.init) }
        case .dynamic: return nil
        }
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let limit = max(1, Int(context.option("max_families")))
        var families: [String: ResolvedElement] = [:]
        var order: [String] = []
        for node in screen.elements where node.isVisible && node.showsText && node.element.provenance[.font] == nil {
            guard let font = node.element.font, let family = Self.family(font), families[family] == nil else { continue }
            families[family] = node
            order.append(family)
        }
        guard order.count > limit, let first = families[order[limit]] else { return [] }
        return [
            context.finding(
                first, in: screen, "The screen uses \(order.count) typefaces (\(order.joined(separator: ", "))), more than \(limit)",
                confidence: .needsReview(reason: "some texts may never show together; how many typefaces are too many is a design judgement"))
        ]
    }
}
