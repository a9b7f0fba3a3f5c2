/// Screens full of text scroll, so that enlarged text stays reachable.
struct TextInScrollView: Rule {
    let metadata = RuleMetadata(
        id: "text-in-scroll-view",
        title: "Text-heavy screen outside a scroll view",
        rationale:
            "At the largest text sizes a screen's text takes several times its usual height. Inside a scroll view people scroll to the rest; outside one, what does not fit is cut off or pushed off screen, out of reach for everyone, VoiceOver included. Attest reports text elements shown outside a scroll view for this reason.",
        wcag: ["1.4.4", "1.4.10"], impact: .moderate, defaultSeverity: .info,
        tags: ["layout", "dynamic-type", "low-vision"],
        help: "Put the screen's content in a scroll view (UIScrollView with a content stack, or a table or collection view) so it can grow with the text.",
        sources: ["seed rule #82"],
        summary: "an IB screen with five or more texts (option `minimum_texts`) outside any scroll view",
        appleAuditTypes: [.textClipped], nutritionLabels: [.largerText], policies: [.alwaysNeedsReview],
        options: [RuleOption(name: "minimum_texts", defaultValue: 5, description: "How many texts outside a scroll view make a screen text-heavy")])

    static func label(_ id: Int) -> String {
        """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Paragraph \(id) of the trip's terms." numberOfLines="0" id="text\(id)">
                    <rect key="frame" x="20" y="\(80 + id * 60)" width="353" height="50"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
        """
    }

    var examples: [RuleExample] {
        [
            .xib("Six paragraphs laid on the view itself", .needsReview(count: 1), (1...6).map(Self.label).joined(separator: "\n")).at("text1"),
            .xib(
                "Trap: the same paragraphs in a scroll view, and a short form", .passes,
                """
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                    \((1...6).map(Self.label).joined(separator: "\n"))
                        </subviews>
                    </scrollView>
                """),
            .xib("Trap: a short screen", .passes, (1...3).map(Self.label).joined(separator: "\n")),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        guard [.storyboardScene, .xib].contains(screen.screen.origin), screen.screen.isViewController != false else { return [] }
        let texts = screen.elements.filter {
            $0.isVisible && !$0.isInsideScrollView && !$0.isInsideCell && $0.showsText && $0.role == .staticText
                && $0.element.text.map { !$0.isKnownEmpty } == true && $0.element.android == nil
        }
        guard texts.count >= Int(context.option("minimum_texts")), let first = texts.first else { return [] }
        return [
            context.finding(
                first, in: screen,
                "\(texts.count) texts of this screen are outside any scroll view: at larger text sizes what does not fit cannot be scrolled to",
                confidence: .needsReview(reason: "whether the enlarged text still fits depends on the layout and on how long the texts are at run time"))
        ]
    }
}
