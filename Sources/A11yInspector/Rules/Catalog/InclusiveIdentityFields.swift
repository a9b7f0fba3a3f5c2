/// Gender is not modelled as two values.
struct InclusiveIdentityFields: Rule {
    let metadata = RuleMetadata(
        id: "inclusive-identity-fields",
        title: "Gender modelled as two values",
        rationale:
            "A Boolean or a two-case enum for gender cannot hold the answer of people who are neither male nor female, and a catch-all “Other” sets them apart. Forms built on such a model force a wrong answer or none; identity fields should offer at least non-binary, allow free entry and later changes, and ask only when the app needs to know.",
        wcag: [], impact: .moderate, defaultSeverity: .info,
        tags: ["forms", "inclusion"],
        help:
            "Model gender with more values than two (at least non-binary, and a free-text or “prefer not to say” option), never a Boolean; ask for it only if the app needs it, and keep pronouns and titles separate.",
        sources: ["seed rule #169"],
        summary: "gender modelled as a Boolean (`isMale`) or as an enum `…Gender` of male and female only (catch-alls such as `other` aside)",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "A Boolean and a two-case enum", .needsReview(count: 2),
                [
                    "App/Profile.swift": """
                    struct Profile {
                        var name: String
                        var ↓isMale: Bool
                    }
                    enum ↓Gender: String, Codable {
                        case male, female, other
                    }
                    """
                ]),
            .code(
                "Trap: an enum with more values; biological sex for a health record", .passes,
                [
                    "App/Profile.swift": """
                    enum Gender: String, Codable, CaseIterable {
                        case female, male, nonBinary, selfDescribed, preferNotToSay
                    }
                    enum BiologicalSex { case female, male, other, notSet }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        project.code.events.filter { $0.kind == .binaryGender }.map {
            context.finding(
                at: $0.location, "Gender is modelled as \($0.detail): it has no value for people who are neither male nor female (or calls them “other”)",
                confidence: .needsReview(reason: "the type may mirror values a server or a standard imposes, or not be asked of people at all"))
        }
    }
}
