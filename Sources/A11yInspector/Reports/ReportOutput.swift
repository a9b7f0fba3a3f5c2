import Foundation

/// Where a report goes: `--output FILE`.
public enum ReportOutput {
    /// Writes the report whole or not at all: into a temporary file beside `path`, renamed over
    /// it (a link at `path` is replaced, not written through). A folder that is missing or not
    /// writable is a configuration error (exit 2) naming the path, and leaves no file behind.
    public static func write(_ report: String, toFile path: String) throws {
        try checkWritable(path)
        do {
            try Data(report.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConfigurationError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Throws unless a report can be written at `path`: checked before the audit runs, so a
    /// long audit does not end in an error.
    public static func checkWritable(_ path: String) throws {
        let folder = path.parentPath.isEmpty ? "." : path.parentPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ConfigurationError("cannot write \(path): there is no folder \(folder)")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw ConfigurationError("cannot write \(path): the folder \(folder) is not writable")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ConfigurationError("cannot write \(path): it is a folder")
        }
    }
}
