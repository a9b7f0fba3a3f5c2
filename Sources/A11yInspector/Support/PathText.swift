/// File paths taken apart and put together over their UTF-8 bytes, in one place.
///
/// Foundation's path calls are not used anywhere in the tool: on Linux,
/// `NSString.deletingLastPathComponent` traps (SIGILL) on a path of one non-ASCII character
/// ("é", "中") and `lastPathComponent`, `pathExtension` and `deletingPathExtension` on "//é";
/// a hostile repository can name its files so (`PathTextTests` pins both the results and the
/// inputs). They were also a sixth of a SwiftUI app's audit on Linux, where they go through
/// CFString. The results are `NSString`'s on Darwin for the paths an audit meets: runs of `/`
/// count as one, a trailing `/` is not a component, `/` is its own folder.
/// `ArchitectureTests.noFoundationPathCalls` keeps Foundation's out of `Sources/`.
extension String {
    /// The last component ("App/Views/Card.swift" → "Card.swift", "App/Views/" → "Views",
    /// "/" → "/", "" → ""); `NSString.lastPathComponent`.
    public var fileName: String {
        let bytes = utf8
        guard let end = Self.endWithoutTrailingSlashes(bytes) else { return bytes.isEmpty ? "" : "/" }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != Self.slash { start = bytes.index(before: start) }
        return String(self[start..<end])
    }

    /// The last component's extension without the dot ("Main.storyboard" → "storyboard"; none
    /// for ".gitignore", "Makefile" or "a."); `NSString.pathExtension`.
    public var fileExtension: String {
        let name = fileName
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path without its last component ("App/Views/Card.swift" → "App/Views",
    /// "Card.swift" → "", "/App" → "/", "/" → "/"); `NSString.deletingLastPathComponent`.
    public var parentPath: String {
        let bytes = utf8
        guard let end = Self.endWithoutTrailingSlashes(bytes) else { return bytes.isEmpty ? "" : "/" }
        var cut = end
        while cut > bytes.startIndex, bytes[bytes.index(before: cut)] != Self.slash { cut = bytes.index(before: cut) }
        // `cut` is just after the slash before the last component (or the start).
        guard cut > bytes.startIndex else { return "" }
        var folderEnd = bytes.index(before: cut)
        while folderEnd > bytes.startIndex, bytes[bytes.index(before: folderEnd)] == Self.slash { folderEnd = bytes.index(before: folderEnd) }
        return folderEnd == bytes.startIndex ? "/" : String(self[bytes.startIndex..<folderEnd])
    }

    /// The path with `component` after it and one `/` between ("App" + "V.swift" →
    /// "App/V.swift", "" + "V.swift" → "V.swift", "/" + "V.swift" → "/V.swift");
    /// `NSString.appendingPathComponent`.
    public func appendingPath<Other: StringProtocol>(_ component: Other) -> String {
        var head = Substring(self)
        while head.utf8.count > 1, head.utf8.last == Self.slash { head = head.dropLast() }
        var tail = Substring(component)
        while tail.utf8.first == Self.slash { tail = tail.dropFirst() }
        if tail.isEmpty { return String(head) }
        if head.isEmpty { return String(tail) }
        return head.utf8.last == Self.slash ? String(head) + String(tail) : String(head) + "/" + String(tail)
    }

    /// The path without its last component's extension ("App/Main.storyboard" → "App/Main",
    /// ".gitignore" stays); `NSString.deletingPathExtension`.
    public var deletingFileExtension: String {
        let bytes = utf8
        guard let end = Self.endWithoutTrailingSlashes(bytes) else { return String(self) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != Self.slash { start = bytes.index(before: start) }
        guard let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")), dot != start else {
            return String(self[bytes.startIndex..<end])
        }
        return String(self[bytes.startIndex..<dot])
    }

    public var isAbsolutePath: Bool { utf8.first == Self.slash }

    /// The path with `.` components, empty ones and `..` after a named folder taken out, and
    /// no trailing `/` ("/a/./b/../c/" → "/a/c", "a/../.." → "..", "/.." → "/"). Read as
    /// written: a symbolic link before a `..` is not followed (`ReadBoundary` resolves links).
    public var standardizedPath: String {
        var kept: [Substring] = []
        for component in pathComponentsWithoutSlashes {
            if component == "." { continue }
            if component == ".." {
                if let last = kept.last, last != ".." { kept.removeLast(); continue }
                if isAbsolutePath { continue }
            }
            kept.append(component)
        }
        let joined = kept.joined(separator: "/")
        if isAbsolutePath { return "/" + joined }
        return joined.isEmpty && !isEmpty ? "." : joined
    }

    /// The components between slashes, without empty ones ("/a//b/" → ["a", "b"]). Split at
    /// the byte: a combining mark after a slash makes one Character of both ("/\u{301}"), which
    /// a split at the Character "/" would not cut.
    public var pathComponentsWithoutSlashes: [Substring] {
        utf8.split(separator: Self.slash, omittingEmptySubsequences: true).map { Substring($0) }
    }

    private static var slash: UInt8 { UInt8(ascii: "/") }

    /// Where the path ends once trailing slashes are dropped; nil when nothing but slashes
    /// (or nothing) is left.
    private static func endWithoutTrailingSlashes(_ bytes: String.UTF8View) -> String.Index? {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        return end == bytes.startIndex ? nil : end
    }
}
