import SwiftSyntax

/// SnapKit's `view.snp.makeConstraints { make in … }` (https://github.com/SnapKit/SnapKit): the
/// sizes a closure fixes with values the reading knows (`make.width.height.equalTo(24)`,
/// `make.size.equalTo(CGSize(width: 30, height: 20))`, `make.height.greaterThanOrEqualTo(44)`).
/// A constraint with a priority, a multiplier or an offset, or made relative to another view,
/// fixes nothing the reading can tell. The view is marked as placed by Auto Layout.
enum SnapKitModel {
    static let constraintMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    /// `x.snp.makeConstraints { … }`: the view, or nil when the call is not one.
    static func constrainedView(_ callee: MemberAccessExprSyntax) -> ExprSyntax? {
        guard constraintMethods.contains(callee.declName.baseName.text), let snp = callee.base?.as(MemberAccessExprSyntax.self),
            snp.declName.baseName.text == "snp"
        else { return nil }
        return snp.base
    }

    static func constrain(_ object: ProgramObject, method: String, _ closure: ClosureExprSyntax, _ frame: ViewInterpreter.Frame, interpreter: ViewInterpreter) {
        object.properties["snp"] = .bool(true)
        if method == "remakeConstraints" {
            for name in ["fixedWidth", "fixedHeight", "minimumWidth", "minimumHeight"] { object.properties[name] = nil }
        }
        let maker = closure.signature?.parameterClause.flatMap(parameterName) ?? "$0"
        for item in closure.statements {
            guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression,
                let call = expr.as(FunctionCallExprSyntax.self), let relation = call.calledExpression.as(MemberAccessExprSyntax.self),
                let attributes = attributes(relation.base, maker: maker), let argument = call.arguments.first, call.arguments.count == 1
            else { continue }
            let property: (width: String, height: String)
            switch relation.declName.baseName.text {
            case "equalTo": property = ("fixedWidth", "fixedHeight")
            case "greaterThanOrEqualTo": property = ("minimumWidth", "minimumHeight")
            default: continue
            }
            let value = interpreter.evaluate(argument.expression, frame)
            var width = value.double, height = value.double
            if case .tuple(let parts) = value {
                width = parts.first { $0.label == "width" }?.value.double
                height = parts.first { $0.label == "height" }?.value.double
            }
            let location = frame.location(call)
            for attribute in attributes {
                if attribute != "height", let width { object.set(property.width, .double(width), at: location, conditions: frame.conditions) }
                if attribute != "width", let height { object.set(property.height, .double(height), at: location, conditions: frame.conditions) }
            }
        }
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
