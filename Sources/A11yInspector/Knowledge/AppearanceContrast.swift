/// The contrast of a colour pair in every appearance the app can be shown in.
public enum AppearanceContrast {
    public struct Failure: Sendable, Equatable {
        public let appearance: ColorResolver.Appearance
        public let ratio: Double
        public let foreground: RGBA
        public let background: RGBA
        /// The app theme the pair was judged in, when either colour is a theme's.
        public var theme: String? = nil
        /// A theme's pair that fails alike in every appearance the app is shown in.
        public var inEveryAppearance = false
    }

    /// The appearances in which `foreground` on `background` is below `required`. An
    /// appearance in which either colour cannot be resolved, or the background is not opaque,
    /// is skipped. An Increase Contrast failure identical to the standard one of the same
    /// scheme is dropped: the setting changes nothing there, so naming it adds nothing. When
    /// either colour is a theme's, the pair is judged in each of the app's themes, and a dark
    /// failure identical to the theme's light one is dropped the same way.
    public static func failures(
        _ foreground: ColorSpec, on background: ColorSpec, below required: Double,
        colors: ColorResolver, opacity: Double = 1
    ) -> [Failure] {
        var failures: [Failure] = []
        // A theme's colour against one that follows the system's light or dark appearance: which
        // theme shows in which appearance is the app's choice at run time (a dark theme may be
        // shown only in dark mode), so those pairs are not judged.
        if foreground.isThemed != background.isThemed {
            let other = foreground.isThemed ? background : foreground
            if colors.resolve(other, appearance: .light) != colors.resolve(other, appearance: .dark) { return [] }
        }
        for theme in colors.themes(for: [foreground, background]) {
            let before = failures.count
            var resolved = 0, failing = 0
            defer {
                if theme != nil, resolved > 0, failing == resolved {
                    for i in before..<failures.count { failures[i].inEveryAppearance = true }
                }
            }
            for appearance in colors.appearances {
                guard let bg = colors.resolve(background, appearance: appearance, theme: theme), bg.alpha >= 0.999,
                    var fgRaw = colors.resolve(foreground, appearance: appearance, theme: theme)
                else { continue }
                resolved += 1
                // Views between the text and its background drawn translucent dim it.
                fgRaw.alpha *= opacity
                let fg = fgRaw.composited(over: bg)
                let ratio = Contrast.ratio(fg, bg)
                guard ratio < required - 0.005 else { continue }
                failing += 1
                let same = failures.filter { $0.theme == theme && $0.foreground.hex == fg.hex && $0.background.hex == bg.hex }
                if theme != nil, !same.isEmpty { continue }
                if appearance.increasedContrast, same.contains(where: { $0.appearance.scheme == appearance.scheme && !$0.appearance.increasedContrast }) {
                    continue
                }
                failures.append(Failure(appearance: appearance, ratio: ratio, foreground: fg, background: bg, theme: theme))
            }
        }
        return failures
    }

    /// "2.32:1 (#AAAAAA on #FFFFFF)" when the pair is the same in every appearance checked,
    /// else "1.20:1 (#1C1C1E on #000000) in dark mode", joined with "and"; a theme's failures
    /// as "2.39:1 (#FFFFFF on #FF8800) in the brightPalette theme".
    public static func describe(_ failures: [Failure], appearances: [ColorResolver.Appearance]) -> String {
        func pair(_ f: Failure) -> String { "\(String(format: "%.2f", f.ratio)):1 (\(f.foreground.hex) on \(f.background.hex))" }
        var themes: [String] = []
        for case let theme? in failures.map(\.theme) where !themes.contains(theme) { themes.append(theme) }
        if !themes.isEmpty {
            // Each theme by its lowest ratio; past three themes, the lowest and the others' names.
            let worst = themes.compactMap { theme in failures.filter { $0.theme == theme }.min { $0.ratio < $1.ratio } }
            func text(_ f: Failure) -> String {
                pair(f) + (f.inEveryAppearance ? "" : " in \(f.appearance)") + " in the \(f.theme ?? "") theme"
            }
            guard worst.count > 3, let lowest = worst.min(by: { $0.ratio < $1.ratio }) else { return worst.map(text).joined(separator: "; ") }
            let others = worst.filter { $0.theme != lowest.theme }.compactMap(\.theme)
            return "\(text(lowest)), and fails in \(others.count) more themes (\(others.joined(separator: ", ")))"
        }
        let standard = appearances.filter { !$0.increasedContrast }
        if failures.count == standard.count, failures.allSatisfy({ !$0.appearance.increasedContrast }),
            Set(failures.map { "\($0.foreground.hex)\($0.background.hex)" }).count == 1
        {
            return pair(failures[0])
        }
        return failures.map { "\(pair($0)) in \($0.appearance)" }.joined(separator: " and ")
    }

    /// Why failures found in some of the app's themes only may not meet every user: the app
    /// chooses its theme at run time (a setting, the system appearance).
    public static func themeUncertainty(_ failures: [Failure], judged foreground: ColorSpec, on background: ColorSpec, colors: ColorResolver) -> String? {
        let failing = Set(failures.compactMap(\.theme))
        guard !failing.isEmpty else { return nil }
        let all = colors.themes(for: [foreground, background]).compactMap { $0 }
        guard failing.count < all.count else { return nil }
        let passing = all.filter { !failing.contains($0) }
        return
            "only in the \(failing.sorted().joined(separator: ", ")) theme\(failing.count > 1 ? "s" : ""), not in \(passing.joined(separator: ", ")); the app chooses its theme at run time"
    }

    /// Why failures found only in dark mode may not matter: the app may never show it.
    public static func darkOnlyUncertainty(_ failures: [Failure], colors: ColorResolver) -> String? {
        failures.allSatisfy { $0.appearance.scheme == .dark } ? colors.darkUncertainty : nil
    }

    /// " (system label on asset "Card")" when either colour is named, "" when both are literal.
    public static func names(_ foreground: ColorSpec, on background: ColorSpec) -> String {
        // Colours written out, or adaptive ones whose parts the failures name already.
        func plain(_ spec: ColorSpec) -> Bool {
            switch spec {
            case .rgba, .adaptive: return true
            default: return false
            }
        }
        if plain(foreground), plain(background) { return "" }
        return " (\(foreground) on \(background))"
    }
}
