/// Text a timer keeps changing needs the updatesFrequently trait.
struct StaticVsUpdatingTrait: Rule {
    let metadata = RuleMetadata(
        id: "static-vs-updating-trait",
        title: "Text a timer updates without the updatesFrequently trait",
        rationale:
            "VoiceOver reads an element when focus reaches it and again only when the app posts a notification. A clock, stopwatch or countdown whose text a timer changes every second is read once and then goes silent while people wait on it. The updatesFrequently trait tells VoiceOver to poll the element and read its changes; when the text stops changing, the trait should go (and staticText come back).",
        wcag: ["4.1.2"], impact: .moderate, defaultSeverity: .warning,
        tags: ["traits", "voiceover", "timers"],
        help:
            "Insert .updatesFrequently into the view's accessibilityTraits while the timer runs (SwiftUI: .accessibilityAddTraits(.updatesFrequently)), and remove it when the timer stops.",
        sources: ["B ch6 L2111-2113", "B ch6 L2093", "seed rule #31"],
        summary: "a view's text changed by a repeating `Timer` or `CADisplayLink` in a type that never adds `.updatesFrequently`",
        appleAuditTypes: [], nutritionLabels: [.voiceOver], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A stopwatch label set every tick by a repeating timer", .needsReview(count: 1),
                [
                    "App/StopwatchViewController.swift": """
                    final class StopwatchViewController: UIViewController {
                        let timeLabel = UILabel()
                        var seconds = 0
                        func start() {
                            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                                guard let self else { return }
                                self.seconds += 1
                                ↓self.timeLabel.text = "\\(self.seconds) s"
                            }
                        }
                    }
                    """
                ]),
            .code(
                "A countdown a display link redraws, through a selector", .needsReview(count: 1),
                [
                    "App/CountdownView.swift": """
                    final class CountdownView: UIView {
                        let remaining = UILabel()
                        func start() { CADisplayLink(target: self, selector: #selector(tick)).add(to: .main, forMode: .common) }
                        @objc func tick() { ↓remaining.text = "5" }
                    }
                    """
                ]),
            .code(
                "The stopwatch label updates frequently for VoiceOver", .passes,
                [
                    "App/StopwatchViewController.swift": """
                    final class StopwatchViewController: UIViewController {
                        let timeLabel = UILabel()
                        func start() {
                            timeLabel.accessibilityTraits.insert(.updatesFrequently)
                            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.timeLabel.text = "1 s" }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a number counted up by a fast timer that stops itself settles before VoiceOver reads it", .passes,
                [
                    "App/ScoreView.swift": """
                    final class ScoreView: UIView {
                        let score = UILabel()
                        func animate(to value: Int) {
                            var shown = 0
                            Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
                                if shown >= value { timer.invalidate() } else { shown += 1; self.score.text = "\\(shown)" }
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a relative time refreshed every ten seconds changes now and then, not while people listen", .passes,
                [
                    "App/TimeCell.swift": """
                    final class TimeCell: UITableViewCell {
                        let ago = UILabel()
                        var refresh: AnyCancellable?
                        func show(_ date: Date) {
                            refresh = Timer.publish(every: 10, on: .main, in: .default).autoconnect().sink { [weak self] _ in
                                self?.ago.text = date.formatted(.relative(presentation: .named))
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a one-shot timer that puts a text back once is no updating text", .passes,
                [
                    "App/CopyButton.swift": """
                    final class CopyView: UIView {
                        let status = UILabel()
                        func copied() {
                            status.text = "Copied"
                            Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in self?.status.text = "" }
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        let flagged = Set(events.filter { $0.kind == .updatesFrequentlyTrait }.compactMap(\.type))
        var reported = Set<String>()
        return events.compactMap { event in
            guard event.kind == .timerTextUpdate, let target = event.detail.target, let type = event.type,
                !flagged.contains(type), reported.insert("\(type).\(target)").inserted
            else { return nil }
            let view = target.name ?? type
            return context.finding(
                at: event.location,
                "\(view)'s text is changed by a repeating timer but it never gets the updatesFrequently trait: VoiceOver reads it once and does not follow its changes",
                confidence: .needsReview(reason: "read from a timer's code: the timer may tick rarely, or the text may be announced another way"),
                element: view)
        }
    }
}
