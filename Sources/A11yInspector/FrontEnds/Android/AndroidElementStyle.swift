import Foundation

/// Sizes, text styles, colours and what the app's code does to a view: the parts of a layout
/// element that are not its accessibility attributes.
extension AndroidElementBuilder {
    typealias Attribute = (String) -> String?

    /// Only what is written in dp; `wrap_content`, `match_parent` and `0dp` (constraints) stay unknown.
    func readSizes(_ attr: Attribute, into e: inout Element, _ a: inout AndroidView) {
        for name in ["layout_width", "layout_height", "minWidth", "minHeight"] {
            if let v = attr(name) { a.sizes[name] = v }
        }
        func dp(_ name: String) -> Double? {
            guard let v = attr(name), let d = resources.dimension(v), d.unit == "dp", d.value > 0 else { return nil }
            return d.value
        }
        e.fixedWidth = dp("layout_width")
        e.fixedHeight = dp("layout_height")
        e.minimumWidth = dp("minWidth") ?? dp("minimumWidth")
        e.minimumHeight = dp("minHeight") ?? dp("minimumHeight")
    }

    /// Text size with its unit, bold, text appearance; colours by day and at night.
    func readTextStyleAndColors(_ attr: Attribute, style: String?, into e: inout Element, _ a: inout AndroidView) {
        a.textAppearance = attr("textAppearance") ?? style
        if let size = attr("textSize") {
            a.textSize = size
            if let d = resources.dimension(size) {
                a.textSizeUnit = d.unit
                e.font = FontSpec(source: .system, pointSize: d.value, scalesWithDynamicType: d.unit == "sp")
            }
        }
        if let textStyle = attr("textStyle"), textStyle.contains("bold") {
            if e.font == nil { e.font = FontSpec(source: .system) }
            e.font?.weight = "bold"
        }
        a.background = attr("background")
        for name in ["textColor", "background", "backgroundTint", "tint", "textColorHint", "textColorLink"] {
            guard let v = attr(name) else { continue }
            if AndroidResources.parseColor(v) != nil { a.literalColors[name] = v }
            if let ref = AndroidResources.Reference(v), ref.type == "color", ref.package == nil, resources.nightColors[ref.name] != nil {
                a.nightVariantColors.insert(name)
            }
            if name == "textColor" || name == "background" {
                a.dayColors[name] = resources.color(v)
                a.nightColorValues[name] = resources.color(v, night: true)
            }
            let color = resources.color(v).map(ColorSpec.rgba)
            switch name {
            case "textColor": e.textColor = color
            case "background": e.backgroundColor = color
            case "tint": e.tintColor = color
            default: break
            }
        }
    }

    /// What the Kotlin and Java code may do to the view with this id. `clickableInLayout`: the
    /// widget or the layout already makes it clickable, so code adds nothing uncertain.
    func readCodeReferences(id: String, clickableInLayout: Bool, into e: inout Element, _ a: inout AndroidView) {
        let layout = e.location.file.fileName.deletingFileExtension
        if let use = code.reference(toViewID: id) {
            // Code that reaches the view may set its description, hint or text at run time.
            e.provenance[.accessibilityLabel] = .explanation("code refers to it (\(use)) and the project sets content descriptions in code")
        }
        if let use = code.anyReference(toViewID: id) {
            // A placeholder text the code replaces (`android:text="XXX.xx"`) is never shown.
            e.provenance[.text] = .explanation("code refers to it (\(use)) and may replace its text")
        }
        a.touchListenerInCode = code.touchListener(onViewID: id, inLayout: layout)
        if let click = code.clickable(viewID: id, inLayout: layout) {
            // setOnClickListener makes a view clickable (and focusable "auto"): TalkBack offers
            // "Double-tap to activate". Matched by name, so what depends on it needs review.
            a.madeClickableInCode = click
            if !clickableInLayout { e.provenance[.clickable] = .explanation("made clickable in code (\(click)), matched to the view by name") }
        }
    }
}
