import Foundation

/// Maps over items on up to `jobs` threads, keeping the input order in the output. The threads
/// are `TimeLimit`'s, with room for deep recursion (SwiftUI bodies nested in views inlined into
/// views, Interface Builder files nested two thousand deep): Dispatch's workers and the main
/// thread have far less, and a debug build overflowed them on a real app.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        TimeLimit.map(items, jobs: jobs, seconds: nil, overrun: { _ in preconditionFailure("no time limit, no overrun") }, transform)
    }

    final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func take(below limit: Int) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
