/// A control whose state shows only in its look.
struct CustomControlValue: Rule {
    let metadata = RuleMetadata(
        id: "custom-control-value",
        title: "A control's state is shown only by its look",
        rationale:
            "A custom control that has a state (on or off, selected, favourite, expanded) must say so to assistive technologies: as a value, or as the selected or toggle trait. When only the image, its symbol variant or its colour changes, VoiceOver reads the same words in both states and its users cannot tell.",
        wcag: ["4.1.2", "1.3.1"], impact: .serious, defaultSeverity: .warning,
        tags: ["value", "traits", "voiceover"],
        help:
            "Say the state: .accessibilityValue(isOn ? \"On\" : \"Off\"), or .accessibilityAddTraits(isSelected ? .isSelected : []) (.isToggle for on/off controls, iOS 17), or a label that names the action for each state; or use a Toggle.",
        sources: ["seed rule #16", "B ch6 L2081-2083"],
        summary:
            "a control whose image, symbol variant or colour changes with a state while its label stays the same and no value or selected/toggle trait says the state",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A favourite button that only fills its star", .triggers(count: 1),
                """
                struct ExampleView: View {
                    @State private var isFavorite = false
                    var body: some View {
                        Button { isFavorite.toggle() } label: {
                            Image(systemName: isFavorite ? "star.fill" : "star")
                        }
                        ↓.accessibilityLabel("Favorite")
                    }
                }
                """),
            .swiftUI(
                "A bell whose symbol variant and colour follow the state, labelled by its text", .triggers(count: 1),
                """
                struct ExampleView: View {
                    @State private var subscribed = false
                    var body: some View {
                        ↓Button { subscribed.toggle() } label: {
                            Label("Notifications", systemImage: "bell")
                        }
                        .symbolVariant(subscribed ? .fill : .none)
                        .foregroundStyle(subscribed ? Color.accentColor : Color.secondary)
                    }
                }
                """),
            .swiftUI(
                "A choice in a list marked only by a checkmark that comes and goes: needs review", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    let options = ["Never", "Always"]
                    @State private var chosen = "Never"
                    var body: some View {
                        List {
                            ForEach(options, id: \\.self) { option in
                                ↓Button { chosen = option } label: {
                                    HStack {
                                        Text(option)
                                        Spacer()
                                        if option == chosen {
                                            Image(systemName: "checkmark")
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the same choice that says it is selected, and a row whose branch shows words", .passes,
                """
                struct ExampleView: View {
                    let options = ["Never", "Always"]
                    @State private var chosen = "Never"
                    @State private var isSyncing = false
                    var body: some View {
                        List {
                            ForEach(options, id: \\.self) { option in
                                Button { chosen = option } label: {
                                    HStack {
                                        Text(option)
                                        if option == chosen { Image(systemName: "checkmark") }
                                    }
                                }
                                .accessibilityAddTraits(option == chosen ? .isSelected : [])
                            }
                            Button { isSyncing.toggle() } label: {
                                HStack {
                                    Text("Sync")
                                    if isSyncing { Text("Syncing…") }
                                }
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the state is the value, or the selected trait, or the label changes with it", .passes,
                """
                struct ExampleView: View {
                    @State private var isFavorite = false
                    @State private var isMuted = false
                    @State private var isPinned = false
                    var body: some View {
                        VStack {
                            Button { isFavorite.toggle() } label: { Image(systemName: isFavorite ? "star.fill" : "star") }
                                .accessibilityLabel("Favorite")
                                .accessibilityValue(isFavorite ? "On" : "Off")
                            Button { isMuted.toggle() } label: { Image(systemName: isMuted ? "speaker.slash" : "speaker") }
                                .accessibilityLabel("Mute")
                                .accessibilityAddTraits(isMuted ? .isSelected : [])
                            Button { isPinned.toggle() } label: { Image(systemName: isPinned ? "pin.fill" : "pin") }
                                .accessibilityLabel(isPinned ? "Unpin" : "Pin")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the look follows the same condition as .disabled, which VoiceOver says (\"dimmed\")", .passes,
                """
                struct ExampleView: View {
                    let isFull: Bool
                    var body: some View {
                        Button { add() } label: { Image(systemName: "plus.circle") }
                            .accessibilityLabel("Add")
                            .foregroundStyle(isFull ? Color.gray : Color.accentColor)
                            .disabled(isFull)
                    }
                }
                """),
            .swiftUI(
                "Trap: a Toggle says on or off itself; an unlabelled symbol reads the symbol it shows", .passes,
                """
                struct ExampleView: View {
                    @State private var on = false
                    var body: some View {
                        VStack {
                            Toggle("Wi-Fi", isOn: $on)
                            Button { on.toggle() } label: { Image(systemName: on ? "wifi" : "wifi.slash") }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a style or a view whose flag the caller sets to a literal, or leaves at its default, is a variant, not a state", .passes,
                """
                struct CapsuleStyle: ButtonStyle {
                    let isProminent: Bool
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding().background(isProminent ? Color.blue : Color.gray)
                    }
                }
                struct ShareBar: View {
                    var inFeed: Bool = false
                    var body: some View {
                        Button("Share") { share() }.foregroundStyle(inFeed ? Color.secondary : Color.primary)
                    }
                }
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button("Cancel") { dismiss() }.buttonStyle(CapsuleStyle(isProminent: false))
                            ShareBar()
                        }
                    }
                }
                """),
            .swiftUI(
                "A view's flag its caller computes is a state", .triggers(count: 1),
                """
                struct ShareBar: View {
                    var shared: Bool = false
                    var body: some View {
                        ↓Button("Share") { share() }.foregroundStyle(shared ? Color.green : Color.primary)
                    }
                }
                struct ExampleView: View {
                    @State var done = false
                    var body: some View {
                        ShareBar(shared: done)
                    }
                }
                """),
        ]
    }

    /// `option == activeOption`, `isSelected`, `current`: a test of which of several is chosen,
    /// not of a fixed kind (a comparison with a case or a literal, `item.isGroup`).
    static func isSelectionTest(_ condition: String) -> Bool {
        let lower = condition.lowercased()
        if ["select", "chosen", "checked", "current", "active"].contains(where: lower.contains) { return true }
        let sides = condition.components(separatedBy: "==")
        guard sides.count == 2 else { return false }
        return sides.allSatisfy { side in
            let s = side.trimmingCharacters(in: .whitespaces)
            guard let first = s.first else { return false }
            return !(first == "." || first == "\"" || first.isNumber || ["true", "false", "nil"].contains(s))
        }
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        // The look of what each element takes in (its label's image), by the element.
        var mergedLooks: [Int: (condition: String, presence: Bool)] = [:]
        for part in screen.elements {
            if let into = part.mergedInto, mergedLooks[into] == nil, let look = part.element.swiftUI.lookDependsOn {
                mergedLooks[into] = (look, part.element.swiftUI.lookIsPresence)
            }
        }
        return screen.reachable.compactMap { node in
            guard node.isInteractive, ![.toggle, .slider, .stepper, .picker, .segmentedControl, .textField, .textArea, .searchField].contains(node.role),
                node.value == nil, node.traitsAreKnown, node.traits.isDisjoint(with: [.selected, .toggleButton, .adjustable]),
                node.element.traits.conditional.isEmpty,
                let label = node.label, label.literal?.isEmpty != true,
                [.accessibilityLabel, .text, .combinedChildren].contains(node.labelOrigin)
            else { return nil }
            // The look: the control's own, or that of what it shows (its label's image).
            let look =
                node.element.swiftUI.lookDependsOn.map { ($0, node.element.swiftUI.lookIsPresence) }
                ?? mergedLooks[node.index]
            // A look that follows `.disabled(…)` is said: VoiceOver reads "dimmed".
            guard let (condition, presence) = look, node.element.isEnabled, node.element.provenance[.isEnabled] == nil else { return nil }
            // A label set for VoiceOver from a value (`isPinned ? "Unpin" : "Pin"`) says the state.
            if label.literal == nil, node.labelOrigin == .accessibilityLabel { return nil }
            // Where the label comes from data, or an image comes and goes, only a choice among
            // several (`option == chosen`, `isSelected`) is a state; what kind of row it is
            // (`row.accessory == .disclosureIndicator`, `item.isGroup`) is not.
            if label.literal == nil || presence, !Self.isSelectionTest(condition) { return nil }
            // A label known only at run time may name the state; so may an image that comes and
            // goes (a row's checkmark may mark what the row is, not a state): they need review.
            let said = label.literal.map { "“\($0)”" } ?? "the same label"
            let name = node.roleName + (label.literal.map { " “\($0)”" } ?? "")
            var confidence = node.confidence(unlessSetInCode: .accessibilityValue, .accessibilityTraits, .accessibilityLabel)
            if label.literal == nil || presence {
                confidence = .needsReview(
                    reason: label.literal == nil
                        ? "its label is known only at run time and may say the state"
                        : "an image it shows only when \(condition) may mark what it is rather than a state")
            }
            return context.finding(
                node, in: screen,
                presence
                    ? "\(name) shows an image only when \(condition), but VoiceOver reads \(said) either way: the state is not said"
                    : "\(name) changes its look with \(condition), but VoiceOver reads \(said) either way: the state is not said",
                confidence: confidence)
        }
    }
}
