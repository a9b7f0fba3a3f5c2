import Foundation
import Yams

/// An XcodeGen spec (`project.yml`, https://github.com/yonaskolb/XcodeGen/blob/master/Docs/ProjectSpec.md)
/// read as the targets it declares: each target's `type` and the `sources` it builds (a path,
/// or `path` with `excludes` globs), with the specs it `include`s, read from disk beside it.
/// Projects generated from it are often not committed; this says what ships without them.
extension XcodeProject {
    init(xcodeGen path: String, data: Data, absolutePath: String) throws {
        var targets: [String: Target] = [:]
        var specs: [(display: String, absolute: String, data: Data)] = [(path, absolutePath, data)]
        var seen: Set<String> = [absolutePath]
        while !specs.isEmpty {
            let spec = specs.removeFirst()
            guard let root = try Yams.load(yaml: String(decoding: spec.data, as: UTF8.self)) as? [String: Any] else {
                throw ConfigurationError("not an XcodeGen spec (no mapping at the top)")
            }
            let folder = (spec.display as NSString).deletingLastPathComponent
            let absoluteFolder = (spec.absolute as NSString).deletingLastPathComponent
            for include in root["include"] as? [Any] ?? [] {
                guard let relative = include as? String ?? (include as? [String: Any])?["path"] as? String else { continue }
                let absolute = Self.join(absoluteFolder, relative)
                guard seen.count < 64, seen.insert(absolute).inserted, let data = FileManager.default.contents(atPath: absolute) else { continue }
                specs.append((Self.join(folder, relative), absolute, data))
            }
            let projectFamily = Self.setting("TARGETED_DEVICE_FAMILY", in: root["settings"])
            for (name, value) in root["targets"] as? [String: Any] ?? [:] {
                guard let target = value as? [String: Any] else { continue }
                var merged = targets[name] ?? Target(name: name, productType: "", members: [])
                if let type = target["type"] as? String { merged.productType = type }
                // `platform: watchOS` (XcodeGen's names) as the SDK Xcode builds with.
                if let platform = target["platform"] as? String {
                    merged.sdk = ["iOS": "iphoneos", "watchOS": "watchos", "tvOS": "appletvos", "macOS": "macosx", "visionOS": "xros"][platform] ?? merged.sdk
                }
                merged.targetedDeviceFamily = Self.setting("TARGETED_DEVICE_FAMILY", in: target["settings"]) ?? merged.targetedDeviceFamily ?? projectFamily
                for source in Self.sources(target["sources"]) {
                    let base = Self.join(folder, source.path)
                    merged.members.insert(base)
                    merged.exclusions += source.excludes.map { (base, $0) }
                }
                targets[name] = merged
            }
        }
        self.path = path
        self.targets = targets.keys.sorted().map { targets[$0]! }
        knownRegions = []
        developmentRegion = nil
    }

    /// A build setting written in `settings:` as XcodeGen allows: flat, or under `base:` (the
    /// value may be a YAML number: `TARGETED_DEVICE_FAMILY: 1`). Per-configuration values
    /// (`configs:`) are not read.
    static func setting(_ name: String, in settings: Any?) -> String? {
        guard let settings = settings as? [String: Any] else { return nil }
        for scope in [settings["base"] as? [String: Any], settings].compactMap({ $0 }) {
            if let value = scope[name] { return "\(value)" }
        }
        return nil
    }

    /// `sources: Folder`, `sources: [A, B]`, `sources: [{path: A, excludes: [glob]}]`.
    private static func sources(_ value: Any?) -> [(path: String, excludes: [String])] {
        if let single = value as? String { return [(single, [])] }
        return (value as? [Any] ?? []).compactMap { item in
            if let path = item as? String { return (path, []) }
            guard let entry = item as? [String: Any], let path = entry["path"] as? String else { return nil }
            return (path, entry["excludes"] as? [String] ?? [])
        }
    }
}
