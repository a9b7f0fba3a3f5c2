/// Text that looks like a heading should be one, so the rotor can jump to it.
struct HeaderTraitHeadings: Rule {
    let metadata = RuleMetadata(
        id: "header-trait-headings",
        title: "Title-styled text lacks the header trait",
        rationale:
            "VoiceOver users skim a screen by moving from heading to heading with the rotor. Text set in a title style or a large bold font that is not marked as a header is invisible to that navigation.",
        wcag: ["1.3.1", "2.4.6", "2.4.10"], impact: .moderate, defaultSeverity: .warning,
        tags: ["headings", "traits", "voiceover"],
        help:
            "If the text titles the screen or a section, tick the Header trait (Identity inspector ▸ Accessibility ▸ Traits), or insert `.header` into accessibilityTraits.",
        sources: ["B ch3 L731", "B ch6 L2141-2145", "B ch8 L3130-3132"],
        summary: "title-styled text, or bold text of body size or more above lighter text (a section title), without the header trait",
        appleAuditTypes: [.trait], nutritionLabels: [.voiceOver], policies: [.alwaysNeedsReview])

    var platforms: Set<Platform> { [.iOS, .android] }

    var examples: [RuleExample] {
        [
            .android(
                "Android: a TextView in a title text appearance without accessibilityHeading", .needsReview(count: 1),
                """
                    ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/settings" android:textAppearance="?attr/textAppearanceHeadline6" />
                """),
            .android(
                "Android: 24sp text without accessibilityHeading", .needsReview(count: 1),
                """
                    ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/trips" android:textSize="24sp" />
                """),
            .android(
                "Trap (Android): a large time display is a value, not a title (AntennaPod's sleep timer)", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="00:00:00" android:textSize="32sp" />
                """),
            .android(
                "Trap (Android): a marked heading, and body text", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/settings" android:textAppearance="@style/TextAppearance.Material3.TitleLarge"
                        android:accessibilityHeading="true" />
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/body" android:textAppearance="?attr/textAppearanceBodyMedium" />
                """),
            .xib(
                "A title-styled label", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Mars" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                    </label>
                """),
            .xib(
                "A title-styled label with the header trait", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Mars" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="100" width="200" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                        </accessibility>
                    </label>
                """),
            .code(
                "The first text of a code-built section header view (vlc-ios's TrackSectionHeader)", .needsReview(count: 1),
                [
                    "TrackSectionHeader.swift": """
                    final class TrackSectionHeader: UICollectionReusableView {
                        let ↓titleLabel = UILabel()
                        let countLabel = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(titleLabel)
                            addSubview(countLabel)
                        }
                        func configure(title: String, count: Int) {
                            titleLabel.text = title
                            countLabel.text = "\\(count)"
                        }
                    }
                    """
                ]),
            .swiftUI(
                "A title set in a bold weight through the app's font helper (winston's `.fontSize(21, .semibold)`)", .needsReview(count: 1),
                """
                struct CredentialEditView: View {
                    var body: some View {
                        VStack {
                            ↓Text("What else can you do").fontSize(21, .semibold)
                            Text("Plain text that follows").fontSize(15)
                        }
                    }
                }
                extension View {
                    func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View {
                        self.font(.system(size: size, weight: weight))
                    }
                }
                """),
            .code(
                "The label of the view a table's delegate returns as a section header (Mammoth's language list)", .needsReview(count: 1),
                Self.tableWithHeaders(
                    "LanguagesViewController",
                    header: """
                        let bg = UIView()
                        let ↓lab = UILabel()
                        lab.text = section == 0 ? "Preferred" : "All"
                        lab.font = UIFont.systemFont(ofSize: 15)
                        bg.addSubview(lab)
                        return bg
                        """)),
            .code(
                "A header the delegate makes for a later section only (`guard section == 2`), read once for all sections", .needsReview(count: 1),
                Self.tableWithHeaders(
                    "SettingsViewController",
                    header: """
                        guard section >= 2 else { return nil }
                        let ↓title = UILabel()
                        title.text = "Danger zone"
                        title.font = UIFont.boldSystemFont(ofSize: 17)
                        return title
                        """)),
            .code(
                "Trap: a header view whose title is marked, and a footer view's text", .passes,
                [
                    "Headers.swift": """
                    final class TrackSectionHeader: UICollectionReusableView {
                        let titleLabel = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(titleLabel)
                            titleLabel.accessibilityTraits = .header
                        }
                    }
                    final class LegalFooterView: UIView {
                        let noteLabel = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(noteLabel)
                            noteLabel.text = "Prices include VAT"
                        }
                    }
                    """
                ]),
            .swiftUI(
                "A semibold body-size title above lighter text (omnivore's section titles)", .needsReview(count: 1),
                """
                struct Notebook: View {
                    let note: String
                    var body: some View {
                        ScrollView {
                            VStack(alignment: .leading) {
                                ↓Text("Article Notes").font(.system(size: 17, weight: .semibold))
                                Text(note).font(.body)
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: bold texts one after another (emphasis, not a title), and a bold text alone", .passes,
                """
                struct Summary: View {
                    var body: some View {
                        VStack {
                            VStack(alignment: .leading) {
                                Text("Total").font(.system(size: 17, weight: .bold))
                                Text("12 items").font(.system(size: 17, weight: .bold))
                            }
                            Text("Saved").font(.body.bold())
                        }
                    }
                }
                """),
            .xib(
                "Body text is not a heading", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Mars is the fourth planet" adjustsFontForContentSizeCategory="YES" id="body">
                        <rect key="frame" x="20" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
        ]
    }

    /// An app whose `controller` shows a table whose delegate makes each section's header as
    /// `header` says.
    static func tableWithHeaders(_ controller: String, header: String) -> [String: String] {
        let body = header.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return [
            "App/AppDelegate.swift": "@main final class AppDelegate: UIResponder, UIApplicationDelegate { let root = \(controller)() }",
            "App/\(controller).swift": """
            final class \(controller): UIViewController, UITableViewDataSource, UITableViewDelegate {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = self
                    tableView.delegate = self
                    view.addSubview(tableView)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            \(body)
                }
            }
            """,
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        if screen.screen.platform == .android { return android(screen, context) }
        var titled = Set<Int>()
        let styled = screen.reachable.compactMap { node -> Finding? in
            guard node.role == .staticText, node.element.android == nil, !node.isInsideCell, !node.traits.contains(.header),
                node.traitsAreKnown, let font = node.element.font, let text = node.labelText, !text.isEmpty, text.count <= 60
            else { return nil }
            let message: String
            if Self.looksLikeHeading(font) {
                message = "Label \"\(text)\" is styled as a title (\(font.summary)) but is not marked as a header"
            } else if let follower = Self.lighterTextAfter(node, font, in: screen) {
                message =
                    "Label \"\(text)\" (\(font.summary)) stands above lighter text (\(follower)) as a section's title does, but is not marked as a header"
            } else {
                return nil
            }
            titled.insert(node.index)
            return context.finding(
                node, in: screen, message, confidence: .needsReview(reason: "whether this text titles the screen or a section is a judgement"))
        }
        return styled + headerViewTitles(screen, context, skipping: titled)
    }

    /// UIKit: the first text of a view whose class is named for a header (`TrackSectionHeader`,
    /// `SettingsHeaderView`, `CourseInfoHeaderBlockView`) titles its section, whatever its font.
    func headerViewTitles(_ screen: ResolvedScreen, _ context: RuleContext, skipping titled: Set<Int>) -> [Finding] {
        guard screen.screen.origin != .swiftUI else { return [] }
        var seenHeaders = Set<Int>()
        return screen.reachable.compactMap { node -> Finding? in
            guard node.role == .staticText, node.element.android == nil, !node.isInsideCell, !node.traits.contains(.header), node.traitsAreKnown,
                !titled.contains(node.index), let header = Self.headerView(around: node, in: screen), seenHeaders.insert(header.index).inserted
            else { return nil }
            if let text = node.labelText, text.count > 60 || !text.contains(where: \.isLetter) { return nil }
            let shown = node.labelText.map { "\"\($0)\"" } ?? node.element.displayName
            let holder =
                header.element.customClass.map { "\($0), a header view" }
                ?? header.element.suppliedAs.map { "the view the table's delegate returns as a \($0)" } ?? "\(header.element.kind), a header view"
            return context.finding(
                node, in: screen, "\(shown) is the first text of \(holder), but is not marked as a header",
                confidence: .needsReview(reason: "a header view's first text usually titles its section; whether it does here is a judgement"))
        }
    }

    /// The nearest view around `node` (or the screen's root) whose class is named for a header
    /// and not a footer, or that a table's delegate returns as a section header (`node` itself too).
    static func headerView(around node: ResolvedElement, in screen: ResolvedScreen) -> ResolvedElement? {
        // A label the delegate returns as the header itself.
        if node.element.suppliedAs == "section header" { return node }
        var current = node.parentIndex
        while let i = current {
            let container = screen.elements[i]
            let name = container.element.customClass ?? container.element.kind
            if name.contains("Header"), !name.contains("Footer"), !name.hasPrefix("UI") { return container }
            // The view a table's delegate returns for a section's header.
            if container.element.suppliedAs == "section header" { return container }
            current = container.parentIndex
        }
        return nil
    }

    /// A bold text at least the body's size (17 pt) whose container goes on with text in a
    /// lighter or smaller font: a section's title set in a semibold body font (omnivore's 17–18 pt
    /// section titles). The first such text after it, else nil.
    static func lighterTextAfter(_ node: ResolvedElement, _ font: FontSpec, in screen: ResolvedScreen) -> String? {
        guard font.isBold, let size = Self.size(of: font), size >= 17, let parent = node.parentIndex.map({ screen.elements[$0] }) else { return nil }
        var j = node.index + 1
        while j < screen.elements.count, screen.isDescendant(screen.elements[j], of: parent) {
            let next = screen.elements[j]
            j += 1
            guard next.isReachable, next.role == .staticText, let nextFont = next.element.font, let label = next.label, label.literal != "" else {
                continue
            }
            guard let nextSize = Self.size(of: nextFont) else { return nil }
            return !nextFont.isBold || nextSize < size ? label.literal.map { "“\($0)”" } ?? "text set in code" : nil
        }
        return nil
    }

    /// The font's size at the default text size.
    static func size(of font: FontSpec) -> Double? {
        if let size = font.pointSize { return size }
        return font.textStyle.map { DynamicType.pointSize($0) }
    }

    static func looksLikeHeading(_ font: FontSpec) -> Bool {
        if let style = font.textStyle, font.source == .textStyle { return style.looksLikeHeading }
        guard let size = font.pointSize else { return false }
        return size >= 24 || (size >= 20 && font.isBold)
    }

    /// Android: a TextView in a headline, title or display text appearance, or 24 sp (20 sp
    /// bold) and larger, without `android:accessibilityHeading` (B L944-956).
    func android(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.role == .staticText, let a = node.element.android, !a.isHeading,
                !node.isInteractive, let text = Speech.spoken(node.label), text.count <= 60,
                // A time ("00:00:00") or a placeholder ("…") in a large style is a value, not a title.
                AndroidHardcodedText.hasWord(text)
            else { return nil }
            let style: String
            if let appearance = a.textAppearance, ["headline", "title", "display"].contains(where: { appearance.lowercased().contains($0) }) {
                style = appearance
            } else if let font = node.element.font, let size = font.pointSize, a.textSizeUnit == "sp" || a.textSizeUnit == "dp",
                size >= 24 || (size >= 20 && font.isBold)
            {
                style = "\(Rect.format(size)) \(a.textSizeUnit ?? "")\(font.isBold ? " bold" : "")"
            } else {
                return nil
            }
            return context.finding(
                node, in: screen, "TextView \"\(text)\" is styled as a title (\(style)) but is not marked android:accessibilityHeading=\"true\"",
                confidence: .needsReview(reason: "whether this text titles the screen or a section is a judgement"),
                fix:
                    "If the text titles the screen or a section, set android:accessibilityHeading=\"true\" (API 28; ViewCompat.setAccessibilityHeading before)."
            )
        }
    }
}
