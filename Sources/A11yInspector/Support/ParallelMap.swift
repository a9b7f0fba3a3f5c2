import Foundation

/// Maps over items on up to `jobs` threads, keeping the input order in the output.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
        guard jobs > 1, items.count > 1 else { return items.map(transform) }
        let results = ResultBox<R>(count: items.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
            while let i = next.take(below: items.count) {
                results.set(i, transform(items[i]))
            }
        }
        return results.values()
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

    final class ResultBox<R>: @unchecked Sendable {
        private var storage: [R?]
        private let lock = NSLock()
        init(count: Int) { storage = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: R) {
            lock.lock(); storage[i] = value; lock.unlock()
        }
        func values() -> [R] { storage.map { $0! } }
    }
}
