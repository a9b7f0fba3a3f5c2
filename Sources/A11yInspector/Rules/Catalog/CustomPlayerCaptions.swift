/// Video the system player does not draw needs the app's own captions.
struct CustomPlayerCaptions: Rule {
    let metadata = RuleMetadata(
        id: "custom-player-captions",
        title: "Custom video player that ignores the captions setting",
        rationale:
            "AVPlayer shows a video's captions by itself when people turn on Closed Captions + SDH, because it applies the system's media selection. Video drawn another way (sample buffers, VLCKit), or an AVPlayer told not to apply that selection, shows captions only if the app draws them — and the app must then follow the setting and keep them in sync; deaf and hard-of-hearing people otherwise miss the speech.",
        wcag: ["1.2.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["media", "hearing", "captions"],
        help:
            "Play through AVPlayer with its default media selection where you can; otherwise draw the captions yourself, show them when UIAccessibility.isClosedCaptioningEnabled is on (observe closedCaptioningStatusDidChangeNotification), and for video that is part of the interface show them by default.",
        sources: ["B ch10 L3976-3995", "seed rule #128"],
        summary:
            "video drawn without `AVPlayer` (sample-buffer layers, VLCKit) or with `appliesMediaSelectionCriteriaAutomatically = false`, in an app that never reads `isClosedCaptioningEnabled` nor handles legible media",
        appleAuditTypes: [], nutritionLabels: [.captions], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "Video decoded into a sample-buffer layer; captions never considered", .needsReview(count: 1),
                [
                    "App/StreamView.swift": """
                    final class StreamView: UIView {
                        let display = ↓AVSampleBufferDisplayLayer()
                        func enqueue(_ buffer: CMSampleBuffer) { display.enqueue(buffer) }
                    }
                    """
                ]),
            .code(
                "An AVPlayer told not to apply the system's caption choice", .needsReview(count: 1),
                [
                    "App/PlayerView.swift": """
                    final class PlayerView: UIView {
                        func play(_ url: URL) {
                            let player = AVPlayer(url: url)
                            ↓player.appliesMediaSelectionCriteriaAutomatically = false
                            (layer as? AVPlayerLayer)?.player = player
                            player.play()
                        }
                    }
                    """
                ]),
            .code(
                "Trap: an AVPlayer in a layer of its own applies the captions setting", .passes,
                [
                    "App/PlayerView.swift": """
                    final class PlayerView: UIView {
                        override class var layerClass: AnyClass { AVPlayerLayer.self }
                        func play(_ url: URL) { (layer as! AVPlayerLayer).player = AVPlayer(url: url) }
                    }
                    """
                ]),
            .code(
                "Trap: the custom player follows the setting", .passes,
                [
                    "App/StreamView.swift": """
                    final class StreamView: UIView {
                        let display = AVSampleBufferDisplayLayer()
                        var showsCaptions: Bool { UIAccessibility.isClosedCaptioningEnabled }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .handlesCaptions }),
            let first = events.first(where: { $0.kind == .customVideoPlayback }), case .api(let api) = first.detail
        else { return [] }
        return [
            context.finding(
                at: first.location,
                "Video is played with \(api), which does not show the video's captions by itself, and the app never reads isClosedCaptioningEnabled",
                confidence: .needsReview(reason: "the video may have no speech, or the player library may draw captions itself"))
        ]
    }
}
