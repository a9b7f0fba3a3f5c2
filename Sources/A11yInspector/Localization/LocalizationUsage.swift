import Foundation

/// A place where code looks a key up in a string table.
public struct LocalizationUsage: Sendable, Hashable, Codable {
    public enum API: String, Sendable, Hashable, Codable {
        /// `NSLocalizedString("key", tableName:, bundle:, value:, comment:)` (Swift or Objective-C).
        case nsLocalizedString = "NSLocalizedString"
        /// `String(localized: "key", table:, defaultValue:, comment:)`, `LocalizedStringResource`.
        case stringLocalized = "String(localized:)"
        /// A literal a SwiftUI view or modifier takes as `LocalizedStringKey` (`Text("key")`).
        case swiftUIKey = "LocalizedStringKey"
        /// `Bundle.localizedString(forKey:value:table:)`.
        case bundleLookup = "localizedString(forKey:)"
        /// `"key".localized`: a member of the project's own `String` extension that looks
        /// `self` up (`NSLocalizedString(self, comment: "")`); `helper` names it.
        case stringHelper = "String extension"
        /// `L10n.tr("Localizable", "key")`: a project function that hands its key parameter to a
        /// lookup (`LookupWrappers`, SwiftGen's accessors); `helper` names it. The translators'
        /// note is the one the function gives, or the string table's.
        case lookupFunction = "lookup function"
    }

    /// The key; interpolations appear as `%@` (Xcode extracts Int as `%lld`, which
    /// `FormatSpecifiers.skeleton` treats as the same key).
    public var key: String
    /// nil: the default table, "Localizable".
    public var table: String?
    public var api: API
    /// The `String` member a `.stringHelper` lookup calls (`localized`).
    public var helper: String?
    /// nil when the call has no comment argument; "" when it is empty.
    public var comment: String?
    /// `value:` / `defaultValue:`: what people see when the key is missing.
    public var defaultValue: String?
    /// The key is computed at run time (a variable): the table cannot be checked for it.
    public var isDynamic = false
    /// The table is computed at run time too (`tableName: table`, a parameter): a key built at
    /// run time may be one of any table's.
    public var tableIsDynamic = false
    /// The bundle the lookup names when it is not the app's or the package's own
    /// (`bundle: IDN.localizationBundle`): its tables may be resources the sources do not hold.
    public var bundle: String?
    /// The literal key has interpolations. `String(localized:)` and SwiftUI turn them into
    /// format arguments; `NSLocalizedString` looks up the interpolated text, which no table has.
    public var isInterpolated = false
    /// Assigned to an accessibility label, hint or value.
    public var isAccessibility = false
    /// Passed to a formatting call (`String(format:)`, `localizedStringWithFormat`), directly
    /// or through a variable: its `%` are specifiers.
    public var isFormatted = false
    /// The stored constant of a type the lookup initialises (`static let title =
    /// NSLocalizedString(…)` in `enum Strings`): its text reaches people only through that name.
    public var constant: StoredConstant?
    public var location: SourceLocation
    /// The text becomes an error's (`NSError(…, userInfo: [NSLocalizedDescriptionKey: …])`, a
    /// factory of `NSError` or of one of the project's error types, a `LocalizedError`'s
    /// `errorDescription`): it reaches people only where code shows the error, and many
    /// callers only log it or show their own text.
    public var isErrorText = false
    /// In a module that imports neither UIKit, SwiftUI nor AppKit (a model or store layer): it
    /// shows nothing itself, so whether its text reaches a screen is up to the code using it.
    /// Set when the project is read, never cached.
    public var inModuleWithoutUI = false
    /// In code nothing runs in the App Store build: a method or type nothing uses, or code the
    /// Release configuration leaves out. Set when the project is read, never cached.
    public var inDeadCode = false

    public var tableName: String { table ?? "Localizable" }

    /// A lookup of a key built at run time that may be one of this table's.
    public func mayLookUpUnnamedKey(in table: String) -> Bool {
        isDynamic && (tableIsDynamic || tableName == table)
    }
}
