import Foundation

/// What an Xcode project (`project.pbxproj`) says ships: its targets, the files each one builds
/// or copies, and its languages. Paths are as the audit shows them: the project's folder joined
/// with the paths the project file gives, normalised.
///
/// The format is an old-style property list of objects keyed by id; the objects read here are
/// `PBXProject` (`mainGroup`, `knownRegions`, `developmentRegion`), the group tree (`PBXGroup`,
/// `PBXVariantGroup` for localized files, `XCVersionGroup`, `PBXFileReference`, and Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`, a folder whose every file belongs to the targets that
/// list it), and `PBXNativeTarget` with its sources and resources build phases.
struct XcodeProject: Sendable {
    struct Target: Sendable {
        var name: String
        /// `com.apple.product-type.application`, `…bundle.unit-test`…
        var productType: String
        /// Files and folders (asset catalogs, folder references, synchronized folders) the
        /// target compiles or copies: everything at or below them is the target's.
        var members: Set<String>
        /// The members in lower case, for an Xcode project (`foldCase`).
        var foldedMembers: Set<String> = []
        /// Globs left out below a member folder (XcodeGen `excludes`): (folder, pattern).
        var exclusions: [(folder: String, pattern: String)] = []
        /// Globs of the files it builds or copies (Tuist's `sources: "App/**"`), as paths.
        var patterns: [String] = []

        /// The SDK it builds with (`SDKROOT`: iphoneos, watchos, appletvos, macosx, xros, or
        /// `auto` for a multiplatform target), its own or the project's; nil when neither says.
        var sdk: String?
        /// The platforms a multiplatform target builds for (`SUPPORTED_PLATFORMS = "appletvos
        /// iphoneos macosx …"`); empty when the settings do not list them.
        var supportedPlatforms: [String] = []
        /// Its `TARGETED_DEVICE_FAMILY` (`"1,2"`), its own or the project's; nil when neither says.
        var targetedDeviceFamily: String?
        /// The flags its Release configuration compiles with (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`
        /// and `OTHER_SWIFT_FLAGS`' `-D` flags, its own with the project's for `$(inherited)`,
        /// .xcconfig variables replaced); nil when it has no configuration named Release.
        var releaseConditions: Set<String>?
        /// The app a test bundle runs inside (its `TEST_HOST`, `…/CoreTester.app/CoreTester`),
        /// by target name.
        var testHost: String?
        /// The targets it depends on, by name (XcodeGen's `dependencies: - target:`).
        var dependencies: Set<String> = []
        /// An app built only to host another target's tests (see `markTestHosts`).
        var hostsTestsOnly = false
        /// The Swift package products it links, by name (`packageProductDependencies`).
        var packageProducts: [String] = []

        /// An app (not an extension, framework or test bundle).
        var isApplication: Bool { ["com.apple.product-type.application", "application", "app"].contains(productType) }

        /// Unit and UI test bundles: their files never ship.
        var isTest: Bool {
            productType.contains("unit-test") || productType.contains("ui-testing") || ["unitTests", "uiTests"].contains(productType) || hostsTestsOnly
        }

        /// `$(BUILT_PRODUCTS_DIR)/CoreTester.app/CoreTester` → CoreTester.
        static func hostName(_ testHost: String) -> String? {
            guard let app = testHost.split(separator: "/").first(where: { $0.hasSuffix(".app") }) else { return nil }
            return String(app.dropLast(4))
        }

        /// Built for another platform than iOS and iPadOS (a watchOS app or complication, a tvOS
        /// or macOS target): its files are not an iOS app's.
        /// A multiplatform target (`SDKROOT = auto`, Xcode 14's "Multiplatform" template) whose
        /// supported platforms include iOS is an iOS target.
        var isOtherPlatform: Bool {
            let iOS: Set = ["iphoneos", "iphonesimulator"]
            if !supportedPlatforms.isEmpty { return iOS.isDisjoint(with: supportedPlatforms) }
            return sdk.map { !iOS.contains($0) && $0 != "auto" } ?? false
        }
    }

    /// Apps that exist only to host tests (Core's `CoreTester`, the `TEST_HOST` of `CoreTests`):
    /// an app that a test bundle runs inside without testing it (the bundle does not depend on
    /// it), and that adds nothing to what those tests test (every target it depends on, the
    /// tests depend on too). An app whose tests it hosts, or that links more than the tests do
    /// (a real app hosting a framework's tests), ships.
    static func markTestHosts(_ targets: inout [Target]) {
        for i in targets.indices where targets[i].isApplication {
            let name = targets[i].name
            let hosted = targets.filter { $0.isTest && !$0.hostsTestsOnly && $0.testHost == name }
            // (An app that links nothing of the project's is its own code: it ships, whatever
            // its tests' settings say.)
            guard !hosted.isEmpty, !targets[i].dependencies.isEmpty, hosted.allSatisfy({ !$0.dependencies.contains(name) }),
                targets[i].dependencies.isSubset(of: hosted.reduce(into: Set<String>()) { $0.formUnion($1.dependencies) })
            else { continue }
            targets[i].hostsTestsOnly = true
        }
    }

    /// The `.xcodeproj` as shown (`App/App.xcodeproj`).
    var path: String
    var targets: [Target]
    var knownRegions: [String]
    /// The file names of the projects it refers to (`smartkeys.xcodeproj` as a subproject):
    /// what it builds from them.
    var referencedProjects: Set<String> = []
    var developmentRegion: String?

    /// Reads `project.pbxproj`; `path` is its path as the audit shows it, `absolutePath` where it
    /// is on disk (to read the `.xcconfig` files build configurations are based on; nil: none).
    init(pbxproj path: String, data: Data, absolutePath: String? = nil) throws {
        guard let root = try PropertyList.read(data) as? [String: Any],
            let objects = root["objects"] as? [String: [String: Any]],
            let projectID = root["rootObject"] as? String, let project = objects[projectID]
        else {
            throw ConfigurationError("not an Xcode project file (no objects or root object)")
        }
        let bundle = path.parentPath
        self.path = bundle
        knownRegions = project["knownRegions"] as? [String] ?? []
        developmentRegion = project["developmentRegion"] as? String
        for object in objects.values where object["isa"] as? String == "PBXFileReference" {
            if let file = object["path"] as? String, file.hasSuffix(".xcodeproj") { referencedProjects.insert(file.fileName) }
        }

        var reader = PBXObjects(
            objects: objects, project: project, folder: bundle.parentPath,
            diskPrefix: absolutePath.flatMap { $0.hasSuffix(path) ? String($0.dropLast(path.count)) : nil })
        let addedByTarget = reader.filesAddedToTargets()
        // The platform settings are read from the .xcconfig files too (NetNewsWire sets
        // `SDKROOT = macosx` in its Mac targets' .xcconfig: without it, the Mac app's Swift
        // files and string tables were audited as the iOS app's).
        let projectList = project["buildConfigurationList"]
        let projectSettings = (
            sdk: reader.setting("SDKROOT", projectList, readingConfigFiles: true),
            platforms: reader.setting("SUPPORTED_PLATFORMS", projectList, readingConfigFiles: true),
            family: reader.setting("TARGETED_DEVICE_FAMILY", projectList, readingConfigFiles: true)
        )
        targets = (project["targets"] as? [String] ?? []).compactMap { id in
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget" else { return nil }
            let members = (addedByTarget[id] ?? []).union(reader.members(of: target))
            var result = Self.target(id, target, members: members, projectSettings: projectSettings, &reader)
            result.packageProducts = (target["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0]?["productName"] as? String }
            result.foldedMembers = Set(members.map { $0.lowercased() })
            return result
        }
    }

    /// A native target, with its settings or the project's where it sets none.
    private static func target(
        _ id: String, _ target: [String: Any], members: Set<String>,
        projectSettings: (sdk: String?, platforms: String?, family: String?), _ objects: inout PBXObjects
    ) -> Target {
        let list = target["buildConfigurationList"]
        var result = Target(
            name: target["name"] as? String ?? id, productType: target["productType"] as? String ?? "", members: members,
            targetedDeviceFamily: objects.setting("TARGETED_DEVICE_FAMILY", list, readingConfigFiles: true) ?? projectSettings.family,
            releaseConditions: objects.releaseConditions(list))
        // Each configuration's platform (its own setting, its .xcconfig, else the project's
        // configuration of that name, else the project's): the target builds for iOS when any
        // of them does. Passepartout's app target builds for iOS, tvOS and macOS in Debug and
        // Release and for macOS alone in a `ReleaseMac` configuration: it is an iOS target.
        let keys = ["SDKROOT", "SUPPORTED_PLATFORMS"]
        let projectConfigurations = objects.settingsPerConfiguration(keys, objects.project["buildConfigurationList"])
        var platformsByConfiguration = objects.settingsPerConfiguration(keys, list).map { configuration in
            let project = projectConfigurations.first { $0.configuration != nil && $0.configuration == configuration.configuration }?.values ?? [:]
            return Self.platform(
                own: (configuration.values["SDKROOT"], configuration.values["SUPPORTED_PLATFORMS"]),
                project: (project["SDKROOT"] ?? projectSettings.sdk, project["SUPPORTED_PLATFORMS"] ?? projectSettings.platforms))
        }
        if platformsByConfiguration.isEmpty {
            platformsByConfiguration = [Self.platform(own: (nil, nil), project: (projectSettings.sdk, projectSettings.platforms))]
        }
        for (sdk, platforms) in platformsByConfiguration {
            result.sdk = sdk
            result.supportedPlatforms = platforms
            if !result.isOtherPlatform { return result }
        }
        if let first = platformsByConfiguration.first { (result.sdk, result.supportedPlatforms) = first }
        return result
    }

    /// One configuration's SDK and platforms: its own, or the project's. The project's list of
    /// platforms applies to a target that builds for "auto"; a target naming its SDK (AltServer:
    /// `SDKROOT = macosx` under a project listing iphoneos too) builds for that SDK unless it
    /// lists platforms itself.
    private static func platform(
        own: (sdk: String?, platforms: String?), project: (sdk: String?, platforms: String?)
    ) -> (sdk: String?, platforms: [String]) {
        let sdk = own.sdk ?? project.sdk
        let platforms = own.platforms ?? (sdk == nil || sdk == "auto" || own.sdk == nil ? project.platforms : nil)
        return (sdk, platforms.map { $0.split(separator: " ").map(String.init) } ?? [])
    }

    /// The targets that build or copy the file at `path` (or a folder holding it).
    func targets(containing path: String) -> [Target] {
        let path = Self.normalized(path)
        // A member is the file or a folder holding it (a folder reference, a synchronized group).
        let candidates = Self.selfAndFolders(path)
        // Xcode resolves a project's paths on the Mac's file system, which ignores case: a group
        // whose path is "Components" holds the files of the folder "components" (winston: 433
        // of 448 Swift files taken as in no target on Linux).
        var folded: [String]?
        return targets.filter { target in
            if target.exclusions.contains(where: {
                path.hasPrefix($0.folder + "/") && GlobPattern.matches($0.pattern, String(path.dropFirst($0.folder.count + 1)))
            }) {
                return false
            }
            if target.patterns.contains(where: { GlobPattern.matches($0, path) }) { return true }
            if candidates.contains(where: { target.members.contains($0) }) { return true }
            guard !target.foldedMembers.isEmpty else { return false }
            if folded == nil { folded = candidates.map { $0.lowercased() } }
            return folded!.contains { target.foldedMembers.contains($0) }
        }
    }

    /// A normalized path and the folders above it, nearest first: `a/b/c` → `a/b/c`, `a/b`,
    /// `a`; `/x/y` → `/x/y`, `/x`, `/`. Cut at the "/" bytes: `NSString`'s
    /// `deletingLastPathComponent`, called per file and per target, cost a twentieth of a cold
    /// audit of element-x-ios on the main thread.
    static func selfAndFolders(_ path: String) -> [String] {
        var result = [path]
        var end = path.utf8.endIndex
        while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            if slash == path.utf8.startIndex {
                if path != "/" { result.append("/") }
                break
            }
            result.append(String(path[..<slash]))
            end = slash
        }
        return result
    }

    static func join(_ folder: String, _ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : (folder.isEmpty ? path : folder + "/" + path))
    }

    /// `a/./b/../c` → `a/c`, without touching the disk (paths may be relative).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.pathComponentsWithoutSlashes {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
