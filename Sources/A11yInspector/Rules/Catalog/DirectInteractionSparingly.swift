/// Direct interaction only where a surface needs raw touches.
struct DirectInteractionSparingly: Rule {
    let metadata = RuleMetadata(
        id: "direct-interaction-sparingly",
        title: "Direct interaction on a large area",
        rationale:
            "The allowsDirectInteraction trait hands touches straight to the view, bypassing VoiceOver's gestures: people can no longer swipe to the next element or double-tap while their finger is over it. It suits a surface that needs raw touches (a piano keyboard, a signature pad); on a container that covers most of the screen it takes VoiceOver away.",
        wcag: ["2.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["traits", "voiceover"],
        help:
            "Give the trait only to the small surface that needs touches (the keyboard, the canvas), and make everything else reachable with VoiceOver's gestures.",
        sources: [
            "seed rule #36",
            "Apple: allowsDirectInteraction",
        ],
        summary: "the allowsDirectInteraction trait on a view covering more than half the screen; severity: info, *needs review*, when the size is unknown",
        appleAuditTypes: [], nutritionLabels: [.voiceOver])

    static func canvas(width: Int, height: Int) -> String {
        """
                <view contentMode="scaleToFill" id="canvas">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <accessibility key="accessibilityConfiguration" label="Drawing">
                        <accessibilityTraits key="traits" allowsDirectInteraction="YES"/>
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                </view>
        """
    }

    var examples: [RuleExample] {
        [
            .xib("The trait on a view that covers the whole screen", .triggers(count: 1), Self.canvas(width: 393, height: 852)).at("canvas"),
            .swiftUI(
                "The trait on a view of unknown size: a person judges whether it needs raw touches", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        KeyboardView()
                            .accessibilityElement()
                            .accessibilityLabel("Piano")
                            ↓.accessibilityAddTraits(.allowsDirectInteraction)
                    }
                }
                """),
            .xib("Trap: a signature pad of a fifth of the screen is what the trait is for", .passes, Self.canvas(width: 353, height: 160)),
            .code(
                "Trap: a 36 pt colour swatch cell's own xib is the cell, not the screen (kDrive)", .passes,
                [
                    "App/SwatchCell.xib": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                        <device id="retina6_12" orientation="portrait" appearance="light"/>
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <collectionViewCell opaque="NO" contentMode="center" id="swatch">
                                <rect key="frame" x="0.0" y="0.0" width="36" height="36"/>
                                <view key="contentView" opaque="NO" contentMode="center" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="36" height="36"/>
                                </view>
                                <accessibility key="accessibilityConfiguration" label="Blue">
                                    <accessibilityTraits key="traits" allowsDirectInteraction="YES"/>
                                    <bool key="isElement" value="YES"/>
                                </accessibility>
                            </collectionViewCell>
                        </objects>
                    </document>
                    """
                ]),
        ]
    }

    /// The share of the screen above which a direct-touch area takes VoiceOver away from most
    /// of it (the catalogue's “covering most of the screen”).
    static let largeShare = 0.5

    /// The smallest iPhone screen in points, portrait (iPhone SE, 1st generation: 320 × 568,
    /// Apple's Human Interface Guidelines, "Layout", device screen sizes).
    static let smallestPhone = Size(width: 320, height: 568)

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.element.android == nil, node.traits.contains(.allowsDirectInteraction) else { return nil }
            if let frame = node.frame, let size = screen.screen.size, size.width > 0, size.height > 0 {
                // A screen smaller than the smallest iPhone is part of one (a cell's or a small
                // view's own xib): its share is of that iPhone's screen, not of its canvas.
                let share = frame.width * frame.height / (max(size.width, Self.smallestPhone.width) * max(size.height, Self.smallestPhone.height))
                guard share > Self.largeShare else { return nil }
                return context.finding(
                    node, in: screen,
                    "\(node.element.displayName) allows direct interaction over \(Int((share * 100).rounded())) % of the screen: VoiceOver's gestures do not work there",
                    confidence: node.confidence(unlessSetInCode: .accessibilityTraits, .frame))
            }
            return context.finding(
                node, in: screen,
                "\(node.element.displayName) allows direct interaction: VoiceOver's gestures do not work over it",
                confidence: .needsReview(reason: "its size is not known; the trait is right only for a surface that needs raw touches"), severity: .info)
        }
    }
}
