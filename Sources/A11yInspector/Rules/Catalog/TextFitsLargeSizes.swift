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
                "A text field in a text style, pinned to a 35 pt height, clips its line as the text grows", .triggers(count: 1),
                """
                    ↓<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="survey, Bing" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="source">
                        <rect key="frame" x="20" y="100" width="353" height="35"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="35" id="h1"/>
                        </constraints>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                """),
            .xib(
                "Trap: a text field pinned to a height in a fixed font, which does not grow, and one free to grow", .passes,
                """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="survey, Bing" translatesAutoresizingMaskIntoConstraints="NO" id="source">
                        <rect key="frame" x="20" y="100" width="353" height="35"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="35" id="h1"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="20" y="150" width="353" height="35"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
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
            .code(
                "A label built in code with text from data, a font that scales and a height SnapKit fixes at 20 pt: one line outgrows it",
                .triggers(count: 1), ["App/RatingHeaderView.swift": Self.ratingHeader(height: "make.height.equalTo(20)")]),
            .code(
                "Trap: a height of at least 20 pt grows with its text, whatever the text is", .passes,
                [
                    "App/RatingHeaderView.swift": Self.ratingHeader(height: "make.height.greaterThanOrEqualTo(20)")
                        .replacingOccurrences(of: "↓", with: "")
                ]),
            .code(
                "Anchors made active where they are made fix a label's height at 20 pt", .triggers(count: 1),
                ["App/BannerView.swift": Self.banner(height: "NSLayoutConstraint.activate([titleLabel.heightAnchor.constraint(equalToConstant: 20)])")]),
            .code(
                "Trap: a height constraint kept in a property may be switched off (a collapsing banner)", .passes,
                [
                    "App/BannerView.swift": Self.banner(height: "collapsed = titleLabel.heightAnchor.constraint(equalToConstant: 20)")
                        .replacingOccurrences(of: "↓", with: "")
                ]),
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
                "SwiftUI text fields and a text in a row, each of a fixed height of 25 pt: one line of body text needs more from AX1 on (needs review: SwiftUI draws the line past the frame)",
                .needsReview(count: 2),
                """
                struct LdapForm: View {
                    @State var server = ""
                    var body: some View {
                        VStack {
                            ↓TextField("Server URL", text: $server).frame(height: 25)
                            ↓Text("Use TLS").frame(maxWidth: .infinity, alignment: .leading).frame(height: 25)
                        }
                    }
                }
                """),
            .swiftUI(
                "A dial key's digit in a 100 × 60 pt frame: one line of 32 pt text runs past it from AX1 (needs review: SwiftUI draws the line past the frame)",
                .needsReview(count: 1),
                """
                struct Dialer: View {
                    var body: some View {
                        ↓Text("2").font(Font.custom("NotoSans-Regular", size: 32)).frame(width: 100, height: 60)
                    }
                }
                """),
            .swiftUI(
                "A field styled by the app's helper, which is given the font's size (`Font.custom(_:size:)` scales with body)",
                .needsReview(count: 1),
                """
                extension View {
                    func default_text_style(styleSize: CGFloat) -> some View {
                        self.font(Font.custom("NotoSans-Regular", size: styleSize)).foregroundStyle(Color.gray)
                    }
                }
                struct LdapForm: View {
                    @State var server = ""
                    var body: some View {
                        ↓TextField("Server URL", text: $server).default_text_style(styleSize: 15).frame(height: 25)
                    }
                }
                """),
            .swiftUI(
                "Trap: a field of a fixed height in a font that does not scale, or within a size limit, or given a minimum height",
                .passes,
                """
                struct LdapForm: View {
                    @State var server = ""
                    var body: some View {
                        VStack {
                            TextField("Server URL", text: $server).font(.system(size: 15)).frame(height: 25)
                            TextField("Port", text: $server).frame(height: 25).dynamicTypeSize(...DynamicTypeSize.large)
                            TextField("Base", text: $server).frame(minHeight: 25)
                        }
                    }
                }
                """),
            .swiftUI(
                "A button whose own style fixes its height at 30 pt: its title needs more from AX1 on (needs review: SwiftUI draws the line past the frame)",
                .needsReview(count: 1),
                """
                struct PrimaryStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding(.horizontal, 16).frame(height: 30).background(Color.blue).clipShape(Capsule())
                    }
                }
                struct Inbox: View {
                    var body: some View {
                        ↓Button("Create message") { compose() }.buttonStyle(PrimaryStyle())
                    }
                }
                """),
            .swiftUI(
                "Trap: a button in a frame tall enough at every size, and one whose title wraps in a fixed width", .passes,
                """
                struct Inbox: View {
                    var body: some View {
                        VStack {
                            Button("OK") { confirm() }.frame(width: 200, height: 60).dynamicTypeSize(...DynamicTypeSize.accessibility1)
                            Button("Reply to everyone in this thread") { reply() }.frame(width: 120)
                        }
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

    /// A view built in code whose label shows a count from data in a body font that scales,
    /// its height set by the SnapKit statement `height`.
    static func ratingHeader(height: String) -> String {
        """
        import SnapKit
        import UIKit
        final class RatingHeaderView: UIView {
            private let countLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                countLabel.font = .preferredFont(forTextStyle: .body)
                countLabel.adjustsFontForContentSizeCategory = true
                addSubview(countLabel)
                countLabel.snp.makeConstraints { make in
                    make.leading.trailing.top.equalToSuperview()
                    ↓\(height)
                }
            }
            func configure(count: Int) {
                countLabel.text = String(format: NSLocalizedString("%d ratings", comment: ""), count)
            }
        }
        """
    }

    /// A banner whose message comes from data, in a body font that scales; `height` sizes it.
    static func banner(height: String) -> String {
        """
        import UIKit
        final class BannerView: UIView {
            private let titleLabel = UILabel()
            private var collapsed: NSLayoutConstraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                titleLabel.font = .preferredFont(forTextStyle: .body)
                titleLabel.adjustsFontForContentSizeCategory = true
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                addSubview(titleLabel)
                ↓\(height)
            }
            func show(_ message: String) { titleLabel.text = message }
        }
        """
    }

    /// A SwiftUI text field given a fixed height (`.frame(height: 25)`): one line of its font,
    /// which scales, must fit in it. (An Interface Builder field's frame is only the canvas's.)
    static func fieldFit(_ node: ResolvedElement, in screen: ResolvedScreen) -> TextFit? {
        // SwiftUI's fields draw their text in the body style unless told otherwise, as `Text`;
        // UIKit's in a fixed 17 pt, which does not grow. A `UITextField` draws its one line
        // inside its bounds: a fixed height (`sourceField.height = 35`) clips a scaling font.
        let swiftUI = screen.screen.origin == .swiftUI
        guard let font = node.element.font ?? (swiftUI ? PlatformDefaults.defaultFont("Text") : nil), node.element.fixedHeight != nil,
            font.scalesWithDynamicType == true
        else { return nil }
        return TextFit.oneLine(node, in: screen, font: font)
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node -> Finding? in
            // Text code sets (data, a translation) is judged as any text is: by one line in a
            // fixed height.
            // A SwiftUI button given a fixed frame (by itself or its style) draws its title in it.
            let framedButton = screen.screen.origin == .swiftUI && node.role == .button && (node.element.fixedHeight != nil || node.element.fixedWidth != nil)
            guard node.isVisible, node.showsText, node.role == .staticText || node.role == .textArea || node.role == .textField || framedButton,
                node.element.android == nil, node.runtimeUncertainty(.font, .numberOfLines, .adjustsFontSizeToFitWidth, .frame) == nil,
                let fit = node.role == .textField
                    ? Self.fieldFit(node, in: screen) : TextFit.predict(node, in: screen, textKnown: node.runtimeUncertainty(.text) == nil)
            else { return nil }
            // Within 200% of the default size (AX2: body 33 pt of 17) it is a WCAG 1.4.4
            // failure; beyond, Apple still asks for it, so it is reported as information.
            let severity: Severity = fit.category <= .accessibilityLarge ? .warning : .info
            let needed = Int(roundedForDisplay: fit.needed), available = Rect.format(fit.available)
            let message: String
            switch fit.problem {
            case .truncated:
                message =
                    "\(node.roleName) is cut off from text size \(fit.category.shortName) on: one line needs about \(needed) pt and has \(available) pt"
                    + (fit.assumesScreenEdge ? " (the screen's width)" : " (fixed width)")
            case .clipped where fit.anyText:
                message =
                    "\(node.roleName) does not fit its fixed height from text size \(fit.category.shortName) on: one line of its font needs about \(needed) pt and has \(available) pt"
            case .clipped:
                message =
                    "\(node.roleName) does not fit its fixed height from text size \(fit.category.shortName) on: it needs about \(needed) pt and has \(available) pt"
            }
            var confidence = Confidence.certain
            if screen.screen.origin == .swiftUI, fit.problem == .clipped, fit.oneLineOverflows {
                // SwiftUI lays out at least one line of text whatever the frame proposes, and a
                // frame does not clip: the line runs past the frame over what is around it.
                confidence = .needsReview(
                    reason: "SwiftUI draws one line past a frame too short for it, over the views around it, unless the view clips (`.clipped()`)")
            } else if fit.assumesScreenEdge {
                confidence = .needsReview(reason: "the width is not fixed by a constraint; the estimate assumes the text may use the screen's width")
            } else if node.isInsideCell {
                confidence = .needsReview(reason: "text in a cell is often replaced by data")
            }
            let statement = fit.problem == .clipped ? node.statement(setting: .fixedHeight) : node.statement(setting: .fixedWidth)
            return context.finding(
                node, in: screen, message + (statement?.declared ?? ""), confidence: confidence, severity: severity, at: statement?.location)
        }
    }
}
