/// Text is not fully justified.
struct NoJustifiedText: Rule {
    let metadata = RuleMetadata(
        id: "no-justified-text",
        title: "Justified text",
        rationale:
            "Full justification stretches the spaces between words unevenly, making “rivers” of white space and a wall of text that people with dyslexia and other reading difficulties find hard to follow; WCAG 1.4.8 asks text not to be justified. It shows in text of more than one line (UIKit aligns the last line naturally).",
        wcag: ["1.4.8"], impact: .minor, defaultSeverity: .info,
        tags: ["typography", "cognitive", "dyslexia"],
        help: "Use natural alignment (textAlignment = .natural, Natural in Interface Builder) for paragraphs.",
        sources: ["B ch3 L681", "B ch12 L4328", "seed rule #88"],
        summary:
            "multi-line text justified in Interface Builder (alignment or an attributed paragraph style) or in code (`textAlignment`/`alignment = .justified`)",
        appleAuditTypes: [], nutritionLabels: [])

    /// A storyboard whose justified terms label is the controller's outlet `terms`.
    static let termsOnOutlet = RuleExample.storyboardXML(
        label: "Terms and conditions apply to every order you place.", labelAttributes: #"textAlignment="justified" numberOfLines="0""#
    )
    .replacingOccurrences(
        of: "</viewController>", with: #"<connections><outlet property="terms" destination="lbl-wel-cme" id="out-terms"/></connections></viewController>"#)

    var examples: [RuleExample] {
        [
            .code(
                "A multi-line label justified in Interface Builder", .triggers(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(
                        label: "Terms and conditions apply to every order you place.", labelAttributes: #"textAlignment="justified" numberOfLines="0""#)
                ]
            ).at("lbl-wel-cme"),
            .code(
                "A paragraph style justified in code", .triggers(count: 1),
                [
                    "App/Terms.swift": """
                    final class TermsView: UIView {
                        func configure() {
                            let style = NSMutableParagraphStyle()
                            ↓style.alignment = .justified
                            body.attributedText = NSAttributedString(string: terms, attributes: [.paragraphStyle: style])
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a one-line label (its only line is the last, aligned naturally), and a comparison", .passes,
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Total", labelAttributes: #"textAlignment="justified""#),
                    "App/Layout.swift": "final class Layout { func isJustified(_ label: UILabel) -> Bool { label.textAlignment == .justified } }",
                ]),
            .code(
                "A justified label code hides in one method and never shows again may be off the screen for good", .needsReview(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": Self.termsOnOutlet,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var terms: UILabel!
                        func fill(with order: Order) { terms.isHidden = true }
                    }
                    """,
                ]
            ).at("lbl-wel-cme"),
            .code(
                "A justified label hidden while a form fills, then shown by a helper that takes it as a parameter", .triggers(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": Self.termsOnOutlet,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var terms: UILabel!
                        func fill(with order: Order) { terms.isHidden = true }
                        func saved() { reveal(label: terms) }
                        func reveal(label: UILabel?) { label?.isHidden = false }
                    }
                    """,
                ]
            ).at("lbl-wel-cme"),
            .code(
                "A justified label hidden only when the order has no terms shows whenever it has some", .triggers(count: 1),
                [
                    "App/Base.lproj/Main.storyboard": Self.termsOnOutlet,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var terms: UILabel!
                        func fill(with order: Order) {
                            guard order.hasTerms else { terms.isHidden = true; return }
                        }
                    }
                    """,
                ]
            ).at("lbl-wel-cme"),
            .code(
                "Trap: code sets the outlet's alignment, so the storyboard's is not what shows", .passes,
                [
                    "App/Base.lproj/Main.storyboard": Self.termsOnOutlet,
                    "App/WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        @IBOutlet var terms: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            terms.textAlignment = .natural
                        }
                    }
                    """,
                ]),
        ]
    }

    /// Interface Builder's alignment, unless code sets it (or the attributed text carrying it):
    /// then the code events say what code sets.
    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            guard node.element.textAlignment == .justified, node.showsText, node.element.android == nil,
                node.role == .textArea || node.role == .staticText && node.element.numberOfLines != 1,
                node.element.provenance[.textAlignment] == nil, node.element.provenance[.attributedText] == nil
            else { return nil }
            return context.finding(
                node, in: screen, "\(node.roleName) text is justified", confidence: node.confidence(unlessSetInCode: .textAlignment, .attributedText))
        }
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.filter { $0.kind == .justifiedText }.map {
            context.finding(at: $0.location, "Text is justified here (\($0.detail) is given .justified alignment)")
        }
    }
}
