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

    /// A project function that makes a font of the size it is given
    /// (SwiftGen's `func font(size: CGFloat) -> Font { Font(font: self, size: size) }`,
    /// `static func regular(_ size: CGFloat) -> UIFont { UIFont(name: "Inter", size: size)! }`):
    /// the key calls find it by (`helperKey`) and the font it makes, without its size. Nil for
    /// a function whose font follows the text size, or that makes it some other way.
    static func helper(_ node: FunctionDeclSyntax) -> (key: String, font: FontSpec)? {
        let parameters = node.signature.parameterClause.parameters
        guard let returned = node.signature.returnClause?.type.trimmedDescription.filter({ $0 != "?" && $0 != "!" }),
            ["UIFont", "Font"].contains(returned), let body = node.body, parameters.count >= 1,
            let sizeParameter = parameters.first(where: { ["CGFloat", "Double", "Float"].contains($0.type.trimmedDescription) })
        else { return nil }
        let text = body.trimmedDescription
        let labels = parameters.map { $0.firstName.text == "_" ? "_" : $0.firstName.text }
        // One that scales what it makes: a font that follows the text size, so that another
        // helper of the same name cannot be taken for it (`merged`).
        if ["scaledFont", "preferredFont", "UIFontMetrics", "scaledValue", "preferredContentSizeCategory"].contains(where: text.contains) {
            return (helperKey(name: node.name.text, labels: labels), FontSpec(source: .custom, scalesWithDynamicType: true))
        }
        let size = (sizeParameter.secondName ?? sizeParameter.firstName).text
        // A font made with that size: `UIFont(name:size:)`, `Font(font:size:)`, `.systemFont(ofSize:)`.
        final class Finder: SyntaxVisitor {
            let size: String
            var found: FontSpec?
            init(size: String) {
                self.size = size
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let passesSize = call.arguments.contains { ["size", "ofSize"].contains($0.label?.text ?? "") && $0.expression.trimmedDescription == size }
                let callee = call.calledExpression.trimmedDescription
                if passesSize, ["UIFont", "Font", "UIFont.init", "Font.init"].contains(callee) {
                    found =
                        found
                        ?? FontSpec(
                            source: .custom, name: call.arguments.first { $0.label?.text == "name" }.flatMap { FactsVisitor.stringLiteral($0.expression) },
                            scalesWithDynamicType: false)
                } else if passesSize, callee.hasSuffix("systemFont") || callee.hasSuffix("SystemFont") {
                    found = found ?? FontSpec(source: .system, scalesWithDynamicType: false)
                }
                return .visitChildren
            }
        }
        let finder = Finder(size: size)
        finder.walk(body)
        guard let font = finder.found else { return nil }
        return (helperKey(name: node.name.text, labels: labels), font)
    }

    /// Two helpers of one name (in two types or modules): the font if they agree on whether it
    /// follows the text size, else a font of which that is not known.
    static func merged(_ a: FontSpec, _ b: FontSpec) -> FontSpec {
        if a.scalesWithDynamicType == b.scalesWithDynamicType { return a }
        return FontSpec(source: .custom, scalesWithDynamicType: nil)
    }

    /// How a helper is found: `font(size:)`, `regular(_:)`.
    static func helperKey(name: String, labels: [String]) -> String {
        "helper:" + name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `scheme.typographyScheme.body1`: a style of Material Components' typography scheme, by
    /// its key among the font constants (`MaterialTypography`).
    static func materialStyle(_ expr: ExprSyntax) -> String? {
        guard let member = FactsVisitor.unwrap(expr).as(MemberAccessExprSyntax.self),
            let base = member.base.map(FactsVisitor.unwrap)?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == "typographyScheme",
            MaterialTypography.defaults[member.declName.baseName.text] != nil
        else { return nil }
        return MaterialTypography.key(member.declName.baseName.text)
    }

    /// A call of a font helper with a literal size (`Fonts.bold.font(size: 16)`): its key and
    /// the size, resolved once every file is read (`CodeFacts.resolveReferences`).
    static func helperCall(_ expr: ExprSyntax) -> String? {
        guard let call = FactsVisitor.unwrap(expr).as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let size = call.arguments.lazy.compactMap({ FactsVisitor.number($0.expression) }).first
        else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return helperKey(name: name, labels: labels) + "|" + Rect.format(size)
    }

    /// A size read from the user's text size when the font is made
    /// (`UIFont.preferredFont(forTextStyle: .callout).pointSize`, `metrics.scaledValue(for: 17)`):
    /// the text is as large as the setting asks, though it does not follow a change while shown.
    static func followsTextSize(_ size: ExprSyntax?) -> Bool {
        guard let text = size?.trimmedDescription else { return false }
        return ["preferredFont", "scaledValue(for", "preferredContentSizeCategory"].contains { text.contains($0) }
    }
}
