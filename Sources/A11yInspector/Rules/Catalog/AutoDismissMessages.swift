/// A message that disappears on a timer, unannounced.
struct AutoDismissMessages: Rule {
    let metadata = RuleMetadata(
        id: "auto-dismiss-messages",
        title: "Content removed by a timer without an announcement",
        rationale:
            "A toast or banner that shows for a few seconds and goes away on a timer is missed by VoiceOver users (focus never reaches it) and by anyone who reads slowly. Announce it, give it enough time (or none: let people dismiss it), and keep what it says available elsewhere.",
        wcag: ["2.2.1", "4.1.3"], impact: .moderate, defaultSeverity: .warning,
        tags: ["voiceover", "timing"],
        help:
            "Post the message: AccessibilityNotification.Announcement(text).post() (UIAccessibility.post(notification: .announcement, argument: text) in UIKit); when VoiceOver is running (UIAccessibility.isVoiceOverRunning, @Environment(\\.accessibilityVoiceOverEnabled)) keep it until dismissed.",
        sources: ["seed rule #112", "B ch3 L705-709"],
        summary:
            "something shown that a timer takes away (`asyncAfter { toast = false }`, `Task.sleep` then `banner = nil`) in a type that posts no announcement",
        appleAuditTypes: [], nutritionLabels: [.voiceOver], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A toast hidden after three seconds", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    @State private var showsToast = false
                    var body: some View {
                        VStack {
                            Button("Copy") {
                                showsToast = true
                                ↓DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showsToast = false }
                            }
                            if showsToast { Text("Copied") }
                        }
                    }
                }
                """),
            .code(
                "A banner cleared after a sleep", .needsReview(count: 1),
                [
                    "BannerModel.swift": """
                    @MainActor final class BannerModel: ObservableObject {
                        @Published var banner: String?
                        func show(_ text: String) async {
                            banner = text
                            try? await ↓Task.sleep(for: .seconds(4))
                            banner = nil
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the type announces what it shows", .passes,
                [
                    "BannerModel.swift": """
                    @MainActor final class BannerModel: ObservableObject {
                        @Published var banner: String?
                        func show(_ text: String) async {
                            banner = text
                            AccessibilityNotification.Announcement(text).post()
                            try? await Task.sleep(for: .seconds(4))
                            banner = nil
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a delay that shows something, or resets nothing", .passes,
                [
                    "Loader.swift": """
                    final class Loader {
                        var isSpinnerVisible = false
                        func start() {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.isSpinnerVisible = true }
                            Task { try await Task.sleep(nanoseconds: 1_000_000); reload() }
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let announcing = Set(project.code.events.filter { $0.kind == .announcement }.map { $0.type ?? $0.location.file })
        return project.code.events.compactMap { event in
            guard event.kind == .timedDismissal, case .text(let state) = event.detail,
                !announcing.contains(event.type ?? event.location.file)
            else { return nil }
            return context.finding(
                at: event.location,
                "A timer resets \(state) here, taking something off the screen, and \(event.type ?? "this file") posts no announcement: VoiceOver users may never hear it",
                confidence: .needsReview(reason: "whether what goes away is a message people need to read is a judgement"))
        }
    }
}
