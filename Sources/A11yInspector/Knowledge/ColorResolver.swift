/// Resolves declared colours to sRGB for an appearance, from the project's asset catalogs,
/// Interface Builder's colour snapshots and the system colour table.
public struct ColorResolver: Sendable {
    /// What the user's display settings select: light or dark, with or without Increase
    /// Contrast (Settings → Accessibility → Display & Text Size).
    public struct Appearance: Hashable, Sendable, CustomStringConvertible {
        public enum Scheme: String, Sendable { case light, dark }
        public var scheme: Scheme
        public var increasedContrast: Bool

        public init(_ scheme: Scheme, increasedContrast: Bool = false) {
            self.scheme = scheme
            self.increasedContrast = increasedContrast
        }

        public static let light = Appearance(.light)
        public static let dark = Appearance(.dark)
        public static let lightIncreasedContrast = Appearance(.light, increasedContrast: true)
        public static let darkIncreasedContrast = Appearance(.dark, increasedContrast: true)
        public static let allCases = [light, dark, lightIncreasedContrast, darkIncreasedContrast]

        public var description: String {
            scheme.rawValue + " mode" + (increasedContrast ? " with Increase Contrast" : "")
        }

        /// "light", "dark", "light-high", "dark-high" (also "light+ic", "high", "ic").
        public init?(name: String) {
            switch name.lowercased() {
            case "light": self = .light
            case "dark": self = .dark
            case "light-high", "light+ic", "high", "ic", "increased-contrast": self = .lightIncreasedContrast
            case "dark-high", "dark+ic": self = .darkIncreasedContrast
            default: return nil
            }
        }
    }

    public var assetColors: [String: AssetColor] {
        didSet { symbols = Self.symbols(assetColors.keys) }
    }
    /// The asset each generated asset symbol names (`ColorResource.colorTertiary`, `.accent`
    /// for "AccentColor"), where the symbol is not an asset's name itself.
    private var symbols: [String: String] = [:]
    /// Where the app sets its windows' tint in code (`window.tintColor = …`), if it does: its
    /// accent colour is then not known.
    public var accentSetInCode: SourceLocation?
    /// Light-appearance values Interface Builder stored in a document's `<resources>`.
    public var snapshots: [String: RGBA]
    /// The appearances the app can be shown in: all four unless it opts out of dark mode
    /// (`UIUserInterfaceStyle` = `Light` in Info.plist).
    public var appearances: [Appearance]
    /// Why results in the dark appearance may not matter (the app forces light in code).
    public var darkUncertainty: String?
    /// The app's themes (`ColorDeclarations.themes`): each theme object by name ("brightPalette",
    /// "Theme.CLASSIC") with the colour it gives each property. A `.themed` colour has the value
    /// of the theme the app shows, so it resolves only for a named theme.
    public var themes: [String: [String: ColorSpec]] = [:]

    public init(
        assetColors: [String: AssetColor] = [:], snapshots: [String: RGBA] = [:],
        appearances: [Appearance] = Appearance.allCases
    ) {
        self.assetColors = assetColors
        self.symbols = Self.symbols(assetColors.keys)
        self.snapshots = snapshots
        self.appearances = appearances
    }

    public func resolve(_ spec: ColorSpec, appearance: Appearance = .light, theme: String? = nil) -> RGBA? {
        switch spec {
        case .rgba(let c):
            return c
        case .dynamic, .alternatives:
            return nil
        case .adaptive(let light, let dark, let lightHigh, let darkHigh):
            switch (appearance.scheme, appearance.increasedContrast) {
            case (.light, false): return resolve(light, appearance: appearance, theme: theme)
            case (.dark, false): return resolve(dark, appearance: appearance, theme: theme)
            case (.light, true): return resolve(lightHigh ?? light, appearance: appearance, theme: theme)
            case (.dark, true): return resolve(darkHigh ?? dark, appearance: appearance, theme: theme)
            }
        case .themed(let property):
            guard let theme, let value = themes[theme]?[property], !value.isThemed else { return nil }
            return resolve(value, appearance: appearance)
        case .system(let name):
            return system(name, appearance)
        case .named(let name):
            // The app sets its tint in code: the accent colour is that tint, not the asset's.
            if name == PlatformDefaults.accentColorName, accentSetInCode != nil { return nil }
            if let asset = assetColors[name] ?? symbols[name].flatMap({ assetColors[$0] }) {
                switch asset.value(for: appearance) {
                case .rgba(let c): return c
                case .system(let n): return system(n, appearance)
                case nil: return nil
                }
            }
            // Interface Builder's snapshot is the light, standard-contrast value.
            return appearance == .light ? snapshots[name] : nil
        }
    }

    /// Xcode's generated asset symbols (Xcode 15's "Generate Swift Asset Symbol Extensions"):
    /// the name in lower camel case, words joined (`"Color Tertiary"`, `"color-tertiary"` →
    /// `colorTertiary`), and a colour's trailing "Color" dropped (`"AccentColor"` → `accent`).
    /// A symbol two assets would share is left out.
    static func symbols(_ names: some Sequence<String>) -> [String: String] {
        var result: [String: String] = [:]
        var shared = Set<String>()
        let all = Set(names)
        for name in all.sorted() {
            let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            guard let first = words.first else { continue }
            var symbol = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            if symbol.first?.isNumber == true { symbol = "_" + symbol }
            var candidates = [symbol]
            if symbol.hasSuffix("Color"), symbol.count > 5 { candidates.append(String(symbol.dropLast(5))) }
            for candidate in candidates where candidate != name && !all.contains(candidate) {
                if result[candidate] != nil { shared.insert(candidate) } else { result[candidate] = name }
            }
        }
        for symbol in shared { result[symbol] = nil }
        return result
    }

    /// The themes to judge a set of colours in: every theme that gives each themed one a
    /// value, by name; `[nil]` when none of them depends on the theme.
    public func themes(for specs: [ColorSpec]) -> [String?] {
        let properties = specs.compactMap { spec -> String? in
            if case .themed(let p) = spec { return p }
            return nil
        }
        guard !properties.isEmpty else { return [nil] }
        return themes.filter { _, values in properties.allSatisfy { values[$0] != nil } }.keys.sorted()
    }

    private func system(_ name: String, _ appearance: Appearance) -> RGBA? {
        if appearance == .light, let snapshot = snapshots[name] { return snapshot }
        return SystemColors.color(name, appearance)
    }
}

extension AssetColor {
    /// The variant the asset catalog gives for an appearance, falling back the way the asset
    /// catalog does: dark high contrast → dark → any; light high contrast → any.
    public func value(for appearance: ColorResolver.Appearance) -> Value? {
        switch (appearance.scheme, appearance.increasedContrast) {
        case (.light, false): return any
        case (.dark, false): return dark ?? any
        case (.light, true): return highContrast ?? any
        case (.dark, true): return darkHighContrast ?? dark ?? highContrast ?? any
        }
    }
}
