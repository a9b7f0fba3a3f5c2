#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The one rule for what an audit may read: a file whose real path (every symbolic link
/// resolved) is a regular file inside one of the audited roots, each widened to the git
/// repository that contains it. The audited repository is untrusted (a pull request from a
/// fork): a link to `/proc/self/environ` or `/etc/passwd`, an Xcode project's
/// `path = /etc/passwd`, an `.xcconfig` `#include "../../../x"` or an XcodeGen `include:` that
/// leaves the tree would otherwise put another file's bytes into a report's source snippets.
/// What the rule keeps out is never read, never hashed into the cache, and listed in one note
/// (`OutsidePath`). `docs/security.md` has the threat model.
public struct ReadBoundary: Sendable, Hashable {
    /// Real paths, without a trailing `/` (except `/` itself).
    public private(set) var roots: [String]

    /// Larger files are not read (`InputFile` says so in a diagnostic).
    public static let maximumSize = 50 * 1024 * 1024

    public init(roots: [String]) {
        self.roots = Array(Set(roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 })).sorted()
    }

    /// The roots of an audit of `paths` (files or folders, relative to `workingDirectory`): each
    /// folder, or the folder of each file, resolved, then widened to the repository holding it.
    public static func auditing(_ paths: [String], workingDirectory: String) -> ReadBoundary {
        ReadBoundary(
            roots: paths.compactMap { path in
                let absolute = (path.isAbsolutePath ? path : workingDirectory.appendingPath(path)).standardizedPath
                let folder = Self.isFolder(absolute) ? absolute : absolute.parentPath
                return realPath(folder).map(repositoryRoot)
            })
    }

    /// The nearest folder at or above `folder` (a real path) holding `.git` (a folder, or the
    /// file a worktree or submodule has); `folder` itself when there is none.
    static func repositoryRoot(_ folder: String) -> String {
        var dir = folder
        while true {
            var info = stat()
            if lstat(dir.appendingPath(".git"), &info) == 0 { return dir }
            let up = dir.parentPath
            if up == dir || up.isEmpty { return folder }
            dir = up
        }
    }

    /// Whether a real path is inside a root.
    public func contains(realPath path: String) -> Bool {
        roots.contains { root in
            root == "/" || path == root || (path.hasPrefix(root) && path.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/"))
        }
    }

    /// What a look at `path` may find.
    public enum Access: Sendable, Equatable {
        /// A regular file or folder inside the boundary, at this real path.
        case inside(realPath: String)
        /// It leads outside the boundary, to this real path.
        case outside(realPath: String)
        /// Nothing there (or a broken link).
        case absent
    }

    public func access(_ path: String) -> Access {
        guard let real = Self.realPath(path) else { return .absent }
        return contains(realPath: real) ? .inside(realPath: real) : .outside(realPath: real)
    }

    /// Why a file was not read.
    public enum Refusal: Error, Sendable, Equatable {
        case absent
        case outside(realPath: String)
        /// A folder, FIFO, socket or device.
        case notRegularFile
        case tooLarge(bytes: Int)
        /// `open` or `read` failed (permission denied…), with `strerror`'s words.
        case unreadable(String)
    }

    /// The bytes of the regular file at `path`, if the boundary lets it be read. The real path
    /// is opened without following a link (a link swapped in after the check is not followed)
    /// and without blocking (a FIFO is refused, never waited on); at most `maximumSize` bytes.
    public func read(_ path: String, maximumSize: Int = ReadBoundary.maximumSize) -> Result<Data, Refusal> {
        switch access(path) {
        case .absent: return .failure(.absent)
        case .outside(let real): return .failure(.outside(realPath: real))
        case .inside(let real): return Self.readRegularFile(real, maximumSize: maximumSize)
        }
    }

    /// A file the command line names (configuration, baseline), or a clear error.
    public func readNamedFile(_ path: String, what: String) throws -> Data {
        switch read(path) {
        case .success(let data): return data
        case .failure(.outside(let real)): throw ConfigurationError("\(what) \(path) leads outside the audited tree (to \(real)); not read")
        case .failure(.absent): throw ConfigurationError("\(what) \(path) does not exist")
        case .failure(.notRegularFile): throw ConfigurationError("\(what) \(path) is not a regular file")
        case .failure(.tooLarge(let bytes)): throw ConfigurationError("\(what) \(path) is too large (\(bytes) bytes)")
        case .failure(.unreadable(let reason)): throw ConfigurationError("cannot read \(what) \(path): \(reason)")
        }
    }

    static func readRegularFile(_ path: String, maximumSize: Int) -> Result<Data, Refusal> {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(errno == ENOENT ? .absent : errno == ELOOP ? .notRegularFile : .unreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        let size = Int(info.st_size)
        guard size <= maximumSize else { return .failure(.tooLarge(bytes: size)) }
        // Read to the end, whatever the size said (a file may grow, or report 0 as /proc's do),
        // never past the limit.
        var bytes = [UInt8](repeating: 0, count: min(max(size, 4095), maximumSize) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maximumSize else { return .failure(.tooLarge(bytes: count)) }
                bytes += repeatElement(0, count: min(bytes.count, maximumSize + 1 - bytes.count))
            }
            let n = bytes.withUnsafeMutableBytes { raw in
                systemRead(fd, raw.baseAddress! + count, raw.count - count)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            count += n
            if count > maximumSize { return .failure(.tooLarge(bytes: count)) }
        }
        return .success(Data(bytes[0..<count]))
    }

    /// The path with every symbolic link resolved; nil when it does not lead anywhere.
    public static func realPath(_ path: String) -> String? {
        guard !path.isEmpty, let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

/// `read(2)`, named apart from `ReadBoundary.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// A path the audit found or was pointed to and did not read, because it leads outside the
/// audited tree.
public struct OutsidePath: Sendable, Hashable, Codable, Comparable {
    /// As the audit found it (shown relative to the working directory), or as a project file
    /// names it.
    public var path: String
    /// Where it leads: its real path.
    public var leadsTo: String

    public init(path: String, leadsTo: String) {
        self.path = path
        self.leadsTo = leadsTo
    }

    public static func < (a: OutsidePath, b: OutsidePath) -> Bool { (a.path, a.leadsTo) < (b.path, b.leadsTo) }
}
