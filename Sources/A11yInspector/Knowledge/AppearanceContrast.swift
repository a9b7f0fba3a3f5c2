/// The contrast of a colour pair in every appearance the app can be shown in.
public enum AppearanceContrast {
    public struct Failure: Sendable, Equatable {
        public let appearance: ColorResolver.Appearance
        public let ratio: Double
        public let foreground: RGBA
        public let background: RGBA
    }

    /// The appearances in which `foreground` on `background` is below `required`. An
    /// appearance in which either colour cannot be resolved, or the background is not opaque,
    /// is skipped. An Increase Contrast failure identical to the standard one of the same
    /// scheme is dropped: the setting changes nothing there, so naming it adds nothing.
    public static func failures(
        _ foreground: ColorSpec, on background: ColorSpec, below required: Double,
        colors: ColorResolver
    ) -> [Failure] {
        var failures: [Failure] = []
        for appearance in colors.appearances {
            guard let bg = colors.resolve(background, appearance: appearance), bg.alpha >= 0.999,
                let fgRaw = colors.resolve(foreground, appearance: appearance)
            else { continue }
            let fg = fgRaw.composited(over: bg)
            let ratio = Contrast.ratio(fg, bg)
            guard ratio < required - 0.005 else { continue }
            if appearance.increasedContrast,
                failures.contains(where: {
                    $0.appearance.scheme == appearance.scheme && !$0.appearance.increasedContrast && $0.foreground.hex == fg.hex && $0.background.hex == bg.hex
                })
            {
                continue
            }
            failures.append(Failure(appearance: appearance, ratio: ratio, foreground: fg, background: bg))
        }
        return failures
    }

    /// "2.32:1 (#AAAAAA on #FFFFFF)" when the pair is the same in every appearance checked,
    /// else "1.20:1 (#1C1C1E on #000000) in dark mode", joined with "and".
    public static func describe(_ failures: [Failure], appearances: [ColorResolver.Appearance]) -> String {
        func pair(_ f: Failure) -> String { "\(String(format: "%.2f", f.ratio)):1 (\(f.foreground.hex) on \(f.background.hex))" }
        let standard = appearances.filter { !$0.increasedContrast }
        if failures.count == standard.count, failures.allSatisfy({ !$0.appearance.increasedContrast }),
            Set(failures.map { "\($0.foreground.hex)\($0.background.hex)" }).count == 1
        {
            return pair(failures[0])
        }
        return failures.map { "\(pair($0)) in \($0.appearance)" }.joined(separator: " and ")
    }

    /// Why failures found only in dark mode may not matter: the app may never show it.
    public static func darkOnlyUncertainty(_ failures: [Failure], colors: ColorResolver) -> String? {
        failures.allSatisfy { $0.appearance.scheme == .dark } ? colors.darkUncertainty : nil
    }

    /// " (system label on asset "Card")" when either colour is named, "" when both are literal.
    public static func names(_ foreground: ColorSpec, on background: ColorSpec) -> String {
        if case .rgba = foreground, case .rgba = background { return "" }
        return " (\(foreground) on \(background))"
    }
}
