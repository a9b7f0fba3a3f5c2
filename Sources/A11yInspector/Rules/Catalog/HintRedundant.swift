import Foundation

/// A hint that only repeats what VoiceOver already says.
struct HintRedundant: Rule {
    let metadata = RuleMetadata(
        id: "hint-redundant",
        title: "Hint repeats the label or the element's type",
        rationale:
            "VoiceOver reads the hint after the label, value and traits, after a pause. A hint is worth that wait only when the result of acting on the element is not obvious from its label and traits; one that repeats the label, names the type or says “Double tap to activate” makes every visit longer and teaches nothing.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hints", "voiceover"],
        help: "Remove the hint, or make it say what happens that the label does not (“Opens the trip in Maps.”).",
        sources: [
            "seed rule #20",
            "Apple: accessibilityHint",
        ],
        summary: "a hint that repeats the label (or part of it), only names the type, or only says “Double tap to activate”",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .xib(
                "A button whose hint repeats its label", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="book">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <state key="normal" title="Book trip"/>
                        <accessibility key="accessibilityConfiguration" hint="Book trip."/>
                    </button>
                """),
            .swiftUI(
                "A hint that says only how to activate, and one that names the type", .triggers(count: 2),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Share") { share() }
                                ↓.accessibilityHint("Double tap to activate")
                            Button("Delete") { delete() }
                                ↓.accessibilityHint("Button")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: hints that say what happens, one of them with the label's word in it", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Share") { share() }
                                .accessibilityHint("Shares the itinerary with your travel companions.")
                            Button("Delete") { delete() }
                                .accessibilityHint("Delete removes the trip from every device.")
                        }
                    }
                }
                """),
        ]
    }

    /// Hints that only say how to activate: VoiceOver says this itself when hints are on.
    static let activationOnly = #"^(double[- ]?tap|tap)( (here|twice))?( to (activate|select|open|toggle|press))?$"#

    /// Why the hint adds nothing, or nil.
    static func redundancy(hint: String, label: String?, roleWords: [String]) -> String? {
        let h = normalized(hint)
        guard !h.isEmpty else { return nil }
        if let label, !normalized(label).isEmpty {
            let l = normalized(label)
            if h == l { return "repeats the label" }
            if (" " + l + " ").contains(" " + h + " ") { return "repeats part of the label “\(label)”" }
        }
        if roleWords.contains(h) { return "only names the element's type, which VoiceOver already says" }
        if h.range(of: activationOnly, options: .regularExpression) != nil { return "only says how to activate, which VoiceOver already says" }
        return nil
    }

    /// Lower case, punctuation removed, spaces collapsed.
    static func normalized(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.map {
            CharacterSet.punctuationCharacters.contains($0) || CharacterSet.symbols.contains($0) ? " " : Character($0)
        }
        return String(kept).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.element.android == nil, case .literal(let hint)? = node.hint,
                let why = Self.redundancy(hint: hint, label: node.labelText, roleWords: LabelNoTypeWord.roleWords(for: node))
            else { return nil }
            return context.finding(
                node, in: screen, "Hint “\(hint)” \(why)",
                confidence: node.confidence(unlessSetInCode: .accessibilityHint, .accessibilityLabel))
        }
    }
}
