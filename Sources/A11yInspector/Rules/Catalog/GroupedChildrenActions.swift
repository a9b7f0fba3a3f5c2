/// Controls inside an element are unreachable unless their actions are offered on it.
struct GroupedChildrenActions: Rule {
    let metadata = RuleMetadata(
        id: "grouped-children-actions",
        title: "Controls inside a grouped element cannot be used",
        rationale:
            "When a container is made one accessibility element, the buttons inside it are no longer reachable. Unless the container offers their actions as custom actions (or is adjustable for a slider), VoiceOver and Switch Control users cannot use them.",
        wcag: ["2.1.1", "4.1.2"], impact: .critical, defaultSeverity: .error,
        tags: ["grouping", "voiceover", "switch-control"],
        help:
            "Add a custom action for each control inside (accessibilityCustomActions, .accessibilityAction(named:)), or leave the controls as separate elements.",
        sources: ["B ch6 L2231-2253", "B ch6 L2498-2552", "seed rule #46"],
        summary: "controls inside an element made one (`isAccessibilityElement`, `.ignore`) that offers no custom actions",
        appleAuditTypes: [.parentChild], nutritionLabels: [.voiceOver, .voiceControl])

    var examples: [RuleExample] {
        [
            .xib(
                "A card made one element hides its Like button", .triggers(count: 1),
                """
                    ↓<view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="20" y="100" width="350" height="120"/>
                        <accessibility key="accessibilityConfiguration" label="Rob: Hello world">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                                <rect key="frame" x="20" y="170" width="60" height="44"/>
                                <state key="normal" title="Like"/>
                            </button>
                        </subviews>
                    </view>
                """),
            .xib(
                "Trap: the card offers the button's action in code", .passes, outlets: ["card": "card"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var card: UIView!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            card.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Like", target: self, selector: #selector(like))]
                        }
                    }
                    """
                ],
                """
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="20" y="100" width="350" height="120"/>
                        <accessibility key="accessibilityConfiguration" label="Rob: Hello world">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                                <rect key="frame" x="20" y="170" width="60" height="44"/>
                                <state key="normal" title="Like"/>
                            </button>
                        </subviews>
                    </view>
                """),
            .xib(
                "A subclass that extends the method making its superclass one element hides its button", .triggers(count: 1),
                swift: [
                    "Cards.swift": """
                    class Card: UIView {
                        override func awakeFromNib() { super.awakeFromNib(); setUpAccessibility() }
                        func setUpAccessibility() { isAccessibilityElement = true; accessibilityLabel = "Cases this week" }
                    }
                    final class ChartCard: Card {
                        override func setUpAccessibility() { super.setUpAccessibility(); accessibilityHint = \"Opens the chart\" }
                    }
                    """
                ],
                """
                    ↓<view contentMode="scaleToFill" id="card" customClass="ChartCard" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="20" y="100" width="350" height="120"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="share">
                                <rect key="frame" x="20" y="170" width="60" height="44"/>
                                <state key="normal" title="Share"/>
                            </button>
                        </subviews>
                    </view>
                """),
            .xib(
                "Trap: a subclass that replaces that method without calling super is a container (TousAntiCovid's key figure cells)", .passes,
                swift: [
                    "Cards.swift": """
                    class Card: UIView {
                        override func awakeFromNib() { super.awakeFromNib(); setUpAccessibility() }
                        func setUpAccessibility() { isAccessibilityElement = true; accessibilityLabel = "Cases this week" }
                    }
                    final class ChartCard: Card {
                        override func setUpAccessibility() {}
                    }
                    """
                ],
                """
                    <view contentMode="scaleToFill" id="card" customClass="ChartCard" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="20" y="100" width="350" height="120"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="share">
                                <rect key="frame" x="20" y="170" width="60" height="44"/>
                                <state key="normal" title="Share"/>
                            </button>
                        </subviews>
                    </view>
                """),
            .xib(
                "Trap: a cell made one button, whose one button covers it", .passes,
                """
                    <view contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0" y="100" width="350" height="60"/>
                        <accessibility key="accessibilityConfiguration" label="Server speed">
                            <accessibilityTraits key="traits" button="YES"/>
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="menu">
                                <rect key="frame" x="0" y="0" width="350" height="60"/>
                            </button>
                        </subviews>
                    </view>
                """),
            .xib(
                "Trap: a view made one element without the button trait, whose one button covers it (a radio row): a double tap still taps the button", .passes,
                """
                    <view contentMode="scaleToFill" id="radio">
                        <rect key="frame" x="0" y="100" width="350" height="60"/>
                        <accessibility key="accessibilityConfiguration" label="Weekly">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="select">
                                <rect key="frame" x="0" y="0" width="350" height="60"/>
                            </button>
                        </subviews>
                    </view>
                """),
            .code(
                "A cell made one button in code, with one button inside whose size is not known", .needsReview(count: 1),
                [
                    "ChoiceCell.swift": """
                    ↓final class ChoiceCell: UICollectionViewCell {
                        let titleLabel = UILabel()
                        let menuButton = UIButton()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            contentView.addSubview(titleLabel)
                            contentView.addSubview(menuButton)
                            menuButton.showsMenuAsPrimaryAction = true
                            isAccessibilityElement = true
                            accessibilityLabel = "Speed"
                            accessibilityTraits = .button
                        }
                    }
                    """
                ]),
            .xib(
                "A row made one element with its own tap gesture, holding one switch: the tap may do what the switch does", .needsReview(count: 1),
                """
                    ↓<view contentMode="scaleToFill" id="row">
                        <rect key="frame" x="0" y="100" width="350" height="60"/>
                        <accessibility key="accessibilityConfiguration" label="Save to diary">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" id="toggle">
                                <rect key="frame" x="290" y="115" width="51" height="31"/>
                            </switch>
                        </subviews>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="g1"/>
                        </connections>
                    </view>
                """, objects: #"<tapGestureRecognizer id="tap1"/>"#),
            .swiftUI(
                "A view made one element whose body is an if/else: its label stays its own, and its two buttons stay unreachable", .triggers(count: 1),
                """
                struct Preview: View {
                    let sensitive: Bool
                    var body: some View {
                        if sensitive {
                            HStack { Button("Show") { reveal() }; Button("Alt") { showAlt() } }
                        } else {
                            Image("photo")
                        }
                    }
                }
                struct Media: View {
                    var body: some View {
                        Preview(sensitive: isSensitive)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(NSLocalizedString("Photo", comment: ""))
                            ↓.onTapGesture { open() }
                    }
                }
                """),
            .swiftUI(
                "Trap: the actions come from the project's ViewModifier, passed to its own View extension that applies it when a flag holds (jami: a message bubble's Reply and Copy)",
                .passes,
                """
                \(RuleExample.conditionalModifierExtension)
                struct ActionModifier: ViewModifier {
                    let actionName: String
                    let action: () -> Void
                    func body(content: Content) -> some View {
                        content.accessibilityAction(named: Text(actionName)) { action() }
                    }
                }
                struct Bubble: View {
                    let canReply: Bool
                    var body: some View {
                        VStack {
                            Text("Hello")
                            Button("Reply") {}
                            Button("Copy") {}
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(Text("Message"))
                        .conditionalModifier(ActionModifier(actionName: "Reply", action: {}), apply: canReply)
                        .conditionalModifier(ActionModifier(actionName: "Copy", action: {}), apply: true)
                    }
                }
                """),
            .swiftUI(
                "Trap: .combine offers the button as an action", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        HStack {
                            Text("Mars")
                            Button("Favorite") { favorite() }
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
                """),
        ]
    }

    /// Whether a descendant's frame holds the element's centre (nil: a frame is not known).
    /// Frames are in the screen's coordinates.
    static func covers(_ child: ResolvedElement, centreOf parent: ResolvedElement) -> Bool? {
        guard let outer = parent.element.frame, let inner = child.element.frame else { return nil }
        let x = outer.x + outer.width / 2, y = outer.y + outer.height / 2
        return inner.x <= x && x <= inner.x + inner.width && inner.y <= y && y <= inner.y + inner.height
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.element.isAccessibilityElement == true || node.element.childBehavior == .ignore,
                node.customActions.isEmpty, !node.traits.contains(.adjustable),
                !node.element.implementedActions.contains(.activate)
            else { return nil }
            let hidden = screen.descendants(of: node).filter { inner in
                inner.isVisible && inner.isInteractive && !inner.isReachable
            }
            guard !hidden.isEmpty else { return nil }
            var confidence = node.confidence(unlessSetInCode: .accessibilityCustomActions, .isAccessibilityElement)
            // A double tap on an element that does not override accessibilityActivate() taps its
            // activation point, the centre of its frame (UIKit `accessibilityActivationPoint`):
            // an element holding one control reaches it when the control covers that point (a
            // cell-sized overlay button), whatever the element's traits say.
            if hidden.count == 1 {
                switch Self.covers(hidden[0], centreOf: node) {
                case true?: return nil
                case nil:
                    confidence = .needsReview(
                        reason: "activating \(node.element.displayName) taps its centre, which reaches the control inside if the control covers it")
                case false?: break
                }
                // The element answers a tap itself (a gesture recogniser, an action): a row
                // whose tap toggles its switch is the usual design, and activating the row taps it.
                if confidence.isCertain, node.element.hasAction || !node.element.gestureRecognizers.isEmpty {
                    confidence = .needsReview(reason: "\(node.element.displayName) responds to taps itself, which may do what the control inside does")
                }
            }
            let names = hidden.prefix(3).map { Speech.spoken($0.label) ?? $0.element.displayName }.joined(separator: ", ")
            return context.finding(
                node, in: screen,
                "\(node.element.displayName) is one element, so the \(hidden.count == 1 ? "control" : "\(hidden.count) controls") inside it (\(names)) cannot be reached, and it offers no custom actions",
                confidence: confidence)
        }
    }
}
