import SwiftSyntax

/// Modifiers that put content elsewhere on the screen: navigation titles and bars, toolbars,
/// tab items, search fields, alerts and dialogs, and the views other modifiers present.
extension SwiftUIModifiers {
    static let presentationHandlers: [String: Handler] = [
        // `.navigationBarTitle(_:)` is the deprecated spelling, still common (iOS 13 code).
        "navigationTitle": navigationTitle,
        "navigationBarTitle": navigationTitle,
        "navigationBarHidden": navigationBarHidden,
        "toolbar": toolbar,
        "toolbarVisibility": toolbar,
        "tabItem": { call, e, interpreter in
            if let c = call.syntax.trailingClosure, let title = SwiftUIViews.joinedText(interpreter.build(c.statements, in: call.body))?.literal {
                e.swiftUI.tabItemTitle = title
            }
        },
        "searchable": { call, _, interpreter in
            var field = Element(id: interpreter.id(call.syntax, call.body), kind: "UISearchTextField", location: call.origin().location)
            field.placeholder = call.text(call.arg("prompt"), interpreter) ?? .literal("Search")
            interpreter.searchField = interpreter.searchField ?? field
        },
        "alert": alert,
        "confirmationDialog": alert,
        "actionSheet": alert,
        "sheet": destinations,
        "fullScreenCover": destinations,
        "popover": destinations,
        "navigationDestination": destinations,
        "inspector": destinations,
    ]

    static func navigationTitle(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let first = call.first { interpreter.navigationTitle = interpreter.navigationTitle ?? call.text(first, interpreter) }
    }

    // `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`,
    // `.toolbarVisibility(.hidden, for: .navigationBar)`: no bar, so no title or items in it.
    // Written otherwise, they may be the project's own modifiers of the same name.

    static func navigationBarHidden(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if call.first?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
            interpreter.navigationBarHidden = true
        } else {
            applyProjectExtension(call, to: &e, interpreter: &interpreter)
        }
    }

    static func toolbar(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if hidesNavigationBar(call.syntax) {
            interpreter.navigationBarHidden = true
        } else if call.name == "toolbarVisibility" {
            applyProjectExtension(call, to: &e, interpreter: &interpreter)
        } else if let c = call.syntax.trailingClosure ?? call.first?.as(ClosureExprSyntax.self) {
            let branches = interpreter.branchPath
            interpreter.toolbar += interpreter.build(c.statements, in: call.body).map { declared($0, inBranches: branches) }
        }
    }

    /// `.toolbar(.hidden, for: .navigationBar)` or `.toolbar(.hidden)` (every bar of the view).
    static func hidesNavigationBar(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil,
            first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "hidden"
        else { return false }
        let bars = arguments.dropFirst().map(\.expression.sourceText)
        return bars.isEmpty || bars.contains { $0.hasSuffix("navigationBar") }
    }

    /// A sheet's content that sets detents, none of them the full height
    /// (`.presentationDetents([.fraction(0.4)])`, `cond ? [.fraction(0.3)] : [.medium]`).
    static func isPartialSheet(_ content: ClosureExprSyntax) -> Bool { isPartialSheet(Syntax(content)) }

    /// The same of what a sheet shows: its content, or the bodies of the views it names, which
    /// set the detents themselves (Element X's space topic sheet, sized to its text).
    static func isPartialSheet(_ content: ClosureExprSyntax, names: Set<String>, _ index: SwiftUIIndex) -> Bool {
        if isPartialSheet(content) { return true }
        guard !names.isEmpty else { return false }
        return names.allSatisfy { name in
            guard let body = index.views[name]?.body else { return false }
            return body.statements.contains { isPartialSheet(Syntax($0)) }
        }
    }

    static func isPartialSheet(_ content: Syntax) -> Bool {
        let detents = content.tokens(viewMode: .sourceAccurate).filter { $0.text == "presentationDetents" }.compactMap {
            $0.parent?.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)?.arguments.first?.expression
        }
        guard !detents.isEmpty else { return false }
        return detents.allSatisfy { expr in
            let names = expr.tokens(viewMode: .sourceAccurate).map(\.text)
            return !names.contains("large") && names.contains { ["medium", "fraction", "height"].contains($0) }
        }
    }

    /// Whether content makes one of the project's views anywhere (`GeometryReader { Group {
    /// switch data { case .tips: TipJar() … } } }`, winston's sheet of every panel): then it is
    /// made of screens the tool reads on their own, not read again in place. Reading a view's
    /// static member (`LoopDelayScheduleView.maximumAmountOfValues`) makes none.
    static func namesProjectView(_ content: ClosureExprSyntax, _ index: SwiftUIIndex) -> Bool {
        content.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true, index.views[name] != nil,
                !SwiftUIViews.isSwiftUIName(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return false }
            // Made there (`TipJar()`, `Row { … }`), not a static member read (`Self.maximum`).
            return reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
                || reference.parent?.as(MacroExpansionExprSyntax.self) != nil
        }
    }

    /// Views presented from this one: screens of their own, not its content; content written
    /// in place is read as a screen over this one.
    static func destinations(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let c = call.syntax.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
            let names = SwiftUIViews.viewNames(in: c, interpreter.index)
            if call.name == "sheet", isPartialSheet(c, names: names, interpreter.index) {
                interpreter.partialSheets.formUnion(names)
            } else {
                interpreter.destinations.formUnion(names)
            }
            // Content written in place (`.sheet(isPresented:) { NavigationView { Form { … } } }`,
            // xDrip4iOS's loop delay editor): no view of the project's to audit on its own, so
            // it is read here, a screen shown over this one like a dialog.
            if names.isEmpty, !c.statements.isEmpty, ["sheet", "fullScreenCover", "popover"].contains(call.name),
                !Self.namesProjectView(c, interpreter.index)
            {
                let at = call.dialogAnchor
                var sheet = Element(id: interpreter.id(at, call.body) + ".\(call.name)", kind: "Sheet", location: interpreter.location(at, call.body))
                sheet.children = interpreter.build(c.statements, in: call.body)
                if !sheet.children.isEmpty { interpreter.dialogs.append(sheet) }
            }
            interpreter.titledDestinations.merge(SwiftUIViews.presenterTitles(in: Syntax(c), interpreter, call.body)) { own, _ in own }
        }
    }
}
