/// Texts in layouts come from `strings.xml`.
struct AndroidHardcodedText: Rule {
    let metadata = RuleMetadata(
        id: "android-hardcoded-text",
        title: "Text written into the layout instead of strings.xml",
        rationale:
            "A literal android:text, hint or contentDescription cannot be translated: people using the app in another language hear and read it in the developer's language. The book: put every string in res/values/strings.xml and reference it (Android Lint's HardcodedText).",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["android", "localization"],
        help: "Move the text to res/values/strings.xml and reference it as @string/name.",
        sources: ["B ch5 L1711-1761", "https://developer.android.com/guide/topics/resources/localization"],
        summary: "Android: literal text, hint or description in a layout instead of `@string/`",
        appleAuditTypes: [], nutritionLabels: [])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android(
                "A button title and a description written in the layout", .triggers(count: 2),
                """
                    ↓<Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Book now" />
                    ↓<ImageButton android:layout_width="48dp" android:layout_height="48dp" android:src="@drawable/ic_share"
                        android:contentDescription="Share" />
                """),
            .android(
                "A field's hint written in the layout", .triggers(count: 1),
                """
                    ↓<EditText android:id="@+id/city" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:hint="City" android:inputType="text" />
                """),
            .android(
                "Trap: tools:text is preview-only, @string is translatable, data binding comes from code", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/greeting" tools:text="Hello, Ada" />
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@{viewModel.title}" />
                """),
            .android(
                "Trap: symbols, numbers and emoticons need no translation (NewPipe's empty-list face)", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="•" />
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="0" />
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="¯\\_(ツ)_/¯" />
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="(ಠ_ಠ)" />
                """),
            .android(
                "Trap: a placeholder text the code replaces (NewPipe's download list) needs review", .needsReview(count: 1),
                code: ["com/example/MissionAdapter.java": "size = itemView.findViewById(R.id.item_size);"],
                """
                    ↓<TextView android:id="@+id/item_size" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="100.00MB" />
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.flatMap { node -> [Finding] in
            guard let a = node.element.android else { return [] }
            return a.literalTexts.sorted { $0.key < $1.key }.compactMap { attribute, value in
                guard Self.hasWord(value) else { return nil }
                let confidence = node.confidence(unlessSetInCode: attribute == "contentDescription" ? .accessibilityLabel : .text)
                return context.finding(
                    node, in: screen, "\(node.roleName) android:\(attribute)=\"\(value)\" is written into the layout, so it cannot be translated",
                    confidence: confidence)
            }
        }
    }

    /// Two letters in a row: a word someone would translate, not a symbol or an emoticon.
    static func hasWord(_ text: String) -> Bool {
        var run = 0
        for c in text {
            run = c.isLetter ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }
}
