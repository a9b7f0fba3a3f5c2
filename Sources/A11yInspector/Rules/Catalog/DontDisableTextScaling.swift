/// The text size people choose is the one they get.
struct DontDisableTextScaling: Rule {
    let metadata = RuleMetadata(
        id: "dont-disable-text-scaling",
        title: "Text size fixed or capped below 200 %",
        rationale:
            "People with low vision choose a larger text size in Settings. Code that forces one size (.dynamicTypeSize(.large), an overriding trait collection) takes that choice away; a range that stops early (...xxxLarge) keeps body text under the 200 % WCAG 1.4.4 asks for.",
        wcag: ["1.4.4"], impact: .serious, defaultSeverity: .error,
        tags: ["dynamic-type", "low-vision"],
        help:
            "Remove the override, or allow at least up to accessibility3 (body text at 40 pt, more than twice its 17 pt); where a layout cannot grow, change the layout at accessibility sizes instead (ViewThatFits, a vertical stack).",
        sources: ["B ch2 L341-345", "seed rule #85"],
        summary:
            "text held at one size (`.dynamicTypeSize(.large)`, `.environment(\\.sizeCategory, …)`, an overriding `UITraitCollection(preferredContentSizeCategory:)`, `traitOverrides`) or capped where body text stays under 200 % (`...xxxLarge`, `maximumContentSizeCategory`); limits on views with no text in sight need review; severity: warning for a cap",
        appleAuditTypes: [.dynamicType], nutritionLabels: [.largerText])

    /// Body text at Large, the default; WCAG 1.4.4 asks text to reach twice its size.
    static let bodySize = DynamicType.pointSize(.body)

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A balance held at Large", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack { Text("Balance"); Text(amount).font(.largeTitle) }↓.dynamicTypeSize(.large)
                    }
                }
                """),
            .swiftUI(
                "Trap: limits on views whose text, if any, is out of sight: the app's root, an icon button (element-x's map button), a size computed at run time",
                .needsReview(count: 2),
                """
                struct RootView: View {
                    @Environment(\\.dynamicTypeSize) private var size
                    var body: some View {
                        TabView { FeedView() }↓.dynamicTypeSize(.large)
                        Button { center() } label: { CompoundIcon(\\.locationNavigator) }↓.dynamicTypeSize(.large)
                        RoomCell().dynamicTypeSize(size < .accessibility1 ? size : .accessibility1)
                    }
                }
                """),
            .swiftUI(
                "Text capped at xxxLarge (body 23 pt, 135 %)", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View { Text("Balance")↓.dynamicTypeSize(...DynamicTypeSize.xxxLarge) }
                }
                """),
            .code(
                "A child controller given a fixed size category", .triggers(count: 1),
                [
                    "App/Container.swift": """
                    final class ContainerViewController: UIViewController {
                        func embed(_ child: UIViewController) {
                            setOverrideTraitCollection(↓UITraitCollection(preferredContentSizeCategory: .large), forChild: child)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a font made at the default category only to compute the user's scale (stepik-ios's analytics)", .passes,
                [
                    "App/Analytics.swift": """
                    final class Analytics {
                        func updateFontScale() {
                            let defaultBodyFont = UIFont.preferredFont(
                                forTextStyle: .body,
                                compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
                            )
                            let currentBodyFont = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection.current)
                            send(scale: currentBodyFont.pointSize / defaultBodyFont.pointSize)
                        }
                    }
                    """
                ]),
            .code(
                "A font made at a fixed category and given to a label fixes its size", .triggers(count: 1),
                [
                    "App/Banner.swift": """
                    final class Banner: UIView {
                        let title = UILabel()
                        func setUp() {
                            let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: ↓UITraitCollection(preferredContentSizeCategory: .large))
                            title.font = font
                            title.text = "Hello \\(font.pointSize)"
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a text style's size read at the default category is the base a custom font scales from", .passes,
                [
                    "App/Font+Brand.swift": """
                    extension Font.TextStyle {
                        var defaultSize: CGFloat {
                            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
                        }
                    }
                    extension Font {
                        static func brand(_ style: Font.TextStyle) -> Font { .custom("Brand", size: style.defaultSize, relativeTo: style) }
                    }
                    """
                ]),
            .swiftUI(
                "Trap: a cap above 200 %, a lower bound only, an icon, and previews at fixed sizes", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("Balance").dynamicTypeSize(...DynamicTypeSize.accessibility3)
                            Text("Note").dynamicTypeSize(.large...)
                            Image(systemName: "star").dynamicTypeSize(.large)
                        }
                    }
                }
                #Preview { ExampleView().environment(\\.dynamicTypeSize, .accessibility5) }
                struct ExampleView_Previews: PreviewProvider {
                    static var previews: some View { ExampleView().environment(\\.sizeCategory, .extraExtraExtraLarge) }
                }
                """),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.compactMap { event in
            guard event.kind == .textSizeLimit, case .textSize(let limit) = event.detail else { return nil }
            let upper = limit.sizes.upperBound
            let confidence: Confidence =
                limit.holdsText
                ? .certain
                : .needsReview(reason: "no text is in sight where the limit is set: the view may be an icon (1.4.4 is about text), or show text from elsewhere")
            if limit.sizes.lowerBound == upper {
                return context.finding(
                    at: event.location, "\(limit.api) fixes the text size here at \(upper.shortName), whatever size people choose", confidence: confidence)
            }
            let body = DynamicType.pointSize(.body, upper)
            guard body < 2 * Self.bodySize else { return nil }
            let percent = Int(roundedForDisplay: body / Self.bodySize * 100)
            return context.finding(
                at: event.location,
                "\(limit.api) stops the text at \(upper.shortName): body text reaches \(Rect.format(body)) pt, \(percent) % of its size, short of 200 %",
                confidence: confidence, severity: .warning)
        }
    }
}
