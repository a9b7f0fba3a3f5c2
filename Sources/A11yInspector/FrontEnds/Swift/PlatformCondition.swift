import SwiftSyntax

/// Whether an iOS app's build (for devices, not Mac Catalyst) compiles an `#if` clause that
/// names platforms: `os(iOS)`, `!os(macOS)`, `os(iOS) || os(visionOS)`, `canImport(UIKit)`,
/// `targetEnvironment(macCatalyst)`. Anything else (a custom flag, `DEBUG`, `swift(>=5.9)`) is
/// unknown here: `CompileCondition` reads flags against the build's configuration.
enum PlatformCondition {
    /// Platforms an iOS build is not (`os(…)` names, as the compiler spells them).
    static let otherPlatforms: Set<String> = ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Haiku", "PS4", "Cygwin"]
    /// Modules an iOS build can and cannot import.
    static let iOSModules: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine", "Darwin", "CoreGraphics"]
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "WinSDK"]

    /// The clause of an `#if` an iOS build compiles: the first whose condition holds, after
    /// every one before it fails (`#else` when all fail). nil when a condition before it, or its
    /// own, depends on something other than the platform, or when no clause is compiled.
    static func iOSClause(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
        for clause in clauses {
            guard let condition = clause.condition else { return clause }
            switch holdsOnIOS(condition) {
            case true?: return clause
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// Whether an iOS build compiles code under this condition; nil when it cannot be told.
    static func holdsOnIOS(_ expr: ExprSyntax) -> Bool? {
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holdsOnIOS(prefix.expression).map(!)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holdsOnIOS(only.expression)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(holdsOnIOS(infix.leftOperand), op, holdsOnIOS(infix.rightOperand))
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return sequenceHolds(Array(sequence.elements)) }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription {
            switch name {
            case "os": return argument == "iOS" ? true : (otherPlatforms.contains(argument) ? false : nil)
            case "canImport": return iOSModules.contains(argument) ? true : (otherPlatformModules.contains(argument) ? false : nil)
            case "targetEnvironment": return argument == "macCatalyst" || argument == "simulator" ? false : nil
            default: return nil
            }
        }
        return nil
    }

    private static func combine(_ a: Bool?, _ op: String, _ b: Bool?) -> Bool? {
        switch op {
        case "&&":
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case "||":
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        default: return nil
        }
    }

    /// `a && b || c` as the parser may leave it, unfolded: `&&` binds tighter than `||`.
    private static func sequenceHolds(_ elements: [ExprSyntax]) -> Bool? {
        var alternatives: [Bool?] = []
        var conjunction: Bool?? = .none
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "||" {
                    if case .some(let done) = conjunction { alternatives.append(done) }
                    conjunction = .none
                } else if op != "&&" {
                    return nil
                }
                continue
            }
            let operand = holdsOnIOS(element)
            if case .some(let current) = conjunction { conjunction = .some(combine(current, "&&", operand)) } else { conjunction = .some(operand) }
        }
        if case .some(let done) = conjunction { alternatives.append(done) }
        guard var result = alternatives.first else { return nil }
        for next in alternatives.dropFirst() { result = combine(result, "||", next) }
        return result
    }
}
