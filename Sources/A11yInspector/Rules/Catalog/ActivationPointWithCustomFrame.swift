/// A control given a frame of its own also says where a double tap lands.
struct ActivationPointWithCustomFrame: Rule {
    let metadata = RuleMetadata(
        id: "activation-point-with-custom-frame",
        title: "Custom accessibility frame without an activation point",
        rationale:
            "When VoiceOver or Switch Control activates an element, iOS taps the element's activation point, by default the centre of its accessibility frame. A control whose frame is made larger (to take in its caption) or moved gets the tap in the middle of that frame, which may miss the control itself.",
        wcag: ["2.1.1"], impact: .serious, defaultSeverity: .warning,
        tags: ["frames", "voiceover", "switch-control"],
        help:
            "Set accessibilityActivationPoint to the control's centre in screen coordinates whenever you set its accessibilityFrame (UIAccessibility.convertToScreenCoordinates), or override both.",
        sources: [
            "seed rule #48",
            "Apple: accessibilityActivationPoint",
        ],
        summary:
            "an `accessibilityFrame` set on a control with no `accessibilityActivationPoint`; severity: *needs review* when the element's class is unknown",
        appleAuditTypes: [], nutritionLabels: [.voiceOver, .voiceControl])

    var examples: [RuleExample] {
        [
            .code(
                "A switch's frame grown to take in its caption", .triggers(count: 1),
                [
                    "App/SettingRow.swift": """
                    final class SettingRow: UIView {
                        let toggle = UISwitch()
                        let caption = UILabel()
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            ↓toggle.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
                        }
                    }
                    """
                ]),
            .code(
                "A frame on a view whose class is not known", .needsReview(count: 1),
                [
                    "App/Card.swift": """
                    final class Card: UIView {
                        func layout(_ element: UIAccessibilityElement) {
                            ↓element.accessibilityFrameInContainerSpace = bounds.insetBy(dx: -8, dy: -8)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the activation point follows the frame; a label's frame needs none", .passes,
                [
                    "App/SettingRow.swift": """
                    final class SettingRow: UIView {
                        let toggle = UISwitch()
                        let caption = UILabel()
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            toggle.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
                            toggle.accessibilityActivationPoint = UIAccessibility.convertToScreenCoordinates(toggle.frame, in: self).center
                            caption.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
                        }
                    }
                    """
                ]),
        ]
    }

    /// Whether a class is a control people act on: true, false, or nil when unknown.
    static func isInteractive(_ kind: String?, _ project: ProjectContext) -> Bool? {
        guard let kind else { return nil }
        let base = PlatformDefaults.isKnown(kind) ? kind : project.uiKitBase(of: kind)
        guard let base, PlatformDefaults.isKnown(base), !ViewClasses.isPlainView(base) else { return nil }
        return PlatformDefaults.for(base).isInteractive
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for name in project.code.types.keys.sorted() {
            let facts = project.code.types[name]!
            for target in facts.assignments.keys.sorted() {
                let assignments = facts.assignments[target]!
                guard let frame = assignments.first(where: { $0.viewProperty == .accessibilityFrame }),
                    !assignments.contains(where: { $0.viewProperty == .accessibilityActivationPoint })
                else { continue }
                let kind =
                    target == "self"
                    ? name
                    : facts.outlets[target] ?? facts.propertyTypes[target]
                        ?? facts.codeViews.first { $0.name == target || $0.aliases.contains(target) }?.kind
                let interactive = Self.isInteractive(kind, project)
                if interactive == false { continue }
                let what = target == "self" ? name : "\(target) of \(name)"
                findings.append(
                    context.finding(
                        at: frame.origin.location,
                        "\(what) gets an accessibilityFrame of its own but no accessibilityActivationPoint: a double tap lands in the middle of the frame",
                        confidence: interactive == true ? .certain : .needsReview(reason: "whether the element is a control people activate is not known")))
            }
        }
        return findings
    }
}
