import Foundation

/// SwiftUI screens as they are asked for: read again from their views (`SwiftUIScreenPlan`),
/// with the colours of every part and the texts of the project's string tables.
struct DeferredScreens: Sendable {
    var plan = SwiftUIScreenPlan()
    var colors = SwiftUIColors()
    /// Set once the project's localization is known.
    var words: LocalizedTextResolver?

    func screens(at i: Int) -> [ProjectScreen] {
        plan.screens(at: i).map { screen in
            ProjectScreen(words?.resolve(screen) ?? screen, colors: colors.resolver(for: screen.file))
        }
    }
}

/// The colours SwiftUI screens see: every part's asset catalogs (the catalog of the screen's
/// own target where several define a name) and the appearance all parts agree on.
struct SwiftUIColors: Sendable {
    private var all = ProjectPart()
    private var multiCatalog = false
    private var shared = ColorResolver()

    init() {}

    init(parts: [String: ProjectPart]) {
        for name in parts.keys.sorted() {
            all.assetColors.merge(parts[name]!.assetColors) { a, _ in a }
            all.assetColorsByCatalog.merge(parts[name]!.assetColorsByCatalog) { a, b in a.merging(b) { x, _ in x } }
        }
        all.themes = parts.values.first?.themes ?? [:]
        let styles = Set(parts.values.compactMap { $0.infoPlist["UIUserInterfaceStyle"]?.lowercased() })
        all.infoPlist["UIUserInterfaceStyle"] = styles.count == 1 ? styles.first : nil
        all.forcesLightInCode = parts.values.compactMap(\.forcesLightInCode).min()
        all.predatesDarkMode = parts.values.compactMap(\.predatesDarkMode).min()
        all.appTintSetInCode = parts.values.lazy.compactMap(\.appTintSetInCode).first
        multiCatalog = all.assetColorsByCatalog.values.contains { $0.count > 1 }
        shared = all.colorResolver(for: nil)
    }

    func resolver(for file: String) -> ColorResolver {
        multiCatalog ? all.colorResolver(for: nil, at: file) : shared
    }
}

extension Project {
    /// Where a screen is: built already, or the i-th view of the SwiftUI plan (its screen and
    /// its dialogs').
    public enum ScreenSlot: Sendable {
        case built(Int)
        case swiftUI(Int)
    }

    /// Every screen's place, in the project's order (Interface Builder, SwiftUI, snapshots,
    /// Android layouts, UIKit code).
    public var screenSlots: [ScreenSlot] {
        let position = min(swiftUIPosition, screens.count)
        return (0..<position).map(ScreenSlot.built) + (0..<swiftUI.plan.count).map(ScreenSlot.swiftUI)
            + (position..<screens.count).map(ScreenSlot.built)
    }

    /// The screens of a slot, built now for SwiftUI ones: hold them only while needed.
    public func screens(in slot: ScreenSlot) -> [ProjectScreen] {
        switch slot {
        case .built(let i): [screens[i]]
        case .swiftUI(let i): swiftUI.screens(at: i)
        }
    }

    /// The screens of a slot without their elements (names, files, origins, controllers).
    public func headers(in slot: ScreenSlot) -> [Screen] {
        switch slot {
        case .built(let i): [screens[i].screen]
        case .swiftUI(let i): swiftUI.plan.headers(at: i)
        }
    }

    /// Every screen without its elements, in order.
    public var screenHeaders: [Screen] { screenSlots.flatMap(headers(in:)) }

    /// Whether the project has any screen.
    public var hasScreens: Bool { !screens.isEmpty || swiftUI.plan.count > 0 }

    /// Every screen, built (for the commands that show them all; an audit builds them one by
    /// one, `screens(in:)`).
    public func allScreens(jobs: Int) -> [ProjectScreen] {
        ParallelMap.map(screenSlots, jobs: jobs) { screens(in: $0) }.flatMap { $0 }
    }
}
