/// Animation should respect Reduce Motion.
struct ReduceMotion: Rule {
    let metadata = RuleMetadata(
        id: "reduce-motion",
        title: "Animation without a Reduce Motion check",
        rationale: "Large or decorative motion can cause dizziness and nausea for people with vestibular disorders, who turn on Reduce Motion. Apps should read the setting and tone animations down.",
        wcag: ["2.3.3"], impact: .moderate, defaultSeverity: .info,
        tags: ["motion", "vestibular"],
        help: "Read @Environment(\\.accessibilityReduceMotion) (UIAccessibility.isReduceMotionEnabled in UIKit) and replace movement with a fade, or no animation, when it is on.",
        sources: ["B ch8 Reduce Motion", "seed rule #107"])

    var examples: [RuleExample] {
        [
            .swiftUI("A bouncing badge", .needsReview(count: 1), """
                struct ExampleView: View {
                    @State private var bounce = false
                    var body: some View {
                        Text("New")
                            .scaleEffect(bounce ? 1.2 : 1)
                            .animation(.spring(), value: bounce)
                    }
                }
                """),
            .swiftUI("The view reads Reduce Motion", .passes, """
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
        ]
    }

    /// UIKit: animations in an app that never reads the setting, once per file.
    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        guard !project.readsReduceMotion else { return [] }
        var files = Set<String>()
        return project.code.events.compactMap { event in
            guard event.kind == .animation, files.insert(event.location.file).inserted else { return nil }
            return context.finding(at: event.location, "\(event.detail) animates and the app never reads UIAccessibility.isReduceMotionEnabled",
                                   confidence: .needsReview(reason: "whether the motion is large enough to matter is a judgement"))
        }
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        guard screen.screen.readsReduceMotion == false,
              let first = screen.elements.first(where: { $0.element.swiftUI.animation != nil }), let animation = first.element.swiftUI.animation else { return [] }
        return [context.finding(first, in: screen, "\(first.element.displayName) animates (\(animation.file.fileName):\(animation.line)) and the app never reads Reduce Motion",
                                confidence: .needsReview(reason: "whether the motion is large enough to matter is a judgement"))]
    }
}
