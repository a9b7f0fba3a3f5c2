import SwiftSyntax

/// Builds the model of a SwiftUI view by reading its `@ViewBuilder` code: standard views,
/// containers, modifiers, views of the same project (their bodies inlined), helper properties
/// and functions, custom modifiers and `View` extensions. Values computed at run time stay
/// `.dynamic`. Translates only; `Resolver` applies SwiftUI's defaults.
struct ViewBuilderInterpreter {
    let index: SwiftUIIndex
    /// What is being read, outermost first: views inlined, helpers, project modifiers. Each
    /// is read at most once on the path, so nothing recurses without end.
    enum Frame: Hashable {
        /// A view type whose body is being read.
        case view(String)
        /// A helper (`var header: some View`, `func row(…)`) of the view named `owner`.
        case helper(owner: String, name: String)
        /// A `View` extension method or `ViewModifier` type whose body is being applied.
        case modifier(String)
    }
    var stack: [Frame] = []
    /// The innermost view being read: what budget diagnostics and helpers are named after.
    var currentView: String? {
        for frame in stack.reversed() { if case .view(let name) = frame { return name } }
        return nil
    }
    /// Stored properties of the view being built whose values are known (literal arguments).
    var bindings: [String: String] = [:]
    /// Optional properties of the view being built that the caller left nil: they decide its
    /// `if let` branches (an avatar that is a `Button` only `if let onTap`).
    var knownNil: Set<String> = []
    /// Helpers of the view being built (`var header: some View`).
    var helpers: [String: SwiftUIIndex.Body] = [:]
    /// `@FocusState` properties of the view being built.
    var focusStates: Set<String> = []
    /// Views the caller passed for content properties (`label`, `content`), already built.
    var contentBindings: [String: [Element]] = [:]
    /// The project view type an argument being built is given as (`label: .plain(…)` for a
    /// `ListRowLabel`): what an implicit member names a factory of.
    var expectedViewType: String?
    /// The project's `ViewModifier` types the caller passed to a `View` extension's generic
    /// parameter (`.conditionalModifier(ActionModifier(…), apply: flag)`), by parameter name.
    var modifierBindings: [String: String] = [:]
    /// Fonts held by local constants of the body (`let font = Font.system(size: 11)`, then
    /// `.font(font)`): what the constant holds is what `.font` gets.
    var fontBindings: [String: FontSpec] = [:]
    /// Parameters a helper or modifier was given something other than a literal, with what
    /// the caller wrote (`.textStyle(TextStyle(font: .body, color: .primary))`): where a font
    /// or colour is read from one of its members (`style.font`), the argument of that name.
    var expressionBindings: [String: ExprSyntax] = [:]
    /// In a style's `makeBody(configuration:)`: the parameter whose `.label` is the control.
    var styleConfiguration: String?
    /// Properties of a style that stay the same for the styled control: those its caller did not
    /// set, or set to a literal (`CategoryStyle()` leaves `isSelected` at its default). A look
    /// that depends on one of them shows no state.
    var styleConstants: Set<String> = []
    /// Project views referenced from others: components, audited in the screens that use them.
    var usedViews: Set<String> = []
    /// What the view being built sets with `.navigationTitle`, and toolbar content.
    var navigationTitle: TextValue?
    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`: the screen's
    /// navigation bar, with its title and items, is not shown.
    var navigationBarHidden = false
    var toolbar: [Element] = []
    /// The `if`/`switch` branches of this view's body being read, outermost first
    /// (`CONDITIONAL#BRANCH`): toolbar content declared in them is tagged with them.
    var branchPath: [String] = []
    /// The search field `.searchable` adds to the navigation bar.
    var searchField: Element?
    /// Views reached as navigation destinations, sheets or tabs: they are screens.
    var destinations: Set<String> = []
    /// Views only ever presented as a partial sheet (`.presentationDetents([.medium])`): a
    /// panel over the screen, like an action sheet, that needs no heading of its own.
    var partialSheets: Set<String> = []
    /// Destinations the presenting code titles (`NavigationLink { Picker().navigationTitle("Size") }`):
    /// the title their navigation bar shows, by view.
    var titledDestinations: [String: TextValue] = [:]
    /// `.alert` and `.confirmationDialog` content: each a screen of its own when shown.
    var dialogs: [Element] = []
    var readsReduceMotion = false

    static let maximumDepth = 40
    /// Expressions read for one screen before it stops growing. The largest screens of the
    /// public apps validated read under 5,000; a settings list whose links each inline a
    /// screen with links of their own grows without end (issue 19), and stops here.
    static let expressionBudget = 40_000

    /// Shared by a screen's interpreter and every view it inlines. It also records what the
    /// reading depended on beyond its arguments (how deep it went, which frames it checked
    /// against the stack), so that a view read once can be reused where that reading would
    /// come out the same (`ViewMemo`).
    final class Budget: @unchecked Sendable {
        let limit: Int
        private(set) var used = 0
        /// The view being read when the budget ran out.
        private(set) var exhaustedIn: String?
        /// Since the last `beginRecording`: the deepest stack a guard saw, the frames guards
        /// looked for on the stack, and whether a guard stopped anything.
        var deepest = 0
        var framesChecked: Set<Frame> = []
        var guardStopped = false
        init(limit: Int) { self.limit = limit }
        func spend(in view: String?) -> Bool {
            used += 1
            if used <= limit { return true }
            if exhaustedIn == nil { exhaustedIn = view ?? "?" }
            guardStopped = true
            return false
        }
        /// Spends what a reused reading cost when it was made; false when that would overrun.
        func spend(reused cost: Int) -> Bool {
            guard used + cost <= limit else { return false }
            used += cost
            return true
        }
        /// Whether a frame may be read on this stack: not already on it, and not too deep.
        func allows(_ frame: Frame?, on stack: [Frame]) -> Bool {
            deepest = max(deepest, stack.count)
            if let frame { framesChecked.insert(frame) }
            let allowed = stack.count < ViewBuilderInterpreter.maximumDepth && !(frame.map(stack.contains) ?? false)
            if !allowed { guardStopped = true }
            return allowed
        }
    }
    let budget: Budget
    /// Project views already read, shared by every screen of the project (nil: none kept).
    let memo: ViewMemo?

    init(index: SwiftUIIndex, budget: Budget = Budget(limit: ViewBuilderInterpreter.expressionBudget), memo: ViewMemo? = nil) {
        self.index = index
        self.budget = budget
        self.memo = memo
    }

    // MARK: Statements

    mutating func build(_ statements: CodeBlockItemListSyntax, in body: SwiftUIIndex.Body) -> [Element] {
        // `let label = …` in a block shadows the view's `label` (a property the caller set, a
        // helper, a content closure) until the block ends.
        let saved = (bindings, knownNil, contentBindings, helpers, fontBindings)
        defer { (bindings, knownNil, contentBindings, helpers, fontBindings) = saved }
        return statements.flatMap { item -> [Element] in
            switch item.item {
            case .expr(let expr):
                return build(expr, in: body).map { [$0] } ?? []
            case .stmt(let stmt):
                if let ret = stmt.as(ReturnStmtSyntax.self), let expr = ret.expression { return build(expr, in: body).map { [$0] } ?? [] }
                if let exprStmt = stmt.as(ExpressionStmtSyntax.self) { return build(exprStmt.expression, in: body).map { [$0] } ?? [] }
                return []
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        bindings[name] = binding.initializer.flatMap { known($0.value) }
                        knownNil.remove(name)
                        contentBindings[name] = nil
                        helpers[name] = nil
                        fontBindings[name] = binding.initializer.flatMap { Self.fontConstant($0.value) }
                        // `let list = LazyVStack { content() }`, then `list.padding()` in each
                        // branch: the view the constant holds.
                        if let value = binding.initializer?.value, let called = Self.viewCallName(value),
                            SwiftUIViews.isSwiftUIName(called) || SwiftUIViews.stacks.contains(called) || index.views[called] != nil,
                            let built = build(value, in: body)
                        {
                            contentBindings[name] = [built]
                        }
                    }
                    return []
                }
                // `#if os(iOS) … #elseif os(macOS) … #endif` inside a body: the clause an iOS
                // build compiles; where that is not known, the first (in practice the iOS one).
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    if let clause = PlatformCondition.iOSClause(ifConfig.clauses) {
                        if case .statements(let inner)? = clause.elements { return build(inner, in: body) }
                        return []
                    }
                    for clause in ifConfig.clauses {
                        if case .statements(let inner)? = clause.elements { return build(inner, in: body) }
                    }
                }
                return []
            }
        }
    }

    // MARK: Expressions

    mutating func build(_ expr: ExprSyntax, in body: SwiftUIIndex.Body) -> Element? {
        guard budget.allows(nil, on: stack), budget.spend(in: currentView) else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) { return buildCall(call, in: body) }
        // `view #if os(iOS) .navigationBarTitle("Server") #endif`: the view, with the modifiers of
        // the clause an iOS build compiles; none where that depends on more than the platform.
        if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
            guard var element = build(base, in: body) else { return nil }
            if let clause = PlatformCondition.iOSClause(postfix.config.clauses), case .postfixExpression(let chain)? = clause.elements {
                for (name, call) in Self.modifierCalls(chain) { SwiftUIModifiers.apply(name, call, to: &element, interpreter: &self, in: body) }
            }
            return element
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return conditional(ifExpr, in: body) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchView(switchExpr, in: body) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            // `else { self }` in a View extension, `else { content }` in a ViewModifier's body:
            // the view being modified, as in `self.padding()`, not an unknown view of that name.
            let name = ref.baseName.text
            if ["self", "content"].contains(name), case .modifier? = stack.last, helpers[name] == nil, contentBindings[name] == nil {
                return Element(id: "content", kind: "Content", location: location(ref, body))
            }
            return reference(name, arguments: [], node: ref, in: body)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            // `Color.red`, `Image.logo`, `model.iconView`: nothing people read, or unknown.
            if member.base == nil { return nil }
            // `configuration.label` in a `ButtonStyle`'s body, `configuration.title` in a
            // `LabelStyle`'s: the styled control (a label's icon is part of it, not read apart).
            if let styleConfiguration, ["label", "title"].contains(member.declName.baseName.text),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == styleConfiguration
            {
                return Element(id: "content", kind: "Content", location: location(member, body))
            }
            // `self.title`: a view the caller passed.
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", contentBindings[member.declName.baseName.text] != nil {
                return reference(member.declName.baseName.text, arguments: [], node: member, in: body)
            }
            // `Color.gray`, `Color.theme.background`, `DamusColors.darkGrey`, `Asset.Colors.x.swiftUIColor`:
            // a colour (a type or property named for colours), a shape people may still tap once
            // modifiers make it a control.
            if Self.namesColor(member) { return Element(id: id(member, body), kind: "Color", location: location(member, body)) }
            // `self.header`: the view's own helper.
            let name = member.declName.baseName.text
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", helpers[name] != nil {
                return reference(name, arguments: [], node: member, in: body)
            }
            // `Text(title).frame(…).backport`: a property read on a view built here is a wrapper
            // of that view (`var backport: Backport<Self> { Backport(content: self) }`, whose
            // methods modify it) or a `View` extension property: the view goes on, and the
            // extension's modifiers apply to it.
            if let base = member.base, Self.buildsView(base), name.first?.isLowercase == true {
                guard var element = build(base, in: body) else { return nil }
                if let ext = index.viewExtensionProperties[name] {
                    SwiftUIModifiers.applyBody(ext, named: name, to: &element, interpreter: &self)
                }
                return element
            }
            // `Images.System.share`: a view constant of the project's (`static let share =
            // Image(systemName: …)`), read as its initializer.
            if let owner = member.base.flatMap(Self.typeName), let constant = index.staticHelpers[owner + "." + name], constant.parameters.isEmpty,
                var element = inline(constant, marker: .helper(owner: owner, name: name), arguments: [], node: member, in: body)
            {
                // Found where it is used: each use is its own view, and a finding points there.
                element.id = id(member, body)
                element.location = location(member, body)
                return element
            }
            return opaque(member.sourceText, node: member, in: body)
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return build(only.expression, in: body)
        }
        return nil
    }

    /// The modifier calls of a chain with an implicit base (`.navigationBarTitle("A").padding()`
    /// in a postfix `#if`), innermost first; none when it does not start at an implicit base.
    static func modifierCalls(_ chain: ExprSyntax) -> [(String, FunctionCallExprSyntax)] {
        var calls: [(String, FunctionCallExprSyntax)] = []
        var current: ExprSyntax? = chain
        while let expr = current {
            guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return [] }
            calls.append((member.declName.baseName.text, call))
            current = member.base
        }
        return calls.reversed()
    }

    mutating func buildCall(_ call: FunctionCallExprSyntax, in body: SwiftUIIndex.Body) -> Element? {
        let called = call.calledExpression
        // `SwiftUI.Button(…)`: a view named through its module (ugglan writes it so beside its
        // own `Button`-like views), not a modifier of a view called "SwiftUI".
        if let member = called.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI",
            let element = SwiftUIViews.standard(member.declName.baseName.text, call, interpreter: &self, in: body)
        {
            return element
        }
        // `Self.Expanded(…)`, `Components.Row(…)`: a nested view type, not a modifier.
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "Self" || base.baseName.text.first?.isUppercase == true,
            index.views[member.declName.baseName.text] != nil || SwiftUIViews.stacks.contains(member.declName.baseName.text)
        {
            return view(member.declName.baseName.text, call, in: body)
        }
        // `label: .plain(title: …)` for a property of a project view's type: that type's factory.
        if let member = called.as(MemberAccessExprSyntax.self), member.base == nil, let type = expectedViewType,
            let helper = index.staticHelpers[type + "." + member.declName.baseName.text]?.overload(for: Array(call.arguments))
        {
            return inline(
                helper, marker: .helper(owner: type, name: member.declName.baseName.text + "(\(helper.signature))"),
                arguments: Array(call.arguments), node: call, in: body)
        }
        // `KioskRow.label("Title", icon: .x)`: a view factory of the project.
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true,
            let helper = index.staticHelpers[base.baseName.text + "." + member.declName.baseName.text]?.overload(for: Array(call.arguments))
        {
            return inline(
                helper, marker: .helper(owner: base.baseName.text, name: member.declName.baseName.text + "(\(helper.signature))"),
                arguments: Array(call.arguments), node: call, in: body)
        }
        // `self.content()`: the content closure the caller passed.
        if let member = called.as(MemberAccessExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", contentBindings[member.declName.baseName.text] != nil
        {
            return reference(member.declName.baseName.text, arguments: [], node: call, in: body)
        }
        // `self.makeCell(for: item)`: the view's own helper, called through `self` (not a
        // modifier of the view: ACHNBrowserUI's navigation links were read as unlabelled).
        if let member = called.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
            helpers[member.declName.baseName.text]?.overload(for: Array(call.arguments)) != nil
        {
            return reference(member.declName.baseName.text, arguments: Array(call.arguments), node: call, in: body, trailing: call.trailingClosure)
        }
        // A modifier: `base.modifier(args)`.
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let contentBase: Element?
            // `content.font(…)` in a ViewModifier's body, `self.padding()` in a View extension:
            // the view being modified. A view's own helper named `content` is that helper.
            if let ref = base.as(DeclReferenceExprSyntax.self), ["self", "content"].contains(ref.baseName.text),
                helpers[ref.baseName.text] == nil, contentBindings[ref.baseName.text] == nil
            {
                contentBase = Element(id: "content", kind: "Content", location: location(base, body))
            } else {
                contentBase = build(base, in: body)
            }
            guard var element = contentBase else { return nil }
            SwiftUIModifiers.apply(name, call, to: &element, interpreter: &self, in: body)
            return element
        }
        // `modifier(Card())`, `padding()` written without `self.` in a `View` extension's body:
        // a modifier of the view being modified.
        if let ref = called.as(DeclReferenceExprSyntax.self), case .modifier? = stack.last, ref.baseName.text.first?.isLowercase == true,
            helpers[ref.baseName.text] == nil, contentBindings[ref.baseName.text] == nil, index.staticHelpers["." + ref.baseName.text] == nil
        {
            var element = Element(id: "content", kind: "Content", location: location(ref, body))
            SwiftUIModifiers.apply(ref.baseName.text, call, to: &element, interpreter: &self, in: body)
            return element
        }
        guard let ref = called.as(DeclReferenceExprSyntax.self) else {
            if let specialized = called.as(GenericSpecializationExprSyntax.self),
                let ref = specialized.expression.as(DeclReferenceExprSyntax.self)
            {
                return view(ref.baseName.text, call, in: body)
            }
            return nil
        }
        return view(ref.baseName.text, call, in: body)
    }

    mutating func view(_ name: String, _ call: FunctionCallExprSyntax, in body: SwiftUIIndex.Body) -> Element? {
        // A view of the file's own named like SwiftUI's (`private struct Circle: View`) hides
        // SwiftUI's there, as Swift's name lookup does.
        let shadows = index.views[name].map { own in currentView.flatMap { index.views[$0]?.file } == own.file } ?? false
        if !shadows, let element = SwiftUIViews.standard(name, call, interpreter: &self, in: body) { return element }
        return reference(name, arguments: Array(call.arguments), node: call, in: body, trailing: call.trailingClosure)
    }

    /// A view of the project (inlined), a helper of the current view, or an unknown view.
    mutating func reference(
        _ name: String, arguments: [LabeledExprSyntax], node: some SyntaxProtocol,
        in body: SwiftUIIndex.Body, trailing: ClosureExprSyntax? = nil
    ) -> Element? {
        if let content = contentBindings[name] {
            return content.count == 1 ? content[0] : container("Group", node, body, content)
        }
        if let helper = helpers[name]?.overload(for: arguments) {
            // Per view: the caller's helper of the same name is another helper; so is an
            // overload (`var row` and `func row(for:)`), which its argument labels tell apart.
            return inline(
                helper, marker: .helper(owner: currentView ?? "", name: name + "(\(helper.signature))"), arguments: arguments, node: node, in: body)
        }
        // A view function of the project's outside any type.
        if index.views[name] == nil, let helper = index.staticHelpers["." + name]?.overload(for: arguments) {
            return inline(helper, marker: .helper(owner: "", name: name + "(\(helper.signature))"), arguments: arguments, node: node, in: body)
        }
        if let declaration = index.views[name], let viewBody = declaration.body {
            if let delegating = declaration.delegatingInitializers.first(where: { Self.parameters(of: $0, for: arguments, trailing: trailing) != nil }),
                let element = delegatedInit(name, delegating, arguments: arguments, node: node, in: body, trailing: trailing)
            {
                return element
            }
            guard budget.allows(.view(name), on: stack) else { return nil }
            usedViews.insert(name)
            var inner = ViewBuilderInterpreter(index: index, budget: budget, memo: memo)
            inner.stack = stack + [.view(name)]
            inner.helpers = declaration.helpers
            inner.focusStates = declaration.focusStates
            inner.bindings = declaration.defaults
            inner.knownNil = leftNil(by: node, arguments: arguments, of: declaration, trailing: trailing)
            inner.contentBindings = passedContent(arguments, node: node, trailing: trailing, to: declaration, in: body)
            // Literal arguments of the memberwise initializer; an enum case (`.avatar`) decides
            // the view's `switch` over that property.
            for (i, arg) in arguments.enumerated() {
                let key = arg.label?.text ?? declaration.storedProperties[safe: i]
                guard let key else { continue }
                // A value the caller computes replaces the property's default: unknown.
                inner.bindings[key] = known(arg.expression)
                // `kind: .navigationLink { … }`, `kind: .custom { row }`: a case with associated
                // values decides the `switch` too; a closure of views it carries is built here,
                // where it is written, for the case's binding (`case .custom(let content)`).
                if inner.bindings[key] == nil, let (name, values) = Self.caseWithValues(arg.expression) {
                    inner.bindings[key] = name + "(…)"
                    for (j, closure) in values.enumerated() {
                        guard let closure, Self.buildsViews(closure) else { continue }
                        inner.contentBindings[Self.associatedKey(key, j)] = build(closure.statements, in: body)
                    }
                }
            }
            // The same view with the same arguments reads the same wherever it is used: read it
            // once per project and reuse it.
            let key = ViewMemo.Key(view: name, bindings: inner.bindings, knownNil: inner.knownNil, content: inner.contentBindings)
            let reading: ViewMemo.Reading
            if let memo, let reused = memo.reading(for: key, on: inner.stack, budget: budget) {
                reading = reused
            } else {
                let recording = budget.beginRecording()
                let children = inner.build(viewBody.statements, in: viewBody)
                reading = ViewMemo.Reading(inner, children: children, readsReduceMotion: declaration.readsReduceMotion)
                let recorded = budget.endRecording(recording)
                if let memo, let recorded { memo.keep(reading, for: key, recorded: recorded, base: inner.stack.count) }
            }
            adopt(reading)
            // Wrapped where it is used: a group's id and place are the call's.
            var element = reading.children.count == 1 ? reading.children[0] : container("Group", node, body, reading.children)
            element.customClass = name
            return element
        }
        if SwiftUIViews.layoutOnly(name) { return nil }
        return opaque(name, node: node, in: body)
    }

    /// A project view made by an initializer that calls another (`ThemeImageLabel(title, icon)`
    /// → `self.init(icon) { Text(title) }`): that call, read with the initializer's parameters
    /// bound to the caller's arguments (a value the caller computes leaves its parameter
    /// unknown, not the caller's own name). nil when the initializer reaches itself.
    mutating func delegatedInit(
        _ name: String, _ initializer: SwiftUIIndex.Body, arguments: [LabeledExprSyntax], node: some SyntaxProtocol,
        in body: SwiftUIIndex.Body, trailing: ClosureExprSyntax?
    ) -> Element? {
        let marker = Frame.helper(owner: name, name: "init(\(initializer.signature))")
        guard let call = SwiftUIIndex.Collector.delegatedInit(initializer.statements), budget.allows(marker, on: stack) else { return nil }
        let saved = (bindings, contentBindings, stack)
        defer { (bindings, contentBindings, stack) = saved }
        guard let matched = Self.parameters(of: initializer, for: arguments, trailing: trailing) else { return nil }
        var given: [String: [Element]] = [:]
        for (parameter, value) in zip(initializer.parameters, matched) {
            bindings[parameter.name] = nil
            contentBindings[parameter.name] = nil
            switch value {
            case .argument(let expression):
                if let value = known(expression) { bindings[parameter.name] = value }
                if expression.is(FunctionCallExprSyntax.self), FactsVisitor.stringLiteral(expression) == nil, let view = build(expression, in: body) {
                    given[parameter.name] = [view]
                } else if let closure = expression.as(ClosureExprSyntax.self) {
                    given[parameter.name] = build(closure.statements, in: body)
                }
            case .trailing(let closure): given[parameter.name] = build(closure.statements, in: body)
            case .defaulted: break
            }
        }
        contentBindings.merge(given) { _, passed in passed }
        stack.append(marker)
        guard var element = reference(name, arguments: Array(call.arguments), node: call, in: initializer, trailing: call.trailingClosure) else {
            return nil
        }
        // Where the caller makes it.
        if element.id == id(call, initializer) {
            element.id = id(node, body)
            element.location = location(node, body)
        }
        return element
    }

    enum PassedValue {
        case argument(ExprSyntax)
        case trailing(ClosureExprSyntax)
        case defaulted
    }

    /// What a call passes to each of an initializer's parameters, in order: each argument names
    /// the next parameter, one left out has a default, and a trailing closure fills the last
    /// one left when its type is a function. nil when the call does not fit.
    static func parameters(of initializer: SwiftUIIndex.Body, for arguments: [LabeledExprSyntax], trailing: ClosureExprSyntax?) -> [PassedValue]? {
        var remaining = arguments[...]
        var trailing = trailing
        var values: [PassedValue] = []
        for parameter in initializer.parameters {
            if let next = remaining.first, next.label?.text == parameter.label {
                remaining = remaining.dropFirst()
                values.append(.argument(next.expression))
            } else if initializer.defaulted.contains(parameter.name) {
                values.append(.defaulted)
            } else if remaining.isEmpty, let closure = trailing, initializer.closureParameters.contains(parameter.name) {
                trailing = nil
                values.append(.trailing(closure))
            } else {
                return nil
            }
        }
        return remaining.isEmpty && trailing == nil ? values : nil
    }

    /// The views a caller passes to a project view's content properties: closures (trailing or
    /// labelled), and views passed by label (`title: Text("Past games")`, `title: title` of a
    /// view the caller was given, `content: self` in a modifier's body), by property.
    mutating func passedContent(
        _ arguments: [LabeledExprSyntax], node: some SyntaxProtocol, trailing: ClosureExprSyntax?,
        to declaration: SwiftUIIndex.ViewDeclaration, in body: SwiftUIIndex.Body
    ) -> [String: [Element]] {
        var passed: [String: [Element]] = [:]
        var closures: [(String?, ClosureExprSyntax)] = arguments.compactMap { arg in
            arg.expression.as(ClosureExprSyntax.self).map { (arg.label?.text, $0) }
        }
        if let trailing { closures.append((nil, trailing)) }
        if let call = node.as(FunctionCallExprSyntax.self) {
            closures += call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        }
        // A closure without a label fills the next content property no argument names.
        var unlabeled = declaration.contentProperties.filter { property in !arguments.contains { $0.label?.text == property } }.makeIterator()
        for (label, closure) in closures {
            guard let property = label.flatMap({ declaration.contentProperties.contains($0) ? $0 : nil }) ?? unlabeled.next(),
                declaration.namesInBodies.contains(property)
            else { continue }
            passed[property] = build(closure.statements, in: body)
        }
        for arg in arguments {
            guard let label = arg.label?.text, declaration.contentProperties.contains(label), declaration.namesInBodies.contains(label),
                passed[label] == nil
            else { continue }
            if let ref = arg.expression.as(DeclReferenceExprSyntax.self) {
                if ref.baseName.text == "self",
                    case .modifier? = stack.last(where: {
                        if case .view = $0 { return false }; return true
                    })
                {
                    passed[label] = [Element(id: "content", kind: "Content", location: location(ref, body))]
                } else if let given = contentBindings[ref.baseName.text] {
                    passed[label] = given
                }
            } else if isPassableView(arg.expression), let view = build(arg.expression, in: body) {
                passed[label] = [view]
            }
        }
        // `label: .plain(title: …)`, `label: ListRowLabel(…)` for `let label: ListRowLabel<Icon>`:
        // a view of the project's, made by its own factory or initializer.
        for arg in arguments {
            guard let label = arg.label?.text, passed[label] == nil, let type = declaration.propertyTypes[label], index.views[type] != nil,
                declaration.namesInBodies.contains(label), let call = arg.expression.as(FunctionCallExprSyntax.self)
            else { continue }
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
            let called = callee.map { $0.base == nil ? type + "." + $0.declName.baseName.text : "" } ?? call.calledExpression.sourceText
            guard called == type || index.staticHelpers[called] != nil else { continue }
            let saved = expectedViewType
            expectedViewType = type
            if let view = build(arg.expression, in: body) { passed[label] = [view] }
            expectedViewType = saved
        }
        return passed
    }

    /// What a project view's reading says beyond its elements: its title, toolbar and search
    /// field go to the navigation bar it is shown in; its dialogs and destinations are the screen's.
    mutating func adopt(_ reading: ViewMemo.Reading) {
        navigationTitle = navigationTitle ?? reading.navigationTitle
        navigationBarHidden = navigationBarHidden || reading.navigationBarHidden
        toolbar += reading.toolbar.map { SwiftUIModifiers.declared($0, inBranches: branchPath) }
        searchField = searchField ?? reading.searchField
        destinations.formUnion(reading.destinations)
        partialSheets.formUnion(reading.partialSheets)
        titledDestinations.merge(reading.titledDestinations) { own, _ in own }
        dialogs += reading.dialogs
        usedViews.formUnion(reading.usedViews)
        readsReduceMotion = readsReduceMotion || reading.readsReduceMotion
    }

    /// A helper (`var header: some View`, `func row(_:)`, `static func label(_:)` of any type)
    /// read where it is called, its parameters bound to the call's arguments.
    mutating func inline(
        _ helper: SwiftUIIndex.Body, marker: Frame, arguments: [LabeledExprSyntax],
        node: some SyntaxProtocol, in body: SwiftUIIndex.Body
    ) -> Element? {
        // A helper that reaches itself (through its own argument or another helper) is
        // read once: its second appearance would only repeat it, without end.
        guard budget.allows(marker, on: stack) else { return nil }
        // `capsuleBackground(TextField(…))`: the parameter is that view, whatever else of the
        // view shares its name. Built here, before the copy the helper is read with.
        var passedViews: [String: [Element]] = [:]
        for (param, arg) in zip(helper.parameters, arguments)
        where FactsVisitor.stringLiteral(arg.expression) == nil && arg.expression.is(FunctionCallExprSyntax.self) {
            if let view = build(arg.expression, in: body) { passedViews[param.name] = [view] }
        }
        var inner = self
        inner.stack.append(marker)
        // A helper's body does not see the caller's local constants.
        inner.fontBindings = [:]
        inner.expressionBindings = [:]
        inner.contentBindings.merge(passedViews) { _, passed in passed }
        for (param, arg) in zip(helper.parameters, arguments) {
            if let s = known(arg.expression) {
                inner.bindings[param.name] = s
            } else {
                inner.expressionBindings[param.name] = passedExpression(arg.expression)
            }
        }
        let children = inner.build(helper.statements, in: helper)
        absorb(inner)
        return children.count == 1 ? children[0] : container("Group", node, body, children)
    }

    /// `isSelected`, `self.isSelected`: a style property that does not change for this control.
    /// A condition that cannot change while the view is shown: a style property its caller
    /// leaves at its default, or a flag of this view the caller set to a literal or left at
    /// its literal default (`isProminent: false`, `var inFeed = false`).
    func isStyleConstant(_ condition: String) -> Bool {
        var name = condition.hasPrefix("!") ? String(condition.dropFirst()) : condition
        if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
        return styleConstants.contains(name) || bindings[name] != nil
    }

    /// A static member chain that names a colour: rooted at `Color`, or through a type or
    /// property named for colours (`DamusColors.darkGrey`, `Asset.Colors.accent.swiftUIColor`).
    static func namesColor(_ member: MemberAccessExprSyntax) -> Bool {
        var parts: [String] = [member.declName.baseName.text]
        var base = member.base
        while let next = base {
            if let inner = next.as(MemberAccessExprSyntax.self) { parts.append(inner.declName.baseName.text); base = inner.base; continue }
            guard let root = next.as(DeclReferenceExprSyntax.self)?.baseName.text, root.first?.isUppercase == true else { return false }
            parts.append(root)
            break
        }
        guard base != nil else { return false }
        if parts.last == "Color" { return true }
        return parts.dropLast().contains { ["color", "colors", "colour", "colours", "swiftuicolor"].contains($0.lowercased()) }
            || parts.last.map { ["Colors", "Colours", "Color", "Palette"].contains(where: $0.hasSuffix) } == true
    }

    /// `Text("a")`, `Text("a").bold()`, `Text("a").bold().wrapper`: an expression that builds a
    /// view where it is written, not a value read from elsewhere (`model.icon`).
    static func buildsView(_ expr: ExprSyntax) -> Bool {
        if expr.is(FunctionCallExprSyntax.self) { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { return buildsView(base) }
        return false
    }

    /// The view a call makes, under its modifiers: `LazyVStack` for
    /// `LazyVStack(spacing: 0) { … }.padding()`; nil for anything else.
    static func viewCallName(_ expr: ExprSyntax) -> String? {
        guard var call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        while let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let inner = base.as(FunctionCallExprSyntax.self) else { return nil }
            call = inner
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// A view argument to build where it is passed: SwiftUI's own views (`Text("Past games")`),
    /// not a view of the project, which is often a destination (`SettingsLink(destination:
    /// AppearanceSettings())`) and a screen of its own, never inlined.
    func isPassableView(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), FactsVisitor.stringLiteral(expr) == nil else { return false }
        var called = call.calledExpression
        // `Text("a").bold()`: the view the modifiers start from.
        while let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let inner = base.as(FunctionCallExprSyntax.self) else { return false }
            called = inner.calledExpression
        }
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return index.views[name]?.body == nil
    }

    /// An argument's value when it is known: a string literal, an enum case, or a property of
    /// this view the caller itself set (`LoadableImageContent(mediaType: mediaType)`).
    func known(_ expr: ExprSyntax) -> String? {
        FactsVisitor.stringLiteral(expr) ?? Self.enumCase(expr) ?? expr.as(BooleanLiteralExprSyntax.self)?.literal.text
            ?? expr.as(IntegerLiteralExprSyntax.self)?.literal.text ?? expr.as(FloatLiteralExprSyntax.self)?.literal.text
            ?? expr.as(DeclReferenceExprSyntax.self).flatMap { bindings[$0.baseName.text] }
    }

    /// A font a constant's value spells out (`Font.system(size: 11).width(.condensed)`,
    /// `.caption.bold()`), not one only known at run time.
    static func fontConstant(_ expr: ExprSyntax) -> FontSpec? {
        let spec = SwiftUIStyle.font(expr)
        return spec.source == .dynamic ? nil : spec
    }

    /// `.avatar`: a case without associated values, written without its type.
    static func enumCase(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return "." + member.declName.baseName.text
    }

    /// The view's optional properties this call leaves nil: not passed, passed `nil`, or passed
    /// a property of the calling view that is itself nil. A trailing closure may fill any
    /// closure property, so with one no closure property is known nil (a `blurhash: String?`
    /// still is).
    func leftNil(
        by node: some SyntaxProtocol, arguments: [LabeledExprSyntax], of declaration: SwiftUIIndex.ViewDeclaration,
        trailing: ClosureExprSyntax?
    ) -> Set<String> {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return [] }
        let hasTrailingClosures = trailing != nil || !call.additionalTrailingClosures.isEmpty
        var passed: [String: ExprSyntax] = [:]
        for argument in arguments { if let label = argument.label?.text { passed[label] = argument.expression } }
        var result: Set<String> = []
        for (property, label) in declaration.nilUnlessPassed {
            if hasTrailingClosures && (declaration.closureProperties.contains(property) || !declaration.storedProperties.contains(property)) { continue }
            guard let value = passed[label] else { result.insert(property); continue }
            if SwiftUIIndex.Collector.isNilLiteral(value) || value.as(DeclReferenceExprSyntax.self).map({ knownNil.contains($0.baseName.text) }) == true {
                result.insert(property)
            }
        }
        return result
    }

    /// A `switch`: the case the caller decided (`switch mediaType` where the caller passed
    /// `mediaType: .avatar`), else a "Conditional" of every case, one on screen at a time.
    mutating func switchView(_ switchExpr: SwitchExprSyntax, in body: SwiftUIIndex.Body) -> Element {
        // `switch mediaType` where the caller passed `mediaType: .avatar`: that case only.
        if let (chosen, bound) = decidedCase(of: switchExpr) {
            // The case's bound names are new locals; a closure of views the caller gave is
            // what its name builds (`case .custom(let content): content()`).
            let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            let saved = (bindings, contentBindings)
            defer { (bindings, contentBindings) = saved }
            for (j, name) in bound.enumerated() {
                guard let name else { continue }
                bindings[name] = nil
                contentBindings[name] = contentBindings[Self.associatedKey(subject, j)]
            }
            return decidedBranch(chosen, body, build(chosen.statements, in: body))
        }
        var branches: [Element] = []
        let tag = id(switchExpr, body)
        for (i, item) in switchExpr.cases.enumerated() {
            guard case .switchCase(let c) = item else { continue }
            branchPath.append("\(tag)#\(i)")
            branches.append(container("Branch", c, body, build(c.statements, in: body)))
            branchPath.removeLast()
        }
        var conditional = container("Conditional", switchExpr, body, branches)
        conditional.childrenAreAlternatives = true
        return conditional
    }

    /// The case a `switch` over a property takes when the caller passed an enum case for it
    /// (`LoadableImage(mediaType: .avatar)`, `ListRow(kind: .navigationLink { … })`): the case
    /// listing it by name (`.avatar`, `.navigationLink(let action)`), else `default`. With the
    /// names the case binds to the caller's associated values, by position. Nil when a case's
    /// pattern is not a plain case (a tuple, a `where` clause, a nested pattern).
    func decidedCase(of switchExpr: SwitchExprSyntax) -> (chosen: SwitchCaseSyntax, bound: [String?])? {
        guard let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let value = bindings[subject], value.hasPrefix(".")
        else { return nil }
        let wanted = value.hasSuffix("(…)") ? String(value.dropLast(3)) : value
        var fallback: SwitchCaseSyntax?
        for case .switchCase(let c) in switchExpr.cases {
            switch c.label {
            case .default: fallback = c
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let (name, bound) = Self.casePattern(item.pattern) else { return nil }
                    if name == wanted { return (c, bound) }
                }
            }
        }
        return fallback.map { ($0, []) }
    }

    /// `.custom(let content)`, `let .button(action)`, `.avatar`: the case's name and the names it
    /// binds, by position (nil for `_` or a value it matches). Nil for any other pattern.
    static func casePattern(_ pattern: PatternSyntax) -> (name: String, bound: [String?])? {
        var text = pattern.sourceText.trimmingCharacters(in: .whitespacesAndNewlines)
        var bindsAll = false
        for keyword in ["let ", "var "] where text.hasPrefix(keyword) {
            text = String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
            bindsAll = true
        }
        guard text.hasPrefix(".") else { return nil }
        guard let open = text.firstIndex(of: "(") else {
            return text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? (text, []) : nil
        }
        guard text.hasSuffix(")") else { return nil }
        let name = String(text[..<open])
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard !inside.contains("("), !inside.contains("[") else { return nil }
        let bound = inside.split(separator: ",").map { part -> String? in
            var word = part.trimmingCharacters(in: .whitespacesAndNewlines)
            if let colon = word.firstIndex(of: ":") { word = word[word.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
            var binds = bindsAll
            for keyword in ["let ", "var "] where word.hasPrefix(keyword) {
                word = String(word.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
                binds = true
            }
            return binds && word != "_" ? word : nil
        }
        return (name, bound)
    }

    /// `.navigationLink { … }`, `.toggle($isOn)`, `.custom(content: { … })`: an enum case (or a
    /// static factory) with values, written without its type: its name and, by position, the
    /// closures among its values (nil for any other value).
    static func caseWithValues(_ expr: ExprSyntax) -> (name: String, closures: [ClosureExprSyntax?])? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil
        else { return nil }
        var closures = call.arguments.map { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map { $0.closure }
        return ("." + member.declName.baseName.text, closures)
    }

    /// Where the view of a case's closure value is kept for its binding: `kind#0`.
    static func associatedKey(_ property: String, _ position: Int) -> String { "\(property)#\(position)" }

    /// A closure whose statements make views (`{ HStack { … } }`, `{ row }`), not an action
    /// (`{ context.send(…) }`): its first statement is a call of a capitalised type, or a name.
    static func buildsViews(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.signature == nil, let first = closure.statements.first, case .expr(var expr) = first.item else { return false }
        while let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { expr = base; continue }
            expr = call.calledExpression
            break
        }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.first?.isUppercase == true || closure.statements.count == 1 && !name.contains(".")
    }

    /// The value of a Boolean condition the caller decided: `isActive`, `self.isActive` or
    /// `!isActive`, where the caller passed a literal (`DownloadRowView(isActive: true)`) or a
    /// local constant holds one. A property behind a wrapper (`@State`) only starts there.
    func knownFlag(_ expr: ExprSyntax) -> Bool? {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return knownFlag(prefix.expression).map { !$0 }
        }
        // `if false { … }`, a block switched off by hand (Meshtastic's trace route diagram): it
        // never runs.
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return knownFlag(only.expression) }
        guard let name = expr.ownPropertyName, let value = bindings[name], value == "true" || value == "false" else { return nil }
        // A view with initializers of its own may set the property from arguments of other
        // names (`init(active: Bool) { isActive = active }`): its default says nothing then.
        if let view = currentView.flatMap({ index.views[$0] }), view.wrappedProperties.contains(name) || !view.initializers.isEmpty {
            return nil
        }
        return value == "true"
    }

    /// Whether an `if`'s conditions are known: `if let onTap`, `if let onTap = onTap`,
    /// `if onTap != nil` are false when `onTap` is known nil; `if onTap == nil` is true; a flag
    /// the caller set to a literal is what it was set to, as is a literal (`if false`);
    /// `#available` holds on today's systems.
    func outcome(of conditions: ConditionElementListSyntax) -> Bool? {
        func isNil(_ expr: ExprSyntax?) -> Bool {
            guard let name = expr?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return knownNil.contains(name)
        }
        var allTrue = true
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                let source: ExprSyntax? =
                    binding.initializer?.value
                    ?? binding.pattern.as(IdentifierPatternSyntax.self).map { ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier)) }
                if isNil(source) { return false }
                allTrue = false
            case .expression(let expr):
                if let flag = knownFlag(expr) {
                    if !flag { return false }
                    continue
                }
                if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
                    let parts = Array(sequence.elements)
                    let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text
                    let nilSide = parts[2].is(NilLiteralExprSyntax.self) ? parts[0] : parts[0].is(NilLiteralExprSyntax.self) ? parts[2] : nil
                    if let nilSide, isNil(nilSide) {
                        if op == "!=" { return false }
                        if op == "==" { continue }
                    }
                }
                allTrue = false
            case .availability(let check):
                // Today's devices run the `#available` branch; the `else` is for systems older
                // than the check (as the UIKit reader leaves such code out).
                if check.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            default:
                allTrue = false
            }
        }
        return allTrue ? true : nil
    }

    /// Keeps what an inlined helper learnt about the screen. `inner` started as a copy of this
    /// interpreter, so its toolbar begins with this one's: only the items after those are new
    /// (appending all of them doubled the toolbar at every helper, 2ⁿ elements for n helpers).
    mutating func absorb(_ inner: ViewBuilderInterpreter) {
        navigationTitle = navigationTitle ?? inner.navigationTitle
        searchField = searchField ?? inner.searchField
        toolbar += inner.toolbar.dropFirst(toolbar.count)
        destinations.formUnion(inner.destinations)
        partialSheets.formUnion(inner.partialSheets)
        titledDestinations.merge(inner.titledDestinations) { own, _ in own }
        dialogs += inner.dialogs.dropFirst(dialogs.count)
        usedViews.formUnion(inner.usedViews)
        readsReduceMotion = readsReduceMotion || inner.readsReduceMotion
    }

    /// The type an expression names, by its innermost name: `Images.System` → "System",
    /// `SystemImage` → "SystemImage"; nil for a value (`model.icons`).
    static func typeName(_ expr: ExprSyntax) -> String? {
        let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { $0.first?.isUppercase == true ? $0 : nil }
    }

    /// What a project constant gives where a font or colour is written as one: `Font.app.body`
    /// or `.app.body` for `enum app { static let body: Font = .system(size: 16) }` is that
    /// initializer; `style.font`, where `style` is `.calloutSecondary` (a parameter the caller
    /// gave it) and `static let calloutSecondary = TextStyle(font: .callout, color: …)`, is the
    /// argument of that name in the call that made it. Nil when no constant, or several that
    /// differ, may be meant.
    func constantValue(_ expr: ExprSyntax, depth: Int = 0) -> ExprSyntax? {
        guard depth < 4, let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        func value(_ key: String) -> ExprSyntax? { index.staticValues[key]?.statements.first?.item.as(ExprSyntax.self) }
        // `Font.app.body`: a constant of the innermost type named.
        let owner = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let owner, bindings[owner] == nil, let made = value(owner + "." + name) { return constantValue(made, depth: depth + 1) ?? made }
        // `style.font`, `TextStyle.caption.font`: the argument of that label in the constant's call.
        var made = constantValue(base, depth: depth + 1) ?? base.as(DeclReferenceExprSyntax.self).flatMap { expressionBindings[$0.baseName.text] }
        if made == nil, let ref = base.as(DeclReferenceExprSyntax.self), let bound = bindings[ref.baseName.text], bound.hasPrefix("."),
            !bound.dropFirst().contains(".")
        {
            let suffix = "." + bound.dropFirst()
            let candidates = index.staticValues.keys.filter { $0.hasSuffix(suffix) }.compactMap(value)
                .compactMap { $0.as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == name }?.expression }
            if let first = candidates.first, candidates.allSatisfy({ $0.trimmedDescription == first.trimmedDescription }) {
                return constantValue(first, depth: depth + 1) ?? first
            }
        }
        guard let call = made?.as(FunctionCallExprSyntax.self), let argument = call.arguments.first(where: { $0.label?.text == name })?.expression else {
            return nil
        }
        // `TextStyle(font: .app.body, …)`: the argument may name a constant in turn.
        return constantValue(argument, depth: depth + 1) ?? argument
    }

    /// What an argument stands for: the caller's own expression when it passes on one it was
    /// given (`TextStyleModifier(style: style)`).
    func passedExpression(_ expr: ExprSyntax) -> ExprSyntax {
        expr.as(DeclReferenceExprSyntax.self).flatMap { expressionBindings[$0.baseName.text] } ?? expr
    }

    /// `SystemImage.share` for `static let share = "square.and.arrow.up"`: the constant's text.
    func staticString(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let owner = member.base.flatMap(Self.typeName) else { return nil }
        return index.staticStrings[owner + "." + member.declName.baseName.text] ?? nil
    }

    /// A view the project does not define (another module, a generic parameter): its
    /// accessibility is unknown.
    func opaque(_ name: String, node: some SyntaxProtocol, in body: SwiftUIIndex.Body) -> Element {
        // A blur the project wraps (`VisualEffectView(effect:)`): drawn like a colour, nothing to read.
        if index.drawOnlyRepresentables.contains(name) { return Element(id: id(node, body), kind: "Color", location: location(node, body)) }
        var e = Element(id: id(node, body), kind: "View", location: location(node, body))
        e.customClass = name
        // A view the component's caller passes (`let label: Label`), read where it is used.
        let passed = currentView.flatMap { index.views[$0] }?.contentProperties.contains(name) == true
        e.unreadCode = passed ? "\(name) is the view each caller of \(currentView ?? "the view") passes" : "\(name) is not a view the audited sources define"
        return e
    }

    /// The branch the caller's arguments choose: its one view itself, so the modifiers of the
    /// `if` or `switch` (a tap, a label) land on that view as they do at run time; several views
    /// in a layout-only "Branch".
    func decidedBranch(_ node: some SyntaxProtocol, _ body: SwiftUIIndex.Body, _ children: [Element]) -> Element {
        children.count == 1 ? children[0] : container("Branch", node, body, children)
    }

    /// `if`/`else` and `switch`: a "Conditional" whose children are the branches, only one of
    /// which is on screen at a time.
    mutating func conditional(_ ifExpr: IfExprSyntax, in body: SwiftUIIndex.Body) -> Element {
        switch outcome(of: ifExpr.conditions) {
        case true?:
            return decidedBranch(ifExpr.body, body, build(ifExpr.body.statements, in: body))
        case false?:
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: return conditional(next, in: body)
            case .codeBlock(let block)?: return decidedBranch(block, body, build(block.statements, in: body))
            case nil: return container("Branch", ifExpr, body, [])
            }
        case nil:
            break
        }
        let tag = id(ifExpr, body)
        branchPath.append("\(tag)#0")
        var branches = [container("Branch", ifExpr.body, body, build(ifExpr.body.statements, in: body))]
        branchPath[branchPath.count - 1] = "\(tag)#1"
        defer { branchPath.removeLast() }
        let condition = BranchCondition(ifExpr.conditions)
        branches[0].swiftUI.branchCondition = condition?.text
        // `if option == active { Image(systemName: "checkmark") }` with no `else`: an image that
        // comes and goes with a state is a look that depends on it.
        let test = ifExpr.conditions.sourceText
        if ifExpr.elseBody == nil, ifExpr.conditions.allSatisfy({ if case .expression = $0.condition { true } else { false } }), !isStyleConstant(test) {
            Self.markPresence(&branches[0], test)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?:
            let rest = conditional(next, in: body)
            if rest.childrenAreAlternatives { branches += rest.children } else { branches.append(rest) }
        case .codeBlock(let block)?:
            var otherwise = container("Branch", block, body, build(block.statements, in: body))
            otherwise.swiftUI.branchCondition = condition?.negated.text
            branches.append(otherwise)
        case nil: break
        }
        var conditional = container("Conditional", ifExpr, body, branches)
        conditional.childrenAreAlternatives = true
        return conditional
    }

    /// Marks the images of a branch (only images: a branch that also shows text says more
    /// than a look) as shown only when `condition` holds.
    static func markPresence(_ branch: inout Element, _ condition: String) {
        // An image: SwiftUI's, or one the project makes (`AppImage.check.asImage`, `Icons.check`).
        func isImage(_ e: Element) -> Bool {
            if e.kind == "Image" || e.image != nil { return true }
            let last = (e.customClass ?? "").split(separator: ".").last.map { $0.lowercased() } ?? ""
            return e.kind == "View" && e.children.isEmpty && (last.contains("image") || last.contains("icon"))
        }
        var hasText = false
        branch.forEach { if $0.text != nil || (!isImage($0) && $0.children.isEmpty && $0.kind != "Branch") { hasText = true } }
        guard !hasText else { return }
        func mark(_ e: inout Element) {
            if isImage(e), e.swiftUI.lookDependsOn == nil {
                e.swiftUI.lookDependsOn = condition
                e.swiftUI.lookIsPresence = true
            }
            for i in e.children.indices { mark(&e.children[i]) }
        }
        mark(&branch)
    }

    // MARK: Helpers

    func container(_ kind: String, _ node: some SyntaxProtocol, _ body: SwiftUIIndex.Body, _ children: [Element]) -> Element {
        var e = Element(id: id(node, body), kind: kind, location: location(node, body))
        e.children = children
        return e
    }

    func location(_ node: some SyntaxProtocol, _ body: SwiftUIIndex.Body) -> SourceLocation {
        let l = node.startLocation(converter: body.converter)
        return SourceLocation(file: body.file, line: l.line, column: l.column)
    }

    func id(_ node: some SyntaxProtocol, _ body: SwiftUIIndex.Body) -> String {
        let l = node.startLocation(converter: body.converter)
        return "\(body.file.fileName):\(l.line):\(l.column)"
    }

    /// A string argument as text: a literal (a `LocalizedStringKey` looked up in the project's
    /// development-language strings), a known property, or a value from run time.
    func text(_ expr: ExprSyntax, in body: SwiftUIIndex.Body) -> TextValue {
        if let s = FactsVisitor.stringLiteral(expr) { return .literal(index.strings.lookup(s) ?? s) }
        // String(localized: "key"), NSLocalizedString("key", comment: …), LocalizedStringKey("key")
        if let call = expr.as(FunctionCallExprSyntax.self),
            ["String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"].contains(call.calledExpression.sourceText),
            let key = call.arguments.first.flatMap({ FactsVisitor.stringLiteral($0.expression) })
        {
            return .literal(index.strings.lookup(key) ?? key)
        }
        // "\(stars) stars": known properties filled in, the rest shown as ‹stars›.
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var result = ""
            var complete = true
            for segment in literal.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    result += text.content.text
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let value = interpolation.expressions.first?.expression {
                    if let ref = value.as(DeclReferenceExprSyntax.self), let bound = bindings[ref.baseName.text] {
                        result += bound
                    } else {
                        result += "‹\(value.sourceText)›"
                        complete = false
                    }
                }
            }
            return complete ? .literal(result) : .dynamic(origin: .partial(result))
        }
        // A literal passed in for a property or parameter: a key when the project's strings have it.
        if let bound = expr.ownPropertyName.flatMap({ bindings[$0] }) {
            return .literal(index.strings.lookup(bound) ?? bound)
        }
        // Text("…") used as a label argument, with its modifiers (`Text("0").foregroundColor(.gray)`).
        var made = expr
        while let call = made.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, base.is(FunctionCallExprSyntax.self)
        { made = base }
        if let call = made.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "Text",
            let first = call.arguments.first?.expression
        {
            return text(first, in: body)
        }
        let l = expr.startLocation(converter: body.converter)
        let origin = CodeOrigin(SourceLocation(file: body.file, line: l.line, column: l.column))
        // Text(L10n.Settings.title), Text(String(format: NSLocalizedString(…), n)): the project
        // stage looks them up (LocalizedTextResolver).
        if let localized = LocalizedTextReader.text(expr, type: nil) { return .dynamic(origin: .localized(localized, origin)) }
        return .dynamic(origin: .code(origin))
    }
}

import Foundation
