import SwiftSyntax

/// SnapKit's `view.snp.makeConstraints { make in … }` (https://github.com/SnapKit/SnapKit), as
/// syntax: which view it constrains and the statements that size it
/// (`make.width.height.equalTo(24)`, `make.size.equalTo(CGSize(width: 30, height: 20))`,
/// `make.height.greaterThanOrEqualTo(44)`). The facts reader records their literal sizes; the
/// program reading (`SnapKitModel`) evaluates them.
enum SnapKitConstraints {
    static let constraintMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    /// `x.snp.makeConstraints { … }`: the view, or nil when the call is not one.
    static func constrainedView(_ callee: MemberAccessExprSyntax) -> ExprSyntax? {
        guard constraintMethods.contains(callee.declName.baseName.text), let snp = callee.base?.as(MemberAccessExprSyntax.self),
            snp.declName.baseName.text == "snp"
        else { return nil }
        return snp.base
    }

    /// One size statement of a constraint closure: `make.width.height.equalTo(24)`.
    struct SizeStatement {
        let call: FunctionCallExprSyntax
        /// "width", "height", "size".
        let attributes: [String]
        /// `equalTo` (exact) or `greaterThanOrEqualTo` (a minimum).
        let exact: Bool
        let argument: ExprSyntax

        /// The width and height it gives, from its argument's (a number gives both).
        func sizes(_ value: (width: Double?, height: Double?)) -> (width: Double?, height: Double?) {
            let sized = Set(attributes)
            return (sized.subtracting(["height"]).isEmpty ? nil : value.width, sized.subtracting(["width"]).isEmpty ? nil : value.height)
        }
    }

    /// The closure's statements that size the view with one argument and nothing else.
    static func sizeStatements(_ closure: ClosureExprSyntax) -> [SizeStatement] {
        let maker = closure.signature?.parameterClause.flatMap(parameterName) ?? "$0"
        return closure.statements.compactMap { item in
            guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
                let call = expr.as(FunctionCallExprSyntax.self), let relation = call.calledExpression.as(MemberAccessExprSyntax.self),
                let attributes = attributes(relation.base, maker: maker), let argument = call.arguments.first, call.arguments.count == 1
            else { return nil }
            switch relation.declName.baseName.text {
            case "equalTo": return SizeStatement(call: call, attributes: attributes, exact: true, argument: argument.expression)
            case "greaterThanOrEqualTo": return SizeStatement(call: call, attributes: attributes, exact: false, argument: argument.expression)
            default: return nil
            }
        }
    }

    /// A literal value of a size statement, as the facts reader knows it without running code:
    /// a number (both sides), or `CGSize(width: 30, height: 20)`.
    static func literal(_ expr: ExprSyntax) -> (width: Double?, height: Double?) {
        if let n = FactsVisitor.number(expr) { return (n, n) }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "CGSize" else { return (nil, nil) }
        func side(_ label: String) -> Double? { call.arguments.first { $0.label?.text == label }.flatMap { FactsVisitor.number($0.expression) } }
        return (side("width"), side("height"))
    }

    /// `make.width.height` → ["width", "height"]: only sizes, on the closure's maker.
    private static func attributes(_ expr: ExprSyntax?, maker: String) -> [String]? {
        var names: [String] = []
        var current = expr
        while let member = current?.as(MemberAccessExprSyntax.self) {
            names.append(member.declName.baseName.text)
            current = member.base
        }
        guard current?.as(DeclReferenceExprSyntax.self)?.baseName.text == maker, !names.isEmpty,
            names.allSatisfy({ ["width", "height", "size"].contains($0) })
        else { return nil }
        return names
    }

    private static func parameterName(_ clause: ClosureSignatureSyntax.ParameterClause) -> String? {
        switch clause {
        case .simpleInput(let list): return list.first?.name.text
        case .parameterClause(let parameters): return parameters.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
    }
}
