/// What is on screen and can be used must reach assistive technologies.
struct VisibleNotHidden: Rule {
    let metadata = RuleMetadata(
        id: "visible-not-hidden",
        title: "Visible element is hidden from accessibility",
        rationale:
            "A control that is drawn and works for touch but is hidden from accessibility cannot be found or used with VoiceOver, Switch Control or Voice Control. Visible text hidden the same way is missing from what VoiceOver reads.",
        wcag: ["1.3.1", "4.1.2"], impact: .critical, defaultSeverity: .error,
        tags: ["hidden", "voiceover", "switch-control"],
        help: "Leave Accessibility Enabled on (isAccessibilityElement = true) for controls and meaningful text; hide only decorative or duplicated content.",
        sources: ["B ch11 L4240"],
        summary: "visible control (or text, needs review) with Accessibility Enabled off",
        appleAuditTypes: [.elementDetection], nutritionLabels: [.voiceOver, .voiceControl])

    /// A view that builds buttons it hides from accessibility.
    static let selectorView = """
        final class SelectorView: UIView {
            func setButtons() {
                let button = UIButton(type: .system)
                button.setTitle("A", for: .normal)
                button.isAccessibilityElement = false
                addSubview(button)
            }
        }
        """

    /// An empty secure text field that takes no touches: a canvas whose subviews code fills
    /// (screenshots leave a secure field's content out), not a control.
    static let shieldField = """
            <textField opaque="NO" userInteractionEnabled="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" id="shield">
                <rect key="frame" x="20" y="20" width="335" height="36"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                <accessibility key="accessibilityConfiguration">
                    <bool key="isElement" value="NO"/>
                </accessibility>
            </textField>
        """

    var examples: [RuleExample] {
        [
            .xib(
                "Trap: an empty secure field no one can touch, used as a screenshot shield, hidden from accessibility (TousAntiCovid)", .passes,
                Self.shieldField),
            .xib(
                "A button with Accessibility Enabled unticked", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="buy">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Buy"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="NO"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "A label hidden from accessibility may be duplicated elsewhere", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sold out" adjustsFontForContentSizeCategory="YES" id="status">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="NO"/>
                        </accessibility>
                    </label>
                """),
            .swiftUI(
                "A button inside a stack hidden from accessibility", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        HStack {
                            Image(systemName: "star")
                            ↓Button("Rate") { rate() }
                        }
                        .accessibilityHidden(true)
                    }
                }
                """),
            .swiftUI(
                "Trap: a hidden avatar that is a button only when the caller passes onTap, and this caller does not", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Avatar(name: "Ada")
                                .accessibilityHidden(true)
                            Text("Welcome back, Ada")
                        }
                    }
                }
                struct Avatar: View {
                    let name: String
                    var onTap: (() -> Void)?
                    var body: some View {
                        if let onTap {
                            Button { onTap() } label: { Image(systemName: "person.circle") }
                        } else {
                            Image(systemName: "person.circle")
                        }
                    }
                }
                """),
            .swiftUI(
                "The same avatar hidden where the caller passes onTap: the button is hidden", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Avatar(name: "Ada", onTap: { showProfile() })
                                ↓.accessibilityHidden(true)
                            Text("Welcome back, Ada")
                        }
                    }
                }
                struct Avatar: View {
                    let name: String
                    var onTap: (() -> Void)?
                    var body: some View {
                        if let onTap {
                            Button { onTap() } label: { Image(systemName: "person.circle") }
                        } else {
                            Image(systemName: "person.circle")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: two initializers whose action defaults to nil, not passed", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Avatar(name: "Ada").accessibilityHidden(true)
                    }
                }
                struct Avatar: View {
                    private let name: String
                    private let onTap: (() -> Void)?
                    init(name: String, onTap: (() -> Void)? = nil) {
                        self.name = name
                        self.onTap = onTap
                    }
                    init(initials: String, onTap: (() -> Void)? = nil) {
                        self.name = initials
                        self.onTap = onTap
                    }
                    var body: some View {
                        if onTap != nil {
                            Button { onTap?() } label: { Image(systemName: "person.circle") }
                        } else {
                            Image(systemName: "person.circle")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a hidden thumbnail whose Show button exists only with a blurhash; this caller passes none, and a trailing closure fills only closures",
                .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Thumbnail(url: "a.png") { Text("Loading") }.accessibilityHidden(true)
                    }
                }
                struct Thumbnail<Placeholder: View>: View {
                    let url: String
                    let blurhash: String?
                    let placeholder: () -> Placeholder
                    init(url: String, blurhash: String? = nil, @ViewBuilder placeholder: @escaping () -> Placeholder) {
                        self.url = url
                        self.blurhash = blurhash
                        self.placeholder = placeholder
                    }
                    var body: some View {
                        if let blurhash { Button("Show") { load(blurhash) } } else { placeholder() }
                    }
                }
                """),
            .code("A button hidden in a view built in code", .triggers(count: 1), ["SelectorView.swift": Self.selectorView]).at("button"),
            .code(
                "Trap: the same view, placed by a cell that makes itself one adjustable element", .needsReview(count: 1),
                [
                    "SelectorView.swift": Self.selectorView,
                    "ConditionCell.swift": """
                    final class ConditionCell: UITableViewCell {
                        private let selector = SelectorView()
                        override var isAccessibilityElement: Bool { get { true } set {} }
                        override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
                        func setUp() { contentView.addSubview(selector) }
                    }
                    """,
                ]
            ).at("button"),
            .xib(
                "Trap: made accessible again in code", .passes, outlets: ["buyButton": "buy"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var buyButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            buyButton.isAccessibilityElement = true
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="buy">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Buy"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="NO"/>
                        </accessibility>
                    </button>
                """),
            .xib(
                "Trap: a decorative image is hidden on purpose", .passes,
                """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="flourish" id="flourish">
                        <rect key="frame" x="20" y="100" width="100" height="20"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="NO"/>
                        </accessibility>
                    </imageView>
                """),
            .swiftUI(
                "Trap: a chip whose avatar (with its remove button) is hidden, the chip offering the same action to assistive technologies (Element X's selected users)",
                .passes, Self.selectedUserChip(offering: #".accessibilityActions { Button("Remove", action: remove) }"#)),
            .swiftUI(
                "A chip whose avatar (with its remove button) is hidden, the chip offering only a context menu, which is no accessibility action of its own",
                .triggers(count: 1), Self.selectedUserChip(offering: #".contextMenu { Button("Copy name") {} }"#, marked: true)),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            // A control inside a container hidden from accessibility (`.accessibilityHidden(true)`).
            if node.isVisible, node.isInteractive, node.isAccessibilityElement, !node.isReachable,
                let reason = node.unreachableReason, reason.hasPrefix("accessibilityElementsHidden"),
                !node.element.accessibilityElementsHidden
            {
                // An element around it that offers its own actions (`.accessibilityActions { Button(
                // "Remove", action: dismiss) }` on a chip whose avatar, with its remove button, is
                // hidden: Element X) gives the action another way.
                if screen.selfAndAncestors(of: node).dropFirst().contains(where: {
                    $0.isReachable && $0.element.customActions.contains(where: \.isAccessibilityAction)
                }) {
                    return nil
                }
                return context.finding(
                    node, in: screen, "\(node.roleName) is visible and can be tapped, but it is inside a view hidden from accessibility (\(reason))",
                    confidence: node.confidence(unlessSetInCode: .accessibilityElementsHidden, .isHidden))
            }
            guard node.isVisible, !node.isReachable, node.element.isAccessibilityElement == false,
                node.defaults.isElement, node.unreachableReason == "isAccessibilityElement is false"
            else { return nil }
            if let reason = node.runtimeUncertainty(.isAccessibilityElement, .accessibilityElements, .isEnabled, .isUserInteractionEnabled) {
                return context.finding(node, in: screen, "\(node.roleName) is visible but hidden from accessibility", confidence: .needsReview(reason: reason))
            }
            // An enclosing element whose label is computed in code may read this view's content.
            var ancestor = node.parentIndex
            while let a = ancestor {
                let container = screen.elements[a]
                // Inside a view its class makes one element (an adjustable row that cycles the
                // values its buttons set): the view is out of reach as any part of an element is,
                // and whether the element offers its action is grouped-children-actions' question.
                // Inside a component its creators place (a selector view a cell makes one
                // adjustable element): whether it is read depends on where it is placed.
                if let unread = container.element.unreadCode {
                    return context.finding(
                        node, in: screen, "\(node.roleName) is visible but hidden from accessibility",
                        confidence: .needsReview(reason: unread))
                }
                if case .code(let origin)? = container.element.provenance[.isAccessibilityElement], origin.how == .overriddenGetter {
                    return context.finding(
                        node, in: screen, "\(node.roleName) is visible but hidden from accessibility",
                        confidence: .needsReview(
                            reason: "\(container.element.displayName) decides in code whether it is one element (\(origin)), which its parts are then read into"
                        ))
                }
                if container.isAccessibilityElement, let origin = container.element.provenance[.accessibilityLabel] ?? container.label?.dynamicOrigin {
                    return context.finding(
                        node, in: screen, "\(node.roleName) is visible but hidden from accessibility",
                        confidence: .needsReview(
                            reason: "\(container.element.displayName) computes its accessibility label in code (\(origin)) and may read this content"))
                }
                ancestor = container.parentIndex
            }
            if node.isInteractive {
                return context.finding(
                    node, in: screen,
                    "\(node.roleName) is visible and can be tapped, but isAccessibilityElement is false: VoiceOver, Switch Control and Voice Control cannot reach it"
                )
            }
            guard let text = node.element.text?.literal, !text.isEmpty else { return nil }
            return context.finding(
                node, in: screen, "Visible text \"\(text)\" is hidden from accessibility",
                confidence: .needsReview(
                    reason: "hiding text is right only when the same information is read elsewhere (a grouped element, an accessibility value)"),
                severity: .warning)
        }
    }
}

extension VisibleNotHidden {
    /// A chip whose avatar, with its remove button, is hidden from accessibility; the chip,
    /// one element, then `offering` something.
    static func selectedUserChip(offering: String, marked: Bool = false) -> String {
        """
        struct SelectedUserChip: View {
            let name: String
            let remove: () -> Void
            var body: some View {
                VStack(spacing: 10) {
                    Circle().frame(width: 56, height: 56)
                        .overlay(alignment: .topTrailing) {
                            \(marked ? "↓" : "")Button(action: remove) { Image(systemName: "xmark.circle.fill") }
                        }
                        .accessibilityHidden(true)
                    Text(name).lineLimit(1)
                }
                .accessibilityElement(children: .combine)
                \(offering)
            }
        }
        """
    }
}
