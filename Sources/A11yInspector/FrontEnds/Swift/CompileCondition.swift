import SwiftSyntax

/// The condition of an `#if` clause, as far as it decides what a build of the app compiles:
/// custom flags (`RELEASE`, `APP_STORE`, set by a configuration's
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`), `!`, `&&`, `||`, and `targetEnvironment(simulator)`,
/// which no build for devices compiles. Platform tests (`os(iOS)`, `canImport(UIKit)`) are kept
/// for `holdsOnIOS` (`PlatformCondition`) and unknown to `holds(with:)`; anything else
/// (`swift(>=5.5)`) is unknown.
indirect enum CompileCondition: Sendable, Codable, Hashable {
    case flag(String)
    case constant(Bool)
    /// `os(iOS)`, `canImport(UIKit)`, `targetEnvironment(macCatalyst)`: test and argument.
    case platform(String, String)
    case not(CompileCondition)
    case and(CompileCondition, CompileCondition)
    case or(CompileCondition, CompileCondition)
    case unknown

    init(_ expr: ExprSyntax) {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            self = .flag(ref.baseName.text)
        } else if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            self = .constant(literal.literal.tokenKind == .keyword(.true))
        } else if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = .not(CompileCondition(prefix.expression))
        } else if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            self = CompileCondition(only.expression)
        } else if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            self = Self.combine(CompileCondition(infix.leftOperand), op, CompileCondition(infix.rightOperand))
        } else if let sequence = expr.as(SequenceExprSyntax.self) {
            self = Self.sequence(Array(sequence.elements))
        } else if let call = expr.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "targetEnvironment",
            call.arguments.first?.expression.sourceText == "simulator"
        {
            self = .constant(false)
        } else if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let test = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["os", "canImport", "targetEnvironment"].contains(test),
            let argument = call.arguments.first?.expression.sourceText
        {
            self = .platform(test, argument)
        } else {
            self = .unknown
        }
    }

    /// `a && b || c`, unfolded as the parser leaves it: `&&` binds tighter than `||`.
    private static func sequence(_ elements: [ExprSyntax]) -> CompileCondition {
        var alternatives: [CompileCondition] = []
        var conjunction: CompileCondition?
        var pendingOperator = "&&"
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                pendingOperator = op
                if op == "||", let done = conjunction { alternatives.append(done); conjunction = nil }
                continue
            }
            let operand = CompileCondition(element)
            if let current = conjunction {
                conjunction = pendingOperator == "&&" ? .and(current, operand) : .unknown
            } else {
                conjunction = operand
            }
        }
        if let conjunction { alternatives.append(conjunction) }
        guard var result = alternatives.first else { return .unknown }
        for next in alternatives.dropFirst() { result = .or(result, next) }
        return result
    }

    private static func combine(_ a: CompileCondition, _ op: String, _ b: CompileCondition) -> CompileCondition {
        switch op {
        case "&&": return .and(a, b)
        case "||": return .or(a, b)
        default: return .unknown
        }
    }

    /// Whether a build with these flags set compiles it; nil when it depends on what is unknown.
    func holds(with flags: Set<String>) -> Bool? {
        evaluate { leaf in
            switch leaf {
            case .flag(let name): return flags.contains(name)
            case .constant(let value): return value
            default: return nil
            }
        }
    }

    /// The condition's value, each leaf (a flag, a constant, a platform test) valued by `leaf`
    /// (nil: unknown), combined through `!`, `&&` and `||`.
    func evaluate(_ leaf: (CompileCondition) -> Bool?) -> Bool? {
        switch self {
        case .not(let inner): return inner.evaluate(leaf).map(!)
        case .and(let a, let b):
            let (x, y) = (a.evaluate(leaf), b.evaluate(leaf))
            if x == false || y == false { return false }
            return x == true && y == true ? true : nil
        case .or(let a, let b):
            let (x, y) = (a.evaluate(leaf), b.evaluate(leaf))
            if x == true || y == true { return true }
            return x == false && y == false ? false : nil
        default: return leaf(self)
        }
    }

    /// When a clause of an `#if` is compiled: its own condition, after every clause before it
    /// failed (`#else` is compiled when they all fail).
    static func compiled(_ clause: IfConfigClauseSyntax) -> CompileCondition {
        var compiled = clause.condition.map(CompileCondition.init) ?? .constant(true)
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return compiled }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            compiled = .and(.not(earlier.condition.map(CompileCondition.init) ?? .constant(true)), compiled)
        }
        return compiled
    }

    /// Whether a release build compiles code under this condition: with the Release
    /// configuration's flags when they are known; without them, only `DEBUG` is known (unset).
    /// nil when that cannot be told.
    func holdsInRelease(_ releaseFlags: Set<String>?) -> Bool? {
        if let releaseFlags { return holds(with: releaseFlags) }
        return evaluate { leaf in
            switch leaf {
            case .flag(let name): return name == "DEBUG" ? false : nil
            case .constant(let value): return value
            default: return nil
            }
        }
    }

    /// The flags it names.
    var flags: Set<String> {
        switch self {
        case .flag(let name): return [name]
        case .not(let inner): return inner.flags
        case .and(let a, let b), .or(let a, let b): return a.flags.union(b.flags)
        case .constant, .platform, .unknown: return []
        }
    }
}

/// Lines of an `#if` clause and when they are compiled: the clause's own condition, after the
/// conditions of the clauses before it all failed.
struct ConditionalLines: Sendable, Codable, Hashable {
    var lines: ClosedRange<Int>
    var compiledWhen: CompileCondition
    /// The condition as written, for messages (`#if !RELEASE`).
    var spelling: String
}
