import SwiftSyntax

/// What the project's calls pass to methods' Boolean-looking parameters, so that a view's
/// `isHidden` written from a method's flag (`func setBannerDisplay(isHidden: Bool = false) {
/// banner.isHidden = isHidden }`) takes the one value every call gives it
/// (`CodeAssignment.Value.flagArgument`). Calls are matched by the method's base name and the
/// argument's label; a call that leaves the argument out passes the parameter's default.
public struct FlagCalls: Sendable, Codable, Hashable {
    /// What the calls that write one argument pass.
    public struct Passed: Sendable, Codable, Hashable {
        /// The literal every one of them passes; nil when they pass different literals or
        /// something other than a literal.
        public var literal: Bool?
        /// How many calls write the argument.
        public var calls: Int

        func combined(_ other: Passed) -> Passed {
            Passed(literal: literal == other.literal ? literal : nil, calls: calls + other.calls)
        }
    }

    /// By "method|label" ("_" for an unlabelled argument).
    public var arguments: [String: Passed] = [:]
    /// Every call of a method by its base name, whatever arguments it writes.
    public var calls: [String: Int] = [:]

    public init() {}

    mutating func merge(_ other: FlagCalls) {
        arguments.merge(other.arguments) { $0.combined($1) }
        calls.merge(other.calls, uniquingKeysWith: +)
    }

    /// Records a call: every argument that may be a flag (anything but a string, number,
    /// closure, `nil` or collection literal).
    mutating func record(_ node: FunctionCallExprSyntax) {
        let method: String
        if let bare = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            method = bare.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
        } else {
            return
        }
        guard method.first?.isLowercase == true else { return }
        calls[method, default: 0] += 1
        for argument in node.arguments {
            let e = argument.expression
            if e.is(StringLiteralExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self)
                || e.is(ClosureExprSyntax.self) || e.is(ArrayExprSyntax.self) || e.is(DictionaryExprSyntax.self) || e.is(NilLiteralExprSyntax.self)
            {
                continue
            }
            let key = method + "|" + (argument.label?.text ?? "_")
            let passed = Passed(literal: e.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }, calls: 1)
            arguments[key] = arguments[key].map { $0.combined(passed) } ?? passed
        }
    }

    /// The one value every call gives the parameter `call` ("method|label"), counting the
    /// default (`defaultValue`) for calls that leave it out; nil when calls differ, pass
    /// something other than a literal, or there is no call.
    func value(of call: String, defaultValue: Bool?) -> Bool? {
        let method = String(call.prefix { $0 != "|" })
        let passed = arguments[call]
        let omitted = (calls[method] ?? 0) - (passed?.calls ?? 0)
        var values: [Bool?] = []
        if let passed { values.append(passed.literal) }
        if omitted > 0 { values.append(defaultValue) }
        guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
        return value
    }
}
