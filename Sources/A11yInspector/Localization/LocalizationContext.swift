import Foundation

/// What the localization rules see: string tables, the lookups code makes, and the texts of
/// Interface Builder files — read per project, then merged over everything audited.
public struct LocalizationContext: Sendable, Codable {
    public var tables = StringTables()
    public var usages: [LocalizationUsage] = []
    public var interfaces: [InterfaceLocalization] = []
    /// `textAlignment = .left` in code (UIKit), where.
    public var leftAlignmentsInCode: [SourceLocation] = []
    /// The view each of `leftAlignmentsInCode` aligns, by name (`titleLabel`, or the property a
    /// closure's `label` initialises).
    public var leftAlignedViewsInCode: [SourceLocation: String] = [:]
    /// Views (by name) whose attributed text or text attributes code sets
    /// (`label.attributedText = …`, `field.defaultTextAttributes = …`): the paragraph style of
    /// what is set decides their alignment, font and colour. Every such statement.
    public var restyledByAttributes: [String: [SourceLocation]] = [:]
    /// `leftAnchor`/`rightAnchor` and `.left`/`.right` layout attributes in code.
    public var absoluteAnchorsInCode: [EdgeConstraint] = []
    /// `semanticContentAttribute = .forceLeftToRight`, `.environment(\.layoutDirection, .leftToRight)`.
    public var forcedLeftToRightInCode: [SourceLocation] = []
    /// Every string literal in code: a key written anywhere is not reported as unused. A
    /// `String` enum case's raw value is one only once `resolveEnumCaseKeys()` finds code
    /// that makes the case.
    public var literals: Set<String> = []
    /// Keys written as enum cases' raw values, and the cases code makes.
    public var enumCaseKeys = EnumCaseKeys()
    /// Raw values of enum cases no code makes (`resolveEnumCaseKeys()`): still names written
    /// in code, for what reads names rather than keys (key-value coding, a table's name).
    public var unmadeCaseValues: Set<String> = []
    /// Raw values of the enum cases code makes: keys code looks up through `rawValue`, which
    /// say that a table whose keys they are is one code reads.
    public var madeCaseValues: Set<String> = []
    /// Code reads strings through accessors generated at build time from the tables
    /// (R.swift's `R.string.…`), whose parameters are the union of every language's specifiers.
    public var usesGeneratedStringAccessors = false
    /// Names of tables the project copies into the app whose files are not on disk: their
    /// keys cannot be checked.
    public var absentTables: Set<String> = []
    /// The keys Settings bundle panes show, by the table they look them up in (`SettingsPanes`).
    public var settingsPaneKeys: [TableID: Set<String>] = [:]
    /// Keys the audited Info.plist files and `INFOPLIST_KEY_` build settings declare: the
    /// only keys an `InfoPlist.strings` table translates for people to see.
    public var infoPlistKeys: Set<String> = []
    /// Their string values: what a language with no `InfoPlist.strings` entry for a key shows.
    public var infoPlistValues: [String: String] = [:]
    /// Where the app replaces Bundle's string lookup (swizzles or overrides
    /// `localizedString(forKey:value:table:)`, or swaps `Bundle.main`'s class): which table and
    /// language a key is read from is then the app's own choice at run time.
    public var lookupReplaced: SourceLocation?
    /// Constants holding a string table lookup, by name path (`L10n.Settings.title`).
    public var constants: [String: LocalizedText] = [:]
    /// Every name code refers to (`Strings.title`, `title`, `\.title`): a stored constant none
    /// of them names is never read.
    public var referencedNames: Set<String> = []
    /// Types an extension makes conform to a protocol (`extension Failure: LocalizedError {}`):
    /// a framework may read their constants by a requirement's name, which no code writes.
    public var conformingTypes: Set<String> = []

    public init() {}

    /// Interface Builder texts are added after the files are read (from each file's audit),
    /// so the per-file cache never holds them.
    enum CodingKeys: String, CodingKey {
        case tables, usages, leftAlignmentsInCode, leftAlignedViewsInCode, restyledByAttributes, absoluteAnchorsInCode, forcedLeftToRightInCode,
            literals, constants, enumCaseKeys
        case referencedNames, conformingTypes, usesGeneratedStringAccessors
    }

    /// Keys (`table\0key`) that code looks up only from dead code (`LocalizationUsage.inDeadCode`):
    /// no live lookup, literal or computed at run time, may reach them. Empty when code looks
    /// keys up by values built at run time.
    public func keysOnlyInDeadCode() -> Set<String> {
        guard let undecided = Self.undecidedTables(usages.filter { $0.isDynamic && !$0.inDeadCode }) else { return [] }
        var live = Set<String>(), dead = Set<String>()
        for usage in usages where !usage.isDynamic {
            let keys = [usage.tableName + "\u{0}" + usage.key, usage.tableName + "\u{0}" + FormatSpecifiers.skeleton(usage.key)]
            if usage.inDeadCode { dead.formUnion(keys) } else { live.formUnion(keys) }
        }
        return dead.subtracting(live).filter { !undecided.contains(Self.table(ofKeyID: $0)) }
    }

    /// The tables whose keys lookups of keys built at run time (`unnamed`) leave undecided: a
    /// key built in one table (`SASL10n.tr("SAS", key)`) leaves the others' keys decided. Nil
    /// when a lookup's table is built at run time too: every table's keys are undecided.
    static func undecidedTables(_ unnamed: [LocalizationUsage]) -> Set<String>? {
        unnamed.contains(where: \.tableIsDynamic) ? nil : Set(unnamed.map(\.tableName))
    }

    /// "Localizable" for "Localizable\0title".
    static func table(ofKeyID id: String) -> String {
        String(id.prefix { $0 != "\u{0}" })
    }

    public mutating func merge(_ other: LocalizationContext) {
        tables.merge(other.tables)
        usages += other.usages
        interfaces += other.interfaces
        leftAlignmentsInCode += other.leftAlignmentsInCode
        leftAlignedViewsInCode.merge(other.leftAlignedViewsInCode) { a, _ in a }
        restyledByAttributes.merge(other.restyledByAttributes) { a, b in a + b }
        absoluteAnchorsInCode += other.absoluteAnchorsInCode
        forcedLeftToRightInCode += other.forcedLeftToRightInCode
        literals.formUnion(other.literals)
        enumCaseKeys.merge(other.enumCaseKeys)
        usesGeneratedStringAccessors = usesGeneratedStringAccessors || other.usesGeneratedStringAccessors
        constants.merge(other.constants) { a, _ in a }
        referencedNames.formUnion(other.referencedNames)
        conformingTypes.formUnion(other.conformingTypes)
        settingsPaneKeys.merge(other.settingsPaneKeys) { $0.union($1) }
    }

    /// Keys of a Settings bundle's tables that none of its panes shows: no one sees them.
    public func keysNoSettingsPaneShows() -> Set<String> {
        var result = Set<String>()
        for (table, shown) in settingsPaneKeys {
            for key in tables.tables[table]?.keys ?? [:].keys where !shown.contains(key) { result.insert(table.name + "\u{0}" + key) }
        }
        return result
    }

    /// `"key".localized` is a lookup only where the project declares that `String` member as
    /// one (`NSLocalizedString(self, …)`, in any file): it then looks up in that member's
    /// table; elsewhere it is some other member (`"a".uppercased`), and no lookup.
    public mutating func resolveStringHelperUsages() {
        usages = usages.compactMap { usage in
            guard usage.api == .stringHelper else { return usage }
            guard let member = usage.helper, case .key("self", let table, _)? = constants["String.\(member)"]?.lookup else { return nil }
            var resolved = usage
            resolved.table = table
            return resolved
        }
    }

    /// Counts the raw values of the enum cases code makes as written keys, once every file is
    /// merged: a key whose case nothing makes is looked up by no code that runs.
    public mutating func resolveEnumCaseKeys() {
        let live = enumCaseKeys.liveKeys()
        literals.formUnion(live)
        madeCaseValues = live
        unmadeCaseValues = Set(enumCaseKeys.cases.map(\.rawValue)).subtracting(live)
    }

    /// A lookup that initialises a stored constant no code names (nor any string, for
    /// key-value coding): dead code, its text never shown.
    public func initialisesUnreadConstant(_ usage: LocalizationUsage) -> Bool {
        guard let constant = usage.constant else { return false }
        return !referencedNames.contains(constant.name) && !literals.contains(constant.name) && !unmadeCaseValues.contains(constant.name)
            && !conformingTypes.contains(constant.type)
    }

    /// Strings tables exist in more than one language.
    public var isTranslated: Bool { !tables.translations.isEmpty }

    /// Whether a table holds the strings of an Interface Builder file ("Main" beside
    /// Base.lproj/Main.storyboard): its keys are object ids, not looked up by code.
    public func isInterfaceTable(_ table: TableID) -> Bool {
        interfaces.contains { $0.table == table }
    }

    /// Whether code looks a table's keys up: not a storyboard's, Info.plist's or App Shortcuts'.
    public func isCodeTable(_ table: TableID) -> Bool {
        !isInterfaceTable(table) && !["InfoPlist", "AppShortcuts"].contains(table.name)
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
