import Foundation

/// The objects of a `project.pbxproj`, read for `XcodeProject`: where each group and file is,
/// and the build settings of configuration lists (with the `.xcconfig` files they are based on).
struct PBXObjects {
    let objects: [String: [String: Any]]
    /// The `PBXProject` object.
    let project: [String: Any]
    /// The folder holding the `.xcodeproj`, as the audit shows it.
    let folder: String
    /// What to put before a path as the audit shows it to find it on disk (nil: not on disk).
    let diskPrefix: String?
    /// Where each group and file is: its group's location joined with its own path.
    var locations: [String: String] = [:]
    var children: [String: [String]] = [:]
    /// The `.xcconfig` files read so far, by path on disk.
    var configFiles: [String: [String: String]] = [:]

    init(objects: [String: [String: Any]], project: [String: Any], folder: String, diskPrefix: String?) {
        self.objects = objects
        self.project = project
        self.folder = folder
        self.diskPrefix = diskPrefix
        let projectFolder = (project["projectDirPath"] as? String).flatMap { $0.isEmpty ? nil : XcodeProject.join(folder, $0) } ?? folder
        if let main = project["mainGroup"] as? String { place(main, in: projectFolder) }
    }

    mutating func place(_ id: String, in parent: String) {
        guard let object = objects[id] else { return }
        let own = object["path"] as? String
        let location: String?
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>": location = own.map { XcodeProject.join(parent, $0) } ?? parent
        case "SOURCE_ROOT": location = own.map { XcodeProject.join(folder, $0) } ?? folder
        case "<absolute>": location = own
        default: location = nil  // built products, the SDK, the developer folder: not in the repository
        }
        guard let location else { return }
        locations[id] = location
        let kids = object["children"] as? [String] ?? []
        children[id] = kids
        for child in kids { place(child, in: location) }
    }

    /// A localized file's variant group stands for all its languages' files.
    func paths(of id: String) -> [String] {
        guard let object = objects[id] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" { return (children[id] ?? []).compactMap { locations[$0] } }
        return locations[id].map { [$0] } ?? []
    }

    /// A synchronized folder's exception set lists, for a target that does not build the
    /// folder, the files of it that the target builds all the same (for a target that does,
    /// the files it leaves out: those are kept, as some other way may build them). By target.
    func filesAddedToTargets() -> [String: Set<String>] {
        var addedByTarget: [String: Set<String>] = [:]
        for (id, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let location = locations[id] else { continue }
            for set in (group["exceptions"] as? [String] ?? []).compactMap({ objects[$0] }) {
                guard let target = set["target"] as? String,
                    !(objects[target]?["fileSystemSynchronizedGroups"] as? [String] ?? []).contains(id)
                else { continue }
                addedByTarget[target, default: []].formUnion((set["membershipExceptions"] as? [String] ?? []).map { XcodeProject.join(location, $0) })
            }
        }
        return addedByTarget
    }

    /// The files and folders a target's sources and resources phases and synchronized folders hold.
    func members(of target: [String: Any]) -> Set<String> {
        var members = Set<String>()
        for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] }) {
            guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "") else { continue }
            for file in (phase["files"] as? [String] ?? []).compactMap({ objects[$0]?["fileRef"] as? String }) {
                members.formUnion(paths(of: file))
            }
        }
        for group in target["fileSystemSynchronizedGroups"] as? [String] ?? [] { members.formUnion(paths(of: group)) }
        return members
    }

    // MARK: Build settings

    /// The `.xcconfig` a build configuration is based on, on disk: a file reference, or (Xcode
    /// 16) a path relative to a synchronized folder.
    func configFile(_ configuration: [String: Any]) -> String? {
        guard let diskPrefix else { return nil }
        if let reference = configuration["baseConfigurationReference"] as? String, let location = locations[reference] {
            return diskPrefix + location
        }
        if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String, let folder = locations[anchor],
            let relative = configuration["baseConfigurationReferenceRelativePath"] as? String
        {
            return diskPrefix + XcodeProject.join(folder, relative)
        }
        return nil
    }

    /// A setting of the `.xcconfig` file, read once.
    mutating func configFileSetting(_ name: String, _ file: String) -> String? {
        if configFiles[file] == nil { configFiles[file] = XcodeConfigFile.settings(atPath: file) }
        return configFiles[file]?[name]
    }

    /// A build setting from a configuration list's build configurations (the first that sets
    /// it, in its own settings or, when `readingConfigFiles`, in the .xcconfig it is based on).
    mutating func setting(_ name: String, _ list: Any?, readingConfigFiles: Bool = false) -> String? {
        guard let list = (list as? String).flatMap({ objects[$0] }) else { return nil }
        for configuration in (list["buildConfigurations"] as? [String] ?? []).compactMap({ objects[$0] }) {
            if let value = (configuration["buildSettings"] as? [String: Any])?[name] as? String { return value }
            if readingConfigFiles, let file = configFile(configuration), let value = configFileSetting(name, file) { return value }
        }
        return nil
    }

    /// Some settings of each of a list's build configurations (`Debug`, `Release`, `ReleaseMac`),
    /// in order: its own or its .xcconfig's, with the configuration's name.
    mutating func settingsPerConfiguration(_ names: [String], _ list: Any?) -> [(configuration: String?, values: [String: String])] {
        guard let list = (list as? String).flatMap({ objects[$0] }) else { return [] }
        return (list["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }.map { configuration in
            var values: [String: String] = [:]
            for name in names {
                if let value = (configuration["buildSettings"] as? [String: Any])?[name] as? String {
                    values[name] = value
                } else if let file = configFile(configuration), let value = configFileSetting(name, file) {
                    values[name] = value
                }
            }
            return (configuration["name"] as? String, values)
        }
    }

    /// A setting of the configuration of a given name (`Release`): its own, or the .xcconfig
    /// it is based on; `.some(nil)` when the configuration exists and does not set it.
    mutating func configurationSetting(_ name: String, _ list: Any?, configuration configurationName: String) -> String?? {
        guard let list = (list as? String).flatMap({ objects[$0] }),
            let configuration = (list["buildConfigurations"] as? [String] ?? []).compactMap({ objects[$0] })
                .first(where: { $0["name"] as? String == configurationName })
        else { return nil }
        if let value = (configuration["buildSettings"] as? [String: Any])?[name] as? String { return .some(value) }
        if let file = configFile(configuration), let value = configFileSetting(name, file) { return .some(value) }
        return .some(nil)
    }

    /// A Release setting of a target as the build sees it: its own configuration, its
    /// .xcconfig, then the project's; `$(inherited)` is the project's value, and other
    /// `$(NAME)` references (`$(REDESIGN_SWIFTFLAGS$(REDESIGN))`, innermost first) are
    /// replaced by those settings' Release values. `.some(nil)` when Release sets nothing.
    mutating func releaseSetting(_ name: String, _ list: Any?) -> String?? {
        guard let own = configurationSetting(name, list, configuration: "Release") else { return nil }
        let projectValue = configurationSetting(name, project["buildConfigurationList"], configuration: "Release") ?? nil
        guard let value = own ?? projectValue else { return .some(nil) }
        var text = value.replacingOccurrences(of: "${inherited}", with: "$(inherited)")
            .replacingOccurrences(of: "$(inherited)", with: own == nil ? "" : (projectValue ?? ""))
        for _ in 0..<8 {
            guard let close = text.firstIndex(where: { $0 == ")" || $0 == "}" }),
                let open = text[..<close].range(of: text[close] == ")" ? "$(" : "${", options: .backwards)
            else { break }
            let variable = String(text[open.upperBound..<close])
            let replacement =
                ((configurationSetting(variable, list, configuration: "Release") ?? nil)
                    ?? (configurationSetting(variable, project["buildConfigurationList"], configuration: "Release") ?? nil)) ?? ""
            text.replaceSubrange(open.lowerBound...close, with: replacement)
        }
        return .some(text)
    }

    /// The flags a target's Release build compiles with: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
    /// and each `-D NAME` of `OTHER_SWIFT_FLAGS` ("-DRELEASE").
    mutating func releaseConditions(_ list: Any?) -> Set<String>? {
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
}
