import SwiftSyntax

/// Text styles an app keeps as constants of its own struct and applies through its own
/// methods:
///
///     struct TextStyle { var size: CGFloat; var weight: UIFont.Weight; var color: UIColor? }
///     extension TextStyle { static let headline = TextStyle(size: 17, weight: .medium, color: .labelPrimary) }
///     extension UIFont { static func appFont(for style: TextStyle) -> UIFont { .systemFont(ofSize: style.size, weight: style.weight) } }
///     extension UILabel { func setStyle(_ style: TextStyle) { font = .appFont(for: style); textColor = style.color } }
///     titleLabel.setStyle(.headline)
///
/// The constants' members (`instances`), and the font helpers that take such a style and make a
/// font of one of its members' size (`fontHelpers`). A method's values taken from its
/// parameters (`CodeAssignment.Value.parameter`) are given the call's constant where it is
/// called (`CodeFacts.applyViewMethods`); a direct call (`.appFont(for: .headline)`) is a
/// font helper's call (`FontExpression.helperCall`).
public struct StyleConstants: Sendable, Codable, Hashable {
    /// "TextStyle.headline" → member → what the constant is made with.
    public var instances: [String: [String: CodeAssignment.Value]] = [:]
    /// A font helper's key (`FontExpression.helperKey`) → the style type it takes and the member
    /// that gives the font's size.
    public var fontHelpers: [String: FontHelper] = [:]

    /// A font constant made by a helper's call (`static let description = system(size: .desc)`):
    /// its key (`FontExpression.constantKey`) → the call's (`FontExpression.helperCall`).
    public var fontAliases: [String: String] = [:]

    public struct FontHelper: Sendable, Codable, Hashable {
        public var type: String
        public var sizeMember: String
    }

    public init() {}

    public mutating func merge(_ other: StyleConstants) {
        instances.merge(other.instances) { a, b in a == b ? a : a.filter { b[$0.key] == $0.value } }
        fontHelpers.merge(other.fontHelpers) { a, b in a == b ? a : FontHelper(type: a.type, sizeMember: "") }
        fontAliases.merge(other.fontAliases) { a, b in a == b ? a : "" }
    }

    /// The name a use finds a constant by: "TextStyle.headline" for `TextStyle.headline`, and
    /// for `.headline` the type the parameter it is given to is declared as (`parameterType`).
    static func instanceName(_ argument: String, parameterType: String?) -> String? {
        guard argument.hasPrefix("@") else { return argument }
        guard let type = parameterType.map(TypeName.last), !type.isEmpty else { return nil }
        return type + "." + argument.dropFirst()
    }

    /// A use of a constant as an argument: `.headline` as "@headline", `TextStyle.headline` as
    /// "TextStyle.headline". Nil for any other expression (a call, a chain that changes it).
    static func argument(_ raw: ExprSyntax) -> String? {
        guard let member = FactsVisitor.unwrap(raw).as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return "@" + name }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true else { return nil }
        return type + "." + name
    }

    /// `static let headline = TextStyle(size: 17, color: .labelPrimary)` in `TextStyle` or an
    /// extension of it: the members its labelled arguments give.
    mutating func record(_ binding: PatternBindingSyntax, in type: String) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let call = binding.initializer.map({ FactsVisitor.unwrap($0.value) })?.as(FunctionCallExprSyntax.self)
        else { return }
        let own = TypeName.last(type)
        let callee = call.calledExpression.sourceText
        guard [own, own + ".init", ".init", "Self", "Self.init", type, type + ".init"].contains(callee) else { return }
        var members: [String: CodeAssignment.Value] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let e = argument.expression
            if let number = FactsVisitor.number(e) {
                members[label] = .number(number)
            } else if let font = FontExpression.spec(e) {
                members[label] = .font(font)
            } else if let color = ColorExpression.value(e) {
                members[label] = color
            } else if e.is(NilLiteralExprSyntax.self) {
                members[label] = .unknown
            }
        }
        guard !members.isEmpty else { return }
        instances[own + "." + name] = members
    }

    /// `case h1 = 24` in `enum FontSize: CGFloat`: the case's raw value, as a member of the
    /// constant "FontSize.h1" (falcon: `Constant.Fonts.system(size: .h1)` makes a font of
    /// `size.rawValue` points).
    mutating func record(_ element: EnumCaseElementSyntax, in type: String) {
        guard let raw = element.rawValue?.value, let number = FactsVisitor.number(raw) else { return }
        instances[TypeName.last(type) + "." + element.name.text, default: [:]]["rawValue"] = .number(number)
    }

    /// A member of a constant, or the struct's default for it (`defaults`, the stored
    /// properties' initial values by struct).
    func member(_ member: String, of instance: String, defaults: [String: [String: CodeAssignment.Value]]) -> CodeAssignment.Value? {
        if let value = instances[instance]?[member] { return value }
        guard instances[instance] != nil, let dot = instance.lastIndex(of: ".") else { return nil }
        return defaults[String(instance[..<dot])]?[member]
    }
}
