/// In a localized app, text people see comes from the strings tables.
struct NoHardcodedUIStrings: Rule {
    let metadata = RuleMetadata(
        id: "no-hardcoded-ui-strings",
        title: "User-visible text set in code without localization",
        rationale:
            "A localized app shows text from its strings tables in people's language. A literal set in code stays in the developer's language for everyone, and VoiceOver reads it with the wrong voice.",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .info,
        tags: ["localization"],
        help: "Use String(localized:) or NSLocalizedString(_:comment:) for text people see.",
        sources: ["B ch7 L2796-2830", "B ch7 L2830-2924", "seed rule #147"],
        summary: "literal text set in code in a localized app",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A literal title in a localized app", .needsReview(count: 1),
                [
                    "App/Checkout.swift":
                        "final class Checkout: UIViewController { @IBOutlet var pay: UIButton!; func setUp() { ↓pay.setTitle(\"Pay now\", for: .normal) } }",
                    "App/en.lproj/Localizable.strings": "\"checkout.pay\" = \"Pay now\";",
                ]),
            .code(
                "Interpolated literals whose words stay in English (a footer, an alert's title); trap: literals of values and signs only",
                .needsReview(count: 2),
                [
                    "App/PollView.swift": #"""
                    final class PollView: UIView {
                        let footerLabel = UILabel()
                        let countLabel = UILabel()
                        let handleLabel = UILabel()
                        func update(votes: Int, hours: Int, handle: String, title: String) {
                            ↓footerLabel.text = "\(votes) votes • Poll"
                            countLabel.text = "\(votes) / \(hours)h"
                            handleLabel.text = "@\(handle)"
                            let alert = ↓UIAlertController(title: "Vote for '\(title)'?", message: nil, preferredStyle: .alert)
                            _ = alert
                        }
                    }
                    """#,
                    "App/en.lproj/Localizable.strings": "\"checkout.pay\" = \"Pay now\";",
                ]),
            .code(
                "A literal accessibility hint VoiceOver reads in a localized app", .needsReview(count: 1),
                [
                    "App/EmojiCell.swift":
                        "final class EmojiCell: UICollectionViewCell { let imageView = UIImageView(); func setUp() { imageView.isAccessibilityElement = true; ↓imageView.accessibilityHint = \"emoji\" } }",
                    "App/en.lproj/Localizable.strings": "\"checkout.pay\" = \"Pay now\";",
                ]),
            .code(
                "An alert's literal button titles in a localized app; trap: a title looked up in the tables", .needsReview(count: 2),
                [
                    "App/Keyboard.swift": """
                    final class KeyboardPrompt: UIViewController {
                        func show() {
                            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                            alert.addAction(↓UIAlertAction(title: "Cancel", style: .cancel))
                            alert.addAction(↓UIAlertAction(title: "OK", style: .default) { _ in })
                            alert.addAction(UIAlertAction(title: NSLocalizedString("Retry", comment: ""), style: .default))
                            present(alert, animated: true)
                        }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": "\"Retry\" = \"Retry\";",
                ]),
            .code(
                "Context-menu items, a menu's title and a swipe action with literal titles in a localized app; trap: one looked up in the tables",
                .needsReview(count: 3),
                [
                    "App/PostMenu.swift": """
                    final class PostCell: UITableViewCell {
                        func menu() -> UIMenu {
                            let copy = ↓UIAction(title: "Copy link", image: UIImage(systemName: "link")) { _ in }
                            let share = UIAction(title: NSLocalizedString("post.share", comment: ""), image: nil) { _ in }
                            return ↓UIMenu(title: "Post", children: [copy, share])
                        }
                        func swipe() -> UIContextualAction {
                            ↓UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                        }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": "\"post.share\" = \"Share\";",
                ]),
            .code(
                "A literal passed to the app's SwiftUI view whose String property Text shows as it is (never looked up)", .needsReview(count: 1),
                Self.barButton(titleType: "String", marker: "↓")),
            .code(
                "Literals a view helper shows through a String parameter, one joined to a String with +, and a fallback after ??",
                .needsReview(count: 4),
                [
                    "App/ContactDetails.swift": """
                    struct ContactDetails: View {
                        let device: String
                        let nickname: String?
                        var body: some View {
                            VStack {
                                row(↓"Resource:", device)
                                row(↓"Client:", device)
                                Text(↓"Device: " + device)
                                Text(device + "\\n" + device)
                                Text(nickname ?? ↓"Unknown")
                                Text(nickname ?? "")
                                Text("Device \\(device)")
                                badge("count.title")
                            }
                        }
                        @ViewBuilder func row(_ key: String, _ value: String) -> some View {
                            HStack { Text(key); Text(value) }
                        }
                        func badge(_ key: LocalizedStringKey) -> some View { Text(key) }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": "\"count.title\" = \"Count\";",
                ]),
            .code(
                "Literals a view's own initializer takes as a String (unlabelled, and an optional footer) and shows as they are; trap: a String it never shows",
                .needsReview(count: 2),
                [
                    "App/Credentials.swift": """
                    struct NiceSection<C: View>: View {
                        var label: String
                        var footer: String?
                        var identifier: String
                        var content: () -> C
                        init(_ label: String, footer: String? = nil, identifier: String = "", @ViewBuilder _ content: @escaping () -> C) {
                            self.label = label
                            self.footer = footer
                            self.identifier = identifier
                            self.content = content
                        }
                        var body: some View {
                            VStack {
                                Text(label)
                                content()
                                if let footer { Text(footer) }
                            }
                            .accessibilityIdentifier(identifier)
                        }
                    }
                    struct CredentialsView: View {
                        var body: some View {
                            NiceSection(↓"Credentials", footer: ↓"The Safari extension also works here.", identifier: "credentials") { Text("settings.title") }
                        }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                ]),
            .code(
                "Literals given to a view's String property through a ternary, an interpolation, or shown upper-cased; a navigation title's fallback",
                .needsReview(count: 5),
                [
                    "App/Choice.swift": #"""
                    struct BigButton: View {
                        var title: String
                        var description: String
                        var body: some View { VStack { Text(title.uppercased()); Text(description) } }
                    }
                    struct ChoiceView: View {
                        let creating: Bool
                        let name: String?
                        var body: some View {
                            BigButton(title: creating ? ↓"Guided mode" : ↓"Guided replace", description: ↓"Manually \(creating ? "enter" : "edit") it.")
                                .navigationTitle(name ?? ↓"Loading...")
                            BigButton(title: creating ? ↓"Advanced" : "", description: "")
                        }
                    }
                    """#,
                    "App/en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";",
                ]),
            .code(
                "Trap: the view's property is a LocalizedStringKey, which Text looks up", .passes,
                Self.barButton(titleType: "LocalizedStringKey", marker: "")),
            .code(
                "Trap: an accessibility label looked up in the tables", .passes,
                [
                    "App/EmojiCell.swift":
                        "final class EmojiCell: UICollectionViewCell { let imageView = UIImageView(); func setUp() { imageView.accessibilityLabel = NSLocalizedString(\"emoji.label\", comment: \"\") } }",
                    "App/en.lproj/Localizable.strings": "\"emoji.label\" = \"Emoji\";",
                ]),
            .code(
                "Trap: an app with no strings tables is not localized", .passes,
                [
                    "App/Checkout.swift":
                        "final class Checkout: UIViewController { @IBOutlet var pay: UIButton!; func setUp() { pay.setTitle(\"Pay now\", for: .normal) } }"
                ]),
        ]
    }

    /// A SwiftUI bar button of the app whose `title` (of `titleType`) `Text` shows, given "Cancel".
    static func barButton(titleType: String, marker: String) -> [String: String] {
        [
            "App/Finder.swift": """
            struct TextBarButton: View {
                let title: \(titleType)
                let action: () -> Void
                var body: some View { Button(action: action) { Text(title) } }
            }
            struct FinderView: View {
                var body: some View {
                    List { Text("files.title") }
                        .toolbar { TextBarButton(title: \(marker)"Cancel") { } }
                }
            }
            """,
            "App/en.lproj/Localizable.strings": "\"files.title\" = \"Files\";",
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        guard project.isLocalized else { return [] }
        return project.code.events.filter { $0.kind == .userVisibleLiteral }.map {
            context.finding(
                at: $0.location, "\"\($0.detail)\" is shown or spoken without localization",
                confidence: .needsReview(reason: "the text may be a symbol, a brand name or not shown to people"))
        }
    }
}
