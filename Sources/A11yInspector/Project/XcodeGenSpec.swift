import Foundation
import Yams

/// An XcodeGen spec (`project.yml`, https://github.com/yonaskolb/XcodeGen/blob/master/Docs/ProjectSpec.md)
/// read as the targets it declares: each target's `type` and the `sources` it builds (a path,
/// or `path` with `excludes` globs), with the specs it `include`s, read from disk beside it.
/// Projects generated from it are often not committed; this says what ships without them.
extension XcodeProject {
    /// The spec and every spec it includes (transitively, at most 64), each with its folder as
    /// the audit names it, its contents and its top-level mapping.
    static func xcodeGenSpecs(path: String, data: Data, absolutePath: String) throws -> [(
        folder: String, absoluteFolder: String, data: Data, root: [String: Any]
    )] {
        var specs: [(display: String, absolute: String, data: Data)] = [(path, absolutePath, data)]
        var seen: Set<String> = [absolutePath]
        var loaded: [(folder: String, absoluteFolder: String, data: Data, root: [String: Any])] = []
        while !specs.isEmpty {
            let spec = specs.removeFirst()
            guard let root = try Yams.load(yaml: String(decoding: spec.data, as: UTF8.self)) as? [String: Any] else {
                throw ConfigurationError("not an XcodeGen spec (no mapping at the top)")
            }
            let folder = spec.display.parentPath
            let absoluteFolder = spec.absolute.parentPath
            for include in root["include"] as? [Any] ?? [] {
                guard let relative = include as? String ?? (include as? [String: Any])?["path"] as? String else { continue }
                // Beside the spec; else in a folder above it, up to the repository's root (a
                // script may copy the spec there before running XcodeGen, as onebusaway-ios's
                // `cp Apps/OneBusAway/project.yml .` does).
                guard let (display, absolute) = Self.includedSpec(relative, folder: folder, absoluteFolder: absoluteFolder),
                    seen.count < 64, seen.insert(absolute).inserted, let data = DiskReads.contents(atPath: absolute)
                else { continue }
                specs.append((display, absolute, data))
            }
            loaded.append((folder, absoluteFolder, spec.data, root))
        }
        return loaded
    }

    /// Where an included spec (or a source) is: relative to the including spec's folder, or to a
    /// folder above it within its repository (`.git`), the nearest first.
    static func includedSpec(_ relative: String, folder: String, absoluteFolder: String) -> (display: String, absolute: String)? {
        var display = folder, absolute = absoluteFolder
        // (Not above the audit's boundary: the repository, or the audited folder.)
        while DiskReads.isInsideBoundary(absolute) {
            let candidate = Self.join(absolute, relative)
            if DiskReads.fileExists(atPath: candidate) { return (Self.join(display, relative), candidate) }
            if DiskReads.fileExists(atPath: Self.join(absolute, ".git")) || absolute == "/" || absolute.isEmpty { return nil }
            absolute = absolute.parentPath
            display = display.isEmpty || display == "." ? ".." : display.parentPath
        }
        return nil
    }

    init(xcodeGen path: String, data: Data, absolutePath: String) throws {
        var targets: [String: Target] = [:]
        // Every spec first (an included one may declare the templates another's targets use).
        let loaded = try Self.xcodeGenSpecs(path: path, data: data, absolutePath: absolutePath).map { ($0.folder, $0.absoluteFolder, $0.root) }
        // `targetTemplates:`, by name, with the folder of the spec that declares them.
        var templates: [String: (folder: String, absoluteFolder: String, body: [String: Any])] = [:]
        for (folder, absoluteFolder, root) in loaded {
            for (name, value) in root["targetTemplates"] as? [String: Any] ?? [:] {
                if let body = value as? [String: Any] { templates[name] = (folder, absoluteFolder, body) }
            }
        }
        for (folder, absoluteFolder, root) in loaded {
            let projectFamily = Self.setting("TARGETED_DEVICE_FAMILY", in: root["settings"])
            for (name, value) in root["targets"] as? [String: Any] ?? [:] {
                guard let target = value as? [String: Any] else { continue }
                var merged = targets[name] ?? Target(name: name, productType: "", members: [])
                // A target's templates first (each template's own templates before it), then the
                // target itself: its values win, its sources add to theirs.
                var layers: [(folder: String, absoluteFolder: String, body: [String: Any])] = []
                var pending = (target["templates"] as? [String] ?? []).reversed().map { $0 }
                var used = Set<String>()
                while let next = pending.popLast() {
                    guard used.insert(next).inserted, let template = templates[next] else { continue }
                    pending += (template.body["templates"] as? [String] ?? []).reversed()
                    layers.insert(template, at: 0)
                }
                layers.append((folder, absoluteFolder, target))
                for (layerFolder, layerAbsolute, body) in layers {
                    if let type = body["type"] as? String { merged.productType = type }
                    // `platform: watchOS` (XcodeGen's names) as the SDK Xcode builds with.
                    if let platform = body["platform"] as? String {
                        merged.sdk = Self.sdks[platform] ?? merged.sdk
                    }
                    // `supportedDestinations: [iOS, macOS]`: a multiplatform target.
                    if let destinations = body["supportedDestinations"] as? [String] {
                        merged.supportedPlatforms = destinations.compactMap { Self.sdks[$0] }
                    }
                    merged.targetedDeviceFamily = Self.setting("TARGETED_DEVICE_FAMILY", in: body["settings"]) ?? merged.targetedDeviceFamily
                    merged.testHost = Self.setting("TEST_HOST", in: body["settings"]).flatMap(Target.hostName) ?? merged.testHost
                    for dependency in body["dependencies"] as? [Any] ?? [] {
                        if let named = (dependency as? [String: Any])?["target"] as? String { merged.dependencies.insert(named) }
                    }
                    for source in Self.sources(body["sources"]) {
                        let path = source.path.replacingOccurrences(of: "${target_name}", with: name)
                        // Beside the spec; else from a folder above it, where a script copies the
                        // spec before running XcodeGen (onebusaway-ios's `Apps/OneBusAway/project.yml`
                        // names `Apps/OneBusAway` from the repository's root).
                        let base =
                            DiskReads.fileExists(atPath: Self.join(layerAbsolute, path))
                            ? Self.join(layerFolder, path)
                            : Self.includedSpec(path, folder: layerFolder, absoluteFolder: layerAbsolute)?.display ?? Self.join(layerFolder, path)
                        merged.members.insert(base)
                        merged.exclusions += source.excludes.map { (base, $0) }
                    }
                }
                merged.targetedDeviceFamily = merged.targetedDeviceFamily ?? projectFamily
                targets[name] = merged
            }
        }
        self.path = path
        var sorted = targets.keys.sorted().map { targets[$0]! }
        Self.markTestHosts(&sorted)
        self.targets = sorted
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

    /// XcodeGen's platform and destination names as SDKs.
    static let sdks = [
        "iOS": "iphoneos", "watchOS": "watchos", "tvOS": "appletvos", "macOS": "macosx", "visionOS": "xros",
        "macCatalyst": "iphoneos",
    ]

    /// `sources: Folder`, `sources: [A, B]`, `sources: [{path: A, excludes: [glob]}]`. A source
    /// built only for other destinations (`destinationFilters: [macOS]`) is not an iOS one.
    private static func sources(_ value: Any?) -> [(path: String, excludes: [String])] {
        if let single = value as? String { return [(single, [])] }
        return (value as? [Any] ?? []).compactMap { item in
            if let path = item as? String { return (path, []) }
            guard let entry = item as? [String: Any], let path = entry["path"] as? String else { return nil }
            if let filters = entry["destinationFilters"] as? [String], !filters.contains("iOS") { return nil }
            return (path, entry["excludes"] as? [String] ?? [])
        }
    }
}
