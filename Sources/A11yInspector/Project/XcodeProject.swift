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

        /// An app (not an extension, framework or test bundle).
        var isApplication: Bool { ["com.apple.product-type.application", "application", "app"].contains(productType) }

        /// Unit and UI test bundles: their files never ship.
        var isTest: Bool {
            productType.contains("unit-test") || productType.contains("ui-testing") || ["unitTests", "uiTests"].contains(productType)
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

    /// The `.xcodeproj` as shown (`App/App.xcodeproj`).
    var path: String
    var targets: [Target]
    var knownRegions: [String]
    var developmentRegion: String?

    /// Reads `project.pbxproj`; `path` is its path as the audit shows it, `absolutePath` where it
    /// is on disk (to read the `.xcconfig` files build configurations are based on; nil: none).
    init(pbxproj path: String, data: Data, absolutePath: String? = nil) throws {
        guard let root = try PropertyList.read(data) as? [String: Any],
              let objects = root["objects"] as? [String: [String: Any]],
              let projectID = root["rootObject"] as? String, let project = objects[projectID] else {
            throw ConfigurationError("not an Xcode project file (no objects or root object)")
        }
        let bundle = path.parentPath
        self.path = bundle
        let folder = bundle.parentPath
        knownRegions = project["knownRegions"] as? [String] ?? []
        developmentRegion = project["developmentRegion"] as? String

        // Where each group and file is: its group's location joined with its own path.
        var locations: [String: String] = [:]
        var children: [String: [String]] = [:]
        func place(_ id: String, in parent: String) {
            guard let object = objects[id] else { return }
            let own = object["path"] as? String
            let location: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>": location = own.map { Self.join(parent, $0) } ?? parent
            case "SOURCE_ROOT": location = own.map { Self.join(folder, $0) } ?? folder
            case "<absolute>": location = own
            default: location = nil  // built products, the SDK, the developer folder: not in the repository
            }
            guard let location else { return }
            locations[id] = location
            let kids = object["children"] as? [String] ?? []
            children[id] = kids
            for child in kids { place(child, in: location) }
        }
        let projectFolder = (project["projectDirPath"] as? String).flatMap { $0.isEmpty ? nil : Self.join(folder, $0) } ?? folder
        if let main = project["mainGroup"] as? String { place(main, in: projectFolder) }

        // A localized file's variant group stands for all its languages' files.
        func paths(of id: String) -> [String] {
            guard let object = objects[id] else { return [] }
            if object["isa"] as? String == "PBXVariantGroup" { return (children[id] ?? []).compactMap { locations[$0] } }
            return locations[id].map { [$0] } ?? []
        }
        // A synchronized folder's exception set lists, for a target that does not build the
        // folder, the files of it that the target builds all the same (for a target that does,
        // the files it leaves out: those are kept, as some other way may build them).
        var addedByTarget: [String: Set<String>] = [:]
        let targetIDs = project["targets"] as? [String] ?? []
        for (id, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let location = locations[id] else { continue }
            for set in (group["exceptions"] as? [String] ?? []).compactMap({ objects[$0] }) {
                guard let target = set["target"] as? String,
                      !(objects[target]?["fileSystemSynchronizedGroups"] as? [String] ?? []).contains(id) else { continue }
                addedByTarget[target, default: []].formUnion((set["membershipExceptions"] as? [String] ?? []).map { Self.join(location, $0) })
            }
        }
        // The `.xcconfig` a build configuration is based on, on disk: a file reference, or (Xcode
        // 16) a path relative to a synchronized folder.
        let diskPrefix = absolutePath.flatMap { $0.hasSuffix(path) ? String($0.dropLast(path.count)) : nil }
        func configFile(_ configuration: [String: Any]) -> String? {
            guard let diskPrefix else { return nil }
            if let reference = configuration["baseConfigurationReference"] as? String, let location = locations[reference] {
                return diskPrefix + location
            }
            if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String, let folder = locations[anchor],
               let relative = configuration["baseConfigurationReferenceRelativePath"] as? String {
                return diskPrefix + Self.join(folder, relative)
            }
            return nil
        }
        var configFiles: [String: [String: String]] = [:]
        // A build setting from a configuration list's build configurations (the first that sets
        // it, in its own settings or, when `readingConfigFiles`, in the .xcconfig it is based on).
        func setting(_ name: String, _ list: Any?, readingConfigFiles: Bool = false) -> String? {
            guard let list = (list as? String).flatMap({ objects[$0] }) else { return nil }
            for configuration in (list["buildConfigurations"] as? [String] ?? []).compactMap({ objects[$0] }) {
                if let value = (configuration["buildSettings"] as? [String: Any])?[name] as? String { return value }
                if readingConfigFiles, let file = configFile(configuration) {
                    if configFiles[file] == nil { configFiles[file] = XcodeConfigFile.settings(atPath: file) }
                    if let value = configFiles[file]?[name] { return value }
                }
            }
            return nil
        }
        // A setting of the configuration of a given name (`Release`): its own, or the .xcconfig
        // it is based on; `.some(nil)` when the configuration exists and does not set it.
        func configurationSetting(_ name: String, _ list: Any?, configuration configurationName: String) -> String?? {
            guard let list = (list as? String).flatMap({ objects[$0] }),
                  let configuration = (list["buildConfigurations"] as? [String] ?? []).compactMap({ objects[$0] })
                    .first(where: { $0["name"] as? String == configurationName }) else { return nil }
            if let value = (configuration["buildSettings"] as? [String: Any])?[name] as? String { return .some(value) }
            if let file = configFile(configuration) {
                if configFiles[file] == nil { configFiles[file] = XcodeConfigFile.settings(atPath: file) }
                if let value = configFiles[file]?[name] { return .some(value) }
            }
            return .some(nil)
        }
        // A Release setting of a target as the build sees it: its own configuration, its
        // .xcconfig, then the project's; `$(inherited)` is the project's value, and other
        // `$(NAME)` references (`$(REDESIGN_SWIFTFLAGS$(REDESIGN))`, innermost first) are
        // replaced by those settings' Release values. `.some(nil)` when Release sets nothing.
        func releaseSetting(_ name: String, _ list: Any?) -> String?? {
            guard let own = configurationSetting(name, list, configuration: "Release") else { return nil }
            let projectValue = configurationSetting(name, project["buildConfigurationList"], configuration: "Release") ?? nil
            guard let value = own ?? projectValue else { return .some(nil) }
            var text = value.replacingOccurrences(of: "${inherited}", with: "$(inherited)")
                .replacingOccurrences(of: "$(inherited)", with: own == nil ? "" : (projectValue ?? ""))
            for _ in 0..<8 {
                guard let close = text.firstIndex(where: { $0 == ")" || $0 == "}" }),
                      let open = text[..<close].range(of: text[close] == ")" ? "$(" : "${", options: .backwards) else { break }
                let variable = String(text[open.upperBound..<close])
                let replacement = ((configurationSetting(variable, list, configuration: "Release") ?? nil)
                    ?? (configurationSetting(variable, project["buildConfigurationList"], configuration: "Release") ?? nil)) ?? ""
                text.replaceSubrange(open.lowerBound...close, with: replacement)
            }
            return .some(text)
        }
        // The flags a target's Release build compiles with: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
        // and each `-D NAME` of `OTHER_SWIFT_FLAGS` ("-DRELEASE").
        func releaseConditions(_ list: Any?) -> Set<String>? {
            guard let conditions = releaseSetting("SWIFT_ACTIVE_COMPILATION_CONDITIONS", list) else { return nil }
            func words(_ text: String??) -> [String] {
                ((text ?? nil) ?? "").split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "\t" }).map(String.init)
            }
            var result = Set(words(conditions))
            let flags = words(releaseSetting("OTHER_SWIFT_FLAGS", list))
            for (i, flag) in flags.enumerated() where flag.hasPrefix("-D") {
                if flag == "-D" { if i + 1 < flags.count { result.insert(flags[i + 1]) } } else { result.insert(String(flag.dropFirst(2))) }
            }
            return result
        }
        // The platform settings are read from the .xcconfig files too (NetNewsWire sets
        // `SDKROOT = macosx` in its Mac targets' .xcconfig: without it, the Mac app's Swift
        // files and string tables were audited as the iOS app's).
        let projectSDK = setting("SDKROOT", project["buildConfigurationList"], readingConfigFiles: true)
        let projectPlatforms = setting("SUPPORTED_PLATFORMS", project["buildConfigurationList"], readingConfigFiles: true)
        let projectFamily = setting("TARGETED_DEVICE_FAMILY", project["buildConfigurationList"], readingConfigFiles: true)
        targets = targetIDs.compactMap { id in
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget" else { return nil }
            var members = addedByTarget[id] ?? []
            for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] }) {
                guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "") else { continue }
                for file in (phase["files"] as? [String] ?? []).compactMap({ objects[$0]?["fileRef"] as? String }) {
                    members.formUnion(paths(of: file))
                }
            }
            for group in target["fileSystemSynchronizedGroups"] as? [String] ?? [] { members.formUnion(paths(of: group)) }
            let list = target["buildConfigurationList"]
            let ownSDK = setting("SDKROOT", list, readingConfigFiles: true)
            let sdk = ownSDK ?? projectSDK
            // The project's list of platforms applies to a target that builds for "auto"; a
            // target naming its SDK (AltServer: `SDKROOT = macosx` under a project listing
            // iphoneos too) builds for that SDK unless it lists platforms itself.
            let platforms = setting("SUPPORTED_PLATFORMS", list, readingConfigFiles: true) ?? (sdk == nil || sdk == "auto" || ownSDK == nil ? projectPlatforms : nil)
            return Target(name: target["name"] as? String ?? id, productType: target["productType"] as? String ?? "", members: members,
                          sdk: sdk,
                          supportedPlatforms: platforms.map { $0.split(separator: " ").map(String.init) } ?? [],
                          targetedDeviceFamily: setting("TARGETED_DEVICE_FAMILY", list, readingConfigFiles: true) ?? projectFamily,
                          releaseConditions: releaseConditions(list))
        }
    }

    /// The targets that build or copy the file at `path` (or a folder holding it).
    func targets(containing path: String) -> [Target] {
        let path = Self.normalized(path)
        // A member is the file or a folder holding it (a folder reference, a synchronized group).
        let candidates = Self.selfAndFolders(path)
        return targets.filter { target in
            if target.exclusions.contains(where: { path.hasPrefix($0.folder + "/") && GlobPattern.matches($0.pattern, String(path.dropFirst($0.folder.count + 1))) }) {
                return false
            }
            if target.patterns.contains(where: { GlobPattern.matches($0, path) }) { return true }
            return candidates.contains { target.members.contains($0) }
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
