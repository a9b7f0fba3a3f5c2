import Foundation

extension ReadBoundary {
    /// For files already in memory (tests, tools embedding the library): the repositories (or
    /// folders) that hold them on disk. Files that are not on disk widen nothing.
    public static func enclosing(_ inputs: [InputFile]) -> ReadBoundary {
        let folders = Set(inputs.map { ($0.project.isEmpty ? $0.absolutePath.parentPath : $0.project) })
        return ReadBoundary(roots: folders.compactMap { realPath($0).map(repositoryRoot) })
    }
}

extension OutsidePath {
    /// The one note that lists them all (nil when there are none).
    static func note(_ paths: some Collection<OutsidePath>) -> Diagnostic? {
        let sorted = Set(paths).sorted()
        guard !sorted.isEmpty else { return nil }
        let shown = sorted.prefix(20).map { "\($0.path) → \($0.leadsTo)" }.joined(separator: "; ")
        let more = sorted.count > 20 ? "; and \(sorted.count - 20) more" : ""
        return Diagnostic(
            level: .note, file: sorted[0].path,
            message:
                "\(sorted.count == 1 ? "1 path leads" : "\(sorted.count) paths lead") outside the audited tree (a symbolic link, or a project file's reference) and \(sorted.count == 1 ? "was" : "were") not read: \(shown)\(more)"
        )
    }
}
