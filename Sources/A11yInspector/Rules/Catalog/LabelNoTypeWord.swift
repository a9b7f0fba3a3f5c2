/// A label must not repeat the role VoiceOver speaks after it.
struct LabelNoTypeWord: Rule {
    let metadata = RuleMetadata(
        id: "label-no-type-word",
        title: "Label repeats the element's type",
        rationale:
            "VoiceOver speaks the trait after the label (\"Play, button\"). A label that already says \"button\" or \"link\" is read twice (\"Play button, button\") and adds noise for every visit.",
        wcag: ["4.1.2", "2.4.6"], impact: .minor, defaultSeverity: .warning,
        tags: ["labels", "voiceover"],
        help: "Remove the type word from the label; the trait already tells the role.",
        sources: ["B ch6 L1931", "B ch11 L4035", "B ch11 L4244"],
        summary: "label that repeats the role VoiceOver speaks (\"Play button\")",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [])

    var platforms: Set<Platform> { [.iOS, .android] }

    var examples: [RuleExample] {
        [
            .android(
                "Android: an ImageButton described \"Play button\"", .triggers(count: 1),
                values: ["values/strings.xml": #"<resources><string name="play">Play button</string></resources>"#],
                """
                    ↓<ImageButton android:layout_width="48dp" android:layout_height="48dp" android:src="@drawable/ic_play"
                        android:contentDescription="@string/play" />
                """),
            .android(
                "Android: an ImageView described \"Map image\"", .triggers(count: 1),
                values: ["values/strings.xml": #"<resources><string name="map">Map image</string></resources>"#],
                """
                    ↓<ImageView android:layout_width="match_parent" android:layout_height="200dp" android:src="@drawable/map"
                        android:contentDescription="@string/map" />
                """),
            .android(
                "Trap (Android): a text view about a button elsewhere", .passes,
                values: ["values/strings.xml": #"<resources><string name="tip">Tap the share button</string></resources>"#],
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/tip" />
                """),
            .xib(
                "A button labelled \"Play button\"", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="play">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" image="play.fill" catalog="system"/>
                        <accessibility key="accessibilityConfiguration" label="Play button"/>
                    </button>
                """),
            .swiftUI(
                "Trap: a toggle about a button elsewhere", .passes,
                """
                struct ExampleView: View {
                    @State private var show = true
                    var body: some View {
                        Toggle("Show Translate Button", isOn: $show)
                    }
                }
                """),
            .swiftUI(
                "Trap: the word after a preposition is the object of a phrase; a settings link names the feature its screen sets", .passes,
                """
                struct ExampleView: View {
                    @State private var reload = true
                    var body: some View {
                        List {
                            Toggle("Reload on Switch", isOn: $reload)
                        }
                    }
                }
                """),
            .swiftUI(
                "A settings link named after a button feature: needs review", .needsReview(count: 1),
                """
                struct JumpSettings: View { var body: some View { Text("Position") } }
                struct ExampleView: View {
                    var body: some View {
                        List {
                            ↓NavigationLink("Jump Button") { JumpSettings() }
                        }
                    }
                }
                """),
            .xib(
                "A link labelled \"Terms link\"", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="terms">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <state key="normal" title="Terms link"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" link="YES"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "Trap: a static sentence that mentions a button", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Press the button below to continue" id="hint">
                        <rect key="frame" x="20" y="100" width="350" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "A plain action label", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="play">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Play"/>
                    </button>
                """),
        ]
    }

    static let prepositions: Set<String> = [
        "on", "of", "for", "after", "before", "when", "with", "without", "to", "from", "by", "per", "via", "at", "into", "the", "a", "an", "this", "that",
        "each", "every",
    ]

    /// The word before the last one is a preposition or determiner ("Reload on Switch").
    static func followsPreposition(_ label: String, word: String) -> Bool {
        let words = label.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.lowercased() }
        guard words.count >= 2, words.last == word.lowercased() else { return false }
        return prepositions.contains(words[words.count - 2])
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard let label = node.labelText, node.labelOrigin == .accessibilityLabel || node.labelOrigin == .text else { return nil }
            // As GTXiLib checks it: the type word ends the label ("Play button"); in the middle it is
            // usually the subject ("Show Translate Button" toggles a button elsewhere).
            guard let word = Self.roleWords(for: node).first(where: { Words.endsWith(label, word: $0) }) else { return nil }
            // After a preposition the word is the object of a phrase ("Reload on Switch": on
            // switching accounts), not the element's role.
            if Self.followsPreposition(label, word: word) { return nil }
            var confidence = node.confidence(unlessSetInCode: .accessibilityLabel, .text)
            if confidence.isCertain && !node.traitsAreKnown { confidence = .needsReview(reason: "traits are set in code") }
            // A link to another screen is labelled by what that screen is about: the settings
            // of a "Jump Button" feature, not a button.
            if confidence.isCertain, node.element.swiftUI.destination != nil || ViewClasses.isNavigationLink(node.element.kind) {
                confidence = .needsReview(reason: "it opens another screen, whose subject its label may name")
            }
            let reader = screen.screen.platform.screenReader
            return context.finding(
                node, in: screen, "Label \"\(label)\" contains \"\(word)\", which \(reader) already announces", confidence: confidence,
                fix: node.element.android == nil
                    ? nil : "Remove the type word from android:contentDescription (or the text); TalkBack speaks the role from the widget's class.")
        }
    }

    /// Words for the roles VoiceOver will speak for this element.
    static func roleWords(for node: ResolvedElement) -> [String] {
        if node.element.android != nil { return androidRoleWords(for: node) }
        var words: [String] = []
        // A switch, picker or menu is a button to VoiceOver, but says its own role word.
        let isSwitchOrPicker = [.toggle, .picker, .menu].contains(node.role)
        if node.traits.contains(.button) && !isSwitchOrPicker { words += ["button", "btn"] }
        if node.traits.contains(.link) { words += ["link"] }
        if node.traits.contains(.header) { words += ["heading", "header"] }
        if node.traits.contains(.searchField) { words += ["search field"] }
        switch node.role {
        case .textField: words += ["text field", "textfield"]
        case .toggle: words += ["switch", "toggle"]
        case .slider: words += ["slider"]
        case .tab: words += ["tab"]
        default: break
        }
        return words
    }

    /// Words for the role TalkBack speaks after an Android view's description.
    static func androidRoleWords(for node: ResolvedElement) -> [String] {
        var words: [String] = []
        switch node.role {
        case .button: words += ["button", "btn"]
        case .image: words += ["image", "picture"]
        case .checkbox: words += ["checkbox", "check box"]
        case .toggle: words += ["switch"]
        case .textField: words += ["edit box", "text field"]
        case .slider: words += ["slider"]
        default: break
        }
        if node.traits.contains(.header) { words += ["heading", "header"] }
        return words
    }
}
