import Foundation

/// A state shown only by a change of colour.
struct ColourNotOnlyMeans: Rule {
    let metadata = RuleMetadata(
        id: "colour-not-only-means",
        title: "A state is shown only by colour",
        rationale:
            "About one man in twelve does not tell red from green, and colour filters, Grayscale and sunlight hide colour from others. A state shown only by a colour change (a green or red dot, a red field) needs text, a shape or an icon too, and an accessibility value for VoiceOver.",
        wcag: ["1.4.1", "1.3.3"], impact: .serious, defaultSeverity: .warning,
        tags: ["colour", "low-vision"],
        help:
            "Show the state another way as well: a label (\"On\"/\"Off\"), an icon (a checkmark, an exclamation mark), a shape; set accessibilityValue; and honour Differentiate Without Color (UIAccessibility.shouldDifferentiateWithoutColor, @Environment(\\.accessibilityDifferentiateWithoutColor)).",
        sources: ["B ch3 L631", "B ch3 L663", "B ch5 L1524", "B ch8 L3413-3419", "B ch12 L4676", "seed rule #98"],
        summary: "a state shown only by a change of colour, naming the colour-vision deficiency under which the two look alike",
        appleAuditTypes: [], nutritionLabels: [.differentiateWithoutColorAlone], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A switch drawn green or red and nothing else", .needsReview(count: 1),
                [
                    "Example/SwitchView.swift": """
                    final class SwitchView: UIView {
                        var isOn = false { didSet { update() } }
                        private func update() {
                            ↓backgroundColor = isOn ? .systemGreen : .systemRed
                        }
                    }
                    """
                ]),
            .swiftUI(
                "A status dot in red or green", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    let isOnline: Bool
                    var body: some View {
                        Circle()
                            ↓.fill(isOnline ? Color.green : Color.red)
                            .frame(width: 10, height: 10)
                    }
                }
                """),
            .swiftUI(
                "Trap: a button style's pressed highlight is feedback while a finger is down, not a state (amperfy)", .passes,
                """
                struct FilledStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding(8).background(configuration.isPressed ? Color.blue.opacity(0.75) : Color.blue)
                    }
                }
                """),
            .code(
                "The same condition also sets the text", .passes,
                [
                    "Example/SwitchView.swift": """
                    final class SwitchView: UIView {
                        let label = UILabel()
                        var isOn = false { didSet { update() } }
                        private func update() {
                            backgroundColor = isOn ? .systemGreen : .systemRed
                            label.text = isOn ? "On" : "Off"
                        }
                    }
                    """
                ]),
            .swiftUI(
                "Trap: an icon changes with the colour", .passes,
                """
                struct ExampleView: View {
                    let isDone: Bool
                    var body: some View {
                        Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(isDone ? Color.green : Color.secondary)
                    }
                }
                """),
            .code(
                "Trap: emphasis in shades of grey is not a meaning carried by colour", .passes,
                [
                    "Example/RowView.swift": """
                    final class RowView: UIView {
                        let titleLabel = UILabel()
                        func update(active: Bool) {
                            titleLabel.textColor = active ? .label : .secondaryLabel
                        }
                    }
                    """
                ]),
            .code(
                "Trap: an unread dot shown or hidden is a mark, not a colour", .passes,
                [
                    "Example/ArticleCell.swift": """
                    final class ArticleCell: UITableViewCell {
                        let unreadDot = UIView()
                        func configure(unread: Bool) {
                            unreadDot.backgroundColor = unread ? .systemBlue : .clear
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a colour picked from data, not a state", .passes,
                [
                    "Example/TagView.swift": """
                    final class TagView: UIView {
                        func show(_ tag: Tag) { backgroundColor = tag.color }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let differentiates = project.code.events.contains { $0.kind == .readsDifferentiateWithoutColor }
        return project.code.events.compactMap { event in
            guard case .colorState(let state) = event.detail else { return nil }
            let white = RGBA(white: 1)
            let raw = (context.colors.resolve(state.colors.first), context.colors.resolve(state.colors.second))
            // A colour against `.clear` shows or hides a mark: presence, not a colour difference.
            if (raw.0?.alpha ?? 1) < 0.01 || (raw.1?.alpha ?? 1) < 0.01 { return nil }
            let resolved = (raw.0?.composited(over: white), raw.1?.composited(over: white))
            // Greys (label and secondaryLabel, white and black) mark emphasis or selection, not
            // a meaning carried by hue: at least one colour must be chromatic (C*ab over 20).
            if let a = resolved.0, let b = resolved.1, max(Self.chroma(a), Self.chroma(b)) < 20 { return nil }
            var message =
                "`\(state.condition)` is shown only by colour (\(Self.name(state.colors.first)) or \(Self.name(state.colors.second)), \(state.property))"
            if let a = resolved.0, let b = resolved.1 {
                let (deficiency, distance) = ColorVision.closest(a, b)
                if distance < 25 {
                    message +=
                        "; with \(deficiency.rawValue) the two are hard to tell apart (ΔE \(Int(distance.rounded())), against \(Int(ColorVision.distance(a, b).rounded())) for typical vision)"
                }
            }
            var reason = "the state may also be shown by a label, an icon or an accessibility value elsewhere"
            if differentiates { reason = "the app reads Differentiate Without Color, which may add a shape or text here; " + reason }
            return context.finding(at: event.location, message, confidence: .needsReview(reason: reason))
        }
    }

    static func chroma(_ c: RGBA) -> Double {
        let lab = ColorVision.lab(c)
        return (lab.a * lab.a + lab.b * lab.b).squareRoot()
    }

    private static func name(_ spec: ColorSpec) -> String {
        switch spec {
        case .system(let n): return n
        case .named(let n): return "\"\(n)\""
        case .rgba(let c): return c.hex
        case .dynamic: return "a computed colour"
        case .themed(let n): return "the theme's \(n)"
        case .adaptive(let light, _, _, _): return name(light)
        case .alternatives(let specs, _): return specs.map(name).joined(separator: " or ")
        }
    }
}
