import Foundation

/// What a file's name and folder say it is, beyond its extension.
extension ProjectDiscovery {
    /// A snapshot of a running app found in a folder: XCUITest's `debugDescription` text saved
    /// as `*.xcuitest.txt`, or a11y's tree JSON saved as `*.a11y.json` (any `.txt` or `.json`
    /// named on the command line is read as a snapshot too).
    public static func isSnapshotName(_ name: String) -> Bool {
        name.hasSuffix(".xcuitest.txt") || name.hasSuffix(".a11y.json")
    }

    /// The `res` folder holding `path` when it sits in `res/<prefix>[-qualifiers]/`.
    public static func androidResourceFolder(of path: String, prefix: String) -> String? {
        guard path.fileExtension == "xml" else { return nil }
        let folder = path.parentPath
        let name = folder.fileName
        let res = folder.parentPath
        guard name == prefix || name.hasPrefix(prefix + "-"), res.fileName == "res" else { return nil }
        return res
    }
}
