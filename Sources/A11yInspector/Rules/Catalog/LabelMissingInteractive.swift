/// Interactive elements need a name: without one VoiceOver says only "button" or a value.
struct LabelMissingInteractive: Rule {
    let metadata = RuleMetadata(
        id: "label-missing-interactive",
        title: "Interactive element has no accessibility label",
        rationale:
            "VoiceOver, Switch Control and Voice Control name a control by its label. A control without one is announced as \"button\" or only by its value, and Voice Control users cannot say its name.",
        wcag: ["1.1.1", "4.1.2", "2.4.6"], impact: .critical, defaultSeverity: .error,
        tags: ["labels", "voiceover", "voice-control"],
        help:
            "Give the control a title, or set an accessibility label (Identity inspector ▸ Accessibility ▸ Label, or `accessibilityLabel` in code) that names what it does.",
        sources: ["B ch3 L581-605", "B ch6 L1929", "S3 L86-89"],
        summary: "control with no accessibility label and no title",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver, .voiceControl])

    /// A cell built in code that is one element with actions, and sets no label itself.
    /// The project's factories of buttons and button configurations, titling what they return.
    static let buttonFactories = """
        extension UIButton.Configuration {
            static func gray(_ text: String) -> UIButton.Configuration {
                var configuration = UIButton.Configuration.borderless()
                configuration.attributedTitle = .init(text, attributes: AttributeContainer([.font: UIFont.preferredFont(forTextStyle: .body)]))
                configuration.baseForegroundColor = .gray
                return configuration
            }
            static func tinted() -> UIButton.Configuration {
                var configuration = UIButton.Configuration.borderless()
                configuration.baseForegroundColor = .systemPink
                return configuration
            }
            static func smallApply() -> UIButton.Configuration {
                var configuration = UIButton.Configuration.gray("Apply")
                configuration.contentInsets = .zero
                return configuration
            }
            static func bigCancel() -> UIButton.Configuration { .gray("Cancel") }
            func noMargins() -> UIButton.Configuration {
                var configuration = self
                configuration.contentInsets = .zero
                return configuration
            }
        }
        extension UIButton {
            static func largeRoundedButton(title: String) -> UIButton {
                let button = UIButton()
                button.setTitle(title, for: .normal)
                return button.constrainToSize(height: 52)
            }
        }

        """

    static let fieldCell = """
        final class FieldCell: UICollectionViewCell {
            let keyLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(keyLabel)
                isAccessibilityElement = true
            }
            override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                get { [UIAccessibilityCustomAction(name: "Open") { _ in true }] }
                set {}
            }
        }
        """

    /// An initializer a project adds to `TextField` (phoenix's `TextField(verbatim:text:)`).
    static let verbatimTextField = """
        extension TextField where Label == Text {
            init(verbatim title: String, text: Binding<String>, onCommit: @escaping () -> Void = {}) {
                self.init(title, text: text, onCommit: onCommit)
            }
        }

        """

    /// A banner whose close button has no title, image or label.
    static let bannerView = """
        final class BannerView: UIView {
            private let ↓closeButton = UIButton()
            func setUp() {
                addSubview(closeButton)
                closeButton.layer.cornerRadius = 12
                closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
            }
        }
        """

    /// A project's icon label: `Label(title: title)` with the title its caller gives, and an
    /// initializer in an extension that passes a string's `Text` on (Passepartout's
    /// `ThemeImageLabel`).
    static let iconLabel = """
        struct IconLabel<Title: View>: View {
            private let icon: String
            private let title: () -> Title
            init(_ icon: String, @ViewBuilder title: @escaping () -> Title) {
                self.icon = icon
                self.title = title
            }
            var body: some View {
                Label(title: title) {
                    Image(decorative: icon)
                }
            }
        }
        extension IconLabel where Title == Text {
            init(_ title: String, icon: String) {
                self.init(icon) {
                    Text(title)
                }
            }
        }

        """

    /// A cell's tappable "discover more" label, styled (or not) by its nested `Style` enum's
    /// helper, which hands it to a shared one (Tempura's pattern).
    static func discoverCell(styled: Bool) -> String {
        """
        final class DiscoverCell: UICollectionViewCell {
            let \(styled ? "" : "↓")discoverMore = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(discoverMore)
                discoverMore.isUserInteractionEnabled = true
                discoverMore.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(discover)))
                discoverMore.accessibilityTraits = .button
                \(styled ? "Self.Style.discoverMore(self.discoverMore, content: L10n.discoverMore)" : "")
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func discover() {}
        }
        extension DiscoverCell {
            enum Style {
                static func discoverMore(_ label: UILabel, content: String) { TempuraStyles.styleStandardLabel(label, content: content) }
            }
        }
        """
    }

    /// A cell with the reuse identifier "obs".
    static let observationCell = #"<tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="obs" id="cell">"#

    /// A button over a cell whose title is a space (iNaturalist's activity overlay).
    static func blankButton(marked: Bool) -> String {
        """
        \(marked ? "↓" : "")<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="overlay">
            <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
            <state key="normal" title=" "/>
        </button>
        """
    }

    /// A data source in Objective-C that dequeues the "obs" cell and does `configure` to it.
    static func dequeuingController(configure: String) -> String {
        """
        @implementation ExampleViewController
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"obs" forIndexPath:indexPath];
            \(configure)
            return cell;
        }
        @end
        """
    }

    /// A table of one cell holding `content`; `cell` is its opening tag, `connections` its
    /// connections.
    static func tableCell(
        _ content: String, cell: String = #"<tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell">"#, connections: String = ""
    ) -> String {
        """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <sections>
                    <tableViewSection id="section">
                        <cells>
                            \(cell)
                                <rect key="frame" x="20" y="55" width="353" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                    <subviews>
                                        \(content)
                                    </subviews>
                                </tableViewCellContentView>
                                \(connections.isEmpty ? "" : "<connections>\(connections)</connections>")
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        """
    }

    var examples: [RuleExample] {
        [
            .xib(
                "A slider with no label", .triggers(count: 1),
                """
                    ↓<slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="volume">
                        <rect key="frame" x="20" y="100" width="300" height="44"/>
                    </slider>
                """),
            .xib(
                "A text field with neither placeholder nor label", .triggers(count: 1),
                """
                    ↓<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="name">
                        <rect key="frame" x="20" y="100" width="300" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                """),
            .xib(
                "A slider labelled in Interface Builder", .passes,
                """
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="volume">
                        <rect key="frame" x="20" y="100" width="300" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Volume"/>
                    </slider>
                """),
            .xib(
                "Trap: a slider labelled in code through its outlet", .passes, outlets: ["volumeSlider": "volume"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet weak var volumeSlider: UISlider!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            volumeSlider.accessibilityLabel = NSLocalizedString("volume", comment: "")
                        }
                    }
                    """
                ],
                """
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="volume">
                        <rect key="frame" x="20" y="100" width="300" height="44"/>
                    </slider>
                """),
            .xib(
                "Trap: a custom slider class from outside the project may label itself", .needsReview(count: 1),
                """
                    ↓<slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" customClass="FancySlider" customModule="FancyKit" id="volume">
                        <rect key="frame" x="20" y="100" width="300" height="44"/>
                    </slider>
                """),
            .xib(
                "Trap: a cell whose class always hides its contents from assistive technologies (a text field kept only to block screenshots)", .passes,
                swift: [
                    "ProtectedCell.swift": """
                    final class ProtectedCell: UITableViewCell {
                        override var isAccessibilityElement: Bool { get { false } set {} }
                        override var accessibilityElementsHidden: Bool {
                            get { true }
                            set {}
                        }
                    }
                    """
                ],
                Self.tableCell(
                    """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="shield">
                        <rect key="frame" x="20" y="5" width="300" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                    """,
                    cell:
                        #"<tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell" customClass="ProtectedCell" customModule="App" customModuleProvider="target">"#
                )),
            .xib(
                "Trap: a blank-titled button in a cell its data source dequeues by identifier and makes one accessibility element (`cell.isAccessibilityElement = YES`): VoiceOver reads the cell, never the button",
                .passes, swift: ["App/ExampleViewController.m": Self.dequeuingController(configure: "cell.isAccessibilityElement = YES;")],
                Self.tableCell(Self.blankButton(marked: false), cell: Self.observationCell)),
            .xib(
                "The same cell, dequeued and left as it is: the button is a stop of its own with nothing to read", .triggers(count: 1),
                swift: ["App/ExampleViewController.m": Self.dequeuingController(configure: "cell.backgroundColor = UIColor.clearColor;")],
                Self.tableCell(Self.blankButton(marked: true), cell: Self.observationCell)),
            .xib(
                "Trap: the cell's class made one element on an instance a method is handed (`- (void)configure:(ObsCell *)cell`, iNaturalist): this one may be",
                .needsReview(count: 1),
                swift: [
                    "App/ExampleViewController.m": """
                    @implementation ObsCell
                    @end
                    @implementation ExampleViewController
                    - (void)configureCell:(ObsCell *)cell forIndexPath:(NSIndexPath *)indexPath {
                        cell.isAccessibilityElement = YES;
                    }
                    @end
                    """
                ],
                Self.tableCell(
                    Self.blankButton(marked: true),
                    cell:
                        #"<tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell" customClass="ObsCell" customModule="App" customModuleProvider="target">"#
                )),
            .xib(
                "Trap: a switch in a table cell beside its title may be read with the cell", .needsReview(count: 1),
                Self.tableCell(
                    """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sort Oldest to Newest" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="11" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    ↓<switch opaque="NO" contentMode="scaleToFill" id="sort">
                        <rect key="frame" x="284" y="6" width="51" height="31"/>
                    </switch>
                    """)),
            .xib(
                "Trap: a row that opens a screen, holding two text fields VoiceOver reaches on their own (GoMap's relation rows)", .needsReview(count: 1),
                Self.tableCell(
                    """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="relation" id="key">
                        <rect key="frame" x="20" y="5" width="121" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="type" id="value">
                        <rect key="frame" x="154" y="5" width="189" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                    """, cell: #"↓<tableViewCell contentMode="scaleToFill" selectionStyle="none" accessoryType="disclosureIndicator" id="cell">"#,
                    connections: #"<outletCollection property="gestureRecognizers" destination="tap1" appends="YES" id="g1"/>"#),
                objects: #"<tapGestureRecognizer id="tap1"/>"#),
            .swiftUI(
                "Trap: a button whose Label has an empty title but an SF Symbol, which VoiceOver may describe", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Button(action: add) { Label("", systemImage: "plus") }
                    }
                    func add() {}
                }
                """),
            .swiftUI(
                "A toggle with an empty title", .triggers(count: 1),
                """
                struct ExampleView: View {
                    @State private var isOn = false
                    var body: some View {
                        ↓Toggle("", isOn: $isOn)
                    }
                }
                """),
            .swiftUI(
                "Trap: the button's text is in a stack of the project's that passes its content on by name (HStack(content: content))", .passes,
                """
                struct AdaptiveStack<Content: View>: View {
                    @Environment(\\.dynamicTypeSize) private var size
                    let content: () -> Content
                    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                    var body: some View {
                        if size.isAccessibilitySize {
                            VStack(alignment: .leading, content: content)
                        } else {
                            HStack(spacing: 8, content: content)
                        }
                    }
                }
                struct BudgetView: View {
                    var body: some View {
                        Button { showInfo() } label: {
                            AdaptiveStack {
                                Text("Estimated total impressions")
                                Image(decorative: "info")
                            }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a date picker labelled by its trailing closure", .passes,
                """
                struct ExampleView: View {
                    @State private var date = Date()
                    var body: some View {
                        DatePicker(selection: $date, displayedComponents: .date) { Text("Reminder") }
                    }
                }
                """),
            .swiftUI(
                "Trap: a Label whose title closure calls a helper returning Text", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Button(action: openSettings) {
                            Label(title: { titleText() }, icon: { Image("gear") })
                        }
                    }
                    private func titleText() -> Text { Text("Settings") }
                }
                """),
            .swiftUI(
                "Trap: a calendar date picker with an empty title: its month, arrows and days are labelled", .passes,
                """
                struct ScheduleView: View {
                    @State private var start = Date()
                    var body: some View {
                        DatePicker(selection: $start, displayedComponents: [.date]) { EmptyView() }
                            .datePickerStyle(.graphical)
                    }
                }
                """),
            .swiftUI(
                "A compact date picker with an empty title reads only its date", .triggers(count: 1),
                """
                struct ScheduleView: View {
                    @State private var start = Date()
                    var body: some View {
                        ↓DatePicker(selection: $start, displayedComponents: [.date]) { EmptyView() }
                            .datePickerStyle(.compact)
                    }
                }
                """),
            .swiftUI(
                "Trap: programmatic links with empty labels, driven by isActive from elsewhere, draw nothing", .passes,
                """
                struct ResultsView: View {
                    @State var showAll = false
                    var body: some View {
                        NavigationStack {
                            VStack {
                                NavigationLink(destination: Text("All results"), isActive: $showAll) { EmptyView() }
                                NavigationLink(destination: Text("Terms"), isActive: $showAll) {}
                                Button("Show all") { showAll = true }
                            }
                            .navigationTitle("Search")
                        }
                    }
                }
                """),
            .swiftUI(
                "An empty-labelled link in a list still makes a row VoiceOver reads as an unnamed button", .triggers(count: 1),
                """
                struct ResultsView: View {
                    @State var showAll = false
                    var body: some View {
                        NavigationStack {
                            List {
                                ↓NavigationLink(destination: Text("All results"), isActive: $showAll) { EmptyView() }
                            }
                            .navigationTitle("Search")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: an empty-labelled link in the list's background is no row", .passes,
                """
                struct BuyView: View {
                    @State var showProviders = false
                    var body: some View {
                        List {
                            Button("Choose a provider") { showProviders = true }
                        }
                        .background(
                            NavigationLink(isActive: $showProviders, destination: { Text("Providers") }, label: { EmptyView() })
                        )
                    }
                }
                """),
            .xib(
                "Trap: an info button speaks UIKit's \"More Info\"", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" id="info">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                    </button>
                """),
            .xib(
                "Trap: a text view that is not editable is text to read, not a field to name", .passes,
                """
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Terms apply." id="terms">
                        <rect key="frame" x="20" y="100" width="300" height="80"/>
                    </textView>
                """),
            .xib(
                "Trap: an editable text view that shows a licence is read by its text (siskin's About screen)", .passes,
                """
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Siskin IM is free software: you can redistribute it under the GPL." id="licence">
                        <rect key="frame" x="20" y="100" width="300" height="200"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                    </textView>
                """),
            .xib(
                "An editable text view still holding Xcode's Lorem ipsum has nothing to read", .triggers(count: 1),
                """
                    ↓<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Lorem ipsum dolor sit er elit lamet" id="notes">
                        <rect key="frame" x="20" y="100" width="300" height="200"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textView>
                """),
            .swiftUI(
                "An unlabelled button in a debug menu compiled only with #if DEBUG: needs review at most", .needsReview(count: 1),
                """
                #if DEBUG
                struct ExampleView: View {
                    var body: some View {
                        ↓Button(action: { resetCaches() }) { Image(decorative: "trash-icon") }
                    }
                }
                #endif
                """),
            .swiftUI(
                "Trap: the project's own Image initializer makes an SF Symbol, which has the symbol's label", .passes,
                """
                struct Icon { let name: String }
                extension Image {
                    init(icon: Icon) { self.init(systemName: icon.name) }
                }
                struct ExampleView: View {
                    var body: some View {
                        Button { remove() } label: { Image(icon: .delete) }
                    }
                }
                """),
            .swiftUI(
                "Trap: a text field made by the project's own initializer, which passes its title on", .passes,
                Self.verbatimTextField + """
                    struct ExampleView: View {
                        @State private var port = ""
                        var body: some View {
                            TextField(verbatim: "\\(defaultPort)", text: $port)
                        }
                    }
                    """),
            .swiftUI(
                "Beside the project's own initializer, the platform's is read as before: an empty title", .triggers(count: 1),
                Self.verbatimTextField + """
                    struct ExampleView: View {
                        @State private var port = ""
                        var body: some View {
                            TextField(verbatim: "\\(defaultPort)", text: $port)
                            ↓TextField("", text: $port)
                        }
                    }
                    """),
            .swiftUI(
                "Trap: a row view keeps the Text its caller passes in a stored property (let label: Text)", .passes,
                """
                struct SettingsRow<Content: View>: View {
                    private let label: Text
                    private let systemImage: String
                    private let content: Content
                    init(label: Text, systemImage: String, @ViewBuilder content: () -> Content) {
                        self.label = label
                        self.systemImage = systemImage
                        self.content = content()
                    }
                    var body: some View {
                        LabeledContent { content } label: { Label { label } icon: { Image(systemName: systemImage) } }
                    }
                }
                extension SettingsRow where Content == EmptyView {
                    init(label: Text, systemImage: String) { self.init(label: label, systemImage: systemImage) { EmptyView() } }
                }
                struct ExampleView: View {
                    let isPatron: Bool
                    var body: some View {
                        List {
                            NavigationLink { Text("Patreon") } label: {
                                SettingsRow(label: Text(isPatron ? "Manage Subscription" : "Become a Patron"), systemImage: "heart")
                            }
                            NavigationLink { Text("About") } label: { SettingsRow(label: Text("About"), systemImage: "info") }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a text editor bound to a constant shows text to read, not a field to name", .passes,
                """
                struct ExampleView: View {
                    let source: String
                    var body: some View {
                        TextEditor(text: .constant(source)).font(.body.monospaced())
                    }
                }
                """),
            .swiftUI(
                "Trap: a component's menu labelled by the view each caller passes: needs review at most", .needsReview(count: 1),
                """
                struct UploadMenu<Label: View>: View {
                    let label: Label
                    var body: some View {
                        ↓Menu(content: { Button("Photo") { pick() } }, label: label)
                    }
                }
                """),
            .swiftUI(
                "An image-only button from Image(uiImage:) has no label", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Button { remove() } label: { Image(uiImage: trashImage) }
                    }
                }
                """),
            .swiftUI(
                "Trap: text fields named by their label view (iOS 15 initialisers)", .passes,
                """
                struct ExampleView: View {
                    @State private var username = ""
                    @State private var password = ""
                    var body: some View {
                        Form {
                            TextField(text: $username, prompt: Text("you@example.com")) { Text("Username") }
                            SecureField(text: $password) { Text("Password") }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a NavigationLink labelled by its label closure", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        NavigationStack {
                            NavigationLink {
                                DetailView()
                            } label: {
                                Text("Details")
                            }
                        }
                    }
                }
                struct DetailView: View {
                    var body: some View { Text("Detail") }
                }
                """),
            .swiftUI(
                "Trap: a NavigationLink labelled by the view's own helper, called through self", .passes,
                """
                struct BirthdaysView: View {
                    let names: [String]
                    var body: some View {
                        NavigationStack {
                            ForEach(names, id: \\.self) { name in
                                NavigationLink(destination: DetailView()) {
                                    self.makeCell(for: name)
                                }
                            }
                        }
                    }
                    private func makeCell(for name: String) -> some View {
                        HStack { Text(name); Spacer() }
                    }
                }
                struct DetailView: View {
                    var body: some View { Text("Detail") }
                }
                """),
            .swiftUI(
                "Trap: a segmented picker with an empty title, styled by its caller", .passes,
                """
                struct ExampleView: View {
                    @State private var tab = 0
                    var body: some View {
                        tabs.pickerStyle(.segmented)
                    }
                    private var tabs: some View {
                        Picker("", selection: $tab) {
                            Text("Posts").tag(0)
                            Text("Media").tag(1)
                        }
                    }
                }
                """),
            .swiftUI(
                "Two wheels side by side with empty titles (WheelPickerStyle()): each reads only its row", .triggers(count: 2),
                """
                struct ExampleView: View {
                    @State private var from = 8
                    @State private var to = 17
                    var body: some View {
                        HStack {
                            ↓Picker(selection: $from, label: Text("")) { ForEach(0..<24) { Text("\\($0):00").tag($0) } }
                                .pickerStyle(WheelPickerStyle())
                            ↓Picker(selection: $to, label: Text("")) { ForEach(0..<24) { Text("\\($0):00").tag($0) } }
                                .pickerStyle(.wheel)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a NavigationLink with an empty title in a background, for navigation from code", .passes,
                """
                struct ExampleView: View {
                    @State private var selected: String?
                    var body: some View {
                        Text("Pick an entity")
                            .background(NavigationLink("", isActive: .constant(selected != nil)) { Text("Detail") })
                    }
                }
                """),
            .swiftUI(
                "Trap: Button(role: .close) shows the system's close button and its label (iOS 26)", .passes,
                """
                struct ExampleView: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View {
                        NavigationStack {
                            Text("Activity")
                                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button(role: .close) { dismiss() } } }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a button labelled by texts combined inside an if let", .passes,
                """
                struct ExampleView: View {
                    let link: Link
                    var body: some View {
                        Button { open(link.url) } label: {
                            if let title = link.title {
                                VStack(alignment: .leading) {
                                    Text(title)
                                    Text(link.host)
                                }
                                .accessibilityElement(children: .combine)
                            }
                        }
                    }
                }
                """),
            .xib(
                "A button with a title needs nothing more", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save">
                        <rect key="frame" x="20" y="100" width="100" height="44"/>
                        <state key="normal" title="Save"/>
                    </button>
                """),
            .code("A cell built in code that is one element with actions, with no label", .triggers(count: 1), ["FieldCell.swift": Self.fieldCell]).at("self"),
            .code(
                "Trap: a cell built in code whose init(coder:) is fatalError, as every code-built view's is, is still checked", .triggers(count: 1),
                [
                    "FieldCell.swift": Self.fieldCell.replacingOccurrences(
                        of: "    override var accessibilityCustomActions",
                        with: """
                                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                                override var accessibilityCustomActions
                            """)
                ]
            ).at("self"),
            .code(
                "A button given only a style by the project's own method has no label", .triggers(count: 1),
                [
                    "StepView.swift": """
                    extension UIButton {
                        func setStyle(_ style: Int) { layer.cornerRadius = 8; backgroundColor = .systemBlue }
                    }
                    final class StepView: UIView {
                        private let ↓skip = UIButton()
                        func setUp() {
                            addSubview(skip)
                            skip.setStyle(1)
                            skip.addTarget(self, action: #selector(skipTapped), for: .touchUpInside)
                        }
                    }
                    """
                ]),
            .code(
                "A banner's close button with no title, image or label", .triggers(count: 1),
                [
                    "BannerView.swift": Self.bannerView
                ]),
            .code(
                "Trap: the controller holding the banner makes it one element (bannerView.isAccessibilityElement = true): needs review",
                .needsReview(count: 1),
                [
                    "BannerView.swift": Self.bannerView,
                    "BannerController.swift": """
                    final class BannerController {
                        let bannerView = BannerView()
                        init() {
                            bannerView.isAccessibilityElement = true
                            bannerView.accessibilityLabel = NSLocalizedString("Update available", comment: "")
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a button code only ever hides (alpha = 0, \"hidden for now\") is not on screen", .passes,
                [
                    "HeaderView.swift": """
                    final class HeaderView: UIView {
                        private lazy var infoButton: UIButton = {
                            let button = UIButton()
                            button.backgroundColor = .systemBlue
                            button.alpha = 0 // hidden for now
                            return button
                        }()
                        func setUp() {
                            addSubview(infoButton)
                            infoButton.addTarget(self, action: #selector(showInfo), for: .touchUpInside)
                        }
                    }
                    """
                ]),
            .xib(
                "Trap: a button whose state holds its SF Symbol as an imageReference child (Xcode 13 and later) is named by the symbol", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="attach" userLabel="attachButton">
                        <rect key="frame" x="8" y="175" width="44" height="44"/>
                        <state key="normal">
                            <imageReference key="image" image="plus" catalog="system" symbolScale="large"/>
                            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="22" scale="large" weight="regular"/>
                        </state>
                    </button>
                """),
            .code(
                "Trap: a button stripped of its trait (Swift 4's UIAccessibilityTraitNone) that lets taps through is an indicator, not a control", .passes,
                ["CommentCell.swift": ImageButtonLabel.commentCell(lettingTapsThrough: true)]),
            .code(
                "Trap: views a method makes in closures that each call theirs `label`: each keeps its own text", .passes,
                [
                    "InfoViewController.swift": """
                    final class InfoViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let link: UILabel = {
                                let label = UILabel()
                                label.attributedText = NSAttributedString(string: NSLocalizedString("Request an icon", comment: ""))
                                label.isUserInteractionEnabled = true
                                return label
                            }()
                            let or: UILabel = {
                                let label = UILabel()
                                label.text = NSLocalizedString("or", comment: "")
                                return label
                            }()
                            view.addSubview(link)
                            view.addSubview(or)
                            link.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(requestIcon)))
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a button class that sets its own SF Symbol in its initializer shows that symbol", .passes,
                [
                    "SectionHeader.swift": """
                    final class SectionHeader: UIView {
                        private let menuButton = MenuButton()
                        func setUp() {
                            addSubview(menuButton)
                            menuButton.addTarget(self, action: #selector(openMenu), for: .touchUpInside)
                        }
                    }
                    extension SectionHeader {
                        final class MenuButton: UIButton {
                            override init(frame: CGRect) {
                                super.init(frame: frame)
                                setImage(UIImage(systemName: "ellipsis", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)), for: .normal)
                            }
                            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a button class that gives itself a value and no label is read by its value: needs review", .needsReview(count: 1),
                [
                    "TokenCell.swift": """
                    final class TokenCell: UITableViewCell {
                        private let ↓revealButton = RevealButton()
                        func setUp() {
                            contentView.addSubview(revealButton)
                            revealButton.addTarget(self, action: #selector(reveal), for: .touchUpInside)
                        }
                    }
                    final class RevealButton: UIButton {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            accessibilityValue = NSLocalizedString("Show secret key", comment: "")
                        }
                        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                    }
                    """
                ]),
            .code(
                "Trap: the controller's own helper titles the button it is given (decorate(withButton: leftButton, text:))", .passes,
                [
                    "PINViewController.swift": """
                    final class PINViewController: UIViewController {
                        private let leftButton = UIButton()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(leftButton)
                            leftButton.addTarget(self, action: #selector(leftTapped), for: .touchUpInside)
                            decorateButtonText(withButton: leftButton, text: NSLocalizedString("Cancel", comment: ""))
                        }
                        private func decorateButtonText(withButton button: UIButton, text: String) {
                            button.setAttributedTitle(NSAttributedString(string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]), for: .normal)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: lazy buttons whose closures each call theirs `button`: one from the project's factory that labels it, one made after its action",
                .passes,
                [
                    "DonationCell.swift": """
                    extension UIButton {
                        class func buildCloseButton() -> UIButton {
                            let button = UIButton(configuration: .borderless())
                            button.setImage(UIImage(named: "close-circle"), for: .normal)
                            button.accessibilityLabel = NSLocalizedString("close", value: "Close", comment: "")
                            return button
                        }
                    }
                    final class DonationCell: UICollectionViewCell {
                        lazy var closeButton = {
                            let button = UIButton.buildCloseButton()
                            button.addAction(UIAction { _ in }, for: .touchUpInside)
                            return button
                        }()
                        lazy var learnMoreButton: UIButton = {
                            let action = UIAction { _ in }
                            let button = UIButton(configuration: .bordered(), primaryAction: action)
                            button.setTitle(NSLocalizedString("learn_more", value: "Learn More", comment: ""), for: .normal)
                            return button
                        }()
                        lazy var donateButton: UIButton = {
                            let button = UIButton(configuration: .borderedProminent())
                            button.setTitle(NSLocalizedString("donate", value: "Donate Now", comment: ""), for: .normal)
                            button.addAction(UIAction { _ in }, for: .touchUpInside)
                            return button
                        }()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            contentView.addSubview(closeButton)
                            contentView.addSubview(learnMoreButton)
                            contentView.addSubview(donateButton)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a pop-up button shows (and VoiceOver reads) the title of its selected menu item", .passes,
                [
                    "SortBar.swift": """
                    final class SortBar: UIView {
                        private lazy var sortButton: UIButton = {
                            let button = UIButton(configuration: .plain(), primaryAction: nil)
                            button.menu = UIMenu(children: [UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in }])
                            button.showsMenuAsPrimaryAction = true
                            button.changesSelectionAsPrimaryAction = true
                            return button
                        }()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(sortButton)
                        }
                    }
                    """
                ]),
            .code(
                "A menu button that does not show its selection has only its image", .triggers(count: 1),
                [
                    "SortBar.swift": """
                    final class SortBar: UIView {
                        private lazy var ↓sortButton: UIButton = {
                            let button = UIButton(configuration: .plain(), primaryAction: nil)
                            button.menu = UIMenu(children: [UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in }])
                            button.showsMenuAsPrimaryAction = true
                            return button
                        }()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(sortButton)
                        }
                    }
                    """
                ]),
            .code(
                "A button hidden only when it is tapped was on screen until then", .triggers(count: 1),
                [
                    "InfoView.swift": """
                    final class InfoView: UIView {
                        private let ↓closeButton = UIButton()
                        func setUp() {
                            addSubview(closeButton)
                            closeButton.backgroundColor = .systemBlue
                            closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
                        }
                        @objc func closeTapped() { closeButton.isHidden = true }
                    }
                    """
                ]),
            .code(
                "Trap: a tappable label a nested style helper styles (Self.Style.discoverMore(label, content:), Tempura; immuni-app-ios) is given its text there, at run time",
                .passes, ["DiscoverCell.swift": Self.discoverCell(styled: true)]),
            .code("The same label given to no helper says only its role", .triggers(count: 1), ["DiscoverCell.swift": Self.discoverCell(styled: false)]),
            .code(
                "The same button shown again later is on screen", .triggers(count: 1),
                [
                    "HeaderView.swift": """
                    final class HeaderView: UIView {
                        private lazy var ↓infoButton: UIButton = {
                            let button = UIButton()
                            button.backgroundColor = .systemBlue
                            button.alpha = 0
                            return button
                        }()
                        func setUp() {
                            addSubview(infoButton)
                            infoButton.addTarget(self, action: #selector(showInfo), for: .touchUpInside)
                        }
                        func reveal() { infoButton.alpha = 1 }
                    }
                    """
                ]),
            .code(
                "The project's method titling buttons (an extension calling setTitle) does not title a button it is never called on", .triggers(count: 1),
                [
                    "AvatarView.swift": """
                    extension UIButton {
                        func setText(_ text: Localized) { setTitle(text.text, for: .normal) }
                    }
                    class AvatarButton: UIButton {}
                    final class AvatarView: UIView {
                        private let ↓avatar = AvatarButton()
                        func setUp() {
                            addSubview(avatar)
                            avatar.setImage(loadedImage, for: .normal)
                            avatar.addTarget(self, action: #selector(openProfile), for: .touchUpInside)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the project's own method titles the button (an extension calling setTitle)", .passes,
                [
                    "StepView.swift": """
                    extension UIButton {
                        func setText(_ text: Localized) { setTitle(text.text, for: .normal) }
                    }
                    final class StepView: UIView {
                        private let skip = UIButton()
                        func setUp() {
                            addSubview(skip)
                            skip.setText(.skip)
                            skip.addTarget(self, action: #selector(skipTapped), for: .touchUpInside)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the label is set where the cell is registered", .passes,
                [
                    "FieldCell.swift": Self.fieldCell,
                    "FieldSection.swift": """
                    enum FieldSection {
                        static let registration = UICollectionView.CellRegistration<FieldCell, String> { cell, _, item in
                            cell.accessibilityLabel = item
                        }
                    }
                    """,
                ]),
            .swiftUI(
                "Trap: a toggle labelled by a view factory of the project (a static function of an enum)", .passes,
                """
                enum Row {
                    static func label(_ title: String, icon: String) -> some View {
                        Label { VStack { Text(title) } } icon: { Image(icon) }
                    }
                }
                struct KioskSettings: View {
                    @State var locked = false
                    var body: some View {
                        Toggle(isOn: $locked) { Row.label("Require authentication", icon: "fingerprint") }
                    }
                }
                """),
            .swiftUI(
                "A toggle labelled by a view of a module the tool does not have: needs review", .needsReview(count: 1),
                """
                import DesignSystem
                struct KioskSettings: View {
                    @State var locked = false
                    var body: some View {
                        ↓Toggle(isOn: $locked) { DSRow(title: "Require authentication") }
                    }
                }
                """),
            .swiftUI(
                "A slider whose trailing closure is onEditingChanged, beside a text nothing ties to it, has no label", .triggers(count: 1),
                """
                struct SensorRow: View {
                    @State var value = 0.5
                    var body: some View {
                        VStack {
                            Text("Update interval")
                            ↓Slider(value: $value, in: 0...1, step: 0.1) { editing in save(editing) }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a button labelled through AnyView", .passes,
                """
                struct Tile: View {
                    var body: some View {
                        Button(action: open) { AnyView(Text("Open")) }
                    }
                }
                """),
            .swiftUI(
                "Trap: App Intent buttons are labelled by their closure; a spinner reads \"In progress\"", .passes,
                """
                struct TodoWidgetView: View {
                    let loading: Bool
                    var body: some View {
                        Button(intent: RefreshIntent()) { Image(systemName: "arrow.clockwise") }
                        Button(intent: RefreshIntent()) { Text("Refresh") }
                        Button { } label: { ProgressView() }
                    }
                }
                """),
            .swiftUI(
                "Trap: iOS 13 alert and action sheet buttons made in local constants before the dialog", .passes,
                """
                struct LoginDetails: View {
                    @State var deleting = false
                    @State var confirming = false
                    @State var copied = false
                    var body: some View {
                        Button("Delete") { deleting = true }
                            .actionSheet(isPresented: $deleting) {
                                let delete = ActionSheet.Button.destructive(Text("Delete login")) { }
                                return ActionSheet(title: Text("Delete?"), buttons: [delete, .cancel()])
                            }
                        Button("Turn off") { confirming = true }
                            .alert(isPresented: $confirming) {
                                let label = Text("Turn off")
                                let button = Alert.Button.default(label, action: {})
                                return Alert(title: Text("Sure?"), primaryButton: button, secondaryButton: .cancel())
                            }
                        // `dismissButton: nil`: the alert's default OK button.
                        Button("Copy") { copied = true }
                            .alert(isPresented: $copied) { Alert(title: Text("Copied"), message: nil, dismissButton: nil) }
                    }
                }
                """),
            .swiftUI(
                "Trap: two helpers of one name; the one the button calls labels its image", .passes,
                """
                struct Toolbar: View {
                    let action: Action
                    var body: some View {
                        HStack {
                            Button { run(action) } label: { label(for: action) }
                            Button { pick() } label: { label(for: photo).accessibilityLabel("Photo") }
                        }
                    }
                    func label(for action: Action) -> some View {
                        Image(systemName: action.symbol).accessibilityLabel(action.title)
                    }
                    func label(for image: UIImage) -> some View {
                        Image(uiImage: image)
                    }
                }
                """),
            .swiftUI(
                "Trap: a property and a function share a name; the property calls the function, whose text labels the button", .passes,
                """
                struct PropertyRow: View {
                    let property: Property?
                    let action: () -> Void
                    var body: some View {
                        Button { action() } label: { propertyView }
                    }
                    @ViewBuilder
                    private var propertyView: some View {
                        if let property { propertyView(for: property) }
                    }
                    private func propertyView(for property: Property) -> some View {
                        HStack { Text(property.value ?? property.hint) }
                    }
                }
                """),
            .code(
                "Trap: buttons titled through their configuration (two closures calling their button `button`)", .passes,
                [
                    "WelcomeViewController.swift": """
                    final class WelcomeViewController: UIViewController {
                        private lazy var signUpButton: UIButton = {
                            var configuration = UIButton.Configuration.borderedTinted()
                            configuration.attributedTitle = AttributedString(L10n.signUp)
                            let button = UIButton(configuration: configuration)
                            return button
                        }()
                        private lazy var signInButton: UIButton = {
                            var configuration = UIButton.Configuration.plain()
                            configuration.title = L10n.signIn
                            let button = UIButton(configuration: configuration)
                            return button
                        }()
                        let followButton = UIButton(configuration: .tinted())
                        let doneButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(signUpButton)
                            view.addSubview(signInButton)
                            view.addSubview(followButton)
                            view.addSubview(doneButton)
                            followButton.configuration?.title = L10n.follow
                            var doneConfig = UIButton.Configuration.plain()
                            doneConfig.title = L10n.done
                            doneButton.configuration = doneConfig
                        }
                    }
                    """
                ]),
            .swiftUI(
                "Trap: a field with an empty title and a prompt is named by its prompt while empty (persistent-field-labels says the rest)", .passes,
                """
                struct ExampleView: View {
                    @State private var email = ""
                    var body: some View {
                        TextField("", text: $email, prompt: Text("Email address"))
                    }
                }
                """),
            .swiftUI(
                "A field with an empty title and a sample value for a prompt has no name", .triggers(count: 1),
                """
                struct ExampleView: View {
                    @State private var percent = ""
                    var body: some View {
                        ↓TextField("", text: $percent, prompt: Text("0").foregroundColor(.secondary))
                    }
                }
                """),
            .swiftUI(
                "Trap: an unnamed stepper shown only when the app runs on a Mac (a run-time check); iOS shows a labelled slider", .passes,
                """
                struct ExampleView: View {
                    @Binding var gain: Double
                    var body: some View {
                        if ProcessInfo.processInfo.isMacCatalystApp {
                            Stepper("", value: $gain, in: -12...12)
                        } else {
                            Slider(value: $gain, in: -12...12)
                                .accessibilityLabel("Gain")
                        }
                    }
                }
                """),
            .swiftUI(
                "The same stepper in the branch iOS runs is unnamed", .triggers(count: 1),
                """
                struct ExampleView: View {
                    @Binding var gain: Double
                    var body: some View {
                        if UIDevice.current.userInterfaceIdiom != .mac {
                            ↓Stepper("", value: $gain, in: -12...12)
                        } else {
                            Slider(value: $gain, in: -12...12)
                                .accessibilityLabel("Gain")
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a button labelled by the project's icon label, made by an initializer that calls another with the title in a closure", .passes,
                Self.iconLabel + """
                    struct ExampleView: View {
                        var body: some View {
                            Button {
                                print("deleted")
                            } label: {
                                IconLabel("Delete", icon: "trash")
                            }
                        }
                    }
                    """),
            .swiftUI(
                "The same icon label given an empty title leaves the button unnamed", .triggers(count: 1),
                Self.iconLabel + """
                    struct ExampleView: View {
                        var body: some View {
                            ↓Button {
                                print("deleted")
                            } label: {
                                IconLabel("", icon: "trash")
                            }
                        }
                    }
                    """),
            .swiftUI(
                "Trap: a field whose prompt is known at run time (a wrapper's property) needs review", .needsReview(count: 1),
                """
                struct SettingField: View {
                    @Binding var text: String
                    let prompt: Text?
                    var body: some View {
                        ↓TextField("", text: $text, prompt: prompt)
                    }
                }
                """),
            .code(
                "Trap: a framework extension's local named `view` is not the screen's root (a field of a view class stays certain)", .triggers(count: 1),
                [
                    "BorderedField.swift": """
                    extension UIView {
                        func showToast(_ text: String) {
                            let view = ToastView(text: text)
                            addSubview(view)
                            view.removeFromSuperview()
                        }
                    }
                    final class BorderedField: UIView {
                        let ↓input = UITextField()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(input)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: titles bound to a model (ReactiveCocoa's <~, RxCocoa's bind(to:) and drive)", .passes,
                [
                    "LoginViewController.swift": """
                    final class LoginViewController: UIViewController {
                        let loginButton = UIButton(type: .system)
                        let nextButton = UIButton(type: .system)
                        let skipButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.addSubview(loginButton)
                            view.addSubview(nextButton)
                            view.addSubview(skipButton)
                            loginButton.reactive.title <~ viewModel.loginButtonTitle
                            viewModel.nextTitle.bind(to: nextButton.rx.title(for: .normal)).disposed(by: bag)
                            viewModel.skipTitle.drive(skipButton.rx.title()).disposed(by: bag)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: buttons made by the project's factories, which title what they return (a configuration factory, one on UIButton, a chained call, factories building on one another)",
                .passes,
                [
                    "AccountViewController.swift": Self.buttonFactories + """
                        final class AccountViewController: UIViewController {
                            let editButton = UIButton(configuration: .gray("Edit"))
                            let searchButton = UIButton.largeRoundedButton(title: "Search")
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                let signup = UIButton(configuration: .gray("Create an account").noMargins(), primaryAction: .init { _ in })
                                let done = UIButton()
                                done.configuration = .gray("Done")
                                let learn = UIButton()
                                learn.configuration = isPro ? .gray("Your plan") : .gray("Learn more")
                                view.addSubview(learn)
                                view.addSubview(editButton)
                                view.addSubview(searchButton)
                                view.addSubview(signup)
                                view.addSubview(done)
                                let apply = UIButton(configuration: .smallApply())
                                let cancel = UIButton(configuration: .bigCancel())
                                view.addSubview(apply)
                                view.addSubview(cancel)
                            }
                        }
                        """
                ]),
            .code(
                "A button made by the project's factory that gives it only a colour has no label", .triggers(count: 1),
                [
                    "AccountViewController.swift": Self.buttonFactories + """
                        final class AccountViewController: UIViewController {
                            let ↓closeButton = UIButton(configuration: .tinted())
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                view.addSubview(closeButton)
                            }
                        }
                        """
                ]),
            .code(
                "Trap: the label is set through the view that holds it", .passes,
                [
                    "AuthorView.swift": """
                    final class AuthorView: UIView {
                        let nameLabel = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(nameLabel)
                            isAccessibilityElement = true
                        }
                        override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                            get { [UIAccessibilityCustomAction(name: "Profile") { _ in true }] }
                            set {}
                        }
                    }
                    final class StatusView: UIView {
                        let authorView = AuthorView()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addSubview(authorView)
                        }
                    }
                    final class StatusBinder {
                        func bind(statusView: StatusView, name: String) {
                            statusView.authorView.accessibilityLabel = name
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a button given an image constant of the app's (`.delete`, an asset) is read by the asset's name, not as a bare role", .passes,
                [
                    "URLBar.swift": """
                    extension UIImage { static let delete = UIImage(named: "icon_delete")! }
                    final class URLBar: UIView {
                        private lazy var deleteButton: UIButton = {
                            let button = UIButton()
                            button.setImage(.delete, for: .normal)
                            return button
                        }()
                        override init(frame: CGRect) { super.init(frame: frame); addSubview(deleteButton) }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """
                ]),
            .code(
                "Trap: a switch wrapped in a view of the app's on its way into a cell's accessory view is read with the cell", .needsReview(count: 1),
                [
                    "ToggleCell.swift": """
                    final class ToggleCell: UITableViewCell {
                        let ↓toggle = UISwitch()
                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                            textLabel?.text = "Block trackers"
                            accessoryView = PaddedSwitch(switchView: toggle)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    final class PaddedSwitch: UIView {
                        init(switchView: UISwitch) { super.init(frame: .zero); addSubview(switchView) }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """
                ]),
            .code(
                "Trap: switches a settings controller hands to its own helper, which makes each a cell's accessory view, are read with the cells",
                .needsReview(count: 2),
                [
                    "CacheSettings.swift": """
                    final class CacheSettings: UITableViewController {
                        let autoCache = UITableViewCell(style: .subtitle, reuseIdentifier: "auto")
                        let wifiOnly = UITableViewCell(style: .subtitle, reuseIdentifier: "wifi")
                        var ↓autoCacheSwitch = UISwitch()
                        var ↓wifiOnlySwitch = UISwitch()
                        func createCell(_ cell: UITableViewCell, _ switchV: UISwitch? = nil, isOn: Bool, text: String) {
                            cell.textLabel?.text = text
                            if let s = switchV {
                                s.isOn = isOn
                                cell.accessoryView = s
                            }
                        }
                        func configure(_ cell: UITableViewCell, toggle: UISwitch) {
                            guard let toggle = Optional(toggle) else { return }
                            cell.accessoryView = toggle
                        }
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            createCell(autoCache, autoCacheSwitch, isOn: true, text: NSLocalizedString("Cache automatically", comment: ""))
                            self.configure(wifiOnly, toggle: wifiOnlySwitch)
                            wifiOnly.textLabel?.text = NSLocalizedString("Only on Wi-Fi", comment: "")
                        }
                    }
                    """
                ]),
            .code(
                "Objective-C: a switch a cell builds in its content view, and one a data source makes a cell's accessory view (read with the cell's text)",
                .needsReview(count: 2),
                [
                    "App/SettingCell.h": "#import <UIKit/UIKit.h>\n@interface SettingCell : UITableViewCell\n@end\n",
                    "App/SettingCell.m": """
                    #import "SettingCell.h"
                    @implementation SettingCell
                    - (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                        self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                        if (self) {
                            ↓_toggleSwitch = [[UISwitch alloc] initWithFrame:CGRectZero];
                            [self.contentView addSubview:_toggleSwitch];
                        }
                        return self;
                    }
                    - (void)layoutSubviews {
                        [super layoutSubviews];
                        CGRect frame = self.textLabel.frame;
                    }
                    @end
                    """,
                    "App/MapSettings.h": "#import <UIKit/UIKit.h>\n@interface MapSettings : UITableViewController\n@end\n",
                    "App/MapSettings.m": """
                    #import "MapSettings.h"
                    @implementation MapSettings
                    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                        UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"Switch"];
                        cell.textLabel.text = NSLocalizedString(@"Traffic", nil);
                        ↓UISwitch *trafficSwitch = [[UISwitch alloc] initWithFrame:CGRectZero];
                        [self.view addSubview:trafficSwitch];
                        cell.accessoryView = trafficSwitch;
                        return cell;
                    }
                    @end
                    """,
                ]),
            .code(
                "Trap: a switch shown as a list cell's accessory (UICellAccessory.customView) is read with the cell's text", .needsReview(count: 1),
                [
                    "ToggleCell.swift": """
                    final class ToggleCell: UICollectionViewListCell {
                        func configure(with title: String, isOn: Bool) {
                            var content = UIListContentConfiguration.cell()
                            content.text = title
                            contentConfiguration = content
                            let ↓toggleSwitch = UISwitch()
                            toggleSwitch.isOn = isOn
                            accessories = [.customView(configuration: .init(customView: toggleSwitch, placement: .trailing()))]
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a tappable cell built in code, dequeued by a controller that sets its title through a property of the cell, and its switch: need review",
                .needsReview(count: 2),
                [
                    "SwitchCell.swift": """
                    ↓final class SwitchCell: UITableViewCell {
                        private(set) lazy var ↓toggle = UISwitch()
                        var title: String? {
                            get { textLabel?.text }
                            set { textLabel?.text = newValue }
                        }
                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                            accessoryView = toggle
                        }
                        required init?(coder: NSCoder) { fatalError() }
                        @objc func tapped() { toggle.setOn(!toggle.isOn, animated: true) }
                    }
                    """,
                    "OptionsViewController.swift": """
                    final class OptionsViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(SwitchCell.self, forCellReuseIdentifier: "switch")
                        }
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            let cell = tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath) as! SwitchCell
                            cell.title = "Pin to Top"
                            return cell
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: code gives the button an SF Symbol held in a property, which speaks its own description", .passes,
                [
                    "ExpandCell.swift": """
                    final class ExpandCell: UICollectionViewCell {
                        let expandButton = UIButton()
                        var expandImage: UIImage?
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            expandImage = UIImage(systemName: "chevron.down.circle.fill")
                            expandButton.setImage(expandImage, for: .normal)
                            expandButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
                            contentView.addSubview(expandButton)
                        }
                    }
                    """
                ]),
            .swiftUI(
                "Trap: a text editor given a value (the placeholder it draws itself) reads it before \"text field\"", .needsReview(count: 1),
                """
                struct ImportView: View {
                    @State private var key = ""
                    var body: some View {
                        TextEditor(text: $key)
                            ↓.accessibilityValue(key.isEmpty ? "Paste your private key" : key)
                    }
                }
                """),
            .code(
                "Trap: the label is set by a function that takes the cell", .passes,
                [
                    "FieldCell.swift": Self.fieldCell,
                    "FieldController.swift": """
                    final class FieldController: UIViewController {
                        func configure(_ cell: FieldCell, with item: String) {
                            cell.accessibilityLabel = item
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a button a dependency's method styles (MacaroonUIKit's `customizeAppearance(theme.cancel)`, whose style gives it a title): needs review, naming the call",
                .needsReview(count: 1), ["App/SearchScreen.swift": Self.dependencyStyledButton("cancelButton.customizeAppearance(theme.cancel)")]),
            .code(
                "A button laid out by a method the sources do not define, named for layout, not styling: still certain",
                .triggers(count: 1),
                ["App/SearchScreen.swift": Self.dependencyStyledButton("cancelButton.setContentHuggingPriority(.required, for: .horizontal)")]),
            .swiftUI(
                "SwiftUI: a record button drawn from shapes on a blur the project wraps (`VisualEffectView`, a `UIViewRepresentable` of a `UIVisualEffectView`) and a gradient: still nothing to read",
                .triggers(count: 1),
                """
                struct VisualEffectView: UIViewRepresentable {
                    let effect: UIVisualEffect
                    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: effect) }
                    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
                }
                struct RecordBar: View {
                    let record: () -> Void
                    var body: some View {
                        ↓Button(action: record) {
                            Circle().fill(Color.red).frame(width: 64, height: 64)
                                .background(ZStack {
                                    VisualEffectView(effect: UIBlurEffect(style: .dark))
                                    LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
                                })
                        }
                    }
                }
                """),
        ]
    }

    /// A text view with text of its own, not Xcode's Lorem ipsum: VoiceOver reads that text as
    /// its value, so it is not silent.
    static func showsContent(_ node: ResolvedElement) -> Bool {
        guard node.role == .textArea, let text = node.element.text?.literal else { return false }
        return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !InterfaceLocalization.isXcodePlaceholder(text)
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.isInteractive, node.labelOrigin == .none || (node.label?.isKnownEmpty ?? false) else { return nil }
            // Segmented, inline and palette pickers read their options, not their title.
            if node.element.swiftUI.pickerStyle?.showsChoices == true { return nil }
            // A text view that shows content (a licence, an about text) is read by its content.
            if Self.showsContent(node) { return nil }
            let what: String
            switch node.role {
            case .slider: what = "VoiceOver reads only its value and \"adjustable\""
            case .picker where node.traits.contains(.adjustable): what = "VoiceOver reads only the selected row and \"adjustable\""
            case .textField, .textArea: what = "VoiceOver says only \"text field\""
            case .toggle: what = "VoiceOver says only \"switch button, off\""
            default:
                // An image code gives it (through a helper, from data): VoiceOver reads the
                // image's file name when it has one.
                if let origin = node.element.provenance[.image], case .explanation = origin {
                    what = "VoiceOver says only its role"
                } else if let origin = node.element.provenance[.image] {
                    what = "VoiceOver reads the file name of the image code gives it (\(origin)), or only its role"
                } else {
                    what = "VoiceOver says only its role"
                }
            }
            var confidence: Confidence = node.confidence(unlessSetInCode: .accessibilityLabel, .text)
            // A button whose only words are its value (`accessibilityValue = "Show secret key"`):
            // VoiceOver reads them; they may be its name put in the wrong property.
            // A text field given its own value (a placeholder it draws itself) reads that too.
            let explicitValue = [.textField, .textArea].contains(node.role) ? node.element.accessibilityValue : nil
            if ![.slider, .picker, .textField, .textArea, .toggle].contains(node.role) || explicitValue != nil,
                let value = explicitValue ?? node.value, !value.isKnownEmpty
            {
                let words = value.literal.map { "\"\($0)\"" } ?? "set at run time"
                return context.finding(
                    node, in: screen, "\(node.roleName) has no accessibility label: VoiceOver reads only its value (\(words)) and its role",
                    confidence: .needsReview(reason: "the value may name the control; a name belongs in the label, the value says its state"))
            }
            // A cell whose content is controls of their own (two text fields): VoiceOver moves
            // to those, which show and name what the row holds; the cell adds no stop of its own.
            if node.role == .cell, let control = screen.descendants(of: node).first(where: { $0.isReachable && $0.isInteractive }) {
                return context.finding(
                    node, in: screen, "\(node.roleName) has no accessibility label of its own",
                    confidence: .needsReview(reason: "it holds \(control.element.displayName), which VoiceOver reaches on its own and reads with its value"))
            }
            // `Label("", systemImage: "plus")`: a SwiftUI label with an empty title still draws
            // its icon, whose own description (an SF Symbol's) VoiceOver may read.
            if confidence.isCertain, node.element.swiftUI.symbolIcon || screen.descendants(of: node).contains(where: \.element.swiftUI.symbolIcon) {
                confidence = .needsReview(reason: "its Label's title is empty, but it draws an icon, whose own description (an SF Symbol's) VoiceOver may read")
            }
            if confidence.isCertain, let cell = screen.enclosingCell(of: node), let text = screen.visibleTexts(in: cell).first {
                confidence = .needsReview(reason: "it sits in a cell with the text \"\(text)\"; UIKit may read the cell's text with the control")
            } else if confidence.isCertain, let cell = screen.enclosingCell(of: node),
                let builtIn = screen.descendants(of: cell).first(where: { ["textLabel", "detailTextLabel"].contains($0.element.name ?? "") })
            {
                // A cell built in code that uses its own `textLabel` (Monal's settings cells): its
                // data source fills it, and UIKit may read that text with the control.
                confidence = .needsReview(
                    reason:
                        "it sits in a cell whose own \(builtIn.element.name ?? "text label") its data source fills; UIKit may read the cell's text with the control"
                )
            }
            return context.finding(node, in: screen, "\(node.roleName) has no accessibility label: \(what)", confidence: confidence)
        }
    }
}

extension LabelMissingInteractive {
    /// A screen whose button gets its look from one statement, `styling`; the project declares
    /// an empty overload of the dependency's method for another type (Pera Wallet).
    static func dependencyStyledButton(_ styling: String) -> String {
        """
        import UIKit
        import MacaroonUIKit
        extension UIButton {
            public func customizeAppearance(_ styleSheet: NoStyleSheet) {}
        }
        struct SearchScreenTheme {
            let cancel: ButtonStyle
            init() { cancel = [.title(NSLocalizedString("Cancel", comment: ""))] }
        }
        final class SearchScreen: UIViewController {
            private lazy var ↓cancelButton = UIButton()
            private let theme = SearchScreenTheme()
            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("Search", comment: "")
                \(styling)
                cancelButton.addTarget(self, action: #selector(cancel), for: .touchUpInside)
                view.addSubview(cancelButton)
            }
            @objc func cancel() {}
        }
        """
    }
}
