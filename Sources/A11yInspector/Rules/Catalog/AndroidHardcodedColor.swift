/// Colours in layouts come from `colors.xml` (with night variants) or the theme.
struct AndroidHardcodedColor: Rule {
    let metadata = RuleMetadata(
        id: "android-hardcoded-color",
        title: "Colour written into the layout",
        rationale: "A literal colour (#RRGGBB) in a layout is the same in the dark theme: dark text stays dark on a dark background, or the light theme's colour glares at night. The book: no hard-coded colours in layouts; reference @color/… with a values-night variant, or a theme attribute.",
        wcag: ["1.4.3"], impact: .moderate, defaultSeverity: .warning,
        tags: ["android", "colour", "dark-theme"],
        help: "Reference a colour resource (@color/name, with a res/values-night variant) or a theme attribute (?attr/colorOnSurface).",
        sources: ["B ch5 L1449-1495 (dark theme)", "https://developer.android.com/develop/ui/views/theming/darktheme"])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android("A text colour and a background written as hex", .triggers(count: 2), """
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/warning" android:textColor="#D32F2F" android:background="#FFFFFF" />
            """),
            .android("Trap: colour resources and theme attributes", .passes,
                     values: ["values/colors.xml": #"<resources><color name="warning">#D32F2F</color></resources>"#,
                              "values-night/colors.xml": #"<resources><color name="warning">#EF9A9A</color></resources>"#], """
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="@string/warning" android:textColor="@color/warning" android:background="?attr/colorSurface" />
            """),
            .android("Trap: a fully transparent colour looks the same in every theme", .passes, """
                <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="#00000000" />
            """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.flatMap { node -> [Finding] in
            guard let a = node.element.android else { return [] }
            return a.literalColors.sorted { $0.key < $1.key }.compactMap { attribute, value in
                guard let rgba = AndroidResources.parseColor(value), rgba.alpha > 0 else { return nil }
                return context.finding(node, in: screen, "\(node.roleName) android:\(attribute)=\"\(value)\" is a fixed colour that does not follow the dark theme")
            }
        }
    }
}
