/// A Guided Access restriction must gate something.
struct GuidedAccessStateQueried: Rule {
    let metadata = RuleMetadata(
        id: "guided-access-state-queried",
        title: "Guided Access restriction that gates nothing",
        rationale:
            "A carer who denies “Delete” in the Guided Access options trusts that deleting is gone. The app learns of the choice only in guidedAccessRestriction(withIdentifier:didChange:) or by asking UIAccessibility.guidedAccessRestrictionState(forIdentifier:); an app that does neither offers a switch that changes nothing.",
        wcag: [], impact: .serious, defaultSeverity: .warning,
        tags: ["guided-access", "cognitive"],
        help:
            "Hide (better than disable) the feature when the restriction is denied: act on the new state in guidedAccessRestriction(withIdentifier:didChange:), or read UIAccessibility.guidedAccessRestrictionState(forIdentifier:) where the feature is shown, handling @unknown default.",
        sources: ["B ch7 L2772-2796", "seed rule #156"],
        summary:
            "`guidedAccessRestriction(withIdentifier:didChange:)` that does nothing while nothing calls `guidedAccessRestrictionState(forIdentifier:)`: denying a restriction changes nothing",
        appleAuditTypes: [], nutritionLabels: [])

    static let declaration = """
        var guidedAccessRestrictionIdentifiers: [String]? { ["com.example.delete"] }
        func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? { NSLocalizedString("Delete", comment: "") }
        """

    var examples: [RuleExample] {
        [
            .code(
                "The book's listing 7-5 as printed: every branch only a comment", .triggers(count: 1),
                [
                    "App/AppDelegate.swift": """
                    final class AppDelegate: UIResponder, UIApplicationDelegate, UIGuidedAccessRestrictionDelegate {
                        \(Self.declaration)
                        func ↓guidedAccessRestriction(withIdentifier restrictionIdentifier: String,
                                                     didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                            switch restrictionIdentifier {
                            case "com.example.delete":
                                if newRestrictionState == .deny {
                                    // remove delete feature
                                } else {
                                    // add delete feature
                                }
                            default:
                                preconditionFailure()
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the handler tells the screens, which observe it", .passes,
                [
                    "App/AppDelegate.swift": """
                    final class AppDelegate: UIResponder, UIApplicationDelegate, UIGuidedAccessRestrictionDelegate {
                        \(Self.declaration)
                        func guidedAccessRestriction(withIdentifier restrictionIdentifier: String,
                                                     didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                            NotificationCenter.default.post(name: .init(restrictionIdentifier), object: newRestrictionState == .allow)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: an empty handler, but the screen asks for the state when it appears", .passes,
                [
                    "App/AppDelegate.swift": """
                    final class AppDelegate: UIResponder, UIApplicationDelegate, UIGuidedAccessRestrictionDelegate {
                        \(Self.declaration)
                        func guidedAccessRestriction(withIdentifier restrictionIdentifier: String,
                                                     didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {}
                    }
                    """,
                    "App/ListViewController.swift": """
                    final class ListViewController: UIViewController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            switch UIAccessibility.guidedAccessRestrictionState(forIdentifier: "com.example.delete") {
                            case .allow: navigationItem.rightBarButtonItem = editButtonItem
                            case .deny: navigationItem.rightBarButtonItem = nil
                            @unknown default: navigationItem.rightBarButtonItem = nil
                            }
                        }
                    }
                    """,
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .guidedAccessStateQueried }) else { return [] }
        return events.compactMap { event in
            guard event.kind == .guidedAccessMember, case .guidedAccess(.stateChange(ignoresChange: true)) = event.detail else { return nil }
            return context.finding(
                at: event.location,
                "guidedAccessRestriction(withIdentifier:didChange:) does nothing, and nothing calls guidedAccessRestrictionState(forIdentifier:): a restriction people deny changes nothing"
            )
        }
    }
}
