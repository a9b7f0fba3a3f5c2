import SwiftSyntax

/// SwiftUI's standard views: what each constructor shows and how it is labelled.
enum SwiftUIViews {
    static func layoutOnly(_ name: String) -> Bool {
        ["Spacer", "Divider", "EmptyView"].contains(name)
    }

    static let stacks: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "List", "Form", "ScrollView", "ScrollViewReader", "GeometryReader", "ViewThatFits",
        "ControlGroup", "GroupBox", "DisclosureGroup", "NavigationStack", "NavigationView", "NavigationSplitView",
    ]
    static let shapes = ViewClasses.swiftUIPainted

    static func standard(_ name: String, _ call: FunctionCallExprSyntax, interpreter: inout ViewBuilderInterpreter,
                         in body: SwiftUIIndex.Body) -> Element? {
        let args = Array(call.arguments)
        func arg(_ label: String) -> ExprSyntax? { args.first { $0.label?.text == label }?.expression }
        var unlabeled: ExprSyntax? { args.first { $0.label == nil }?.expression }
        func closure(_ label: String) -> ClosureExprSyntax? {
            call.additionalTrailingClosures.first { $0.label.text == label }?.closure
                ?? arg(label)?.as(ClosureExprSyntax.self)
        }
        // `AnyView(Row())`: the view it erases.
        if name == "AnyView", let only = args.first, args.count == 1 { return interpreter.build(only.expression, in: body) }
        var e = Element(id: interpreter.id(call, body), kind: name, location: interpreter.location(call, body))
        func contents(_ c: ClosureExprSyntax?) -> [Element] {
            guard let c else { return [] }
            return interpreter.build(c.statements, in: body)
        }
        /// The views of a content argument: a trailing or labelled closure, or the content a
        /// caller gave the view being read, passed on by name (`HStack(spacing: s, content: content)`
        /// in a stack that switches its axis).
        func contentViews(_ label: String) -> [Element] {
            if let c = call.trailingClosure ?? closure(label) { return contents(c) }
            if let expr = arg(label), let ref = FactsVisitor.unwrap(expr).as(DeclReferenceExprSyntax.self),
               let passed = interpreter.contentBindings[ref.baseName.text] {
                return passed
            }
            return []
        }
        /// A title argument: a string, `Text(…)`, or a `LocalizedStringKey`.
        var title: TextValue? {
            guard let first = unlabeled, !first.is(ClosureExprSyntax.self) else { return nil }
            return interpreter.text(first, in: body)
        }

        switch name {
        case "Text":
            guard let first = args.first else { return nil }
            e.text = interpreter.text(first.expression, in: body)
        case "Image":
            if let decorative = arg("decorative") {
                e.image = image(decorative, symbol: false, interpreter, body)
                e.accessibilityElementsHidden = true
            } else if let symbol = arg("systemName") {
                e.image = image(symbol, symbol: true, interpreter, body)
                e.swiftUI.lookDependsOn = ternaryCondition(symbol)
            } else if let symbol = arg("systemSymbol") {
                // SFSafeSymbols: `Image(systemSymbol: .squareAndArrowUp)` is "square.and.arrow.up".
                if let m = symbol.as(MemberAccessExprSyntax.self), m.base == nil {
                    e.image = ImageReference(name: sfSymbolName(safeSymbol: m.declName.baseName.text), isSystemSymbol: true)
                } else {
                    e.image = ImageReference(name: symbol.sourceText, isSystemSymbol: true, isDynamic: true)
                }
            } else if let first = unlabeled {
                e.image = image(first, symbol: false, interpreter, body)
                e.swiftUI.lookDependsOn = ternaryCondition(first)
                if let label = arg("label") { e.accessibilityLabel = interpreter.text(label, in: body) }
                // `Image("close")`: SwiftUI looks the name up as a localization key for the
                // label ("The name of the image resource… is also used as the localization key
                // for the accessibility label", Image.init(_:bundle:)).
                else if let name = e.image?.name, e.image?.isDynamic == false, let text = interpreter.index.strings.lookup(name) {
                    e.accessibilityLabel = .literal(text)
                }
            } else if let label = args.first?.label?.text, let made = interpreter.index.imageInitializers[label], let value = args.first?.expression {
                // The project's own initializer (`Image(icon: .delete)`): it makes what the
                // platform initializer it calls makes, from a value chosen in code.
                switch made {
                case .symbol: e.image = ImageReference(name: value.sourceText, isSystemSymbol: true, isDynamic: true)
                case .decorative:
                    e.image = ImageReference(name: value.sourceText, isDynamic: true)
                    e.accessibilityElementsHidden = true
                case .asset, .unknown:
                    e.image = ImageReference(name: value.sourceText, isDynamic: true)
                    e.provenance[.image] = .explanation("an image the project's Image(\(label):) initializer chooses at run time")
                }
            } else {
                // Image(uiImage:), Image(nsImage:): no name to read.
                e.provenance[.image] = .explanation("an image created at run time")
            }
        case "Label":
            if let title {
                e.text = title
            } else if let titleClosure = call.trailingClosure ?? closure("title") {
                e.text = joinedText(contents(titleClosure))
            }
        case "Button", "Link", "Menu", "ShareLink", "NavigationLink":
            var labelClosure: ClosureExprSyntax?
            // `NavigationLink(.post(post)) { PostRow() }`: a value for the project's own
            // initializer (an enum case), not a title; the closure is the label.
            let valueFirst = unlabeled.map { expr in
                let called = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
                return called.as(MemberAccessExprSyntax.self)?.base == nil && called.is(MemberAccessExprSyntax.self)
            } ?? false
            let title = valueFirst ? nil : title
            if let title {
                e.text = title
                // `NavigationLink("", isActive: …) { … }` in a background: shows nothing.
                if title == .literal(""), name == "NavigationLink" || name == "Button" { e.swiftUI.labelIsEmpty = true }
            } else if let explicit = closure("label") {
                labelClosure = explicit
            } else if let passed = arg("label"), let labelView = interpreter.build(passed, in: body) {
                // `Menu(content: …, label: label)`: a label view the component's caller passes.
                e.children = [labelView]
                e.childBehavior = .labelContent
            } else if name != "Button" || arg("action") != nil || arg("intent") != nil {
                // `Button(intent: Refresh()) { Image(…) }` (App Intents): the closure is the label.
                labelClosure = call.trailingClosure
            }
            if name == "ShareLink" && e.text == nil && labelClosure == nil { e.text = .literal("Share") }
            if name == "Button" {
                // `Button("Show") { blurred = false }`, `Button(action: toggleMenu)`.
                let action = arg("action") ?? ((title != nil || closure("label") != nil) ? call.trailingClosure.map(ExprSyntax.init) : nil)
                if let action { e.swiftUI.actionKey = SwiftUIModifiers.actionKey(action) }
            }
            // `Button(role: .close) { dismiss() }` (iOS 26): a system glyph and its label.
            if name == "Button", e.text == nil, labelClosure == nil,
               let role = arg("role")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               let label = PlatformDefaults.buttonRoleLabels[role] {
                e.text = .literal(label)
            }
            if let labelClosure {
                e.children = contents(labelClosure)
                e.childBehavior = .labelContent
                // `NavigationLink(destination:isActive:) { EmptyView() }`: shows nothing.
                if e.children.isEmpty && e.text == nil && (name == "NavigationLink" || name == "Button") { e.swiftUI.labelIsEmpty = true }
            }
            if name == "NavigationLink" {
                // `NavigationLink("Title") { Destination() }`: with a title or a label closure, the
                // trailing closure is the destination.
                let destination = arg("destination") ?? (closure("label") != nil || title != nil ? call.trailingClosure.map { ExprSyntax($0) } : nil)
                if let destination {
                    let names = viewNames(in: destination, interpreter.index)
                    interpreter.destinations.formUnion(names)
                    if names.count == 1 { e.swiftUI.destination = names.first }
                }
            }
        case "Toggle", "Stepper", "Slider", "Picker", "DatePicker", "ColorPicker", "Gauge", "ProgressView":
            if let title {
                e.text = title
            } else if let label = closure("label") ?? (Self.trailingClosureIsLabel.contains(name) ? call.trailingClosure : nil),
                      // `Slider(value: $v) { editing in … }`: a closure taking a value is `onEditingChanged`.
                      label.signature?.parameterClause == nil {
                let content = contents(label)
                e.text = joinedText(content)
                e.swiftUI.labelFromLabelView = true
                // A label view the tool cannot read (`Row.label(title)`, a view of a module it
                // does not have) may hold the text VoiceOver reads.
                if e.text == nil, let unread = firstUnread(in: content) {
                    e.provenance[.accessibilityLabel] = .explanation("its label view: \(unread)")
                }
            } else if let labelView = arg("label") {
                // Picker(selection: $x, label: Text("Style"))
                e.text = interpreter.text(labelView, in: body)
            }
        case "TextField", "SecureField":
            e.isSecureTextEntry = name == "SecureField"
            // The title is the accessibility label and, without a prompt, the placeholder.
            // `TextField(text: $name, prompt: …) { Text("Name") }` (iOS 15+): the label view
            // is the title.
            let labelView = call.trailingClosure ?? closure("label")
            let t = title ?? labelView.flatMap { joinedText(contents($0)) }
            if let prompt = arg("prompt") {
                e.placeholder = interpreter.text(prompt, in: body)
                e.accessibilityLabel = t
                // An empty title names nothing: VoiceOver reads the prompt while the field is
                // empty, as UIKit's placeholder. A prompt of words is that name (a placeholder
                // only: persistent-field-labels); one known at run time may be nil or a sample
                // value ("0"), so the missing label needs review.
                if t?.isKnownEmpty == true, let placeholder = e.placeholder {
                    if let words = placeholder.literal, words.contains(where: \.isLetter) {
                        e.accessibilityLabel = nil
                    } else if placeholder.isDynamic {
                        e.provenance[.accessibilityLabel] = .explanation("its prompt, known at run time, names it while it is empty")
                    }
                }
            } else {
                e.placeholder = t
            }
        case "TextEditor":
            // `TextEditor(text: .constant(body))`: a binding nothing can write shows text to
            // read, not a field to edit (as UITextView with isEditable = false).
            if let binding = arg("text")?.as(FunctionCallExprSyntax.self),
               binding.calledExpression.trimmedDescription == ".constant" || binding.calledExpression.trimmedDescription == "Binding.constant" {
                e.isEditable = false
                e.text = binding.arguments.first.map { interpreter.text($0.expression, in: body) }
            }
        case "EditButton":
            break
        case "LabeledContent":
            // `LabeledContent("Version", value: version)`, `LabeledContent("Name") { … }`,
            // `LabeledContent { … } label: { Text("Name") }` (iOS 16): the label, then the
            // value or content, each read as it is.
            if let title {
                var label = Element(id: e.id + ".label", kind: "Text", location: e.location)
                label.text = title
                e.children = [label]
            } else {
                e.children = contents(closure("label"))
            }
            if let value = arg("value") {
                var shown = Element(id: e.id + ".value", kind: "Text", location: e.location)
                shown.text = interpreter.text(value, in: body)
                e.children.append(shown)
            } else {
                e.children += contentViews("content")
            }
            // A label and the text it labels are one pair: read together, label first, as a
            // row of Settings reads "Version, 17.2". A control in the content (a field, a
            // toggle) stays an element of its own.
            var holdsControl = false
            for child in e.children { child.forEach { if PlatformDefaults.swiftUI[$0.kind]?.isInteractive == true { holdsControl = true } } }
            if !holdsControl { e.childBehavior = .combine }
        case "ToolbarItem", "ToolbarItemGroup":
            e.children = contentViews("content")
            let placement = arg("placement").map { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? $0.sourceText }
            e.swiftUI.toolbarPlacement = ToolbarPlacement(swiftUI: placement)
        case "ToolbarTitleMenu":
            // Its items are in a menu the title opens, not on screen.
            return nil
        case "Section":
            var children: [Element] = []
            if let header = title {
                var h = Element(id: e.id + ".header", kind: "Text", location: e.location)
                h.text = header
                h.traits.inserted.insert(.header)
                children.append(h)
            } else if let header = closure("header") {
                children += contents(header).map { var h = $0; markHeader(&h); return h }
            }
            children += contentViews("content")
            children += contents(closure("footer"))
            e.children = children
        case "ForEach":
            // One copy of the row: at run time there is one per item.
            e.children = contentViews("content")
            e.reuseIdentifier = "ForEach"
        case "TabView":
            let pages = contents(call.trailingClosure)
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
        case "ViewThatFits":
            // The first of its views that fits is shown, the others never (SwiftUI
            // `ViewThatFits`: "evaluates its child views in the order you provide them … and
            // selects the first child whose ideal size … fits"): alternatives, as an `if`'s
            // branches, read as the first.
            if let c = call.trailingClosure ?? closure("content") {
                e.children = c.statements.compactMap { item -> Element? in
                    guard case .expr(let expr) = item.item, let built = interpreter.build(expr, in: body) else { return nil }
                    return interpreter.container("Branch", item, body, [built])
                }
                e.childrenAreAlternatives = true
            } else {
                e.children = contentViews("content")
            }
        default:
            if stacks.contains(name) {
                e.children = contentViews("content")
                if name == "NavigationSplitView" {
                    e.children += contents(closure("sidebar")) + contents(closure("detail"))
                }
            } else if shapes.contains(name) {
                break
            } else {
                return nil
            }
        }
        // Made through the project's own initializer (`TextField(verbatim: title, text: $t)`):
        // what it passes on as the title is in its body, not in these arguments.
        if let made = interpreter.index.extensionInitializer(of: name, fitting: call), e.accessibilityLabel == nil,
           e.text?.isKnownEmpty ?? true, e.placeholder?.isKnownEmpty ?? true {
            e.accessibilityLabel = .dynamic(origin: .code(CodeOrigin(e.location, how: .assignment)))
            e.provenance[.accessibilityLabel] = .explanation("the project's own initializer \(made) labels it")
        }
        return e
    }

    /// The condition of `cond ? a : b` (the parser leaves the ternary unfolded).
    static func ternaryCondition(_ expr: ExprSyntax) -> String? {
        guard let items = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), items.count == 3,
              items[1].is(UnresolvedTernaryExprSyntax.self) else { return nil }
        let condition = items[0].trimmedDescription
        // A highlight while a finger is down or a pointer is over the control is feedback, not
        // a state people need read (`configuration.isPressed ? 0.5 : 1` in a ButtonStyle).
        let last = condition.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) ?? condition
        if transientHighlights.contains(last) { return nil }
        return condition
    }

    static let transientHighlights: Set<String> = ["isPressed", "isHighlighted", "isHovered", "isHovering"]

    static func image(_ expr: ExprSyntax, symbol: Bool, _ interpreter: ViewBuilderInterpreter, _ body: SwiftUIIndex.Body) -> ImageReference {
        // The asset's own name; a strings table's text for it is the label, not the name.
        if let name = FactsVisitor.stringLiteral(expr) { return ImageReference(name: name, isSystemSymbol: symbol) }
        switch interpreter.text(expr, in: body) {
        case .literal(let name): return ImageReference(name: name, isSystemSymbol: symbol)
        case .dynamic: return ImageReference(name: expr.sourceText, isSystemSymbol: symbol, isDynamic: true)
        }
    }

    /// The SF Symbol an SFSafeSymbols case names: words and numbers become dot-separated
    /// parts (`deleteBackward` → `delete.backward`, `person2Fill` → `person.2.fill`,
    /// `_1Circle` → `1.circle`).
    static func sfSymbolName(safeSymbol name: String) -> String {
        var parts: [String] = []
        var current = ""
        for c in name where c != "_" {
            let startsPart = !current.isEmpty && (c.isUppercase || (c.isNumber != current.last!.isNumber))
            if startsPart { parts.append(current); current = "" }
            current.append(Character(c.lowercased()))
        }
        if !current.isEmpty { parts.append(current) }
        return parts.joined(separator: ".")
    }

    /// The text of a label view: its texts joined as VoiceOver joins combined children.
    /// Why the tool cannot see all of these views, if it cannot.
    static func firstUnread(in elements: [Element]) -> String? {
        var reason: String?
        for e in elements { e.forEach { if reason == nil { reason = $0.unreadCode } } }
        return reason
    }

    /// Controls whose trailing closure is their label (`DatePicker(selection: $d) { Text("Date") }`);
    /// a `Picker`'s is its content. SwiftUI's initializers, Apple's documentation.
    static let trailingClosureIsLabel: Set<String> = ["Toggle", "Stepper", "Slider", "Gauge", "DatePicker", "ColorPicker", "ProgressView"]

    static func joinedText(_ elements: [Element]) -> TextValue? {
        var parts: [TextValue] = []
        for e in elements { e.forEach { if let t = $0.accessibilityLabel ?? $0.text, $0.kind != "Image" || $0.accessibilityLabel != nil { parts.append(t) } } }
        guard !parts.isEmpty else { return nil }
        if parts.allSatisfy({ $0.literal != nil }) { return .literal(parts.compactMap(\.literal).joined(separator: ", ")) }
        return parts.first { $0.isDynamic }
    }

    static func markHeader(_ e: inout Element) {
        if e.kind == "Text" || e.kind == "Label" { e.traits.inserted.insert(.header) }
        for i in e.children.indices { markHeader(&e.children[i]) }
    }

    /// The project views a destination or a sheet shows as its content: `DetailView(item)`,
    /// also inside `NavigationStack { … }`, `Group`, `AnyView(…)`, an `if`/`switch`, and under
    /// modifiers. Views inside content written in place (`List { ForEach { Row() } }`) are
    /// parts of that content, not screens.
    static func viewNames(in node: some SyntaxProtocol, _ index: SwiftUIIndex) -> Set<String> {
        var names = Set<String>()
        func statements(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let expr = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) { visit(expr) }
            }
        }
        func visit(_ expr: ExprSyntax) {
            if let closure = expr.as(ClosureExprSyntax.self) { return statements(closure.statements) }
            if let ifExpr = expr.as(IfExprSyntax.self) {
                statements(ifExpr.body.statements)
                switch ifExpr.elseBody {
                case .ifExpr(let next)?: visit(ExprSyntax(next))
                case .codeBlock(let block)?: statements(block.statements)
                case nil: break
                }
                return
            }
            if let switchExpr = expr.as(SwitchExprSyntax.self) {
                for case .switchCase(let c) in switchExpr.cases { statements(c.statements) }
                return
            }
            guard let call = expr.as(FunctionCallExprSyntax.self) else { return }
            let called = call.calledExpression
            let name: String?
            if let ref = called.as(DeclReferenceExprSyntax.self) {
                name = ref.baseName.text
            } else if let member = called.as(MemberAccessExprSyntax.self) {
                // `DetailView().navigationTitle(…)`: the view the modifiers start from.
                if let base = member.base, !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false) { return visit(base) }
                name = member.declName.baseName.text
            } else if let specialized = called.as(GenericSpecializationExprSyntax.self) {
                name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            } else {
                name = nil
            }
            guard let name else { return }
            // A project view named like one of SwiftUI's (`struct EmptyView: View` in an
            // extension's module) is not what `.sheet { EmptyView() }` elsewhere shows.
            if let view = index.views[name], !Self.isSwiftUIName(name) {
                // `LazyView(DetailView())`: a wrapper whose body is the view it is given
                // presents that view (ACHNBrowserUI's links said they opened "LazyView").
                if view.passesThrough != nil {
                    let before = names
                    for arg in call.arguments { visit(arg.expression) }
                    if let trailing = call.trailingClosure { statements(trailing.statements) }
                    if names != before { return }
                }
                names.insert(name)
                return
            }
            guard Self.presentationWrappers.contains(name) else { return }
            for arg in call.arguments { visit(arg.expression) }
            if let trailing = call.trailingClosure { statements(trailing.statements) }
        }
        if let expr = ExprSyntax(Syntax(node)) { visit(expr) }
        return names
    }

    /// A view SwiftUI itself declares.
    static func isSwiftUIName(_ name: String) -> Bool {
        layoutOnly(name) || PlatformDefaults.swiftUI[name] != nil || PlatformDefaults.swiftUILayout.contains(name)
    }

    /// Views that hold a destination without being its content.
    static let presentationWrappers: Set<String> = ["NavigationStack", "NavigationView", "Group", "AnyView", "ZStack"]
}

