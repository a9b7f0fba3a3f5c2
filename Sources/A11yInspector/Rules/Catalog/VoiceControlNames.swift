import Foundation

/// Voice Control users act by saying a control's name: it must be sayable and contain the
/// words they see.
struct VoiceControlNames: Rule {
    let metadata = RuleMetadata(
        id: "voice-control-names",
        title: "Voice Control users cannot say the control's name",
        rationale:
            "Voice Control users say \"Tap\" and the name they see. If the accessibility label does not contain the visible words (\"Buy\" shown, \"Purchase item\" as label), or the name has no words at all (\"+\", \"▶︎\"), they cannot activate the control by name and must fall back to numbers or a grid.",
        wcag: ["2.5.3", "4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["voice-control", "labels"],
        help:
            "Start the accessibility label with the visible text, or add what people will say to accessibilityUserInputLabels (SwiftUI: .accessibilityInputLabels).",
        sources: ["B ch9 L3859-3873", "B ch6 L1962", "seed rule #124"],
        summary: "a control's name does not contain its visible text, or has nothing to say (\"+\")",
        appleAuditTypes: [], nutritionLabels: [.voiceControl])

    var examples: [RuleExample] {
        [
            .xib(
                "The label does not contain the visible title", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="buy">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Buy"/>
                        <accessibility key="accessibilityConfiguration" label="Purchase this item"/>
                    </button>
                """),
            .xib(
                "Trap: Interface Builder's title \"Button\" left beside an icon that fills the button (needs review)", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="cancel">
                        <rect key="frame" x="20" y="100" width="40" height="40"/>
                        <inset key="imageEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                        <state key="normal" title="Button" image="xLine"/>
                        <accessibility key="accessibilityConfiguration" label="Cancel"/>
                    </button>
                """),
            .xib(
                "A title with nothing to say", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="add">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" title="+"/>
                    </button>
                """),
            .xib(
                "Trap: a symbol title code replaces through a dictionary of the buttons (`allButtons.forEach { (button, product) in button.setTitle(…) }`, ChatSecure's donation buttons); one it leaves keeps its symbol",
                .triggers(count: 1),
                outlets: ["smallButton": "small", "bigButton": "big", "giftButton": "gift"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var smallButton: UIButton!
                        @IBOutlet var bigButton: UIButton!
                        @IBOutlet var giftButton: UIButton!
                        var allButtons: [UIButton: Product] { [smallButton: .small, bigButton: .big] }
                        func refresh() {
                            allButtons.forEach { (button, product) in
                                button.setTitle("\\(product.emoji) \\(product.price)", for: .normal)
                            }
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="small">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" title="☕️"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="big">
                        <rect key="frame" x="80" y="100" width="44" height="44"/>
                        <state key="normal" title="🍺"/>
                    </button>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="gift">
                        <rect key="frame" x="140" y="100" width="44" height="44"/>
                        <state key="normal" title="🎁"/>
                    </button>
                """),
            .xib(
                "The label starts with the visible title", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="buy">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Buy"/>
                        <accessibility key="accessibilityConfiguration" label="Buy tickets for Paris"/>
                    </button>
                """),
            .xib(
                "Trap: a symbol title with an accessibility label", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="add">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <state key="normal" title="+"/>
                        <accessibility key="accessibilityConfiguration" label="Add"/>
                    </button>
                """),
            .xib(
                "Trap: a key cap's abbreviation whose label spells it out (\"Pg Up\", \"Page Up\"): needs review", .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pgup">
                        <rect key="frame" x="20" y="100" width="80" height="44"/>
                        <state key="normal" title="Pg Up"/>
                        <accessibility key="accessibilityConfiguration" label="Page Up"/>
                    </button>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let items = screen.simulation.voiceControl
        return items.compactMap { item -> Finding? in
            let node = screen.elements[item.index]
            guard node.element.userInputLabels.isEmpty else { return nil }
            // No name, or only an image name: label-missing-interactive and image-button-label report those.
            if let problem = item.problem, node.labelOrigin != .none, node.labelOrigin != .imageName {
                return context.finding(
                    node, in: screen, "Voice Control users cannot name this \(node.roleName.lowercased()): \(problem)",
                    confidence: node.confidence(unlessSetInCode: .accessibilityLabel, .text))
            }
            guard node.labelOrigin == .accessibilityLabel, let label = node.labelText,
                let visible = node.element.text?.literal?.trimmingCharacters(in: .whitespacesAndNewlines),
                visible.contains(where: { $0.isLetter || $0.isNumber }),
                !Self.normalized(label).contains(Self.normalized(visible))
            else { return nil }
            var confidence = node.confidence(unlessSetInCode: .accessibilityLabel, .text, .accessibilityUserInputLabels)
            // A key cap's abbreviation spelled out ("Pg Up" → "Page Up"): people read it as the
            // full name, and may say either.
            if confidence.isCertain, Self.abbreviates(visible, label) {
                confidence = .needsReview(
                    reason: "\"\(visible)\" abbreviates the label \"\(label)\": people who read the abbreviation as its full name say the label")
            } else if confidence.isCertain, node.element.image != nil, InterfaceLocalization.isXcodePlaceholder(visible) {
                // Interface Builder's "Button" left beside an image, which may fill the button.
                confidence = .needsReview(
                    reason: "\"\(visible)\" is the title Interface Builder gives a new button; beside the image it may have no room to show")
            }
            return context.finding(
                node, in: screen,
                "Voice Control users who say \"Tap \(visible)\" will not find this \(node.roleName.lowercased()): its label is \"\(label)\"",
                confidence: confidence)
        }
    }

    /// Whether each word of `short` abbreviates the label's word in the same place: it starts
    /// with the same letter and its letters come in the word's order ("Pg" of "Page", "Esc" of
    /// "Escape"); a one-letter word only abbreviates itself.
    static func abbreviates(_ short: String, _ label: String) -> Bool {
        let shortWords = normalized(short).split(separator: " "), labelWords = normalized(label).split(separator: " ")
        guard !shortWords.isEmpty, shortWords.count == labelWords.count, shortWords != labelWords else { return false }
        return zip(shortWords, labelWords).allSatisfy { s, l in
            if s == l { return true }
            guard s.count >= 2, s.count < l.count, s.first == l.first else { return false }
            var rest = l.dropFirst()[...]
            for c in s.dropFirst() {
                guard let i = rest.firstIndex(of: c) else { return false }
                rest = rest[rest.index(after: i)...]
            }
            return true
        }
    }

    static func normalized(_ s: String) -> String {
        s.lowercased().folding(options: [.diacriticInsensitive], locale: nil)
            .components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }.joined(separator: " ")
    }
}
