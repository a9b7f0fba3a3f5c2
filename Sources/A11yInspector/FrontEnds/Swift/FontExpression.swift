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
            // `UIFont.smallSystemFontSize`: one of UIFont's fixed sizes.
            if let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIFont" {
                return PlatformDefaults.uiFontSizes[m.declName.baseName.text]
            }
            return nil
        }
        switch method {
        case "preferredFont":
            let style = argument("forTextStyle")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return FontSpec(source: .textStyle, textStyle: style.flatMap(TextStyle.init(rawValue:)), scalesWithDynamicType: true)
        case "scaledFont":
            // UIFontMetrics scales whatever font it is given, from that font's size at the
            // default text size.
            if var given = argument("for").flatMap(spec) {
                given.scalesWithDynamicType = true
                return given
            }
            // An app's helper named for it (`.scaledFont(ofSize: 14, weight: .medium)`): the
            // system font of that size, scaled.
            if let size = number(argument("ofSize")) {
                let weight = argument("weight")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                return FontSpec(source: .system, pointSize: size, weight: weight, scalesWithDynamicType: true)
            }
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

    /// What a helper's body says when the font it makes follows the text size.
    static let scalingWords = ["scaledFont", "preferredFont", "UIFontMetrics", "scaledValue", "preferredContentSizeCategory"]

    /// A project function that makes a font of the size it is given
    /// (SwiftGen's `func font(size: CGFloat) -> Font { Font(font: self, size: size) }`,
    /// `static func regular(_ size: CGFloat) -> UIFont { UIFont(name: "Inter", size: size)! }`):
    /// the key calls find it by (`helperKey`) and the font it makes, without its size. Nil for
    /// a function whose font follows the text size, or that makes it some other way.
    static func helper(_ node: FunctionDeclSyntax) -> (key: String, font: FontSpec)? {
        let parameters = node.signature.parameterClause.parameters
        guard let returned = node.signature.returnClause?.type.sourceText.filter({ $0 != "?" && $0 != "!" }),
            ["UIFont", "Font"].contains(returned), let body = node.body, parameters.count >= 1,
            let sizeParameter = parameters.first(where: { ["CGFloat", "Double", "Float"].contains($0.type.sourceText) })
        else { return nil }
        let text = body.sourceText
        let labels = parameters.map { $0.firstName.text == "_" ? "_" : $0.firstName.text }
        // One that scales what it makes: a font that follows the text size, so that another
        // helper of the same name cannot be taken for it (`merged`).
        if scalingWords.contains(where: text.contains) {
            return (helperKey(name: node.name.text, labels: labels), FontSpec(source: .custom, scalesWithDynamicType: true))
        }
        let size = (sizeParameter.secondName ?? sizeParameter.firstName).text
        guard let (font, _) = madeFont(in: body, size: { $0 == size ? "" : nil }) else { return nil }
        return (helperKey(name: node.name.text, labels: labels), font)
    }

    /// A project function that hands its size to another of the project's font helpers
    /// (`static func regular(size: CGFloat) -> UIFont { FontFamily.SFProText.regular.font(size:
    /// size)! }`): its key and the other's, whose font it makes (resolved once every file is
    /// read, `CodeFacts.fontHelperAliases`). Nil where `helper` reads the function itself.
    static func helperAlias(_ node: FunctionDeclSyntax) -> (key: String, target: String)? {
        let parameters = node.signature.parameterClause.parameters
        guard let returned = node.signature.returnClause?.type.sourceText.filter({ $0 != "?" && $0 != "!" }),
            ["UIFont", "Font"].contains(returned), let body = node.body, parameters.count >= 1, body.statements.count == 1,
            let sizeParameter = parameters.first(where: { ["CGFloat", "Double", "Float"].contains($0.type.sourceText) })
        else { return nil }
        let text = body.sourceText
        if scalingWords.contains(where: text.contains) { return nil }
        let size = (sizeParameter.secondName ?? sizeParameter.firstName).text
        let key = helperKey(name: node.name.text, labels: parameters.map { $0.firstName.text == "_" ? "_" : $0.firstName.text })
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(size) {
            guard let argument = token.parent?.parent?.as(LabeledExprSyntax.self), argument.expression.sourceText == size,
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name.first?.isLowercase == true
            else { continue }
            let target = helperKey(name: name, labels: call.arguments.map { $0.label?.text ?? "_" })
            return target == key ? nil : (key, target)
        }
        return nil
    }

    /// A project function that makes a font of the size one member of the style it is given
    /// holds (`static func appFont(for style: TextStyle) -> UIFont { UIFont(name: …, size:
    /// style.size) ?? .systemFont(ofSize: style.size) }`): its key, the font without its size,
    /// and the style's type and member (`StyleConstants`). Nil for any other function.
    /// Other parameters may follow when they have default values (`static func system(size:
    /// FontSize, weight: UIFont.Weight = .regular) -> UIFont { .systemFont(ofSize:
    /// size.rawValue, weight: weight) }`): a call may leave them out, so each way to call it
    /// has its key.
    static func styleHelper(_ node: FunctionDeclSyntax) -> (keys: [String], font: FontSpec, helper: StyleConstants.FontHelper)? {
        let parameters = Array(node.signature.parameterClause.parameters)
        guard let parameter = parameters.first, parameters.dropFirst().allSatisfy({ $0.defaultValue != nil }),
            let returned = node.signature.returnClause?.type.sourceText.filter({ $0 != "?" && $0 != "!" }),
            ["UIFont", "Font"].contains(returned), let body = node.body
        else { return nil }
        let type = TypeName.last(parameter.type.sourceText)
        guard type.first?.isUppercase == true, !["CGFloat", "Double", "Float", "Int", "String"].contains(type) else { return nil }
        let text = body.sourceText
        if scalingWords.contains(where: text.contains) { return nil }
        let name = (parameter.secondName ?? parameter.firstName).text
        guard let (font, member) = madeFont(in: body, size: { $0.hasPrefix(name + ".") ? String($0.dropFirst(name.count + 1)) : nil }),
            !member.isEmpty, !member.contains(".")
        else { return nil }
        let labels = parameters.map { $0.firstName.text == "_" ? "_" : $0.firstName.text }
        let keys = (1...labels.count).map { helperKey(name: node.name.text, labels: Array(labels.prefix($0))) }
        return (keys, font, StyleConstants.FontHelper(type: type, sizeMember: member))
    }

    /// The first font a body makes with a size `size` accepts (`UIFont(name:size:)`,
    /// `Font(font:size:)`, `.systemFont(ofSize:)`), and what `size` made of the size's text.
    private static func madeFont(in body: CodeBlockSyntax, size: @escaping (String) -> String?) -> (FontSpec, String)? {
        final class Finder: SyntaxVisitor {
            let size: (String) -> String?
            var found: (FontSpec, String)?
            init(size: @escaping (String) -> String?) {
                self.size = size
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil,
                    let given = call.arguments.lazy.filter({ ["size", "ofSize"].contains($0.label?.text ?? "") }).compactMap({
                        self.size($0.expression.sourceText)
                    }).first
                else { return .visitChildren }
                let callee = call.calledExpression.sourceText
                if ["UIFont", "Font", "UIFont.init", "Font.init"].contains(callee) {
                    let name = call.arguments.first { $0.label?.text == "name" }.flatMap { FactsVisitor.stringLiteral($0.expression) }
                    found = (FontSpec(source: .custom, name: name, scalesWithDynamicType: false), given)
                } else if callee.hasSuffix("systemFont") || callee.hasSuffix("SystemFont") {
                    found = (FontSpec(source: .system, scalesWithDynamicType: false), given)
                }
                return .visitChildren
            }
        }
        let finder = Finder(size: size)
        finder.walk(body)
        return finder.found
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

    /// A call of a font helper with a literal size (`Fonts.bold.font(size: 16)`) or a style
    /// constant (`.appFont(for: .headline)`, `StyleConstants`): its key and the size or the
    /// constant, resolved once every file is read (`CodeFacts.resolveReferences`).
    static func helperCall(_ expr: ExprSyntax) -> String? {
        guard let call = FactsVisitor.unwrap(expr).as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if let size = call.arguments.lazy.compactMap({ FactsVisitor.number($0.expression) }).first {
            return helperKey(name: name, labels: labels) + "|" + Rect.format(size)
        }
        // The style first; the other arguments (a weight) leave the size alone.
        guard let style = call.arguments.first.flatMap({ StyleConstants.argument($0.expression) }) else { return nil }
        return helperKey(name: name, labels: labels) + "|" + style
    }

    /// A size read from the user's text size when the font is made
    /// (`UIFont.preferredFont(forTextStyle: .callout).pointSize`, `metrics.scaledValue(for: 17)`):
    /// the text is as large as the setting asks, though it does not follow a change while shown.
    static func followsTextSize(_ size: ExprSyntax?) -> Bool {
        guard let text = size?.sourceText else { return false }
        return ["preferredFont", "scaledValue(for", "preferredContentSizeCategory"].contains { text.contains($0) }
    }
}
