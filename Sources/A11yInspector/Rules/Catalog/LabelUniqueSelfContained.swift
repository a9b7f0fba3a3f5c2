/// Controls on one screen need distinct names.
struct LabelUniqueSelfContained: Rule {
    let metadata = RuleMetadata(
        id: "label-unique-self-contained",
        title: "Several controls on the screen share one label",
        rationale:
            "VoiceOver users hear one element at a time, without the surrounding layout. Two buttons both called \"More\" or \"Download\" cannot be told apart, and Voice Control cannot pick one by name.",
        wcag: ["2.4.4", "2.4.6", "2.5.3"], impact: .serious, defaultSeverity: .warning,
        tags: ["labels", "voiceover", "voice-control"],
        help: "Make each label say what it acts on (\"Download Episode 3\"), or group each row into one element with custom actions.",
        sources: ["B ch3 L733", "B ch6 L2363", "B ch8 L2962"],
        summary: "several controls on one screen share a label",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver])

    var platforms: Set<Platform> { [.iOS, .android] }

    /// Two buttons titled "Follow", one above the other.
    static let twoFollowButtons = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more1">
                <rect key="frame" x="300" y="100" width="60" height="44"/>
                <state key="normal" title="Follow"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more2">
                <rect key="frame" x="300" y="200" width="60" height="44"/>
                <state key="normal" title="Follow"/>
            </button>
        """

    /// A controller with outlets to both buttons and `update()` holding `body`.
    static func followController(_ body: String) -> String {
        """
        final class ExampleViewController: UIViewController {
            @IBOutlet private var followButton: UIButton!
            @IBOutlet private var unfollowButton: UIButton!
            var isFollowing = false
            var isBlocked = false
            override func viewDidLoad() {
                super.viewDidLoad()
                update()
            }
            private func update() {
        \(body)
            }
        }
        """
    }

    var examples: [RuleExample] {
        [
            .android(
                "Android: two \"Delete\" buttons on one screen", .triggers(count: 2),
                values: ["values/strings.xml": #"<resources><string name="delete">Delete</string></resources>"#],
                """
                    ↓<ImageButton android:id="@+id/delete_flight" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_delete" android:contentDescription="@string/delete" />
                    ↓<ImageButton android:id="@+id/delete_hotel" android:layout_width="48dp" android:layout_height="48dp"
                        android:src="@drawable/ic_delete" android:contentDescription="@string/delete" />
                """),
            .android(
                "Trap (Android): the same words as a heading and a button", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/flights" android:accessibilityHeading="true" />
                    <Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/delete_flight" />
                    <Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/delete_hotel" />
                """),
            .xib(
                "Two \"More\" buttons", .triggers(count: 2),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more1">
                        <rect key="frame" x="300" y="100" width="60" height="44"/>
                        <state key="normal" title="More"/>
                    </button>
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more2">
                        <rect key="frame" x="300" y="200" width="60" height="44"/>
                        <state key="normal" title="More"/>
                    </button>
                """),
            .xib(
                "Trap: code shows one of the two at a time (isHidden = isFollowing / !isFollowing)", .passes,
                outlets: ["followButton": "more1", "unfollowButton": "more2"],
                swift: [
                    "ExampleViewController.swift": Self.followController(
                        """
                                followButton.isHidden = isFollowing
                                unfollowButton.isHidden = !isFollowing
                        """)
                ], Self.twoFollowButtons),
            .xib(
                "Trap: the same, in the two branches of an if", .passes,
                outlets: ["followButton": "more1", "unfollowButton": "more2"],
                swift: [
                    "ExampleViewController.swift": Self.followController(
                        """
                                if isFollowing {
                                    followButton.isHidden = true
                                    unfollowButton.isHidden = false
                                } else {
                                    followButton.isHidden = false
                                    unfollowButton.isHidden = true
                                }
                        """)
                ], Self.twoFollowButtons),
            .xib(
                "Code hides them under two unrelated conditions: they may show together, needs review", .needsReview(count: 2),
                outlets: ["followButton": "more1", "unfollowButton": "more2"],
                swift: [
                    "ExampleViewController.swift": Self.followController(
                        """
                                followButton.isHidden = isFollowing
                                unfollowButton.isHidden = isBlocked
                        """)
                ], Self.twoFollowButtons
            ).at("more1", "more2"),
            .code(
                "Trap: a button class's initializer sets a default title each holder replaces right after making it", .passes,
                [
                    "ComposeViewController.swift": """
                    final class PillButton: UIButton {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            setTitle("Button", for: .normal)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    final class ComposeViewController: UIViewController {
                        private let save = PillButton()
                        private let cancel = PillButton()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            save.setTitle(NSLocalizedString("Save", comment: ""), for: .normal)
                            cancel.setTitle(NSLocalizedString("Cancel", comment: ""), for: .normal)
                            save.addTarget(self, action: #selector(send), for: .touchUpInside)
                            cancel.addTarget(self, action: #selector(send), for: .touchUpInside)
                            view.addSubview(UIStackView(arrangedSubviews: [save, cancel]))
                        }
                        @objc private func send() {}
                    }
                    """
                ]),
            .xib(
                "Distinct labels", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more1">
                        <rect key="frame" x="300" y="100" width="60" height="44"/>
                        <state key="normal" title="More"/>
                        <accessibility key="accessibilityConfiguration" label="More about Mars"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more2">
                        <rect key="frame" x="300" y="200" width="60" height="44"/>
                        <state key="normal" title="More"/>
                        <accessibility key="accessibilityConfiguration" label="More about Venus"/>
                    </button>
                """),
            .xib(
                "A \"Click here\" link", .triggers(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="here">
                        <rect key="frame" x="20" y="100" width="120" height="44"/>
                        <state key="normal" title="Click here"/>
                    </button>
                """),
            .swiftUI(
                "Trap: an inline picker is its choices; its hidden title names no control beside the link of the same name", .passes,
                """
                struct ExampleView: View {
                    @State private var corner = 0
                    var body: some View {
                        Form {
                            NavigationLink("Jump Button") { Text("About") }
                            Picker("Jump Button", selection: $corner) {
                                Text("Left").tag(0)
                                Text("Right").tag(1)
                            }
                            .labelsHidden()
                            .pickerStyle(.inline)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: one row component used in two sections shows its Show button twice at most: needs review", .needsReview(count: 1),
                """
                struct ChangeRow: View {
                    let change: Change
                    @State var expanded = false
                    var body: some View {
                        VStack {
                            Text(change.version)
                            if !expanded { ↓Button("Show") { expanded = true } }
                        }
                    }
                }
                struct Changelog: View {
                    let latest: Change
                    let past: Change
                    var body: some View {
                        List {
                            Section("What's new") { ChangeRow(change: latest) }
                            Section("Past updates") { ChangeRow(change: past) }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a media view used for each attachment, whose two branches each offer Load anyway: its copies come with the data",
                .needsReview(count: 2),
                """
                struct MediaView: View {
                    let item: Media
                    var body: some View {
                        VStack {
                            Text(item.url)
                            if let blur = item.blurHash {
                                Image(uiImage: blur.image).accessibilityHidden(true)
                                ↓Button("Load anyway") { load() }
                            } else {
                                ↓Button("Load anyway") { load() }
                            }
                        }
                    }
                }
                struct PostView: View {
                    let post: Post
                    var body: some View {
                        VStack {
                            Text(post.text)
                            MediaView(item: post.first)
                            MediaView(item: post.second)
                        }
                    }
                }
                """),
            .swiftUI(
                "Two Delete buttons written in two places are two controls VoiceOver cannot tell apart", .triggers(count: 2),
                """
                struct Account: View {
                    var body: some View {
                        List {
                            ↓Button("Delete") { deleteCard() }
                            ↓Button("Delete") { deleteAccount() }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the same label in two branches of an if", .passes,
                """
                struct ExampleView: View {
                    let isEditing: Bool
                    var body: some View {
                        if isEditing {
                            Button("Save") { save() }
                        } else {
                            Button("Save") { saveDraft() }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: each step of a wizard has its own Back button in the navigation bar, one step at a time", .passes,
                """
                struct Wizard: View {
                    @State var step = Step.intro
                    var body: some View {
                        NavigationStack {
                            switch step {
                            case .intro:
                                Form { Text("Welcome") }
                                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Next") { step = .write } } }
                            case .write:
                                Form { StepRows() }
                                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Back") { step = .intro } } }
                            case .read:
                                if step.isLast {
                                    Form { Text("Done") }
                                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Back") { step = .write } } }
                                } else {
                                    Form { StepRows() }
                                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Back") { step = .write } } }
                                }
                            }
                        }
                    }
                }
                struct StepRows: View {
                    var body: some View { Text("Choose") }
                }
                """),
            .swiftUI(
                "Two Back buttons in the toolbar of one step are on screen together", .triggers(count: 2),
                """
                struct Steps: View {
                    let isEditing: Bool
                    var body: some View {
                        if isEditing {
                            Form { Text("Edit") }
                                .toolbar {
                                    ToolbarItem(placement: .cancellationAction) { ↓Button("Back") { close() } }
                                    ToolbarItem(placement: .primaryAction) { ↓Button("Back") { undo() } }
                                }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the same buttons in each layout of a ViewThatFits, which shows only one", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        ViewThatFits(in: .horizontal) {
                            wide
                            HStack { Button("Receive") { receive() }; Button("Send") { send() } }
                            VStack { Button("Receive") { receive() }; Button("Send") { send() } }
                        }
                    }
                    var wide: some View {
                        HStack { Button("Receive") { receive() }; Spacer(); Button("Send") { send() } }
                    }
                }
                """),
            .swiftUI(
                "In one layout of a ViewThatFits, two buttons of one name are still two", .triggers(count: 2),
                """
                struct ExampleView: View {
                    var body: some View {
                        ViewThatFits {
                            HStack { ↓Button("Send") { send() }; Button("Send") { sendLater() } }
                            Button("Send") { send() }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: two ifs side by side on opposite conditions show their buttons at different times", .passes,
                """
                struct ExampleView: View {
                    @State var activeCheck: Task<Void, Never>? = nil
                    @State var isEditing = false
                    var body: some View {
                        HStack {
                            if activeCheck != nil {
                                ProgressView()
                                Button("Cancel") { activeCheck?.cancel() }
                            }
                            Spacer()
                            if activeCheck == nil {
                                Button("Cancel") { close() }
                            }
                            if isEditing { Button("Done") { isEditing = false } }
                            if !isEditing { Button("Done") { close() } }
                        }
                    }
                }
                """),
            .swiftUI(
                "Two ifs on different conditions may show both buttons", .triggers(count: 2),
                """
                struct ExampleView: View {
                    @State var activeCheck: Task<Void, Never>? = nil
                    @State var isEditing = false
                    var body: some View {
                        HStack {
                            if activeCheck != nil { ↓Button("Cancel") { activeCheck?.cancel() } }
                            if isEditing { ↓Button("Cancel") { close() } }
                        }
                    }
                }
                """),
            .swiftUI(
                "Buttons labelled only by a count: VoiceOver says \"12, button\"", .needsReview(count: 2),
                """
                struct StatusActions: View {
                    let status: Status
                    var body: some View {
                        HStack {
                            ↓Button { reply() } label: { Label("\\(status.repliesCount)", systemImage: "arrowshape.turn.up.left") }
                            ↓Button { boost() } label: { Text("\\(status.numberOfBoosts)") }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a keypad's digits, a count beside the action's name, a count that is not the whole label", .passes,
                """
                struct StatusActions: View {
                    let status: Status
                    var body: some View {
                        HStack {
                            Button("1") { press(1) }
                            Button { reply() } label: { Text("Reply \\(status.repliesCount)") }
                            Button { like() } label: { Label("\\(status.likesCount)", systemImage: "heart").accessibilityLabel("Like") }
                            Button { open() } label: { Text("\\(status.accountName)") }
                        }
                    }
                }
                """),
            .xib(
                "Trap: two buttons of one label told apart by their values", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="white">
                        <rect key="frame" x="20" y="100" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Set text color" value="white"/>
                        <state key="normal" image="circle"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="black">
                        <rect key="frame" x="70" y="100" width="44" height="44"/>
                        <accessibility key="accessibilityConfiguration" label="Set text color" value="black"/>
                        <state key="normal" image="circle"/>
                    </button>
                """),
            .code(
                "Buttons labelled alike in a loop over a stack's subviews, whose values code sets one by one: needs review", .needsReview(count: 2),
                ImageButtonLabel.colorToolbar(valuesOneByOne: true)),
            .xib(
                "Trap: one hidden duplicate is not on screen", .passes,
                """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="save1">
                        <rect key="frame" x="20" y="100" width="60" height="44"/>
                        <state key="normal" title="Save"/>
                    </button>
                    <button hidden="YES" opaque="NO" contentMode="scaleToFill" buttonType="system" id="save2">
                        <rect key="frame" x="20" y="100" width="60" height="44"/>
                        <state key="normal" title="Save"/>
                    </button>
                """),
        ]
    }

    /// A label that is nothing but one value named as a count (`Text("\\(status.repliesCount)")`,
    /// `Label("\\(likes.count)", systemImage: "heart")`): the number says how many, not what the
    /// control does. A digit written as a literal is a key of a keypad, which says what it does.
    static func onlyACount(_ label: TextValue?) -> String? {
        guard case .dynamic(.partial(let text))? = label, text.hasPrefix("‹"), text.hasSuffix("›"), text.dropFirst().firstIndex(of: "‹") == nil
        else { return nil }
        let expression = text.dropFirst().dropLast()
        let last = expression.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) ?? ""
        let words = IdentifierWords.split(last).map { $0.lowercased() }
        guard let first = words.first, words.last == "count" || first == "number" && words.count > 1 || last == "count" else { return nil }
        return "‹\(expression)›"
    }

    /// Labels that mean nothing without the text around them.
    static let generic: Set<String> = ["click here", "tap here", "here", "click", "tap", "more", "read more", "learn more", "details", "link", "button"]

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        let repeated = duplicates(screen, context)
        let reported = Set(repeated.compactMap(\.elementID))
        return repeated + genericLabels(screen, context, excluding: reported)
    }

    func genericLabels(_ screen: ResolvedScreen, _ context: RuleContext, excluding reported: Set<String>) -> [Finding] {
        screen.reachable.compactMap { node in
            if node.isInteractive, !reported.contains(node.element.id), let count = Self.onlyACount(node.label) {
                return context.finding(
                    node, in: screen,
                    "\(node.roleName) is labelled only by a number (\(count)): VoiceOver says \"12, \(node.roleName.lowercased())\" and nothing about what it does; say the action and the count (\"Reply, 12 replies\")",
                    confidence: .needsReview(reason: "the value \(count) is taken for a count by its name"))
            }
            guard node.isInteractive, !reported.contains(node.element.id), let label = node.labelText?.trimmingCharacters(in: .whitespacesAndNewlines),
                Self.generic.contains(label.lowercased())
            else { return nil }
            let certain = ["click here", "tap here", "here", "click", "tap"].contains(label.lowercased())
            return context.finding(
                node, in: screen, "\(node.roleName) label \"\(label)\" says nothing about what it does on its own",
                confidence: certain
                    ? node.confidence(unlessSetInCode: .accessibilityLabel, .text)
                    : .needsReview(reason: "\"\(label)\" may be clear enough when it is the only such control and its container is read first"))
        }
    }

    func duplicates(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        // Prototype cells are templates: their copies are made at run time.
        // A picker that lays out its choices (inline, segmented) is its choices: its title is a
        // heading at most, not the name of a control.
        let candidates = screen.reachable.filter {
            $0.isInteractive && !$0.isInsideCell && ($0.labelOrigin == .accessibilityLabel || $0.labelOrigin == .text)
                && !(ViewClasses.isPicker($0.element.kind) && $0.element.swiftUI.pickerStyle?.showsChoices == true)
        }
        var groups: [String: [ResolvedElement]] = [:]
        for node in candidates {
            guard let label = node.labelText?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), !label.isEmpty else { continue }
            // VoiceOver reads a known value after the label: "Set text color, black" and "Set
            // text color, white" are told apart.
            let value = node.element.accessibilityValue?.literal.map { "\u{0}" + $0.lowercased() } ?? ""
            groups[label + value, default: []].append(node)
        }
        return groups.values.flatMap { all -> [Finding] in
            // Elements in different branches of an `if` are never on screen together.
            let group = all.filter { node in all.contains { $0.index != node.index && !screen.areAlternatives($0, node) } }
            guard group.count > 1 else { return [] }
            // One view used twice (a helper called for two rows) is one place to fix.
            var locations = Set<SourceLocation>()
            let copies = Dictionary(group.map { ($0.element.location, 1) }, uniquingKeysWith: +)
            return group.filter { locations.insert($0.element.location).inserted }.map { node in
                // Interface Builder elements by their object id, others by their line.
                let byID = [.storyboardScene, .xib].contains(screen.screen.origin)
                let others = group.filter { $0.index != node.index }
                    .map { byID ? $0.element.id : "\($0.element.location.file.fileName):\($0.element.location.line)" }.joined(separator: ", ")
                // (Code that hides one of them may keep them apart: `areAlternatives` knows when it does.)
                var uncertain = group.lazy.compactMap { $0.runtimeUncertainty(.accessibilityLabel, .text, .clickable, .isHidden) }.first
                // A value code gives each (`colors[1].accessibilityValue = "black"`) is read after
                // the label: "Set text color, black" may tell them apart.
                // (Not a getter the class overrides: one getter for every instance, which may well
                // give none, as UTM's keys' does for keys that do not toggle.)
                let setValues = group.lazy.compactMap { $0.element.accessibilityValue?.dynamicOrigin ?? $0.element.provenance[.accessibilityValue] }
                    .filter { source in
                        if case .code(let o) = source { return !o.how.isOverride }
                        return false
                    }
                if uncertain == nil, let origin = setValues.first {
                    uncertain = "code sets their values (\(origin)), which VoiceOver reads after the label and may tell them apart"
                }
                // Every copy is the same line of one view used several times (a row component in
                // two sections): whether they show at once, and what sets each apart, is data.
                if uncertain == nil, locations.count == 1 {
                    uncertain =
                        "every copy is the same control of one view, used \(group.count) times: which copies show together, and the row each one is read in, depends on the data"
                }
                // One line met several times is a component the screen repeats (a media view in
                // each post): its copies, and the branches of its `if`s that each copy takes,
                // come with the data, beside what tells each one apart.
                if uncertain == nil, let repeated = copies.first(where: { $0.value > 1 }) {
                    uncertain =
                        "\(repeated.key.file.fileName):\(repeated.key.line) is one control of a view the screen uses \(repeated.value) times: which copies show together, and the row each one is read in, depends on the data"
                }
                return context.finding(
                    node, in: screen, "\(group.count) controls on this screen are labelled \"\(node.labelText ?? "")\" (also \(others))",
                    confidence: uncertain.map { .needsReview(reason: $0) } ?? .certain)
            }
        }
    }
}

import Foundation
