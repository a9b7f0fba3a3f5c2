import SwiftSyntax

/// A check made at run time of whether the app runs on a Mac (`ProcessInfo.processInfo
/// .isMacCatalystApp`, `.isiOSAppOnMac`, `userInterfaceIdiom == .mac`): the branch it guards is
/// a Mac user's, as `#if targetEnvironment(macCatalyst)` code is (Amperfy shows a `Stepper` on
/// the Mac and a `Slider` on iOS under `if ProcessInfo.processInfo.isMacCatalystApp`).
enum RuntimePlatformCheck {
    enum Branch { case onMac, notOnMac }

    /// Which of an `if`'s branches only a Mac runs: the body when any of its conditions is a
    /// Mac check (they all must hold), the `else` when the only condition is its negation.
    static func macOnlyBranch(_ conditions: ConditionElementListSyntax) -> Branch? {
        let checks = conditions.map { element -> Branch? in
            guard case .expression(let expr) = element.condition else { return nil }
            return check(expr)
        }
        if checks.contains(where: { $0 == .onMac }) { return .onMac }
        if checks.count == 1, checks[0] == .notOnMac { return .notOnMac }
        return nil
    }

    /// Whether a block is the branch of an `if` only a Mac runs.
    static func isMacOnly(_ block: CodeBlockSyntax) -> Bool {
        guard let branch = block.parent?.as(IfExprSyntax.self) else { return false }
        switch macOnlyBranch(branch.conditions) {
        case .onMac?: return branch.body.id == block.id
        case .notOnMac?: return branch.elseBody?.id == block.id
        case nil: return false
        }
    }

    /// Whether an expression says the app runs on a Mac (`.onMac`), or does not (`.notOnMac`).
    static func check(_ expr: ExprSyntax) -> Branch? {
        let expr = FactsVisitor.unwrap(expr)
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return check(only.expression)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return check(prefix.expression).map { $0 == .onMac ? .notOnMac : .onMac }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), ["isMacCatalystApp", "isiOSAppOnMac"].contains(member.declName.baseName.text) {
            return .onMac
        }
        // `idiom == .mac`, `isMacCatalystApp == false`.
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(op) else { return nil }
            let equal = op == "=="
            for (subject, value) in [(parts[0], parts[2]), (parts[2], parts[0])] {
                let subjectName =
                    subject.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? subject.as(DeclReferenceExprSyntax.self)?.baseName.text
                if subjectName == "userInterfaceIdiom", value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "mac" {
                    return equal ? .onMac : .notOnMac
                }
                if let flag = value.as(BooleanLiteralExprSyntax.self), let side = check(subject) {
                    return (flag.literal.tokenKind == .keyword(.true)) == equal ? side : (side == .onMac ? .notOnMac : .onMac)
                }
            }
        }
        return nil
    }
}
