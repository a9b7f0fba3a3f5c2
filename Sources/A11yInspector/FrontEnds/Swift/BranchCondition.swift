import SwiftSyntax

/// The one condition an `if` shows a branch under, in a form two `if`s can be compared by:
/// `if activeCheck != nil { … }` and a later `if activeCheck == nil { … }` beside it show their
/// views at different times, never together (phoenix's "cancel" and "Cancel" buttons).
/// Only simple conditions are read: a name or member path (`isEditing`, `model.isLoading`), its
/// negation, a comparison with `nil`, and `if let x = y` (y is not nil); anything else is nil.
struct BranchCondition: Hashable {
    /// The tested expression, as written without spaces (`activeCheck`, `model.isLoading`).
    let subject: String
    /// `subject == nil` rather than a Bool.
    let isNilTest: Bool
    /// The branch shows when the test holds.
    let holds: Bool

    var negated: BranchCondition { BranchCondition(subject: subject, isNilTest: isNilTest, holds: !holds) }

    /// `activeCheck == nil`, `!(activeCheck == nil)`, `isEditing`, `!isEditing`.
    var text: String {
        let test = isNilTest ? "\(subject) == nil" : subject
        return holds ? test : "!(\(test))"
    }

    init(subject: String, isNilTest: Bool, holds: Bool) {
        self.subject = subject
        self.isNilTest = isNilTest
        self.holds = holds
    }

    init?(_ conditions: ConditionElementListSyntax) {
        guard conditions.count == 1, let only = conditions.first else { return nil }
        switch only.condition {
        case .optionalBinding(let binding):
            // `if let x = y` shows when y is not nil; `if let x` when x is not nil.
            let tested =
                binding.initializer?.value
                ?? binding.pattern.as(IdentifierPatternSyntax.self).map { ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier)) }
            guard let tested, let subject = Self.path(tested) else { return nil }
            self.init(subject: subject, isNilTest: true, holds: false)
        case .expression(let expr):
            guard let condition = Self.read(expr) else { return nil }
            self = condition
        default:
            return nil
        }
    }

    static func read(_ expr: ExprSyntax) -> BranchCondition? {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return read(prefix.expression)?.negated
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return read(inner.expression)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
            let (left, right) = (parts[0], parts[2])
            let tested = right.is(NilLiteralExprSyntax.self) ? left : left.is(NilLiteralExprSyntax.self) ? right : nil
            guard let tested, let subject = path(tested) else { return nil }
            return BranchCondition(subject: subject, isNilTest: true, holds: op == "==")
        }
        guard let subject = path(expr) else { return nil }
        return BranchCondition(subject: subject, isNilTest: false, holds: true)
    }

    /// `x`, `self.x`, `model.state.isOn`: a name or a path of names.
    static func path(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
            return path(base).map { $0 + "." + member.declName.baseName.text }
        }
        return nil
    }
}
