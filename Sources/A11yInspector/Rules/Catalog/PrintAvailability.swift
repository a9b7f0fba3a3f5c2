/// Offer printing only when it can happen.
struct PrintAvailability: Rule {
    let metadata = RuleMetadata(
        id: "print-availability",
        title: "Printing offered without checking availability",
        rationale:
            "The HIG asks apps to show printing only when printing is available; a Print command that does nothing is a dead end, worse for people who cannot see why.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["hig", "printing"],
        help: "Check UIPrintInteractionController.isPrintingAvailable (or canPrint(_:)) before offering Print, or use the share sheet's system Print action.",
        sources: ["S3 L1-9", "seed rule #188"],
        summary: "printing offered without checking availability",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A print button that never checks", .triggers(count: 1),
                [
                    "App/Receipt.swift": """
                    final class ReceiptController: UIViewController {
                        @objc func print() { ↓UIPrintInteractionController.shared.present(animated: true) }
                    }
                    """
                ]),
            .code(
                "Availability is checked", .passes,
                [
                    "App/Receipt.swift": """
                    final class ReceiptController: UIViewController {
                        var canPrint: Bool { UIPrintInteractionController.isPrintingAvailable }
                        @objc func print() { UIPrintInteractionController.shared.present(animated: true) }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        guard !project.code.events.contains(where: { $0.kind == .printAvailabilityChecked }),
            let first = project.code.events.first(where: { $0.kind == .printPresented })
        else { return [] }
        return [context.finding(at: first.location, "UIPrintInteractionController is used, but printing availability is never checked")]
    }
}
