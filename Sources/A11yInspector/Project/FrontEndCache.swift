import Foundation

/// What the front ends read from each Swift and Objective-C file, kept on disk between runs:
/// a second audit of an unchanged project reads these instead of parsing again. Entries are
/// keyed by the file's path, project, kind and two hashes of its bytes; the whole cache is tied
/// to the build of the tool that wrote it, so a new version (or a rebuilt binary) starts afresh.
/// When no file changed (nor the options, nor the files outside the audited ones that the
/// reading looked at), the whole result of the last audit is reused (`CachedAudit`). When some
/// did, the unchanged files' facts come from their entries; SwiftUI bodies are syntax trees,
/// which an entry cannot keep, so the files that declare views are parsed again for them, and
/// Interface Builder files, string tables, screens and rules are read and run again. (SwiftUI
/// screens were once kept under one key for every file: any change missed it, and a hit is now
/// the whole result's, so encoding them only slowed the runs after a change.)
///
/// The cache of one set of audited paths is one file, replaced by an atomic rename: a run
/// interrupted while writing leaves the previous cache (or none), never half a file. Entries
/// not used by a run are dropped when it writes, so the file stays the size of the project;
/// caches of other paths untouched for 30 days are removed.
public final class FrontEndCache: @unchecked Sendable {
    /// Bumped when the layout of cached values changes without the tool's version changing.
    static let formatVersion = 128

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

    /// The cache of `paths` (as given on the command line, resolved against
    /// `workingDirectory`) in `directory`.
    public init(directory: String, paths: [String], workingDirectory: String, tool: String = FrontEndCache.toolIdentity) {
        let absolute = paths.map { $0.isAbsolutePath ? $0 : workingDirectory.appendingPath($0) }
        let name = String(ContentHash(Data(absolute.sorted().joined(separator: "\n").utf8)).description.prefix(16))
        file = URL(fileURLWithPath: directory.appendingPath("front-ends-\(name).\(Self.fileExtension)"))
        self.tool = tool
        guard let data = try? Data(contentsOf: file) else { return }
        switch CacheFile.read(data) {
        case .some(let contents) where contents.format == Self.formatVersion && contents.tool == tool:
            loaded = contents.entries
        case .some:
            ignoredReason = "written by another build of a11y"
        case .none:
            ignoredReason = "unreadable (truncated or not a cache file); starting afresh"
        }
    }

    static let fileExtension = "a11ycache"

    /// The default folder: `$XDG_CACHE_HOME/a11y`, else `~/Library/Caches/a11y` on macOS and
    /// `~/.cache/a11y` elsewhere.
    public static var defaultDirectory: String {
        if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return xdg.appendingPath("a11y")
        }
        #if os(macOS)
            return NSHomeDirectory().appendingPath("Library/Caches/a11y")
        #else
            return NSHomeDirectory().appendingPath(".cache/a11y")
        #endif
    }

    /// The tool's version and the size and date of its executable: a rebuilt binary (which
    /// may read files differently) never trusts what an older one wrote.
    public static var toolIdentity: String {
        var identity = "a11y \(A11yVersion.current)"
        if let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        {
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
        value(ProjectPart.self, for: key)
    }

    /// An entry decoded: a file's facts (`entry(for:)`) or another kind (an audit's result).
    func value<Value: Decodable>(_ type: Value.Type, for key: String) -> Value? {
        let data: Data? = lock.withLock { loaded[key] }
        guard let data, let value = try? BinaryDecoder().decode(Value.self, from: data) else {
            lock.withLock { misses += 1 }
            return nil
        }
        lock.withLock {
            hits += 1
            used[key] = data
        }
        return value
    }

    func store<Value: Encodable>(_ value: Value, for key: String) {
        if let data = try? BinaryEncoder().encode(value) { store(data, for: key) }
    }

    /// Keeps the entries this run did not use whose keys `keep` accepts, for the runs after it.
    func keepUnused(where keep: (String) -> Bool) {
        lock.withLock {
            for (key, data) in loaded where used[key] == nil && keep(key) { used[key] = data }
        }
    }

    /// A file's entry, encoded where it was read (in parallel); `store` it once the file is
    /// known to have been read within the time limit.
    static func encode(_ resources: ProjectPart) -> Data? {
        try? BinaryEncoder().encode(resources)
    }

    func store(_ entry: Data, for key: String) {
        lock.withLock { used[key] = entry }
    }

    /// Writes the entries this run used; an error (read-only folder, full disk) is returned
    /// for a warning, never fatal.
    public func save() throws {
        let contents: CacheFile? = lock.withLock {
            // Every entry read from the file and nothing new: the file is already right.
            misses == 0 && used.count == loaded.count ? nil : CacheFile(format: Self.formatVersion, tool: tool, entries: used)
        }
        guard let contents else { return }
        try FileManager.default.createDirectory(atPath: file.path.parentPath, withIntermediateDirectories: true)
        // `.atomic` writes a temporary file beside it and renames it over the old one.
        try contents.data.write(to: file, options: .atomic)
        removeStaleCaches()
    }

    /// Caches of other paths not written for `staleAfter` seconds (a folder audited once, a
    /// checkout since deleted) are removed, so the folder does not grow without end.
    static let staleAfter: TimeInterval = 30 * 24 * 3600

    func removeStaleCaches(now: Date = Date()) {
        let folder = file.path.parentPath
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // (`.json`: the form before the binary one.)
        for name in names
        where name.hasPrefix("front-ends-") && (name.hasSuffix(".\(Self.fileExtension)") || name.hasSuffix(".json")) && name != file.path.fileName {
            let path = folder.appendingPath(name)
            guard let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                now.timeIntervalSince(date) > Self.staleAfter
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

/// The cache file: a magic, the format and the tool that wrote it, then each entry's key and
/// bytes (`BinaryEncoder`'s form of its value), lengths as varints.
struct CacheFile {
    static let magic = Array("a11y front-end cache\n".utf8)
    var format: Int
    var tool: String
    var entries: [String: Data]

    var data: Data {
        var head = BinaryWriter()
        head.bytes.append(contentsOf: Self.magic)
        head.varint(UInt64(format))
        head.varint(UInt64(tool.utf8.count))
        head.bytes.append(contentsOf: tool.utf8)
        head.varint(UInt64(entries.count))
        // Written once into one buffer: a large project's entries are tens of MB.
        var out = Data(capacity: head.bytes.count + entries.reduce(0) { $0 + $1.key.utf8.count + $1.value.count + 20 })
        out.append(contentsOf: head.bytes)
        for key in entries.keys.sorted() {
            var lengths = BinaryWriter()
            lengths.varint(UInt64(key.utf8.count))
            out.append(contentsOf: lengths.bytes)
            out.append(contentsOf: key.utf8)
            lengths.bytes = []
            lengths.varint(UInt64(entries[key]!.count))
            out.append(contentsOf: lengths.bytes)
            out.append(entries[key]!)
        }
        return out
    }

    /// nil for a file that is not one, or is cut short.
    static func read(_ data: Data) -> CacheFile? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: magic) else { return nil }
        var at = magic.count
        func varint() -> Int? {
            var result = 0, shift = 0
            while at < bytes.count, shift < 63 {
                let byte = bytes[at]
                at += 1
                result |= Int(byte & 0x7f) << shift
                if byte < 0x80 { return result }
                shift += 7
            }
            return nil
        }
        func chunk() -> ArraySlice<UInt8>? {
            guard let count = varint(), count <= bytes.count - at else { return nil }
            defer { at += count }
            return bytes[at..<(at + count)]
        }
        guard let format = varint(), let tool = chunk(), let count = varint(), count <= bytes.count else { return nil }
        var entries: [String: Data] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = chunk(), let value = chunk() else { return nil }
            entries[String(decoding: key, as: UTF8.self)] = Data(value)
        }
        guard at == bytes.count else { return nil }
        return CacheFile(format: format, tool: String(decoding: tool, as: UTF8.self), entries: entries)
    }
}
