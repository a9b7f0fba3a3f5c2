/// Spoken prompts of an app that guides people in the background are heard over other audio.
struct NavigationPromptsDuck: Rule {
    let metadata = RuleMetadata(
        id: "navigation-prompts-duck",
        title: "Spoken prompts that may not be heard over other audio",
        rationale:
            "An app that speaks directions (or other prompts) while people are on the move, often with the screen locked and music or a podcast playing, must be heard: the HIG's navigation scenario uses the Playback category, so the switch and the lock do not silence it, mixes with other audio and ducks it while speaking, and declares background audio. Blind and low-vision travellers depend on these prompts most.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["audio", "hig", "navigation"],
        help:
            "Set the session to .playback (mode .voicePrompt) with [.duckOthers, .interruptSpokenAudioAndMixWithOthers] (or .mixWithOthers), activate it only around each prompt, and add audio to UIBackgroundModes.",
        sources: ["S3 L63-65", "seed rule #141"],
        summary:
            "speech (`AVSpeechSynthesizer`) in an app with the location background mode but without a `.playback` category, `.duckOthers` or the audio background mode",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "Directions spoken in the background with the default session", .needsReview(count: 1),
                [
                    "App/Guide.swift": """
                    final class Guide: NSObject, CLLocationManagerDelegate {
                        let voice = ↓AVSpeechSynthesizer()
                        func announce(_ step: Step) { voice.speak(AVSpeechUtterance(string: step.instruction)) }
                    }
                    """,
                    "App/Info.plist": AudioSessionCategory.plist(backgroundModes: ["location"]),
                ]),
            .code(
                "Trap: playback, ducking and background audio, as the HIG's navigation scenario", .passes,
                [
                    "App/Guide.swift": """
                    final class Guide: NSObject, CLLocationManagerDelegate {
                        let voice = AVSpeechSynthesizer()
                        func setUp() throws {
                            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
                        }
                    }
                    """,
                    "App/Info.plist": AudioSessionCategory.plist(backgroundModes: ["audio", "location"]),
                ]),
            .code(
                "Trap: an app that speaks only while it is on screen", .passes,
                [
                    "App/Reader.swift": "final class Reader { let voice = AVSpeechSynthesizer() }",
                    "App/Info.plist": AudioSessionCategory.plist(backgroundModes: ["remote-notification"]),
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        let modes = Set(project.infoPlistLists.filter { $0.key == InfoPlistKey.backgroundModes }.flatMap(\.items))
        // Speech while running in the background for location: the navigation scenario.
        guard modes.contains("location"), let speech = events.first(where: { $0.kind == .speechSynthesis }) else { return [] }
        let settings = events.compactMap { e -> AudioSessionSetting? in
            guard e.kind == .audioSessionCategory, case .audioSession(let s) = e.detail else { return nil }
            return s
        }
        var missing: [String] = []
        if !settings.contains(where: { $0.category == .playback }) { missing.append("no .playback category (the switch and the lock silence it)") }
        if !settings.contains(where: { $0.options.contains(.duckOthers) }) { missing.append("no .duckOthers (other audio is not lowered while it speaks)") }
        if !modes.contains("audio") { missing.append("no audio background mode") }
        guard !missing.isEmpty else { return [] }
        return [
            context.finding(
                at: speech.location,
                "The app speaks (AVSpeechSynthesizer) and runs in the background for location, with \(missing.joined(separator: ", ")): spoken prompts may not be heard",
                confidence: .needsReview(reason: "whether the speech is a prompt people must hear over other audio (directions, workout splits) is a judgement")
            )
        ]
    }
}
