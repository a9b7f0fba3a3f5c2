import Foundation

/// Which files ship: a file below an Xcode project's folder is audited only when one of the
/// project's app, extension or framework targets compiles or copies it. Files in no target
/// (left over, moved out of the build) and files only test targets use are left out, and said
/// so in one note per project. Parts without an Xcode project (Swift packages, plain folders),
/// the `Sources/` folder of a part that is also a Swift package (a library with a demo project
/// beside its manifest), and projects that name none of the files below them (generated, or
/// read wrongly) keep every file.
struct TargetMembership: Sendable {
    /// Kinds whose membership the project file records. Info.plist files are named by build
    /// settings, headers by nothing: they are always kept.
    static let kinds: Set<ProjectFile.Kind> = [.swift, .storyboard, .xib, .strings, .stringsdict, .xcstrings, .colorSet]

    private var projectsByPart: [String: [XcodeProject]] = [:]
    /// Per part whose folder holds a `Package.swift`: its manifest, nil when it cannot be read
    /// without running it.
    private var manifestsByPart: [String: PackageManifest?] = [:]
    /// Each manifest's path as the audit shows it.
    private var manifestPaths: [String: String] = [:]
    /// What to put before a path as the audit shows it to find the file on disk.
    private var diskPrefix = ""
    private(set) var diagnostics: [Diagnostic] = []

    init(_ inputs: [InputFile]) {
        for input in inputs where input.kind == .xcodeProject {
            if input.absolutePath.hasSuffix(input.path) { diskPrefix = String(input.absolutePath.dropLast(input.path.count)) }
            do {
                projectsByPart[input.project, default: []].append(try XcodeProject(pbxproj: input.path, data: input.data, absolutePath: input.absolutePath))
            } catch {
                diagnostics.append(
                    Diagnostic(level: .warning, file: input.path, message: "cannot read the project's targets (\(error)); every file below it is audited"))
            }
        }
        for input in inputs where input.kind == .swift && input.path.fileName == "Package.swift" && input.absolutePath.parentPath == input.project {
            manifestsByPart[input.project] = PackageManifest(source: String(decoding: input.data, as: UTF8.self))
            manifestPaths[input.project] = input.path
            if manifestsByPart[input.project]! == nil {
                diagnostics.append(
                    Diagnostic(
                        level: .note, file: input.path,
                        message:
                            "cannot tell the package's targets without running its manifest (targets or products are computed); every file of the package is audited"
                    ))
            }
        }
        // An XcodeGen spec or a Tuist manifest says what ships where the project it generates is
        // not committed.
        let committed = Set(projectsByPart.keys)
        for input in inputs
        where input.kind == .swift && input.path.hasSuffix("/Project.swift") && !committed.contains(input.project)
            && input.absolutePath.parentPath == input.project
            && String(decoding: input.data, as: UTF8.self).containsText("import ProjectDescription")
        {
            do {
                projectsByPart[input.project, default: []].append(try XcodeProject(tuist: input.path, data: input.data))
            } catch {
                diagnostics.append(
                    Diagnostic(level: .note, file: input.path, message: "cannot tell the Tuist manifest's targets (\(error)); every file below it is audited"))
            }
        }
        for input in inputs where input.kind == .xcodeGenSpec && !committed.contains(input.project) {
            do {
                projectsByPart[input.project, default: []].append(try XcodeProject(xcodeGen: input.path, data: input.data, absolutePath: input.absolutePath))
            } catch {
                diagnostics.append(
                    Diagnostic(level: .warning, file: input.path, message: "cannot read the XcodeGen spec's targets (\(error)); every file below it is audited")
                )
            }
        }
    }

    /// The inputs that ship, and a note per project on those left out.
    func filter(_ inputs: [InputFile]) -> (kept: [InputFile], diagnostics: [Diagnostic]) {
        let (packaged, packageNotes) = filterPackages(inputs)
        let (inputs, sampleNotes) = filterSampleAppsByCode(packaged)
        guard !projectsByPart.isEmpty else { return (inputs, diagnostics + packageNotes + sampleNotes) }
        let all = projectsByPart.keys.sorted().flatMap { projectsByPart[$0]! }
        // Developer sample apps (`sampleapps/ModalsSampleApp`, `Examples/Demo`) beside an app
        // that is not one: they show a library to its developers and ship to no one.
        let root = Self.commonFolder(of: inputs.map(\.path))
        func namesSample(_ path: String) -> Bool { Self.namesSample(String(path.dropFirst(root.count))) }
        let libraries = libraryFolders()
        let sampleProjects = Set(
            all.filter { namesSample($0.path) || Self.isLibrarysOwnApp($0, libraries: libraries) || Self.isSideProject($0, among: all) }.map(\.path))
        // A target named as a sample (`ReachabilitySample` in a vendored library's project) is one
        // too.
        let hasShippingApp = all.contains { project in
            !sampleProjects.contains(project.path)
                && project.targets.contains { $0.isApplication && !$0.isOtherPlatform && !Self.namesSampleTarget($0.name) }
        }
        var samples: [String] = []
        var otherPlatformPackageFiles: [String] = []
        var kept: [InputFile] = []
        var decided: [String: [(InputFile, [XcodeProject.Target])]] = [:]
        for input in inputs {
            // Objective-C implementation files are built by a target; headers are in none (they
            // are found by search paths) and still declare the outlets the .m files use.
            let builtObjectiveC = input.kind == .objectiveC && [".m", ".mm"].contains { input.path.hasSuffix($0) }
            if hasShippingApp {
                let ownProjects = projectsByPart[input.project] ?? []
                let inSampleProject = !ownProjects.isEmpty && ownProjects.allSatisfy { sampleProjects.contains($0.path) }
                // A sample's folder with no project of its own: what no shipping target builds.
                let inSampleFolder =
                    ownProjects.isEmpty && namesSample(input.path.parentPath)
                    && !all.contains { !sampleProjects.contains($0.path) && !$0.targets(containing: input.path).isEmpty }
                if inSampleProject || inSampleFolder {
                    if input.kind != .xcodeProject { samples.append(input.path) }
                    continue
                }
            }
            // `Sources/Home-macOS/…` of a package: the target named for another platform.
            if Self.kinds.contains(input.kind), Self.isOtherPlatformPackageTarget(input) {
                otherPlatformPackageFiles.append(input.path)
                continue
            }
            guard Self.kinds.contains(input.kind) || builtObjectiveC, projectsByPart[input.project] != nil,
                !Self.isPackageSource(input)
            else { kept.append(input); continue }
            // A sample project's targets ship nothing, even beside a library's own project in
            // one folder (`Libraries/SwiftyJSON/Example.xcodeproj` by `SwiftyJSON.xcodeproj`).
            let shipping = hasShippingApp ? all.filter { !sampleProjects.contains($0.path) } : all
            let targets = shipping.flatMap { $0.targets(containing: input.path) }
            let shippingTargets = hasShippingApp ? targets.filter { !($0.isApplication && Self.namesSampleTarget($0.name)) } : targets
            // Only in a sample app or a developer build (`App-Internal`, `ModelPreviews`).
            if !targets.isEmpty, shippingTargets.isEmpty {
                if input.kind != .xcodeProject { samples.append(input.path) }
                continue
            }
            decided[input.project, default: []].append((input, shippingTargets))
        }
        var notes = diagnostics + packageNotes + sampleNotes
        let (built, left, unnamed) = Self.byTarget(decided, projectsByPart: projectsByPart)
        kept += built
        notes += unnamed + Self.notes(otherPlatformPackageFiles: otherPlatformPackageFiles, samples: samples)
        for part in left.keys.sorted() { notes += Self.notes(onLeftOut: left[part]!) }
        // The input order (by path) is the order screens and findings are made in.
        let order = Dictionary(inputs.enumerated().map { ($1.path, $0) }) { a, _ in a }
        return (kept.sorted { order[$0.path, default: 0] < order[$1.path, default: 0] }, notes)
    }

    /// The files of each project, kept when a shipping target builds them, else left out by
    /// why; a project that names none of the Swift files below it keeps them all, with a note.
    static func byTarget(_ decided: [String: [(InputFile, [XcodeProject.Target])]], projectsByPart: [String: [XcodeProject]])
        -> (kept: [InputFile], left: [String: LeftOut], notes: [Diagnostic])
    {
        var kept: [InputFile] = []
        var left: [String: LeftOut] = [:]
        var unnamed: [Diagnostic] = []
        for part in decided.keys.sorted() {
            let files = decided[part]!
            let projectPath = projectsByPart[part]!.map(\.path).joined(separator: ", ")
            // A project that names none of the sources below it is not telling what ships.
            guard files.contains(where: { !$0.1.isEmpty && $0.0.kind == .swift }) || !files.contains(where: { $0.0.kind == .swift }) else {
                kept += files.map(\.0)
                unnamed.append(
                    Diagnostic(
                        level: .note, file: projectPath,
                        message: "names none of the \(files.filter { $0.0.kind == .swift }.count) Swift files below it as a target's; every file is audited"))
                continue
            }
            var entry: LeftOut = (project: projectPath, notInTarget: [], testOnly: [], otherPlatform: [])
            for (input, targets) in files {
                let building = targets.filter { !$0.isTest && !$0.isOtherPlatform }
                if !building.isEmpty {
                    var input = input
                    if building.count == 1, building[0].productType.contains("framework") { input.module = building[0].name }
                    kept.append(input)
                } else if targets.isEmpty {
                    entry.notInTarget.append(input.path)
                } else if targets.contains(where: { !$0.isTest }) {
                    entry.otherPlatform.append(input.path)
                } else {
                    entry.testOnly.append(input.path)
                }
            }
            left[part] = entry
        }
        return (kept, left, unnamed)
    }

    /// Notes on package targets of other platforms and on sample apps, left out.
    static func notes(otherPlatformPackageFiles: [String], samples: [String]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        if !otherPlatformPackageFiles.isEmpty {
            notes.append(
                Diagnostic(
                    level: .note, file: otherPlatformPackageFiles[0],
                    message:
                        "\(Self.count(otherPlatformPackageFiles)) in package targets named for macOS, watchOS or tvOS (Sources/Home-macOS), not audited as iOS: \(Self.list(otherPlatformPackageFiles))"
                ))
        }
        if !samples.isEmpty {
            notes.append(
                Diagnostic(
                    level: .note, file: samples[0],
                    message:
                        "\(Self.count(samples)) of developer sample apps and builds (a project or folder named as a sample, example or demo, a library package's own app, a project inside an app project's folder that the app's project does not use, or an app target named as a sample or as an internal, debug, dev or preview build, beside the app that ships), not audited: \(Self.list(samples))"
                ))
        }
        return notes
    }

    /// A project's files that no target ships, by why.
    typealias LeftOut = (project: String, notInTarget: [String], testOnly: [String], otherPlatform: [String])

    static func notes(onLeftOut entry: LeftOut) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        if !entry.notInTarget.isEmpty {
            notes.append(
                Diagnostic(
                    level: .note, file: entry.project, message: "\(Self.count(entry.notInTarget)) in no target, not audited: \(Self.list(entry.notInTarget))"))
        }
        if !entry.testOnly.isEmpty {
            notes.append(
                Diagnostic(
                    level: .note, file: entry.project, message: "\(Self.count(entry.testOnly)) only in test targets, not audited: \(Self.list(entry.testOnly))")
            )
        }
        if !entry.otherPlatform.isEmpty {
            notes.append(
                Diagnostic(
                    level: .note, file: entry.project,
                    message: "\(Self.count(entry.otherPlatform)) only in watchOS, tvOS or macOS targets, not audited as iOS: \(Self.list(entry.otherPlatform))")
            )
        }
        return notes
    }

    /// The files of Swift packages that the package's targets do not ship: built by no target
    /// (`exclude:`, outside `sources:`, a folder no target names, a file beside the manifest
    /// that no Xcode project lists either, such as a build tool's input files), built only by
    /// test targets, or by targets no product exports and no shipping target depends on. A note
    /// per package lists them. When the apps link some of a package's products, only those ship,
    /// with the products their targets link from other packages.
    func filterPackages(_ inputs: [InputFile]) -> (kept: [InputFile], notes: [Diagnostic]) {
        let readable = manifestsByPart.compactMapValues { $0 }
        guard !readable.isEmpty else { return (inputs, []) }
        var folders: [String: Set<String>] = [:]
        for input in inputs where readable[input.project] != nil {
            var folder = Self.relative(input)?.parentPath ?? ""
            while !folder.isEmpty, folders[input.project, default: []].insert(folder).inserted { folder = folder.parentPath }
        }
        var kept: [InputFile] = []
        var left: [String: (notInTarget: [String], testOnly: [String], notExported: [String], developerOnly: [String])] = [:]
        let roots = PackageManifest.sourceFolders + ["Tests", "Plugins"]
        let projects = projectsByPart.values.flatMap { $0 }
        // The products the projects' targets link: a package whose products an app links ships
        // only what the shipping targets link (not what only tests or a developer build do).
        let allTargets = projects.flatMap(\.targets)
        let linkedByAny = Set(allTargets.flatMap(\.packageProducts) + readable.values.flatMap { $0.targets.flatMap(\.productDependencies) })
        let linkedByShipping = Self.linkedThroughPackages(
            Set(allTargets.filter { !$0.isTest && !($0.isApplication && Self.namesDeveloperBuild($0.name)) }.flatMap(\.packageProducts)),
            manifests: Array(readable.values), linkedByAny: linkedByAny)
        let shipping = readable.mapValues { manifest in
            manifest.products.contains { linkedByAny.contains($0.name) } ? manifest.shippingTargets(linking: linkedByShipping) : manifest.shippingTargets
        }
        let developerOnly = readable.mapValues { manifest in
            manifest.products.contains { linkedByAny.contains($0.name) }
                ? manifest.shippingTargets.subtracting(manifest.shippingTargets(linking: linkedByShipping)) : []
        }
        for input in inputs {
            guard let manifest = readable[input.project], let file = Self.relative(input), file != "Package.swift",
                Self.kinds.contains(input.kind) || input.kind == .objectiveC
            else { kept.append(input); continue }
            let existing: (String) -> Bool = { folders[input.project]?.contains($0) == true }
            switch manifest.membership(of: file, existing: existing) {
            case .built(let target):
                if target.kind == .test {
                    left[input.project, default: ([], [], [], [])].testOnly.append(input.path)
                } else if shipping[input.project]?.contains(target.name) == true {
                    kept.append(input)
                } else if developerOnly[input.project]?.contains(target.name) == true {
                    left[input.project, default: ([], [], [], [])].developerOnly.append(input.path)
                } else {
                    left[input.project, default: ([], [], [], [])].notExported.append(input.path)
                }
            case .leftOut:
                left[input.project, default: ([], [], [], [])].notInTarget.append(input.path)
            case .outside:
                // Outside every target's folder: under a source folder, no target builds it;
                // elsewhere (a demo, a tool's input files) an Xcode project may still build or
                // copy it, and decides; with none that lists it, nothing builds it.
                let listed = projects.contains { !$0.targets(containing: input.path).isEmpty }
                if !roots.contains(where: { file.hasPrefix($0 + "/") }) && (projectsByPart[input.project] != nil || listed) {
                    kept.append(input)
                } else {
                    left[input.project, default: ([], [], [], [])].notInTarget.append(input.path)
                }
            }
        }
        return (kept, packageNotes(left))
    }

    /// The products that ship: those the apps link, and the products of other packages that
    /// the shipping targets of a package link in turn (`.product(name: "ActivityService",
    /// package: "FeatureServices")` in a feature package the app links), until none is added.
    /// A package none of whose products anything links ships every product, and so links theirs.
    static func linkedThroughPackages(_ linked: Set<String>, manifests: [PackageManifest], linkedByAny: Set<String>) -> Set<String> {
        var result = linked
        while true {
            let before = result.count
            for manifest in manifests {
                let ships = manifest.products.contains { linkedByAny.contains($0.name) } ? manifest.shippingTargets(linking: result) : manifest.shippingTargets
                for target in manifest.targets where ships.contains(target.name) { result.formUnion(target.productDependencies) }
            }
            if result.count == before { return result }
        }
    }

    /// A note per package on its files left out, by why.
    private func packageNotes(_ left: [String: (notInTarget: [String], testOnly: [String], notExported: [String], developerOnly: [String])]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for part in left.keys.sorted() {
            let entry = left[part]!
            let shown = manifestPaths[part] ?? part.appendingPath("Package.swift")
            let groups = [
                (entry.notInTarget, "in no target of the package"),
                (entry.notExported, "in package targets that no product exports and no shipping target depends on"),
                (entry.testOnly, "only in the package's test targets"),
                (entry.developerOnly, "in package products that only tests and developer builds (an app target named internal, debug, dev or preview) link"),
            ]
            for (files, why) in groups where !files.isEmpty {
                notes.append(Diagnostic(level: .note, file: shown, message: "\(Self.count(files)) \(why), not audited: \(Self.list(files))"))
            }
        }
        return notes
    }

    /// Developer sample apps where no project says what builds them (a Tuist manifest made by
    /// helpers, no committed project): a folder named as a sample, example or demo that holds
    /// an app's entry point of its own (`@main`, an application or scene delegate), beside an
    /// entry point outside every such folder (ugglan: each module's `Example/` app). A folder so
    /// named without an entry point (`Service/DemoImplementation`) is code the app builds.
    func filterSampleAppsByCode(_ inputs: [InputFile]) -> (kept: [InputFile], notes: [Diagnostic]) {
        let unknown = inputs.filter { (projectsByPart[$0.project] ?? []).isEmpty }
        guard !unknown.isEmpty else { return (inputs, []) }
        let root = Self.commonFolder(of: inputs.map(\.path))
        /// The folder below the root whose name says sample, if any: `Projects/Home/Example/`.
        func sampleFolder(_ path: String) -> String? {
            var prefix = root
            for component in String(path.dropFirst(root.count)).split(separator: "/").dropLast() {
                prefix += component + "/"
                if Self.namesSample(String(component)) { return prefix }
            }
            return nil
        }
        var samples = Set<String>()
        var appOutside = false
        for input in unknown where input.kind == .swift && Self.declaresEntryPoint(input.data) {
            if let folder = sampleFolder(input.path) { samples.insert(folder) } else { appOutside = true }
        }
        guard appOutside, !samples.isEmpty else { return (inputs, []) }
        var kept: [InputFile] = []
        var left: [String] = []
        for input in inputs {
            if (projectsByPart[input.project] ?? []).isEmpty, let folder = sampleFolder(input.path), samples.contains(folder) {
                left.append(input.path)
            } else {
                kept.append(input)
            }
        }
        guard !left.isEmpty else { return (inputs, []) }
        return (
            kept,
            [
                Diagnostic(
                    level: .note, file: left[0],
                    message:
                        "\(Self.count(left)) of developer sample apps (a folder named as a sample, example or demo with an app entry point of its own, beside the app that ships), not audited: \(Self.list(left))"
                )
            ]
        )
    }

    /// Whether a Swift file declares an app's entry point.
    static func declaresEntryPoint(_ data: Data) -> Bool {
        ["@main", "@UIApplicationMain", "UIApplicationDelegate", "UIWindowSceneDelegate"].contains { data.containsText($0) }
    }

    /// A file's path below its part's folder.
    static func relative(_ input: InputFile) -> String? {
        let prefix = input.project + "/"
        guard input.absolutePath.hasPrefix(prefix) else { return nil }
        return String(input.absolutePath.dropFirst(prefix.count))
    }

    /// Whether a folder path names a developer sample: a folder or project whose name holds
    /// "sample" or "example" (`sampleapps`, `UIExampleApp`, `BugReportSampleiOSApp`), or has
    /// "Demo" as a word (`DemoApp`, `Demos`, `KitDemo`).
    /// An app target named as a library's sample (`ReachabilitySample`, `UIExample`); "Demo"
    /// is left out here, as some shipping apps' targets are called that.
    static func namesSampleTarget(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("sample") || lower.contains("example") || namesDeveloperBuild(name)
    }

    /// An app target named as a build for the app's developers and testers
    /// (`NHS-COVID-19-Internal`, `AppDebug`, `App-Dev`, `ModelPreviews`): a word of its name is
    /// internal, debug, dev or preview(s). Beta and staging builds go to testers outside the
    /// team and are not counted.
    static func namesDeveloperBuild(_ name: String) -> Bool {
        IdentifierWords.split(name, digitsInWords: false).contains { ["internal", "debug", "dev", "preview", "previews"].contains($0.lowercased()) }
    }

    /// The folders of the Swift packages that export a library (as the audit shows paths).
    func libraryFolders() -> [String] {
        manifestsByPart.compactMap { part, manifest in
            guard let manifest, manifest.products.contains(where: \.isLibrary) else { return nil }
            return (manifestPaths[part] ?? part.appendingPath("Package.swift")).parentPath
        }
    }

    /// A project in a subfolder of a library package (compound-ios's `Inspector/Inspector.xcodeproj`
    /// beside its `Sources/Compound`): the library's own showcase app, which its developers run;
    /// the apps that link the library ship it. A project beside the manifest is not one.
    static func isLibrarysOwnApp(_ project: XcodeProject, libraries: [String]) -> Bool {
        let components = project.path.pathComponentsWithoutSlashes
        let folderComponents = components.firstIndex { $0.hasSuffix(".xcodeproj") }.map { Array(components[..<$0]) } ?? Array(components.dropLast())
        // Compared by components: an absolute path keeps its leading slash in `library`.
        return libraries.contains { library in
            let libraryComponents = library.pathComponentsWithoutSlashes
            return folderComponents.count > libraryComponents.count && folderComponents.starts(with: libraryComponents)
        }
    }

    /// A project below the folder of an app's project that the app's project does not refer to
    /// (Blink's `Frameworks/SmartKeys/smartkeys.xcodeproj`, the standalone app a component was
    /// first built in, beside `Blink.xcodeproj`): no target of the app builds from it, so what it
    /// alone builds ships in no app this folder makes. A subproject the app refers to is built
    /// with it.
    /// Only a project with an app of its own: a library's project beside it may be built
    /// through a workspace the audit does not read.
    static func isSideProject(_ project: XcodeProject, among all: [XcodeProject]) -> Bool {
        guard project.targets.contains(where: \.isApplication) else { return false }
        let folder = project.path.parentPath.pathComponentsWithoutSlashes
        return all.contains { outer in
            let outerFolder = outer.path.parentPath.pathComponentsWithoutSlashes
            return outer.path != project.path && folder.count > outerFolder.count && folder.starts(with: outerFolder)
                && !outer.referencedProjects.contains(project.path.fileName)
                && outer.targets.contains { $0.isApplication && !$0.isOtherPlatform }
        }
    }

    static func namesSample(_ path: String) -> Bool {
        path.pathComponentsWithoutSlashes.contains { component in
            let name = component.lowercased()
            if name.contains("sample") || name.contains("example") { return true }
            return IdentifierWords.split(component, digitsInWords: false).contains { ["demo", "demos"].contains($0.lowercased()) }
        }
    }

    /// The folder all paths are below (`Examples/TravelBuddy/`), with its final slash; "" when none.
    static func commonFolder(of paths: [String]) -> String {
        guard var prefix = paths.first.map({ $0.parentPath + "/" }) else { return "" }
        for path in paths.dropFirst() where !path.hasPrefix(prefix) {
            while !prefix.isEmpty && !path.hasPrefix(prefix) {
                prefix = String(prefix.dropLast())
                if let slash = prefix.lastIndex(of: "/") { prefix = String(prefix[...slash]) } else { prefix = "" }
            }
        }
        return prefix
    }

    /// Swift files built only into widget extensions: every target that builds them is one
    /// that builds a file importing WidgetKit or ActivityKit and is not an app (a helper view of
    /// a widget need not import WidgetKit itself).
    func widgetOnlyFiles(among inputs: [InputFile]) -> Set<String> {
        let projects = projectsByPart.values.flatMap { $0 }
        guard !projects.isEmpty else { return [] }
        let swift = inputs.filter { $0.kind == .swift }
        var widgetTargets = Set<String>()
        for input in swift where input.data.containsText("import WidgetKit") || input.data.containsText("import ActivityKit") {
            for target in projects.flatMap({ $0.targets(containing: input.path) }) where !target.isApplication && !target.isTest {
                widgetTargets.insert(target.name)
            }
        }
        guard !widgetTargets.isEmpty else { return [] }
        var result = Set<String>()
        for input in swift {
            let targets = projects.flatMap { $0.targets(containing: input.path) }.filter { !$0.isTest }
            if !targets.isEmpty, targets.allSatisfy({ widgetTargets.contains($0.name) }) { result.insert(input.path) }
        }
        return result
    }

    /// String tables a shipping target copies that are not on disk: not checked out (a large
    /// file left out of a clone, Git LFS), or made by a build step. (One that leads outside the
    /// audited tree is there, but not read: the audit's note lists it.) Their keys exist in the app
    /// but cannot be read here. Paths as the audit shows them, in order.
    func absentStringTables(among inputs: [InputFile]) -> [String] {
        // (Compared in lower case: Xcode finds "Base.lproj" in a project's "base.lproj" folder.)
        let read = Set(inputs.map { XcodeProject.normalized($0.path).lowercased() })
        var absent: Set<String> = []
        for projects in projectsByPart.values {
            for target in projects.flatMap(\.targets) where !target.isTest {
                for member in target.members
                where [".strings", ".stringsdict", ".xcstrings"].contains(where: member.hasSuffix)
                    && !read.contains(member.lowercased()) && DiskReads.look(atPath: diskPrefix + member) == .absent
                {
                    absent.insert(member)
                }
            }
        }
        return absent.sorted()
    }

    /// The flags the iOS app targets' Release configurations compile with, all of them
    /// together (a flag one app sets may decide code another shares); nil when no app target has
    /// a Release configuration.
    var releaseConditions: Set<String>? {
        var conditions: Set<String>?
        for projects in projectsByPart.values {
            for target in projects.flatMap(\.targets) where target.isApplication && !target.isOtherPlatform {
                guard let own = target.releaseConditions else { continue }
                conditions = (conditions ?? []).union(own)
            }
        }
        return conditions
    }

    /// The device families the iOS app targets state in `TARGETED_DEVICE_FAMILY`, all of them
    /// together; nil when no app target states one.
    var deviceFamilies: StatedDeviceFamilies? {
        var families: Set<DeviceFamily> = []
        var sources: [String] = []
        for part in projectsByPart.keys.sorted() {
            for project in projectsByPart[part]! {
                // Targets that state the same value are named together (an app's Pro and
                // Enterprise variants).
                var namesByValue: [(value: String, names: [String])] = []
                for target in project.targets where target.isApplication && !target.isOtherPlatform {
                    guard let value = target.targetedDeviceFamily, let stated = DeviceFamily.families(targetedDeviceFamily: value) else { continue }
                    families.formUnion(stated)
                    if let k = namesByValue.firstIndex(where: { $0.value == value }) {
                        namesByValue[k].names.append(target.name)
                    } else {
                        namesByValue.append((value, [target.name]))
                    }
                }
                sources += namesByValue.map { "\($0.names.joined(separator: ", ")) in \(project.path.fileName): TARGETED_DEVICE_FAMILY = \($0.value)" }
            }
        }
        guard !families.isEmpty else { return nil }
        return StatedDeviceFamilies(families: families.sorted(), source: sources.joined(separator: "; "))
    }

    /// In the `Sources/` folder of a part whose folder holds a `Package.swift`: the package's
    /// targets build it, whatever the Xcode project beside the manifest says.
    static func isPackageSource(_ input: InputFile) -> Bool {
        let manifest = input.project.appendingPath("Package.swift")
        let sources = input.project.appendingPath("Sources") + "/"
        return input.absolutePath.hasPrefix(sources) && DiskReads.fileExists(atPath: manifest)
    }

    /// In a package's `Sources/<target>/` whose target is named for another platform than
    /// iOS, as multiplatform packages split them (`Home-macOS` beside `Home-iOS`, `KitWatchOS`).
    static func isOtherPlatformPackageTarget(_ input: InputFile) -> Bool {
        let sources = input.project.appendingPath("Sources") + "/"
        guard input.absolutePath.hasPrefix(sources),
            let target = input.absolutePath.dropFirst(sources.count).split(separator: "/").first, input.absolutePath.dropFirst(sources.count).contains("/"),
            DiskReads.fileExists(atPath: input.project.appendingPath("Package.swift"))
        else { return false }
        // The platform's name ends the target's, after a separator or as a word of its own
        // (`Home-macOS`, `Kit_tvOS`, `KitWatchOS`; not `Headphones`).
        return ["macOS", "watchOS", "tvOS", "visionOS", "AppKit"].contains { platform in
            guard target.lowercased().hasSuffix(platform.lowercased()) else { return false }
            let suffix = target.suffix(platform.count)
            guard let before = target.dropLast(platform.count).last else { return true }
            return ["-", "_", " ", "."].contains(before) || (before.isLowercase && suffix.first?.isUppercase == true) || suffix == Substring(platform)
        }
    }

    static func count(_ files: [String]) -> String { files.count == 1 ? "1 file" : "\(files.count) files" }

    /// Ten names at most; the count says how many there are.
    static func list(_ files: [String]) -> String {
        let names = files.sorted().prefix(10).joined(separator: ", ")
        return files.count > 10 ? names + ", …" : names
    }
}
