/// A view people tap must stay focusable.
struct AndroidClickableFocusable: Rule {
    let metadata = RuleMetadata(
        id: "android-clickable-focusable",
        title: "Clickable view taken out of keyboard focus",
        rationale:
            "android:focusable=\"false\" on a view that handles taps removes it from keyboard and D-pad navigation (Tab and arrow keys move between focusable views only), so people who cannot touch the screen cannot reach it. The book asks for real, focusable controls so that keyboard, Switch Access and Voice Access users can act on everything a touch user can.",
        wcag: ["2.1.1", "4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["android", "switch-access", "keyboard"],
        help:
            "Remove android:focusable=\"false\" (or set it to true) on views that respond to taps; use a Button or ImageButton rather than a clickable plain view.",
        sources: [
            "B ch5 L1550-1630", "B ch5 L1697-1709", "B ch5 L1758-1766", "https://developer.android.com/reference/android/view/View#attr_android:focusable",
        ],
        summary: "Android: clickable view with `focusable=\"false\"` (keyboard cannot reach it)",
        appleAuditTypes: [], nutritionLabels: [])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android(
                "A clickable image with focus turned off", .triggers(count: 1),
                """
                    ↓<ImageView android:id="@+id/favourite" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_star" android:contentDescription="@string/favourite"
                        android:clickable="true" android:focusable="false" />
                """),
            .android(
                "A button with focus turned off", .triggers(count: 1),
                """
                    ↓<Button android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/book" android:focusable="false" />
                """),
            .android(
                "Trap: a clickable view with default focus (auto: focusable because clickable)", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="48dp"
                        android:text="@string/details" android:clickable="true" />
                """),
            .android(
                "Trap: a checkbox inside a clickable row gives its focus to the row", .passes,
                """
                    <LinearLayout android:layout_width="match_parent" android:layout_height="56dp" android:clickable="true" android:focusable="true">
                        <TextView android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="@string/wifi" />
                        <CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content"
                            android:clickable="false" android:focusable="false" />
                    </LinearLayout>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            guard let a = node.element.android, node.isVisible, a.focusable == .no,
                AndroidResolver.Facts(node.element).clickable, a.importantForAccessibility != .no
            else { return nil }
            return context.finding(
                node, in: screen, "\(node.roleName) handles taps but android:focusable=\"false\": keyboard and D-pad users cannot move to it",
                confidence: node.confidence(unlessSetInCode: .clickable))
        }
    }
}
