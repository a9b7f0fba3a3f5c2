/// What VoiceOver says when it lands on an element: label, value, trait phrases, then the
/// hint after a pause (seed B L2954: label ➤ value ➤ traits ➤ hint; B L1966 hint after a
/// pause; B L2235 "Actions available"). English phrases as VoiceOver speaks them on iOS 17;
/// see docs/voiceover.md for the source of each.
public struct Utterance: Sendable, Codable, Hashable {
    /// Spoken first, separated by VoiceOver's short pauses (written ", ").
    public var parts: [String]
    /// Spoken after a longer pause, unless the user turned hints off.
    public var hint: String?
    /// Custom actions exist: VoiceOver says "Actions available" after the hint.
    public var actionsAvailable: Bool

    public var text: String {
        var s = parts.isEmpty ? "(nothing is spoken)" : parts.joined(separator: ", ")
        if let hint { s += " … " + hint }
        if actionsAvailable { s += " … Actions available" }
        return s
    }
}

public enum Speech {
    public static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    public static let textEntryHint = "Double tap to edit."
    public static let switchHint = "Double tap to toggle setting."

    /// `position` is "n of m" for an element read as a tab (`Simulation.position`);
    /// `containers` what is said as focus enters or leaves a list or landmark
    /// (`ContainerAnnouncements`).
    /// `table` is what is said around a data table's cell (`DataTableSpeech`): its headers
    /// before the label, its place between label and value.
    public static func utterance(
        for node: ResolvedElement, position: String? = nil, containers: [String] = [],
        table: (before: [String], after: [String])? = nil
    ) -> Utterance {
        let traits = node.traits
        let isSwitch = isSwitchButton(node)
        var parts: [String]
        if let table {
            parts = table.before + description(of: node, withValue: false) + table.after
            if !isSwitch, let value = spoken(node.value) { parts.append(value) }
        } else {
            parts = description(of: node, withValue: !isSwitch)
        }
        if traits.contains(.notEnabled) { parts.append("Dimmed") }
        parts += controlWords(node, isTab: position != nil)
        if node.element.isSecureTextEntry && node.role.isTextInput {
            parts.append("Secure text field")
        } else if (node.role == .textField || node.role == .textArea) && node.isInteractive {
            parts.append("Text field")
        }
        if traits.contains(.header) { parts.append("Heading") }
        if traits.contains(.link) { parts.append("Link") }
        if traits.contains(.adjustable) { parts.append("Adjustable") }
        if traits.contains(.image) { parts.append("Image") }
        if traits.contains(.searchField) { parts.append("Search field") }
        if let position { parts.append(position) }
        parts += containers

        var hint = spoken(node.hint)
        if hintInPlaceOfLabel(node) != nil {
            hint = nil
        } else if hint == nil && !traits.contains(.notEnabled) {
            if isSwitch {
                hint = switchHint
            } else if traits.contains(.adjustable) {
                hint = adjustableHint
            } else if (node.role == .textField || node.role == .textArea) && node.isInteractive {
                hint = textEntryHint
            }
        }
        // "If the description is empty, use the hint as the description."
        if parts.isEmpty, let h = hint { return Utterance(parts: [h], hint: nil, actionsAvailable: !node.customActions.isEmpty) }
        return Utterance(parts: parts, hint: hint, actionsAvailable: !node.customActions.isEmpty)
    }

    /// "Selected", the label (or the hint in its place), the value.
    static func description(of node: ResolvedElement, withValue: Bool) -> [String] {
        var parts: [String] = []
        if node.traits.contains(.selected) { parts.append("Selected") }
        if node.labelOrigin == .imageName, let image = node.element.image, image.isSystemSymbol {
            // VoiceOver speaks an SF Symbol's own description when it has one.
            parts.append(image.isDynamic ? "‹SF Symbol from \(image.name)›" : "‹SF Symbol \(image.name)›")
        } else if let label = spoken(node.label) {
            parts.append(label)
        } else if let hint = hintInPlaceOfLabel(node) {
            parts.append(hint)
        }
        if withValue, let value = spoken(node.value) { parts.append(value) }
        return parts
    }

    /// What kind of control it is: a switch with its state, a toggle, a tab, a button.
    static func controlWords(_ node: ResolvedElement, isTab: Bool) -> [String] {
        let traits = node.traits
        if isSwitchButton(node) {
            // Observed on iOS 18.5 simulator (AccessibilitySnapshot reference snapshots): a view
            // given the switch-button trait says "Switch button" only when it also has the
            // button trait; its state is said either way.
            let name = node.role == .toggle || traits.contains(.button) ? ["Switch button"] : []
            return name + (switchState(node).map { [$0] } ?? [])
        }
        if traits.contains(.toggleButton) { return ["Toggle button"] }
        // A navigation bar's back button (observed on iOS 18.5 simulator, AccessibilitySnapshot
        // reference snapshots, `testNavBarBackButtonTraits…`: "First. Back Button.").
        if traits.contains(.backButton) { return ["Back Button"] }
        // In a tab bar, "Tab" replaces "Button".
        if node.role == .tab || isTab { return ["Tab"] }
        if traits.contains(.button) && !traits.contains(.keyboardKey) { return ["Button"] }
        return []
    }

    static func isSwitchButton(_ node: ResolvedElement) -> Bool {
        node.role == .toggle || node.traits.contains(.switchButton)
    }

    /// A switch's state: a `UISwitch`'s own; for a view with the switch-button trait, its value,
    /// "1", "0" and "2" read as on, off and mixed (observed on iOS 18.5 simulator,
    /// AccessibilitySnapshot reference snapshots), any other value as it is.
    static func switchState(_ node: ResolvedElement) -> String? {
        guard let value = spoken(node.value) else { return nil }
        guard node.role != .toggle else { return value }
        return ["1": "on", "0": "off", "2": "mixed"][value] ?? value
    }

    /// With no label and no value, VoiceOver reads the app's hint where the label would be
    /// ("Hint, Adjustable") and not again after the pause; its own default hints are not moved.
    /// Observed on iOS 18.5 simulator (AccessibilitySnapshot reference snapshots,
    /// `testDescriptionEdgeCases`).
    static func hintInPlaceOfLabel(_ node: ResolvedElement) -> String? {
        guard spoken(node.label) == nil, spoken(node.value) == nil else { return nil }
        if node.labelOrigin == .imageName, node.element.image?.isSystemSymbol == true { return nil }
        return spoken(node.hint)
    }

    /// A literal as is; a value only known at run time as ‹set in File.swift:12›.
    static func spoken(_ value: TextValue?) -> String? {
        switch value {
        case .literal(let s)?:
            let t = s.trimmingCharacters(in: .whitespacesAndNewlines)
            return t.isEmpty ? nil : t
        case .dynamic(let origin)?:
            return origin.spoken
        case nil:
            return nil
        }
    }
}

import Foundation
