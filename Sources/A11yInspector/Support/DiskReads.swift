import Foundation

/// Files the reading of a project looks at besides the audited ones: an XcodeGen spec included
/// from a folder above, the `.xcconfig` files a build configuration is based on, a package's
/// `Package.swift`, a string table the project copies that may be absent. Every such look goes
/// through here, within a session (`within(_:_:)`) that holds the audit's `ReadBoundary`: a
/// path that leads outside it is neither read nor tested for, and is listed for the audit's
/// note. The session also records each look, because a cached audit result depends on these
/// files as much as on the audited ones: it is reused only while each is unchanged. With no
/// session, no boundary is known and nothing is read.
enum DiskReads {
    /// What one look at a path found.
    struct Dependency: Codable, Hashable, Sendable {
        enum State: Codable, Hashable, Sendable {
            case absent
            /// There (a file or a folder); its contents were not read.
            case present
            /// Read: its bytes' hash.
            case contents(String)
            /// Not looked at: it led outside the boundary, to this real path.
            case outside(String)
        }
        var path: String
        var state: State

        /// Whether the path is still as it was, looked at through the same boundary.
        func holds(within boundary: ReadBoundary) -> Bool {
            switch (state, boundary.access(path)) {
            case (.absent, .absent): return true
            case (.present, .inside): return true
            case (.contents(let hash), .inside):
                guard case .success(let data) = boundary.read(path) else { return false }
                return ContentHash(data).description == hash
            case (.outside(let real), .outside(let now)): return real == now
            default: return false
            }
        }
    }

    /// A file's bytes, when it is a regular file inside the session's boundary; recorded.
    static func contents(atPath path: String) -> Data? {
        guard let session = Session.current else { return nil }
        switch session.boundary.read(path) {
        case .success(let data):
            session.insert(Dependency(path: path, state: .contents(ContentHash(data).description)))
            return data
        case .failure(.outside(let real)):
            session.insert(Dependency(path: path, state: .outside(real)))
            return nil
        case .failure:
            session.insert(Dependency(path: path, state: .absent))
            return nil
        }
    }

    /// Whether something is at `path` inside the session's boundary; recorded.
    static func fileExists(atPath path: String) -> Bool {
        look(atPath: path) == .inside
    }

    enum Look: Equatable {
        case inside, outside, absent
    }

    /// What is at `path`: something inside the session's boundary, something outside it (listed
    /// in the audit's note), or nothing; recorded.
    static func look(atPath path: String) -> Look {
        guard let session = Session.current else { return .absent }
        switch session.boundary.access(path) {
        case .inside:
            session.insert(Dependency(path: path, state: .present))
            return .inside
        case .outside(let real):
            session.insert(Dependency(path: path, state: .outside(real)))
            return .outside
        case .absent:
            session.insert(Dependency(path: path, state: .absent))
            return .absent
        }
    }

    /// Whether a folder that exists is inside the session's boundary (not recorded: it is
    /// where a search stops, not a file read).
    static func isInsideBoundary(_ folder: String) -> Bool {
        guard let session = Session.current, let real = ReadBoundary.realPath(folder) else { return false }
        return session.boundary.contains(realPath: real)
    }

    /// What a session saw.
    struct Looks: Sendable {
        var dependencies: [Dependency]
        /// The paths it refused, as the project files named them.
        var outside: [OutsidePath]
    }

    /// `body`'s value and every look at the disk made while it ran, within `boundary`: on this
    /// thread and on the threads of the maps it starts (`TimeLimit` hands the session on), not
    /// by other work running at the same time (tests in parallel). A session inside another one
    /// is also the outer one's (its looks are the outer one's too).
    static func within<Value>(_ boundary: ReadBoundary, _ body: () throws -> Value) rethrows -> (value: Value, looks: Looks) {
        let previous = Session.current
        let session = Session(boundary: boundary, parent: previous)
        Session.current = session
        defer { Session.current = previous }
        let value = try body()
        return (value, session.looks)
    }

    /// The boundary and the looks of one session.
    final class Session: @unchecked Sendable {
        let boundary: ReadBoundary
        private let parent: Session?
        private let lock = NSLock()
        private var seen: Set<Dependency> = []

        init(boundary: ReadBoundary, parent: Session?) {
            self.boundary = boundary
            self.parent = parent
        }

        func insert(_ dependency: Dependency) {
            lock.withLock { _ = seen.insert(dependency) }
            parent?.insert(dependency)
        }

        var looks: Looks {
            lock.withLock {
                let dependencies = seen.sorted { ($0.path, "\($0.state)") < ($1.path, "\($1.state)") }
                let outside = dependencies.compactMap { dependency -> OutsidePath? in
                    guard case .outside(let real) = dependency.state else { return nil }
                    return OutsidePath(path: dependency.path, leadsTo: real)
                }
                return Looks(dependencies: dependencies, outside: outside)
            }
        }

        private static let key = "a11y.DiskReads.session"

        /// The session this thread's looks go to.
        static var current: Session? {
            get { Thread.current.threadDictionary[key] as? Session }
            set { Thread.current.threadDictionary[key] = newValue }
        }
    }
}
