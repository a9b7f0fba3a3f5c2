/// Speech attributes cover the characters they are meant for, in every language.
struct AttributedRangesComputed: Rule {
    let metadata = RuleMetadata(
        id: "attributed-ranges-computed",
        title: "Speech attribute over a range written as numbers",
        rationale:
            "A speech attribute (spell out, punctuation, pitch, language, IPA) added over NSRange(location: 4, length: 6) marks those characters whatever the text is. Once the text is translated, or changes, the range covers other words or runs past the end, and VoiceOver spells out or re-pitches the wrong part. The book's listings hard-code ranges “for brevity” and say to compute them.",
        wcag: [], impact: .minor, defaultSeverity: .warning,
        tags: ["voiceover", "speech", "localization"],
        help:
            "Compute the range from the text VoiceOver reads: (text as NSString).range(of: code), or NSRange(text.range(of: code)!, in: text); for the whole string, NSRange(location: 0, length: text.length).",
        sources: ["seed rule #74"],
        summary:
            "a speech attribute (`accessibilitySpeechSpellOut`, `…Punctuation`, `…Pitch`…) added over `NSRange(location: 4, length: 6)` or `NSMakeRange` of literals, which marks other characters once the text is translated; severity: *needs review* in a one-language app",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A code spelled out over a range of numbers, in a localized app", .triggers(count: 1),
                [
                    "App/Booking.swift": """
                    final class BookingView: UIView {
                        func configure(_ label: UILabel) {
                            let text = NSMutableAttributedString(string: NSLocalizedString("Booking code AB12CD", comment: ""))
                            text.addAttribute(.accessibilitySpeechSpellOut, value: true, range: ↓NSRange(location: 13, length: 6))
                            label.accessibilityAttributedLabel = text
                        }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": "\"Booking code AB12CD\" = \"Booking code AB12CD\";",
                    "App/fr.lproj/Localizable.strings": "\"Booking code AB12CD\" = \"Code de réservation AB12CD\";",
                ]),
            .code(
                "The same, the range held in a constant, in an app in one language: needs review (fragile, not yet wrong)", .needsReview(count: 1),
                [
                    "App/Booking.swift": """
                    final class BookingView: UIView {
                        func configure(_ label: UILabel) {
                            let text = NSMutableAttributedString(string: "Booking code AB12CD")
                            let code = NSMakeRange(13, 6)
                            text.addAttributes([.accessibilitySpeechSpellOut: true], range: ↓code)
                            label.accessibilityAttributedLabel = text
                        }
                    }
                    """
                ]),
            .code(
                "Trap: ranges computed from the text; a range of numbers for another attribute", .passes,
                [
                    "App/Booking.swift": """
                    final class BookingView: UIView {
                        func configure(_ label: UILabel, code: String) {
                            let text = NSMutableAttributedString(string: "Booking code \\(code)")
                            text.addAttribute(.accessibilitySpeechSpellOut, value: true, range: (text.string as NSString).range(of: code))
                            text.addAttribute(.accessibilitySpeechPunctuation, value: true, range: NSRange(location: 0, length: text.length))
                            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 7))
                            label.accessibilityAttributedLabel = text
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .speechRangeHardCoded else { return nil }
            let confidence: Confidence =
                project.isLocalized
                ? .certain
                : .needsReview(reason: "the app is in one language: the range fits the text as long as nobody changes it")
            return context.finding(
                at: event.location,
                "\(event.detail) is added over a range written as numbers: once the text is translated or changes, VoiceOver applies it to other characters",
                confidence: confidence)
        }
    }
}
