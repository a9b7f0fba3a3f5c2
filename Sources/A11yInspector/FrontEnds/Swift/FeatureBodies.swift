import SwiftSyntax

/// What the bodies of the delegate methods and overrides `FeatureEventsVisitor` reads do.
enum FeatureBodies {
    /// Calls that leave no trace people see: logging and traps.
    static let inertCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "preconditionFailure", "fatalError", "assertionFailure", "assert", "precondition",
    ]

    /// Statements that do nothing: none, `break`, a bare `return`, logging, traps, and `if` or
    /// `switch` statements whose every branch does nothing (the book's listing 7-5, with only
    /// comments in its branches).
    static func isInert(_ items: CodeBlockItemListSyntax) -> Bool {
        items.allSatisfy { isInert($0.item) }
    }

    static func isInert(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if item.is(BreakStmtSyntax.self) { return true }
        if let ret = item.as(ReturnStmtSyntax.self) { return ret.expression == nil }
        if let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) {
            return isInert(expression)
        }
        return false
    }

    /// A body that only puts the keyboard away: `endEditing(true)`, `field.resignFirstResponder()`
    /// (`_ = …` too), besides statements that do nothing. A tap that does only this is the
    /// "tap outside to dismiss the keyboard" of a form, not a control.
    /// `ending`: methods known to do only that (`hideKeyboard()`), whose call counts as theirs.
    /// `onAnyBase`: a method of `ending` counts called on anything (`Keyboard.dismiss()`), not
    /// only on `self`.
    static func onlyEndsEditing(_ items: CodeBlockItemListSyntax, ending: Set<String> = [], onAnyBase: Bool = false) -> Bool {
        var ends = false
        for item in items {
            if isInert(item.item) { continue }
            var expr = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            // `_ = field.resignFirstResponder()`
            if let sequence = expr?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
            {
                expr = sequence.elements.last
            }
            guard let call = expr.flatMap({ FactsVisitor.unwrap($0).as(FunctionCallExprSyntax.self) }) else { return false }
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let onSelf =
                onAnyBase || call.calledExpression.as(DeclReferenceExprSyntax.self) != nil
                || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.sourceText == "self"
            // `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`
            let resigns = name == "sendAction" && call.arguments.first?.expression.sourceText.contains("resignFirstResponder") == true
            guard name == "endEditing" || name == "resignFirstResponder" || resigns || (onSelf && name.map(ending.contains) == true) else { return false }
            ends = true
        }
        return ends
    }

    static func isInert(_ expr: ExprSyntax) -> Bool {
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return inertCalls.contains(name)
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            guard isInert(ifExpr.body.statements) else { return false }
            switch ifExpr.elseBody {
            case nil: return true
            case .codeBlock(let block)?: return isInert(block.statements)
            case .ifExpr(let next)?: return isInert(ExprSyntax(next))
            }
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return switchExpr.cases.allSatisfy { $0.as(SwitchCaseSyntax.self).map { isInert($0.statements) } ?? false }
        }
        return false
    }

    /// The expressions a body gives back: its `return`s (not those of closures or nested
    /// functions inside it), or its single expression, through `if` and `switch` expressions.
    static func returned(_ items: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if items.count == 1, let only = items.first?.item.as(ExprSyntax.self) ?? items.first?.item.as(ExpressionStmtSyntax.self)?.expression {
            return branches(only)
        }
        let finder = ReturnFinder()
        finder.walk(items)
        return finder.expressions.flatMap(branches)
    }

    /// The values of an `if`/`switch` expression's branches, or the expression itself.
    static func branches(_ expr: ExprSyntax) -> [ExprSyntax] {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var result = returned(ifExpr.body.statements)
            switch ifExpr.elseBody {
            case .codeBlock(let block)?: result += returned(block.statements)
            case .ifExpr(let next)?: result += branches(ExprSyntax(next))
            case nil: break
            }
            return result
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { returned($0.statements) }
        }
        return [expr]
    }

    final class ReturnFinder: SyntaxVisitor {
        var expressions: [ExprSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let e = node.expression { expressions.append(e) }
            return .skipChildren
        }
    }

    /// The getter of a computed property (`var x: T { … }`, `{ get { … } }`), or nil.
    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items)?: return items
        case .accessors(let list)?: return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        }
    }

    /// The value of a property: its initial value, or what its getter returns.
    static func values(of binding: PatternBindingSyntax) -> [ExprSyntax] {
        if let value = binding.initializer?.value { return [value] }
        return getter(of: binding).map(returned) ?? []
    }

    // MARK: Calls in a body

    /// Every call in a body, in order, with whether it sits in an `#if` clause (and which).
    final class CallFinder: SyntaxVisitor {
        var calls: [(call: FunctionCallExprSyntax, ifConfig: String?)] = []
        var references: Set<String> = []
        private var ifConfigs: [String] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append((node, ifConfigs.last))
            return .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            references.insert(node.baseName.text)
            return .visitChildren
        }
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            ifConfigs.append("#\(node.poundKeyword.text.dropFirst()) \(node.condition?.sourceText ?? "")")
            return .visitChildren
        }
        override func visitPost(_ node: IfConfigClauseSyntax) { ifConfigs.removeLast() }
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    static func isSuperCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true
    }

    /// A `cut(_:)` or `paste(_:)` that only hands the command on (`super.paste(sender)`,
    /// `textView.paste(sender)`): the view it reaches does the edit, with its own undo.
    static func forwards(_ body: CodeBlockItemListSyntax, action: String) -> Bool {
        let finder = CallFinder()
        finder.walk(body)
        return finder.calls.contains { calledName($0.call) == action && $0.call.calledExpression.is(MemberAccessExprSyntax.self) }
    }

    // MARK: Shake

    /// What a motion handler does, or nil when it only calls `super` (or nothing).
    static func shake(_ body: CodeBlockItemListSyntax) -> ShakeHandler? {
        let finder = CallFinder()
        finder.walk(body)
        let acting = body.filter { item in
            if item.item.is(GuardStmtSyntax.self) { return false }
            guard
                let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
            else { return !isInert(item.item) }
            return !isSuperCall(call) && !isInert(ExprSyntax(call))
        }
        guard !acting.isEmpty else { return nil }
        let undoes =
            finder.references.contains("undoManager")
            || finder.calls.contains { ["undo", "redo"].contains(calledName($0.call) ?? "") }
        let first = finder.calls.first { !isSuperCall($0.call) && !inertCalls.contains(calledName($0.call) ?? "") }
        let condition = otherCondition(in: body) ?? first?.ifConfig
        return ShakeHandler(undoes: undoes, action: first?.call.calledExpression.sourceText, condition: condition)
    }

    /// A condition of the body's top-level `guard` or `if` statements that is not the motion
    /// check (`motion == .motionShake`).
    static func otherCondition(in body: CodeBlockItemListSyntax) -> String? {
        for item in body {
            let conditions =
                item.item.as(GuardStmtSyntax.self)?.conditions
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)?.conditions
                ?? item.item.as(ExprSyntax.self)?.as(IfExprSyntax.self)?.conditions
            for condition in conditions ?? [] {
                let text = condition.condition.sourceText
                let onlyMotion = text.contains("motionShake") && !text.contains("&&") && !text.contains("||")
                if !onlyMotion { return text }
            }
        }
        return nil
    }

    // MARK: canPerformAction(_:withSender:)

    /// The edit actions `canPerformAction(_:withSender:)` answers true for at the top level of
    /// its body, with no condition but the action's identity: `return action == #selector(a)
    /// || action == #selector(b)`, `return [#selector(a)].contains(action)`,
    /// `if action == #selector(a) { return true }`, `case #selector(a): return true`.
    static func alwaysOffered(_ body: CodeBlockItemListSyntax, parameter: String) -> [EditAction] {
        var result: [EditAction] = []
        // A body that is one expression returns it.
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self), !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self) {
            return identities(only, parameter: parameter)
        }
        for item in body {
            if let ret = item.item.as(ReturnStmtSyntax.self), let expr = ret.expression {
                result += identities(expr, parameter: parameter)
            }
            let expr = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let ifExpr = expr?.as(IfExprSyntax.self), ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
                case .expression(let condition) = ifExpr.conditions.first!.condition, returnsTrue(ifExpr.body.statements)
            {
                result += identities(condition, parameter: parameter)
            }
            if let switchExpr = expr?.as(SwitchExprSyntax.self), switchExpr.subject.sourceText == parameter {
                for case let switchCase in switchExpr.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) where returnsTrue(switchCase.statements) {
                    guard case .case(let label) = switchCase.label else { continue }
                    let actions = label.caseItems.map {
                        $0.whereClause == nil ? $0.pattern.as(ExpressionPatternSyntax.self).flatMap { FeatureAPIs.editAction($0.expression) } : nil
                    }
                    if actions.allSatisfy({ $0 != nil }) { result += actions.compactMap { $0 } }
                }
            }
        }
        var seen = Set<EditAction>()
        return result.filter { seen.insert($0).inserted }
    }

    static func returnsTrue(_ items: CodeBlockItemListSyntax) -> Bool {
        guard items.count == 1, let ret = items.first?.item.as(ReturnStmtSyntax.self) else { return false }
        return ret.expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// The actions an expression is true for by the action's identity alone: the terms of an
    /// `||` chain that are `action == #selector(x)`, or `[#selector(x), …].contains(action)`.
    static func identities(_ expr: ExprSyntax, parameter: String) -> [EditAction] {
        // `(action == #selector(copy(_:)))`
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return identities(inner, parameter: parameter)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "contains", call.arguments.first?.expression.sourceText == parameter,
            let array = member.base.flatMap(arrayOfSelectors)
        {
            return array
        }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return [] }
        var terms: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" { terms.append([]) } else { terms[terms.count - 1].append(element) }
        }
        return terms.compactMap { term in
            guard term.count == 3, term[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
            if term[0].sourceText == parameter { return FeatureAPIs.editAction(term[2]) }
            if term[2].sourceText == parameter { return FeatureAPIs.editAction(term[0]) }
            return nil
        }
    }

    /// `[#selector(copy(_:)), #selector(select(_:))]`, or the same in `Set(…)`.
    static func arrayOfSelectors(_ expr: ExprSyntax) -> [EditAction]? {
        var e = expr
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText.hasPrefix("Set"),
            let first = call.arguments.first?.expression
        {
            e = first
        }
        guard let array = e.as(ArrayExprSyntax.self) else { return nil }
        let actions = array.elements.map { FeatureAPIs.editAction($0.expression) }
        return actions.allSatisfy { $0 != nil } ? actions.compactMap { $0 } : nil
    }
}
