/// Colours in layouts come from `colors.xml` (with night variants) or the theme.
struct AndroidHardcodedColor: Rule {
    let metadata = RuleMetadata(
        id: "android-hardcoded-color",
        title: "Colour written into the layout",
        rationale:
            "A literal colour (#RRGGBB) in a layout is the same in the dark theme: dark text stays dark on a dark background, or the light theme's colour glares at night. The book: no hard-coded colours in layouts; reference @color/… with a values-night variant, or a theme attribute.",
        wcag: ["1.4.3"], impact: .moderate, defaultSeverity: .warning,
        tags: ["android", "colour", "dark-theme"],
        help: "Reference a colour resource (@color/name, with a res/values-night variant) or a theme attribute (?attr/colorOnSurface).",
        sources: ["B ch5 L1449-1495", "https://developer.android.com/develop/ui/views/theming/darktheme"],
        summary: "Android: literal colour in a layout instead of `@color/` (night variant) or a theme attribute",
        appleAuditTypes: [], nutritionLabels: [])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android(
                "A text colour on the theme's background, and a background, written as hex", .triggers(count: 2),
                """
                    ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/warning" android:textColor="#D32F2F" />
                    ↓<FrameLayout android:layout_width="match_parent" android:layout_height="8dp" android:background="#FFFFFF" />
                """),
            .android(
                "Trap: colour resources and theme attributes", .passes,
                values: [
                    "values/colors.xml": #"<resources><color name="warning">#D32F2F</color></resources>"#,
                    "values-night/colors.xml": #"<resources><color name="warning">#EF9A9A</color></resources>"#,
                ],
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/warning" android:textColor="@color/warning" android:background="?attr/colorSurface" />
                """),
            .android(
                "Trap: a transparent colour and translucent overlays over video (AntennaPod's scrim, NewPipe's closing overlay)", .passes,
                """
                    <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#00000000" />
                    <FrameLayout android:layout_width="match_parent" android:layout_height="56dp" android:background="#90000000" />
                    <View android:layout_width="match_parent" android:layout_height="match_parent" android:background="#AAFF0000" />
                """),
            .android(
                "Trap: white text on a fixed gradient drawable is deliberate in both themes (AntennaPod's echo banner)", .passes,
                """
                    <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@drawable/bg_blue_gradient">
                        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/echo" android:textColor="#fff" />
                    </LinearLayout>
                """),
            .android(
                "Trap: white text over a picture in a FrameLayout", .passes,
                """
                    <FrameLayout android:layout_width="match_parent" android:layout_height="200dp">
                        <ImageView android:layout_width="match_parent" android:layout_height="match_parent" android:src="@drawable/cover" android:contentDescription="@null" />
                        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/title" android:textColor="#FFFFFF" />
                    </FrameLayout>
                """),
            .android(
                "Trap: a badge fixing both colours, black on light grey (Nextcloud's LIVE photo badge)", .passes,
                values: ["values/colors.xml": #"<resources><color name="black">#000000</color></resources>"#],
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/live"
                        android:background="@drawable/rounded_rect" android:backgroundTint="#E5E5E5" android:textColor="@color/black" />
                """),
            .android(
                "Trap: textColor on an ImageView draws nothing", .passes,
                """
                    <ImageView android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/ic_arrow" android:textColor="#fff" android:importantForAccessibility="no" />
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.flatMap { node -> [Finding] in
            guard let a = node.element.android else { return [] }
            return a.literalColors.sorted { $0.key < $1.key }.compactMap { attribute, value in
                guard let rgba = RGBA(androidHex: value), rgba.alpha > 0 else { return nil }
                // Translucent backgrounds are scrims and overlays that tint whatever is below, in any theme.
                if rgba.alpha < 1, !attribute.hasPrefix("textColor") { return nil }
                // A badge that fixes both its background and its text colour keeps its contrast in any theme.
                if !attribute.hasPrefix("textColor"), node.showsText, Self.hasFixedTextColor(node) { return nil }
                if attribute.hasPrefix("textColor") {
                    guard node.showsText else { return nil }
                    // Text on a fixed background (a drawable, a colour, a picture) keeps one colour on purpose.
                    if fixedBackdrop(of: node, in: screen) { return nil }
                }
                return context.finding(
                    node, in: screen, "\(node.roleName) android:\(attribute)=\"\(value)\" is a fixed colour that does not follow the dark theme")
            }
        }
    }

    /// Whether the view is drawn on something that does not follow the theme: its own or an
    /// ancestor's background that is not a theme attribute, or an image declared before it in
    /// a layout that stacks its children (FrameLayout, RelativeLayout, ConstraintLayout…).
    func fixedBackdrop(of node: ResolvedElement, in screen: ResolvedScreen) -> Bool {
        var current: ResolvedElement? = node
        var child: ResolvedElement?
        while let view = current {
            if let background = view.element.android?.background, !background.hasPrefix("?"),
                RGBA(androidHex: background).map({ $0.alpha > 0 }) ?? true
            {
                return true
            }
            if let child, let tag = view.element.android?.tag, !AndroidWidget.linesUpChildren(tag: tag) {
                let earlier = screen.children(of: view).prefix { $0.index != child.index }
                if earlier.contains(where: { AndroidWidget.for($0.element.kind).isImage && $0.isVisible }) { return true }
            }
            child = view
            current = screen.parent(of: view)
        }
        return false
    }

    /// The view's text colour is literal, or a colour resource without a night variant.
    static func hasFixedTextColor(_ node: ResolvedElement) -> Bool {
        guard let a = node.element.android else { return false }
        if a.literalColors["textColor"] != nil { return true }
        guard case .rgba? = node.element.textColor else { return false }
        return !a.nightVariantColors.contains("textColor")
    }
}
