/// Shaking the device means undo; nothing else.
struct ShakeOnlyUndo: Rule {
    let metadata = RuleMetadata(
        id: "shake-only-undo",
        title: "Shake gesture used for something other than undo",
        rationale:
            "People expect a shake to undo. An app that gives the shake another meaning surprises them, and people with tremors, or who use a wheelchair-mounted device, shake it by accident: an action that device motion alone triggers must also be reachable from the interface and must be possible to turn off (WCAG 2.5.4).",
        wcag: ["2.5.4"], impact: .moderate, defaultSeverity: .warning,
        tags: ["hig", "motion", "motor"],
        help:
            "Keep the shake for undo (UIKit does it for you when applicationSupportsShakeToEdit is on); offer other features through a button or menu, and if a shake must trigger one, also offer it in the interface and let people turn the shake off.",
        sources: ["S1 L53-66", "S3 L133", "seed rule #182"],
        summary: "a `motionEnded`/`motionBegan` override that acts on a shake with something other than undo",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A shake opens the feedback form", .needsReview(count: 1),
                [
                    "App/RootViewController.swift": """
                    final class RootViewController: UIViewController {
                        override func ↓motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            guard motion == .motionShake else { return }
                            present(FeedbackViewController(), animated: true)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: an action people choose in Settings (KeePassium, Home Assistant: the shake posts a notification read elsewhere)", .needsReview(count: 1),
                [
                    "App/UIWindow+Shake.swift": """
                    extension UIWindow {
                        open override func ↓motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            if motion == .motionShake {
                                NotificationCenter.default.post(name: .deviceDidShake, object: nil)
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: only for staff, behind a condition (ello's debug screen)", .needsReview(count: 1),
                [
                    "App/AppViewController.swift": """
                    final class AppViewController: UIViewController {
                        override func ↓motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            guard debugAllowed, motion == .motionShake else { return }
                            showDebugController()
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a debug menu compiled only into debug builds", .needsReview(count: 1),
                [
                    "App/Window.swift": """
                    final class ShakeWindow: UIWindow {
                        #if DEBUG
                        override func ↓motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            if motion == .motionShake { DebugMenu.show() }
                        }
                        #endif
                    }
                    """
                ]),
            .code(
                "Trap: a shake that undoes, and an override that only calls super", .passes,
                [
                    "App/Editor.swift": """
                    final class Editor: UIViewController {
                        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            if motion == .motionShake { undoManager?.undo() }
                        }
                        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                            super.motionBegan(motion, with: event)
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .shakeHandler, case .shake(let handler) = event.detail, !handler.undoes else { return nil }
            let what = handler.action.map { "calls \($0)" } ?? "acts"
            // Apps give the shake to debug menus and to actions people pick in their settings
            // (KeePassium, Home Assistant): neither is visible from the handler.
            let reason =
                handler.condition.map { "it acts only when “\($0)” holds: a debug or staff feature, or one people turn on in settings, may be fine" }
                ?? "the action may be one people choose and can turn off in the app's settings, which satisfies WCAG 2.5.4"
            return context.finding(
                at: event.location, "A shake \(what) here, not undo: people who shake to undo, or shake the device by accident, trigger it",
                confidence: .needsReview(reason: reason))
        }
    }
}
