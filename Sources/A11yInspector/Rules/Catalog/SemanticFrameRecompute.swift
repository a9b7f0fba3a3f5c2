/// An accessibility frame set once goes stale.
struct SemanticFrameRecompute: Rule {
    let metadata = RuleMetadata(
        id: "semantic-frame-recompute",
        title: "Accessibility frame set only once",
        rationale:
            "accessibilityFrame is in screen coordinates and is not updated by UIKit. Set once in viewDidLoad, init or awakeFromNib, it stays where the view was then: after a rotation, a scroll or a change of text size, VoiceOver outlines (and taps) the wrong place.",
        wcag: ["1.3.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["frames", "voiceover"],
        help:
            "Compute the frame in layoutSubviews / viewDidLayoutSubviews, or override the accessibilityFrame getter (or use accessibilityFrameInContainerSpace, which follows the container).",
        sources: [
            "seed rule #47",
            "Apple: accessibilityFrame",
        ],
        summary: "`accessibilityFrame` set only in `viewDidLoad`, `init`, `awakeFromNib` or similar, never on layout",
        appleAuditTypes: [], nutritionLabels: [.voiceOver])

    var examples: [RuleExample] {
        [
            .code(
                "A grouped element's frame set in viewDidLoad only", .triggers(count: 1),
                [
                    "App/TripViewController.swift": """
                    final class TripViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓summary.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(header.bounds, in: header)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: recomputed on layout; a getter; a helper of unknown timing", .passes,
                [
                    "App/TripViewController.swift": """
                    final class TripViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            summary.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(header.bounds, in: header)
                        }
                        override func viewDidLayoutSubviews() {
                            super.viewDidLayoutSubviews()
                            summary.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(header.bounds, in: header)
                        }
                    }
                    final class Badge: UIView {
                        override var accessibilityFrame: CGRect {
                            get { UIAccessibility.convertToScreenCoordinates(bounds.insetBy(dx: -10, dy: -10), in: self) }
                            set { }
                        }
                    }
                    final class Row: UIView {
                        func refresh() { accessibilityFrame = frame }
                    }
                    """
                ]),
        ]
    }

    /// Methods that run once for a view or a controller.
    static let oneTime: Set<String> = [
        "viewDidLoad", "init", "awakeFromNib", "loadView", "viewWillAppear", "viewDidAppear", "didMoveToWindow", "didMoveToSuperview",
    ]

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let sets = project.code.events.filter { $0.kind == .accessibilityFrameSet }
        let byType = Dictionary(grouping: sets) { $0.type ?? "" }
        return byType.keys.sorted().compactMap { type in
            let events = byType[type]!
            let functions = events.map(\.detail.description)
            guard !type.isEmpty, functions.allSatisfy(Self.oneTime.contains), let first = events.first else { return nil }
            return context.finding(
                at: first.location,
                "\(type) sets accessibilityFrame only in \(Array(Set(functions)).sorted().joined(separator: ", ")): the frame is not recomputed when the layout changes"
            )
        }
    }
}
