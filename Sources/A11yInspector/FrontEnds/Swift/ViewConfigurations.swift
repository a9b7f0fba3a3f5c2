import SwiftSyntax

/// Structs a view keeps its look in (`struct Appearance { let titleFont = UIFont.systemFont(
/// ofSize: 14); let titleColor = UIColor.stepikGreen }`, held as `let appearance: Appearance`,
/// or a row model's `var theme = Theme()` read through the row a cell is given): the value
/// each stored property starts with, read where the view writes `label.font =
/// self.appearance.titleFont` or `cvTitleLabel.font = row.theme.titleFont()` (a property that
/// holds a closure, `var titleFont: () -> UIFont = { .body }`, by what the closure returns).
/// A default holds only while no code changes it: a property some code assigns
/// (`appearance.titleFont = …`) or passes to an initializer (`.init(titleFont: …)`) may hold
/// another value. What each such write gives is kept (`given`), so a use is one of the values:
/// the default and every value given (`CodeAssignment.Value.alternatives`).
public struct ViewConfigurations: Sendable, Codable, Hashable {
    /// "ProfileHeaderView.Appearance" (nested types by their full name) → property → default.
    public var defaults: [String: [String: CodeAssignment.Value]] = [:]
    /// Properties code may give another value: by name alone ("titleFont") where the struct
    /// cannot be told, else as "Type|titleFont" for the struct as written
    /// (`var a = ProfileView.Appearance(); a.titleFont = …` → "ProfileView.Appearance|titleFont")
    /// or "View|appearance|titleFont" for an argument (`ProfileView(appearance: .init(titleFont: …))`).
    public var overridden: Set<String> = []
    /// What each write of `overridden` gives, by the same keys, where it is written: a font, a
    /// colour, a number, a constant's name; `.unknown` for anything else.
    public var given: [String: [CodeAssignment.Given]] = [:]

    /// Optional stored properties of structs that start as nil (`var subtitle: String?`,
    /// `var bottomText: String? = nil`), as "Type|name", and the types decoded from data
    /// (`Decodable`, `Codable`), whose properties data sets without any code naming them.
    public var nilDefaults: Set<String> = []
    public var decodedTypes: Set<String> = []

    public init() {}

    public mutating func merge(_ other: ViewConfigurations) {
        defaults.merge(other.defaults) { $0.merging($1) { a, _ in a } }
        overridden.formUnion(other.overridden)
        given.merge(other.given) { $0 + $1 }
        nilDefaults.formUnion(other.nilDefaults)
        decodedTypes.formUnion(other.decodedTypes)
    }

    /// Records a type declared or extended as decoded from data.
    mutating func recordConformances(of type: String, _ clause: InheritanceClauseSyntax?) {
        guard let clause, clause.inheritedTypes.contains(where: { ["Decodable", "Codable"].contains(TypeName.last($0.type.sourceText)) }) else { return }
        decodedTypes.insert(TypeName.last(type))
    }

    /// Whether the property a use reads (`codeDetail.codeBottomText`, a key as `key(_:in:)`
    /// makes it) is always nil: an optional stored property of a struct that starts as nil,
    /// which no code assigns or passes to an initializer, in a type not decoded from data.
    func alwaysNil(_ key: String, types: [String: SwiftTypeFacts]) -> Bool {
        guard let (type, property, writes) = target(of: key, types: types),
            nilDefaults.contains("\(type)|\(property)") || nilDefaults.contains("\(TypeName.last(type))|\(property)"),
            !decodedTypes.contains(TypeName.last(type))
        else { return false }
        return !writes.contains { overridden.contains($0) }
    }

    /// The struct and property a recorded use reads, through every property of the chain from
    /// its first type, and the keys code that gives the property another value is recorded by
    /// (`overridden`): the struct in full or by its own name, the holder's type and its property
    /// (an argument of the holder's initializer), the property's name alone.
    private func target(of key: String, types: [String: SwiftTypeFacts]) -> (type: String, property: String, writes: [String])? {
        let parts = key.dropFirst(4).split(separator: "|").map(String.init)
        guard parts.count >= 2, let property = parts.last else { return nil }
        var type = parts[0]
        for held in parts.dropFirst().dropLast() {
            guard let next = propertyType(held, of: type, types: types) else { return nil }
            type = next
        }
        var writes = [type, TypeName.last(type)].map { "\($0)|\(property)" } + [property]
        if parts.count >= 3 {
            let holderType = parts.count == 3 ? parts[0] : (propertyTypeName(parts.dropLast(2), types: types) ?? parts[parts.count - 3])
            writes.append("\(TypeName.last(holderType))|\(parts[parts.count - 2])|\(property)")
        }
        return (type, property, writes)
    }

    /// Records that code gives `key` another value, and for a font or a colour (by the
    /// property's name, not one of UIKit's own) what it gives, `value` where it can be read.
    /// Other properties given another value are unknown.
    mutating func override(_ key: String, with value: ExprSyntax?, at location: SourceLocation) {
        overridden.insert(key)
        let name = key.split(separator: "|").last.map(String.init) ?? key
        let lowered = name.lowercased()
        guard lowered.hasSuffix("font") || lowered.hasSuffix("color"), key.contains("|") || TrackedProperty.names[name] == nil else { return }
        given[key, default: []].append(CodeAssignment.Given(value: value.flatMap { Self.value($0, name: name, declared: nil) } ?? .unknown, location: location))
    }

    /// What a stored property's default or a value given to it holds, read by the property's
    /// name and declared type: a font, a colour, a number; a closure by the one expression it
    /// returns (`{ .regular(size: 12) }`).
    static func value(_ expr: ExprSyntax, name: String, declared: String?) -> CodeAssignment.Value? {
        var value = FactsVisitor.unwrap(expr)
        if let closure = value.as(ClosureExprSyntax.self) {
            guard closure.signature == nil, closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
            guard let returned = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression else { return nil }
            value = FactsVisitor.unwrap(returned)
        }
        let declared = declared?.filter { !"()->? ".contains($0) }
        let lowered = name.lowercased()
        if let font = FontExpression.spec(value) { return .font(font) }
        if declared == "UIFont" || lowered.hasSuffix("font") {
            if let key = FontExpression.constantKey(value) ?? FontExpression.helperCall(value) { return .fontReference(key) }
            return nil
        }
        if let color = FactsVisitor.colorLiteral(value) { return .color(color) }
        if declared == "UIColor" || lowered.hasSuffix("color") { return ColorExpression.value(value) }
        return FactsVisitor.number(value).map { .number($0) }
    }

    /// The key a use is recorded under: `self.appearance.titleFont` in `ProfileHeaderView` is
    /// "cfg:ProfileHeaderView|appearance|titleFont"; a chain through the view's properties
    /// (`row.theme.titleFont()`, `row` a property) adds their names, "cfg:Cell|row|theme|titleFont";
    /// a chain from a parameter of the function it is in (`func setup(with row: CVRow)`) starts
    /// at the parameter's type, "cfg:CVRow|theme|titleFont". A closure property called with no
    /// argument (`titleFont()`) reads what the closure returns.
    /// With `typedLocals`, a local declared with its type (`let detail: CodeDetail = …`) is a
    /// root like a parameter, and one member of it is enough (`detail.bottomText`).
    static func key(_ expr: ExprSyntax, in type: String?, typedLocals: Bool = false) -> String? {
        guard let type else { return nil }
        var expr = FactsVisitor.unwrap(expr)
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            expr = FactsVisitor.unwrap(call.calledExpression)
        }
        // The names from the root, the last being the struct's property.
        var names: [String] = []
        var current: ExprSyntax? = expr
        while let member = current?.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text, at: 0)
            current = member.base.map(FactsVisitor.unwrap)
        }
        guard names.count >= 1, let root = current?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var owner = type
        var least = 2
        if root == "self" {
            guard names.count >= 2 else { return nil }
        } else if let parameterType = parameterType(named: root, around: expr) {
            owner = parameterType
        } else if typedLocals, let localType = localType(named: root, around: expr) {
            owner = localType
            least = 1
        } else {
            names.insert(root, at: 0)
        }
        guard names.count >= least, names.count <= 4, names.dropLast().allSatisfy({ $0.first?.isLowercase == true }) else { return nil }
        return "cfg:" + ([owner] + names).joined(separator: "|")
    }

    /// The declared type of a local `name` of a block around `node`, declared before it with its
    /// type written (`let detail: CodeDetail = details[index]`); nil otherwise.
    static func localType(named name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let n = current {
            if let items = n.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        let type = binding.typeAnnotation?.type.sourceText.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
                        return type.flatMap {
                            $0.first?.isUppercase == true && $0.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) ? $0 : nil
                        }
                    }
                }
            }
            if n.is(ClosureExprSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(FunctionDeclSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The declared type of the parameter `name` of the function or initializer around `node`
    /// ("CVRow" for `func setup(with row: CVRow)`, optionals unwrapped); nil where a closure
    /// comes first or the name is no parameter.
    static func parameterType(named name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let n = current {
            let parameters =
                n.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters ?? n.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                let type = parameter.type.sourceText.filter { $0 != "?" && $0 != "!" }
                return type.first?.isUppercase == true && type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) ? type : nil
            }
            if n.is(ClosureExprSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// Records a struct's stored property with a default value.
    mutating func record(_ node: VariableDeclSyntax, in qualifiedType: String) {
        guard !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return }
        if node.bindingSpecifier.tokenKind == .keyword(.var) {
            for binding in node.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true,
                    binding.initializer == nil || binding.initializer?.value.is(NilLiteralExprSyntax.self) == true
                else { continue }
                nilDefaults.insert("\(qualifiedType)|\(name)")
            }
        }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                let found = Self.value(value, name: name, declared: binding.typeAnnotation?.type.sourceText)
            else { continue }
            defaults[qualifiedType, default: [:]][name] = found
        }
    }

    /// The value a recorded use reads: the holder's declared type, as a type nested in the
    /// view's class (or one of its superclasses) or declared alone, through every property of
    /// the chain, and that type's default for the property. Where code gives the property
    /// other values, every value it may hold: the default and each value given
    /// (`.alternatives`), an unreadable one as `.unknown`.
    func resolve(_ key: String, types: [String: SwiftTypeFacts]) -> CodeAssignment.Value? {
        guard let (type, property, writes) = target(of: key, types: types), let value = defaults[type]?[property] else { return nil }
        let written = writes.filter { overridden.contains($0) }
        guard !written.isEmpty else { return value }
        var values = [CodeAssignment.Given(value: value, location: nil)]
        for k in written {
            let list = given[k] ?? []
            values += list.isEmpty ? [CodeAssignment.Given(value: .unknown, location: nil)] : list
        }
        return .alternatives(values)
    }

    /// The type the chain of property names up to `names` ends at, from the first name's type.
    private func propertyTypeName(_ names: ArraySlice<String>, types: [String: SwiftTypeFacts]) -> String? {
        guard var type = names.first else { return nil }
        for held in names.dropFirst() {
            guard let next = propertyType(held, of: type, types: types) else { return nil }
            type = next
        }
        return type
    }

    /// The declared type of `property` of `type` or one of its superclasses: a type nested in
    /// the one that declares it when there is one ("CVRow.Theme" for `var theme: Theme` in `CVRow`).
    private func propertyType(_ property: String, of type: String, types: [String: SwiftTypeFacts]) -> String? {
        var owner: String? = type
        var seen: Set<String> = []
        while let o = owner, let facts = types[o] ?? types[TypeName.last(o)], seen.insert(o).inserted {
            if let held = facts.propertyTypes[property] {
                if held.contains(".") { return held }
                let nested = "\(o).\(held)"
                return defaults[nested] != nil || types[nested] != nil ? nested : held
            }
            owner = facts.superclass
        }
        return nil
    }

    /// What an initializer call with labelled arguments may override: `.init(titleFont: …)`
    /// passed as `appearance:` to `ProfileView(…)` → "ProfileView|appearance|titleFont";
    /// `ProfileView.Appearance(titleFont: …)` → "ProfileView.Appearance|titleFont"; an
    /// `.init(…)` elsewhere → "titleFont".
    static func overrides(of call: FunctionCallExprSyntax) -> [(key: String, value: ExprSyntax)] {
        // Cheap tests first: most calls have no labelled argument or call a function.
        guard call.arguments.contains(where: { $0.label != nil }) else { return [] }
        let called = call.calledExpression
        let last = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let last, last == "init" || last.first?.isUppercase == true else { return [] }
        let callee = called.sourceText
        let arguments = call.arguments.compactMap { argument in argument.label.map { (label: $0.text, value: argument.expression) } }
        if callee == ".init" || callee == "Self.init" {
            if let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let view = outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, view.first?.isUppercase == true
            {
                return arguments.map { ("\(view)|\(label)|\($0.label)", $0.value) }
            }
            // `let a: ProfileView.Appearance = .init(…)`, `var appearance: Appearance { .init(…) }`,
            // `func make() -> Appearance { return .init(…) }`: the declared type.
            if let declared = declaredType(around: call) { return arguments.map { ("\(declared)|\($0.label)", $0.value) } }
            return arguments.map { ($0.label, $0.value) }
        }
        let type = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        guard type.split(separator: ".").last?.first?.isUppercase == true else { return [] }
        return arguments.map { ("\(type)|\($0.label)", $0.value) }
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
