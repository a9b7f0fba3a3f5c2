import Foundation
import SwiftParser
import Testing
@testable import A11yInspector

/// Given SwiftUI code, VoiceOver says this.
struct SwiftUIFrontEndTests {
    static func screens(_ sources: [String: String]) -> [ResolvedScreen] {
        var index = SwiftUIIndex()
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            index.merge(SwiftUIIndex.collect(path: path, tree: Parser.parse(source: source)))
        }
        return SwiftUIFrontEnd.screens(index).map(Resolver.resolve)
    }

    static func spoken(index: SwiftUIIndex, view: String) -> [String] {
        guard let screen = SwiftUIFrontEnd.screens(index).map(Resolver.resolve).first(where: { $0.screen.controllerClass == view }) else {
            return ["no screen \(view)"]
        }
        return screen.simulation.transcript.map(\.utterance.text)
    }

    static func spoken(_ source: String, view: String) -> [String] {
        guard let screen = screens(["View.swift": source]).first(where: { $0.screen.controllerClass == view }) else { return ["no screen \(view)"] }
        return screen.simulation.transcript.map(\.utterance.text)
    }

    /// A sheet whose content is written in place is a screen over its presenter; one that
    /// shows the project's views (with `#if` modifiers, or chosen by a `switch`) shows those
    /// views, read on their own, not again in place (Meshtastic's firmware and Wi-Fi sheets).
    @Test func onlyASheetWrittenInPlaceIsReadInPlace() {
        let screens = Self.screens([
            "Views.swift": """
            struct Firmware: View {
                @State var item: Install?
                @State var other = false
                @State var details = false
                var body: some View {
                    List { Text("Releases") }
                        .navigationTitle("Firmware")
                        .sheet(item: $item) { install in
                            switch install.kind {
                            case .zip: ZipSheet()
                            case .bin: BinSheet()
                            }
                        }
                        .sheet(isPresented: $other) {
                            HiddenSheet()
                                .presentationDetents([.large])
                                #if !targetEnvironment(macCatalyst)
                                .presentationDragIndicator(.visible)
                                #endif
                        }
                        .sheet(isPresented: $details) { VStack { Text("Recording route").font(.title); Text("\\(Firmware.limit) points") } }
                        .popover(item: $item) { data in GeometryReader { _ in Group { switch data.kind { case .zip: ZipSheet(); case .bin: BinSheet() } } } }
                }
            }
            struct ZipSheet: View { var body: some View { Text("Zip") } }
            struct BinSheet: View { var body: some View { Text("Bin") } }
            struct HiddenSheet: View { var body: some View { Text("Hidden") } }
            """
        ])
        let names = screens.map(\.screen.name)
        #expect(names.filter { $0.contains("› sheet") } == ["Views.swift › Firmware › sheet (line 21)"], "\(names)")
        #expect(screens.contains { $0.screen.controllerClass == "HiddenSheet" && $0.screen.isViewController == true })
    }

    /// `Section(header: Text(…), footer: Text(…)) { … }`: a header and a footer given as views
    /// are read, the header with its trait (xDrip4iOS's settings).
    @Test func aSectionsHeaderAndFooterGivenAsViewsAreRead() {
        let spoken = Self.spoken(
            """
            struct Settings: View {
                var body: some View {
                    Form {
                        Section(header: Text("Select time"), footer: Text("Applies every day")) { Text("Monday") }
                    }.navigationTitle("Delays")
                }
            }
            """, view: "Settings")
        #expect(spoken.contains { $0.hasPrefix("Select time") && $0.contains("Heading") }, "\(spoken)")
        #expect(spoken.contains { $0.hasPrefix("Applies every day") }, "\(spoken)")
    }

    /// A view drawn in a background is on screen even when an inner background already paints
    /// the view (winston's "DISCARD" under a swiped row): only a second colour is ignored.
    @Test func aViewInABackgroundStaysAfterAnInnerColour() {
        let spoken = Self.spoken(
            """
            struct Row: View {
                var body: some View {
                    Text("Post").background(Color.white).background(Text("DISCARD")).navigationTitle("Posts")
                }
            }
            """, view: "Row")
        #expect(spoken.contains { $0.contains("DISCARD") }, "\(spoken)")
    }

    /// A `body` is a view's only when its type can be one: a request's `var body: Data?` or a
    /// message's `var body: String` make no screen; `some View` and `Text` do.
    @Test func aBodyThatIsNoViewMakesNoScreen() {
        let screens = Self.screens([
            "Request.swift": """
            public protocol RequestType { var param: Encodable? { get } }
            public extension RequestType {
                var body: Data? { param.flatMap { try? JSONEncoder().encode($0) } }
            }
            struct Message { var body: String { "Hello" } }
            """,
            "Views.swift": """
            struct Greeting: View { var body: some View { Text("Hello") } }
            struct Caption: View { var body: Text { Text("Caption") } }
            """,
        ])
        #expect(screens.map { $0.screen.controllerClass ?? "" }.sorted() == ["Caption", "Greeting"])
    }

    /// A design system's row (element-x-ios's `ListRow`) switches over a `kind` its caller gives
    /// with associated values: each call reads as the case it passes, and a custom case's
    /// closure of views is what the case's binding builds.
    @Test func aCaseWithValuesDecidesTheSwitch() {
        let source = """
            struct Row<Content: View>: View {
                enum Kind {
                    case label
                    case button(action: () -> Void)
                    case toggle(Binding<Bool>)
                    case custom(() -> Content)
                }
                let title: String
                let kind: Kind
                var body: some View { content }
                @ViewBuilder var content: some View {
                    switch kind {
                    case .label: Text(title)
                    case .button(let action): Button(title, action: action)
                    case .toggle(let isOn): Toggle(title, isOn: isOn)
                    case let .custom(make): make()
                    }
                }
            }
            struct Settings: View {
                @State var on = false
                var body: some View {
                    List {
                        Row(title: "Version", kind: .label)
                        Row(title: "Sign out", kind: .button { signOut() })
                        Row(title: "Sounds", kind: .toggle($on))
                        Row(title: "", kind: .custom { Text("Custom text") })
                    }
                }
            }
            """
        #expect(
            Self.spoken(source, view: "Settings") == ["Version", "Sign out, Button", "Sounds, Switch button … Double tap to toggle setting.", "Custom text"])
    }

    /// A property of a project view's type (`let label: RowLabel`) holds the view the caller's
    /// argument makes, through the type's own factory written without it (`.plain(title:)`,
    /// which may call another: `.action(…)` → `.plain(…)`) or its initializer; a property's
    /// enum-case default (`var layout: Layout = .plain`) decides the view's `switch`.
    @Test func aViewTypedPropertyIsMadeByItsFactory() {
        let source = """
            struct RowLabel: View {
                enum Layout { case plain, centered }
                var title: String
                var detail: String?
                var layout: Layout = .plain
                var body: some View {
                    switch layout {
                    case .centered: Text("Centered \\(title)")
                    case .plain: VStack { Text(title); if let detail { Text(detail) } }
                    }
                }
                static func plain(title: String) -> RowLabel { RowLabel(title: title) }
                static func action(title: String) -> Self { .plain(title: title) }
            }
            struct Row: View {
                let label: RowLabel
                let onTap: () -> Void
                var body: some View { Button(action: onTap) { label } }
            }
            struct Settings: View {
                var body: some View {
                    List {
                        Row(label: .plain(title: "Sounds"), onTap: {})
                        Row(label: .action(title: "Sign out"), onTap: {})
                        Row(label: RowLabel(title: "Help", detail: "Guides"), onTap: {})
                    }
                }
            }
            """
        #expect(Self.spoken(source, view: "Settings") == ["Sounds, Button", "Sign out, Button", "Help, Guides, Button"])
    }

    /// A flag the caller sets to a literal decides the view's `if`: only that branch is on
    /// screen. A `@State` flag only starts there, and a view with an initializer of its own may
    /// set the flag from another argument: both keep every branch.
    @Test func aLiteralFlagArgumentDecidesTheBranch() {
        let source = """
            struct DownloadRow: View {
                let isActive: Bool
                var body: some View {
                    if isActive {
                        Text("Downloading")
                    } else if !isActive {
                        Button("Play") { play() }
                    }
                }
            }
            struct Downloads: View {
                var body: some View {
                    VStack {
                        DownloadRow(isActive: true)
                        Text("Done")
                        DownloadRow(isActive: false)
                        DownloadRow(isActive: true).onTapGesture { showDetails() }
                    }
                }
            }
            struct Expander: View {
                @State var expanded = false
                var body: some View {
                    if expanded { Text("Details") } else { Button("More") { expanded = true } }
                }
            }
            struct Stateful: View {
                var body: some View { Expander(expanded: false) }
            }
            struct Badge: View {
                var isNew = false
                init(fresh: Bool) { isNew = fresh }
                var body: some View {
                    if isNew { Text("New") } else { Text("Seen") }
                }
            }
            struct Badges: View {
                var body: some View { Badge(fresh: true) }
            }
            """
        #expect(Self.spoken(source, view: "Downloads") == ["Downloading", "Done", "Play, Button", "Downloading"])
        // The tap on the row lands on the view its branch shows, as it does at run time.
        let downloads = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Downloads" }
        #expect(downloads?.elements.last { $0.element.text == .literal("Downloading") }?.element.gestureRecognizers == [.tap])
        #expect(Self.spoken(source, view: "Stateful").count == 1)
        let stateful = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Stateful" }
        #expect(stateful?.elements.contains { $0.element.text == .literal("More") } == true)
        #expect(stateful?.elements.contains { $0.element.text == .literal("Details") } == true)
        let badges = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Badges" }
        #expect(badges?.elements.contains { $0.element.text == .literal("New") } == true)
    }

    /// A view held in a local constant of the body (`let list = LazyVStack { content() }`) is
    /// the view each branch shows when it names the constant; a constant holding anything else
    /// (a formatter) is no view.
    @Test func aLocalConstantHoldingAViewIsThatView() {
        let source = """
            struct Card<Content: View>: View {
                let inset: Bool
                @ViewBuilder let content: () -> Content
                var body: some View {
                    let formatter = DateFormatter()
                    let list = LazyVStack(spacing: 0) {
                        content()
                    }
                    if inset {
                        list.padding(.horizontal, 16)
                    } else {
                        list
                    }
                }
            }
            struct Downloads: View {
                var body: some View {
                    Card(inset: true) {
                        Text("Episode 1")
                        Button("Retry") { retry() }
                    }
                }
            }
            """
        #expect(Self.spoken(source, view: "Downloads") == ["Episode 1", "Retry, Button"])
    }

    /// `if #available(iOS 15, *) { … } else { … }`: today's systems show the first branch; the
    /// `else` is for older ones (`#unavailable` the other way round).
    @Test func availabilityChecksShowTodaysBranch() {
        let source = """
            struct DisplayName: View {
                @State private var name = ""
                var body: some View {
                    Form {
                        if #available(iOS 15, *) {
                            TextField("Display name", text: $name)
                        } else {
                            TextField("", text: $name).labelsHidden()
                        }
                        if #unavailable(iOS 16) {
                            Text("Update iOS")
                        } else {
                            Text("Ready")
                        }
                    }
                }
            }
            """
        let screen = Self.screens(["View.swift": source]).first
        #expect(screen?.elements.contains { $0.element.text == .literal("Ready") } == true)
        #expect(screen?.elements.contains { $0.element.text == .literal("Update iOS") } == false)
        #expect(screen?.elements.filter { $0.element.kind == "TextField" }.count == 1)
    }

    /// B listing 6-23: before, each view is its own stop; after `.accessibilityElement(children:
    /// .ignore)` with a label, a trait and an action, one stop.
    @Test func booksRatingStack() {
        let source = """
            struct RatingBefore: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 10) {
                        Text("Ratings")
                        Button("⭐⭐⭐⭐") { tappedRatings() }.font(.largeTitle)
                        Text("1K ratings").font(.subheadline)
                        Image(systemName: "chevron.right")
                    }
                }
            }
            struct RatingAfter: View {
                let stars = 4
                let respondents = 1000
                var body: some View {
                    VStack(alignment: .leading, spacing: 10) {
                        Text("Ratings")
                        Button("⭐⭐⭐⭐") { tappedRatings() }.font(.largeTitle)
                        Text("1K ratings").font(.subheadline)
                        Image(systemName: "chevron.right")
                    }
                    .padding()
                    .accessibilityElement(children: .ignore)
                    .accessibility(label: Text("\\(stars) stars from \\(respondents) ratings"))
                    .accessibility(addTraits: .isButton)
                    .accessibilityAction { tappedRatings() }
                }
            }
            """
        #expect(Self.spoken(source, view: "RatingBefore") == ["Ratings", "⭐⭐⭐⭐, Button", "1K ratings", "‹SF Symbol chevron.right›, Image"])
        #expect(Self.spoken(source, view: "RatingAfter") == ["4 stars from 1000 ratings, Button"])
    }

    @Test func standardViewsAndTheirLabels() {
        let source = """
            struct Settings: View {
                @State private var on = false
                @State private var name = ""
                @State private var volume = 0.5
                var body: some View {
                    NavigationStack {
                        Form {
                            Section("Account") {
                                TextField("Name", text: $name)
                                Toggle("Notifications", isOn: $on)
                                Slider(value: $volume) { Text("Volume") }
                                Link("Privacy policy", destination: url)
                                Label("Help", systemImage: "questionmark.circle")
                                Image(decorative: "divider")
                                Image("logo", label: Text("Food Truck"))
                            }
                        }
                        .navigationTitle("Settings")
                    }
                }
            }
            """
        #expect(
            Self.spoken(source, view: "Settings") == [
                "Settings, Heading",
                "Account, Heading",
                "Name, Text field … Double tap to edit.",
                "Notifications, Switch button … Double tap to toggle setting.",
                "Volume, Adjustable … Swipe up or down with one finger to adjust the value.",
                "Privacy policy, Link",
                "Help",
                "Food Truck, Image",
            ])
    }

    /// Views of the project are inlined with their literal arguments; helper properties,
    /// caller-provided content, custom modifiers and View extensions are followed.
    @Test func followsWhatUsersWrite() {
        let sources = [
            "Row.swift": """
            struct Row<Accessory: View>: View {
                let title: String
                @ViewBuilder var accessory: Accessory
                var body: some View {
                    HStack {
                        Text(title)
                        accessory
                    }
                    .cardStyle()
                }
            }
            extension View {
                func cardStyle() -> some View {
                    self.padding().accessibilityElement(children: .combine)
                }
            }
            """,
            "List.swift": """
            struct Menu2: View {
                var body: some View {
                    VStack {
                        header
                        Row(title: "Coffee") { Text("$3") }
                        Text("Note").modifier(Caption())
                    }
                }
                private var header: some View {
                    Text("Menu").accessibilityAddTraits(.isHeader)
                }
            }
            struct Caption: ViewModifier {
                func body(content: Content) -> some View {
                    content.font(.caption).accessibilityLabel("Footnote")
                }
            }
            """,
        ]
        let screen = Self.screens(sources).first { $0.screen.controllerClass == "Menu2" }
        #expect(screen?.simulation.transcript.map(\.utterance.text) == ["Menu, Heading", "Coffee, $3", "Footnote"])
        let caption = screen?.elements.first { $0.label?.literal == "Footnote" }
        #expect(caption?.element.font?.textStyle == .caption1)
        // Row is a component: audited inside Menu2, not on its own.
        #expect(!Self.screens(sources).contains { $0.screen.controllerClass == "Row" })
    }

    @Test func previewsAreSkippedAndDestinationsAreScreens() {
        let sources = [
            "App.swift": """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open", destination: Detail())
                    }
                }
            }
            struct Detail: View {
                var body: some View { Text("Detail") }
            }
            #Preview { Image("only_in_preview") }
            struct Home_Previews: PreviewProvider {
                static var previews: some View { Home() }
            }
            """
        ]
        let screens = Self.screens(sources)
        #expect(screens.map { $0.screen.controllerClass ?? "" }.sorted() == ["Detail", "Home"])
        #expect(screens.allSatisfy { $0.screen.isViewController == true })
        #expect(!screens.flatMap(\.elements).contains { $0.element.image?.name == "only_in_preview" })
    }

    /// In an app (an `App`, or code hosting views), a view that only previews, unused views or
    /// nothing name is not shipped: no screen, one note. A public view may be used by another module.
    @Test func viewsNamedOnlyByPreviewsAreNotScreensOfAnApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-unused-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        import SwiftUI
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            var body: some View { Text("Home") }
        }
        final class LegacyViewController: UIViewController {
            let host = UIHostingController(rootView: Settings())
            let player = UIHostingController(rootView: Player())
        }
        final class ThemedHost: UIHostingController<ThemedHost.Wrapper> {
            struct Wrapper: View {
                var body: some View { Text("Themed") }
            }
        }
        struct Player: View {
            var body: some View { _Controls() }
        }
        struct _Controls: View {
            var body: some View { Button("Play") {} }
        }
        struct Settings: View {
            var body: some View { VStack { Text("Settings"); hFieldLabel(title: "Name"); _hButton { Text("Save") } } }
        }
        struct hFieldLabel: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct _hButton<Content: View>: View {
            @ViewBuilder var content: () -> Content
            var body: some View { Button(action: {}) { content() } }
        }
        struct hOldLabel: View {
            var body: some View { Text("Old") }
        }
        private struct MockContent: View {
            var body: some View { Button(action: {}) { Image(systemName: "star") } }
        }
        struct OldBanner: View {
            var body: some View { OldBadgeRow() }
        }
        struct OldBadgeRow: View {
            var body: some View { Text("Old").font(.system(size: 11)) }
        }
        public struct SharedBadge: View {
            public var body: some View { Text("Badge") }
        }
        struct Home_Previews: PreviewProvider {
            static var previews: some View { MockContent() }
        }
        struct Picker: View {
            var body: some View { PickerRow() }
        }
        struct PickerRow: View {
            var body: some View { Text("Row") }
        }
        """.write(toFile: folder + "/Shop.swift", atomically: true, encoding: .utf8)
        // A UIKit class hosts one; an extension of that class elsewhere does not make it a view.
        try """
        import UIKit
        final class ShareViewController: UIViewController {
            func showPicker() { let view = Picker(); present(UIHostingController(rootView: view), animated: true) }
        }
        extension ShareViewController: WebViewProvider {
            func addWebView() -> WKWebView { WKWebView() }
        }
        """.write(toFile: folder + "/Share.swift", atomically: true, encoding: .utf8)
        // Trap: an app whose `body` is declared in an extension in another file (Passepartout):
        // the app is no unused view, and the view its scene shows is reached.
        try """
        import SwiftUI
        struct KioskApp: App {
            @StateObject var model = KioskModel()
        }
        struct Kiosk: View {
            var body: some View { Text("Kiosk") }
        }
        """.write(toFile: folder + "/KioskApp.swift", atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        extension KioskApp {
            var body: some Scene { WindowGroup { Kiosk() } }
        }
        """.write(toFile: folder + "/KioskApp+Scene.swift", atomically: true, encoding: .utf8)
        let project = ProjectReader(jobs: 1).read(paths: ["."], workingDirectory: folder)
        #expect(project.screenHeaders.compactMap(\.controllerClass).sorted() == ["Home", "Kiosk", "Picker", "Player", "Settings", "SharedBadge", "Wrapper"])
        #expect(
            project.diagnostics.filter { $0.level == .note }.map(\.message).sorted() == [
                "SwiftUI view MockContent is named by no code outside previews and unused views; not audited as a screen",
                "SwiftUI view OldBadgeRow is named by no code outside previews and unused views; not audited as a screen",
                "SwiftUI view OldBanner is named by no code outside previews and unused views; not audited as a screen",
                "SwiftUI view hOldLabel is named by no code outside previews and unused views; not audited as a screen",
            ])
        // Asked for by file, every view is shown.
        let one = ScreenInspector(jobs: 1).screens(in: "Shop.swift", workingDirectory: folder)
        #expect(one.screens.contains { $0.screen.controllerClass == "MockContent" })
    }

    /// A view's own helper named `content` is that helper, even with modifiers after it; a
    /// ViewModifier's `content` is the view it modifies. A label merged twice is shown once.
    @Test func aHelperNamedContentIsNotAModifiersContent() {
        let source = """
            struct RowDivider: ViewModifier {
                func body(content: Content) -> some View {
                    content.overlay(alignment: .bottom) { Rectangle().frame(height: 1) }
                }
            }
            extension View {
                func rowDivider() -> some View { modifier(RowDivider()) }
            }
            struct Cell: View {
                let name: String
                var body: some View {
                    Button { open() } label: {
                        HStack {
                            content
                                .padding(.vertical, 12)
                                .rowDivider()
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
                private var content: some View {
                    VStack { Text(name); Text("Last message") }
                }
            }
            """
        #expect(Self.spoken(source, view: "Cell") == ["‹set in View.swift:22›, Last message, Button"])
    }

    /// A helper's parameter is the view passed to it, even when the view has a helper of the
    /// same name; a helper that reaches itself is read once (home-assistant's EntityPicker
    /// recursed until the stack overflowed).
    @Test func helperParametersShadowHelpersAndRecursionStops() {
        let source = """
            struct Picker2: View {
                var body: some View { VStack { content; loop } }
                private var content: some View {
                    VStack { searchField; Text("Results") }
                }
                private var searchField: some View {
                    capsule(TextField("Search", text: $term))
                }
                @ViewBuilder
                private func capsule(_ content: some View) -> some View {
                    content.background(.gray).clipShape(.capsule)
                }
                private var loop: some View { VStack { loop } }
            }
            """
        #expect(Self.spoken(source, view: "Picker2") == ["Search, Text field … Double tap to edit.", "Results"])
    }

    /// A screen whose views multiply (8 × 8 × … inlined views) stops at the expression budget
    /// with a warning naming it, instead of growing until memory runs out (issue 19).
    @Test func aScreenThatMultipliesStopsAtTheBudget() {
        var index = SwiftUIIndex()
        index.merge(
            SwiftUIIndex.collect(
                path: "Grow.swift",
                tree: Parser.parse(
                    source: """
                        struct L1: View { var body: some View { VStack { L2(); L2(); L2(); L2(); L2(); L2(); L2(); L2() } } }
                        struct L2: View { var body: some View { VStack { L3(); L3(); L3(); L3(); L3(); L3(); L3(); L3() } } }
                        struct L3: View { var body: some View { VStack { L4(); L4(); L4(); L4(); L4(); L4(); L4(); L4() } } }
                        struct L4: View { var body: some View { VStack { L5(); L5(); L5(); L5(); L5(); L5(); L5(); L5() } } }
                        struct L5: View { var body: some View { VStack { L6(); L6(); L6(); L6(); L6(); L6(); L6(); L6() } } }
                        struct L6: View { var body: some View { VStack { Text("leaf"); Text("leaf"); Text("leaf"); Text("leaf"); Text("leaf"); Text("leaf"); Text("leaf"); Text("leaf") } } }
                        """)))
        var diagnostics: [Diagnostic] = []
        let screens = SwiftUIFrontEnd.screens(index, declaredIn: nil, jobs: 1, diagnostics: &diagnostics)
        #expect(screens.contains { $0.controllerClass == "L1" })
        #expect(diagnostics.contains { $0.level == .warning && $0.message.hasPrefix("Grow.swift › L1: stopped reading after") })
    }

    /// Each view is read once per distinct arguments and reused wherever it is used (issue
    /// 19), and reuse changes nothing: not where a view reaches itself (recursion stops at a
    /// different place on each path), not where the caller's arguments, nil optionals or
    /// content closures differ, not with two jobs.
    @Test func aViewReadOnceIsReusedAndReuseChangesNothing() {
        var index = SwiftUIIndex()
        index.merge(
            SwiftUIIndex.collect(
                path: "Reuse.swift",
                tree: Parser.parse(
                    source: """
                        struct Home: View {
                            var body: some View {
                                NavigationStack {
                                    List {
                                        Row(title: "Inbox", icon: "tray")
                                        Row(title: "Sent", icon: "paperplane")
                                        Row(title: "Inbox", icon: "tray")
                                        Card { Text("First") }
                                        Card { Text("Second") }
                                        Badge(count: nil)
                                        Badge(count: 3)
                                        Tree()
                                    }
                                    .navigationTitle("Mail")
                                }
                            }
                        }
                        struct Row: View {
                            let title: String
                            let icon: String
                            var body: some View {
                                HStack { Image(systemName: icon); Text(title); Badge(count: 1) }
                                    .toolbar { ToolbarItem { Button("Edit") {} } }
                            }
                        }
                        struct Card<Content: View>: View {
                            @ViewBuilder let content: Content
                            var body: some View { VStack { content; Row(title: "Inside", icon: "star") } }
                        }
                        struct Badge: View {
                            let count: Int?
                            var body: some View {
                                if let count { Text("\\(count)") } else { Image(systemName: "circle") }
                            }
                        }
                        struct Tree: View { var body: some View { VStack { Text("node"); Branch() } } }
                        struct Branch: View { var body: some View { HStack { Tree(); Text("leaf") } } }
                        """)))
        func tree(_ reusing: Bool, jobs: Int) -> [String] {
            var diagnostics: [Diagnostic] = []
            return text(SwiftUIFrontEnd.screens(index, declaredIn: nil, jobs: jobs, diagnostics: &diagnostics, reusingReadings: reusing))
        }
        func text(_ screens: [Screen]) -> [String] {
            screens.map { screen in
                var lines = ["\(screen.name) \(screen.title.map { "\($0)" } ?? "")"]
                screen.root.forEach {
                    lines.append("\($0.id) \($0.kind) \($0.customClass ?? "") \($0.text.map { "\($0)" } ?? "") \($0.image?.name ?? "") \($0.location)")
                }
                return lines.joined(separator: "\n")
            }
        }
        let fresh = tree(false, jobs: 1)
        #expect(tree(true, jobs: 1) == fresh)
        #expect(tree(true, jobs: 2) == fresh)
        // Tree reaches itself through Branch and stops there; it is read once per path.
        let home = fresh.first { $0.hasPrefix("Reuse.swift › Home") } ?? ""
        #expect(home.components(separatedBy: "\"node\"").count - 1 == 1)
        #expect(home.components(separatedBy: "\"Inside\"").count - 1 == 2)
        #expect(Self.spoken(index: index, view: "Home").filter { $0 == "Edit, Button" }.count == 1)

        // The plan holds no screen's elements; each screen is read again when asked for, in
        // any order, as the first reading read it.
        var diagnostics: [Diagnostic] = []
        let plan = SwiftUIFrontEnd.plan(index, declaredIn: nil, jobs: 1, diagnostics: &diagnostics)
        #expect(plan.headers.allSatisfy { $0.root.children.isEmpty })
        let lastFirst = (0..<plan.count).reversed().map(plan.screens(at:))
        #expect(text(lastFirst.reversed().flatMap { $0 }) == fresh)
    }

    /// A toolbar read before helpers is kept once: each helper used to append the toolbar it
    /// had copied, doubling it (home-assistant's settings screen grew past 6 GB).
    @Test func aToolbarIsNotCopiedByEveryHelperAfterIt() {
        let source = """
            struct Settings2: View {
                var body: some View {
                    VStack {
                        Text("Settings").toolbar { Button("Done") { } }
                        h1; h2; h3; h4; h5; h6; h7; h8; h9; h10
                    }
                }
                private var h1: some View { Text("1") }
                private var h2: some View { Text("2") }
                private var h3: some View { Text("3") }
                private var h4: some View { Text("4") }
                private var h5: some View { Text("5") }
                private var h6: some View { Text("6") }
                private var h7: some View { Text("7") }
                private var h8: some View { Text("8") }
                private var h9: some View { Text("9") }
                private var h10: some View { Text("10") }
            }
            """
        let screen = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Settings2" }
        #expect(screen?.elements.filter { $0.element.text == .literal("Done") }.count == 1)
    }

    /// A `View` extension named like SwiftUI's modifier calls SwiftUI's in its body
    /// (`func textSelection(_ on: Bool)` → `self.textSelection(.enabled)`); reading the
    /// project's again doubled the view at every level (session-ios: 53,000 elements, 900 MB,
    /// for one list cell). Each project modifier is applied once on a path.
    @Test func aModifierCallingSwiftUIsOfTheSameNameIsReadOnce() {
        let source = """
            extension View {
                @ViewBuilder
                func textSelection(_ on: Bool) -> some View {
                    if on { self.textSelection(.enabled) } else { self.textSelection(.disabled) }
                }
            }
            struct Cell: View {
                var body: some View {
                    VStack {
                        Text("Title").textSelection(true)
                        Text("Detail").textSelection(false)
                    }
                }
            }
            """
        let screen = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Cell" }
        #expect(screen?.simulation.transcript.map(\.utterance.text) == ["Title", "Detail"])
        #expect((screen?.elements.count ?? .max) < 20)
        // The view is shown once: the other branch's `self` leaves no placeholder behind.
        #expect(screen?.elements.contains { $0.element.kind == "Content" } == false)
    }

    /// Toolbars, search and decorations are on the screen (issue 19: toolbars vanished): the
    /// navigation bar's leading item, title, trailing items and search field before the content;
    /// a top inset before it; a bottom inset and an overlay after it; the bottom toolbar last. A
    /// modifier after `.overlay` still modifies the view; a colour or a shape shows nothing.
    @Test func toolbarsSearchAndDecorationsAreOnTheScreen() {
        let source = """
            struct Inbox: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List {
                            Text("Hello")
                                .overlay(alignment: .trailing) { Text("3") }
                                .accessibilityAddTraits(.isHeader)
                                .background(Color.blue)
                                .background { RoundedRectangle(cornerRadius: 4) }
                        }
                        .navigationTitle("Inbox")
                        .searchable(text: $query, prompt: "Search mail")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { } label: { Image(systemName: "bell") }
                            }
                            ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
                            ToolbarItemGroup(placement: .bottomBar) {
                                Button("Archive") { }
                                Spacer()
                            }
                            ToolbarTitleMenu { Button("Rename") { } }
                        }
                        .safeAreaInset(edge: .top) { Text("Offline") }
                        .safeAreaInset(edge: .bottom) { Button("Compose") { } }
                    }
                }
            }
            """
        let screen = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Inbox" }
        #expect(
            screen?.simulation.transcript.map(\.utterance.text) == [
                "Close, Button", "Inbox, Heading", "‹SF Symbol bell›, Button", "Search mail, Search field",
                "Offline", "Hello, Heading", "3", "Compose, Button", "Archive, Button",
            ])
    }

    /// A hidden navigation bar shows neither its title nor its items (SwiftUI
    /// `navigationBarHidden(_:)`, `toolbar(_:for:)` with `.hidden` and `.navigationBar`); the
    /// bottom toolbar is another bar and stays.
    @Test func aHiddenNavigationBarShowsNothing() {
        func transcript(_ hiding: String) -> [String] {
            let source = """
                struct Home: View {
                    var body: some View {
                        NavigationStack {
                            List { Text("Balance") }
                                .navigationTitle("Home")
                                .toolbar {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Settings") { } }
                                    ToolbarItem(placement: .bottomBar) { Button("Send") { } }
                                }
                                \(hiding)
                        }
                    }
                }
                """
            return Self.spoken(source, view: "Home")
        }
        #expect(transcript("") == ["Home, Heading", "Settings, Button", "Balance", "Send, Button"])
        #expect(transcript(".navigationBarHidden(true)") == ["Balance", "Send, Button"])
        #expect(transcript(".toolbar(.hidden, for: .navigationBar)") == ["Balance", "Send, Button"])
        // Trap: `.navigationBarHidden(false)` and hiding the tab bar leave the navigation bar.
        #expect(transcript(".navigationBarHidden(false)") == ["Home, Heading", "Settings, Button", "Balance", "Send, Button"])
        #expect(transcript(".toolbar(.hidden, for: .tabBar)") == ["Home, Heading", "Settings, Button", "Balance", "Send, Button"])
    }

    /// A `switch` over a property the caller set to an enum case shows that case only
    /// (element-x-ios: an avatar's "Show" overlay exists only for timeline media).
    @Test func aSwitchOverAnArgumentTakesTheCaseTheCallerPassed() {
        let source = """
            enum Kind { case avatar, generic, timelineItem }
            struct Media: View {
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .avatar, .generic: Image(decorative: "placeholder")
                    case .timelineItem: Text("Show").onTapGesture { load() }
                    }
                }
            }
            struct Avatar: View {
                let kind: Kind
                var body: some View { Media(kind: kind) }
            }
            struct Row: View {
                var body: some View {
                    HStack { Avatar(kind: .avatar); Text("Ada") }
                }
            }
            struct Timeline: View {
                var body: some View { Media(kind: .timelineItem) }
            }
            """
        let screens = Self.screens(["View.swift": source])
        let row = screens.first { $0.screen.controllerClass == "Row" }
        #expect(row?.elements.contains { $0.element.text == .literal("Show") } == false)
        let timeline = screens.first { $0.screen.controllerClass == "Timeline" }
        #expect(timeline?.simulation.transcript.map(\.utterance.text) == ["Show"])
    }

    /// A navigation link says which screen it opens; that screen is not inlined (issue 19).
    @Test func aNavigationLinkSaysWhereItLeads() {
        let source = """
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Settings") { SettingsView() } }
                    }
                }
            }
            struct SettingsView: View {
                var body: some View { Text("Settings").navigationTitle("Settings") }
            }
            """
        let screen = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Home" }
        let link = screen?.elements.first { $0.role == .button }
        #expect(link?.element.swiftUI.destination == "SettingsView")
        #expect(screen?.elements.contains { $0.element.text == .literal("Settings") && $0.role == .staticText } == false)
        let text = screen.map { TranscriptReport.text($0) } ?? ""
        #expect(text.contains("→ opens SettingsView"))
    }

    /// A wrapper whose body is the view it is given (`LazyView(ChoreList())`, to build the
    /// destination only when it is pushed) presents that view: the link leads to it, and it is a
    /// full screen (ACHNBrowserUI's links said they opened "LazyView").
    @Test func aLinkThroughAPassThroughWrapperLeadsToTheWrappedView() {
        let source = """
            struct LazyView<Content: View>: View {
                let build: () -> Content
                init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
                var body: Content { build() }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink(destination: LazyView(ChoreList())) { Text("Chores") } }
                    }
                }
            }
            struct ChoreList: View {
                var body: some View { List { Text("Dishes") } }
            }
            """
        let screens = Self.screens(["View.swift": source])
        let home = screens.first { $0.screen.controllerClass == "Home" }
        #expect(home?.elements.first { $0.role == .button }?.element.swiftUI.destination == "ChoreList")
        #expect(screens.first { $0.screen.controllerClass == "ChoreList" }?.screen.isViewController == true)
    }

    /// A `let` in a block shadows the view's property of the same name, and a literal one is
    /// known (Trio: every radio row was said to read its caller's title).
    @Test func aLocalLetShadowsTheViewsProperty() {
        let source = """
            struct Options: View {
                let label: String
                var body: some View {
                    VStack {
                        Text(label)
                        ForEach(steps, id: \\.self) { step in
                            let label = "\\(step) %"
                            Text(label)
                        }
                        let unit = "mg/dL"
                        Text(unit)
                    }
                }
            }
            struct Screen: View {
                var body: some View { Options(label: "Target Glucose") }
            }
            """
        let screen = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Screen" }
        #expect(screen?.simulation.transcript.map(\.utterance.text) == ["Target Glucose", "‹set in View.swift:8›", "mg/dL"])
    }

    /// The same toolbar item in both branches of an `if` is one item (NetNewsWire: two "Close"
    /// buttons were reported as a duplicate label).
    @Test func aToolbarItemInBothBranchesIsOneItem() {
        let source = """
            struct Inspector: View {
                let allowed: Bool
                var body: some View {
                    NavigationStack {
                        if allowed {
                            Text("On").toolbar { ToolbarItem(placement: .topBarTrailing) { closeButton } }
                        } else {
                            Text("Off").toolbar { ToolbarItem(placement: .topBarTrailing) { closeButton } }
                        }
                    }
                }
                private var closeButton: some View { Button("Close") { } }
            }
            """
        let screen = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Inspector" }
        #expect(screen?.simulation.transcript.map(\.utterance.text) == ["Close, Button", "On"])
    }

    /// A modifier on an `if`/`else` modifies the view each branch shows: the tap and the label
    /// land on the images, not on the branch holder (session-ios: "Conditional responds to taps").
    @Test func modifiersOnAnIfReachEachBranchsView() {
        let source = """
            struct Star: View {
                let on: Bool
                var body: some View {
                    if on { Image(systemName: "star.fill") } else { Image(systemName: "star") }
                }
            }
            struct Rating: View {
                @State private var on = false
                var body: some View {
                    Star(on: on)
                        .onTapGesture { on.toggle() }
                        .accessibilityLabel("Favourite")
                }
            }
            """
        let screen = Self.screens(["View.swift": source]).first { $0.screen.controllerClass == "Rating" }
        let tapped = screen?.elements.filter { $0.element.gestureRecognizers.contains(.tap) }
        #expect(tapped?.map(\.element.kind) == ["Image", "Image"])
        // Where the modifiers were added (the last of them), not inside Star.
        #expect(tapped?.map(\.element.location.line) == [12, 12])
        #expect(screen?.simulation.transcript.map(\.utterance.text) == ["Favourite, Image"])

        // Made one element, the if/else keeps its label whatever order the modifiers come in.
        let grouped = source.replacingOccurrences(
            of: ".accessibilityLabel(\"Favourite\")",
            with: ".accessibilityLabel(\"Favourite\").accessibilityElement(children: .ignore)")
        let one = Self.screens(["View.swift": grouped]).first { $0.screen.controllerClass == "Rating" }
        #expect(one?.simulation.transcript.map(\.utterance.text) == ["Favourite"])
    }

    /// A helper of an inlined view is not the caller's helper of the same name: both lists and
    /// their cells say `content` (element-x-ios: every room cell of the room list was "Button").
    @Test func helpersOfTheSameNameInCallerAndCalleeAreBothRead() {
        let source = """
            struct RoomList: View {
                var body: some View { content }
                private var content: some View {
                    VStack { RoomCell(name: "General") }
                }
            }
            struct RoomCell: View {
                let name: String
                var body: some View {
                    Button { open() } label: { content }
                }
                private var content: some View { Text(name) }
            }
            """
        #expect(Self.spoken(source, view: "RoomList") == ["General, Button"])
    }

    /// SFSafeSymbols names SF Symbols by Swift cases; the image is that symbol.
    @Test func sfSafeSymbolsAreSymbols() {
        #expect(SwiftUIViews.sfSymbolName(safeSymbol: "deleteBackward") == "delete.backward")
        #expect(SwiftUIViews.sfSymbolName(safeSymbol: "person2Fill") == "person.2.fill")
        #expect(SwiftUIViews.sfSymbolName(safeSymbol: "_1Circle") == "1.circle")
        #expect(SwiftUIViews.sfSymbolName(safeSymbol: "squareAndArrowUp") == "square.and.arrow.up")
        let screen = Self.screens([
            "Keypad.swift": """
            struct Keypad: View {
                var body: some View {
                    Button(action: {}) { Image(systemSymbol: .deleteBackward) }
                }
            }
            """
        ]).first
        var images: [ImageReference] = []
        screen?.screen.root.forEach { if let image = $0.image { images.append(image) } }
        #expect(images == [ImageReference(name: "delete.backward", isSystemSymbol: true)])
    }

    @Test func reduceMotionReadOnlyInPreviewsDoesNotCount() {
        let previews = Parser.parse(
            source: """
                struct Card: View { var body: some View { Text("A") } }
                #Preview { Card().animation(UIAccessibility.isReduceMotionEnabled ? nil : .default) }
                struct Card_Previews: PreviewProvider {
                    @Environment(\\.accessibilityReduceMotion) static var reduceMotion
                    static var previews: some View { Card() }
                }
                """)
        #expect(SwiftUIIndex.collect(path: "Card.swift", tree: previews).readsReduceMotion == false)
        let view = Parser.parse(
            source: """
                struct Card: View {
                    @Environment(\\.accessibilityReduceMotion) var reduceMotion
                    var body: some View { Text("A") }
                }
                """)
        #expect(SwiftUIIndex.collect(path: "Card.swift", tree: view).readsReduceMotion)
    }

    @Test func fontsAndDisabledFlowDown() {
        let screen = Self.screens([
            "V.swift": """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("A")
                        Button("B") {}
                    }
                    .font(.system(size: 13))
                    .disabled(true)
                }
            }
            """
        ]).first
        let texts = screen?.elements.filter { $0.element.kind == "Text" || $0.element.kind == "Button" } ?? []
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.element.font == FontSpec(source: .system, pointSize: 13, scalesWithDynamicType: false) })
        #expect(screen?.simulation.transcript.map(\.utterance.text) == ["A", "B, Dimmed, Button"])
    }

    /// One state of the screen: the first branch of an `if`, while rules still see every branch.
    @Test func transcriptShowsTheFirstBranch() {
        let screen = Self.screens([
            "V.swift": """
            struct Toolbar: View {
                let compact: Bool
                var body: some View {
                    if compact {
                        Button("Edit") {}
                    } else {
                        Button { } label: { Image("pencil_icon") }
                    }
                }
            }
            """
        ]).first
        #expect(screen?.simulation.transcript.map(\.utterance.text) == ["Edit, Button"])
        #expect(screen?.reachable.count == 2)
    }
}

/// Views reached through what a view was given: a stored closure called as `self.messages()`,
/// a view passed by label, and a `View` extension that wraps the view in a bar of its own.
struct SwiftUIPassedViewsTests {
    @Test func aStoredClosureCalledThroughSelfIsTheCallersContent() {
        let source = """
            struct Marquee<Messages: View>: View {
                let messages: () -> Messages
                init(@ViewBuilder messages: @escaping () -> Messages) { self.messages = messages }
                var body: some View {
                    ScrollView(.horizontal) { HStack { self.messages() } }
                }
            }
            struct Banner: View {
                var body: some View {
                    Button(action: { upgrade() }) {
                        Marquee { Text("Remove this banner") }
                    }
                }
            }
            """
        #expect(SwiftUIFrontEndTests.spoken(source, view: "Banner") == ["Remove this banner, Button"])
    }

    @Test func anExtensionsViewArgumentAndTheModifiedViewReachItsWrapper() {
        let source = """
            struct NavigationBar<Title: View, Content: View>: View {
                let title: Title
                let content: Content
                var body: some View {
                    VStack {
                        ZStack {
                            self.title.font(.caption)
                            HStack { Button(action: dismiss) { Image(systemName: "arrow.left").accessibilityLabel("Back") } ; Spacer() }
                        }
                        self.content
                    }
                }
            }
            extension View {
                func navigationStyle<Title: View>(title: Title) -> some View {
                    NavigationBar(title: title, content: self)
                }
            }
            struct PastGames: View {
                var body: some View {
                    List { Text("Game 1") }
                        .navigationStyle(title: Text("Past games"))
                }
            }
            """
        #expect(SwiftUIFrontEndTests.spoken(source, view: "PastGames") == ["Past games", "Back, Button", "Game 1"])
    }

    /// Overloads of a `View` extension are told apart by their labels: a short form that fills
    /// in defaults and calls the full one reaches the full one's wrapper; a call whose labels
    /// fit no overload is SwiftUI's modifier of that name.
    @Test func anExtensionsShortOverloadCallsTheFullOne() {
        let source = """
            struct NavigationBar<Title: View, Content: View, Trailing: View>: View {
                let content: Content
                let title: Title
                let trailing: Trailing
                var body: some View {
                    VStack {
                        ZStack {
                            self.title.font(.caption)
                            HStack { Spacer(); self.trailing }
                        }
                        self.content
                    }
                }
            }
            extension View {
                func navigationStyle<Title: View, Trailing: View>(color: Color = .white, title: Title, trailing: Trailing, onDismiss: @escaping () -> Void = {}) -> some View {
                    NavigationBar(content: self, title: title, trailing: trailing)
                }
                func navigationStyle<Title: View>(color: Color = .white, title: Title, onDismiss: @escaping () -> Void = {}) -> some View {
                    self.navigationStyle(color: color, title: title, trailing: EmptyView(), onDismiss: onDismiss)
                }
                func padding(large: Bool) -> some View { self.padding(40).accessibilityLabel("Padded") }
            }
            struct PastGames: View {
                var body: some View {
                    List { Text("Game 1").padding(.horizontal) }
                        .navigationStyle(color: .red, title: Text("Past games"))
                }
            }
            """
        #expect(SwiftUIFrontEndTests.spoken(source, view: "PastGames") == ["Past games", "Game 1"])
    }

    /// `NavigationLink(.post(post)) { Row() }`: a value for the project's own initializer, not
    /// a title; the closure is the link's label, and the row is part of this screen.
    @Test func aLinkMadeFromAValueIsLabelledByItsClosure() throws {
        let source = """
            struct Row: View {
                @State var obscured = true
                var body: some View {
                    Text("Hidden by filters").onTapGesture { obscured = false }
                }
            }
            struct Feed: View {
                var body: some View {
                    List {
                        NavigationLink(.post(post)) { Row() }
                    }
                }
            }
            """
        let screens = SwiftUIFrontEndTests.screens(["View.swift": source])
        #expect(!screens.contains { $0.screen.controllerClass == "Row" })
        let feed = try #require(screens.first { $0.screen.controllerClass == "Feed" })
        #expect(feed.simulation.transcript.map(\.utterance.text) == ["Hidden by filters, Button"])
    }

    /// A project `ButtonStyle` applies to the buttons it reaches, through `.buttonStyle(Style())`
    /// or a shorthand the project declares; an inner style wins over an outer one.
    @Test func projectButtonStylesApplyToTheirButtons() throws {
        let source = """
            struct Compact: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .frame(width: 30, height: 30)
                        .foregroundColor(.white)
                }
            }
            struct Wide: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.frame(width: 200, height: 50)
                }
            }
            extension ButtonStyle where Self == Compact {
                static var compact: Compact { Compact() }
            }
            struct Toolbar: View {
                var body: some View {
                    VStack {
                        Button("Undo") { undo() }
                        Button("Redo") { redo() }.buttonStyle(Wide())
                    }
                    .buttonStyle(.compact)
                }
            }
            """
        let screen = try #require(SwiftUIFrontEndTests.screens(["View.swift": source]).first { $0.screen.controllerClass == "Toolbar" })
        let buttons = screen.elements.filter { $0.element.kind == "Button" }
        #expect(buttons.map(\.element.swiftUI.appliedStyle) == ["Compact", "Wide"])
        #expect(buttons.map(\.element.fixedHeight) == [30, 50])
        #expect(screen.simulation.transcript.map(\.utterance.text) == ["Undo, Button", "Redo, Button"])
    }

    /// `.alert` and `.confirmationDialog`: screens of their own reading title, message and
    /// buttons; an alert without buttons has SwiftUI's OK; the iOS 13 `Alert` value is not read.
    @Test func alertsAndConfirmationDialogsAreScreensOfTheirOwn() {
        let source = """
            struct Inbox: View {
                @State var confirm = false
                @State var failed = false
                @State var old = false
                var body: some View {
                    List { Text("Message") }
                        .alert("Delete all messages?", isPresented: $confirm) {
                            Button("Delete", role: .destructive) { deleteAll() }
                            Button("Cancel", role: .cancel) { }
                        } message: {
                            Text("This cannot be undone.")
                        }
                        .alert("Sending failed", isPresented: $failed) { }
                        .confirmationDialog("Sort by", isPresented: $confirm) {
                            Button("Date") { sort(.date) }
                        }
                        .alert(isPresented: $old) {
                            Alert(title: Text("Erase the archive?"), message: Text("Old mail goes."),
                                  primaryButton: .destructive(Text("Erase")) { erase() }, secondaryButton: .cancel())
                        }
                        .actionSheet(isPresented: $old) {
                            ActionSheet(title: Text("Move to"), buttons: [.default(Text("Inbox")), .cancel()])
                        }
                }
            }
            """
        let screens = SwiftUIFrontEndTests.screens(["View.swift": source])
        #expect(
            screens.map(\.screen.name) == [
                "View.swift › Inbox", "View.swift › Inbox › alert “Delete all messages?” (line 7)",
                "View.swift › Inbox › alert “Sending failed” (line 13)", "View.swift › Inbox › confirmation dialog (line 14)",
                "View.swift › Inbox › alert “Erase the archive?” (line 17)", "View.swift › Inbox › confirmation dialog “Move to” (line 21)",
            ])
        let spoken = screens.map { $0.simulation.transcript.map(\.utterance.text) }
        #expect(spoken[1] == ["Delete all messages?", "This cannot be undone.", "Delete, Button", "Cancel, Button"])
        #expect(spoken[2] == ["Sending failed", "OK, Button"])
        #expect(spoken[3] == ["Date, Button"])
        // iOS 13's Alert and ActionSheet values.
        #expect(spoken[4] == ["Erase the archive?", "Old mail goes.", "Erase, Button", "Cancel, Button"])
        #expect(spoken[5] == ["Move to", "Inbox, Button", "Cancel, Button"])
    }

    /// Trap: a project view passed by label to a component that links to it is a destination,
    /// a screen of its own; it is not inlined into the list that links to it.
    @Test func aProjectViewPassedAsADestinationStaysAScreen() {
        let source = """
            struct SettingsLink<Destination: View>: View {
                let destination: Destination
                let title: LocalizedStringKey
                var body: some View {
                    NavigationLink(destination: self.destination) { Text(self.title) }
                }
            }
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        List { SettingsLink(destination: Appearance(), title: "Appearance") }
                            .navigationTitle("Settings")
                    }
                }
            }
            struct Appearance: View {
                var body: some View { Toggle("Dark mode", isOn: $dark) }
            }
            """
        let screens = SwiftUIFrontEndTests.screens(["View.swift": source])
        #expect(screens.map(\.screen.controllerClass).contains("Appearance"))
        #expect(
            !(screens.first { $0.screen.controllerClass == "Settings" }?.simulation.transcript.map(\.utterance.text) ?? []).contains {
                $0.contains("Dark mode")
            })
    }

    /// Trap: a style draws the control it styles. A `ToggleStyle` whose track takes the tap is
    /// still one switch (Trio's and Pocket Casts' custom toggles were reported as unlabelled
    /// tappable shapes), and a pressed highlight is feedback, not a state.
    @Test func aStyleDrawsItsControlWhichStaysOneElement() throws {
        let source = """
            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        Spacer()
                        RoundedRectangle(cornerRadius: 4)
                            .frame(width: 24, height: 24)
                            .onTapGesture { configuration.isOn.toggle() }
                    }
                }
            }
            struct Dimming: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.opacity(configuration.isPressed ? 0.5 : 1).foregroundStyle(configuration.isPressed ? .gray : .blue)
                }
            }
            struct Options: View {
                @State var on = false
                var body: some View {
                    VStack {
                        Toggle("Remind me", isOn: $on).toggleStyle(CheckboxStyle())
                        Button("Close") { close() }.buttonStyle(Dimming())
                    }
                }
            }
            """
        let screen = try #require(SwiftUIFrontEndTests.screens(["View.swift": source]).first { $0.screen.controllerClass == "Options" })
        #expect(screen.simulation.transcript.map(\.utterance.text).count == 2)
        #expect(
            !screen.elements.contains { $0.element.kind == "RoundedRectangle" || $0.element.gestureRecognizers.contains(.tap) && $0.element.kind != "Toggle" })
        #expect(screen.elements.allSatisfy { $0.element.swiftUI.lookDependsOn == nil })
    }

    /// A spinner shown while loading does not stand for the text of the other branch: the
    /// button reads its text, and a button of a spinner alone reads "In progress".
    @Test func aLoadingSpinnerBranchDoesNotReplaceTheButtonsText() throws {
        let source = """
            struct Scan: View {
                @State var loading = false
                var body: some View {
                    VStack {
                        Button(action: { loading = true }, label: {
                            if loading { ProgressView() } else { Text("Scan product") }
                        })
                        Button {} label: { ProgressView() }
                        Button {} label: { Text("Like").overlay { if loading { ProgressView() } } }
                        Button {} label: {
                            if loading { ZStack { ProgressView(); Text("Next").hidden() } } else { Text("Next") }
                        }
                    }
                }
            }
            """
        let screen = try #require(SwiftUIFrontEndTests.screens(["View.swift": source]).first { $0.screen.controllerClass == "Scan" })
        // The last: a hidden text keeping the spinner's place reads nothing; the other branch's text names the button.
        #expect(screen.simulation.transcript.map(\.utterance.text) == ["Scan product, Button", "In progress, Button", "Like, Button", "Next, Button"])
    }

    /// A style's body is the control's content: texts it draws beside `configuration.label`
    /// are read in the control's label (a spinner button whose style writes its title).
    @Test func textsAStyleDrawsJoinTheControlsLabel() throws {
        let source = """
            struct Support: ButtonStyle {
                let title: String
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.label.frame(height: 40)
                        Text(self.title).font(.headline)
                    }
                }
            }
            struct Settings: View {
                var body: some View {
                    Group {
                        Button {} label: { ProgressView() }
                    }
                    .buttonStyle(Support(title: "Upgrade now"))
                }
            }
            """
        let screen = try #require(SwiftUIFrontEndTests.screens(["View.swift": source]).first { $0.screen.controllerClass == "Settings" })
        // The spinner's own "In progress" names the button only when nothing else has text.
        #expect(screen.simulation.transcript.map(\.utterance.text) == ["Upgrade now, Button"])
    }

    /// A style property the caller leaves at its default shows no state; one it sets from a
    /// variable does (Pocket Casts' category pills: only the selected one's style varies).
    @Test func aStylesLookOnItsPropertiesIsAStateOnlyWhenTheCallerVariesThem() throws {
        let source = """
            struct Pill: ButtonStyle {
                let isSelected: Bool
                init(isSelected: Bool = false) { self.isSelected = isSelected }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(isSelected ? .white : .blue)
                }
            }
            struct Filters: View {
                @State var selected = false
                var body: some View {
                    VStack {
                        Button("All") { all() }.buttonStyle(Pill())
                        Button("Music") { music() }.buttonStyle(Pill(isSelected: selected))
                    }
                }
            }
            """
        let screen = try #require(SwiftUIFrontEndTests.screens(["View.swift": source]).first { $0.screen.controllerClass == "Filters" })
        let buttons = screen.elements.filter { $0.element.kind == "Button" }
        #expect(buttons.map(\.element.swiftUI.lookDependsOn) == [nil, "isSelected"])
    }

    /// A property read on a view built in place (`.backport`, the common wrapper for modifiers
    /// of newer systems, or a `View` extension property) keeps the view; `LabeledContent` shows
    /// its label and value. Trap: a view read from a model (`model.icon`) stays unknown.
    @Test func wrapperPropertiesKeepTheViewAndLabeledContentReadsItsParts() throws {
        let source = """
            struct Backport<Content: View> { let content: Content }
            extension View {
                var backport: Backport<Self> { Backport(content: self) }
                var carded: some View { self.padding().accessibilityAddTraits(.isHeader) }
            }
            struct Letters: View {
                let model: Model
                var body: some View {
                    VStack {
                        Button(action: pick) {
                            Text("A").frame(maxWidth: .infinity).backport.glassEffect(.regular, in: .rect)
                        }
                        Button(action: open) { LabeledContent("Server", value: "Home") }
                        Text("Settings").carded
                        Button(action: open) { model.icon }
                        LabeledContent("Version", value: "1.0")
                        LabeledContent("Name") { TextField("Your name", text: $name) }
                    }
                }
            }
            """
        let screen = try #require(SwiftUIFrontEndTests.screens(["View.swift": source]).first { $0.screen.controllerClass == "Letters" })
        #expect(
            screen.simulation.transcript.map(\.utterance.text) == [
                "A, Button", "Server, Home, Button", "Settings, Heading", "Button", "Version, 1.0", "Name", "Your name, Text field … Double tap to edit.",
            ])
        let unknown = try #require(screen.elements.last { $0.element.kind == "Button" })
        #expect(unknown.runtimeUncertainty(.accessibilityLabel)?.hasPrefix("accessibilityLabel is not known: its content: model.icon") == true)
    }

    /// A content closure the view's body never names is not on the screen and is not read
    /// (nostur-ios: `ZoomableItem { thumbnail } detailContent: { GalleryFullScreenSwiper(…) }`
    /// hands the detail to a full-screen viewer when tapped; reading it in every post made 80
    /// screens stop at the expression budget). The view it holds is then a screen of its own,
    /// as a view shown at run time is; a body that shows the closure (here through a helper)
    /// still inlines it. Trap: the helper's name is the only mention.
    @Test func aContentClosureTheBodyNeverNamesIsNotRead() {
        let zoom = """
            struct ZoomableItem<Content: View, Detail: View>: View {
                let content: Content
                let detailContent: Detail
                init(@ViewBuilder _ content: () -> Content, @ViewBuilder detailContent: () -> Detail) {
                    self.content = content()
                    self.detailContent = detailContent()
                }
                var body: some View {
                    content.onTapGesture { present(detailContent) }
                }
            }
            """
        let shown = zoom.replacingOccurrences(
            of: "content.onTapGesture { present(detailContent) }",
            with: "content.overlay { detail }\n    }\n    var detail: some View { detailContent")
        let feed = """
            struct Feed: View {
                var body: some View {
                    NavigationStack {
                        ZoomableItem { Text("Sunset") } detailContent: { Gallery() }
                            .navigationTitle("Feed")
                    }
                }
            }
            struct Gallery: View {
                var body: some View { Button { close() } label: { Image(systemName: "xmark") } }
            }
            """
        // `present(detailContent)` is in a closure of the body: the name is there, so the
        // closure is read (not shown: the body does not place it), and Gallery counts as used.
        func shows(_ screens: [ResolvedScreen], _ view: String, _ inner: String) -> Bool {
            guard let screen = screens.first(where: { $0.screen.controllerClass == view }) else { return false }
            return screen.elements.contains { $0.element.customClass == inner }
        }
        let named = SwiftUIFrontEndTests.screens(["Zoom.swift": zoom, "Feed.swift": feed])
        #expect(!shows(named, "Feed", "Gallery"))
        #expect(!named.contains { $0.screen.controllerClass == "Gallery" })

        let unnamed = SwiftUIFrontEndTests.screens([
            "Zoom.swift": zoom.replacingOccurrences(of: "content.onTapGesture { present(detailContent) }", with: "content.onTapGesture { zoom() }"),
            "Feed.swift": feed,
        ])
        #expect(!shows(unnamed, "Feed", "Gallery"))
        let spoken: [String] = unnamed.first { $0.screen.controllerClass == "Feed" }?.simulation.transcript.map { $0.utterance.text } ?? []
        #expect(spoken.contains("Sunset"))
        #expect(unnamed.contains { $0.screen.controllerClass == "Gallery" })

        let inlined = SwiftUIFrontEndTests.screens(["Zoom.swift": shown, "Feed.swift": feed])
        #expect(shows(inlined, "Feed", "Gallery"))
        #expect(!inlined.contains { $0.screen.controllerClass == "Gallery" })
    }
}

extension SwiftUIFrontEndTests {
    /// A shape or colour given a label or value is an element (observed on iOS 18.5,
    /// AccessibilitySnapshot's reference snapshots); a shape without one stays decoration.
    @Test func aShapeGivenALabelIsAnElement() {
        let source = """
            struct StatusView: View {
                var body: some View {
                    VStack {
                        Circle().fill(.green).frame(width: 12, height: 12).accessibilityLabel("Online")
                        Circle().fill(.gray).frame(width: 12, height: 12)
                        Color.red.accessibility(value: Text("3 alerts"))
                    }
                }
            }
            """
        #expect(Self.spoken(source, view: "StatusView") == ["Online", "3 alerts"])
    }

    /// A view of the file's own named like one of SwiftUI's (`private struct Circle: View`) is
    /// the one `Circle()` makes in that file.
    @Test func aFilesOwnViewHidesSwiftUIsOfTheSameName() {
        let source = """
            private struct Circle: View {
                var body: some View { Text("Dot") }
            }
            struct DotsView: View {
                var body: some View { Circle() }
            }
            """
        #expect(Self.spoken(source, view: "DotsView") == ["Dot"])
    }
}

/// Outside a git repository, `a11y tree FILE` reads the workspace the file is in (Tuist's
/// `Workspace.swift`, an `.xcworkspace`), so a design system in another module is expanded.
struct WorkspaceRootTests {
    @Test func aFileOutsideGitIsReadWithItsWorkspace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-ws-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Projects/Feature/Sources", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/Workspace.swift", contents: Data())
        FileManager.default.createFile(atPath: root + "/Projects/Feature/Project.swift", contents: Data())
        let file = root + "/Projects/Feature/Sources/View.swift"
        FileManager.default.createFile(atPath: file, contents: Data())
        #expect(ScreenInspector.workspaceRoot(containing: file) == root)
    }
}

/// `a11y tree FILE` reads the file with the project files that say what ships, as `audit` does: a
/// tools package at the repository's root does not make the app's files unshipped
/// (element-x-ios), and a file no target builds is still shown, with a note, when asked for.
struct TreeMembershipTests {
    static func repository(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-tree-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (root + "/" + path).parentPath, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        return root
    }

    static let screen = "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Hello\") } }\n"
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Tools", targets: [.executableTarget(name: "Tools", path: "Tools/Sources")])
        """

    @Test func aToolsPackageAtTheRootLeavesTheAppsFilesToItsProject() throws {
        let root = try Self.repository([
            "Package.swift": Self.manifest,
            "Tools/Sources/main.swift": "print(1)\n",
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n",
            "App/Home.swift": Self.screen,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = ScreenInspector(jobs: 1).screens(in: "App/Home.swift", workingDirectory: root)
        #expect(result.screens.map(\.screen.controllerClass) == ["Home"])
        #expect(result.diagnostics.isEmpty)
    }

    /// A design-system package beside the app is read by its own manifest: its views expand in
    /// the app's screen (element-x-ios's `compound-ios` `ListRow`).
    @Test func aLocalPackagesViewsExpandInTheAppsScreen() throws {
        let root = try Self.repository([
            "Package.swift": Self.manifest,
            "Tools/Sources/main.swift": "print(1)\n",
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n",
            "App/Home.swift": "import SwiftUI\nimport Kit\nstruct Home: View { var body: some View { Badge(title: \"New\") } }\n",
            "Kit/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """,
            "Kit/Sources/Kit/Badge.swift":
                "import SwiftUI\npublic struct Badge: View { let title: String; public var body: some View { Text(title).bold() } }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = ScreenInspector(jobs: 1).screens(in: "App/Home.swift", workingDirectory: root)
        #expect(result.screens.first?.simulation.transcript.map(\.utterance.text) == ["New"])
    }

    @Test func aFileNoTargetBuildsIsShownWithANote() throws {
        let root = try Self.repository([
            "Package.swift": Self.manifest,
            "Tools/Sources/main.swift": "print(1)\n",
            "Old/Home.swift": Self.screen,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = ScreenInspector(jobs: 1).screens(in: "Old/Home.swift", workingDirectory: root)
        #expect(result.screens.map(\.screen.controllerClass) == ["Home"])
        #expect(result.diagnostics.map(\.message) == ["no target that ships builds this file; read because it was asked for by name"])
    }
}

/// A package of views with no Info.plist of its own is shown in the apps that link it: their
/// appearance lock is its (CovPass's UI package, judged in dark mode both apps turn off).
struct PackageAppearanceTests {
    static func project(style: String?) throws -> Project {
        let key = style.map { "<key>UIUserInterfaceStyle</key><string>\($0)</string>" } ?? ""
        let root = try TreeMembershipTests.repository([
            "project.yml": "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n",
            "App/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(key)</dict></plist>",
            "App/AppDelegate.swift": "import UIKit\nimport Kit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { let hint = HintView() }\n",
            "Kit/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])], targets: [.target(name: "Kit")])
            """,
            "Kit/Sources/Kit/HintView.swift": "import UIKit\npublic final class HintView: UIView {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        return ProjectReader(jobs: 1).read(paths: ["."], workingDirectory: root)
    }

    @Test func aPackageTakesTheAppsAppearanceLock() throws {
        let project = try Self.project(style: "Light")
        #expect(project.parts.count == 2)
        #expect(project.parts.values.allSatisfy { $0.infoPlist["UIUserInterfaceStyle"] == "Light" })
        // Trap: an app that follows the system's appearance gives its package none.
        let open = try Self.project(style: nil)
        #expect(open.parts.values.allSatisfy { $0.infoPlist["UIUserInterfaceStyle"] == nil })
    }
}
