import SwiftSyntax
import Foundation

/// SwiftUI fonts, colours and gestures as written in modifiers.
enum SwiftUIStyle {
    /// `.body`, `.title.bold()`, `.system(.title)`, `.system(size: 17)`, `.custom("Avenir", size: 17)`
    /// (scales relative to body), `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`.
    static func font(_ expr: ExprSyntax) -> FontSpec {
        var e = expr
        var weight: String?
        // Strip trailing `.bold()`, `.weight(.semibold)`, `.italic()`…
        while let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = m.base,
            ["bold", "weight", "italic", "monospaced", "monospacedDigit", "smallCaps", "leading", "width"].contains(m.declName.baseName.text)
        {
            if m.declName.baseName.text == "bold" { weight = "bold" }
            if m.declName.baseName.text == "weight" { weight = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            e = base
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base?.sourceText == "Font",
            let style = textStyle(m.declName.baseName.text)
        {
            return FontSpec(source: .textStyle, textStyle: style, weight: weight ?? (style == .headline ? "semibold" : nil), scalesWithDynamicType: true)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return FontSpec(source: .dynamic)
        }
        let args = Array(call.arguments)
        func arg(_ label: String) -> ExprSyntax? { args.first { $0.label?.text == label }?.expression }
        switch m.declName.baseName.text {
        case "system":
            if let style = args.first?.expression.as(MemberAccessExprSyntax.self).flatMap({ textStyle($0.declName.baseName.text) }), args.first?.label == nil {
                return FontSpec(source: .textStyle, textStyle: style, weight: weight, scalesWithDynamicType: true)
            }
            let w = arg("weight")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? weight
            return FontSpec(source: .system, pointSize: arg("size").flatMap(FactsVisitor.number), weight: w, scalesWithDynamicType: false)
        case "custom":
            let name = args.first.flatMap { FactsVisitor.stringLiteral($0.expression) }
            if let fixed = arg("fixedSize") {
                return FontSpec(source: .custom, pointSize: FactsVisitor.number(fixed), weight: weight, name: name, scalesWithDynamicType: false)
            }
            let relative = arg("relativeTo")?.as(MemberAccessExprSyntax.self).flatMap { textStyle($0.declName.baseName.text) }
            // Font.custom(_:size:) scales relative to the body style.
            return FontSpec(
                source: .custom, textStyle: relative ?? .body, pointSize: arg("size").flatMap(FactsVisitor.number),
                weight: weight, name: name, scalesWithDynamicType: true)
        default:
            return FontSpec(source: .dynamic)
        }
    }

    static func textStyle(_ name: String) -> TextStyle? {
        switch name {
        case "largeTitle": return .largeTitle
        case "title": return .title1
        case "title2": return .title2
        case "title3": return .title3
        case "headline": return .headline
        case "subheadline": return .subheadline
        case "body": return .body
        case "callout": return .callout
        case "footnote": return .footnote
        case "caption": return .caption1
        case "caption2": return .caption2
        default: return nil
        }
    }

    /// A highlight while a finger is down or a pointer is over the control is feedback, not a
    /// state people need read (`configuration.isPressed ? 0.5 : 1` in a ButtonStyle).
    static func isTransientHighlight(_ condition: String) -> Bool {
        let last = condition.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) ?? condition
        return transientHighlights.contains(last)
    }

    static let transientHighlights: Set<String> = ["isPressed", "isHighlighted", "isHovered", "isHovering"]

    /// SwiftUI's named colours are UIKit's dynamic system colours.
    static let named: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "red": "systemRed", "orange": "systemOrange",
        "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint", "teal": "systemTeal",
        "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "white": "white", "black": "black",
        "clear": "clear",
    ]

    static func color(_ expr: ExprSyntax, _ origin: ValueSource) -> ColorSpec {
        var e = expr
        var alpha: Double?
        // `.opacity(opacity)`, a value computed at run time: see-through by an unknown amount.
        var unknownAlpha = false
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "opacity", let base = m.base
        {
            alpha = call.arguments.first.flatMap { FactsVisitor.number($0.expression) }
            unknownAlpha = alpha == nil
            e = base
        }
        if unknownAlpha { return .dynamic(origin: origin) }
        var spec: ColorSpec = .dynamic(origin: origin)
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base?.sourceText == "Color",
            let system = named[m.declName.baseName.text]
        {
            spec = .system(system)
        } else if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "Color" {
            let args = Array(call.arguments)
            if let name = args.first.flatMap({ FactsVisitor.stringLiteral($0.expression) }), args.first?.label == nil {
                spec = .named(name)
            } else if let r = args.first(where: { $0.label?.text == "red" }).flatMap({ FactsVisitor.number($0.expression) }),
                let g = args.first(where: { $0.label?.text == "green" }).flatMap({ FactsVisitor.number($0.expression) }),
                let b = args.first(where: { $0.label?.text == "blue" }).flatMap({ FactsVisitor.number($0.expression) })
            {
                spec = .rgba(RGBA(red: r, green: g, blue: b))
            } else if let w = args.first(where: { $0.label?.text == "white" }).flatMap({ FactsVisitor.number($0.expression) }) {
                spec = .rgba(RGBA(white: w))
            } else if let wrapped = ColorExpression.wrappedArgument(e).flatMap(FactsVisitor.colorLiteral) ?? ColorExpression.resourceSymbol(e) {
                spec = wrapped
            }
        }
        if let alpha {
            spec = Self.see(through: spec, alpha) ?? .dynamic(origin: origin)
        }
        return spec
    }

    /// A colour made see-through (`.gray.opacity(0.5)`): its components with the alpha scaled, a
    /// system colour in each appearance; nil for a colour known only by name (an asset).
    static func see(through spec: ColorSpec, _ alpha: Double) -> ColorSpec? {
        func scaled(_ c: RGBA) -> ColorSpec {
            var c = c
            c.alpha *= alpha
            return .rgba(c)
        }
        switch spec {
        case .rgba(let c): return scaled(c)
        case .system(let name):
            guard let pair = SystemColors.table[name] else { return nil }
            let high = SystemColors.increasedContrast[name]
            if pair.light == pair.dark, high == nil { return scaled(pair.light) }
            return .adaptive(
                light: scaled(pair.light), dark: scaled(pair.dark), lightHigh: high.map { scaled($0.light) }, darkHigh: high.map { scaled($0.dark) })
        default: return nil
        }
    }

    /// `.background(.red)`, `.background(Color.white)`; a shape or view background is unknown.
    /// SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`,
    /// `Material.regular`): they blur and tint what is behind them.
    static func isMaterial(_ expr: ExprSyntax) -> Bool {
        let text = expr.sourceText
        return text.hasSuffix("Material") || text.hasPrefix("Material.") || text == ".bar"
            || text.contains("Material,") || text.hasPrefix(".bar,")
    }

    static func backgroundColor(_ expr: ExprSyntax, _ origin: ValueSource) -> ColorSpec? {
        let spec = color(expr, origin)
        if case .dynamic = spec { return nil }
        return spec
    }

    /// A colour written as a literal (`Color.red`, `Color(red:green:blue:)`), or nil.
    static func literalColor(_ expr: ExprSyntax) -> ColorSpec? {
        backgroundColor(expr, .explanation("not a literal"))
    }

    static func gestureKind(_ expr: ExprSyntax) -> Gesture {
        let s = expr.sourceText
        if s.hasPrefix("TapGesture") || s.hasPrefix("SpatialTapGesture") { return .tap }
        if s.hasPrefix("LongPressGesture") { return .longPress }
        if s.hasPrefix("DragGesture") { return .pan }
        if s.hasPrefix("MagnificationGesture") || s.hasPrefix("MagnifyGesture") { return .pinch }
        if s.hasPrefix("RotationGesture") || s.hasPrefix("RotateGesture") { return .rotation }
        return .custom
    }

    /// A SwiftUI `.dynamicTypeSize(...)` limit: `...DynamicTypeSize.xxxLarge`,
    /// `.large ... .accessibility2`, `.xSmall...`, or one size.
    static func dynamicTypeSizes(_ expression: String) -> ClosedRange<ContentSizeCategory>? {
        func category(_ part: Substring) -> ContentSizeCategory? {
            let name = part.split(separator: ".").last.map(String.init) ?? ""
            return ContentSizeCategory(name: name.trimmingCharacters(in: .whitespaces))
        }
        guard let dots = expression.range(of: "...") else {
            return category(Substring(expression)).map { $0...$0 }
        }
        let lower = category(expression[..<dots.lowerBound]) ?? .extraSmall
        let upper = category(expression[dots.upperBound...]) ?? .accessibilityExtraExtraExtraLarge
        return lower <= upper ? lower...upper : nil
    }
}
