import Foundation
import SwiftSyntax

/// Modifiers of how a view looks: text and fonts, colours and what is drawn around the view,
/// layout and hit area.
extension SwiftUIModifiers {
    static let appearanceHandlers: [String: Handler] = [
        // Text and fonts
        "font": font,
        "bold": fontWeight,
        "fontWeight": fontWeight,
        "pickerStyle": pickerStyle,
        "datePickerStyle": pickerStyle,
        "lineLimit": { call, e, _ in if let first = call.first, let n = FactsVisitor.number(first).flatMap({ Int(exactly: $0) }) { limitLines(&e, n) } },
        "dynamicTypeSize": { call, e, _ in e.swiftUI.dynamicTypeSizes = call.first.flatMap { SwiftUIStyle.dynamicTypeSizes($0.sourceText) } },

        // Colours
        "foregroundColor": foregroundColor,
        "foregroundStyle": foregroundColor,
        // The accent of controls (a button's or link's label, a switch, a progress bar), not
        // of plain text: `Text` under `.tint` keeps the primary colour.
        "tint": tint,
        "accentColor": tint,
        "symbolVariant": lookDependsOnCondition,
        "fill": lookDependsOnCondition,
        "environment": colorScheme,
        "preferredColorScheme": colorScheme,
        "colorScheme": colorScheme,
        // Glass blurs and tints whatever is behind it: the text's backdrop is not one colour.
        "glassEffect": { call, e, _ in e.backgroundColor = .dynamic(origin: .modifier("glassEffect", call.origin())) },
        "background": background,
        "overlay": { call, e, interpreter in decorate(&e, after: content(of: call.syntax, interpreter: &interpreter, in: call.body)) },
        "safeAreaInset": safeAreaInset,
        "opacity": { call, e, _ in
            if let first = call.first, let n = FactsVisitor.number(first) { e.alpha = n } else { e.provenance[.alpha] = .code(call.origin()) }
        },

        // Layout and hit area
        "ignoresSafeArea": { _, e, _ in e.swiftUI.fillsScreen = true },
        "edgesIgnoringSafeArea": { _, e, _ in e.swiftUI.fillsScreen = true },
        "frame": frame,
        "contentShape": hitArea,
        "padding": hitArea,
        "hidden": { _, e, _ in e.isHidden = true },
    ]

    /// The font closest to the text wins: `Text("a").font(.body).font(.system(size: 14))` (or
    /// the same through a style helper the project wraps around it) is in the body style, as the
    /// environment value an outer modifier sets reaches only views that set none.
    static func font(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if e.font == nil, var first = call.first {
            let bound = first.as(DeclReferenceExprSyntax.self).flatMap { interpreter.fontBindings[$0.baseName.text] }
            // `.font(.app.body)`, `.font(style.font)`: what the project's constant gives.
            if bound == nil, SwiftUIStyle.font(first).source == .dynamic, let constant = interpreter.constantValue(first) { first = constant }
            var spec = bound ?? SwiftUIStyle.font(first)
            // A size a style helper is given (`func body_text(styleSize: CGFloat)` calling
            // `Font.custom("Noto", size: styleSize)`, used as `.body_text(styleSize: 15)`).
            if spec.pointSize == nil, let size = sizeArgument(first)?.as(DeclReferenceExprSyntax.self),
                let value = interpreter.bindings[size.baseName.text].flatMap(Double.init)
            {
                spec.pointSize = value
            }
            // And its weight (`.fontSize(21, .semibold)` calling `.system(size: size, weight: weight)`).
            if let weight = Self.argument("weight", of: first)?.as(DeclReferenceExprSyntax.self),
                let value = interpreter.bindings[weight.baseName.text], value.hasPrefix(".")
            {
                spec.weight = String(value.dropFirst())
            }
            e.font = spec
            markCallerStatement(call, .font, on: &e, interpreter)
        }
    }

    /// A font or colour a component's caller gives it (`PrivacyText(…).font(.app.headline)` in
    /// another file than the component's text): a finding on it points at that statement, and
    /// names the declaration. One written in a modifier's or extension's body is the style's,
    /// not a statement of the screen's.
    static func markCallerStatement(_ call: Call, _ property: ViewProperty, on e: inout Element, _ interpreter: ViewBuilderInterpreter) {
        if case .modifier? = interpreter.stack.last { return }
        guard call.body.file != e.location.file, let member = call.syntax.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let l = member.period.startLocation(converter: call.body.converter)
        e.writtenAt[property] = SourceLocation(file: call.body.file, line: l.line, column: l.column)
    }

    /// The expression a font's argument of this label is written as.
    static func argument(_ label: String, of font: ExprSyntax) -> ExprSyntax? {
        font.tokens(viewMode: .sourceAccurate).first { $0.text == label && $0.nextToken(viewMode: .sourceAccurate)?.text == ":" }
            .flatMap { $0.parent?.as(LabeledExprSyntax.self)?.expression }
    }

    /// The expression a font's `size:` (or `fixedSize:`) argument is written as.
    static func sizeArgument(_ font: ExprSyntax) -> ExprSyntax? {
        argument("size", of: font) ?? argument("fixedSize", of: font)
    }

    /// `.bold()`, `.fontWeight(.semibold)`: on a font the tool knows.
    static func fontWeight(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        guard var f = e.font else { return }
        f.weight = call.name == "bold" ? "bold" : (call.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? f.weight)
        e.font = f
    }

    static func pickerStyle(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        e.swiftUI.pickerStyle = PickerStyle(name: call.first?.sourceText.trimmingCharacters(in: CharacterSet(charactersIn: ".")) ?? "custom")
    }

    /// `.lineLimit(1)`: an environment value, so on a stack it limits every text inside that
    /// sets no limit of its own (the one closest to the text wins).
    static func limitLines(_ e: inout Element, _ lines: Int) {
        if PlatformDefaults.for(e.kind).showsText {
            if e.numberOfLines == nil { e.numberOfLines = lines }
            return
        }
        for i in e.children.indices { limitLines(&e.children[i], lines) }
    }

    /// As with fonts, the colour closest to the text wins: `Text("a").foregroundStyle(.white)`
    /// stays white inside a helper that colours its content grey.
    static func foregroundColor(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        // `.foregroundStyle(.tint)`, `.foregroundColor(.accentColor)`: the tint, known only once
        // the views around it are (Meshtastic's tinted labels).
        if e.textColor == nil, !e.swiftUI.foregroundIsTint, let first = call.first?.as(MemberAccessExprSyntax.self),
            first.base == nil || first.base?.trimmedDescription == "Color",
            first.declName.baseName.text == "tint" || first.declName.baseName.text == "accentColor"
        {
            e.swiftUI.foregroundIsTint = true
            return
        }
        if e.textColor == nil, !e.swiftUI.foregroundIsTint, let first = call.first {
            e.textColor = color(first, .code(call.origin()), interpreter)
            markCallerStatement(call, .textColor, on: &e, interpreter)
        }
        lookDependsOnCondition(call, &e, &interpreter)
    }

    static func tint(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let first = call.first { e.tintColor = color(first, .code(call.origin()), interpreter) }
        lookDependsOnCondition(call, &e, &interpreter)
    }

    /// `.fill(isOn ? .green : .gray)`: the look changes with a condition the screen may change.
    static func lookDependsOnCondition(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if let condition = call.first.flatMap(SwiftUIViews.ternaryCondition), !interpreter.isStyleConstant(condition) {
            e.swiftUI.lookDependsOn = condition
        }
    }

    /// `.environment(\.colorScheme, .dark)`: the content is drawn in that scheme only.
    static func colorScheme(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        let isEnvironment = call.name == "environment"
        let keyPath = isEnvironment ? call.arguments.first?.expression.sourceText : nil
        let value = isEnvironment ? call.arguments.dropFirst().first?.expression : call.first
        if !isEnvironment || keyPath == "\\.colorScheme",
            let scheme = value.flatMap(ViewBuilderInterpreter.enumCase), scheme == ".dark" || scheme == ".light"
        {
            e.swiftUI.colorScheme = String(scheme.dropFirst())
        }
    }

    /// A material, a colour, or views drawn behind the view.
    static func background(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        // `.background(a).padding().background(b)`: `a` is right behind the view, `b` only
        // around it (mastodon's report stamp); the inner one, read first, stays what the view
        // is drawn on, unless it is clear. (A view drawn in the background is still added.)
        let painted = e.backgroundColor.map { !$0.isClear } ?? false
        if let first = call.first, SwiftUIStyle.isMaterial(first) {
            if !painted { e.backgroundColor = .dynamic(origin: .modifier("background(material)", call.origin())) }
        } else if let first = call.first, case let spec = color(first, .code(call.origin()), interpreter), !spec.isDynamic {
            if !painted { e.backgroundColor = spec }
        } else {
            var drawn = content(of: call.syntax, interpreter: &interpreter, in: call.body)
            // A link that shows nothing (`NavigationLink(isActive:) { EmptyView() }`) in a
            // background is never a row, even behind a `List`: VoiceOver never meets it.
            for i in drawn.indices where drawn[i].swiftUI.labelIsEmpty { drawn[i].isHidden = true }
            if drawn.isEmpty, Self.drawsNothing(call) {
                // `GeometryReader { Color.clear.preference(…) }` measures; it draws nothing.
                return
            } else if drawn.isEmpty, call.syntax.trailingClosure != nil || call.first != nil {
                // A shape (`Capsule().fill(.blue)`) or a view VoiceOver never meets: still drawn
                // under the view, in its fill colour or in one the tool cannot tell. So is a
                // colour chosen at run time (`empty ? .gray : .orange`, a variable): it covers
                // whatever is behind the view.
                if painted { return }
                e.backgroundColor =
                    call.first.flatMap { shapeFill($0, interpreter) } ?? .dynamic(origin: .modifier("background(view)", call.origin()))
            } else {
                decorate(&e, before: drawn)
            }
        }
    }

    /// A background that only measures or observes (`GeometryReader { p in Color.clear
    /// .preference(…) }`, `Color.clear.onAppear {…}`, `EmptyView()`): transparent, so what is
    /// behind the view still shows.
    static func drawsNothing(_ call: Call) -> Bool {
        if let closure = call.syntax.trailingClosure { return drawsNothing(closure) }
        return call.first.map(drawsNothing) ?? false
    }

    static func drawsNothing(_ closure: ClosureExprSyntax) -> Bool {
        let exprs = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
        return !exprs.isEmpty && exprs.count == closure.statements.count && exprs.allSatisfy(drawsNothing)
    }

    static func drawsNothing(_ expr: ExprSyntax) -> Bool {
        var base = expr
        // Strip modifiers: `Color.clear.preference(key:value:)`, `.onAppear {}`.
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let inner = member.base
        {
            base = inner
        }
        if let member = base.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "clear",
            member.base == nil || member.base?.trimmedDescription == "Color"
        {
            return true
        }
        guard let call = base.as(FunctionCallExprSyntax.self) else { return false }
        switch call.calledExpression.trimmedDescription {
        case "EmptyView": return true
        case "GeometryReader": return call.trailingClosure.map(drawsNothing) ?? false
        default: return false
        }
    }

    /// The colour a shape is filled with (`Capsule().fill(Color.blue)`,
    /// `RoundedRectangle(cornerRadius: 8).foregroundStyle(.gray)`), when it is written out or
    /// declared by the project.
    static func shapeFill(_ expr: ExprSyntax, _ interpreter: ViewBuilderInterpreter) -> ColorSpec? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["fill", "foregroundStyle", "foregroundColor"].contains(member.declName.baseName.text),
            let base = member.base?.as(FunctionCallExprSyntax.self), SwiftUIViews.shapes.contains(base.calledExpression.sourceText),
            let color = call.arguments.first?.expression
        else { return nil }
        let spec = Self.color(color, .explanation("a shape's fill"), interpreter)
        return spec.isDynamic ? nil : spec
    }

    /// A colour written out (`SwiftUIStyle.color`), else one the project declares
    /// (`Color.Text.primary`); else set at run time.
    static func color(_ expr: ExprSyntax, _ origin: ValueSource, _ interpreter: ViewBuilderInterpreter) -> ColorSpec {
        // `likes ? .orange : .gray`, nested or parenthesized: each colour it may be, when every
        // one is known.
        if let (condition, then, otherwise) = FactsVisitor.ternary(expr), !condition.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            var specs: [ColorSpec] = []
            for branch in [then, otherwise] {
                switch color(branch, origin, interpreter) {
                case .alternatives(let nested, _): specs += nested
                case let spec where spec.isDynamic: return .dynamic(origin: origin)
                case let spec: specs.append(spec)
                }
            }
            var unique: [ColorSpec] = []
            for spec in specs where !unique.contains(spec) { unique.append(spec) }
            return unique.count == 1 ? unique[0] : .alternatives(unique, when: condition.map(\.trimmedDescription).joined(separator: " "))
        }
        let spec = SwiftUIStyle.color(expr, origin)
        guard spec.isDynamic else { return spec }
        if let resolved = interpreter.index.colors.resolve(expression: expr) { return resolved }
        // `style.color` of a text style constant: the colour its initializer is given.
        if let constant = interpreter.constantValue(expr) {
            let made = SwiftUIStyle.color(constant, origin)
            return made.isDynamic ? interpreter.index.colors.resolve(expression: constant) ?? spec : made
        }
        return spec
    }

    /// Content laid out at an edge of the view: the top and leading ones are read first.
    static func safeAreaInset(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        let edge = call.arg("edge")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let inset = content(of: call.syntax, interpreter: &interpreter, in: call.body)
        if edge == "top" || edge == "leading" { decorate(&e, before: inset) } else { decorate(&e, after: inset) }
    }

    static func frame(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if call.arg("maxWidth")?.sourceText == ".infinity", call.arg("maxHeight")?.sourceText == ".infinity" { e.swiftUI.fillsScreen = true }
        // `.frame(width: .list.image)`: a size the app keeps as a constant.
        func number(_ expr: ExprSyntax) -> Double? { FactsVisitor.number(expr) ?? interpreter.constantValue(expr).flatMap(FactsVisitor.number) }
        if let w = call.arg("width").flatMap(number) { e.fixedWidth = w }
        if let h = call.arg("height").flatMap(number) { e.fixedHeight = h }
        // A frame of both sides after padding or a content shape is the area again.
        if call.arg("width") != nil, call.arg("height") != nil, case .modifier? = e.provenance[.hitArea] { e.provenance[.hitArea] = nil }
        if let w = call.arg("minWidth").flatMap(FactsVisitor.number) { e.minimumWidth = w }
        if let h = call.arg("minHeight").flatMap(FactsVisitor.number) { e.minimumHeight = h }
    }

    /// Padding or a content shape enlarge a control's touch area by an amount the tool does not
    /// compute; padding after a frame grows the view past that frame. Padding at the sides only
    /// (`.padding(.horizontal, 12)`) is computed: the height stays as it was, and a fixed width
    /// grows by the amount (16 pt when none is given, SwiftUI's usual default on iOS).
    static func hitArea(_ call: Call, _ e: inout Element, _ interpreter: inout ViewBuilderInterpreter) {
        if call.name == "padding", let first = call.first?.as(MemberAccessExprSyntax.self), first.base == nil,
            ["horizontal", "leading", "trailing"].contains(first.declName.baseName.text)
        {
            let amount = call.arguments.dropFirst().first.flatMap { FactsVisitor.number($0.expression) } ?? 16
            if let width = e.fixedWidth { e.fixedWidth = width + amount * (first.declName.baseName.text == "horizontal" ? 2 : 1) }
            return
        }
        e.provenance[.hitArea] = .modifier(call.name, call.origin())
    }
}
