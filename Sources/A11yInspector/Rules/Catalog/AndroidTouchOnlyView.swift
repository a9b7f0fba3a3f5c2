/// A view that only handles raw touches cannot be reached by Switch Access or Voice Access.
struct AndroidTouchOnlyView: Rule {
    let metadata = RuleMetadata(
        id: "android-touch-only-view",
        title: "View that responds only to an OnTouchListener",
        rationale:
            "Switch Access and Voice Access act on views that are clickable; TalkBack's double tap performs a click. An ImageView or layout that handles taps with setOnTouchListener alone is not clickable, so switch users cannot select it, Voice Access shows no number for it, and TalkBack's double tap does nothing. The book's example: an ImageView with an OnTouchListener is invisible to Switch Access; use an ImageButton.",
        wcag: ["2.1.1", "2.5.1", "4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["android", "switch-access", "voice-access", "talkback"],
        help:
            "Use a Button or ImageButton, or handle the tap with setOnClickListener (which makes the view clickable) and keep the touch listener for the gesture only.",
        sources: ["B ch5 L1550-1630", "B ch5 L1697-1709", "https://developer.android.com/guide/topics/ui/accessibility/custom-views#custom-touch-events"],
        summary: "Android: a view the Kotlin/Java code gives only an `OnTouchListener` (Switch Access and Voice Access cannot act on it)",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var platforms: Set<Platform> { [.android] }

    var examples: [RuleExample] {
        [
            .android(
                "An ImageView the code gives an OnTouchListener only (the book's example)", .needsReview(count: 1),
                code: [
                    "com/example/MapActivity.kt": """
                    val binding = ExampleBinding.inflate(layoutInflater)
                    binding.mapPin.setOnTouchListener { _, event -> showDetails(event); true }
                    """
                ],
                """
                    ↓<ImageView android:id="@+id/map_pin" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_pin" android:contentDescription="@string/pin" />
                """),
            .android(
                "findViewById(R.id…) on the same line", .needsReview(count: 1),
                code: [
                    "com/example/MapActivity.java": """
                    setContentView(R.layout.example);
                    findViewById(R.id.map_pin).setOnTouchListener(this::onPinTouched);
                    """
                ],
                """
                    ↓<ImageView android:id="@+id/map_pin" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_pin" android:contentDescription="@string/pin" />
                """),
            .android(
                "Trap: the code also sets a click listener, which makes the view clickable", .passes,
                code: [
                    "com/example/MapActivity.kt": """
                    val binding = ExampleBinding.inflate(layoutInflater)
                    binding.mapPin.setOnTouchListener(dragHandler)
                    binding.mapPin.setOnClickListener { showDetails() }
                    """
                ],
                """
                    <ImageView android:id="@+id/map_pin" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_pin" android:contentDescription="@string/pin" />
                """),
            .android(
                "Trap: a view of the same name in another layout's code (AntennaPod's coverHolder)", .passes,
                code: [
                    "com/example/OtherAdapter.java": """
                    View v = inflater.inflate(R.layout.other_row, parent, false);
                    holder.mapPin.setOnTouchListener(dragHandler);
                    """
                ],
                """
                    <ImageView android:id="@+id/map_pin" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_pin" android:contentDescription="@string/pin" />
                """),
            .android(
                "Trap: a layout with a touch listener is a gesture surface (AntennaPod's video player container)", .passes,
                code: ["com/example/PlayerActivity.java": "ExampleBinding binding; binding.videoContainer.setOnTouchListener(onVideoTouched);"],
                """
                    <FrameLayout android:id="@+id/video_container" android:layout_width="match_parent" android:layout_height="match_parent" />
                """),
            .android(
                "Trap: an ImageButton is clickable by itself; a clickable layout too", .passes,
                code: [
                    "com/example/MapActivity.kt": """
                    val binding = ExampleBinding.inflate(layoutInflater)
                    binding.zoom.setOnTouchListener(pressFeedback)
                    binding.card.setOnTouchListener(pressFeedback)
                    """
                ],
                """
                    <ImageButton android:id="@+id/zoom" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_zoom" android:contentDescription="@string/zoom" />
                    <LinearLayout android:id="@+id/card" android:layout_width="match_parent" android:layout_height="wrap_content" android:clickable="true" />
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            // Leaf views, as the book's ImageView: a layout with a touch listener is usually a
            // gesture surface (a video player showing its controls) whose controls live elsewhere.
            guard let a = node.element.android, let touch = a.touchListenerInCode, a.madeClickableInCode == nil,
                node.isVisible, !AndroidWidget.for(node.element.kind).isContainer,
                !AndroidResolver.Facts(node.element).clickable
            else { return nil }
            return context.finding(
                node, in: screen,
                "\(node.roleName) handles touches in code (\(touch)) but is not clickable: Switch Access and Voice Access cannot act on it and TalkBack's double tap does not reach the listener; offer the action as a click or an accessibility action (a drag handle: move up/down actions)",
                confidence: .needsReview(reason: "the view is matched to the code by name, and the code may make it clickable in a way not recognised"))
        }
    }
}
