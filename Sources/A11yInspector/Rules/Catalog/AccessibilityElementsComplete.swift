/// A container that lists its `accessibilityElements` must list everything people need.
struct AccessibilityElementsComplete: Rule {
    let metadata = RuleMetadata(
        id: "accessibility-elements-complete",
        title: "Element left out of accessibilityElements cannot be reached",
        rationale:
            "When a container sets accessibilityElements, assistive technologies see only the elements in that array, in that order. A visible label or control left out cannot be reached by swiping, scanned by Switch Control or named by Voice Control.",
        wcag: ["1.3.2", "2.1.1", "4.1.2"], impact: .critical, defaultSeverity: .error,
        tags: ["order", "voiceover", "switch-control"],
        help: "Add the element to the container's accessibilityElements where it belongs in the reading order, or hide it on purpose if it is decorative.",
        sources: ["B ch6 L2184-2186", "seed rule #42"],
        summary: "visible control or text left out of a container's `accessibilityElements`, so it cannot be reached",
        appleAuditTypes: [.elementDetection], nutritionLabels: [.voiceOver, .voiceControl])

    var examples: [RuleExample] {
        [
            .xib(
                "A button missing from the order set in code", .triggers(count: 1),
                outlets: ["titleLabel": "title", "detailLabel": "detail", "moreButton": "more"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        @IBOutlet var detailLabel: UILabel!
                        @IBOutlet var moreButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityElements = [titleLabel, detailLabel]
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="4 stars" id="title">
                        <rect key="frame" x="20" y="80" width="100" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="14K ratings" id="detail">
                        <rect key="frame" x="20" y="110" width="100" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="20" y="140" width="100" height="44"/>
                        <state key="normal" title="More"/>
                    </button>
                """),
            .xib(
                "Trap: a text left out of the list on purpose (flag glyphs beside the names listed) needs review", .needsReview(count: 1),
                outlets: ["flagsLabel": "flags", "countriesLabel": "countries"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var flagsLabel: UILabel!
                        @IBOutlet var countriesLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityElements = [countriesLabel]
                        }
                    }
                    """
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="🇩🇪 🇫🇷 🇮🇹" id="flags">
                        <rect key="frame" x="20" y="80" width="100" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Germany, France, Italy" id="countries">
                        <rect key="frame" x="20" y="110" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: the button is appended to the list in code when it is shown", .needsReview(count: 1),
                outlets: ["titleLabel": "title", "detailLabel": "detail", "moreButton": "more"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        @IBOutlet var detailLabel: UILabel!
                        @IBOutlet var moreButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityElements = [titleLabel, detailLabel]
                            if hasMore { view.accessibilityElements?.append(moreButton!) }
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="4 stars" id="title">
                        <rect key="frame" x="20" y="80" width="100" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="14K ratings" id="detail">
                        <rect key="frame" x="20" y="110" width="100" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="20" y="140" width="100" height="44"/>
                        <state key="normal" title="More"/>
                    </button>
                """),
            .xib(
                "Trap: a cell's button left out of its list, where code gives cells it holds by no class custom actions", .needsReview(count: 1),
                swift: [
                    "Wallet.swift": """
                    final class CertificateCell: UITableViewCell {
                        @IBOutlet var titleLabel: UILabel!
                        override func awakeFromNib() { super.awakeFromNib(); accessibilityElements = [titleLabel!] }
                    }
                    final class WalletViewController: UITableViewController {
                        var willDisplay: ((UITableViewCell) -> Void)?
                        func makeRows() {
                            willDisplay = { cell in
                                cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Share") { _ in true }]
                            }
                        }
                    }
                    """
                ],
                LabelMissingInteractive.tableCell(
                    """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Vaccination" id="title">
                        <rect key="frame" x="20" y="10" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="300" y="0.0" width="44" height="44"/>
                        <state key="normal" title="More"/>
                    </button>
                    """,
                    cell:
                        #"<tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell" customClass="CertificateCell" customModule="App" customModuleProvider="target">"#,
                    connections: #"<outlet property="titleLabel" destination="title" id="o1"/>"#)),
            .xib(
                "A cell's button left out of its list, where code gives custom actions only to the cells of rows that name another cell class",
                .triggers(count: 1),
                swift: [
                    "Wallet.swift": """
                    final class CertificateCell: UITableViewCell {
                        @IBOutlet var titleLabel: UILabel!
                        override func awakeFromNib() { super.awakeFromNib(); accessibilityElements = [titleLabel!] }
                    }
                    final class WalletViewController: UITableViewController {
                        func makeRows() -> [Row] {
                            [Row(xibName: .postalCodeCell, willDisplay: { cell in
                                cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Update") { _ in true }]
                            })]
                        }
                    }
                    """
                ],
                LabelMissingInteractive.tableCell(
                    """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Vaccination" id="title">
                        <rect key="frame" x="20" y="10" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="300" y="0.0" width="44" height="44"/>
                        <state key="normal" title="More"/>
                    </button>
                    """,
                    cell:
                        #"<tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell" customClass="CertificateCell" customModule="App" customModuleProvider="target">"#,
                    connections: #"<outlet property="titleLabel" destination="title" id="o1"/>"#)),
            .xib(
                "Every element listed", .passes, outlets: ["titleLabel": "title", "moreButton": "more"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                        @IBOutlet var moreButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.accessibilityElements = [moreButton, titleLabel]
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="4 stars" id="title">
                        <rect key="frame" x="20" y="80" width="100" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                        <rect key="frame" x="20" y="140" width="100" height="44"/>
                        <state key="normal" title="More"/>
                    </button>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            guard node.isVisible, node.isAccessibilityElement, !node.isReachable,
                let reason = node.unreachableReason, reason.hasPrefix("not listed in accessibilityElements"),
                node.isInteractive || node.label.map({ !$0.isKnownEmpty }) == true
            else { return nil }
            let what =
                node.isInteractive
                ? "\(node.roleName) cannot be reached or activated" : "\(node.roleName) \(node.labelText.map { "\"\($0)\" " } ?? "")is never read"
            // The list's owner: code that changes the list (`accessibilityElements?.append(button)`)
            // may add this element.
            var owner = node.parentIndex
            while let i = owner, screen.elements[i].element.accessibilityElements == nil { owner = screen.elements[i].parentIndex }
            var confidence: Confidence =
                owner.flatMap { screen.elements[$0].runtimeUncertainty(.accessibilityElements) }.map { .needsReview(reason: $0) } ?? .certain
            // A text left out of a list written by hand may be left out on purpose: a row of
            // flag glyphs beside the country names it shows, a caption the list's label repeats.
            // A control left out cannot be used at all.
            // Custom actions code gives a container at run time may offer the control's action
            // (a wallet row's Share and Delete, given to every cell a closure holds).
            var above = node.parentIndex
            while confidence.isCertain, node.isInteractive, let i = above {
                if let origin = screen.elements[i].element.provenance[.accessibilityCustomActions] {
                    confidence = .needsReview(
                        reason: "code may give \(screen.elements[i].element.displayName) custom actions (\(origin)), which may offer this control's action")
                }
                above = screen.elements[i].parentIndex
            }
            if confidence.isCertain, !node.isInteractive {
                confidence = .needsReview(
                    reason: "a list written by hand may leave out a text on purpose (decoration, or words another listed element already says)")
            }
            return context.finding(
                node, in: screen, "\(what): it is \(reason)", confidence: confidence,
                severity: node.isInteractive ? nil : .warning)
        }
    }
}
