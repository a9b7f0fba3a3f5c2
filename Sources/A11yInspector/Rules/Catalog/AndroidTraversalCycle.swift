/// `accessibilityTraversalBefore` / `After` must not form a loop.
struct AndroidTraversalCycle: Rule {
    let metadata = RuleMetadata(
        id: "android-traversal-cycle",
        title: "Traversal order attributes form a cycle",
        rationale:
            "accessibilityTraversalBefore/After change TalkBack's order; when they point back at each other (a before b, b before a) there is no order that satisfies them and TalkBack may skip views or bounce between them. Note the book's listing 4-13 has the two attributes inverted.",
        wcag: ["1.3.2", "2.4.3"], impact: .serious, defaultSeverity: .error,
        tags: ["android", "order", "talkback"],
        help:
            "Keep one direction: traversalBefore=\"@id/next\" means \"read me before next\". Prefer declaring views in reading order and dropping the attributes.",
        sources: ["B ch4 L1020-1082", "https://developer.android.com/reference/android/view/View#attr_android:accessibilityTraversalBefore"],
        summary: "Android: `accessibilityTraversalBefore/After` forming a loop",
        appleAuditTypes: [], nutritionLabels: [])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android(
                "Two buttons each asking to be read before the other", .triggers(count: 1),
                """
                    ↓<Button android:id="@+id/button1" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/one" android:accessibilityTraversalBefore="@id/button2" />
                    <Button android:id="@+id/button2" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/two" android:accessibilityTraversalBefore="@id/button1" />
                """),
            .android(
                "Three buttons: a before b, b before c, c before a", .triggers(count: 1),
                """
                    ↓<Button android:id="@+id/a" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/one" android:accessibilityTraversalBefore="@id/b" />
                    <Button android:id="@+id/b" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/two" android:accessibilityTraversalBefore="@id/c" />
                    <Button android:id="@+id/c" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/three" android:accessibilityTraversalBefore="@id/a" />
                """),
            .android(
                "Trap: the corrected listing 4-13, 1 → 2 → 3 set from both sides", .passes,
                """
                    <Button android:id="@+id/button1" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/one" />
                    <Button android:id="@+id/button3" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/three" />
                    <Button android:id="@+id/button2" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/two"
                        android:accessibilityTraversalAfter="@id/button1" android:accessibilityTraversalBefore="@id/button3" />
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        TalkBackOrder.cycles(in: screen.elements).compactMap { cycle in
            guard let node = screen.elements.first(where: { $0.element.android?.id == cycle[0] }) else { return nil }
            return context.finding(node, in: screen, "accessibilityTraversalBefore/After form a cycle: \(cycle.joined(separator: " → "))")
        }
    }
}
