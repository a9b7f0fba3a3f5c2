/// A view that turns pages for VoiceOver must implement the scroll it asks for.
struct CausesPageTurnNeedsScroll: Rule {
    let metadata = RuleMetadata(
        id: "causes-page-turn-needs-scroll",
        title: "Page-turn trait without accessibilityScroll(_:)",
        rationale:
            "With the causesPageTurn trait, VoiceOver calls the view's accessibilityScroll(_:) when it has read to the end, to turn to the next page, and goes on reading. Without the method nothing turns: continuous reading (“Read All”) stops at the end of the first page.",
        wcag: ["2.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["traits", "voiceover", "reading"],
        help:
            "Override accessibilityScroll(_:) to show the next (or previous) page, post UIAccessibility.Notification.pageScrolled, and return true; in SwiftUI add .accessibilityScrollAction { edge in … }.",
        sources: [
            "seed rule #37",
            "Apple: causesPageTurn",
            "Apple: accessibilityScroll(_:)",
        ],
        summary: "the causesPageTurn trait on a view that does not implement `accessibilityScroll(_:)` (SwiftUI: `.accessibilityScrollAction`)",
        appleAuditTypes: [], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .xib(
                "A page view with the trait in Interface Builder and no scroll method", .triggers(count: 1),
                """
                    ↓<view contentMode="scaleToFill" id="page">
                        <rect key="frame" x="0.0" y="100" width="393" height="600"/>
                        <accessibility key="accessibilityConfiguration" label="Chapter 1">
                            <accessibilityTraits key="traits" staticText="YES" causesPageTurn="YES"/>
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </view>
                """),
            .swiftUI(
                "A SwiftUI page with the trait only", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        Text(page.text)
                            ↓.accessibilityAddTraits(.causesPageTurn)
                    }
                }
                """),
            .xib(
                "Trap: the page's class implements accessibilityScroll(_:)", .passes,
                swift: [
                    "PageView.swift": """
                    final class PageView: UIView {
                        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
                            turnPage(direction)
                            UIAccessibility.post(notification: .pageScrolled, argument: "Page 2")
                            return true
                        }
                    }
                    """
                ],
                """
                    <view contentMode="scaleToFill" customClass="PageView" customModule="Example" id="page">
                        <rect key="frame" x="0.0" y="100" width="393" height="600"/>
                        <accessibility key="accessibilityConfiguration" label="Chapter 1">
                            <accessibilityTraits key="traits" staticText="YES" causesPageTurn="YES"/>
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </view>
                """),
            .swiftUI(
                "Trap: SwiftUI's scroll action turns the page", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Text(page.text)
                            .accessibilityAddTraits(.causesPageTurn)
                            .accessibilityScrollAction { edge in turn(edge) }
                    }
                }
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.element.android == nil, node.traits.contains(.causesPageTurn),
                !node.element.implementedActions.contains(.scroll)
            else { return nil }
            return context.finding(
                node, in: screen,
                "\(node.element.displayName) has the causesPageTurn trait but does not implement accessibilityScroll(_:): VoiceOver's continuous reading stops at the end of the page",
                confidence: node.confidence(unlessSetInCode: .accessibilityTraits))
        }
    }
}
