import SwiftSyntax

/// What the facts reader reads out of one expression or call: the view an assignment targets,
/// a literal string, number, colour or trait set, a size constraint. Pure functions of the syntax,
/// shared by the code, SwiftUI and events readers.
extension FactsVisitor {

    /// `.a`, `Kind.a`, `.a(let x)`, `let .a(x)`: the name of the enum case a `switch` pattern matches.
    static func caseName(_ pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern) }
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true { return nil }
        return member.declName.baseName.text
    }

    /// The view whose traits `x.accessibilityTraits.insert(…)` or a bare
    /// `accessibilityTraits.insert(…)` changes, and whether it is reached by a member path.
    static func traitsTarget(_ call: MemberAccessExprSyntax) -> (String, Bool)? {
        guard let base = call.base.map(unwrap) else { return nil }
        if let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text == "accessibilityTraits" { return ("self", false) }
        guard let inner = base.as(MemberAccessExprSyntax.self), inner.declName.baseName.text == "accessibilityTraits" else { return nil }
        return inner.base.flatMap(targetName) ?? ("self", false)
    }

    /// `heightAnchor.constraint(greaterThanOrEqualToConstant: 44)` and
    /// `NSLayoutConstraint(item: self, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, …, constant: 44)`
    /// → ("self", "minimumHeight", 44). Equal constraints also give a minimum.
    static func sizeConstraint(_ call: FunctionCallExprSyntax, method: String, member: MemberAccessExprSyntax) -> (String, ViewProperty, CodeAssignment.Value)?
    {
        guard method == "constraint", let base = member.base.map(unwrap) else { return nil }
        let anchorName: String
        let target: String
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            (anchorName, target) = (ref.baseName.text, "self")
        } else if let anchor = base.as(MemberAccessExprSyntax.self) {
            anchorName = anchor.declName.baseName.text
            target = anchor.base.flatMap(targetName)?.0 ?? "self"
        } else {
            return nil
        }
        guard let axis: ViewProperty = ["heightAnchor": .minimumHeight, "widthAnchor": .minimumWidth][anchorName],
            let argument = call.arguments.first,
            ["equalToConstant", "greaterThanOrEqualToConstant"].contains(argument.label?.text ?? ""),
            let constant = number(argument.expression)
        else { return nil }
        return (target, axis, .number(constant))
    }

    /// A constraint made active where it is made: `….constraint(…).isActive = true`, or an
    /// item of the array `NSLayoutConstraint.activate([…])` takes. One kept in a property may
    /// be switched on and off.
    static func isActivated(_ call: FunctionCallExprSyntax) -> Bool {
        if let member = call.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
            let sequence = member.parent?.parent?.as(SequenceExprSyntax.self) ?? member.parent?.as(SequenceExprSyntax.self),
            sequence.elements.last?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        {
            return true
        }
        guard let element = call.parent?.as(ArrayElementSyntax.self),
            let activate = element.parent?.parent?.as(ArrayExprSyntax.self)?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return activate.calledExpression.sourceText.hasSuffix("NSLayoutConstraint.activate")
    }

    static func layoutConstraint(_ call: FunctionCallExprSyntax) -> (String, ViewProperty, CodeAssignment.Value)? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint" else { return nil }
        func arg(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        guard let attribute = arg("attribute")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let axis: ViewProperty = ["height": .minimumHeight, "width": .minimumWidth][attribute],
            let relation = arg("relatedBy")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            relation == "equal" || relation == "greaterThanOrEqual",
            arg("toItem").map({ $0.is(NilLiteralExprSyntax.self) }) == true,
            let item = arg("item"), let constant = arg("constant").flatMap(number)
        else { return nil }
        let itemExpr = unwrap(item.as(AsExprSyntax.self)?.expression ?? item)
        let target = itemExpr.as(DeclReferenceExprSyntax.self).map { $0.baseName.text == "self" ? "self" : $0.baseName.text } ?? "self"
        return (target, axis, .number(constant))
    }

    static func number(_ e: ExprSyntax) -> Double? {
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text) }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text) }
        return nil
    }

    /// `cond ? a : b` as the parser leaves it (a sequence whose second-to-last element is the
    /// ternary: `x == .image ? A : B` is [x, ==, .image, ? A, B]), with its condition's elements
    /// and its two branches, each taken out of parentheses (`(likes! ? .orange : .blue)`).
    static func ternary(_ expr: ExprSyntax) -> (condition: [ExprSyntax], then: ExprSyntax, else: ExprSyntax)? {
        guard let items = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), items.count >= 3,
            let ternary = items[items.count - 2].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        func bare(_ e: ExprSyntax) -> ExprSyntax {
            e.as(TupleExprSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.expression : nil } ?? e
        }
        return (Array(items.dropLast(2)), bare(ternary.thenExpression), bare(items[items.count - 1]))
    }

    static func unwrap(_ expr: ExprSyntax) -> ExprSyntax {
        if let e = expr.as(OptionalChainingExprSyntax.self) { return unwrap(e.expression) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) { return unwrap(e.expression) }
        return expr
    }

    /// `a.b.label` → ("b", "label", memberPath: true); `label` → ("self", "label");
    /// `self.b.label` → ("b", "label", false); `button.titleLabel?.font` → ("button", "font").
    /// A bare name declared in the function or closure (`let font: UIFont … font = …`) is a
    /// local, not the view's property: nil.
    static func target(of lhs: ExprSyntax) -> (String, String, Bool)? {
        let expr = unwrap(lhs)
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            return isLocal(name, at: Syntax(ref)) ? nil : ("self", name, false)
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        guard let (target, isMemberPath) = targetName(base) else { return nil }
        return (target, member.declName.baseName.text, isMemberPath)
    }

    /// Whether `name` is declared by a statement before `node` in an enclosing block, or is a
    /// parameter of an enclosing closure or function (up to the type's members).
    static func isLocal(_ name: String, at node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let here = current, !here.is(MemberBlockItemSyntax.self) {
            if let items = here.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                    {
                        return true
                    }
                }
            } else if let closure = here.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self), shorthand.contains(where: { $0.name.text == name }) { return true }
                if let clause = parameters.as(ClosureParameterClauseSyntax.self),
                    clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
                {
                    return true
                }
            } else if let function = here.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            child = here
            current = here.parent
        }
        return false
    }

    /// The view a base expression names. A button's `titleLabel?` and `imageView?` (optional in
    /// UIKit, so reached with `?` or `!`), a button's `configuration` and any view's `layer`
    /// count as the view itself; a custom class's own `titleLabel` outlet
    /// (`cell.titleLabel.textColor`) does not.
    static func targetName(_ base: ExprSyntax) -> (String, Bool)? {
        let viaOptional = base.is(OptionalChainingExprSyntax.self) || base.is(ForceUnwrapExprSyntax.self)
        let expr = unwrap(base)
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return (ref.baseName.text, false)
        }
        if expr.is(SuperExprSyntax.self) { return ("self", false) }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        // ReactiveCocoa's `button.reactive` and RxCocoa's `label.rx` bind the view's own properties.
        if name == "layer" || name == "configuration" || name == "reactive" || name == "rx"
            || (viaOptional && ["titleLabel", "imageView"].contains(name)), let inner = member.base
        {
            return targetName(inner)
        }
        if let inner = member.base.map(unwrap), inner.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return (name, false)
        }
        return (name, true)
    }

    /// `UILabel().then { $0.font = … }` (the Then library, https://github.com/devxoul/Then): the
    /// call that makes the object a configuring closure is given, nil for another expression.
    static func configuredBy(_ value: ExprSyntax) -> ExprSyntax? {
        guard let call = unwrap(value).as(FunctionCallExprSyntax.self), thenClosure(call) != nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "then",
            let made = member.base, made.is(FunctionCallExprSyntax.self)
        else { return nil }
        return made
    }

    /// The closure a call takes as its only argument, trailing (`.then { … }`) or in
    /// parentheses (`.then({ … })`).
    static func thenClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return call.arguments.isEmpty ? trailing : nil }
        guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
        return only.expression.as(ClosureExprSyntax.self)
    }

    /// The property a Then closure configures (`let title = UILabel().then { $0.font = … }`,
    /// `self.body = UITextView().then({ … })`: "title", "body"), nil for another closure.
    static func thenProperty(of closure: ClosureExprSyntax) -> String? {
        let holder = closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent ?? closure.parent
        guard let call = holder?.as(FunctionCallExprSyntax.self), thenClosure(call)?.id == closure.id,
            configuredBy(ExprSyntax(call)) != nil
        else { return nil }
        if let declared = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return declared
        }
        // `name = …` or `self.name = …`.
        guard let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let items = Array(sequence.elements)
        guard items.count == 3, items[1].is(AssignmentExprSyntax.self), items[2].id == call.id else { return nil }
        if let name = items[0].as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
        if let member = items[0].as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// What a property's initializer makes: the value, or what a closure called in place
    /// returns in its one statement (`lazy var tap = { return UITapGestureRecognizer(…) }()`,
    /// `lazy var left: TokenView = { TokenView(frame: .zero) }()`).
    static func madeBy(_ value: ExprSyntax) -> ExprSyntax {
        guard let call = value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
            closure.statements.count == 1, let only = closure.statements.first?.item
        else { return value }
        return only.as(ReturnStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self) ?? value
    }

    /// The one expression a body of one statement returns (`{ return false }`, `{ [a, b] }`).
    static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    }

    static func stringLiteral(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var result = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            result += text.content.text
        }
        return result
    }

    /// The texts code gives a view whose string table lookups and interpolations are read.
    static let textProperties: Set<ViewProperty> = [.text, .title, .placeholder, .accessibilityLabel, .accessibilityValue, .accessibilityHint]

    static func value(of expr: ExprSyntax, property: ViewProperty, type: String? = nil) -> CodeAssignment.Value {
        if let s = stringLiteral(expr) { return .string(s) }
        // `label.text = nil`: no text, as `""` is.
        if property == .text, expr.is(NilLiteralExprSyntax.self) { return .string("") }
        if textProperties.contains(property) {
            if let text = LocalizedTextReader.text(expr, type: type) { return .localized(text) }
            if let partial = LocalizedTextReader.partial(expr) { return .partial(partial) }
        }
        if let s = LocalizationUsageReader.developmentText(expr) { return .string(s) }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        switch property {
        case .accessibilityTraits:
            if let traits = traits(expr) { return .traits(TraitChanges(replacement: traits)) }
            if let union = traitUnion(expr) { return .traits(union) }
            return .traits(TraitChanges(isDynamic: true))
        case .font:
            return FontExpression.spec(expr).map { .font($0) } ?? FontExpression.constantKey(expr).map { .fontReference($0) }
                ?? FontExpression.helperCall(expr).map { .fontReference($0) } ?? FontExpression.materialStyle(expr).map { .fontReference($0) }
                ?? ViewConfigurations.key(expr, in: type).map { .configReference($0) } ?? .unknown
        case .textColor, .backgroundColor, .tintColor:
            if FactsVisitor.colorLiteral(expr) == nil, let key = ViewConfigurations.key(expr, in: type) { return .configReference(key) }
            return ColorExpression.value(expr) ?? .unknown
        case .image:
            return UIKitCodeViewsVisitor.imageReference(expr).map { .image($0) } ?? .unknown
        case .accessibilityUserInputLabels:
            guard let array = expr.as(ArrayExprSyntax.self) else { return .unknown }
            let labels = array.elements.compactMap { stringLiteral($0.expression) }
            return labels.count == array.elements.count ? .references(labels) : .unknown
        case .accessibilityCustomActions:
            // [UIAccessibilityCustomAction(name: "Comment", …), …]
            guard let array = expr.as(ArrayExprSyntax.self) else { return .unknown }
            let names = array.elements.compactMap { element -> String? in
                guard let call = element.expression.as(FunctionCallExprSyntax.self) else { return nil }
                return call.arguments.first { $0.label?.text == "name" }.flatMap { stringLiteral($0.expression) }
            }
            return names.count == array.elements.count ? .references(names) : .unknown
        case .accessibilityElements:
            guard let array = expr.as(ArrayExprSyntax.self) else { return .unknown }
            let names = array.elements.compactMap { element -> String? in
                let e = unwrap(element.expression)
                if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
                if let m = e.as(MemberAccessExprSyntax.self), m.base.map(unwrap)?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    return m.declName.baseName.text
                }
                return nil
            }
            return names.count == array.elements.count ? .references(names) : .unknown
        case .alpha, .numberOfLines:
            return number(expr).map { .number($0) } ?? ViewConfigurations.key(expr, in: type).map { .configReference($0) } ?? .unknown
        default:
            return .unknown
        }
    }

    /// A UIKit colour written out: a system or fixed colour (`.systemGray`, `UIColor.white`; a
    /// SwiftUI `Color` as the SwiftUI front end reads it),
    /// `UIColor(named: "Brand")`, `UIColor(red:green:blue:alpha:)` (0…1 components, or a
    /// `/ 255` division), `UIColor(white:alpha:)`, and `.withAlphaComponent(_:)` on those.
    static func colorLiteral(_ raw: ExprSyntax) -> ColorSpec? {
        let expr = unwrap(raw)
        if let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "withAlphaComponent", let base = m.base
        {
            guard let alpha = call.arguments.first.flatMap({ number($0.expression) }), let spec = colorLiteral(base) else { return nil }
            guard case .rgba(var c) = (SystemColors.resolveFixed(spec) ?? spec) else { return nil }
            c.alpha *= alpha
            return .rgba(c)
        }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            let base = m.base?.sourceText
            let name = m.declName.baseName.text
            if base == "Color" { return SwiftUIStyle.literalColor(expr) }
            guard base == nil || base == "UIColor", SystemColors.table[name] != nil else { return nil }
            return .system(name)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if let hex = ColorExpression.hexInitializer(call) ?? ColorExpression.hexFactory(call) { return hex }
        if let inner = ColorExpression.wrappedArgument(expr) { return colorLiteral(inner) }
        if let asset = ColorExpression.resourceSymbol(expr) { return asset }
        if let parts = ColorExpression.adaptiveParts(expr) { return ColorExpression.adaptive(parts.mapValues { colorLiteral($0) }) }
        let callee = call.calledExpression.sourceText
        if callee == "Color" { return SwiftUIStyle.literalColor(expr) }
        guard ["UIColor", "UIColor.init", ".init"].contains(callee) else { return nil }
        if let first = call.arguments.first, first.label?.text == "named" || (first.label == nil && call.arguments.count == 1),
            let name = stringLiteral(first.expression)
        {
            return .named(name)
        }
        let args = Dictionary(call.arguments.compactMap { a in a.label.map { ($0.text, a.expression) } }) { a, _ in a }
        func component(_ name: String) -> Double? {
            guard let e = args[name] else { return nil }
            if let n = number(e) { return n }
            // `90 / 255` (the parser leaves the division unfolded)
            if let seq = e.as(SequenceExprSyntax.self), seq.elements.count == 3,
                seq.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
                let a = number(seq.elements.first!), let b = number(seq.elements.last!), b != 0
            {
                return a / b
            }
            return nil
        }
        let alpha = args["alpha"] == nil ? 1 : component("alpha")
        if let r = component("red"), let g = component("green"), let b = component("blue"), let alpha {
            return .rgba(RGBA(red: r, green: g, blue: b, alpha: alpha))
        }
        if let w = component("white"), let alpha { return .rgba(RGBA(white: w, alpha: alpha)) }
        return nil
    }

    /// `.button`, `[.button, .header]`, `UIAccessibilityTraits.button`, `.none`, `[]`.
    /// The traits only one side of a ternary has (`isOn ? .isSelected : []` → selected).
    static func conditionalTraits(_ expr: ExprSyntax) -> AccessibilityTraits {
        if let (_, then, otherwise) = ternary(expr), let a = traits(then), let b = traits(otherwise) {
            return a.symmetricDifference(b)
        }
        if let ternary = expr.as(TernaryExprSyntax.self), let a = traits(ternary.thenExpression), let b = traits(ternary.elseExpression) {
            return a.symmetricDifference(b)
        }
        return []
    }

    static func traits(_ expr: ExprSyntax) -> AccessibilityTraits? {
        // `cond ? [.isImage, .isButton] : .isButton`: the traits both branches have (unfolded
        // by the parser into [cond, ? A, B]).
        if expr.is(SequenceExprSyntax.self) {
            if let (_, then, otherwise) = ternary(expr), let a = traits(then), let b = traits(otherwise) { return a.intersection(b) }
            return nil
        }
        // Swift 4.1 and earlier named each trait by a global constant: `UIAccessibilityTraitNone`,
        // `UIAccessibilityTraitStaticText`.
        if let ref = expr.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("UIAccessibilityTrait") {
            let name = String(ref.baseName.text.dropFirst("UIAccessibilityTrait".count))
            if name == "None" { return [] }
            guard let first = name.first else { return nil }
            return AccessibilityTraits.fromUIKit(first.lowercased() + name.dropFirst())
        }
        if let ternary = expr.as(TernaryExprSyntax.self), let a = traits(ternary.thenExpression), let b = traits(ternary.elseExpression) {
            return a.intersection(b)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var set: AccessibilityTraits = []
            for element in array.elements {
                guard let t = traits(element.expression) else { return nil }
                set.formUnion(t)
            }
            return set
        }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, !["UIAccessibilityTraits", "AccessibilityTraits"].contains(base.sourceText) { return nil }
        let name = member.declName.baseName.text
        if name == "none" { return [] }
        return AccessibilityTraits.fromUIKit(name) ?? AccessibilityTraits.fromSwiftUI(name)
    }

    /// `x.accessibilityTraits.union(.header)` or `x.accessibilityTraits | .header` kept as insertions.
    static func traitUnion(_ expr: ExprSyntax) -> TraitChanges? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "union",
            member.base.map(unwrap)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "accessibilityTraits",
            let arg = call.arguments.first?.expression, let t = traits(arg)
        else { return nil }
        return TraitChanges(inserted: t)
    }
}
