import SwiftSyntax

/// How a static constant of the project is named where it is used, so that a use finds the
/// declaration: `Fonts.body` and `Theme.Fonts.body` as "Fonts.body" (its last two names), and a
/// member of an extension of a framework type (`extension UIFont { static var appTitle … }`),
/// written `.appTitle` or `UIFont.appTitle`, as ".appTitle".
enum ConstantName {
    static func key(_ expr: ExprSyntax, extending types: Set<String>) -> String? {
        guard let member = FactsVisitor.unwrap(expr).as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return "." + name }
        let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let owner, owner.first?.isUppercase == true else { return nil }
        return key(name: name, declaredIn: owner, extending: types)
    }

    /// The key a static constant declared in `type` is found by.
    static func key(name: String, declaredIn type: String, extending types: Set<String>) -> String {
        let owner = type.split(separator: ".").last.map(String.init) ?? type
        return types.contains(owner) ? "." + name : owner + "." + name
    }
}
