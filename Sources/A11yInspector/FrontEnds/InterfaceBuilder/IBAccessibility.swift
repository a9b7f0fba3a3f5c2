/// Accessibility as Interface Builder stores it: the Identity inspector's
/// `<accessibility key="accessibilityConfiguration">` and user-defined runtime attributes.
enum IBAccessibility {
    /// ```xml
    /// <accessibility key="accessibilityConfiguration" label="Close" hint="…" identifier="close">
    ///     <accessibilityTraits key="traits" button="YES"/>   <!-- or none="YES" -->
    ///     <bool key="isElement" value="YES"/>
    /// </accessibility>
    /// ```
    /// IB has no field for accessibilityValue or accessibilityLanguage (notes/ib-xml.md §1).
    static func applyConfiguration(_ node: XMLTreeNode, to element: inout Element, context: IBReadContext) {
        guard let config = node.child("accessibility", key: "accessibilityConfiguration") else { return }
        if let label = config["label"] { element.accessibilityLabel = .literal(label) }
        if let hint = config["hint"] { element.accessibilityHint = .literal(hint) }
        if let value = config["value"] { element.accessibilityValue = .literal(value) }
        if let identifier = config["identifier"] { element.accessibilityIdentifier = identifier }
        if let traits = config.child("accessibilityTraits", key: "traits") {
            // The checkboxes are the complete set: they replace the class default.
            element.traits.replacement = parseTraits(traits, context: context)
        }
        if let isElement = config.child("bool", key: "isElement")?.bool("value") {
            element.isAccessibilityElement = isElement
        }
    }

    static func parseTraits(_ node: XMLTreeNode, context: IBReadContext) -> AccessibilityTraits {
        var set: AccessibilityTraits = []
        for (name, value) in node.attributes.sorted(by: { $0.key < $1.key }) where name != "key" && value == "YES" {
            if name == "none" { continue }
            if let trait = AccessibilityTraits.fromIB(name) ?? AccessibilityTraits.fromUIKit(name) {
                set.insert(trait)
            } else {
                context.unknownTrait(name, at: node)
            }
        }
        return set
    }

    /// `<userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="…"/>`.
    /// Direct UIAccessibility key paths are honoured; project-defined inspectables that look
    /// accessibility-related (NetNewsWire's `accLabelText`) are recorded in `provenance` so
    /// rules can say "set at run time" instead of guessing.
    static func applyRuntimeAttributes(_ node: XMLTreeNode, to element: inout Element, context: IBReadContext) {
        guard let list = node.child("userDefinedRuntimeAttributes") else { return }
        for attribute in list.children("userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(attribute)
            let at = context.location(attribute)
            let origin = ValueSource.runtimeAttribute(at, value: nil)
            switch keyPath {
            case "accessibilityLabel":
                element.accessibilityLabel = value.map(TextValue.literal)
                element.provenance[.accessibilityLabel] = origin
            case "accessibilityHint":
                element.accessibilityHint = value.map(TextValue.literal)
                element.provenance[.accessibilityHint] = origin
            case "accessibilityValue":
                element.accessibilityValue = value.map(TextValue.literal)
                element.provenance[.accessibilityValue] = origin
            case "accessibilityIdentifier":
                element.accessibilityIdentifier = value
            case "accessibilityLanguage":
                element.accessibilityLanguage = value
            case "isAccessibilityElement":
                element.isAccessibilityElement = value.map(isTrue)
                element.provenance[.isAccessibilityElement] = origin
            case "accessibilityElementsHidden":
                element.accessibilityElementsHidden = value.map(isTrue) ?? false
                element.provenance[.accessibilityElementsHidden] = origin
            case "accessibilityViewIsModal":
                element.accessibilityViewIsModal = value.map(isTrue) ?? false
                element.provenance[.accessibilityViewIsModal] = origin
            case "accessibilityTraits":
                // A raw UIAccessibilityTraits bit mask; not interpreted, so the traits are unknown.
                element.traits.isDynamic = true
                element.provenance[.accessibilityTraits] = .runtimeAttribute(at, value: value ?? "?")
            case "placeholder":
                if let value { element.placeholder = .literal(value) }
            default:
                let lower = keyPath.lowercased()
                let source = ValueSource.customInspectable(at, keyPath: keyPath, value: value ?? "")
                if !keyPath.contains(".") { element.inspectables[keyPath] = value ?? "" }
                if lower.contains("acc") {
                    element.provenance[ViewProperty(rawValue: keyPath) ?? .customInspectable] = source
                } else if Self.setsLocalizedText(lower), value?.isEmpty == false {
                    // A localization helper's inspectable (`localizableString`, `xibLocKey`,
                    // `textKey`): the text shown is its table's text for that key, set at run
                    // time; the text typed in Interface Builder is a placeholder.
                    // (`xibPlaceholderLocKey`: the placeholder's.)
                    let property: ViewProperty = lower.contains("placeholder") ? .placeholder : .text
                    element.provenance[property] = source
                    element.setInCode.insert(property)
                }
                // A project inspectable that themes the view (`themeColor = "textColor: tintColor"`,
                // `colorStyle`, `fontStyle`): its colours or font are set at run time. Not the
                // layer's border or shadow colour.
                if !lower.hasPrefix("layer.") {
                    if ["color", "colour", "theme"].contains(where: lower.contains) {
                        for p in [ViewProperty.textColor, .backgroundColor] where element.provenance[p] == nil { element.provenance[p] = source }
                    }
                    if ["font", "textstyle", "typography"].contains(where: lower.contains), element.provenance[.font] == nil {
                        element.provenance[.font] = source
                    }
                }
            }
        }
    }

    /// A key path a localization helper adds to views: `localizableString`, `localizedKey`,
    /// `xibLocKey`, `l10nKey`, `textKey`, `titleKey`.
    static func setsLocalizedText(_ lowercasedKeyPath: String) -> Bool {
        let k = lowercasedKeyPath
        return k.contains("localiz") || k.contains("lockey") || k.contains("l10n")
            || ((k.contains("text") || k.contains("title")) && k.hasSuffix("key"))
    }

    static func runtimeValue(_ attribute: XMLTreeNode) -> String? {
        if let v = attribute["value"] { return v }
        guard let child = attribute.child(key: "value") else { return nil }
        return child["value"] ?? (child.name == "string" ? child.text : nil)
    }

    private static func isTrue(_ s: String) -> Bool { s == "YES" || s == "1" || s == "true" }
}
