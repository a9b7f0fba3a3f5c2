import SwiftSyntax

/// Colours that reach views through the app's own structures: palette constants
/// (`enum Palette { static let accent = UIColor(hex: 0x0DBD8B) }`, `extension UIColor {
/// static var brand: UIColor { … } }`), the hex initializers apps add to `UIColor`, and
/// instance properties every declaration of which gives one colour (`let separatorColor =
/// UIColor(white: 0.9, alpha: 1)` in a style struct).
enum ColorExpression {
    /// How a colour constant is named where it is used: `Palette.accent` and
    /// `Theme.Palette.accent` as "Palette.accent", `.brand` and `UIColor.brand` as ".brand";
    /// a SwiftGen/R.swift wrapper's colour (`Asset.Colors.accent.color`) as its constant's.
    static func constantKey(_ expr: ExprSyntax) -> String? {
        guard let member = FactsVisitor.unwrap(expr).as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        if wrapperAccessors.contains(name), let base = member.base.map(FactsVisitor.unwrap)?.as(MemberAccessExprSyntax.self) {
            return constantKey(ExprSyntax(base))
        }
        return ConstantName.key(expr, extending: colorTypes)
    }

    /// The framework types whose extensions' constants are written `.name`.
    static let colorTypes: Set<String> = ["UIColor", "Color", "CGColor"]

    /// The key a static colour constant declared in `type` is found by (`constantKey`).
    static func constantKey(name: String, declaredIn type: String) -> String {
        ConstantName.key(name: name, declaredIn: type, extending: colorTypes)
    }

    /// `theme.textPrimaryColor`, `ThemeService.shared().theme.tintColor`, `style.separator`: a
    /// property read from an instance, found by "~name" among the project's instance colours.
    static func instanceKey(_ expr: ExprSyntax) -> String? {
        guard let member = FactsVisitor.unwrap(expr).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let root = FactsVisitor.unwrap(base)
        if let ref = root.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true { return nil }
        let name = member.declName.baseName.text
        return viewColorProperties.contains(name) ? nil : "~" + name
    }

    /// Where a colour expression leads: a colour written out, or a reference to a constant or
    /// instance property resolved once every file is read.
    static func value(_ expr: ExprSyntax) -> CodeAssignment.Value? {
        if let spec = FactsVisitor.colorLiteral(expr) { return .color(spec) }
        // `Palette.accent.withAlphaComponent(0.5)`: the constant, see-through.
        var expr = FactsVisitor.unwrap(expr)
        var alpha = ""
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "withAlphaComponent", let base = m.base,
            let value = call.arguments.first.flatMap({ FactsVisitor.number($0.expression) })
        {
            expr = base
            alpha = "@\(value)"
        }
        if let argument = assetArgument(expr) ?? wrappedArgument(expr) { expr = argument }
        // `UIColor(hexString: Palette.accent)`, `UIColor.fromHex(Styles.Colors.gray)`: the
        // palette's hexadecimal constant, read as a colour (`ColorDeclarations.record`).
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = hexArgument(call) { expr = argument }
        if let key = constantKey(expr) ?? instanceKey(expr) { return .colorReference(key + alpha) }
        return nil
    }

    /// `.dynamic(light: a, dark: b, lightAccessibility: c, darkAccessibility: d)`,
    /// `UIColor(light: a, dark: b)`: an app's helper that makes a colour adapt to the appearance
    /// (around `UIColor(dynamicProvider:)`), by the parts' labels: "light", "dark", and the
    /// Increase Contrast ones as "lightHigh", "darkHigh". nil for any other call.
    static func adaptiveParts(_ raw: ExprSyntax) -> [String: ExprSyntax]? {
        guard let call = FactsVisitor.unwrap(raw).as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let callee = call.calledExpression.sourceText
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.sourceText
        guard
            ["UIColor", "UIColor.init", ".init", "Color", "Color.init"].contains(callee) || base == nil && callee.hasPrefix(".")
                || base.map(colorTypes.contains) == true
        else { return nil }
        var parts: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, let part = adaptiveLabels[label] else { return nil }
            parts[part] = argument.expression
        }
        return parts["light"] != nil && parts["dark"] != nil ? parts : nil
    }

    static let adaptiveLabels: [String: String] = [
        "light": "light", "dark": "dark", "lightAccessibility": "lightHigh", "darkAccessibility": "darkHigh", "lightHighContrast": "lightHigh",
        "darkHighContrast": "darkHigh", "highContrastLight": "lightHigh", "highContrastDark": "darkHigh",
    ]

    /// An adaptive colour from its parts' colours; nil unless light and dark are known.
    static func adaptive(_ parts: [String: ColorSpec?]) -> ColorSpec? {
        guard case let light?? = parts["light"], case let dark?? = parts["dark"] else { return nil }
        let lightHigh = parts["lightHigh"] ?? nil, darkHigh = parts["darkHigh"] ?? nil
        if parts["lightHigh"] != nil && lightHigh == nil || parts["darkHigh"] != nil && darkHigh == nil { return nil }
        return .adaptive(light: light, dark: dark, lightHigh: lightHigh, darkHigh: darkHigh)
    }

    /// UIKit's own colour properties: `cell.backgroundColor = other.backgroundColor` copies a
    /// view's colour, whatever a project property of the same name holds.
    static let viewColorProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "borderColor", "shadowColor", "titleColor", "barTintColor", "color",
        "foregroundColor", "highlightedTextColor", "onTintColor", "thumbTintColor", "placeholderColor",
    ]

    /// The accessors SwiftGen and similar generators give a colour asset wrapper.
    static let wrapperAccessors: Set<String> = ["color", "uiColor", "swiftUIColor", "cgColor"]

    /// A generated asset wrapper (`ColorAsset(name: "Accent")`, R.swift's `R.color.accent()`):
    /// the asset colour it names.
    static func assetWrapper(_ raw: ExprSyntax) -> ColorSpec? {
        let expr = FactsVisitor.unwrap(raw)
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.sourceText
        if callee.hasSuffix("ColorAsset") || callee.hasSuffix("ColorAsset.init"),
            let first = call.arguments.first, first.label?.text == "name", let name = FactsVisitor.stringLiteral(first.expression)
        {
            return .named(name)
        }
        if call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.sourceText == "R.color"
        {
            return .named(member.declName.baseName.text)
        }
        return nil
    }

    /// `Color(asset: Asset.Text.primary)`, `UIColor(asset: …)`: the generated wrapper's argument.
    /// `Color(UIColor.lightGray)`, `Color(uiColor: palette.text)`, `UIColor(Color.red)`,
    /// `Color(listBackgroundUIColor)`: one framework's colour made from the other's, the same
    /// colour; the colour inside.
    static func wrappedArgument(_ raw: ExprSyntax) -> ExprSyntax? {
        guard let call = FactsVisitor.unwrap(raw).as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
            let argument = call.arguments.first, [nil, "uiColor", "cgColor"].contains(argument.label?.text),
            ["UIColor", "Color", "UIColor.init", "Color.init"].contains(call.calledExpression.sourceText),
            !argument.expression.is(StringLiteralExprSyntax.self), !isResourceSymbol(argument.expression)
        else { return nil }
        return argument.expression
    }

    /// An asset catalog colour by the symbol Xcode generates for it (`Color(.colorTertiary)`,
    /// `UIColor(resource: .colorTertiary)`, `Color(ColorResource.brand)`): the asset by that
    /// symbol (`ColorResolver` matches it to the asset's name).
    static func resourceSymbol(_ raw: ExprSyntax) -> ColorSpec? {
        guard let call = FactsVisitor.unwrap(raw).as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label == nil || argument.label?.text == "resource",
            ["UIColor", "Color", "UIColor.init", "Color.init"].contains(call.calledExpression.sourceText),
            isResourceSymbol(argument.expression) || argument.label?.text == "resource",
            let member = FactsVisitor.unwrap(argument.expression).as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.sourceText == "ColorResource"
        else { return nil }
        return .named(member.declName.baseName.text)
    }

    /// `.colorTertiary` or `ColorResource.colorTertiary`: not a system colour's name.
    static func isResourceSymbol(_ raw: ExprSyntax) -> Bool {
        guard let member = FactsVisitor.unwrap(raw).as(MemberAccessExprSyntax.self) else { return false }
        if member.base?.sourceText == "ColorResource" { return true }
        return member.base == nil && SystemColors.table[member.declName.baseName.text] == nil
            && SwiftUIStyle.named[member.declName.baseName.text] == nil
    }

    static func assetArgument(_ raw: ExprSyntax) -> ExprSyntax? {
        guard let call = FactsVisitor.unwrap(raw).as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "asset",
            ["UIColor", "Color", "UIColor.init", "Color.init", ".init"].contains(call.calledExpression.sourceText)
        else { return nil }
        return argument.expression
    }

    /// `UIColor(hex: 0x66CC66)`, `UIColor(rgb: 0x17191C)`, `UIColor(hexString: "#0DBD8B")`,
    /// `UIColor(hex: "0DBD8B", alpha: 0.5)`: an initializer an app adds to `UIColor` (or
    /// SwiftUI's `Color`) whose one colour argument is six hexadecimal digits, which every such
    /// initializer reads as red, green, blue. Eight digits are left unread: apps disagree on
    /// whether alpha comes first or last.
    static func hexInitializer(_ call: FunctionCallExprSyntax) -> ColorSpec? {
        guard let first = hexArgument(call) else { return nil }
        var alpha = 1.0
        for argument in call.arguments.dropFirst() {
            guard argument.label?.text == "alpha", let value = FactsVisitor.number(argument.expression) else { return nil }
            alpha = value
        }
        guard var color = hexDigits(first).flatMap({ RGBA(hex: $0) }) else { return nil }
        color.alpha = alpha
        return .rgba(color)
    }

    /// `Color.dynamicColor("#222222", dark: "FFFFFF")`, `.dynamic("#2D5BE6")`: a static factory
    /// of the app's on a colour type given nothing but hexadecimal strings, the first for the
    /// colour (its light appearance), one labelled `dark` for the dark appearance. A factory
    /// given anything else (a name, an alpha, a number) is not read here.
    static func hexFactory(_ call: FunctionCallExprSyntax) -> ColorSpec? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init",
            member.base.map({ colorTypes.contains($0.trimmedDescription) }) ?? true,
            let first = call.arguments.first, first.label == nil || first.label?.text == "light",
            (1...2).contains(call.arguments.count), call.trailingClosure == nil,
            let light = stringHex(first.expression)
        else { return nil }
        guard let second = call.arguments.dropFirst().first else { return .rgba(light) }
        guard second.label?.text == "dark", let dark = stringHex(second.expression) else { return nil }
        return .adaptive(light: .rgba(light), dark: .rgba(dark), lightHigh: nil, darkHigh: nil)
    }

    /// A string literal of six hexadecimal digits, with or without "#", as a colour.
    private static func stringHex(_ expr: ExprSyntax) -> RGBA? {
        guard expr.is(StringLiteralExprSyntax.self) else { return nil }
        return hexDigits(expr).flatMap { RGBA(hex: $0) }
    }

    /// The hexadecimal argument of an app's hex initializer (`UIColor(hex: …)`,
    /// `Color(rgb: …)`) or of a static factory named for it (`UIColor.fromHex(…)`).
    static func hexArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        let callee = call.calledExpression.sourceText
        guard let first = call.arguments.first else { return nil }
        if ["UIColor", "UIColor.init", ".init", "Color", "Color.init"].contains(callee) {
            // `UIColor(0xFF8800)`: an unlabelled initializer the app adds, given six hexadecimal
            // digits written as such.
            if first.label == nil, call.arguments.count == 1, first.expression.is(IntegerLiteralExprSyntax.self) { return first.expression }
            guard let label = first.label?.text.lowercased(), label.contains("hex") || label.contains("rgb") else { return nil }
            return first.expression
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["UIColor", "Color"].contains(member.base?.sourceText ?? ""),
            member.declName.baseName.text.lowercased().contains("hex")
        {
            return first.expression
        }
        return nil
    }

    /// Six hexadecimal digits written as `0x66CC66` or `"#66CC66"`/`"66CC66"`.
    static func hexDigits(_ expr: ExprSyntax) -> String? {
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.replacingOccurrences(of: "_", with: "")
            guard text.lowercased().hasPrefix("0x") else { return nil }
            let digits = String(text.dropFirst(2))
            return digits.count == 6 ? digits : nil
        }
        guard var text = FactsVisitor.stringLiteral(expr) else { return nil }
        if text.hasPrefix("#") { text.removeFirst() }
        return text.count == 6 && text.allSatisfy(\.isHexDigit) ? text : nil
    }
}

/// What the project's own declarations say colours are (`CodeFacts.colors`): constants by
/// `ColorExpression.constantKey`, and instance properties by name with every value they are
/// declared with.
public struct ColorDeclarations: Sendable, Hashable, Codable {
    /// "Palette.accent" → its colour.
    public var constants: [String: ColorSpec] = [:]
    /// "Palette.accent" → the key of the constant it repeats (`static let tint = Palette.accent`).
    public var aliases: [String: String] = [:]
    /// "~separatorColor" → the colours its declarations give; nil among them when one is
    /// computed from something else.
    public var instances: [String: Set<ColorSpec?>] = [:]
    /// "~separatorColor" → the types that declare an instance property of that name.
    public var declarers: [String: Set<String>] = [:]
    /// The stored colour properties of each type, with the value each starts with
    /// ("Theme" → "accent" → `Color("defaultAccentColor")`; `.unknown` when it has none).
    public var storedColors: [String: [String: ThemeValue]] = [:]
    /// The app's theme objects: instances of a type with stored colours, made by a constant
    /// (`let brightPalette = ColorPalette(background: …)`, `static let CLASSIC = Theme(accent: …)`),
    /// by the constant's name.
    public var themeObjects: [String: ThemeObject] = [:]
    /// Constants that adapt to the appearance (`static var brand: UIColor { .dynamic(light:
    /// Palette.green400, dark: Palette.green300) }`): each part, resolved once every file is read.
    public var adaptiveConstants: [String: [String: ThemeValue]] = [:]
    /// How many calls make each type with labelled arguments, and how many of them make theme
    /// objects: a type made elsewhere too holds other colours than its themes'.
    public var constructions: [String: Int] = [:]
    public var themeConstructions: [String: Int] = [:]

    /// What a theme gives a property: a colour, a reference to resolve, or nothing known.
    public enum ThemeValue: Sendable, Hashable, Codable {
        case color(ColorSpec)
        case reference(String)
        case unknown
    }

    public struct ThemeObject: Sendable, Hashable, Codable {
        public var type: String
        /// The colours its initializer is given, by argument label.
        public var arguments: [String: ThemeValue]
    }

    public init() {}

    public mutating func merge(_ other: ColorDeclarations) {
        constants.merge(other.constants) { a, _ in a }
        aliases.merge(other.aliases) { a, _ in a }
        instances.merge(other.instances) { $0.union($1) }
        declarers.merge(other.declarers) { $0.union($1) }
        storedColors.merge(other.storedColors) { $0.merging($1) { a, _ in a } }
        themeObjects.merge(other.themeObjects) { a, _ in a }
        adaptiveConstants.merge(other.adaptiveConstants) { a, _ in a }
        constructions.merge(other.constructions, uniquingKeysWith: +)
        themeConstructions.merge(other.themeConstructions, uniquingKeysWith: +)
    }

    /// What each theme gives a property read from an instance ("~orangeUI"), by theme name:
    /// nil unless every type declaring the property is a theme type (one with theme objects),
    /// and every theme's value is known.
    func themeValues(_ key: String) -> [String: ColorSpec]? {
        guard key.hasPrefix("~"), let types = declarers[key], !types.isEmpty else { return nil }
        let property = String(key.dropFirst())
        var values: [String: ColorSpec] = [:]
        for type in types {
            let objects = themeObjects.filter { $0.value.type == type }
            guard !objects.isEmpty, constructions[type, default: 0] <= themeConstructions[type, default: 0] else { return nil }
            for (name, object) in objects {
                let value = object.arguments[property] ?? storedColors[type]?[property] ?? .unknown
                let spec: ColorSpec?
                switch value {
                case .color(let s): spec = s
                case .reference(let k): spec = k.hasPrefix("~") ? nil : resolve(k)
                case .unknown: spec = nil
                }
                guard let spec, !spec.isThemed else { return nil }
                values[name] = spec
            }
        }
        return values
    }

    /// Every theme with the colour it gives each property its type stores (for `ColorResolver.themes`).
    public func themeTable() -> [String: [String: ColorSpec]] {
        var table: [String: [String: ColorSpec]] = [:]
        for (name, object) in themeObjects {
            for property in storedColors[object.type].map({ Array($0.keys) }) ?? [] {
                if let spec = themeValues("~" + property)?[name] { table[name, default: [:]][property] = spec }
            }
        }
        return table
    }

    /// The colour a reference names: a constant (through at most a few aliases), or an instance
    /// property all of whose declarations give the same colour; nil when unknown or ambiguous.
    public func resolve(_ reference: String) -> ColorSpec? {
        // "Palette.accent@0.5": the constant at half its alpha.
        let parts = reference.split(separator: "@", maxSplits: 1)
        guard var key = parts.first.map(String.init) else { return nil }
        if parts.count == 2 {
            guard let alpha = Double(parts[1]), let spec = resolve(key) else { return nil }
            guard case .rgba(var c) = (SystemColors.resolveFixed(spec) ?? spec) else { return nil }
            c.alpha *= alpha
            return .rgba(c)
        }
        for _ in 0..<5 {
            if let spec = constants[key] { return spec }
            if let parts = adaptiveConstants[key] {
                return ColorExpression.adaptive(
                    parts.mapValues { value -> ColorSpec? in
                        switch value {
                        case .color(let spec): return spec
                        case .reference(let k): return k == key ? nil : resolve(k)
                        case .unknown: return nil
                        }
                    })
            }
            // A property of the app's themes: the one colour they all give it, else the theme's.
            if let themes = themeValues(key) {
                let distinct = Set(themes.values)
                return distinct.count == 1 ? distinct.first : .themed(String(key.dropFirst()))
            }
            if let values = instances[key] {
                guard values.count == 1, let only = values.first else { return nil }
                return only
            }
            guard let next = aliases[key] else { return nil }
            key = next
        }
        return nil
    }

    /// The colour an expression names through these declarations (`Color.Text.primary`,
    /// `Palette.accent`), or nil when it names none or one that is ambiguous.
    func resolve(expression: ExprSyntax) -> ColorSpec? {
        switch ColorExpression.value(expression) {
        case .color(let spec)?: return spec
        case .colorReference(let key)?: return resolve(key)
        default: return nil
        }
    }

    /// Records one property declaration: static ones as constants, instance ones by name.
    mutating func record(_ node: VariableDeclSyntax, in type: String) {
        // Members only: a function's locals are not the type's properties.
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        // A stored `var` may be set anywhere: only a `let` or a computed property is a
        // declaration of what it holds.
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declaredType = binding.typeAnnotation?.type.sourceText.trimmingCharacters(in: ["!", "?"])
            let value = Self.declaredValue(binding)
            let computed = binding.accessorBlock != nil
            if isStatic {
                guard let value else { continue }
                let key = ColorExpression.constantKey(name: name, declaredIn: type)
                if let spec = FactsVisitor.colorLiteral(value) ?? ColorExpression.assetWrapper(value) {
                    constants[key] = spec
                } else if let parts = ColorExpression.adaptiveParts(value) {
                    adaptiveConstants[key] = parts.mapValues(Self.themeValue)
                } else if FactsVisitor.stringLiteral(value) != nil, let digits = ColorExpression.hexDigits(value), let color = RGBA(hex: digits) {
                    // `static let light = "a3aab1"`: a palette of hexadecimal strings, read as
                    // colours where code turns them into one (`Gray.light.color`,
                    // `UIColor(hexString: Gray.light)`); elsewhere nothing looks the key up.
                    constants[key] = .rgba(color)
                } else if let target = ColorExpression.constantKey(ColorExpression.assetArgument(value) ?? value), target != key {
                    aliases[key] = target
                }
                continue
            }
            // Instance properties that hold colours: typed as one, or written as one.
            let spec = value.flatMap { FactsVisitor.colorLiteral($0) ?? ColorExpression.assetWrapper($0) }
            let isColorTyped = declaredType.map { ["UIColor", "Color", "CGColor"].contains($0) } ?? false
            guard isColorTyped || spec != nil else { continue }
            instances["~" + name, default: []].insert((isLet || computed) ? spec : nil)
            declarers["~" + name, default: []].insert(type)
            if !computed { storedColors[type, default: [:]][name] = value.map(Self.themeValue) ?? .unknown }
        }
    }

    /// Records a constant that makes a theme object: `let brightPalette = ColorPalette(…)` at
    /// file scope (`type` nil) or `static let CLASSIC = Theme(…)` in a type, with the colours
    /// its labelled arguments give. Whether the type stores colours is settled once every file
    /// is read (`themeValues`). Code an iOS build does not compile makes no theme.
    mutating func recordThemeObject(_ node: VariableDeclSyntax, in type: String?) {
        guard node.bindingSpecifier.tokenKind == .keyword(.let), !PlatformCondition.excludedFromIOS(Syntax(node)) else { return }
        if type != nil, !node.modifiers.contains(where: { $0.name.text == "static" }) { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                let made = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                made.first?.isUppercase == true, !ColorExpression.colorTypes.contains(made)
            else { continue }
            var arguments: [String: ThemeValue] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                arguments[label] = Self.themeValue(argument.expression)
            }
            let key = type.map { ConstantName.key(name: name, declaredIn: $0, extending: []) } ?? name
            themeObjects[key] = ThemeObject(type: made, arguments: arguments)
            if !arguments.isEmpty { themeConstructions[made, default: 0] += 1 }
        }
    }

    /// Counts a call that makes a project type with labelled arguments (`Theme(accent: …)`).
    mutating func recordConstruction(_ call: FunctionCallExprSyntax) {
        guard call.arguments.contains(where: { $0.label != nil }) else { return }
        // `Theme(accent: …)`, `Theme.init(accent: …)`, and `.init(accent: …)` where a variable
        // or function declares the type.
        let called = call.calledExpression
        let last = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let last, last == "init" || last.first?.isUppercase == true else { return }
        let callee = called.sourceText
        let written = callee == ".init" ? ViewConfigurations.declaredType(around: call) : (callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee)
        guard let made = written?.split(separator: ".").last.map(String.init), made.first?.isUppercase == true,
            made.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !ColorExpression.colorTypes.contains(made),
            !PlatformCondition.excludedFromIOS(Syntax(call))
        else { return }
        constructions[made, default: 0] += 1
    }

    static func themeValue(_ expr: ExprSyntax) -> ThemeValue {
        if let spec = FactsVisitor.colorLiteral(expr) ?? ColorExpression.assetWrapper(expr) { return .color(spec) }
        if case .colorReference(let key)? = ColorExpression.value(expr) { return .reference(key) }
        return .unknown
    }

    /// A binding's value: its initializer, or the one expression its getter returns.
    static func declaredValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?:
            guard statements.count == 1 else { return nil }
            return statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ReturnStmtSyntax.self)?.expression
        default:
            return nil
        }
    }
}
