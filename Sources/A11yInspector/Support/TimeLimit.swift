import Foundation

/// Maps over files on threads of its own and stops waiting for a file after a time limit, so a
/// file no one foresaw (a parser's worst case) costs the audit at most the limit and becomes a
/// diagnostic. A thread cannot be stopped: one that overruns finishes its file on its own (its
/// result dropped) and then ends, and a new thread takes its place; the process does not wait
/// for it.
///
/// The threads take the files one after another and tell no one until all are done; the
/// caller sleeps until the earliest time limit of the files in hand. (A first version handed
/// each file to a waiting thread and waited for it: two thread switches per file were a
/// tenth of the audit of a 2,000-file app.)
enum TimeLimit {
    /// `transform` of every item, in order, on `jobs` threads with room for deep recursion;
    /// `overrun(item)` for an item that took longer than `seconds` (nil: no limit).
    static func map<T: Sendable, R: Sendable>(
        _ items: [T], jobs: Int, seconds: Double?,
        overrun: (T) -> R, _ transform: @escaping @Sendable (T) -> R
    ) -> [R] {
        guard !items.isEmpty else { return [] }
        let run = Run(items: items, transform: transform)
        return run.wait(threads: max(1, min(jobs, items.count)), seconds: seconds, overrun: overrun)
    }

    /// The diagnostic of a file given up on.
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    /// How the diagnostic of an item given up on ends ("took longer than 30 s, …"): a result
    /// with one depends on the machine's speed, and is not kept for the next run.
    static func overrunMessage(_ seconds: Double) -> String {
        "took longer than \(format(seconds)) s, \(overrunPhrase)"
    }

    static let overrunPhrase = "the per-file time limit (--file-time-limit); skipped"

    /// One map: the items, the results so far, and what each thread has in hand.
    private final class Run<T: Sendable, R: Sendable>: @unchecked Sendable {
        private let items: [T]
        private let transform: @Sendable (T) -> R
        private let condition = NSCondition()
        // Guarded by `condition`:
        private var results: [R?]
        private var next = 0
        private var remaining: Int
        /// Per thread: the item in hand and when it was started.
        private var inHand: [Int: (item: Int, started: DispatchTime)] = [:]
        private var abandoned: Set<Int> = []
        private var threadCount = 0

        /// The caller's recording of disk reads, which the threads' reads belong to.
        private let session = DiskReads.Session.current

        init(items: [T], transform: @escaping @Sendable (T) -> R) {
            self.items = items
            self.transform = transform
            results = Array(repeating: nil, count: items.count)
            remaining = items.count
        }

        func wait(threads: Int, seconds: Double?, overrun: (T) -> R) -> [R] {
            condition.lock()
            for _ in 0..<threads { startThread() }
            while remaining > 0 {
                guard let seconds else { condition.wait(); continue }
                let now = DispatchTime.now().uptimeNanoseconds
                for (thread, hand) in inHand where Double(now - hand.started.uptimeNanoseconds) / 1e9 >= seconds {
                    results[hand.item] = overrun(items[hand.item])
                    remaining -= 1
                    inHand[thread] = nil
                    abandoned.insert(thread)
                    if next < items.count { startThread() }
                }
                guard remaining > 0 else { break }
                // Sleep until the earliest file in hand reaches the limit (or all are done).
                let earliest = inHand.values.map(\.started.uptimeNanoseconds).min() ?? now
                let left = seconds - Double(DispatchTime.now().uptimeNanoseconds - earliest) / 1e9
                _ = condition.wait(until: Date(timeIntervalSinceNow: max(0.001, left)))
            }
            condition.unlock()
            return results.map { $0! }
        }

        /// Called with the lock held.
        private func startThread() {
            let id = threadCount
            threadCount += 1
            let thread = Thread { [self] in
                DiskReads.Session.current = session
                work(as: id)
            }
            // Room for the parsers' recursion on deeply nested (but accepted) sources, and for
            // the SwiftUI reader's, which inlines a view's helpers and the views they use (a
            // debug build overflowed 16 MB on linphone-iphone's call screen). Reserved address
            // space, not memory: only the pages used are touched.
            thread.stackSize = 64 << 20
            thread.start()
        }

        private func work(as thread: Int) {
            while true {
                let taken: Int? = condition.withLock {
                    guard !abandoned.contains(thread), next < items.count else { return nil }
                    next += 1
                    inHand[thread] = (next - 1, .now())
                    return next - 1
                }
                guard let item = taken else { return }
                let result = transform(items[item])
                let stop: Bool = condition.withLock {
                    if abandoned.contains(thread) { return true }
                    inHand[thread] = nil
                    results[item] = result
                    remaining -= 1
                    if remaining == 0 { condition.signal() }
                    return false
                }
                if stop { return }
            }
        }
    }
}
