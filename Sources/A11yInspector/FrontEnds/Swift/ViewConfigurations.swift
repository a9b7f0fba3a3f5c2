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
    /// Properties code may give another value: by name alone ("titleFont") where the struct
    /// cannot be told, else as "Type|titleFont" for the struct as written
    /// (`var a = ProfileView.Appearance(); a.titleFont = …` → "ProfileView.Appearance|titleFont")
    /// or "View|appearance|titleFont" for an argument (`ProfileView(appearance: .init(titleFont: …))`).
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
            let declared = binding.typeAnnotation?.type.sourceText
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
        guard parts.count == 3, !overridden.contains(parts[2]), !overridden.contains(parts.joined(separator: "|")) else { return nil }
        var owner: String? = parts[0]
        var seen: Set<String> = []
        while let o = owner, let facts = types[o], seen.insert(o).inserted {
            if let held = facts.propertyTypes[parts[1]] {
                let nested = held.contains(".") ? held : "\(o).\(held)"
                let type = defaults[nested] != nil ? nested : held
                // The struct as code may write it: in full, or by its own name.
                let names = [type, type.split(separator: ".").last.map(String.init) ?? type]
                if names.contains(where: { overridden.contains("\($0)|\(parts[2])") }) { return nil }
                return defaults[type]?[parts[2]]
            }
            owner = facts.superclass
        }
        return nil
    }

    /// What an initializer call with labelled arguments may override: `.init(titleFont: …)`
    /// passed as `appearance:` to `ProfileView(…)` → "ProfileView|appearance|titleFont";
    /// `ProfileView.Appearance(titleFont: …)` → "ProfileView.Appearance|titleFont"; an
    /// `.init(…)` elsewhere → "titleFont".
    static func overrides(of call: FunctionCallExprSyntax) -> [String] {
        // Cheap tests first: most calls have no labelled argument or call a function.
        guard call.arguments.contains(where: { $0.label != nil }) else { return [] }
        let called = call.calledExpression
        let last = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let last, last == "init" || last.first?.isUppercase == true else { return [] }
        let callee = called.sourceText
        let labels = call.arguments.compactMap { $0.label?.text }
        if callee == ".init" || callee == "Self.init" {
            if let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let view = outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, view.first?.isUppercase == true
            {
                return labels.map { "\(view)|\(label)|\($0)" }
            }
            // `let a: ProfileView.Appearance = .init(…)`, `var appearance: Appearance { .init(…) }`,
            // `func make() -> Appearance { return .init(…) }`: the declared type.
            if let declared = declaredType(around: call) { return labels.map { "\(declared)|\($0)" } }
            return labels
        }
        let type = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        guard type.split(separator: ".").last?.first?.isUppercase == true else { return [] }
        return labels.map { "\(type)|\($0)" }
    }

    /// The type a value is declared as where `.init(…)` is written: the annotation of the
    /// variable it initializes or computes, or the result of the function that returns it.
    static func declaredType(around call: FunctionCallExprSyntax) -> String? {
        var current = call.parent
        while let n = current {
            if let binding = n.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.sourceText }
            if let function = n.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type.sourceText }
            if n.is(ClosureExprSyntax.self) || n.is(FunctionCallExprSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// What `base.titleFont = …` may override: the struct its local was declared or made as
    /// in the same function (`var a = ProfileView.Appearance()`), else the name alone.
    static func override(assigning member: MemberAccessExprSyntax, in type: String?) -> String {
        let name = member.declName.baseName.text
        // UIKit's own properties (`label.text = …`, the most common writes) are not looked up
        // through the function: the name alone stands for them.
        if TrackedProperty.names[name] != nil { return name }
        // `self.appearance.titleFont = …`: the view's own configuration.
        if let type, let base = member.base?.as(MemberAccessExprSyntax.self), base.base?.sourceText == "self" {
            return "\(type)|\(base.declName.baseName.text)|\(name)"
        }
        guard let local = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let body = member.ancestorCodeBlock else { return name }
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(local) {
            guard let binding = token.parent?.parent?.as(PatternBindingSyntax.self) else { continue }
            if let annotated = binding.typeAnnotation?.type.sourceText { return "\(annotated)|\(name)" }
            if let made = binding.initializer.flatMap({ FactsVisitor.unwrap($0.value).as(FunctionCallExprSyntax.self) })?.calledExpression.sourceText,
                made.split(separator: ".").last?.first?.isUppercase == true
            {
                return "\(made)|\(name)"
            }
        }
        // A parameter may be any value; otherwise a property of the type (`appearance.titleFont = …`).
        var current = member.parent
        while let n = current {
            if let function = n.as(FunctionDeclSyntax.self) {
                if function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == local }) { return name }
                break
            }
            if n.is(ClosureExprSyntax.self) || n.is(InitializerDeclSyntax.self) { return name }
            current = n.parent
        }
        return type.map { "\($0)|\(local)|\(name)" } ?? name
    }
}
