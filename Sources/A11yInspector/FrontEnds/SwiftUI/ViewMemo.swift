import Foundation

/// Project views already read, reused wherever the same view is used with the same arguments
/// (issue 19: "each view type is interpreted once per distinct argument shape"). Every view of
/// a project is a screen with the views it uses inlined, so without it a component is read
/// again in every screen that shows it, and in every screen that shows one of those.
///
/// A reading is reused only where reading the view again would give the same result: the
/// view's arguments are the same (literal values, the optionals left nil, the content views
/// passed), no guard stopped the reading (the expression budget, the depth limit, a view
/// reached again inside itself), none of the frames it looked for is on the stack where it is
/// reused, the stack is shallow enough for its depth, and the budget can pay what it cost.
/// Those conditions make the output the same whatever order screens are built in, and with any
/// number of jobs.
final class ViewMemo: @unchecked Sendable {
    struct Key: Hashable {
        let view: String
        let bindings: [String: String]
        let knownNil: Set<String>
        let content: [String: [Element]]
    }

    /// What reading a view gave: its elements and what it adds to the screen around it.
    struct Reading {
        let children: [Element]
        let navigationTitle: TextValue?
        let navigationBarHidden: Bool
        let toolbar: [Element]
        let searchField: Element?
        let destinations: Set<String>
        let partialSheets: Set<String>
        let titledDestinations: [String: TextValue]
        let dialogs: [Element]
        let usedViews: Set<String>
        let readsReduceMotion: Bool

        init(_ interpreter: ViewBuilderInterpreter, children: [Element], readsReduceMotion declared: Bool) {
            self.children = children
            navigationTitle = interpreter.navigationTitle
            navigationBarHidden = interpreter.navigationBarHidden
            toolbar = interpreter.toolbar
            searchField = interpreter.searchField
            destinations = interpreter.destinations
            partialSheets = interpreter.partialSheets
            titledDestinations = interpreter.titledDestinations
            dialogs = interpreter.dialogs
            usedViews = interpreter.usedViews
            readsReduceMotion = interpreter.readsReduceMotion || declared
        }
    }

    /// What the reading depended on besides its key.
    struct Recorded {
        /// Expressions read.
        let cost: Int
        /// The deepest stack a guard saw, less the stack the reading started on.
        let depth: Int
        let framesChecked: Set<ViewBuilderInterpreter.Frame>
    }

    private struct Entry {
        let reading: Reading
        let recorded: Recorded
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// A reading made before that is valid on this stack; its cost is spent from the budget.
    func reading(for key: Key, on stack: [ViewBuilderInterpreter.Frame], budget: ViewBuilderInterpreter.Budget) -> Reading? {
        lock.lock()
        let entry = entries[key]
        lock.unlock()
        guard let entry,
            stack.count + entry.recorded.depth < ViewBuilderInterpreter.maximumDepth,
            entry.recorded.framesChecked.isDisjoint(with: stack),
            budget.spend(reused: entry.recorded.cost)
        else { return nil }
        // What the reading depended on, the reading that reuses it depends on too.
        budget.deepest = max(budget.deepest, stack.count + entry.recorded.depth)
        budget.framesChecked.formUnion(entry.recorded.framesChecked)
        return entry.reading
    }

    func keep(_ reading: Reading, for key: Key, recorded: Recorded, base: Int) {
        let relative = Recorded(cost: recorded.cost, depth: max(0, recorded.depth - base), framesChecked: recorded.framesChecked)
        lock.lock()
        if entries[key] == nil { entries[key] = Entry(reading: reading, recorded: relative) }
        lock.unlock()
    }
}

extension ViewBuilderInterpreter.Budget {
    /// What recording replaced, restored by `endRecording`.
    struct Recording {
        let used: Int
        let deepest: Int
        let framesChecked: Set<ViewBuilderInterpreter.Frame>
        let guardStopped: Bool
    }

    func beginRecording() -> Recording {
        let saved = Recording(used: used, deepest: deepest, framesChecked: framesChecked, guardStopped: guardStopped)
        deepest = 0
        framesChecked = []
        guardStopped = false
        return saved
    }

    /// What the reading since `beginRecording` depended on, or nil when a guard stopped it (it
    /// may read differently elsewhere). The outer recording goes on, including this one.
    func endRecording(_ saved: Recording) -> ViewMemo.Recorded? {
        let recorded = guardStopped ? nil : ViewMemo.Recorded(cost: used - saved.used, depth: deepest, framesChecked: framesChecked)
        deepest = max(deepest, saved.deepest)
        framesChecked.formUnion(saved.framesChecked)
        guardStopped = guardStopped || saved.guardStopped
        return recorded
    }
}
