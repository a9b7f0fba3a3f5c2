/// The app's own Guided Access restrictions reach the options sheet, complete and readable.
struct GuidedAccessRestrictions: Rule {
    let metadata = RuleMetadata(
        id: "guided-access-restrictions",
        title: "Guided Access restrictions incomplete or out of reach",
        rationale:
            "Guided Access lets a parent, teacher or carer lock an app down for someone easily confused by new things or who touches things by accident. An app can offer its own restrictions (deleting, settings, purchases) in the Guided Access options, but iOS asks only the app delegate for them, shows each one's title and description, and shows them in the language of the device.",
        wcag: [], impact: .moderate, defaultSeverity: .warning,
        tags: ["guided-access", "cognitive", "hig"],
        help:
            "Adopt UIGuidedAccessRestrictionDelegate on the app delegate; give each restriction a unique identifier, a short localized title (textForGuidedAccessRestriction(withIdentifier:)) and a localized description (detailTextForGuidedAccessRestriction(withIdentifier:)).",
        sources: [
            "B ch7 L2688-2770", "seed rule #155",
            "Apple: UIGuidedAccessRestrictionDelegate",
        ],
        summary:
            "`UIGuidedAccessRestrictionDelegate` on a type that is not the app delegate (iOS never asks it), a restriction identifier listed twice, no `detailTextForGuidedAccessRestriction`, an empty title; literal titles in a translated app (*needs review*); severity: info for a missing description",
        appleAuditTypes: [], nutritionLabels: [])

    static let appDelegate = """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

    var examples: [RuleExample] {
        [
            .code(
                "A view controller adopts the delegate: iOS never asks it", .triggers(count: 1),
                [
                    "App/AppDelegate.swift": Self.appDelegate
                        + "\nextension AppDelegate { func showSettings() { window?.rootViewController = SettingsViewController() } }",
                    "App/SettingsViewController.swift": """
                    ↓final class SettingsViewController: UIViewController, UIGuidedAccessRestrictionDelegate {
                        var guidedAccessRestrictionIdentifiers: [String]? { ["com.example.settings"] }
                        func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? { "Settings" }
                        func detailTextForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? { "Allow changing settings" }
                        func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                            settingsButton.isHidden = newRestrictionState == .deny
                        }
                    }
                    """,
                ]),
            .code(
                "No description, and an identifier listed twice", .triggers(count: 2),
                [
                    "App/AppDelegate.swift": """
                    ↓final class AppDelegate: UIResponder, UIApplicationDelegate, UIGuidedAccessRestrictionDelegate {
                        var ↓guidedAccessRestrictionIdentifiers: [String]? { ["com.example.delete", "com.example.delete"] }
                        func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? {
                            NSLocalizedString("Delete", comment: "Guided Access restriction")
                        }
                        func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                            Store.shared.deletingAllowed = newRestrictionState == .allow
                        }
                    }
                    """
                ]),
            .code(
                "Titles written in English in a translated app", .needsReview(count: 2),
                [
                    "App/AppDelegate.swift": Self.appDelegate,
                    "App/AppDelegate+GuidedAccess.swift": """
                    extension AppDelegate: UIGuidedAccessRestrictionDelegate {
                        var guidedAccessRestrictionIdentifiers: [String]? { Restriction.allCases.map(\\.rawValue) }
                        func ↓textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? {
                            switch Restriction(rawValue: restrictionIdentifier) {
                            case .settings: return "Settings"
                            default: return "Delete"
                            }
                        }
                        func ↓detailTextForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? {
                            "Allow this feature"
                        }
                        func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                            NotificationCenter.default.post(name: .restrictionsChanged, object: nil)
                        }
                    }
                    """,
                    "App/fr.lproj/Localizable.strings": "\"Cancel\" = \"Annuler\";",
                ]),
            .code(
                "Trap: the book's listing, in an extension of the app delegate in another file", .passes,
                [
                    "App/AppDelegate.swift": Self.appDelegate,
                    "App/AppDelegate+GuidedAccess.swift": """
                    extension AppDelegate: UIGuidedAccessRestrictionDelegate {
                        var guidedAccessRestrictionIdentifiers: [String]? { Restriction.allCases.map { $0.rawValue } }
                        func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? {
                            Restriction(rawValue: restrictionIdentifier)?.title
                        }
                        func detailTextForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? {
                            Restriction(rawValue: restrictionIdentifier)?.detail
                        }
                        func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                            NotificationCenter.default.post(name: NSNotification.Name(rawValue: restrictionIdentifier), object: newRestrictionState == .allow)
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a delegate declared outside the audited Swift may be the app delegate", .needsReview(count: 1),
                [
                    "App/AppDelegate+GuidedAccess.swift": """
                    ↓extension LegacyAppDelegate: UIGuidedAccessRestrictionDelegate {
                        var guidedAccessRestrictionIdentifiers: [String]? { ["com.example.purchases"] }
                        func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? { title(for: restrictionIdentifier) }
                        func detailTextForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? { detail(for: restrictionIdentifier) }
                        func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                            Purchases.allowed = newRestrictionState == .allow
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for adopter in GuidedAccessAdopter.all(in: project) {
            if adopter.isAppDelegate != true {
                let confidence: Confidence =
                    adopter.isAppDelegate == false
                    ? .certain
                    : .needsReview(
                        reason:
                            "\(adopter.type) is declared outside the audited Swift sources (Objective-C, another module) and may adopt UIApplicationDelegate there"
                    )
                findings.append(
                    context.finding(
                        at: adopter.event.location,
                        "\(adopter.type) adopts UIGuidedAccessRestrictionDelegate but is not the app delegate: iOS asks only the app delegate for restrictions, so these never appear in the Guided Access options",
                        confidence: confidence))
            }
            findings += problems(of: adopter.members, type: adopter.type, adopter: adopter.event, project: project, context)
        }
        return findings
    }

    func problems(of members: [CodeEvent], type: String, adopter: CodeEvent, project: ProjectContext, _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var hasDetail = false
        for member in members {
            guard case .guidedAccess(let what) = member.detail else { continue }
            switch what {
            case .identifiers(let identifiers?):
                var counted: [String: Int] = [:]
                for identifier in identifiers { counted[identifier, default: 0] += 1 }
                for identifier in identifiers where counted[identifier]! > 1 {
                    counted[identifier] = 0
                    findings.append(
                        context.finding(
                            at: member.location, "The restriction identifier “\(identifier)” is listed twice: iOS cannot tell the two restrictions apart"))
                }
            case .text(let literals), .detailText(let literals):
                let name: String
                if case .detailText = what { hasDetail = true; name = "description" } else { name = "title" }
                if literals.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    findings.append(
                        context.finding(at: member.location, "A restriction's \(name) is an empty string: the Guided Access options show nothing for it"))
                } else if project.isLocalized, let first = literals.first {
                    findings.append(
                        context.finding(
                            at: member.location,
                            "The restriction \(name) “\(first)” is a literal, not looked up in a string table: in other languages the Guided Access options show it untranslated",
                            confidence: .needsReview(reason: "the app may show only its development language in some places on purpose")))
                }
            case .identifiers(nil), .stateChange:
                break
            }
        }
        if !hasDetail {
            findings.append(
                context.finding(
                    at: adopter.location,
                    "\(type) does not implement detailTextForGuidedAccessRestriction(withIdentifier:): the Guided Access options show each restriction's title with nothing to explain it",
                    severity: .info))
        }
        return findings
    }
}
