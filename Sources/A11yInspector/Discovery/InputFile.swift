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

    public init(path: String, kind: ProjectFile.Kind, project: String = "", data: Data, absolutePath: String? = nil) {
        self.path = path
        self.kind = kind
        self.project = project
        self.data = data
        self.absolutePath = absolutePath ?? path
    }

    /// Larger inputs are skipped with a diagnostic rather than read.
    public static let maximumSize = 50 * 1024 * 1024

    /// Reads the files discovery found (those of `kinds`, when given), in parallel; files too
    /// large or unreadable become diagnostics, next to discovery's own.
    static func read(_ found: ProjectDiscovery.Result, kinds: Set<ProjectFile.Kind>? = nil, jobs: Int) -> ([InputFile], [Diagnostic]) {
        var diagnostics = found.diagnostics
        var inputs: [InputFile] = []
        let files = found.files.filter { kinds?.contains($0.kind) ?? true }
        for loaded in ParallelMap.map(files, jobs: jobs, read) {
            switch loaded {
            case .success(let input): inputs.append(input)
            case .failure(let skipped): diagnostics.append(skipped.diagnostic)
            }
        }
        return (inputs, diagnostics)
    }

    /// A file that was not read, and why.
    struct Skipped: Error {
        var diagnostic: Diagnostic
    }

    static func read(_ file: ProjectFile) -> Result<InputFile, Skipped> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.absolutePath)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            return .failure(Skipped(diagnostic: Diagnostic(level: .error, file: file.path, message: "file is \(size / 1_048_576) MB, over the \(maximumSize / 1_048_576) MB limit; skipped")))
        }
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return .failure(Skipped(diagnostic: Diagnostic(level: .error, file: file.path, message: "cannot read file (permission denied or not a regular file)")))
        }
        return .success(InputFile(path: file.path, kind: file.kind, project: file.project, data: data, absolutePath: file.absolutePath))
    }
}
