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

    /// `body`'s value and every look at the disk made while it ran: on this thread and on the
    /// threads of the maps it starts (`TimeLimit` hands the recording on), not by other work
    /// running at the same time (tests in parallel). A recording inside another one is also
    /// the outer one's.
    static func recording<Value>(_ body: () -> Value) -> (value: Value, dependencies: [Dependency]) {
        let previous = Recorder.current
        let recorder = Recorder(parent: previous)
        Recorder.current = recorder
        let value = body()
        Recorder.current = previous
        return (value, recorder.dependencies)
    }

    /// The looks of one recording.
    final class Recorder: @unchecked Sendable {
        private let parent: Recorder?
        private let lock = NSLock()
        private var seen: Set<Dependency> = []

        init(parent: Recorder?) {
            self.parent = parent
        }

        func insert(_ dependency: Dependency) {
            lock.withLock { _ = seen.insert(dependency) }
            parent?.insert(dependency)
        }

        var dependencies: [Dependency] {
            lock.withLock { seen.sorted { ($0.path, "\($0.state)") < ($1.path, "\($1.state)") } }
        }

        private static let key = "a11y.DiskReads.recorder"

        /// The recording this thread's looks go to.
        static var current: Recorder? {
            get { Thread.current.threadDictionary[key] as? Recorder }
            set { Thread.current.threadDictionary[key] = newValue }
        }
    }

    private static func record(_ dependency: Dependency) {
        Recorder.current?.insert(dependency)
    }
}
