/// Screens built from SwiftUI views. Every `View` of the project becomes a screen, with the
/// views it uses inlined; views that own navigation (a `NavigationStack`, a `TabView`, a
/// `.navigationTitle`) or are reached as a destination, sheet or tab count as full screens
/// (`Screen.isViewController`), the others as components.
public enum SwiftUIFrontEnd {
    /// `jobs`: views interpreted in parallel (each view is built on its own; the order of the
    /// result does not depend on it).
    public static func screens(_ index: SwiftUIIndex, declaredIn files: Set<String>? = nil, jobs: Int = 1) -> [Screen] {
        var ignored: [Diagnostic] = []
        return screens(index, declaredIn: files, jobs: jobs, diagnostics: &ignored)
    }

    /// `diagnostics`: a warning for each screen that stopped growing at the expression budget.
    /// `reusingReadings`: each view read once per distinct arguments and reused (`ViewMemo`);
    /// off only to check that reuse changes nothing.
    public static func screens(
        _ index: SwiftUIIndex, declaredIn files: Set<String>?, jobs: Int, diagnostics: inout [Diagnostic],
        reusingReadings: Bool = true
    ) -> [Screen] {
        plan(index, declaredIn: files, jobs: jobs, diagnostics: &diagnostics, reusingReadings: reusingReadings).all(jobs: jobs)
    }

    /// Which views are screens, decided by reading every view once and keeping none of their
    /// trees (`SwiftUIScreenPlan` reads each screen again when it is asked for).
    public static func plan(
        _ index: SwiftUIIndex, declaredIn files: Set<String>?, jobs: Int, diagnostics: inout [Diagnostic],
        reusingReadings: Bool = true
    ) -> SwiftUIScreenPlan {
        // Asked for by file, a view is shown whoever uses it; in an audit, a view nothing uses is
        // dead code or a preview's, and does not ship.
        let unused = files == nil ? Set(unreferenced(index)) : []
        let names = index.views.keys.sorted().filter { name in
            guard let declaration = index.views[name] else { return false }
            return declaration.body != nil && !declaration.isOtherPlatform && !unused.contains(name) && !index.appTypes.contains(name)
        }
        let memo = reusingReadings ? ViewMemo() : nil
        let built = ParallelMap.map(names, jobs: jobs) { name in
            let declaration = index.views[name]!
            var built = screen(declaration, body: declaration.body!, index: index, memo: memo)
            // Only what decides whether it is a screen is kept: a large app's trees together
            // outgrow the machine.
            built.screen.root.children = []
            return built
        }
        for b in built {
            guard let view = b.exhaustedIn else { continue }
            diagnostics.append(
                Diagnostic(
                    level: .warning, file: b.screen.file, line: b.screen.location.line,
                    message:
                        "\(b.screen.name): stopped reading after \(ViewBuilderInterpreter.expressionBudget) expressions, in \(view): the views, helpers and modifiers it inlines multiply, so this screen is partial"
                ))
        }
        let destinations = built.reduce(into: Set<String>()) { $0.formUnion($1.destinations) }
        let partialSheets = built.reduce(into: Set<String>()) { $0.formUnion($1.partialSheets) }.subtracting(destinations)
        let used = built.reduce(into: Set<String>()) { $0.formUnion($1.used) }
        let titled = built.reduce(into: [String: TextValue]()) { $0.merge($1.titledDestinations) { own, _ in own } }
        var seenDialogs = Set<SourceLocation>()
        let planned = zip(names, built).compactMap { name, b -> SwiftUIScreenPlan.Planned? in
            var s = b.screen
            if destinations.contains(s.controllerClass ?? "") { s.isViewController = true }
            if partialSheets.contains(s.controllerClass ?? "") { (s.isViewController, s.isPartialSheet) = (true, true) }
            let presenterTitle = s.title == nil ? s.controllerClass.flatMap { titled[$0] ?? index.hostTitles[$0] } : nil
            if let presenterTitle { Self.titledByPresenter(&s, presenterTitle) }
            // A component is audited inside the views that use it, where its context is known;
            // a destination or a view nobody uses stands alone.
            if used.contains(s.controllerClass ?? "") && s.isViewController != true && !files.map({ $0.contains(s.file) }).isSomeTrue { return nil }
            if let files, !files.contains(s.file) { return nil }
            // An alert a component declares is one screen, wherever the component is used.
            let dialogs = b.dialogs.filter { seenDialogs.insert($0.location).inserted }
            return SwiftUIScreenPlan.Planned(view: name, header: s, dialogs: dialogs.map { dialogScreen($0, of: s) }, presenterTitle: presenterTitle)
        }
        return SwiftUIScreenPlan(index: index, memo: memo, planned: planned)
    }

    /// An alert or confirmation dialog, shown over the screen that declares it: its title,
    /// message and buttons, in VoiceOver's order.
    static func dialogScreen(_ dialog: Element, of screen: Screen) -> Screen {
        var root = dialog
        Environment.propagate(&root, font: nil, enabled: true, color: nil)
        TransparentModifiers.apply(&root)
        UniqueIDs.apply(&root)
        let kind = dialog.kind == "Alert" ? "alert" : dialog.kind == "Sheet" ? "sheet" : "confirmation dialog"
        let title = dialog.children.first { $0.id == dialog.id + ".title" }?.text?.literal.map { " “\($0)”" } ?? ""
        var s = Screen(
            name: "\(screen.name) › \(kind)\(title) (line \(dialog.location.line))", origin: .swiftUI, file: screen.file,
            location: dialog.location, root: root)
        s.controllerClass = screen.controllerClass
        s.readsReduceMotion = screen.readsReduceMotion
        return s
    }

    /// Internal views with a body that no code outside previews names, in a project whose code
    /// shows SwiftUI views (`SwiftUIIndex.showsViews`): not in any screen the app shows. A
    /// `public` view may be shown by another module, so it stays.
    public static func unreferenced(_ index: SwiftUIIndex) -> [String] {
        guard index.showsViews else { return [] }
        // Reached from code that is not a view (the App, a hosting controller, UIKit code), from
        // a public view, or from a view so reached; a view only unused views name is unused.
        // Only declarations with a body are views: an extension of a UIKit class is kept as
        // a declaration too, for its helpers, but code in it is not a view's.
        // An `App` is not a view, wherever its `body` is declared (Passepartout's is in an
        // extension): what it names is reached.
        let viewNames = Set(index.views.values.filter { $0.body != nil && !index.appTypes.contains($0.name) }.map(\.name))
        var reached = Set<String>()
        var queue: [String] = []
        // A generic argument of an inheritance clause (`UIHostingController<Host.Wrapper>`) uses it.
        let references = index.referencesFrom.merging(index.inheritedFrom) { $0.union($1) }
        for (owner, names) in references where !viewNames.contains(owner) {
            for name in names where viewNames.contains(name) && reached.insert(name).inserted { queue.append(name) }
        }
        for view in index.views.values where view.isPublic && reached.insert(view.name).inserted { queue.append(view.name) }
        while let next = queue.popLast() {
            for name in references[next] ?? [] where viewNames.contains(name) && reached.insert(name).inserted { queue.append(name) }
        }
        return index.views.values.filter {
            $0.body != nil && !index.appTypes.contains($0.name) && !$0.isOtherPlatform && !$0.isPublic && !reached.contains($0.name)
        }
        .map(\.name).sorted()
    }

    struct Built: Sendable {
        var screen: Screen
        let destinations: Set<String>
        var partialSheets: Set<String> = []
        var titledDestinations: [String: TextValue] = [:]
        let used: Set<String>
        var dialogs: [Element] = []
        /// The view being read when the expression budget ran out.
        var exhaustedIn: String?
    }

    static func screen(_ declaration: SwiftUIIndex.ViewDeclaration, body: SwiftUIIndex.Body, index: SwiftUIIndex, memo: ViewMemo? = nil) -> Built {
        var interpreter = ViewBuilderInterpreter(index: index, memo: memo)
        interpreter.stack = [.view(declaration.name)]
        interpreter.helpers = declaration.helpers
        interpreter.focusStates = declaration.focusStates
        interpreter.bindings = declaration.defaults
        var root = Element(id: declaration.name, kind: "View", location: declaration.location)
        root.customClass = declaration.name
        root.children = interpreter.build(body.statements, in: body)

        // A navigation stack anywhere, or a tab view at the top of the body (a TabView further in
        // is usually a pager inside a screen).
        let ownsNavigation =
            containsKind(root, ["NavigationStack", "NavigationView", "NavigationSplitView"])
            || (root.children.first?.kind == "TabView" && root.children.first?.children.contains { $0.kind == "UITabBar" } == true)
        // The navigation bar before the content: leading items, the title (or the principal
        // item), trailing items, then the search field below them; the bottom toolbar and the
        // keyboard's after the content.
        var placed: [ToolbarPlacement: [Element]] = [:]
        // The same item declared in both branches of an `if` (each branch with its own
        // `.toolbar { closeButton }`) is one item on screen.
        var seen = Set<[SourceLocation]>()
        for item in interpreter.toolbar where seen.insert(Self.contentLocations(item)).inserted {
            placed[item.swiftUI.toolbarPlacement ?? .trailing, default: []].append(item)
        }
        if !interpreter.navigationBarHidden, interpreter.navigationTitle != nil || !interpreter.toolbar.isEmpty || interpreter.searchField != nil {
            var bar = Element(id: declaration.name + ".navigationBar", kind: "UINavigationBar", location: declaration.location)
            bar.children += placed[.leading, default: []]
            if let title = interpreter.navigationTitle {
                var item = Element(id: declaration.name + ".navigationTitle", kind: "UINavigationItem", location: declaration.location)
                item.text = title
                bar.children.append(item)
            }
            bar.children += placed[.principal, default: []] + placed[.trailing, default: []]
            if let search = interpreter.searchField { bar.children.append(search) }
            if !bar.children.isEmpty { root.children.insert(bar, at: 0) }
        }
        for placement in [ToolbarPlacement.bottom, .keyboard] where placed[placement] != nil {
            var bar = Element(id: declaration.name + ".\(placement.rawValue)Toolbar", kind: "UIToolbar", location: declaration.location)
            bar.children = placed[placement]!
            root.children.append(bar)
        }
        SwiftUIModifiers.settleConditionals(&root)
        // Xcode's default accent: the asset catalog's AccentColor, where the app has one.
        Environment.propagate(&root, font: nil, enabled: true, color: nil, tint: .named(PlatformDefaults.accentColorName), tintIsAccent: true)
        TransparentModifiers.apply(&root)
        EmptyLabelControls.apply(&root)
        UniqueIDs.apply(&root)

        var screen = Screen(
            name: "\(declaration.file.fileName) › \(declaration.name)",
            origin: .swiftUI, file: declaration.file, location: declaration.location, root: root)
        screen.controllerClass = declaration.name
        screen.title = interpreter.navigationTitle
        screen.isViewController = ownsNavigation || interpreter.navigationTitle != nil
        screen.readsReduceMotion = index.readsReduceMotion || interpreter.readsReduceMotion || declaration.readsReduceMotion
        return Built(
            screen: screen, destinations: interpreter.destinations, partialSheets: interpreter.partialSheets,
            titledDestinations: interpreter.titledDestinations, used: interpreter.usedViews,
            dialogs: interpreter.dialogs, exhaustedIn: interpreter.budget.exhaustedIn)
    }

    /// A destination with no title of its own that the code presenting it titles
    /// (`NavigationLink { Picker().navigationTitle("Size") }`): its navigation bar shows that
    /// title, as VoiceOver's first heading.
    static func titledByPresenter(_ screen: inout Screen, _ title: TextValue) {
        guard screen.title == nil, let view = screen.controllerClass else { return }
        screen.title = title
        var item = Element(id: view + ".navigationTitle", kind: "UINavigationItem", location: screen.location)
        item.text = title
        if let bar = screen.root.children.firstIndex(where: { $0.kind == "UINavigationBar" }) {
            screen.root.children[bar].children.append(item)
        } else {
            var bar = Element(id: view + ".navigationBar", kind: "UINavigationBar", location: screen.location)
            bar.children = [item]
            screen.root.children.insert(bar, at: 0)
        }
    }

    /// Where what an item shows is declared: the same helper under two `ToolbarItem`s is
    /// the same item.
    static func contentLocations(_ item: Element) -> [SourceLocation] {
        guard !item.children.isEmpty else { return [item.location] }
        var locations: [SourceLocation] = []
        for child in item.children { child.forEach { locations.append($0.location) } }
        return locations
    }

    static func containsKind(_ e: Element, _ kinds: Set<String>) -> Bool {
        kinds.contains(e.kind) || e.children.contains { containsKind($0, kinds) }
    }
}

/// SwiftUI environment values that flow down the tree: fonts, `.disabled`, foreground colours,
/// and the tint, which colours the label of a button, link or menu that sets no foreground
/// colour of its own, and never plain text.
enum Environment {
    /// Controls whose label SwiftUI draws in the tint (the accent colour).
    static let tinted: Set<String> = ["Button", "Link", "Menu", "ShareLink", "EditButton"]

    static let accentExplanation = ValueSource.explanation(
        "the label takes the app's accent colour (the AccentColor asset), unless a view that embeds this one or the app's scene sets a tint")

    /// `accent`: `color` is the tint reaching a control's label, the app's accent colour when
    /// no view sets a tint (said on the text, as a view that embeds this one may set one).
    static func propagate(
        _ e: inout Element, font: FontSpec?, enabled: Bool, color: ColorSpec?, tint: ColorSpec? = nil, tintIsAccent: Bool = false,
        accent: Bool = false, pickerStyle: PickerStyle? = nil
    ) {
        let showsText = PlatformDefaults.for(e.kind).showsText
        if e.font == nil, let font, showsText { e.font = font }
        let style = e.swiftUI.pickerStyle ?? pickerStyle
        if e.kind == "Picker" || e.kind == "DatePicker", let style { e.swiftUI.pickerStyle = style }
        if !enabled { e.isEnabled = false }
        // `.foregroundStyle(.tint)`: the tint reaching it, its own or an ancestor's.
        if e.textColor == nil, e.swiftUI.foregroundIsTint, let tint = e.tintColor ?? tint {
            e.textColor = tint
            if e.tintColor == nil, tintIsAccent { e.provenance[.textColor] = accentExplanation }
        }
        if e.textColor == nil, let color, showsText {
            e.textColor = color
            if accent { e.provenance[.textColor] = accentExplanation }
        }
        let nextTint = e.tintColor ?? tint
        let nextTintIsAccent = e.tintColor == nil && tintIsAccent
        var nextColor = e.textColor ?? color
        var nextAccent = e.textColor == nil && accent
        // A style (the project's, or one of SwiftUI's that fills or plainly draws the label)
        // draws the label its own way; otherwise the label's texts take the tint.
        if e.textColor == nil, color == nil, tinted.contains(e.kind), e.swiftUI.appliedStyle == nil, let nextTint {
            nextColor = nextTint
            nextAccent = nextTintIsAccent
            // `Button("Save")`: the control draws its title itself. An icon's own colour
            // (`Image(…).foregroundStyle(…)`) stays its own.
            if e.text != nil {
                e.textColor = nextTint
                if nextTintIsAccent { e.provenance[.textColor] = accentExplanation }
            }
        }
        let nextFont = e.font ?? font
        for i in e.children.indices {
            propagate(
                &e.children[i], font: nextFont, enabled: enabled && e.isEnabled, color: nextColor, tint: nextTint, tintIsAccent: nextTintIsAccent,
                accent: nextAccent, pickerStyle: style)
        }
    }
}

/// A `NavigationLink` or `Button` whose label shows nothing draws nothing and takes no space:
/// a link driven by `isActive:` or `tag:selection:` from elsewhere, which VoiceOver never
/// reaches. In a `List` or `Form` it still makes a row (with a chevron), so there it stays.
enum EmptyLabelControls {
    /// Views that pass their children through to the enclosing container.
    static let transparent: Set<String> = ["Group", "ForEach", "Branch", "Conditional"]
    static let rowContainers: Set<String> = ["List", "Form", "Section"]

    static func apply(_ root: inout Element) {
        func visit(_ e: inout Element, inRows: Bool) {
            if e.swiftUI.labelIsEmpty && !inRows { e.isHidden = true }
            let childrenInRows = rowContainers.contains(e.kind) || (inRows && transparent.contains(e.kind))
            for i in e.children.indices { visit(&e.children[i], inRows: childrenInRows) }
        }
        visit(&root, inRows: false)
    }
}

/// A `Group`, `ForEach` or `if`/`switch` is no view of its own: the modifiers written on it
/// apply to each view it holds (`Group { if liked { … } else { Image("shaka") } }
/// .accessibilityLabel("Like")` labels the image). The accessibility modifiers are handed down
/// to each child that does not say otherwise itself.
enum TransparentModifiers {
    static func apply(_ root: inout Element) {
        func visit(_ e: inout Element) {
            // Not one made an element (`.accessibilityElement(children: .ignore)`): its label is its own.
            if EmptyLabelControls.transparent.contains(e.kind), e.childBehavior == nil, e.isAccessibilityElement != true {
                for i in e.children.indices { handDown(from: e, to: &e.children[i]) }
            }
            for i in e.children.indices { visit(&e.children[i]) }
        }
        visit(&root)
    }

    static func handDown(from group: Element, to child: inout Element) {
        if child.accessibilityLabel == nil, let v = group.accessibilityLabel { child.accessibilityLabel = v }
        if child.accessibilityValue == nil, let v = group.accessibilityValue { child.accessibilityValue = v }
        if child.accessibilityHint == nil, let v = group.accessibilityHint { child.accessibilityHint = v }
        if child.accessibilityIdentifier == nil, let v = group.accessibilityIdentifier { child.accessibilityIdentifier = v }
        child.traits.inserted.formUnion(group.traits.inserted)
        child.traits.removed.formUnion(group.traits.removed)
        child.traits.conditional.formUnion(group.traits.conditional)
        if child.traits.replacement == nil, let v = group.traits.replacement { child.traits.replacement = v }
    }
}

/// Inlined views repeat their ids; a screen needs each id once.
enum UniqueIDs {
    static func apply(_ root: inout Element) {
        var seen: [String: Int] = [:]
        func visit(_ e: inout Element) {
            let n = seen[e.id, default: 0]
            seen[e.id] = n + 1
            if n > 0 { e.id += "~\(n + 1)" }
            for i in e.children.indices { visit(&e.children[i]) }
        }
        visit(&root)
    }
}

import Foundation

extension Optional where Wrapped == Bool {
    var isSomeTrue: Bool { self == true }
}
