import SwiftSyntax

/// When an `isHidden` write hides its view, as a condition another view's can be compared with:
/// `follow.isHidden = isFollowing` and `unfollow.isHidden = !isFollowing` show one of the two
/// at a time, and so do `if isFollowing { follow.isHidden = true } else { follow.isHidden = false }`.
/// Only conditions `BranchCondition` reads (a name or member path, its negation, a test against
/// `nil`); anything else is no condition.
enum HiddenCondition {
    /// The condition under which the write hides the view (`BranchCondition.text`), from the
    /// assigned expression's parts (`[!isFollowing]`, `[x, ==, nil]` unfolded) and the write.
    static func read(_ value: [ExprSyntax], at write: some SyntaxProtocol) -> String? {
        if value.count == 1, let literal = value[0].as(BooleanLiteralExprSyntax.self) {
            // `true` or `false` in one branch of an `if` that has an `else`: hidden when the
            // branch's condition holds (or does not).
            guard let branch = enclosingBranch(of: write) else { return nil }
            let hides = literal.literal.tokenKind == .keyword(.true)
            return (hides ? branch : branch.negated).text
        }
        let expr: ExprSyntax = value.count == 1 ? value[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(value)))
        return BranchCondition.read(expr)?.text
    }

    /// The condition of the `if` whose branch directly holds `node` (negated in the `else`), when
    /// the `if` has an `else` (without one, the view keeps its state when the test fails) and is
    /// not itself an `else if`.
    static func enclosingBranch(of node: some SyntaxProtocol) -> BranchCondition? {
        var current = Syntax(node).parent
        while let c = current {
            if let block = c.as(CodeBlockSyntax.self) {
                // (Not an `else if`: its branches run only when the first test failed.)
                guard let ifExpr = block.parent?.as(IfExprSyntax.self), !(ifExpr.parent?.is(IfExprSyntax.self) ?? false), ifExpr.elseBody != nil,
                    let condition = BranchCondition(ifExpr.conditions)
                else { return nil }
                return block.id == ifExpr.body.id ? condition : condition.negated
            }
            if c.is(ClosureExprSyntax.self) || c.is(SwitchCaseSyntax.self) || c.is(FunctionDeclSyntax.self) { return nil }
            current = c.parent
        }
        return nil
    }
}
