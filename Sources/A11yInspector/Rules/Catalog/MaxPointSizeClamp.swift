/// A font's size cap still lets the text double.
struct MaxPointSizeClamp: Rule {
    let metadata = RuleMetadata(
        id: "max-point-size-clamp",
        title: "Font size capped below twice its size",
        rationale:
            "UIFontMetrics' scaledFont(for:maximumPointSize:) may cap a font to protect a layout, but a cap under twice the font's size keeps the text from reaching the 200 % WCAG 1.4.4 asks for, however large people set their text.",
        wcag: ["1.4.4"], impact: .moderate, defaultSeverity: .warning,
        tags: ["dynamic-type", "low-vision"],
        help:
            "Raise maximumPointSize to at least twice the font's size, or make the layout grow (wrapping, a vertical stack at accessibility sizes) so no cap is needed.",
        sources: ["S2 L67-93", "seed rule #79"],
        summary: "`scaledFont(for:maximumPointSize:)` capping a font of known size below twice that size (and below the largest size its style reaches)",
        appleAuditTypes: [.dynamicType], nutritionLabels: [.largerText])

    var examples: [RuleExample] {
        [
            .code(
                "A 17 pt body font capped at 24 pt", .triggers(count: 1),
                [
                    "App/Dial.swift": """
                    final class DialView: UIView {
                        func configure() {
                            balance.font = UIFontMetrics(forTextStyle: .body)↓.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 24)
                        }
                    }
                    """
                ]),
            .code(
                "A headline text style capped at its own size", .triggers(count: 1),
                [
                    "App/Header.swift": """
                    final class Header: UIView {
                        func configure() {
                            title.font = UIFontMetrics.default↓.scaledFont(for: UIFont.preferredFont(forTextStyle: .headline), maximumPointSize: 17)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a cap computed from the screen width (the seed's own), a generous cap, and a cap the style never reaches", .passes,
                [
                    "App/Dial.swift": """
                    final class DialView: UIView {
                        func configure() {
                            let maximumSize = 50 * UIScreen.main.bounds.width / 414
                            balance.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: maximumSize)
                            funding.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 40)
                            title.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 60)
                        }
                    }
                    """
                ]),
        ]
    }

    /// How far a style grows: its size at AX5 over its size at Large.
    static func growth(_ style: TextStyle) -> Double {
        DynamicType.pointSize(style, .accessibilityExtraExtraExtraLarge) / DynamicType.pointSize(style)
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .fontSizeCap, case .fontCap(let cap) = event.detail, let base = cap.base, base > 0 else { return nil }
            // A cap at or above the largest size the style reaches changes nothing; with the
            // style unknown, the style that grows least.
            let growth = cap.style.map(Self.growth) ?? TextStyle.allCases.map(Self.growth).min()!
            guard cap.maximum < 2 * base, cap.maximum < base * growth else { return nil }
            guard cap.maximum > base else {
                return context.finding(
                    at: event.location, "maximumPointSize \(Rect.format(cap.maximum)) is no larger than this \(Rect.format(base)) pt font: the text never grows"
                )
            }
            let percent = Int(roundedForDisplay: cap.maximum / base * 100)
            return context.finding(
                at: event.location,
                "maximumPointSize \(Rect.format(cap.maximum)) stops this \(Rect.format(base)) pt font at \(percent) % of its size, short of 200 %")
        }
    }
}
