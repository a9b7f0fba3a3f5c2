import SwiftSyntax

/// Views that hold other views in a way VoiceOver reads: labelled content, toolbar items,
/// sections, `ForEach`, tabs, `ViewThatFits`. Plain stacks are `SwiftUIViews.stacks`.
extension SwiftUIViews {
    static let containerHandlers: [String: Handler] = [
        "LabeledContent": labeledContent,
        "ToolbarItem": toolbarItem,
        "ToolbarItemGroup": toolbarItem,
        "ToolbarTitleMenu": { _, _, _ in },
        "Section": section,
        // One copy of the row: at run time there is one per item.
        "ForEach": { call, e, interpreter in
            e.children = call.contentViews("content", &interpreter)
            e.reuseIdentifier = "ForEach"
        },
        "TabView": tabView,
        "ViewThatFits": viewThatFits,
    ]

    /// `LabeledContent("Version", value: version)`, `LabeledContent("Name") { … }`,
    /// `LabeledContent { … } label: { Text("Name") }` (iOS 16): the label, then the value or
    /// content, each read as it is.
    static func labeledContent(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let title = call.title(interpreter) {
            var label = Element(id: e.id + ".label", kind: "Text", location: e.location)
            label.text = title
            e.children = [label]
        } else {
            e.children = call.contents(call.closure("label"), &interpreter)
        }
        if let value = call.arg("value") {
            var shown = Element(id: e.id + ".value", kind: "Text", location: e.location)
            shown.text = interpreter.text(value, in: call.body)
            e.children.append(shown)
        } else {
            e.children += call.contentViews("content", &interpreter)
        }
        // A label and the text it labels are one pair: read together, label first, as a
        // row of Settings reads "Version, 17.2". A control in the content (a field, a
        // toggle) stays an element of its own.
        var holdsControl = false
        for child in e.children { child.forEach { if PlatformDefaults.swiftUI[$0.kind]?.isInteractive == true { holdsControl = true } } }
        if !holdsControl { e.childBehavior = .combine }
    }

    static func toolbarItem(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        e.children = call.contentViews("content", &interpreter)
        let placement = call.arg("placement").map { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? $0.sourceText }
        e.swiftUI.toolbarPlacement = ToolbarPlacement(swiftUI: placement)
    }

    static func section(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        var children: [Element] = []
        if let header = call.title(interpreter) {
            var h = Element(id: e.id + ".header", kind: "Text", location: e.location)
            h.text = header
            h.traits.inserted.insert(.header)
            children.append(h)
        } else if let header = call.closure("header") {
            children += call.contents(header, &interpreter).map {
                var h = $0; markHeader(&h); return h
            }
        } else if let header = call.arg("header"), var h = interpreter.build(header, in: call.body) {
            // `Section(header: Text("Time").foregroundColor(…), footer: Text(…)) { … }`: views
            // given as values (xDrip4iOS's settings sections).
            markHeader(&h)
            children.append(h)
        }
        children += call.contentViews("content", &interpreter)
        if let footer = call.closure("footer") {
            children += call.contents(footer, &interpreter)
        } else if let footer = call.arg("footer"), let f = interpreter.build(footer, in: call.body) {
            children.append(f)
        }
        e.children = children
    }

    static func tabView(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        let pages = call.contents(call.syntax.trailingClosure, &interpreter)
        var bar = Element(id: e.id + ".tabBar", kind: "UITabBar", location: e.location)
        for (i, page) in pages.enumerated() {
            var item = Element(id: page.id + ".tabItem", kind: "UITabBarItem", location: page.location)
            item.text = page.swiftUI.tabItemTitle.map { TextValue.literal($0) } ?? .dynamic(origin: .explanation("tab \(i + 1)"))
            item.isSelected = i == 0
            bar.children.append(item)
        }
        // Only the selected tab's content is on screen; the others are states of the same
        // screen people switch to (as the branches of an `if`): read by the rules, not in
        // the first state's transcript.
        var shown = Element(id: e.id + ".pages", kind: "Conditional", location: e.location)
        shown.children = pages
        shown.childrenAreAlternatives = true
        e.children = [shown]
        // Pages with `.tabItem` make a tab bar; without, the TabView is a pager.
        if pages.contains(where: { $0.swiftUI.tabItemTitle != nil }) { e.children.append(bar) }
    }

    /// The first of its views that fits is shown, the others never (SwiftUI `ViewThatFits`:
    /// "evaluates its child views in the order you provide them … and selects the first child
    /// whose ideal size … fits"): alternatives, as an `if`'s branches, read as the first.
    static func viewThatFits(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        guard let c = call.syntax.trailingClosure ?? call.closure("content") else {
            e.children = call.contentViews("content", &interpreter)
            return
        }
        e.children = c.statements.compactMap { item -> Element? in
            guard case .expr(let expr) = item.item, let built = interpreter.build(expr, in: call.body) else { return nil }
            return interpreter.container("Branch", item, call.body, [built])
        }
        e.childrenAreAlternatives = true
    }
}
