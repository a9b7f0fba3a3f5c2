/// An element VoiceOver stops on must say something.
struct NoEmptyElements: Rule {
    let metadata = RuleMetadata(
        id: "no-empty-elements",
        title: "Accessibility element has no label or value",
        rationale:
            "A view made an accessibility element without a label or value is a silent stop: VoiceOver focuses it and says nothing, and its subviews are no longer reachable on their own.",
        wcag: ["4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["labels", "voiceover"],
        help: "Give the element a label (and value), or untick Accessibility Enabled so its contents are read instead.",
        sources: ["B ch6 L1888-1890", "seed rule #54"],
        summary: "accessibility element with no label or value",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .code(
                "A cell made one element whose only content is an empty view", .triggers(count: 1),
                [
                    "NewsCell.swift": """
                    ↓final class NewsCell: UITableViewCell {
                        let newsView = UIView()
                        func setUp() { contentView.addSubview(newsView); isAccessibilityElement = true }
                    }
                    """
                ]),
            .code(
                "Trap: the cell's content is a view of the project that builds its own labels", .needsReview(count: 1),
                [
                    "NewsCell.swift": """
                    final class NewsView: UIView {
                        let headline = UILabel()
                        func setUp() { addSubview(headline) }
                    }
                    ↓final class NewsCell: UITableViewCell {
                        let newsView = NewsView()
                        func setUp() { contentView.addSubview(newsView); isAccessibilityElement = true }
                    }
                    """
                ]),
            .xib(
                "A container view made an element with no label", .triggers(count: 1),
                """
                    ↓<view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="20" y="100" width="350" height="120"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </view>
                """),
            .xib(
                "A grouped card labelled in IB", .passes,
                """
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="20" y="100" width="350" height="120"/>
                        <accessibility key="accessibilityConfiguration" label="Mars, 4th planet"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Mars" id="name">
                                <rect key="frame" x="10" y="10" width="200" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                        </subviews>
                    </view>
                """),
            .xib(
                "Trap: the custom container class labels itself", .passes,
                swift: [
                    "SliderContainer.swift": """
                    final class SliderContainer: UIView {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            isAccessibilityElement = true
                            accessibilityLabel = "Distance"
                        }
                    }
                    """
                ],
                """
                    <view contentMode="scaleToFill" customClass="SliderContainer" customModule="Example" id="container">
                        <rect key="frame" x="20" y="100" width="350" height="60"/>
                    </view>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard !node.isInteractive, node.labelOrigin == .none, node.value == nil,
                node.element.image == nil, node.element.isAccessibilityElement == true
            else { return nil }
            if let reason = node.runtimeUncertainty(.accessibilityLabel, .accessibilityValue) {
                return context.finding(
                    node, in: screen, "\(node.roleName) is an accessibility element with no label or value", confidence: .needsReview(reason: reason))
            }
            let hasText = screen.descendants(of: node).contains { $0.element.text != nil }
            let confidence: Confidence =
                hasText
                ? .needsReview(reason: "it contains text that iOS may read in place of a label")
                : .certain
            return context.finding(
                node, in: screen, "\(node.roleName) is an accessibility element with no label or value: VoiceOver stops on it and says nothing",
                confidence: confidence)
        }
    }
}
