/// Text sizes in sp, so they follow the user's font size.
struct AndroidTextSizeSp: Rule {
    let metadata = RuleMetadata(
        id: "android-text-size-sp",
        title: "Text size not in sp",
        rationale:
            "Only sp (scale-independent pixels) grow with the user's font size setting; text sized in dp, px or pt stays the same size for people who need it larger. The book: text in sp, layout in dp.",
        wcag: ["1.4.4"], impact: .serious, defaultSeverity: .warning,
        tags: ["android", "text-size"],
        help: "Give android:textSize in sp (or a text appearance such as ?attr/textAppearanceBodyLarge).",
        sources: ["B ch5 L1407-1447", "https://developer.android.com/guide/topics/resources/more-resources#Dimension"],
        summary: "Android: `textSize` not in sp",
        appleAuditTypes: [], nutritionLabels: [])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android(
                "Text sized in dp", .triggers(count: 1),
                """
                    ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/welcome" android:textSize="16dp" />
                """),
            .android(
                "Text sized in px through a dimension resource", .triggers(count: 1),
                values: ["values/dimens.xml": #"<resources><dimen name="caption">12px</dimen></resources>"#],
                """
                    ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/caption" android:textSize="@dimen/caption" />
                """),
            .android(
                "Trap: sp, literal and through a dimension", .passes,
                values: ["values/dimens.xml": #"<resources><dimen name="title">22sp</dimen></resources>"#],
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/title" android:textSize="@dimen/title" />
                    <Button android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/go" android:textSize="16sp" />
                """),
            .android(
                "Trap: a theme attribute or a dimension defined elsewhere is not judged", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/title" android:textSize="?attr/textSizeLarge" />
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/title" android:textSize="@dimen/library_title" />
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            guard let a = node.element.android, let unit = a.textSizeUnit, unit != "sp", let size = a.textSize else { return nil }
            let resolved = node.element.font?.pointSize.map { " (\(Rect.format($0)) \(unit))" } ?? ""
            return context.finding(
                node, in: screen, "\(node.roleName) text size \(size)\(size.hasPrefix("@") ? resolved : "") is in \(unit), so it ignores the user's font size")
        }
    }
}
