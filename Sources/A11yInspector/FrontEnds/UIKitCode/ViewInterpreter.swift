import Foundation
import SwiftOperators
import SwiftSyntax

/// Runs the code that makes and configures a screen's views, with known values: literals, enum
/// cases, arrays and ranges and the loops and `map`s over them, string interpolation, the
/// properties a type's initializers and configure methods set, the project's functions that
/// return views, inlined to a bounded depth. What depends on data stays `unknown` and says
/// where. The result is a heap of objects (views, controllers, accessibility elements) with
/// every write to their properties: the effects model screens and rules read.
///
/// Statements run in order; a condition the interpreter cannot decide runs both branches, and
/// each write made there carries the condition (`PropertyWrite.conditions`).
final class ViewInterpreter {
    let index: ProgramIndex
    let heap = ProgramHeap()
    /// Statements and expressions evaluated; the reading stops at `stepBudget`.
    private(set) var steps = 0
    let stepBudget: Int
    private var depth = 0
    let maximumDepth = 16
    /// What the reading could not follow, once each.
    private(set) var gaps: [String] = []
    private var gapSet: Set<String> = []
    /// Functions on the call stack (a recursion stops the reading of that call).
    private var callStack: [String] = []

    init(index: ProgramIndex, stepBudget: Int = 200_000) {
        self.index = index
        self.stepBudget = stepBudget
    }

    var isExhausted: Bool { steps >= stepBudget }

    func note(_ gap: String) {
        if gapSet.insert(gap).inserted, gaps.count < 50 { gaps.append(gap) }
    }

    /// Where code runs: its variables, `self`, the type it belongs to, the file, the conditions
    /// it runs under.
    struct Frame {
        var scope: ProgramScope
        var selfValue: ProgramValue?
        var type: ProgramType?
        var file: ProgramFile
        var conditions: [String] = []

        func child() -> Frame {
            var f = self
            f.scope = ProgramScope(parent: scope)
            return f
        }

        func location(_ node: some SyntaxProtocol) -> SourceLocation { file.location(node) }
    }

    enum Flow {
        case normal
        case returned(ProgramValue)
        case breakLoop
        case continueLoop
    }

    // MARK: Statements

    func execute(_ items: CodeBlockItemListSyntax, _ frame: Frame) -> Flow {
        for item in items {
            guard !isExhausted else { return .normal }
            steps += 1
            let flow = execute(item.item, frame)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func execute(_ item: CodeBlockItemSyntax.Item, _ frame: Frame) -> Flow {
        switch item {
        case .decl(let decl):
            if let v = decl.as(VariableDeclSyntax.self) {
                declare(v, frame)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                // A local function, called later by its name.
                let function = ProgramIndex.function(f, file: frame.file)
                frame.scope.declare(function.name, .closure(ProgramClosure(function: function, captured: frame.scope, selfValue: frame.selfValue)))
            } else if let i = decl.as(IfConfigDeclSyntax.self), let clause = Self.iOSClause(i), case .statements(let list)? = clause.elements {
                return execute(list, frame)
            }
            return .normal
        case .stmt(let stmt):
            return execute(stmt, frame)
        case .expr(let expr):
            return executeExpression(expr, frame)
        }
    }

    private func executeExpression(_ expr: ExprSyntax, _ frame: Frame) -> Flow {
        if let i = expr.as(IfExprSyntax.self) { return executeIf(i, frame) }
        if let s = expr.as(SwitchExprSyntax.self) { return executeSwitch(s, frame) }
        _ = evaluate(expr, frame)
        return .normal
    }

    private func execute(_ stmt: StmtSyntax, _ frame: Frame) -> Flow {
        if let e = stmt.as(ExpressionStmtSyntax.self) { return executeExpression(e.expression, frame) }
        if let r = stmt.as(ReturnStmtSyntax.self) { return .returned(r.expression.map { evaluate($0, frame) } ?? .null) }
        if let g = stmt.as(GuardStmtSyntax.self) {
            switch conditions(g.conditions, frame) {
            case .known(true): return .normal
            case .known(false): return execute(g.body.statements, frame.child())
            case .unknown:
                // Read on: the code after a guard is what runs when it holds.
                return .normal
            }
        }
        if let f = stmt.as(ForStmtSyntax.self) { return executeFor(f, frame) }
        if let d = stmt.as(DoStmtSyntax.self) { return execute(d.body.statements, frame.child()) }
        if stmt.is(BreakStmtSyntax.self) { return .breakLoop }
        if stmt.is(ContinueStmtSyntax.self) { return .continueLoop }
        if stmt.is(WhileStmtSyntax.self) || stmt.is(RepeatStmtSyntax.self) {
            note("a while loop at \(frame.location(stmt).description) is not run")
            return .normal
        }
        return .normal
    }

    private func declare(_ decl: VariableDeclSyntax, _ frame: Frame) {
        for binding in decl.bindings {
            let type = binding.typeAnnotation.map { ProgramIndex.stripGenerics($0.type.sourceText) }
            let value = binding.initializer.map { typed(evaluate($0.value, frame, expecting: type), as: type, frame, at: frame.location($0)) } ?? .null
            bind(binding.pattern, to: value, frame, named: true)
        }
    }

    /// Binds a pattern (`x`, `(i, view)`, `_`) to a value.
    private func bind(_ pattern: PatternSyntax, to value: ProgramValue, _ frame: Frame, named: Bool = false) {
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            frame.scope.declare(id.identifier.text, value)
            if named, let object = value.object, heap[object].name == nil { heap[object].name = id.identifier.text }
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            let parts: [ProgramValue]
            if case .tuple(let items) = value { parts = items.map(\.value) } else { parts = [] }
            for (i, element) in tuple.elements.enumerated() {
                bind(element.pattern, to: i < parts.count ? parts[i] : .unknown("a part of \(value)"), frame, named: named)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(binding.pattern, to: value, frame, named: named)
        }
    }

    enum Decision: Equatable {
        case known(Bool)
        case unknown
    }

    private func conditions(_ list: ConditionElementListSyntax, _ frame: Frame) -> Decision {
        var result = Decision.known(true)
        for element in list {
            switch element.condition {
            case .expression(let expr):
                switch evaluate(expr, frame) {
                case .bool(false): return .known(false)
                case .bool(true): continue
                default: result = .unknown
                }
            case .optionalBinding(let binding):
                let value = binding.initializer.map { evaluate($0.value, frame) } ?? frame.scope.lookup(binding.pattern.sourceText) ?? .unknown("")
                if case .null = value { return .known(false) }
                bind(binding.pattern, to: value, frame)
                if value.isUnknown { result = .unknown }
            case .availability:
                continue
            default:
                result = .unknown
            }
        }
        return result
    }

    private func executeIf(_ node: IfExprSyntax, _ frame: Frame) -> Flow {
        let inner = frame.child()
        switch conditions(node.conditions, inner) {
        case .known(true):
            return execute(node.body.statements, inner)
        case .known(false):
            return executeElse(node.elseBody, frame)
        case .unknown:
            // Both ways, each write marked with the condition it needs.
            let condition = node.conditions.sourceText
            var then = inner
            then.conditions.append(condition)
            let first = execute(node.body.statements, then)
            var other = frame
            other.conditions.append("!(\(condition))")
            let second = executeElse(node.elseBody, other)
            if case .returned(let a) = first, case .returned(let b) = second {
                // A value that depends on the condition (`if region == "CN" { return false }
                // else { return true }`) is not known; views each way keep the first's.
                if let x = a.scalarDescription, let y = b.scalarDescription, x != y {
                    return .returned(.unknown("depends on \(condition)", at: frame.file.location(node)))
                }
                return first
            }
            return .normal
        }
    }

    private func executeElse(_ body: IfExprSyntax.ElseBody?, _ frame: Frame) -> Flow {
        switch body {
        case .ifExpr(let i)?: return executeIf(i, frame)
        case .codeBlock(let block)?: return execute(block.statements, frame.child())
        case nil: return .normal
        }
    }

    private func executeSwitch(_ node: SwitchExprSyntax, _ frame: Frame) -> Flow {
        let subject = Self.caseValue(evaluate(node.subject, frame))
        var matched: [SwitchCaseSyntax] = []
        var defaultCase: SwitchCaseSyntax?
        var undecided = subject.isUnknown
        for entry in node.cases {
            guard case .switchCase(let c) = entry else { continue }
            switch c.label {
            case .default: defaultCase = c
            case .case(let label):
                if undecided { matched.append(c); continue }
                for item in label.caseItems where matches(item.pattern, subject, frame) {
                    matched.append(c)
                    break
                }
            }
            if !undecided, !matched.isEmpty { break }
        }
        if matched.isEmpty, let defaultCase { matched = [defaultCase]; undecided = false }
        if undecided, let defaultCase { matched.append(defaultCase) }
        for c in matched {
            var inner = frame.child()
            if undecided { inner.conditions.append("case \(c.label.sourceText)") }
            if case .case(let label) = c.label {
                for item in label.caseItems { _ = matches(item.pattern, subject, inner, binding: true) }
            }
            let flow = execute(c.statements, inner)
            if !undecided { return flow }
        }
        return .normal
    }

    /// An implicit member whose type was not known where it was made, taken as the enum case
    /// it names (a `switch` compares cases by name).
    static func caseValue(_ value: ProgramValue) -> ProgramValue {
        if case .implicitMember(let name, let arguments) = value { return .enumCase(type: nil, name: name, payload: (arguments ?? []).map(\.value)) }
        return value
    }

    /// Whether a case pattern matches a value (`.scatter`, `.item(let x)`, `1`, `"a"`).
    private func matches(_ pattern: PatternSyntax, _ value: ProgramValue, _ frame: Frame, binding: Bool = false, bindsNames: Bool = false) -> Bool {
        if let letPattern = pattern.as(ValueBindingPatternSyntax.self) {
            return matches(letPattern.pattern, value, frame, binding: binding, bindsNames: true)
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return pattern.is(WildcardPatternSyntax.self) }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .enumCase(_, let name, let payload) = value, name == member.declName.baseName.text else { return false }
            if binding {
                for (i, argument) in call.arguments.enumerated() {
                    let part = i < payload.count ? payload[i] : .unknown("payload")
                    if let target = argument.expression.as(PatternExprSyntax.self)?.pattern {
                        bind(target, to: part, frame)
                    } else if bindsNames, let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                        frame.scope.declare(name, part)
                    }
                }
            }
            return true
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.is(TypeExprSyntax.self) == true
                || member.base?.as(DeclReferenceExprSyntax.self).map({ $0.baseName.text.first?.isUppercase == true }) == true
        {
            if case .enumCase(_, let name, _) = value { return name == member.declName.baseName.text }
            return false
        }
        return Self.same(evaluate(expression, frame), value) == true
    }

    private func executeFor(_ node: ForStmtSyntax, _ frame: Frame) -> Flow {
        let sequence = evaluate(node.sequence, frame)
        guard let items = iterate(sequence) else {
            note("a loop over \(node.sequence.sourceText) at \(frame.location(node).description): not a list the tool knows")
            return .normal
        }
        for item in items.prefix(1000) {
            guard !isExhausted else { break }
            let inner = frame.child()
            bind(node.pattern, to: item, inner)
            if let condition = node.whereClause?.condition, evaluate(condition, inner).bool == false { continue }
            switch execute(node.body.statements, inner) {
            case .breakLoop: return .normal
            case .returned(let value): return .returned(value)
            default: continue
            }
        }
        return .normal
    }

    /// The elements a `for … in` or a `map` walks.
    func iterate(_ value: ProgramValue) -> [ProgramValue]? {
        switch value {
        case .array(let items): return items
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let s): return s.map { .string(String($0)) }
        default: return nil
        }
    }

    /// The clause of an `#if` an iOS release build compiles: `DEBUG` is unset there, so
    /// `#if DEBUG … #else …` runs its `#else` (falcon's environment badge is debug-only).
    static func iOSClause(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        PlatformCondition.iOSClause(node.clauses)
            ?? node.clauses.first { clause in
                (clause.condition.map { PlatformCondition.holdsOnIOS($0) != false } ?? true)
                    && CompileCondition.compiled(clause).holdsInRelease(nil) != false
            }
    }

    // MARK: Expressions

    /// An expression whose type is written beside it (`let b: UIButton = .init()`,
    /// `var color: UIColor = .red`): an implicit member is that type's.
    func evaluate(_ expr: ExprSyntax, _ frame: Frame, expecting type: String?) -> ProgramValue {
        guard let type, !type.isEmpty else { return evaluate(expr, frame) }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            let args = arguments(call, frame)
            let name = member.declName.baseName.text
            let location = frame.location(call)
            if let projectType = index.resolve(type, from: frame.type?.name, file: frame.file.path) {
                if name == "init" { return construct(projectType, args, frame, at: location) }
                if let function = Self.pick(index.functions(named: name, in: projectType).filter(\.isStatic), args) {
                    return run(function, self: .type(projectType.name), type: projectType, args, at: location)
                }
                return .enumCase(type: projectType.name, name: name, payload: args.map(\.value))
            }
            if name == "init" { return UIKitModel.construct(type, args, at: location, interpreter: self) ?? .unknown("\(type)()", at: location) }
            return UIKitModel.staticCall(type, name, args, at: location, interpreter: self) ?? .enumCase(type: type, name: name, payload: args.map(\.value))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            if let projectType = index.resolve(type, from: frame.type?.name, file: frame.file.path), let value = staticMember(of: projectType, name, frame) {
                return value
            }
            if let value = UIKitModel.staticMember(type, name) { return value }
        }
        return evaluate(expr, frame)
    }

    /// A value bound to a place whose type is written (`views: [CustomActionView]`): an implicit
    /// member made in that type, and so for each element of a list.
    func typed(_ value: ProgramValue, as type: String?, _ frame: Frame, at location: SourceLocation) -> ProgramValue {
        guard var type, !type.isEmpty else { return value }
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        switch value {
        case .enumCase(nil, let name, let payload) where payload.isEmpty:
            if type.hasPrefix("["), let array = index.type("Array"), let found = staticMember(of: array, name, frame) { return found }
            if let projectType = index.resolve(type, from: frame.type?.name, file: frame.file.path), let found = staticMember(of: projectType, name, frame) {
                return found
            }
            return value
        case .implicitMember(let name, nil) where type.hasPrefix("["):
            // `.twoElements` where a list is expected: a static member of an `extension Array`.
            if let array = index.type("Array"), let found = staticMember(of: array, name, frame) { return found }
            return value
        case .array(let items) where type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":"):
            let element = String(type.dropFirst().dropLast())
            return .array(items.map { typed($0, as: element, frame, at: location) })
        case .implicitMember(let name, let arguments):
            let args = (arguments ?? []).map { Argument(label: $0.label, value: $0.value) }
            if let projectType = index.resolve(type, from: frame.type?.name, file: frame.file.path) {
                if name == "init" { return construct(projectType, args, frame, at: location) }
                if arguments == nil, let value = staticMember(of: projectType, name, frame) { return value }
                if let function = Self.pick(index.functions(named: name, in: projectType).filter(\.isStatic), args) {
                    return run(function, self: .type(projectType.name), type: projectType, args, at: location)
                }
                return .enumCase(type: projectType.name, name: name, payload: args.map(\.value))
            }
            if name == "init" { return UIKitModel.construct(type, args, at: location, interpreter: self) ?? value }
            if arguments == nil { return UIKitModel.staticMember(type, name) ?? .enumCase(type: type, name: name, payload: []) }
            return UIKitModel.staticCall(type, name, args, at: location, interpreter: self) ?? value
        default:
            return value
        }
    }

    func evaluate(_ expr: ExprSyntax, _ frame: Frame) -> ProgramValue {
        guard !isExhausted else { return .unknown("the reading's budget ran out") }
        steps += 1
        if let sequence = expr.as(SequenceExprSyntax.self) {
            guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence) else {
                return .unknown("an expression the tool cannot read", at: frame.location(expr))
            }
            return evaluate(folded, frame)
        }
        if let i = expr.as(IntegerLiteralExprSyntax.self) {
            return ProgramValue.integer(literal: i.literal.text).map(ProgramValue.int) ?? .unknown("a number")
        }
        if let f = expr.as(FloatLiteralExprSyntax.self) {
            return Double(f.literal.text.replacingOccurrences(of: "_", with: "")).map(ProgramValue.double) ?? .unknown("a number")
        }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let s = expr.as(StringLiteralExprSyntax.self) { return string(s, frame) }
        if let a = expr.as(ArrayExprSyntax.self) { return .array(a.elements.map { evaluate($0.expression, frame) }) }
        if let d = expr.as(DictionaryExprSyntax.self) {
            if case .elements(let list) = d.content { return .dictionary(list.map { (evaluate($0.key, frame), evaluate($0.value, frame)) }) }
            return .dictionary([])
        }
        if let t = expr.as(TupleExprSyntax.self) {
            if t.elements.count == 1, t.elements.first?.label == nil { return evaluate(t.elements.first!.expression, frame) }
            return .tuple(t.elements.map { ($0.label?.text, evaluate($0.expression, frame)) })
        }
        if let c = expr.as(ClosureExprSyntax.self) {
            return .closure(ProgramClosure(syntax: c, captured: frame.scope, selfValue: frame.selfValue, file: frame.file))
        }
        if let r = expr.as(DeclReferenceExprSyntax.self) { return reference(r, frame) }
        if let m = expr.as(MemberAccessExprSyntax.self) { return localized(member(m, frame), expr, frame) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return localized(self.call(call, frame), expr, frame) }
        if let s = expr.as(SubscriptCallExprSyntax.self) { return subscriptValue(s, frame) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return self.infix(infix, frame) }
        if let p = expr.as(PrefixOperatorExprSyntax.self) {
            let value = evaluate(p.expression, frame)
            switch (p.operator.text, value) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .int(let i)): return .int(-i)
            case ("-", .double(let d)): return .double(-d)
            default: return value.isUnknown ? value : .unknown("\(p.sourceText)", at: frame.location(p))
            }
        }
        if let t = expr.as(TernaryExprSyntax.self) {
            switch evaluate(t.condition, frame) {
            case .bool(true): return evaluate(t.thenExpression, frame)
            case .bool(false): return evaluate(t.elseExpression, frame)
            default:
                let then = evaluate(t.thenExpression, frame), other = evaluate(t.elseExpression, frame)
                if Self.same(then, other) == true { return then }
                return .unknown("depends on \(t.condition.sourceText)", at: frame.location(t))
            }
        }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return evaluate(f.expression, frame) }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return evaluate(o.expression, frame) }
        if let a = expr.as(AsExprSyntax.self) { return evaluate(a.expression, frame) }
        if let i = expr.as(IsExprSyntax.self) { return isCheck(evaluate(i.expression, frame), i.type.sourceText, frame) }
        if let t = expr.as(TryExprSyntax.self) { return evaluate(t.expression, frame) }
        if let a = expr.as(AwaitExprSyntax.self) { return evaluate(a.expression, frame) }
        if let i = expr.as(IfExprSyntax.self) { return ifValue(i, frame) }
        if let s = expr.as(SwitchExprSyntax.self) {
            if case .returned(let value) = executeSwitch(s, frame) { return value }
            return .unknown("a switch's value", at: frame.location(s))
        }
        if let t = expr.as(TypeExprSyntax.self) { return .type(ProgramIndex.stripGenerics(t.type.sourceText)) }
        if let m = expr.as(MacroExpansionExprSyntax.self), m.macroName.text == "selector", let name = Self.selectorName(m) {
            return .method(receiver: nil, name: name, labels: [])
        }
        return .unknown("\(expr.sourceText.prefix(60))", at: frame.location(expr))
    }

    /// The function `#selector(tapped)`, `#selector(self.close(_:))` or
    /// `#selector(Controller.done)` names.
    static func selectorName(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.first?.expression else { return nil }
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A value the interpreter could not compute that is a string table lookup the localization
    /// reader knows (`NSLocalizedString`, `String(localized:)`, SwiftGen, R.swift, `"key".localized`,
    /// `L10n.title`): kept as that lookup, resolved with the tables like any text code sets.
    private func localized(_ value: ProgramValue, _ expr: ExprSyntax, _ frame: Frame) -> ProgramValue {
        guard case .unknown(var unknown) = value, unknown.localized == nil,
            let text = enumKeyLookup(expr) ?? LocalizedTextReader.text(expr, type: nil)
        else { return value }
        unknown.localized = text
        unknown.location = unknown.location ?? frame.location(expr)
        return .unknown(unknown)
    }

    /// `localize(StringKey.privacy)` (`LocalizedTextReader.enumCaseKey`) where the project's
    /// enum gives the case another raw value (`case privacy = "privacy.link"`): that value.
    private func enumKeyLookup(_ expr: ExprSyntax) -> LocalizedText? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = LocalizedTextReader.enumCaseKey(Array(call.arguments)),
            let base = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base,
            let typeName = LocalizedTextReader.namePath(base), let type = index.type(typeName), type.kind == .enumType,
            let raw = type.rawValues[name]?.string
        else { return nil }
        return LocalizedText(.enumKey(raw))
    }

    /// `if` used as a value (`let x = if a { 1 } else { 2 }`).
    private func ifValue(_ node: IfExprSyntax, _ frame: Frame) -> ProgramValue {
        func last(_ items: CodeBlockItemListSyntax, _ f: Frame) -> ProgramValue {
            guard let final = items.last else { return .null }
            _ = execute(CodeBlockItemListSyntax(items.dropLast()), f)
            if case .expr(let e) = final.item { return evaluate(e, f) }
            return .null
        }
        let inner = frame.child()
        switch conditions(node.conditions, inner) {
        case .known(true): return last(node.body.statements, inner)
        case .known(false):
            switch node.elseBody {
            case .ifExpr(let i)?: return ifValue(i, frame)
            case .codeBlock(let b)?: return last(b.statements, frame.child())
            case nil: return .null
            }
        case .unknown: return .unknown("depends on \(node.conditions.sourceText)", at: frame.location(node))
        }
    }

    private func isCheck(_ value: ProgramValue, _ type: String, _ frame: Frame) -> ProgramValue {
        guard let id = value.object else { return .unknown("a type check") }
        let object = heap[id]
        if object.className == type || object.frameworkClass == type { return .bool(true) }
        if let t = index.type(object.className), inherits(t, from: type) { return .bool(true) }
        return .unknown("a type check")
    }

    func inherits(_ type: ProgramType, from name: String) -> Bool {
        var current: ProgramType? = type
        var seen = Set<String>()
        while let t = current, seen.insert(t.name).inserted {
            if t.name == name || t.name.hasSuffix("." + name) || t.inherited.contains(name) { return true }
            current = index.superclass(of: t)
        }
        return false
    }

    /// A string literal, with its interpolations evaluated (unknown parts shown as ‹…›).
    private func string(_ node: StringLiteralExprSyntax, _ frame: Frame) -> ProgramValue {
        if let plain = node.representedLiteralValue { return .string(plain) }
        var text = ""
        var known = true
        var unknownLocation: SourceLocation?
        for segment in node.segments {
            switch segment {
            case .stringSegment(let s):
                text += Self.unescape(s.content.text)
            case .expressionSegment(let e):
                let value = e.expressions.count == 1 ? evaluate(e.expressions.first!.expression, frame) : .unknown("")
                if let shown = value.displayText, !value.isUnknown {
                    text += shown
                } else {
                    known = false
                    unknownLocation = unknownLocation ?? frame.location(e)
                    text += "‹\(e.expressions.sourceText)›"
                }
            }
        }
        return known ? .string(text) : .unknown("text built from values known at run time", at: unknownLocation, text: text)
    }

    static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var out = ""
        var chars = Array(raw)[...]
        while let c = chars.popFirst() {
            guard c == "\\", let next = chars.popFirst() else { out.append(c); continue }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                if chars.first == "{", let close = chars.firstIndex(of: "}") {
                    let hex = String(chars[chars.index(after: chars.startIndex)..<close])
                    if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
                    chars = chars[chars.index(after: close)...]
                }
            default: out.append(next)
            }
        }
        return out
    }

    /// Whether two values are the same (nil: cannot be told).
    static func same(_ a: ProgramValue, _ b: ProgramValue) -> Bool? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.double, _), (_, .double):
            guard let x = a.double, let y = b.double else { return nil }
            return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        case (.null, .unknown), (.unknown, .null): return nil
        case (.null, _), (_, .null): return false
        case (.enumCase(_, let x, let p), .enumCase(_, let y, let q)):
            if x != y { return false }
            if p.isEmpty && q.isEmpty { return true }
            return nil
        case (.object(let x), .object(let y)): return x == y
        case (.options(let x), .options(let y)): return x == y
        case (.tuple(let x), .tuple(let y)):
            // `IndexPath(row:section:)`, `NSRange`: equal when every part is.
            guard x.count == y.count, zip(x, y).allSatisfy({ $0.label == $1.label }) else { return false }
            var result: Bool? = true
            for (a, b) in zip(x, y) {
                switch same(a.value, b.value) {
                case false?: return false
                case nil: result = nil
                case true?: break
                }
            }
            return result
        default: return nil
        }
    }

    // MARK: References and members

    private func reference(_ node: DeclReferenceExprSyntax, _ frame: Frame) -> ProgramValue {
        let name = node.baseName.text
        if name == "self" { return frame.selfValue ?? .unknown("self") }
        if name == "Self", let type = frame.type, type.kind != .extensionOnly { return .type(type.name) }
        if let local = frame.scope.lookup(name) { return local }
        // A member of `self` written without it.
        if let selfValue = frame.selfValue, let value = memberOf(selfValue, name, frame, node: Syntax(node), implicit: true) {
            return value
        }
        if let type = frame.type, let staticValue = staticMember(of: type, name, frame) { return staticValue }
        if let constant = UIKitModel.constant(name) { return constant }
        if UIKitModel.isFrameworkType(name), name.count > 2, name.dropFirst(2).first?.isUppercase == true { return .type(name) }
        // A UIKit method of `self` used as a function (`views.forEach(addSubview)`).
        if let selfValue = frame.selfValue, selfValue.object != nil, UIKitModel.methodNames.contains(name) {
            return .method(receiver: selfValue, name: name, labels: [])
        }
        if let type = index.resolve(name, from: frame.type?.name, file: frame.file.path) { return .type(type.name) }
        if UIKitModel.isFrameworkType(name) || name.first?.isUppercase == true { return .type(name) }
        return .unknown("\(name)", at: frame.location(node))
    }

    private func member(_ node: MemberAccessExprSyntax, _ frame: Frame) -> ProgramValue {
        let name = node.declName.baseName.text
        guard let baseExpr = node.base else {
            // `.button`, `.zero`: an implicit member.
            return UIKitModel.implicitMember(name) ?? .enumCase(type: nil, name: name, payload: [])
        }
        if baseExpr.is(SuperExprSyntax.self), let id = frame.selfValue?.object, let value = superProperty(name, of: id, frame) { return value }
        let base = evaluate(baseExpr, frame)
        if let value = memberOf(base, name, frame, node: Syntax(node), implicit: false) { return value }
        if base.isUnknown { return .unknown(node.sourceText, at: frame.location(node)) }
        return .unknown(node.sourceText, at: frame.location(node))
    }

    /// A static member of a project type (`Config.scatter`, `static let shared`, enum cases).
    func staticMember(of type: ProgramType, _ name: String, _ frame: Frame) -> ProgramValue? {
        if type.kind == .enumType || type.cases.contains(name) {
            if type.cases.contains(name) { return .enumCase(type: type.name, name: name, payload: []) }
        }
        if let (property, owner) = index.property(named: name, in: type), property.isStatic {
            let key = "static \(owner.name).\(name)"
            if let cached = statics[key] { return cached }
            statics[key] = .unknown("\(owner.name).\(name)")
            var f = Frame(scope: ProgramScope(), selfValue: .type(owner.name), type: owner, file: property.file)
            f.conditions = []
            let value: ProgramValue
            if let initializer = property.initializer {
                value = evaluate(initializer, f)
            } else if let getter = property.getter {
                value = returnValue(execute(getter, f))
            } else {
                value = .unknown("\(owner.name).\(name)")
            }
            statics[key] = value
            return value
        }
        return nil
    }

    private var statics: [String: ProgramValue] = [:]

    func returnValue(_ flow: Flow) -> ProgramValue {
        if case .returned(let value) = flow { return value }
        return .null
    }

    /// A computed property the project's extension of a standard type declares on a value
    /// (`extension Array { var content: [UIView] { self } }`).
    private func extensionProperty(_ name: String, of value: ProgramValue, in typeNames: [String]) -> ProgramValue? {
        for typeName in typeNames {
            guard let type = index.type(typeName), type.kind == .extensionOnly, let property = type.properties[name], !property.isStatic,
                let getter = property.getter
            else { continue }
            return callBody(getter, self: value, type: type, file: property.file, scope: ProgramScope(), name: "\(typeName).\(name)")
        }
        return nil
    }

    /// `base.name` for a value; nil when the member is not known.
    func memberOf(_ base: ProgramValue, _ name: String, _ frame: Frame, node: Syntax, implicit: Bool) -> ProgramValue? {
        switch base {
        case .object(let id):
            return property(name, of: id, frame, node: node, implicit: implicit)
        case .type(let typeName):
            if let type = index.resolve(typeName, from: frame.type?.name, file: frame.file.path), let value = staticMember(of: type, name, frame) {
                return value
            }
            if name == "self" { return base }
            if let value = UIKitModel.staticMember(typeName, name) { return value }
            if index.resolve(typeName, from: frame.type?.name, file: frame.file.path) != nil { return nil }
            // A framework type's nested type (`UIButton.Configuration`, `UIImage.SymbolConfiguration`).
            if UIKitModel.isFrameworkType(typeName), name.first?.isUppercase == true { return .type("\(typeName).\(name)") }
            return .enumCase(type: typeName, name: name, payload: [])
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map { .int($0) })
            default: return extensionProperty(name, of: base, in: ["Array", "Collection", "Sequence"])
            }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            default: return nil
            }
        case .enumCase(let type, let caseName, _):
            if name == "rawValue", let type, let t = index.type(type) { return t.rawValues[caseName] ?? .string(caseName) }
            return nil
        case .tuple(let items):
            if let found = items.first(where: { $0.label == name }) { return found.value }
            if let i = Int(name), i < items.count { return items[i].value }
            return UIKitModel.rectMember(items, name)
        case .int(let i):
            return name == "description" ? .string(String(i)) : ParalayoutModel.spacer(Double(i), name)
        case .double(let d):
            return ParalayoutModel.spacer(d, name)
        default:
            return nil
        }
    }

    /// A property of an object: what was written, a computed getter of its class, a lazy or
    /// stored property's initial value, or what UIKit gives (`UIKitModel`).
    func property(_ name: String, of id: ObjectID, _ frame: Frame, node: Syntax, implicit: Bool) -> ProgramValue? {
        let object = heap[id]
        if let value = object.properties[name] { return value }
        // A UIKit object: what UIKit holds, before any extension the project adds (which is
        // read only when UIKit's model has nothing, so the files extending UIKit's classes are
        // parsed only then).
        let isFramework = object.frameworkClass == object.className
        if isFramework, let value = UIKitModel.property(name, of: object, interpreter: self) { return value }
        if let type = memberType(of: object) {
            if let (property, owner) = index.property(named: name, in: type), !property.isStatic {
                if let getter = property.getter {
                    return callBody(getter, self: .object(id), type: owner, file: property.file, scope: ProgramScope(), name: "\(owner.name).\(name)")
                }
                if property.isLazy, let initializer = property.initializer {
                    let f = Frame(scope: ProgramScope(), selfValue: .object(id), type: owner, file: property.file)
                    let value = typed(evaluate(initializer, f, expecting: property.type), as: property.type, f, at: property.location)
                    object.properties[name] = value
                    if let view = value.object,
                        heap[view].name == nil || heap[view].location.line >= property.location.line && heap[view].location.file == property.file.path
                    {
                        heap[view].name = name
                        heap[view].location = property.location
                    }
                    return value
                }
                return object.properties[name] ?? .null
            }
            // A method used as a value (`buttons.forEach(addSubview)` is handled by the call).
            if !index.functions(named: name, in: type).isEmpty { return .method(receiver: .object(id), name: name, labels: []) }
            if let staticValue = staticMember(of: type, name, frame) { return staticValue }
        }
        if let value = UIKitModel.property(name, of: object, interpreter: self) { return value }
        if implicit { return nil }
        return .unknown("\(object.name ?? object.className).\(name)", at: frame.location(node))
    }

    /// Runs statements as a function body with `self`; the value it returns.
    func callBody(_ body: CodeBlockItemListSyntax, self selfValue: ProgramValue?, type: ProgramType?, file: ProgramFile, scope: ProgramScope, name: String)
        -> ProgramValue
    {
        guard depth < maximumDepth, !callStack.contains(name) || callStack.filter({ $0 == name }).count < 2 else {
            note("\(name) is called too deep (recursion, or more than \(maximumDepth) calls)")
            return .unknown("the value of \(name)")
        }
        depth += 1
        callStack.append(name)
        defer { depth -= 1; callStack.removeLast() }
        let frame = Frame(scope: scope, selfValue: selfValue, type: type, file: file)
        // A body of one expression returns it (`var x: Int { 3 }`).
        if body.count == 1, case .expr(let e)? = body.first?.item, !e.is(IfExprSyntax.self), !e.is(SwitchExprSyntax.self) {
            if let call = e.as(FunctionCallExprSyntax.self), Self.isVoidCall(call) { _ = evaluate(e, frame); return .null }
            return evaluate(e, frame)
        }
        return returnValue(execute(body, frame))
    }

    /// Calls whose value is Void, written as a body's only statement (`addSubview(x)`).
    static func isVoidCall(_ call: FunctionCallExprSyntax) -> Bool {
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return ["addSubview", "addArrangedSubview", "setTitle", "setImage", "activate", "forEach", "append", "insertSubview"].contains(name)
    }

    private func subscriptValue(_ node: SubscriptCallExprSyntax, _ frame: Frame) -> ProgramValue {
        let base = evaluate(node.calledExpression, frame)
        let arguments = node.arguments.map { evaluate($0.expression, frame) }
        guard let key = arguments.first else { return .unknown(node.sourceText) }
        switch base {
        case .array(let items):
            if let i = key.int { return i >= 0 && i < items.count ? items[i] : .unknown("index \(i) out of range", at: frame.location(node)) }
            if case .array(let range) = key { return .array(range.compactMap { $0.int.flatMap { $0 >= 0 && $0 < items.count ? items[$0] : nil } }) }
        case .dictionary(let pairs):
            if let found = pairs.first(where: { Self.same($0.key, key) == true }) { return found.value }
            if !key.isUnknown, pairs.allSatisfy({ Self.same($0.key, key) == false }) { return .null }
        case .string(let s):
            if let i = key.int, i >= 0, i < s.count { return .string(String(s[s.index(s.startIndex, offsetBy: i)])) }
        default: break
        }
        return .unknown(node.sourceText, at: frame.location(node))
    }

    // MARK: Operators and assignment

    private func infix(_ node: InfixOperatorExprSyntax, _ frame: Frame) -> ProgramValue {
        if node.operator.is(AssignmentExprSyntax.self) {
            assign(node.leftOperand, evaluate(node.rightOperand, frame), frame, at: frame.location(node))
            return .null
        }
        let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        if op == "&&" || op == "||" {
            let left = evaluate(node.leftOperand, frame)
            if op == "&&", left.bool == false { return .bool(false) }
            if op == "||", left.bool == true { return .bool(true) }
            let right = evaluate(node.rightOperand, frame)
            if let l = left.bool, let r = right.bool { return .bool(op == "&&" ? l && r : l || r) }
            if op == "&&", right.bool == false { return .bool(false) }
            if op == "||", right.bool == true { return .bool(true) }
            return .unknown(node.sourceText, at: frame.location(node))
        }
        if op == "??" {
            let left = evaluate(node.leftOperand, frame)
            if case .null = left { return evaluate(node.rightOperand, frame) }
            return left
        }
        if ["+=", "-=", "*=", "/="].contains(op) {
            let current = evaluate(node.leftOperand, frame)
            let result = arithmetic(String(op.dropLast()), current, evaluate(node.rightOperand, frame))
            assign(node.leftOperand, result, frame, at: frame.location(node))
            return .null
        }
        let left = evaluate(node.leftOperand, frame), right = evaluate(node.rightOperand, frame)
        switch op {
        case "==": return Self.same(left, right).map(ProgramValue.bool) ?? .unknown(node.sourceText, at: frame.location(node))
        case "!=": return Self.same(left, right).map { .bool(!$0) } ?? .unknown(node.sourceText, at: frame.location(node))
        case "<", ">", "<=", ">=":
            guard let l = left.double, let r = right.double else { return .unknown(node.sourceText, at: frame.location(node)) }
            switch op {
            case "<": return .bool(l < r)
            case ">": return .bool(l > r)
            case "<=": return .bool(l <= r)
            default: return .bool(l >= r)
            }
        case "..<", "...":
            guard let l = left.int, let r = right.int else { return .unknown(node.sourceText, at: frame.location(node)) }
            let upper = op == "..<" ? r : r + 1
            guard upper >= l, upper - l <= 10_000 else { return .unknown("a range of \(node.sourceText)") }
            return .array((l..<upper).map(ProgramValue.int))
        default:
            return arithmetic(op, left, right, at: frame.location(node))
        }
    }

    func arithmetic(_ op: String, _ left: ProgramValue, _ right: ProgramValue, at location: SourceLocation? = nil) -> ProgramValue {
        switch (op, left, right) {
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("+", .unknown(let u), .string(let b)): return .unknown(u.reason, at: u.location, text: (u.partialText ?? "‹…›") + b)
        case ("+", .string(let a), .unknown(let u)): return .unknown(u.reason, at: u.location, text: a + (u.partialText ?? "‹…›"))
        case (_, .int(let a), .int(let b)):
            switch op {
            case "+": return .int(a &+ b)
            case "-": return .int(a &- b)
            case "*": return .int(a &* b)
            case "/": return b == 0 ? .unknown("division by zero") : .int(a / b)
            case "%": return b == 0 ? .unknown("division by zero") : .int(a % b)
            case "<<" where (0..<Int.bitWidth).contains(b): return .int(a << b)
            default: break
            }
        default: break
        }
        if let a = left.double, let b = right.double {
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return b == 0 ? .unknown("division by zero") : .double(a / b)
            default: break
            }
        }
        if case .options(let a) = left, case .options(let b) = right, op == "|" { return .options(a.union(b)) }
        if let u = [left, right].first(where: \.isUnknown) { return u }
        return .unknown("\(op) on values the tool does not compute", at: location)
    }

    /// Writes `value` where `target` says: a local, a property of `self` or of an object, an
    /// element of an array held somewhere, a member of a struct held in a variable.
    func assign(_ target: ExprSyntax, _ value: ProgramValue, _ frame: Frame, at location: SourceLocation) {
        var target = target
        while true {
            if let f = target.as(ForceUnwrapExprSyntax.self) { target = f.expression; continue }
            if let o = target.as(OptionalChainingExprSyntax.self) { target = o.expression; continue }
            if let t = target.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { target = only.expression; continue }
            break
        }
        if let r = target.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if frame.scope.assign(name, value) { return }
            if let selfValue = frame.selfValue, let id = selfValue.object {
                setProperty(name, of: id, to: value, frame, at: location)
                return
            }
            frame.scope.declare(name, value)
            return
        }
        if let m = target.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.text
            let base = evaluate(baseExpr, frame)
            switch base {
            case .object(let id):
                setProperty(name, of: id, to: value, frame, at: location)
            case .tuple(var items):
                Self.setMember(name, of: &items, to: value)
                assign(baseExpr, .tuple(items), frame, at: location)
            case .unknown where ["size", "origin"].contains(name) && baseExpr.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "frame":
                // `view.frame.size = …` on a view made without a frame: UIKit's is `.zero`.
                var items: [(label: String?, value: ProgramValue)] = []
                if case .tuple(let zero) = UIKitModel.rect(0, 0, 0, 0) { items = zero }
                Self.setMember(name, of: &items, to: value)
                assign(baseExpr, .tuple(items), frame, at: location)
            case .array(let items):
                // `buttons.first?.isHidden = true` and the like: every element named is an object.
                if name != "count" { for item in items { if let id = item.object { setProperty(name, of: id, to: value, frame, at: location) } } }
            default:
                note("a write to \(target.sourceText) at \(location.description): its owner is not known")
            }
            return
        }
        if let s = target.as(SubscriptCallExprSyntax.self), let index = s.arguments.first.map({ evaluate($0.expression, frame) }) {
            let base = evaluate(s.calledExpression, frame)
            switch base {
            case .array(var items):
                if let i = index.int, i >= 0, i < items.count { items[i] = value; assign(s.calledExpression, .array(items), frame, at: location) }
            case .dictionary(var pairs):
                if let i = pairs.firstIndex(where: { Self.same($0.key, index) == true }) { pairs[i].value = value } else { pairs.append((index, value)) }
                assign(s.calledExpression, .dictionary(pairs), frame, at: location)
            default: break
            }
        }
    }

    /// `rect.size = …` and `rect.origin = …` set the parts of a rectangle; other members are
    /// set by name.
    static func setMember(_ name: String, of items: inout [(label: String?, value: ProgramValue)], to value: ProgramValue) {
        if ["size", "origin"].contains(name), case .tuple(let parts) = value, items.contains(where: { $0.label == "width" }) {
            for part in parts {
                if let i = items.firstIndex(where: { $0.label == part.label }) { items[i].value = part.value.double.map(ProgramValue.double) ?? part.value }
            }
            return
        }
        if let i = items.firstIndex(where: { $0.label == name }) { items[i].value = value } else { items.append((name, value)) }
    }

    /// A write to a property of an object: a stored property of its class (with its `didSet`),
    /// or a UIKit property (`UIKitModel` records what it changes).
    func setProperty(_ name: String, of id: ObjectID, to value: ProgramValue, _ frame: Frame, at location: SourceLocation) {
        let object = heap[id]
        // (An extension cannot add a stored property to a UIKit class.)
        if object.frameworkClass != object.className, let type = index.type(object.className), let (property, owner) = index.property(named: name, in: type),
            !property.isStatic, property.getter == nil || property.didSet != nil
        {
            let value = typed(value, as: property.type, frame, at: location)
            let old = object.properties[name] ?? .null
            object.set(name, value, at: location, conditions: frame.conditions)
            if let view = value.object, heap[view].name == nil { heap[view].name = name }
            if let didSet = property.didSet {
                let scope = ProgramScope()
                scope.declare("oldValue", old)
                _ = callBody(didSet, self: .object(id), type: owner, file: property.file, scope: scope, name: "\(owner.name).\(name).didSet")
            }
            return
        }
        UIKitModel.set(name, of: object, to: value, at: location, conditions: frame.conditions, interpreter: self)
    }
}
