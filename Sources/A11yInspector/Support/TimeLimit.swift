import Foundation

/// Runs one file's reading on a thread of its own and stops waiting for it after a time
/// limit, so a file no one foresaw (a parser's worst case) costs the audit at most the
/// limit and becomes a diagnostic. The thread cannot be stopped: it runs on and its result
/// is dropped; the process does not wait for it to exit.
enum TimeLimit {
    /// The work's result, or nil when it took longer than `seconds`.
    static func run<R: Sendable>(seconds: Double, _ work: @escaping @Sendable () -> R) -> R? {
        let box = Box<R>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(work())
            done.signal()
        }
        // Room for the parsers' recursion on deeply nested (but accepted) sources.
        thread.stackSize = 16 << 20
        thread.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.get()
    }

    private final class Box<R>: @unchecked Sendable {
        private var value: R?
        private let lock = NSLock()
        func set(_ v: R) { lock.withLock { value = v } }
        func get() -> R? { lock.withLock { value } }
    }

    /// The diagnostic of a file given up on.
    static func diagnostic(file: String, seconds: Double) -> Diagnostic {
        Diagnostic(level: .error, file: file, message: "reading took longer than \(Self.format(seconds)) s, the per-file time limit (--file-time-limit); skipped")
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
