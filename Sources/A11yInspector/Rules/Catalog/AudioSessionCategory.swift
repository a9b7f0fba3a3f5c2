/// The audio session says how the app's sound behaves.
struct AudioSessionCategory: Rule {
    let metadata = RuleMetadata(
        id: "audio-session-category",
        title: "Audio played without a matching audio session category",
        rationale:
            "The audio session category decides whether the Ring/Silent switch and the lock silence the app, whether other apps' audio keeps playing, and whether sound goes on in the background. An app that plays content without choosing one gets Solo Ambient: silent when the switch is on, stopped when the screen locks, and other audio cut off — a spoken article or a lesson a blind person started simply stops.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["audio", "hig"],
        help:
            "Set AVAudioSession.sharedInstance().setCategory(…) to what the sound is: .playback for content people chose to hear, .ambient for sound that accompanies the app and mixes with other audio, .playAndRecord for calls; use System Sound Services for interface sounds.",
        sources: ["S3 L39-51", "seed rule #138"],
        summary:
            "audio played with no audio session category set (*needs review*); background audio declared while the only category set is Ambient or Solo Ambient",
        appleAuditTypes: [], nutritionLabels: [])

    static func plist(backgroundModes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIBackgroundModes</key><array>\(backgroundModes.map { "<string>\($0)</string>" }.joined())</array></dict></plist>
        """
    }

    var examples: [RuleExample] {
        [
            .code(
                "A podcast player that never sets a category", .needsReview(count: 1),
                [
                    "App/Player.swift": """
                    final class EpisodePlayer {
                        let player = ↓AVPlayer()
                        func play(_ url: URL) { player.replaceCurrentItem(with: AVPlayerItem(url: url)); player.play() }
                    }
                    """
                ]),
            .code(
                "Background audio declared, but the only category is Ambient, which stops in the background", .triggers(count: 1),
                [
                    "App/Player.swift": """
                    final class EpisodePlayer {
                        let player = AVPlayer()
                        func setUp() throws { try ↓AVAudioSession.sharedInstance().setCategory(.ambient) }
                    }
                    """,
                    "App/Info.plist": Self.plist(backgroundModes: ["audio"]),
                ]),
            .code(
                "Trap: the category is set; and interface sounds through System Sound Services need none", .passes,
                [
                    "App/Player.swift": """
                    final class EpisodePlayer {
                        let player = AVPlayer()
                        func setUp() throws { try AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio) }
                    }
                    """,
                    "App/Click.swift": "enum Click { static func play() { AudioServicesPlaySystemSound(1104) } }",
                    "App/Info.plist": Self.plist(backgroundModes: ["audio"]),
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        let settings = events.compactMap { e -> (CodeEvent, AudioSessionSetting)? in
            guard e.kind == .audioSessionCategory, case .audioSession(let s) = e.detail else { return nil }
            return (e, s)
        }
        guard let playing = events.first(where: { $0.kind == .audioPlayback || $0.kind == .speechSynthesis }) else { return [] }
        guard let first = settings.first else {
            return [
                context.finding(
                    at: playing.location,
                    "The app plays audio (\(playing.detail)) but never sets an audio session category: Solo Ambient, the default, is silenced by the Ring/Silent switch and the lock and stops other apps' audio",
                    confidence: .needsReview(reason: "for sound that only accompanies the app, Solo Ambient may be what is wanted"))
            ]
        }
        // Ambient and Solo Ambient never play in the background (S3 table 31-1).
        let backgroundAudio = project.infoPlistLists.contains { $0.key == InfoPlistKey.backgroundModes && $0.items.contains("audio") }
        let categories = settings.map(\.1.category)
        if backgroundAudio, categories.allSatisfy({ $0 == .ambient || $0 == .soloAmbient }) {
            return [
                context.finding(
                    at: first.0.location,
                    "Info.plist declares background audio, but the only category the app sets is \(first.1.category!.rawValue), which stops when the app leaves the screen or the device locks"
                )
            ]
        }
        return []
    }
}
