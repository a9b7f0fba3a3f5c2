import Foundation

/// The build settings of an `.xcconfig` file a build configuration is based on
/// (`baseConfigurationReference`), with the files it `#include`s, read from disk: many projects
/// (NetNewsWire) keep `TARGETED_DEVICE_FAMILY` and `SDKROOT` there rather than in the project.
/// Later assignments win, as in Xcode; a conditional one (`KEY[sdk=iphoneos*] = …`) counts as
/// the key's. `$(inherited)` and other references are left as written.
enum XcodeConfigFile {
    /// `#include` chains stop here (a file including itself, or a very deep chain).
    static let maximumDepth = 8

    /// The settings of the file at `path` on disk; empty when it cannot be read.
    static func settings(atPath path: String, depth: Int = 0) -> [String: String] {
        guard depth < maximumDepth, let data = DiskReads.contents(atPath: path) else { return [:] }
        let folder = path.parentPath
        var settings: [String: String] = [:]
        for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let included = String(line[line.index(after: open)..<close])
                let full = included.hasPrefix("/") ? included : folder.appendingPath(included)
                settings.merge(Self.settings(atPath: full, depth: depth + 1)) { _, new in new }
                continue
            }
            // KEY, any [condition=value] parts, then "=".
            let key = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            var rest = line.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
            while rest.first == "[", let close = rest.firstIndex(of: "]") {
                rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            }
            guard !key.isEmpty, rest.first == "=" else { continue }
            // A line may end with ";" (`SDKROOT = iphoneos;`), which is not part of the value.
            var value = rest.dropFirst().trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            settings[key] = value
        }
        return settings
    }
}
