import Foundation

/// What the front ends read from each Swift and Objective-C file, kept on disk between runs:
/// a second audit of an unchanged project reads these instead of parsing again (files that
/// declare SwiftUI views are not cached: their bodies are syntax trees, parsed on every run). Entries are keyed by the file's
/// path, project, kind and two hashes of its bytes; the whole cache is tied to the build of the tool that wrote it, so a new version
/// (or a rebuilt binary) starts afresh. Screens, linking and rules always run.
///
/// The cache of one set of audited paths is one file, replaced by an atomic rename: a run
/// interrupted while writing leaves the previous cache (or none), never half a file. Entries
/// not used by a run are dropped when it writes, so the file stays the size of the project;
/// caches of other paths untouched for 30 days are removed.
public final class FrontEndCache: @unchecked Sendable {
    /// Bumped when the layout of cached values changes without the tool's version changing.
    static let formatVersion = 46

    /// Source code, whose parse costs far more than reading its cached facts. Strings tables
    /// read about as fast as their cached form would decode (measured on element-ios: 31 MB
    /// of cache for its 40 languages, slower to decode than to parse), so they are read afresh.
    static let kinds: Set<ProjectFile.Kind> = [.swift, .objectiveC]

    public let file: URL
    let tool: String
    /// Each entry stays encoded until a worker asks for it: decoding is spread over the jobs,
    /// and entries of deleted files are never decoded.
    private var loaded: [String: Data] = [:]
    private var used: [String: Data] = [:]
    private let lock = NSLock()
    public private(set) var hits = 0
    public private(set) var misses = 0
    /// Why the existing cache file was not used (unreadable, another build of the tool).
    public private(set) var ignoredReason: String?

    struct Contents: Codable {
        var format: Int
        var tool: String
        var entries: [String: Data]
    }

    /// The cache of `paths` (as given on the command line, resolved against
    /// `workingDirectory`) in `directory`.
    public init(directory: String, paths: [String], workingDirectory: String, tool: String = FrontEndCache.toolIdentity) {
        let absolute = paths.map { ($0 as NSString).isAbsolutePath ? $0 : (workingDirectory as NSString).appendingPathComponent($0) }
        let name = String(ContentHash(Data(absolute.sorted().joined(separator: "\n").utf8)).description.prefix(16))
        file = URL(fileURLWithPath: directory).appendingPathComponent("front-ends-\(name).json")
        self.tool = tool
        guard let data = try? Data(contentsOf: file) else { return }
        do {
            let contents = try JSONDecoder().decode(Contents.self, from: data)
            if contents.format == Self.formatVersion && contents.tool == tool {
                loaded = contents.entries
            } else {
                ignoredReason = "written by another build of a11y"
            }
        } catch {
            ignoredReason = "unreadable (\(error)); starting afresh"
        }
    }

    /// The default folder: `$XDG_CACHE_HOME/a11y`, else `~/Library/Caches/a11y` on macOS and
    /// `~/.cache/a11y` elsewhere.
    public static var defaultDirectory: String {
        if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return (xdg as NSString).appendingPathComponent("a11y")
        }
        #if os(macOS)
        return (NSHomeDirectory() as NSString).appendingPathComponent("Library/Caches/a11y")
        #else
        return (NSHomeDirectory() as NSString).appendingPathComponent(".cache/a11y")
        #endif
    }

    /// The tool's version and the size and date of its executable: a rebuilt binary (which
    /// may read files differently) never trusts what an older one wrote.
    public static var toolIdentity: String {
        var identity = "a11y \(A11yVersion.current)"
        if let path = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " \(size) \(Int(date))"
        }
        return identity
    }

    static func key(for input: InputFile) -> String {
        "\(input.kind.rawValue)|\(input.project)|\(input.path)|\(ContentHash(input.data))"
    }

    func entry(for key: String) -> ProjectPart? {
        let data: Data? = lock.withLock { loaded[key] }
        guard let data, let resources = try? JSONDecoder().decode(ProjectPart.self, from: data) else {
            lock.withLock { misses += 1 }
            return nil
        }
        lock.withLock {
            hits += 1
            used[key] = data
        }
        return resources
    }

    /// A file's entry, encoded where it was read (in parallel); `store` it once the file is
    /// known to have been read within the time limit.
    static func encode(_ resources: ProjectPart) -> Data? {
        try? JSONEncoder().encode(resources)
    }

    func store(_ entry: Data, for key: String) {
        lock.withLock { used[key] = entry }
    }

    /// Writes the entries this run used; an error (read-only folder, full disk) is returned
    /// for a warning, never fatal.
    public func save() throws {
        let contents: Contents? = lock.withLock {
            // Every entry read from the file and nothing new: the file is already right.
            misses == 0 && used.count == loaded.count ? nil : Contents(format: Self.formatVersion, tool: tool, entries: used)
        }
        guard let contents else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `.atomic` writes a temporary file beside it and renames it over the old one.
        try JSONEncoder().encode(contents).write(to: file, options: .atomic)
        removeStaleCaches()
    }

    /// Caches of other paths not written for `staleAfter` seconds (a folder audited once, a
    /// checkout since deleted) are removed, so the folder does not grow without end.
    static let staleAfter: TimeInterval = 30 * 24 * 3600

    func removeStaleCaches(now: Date = Date()) {
        let folder = file.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix("front-ends-") && name.hasSuffix(".json") && name != file.lastPathComponent {
            let path = folder.appendingPathComponent(name).path
            guard let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  now.timeIntervalSince(date) > Self.staleAfter else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// Two 64-bit FNV-1a hashes of a file's bytes (different offset bases), with its length: a
/// stale entry would need both to collide for a file of the same path and size.
struct ContentHash: CustomStringConvertible {
    let first: UInt64
    let second: UInt64
    let count: Int

    init(_ data: Data) {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a 64 offset basis
        var b: UInt64 = 0x6c62_272e_07bb_0142 // an arbitrary second basis
        let prime: UInt64 = 0x0000_0100_0000_01b3 // FNV 64-bit prime
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for byte in bytes {
                a = (a ^ UInt64(byte)) &* prime
                b = (b &* prime) ^ UInt64(byte)
            }
        }
        first = a
        second = b
        count = data.count
    }

    var description: String {
        String(first, radix: 16) + String(second, radix: 16) + "-\(count)"
    }
}
