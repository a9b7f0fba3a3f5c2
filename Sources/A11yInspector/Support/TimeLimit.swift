import Foundation

/// Runs one file's reading on a thread other than the caller's and stops waiting for it after
/// a time limit, so a file no one foresaw (a parser's worst case) costs the audit at most the
/// limit and becomes a diagnostic. A thread cannot be stopped: one that overruns finishes its
/// file on its own (its result dropped) and then ends; the process does not wait for it.
///
/// Threads are kept in a pool and reused: starting one per file cost a quarter of a second
/// on a 2,000-file app.
enum TimeLimit {
    /// The work's result, or nil when it took longer than `seconds` (nil: no limit, the work
    /// runs on the caller's thread).
    static func run<R: Sendable>(seconds: Double?, _ work: @escaping @Sendable () -> R) -> R? {
        guard let seconds else { return work() }
        let worker = pool.take()
        let box = Box<R>()
        let done = DispatchSemaphore(value: 0)
        worker.start {
            box.set(work())
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else {
            worker.abandon()
            return nil
        }
        pool.give(worker)
        return box.get()
    }

    /// The diagnostic of a file given up on.
    static func diagnostic(file: String, seconds: Double) -> Diagnostic {
        Diagnostic(level: .error, file: file, message: "reading took longer than \(Self.format(seconds)) s, the per-file time limit (--file-time-limit); skipped")
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }

    private static let pool = Pool()

    private final class Pool: @unchecked Sendable {
        private var idle: [Worker] = []
        private let lock = NSLock()
        func take() -> Worker { lock.withLock { idle.popLast() } ?? Worker() }
        func give(_ worker: Worker) { lock.withLock { idle.append(worker) } }
    }

    /// A thread that runs one piece of work at a time, handed over through a condition.
    private final class Worker: @unchecked Sendable {
        private let condition = NSCondition()
        private var work: (@Sendable () -> Void)?
        private var abandoned = false

        init() {
            let thread = Thread { [self] in loop() }
            // Room for the parsers' recursion on deeply nested (but accepted) sources.
            thread.stackSize = 16 << 20
            thread.start()
        }

        func start(_ work: @escaping @Sendable () -> Void) {
            condition.withLock {
                self.work = work
                condition.signal()
            }
        }

        /// Overran its limit: it ends after the work in hand.
        func abandon() {
            condition.withLock {
                abandoned = true
                condition.signal()
            }
        }

        private func loop() {
            while true {
                let next: (@Sendable () -> Void)? = condition.withLock {
                    while work == nil && !abandoned { condition.wait() }
                    defer { work = nil }
                    return work
                }
                guard let next else { return }
                next()
                if condition.withLock({ abandoned }) { return }
            }
        }
    }

    private final class Box<R>: @unchecked Sendable {
        private var value: R?
        private let lock = NSLock()
        func set(_ v: R) { lock.withLock { value = v } }
        func get() -> R? { lock.withLock { value } }
    }
}
