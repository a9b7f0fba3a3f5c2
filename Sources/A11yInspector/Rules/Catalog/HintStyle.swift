import Foundation

/// Hints describe the result, in the third person, as a sentence.
struct HintStyle: Rule {
    let metadata = RuleMetadata(
        id: "hint-style",
        title: "Hint not written as a description of the result",
        rationale:
            "A hint tells what happens when people act on an element. Apple's convention, which VoiceOver users are used to: a sentence that describes the result in the third person (“Sends your message.”), not an instruction (“Send your message”) nor the gesture (“Tap to send”, since people may use Switch Control, Voice Control or a keyboard), starting with a capital and ending with a period so that it is spoken with the right intonation.",
        wcag: ["3.3.2"], impact: .minor, defaultSeverity: .info,
        tags: ["hints", "voiceover"],
        help: "Write the hint as “Verb-s the result.”: “Plays the episode.”, “Opens the trip in Maps.”; no gesture, no control type.",
        sources: [
            "seed rule #19",
            "Apple: Accessibility Programming Guide for iOS",
        ],
        summary:
            "a hint that names the gesture (“Tap to …”), starts in lower case or ends without a period; one that reads as an instruction (“Send …”) or names the control type (*needs review*)",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .xib(
                "A hint that names the gesture, without a period", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="send">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <state key="normal" title="Send"/>
                        <accessibility key="accessibilityConfiguration" hint="Tap to send your message"/>
                    </button>
                """),
            .swiftUI(
                "A hint in lower case", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Save") { save() }
                                ↓.accessibilityHint("saves the trip.")
                        }
                    }
                }
                """),
            .swiftUI(
                "An instruction (“Send your message”) and a type word: judgement", .needsReview(count: 2),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Send") { send() }
                                ↓.accessibilityHint("Send your message.")
                            Toggle("Alerts", isOn: $alerts)
                                ↓.accessibilityHint("Turns this switch on for price alerts.")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: good hints, one ending with a question mark, one in Chinese", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Send") { send() }
                                .accessibilityHint("Sends your message.")
                            Button("Maps") { open() }
                                .accessibilityHint("Opens the trip in Maps. Leave the app?")
                            Button("分享") { share() }
                                .accessibilityHint("分享行程")
                            Button("iCloud") { sync() }
                                .accessibilityHint("iCloud keeps your trips on every device.")
                        }
                    }
                }
                """),
        ]
    }

    /// The gestures of the catalogue's threshold (§1.S: /^(tap|double[- ]tap|swipe|click|press)\b/i).
    static let gesture = #"(?i)^(tap|double[- ]?tap|triple[- ]?tap|swipe|click|press|touch)\b"#

    /// Common verbs hints start with, in their base form: a hint starting with one gives an
    /// order (“Send your message”) where the convention describes (“Sends your message.”).
    static let baseVerbs: Set<String> = [
        "add", "open", "send", "play", "pause", "delete", "remove", "show", "hide", "edit", "save", "share", "close",
        "select", "choose", "enter", "view", "go", "navigate", "start", "stop", "create", "change", "display", "load",
        "return", "toggle", "turn", "move", "search", "find", "download", "upload", "sign", "log", "book", "call", "clear",
        "expand", "collapse", "dismiss", "cancel", "confirm", "submit", "activate", "type", "use", "set", "update", "refresh",
    ]

    /// What is wrong with a hint: certain problems, and those that need a person's eye.
    static func problems(_ hint: String, roleWords: [String]) -> (certain: [String], review: [String]) {
        let text = hint.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = text.first else { return ([], []) }
        var certain: [String] = [], review: [String] = []
        if text.range(of: gesture, options: .regularExpression) != nil {
            certain.append("names the gesture, which depends on the assistive technology; describe the result instead")
        }
        // Capitals and the closing period are conventions of scripts with letter case.
        let hasCase = first.isUppercase || first.isLowercase
        let firstWord = text.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).first.map(String.init) ?? ""
        if hasCase, first.isLowercase, !firstWord.dropFirst().contains(where: \.isUppercase) {
            certain.append("starts with a lower-case letter")
        }
        if hasCase, let last = text.last, last.isLetter || last.isNumber {
            certain.append("does not end with a period")
        }
        if certain.isEmpty, baseVerbs.contains(firstWord.lowercased()), firstWord.first?.isUppercase == true {
            review.append("reads as an instruction (“\(firstWord) …”); hints describe the result (“\(firstWord)s …”)")
        }
        if let word = roleWords.first(where: { Words.contains(text, word: $0) }) {
            review.append("names the control type (“\(word)”), which VoiceOver already says")
        }
        return (certain, review)
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.element.android == nil, case .literal(let hint)? = node.hint,
                !hint.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            else { return nil }
            let roleWords = LabelNoTypeWord.roleWords(for: node)
            // A hint that repeats the label or says only “Double tap” is hint-redundant's.
            guard HintRedundant.redundancy(hint: hint, label: node.labelText, roleWords: roleWords) == nil else { return nil }
            let (certain, review) = Self.problems(hint, roleWords: roleWords)
            guard !certain.isEmpty || !review.isEmpty else { return nil }
            var confidence = node.confidence(unlessSetInCode: .accessibilityHint)
            if certain.isEmpty, confidence.isCertain {
                confidence = .needsReview(reason: "whether the wording is an instruction or names this control is a judgement")
            }
            return context.finding(node, in: screen, "Hint “\(hint)” \((certain + review).joined(separator: "; "))", confidence: confidence)
        }
    }
}
