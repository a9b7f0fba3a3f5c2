/// Labels of controls are short names: capitalised, no closing period, at most ~40 characters.
struct LabelStyle: Rule {
    let metadata = RuleMetadata(
        id: "label-style",
        title: "Control label is too long, not capitalised, or ends with a period",
        rationale:
            "VoiceOver reads a control's label at every visit and Voice Control users speak it. Ideally it is one capitalised word (\"Play\", \"Like\") without a closing period, which changes VoiceOver's intonation; long content belongs in the value.",
        wcag: ["2.4.6"], impact: .minor, defaultSeverity: .info,
        tags: ["labels", "voiceover", "voice-control"],
        help:
            "Shorten the label to the action's name, start it with a capital letter and drop the final period; move changing content to the accessibility value.",
        sources: ["B ch6 L1931", "B ch11 L4080"],
        summary: "control label longer than 40 characters, not capitalised, or ending with a period",
        appleAuditTypes: [], nutritionLabels: [],
        options: [RuleOption(name: "max_length", defaultValue: 40, description: "Longest label, in characters, before it is reported.")])

    var examples: [RuleExample] {
        [
            .xib(
                "A long lower-case button title", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="long">
                        <rect key="frame" x="20" y="100" width="350" height="44"/>
                        <state key="normal" title="tap here to continue to the next step of the sign up process now"/>
                    </button>
                """),
            .xib(
                "A label ending with a period", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" image="tray" catalog="system"/>
                        <accessibility key="accessibilityConfiguration" label="Save."/>
                    </button>
                """),
            .xib(
                "Trap: brand names that start in lower case", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="cloud">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <state key="normal" title="iCloud Settings"/>
                    </button>
                """),
            .xib(
                "Trap: long static text is content, not a control label", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" text="your order ships within two business days of payment confirmation." id="info">
                        <rect key="frame" x="20" y="100" width="350" height="60"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "A short capitalised title", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Save"/>
                    </button>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let maxLength = Int(context.option("max_length"))
        return screen.reachable.compactMap { node in
            guard node.isInteractive, let label = node.labelText?.trimmingCharacters(in: .whitespacesAndNewlines),
                !label.isEmpty, node.labelOrigin == .accessibilityLabel || node.labelOrigin == .text
            else { return nil }
            var problems: [String] = []
            if label.count > maxLength { problems.append("is \(label.count) characters long (more than \(maxLength))") }
            if Self.startsLowercase(label) { problems.append("does not start with a capital letter") }
            if label.hasSuffix(".") && !label.hasSuffix("..") { problems.append("ends with a period") }
            guard !problems.isEmpty else { return nil }
            // A label view with a title and a subtitle is long by design: a judgement.
            if node.element.swiftUI.labelFromLabelView || node.labelOrigin == .combinedChildren {
                let shown = label.count > 50 ? String(label.prefix(47)) + "…" : label
                return context.finding(
                    node, in: screen, "\(node.roleName) label \"\(shown)\" " + problems.joined(separator: ", "),
                    confidence: .needsReview(
                        reason: "the label is read from several views (a title and a subtitle); moving the subtitle to a hint or value may be better"))
            }
            let shown = label.count > 50 ? String(label.prefix(47)) + "…" : label
            return context.finding(
                node, in: screen, "\(node.roleName) label \"\(shown)\" " + problems.joined(separator: ", "),
                confidence: node.confidence(unlessSetInCode: .accessibilityLabel, .text))
        }
    }

    /// "tap here" yes; "iCloud", "eBay", "3 items", "#1" no.
    static func startsLowercase(_ s: String) -> Bool {
        let chars = Array(s)
        guard let first = chars.first, first.isLetter, first.isLowercase else { return false }
        if chars.count > 1, chars[1].isUppercase { return false }
        return true
    }
}

import Foundation
