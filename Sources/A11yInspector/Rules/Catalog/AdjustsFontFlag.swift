/// Text styles only follow live size changes with adjustsFontForContentSizeCategory.
struct AdjustsFontFlag: Rule {
    let metadata = RuleMetadata(
        id: "adjusts-font-flag",
        title: "Text style without Automatically Adjusts Font",
        rationale:
            "A text-style font is sized once, when the view loads. Without adjustsFontForContentSizeCategory the text keeps that size when people change their text size while the app runs, until the screen is rebuilt.",
        wcag: ["1.4.4"], impact: .moderate, defaultSeverity: .warning,
        tags: ["dynamic-type", "text"],
        help: "Tick Automatically Adjusts Font in the Attributes inspector, or set `adjustsFontForContentSizeCategory = true`.",
        sources: ["B ch8 L3264", "B ch8 L3284", "B ch8 L3270"],
        summary: "text style without *Automatically Adjusts Font*",
        appleAuditTypes: [.dynamicType], nutritionLabels: [.largerText])

    /// An app whose table registers a trends cell (for `identifier`) and a plain cell, and
    /// dequeues as `dequeue` says.
    static func registeredCell(identifier: String = "TrendsCell", dequeue: String) -> [String: String] {
        [
            "Example/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = ExploreViewController() }",
            "Example/ExploreViewController.swift": """
            final class ExploreViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(TrendsCell.self, forCellReuseIdentifier: "\(identifier)")
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlainCell")
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    \(dequeue)
                }
            }
            """,
            "Example/TrendsCell.swift": """
            final class TrendsCell: UITableViewCell {
                let ↓titleLabel = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    titleLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15))
                    contentView.addSubview(titleLabel)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """,
        ]
    }

    /// The same app with an Objective-C controller that registers the trends cell for "Trends"
    /// and dequeues as `dequeue` says.
    static func registeredCellInObjectiveC(dequeue: String) -> [String: String] {
        var files = registeredCell(dequeue: "")
        files["Example/ExploreViewController.swift"] = nil
        files["Example/ExploreViewController.m"] = """
            #import "ExploreViewController.h"
            @implementation ExploreViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerClass:[TrendsCell class] forCellReuseIdentifier:@"Trends"];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [tableView dequeueReusableCellWithIdentifier:@"\(dequeue)" forIndexPath:indexPath];
            }
            @end
            """
        return files
    }

    var examples: [RuleExample] {
        [
            .xib(
                "A body-style label without the flag", .triggers(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" id="body">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "A button with a text style in its file (Interface Builder has no \"Automatically Adjusts Font\" for a button; ChatSecure's xib buttons); traps: a configuration's title adjusts by itself, and a button showing only an image draws no text (GoMap's imagery logo)",
                .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="join">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        <state key="normal" title="Join"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="later">
                        <rect key="frame" x="20" y="160" width="120" height="44"/>
                        <buttonConfiguration key="configuration" style="plain" title="Later">
                            <fontDescription key="titleFontDescription" style="UICTFontTextStyleBody"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="logo">
                        <rect key="frame" x="20" y="220" width="120" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <state key="normal" image="bing-logo-white"/>
                    </button>
                """),
            .xib(
                "Trap: code turns the flag on through the button's title label", .passes,
                outlets: ["joinButton": "join"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var joinButton: UIButton!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            joinButton.titleLabel?.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """
                ],
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="join">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        <state key="normal" title="Join"/>
                    </button>
                """),
            .xib(
                "A body-style label with the flag", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" adjustsFontForContentSizeCategory="YES" id="body">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: a label that shrinks its text to fit (an emoji filling its cell) may show no larger size with the flag: needs review",
                .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="😀" textAlignment="center" adjustsFontSizeToFit="YES" id="emoji">
                        <rect key="frame" x="20" y="100" width="36" height="36"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/>
                    </label>
                """),
            .xib(
                "A label of several lines wraps rather than shrinks: adjustsFontSizeToFitWidth does not excuse the flag", .triggers(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="mastodon.social" numberOfLines="0" adjustsFontSizeToFit="YES" id="uri">
                        <rect key="frame" x="20" y="100" width="200" height="42"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                    </label>
                """),
            .code(
                "Trap: a label made in code that shrinks its text to fit its cell: needs review", .needsReview(count: 1),
                [
                    "EmojiCell.swift": """
                    final class EmojiCell: UICollectionViewCell {
                        private let ↓emojiLabel = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            contentView.addSubview(emojiLabel)
                            emojiLabel.frame = contentView.bounds
                            emojiLabel.adjustsFontSizeToFitWidth = true
                            emojiLabel.font = .preferredFont(forTextStyle: .largeTitle)
                            emojiLabel.text = "😀"
                        }
                    }
                    """
                ]),
            .xib(
                "Trap: a standard cell's built-in label keeps its default font (point size 0), which UIKit adjusts", .passes,
                """
                    <label opaque="NO" contentMode="left" text="Title" id="itemTitle">
                        <rect key="frame" x="20" y="0.0" width="374" height="43.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                    </label>
                """),
            .xib(
                "Trap: the class observes text-size changes and sets the label's font again then: needs review", .needsReview(count: 1),
                outlets: ["bodyLabel": "body"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var bodyLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            NotificationCenter.default.addObserver(self, selector: #selector(textSizeChanged), name: UIContentSizeCategory.didChangeNotification, object: nil)
                        }
                        @objc private func textSizeChanged() {
                            bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
                        }
                    }
                    """
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" id="body">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: the flag is set in code through the outlet", .passes, outlets: ["bodyLabel": "body"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var bodyLabel: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            bodyLabel.adjustsFontForContentSizeCategory = true
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" id="body">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .code(
                "In an app, a cell registered for an identifier its table's data source dequeues", .triggers(count: 1),
                Self.registeredCell(dequeue: #"tableView.dequeueReusableCell(withIdentifier: "TrendsCell", for: indexPath)"#)
            ),
            .code(
                "In an app, a cell registered under its type's name, which a generic helper dequeues by type", .triggers(count: 1),
                Self.registeredCell(dequeue: "tableView.dequeue(TrendsCell.self, for: indexPath)").merging([
                    "Example/UITableView+Dequeue.swift": """
                    extension UITableView {
                        func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
                            dequeueReusableCell(withIdentifier: String(describing: type), for: indexPath) as! Cell
                        }
                    }
                    """
                ]) { a, _ in a }
            ),
            .code(
                "In an app, a cell dequeued by an identifier made at run time from a literal it begins with", .triggers(count: 1),
                Self.registeredCell(
                    identifier: "Trends-0", dequeue: #"tableView.dequeueReusableCell(withIdentifier: "Trends-\(indexPath.section)", for: indexPath)"#)
            ),
            .code(
                "Trap: in an app, a cell registered for an identifier no code dequeues is not certain (a literal \"Cell\" elsewhere is no part of it)",
                .needsReview(count: 1),
                Self.registeredCell(dequeue: #"tableView.dequeueReusableCell(withIdentifier: "PlainCell", for: indexPath)"#).merging([
                    "Example/Log.swift": #"let kindSuffix = "Cell""#
                ]) { a, _ in a }
            ),
            .code(
                "In an app, a cell an Objective-C controller registers for an identifier it dequeues", .triggers(count: 1),
                Self.registeredCellInObjectiveC(dequeue: "Trends")),
            .code(
                "Trap: in an app, a cell an Objective-C controller registers for an identifier no code dequeues is not certain",
                .needsReview(count: 1), Self.registeredCellInObjectiveC(dequeue: "Plain")),
            .code(
                "Labels given a scaled font through forEach, without the flag", .triggers(count: 2),
                [
                    "HeaderView.swift": """
                    final class HeaderView: UIView {
                        let ↓countLabel = UILabel()
                        let ↓dayLabel = UILabel()
                        func setUp() {
                            [countLabel, dayLabel].forEach {
                                $0.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a property observer replaces the initializer's text style with a fixed font (it runs each time the model is set, after init)",
                .passes,
                [
                    "SectionHeaderView.swift": """
                    struct SectionModel { let title: String }
                    final class SectionHeaderView: UICollectionReusableView {
                        private(set) var titleLabel = UILabel()
                        var viewModel: SectionModel {
                            didSet {
                                titleLabel.text = viewModel.title
                                titleLabel.font = UIFont.boldSystemFont(ofSize: 12)
                            }
                        }
                        override init(frame: CGRect) {
                            viewModel = SectionModel(title: "")
                            super.init(frame: frame)
                            titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                            addSubview(titleLabel)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """
                ]),
            .code(
                "Trap: a label made only to measure a header's height, never shown", .passes,
                [
                    "IconPicker.swift": """
                    final class IconPicker: UIViewController, UICollectionViewDelegateFlowLayout {
                        func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                            let titleLabel = UILabel()
                            titleLabel.font = .preferredFont(forTextStyle: .headline)
                            titleLabel.text = title(of: section)
                            let size = titleLabel.sizeThatFits(CGSize(width: collectionView.bounds.width, height: .greatestFiniteMagnitude))
                            return CGSize(width: collectionView.bounds.width, height: size.height + 16)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a local font variable, a list configuration's text properties, a button configuration's attributes", .passes,
                [
                    "Views.swift": """
                    final class StatusLabel: UILabel {
                        func setUp(bold: Bool) {
                            let font: UIFont
                            if bold { font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold)) }
                            else { font = .preferredFont(forTextStyle: .body) }
                            attributedText = NSAttributedString(string: "", attributes: [.font: font])
                        }
                    }
                    final class AddAccountCell: UITableViewCell {
                        func configure() {
                            var configuration = defaultContentConfiguration()
                            configuration.textProperties.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17))
                            contentConfiguration = configuration
                        }
                    }
                    final class FollowView: UIView {
                        let followButton: UIButton = {
                            let button = UIButton(configuration: .tinted())
                            button.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                                var outgoing = incoming
                                outgoing.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 15))
                                return outgoing
                            }
                            return button
                        }()
                    }
                    """
                ]),
        ]
    }

    /// Views built in code: a scaled font without the flag on the same view in the same type.
    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        struct View: Hashable { let type: String?; let target: ViewTarget? }
        let adjusted = Set(project.code.events.filter { $0.kind == .adjustsFont }.map { View(type: $0.type, target: $0.detail.target) })
        return project.code.events.compactMap { event in
            guard event.kind == .scaledFont, let type = event.type, let target = event.detail.target,
                !(target.name.map { project.isOnAScreen($0, of: type) } ?? false),
                !adjusted.contains(View(type: type, target: target))
            else { return nil }
            return context.finding(
                at: event.location, "\(target.name ?? type) gets a scaled font, but adjustsFontForContentSizeCategory is not set on it here",
                confidence: .needsReview(reason: "the flag may be set where the view is created or in a shared helper"))
        }
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            // A button's flag is its title label's: known false for an Interface Builder button
            // without a configuration (`IBContent`), unknown (nil) otherwise.
            // (A button that shows only an image draws no text in that font.)
            let flagged =
                PlatformDefaults.adjustsFontForContentSizeCategory(node.element.kind)
                || (node.element.adjustsFontForContentSizeCategory == false && node.element.text.map { !($0.literal?.isEmpty ?? false) } == true)
            guard node.isVisible, flagged, let font = node.element.font,
                font.source == .textStyle || (font.source != .dynamic && font.scalesWithDynamicType == true),
                node.element.adjustsFontForContentSizeCategory != true
            else { return nil }
            var confidence: Confidence = node.confidence(unlessSetInCode: .adjustsFontForContentSizeCategory, .font)
            // A label that shrinks its text to fit its width shows a larger text size only where
            // the text leaves room: a glyph that fills its box is shrunk back, flag or not.
            if confidence == .certain, PlatformDefaults.shrinksTextToFit(node.element) {
                confidence = .needsReview(
                    reason:
                        "it shrinks its text to fit its width (adjustsFontSizeToFitWidth): where the text already fills the label, a larger size is shrunk back and the flag changes nothing"
                )
            }
            return context.finding(
                node, in: screen,
                "\(node.roleName) uses \(font.summary) but does not adjust when the text size changes (adjustsFontForContentSizeCategory is off)",
                confidence: confidence)
        }
    }
}
