/// What a view shows and its state: text, image, values, fonts, colours, visibility.
/// Element and attribute names verified in Xcode-saved files (notes/ib-xml.md §2, §8).
enum IBContent {
    static func apply(_ node: XMLTreeNode, to e: inout Element, context: IBReadContext) {
        applyState(node, to: &e)
        switch node.name {
        case "label": label(node, &e)
        case "button": button(node, &e)
        case "textField": textField(node, &e)
        case "textView": textView(node, &e)
        case "imageView": e.image = image(node, attribute: "image") ?? imageReference(node.child("imageReference", key: "image"))
        case "searchBar":
            e.text = node["text"].map(TextValue.literal)
            e.placeholder = node["placeholder"].map(TextValue.literal)
        case "slider", "stepper":
            e.numericValue = node.double("value")
            e.minimumValue = node.double("minValue") ?? node.double("minimumValue")
            e.maximumValue = node.double("maxValue") ?? node.double("maximumValue")
        case "progressView":
            e.numericValue = node.double("progress") ?? 0
            e.minimumValue = 0
            e.maximumValue = 1
        case "stackView":
            e.arrangesInARow = node["axis"] != "vertical"
        case "switch":
            e.numericValue = node.bool("on") == true ? 1 : 0
        case "segmentedControl":
            e.numericValue = node.double("selectedSegmentIndex")
            e.items = node.child("segments")?.children("segment").map { $0["title"] ?? $0["image"] ?? "" } ?? []
        case "pageControl":
            // currentPage of 0…numberOfPages-1 (UIPageControl's own range).
            e.numericValue = node.double("currentPage") ?? 0
            e.minimumValue = 0
            e.maximumValue = node.double("numberOfPages").map { max(0, $0 - 1) }
        case "tableViewCell", "collectionViewCell":
            // iOS 14+ cells: <listContentConfiguration key="contentConfiguration" text=…/>.
            if let text = node.child("listContentConfiguration", key: "contentConfiguration")?["text"] {
                e.text = .literal(text)
            }
        default:
            break
        }
        if e.font == nil, let font = node.child("fontDescription", key: "fontDescription") {
            e.font = IBFonts.fontDescription(font)
        }
        if node.name == "button" { intrinsicHeight(node, &e) }
        // Interface Builder offers no "Automatically Adjusts Font" for a button: without a
        // configuration (whose title adjusts by itself), its title label keeps UIKit's default,
        // false, unless code turns it on.
        if node.name == "button", node.child("buttonConfiguration", key: "configuration") == nil,
            node.child("fontDescription", key: "fontDescription") != nil
        {
            e.adjustsFontForContentSizeCategory = false
        }
        if ["label", "textField", "textView"].contains(node.name) {
            // IB writes the attribute only when it is YES; absent means UIKit's default, false.
            e.adjustsFontForContentSizeCategory = node.bool("adjustsFontForContentSizeCategory") ?? false
            // The default font of a standard cell's built-in label (`pointSize="0.0"`) is one
            // UIKit keeps adjusting as the text size changes (observed on iOS 11 and later).
            if let font = node.child("fontDescription", key: "fontDescription"), font["type"] == "system", font.double("pointSize") == 0 {
                e.adjustsFontForContentSizeCategory = node.bool("adjustsFontForContentSizeCategory") ?? true
            }
        }
        if let alignment = node["textAlignment"].flatMap(TextAlignment.init(rawValue:)) { e.textAlignment = alignment }
        // A label without the attribute has UILabel's default, one line: IB omits it.
        if let lines = node["numberOfLines"].flatMap({ Int($0) }) { e.numberOfLines = lines } else if node.name == "label" { e.numberOfLines = 1 }
        // Xcode writes adjustsFontSizeToFit="NO" on labels that do not shrink and omits it,
        // keeping minimumScaleFactor, on those that do (docs/interface-builder.md).
        switch node["adjustsFontSizeToFit"] {
        case "YES": e.shrinksToFit = true
        case nil: e.shrinksToFit = node.name == "label" && (node.double("minimumScaleFactor") ?? 1) < 1
        default: break
        }
        applyColors(node, to: &e)
    }

    private static func applyState(_ node: XMLTreeNode, to e: inout Element) {
        if node.bool("hidden") == true { e.isHidden = true }
        if let alpha = node.double("alpha") { e.alpha = alpha }
        if node.bool("userInteractionEnabled") == false { e.isUserInteractionEnabled = false }
        if node.bool("enabled") == false { e.isEnabled = false }
        if node.bool("selected") == true { e.isSelected = true }
    }

    private static func label(_ node: XMLTreeNode, _ e: inout Element) {
        if let text = node["text"] ?? node.child("string", key: "text")?.text {
            e.text = .literal(text)
        } else if let attributed = node.child("attributedString", key: "attributedText") {
            e.text = .literal(attributedText(attributed))
            applyFirstFragmentStyle(attributed, to: &e)
        }
    }

    private static func button(_ node: XMLTreeNode, _ e: inout Element) {
        e.systemButtonType = node["buttonType"].flatMap(SystemButtonType.init(rawValue:))
        let normal = node.children("state").first { $0.key == "normal" }
        let configuration = node.child("buttonConfiguration", key: "configuration")
        // With a configuration, UIKit ignores the stale <state title="Button"> Xcode leaves behind.
        let titleSource = configuration ?? normal
        if let title = titleSource?["title"] {
            e.text = .literal(title)
        } else if let attributed = titleSource?.child("attributedString", key: "attributedTitle") {
            e.text = .literal(attributedText(attributed))
            applyFirstFragmentStyle(attributed, to: &e)
        }
        e.image =
            imageReference(configuration?.child("imageReference", key: "image"))
            ?? configuration.flatMap { image($0, attribute: "image") }
            ?? normal.flatMap { image($0, attribute: "image") }
            // Xcode 13 and later write a state's image as a child element:
            // `<state key="normal"><imageReference key="image" image="plus" catalog="system"/></state>`.
            ?? imageReference(normal?.child("imageReference", key: "image"))
        if let font = configuration?.child("fontDescription", key: "titleFontDescription") {
            e.font = IBFonts.fontDescription(font)
        } else if configuration == nil, e.text != nil, node.child("fontDescription", key: "fontDescription") == nil,
            node.child("attributedString", key: "attributedTitle") == nil
        {
            // No font in the file: the title draws in UIKit's default, which does not scale.
            e.font = PlatformDefaults.uiButtonDefaultFont
        }
        if let color = configuration?.child("color", key: "baseForegroundColor") ?? normal?.child("color", key: "titleColor") {
            e.textColor = IBColors.spec(color)
        } else if configuration == nil, ["system", "roundedRect"].contains(node["buttonType"] ?? "") {
            // `roundedRect` is the system type's name in files older than iOS 7.
            e.titleFollowsTint = true
        }
        if let color = configuration?.child("color", key: "baseForegroundColor") { e.iconColor = IBColors.spec(color) }
        if let fill = configuration?.child("color", key: "baseBackgroundColor") {
            // Only a filled configuration draws its base background colour as it is, over the
            // view's own background colour and under the title (`applyColors` leaves it); tinted
            // and gray ones draw a lighter, translucent version of it (UIButton.Configuration's
            // background colour transformer), over whatever is behind the button.
            switch configuration?["style"] ?? "plain" {
            case "filled", "borderedProminent":
                e.backgroundColor = IBColors.spec(fill)
            default:
                guard node.child("color", key: "backgroundColor") == nil else { break }
                e.backgroundColor = .dynamic(
                    origin: .explanation(
                        "a \(configuration?["style"] ?? "") button configuration draws its base background colour translucent, over what is behind it"))
            }
        }
    }

    /// A titled button no constraint sizes is as high as its title's line plus its content
    /// insets (`<inset key="contentEdgeInsets" minY="12" maxY="12"/>`), whatever height the
    /// canvas last drew: that is a lower bound of its touch area. The line of San Francisco is
    /// about 1.19 times the point size (UIFont.lineHeight of the system font: 20.29 at 17 pt).
    private static func intrinsicHeight(_ node: XMLTreeNode, _ e: inout Element) {
        guard e.fixedHeight == nil, e.text != nil, let insets = node.child("inset", key: "contentEdgeInsets"),
            let top = insets.double("minY"), let bottom = insets.double("maxY"), let font = e.font
        else { return }
        guard let size = font.pointSize.flatMap({ $0 > 0 ? $0 : nil }) ?? font.textStyle.map({ DynamicType.pointSize($0) }) else { return }
        let height = (size * 1.19).rounded(.up) + top + bottom
        e.minimumHeight = max(e.minimumHeight ?? 0, height)
    }

    private static func textField(_ node: XMLTreeNode, _ e: inout Element) {
        if let text = node["text"] ?? node.child("string", key: "text")?.text { e.text = .literal(text) }
        if let placeholder = node["placeholder"] { e.placeholder = .literal(placeholder) }
        // <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
        if node.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES" { e.isSecureTextEntry = true }
        // `borderStyle="roundedRect"` (what Interface Builder gives a new text field) draws a
        // filled field; without the attribute, `.none`, the field is transparent.
        if node["borderStyle"] == "roundedRect" { e.drawsOwnBackground = "the rounded-rect text field draws its own field" }
    }

    private static func textView(_ node: XMLTreeNode, _ e: inout Element) {
        if node["editable"] == "NO" { e.isEditable = false }
        if let text = node["text"] ?? node.child("string", key: "text")?.text {
            e.text = .literal(text)
        } else if let attributed = node.child("attributedString", key: "attributedText") {
            e.text = .literal(attributedText(attributed))
            applyFirstFragmentStyle(attributed, to: &e)
        }
    }

    /// `<attributedString><fragment content="…"/>…` or `<fragment><string key="content">…`.
    static func attributedText(_ node: XMLTreeNode) -> String {
        node.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    /// The first fragment's font and colour stand for the whole text.
    private static func applyFirstFragmentStyle(_ node: XMLTreeNode, to e: inout Element) {
        guard let attributes = node.child("fragment")?.child("attributes") else { return }
        if let font = attributes.child("font", key: "NSFont") { e.font = IBFonts.attributedFont(font) }
        if let color = attributes.child("color", key: "NSColor") { e.textColor = IBColors.spec(color) }
        // <paragraphStyle key="NSParagraphStyle" alignment="justified" …/>
        if let alignment = attributes.child("paragraphStyle", key: "NSParagraphStyle")?["alignment"].flatMap(TextAlignment.init(rawValue:)) {
            e.textAlignment = alignment
        }
    }

    /// `image="name"`, with `catalog="system"` for an SF Symbol.
    static func image(_ node: XMLTreeNode, attribute: String) -> ImageReference? {
        guard let name = node[attribute], !name.isEmpty else { return nil }
        return ImageReference(name: name, isSystemSymbol: node["catalog"] == "system")
    }

    /// `<imageReference key="image" image="chevron.down" catalog="system"/>`.
    static func imageReference(_ node: XMLTreeNode?) -> ImageReference? {
        node.flatMap { image($0, attribute: "image") }
    }

    /// A button whose configuration fills its shape (`style="filled"` with a base background
    /// colour): the title is drawn on that fill, whatever the view's background colour.
    static func hasFilledConfiguration(_ node: XMLTreeNode) -> Bool {
        guard node.name == "button", let configuration = node.child("buttonConfiguration", key: "configuration"),
            configuration.child("color", key: "baseBackgroundColor") != nil
        else { return false }
        return ["filled", "borderedProminent"].contains(configuration["style"] ?? "plain")
    }

    private static func applyColors(_ node: XMLTreeNode, to e: inout Element) {
        let filled = hasFilledConfiguration(node)
        for child in node.children where child.name == "color" || child.name == "nil" {
            let spec = child.name == "color" ? IBColors.spec(child) : nil
            switch child.key {
            case "textColor": if e.textColor == nil { e.textColor = spec }
            case "backgroundColor": if !filled { e.backgroundColor = spec }
            case "tintColor": e.tintColor = spec
            default: break
            }
        }
    }
}
