import SwiftSyntax

/// SwiftUI's standard views: what each constructor shows and how it is labelled. One handler
/// per view, in tables by kind (`SwiftUIControlViews.swift` and its siblings); here the
/// dispatch and what handlers share.
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

    /// One call of a standard view's initializer as its handler sees it.
    struct Call {
        var name: String
        var syntax: FunctionCallExprSyntax
        var body: SwiftUIIndex.Body
        var arguments: [LabeledExprSyntax]

        func arg(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }

        var unlabeled: ExprSyntax? { arguments.first { $0.label == nil }?.expression }

        /// A closure argument: an additional trailing closure with this label, or a labelled one.
        func closure(_ label: String) -> ClosureExprSyntax? {
            syntax.additionalTrailingClosures.first { $0.label.text == label }?.closure
                ?? arg(label)?.as(ClosureExprSyntax.self)
        }

        func contents(_ c: ClosureExprSyntax?, _ interpreter: inout ViewBuilderInterpreter) -> [Element] {
            guard let c else { return [] }
            return interpreter.build(c.statements, in: body)
        }

        /// The views of a content argument: a trailing or labelled closure, or the content a
        /// caller gave the view being read, passed on by name (`HStack(spacing: s, content: content)`
        /// in a stack that switches its axis).
        func contentViews(_ label: String, _ interpreter: inout ViewBuilderInterpreter) -> [Element] {
            if let c = syntax.trailingClosure ?? closure(label) { return contents(c, &interpreter) }
            if let expr = arg(label), let ref = FactsVisitor.unwrap(expr).as(DeclReferenceExprSyntax.self),
                let passed = interpreter.contentBindings[ref.baseName.text]
            {
                return passed
            }
            return []
        }

        /// A title argument: a string, `Text(…)`, or a `LocalizedStringKey`.
        func title(_ interpreter: ViewBuilderInterpreter) -> TextValue? {
            guard let first = unlabeled, !first.is(ClosureExprSyntax.self) else { return nil }
            return interpreter.text(first, in: body)
        }
    }

    typealias Handler = @Sendable (Call, inout Element, inout ViewBuilderInterpreter) -> Void

    /// SwiftUI's views the tool reads, by name, grouped in the files named after the tables;
    /// besides these, `stacks` show their content and `shapes` nothing to read.
    static let handlers: [String: Handler] =
        textHandlers
        .merging(controlHandlers) { _, _ in preconditionFailure("a view in two tables") }
        .merging(containerHandlers) { _, _ in preconditionFailure("a view in two tables") }

    static func standard(
        _ name: String, _ call: FunctionCallExprSyntax, interpreter: inout ViewBuilderInterpreter,
        in body: SwiftUIIndex.Body
    ) -> Element? {
        let call = Call(name: name, syntax: call, body: body, arguments: Array(call.arguments))
        // `AnyView(Row())`: the view it erases.
        if name == "AnyView", let only = call.arguments.first, call.arguments.count == 1 { return interpreter.build(only.expression, in: body) }
        var e = Element(id: interpreter.id(call.syntax, body), kind: name, location: interpreter.location(call.syntax, body))
        if let handler = handlers[name] {
            // `Text()` shows nothing; a `ToolbarTitleMenu`'s items are in a menu the title
            // opens, not on screen.
            if name == "Text" && call.arguments.isEmpty || name == "ToolbarTitleMenu" { return nil }
            handler(call, &e, &interpreter)
        } else if stacks.contains(name) {
            e.children = call.contentViews("content", &interpreter)
            if name == "NavigationSplitView" {
                e.children += call.contents(call.closure("sidebar"), &interpreter) + call.contents(call.closure("detail"), &interpreter)
            }
        } else if !shapes.contains(name) {
            return nil
        }
        // Made through the project's own initializer (`TextField(verbatim: title, text: $t)`):
        // what it passes on as the title is in its body, not in these arguments.
        if let made = interpreter.index.extensionInitializer(of: name, fitting: call.syntax), e.accessibilityLabel == nil,
            e.text?.isKnownEmpty ?? true, e.placeholder?.isKnownEmpty ?? true
        {
            e.accessibilityLabel = .dynamic(origin: .code(CodeOrigin(e.location, how: .assignment)))
            e.provenance[.accessibilityLabel] = .explanation("the project's own initializer \(made) labels it")
        }
        return e
    }

    /// The condition of `cond ? a : b` (the parser leaves the ternary unfolded).
    static func ternaryCondition(_ expr: ExprSyntax) -> String? {
        guard let items = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), items.count == 3,
            items[1].is(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let condition = items[0].sourceText
        return SwiftUIStyle.isTransientHighlight(condition) ? nil : condition
    }

    static func image(_ expr: ExprSyntax, symbol: Bool, _ interpreter: ViewBuilderInterpreter, _ body: SwiftUIIndex.Body) -> ImageReference {
        // The asset's own name; a strings table's text for it is the label, not the name.
        if let name = FactsVisitor.stringLiteral(expr) { return ImageReference(name: name, isSystemSymbol: symbol) }
        // `Image(systemName: SystemImage.share)`: a name the project keeps as a constant.
        if let name = interpreter.staticString(expr) { return ImageReference(name: name, isSystemSymbol: symbol) }
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
            // `SheetView().presentationDetents(…) #if … .presentationDragIndicator(…) #endif`
            if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { return visit(base) }
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

    /// The project views a destination titles where it makes them
    /// (`MultiPicker(…).navigationTitle("Cache Size")`), with their titles.
    static func presenterTitles(in node: Syntax, _ interpreter: ViewBuilderInterpreter, _ body: SwiftUIIndex.Body) -> [String: TextValue] {
        let titles = PresenterTitles(viewMode: .sourceAccurate)
        titles.walk(node)
        var result: [String: TextValue] = [:]
        for (view, title) in titles.found where interpreter.index.views[view] != nil && !isSwiftUIName(view) {
            result[view] = result[view] ?? interpreter.text(title, in: body)
        }
        return result
    }

    /// A view SwiftUI itself declares.
    static func isSwiftUIName(_ name: String) -> Bool {
        layoutOnly(name) || PlatformDefaults.swiftUI[name] != nil || PlatformDefaults.swiftUILayout.contains(name)
    }

    /// Views that hold a destination without being its content.
    static let presentationWrappers: Set<String> = ["NavigationStack", "NavigationView", "Group", "AnyView", "ZStack"]
}

/// The `.navigationTitle(…)` calls of a destination, with the project view each chain starts from.
final class PresenterTitles: SyntaxVisitor {
    var found: [(view: String, title: ExprSyntax)] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["navigationTitle", "navigationBarTitle"].contains(member.declName.baseName.text),
            let title = node.arguments.first?.expression
        else { return .visitChildren }
        // Down the chain of modifiers to the view they start from.
        var base = member.base
        while let call = base?.as(FunctionCallExprSyntax.self) {
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                found.append((ref.baseName.text, title))
                break
            }
            base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return .visitChildren
    }
}
