import Foundation

/// Text aligns to the reading direction, not to the left edge.
struct NaturalAlignment: Rule {
    let metadata = RuleMetadata(
        id: "natural-alignment",
        title: "Text aligned left instead of natural",
        rationale:
            "Natural alignment follows the language: left in English, right in Arabic and Hebrew. Text aligned left stays left in right-to-left languages, away from where the reader's eye and VoiceOver's reading order start.",
        wcag: ["1.3.2"], impact: .moderate, defaultSeverity: .warning,
        tags: ["localization", "rtl"],
        help:
            "Set the alignment to Natural in Interface Builder, or textAlignment = .natural in code; keep .left only where the text must stay left in every language.",
        sources: ["seed rule #89", "B ch7 L2810-2828", "B ch12 L4328"],
        summary: "text aligned left instead of natural (certain only in apps with a right-to-left language)",
        appleAuditTypes: [], nutritionLabels: [], judgedProperties: [.textAlignment])

    /// A multi-line left-aligned label, outlet `status` of the scene's controller.
    static let statusOutletStoryboard = RuleExample.storyboardXML(label: "Your order is on its way", labelAttributes: #"numberOfLines="0""#)
        .replacingOccurrences(
            of: "</viewController>",
            with: #"<connections><outlet property="status" destination="lbl-wel-cme" id="out-status"/></connections></viewController>"#)

    /// A multi-line left-aligned label with the tag 2 and no outlet.
    static let taggedStoryboard = RuleExample.storyboardXML(label: "Your order is on its way", labelAttributes: #"numberOfLines="0" tag="2""#)

    var examples: [RuleExample] {
        let arabic = ["App/ar.lproj/Localizable.strings": "\"a\" = \"ب\";", "App/en.lproj/Localizable.strings": "\"a\" = \"b\";"]
        return [
            .code(
                "A left alignment in code in an app translated into Arabic; trap: a cell's legacy textLabel aligned left in a function that gives the cell a content configuration, whose text the cell shows instead (Mammoth's settings rows)",
                .triggers(count: 1),
                [
                    "App/Settings.swift": """
                    final class SettingsViewController: UITableViewController {
                        let note = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓note.textAlignment = .left
                            note.numberOfLines = 0
                            view.addSubview(note)
                        }
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                            cell.textLabel?.textAlignment = .left
                            var config = cell.defaultContentConfiguration()
                            config.text = NSLocalizedString("settings.sync", comment: "")
                            cell.contentConfiguration = config
                            return cell
                        }
                    }
                    """,
                    "App/en.lproj/Localizable.strings": "\"settings.sync\" = \"Sync\";",
                    "App/ar.lproj/Localizable.strings": "\"settings.sync\" = \"مزامنة\";",
                ]),
            .code(
                "A multi-line label aligned left in an app translated into Arabic", .triggers(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Your order is on its way", labelAttributes: #"numberOfLines="0""#)
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "Trap: a left-aligned label code hides while it fills the screen and never shows again may never be seen", .needsReview(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": Self.statusOutletStoryboard,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var status: UILabel!
                        func fill(with order: Order) { status.isHidden = true }
                    }
                    """,
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "textAlignment = .left in code, app translated into Hebrew", .triggers(count: 1),
                [
                    "App/Cell.swift": "final class Cell: UITableViewCell { func setUp() { ↓detail.textAlignment = .left } }",
                    "App/he.lproj/Localizable.strings": "\"a\" = \"ב\";", "App/en.lproj/Localizable.strings": "\"a\" = \"b\";",
                ]),
            .code(
                "Trap: code sets the attributed text of the label it aligned left, and of an outlet, whose paragraph styles decide the alignment",
                .needsReview(count: 2),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": Self.statusOutletStoryboard,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var status: UILabel!
                        private let message: UILabel = {
                            let label = UILabel()
                            ↓label.textAlignment = .left
                            return label
                        }()
                        func fill(with order: Order) {
                            status.attributedText = order.summary.styled()
                            message.attributedText = order.note.styled()
                        }
                    }
                    """,
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "An app translated only into left-to-right languages may add one later", .needsReview(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Your order is on its way", labelAttributes: #"textAlignment="left""#),
                    "App/fr.lproj/Localizable.strings": "\"a\" = \"b\";", "App/en.lproj/Localizable.strings": "\"a\" = \"b\";",
                ]
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "Trap: a storyboard label its controller finds by tag and aligns itself (`[self.view viewWithTag:2]`, iNaturalist's cells)",
                .needsReview(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": Self.taggedStoryboard,
                    "App/WelcomeViewController.m": """
                    @implementation WelcomeViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        UILabel *status = (UILabel *)[self.view viewWithTag:2];
                        status.textAlignment = NSTextAlignmentNatural;
                    }
                    @end
                    """,
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "Trap: the same in Swift (`if let status = view.viewWithTag(2) as? UILabel`)",
                .needsReview(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": Self.taggedStoryboard,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            if let status = view.viewWithTag(2) as? UILabel { status.textAlignment = .natural }
                        }
                    }
                    """,
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "A lookup of another tag than the label's leaves it as the file says", .triggers(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": Self.taggedStoryboard,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let other = view.viewWithTag(3) as! UILabel
                            other.textAlignment = .natural
                        }
                    }
                    """,
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "Trap: a storyboard in no .lproj folder shows its paragraph in the development language in every language (ChatSecure's purchase screen)",
                .needsReview(count: 1),
                arabic.merging([
                    "App/Purchase.storyboard": RuleExample.storyboardXML(label: "Feel good supporting indie software", labelAttributes: #"numberOfLines="0""#)
                ]) { a, _ in a }
            ).at("App/Purchase.storyboard:11"),
            .code(
                "The same file's label given a translated text by code through its outlet (green_ios's xibs outside .lproj folders) reads in the app's language: it stays left",
                .triggers(count: 1),
                arabic.merging([
                    "App/Purchase.storyboard": Self.statusOutletStoryboard,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var status: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            status.text = NSLocalizedString("order.status", comment: "")
                        }
                    }
                    """,
                ]) { a, _ in a }
            ).at("App/Purchase.storyboard:11"),
            .code(
                "Trap: a key's fingerprint in groups of hexadecimal digits is a code, not words", .needsReview(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "39146e6b d685f4b2 79073f22 b97bdb5d", labelAttributes: #"numberOfLines="0""#)
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "Trap: a field for a number or a code (“-1..3,7”) may be meant to stay left in every language", .needsReview(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "-1..3,7", labelAttributes: #"numberOfLines="0""#)
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "Trap: natural, centred and right-aligned text; an app with no translations", .passes,
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Hello", labelAttributes: #"textAlignment="natural""#),
                    "App/Base.lproj/Other.storyboard": RuleExample.storyboardXML(label: "Total", labelAttributes: #"textAlignment="center""#),
                    "App/Cell.swift": "final class Cell: UITableViewCell { func setUp() { price.textAlignment = .natural } }",
                ]) { a, _ in a }),
            .code(
                "Trap: an attributed text whose paragraph style is natural sets the label's alignment", .passes,
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "From Central • 2 transfers", labelAttributes: #"numberOfLines="0""#)
                        .replacingOccurrences(
                            of: #"<rect key="frame" x="20" y="100" width="353" height="21"/>"#,
                            with: #"""
                                <rect key="frame" x="20" y="100" width="353" height="21"/>
                                <attributedString key="attributedText"><fragment content="From Central • 2 transfers"><attributes>
                                    <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>
                                </attributes></fragment></attributedString>
                                """#)
                ]) { a, _ in a }),
            .code(
                "A note to localizers (userComments) is no attributed text: the label stays left", .triggers(count: 1),
                arabic.merging([
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Your order is on its way", labelAttributes: #"numberOfLines="0""#)
                        .replacingOccurrences(
                            of: #"<rect key="frame" x="20" y="100" width="353" height="21"/>"#,
                            with: #"""
                                <rect key="frame" x="20" y="100" width="353" height="21"/>
                                <attributedString key="userComments"><fragment content="Status of the order"/></attributedString>
                                """#)
                ]) { a, _ in a }
            ).at("App/Base.lproj/Main.storyboard:11"),
            .code(
                "Trap: code that mirrors the alignment itself by the layout direction", .passes,
                arabic.merging([
                    "App/Row.swift": """
                    final class MetricRow: UIView {
                        func update() {
                            switch traitCollection.layoutDirection {
                            case .rightToLeft: detail.textAlignment = .left
                            default: detail.textAlignment = .right
                            }
                            if effectiveUserInterfaceLayoutDirection == .rightToLeft { title.textAlignment = .left }
                        }
                    }
                    """
                ]) { a, _ in a }),
        ]
    }

    /// Setting a label's attributed text (a text field's default attributes) replaces its
    /// `textAlignment` with the paragraph style's ("assigning a new value updates the values in
    /// the font, textColor, and other style-related properties so that they reflect the style
    /// information starting at location 0", https://developer.apple.com/documentation/uikit/uilabel/attributedtext).
    static func restyled(_ write: SourceLocation) -> Confidence {
        .needsReview(
            reason:
                "code sets its attributed text (\(write.file.fileName):\(write.line)), whose paragraph style decides the alignment people see"
        )
    }

    /// A number, a range or a code rather than words (“-1..3,7”, “(TMS)”, “0.00”): one token
    /// with no lower-case letter.
    /// Groups of hexadecimal digits (“39146e6b d685f4b2 …”, a key's fingerprint) are one too.
    static func isCode(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        if !trimmed.contains(" ") && !trimmed.contains(where: \.isLowercase) { return true }
        let groups = trimmed.split(whereSeparator: \.isWhitespace)
        return groups.allSatisfy { group in group.allSatisfy(\.isHexDigit) && group.contains(where: \.isNumber) }
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        guard localization.isTranslated else { return [] }
        let review: Confidence = .needsReview(reason: "the app has no right-to-left language yet, where left alignment would show")
        var findings: [Finding] = []
        for interface in localization.interfaces {
            let translations = localization.tables.translations(serving: interface.path)
            guard !translations.isEmpty else { continue }
            let rtl = translations.filter(LanguageFacts.isRightToLeft)
            for text in interface.leftAligned {
                // A one-line label usually hugs its text, so its alignment shows only when it is stretched.
                let certain = !rtl.isEmpty && (text.view == .textField || text.lines != 1)
                var confidence: Confidence =
                    certain
                    ? .certain
                    : rtl.isEmpty ? review : .needsReview(reason: "a one-line label that hugs its text looks the same whatever its alignment")
                if confidence.isCertain, let write = text.outlets.lazy.compactMap({ localization.restyledByAttributes[$0]?.first }).first {
                    confidence = Self.restyled(write)
                }
                // A file outside every .lproj folder shows its own text in the development
                // language whatever the app's (base-internationalization says so): which side
                // that text should keep in a right-to-left layout is a designer's call. (Through an
                // outlet, code may give it a translated text: then it is the app's language.)
                if confidence.isCertain, !interface.isLocalized, text.outlets.isEmpty {
                    confidence = .needsReview(
                        reason:
                            "\(interface.path.fileName) is in no .lproj folder, so its text stays in the development language in every language: whether it should follow the right-to-left layout or its own language's direction is a designer's call"
                    )
                }
                if confidence.isCertain, let shown = text.text, Self.isCode(shown) {
                    confidence = .needsReview(
                        reason: "“\(shown)” is a code or a number, not words: values read left to right may be meant to stay left in every language")
                }
                let name = text.text.map { " “\($0)”" } ?? " \(text.objectID)"
                findings.append(
                    context.finding(
                        at: SourceLocation(file: interface.path, line: text.line),
                        "The \(text.view.name)\(name) is aligned left\(rtl.isEmpty ? "" : "; in \(rtl.joined(separator: ", ")) it stays left")",
                        confidence: confidence))
            }
        }
        for location in localization.leftAlignmentsInCode {
            let translations = localization.tables.translations(serving: location.file)
            guard !translations.isEmpty else { continue }
            let rtl = translations.filter(LanguageFacts.isRightToLeft)
            var confidence: Confidence = rtl.isEmpty ? review : .certain
            // The same view given an attributed text in the same file.
            if confidence.isCertain, let view = localization.leftAlignedViewsInCode[location],
                let write = localization.restyledByAttributes[view]?.first(where: { $0.file == location.file })
            {
                confidence = Self.restyled(write)
            }
            findings.append(
                context.finding(
                    at: location, "textAlignment = .left\(rtl.isEmpty ? "" : " stays left in \(rtl.joined(separator: ", "))")",
                    confidence: confidence))
        }
        return findings
    }
}
