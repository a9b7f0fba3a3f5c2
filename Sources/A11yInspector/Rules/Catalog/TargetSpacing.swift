/// Controls side by side do not overlap.
struct TargetSpacing: Rule {
    let metadata = RuleMetadata(
        id: "target-spacing",
        title: "Controls overlap",
        rationale:
            "Where two controls overlap, a touch in the shared area goes to whichever is on top: people with tremors or limited dexterity, and anyone tapping quickly, hit the wrong one. Controls need space of their own, and some space between them.",
        wcag: ["2.5.8"], impact: .serious, defaultSeverity: .warning,
        tags: ["touch", "motor", "layout"],
        help: "Move the controls apart (or make one smaller) so that their frames do not overlap; leave some spacing between them.",
        sources: [
            "seed rule #115",
            "WCAG 2.2 SC 2.5.8",
        ],
        summary: "sibling controls whose Interface Builder frames overlap",
        appleAuditTypes: [.hitRegion], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .xib(
                "Two buttons drawn over each other", .triggers(count: 1),
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <state key="normal" title="Save"/>
                    </button>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="delete">
                        <rect key="frame" x="110" y="100" width="120" height="44"/>
                        <state key="normal" title="Delete"/>
                    </button>
                """),
            .xib(
                "Trap: an icon button and its caption button that overlap and send the same action (mixin-ios: both introduceSize:)", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="icon">
                        <rect key="frame" x="20" y="100" width="36" height="36"/>
                        <state key="normal" image="info"/>
                        <connections><action selector="introduceSize:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="caption">
                        <rect key="frame" x="53" y="100" width="80" height="36"/>
                        <state key="normal" title="Size"/>
                        <connections><action selector="introduceSize:" destination="-1" eventType="touchUpInside" id="a2"/></connections>
                    </button>
                """),
            .xib(
                "Trap: two buttons whose frames meet by a 1.5 pt sliver", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="edit">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <state key="normal" title="Edit"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="info">
                        <rect key="frame" x="60" y="142.5" width="44" height="44"/>
                        <state key="normal" title="Info"/>
                    </button>
                """),
            .xib(
                "The same two buttons sending different actions", .triggers(count: 1),
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="icon">
                        <rect key="frame" x="20" y="100" width="36" height="36"/>
                        <state key="normal" image="info"/>
                        <connections><action selector="introduceSize:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                    </button>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="caption">
                        <rect key="frame" x="53" y="100" width="80" height="36"/>
                        <state key="normal" title="Size"/>
                        <connections><action selector="changeSize:" destination="-1" eventType="touchUpInside" id="a2"/></connections>
                    </button>
                """),
            .xib(
                "Trap: buttons side by side, and a button over a label", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <state key="normal" title="Save"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="delete">
                        <rect key="frame" x="148" y="100" width="120" height="44"/>
                        <state key="normal" title="Delete"/>
                    </button>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Saved" id="status">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: a show-password button placed inside its field, an accessory", .needsReview(count: 1),
                """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Password" id="password">
                        <rect key="frame" x="20" y="100" width="280" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="show">
                        <rect key="frame" x="256" y="100" width="44" height="44"/>
                        <state key="normal" title="Show"/>
                    </button>
                """),
            .xib(
                "Trap: a slider beside a button in a stack view: the canvas frames meet by the slider's 2 pt track inset", .passes,
                """
                    <stackView opaque="NO" contentMode="scaleToFill" id="row">
                        <rect key="frame" x="0.0" y="100" width="300" height="28"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="slower">
                                <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                                <state key="normal" title="Slower"/>
                            </button>
                            <slider opaque="NO" contentMode="scaleToFill" value="1" minValue="0.25" maxValue="4" id="speed">
                                <rect key="frame" x="26" y="0.0" width="248" height="29"/>
                            </slider>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="faster">
                                <rect key="frame" x="272" y="0.0" width="28" height="28"/>
                                <state key="normal" title="Faster"/>
                            </button>
                        </subviews>
                    </stackView>
                """),
            .xib(
                "Trap: one of the two is hidden until code shows it", .needsReview(count: 1), outlets: ["undo": "undo"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet private var undo: UIButton!
                        func deleted() { undo.isHidden = false }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="delete">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <state key="normal" title="Delete"/>
                    </button>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="undo">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <state key="normal" title="Undo"/>
                    </button>
                """),
        ]
    }

    /// Sibling controls whose Interface Builder frames overlap by more than a point each way.
    /// Frames elsewhere (SwiftUI, code) are estimates, and bars are laid out by the tool.
    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        guard [.storyboardScene, .xib].contains(screen.screen.origin) else { return [] }
        let controls = screen.elements.filter {
            $0.isVisible && $0.isReachable && $0.isInteractive && $0.element.android == nil
                && $0.role != .cell && $0.role != .container && $0.frame.map { !$0.isEmpty } == true
        }
        var findings: [Finding] = []
        for (i, a) in controls.enumerated() {
            for b in controls[(i + 1)...] where a.parentIndex == b.parentIndex && !screen.areAlternatives(a, b) && !Self.sameAction(a, b) {
                let fa = a.frame!, fb = b.frame!
                let width = min(fa.maxX, fb.maxX) - max(fa.minX, fb.minX)
                let height = min(fa.maxY, fb.maxY) - max(fa.minY, fb.minY)
                // A sliver (under 2 pt across) where two frames meet is no place a finger aims at,
                // and leaves each control its whole area (mixin-ios: enlarged hit areas meeting
                // by 1.3 pt).
                guard min(width, height) >= 2 else { continue }
                // A stack view lays its arranged views out side by side: canvas frames that meet
                // by a few points come from a view's alignment insets (a slider's track), not an
                // overlap; a larger one only from a negative spacing, which the tool does not read.
                let inStack = a.parentIndex.map { screen.elements[$0].element.kind == "UIStackView" } ?? false
                if inStack, min(width, height) <= 4 { continue }
                var confidence = a.confidence(unlessSetInCode: .frame, .hitArea, .isHidden, .alpha)
                if confidence.isCertain { confidence = b.confidence(unlessSetInCode: .frame, .hitArea, .isHidden, .alpha) }
                // One control inside the other (a show-password button in a field, a clear button
                // on an image): an accessory placed there on purpose, taps on it reach it.
                if confidence.isCertain, inStack {
                    confidence = .needsReview(reason: "a stack view lays its arranged views side by side; they overlap only if its spacing is negative")
                }
                if confidence.isCertain, width >= min(fa.width, fb.width) - 1, height >= min(fa.height, fb.height) - 1 {
                    confidence = .needsReview(reason: "one control lies inside the other, as an accessory does: taps there reach the one in front")
                }
                findings.append(
                    context.finding(
                        b, in: screen,
                        "\(b.description) overlaps \(a.description) by \(Rect.format(width)) × \(Rect.format(height)) pt: a tap there may hit the wrong one",
                        confidence: confidence))
            }
        }
        return findings
    }

    /// Two controls whose Interface Builder actions are the same (an icon and its caption both
    /// sending `introduceSize:` to the owner): a tap on either does the same thing, so there is
    /// no wrong one to hit.
    static func sameAction(_ a: ResolvedElement, _ b: ResolvedElement) -> Bool {
        !a.element.actionNames.isEmpty && a.element.actionNames.sorted() == b.element.actionNames.sorted()
    }
}
