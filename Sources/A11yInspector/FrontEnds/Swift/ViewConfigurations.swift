import SwiftSyntax

/// Structs a view keeps its look in (`struct Appearance { let titleFont = UIFont.systemFont(
/// ofSize: 14); let titleColor = UIColor.stepikGreen }`, held as `let appearance: Appearance`):
/// the value each stored property starts with, read where the view writes `label.font =
/// self.appearance.titleFont`. A default holds only while no code changes it: a property some
/// code assigns (`appearance.titleFont = …`) or passes to an initializer (`.init(titleFont: …)`)
/// may hold another value, and is left unknown.
public struct ViewConfigurations: Sendable, Codable, Hashable {
    /// "ProfileHeaderView.Appearance" (nested types by their full name) → property → default.
    public var defaults: [String: [String: CodeAssignment.Value]] = [:]
    /// Names that code assigns through another value (`x.titleFont = …`) or passes as an
    /// argument label to an initializer.
    public var overridden: Set<String> = []

    public init() {}

    public mutating func merge(_ other: ViewConfigurations) {
        defaults.merge(other.defaults) { $0.merging($1) { a, _ in a } }
        overridden.formUnion(other.overridden)
    }

    /// The key a use is recorded under: `self.appearance.titleFont` in `ProfileHeaderView` is
    /// "cfg:ProfileHeaderView|appearance|titleFont".
    static func key(_ expr: ExprSyntax, in type: String?) -> String? {
        guard let type, let member = FactsVisitor.unwrap(expr).as(MemberAccessExprSyntax.self), let base = member.base.map(FactsVisitor.unwrap) else {
            return nil
        }
        let property: String?
        if let inner = base.as(MemberAccessExprSyntax.self), inner.base.map(FactsVisitor.unwrap)?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            property = inner.declName.baseName.text
        } else {
            property = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let property, property != "self", property.first?.isLowercase == true else { return nil }
        return "cfg:\(type)|\(property)|\(member.declName.baseName.text)"
    }

    /// Records a struct's stored property with a default value.
    mutating func record(_ node: VariableDeclSyntax, in qualifiedType: String) {
        guard !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            let declared = binding.typeAnnotation?.type.trimmedDescription
            if let font = FontExpression.spec(value) {
                defaults[qualifiedType, default: [:]][name] = .font(font)
            } else if declared == "UIFont" || name.lowercased().hasSuffix("font"), let key = FontExpression.constantKey(value) {
                defaults[qualifiedType, default: [:]][name] = .fontReference(key)
            } else if let color = FactsVisitor.colorLiteral(value) {
                defaults[qualifiedType, default: [:]][name] = .color(color)
            } else if declared == "UIColor" || name.lowercased().hasSuffix("color"), let reference = ColorExpression.value(value) {
                defaults[qualifiedType, default: [:]][name] = reference
            } else if let number = FactsVisitor.number(value) {
                defaults[qualifiedType, default: [:]][name] = .number(number)
            }
        }
    }

    /// The default a recorded use reads: the holder's declared type, as a type nested in the
    /// view's class (or one of its superclasses) or declared alone, and that type's default
    /// for the property, unless code overrides it.
    func resolve(_ key: String, types: [String: SwiftTypeFacts]) -> CodeAssignment.Value? {
        let parts = key.dropFirst(4).split(separator: "|").map(String.init)
        guard parts.count == 3, !overridden.contains(parts[2]) else { return nil }
        var owner: String? = parts[0]
        var seen: Set<String> = []
        while let o = owner, let facts = types[o], seen.insert(o).inserted {
            if let held = facts.propertyTypes[parts[1]] {
                let nested = held.contains(".") ? held : "\(o).\(held)"
                return (defaults[nested] ?? defaults[held])?[parts[2]]
            }
            owner = facts.superclass
        }
        return nil
    }
}
