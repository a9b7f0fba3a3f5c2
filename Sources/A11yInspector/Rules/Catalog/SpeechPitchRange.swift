/// A speech pitch VoiceOver can use.
struct SpeechPitchRange: Rule {
    let metadata = RuleMetadata(
        id: "speech-pitch-range",
        title: "Speech pitch outside 0.0 to 2.0",
        rationale:
            "accessibilitySpeechPitch takes a number from 0.0 to 2.0, 1.0 being the pitch the person chose in VoiceOver's settings. A value outside that range is not a pitch VoiceOver can speak, and a pitch far from 1.0 is for a word's emphasis, never for whole labels.",
        wcag: [], impact: .minor, defaultSeverity: .warning,
        tags: ["voiceover", "speech"],
        help: "Give accessibilitySpeechPitch a value from 0.0 to 2.0 (1.0 is the user's own pitch), on the words to stress only.",
        sources: [
            "seed rule #73",
            "https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechpitch",
        ],
        summary: "a literal `accessibilitySpeechPitch` outside 0.0–2.0 (1.0 is the user's pitch)",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A pitch of 2.5 and one of -1", .triggers(count: 2),
                [
                    "App/Score.swift": """
                    final class ScoreView: UIView {
                        func configure(_ label: UILabel) {
                            label.accessibilityAttributedLabel = NSAttributedString(string: "New record", attributes: [.accessibilitySpeechPitch: ↓2.5])
                            let text = NSMutableAttributedString(string: "Game over")
                            text.addAttribute(.accessibilitySpeechPitch, value: ↓NSNumber(value: -1), range: NSRange(location: 0, length: text.length))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: pitches inside the range, and one computed at run time", .passes,
                [
                    "App/Score.swift": """
                    final class ScoreView: UIView {
                        func configure(_ label: UILabel, pitch: Double) {
                            label.accessibilityAttributedLabel = NSAttributedString(string: "New record", attributes: [.accessibilitySpeechPitch: 1.4])
                            let low = NSAttributedString(string: "Low", attributes: [NSAttributedString.Key.accessibilitySpeechPitch: 0.0])
                            let any = NSAttributedString(string: "Any", attributes: [.accessibilitySpeechPitch: pitch * 3])
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .speechPitch, case .number(let pitch) = event.detail, !(0...2).contains(pitch) else { return nil }
            return context.finding(
                at: event.location, "accessibilitySpeechPitch is \(event.detail): VoiceOver takes 0.0 to 2.0, 1.0 being the user's own pitch")
        }
    }
}
