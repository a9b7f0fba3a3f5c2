/// Icons that are the only content of a control need 3:1 against their background.
struct ContrastNonText: Rule {
    let metadata = RuleMetadata(
        id: "contrast-non-text",
        title: "A control's icon, or a symbol read on its own, has less than 3:1 contrast",
        rationale:
            "A button that shows only an icon is found and understood by its shape. People with low vision, and everyone in sunlight, cannot make out a pale icon on a pale background; WCAG asks for 3:1 for the parts of a control needed to identify it.",
        wcag: ["1.4.11"], impact: .serious, defaultSeverity: .warning,
        tags: ["colour", "contrast", "low-vision"],
        help:
            "Give the icon a tint (or foreground colour) with at least 3:1 against the background in every appearance; `a11y contrast FG BG --size 0` shows the ratio.",
        sources: ["seed rule #97", "WCAG 2.2 SC 1.4.11"],
        summary:
            "an icon-only control's SF Symbol under 3:1 against its background, naming the appearance; a SwiftUI symbol VoiceOver reads on its own, in a colour the app gives it, needs review",
        appleAuditTypes: [.contrast], nutritionLabels: [.sufficientContrast])

    /// A blue SF Symbol button whose configuration of `style` names a dark grey base background,
    /// on a black screen.
    static func configuredButton(style: String) -> String {
        """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="filter">
                    <rect key="frame" x="200" y="60" width="44" height="44"/>
                    <accessibility key="accessibilityConfiguration" label="Filter"/>
                    <buttonConfiguration key="configuration" style="\(style)">
                        <imageReference key="image" image="arrowtriangle.down.fill" catalog="system"/>
                        <color key="baseForegroundColor" systemColor="systemBlueColor"/>
                        <color key="baseBackgroundColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </buttonConfiguration>
                    <connections><action selector="filter:" destination="-1" eventType="touchUpInside" id="act-filter"/></connections>
                </button>
        """
    }

    static let black = #"<color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    var examples: [RuleExample] {
        [
            .xib(
                "A pale grey SF Symbol button on white", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="close">
                        <rect key="frame" x="329" y="60" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Close"/>
                        <color key="tintColor" systemColor="systemGray4Color"/>
                        <state key="normal" image="xmark" catalog="system"/>
                    </button>
                """),
            .swiftUI(
                "A yellow star button on white", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Button { } label: { Image(systemName: "star") }
                                .foregroundColor(.yellow)
                                ↓.accessibilityLabel("Favourite")
                        }
                        .background(Color.white)
                    }
                }
                """),
            .swiftUI(
                "An icon's own pale colour, inside a button that would otherwise take the tint", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        HStack {
                            Text("Board")
                            Button { edit() } label: {
                                Image(systemName: "pencil").foregroundStyle(Color(white: 0.65))
                            }
                            ↓.accessibilityLabel("Edit")
                        }
                        .background(Color.white)
                    }
                }
                """),
            .xib(
                "Trap: the default tint", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="close">
                        <rect key="frame" x="329" y="60" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Close"/>
                        <state key="normal" image="xmark" catalog="system"/>
                    </button>
                """),
            .xib(
                "Trap: a button configuration draws its image in its foreground colour", .passes,
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="more">
                        <rect key="frame" x="329" y="60" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="More"/>
                        <color key="tintColor" white="1" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <buttonConfiguration key="configuration" style="plain">
                            <imageReference key="image" image="chevron.down" catalog="system"/>
                            <color key="baseForegroundColor" systemColor="labelColor"/>
                        </buttonConfiguration>
                    </button>
                """),
            .xib(
                "Trap: a tinted configuration draws its base background translucent over black, not as the solid grey it names", .passes,
                background: Self.black, Self.configuredButton(style: "tinted")),
            .xib(
                "A filled configuration draws its base background as it is: blue on dark grey", .triggers(count: 1),
                background: Self.black, Self.configuredButton(style: "filled")
            ).at("filter"),
            .swiftUI(
                "On SwiftUI's default background: a yellow icon-only button, and a green status symbol read on its own (needs review: the background is assumed; a symbol may not be needed to understand the content)",
                .needsReview(count: 2),
                """
                struct FilterRow: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Text("Filter active")
                                ↓Image(systemName: "checkmark.circle.fill").foregroundColor(.green).accessibilityLabel("On")
                            }
                            ↓Button { remove() } label: { Image(systemName: "trash").foregroundColor(.yellow) }.accessibilityLabel("Remove")
                        }
                    }
                }
                """),
            .code(
                "Trap: a white close icon in a view built in code that paints no background: made for the dark view around it",
                .passes,
                [
                    "Player/PlayerControls.swift": """
                    final class PlayerControls: UIView {
                        private let closeButton = UIButton(type: .system)
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                            closeButton.tintColor = .white
                            closeButton.accessibilityLabel = NSLocalizedString("Close", comment: "")
                            closeButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
                            addSubview(closeButton)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    final class PlayerViewController: UIViewController {
                        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(PlayerControls(frame: .zero)) }
                    }
                    """
                ]),
            .swiftUI(
                "Trap: a hidden symbol, a symbol inside a label with text, a symbol in the default colour", .passes,
                """
                struct FilterRow: View {
                    var body: some View {
                        VStack {
                            Image(systemName: "checkmark.circle.fill").foregroundColor(.green).accessibilityHidden(true)
                            Label("Active", systemImage: "checkmark.circle.fill").foregroundColor(.green.opacity(0.9))
                            Image(systemName: "star.fill").accessibilityLabel("Favourite")
                            HStack { Image(systemName: "bolt.fill").foregroundColor(.yellow); Text("Charging") }.accessibilityElement(children: .combine)
                        }
                    }
                }
                """),
            .xib(
                "Trap: a disabled control is exempt", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="close">
                        <rect key="frame" x="329" y="60" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Close"/>
                        <color key="tintColor" systemColor="systemGray4Color"/>
                        <state key="normal" image="xmark" catalog="system"/>
                    </button>
                """),
            .xib(
                "Trap: a full-colour image is not drawn in the tint", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="custom" lineBreakMode="middleTruncation" id="close">
                        <rect key="frame" x="329" y="60" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Close"/>
                        <color key="tintColor" systemColor="systemGray4Color"/>
                        <state key="normal" image="close-artwork"/>
                    </button>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node -> Finding? in
            let e = node.element
            // The icon is the control's only content: an SF Symbol (drawn in the tint) with no
            // title; or a symbol VoiceOver reads on its own, coloured by the app (a status icon).
            let informative = !node.isInteractive && node.isReachable && screen.screen.origin == .swiftUI
            guard node.isVisible, node.isInteractive || informative, e.isEnabled,
                let image = e.image ?? (informative ? nil : Self.onlyChildImage(of: node, in: screen)), image.isSystemSymbol,
                e.text.map({ $0.isKnownEmpty }) ?? true,
                let iconColor = informative ? e.textColor : Self.iconColor(node, in: screen),
                let (backgroundSpec, assumed) = ContrastTextAA.background(of: node, in: screen, text: iconColor, ownColor: true)
            else { return nil }
            let failures = AppearanceContrast.failures(iconColor, on: backgroundSpec, below: 3, colors: context.colors)
                .filter { failure in screen.forcedColorScheme(of: node).map { failure.appearance.scheme == $0 } ?? true }
            guard !failures.isEmpty else { return nil }
            // An icon no one could see on the assumed background (white on white) was made for
            // another one, which a view around it paints (as for text).
            if assumed != nil, screen.screen.origin == .uiKitCode, failures.allSatisfy({ $0.ratio < 1.5 }) { return nil }
            var confidence = Confidence.certain
            if informative {
                confidence = .needsReview(
                    reason: "a symbol that is no control needs 3:1 only when people need it to understand the content (WCAG 1.4.11), which is a judgement")
            } else if let assumed {
                confidence = .needsReview(reason: assumed)
            } else if let reason = node.runtimeUncertainty(.tintColor, .textColor, .image, .backgroundColor) ?? screen.backdropUncertainty(of: node) {
                confidence = .needsReview(reason: reason)
            } else if let reason = AppearanceContrast.darkOnlyUncertainty(failures, colors: context.colors)
                ?? AppearanceContrast.themeUncertainty(failures, judged: iconColor, on: backgroundSpec, colors: context.colors)
            {
                confidence = .needsReview(reason: reason)
            }
            var message =
                (informative ? "Symbol \(image.displayName) is read on its own and" : "\(node.roleName)'s icon (\(image.displayName))")
                + " has contrast \(AppearanceContrast.describe(failures, appearances: context.colors.appearances))"
            message += AppearanceContrast.names(iconColor, on: backgroundSpec)
            return context.finding(node, in: screen, message + ", below 3:1", confidence: confidence)
        }
    }

    /// SwiftUI: `Button { Image(systemName:) }` keeps the image on its only child.
    static func onlyChildImage(of node: ResolvedElement, in screen: ResolvedScreen) -> ImageReference? {
        let children = screen.children(of: node)
        return children.count == 1 && children[0].element.text == nil ? children[0].element.image : nil
    }

    /// SwiftUI: the foreground style. UIKit: a button configuration's foreground colour, else
    /// the tint set on the view or its nearest ancestor that sets one; with none, the app's
    /// accent colour applies, which is not judged here.
    static func iconColor(_ node: ResolvedElement, in screen: ResolvedScreen) -> ColorSpec? {
        if screen.screen.origin == .swiftUI {
            return node.element.textColor ?? node.element.tintColor
                ?? screen.children(of: node).first.flatMap { $0.element.textColor ?? $0.element.tintColor }
        }
        if let color = node.element.iconColor { return color }
        return inheritedTint(of: node, in: screen)
    }

    /// The tint set on the view or its nearest ancestor that sets one.
    static func inheritedTint(of node: ResolvedElement, in screen: ResolvedScreen) -> ColorSpec? {
        screen.selfAndAncestors(of: node).lazy.compactMap(\.element.tintColor).first
    }
}
