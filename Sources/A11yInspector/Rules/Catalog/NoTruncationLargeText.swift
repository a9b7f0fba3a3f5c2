/// Text that scales must have room to grow.
struct NoTruncationLargeText: Rule {
    let metadata = RuleMetadata(
        id: "no-truncation-large-text",
        title: "Scaling text limited to one line may be truncated",
        rationale:
            "Text that follows Dynamic Type grows up to three times its default size. Limited to one line, text whose length is not fixed (data, translations) is cut off with an ellipsis at large sizes, and its content is lost.",
        wcag: ["1.4.4", "1.4.10"], impact: .serious, defaultSeverity: .warning,
        tags: ["dynamic-type", "text"],
        help: "Allow more lines (lineLimit(nil), numberOfLines = 0), or change the layout at accessibility sizes (ViewThatFits, dynamicTypeSize checks).",
        sources: ["B ch8 L3216-3272", "seed rule #81"],
        summary: "scaling text from data limited to one line",
        appleAuditTypes: [.textClipped], nutritionLabels: [.largerText], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A title from data limited to one line", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    let title: String
                    var body: some View {
                        ↓Text(title)
                            .font(.headline)
                            .lineLimit(1)
                    }
                }
                """),
            .code(
                "A label built in code, on one line, with a font that scales and text from data", .needsReview(count: 1),
                [
                    "App/ProfileViewController.swift": """
                    import UIKit
                    final class ProfileViewController: UIViewController {
                        let ↓nameLabel = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            nameLabel.font = .preferredFont(forTextStyle: .headline)
                            nameLabel.adjustsFontForContentSizeCategory = true
                            nameLabel.numberOfLines = 1
                            nameLabel.text = UserDefaults.standard.string(forKey: "name")
                            view.addSubview(nameLabel)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a label built in code left at its default line count, and one on one line in its fixed default font", .passes,
                [
                    "App/ProfileViewController.swift": """
                    import UIKit
                    final class ProfileViewController: UIViewController {
                        let nameLabel = UILabel()
                        let handleLabel = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let name = UserDefaults.standard.string(forKey: "name")
                            nameLabel.font = .preferredFont(forTextStyle: .headline)
                            nameLabel.text = name
                            handleLabel.numberOfLines = 1
                            handleLabel.text = name
                            view.addSubview(nameLabel)
                            view.addSubview(handleLabel)
                        }
                    }
                    """
                ]),
            .swiftUI(
                "A stack's line limit reaches the texts from data inside it; one with a limit of its own keeps it", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    let name: String
                    let detail: String
                    var body: some View {
                        VStack(alignment: .leading) {
                            ↓Text(name).font(.headline)
                            Text(detail).font(.subheadline).lineLimit(3)
                        }
                        .lineLimit(1)
                    }
                }
                """),
            .swiftUI(
                "A short fixed word on one line", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Text("New")
                            .lineLimit(1)
                    }
                }
                """),
            .code(
                "SwiftUI: a name from data on one line, its font from a text style the view passes to the app's own modifier (Gem Wallet's `.textStyle(TextStyle(font: .body, …))`)",
                .needsReview(count: 1), Self.styledName(font: ".body", marked: true)),
            .code(
                "Trap: the style's font is fixed, so the text does not grow (a Dynamic Type finding, not this one)", .passes,
                Self.styledName(font: ".system(size: 15)", marked: false)),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            // SwiftUI's explicit `.lineLimit(1)`, and UIKit code's `numberOfLines = 1` (with a font
            // that scales: a label's default font is a fixed 17 pt); for Interface Builder, one line
            // is the default and whether text fits depends on its frame (the Dynamic Type engine's job).
            let origin = screen.screen.origin
            guard origin == .swiftUI || origin == .uiKitCode, node.role == .staticText,
                node.isVisible, node.showsText, node.element.numberOfLines == 1, let text = node.element.text,
                node.element.font?.scalesWithDynamicType ?? (origin == .swiftUI && node.element.font == nil)
            else { return nil }
            // A fixed space makes it a prediction, reported by text-fits-large-sizes.
            if TextFit.predict(node, in: screen) != nil { return nil }
            switch text {
            case .literal(let s) where s.count <= 20: return nil
            default: break
            }
            return context.finding(
                node, in: screen,
                "\(node.roleName) is limited to one line but its text \(text.isDynamic ? "comes from data" : "is long"): it will be truncated at large text sizes",
                confidence: .needsReview(reason: "whether the text fits depends on its length and the space around it"))
        }
    }
}

extension NoTruncationLargeText {
    /// A row whose name is styled through the app's `TextStyle` and its `.textStyle` modifier.
    static func styledName(font: String, marked: Bool) -> [String: String] {
        [
            "Style/TextStyle.swift": "import SwiftUI\n" + ExampleFixtures.swiftUITextStyle(),
            "App/AssetRow.swift": """
            import SwiftUI
            struct AssetRow: View {
                let name: String
                var body: some View {
                    \(marked ? "↓" : "")Text(name)
                        .textStyle(TextStyle(font: \(font), color: .primary))
                        .lineLimit(1)
                }
            }
            struct AssetsScreen: View {
                let names: [String]
                var body: some View { List(names, id: \\.self) { AssetRow(name: $0) } }
            }
            """,
        ]
    }
}
