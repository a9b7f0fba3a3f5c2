/// Reads `<fontDescription>` and attributed-string `<font key="NSFont">` into `FontSpec`.
///
/// `<fontDescription>` forms (notes/ib-xml.md §4): `style="UICTFontTextStyleBody"` (a text style,
/// no size); `type="system|boldSystem|italicSystem" [weight="semibold"] pointSize="17"`;
/// `name="HelveticaNeue" family="Helvetica Neue" pointSize="17"` or `type="custom"`.
enum IBFonts {
    static func fontDescription(_ node: XMLTreeNode) -> FontSpec {
        let size = node.double("pointSize")
        if let style = node["style"] {
            // A text style font is looked up for the content size category when the view loads,
            // so it follows the user's setting; live updates need adjustsFontForContentSizeCategory.
            return FontSpec(
                source: .textStyle, textStyle: TextStyle(interfaceBuilderName: style),
                pointSize: size, weight: node["weight"], scalesWithDynamicType: true)
        }
        switch node["type"] {
        case "system", "boldSystem", "italicSystem":
            // `pointSize="0.0"`: no size, the default font UIKit gives the view. Interface
            // Builder writes it for the built-in labels of standard table cells, whose default
            // fonts are text styles that follow Dynamic Type (body for the title).
            if node["type"] == "system", size == 0 {
                return FontSpec(source: .textStyle, textStyle: .body, pointSize: nil, weight: node["weight"], scalesWithDynamicType: true)
            }
            let weight = node["weight"] ?? (node["type"] == "boldSystem" ? "bold" : "regular")
            return FontSpec(source: .system, pointSize: size, weight: weight, scalesWithDynamicType: false)
        default:
            break
        }
        if let name = node["name"] ?? node["family"] {
            // ".AppleSystemUIFont" and friends are the system font under a private name.
            if name.hasPrefix(".") {
                return FontSpec(
                    source: .system, pointSize: size, weight: "regular", name: name,
                    scalesWithDynamicType: false)
            }
            return FontSpec(source: .custom, pointSize: size, name: name, scalesWithDynamicType: false)
        }
        return FontSpec(source: .custom, pointSize: size, scalesWithDynamicType: false)
    }

    /// `<font key="NSFont" metaFont="systemBold" size="15"/>`, `<font … name= size=>`,
    /// `<font … textStyle=>` inside `<attributedString>` fragments.
    static func attributedFont(_ node: XMLTreeNode) -> FontSpec {
        let size = node.double("size") ?? node.double("pointSize")
        if let style = node["textStyle"] {
            return FontSpec(
                source: .textStyle, textStyle: TextStyle(interfaceBuilderName: style),
                pointSize: size, scalesWithDynamicType: true)
        }
        if let meta = node["metaFont"], meta.hasPrefix("system") {
            let rest = meta.dropFirst("system".count)
            let weight = rest.isEmpty ? "regular" : rest.prefix(1).lowercased() + rest.dropFirst()
            return FontSpec(source: .system, pointSize: size, weight: weight, scalesWithDynamicType: false)
        }
        if let name = node["name"], !name.hasPrefix(".") {
            return FontSpec(source: .custom, pointSize: size, name: name, scalesWithDynamicType: false)
        }
        return FontSpec(source: .system, pointSize: size, weight: "regular", scalesWithDynamicType: false)
    }
}
