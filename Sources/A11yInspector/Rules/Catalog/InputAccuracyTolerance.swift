/// Ordinary text fields keep autocorrection.
struct InputAccuracyTolerance: Rule {
    let metadata = RuleMetadata(
        id: "input-accuracy-tolerance",
        title: "Autocorrection turned off on an ordinary text field",
        rationale:
            "Autocorrection and spelling suggestions catch the typing mistakes that people with tremors, dyslexia or low vision make more often, and let them accept a word instead of typing it. Turned off on a field for ordinary text, every slip stays in, and people must find and fix it themselves. It belongs off only where exact text is expected: addresses, codes, user names, passwords, searches.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["forms", "text-input", "motor", "cognitive"],
        help:
            "Leave autocorrection on (remove .autocorrectionDisabled() / autocorrectionType = .no) for fields of ordinary text; keep it off for addresses, codes, user names and passwords, and set their textContentType.",
        sources: ["seed rule #164"],
        summary:
            "autocorrection turned off (`.autocorrectionDisabled()`, `autocorrectionType = .no`) on a text field that nothing marks as taking addresses, codes, names or passwords",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A review's text field with autocorrection off", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    @State private var review = ""
                    var body: some View {
                        TextField("Your review", text: $review, axis: .vertical)
                            ↓.autocorrectionDisabled()
                    }
                }
                """),
            .code(
                "A comment box in UIKit", .needsReview(count: 1),
                [
                    "App/CommentViewController.swift": """
                    final class CommentViewController: UIViewController {
                        private let commentView = UITextView()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓commentView.autocorrectionType = .no
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a name field made by a closure", .passes,
                [
                    "App/ProfileHeader.swift": """
                    final class ProfileHeader: UIView {
                        let nameTextField: UITextField = {
                            let textField = UITextField()
                            textField.autocorrectionType = .no
                            return textField
                        }()
                    }
                    """
                ]),
            .swiftUI(
                "Trap: an e-mail field, a user name, a search, a secure field, and a content type set after the modifier", .passes,
                """
                struct ExampleView: View {
                    @State private var email = ""
                    @State private var handle = ""
                    @State private var query = ""
                    @State private var secret = ""
                    @State private var alias = ""
                    var body: some View {
                        VStack {
                            TextField("Email", text: $email).keyboardType(.emailAddress).autocorrectionDisabled()
                            TextField("@", text: $handle).autocorrectionDisabled()
                            TextField("Find a trip", text: $query).autocorrectionDisabled()
                            SecureField("Password", text: $secret).autocorrectionDisabled()
                            TextField("Notes", text: $query).autocorrectionDisabled(false)
                            TextField("", text: $alias).autocorrectionDisabled().textContentType(.URL)
                        }
                    }
                }
                """),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.filter { $0.kind == .autocorrectionOff }.map {
            context.finding(
                at: $0.location, "Autocorrection is turned off for \($0.detail), which nothing marks as taking addresses, codes, names or passwords",
                confidence: .needsReview(reason: "the field may take text that must be typed exactly (a code, an identifier)"))
        }
    }
}
