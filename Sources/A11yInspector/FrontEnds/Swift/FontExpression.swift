import SwiftSyntax

/// Reads UIKit font expressions: `.preferredFont(forTextStyle: .body)`,
/// `UIFontMetrics(forTextStyle: .title1).scaledFont(for: …)`, `.systemFont(ofSize: 17)`,
/// `UIFont(name: "Avenir", size: 17)`.
enum FontExpression {
    /// How a font constant is named where it is used (`ConstantName`).
    static func constantKey(_ expr: ExprSyntax) -> String? { ConstantName.key(expr, extending: ["UIFont"]) }

    /// The key a static font constant declared in `type` is found by (`constantKey`).
    static func constantKey(name: String, declaredIn type: String) -> String {
        ConstantName.key(name: name, declaredIn: type, extending: ["UIFont"])
    }

    static func spec(_ expr: ExprSyntax) -> FontSpec? {
        let expr = FactsVisitor.unwrap(expr)
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression
        let method =
            called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        let args = Array(call.arguments)
        func argument(_ label: String) -> ExprSyntax? {
            args.first { $0.label?.text == label }?.expression
        }
        func number(_ e: ExprSyntax?) -> Double? {
            guard let e else { return nil }
            if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text) }
            if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text) }
            return nil
        }
        switch method {
        case "preferredFont":
            let style = argument("forTextStyle")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return FontSpec(source: .textStyle, textStyle: style.flatMap(TextStyle.init(rawValue:)), scalesWithDynamicType: true)
        case "scaledFont":
            // UIFontMetrics scales whatever font it is given.
            return FontSpec(source: .custom, scalesWithDynamicType: true)
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            var weight = method == "boldSystemFont" ? "bold" : nil
            if let w = argument("weight")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text { weight = w }
            return FontSpec(
                source: .system, pointSize: number(argument("ofSize")), weight: weight,
                scalesWithDynamicType: Self.followsTextSize(argument("ofSize")))
        case "UIFont" where argument("name") != nil:
            let name = argument("name").flatMap(FactsVisitor.stringLiteral)
            return FontSpec(
                source: .custom, pointSize: number(argument("size")), name: name,
                scalesWithDynamicType: Self.followsTextSize(argument("size")))
        default:
            return nil
        }
    }

    /// A size read from the user's text size when the font is made
    /// (`UIFont.preferredFont(forTextStyle: .callout).pointSize`, `metrics.scaledValue(for: 17)`):
    /// the text is as large as the setting asks, though it does not follow a change while shown.
    static func followsTextSize(_ size: ExprSyntax?) -> Bool {
        guard let text = size?.trimmedDescription else { return false }
        return ["preferredFont", "scaledValue(for", "preferredContentSizeCategory"].contains { text.contains($0) }
    }
}
