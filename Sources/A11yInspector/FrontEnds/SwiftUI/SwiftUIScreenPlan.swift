import Foundation

/// The SwiftUI screens of a project, decided but not held. Deciding which views are screens
/// takes every view read (a component is a screen only where no view shows it, a view reached
/// as a destination is one wherever it is reached), and a large app's screens held together
/// outgrow the machine (nostur-ios: 252 screens, 600 MB of element trees). So the first reading
/// keeps only each screen's header, and each screen is read again when it is asked for, then
/// dropped by whoever asked: the audit holds as many screens as it has jobs. The second reading
/// is the first one's (`ViewMemo` gives the same result in any order) and mostly reuses the
/// readings of the views it uses, kept from the first.
public struct SwiftUIScreenPlan: Sendable {
    struct Planned: Sendable {
        /// The view the screen is read from.
        let view: String
        /// The screen without its elements: name, file, whether it is a full screen.
        let header: Screen
        /// The alerts and confirmation dialogs it is the first to declare, each a screen
        /// (small: kept).
        let dialogs: [Screen]
        /// The title the code presenting it gives it, when it has none of its own.
        var presenterTitle: TextValue? = nil
    }

    let index: SwiftUIIndex
    let memo: ViewMemo?
    let planned: [Planned]

    /// A plan with no screens.
    public init() {
        self.init(index: SwiftUIIndex(), memo: nil, planned: [])
    }

    init(index: SwiftUIIndex, memo: ViewMemo?, planned: [Planned]) {
        self.index = index
        self.memo = memo
        self.planned = planned
    }

    /// How many views give screens (each with its dialogs).
    public var count: Int { planned.count }

    /// The screens without their elements, in order, dialogs after the screen declaring them.
    public var headers: [Screen] { planned.flatMap { [$0.header] + $0.dialogs } }

    /// The headers of the screens `screens(at:)` gives.
    public func headers(at i: Int) -> [Screen] { [planned[i].header] + planned[i].dialogs }

    /// The screens of the i-th view: its own, read again, then its dialogs'.
    public func screens(at i: Int) -> [Screen] {
        let planned = planned[i]
        let declaration = index.views[planned.view]!
        var screen = SwiftUIFrontEnd.screen(declaration, body: declaration.body!, index: index, memo: memo).screen
        screen.isViewController = planned.header.isViewController
        screen.isPartialSheet = planned.header.isPartialSheet
        if let title = planned.presenterTitle { SwiftUIFrontEnd.titledByPresenter(&screen, title) }
        return [screen] + planned.dialogs
    }

    /// Every screen, read in parallel (for the commands that show them all).
    public func all(jobs: Int) -> [Screen] {
        ParallelMap.map(Array(planned.indices), jobs: jobs) { screens(at: $0) }.flatMap { $0 }
    }
}
