import Foundation

/// A file's bytes, ready for the front ends.
public struct InputFile: Sendable {
    /// As shown to the user (`ProjectFile.path`).
    public var path: String
    public var kind: ProjectFile.Kind
    /// The part it belongs to (`ProjectFile.project`).
    public var project: String
    public var data: Data
    /// Where it is on disk; the shown path for files that are only in memory.
    public var absolutePath: String
    /// The one framework target of its project that builds it, where no app target does: a
    /// module of its own (`TargetMembership`), which may show no views at all.
    public var module: String?

    public init(path: String, kind: ProjectFile.Kind, project: String = "", data: Data, absolutePath: String? = nil) {
        self.path = path
        self.kind = kind
        self.project = project
        self.data = data
        self.absolutePath = absolutePath ?? path
    }

    /// Larger inputs are skipped with a diagnostic rather than read.
    public static let maximumSize = ReadBoundary.maximumSize

    /// Reads the files discovery found (those of `kinds`, when given), in parallel, within its
    /// boundary; files too large or unreadable become diagnostics, next to discovery's own, and
    /// files that lead outside the boundary are listed with the paths discovery did not enter.
    static func read(_ found: ProjectDiscovery.Result, kinds: Set<ProjectFile.Kind>? = nil, jobs: Int) -> (
        inputs: [InputFile], diagnostics: [Diagnostic], outside: [OutsidePath]
    ) {
        var diagnostics = found.diagnostics
        var outside = found.outside
        var inputs: [InputFile] = []
        let files = found.files.filter { kinds?.contains($0.kind) ?? true }
        for loaded in ParallelMap.map(files, jobs: jobs, { read($0, within: found.boundary) }) {
            switch loaded {
            case .success(let input): inputs.append(input)
            case .failure(.outside(let path)): outside.append(path)
            case .failure(.unread(let diagnostic)): diagnostics.append(diagnostic)
            }
        }
        return (inputs, diagnostics, outside)
    }

    /// A file that was not read, and why.
    enum Skipped: Error {
        case outside(OutsidePath)
        case unread(Diagnostic)
    }

    static func read(_ file: ProjectFile, within boundary: ReadBoundary) -> Result<InputFile, Skipped> {
        switch boundary.read(file.absolutePath, maximumSize: maximumSize) {
        case .success(let data):
            return .success(InputFile(path: file.path, kind: file.kind, project: file.project, data: data, absolutePath: file.absolutePath))
        case .failure(.outside(let real)):
            return .failure(.outside(OutsidePath(path: file.path, leadsTo: real)))
        case .failure(.tooLarge(let size)):
            return .failure(
                .unread(
                    Diagnostic(level: .error, file: file.path, message: "file is \(size / 1_048_576) MB, over the \(maximumSize / 1_048_576) MB limit; skipped")
                ))
        case .failure(.notRegularFile):
            return .failure(.unread(Diagnostic(level: .error, file: file.path, message: "not a regular file (a FIFO, socket or device); skipped")))
        case .failure(.absent):
            return .failure(.unread(Diagnostic(level: .error, file: file.path, message: "cannot read file: it is gone")))
        case .failure(.unreadable(let reason)):
            return .failure(.unread(Diagnostic(level: .error, file: file.path, message: "cannot read file (\(reason))")))
        }
    }
}
