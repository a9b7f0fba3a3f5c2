/// Custom controls are UIControls, not tappable UIViews.
struct PreferUIControlSubclass: Rule {
    let metadata = RuleMetadata(
        id: "prefer-uicontrol-subclass",
        title: "Custom control built on UIView with a tap gesture and no button trait",
        rationale: "A UIView subclass made tappable with a gesture recognizer has no role, is not an accessibility element and has no label by default: VoiceOver cannot find it as a control, Switch Control and Voice Control skip it. UIControl and UIButton bring those defaults.",
        wcag: ["4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["custom-controls", "traits", "voiceover"],
        help: "Subclass UIControl (or UIButton) instead, or make the view an accessibility element with the button trait and a label.",
        sources: ["B ch6 L1925", "B ch2 L335-339", "seed rules #21, #22"])

    var examples: [RuleExample] {
        [
            .code("A card view that handles taps itself", .triggers(count: 1), ["Example/CardView.swift": """
                final class CardView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                    }
                }
                """]),
            .code("The view adds the button trait", .passes, ["Example/CardView.swift": """
                final class CardView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        isAccessibilityElement = true
                        accessibilityTraits = .button
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                    }
                }
                """]),
            .code("A UIControl subclass is fine", .passes, ["Example/Rating.swift": """
                final class RatingControl: UIControl {
                    func setUp() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) }
                }
                """]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        var reported = Set<String>()
        return project.code.events.compactMap { event in
            guard event.detail == .gesture(.tap), let type = event.type,
                  project.uiKitBase(of: type) == "UIView", !reported.contains(type) else { return nil }
            let selfTraits = project.code.lineage(of: type).flatMap { $0.assignments["self"] ?? [] }.filter { $0.viewProperty == .accessibilityTraits }
            let hasButton = selfTraits.contains { a in
                if case .traits(let t) = a.value { return t.applied(to: []).contains(.button) || t.isDynamic }
                return true
            }
            guard !hasButton else { return nil }
            reported.insert(type)
            return context.finding(at: event.location, "\(type) is a UIView that responds to taps without the button trait: it is not a control to VoiceOver, Switch Control or Voice Control",
                                   element: type)
        }
    }
}
