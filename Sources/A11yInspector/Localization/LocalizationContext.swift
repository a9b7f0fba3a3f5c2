import Foundation

/// What the localization rules see of one project: its string tables, the lookups its code
/// makes, and the texts of its Interface Builder files.
public struct LocalizationContext: Sendable {
    public var tables = StringTables()
    public var usages: [LocalizationUsage] = []
    public var interfaces: [InterfaceLocalization] = []
    /// `textAlignment = .left` in code (UIKit), where.
    public var leftAlignmentsInCode: [SourceLocation] = []
    /// `leftAnchor`/`rightAnchor` and `.left`/`.right` layout attributes in code.
    public var absoluteAnchorsInCode: [EdgeConstraint] = []
    /// `semanticContentAttribute = .forceLeftToRight`, `.environment(\.layoutDirection, .leftToRight)`.
    public var forcedLeftToRightInCode: [SourceLocation] = []
    /// Every string literal in code: a key written anywhere is not reported as unused.
    public var literals: Set<String> = []

    public init() {}

    public mutating func merge(_ other: LocalizationContext) {
        tables.merge(other.tables)
        usages += other.usages
        interfaces += other.interfaces
        leftAlignmentsInCode += other.leftAlignmentsInCode
        absoluteAnchorsInCode += other.absoluteAnchorsInCode
        forcedLeftToRightInCode += other.forcedLeftToRightInCode
        literals.formUnion(other.literals)
    }

    /// Strings tables exist in more than one language.
    public var isTranslated: Bool { !tables.translations.isEmpty }

    /// Some language of the project is written right to left.
    public var rightToLeftLanguages: [String] { tables.translations.filter(LanguageFacts.isRightToLeft) }

    /// Tables that hold the strings of an Interface Builder file ("Main" for Main.storyboard),
    /// or Info.plist's: their keys are not looked up by code.
    public var nonCodeTables: Set<String> {
        Set(interfaces.map(\.tableName)).union(["InfoPlist", "AppShortcuts"])
    }

    /// Lookups of a table's key, by literal key or by its skeleton (interpolations compare
    /// equal whatever their specifier), in any bundle.
    public func usages(of key: String, in table: TableID) -> [LocalizationUsage] {
        let skeleton = FormatSpecifiers.skeleton(key)
        return usages.filter { !$0.isDynamic && $0.tableName == table.name && ($0.key == key || FormatSpecifiers.skeleton($0.key) == skeleton) }
    }

    /// The entry a lookup finds, by key or skeleton: in the bundle closest to the code, else in any.
    public func entry(for usage: LocalizationUsage) -> LocalizedKey? {
        if let entry = tables.entry(usage.key, table: usage.tableName, near: usage.location.file) { return entry }
        guard usage.key.contains("%") else { return nil }
        return tables.entry(matchingSkeletonOf: usage.key, table: usage.tableName)
    }
}

/// A constraint on a left or right edge, in IB or code.
public struct EdgeConstraint: Sendable, Hashable {
    public enum Side: String, Sendable { case left, right }
    public var location: SourceLocation
    /// The two views it relates ("label|superview"); nil when not known.
    public var pair: String?
    public var side: Side
    /// The constant as written ("20", "-20", "" for none).
    public var constant: String

    public init(location: SourceLocation, pair: String?, side: Side, constant: String) {
        self.location = location
        self.pair = pair
        self.side = side
        self.constant = constant
    }

    /// Those that change a layout when it should mirror: a view pinned to both the left and
    /// the right edge of the same view by the same distance mirrors into itself.
    public static func asymmetric(_ constraints: [EdgeConstraint]) -> [EdgeConstraint] {
        func magnitude(_ c: String) -> String { c.hasPrefix("-") ? String(c.dropFirst()) : c }
        let sides = Dictionary(grouping: constraints.filter { $0.pair != nil }) { $0.pair! + "\u{0}" + magnitude($0.constant) }
            .filter { Set($0.value.map(\.side)).count == 2 }
        let symmetric = Set(sides.keys)
        return constraints.filter { $0.pair == nil || !symmetric.contains($0.pair! + "\u{0}" + magnitude($0.constant)) }
    }
}

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

    /// A label, text field or text view aligned left instead of natural.
    public struct Alignment: Sendable, Hashable {
        public var objectID: String
        public var kind: String
        public var text: String?
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
    /// developers put where code sets the text (“#Primary#”, “{{title}}”).
    static func isXcodePlaceholder(_ text: String) -> Bool {
        ["Label", "Button", "Title", "Subtitle", "Detail", "Item", "Text", "First", "Second", "Left Detail", "Right Detail"].contains(text)
            || text.hasPrefix("Lorem ipsum")
            || (text.count > 2 && text.hasPrefix("#") && text.hasSuffix("#"))
            || (text.hasPrefix("{{") && text.hasSuffix("}}"))
    }

    /// "Main" for "Base.lproj/Main.storyboard".
    public var tableName: String { table.name }
    /// The table its translations are in: "Main" of the folder that holds `Base.lproj`.
    public let table: TableID

    /// In a `.lproj` folder: Xcode localizes it (Base internationalization or a copy per language).
    public var isLocalized: Bool { StringTables.language(ofPath: path) != nil }

    /// Drops texts that code replaces at run time (linked screens show them as dynamic).
    public mutating func removeTexts(replacedIn screens: [Screen]) {
        var replaced: Set<String> = []
        for screen in screens {
            screen.root.forEach { element in
                if element.text?.isDynamic == true {
                    replaced.formUnion(["text", "normalTitle", "configuration.title"].map { "\(element.id).\($0)" })
                }
                if element.placeholder?.isDynamic == true { replaced.insert("\(element.id).placeholder") }
                if element.accessibilityLabel?.isDynamic == true { replaced.insert("\(element.id).accessibilityLabel") }
                if element.accessibilityHint?.isDynamic == true { replaced.insert("\(element.id).accessibilityHint") }
            }
        }
        texts.removeAll { replaced.contains($0.key) }
    }
}
