/// The localizable texts of one Interface Builder file, and what in it ignores the reading
/// direction.
public struct InterfaceLocalization: Sendable {
    /// A text IB exports for translators: `"<objectID>.<property>" = "value";`.
    public struct Text: Sendable, Hashable {
        public var objectID: String
        /// ibtool's property name: "text", "normalTitle", "placeholder", "title",
        /// "accessibilityLabel", "accessibilityHint", "segmentTitles[0]"…
        public var property: String
        public var value: String
        public var line: Int
        public var isAccessibility: Bool { property.hasPrefix("accessibility") }
        /// What VoiceOver reads after a pause (`accessibilityHint`), not the element's name.
        public var isAccessibilityHint: Bool { property == "accessibilityHint" }
        public var key: String { "\(objectID).\(property)" }
        /// The strings-file key is our assumption (button configuration titles): a translation
        /// of any property of the same object counts.
        public var isKeyAssumed: Bool { property.hasPrefix("configuration.") }

        /// Whether a language's entries of the storyboard's table translate this text.
        public func isTranslated(in entries: [String: LocalizedKey], language: String) -> Bool {
            if entries[key]?.values[language] != nil { return true }
            guard isKeyAssumed else { return false }
            return entries.contains { $0.key.hasPrefix(objectID + ".") && $0.value.values[language] != nil }
        }
    }

    /// A label or text field aligned left instead of natural.
    public struct Alignment: Sendable, Hashable {
        /// The Interface Builder element, by its XML name.
        public enum View: String, Sendable, Hashable {
            case label, textField
            /// How a message names it.
            public var name: String { self == .label ? "label" : "text field" }
        }
        public var objectID: String
        public var view: View
        public var text: String?
        /// Outlet properties that point at it (`responseTitle`): code may restyle it through them.
        public var outlets: [String] = []
        /// `numberOfLines` (0: as many as needed).
        public var lines: Int
        public var line: Int
    }

    public let path: String
    public var objectIDs: Set<String> = []
    public var texts: [Text] = []
    public var leftAligned: [Alignment] = []
    /// Constraints on left/right edges rather than leading/trailing.
    public var absoluteConstraints: [EdgeConstraint] = []
    /// Views with `semanticContentAttribute="forceLeftToRight"`: (object id, element name, line).
    public var forcedLeftToRight: [(objectID: String, kind: String, line: Int)] = []

    public init(path: String) {
        self.path = path
        table = TableID(path: path)
    }

    /// Texts with something to translate, without the text Xcode gives a new object (“Label”,
    /// “Button”, “Title”, “Item”…), which code replaces.
    public var translatableTexts: [Text] {
        texts.filter { !Self.isXcodePlaceholder($0.value) && StringTables.isTranslatable($0.value) }
    }

    /// The texts of Xcode's object library: a new label says “Label”, a navigation item
    /// “Title”, a bar button item “Item”, a table cell “Title”/“Subtitle”/“Detail”, a
    /// segmented control “First”/“Second”, a text view Lorem ipsum; and the markers
    /// developers put where code sets the text (“#Primary#”, “{{title}}”, “{File Name}”).
    static func isXcodePlaceholder(_ text: String) -> Bool {
        ["Label", "Button", "Title", "Subtitle", "Detail", "Item", "Text", "First", "Second", "Left Detail", "Right Detail"].contains(text)
            || text.hasPrefix("Lorem ipsum")
            || (text.count > 2 && text.hasPrefix("#") && text.hasSuffix("#"))
            || isBracedMarker(text)
    }

    /// The whole text in braces: `{{title}}`, `{File Name}`, `{$x.xx}`.
    static func isBracedMarker(_ text: String) -> Bool {
        let inner = text.drop { $0 == "{" }.reversed().drop { $0 == "}" }
        return text.hasPrefix("{") && text.hasSuffix("}") && !inner.isEmpty && !inner.contains("{") && !inner.contains("}")
    }

    /// "Main" for "Base.lproj/Main.storyboard".
    public var tableName: String { table.name }
    /// The table its translations are in: "Main" of the folder that holds `Base.lproj`.
    public let table: TableID

    /// In a `.lproj` folder: Xcode localizes it (Base internationalization or a copy per language).
    public var isLocalized: Bool { StringTables.language(ofPath: path) != nil }

    /// Drops texts no one sees: those of scenes UIKit never shows, of views hidden in the file
    /// that no code shows, and of views code hides where the screen is set up and never shows
    /// again (and their subviews). A text only such views hold needs no translation.
    public mutating func removeTexts(neverShownIn screens: [Screen]) {
        var unseen: Set<String> = []
        func walk(_ element: Element, hidden: Bool) {
            // (Not where code the tool cannot read may show it.)
            let hidden =
                hidden || element.hiddenForGoodByCode
                || (element.isHidden == true && element.unreadCode == nil && element.provenance[.isHidden] == nil)
            if hidden { unseen.insert(element.id) }
            for child in element.children { walk(child, hidden: hidden) }
        }
        for screen in screens {
            let offScreen = screen.isUnreachableScene || screen.notShown != nil
            if offScreen { unseen.formUnion(screen.titleObjectIDs) }
            walk(screen.root, hidden: offScreen)
        }
        guard !unseen.isEmpty else { return }
        texts.removeAll { unseen.contains($0.objectID) }
    }

    /// Drops texts that code sets (linked screens record which text properties code assigns,
    /// whether the value is known or computed).
    public mutating func removeTexts(replacedIn screens: [Screen]) {
        removeTexts(neverShownIn: screens)
        var replaced: Set<String> = []
        for screen in screens {
            // A scene title the controller's code sets each time it loads never shows the
            // file's (a storyboard title replaced by `title = NSLocalizedString(…)`).
            if screen.titleSetInCode { replaced.formUnion(screen.titleObjectIDs.map { "\($0).title" }) }
            screen.root.forEach { element in
                var properties = element.setInCode
                // Code sets a text of a view by this outlet's name (`detailView?.titleLabel.text =
                // model.name` in the cell that holds this xib's view): the text here is a
                // placeholder as likely as not, not a text to translate.
                for property in [ViewProperty.text, .placeholder, .accessibilityLabel, .accessibilityHint] {
                    if case .nameMatchOnly? = element.provenance[property] { properties.insert(property) }
                }
                if element.text?.isDynamic == true { properties.insert(.text) }
                if element.placeholder?.isDynamic == true { properties.insert(.placeholder) }
                if element.accessibilityLabel?.isDynamic == true { properties.insert(.accessibilityLabel) }
                if element.accessibilityHint?.isDynamic == true { properties.insert(.accessibilityHint) }
                for property in properties {
                    // The keys Interface Builder's strings files use for them.
                    let keys = property == .text ? ["text", "normalTitle", "configuration.title"] : [property.rawValue]
                    replaced.formUnion(keys.map { "\(element.id).\($0)" })
                }
            }
        }
        // `id.segmentTitles[2]`: a segment of a control whose segments code sets.
        texts.removeAll { text in
            if replaced.contains(text.key) { return true }
            guard let bracket = text.key.range(of: ".segmentTitles[") else { return false }
            return replaced.contains(text.key[..<bracket.lowerBound] + ".text")
        }
    }
}
