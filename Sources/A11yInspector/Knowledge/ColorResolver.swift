/// Resolves declared colours to sRGB for an appearance, from the project's asset catalogs,
/// Interface Builder's colour snapshots and the system colour table.
public struct ColorResolver: Sendable {
    public enum Appearance: String, Sendable, CaseIterable {
        case light, dark
    }

    public var assetColors: [String: AssetColor]
    /// Light-appearance values Interface Builder stored in a document's `<resources>`.
    public var snapshots: [String: RGBA]

    public init(assetColors: [String: AssetColor] = [:], snapshots: [String: RGBA] = [:]) {
        self.assetColors = assetColors
        self.snapshots = snapshots
    }

    public func resolve(_ spec: ColorSpec, appearance: Appearance = .light) -> RGBA? {
        switch spec {
        case .rgba(let c):
            return c
        case .dynamic:
            return nil
        case .system(let name):
            return system(name, appearance)
        case .named(let name):
            if let asset = assetColors[name] {
                let value = appearance == .dark ? (asset.dark ?? asset.any) : asset.any
                switch value {
                case .rgba(let c): return c
                case .system(let n): return system(n, appearance)
                case nil: return nil
                }
            }
            return appearance == .light ? snapshots[name] : nil
        }
    }

    private func system(_ name: String, _ appearance: Appearance) -> RGBA? {
        if appearance == .light, let snapshot = snapshots[name] { return snapshot }
        guard let pair = SystemColors.table[name] else { return nil }
        return appearance == .light ? pair.light : pair.dark
    }
}
