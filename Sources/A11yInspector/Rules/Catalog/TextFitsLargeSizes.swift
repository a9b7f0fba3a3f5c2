/// Text that grows with Dynamic Type needs room to grow into.
struct TextFitsLargeSizes: Rule {
    let metadata = RuleMetadata(
        id: "text-fits-large-sizes",
        title: "Text stops fitting its space at a larger text size",
        rationale:
            "Text that follows Dynamic Type grows to about twice its size at AX2 and three times at AX5. One-line text in a fixed width is cut off with an ellipsis, and text in a fixed height loses its last lines or spills over its neighbours, so people who need large text lose the content. WCAG asks that text work at 200%.",
        wcag: ["1.4.4"], impact: .serious, defaultSeverity: .warning,
        tags: ["dynamic-type", "text", "layout"],
        help:
            "Let the text wrap (numberOfLines = 0) and replace fixed widths and heights with constraints that grow (≥, or none), or change the layout at accessibility sizes (traitCollection.preferredContentSizeCategory.isAccessibilityCategory).",
        sources: ["B ch8 L3216-3272", "Apple HIG: Typography", "WCAG 2.2 SC 1.4.4"],
        summary: "text that stops fitting its fixed width or height at a larger text size, naming the first size (`from AX1 on`); severity: info beyond AX2",
        appleAuditTypes: [.textClipped], nutritionLabels: [.largerText])

    var examples: [RuleExample] {
        [
            .xib(
                "One-line text in a fixed 120 pt width", .triggers(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Departure time" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dep">
                        <rect key="frame" x="20" y="100" width="120" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="w1"/>
                        </constraints>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                """),
            .xib(
                "Wrapping text in a fixed 44 pt height", .triggers(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Your booking is confirmed" numberOfLines="0" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="msg">
                        <rect key="frame" x="20" y="100" width="353" height="44"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="44" id="h1"/>
                        </constraints>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                """),
            .xib(
                "A long one-line sentence wider than the screen at large sizes", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Check in online to choose your seat" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" id="hint">
                        <rect key="frame" x="20" y="100" width="353" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                """),
            .xib(
                "Wrapping text with no fixed size", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Check in online to choose your seat" numberOfLines="0" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" id="hint">
                        <rect key="frame" x="20" y="100" width="353" height="20.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                """),
            .xib(
                "Trap: a short word fits a fixed width at every size", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Go" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="20" y="100" width="80" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="80" id="w1"/>
                        </constraints>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                """),
            .xib(
                "Trap: text that shrinks to fit is never truncated", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Departure time" minimumScaleFactor="0.5" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dep">
                        <rect key="frame" x="20" y="100" width="120" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="w1"/>
                        </constraints>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                """),
            .xib(
                "Trap: fixed-size text does not grow (dynamic-type-text-styles reports it)", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Departure time" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dep">
                        <rect key="frame" x="20" y="100" width="120" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="w1"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                    </label>
                """),
            .swiftUI(
                "SwiftUI one-line text in a fixed frame", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Text("Departure time")
                            .lineLimit(1)
                            .frame(width: 120)
                    }
                }
                """),
            .swiftUI(
                "Trap: a dynamicTypeSize limit keeps the text within its frame", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Text("Departure time")
                            .lineLimit(1)
                            .frame(width: 120)
                            .dynamicTypeSize(...DynamicTypeSize.large)
                    }
                }
                """),
            .swiftUI(
                "Trap: a dynamicTypeSize limit on a container applies to its text", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("Departure time")
                                .lineLimit(1)
                                .frame(width: 120)
                        }
                        .dynamicTypeSize(...DynamicTypeSize.large)
                    }
                }
                """),
            .xib(
                "Trap: text set in code has an unknown length", .passes, outlets: ["departure": "dep"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var departure: UILabel!
                        func show(_ trip: Trip) { departure.text = trip.departure }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Departure time" adjustsFontSizeToFit="NO" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dep">
                        <rect key="frame" x="20" y="100" width="120" height="20.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="w1"/>
                        </constraints>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <nil key="textColor"/>
                    </label>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node -> Finding? in
            guard node.isVisible, node.showsText, node.role == .staticText || node.role == .textArea, node.element.android == nil,
                node.runtimeUncertainty(.text, .font, .numberOfLines, .adjustsFontSizeToFitWidth, .frame) == nil,
                let fit = TextFit.predict(node, in: screen)
            else { return nil }
            // Within 200% of the default size (AX2: body 33 pt of 17) it is a WCAG 1.4.4
            // failure; beyond, Apple still asks for it, so it is reported as information.
            let severity: Severity = fit.category <= .accessibilityLarge ? .warning : .info
            let needed = Int(fit.needed.rounded()), available = Rect.format(fit.available)
            let message: String
            switch fit.problem {
            case .truncated:
                message =
                    "\(node.roleName) is cut off from text size \(fit.category.shortName) on: one line needs about \(needed) pt and has \(available) pt"
                    + (fit.assumesScreenEdge ? " (the screen's width)" : " (fixed width)")
            case .clipped:
                message =
                    "\(node.roleName) does not fit its fixed height from text size \(fit.category.shortName) on: it needs about \(needed) pt and has \(available) pt"
            }
            var confidence = Confidence.certain
            if fit.assumesScreenEdge {
                confidence = .needsReview(reason: "the width is not fixed by a constraint; the estimate assumes the text may use the screen's width")
            } else if node.isInsideCell {
                confidence = .needsReview(reason: "text in a cell is often replaced by data")
            }
            return context.finding(node, in: screen, message, confidence: confidence, severity: severity)
        }
    }
}
