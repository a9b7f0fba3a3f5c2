/// Traits that contradict each other confuse what VoiceOver announces and how it acts.
struct TraitConflicts: Rule {
    let metadata = RuleMetadata(
        id: "trait-conflicts",
        title: "Element has conflicting accessibility traits",
        rationale:
            "Traits tell assistive technologies what an element is and how to operate it. A button that is also a link, an adjustable element that is also a button, or a control marked as static text is announced wrongly and may not be operable as people expect.",
        wcag: ["4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["traits", "voiceover"],
        help: "Keep one role per element: untick the trait that does not describe what the element does.",
        sources: ["B ch11 L4035", "seed rule #39"],
        summary:
            "button + link, adjustable + button, static text on a control, tab bar on a leaf (a view's default trait with one the app adds, `Text` + `.isButton` or a label's staticText Interface Builder keeps beside Link, is no conflict)",
        appleAuditTypes: [.trait], nutritionLabels: [.voiceOver])

    /// Pairs that cannot both be true of one element.
    static let conflicts: [(AccessibilityTraits, AccessibilityTraits, String)] = [
        (.button, .link, "a button navigates in place, a link goes elsewhere: pick one"),
        (.button, .adjustable, "an adjustable element is operated by swiping up and down, not by activating it"),
        (.link, .adjustable, "an adjustable element is operated by swiping up and down, not followed like a link"),
        (.staticText, .button, "static text is not interactive"),
        (.staticText, .link, "static text is not interactive"),
        (.staticText, .adjustable, "static text is not interactive"),
        (.searchField, .button, "a search field is edited, not pressed"),
    ]

    var examples: [RuleExample] {
        [
            .code(
                "A button class that makes every instance both a button and a link", .triggers(count: 1),
                ["App/LinkViewController.swift": Self.linkButton(condition: nil, argument: ".phone")]),
            .code(
                "A button class that makes the instances of one kind both a button and a link, made with that kind (`if self.linkType == .url`, made with `.url`)",
                .triggers(count: 1), ["App/LinkViewController.swift": Self.linkButton(condition: "self.linkType == .url", argument: ".url")]),
            .code(
                "Trap: traits an initializer writes only for one kind (`if self.linkType == .url`), on a button of another kind (`.phone`: SwissCovid's phone buttons), need review, naming the write",
                .needsReview(count: 1), ["App/LinkViewController.swift": Self.linkButton(condition: "self.linkType == .url", argument: ".phone")]),
            .code(
                "Trap: the same traits for a kind that data chooses (`linkType: contact.kind`) need review, naming the write",
                .needsReview(count: 1), ["App/LinkViewController.swift": Self.linkButton(condition: "self.linkType == .url", argument: "contact.kind")]),
            .xib(
                "A button that is also a link", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Read more"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" button="YES" link="YES"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "A button marked only as static text loses its button trait", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="buy">
                        <rect key="frame" x="20" y="100" width="80" height="44"/>
                        <state key="normal" title="Buy"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" staticText="YES"/>
                        </accessibility>
                    </button>
                """),
            .swiftUI(
                "Trap: text given the button trait (a subject that expands a header) keeps Text's default staticText, which the added trait replaces for VoiceOver",
                .passes,
                """
                struct HeaderSummary: View {
                    let expanded: Bool
                    var body: some View {
                        Group {
                            if expanded { Text("To: Ada, Grace") } else { Text("Quarterly report") }
                        }
                        .accessibilityAddTraits(.isButton)
                    }
                }
                """),
            .xib(
                "Trap: a label given the link trait in Interface Builder keeps the staticText IB writes for every label (siskin's \"add phone\" row)",
                .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="add phone" id="addPhone">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" link="YES" staticText="YES"/>
                        </accessibility>
                    </label>
                """),
            .xib(
                "Trap: a PIN pad key marked as a keyboard key and static text", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="key1">
                        <rect key="frame" x="20" y="100" width="80" height="80"/>
                        <state key="normal" title="1"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" keyboardKey="YES" staticText="YES"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "Trap: a countdown label that updates frequently", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0:59" id="timer">
                        <rect key="frame" x="20" y="100" width="100" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" staticText="YES" updatesFrequently="YES"/>
                        </accessibility>
                    </label>
                """),
            .xib(
                "A link styled as a button", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="terms">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Terms of Service"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" link="YES"/>
                        </accessibility>
                    </button>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.traitsAreKnown else { return nil }
            let traits = node.traits
            // A trait the view has by default (a text's staticText) that the app adds another to
            // (`.accessibilityAddTraits(.isButton)`, `traits.insert(.button)`) is the documented way
            // to change its role: VoiceOver announces the added one. Only traits set together clash.
            let defaults = node.defaults.traits
            let explicit = node.element.traits.inserted.union(node.element.traits.replacement ?? [])
            // Interface Builder writes the whole ticked set, the view's default included: a
            // label's staticText stays ticked when Link is ticked beside it. VoiceOver never
            // speaks staticText, so it announces the added trait alone.
            let keptStaticText = defaults.contains(.staticText) && node.element.traits.replacement?.contains(.staticText) == true
            let clashes = Self.conflicts.filter {
                traits.contains($0.0) && traits.contains($0.1)
                    && !(defaults.contains($0.0) && !explicit.contains($0.0) && explicit.contains($0.1))
                    && !(defaults.contains($0.1) && !explicit.contains($0.1) && explicit.contains($0.0))
                    && !($0.0 == .staticText && keptStaticText && explicit.contains($0.1))
            }
            var reasons = clashes.map { "\($0.0.uiKitNames[0]) + \($0.1.uiKitNames[0]): \($0.2)" }
            // A keyboard key (a PIN pad) is a role of its own; staticText on it is harmless.
            let explicitStaticText =
                !defaults.contains(.staticText)
                && (node.element.traits.replacement?.contains(.staticText) == true || node.element.traits.inserted.contains(.staticText))
            if node.isInteractive && explicitStaticText && !traits.contains(.keyboardKey)
                && !clashes.contains(where: { $0.0 == .staticText })
            {
                reasons.append("staticText on an interactive \(node.element.kind): VoiceOver will not announce it as something to activate")
            }
            if traits.contains(.tabBar) && node.isAccessibilityElement {
                reasons.append("tabBar belongs on a container whose isAccessibilityElement is false")
            }
            guard !reasons.isEmpty else { return nil }
            // Traits code writes in one branch of a test are the view's in that state only.
            let confidence: Confidence =
                node.element.traitsWrittenUnderCondition
                ? .needsReview(
                    reason:
                        "the traits are written under a condition (\(node.element.provenance[.accessibilityTraits]?.description ?? "")): the view has them in that state only"
                )
                : .certain
            return context.finding(node, in: screen, "Conflicting traits \(traits): " + reasons.joined(separator: "; "), confidence: confidence)
        }
    }

    /// A controller showing one `LinkButton` made with `argument`, whose initializer writes the
    /// link and button traits always (`condition` nil) or under `condition`.
    static func linkButton(condition: String?, argument: String) -> String {
        let write = "accessibilityTraits = [.link, .button]"
        let traits = condition.map { "if \($0) {\n            \(write)\n        }" } ?? write
        return """
            import UIKit

            final class LinkButton: UIButton {
                enum LinkType { case url, phone }
                private let linkType: LinkType
                init(linkType: LinkType = .url) {
                    self.linkType = linkType
                    super.init(frame: .zero)
                    titleLabel?.font = .preferredFont(forTextStyle: .body)
                    titleLabel?.adjustsFontForContentSizeCategory = true
                    \(traits)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            struct Contact { let kind: LinkButton.LinkType }

            final class LinkViewController: UIViewController {
                var contact: Contact!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Contact", comment: "")
                    ↓let callButton = LinkButton(linkType: \(argument))
                    callButton.setTitle(NSLocalizedString("Call us", comment: ""), for: .normal)
                    view.addSubview(callButton)
                }
            }
            """
    }
}
