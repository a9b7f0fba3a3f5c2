import Foundation

/// Files the reading of a project looks at besides the audited ones: an XcodeGen spec included
/// from a folder above, the `.xcconfig` files a build configuration is based on, a package's
/// `Package.swift`, a string table the project copies that may be absent. A cached audit result
/// depends on them as much as on the audited files, so every such look goes through here and
/// is recorded (`DiskReads.recording`), and the result is reused only while each is unchanged.
enum DiskReads {
    /// What one look at a path found.
    struct Dependency: Codable, Hashable, Sendable {
        enum State: Codable, Hashable, Sendable {
            case absent
            /// There (a file or a folder); its contents were not read.
            case present
            /// Read: its bytes' hash.
            case contents(String)
        }
        var path: String
        var state: State

        /// Whether the path is still as it was.
        var holds: Bool {
            switch state {
            case .absent: return !FileManager.default.fileExists(atPath: path)
            case .present: return FileManager.default.fileExists(atPath: path)
            case .contents(let hash): return FileManager.default.contents(atPath: path).map { ContentHash($0).description } == hash
            }
        }
    }

    /// A file's bytes, recorded.
    static func contents(atPath path: String) -> Data? {
        let data = FileManager.default.contents(atPath: path)
        record(Dependency(path: path, state: data.map { .contents(ContentHash($0).description) } ?? .absent))
        return data
    }

    /// Whether something is at `path`, recorded.
    static func fileExists(atPath path: String) -> Bool {
        let exists = FileManager.default.fileExists(atPath: path)
        record(Dependency(path: path, state: exists ? .present : .absent))
        return exists
    }

    /// `body`'s value and every look at the disk made while it ran, from any thread. Looks made
    /// by another recording at the same time (tests in parallel) are recorded by both: a result
    /// then depends on more than it needs, never on less.
    static func recording<Value>(_ body: () -> Value) -> (value: Value, dependencies: [Dependency]) {
        let recorder = Recorder()
        lock.withLock { recorders.append(recorder) }
        let value = body()
        lock.withLock { recorders.removeAll { $0 === recorder } }
        return (value, recorder.dependencies.sorted { ($0.path, "\($0.state)") < ($1.path, "\($1.state)") })
    }

    private final class Recorder: @unchecked Sendable {
        var seen: Set<Dependency> = []
        var dependencies: [Dependency] { Array(seen) }
    }

    nonisolated(unsafe) private static var recorders: [Recorder] = []
    private static let lock = NSLock()

    private static func record(_ dependency: Dependency) {
        lock.withLock {
            for recorder in recorders { recorder.seen.insert(dependency) }
        }
    }
}
