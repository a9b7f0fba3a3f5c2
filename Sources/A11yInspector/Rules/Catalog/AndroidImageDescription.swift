/// ImageView and ImageButton need a `contentDescription`, or to be marked decorative.
struct AndroidImageDescription: Rule {
    let metadata = RuleMetadata(
        id: "android-image-description",
        title: "Image without a content description",
        rationale:
            "An ImageButton without android:contentDescription is announced as \"Unlabelled, Button\"; an ImageView without one is skipped by TalkBack although it may carry meaning. The book asks for a concise description on every text-less view, and for decorative images to be marked so (contentDescription=\"@null\" or importantForAccessibility=\"no\").",
        wcag: ["1.1.1", "4.1.2"], impact: .critical, defaultSeverity: .error,
        tags: ["android", "labels", "images", "talkback"],
        help:
            "Add android:contentDescription=\"@string/…\" saying what the image shows or the button does; for a decorative image set android:contentDescription=\"@null\" or android:importantForAccessibility=\"no\".",
        sources: ["B ch4 L893-906", "B ch4 L915-928", "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element"],
        summary:
            "Android: ImageButton / clickable ImageView without `contentDescription`; plain ImageView neither described nor marked decorative (*needs review*); severity: warning for plain images",
        appleAuditTypes: [], nutritionLabels: [])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android(
                "An ImageButton with only an icon", .triggers(count: 1),
                """
                    ↓<ImageButton android:id="@+id/close" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_close" />
                """),
            .android(
                "A Material floating action button with only an icon", .triggers(count: 1),
                """
                    ↓<com.google.android.material.floatingactionbutton.FloatingActionButton android:id="@+id/add"
                        android:layout_width="wrap_content" android:layout_height="wrap_content" app:srcCompat="@drawable/ic_add" />
                """),
            .android(
                "An ImageView that is neither described nor marked decorative: TalkBack skips it, which is right only if it is decorative",
                .needsReview(count: 1),
                """
                    ↓<ImageView android:id="@+id/map" android:layout_width="match_parent" android:layout_height="200dp"
                        android:src="@drawable/city_map" />
                """),
            .android(
                "Trap: decorative images marked with @null and importantForAccessibility", .passes,
                """
                    <ImageView android:layout_width="match_parent" android:layout_height="2dp"
                        android:src="@drawable/divider" android:contentDescription="@null" />
                    <ImageView android:layout_width="24dp" android:layout_height="24dp"
                        android:src="@drawable/flourish" android:importantForAccessibility="no" />
                """),
            .android(
                "Trap: an icon inside a clickable row that has text is read as part of the row", .passes,
                """
                    <LinearLayout android:layout_width="match_parent" android:layout_height="56dp"
                        android:clickable="true" android:focusable="true" android:orientation="horizontal">
                        <ImageView android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/ic_settings" />
                        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/settings" />
                    </LinearLayout>
                """),
            .android(
                "Trap: a described ImageButton, its description from strings.xml", .passes,
                values: ["values/strings.xml": #"<resources><string name="share">Share trip</string></resources>"#],
                """
                    <ImageButton android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_share" android:contentDescription="@string/share" />
                """),
            .android(
                "Trap: an image hidden with its whole group", .passes,
                """
                    <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:importantForAccessibility="noHideDescendants">
                        <ImageView android:layout_width="match_parent" android:layout_height="120dp" android:src="@drawable/header" />
                    </FrameLayout>
                """),
            .android(
                "A clickable ImageView the app's code refers to, in a project that sets descriptions in code: needs review", .needsReview(count: 1),
                code: ["com/example/TripActivity.kt": "binding.shareIcon.contentDescription = getString(R.string.share)"],
                """
                    ↓<ImageView android:id="@+id/share_icon" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_share" android:clickable="true" />
                """),
            .android(
                "A custom clickable image view subclass may describe itself: needs review", .needsReview(count: 1),
                """
                    ↓<com.example.travel.AvatarImageView android:id="@+id/avatar" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_person" android:clickable="true" />
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            let e = node.element
            guard let a = e.android, node.isVisible, !a.contentDescriptionIsNull, e.accessibilityLabel == nil,
                isImage(e)
            else { return nil }
            // Hidden on purpose, or read as part of a labelled group.
            if a.importantForAccessibility == .no || a.importantForAccessibility == .noHideDescendants { return nil }
            if let reason = node.unreachableReason, reason.hasPrefix("importantForAccessibility") || reason.hasPrefix("described by") { return nil }
            if let group = node.mergedInto, screen.elements[group].label != nil { return nil }
            let interactive = node.isInteractive
            let what =
                interactive
                ? "\(node.roleName) shows only an image and has no contentDescription: TalkBack says \"\(TalkBackSpeech.unlabelled)\""
                : "\(node.roleName) has no contentDescription and is not marked decorative (contentDescription=\"@null\" or importantForAccessibility=\"no\")"
            // Whether a plain image carries meaning is a person's call: TalkBack skips it either way.
            var confidence = node.confidence(unlessSetInCode: .accessibilityLabel, .clickable)
            if confidence.isCertain && !interactive {
                confidence = .needsReview(reason: "TalkBack skips an undescribed image; describe it if it carries information, else mark it decorative")
            }
            return context.finding(node, in: screen, what, confidence: confidence, severity: interactive ? .error : .warning)
        }
    }

    /// ImageView, ImageButton and their subclasses; custom views whose name says image.
    func isImage(_ e: Element) -> Bool {
        if AndroidWidget.for(e.kind).isImage && e.unreadCode == nil { return true }
        let tag = e.android?.tag ?? ""
        return e.unreadCode != nil && AndroidWidget.isNamedAsImage(tag: tag)
    }
}
