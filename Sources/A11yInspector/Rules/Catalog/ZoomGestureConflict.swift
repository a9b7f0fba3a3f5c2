/// Three-finger gestures are registered as a conflict with Zoom.
struct ZoomGestureConflict: Rule {
    let metadata = RuleMetadata(
        id: "zoom-gesture-conflict",
        title: "Three-finger gesture without registering the conflict with Zoom",
        rationale:
            "Zoom takes three-finger gestures for itself (double-tap to zoom, drag to pan). With Zoom on, a gesture of the app that needs three fingers never arrives, and people do not know why; UIAccessibility.registerGestureConflictWithZoom() lets iOS tell them and offer to turn Zoom off.",
        wcag: ["2.5.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["zoom", "gestures", "low-vision"],
        help: "Call UIAccessibility.registerGestureConflictWithZoom() where the gesture is set up, and offer another way to do what it does.",
        sources: [
            "seed rule #120",
            "Apple: registerGestureConflictWithZoom()",
        ],
        summary: "a recogniser needing three fingers in an app that never calls `registerGestureConflictWithZoom()`",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A three-finger swipe, and the conflict never registered", .triggers(count: 1),
                [
                    "App/Canvas.swift": """
                    final class Canvas: UIView {
                        func setUp() {
                            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(undoStroke))
                            ↓swipe.numberOfTouchesRequired = 3
                            addGestureRecognizer(swipe)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the conflict is registered; a two-finger pan needs nothing", .passes,
                [
                    "App/Canvas.swift": """
                    final class Canvas: UIView {
                        func setUp() {
                            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(undoStroke))
                            swipe.numberOfTouchesRequired = 3
                            addGestureRecognizer(swipe)
                            UIAccessibility.registerGestureConflictWithZoom()
                            let pan = UIPanGestureRecognizer(target: self, action: #selector(scroll))
                            pan.minimumNumberOfTouches = 2
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a three-finger tap made with no target and given none, there only for another tap to wait for (Blink's terminal); one given a target later conflicts",
                .triggers(count: 1),
                [
                    "App/Terminal.swift": """
                    final class Terminal: NSObject {
                        private let threeFingerTap = UITapGestureRecognizer()
                        private let threeFingerPress = UILongPressGestureRecognizer()
                        private let oneFingerTap = UITapGestureRecognizer()
                        func willMove(to view: UIView?) {
                            threeFingerTap.numberOfTouchesRequired = 3
                            oneFingerTap.require(toFail: threeFingerTap)
                            ↓threeFingerPress.numberOfTouchesRequired = 3
                            threeFingerPress.addTarget(self, action: #selector(showMenu))
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        guard !events.contains(where: { $0.kind == .registersZoomConflict }) else { return [] }
        return events.filter { $0.kind == .multiFingerGesture }.map {
            context.finding(
                at: $0.location, "\($0.detail) needs three fingers, which Zoom takes, and the app never calls UIAccessibility.registerGestureConflictWithZoom()"
            )
        }
    }
}
