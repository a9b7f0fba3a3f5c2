/// Animation should respect Reduce Motion, at each place it runs.
struct ReduceMotion: Rule {
    let metadata = RuleMetadata(
        id: "reduce-motion",
        title: "Animation without a Reduce Motion check",
        rationale:
            "Large or decorative motion can cause dizziness and nausea for people with vestibular disorders, who turn on Reduce Motion. Apps should read the setting and tone animations down where they run; motion that repeats without end also fails WCAG 2.2.2 unless it can be stopped.",
        wcag: ["2.3.3", "2.2.2"], impact: .moderate, defaultSeverity: .warning,
        tags: ["motion", "vestibular"],
        help:
            "Read @Environment(\\.accessibilityReduceMotion) (UIAccessibility.isReduceMotionEnabled in UIKit) in the view that animates, and replace movement with a fade, or no animation, when it is on.",
        sources: ["B ch8 L3516-3543", "seed rule #107"],
        summary:
            "each animation site (UIKit animations; SwiftUI `withAnimation`, `.animation`, `.transition`, `.phaseAnimator`, `.keyframeAnimator`, `.repeatForever`, `TimelineView(.animation)`) in a type that never reads Reduce Motion (a warning for motion without end, info otherwise)",
        appleAuditTypes: [], nutritionLabels: [.reducedMotion], policies: [.alwaysNeedsReview])

    /// Motion that runs until the view goes away: a warning, and 2.2.2 as well.
    static let continuous: Set<String> = [".repeatForever", "TimelineView(.animation)", ".phaseAnimator", ".keyframeAnimator"]

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A bouncing badge", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    @State private var bounce = false
                    var body: some View {
                        Text("New")
                            .scaleEffect(bounce ? 1.2 : 1)
                            ↓.animation(.spring(), value: bounce)
                    }
                }
                """),
            .swiftUI(
                "A pulse that repeats for ever, and a phase animator: each at its line", .needsReview(count: 2),
                """
                struct ExampleView: View {
                    @State private var pulse = false
                    var body: some View {
                        VStack {
                            Circle().scaleEffect(pulse ? 1.4 : 1)
                                .onAppear { ↓withAnimation(.easeInOut.repeatForever()) { pulse = true } }
                            ↓Image(systemName: "heart").phaseAnimator([1.0, 1.3]) { view, scale in view.scaleEffect(scale) }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the view reads Reduce Motion", .passes,
                """
                struct ExampleView: View {
                    @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                    @State private var bounce = false
                    var body: some View {
                        Text("New")
                            .scaleEffect(bounce && !reduceMotion ? 1.2 : 1)
                            .animation(reduceMotion ? nil : .spring(), value: bounce)
                    }
                }
                """),
            .swiftUI(
                "Trap: animation turned off, a fade, and a symbol effect (the system tones it down)", .passes,
                """
                struct ExampleView: View {
                    @State private var shown = false
                    var body: some View {
                        VStack {
                            Text("Saved").animation(nil, value: shown)
                            if shown { Text("Done").transition(.opacity) }
                            Image(systemName: "wifi").symbolEffect(.pulse)
                        }
                    }
                }
                """),
            .code(
                "Trap: an app helper that checks the setting before it animates", .passes,
                [
                    "Motion.swift": """
                    enum Motion {
                        static func animate(_ changes: @escaping () -> Void) {
                            if UIAccessibility.isReduceMotionEnabled { changes() } else { UIView.animate(withDuration: 0.3, animations: changes) }
                        }
                    }
                    """
                ]),
        ]
    }

    /// Every animation site in a type (view, controller, helper) that never reads the setting.
    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let checking = Set(project.code.events.filter { $0.kind == .readsReduceMotion }.map { $0.type ?? $0.location.file })
        var lines = Set<SourceLocation>()
        return project.code.events.compactMap { event in
            guard event.kind == .animation, case .api(let site) = event.detail, !checking.contains(event.type ?? event.location.file),
                lines.insert(SourceLocation(file: event.location.file, line: event.location.line)).inserted
            else { return nil }
            let owner = event.type.map { " and \($0) never reads Reduce Motion" } ?? " and nothing here reads Reduce Motion"
            let repeats = Self.continuous.contains(site)
            return context.finding(
                at: event.location, "\(site) animates here\(repeats ? ", without end," : "")\(owner)",
                confidence: .needsReview(reason: "whether the motion is large enough to matter is a judgement (a fade or a small change is fine)"),
                severity: repeats ? nil : .info)
        }
    }
}
