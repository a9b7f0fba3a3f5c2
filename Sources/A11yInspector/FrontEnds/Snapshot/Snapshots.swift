import Foundation

/// Accessibility snapshots of running apps, whatever their format: a11y's tree JSON, or the
/// text XCUITest prints for `debugDescription`.
public enum Snapshots {
    /// Files folders are searched for; any `.txt` or `.json` file named on the command line is
    /// tried too.
    public static func screens(path: String, data: Data) throws -> [Screen] {
        if data.first(where: { !$0.isWhitespace }) == UInt8(ascii: "{") {
            return try TreeSnapshotReader.screens(path: path, data: data)
        }
        let text = String(decoding: data, as: UTF8.self)
        guard XCUITestSnapshotReader.isSnapshot(text) else {
            throw ConfigurationError("not an accessibility snapshot: neither a11y's tree JSON nor an XCUITest debugDescription (no “Element subtree:” line)")
        }
        return XCUITestSnapshotReader.screens(path: path, text: text)
    }
}

private extension UInt8 {
    var isWhitespace: Bool { self == 32 || self == 9 || self == 10 || self == 13 }
}
