/// Controls inside an element are unreachable unless their actions are offered on it.
struct GroupedChildrenActions: Rule {
    let metadata = RuleMetadata(
        id: "grouped-children-actions",
        title: "Controls inside a grouped element cannot be used",
        rationale: "When a container is made one accessibility element, the buttons inside it are no longer reachable. Unless the container offers their actions as custom actions (or is adjustable for a slider), VoiceOver and Switch Control users cannot use them.",
        wcag: ["2.1.1", "4.1.2"], impact: .critical, defaultSeverity: .error,
        tags: ["grouping", "voiceover", "switch-control"],
        help: "Add a custom action for each control inside (accessibilityCustomActions, .accessibilityAction(named:)), or leave the controls as separate elements.",
        sources: ["B ch6 L2231-2253, L2498-2552", "seed rule #46"])

    var examples: [RuleExample] {
        [
            .xib("A card made one element hides its Like button", .triggers(count: 1), """
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
            .xib("Trap: the card offers the button's action in code", .passes, outlets: ["card": "card"],
                 swift: ["ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var card: UIView!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            card.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Like", target: self, selector: #selector(like))]
                        }
                    }
                    """], """
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
            .swiftUI("Trap: .combine offers the button as an action", .passes, """
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

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.element.isAccessibilityElement == true || node.element.childBehavior == .ignore,
                  node.customActions.isEmpty, !node.traits.contains(.adjustable),
                  !node.element.implementedActions.contains("activate") else { return nil }
            let hidden = screen.elements.filter { inner in
                inner.isVisible && inner.isInteractive && !inner.isReachable && inner.index != node.index
                    && screen.isDescendant(inner, of: node)
            }
            guard !hidden.isEmpty else { return nil }
            let names = hidden.prefix(3).map { Speech.spoken($0.label) ?? $0.element.displayName }.joined(separator: ", ")
            return context.finding(node, in: screen,
                "\(node.element.displayName) is one element, so the \(hidden.count == 1 ? "control" : "\(hidden.count) controls") inside it (\(names)) cannot be reached, and it offers no custom actions",
                confidence: node.confidence(unlessSetInCode: "accessibilityCustomActions", "isAccessibilityElement"))
        }
    }
}
