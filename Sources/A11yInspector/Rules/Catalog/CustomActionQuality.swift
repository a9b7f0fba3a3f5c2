import Foundation

/// Custom actions have short names of their own.
struct CustomActionQuality: Rule {
    let metadata = RuleMetadata(
        id: "custom-action-quality",
        title: "Custom action without a usable name",
        rationale:
            "VoiceOver lists an element's custom actions in its Actions rotor by name, and Voice Control and Switch Control offer them by name too. An empty name is read as nothing, two actions with the same name cannot be told apart, and a name that describes a gesture (“Double tap to delete”) does not say what the action does and is wrong for people who do not use VoiceOver.",
        wcag: ["4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["actions", "voiceover", "switch-control"],
        help: "Name each custom action with a short, distinct phrase that says what it does (“Delete”, “Like, 12”).",
        sources: [
            "seed rule #57",
            "Apple: UIAccessibilityCustomAction",
        ],
        summary:
            "custom actions with an empty name, two with the same name, or a name that describes a gesture (“Double tap to delete”); severity: info for a gesture name",
        appleAuditTypes: [.action], nutritionLabels: [.voiceOver, .voiceControl])

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A row with an empty action name and two actions named alike", .triggers(count: 2),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("Trip to Lisbon")
                                ↓.accessibilityAction(named: "") { archive() }
                            Text("Trip to Porto")
                                .accessibilityAction(named: "Delete") { delete() }
                                ↓.accessibilityAction(named: "Delete") { deleteAll() }
                        }
                    }
                }
                """),
            .swiftUI(
                "An action named after the gesture", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        Text("Trip to Lisbon")
                            ↓.accessibilityAction(named: "Double tap to archive") { archive() }
                    }
                }
                """),
            .swiftUI(
                "Trap: distinct short names, one with a count, and a computed name", .passes,
                """
                struct ExampleView: View {
                    let likes: Int
                    var body: some View {
                        Text("Trip to Lisbon")
                            .accessibilityAction(named: "Like, 12") { like() }
                            .accessibilityAction(named: "Share") { share() }
                            .accessibilityAction(named: Text(likes == 1 ? "Unlike" : "Like")) { like() }
                            .accessibilityAction(named: "Tap Water Stations") { showStations() }
                    }
                }
                """),
        ]
    }

    /// A name that tells the gesture, not the action.
    static let gestureName = #"(?i)^(double[- ]?tap|tap|swipe|click|press)\b.*\bto\b"#

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for node in screen.elements where node.element.android == nil && (node.isReachable || node.mergedInto != nil) {
            let names = node.customActions.compactMap(\.name)
            guard !names.isEmpty else { continue }
            let confidence = node.confidence(unlessSetInCode: .accessibilityCustomActions)
            if names.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
                findings.append(
                    context.finding(
                        node, in: screen, "A custom action of \(node.element.displayName) has an empty name: the Actions rotor reads nothing for it",
                        confidence: confidence))
            }
            var seen: [String: Int] = [:]
            for name in names where !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                seen[name.lowercased().trimmingCharacters(in: .whitespacesAndNewlines), default: 0] += 1
            }
            for name in seen.keys.sorted() where seen[name]! > 1 {
                findings.append(
                    context.finding(
                        node, in: screen,
                        "\(seen[name]!) custom actions of \(node.element.displayName) are named “\(names.first { $0.lowercased().trimmingCharacters(in: .whitespacesAndNewlines) == name }!)”: people cannot tell them apart",
                        confidence: confidence))
            }
            for name in names where name.range(of: Self.gestureName, options: .regularExpression) != nil {
                findings.append(
                    context.finding(
                        node, in: screen, "Custom action “\(name)” names a gesture; name what it does instead", confidence: confidence, severity: .info))
            }
        }
        return findings
    }
}
