import Foundation
import SwiftParser
import SwiftSyntax

/// Turns the files of the audited folders into a `Project`: the one place that knows which
/// front end reads which kind of file. Files are read in parallel, each within the time limit.
public struct ProjectReader: Sendable {
    /// A UIKit class's initializer call (`ListViewController(style: .grouped)`): that class is
    /// read as the call makes it (`a11y voiceover --screen`).
    public var construction: String?

    /// Which screens to build.
    public enum Screens: Sendable {
        case all
        /// Only the screens declared in these files (as `ProjectFile.path` gives them), for
        /// `voiceover` and `tree`: the rest of the project is read for what it does to them.
        /// These files are read even when no shipping target builds them (a note says so).
        case declaredIn(Set<String>)
        /// None: Interface Builder files are still read for their texts (`strings`).
        case none

        func includes(_ file: String) -> Bool {
            switch self {
            case .all: return true
            case .declaredIn(let files): return files.contains(file)
            case .none: return false
            }
        }

        /// Interface Builder files are read for their texts even when no screen is kept.
        func readsInterface(_ file: String) -> Bool {
            if case .none = self { return true }
            return includes(file)
        }

        /// Which screens, for the key of a kept result (`Auditor.resultKey`).
        var cacheName: String {
            switch self {
            case .all: return "all"
            case .declaredIn(let files): return files.sorted().joined(separator: ",")
            case .none: return "none"
            }
        }

        var keepsScreens: Bool {
            if case .none = self { return false }
            return true
        }
    }

    public var jobs: Int
    public var screens: Screens = .all
    /// Folders and files left out (`.a11y.yml` `exclude`).
    public var excludes: [String] = []
    /// Audit only the files an Xcode project's targets build or copy (`TargetMembership`); off
    /// with `--all-files`.
    public var followsTargets = true
    /// Merge what Swift and Objective-C code do into Interface Builder screens (on by default;
    /// off only to measure what the linking changes).
    public var linksCode = true
    /// What the front ends read from each file, kept between runs; nil reads everything afresh.
    public var cache: FrontEndCache?
    /// Seconds after which the reading of one file is given up, with a diagnostic (nil: none).
    public var fileTimeLimit: Double? = 30
    /// The language texts looked up in string tables are shown in (nil: the development
    /// language), as iOS does when it is the preferred one.
    public var language: String?
    /// Called with each stage's name and wall seconds.
    public var timings: (@Sendable (String, Double) -> Void)?
    /// Called after each Interface Builder file with (files done, files in all), from any thread.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.jobs = max(1, jobs)
    }

    /// Discovers and reads files and folders on disk.
    public func read(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) -> Project {
        let found = files(paths: paths, workingDirectory: workingDirectory)
        var project = read(found.inputs, boundary: found.boundary, outside: found.outside)
        project.diagnostics += found.notes
        return project
    }

    /// The audited files, read within their boundary, and what finding and reading them noted.
    public struct FoundFiles: Sendable {
        public var inputs: [InputFile]
        /// Diagnostics of discovery and reading.
        public var notes: [Diagnostic]
        /// What the audit may read (`ReadBoundary`).
        public var boundary: ReadBoundary
        /// Links and folders that lead outside it, not read.
        public var outside: [OutsidePath]
    }

    /// The files of the audited folders, read, and the notes of discovering and reading them.
    func files(paths: [String], workingDirectory: String) -> FoundFiles {
        let clock = StageClock(report: timings)
        let found = ProjectDiscovery(excludes: excludes, workingDirectory: workingDirectory).discover(paths)
        clock.lap("discovery")
        let (inputs, diagnostics, outside) = InputFile.read(found, jobs: jobs)
        clock.lap("reading files")
        return FoundFiles(inputs: inputs, notes: diagnostics, boundary: found.boundary, outside: outside)
    }

    /// Reads files already in memory; `keys`: their cache keys by path, where already known.
    /// Files the project's own files name (`.xcconfig` includes, XcodeGen includes, package
    /// manifests) are looked at within `boundary` (by default the repositories holding the
    /// inputs); those outside it, and `outside` (what discovery left out), make one note.
    public func read(_ inputs: [InputFile], keys: [String: String]? = nil, boundary: ReadBoundary? = nil, outside: [OutsidePath] = []) -> Project {
        let (read, looks) = DiskReads.within(boundary ?? .enclosing(inputs)) { readWithinBoundary(inputs, keys: keys) }
        var project = read
        if let note = OutsidePath.note(outside + looks.outside) { project.diagnostics.append(note) }
        return project
    }

    private func readWithinBoundary(_ inputs: [InputFile], keys: [String: String]?) -> Project {
        let clock = StageClock(report: timings)
        var project = Project()
        let absentTables = chooseInputs(inputs, into: &project)
        let inputs = project.inputs
        // Each file's facts from the cache where a run before read the same bytes. (The
        // SwiftUI screens are built on every run that reads the files: a run on unchanged files
        // reuses the whole result instead, `CachedAudit`.)
        let fileKeys = cache == nil ? [:] : keys ?? Self.cacheKeys(inputs.filter { Self.partKinds.contains($0.kind) }, jobs: jobs)
        project.parts = readParts(inputs, viewBodies: screens.keepsScreens, keys: fileKeys)
        project.diagnostics += project.parts.values.flatMap(\.diagnostics)
        // The windows' tint, set anywhere in code, is the whole app's.
        let appTint = project.parts.keys.sorted().lazy.compactMap { project.parts[$0]!.code.windowTints.first }.first
        for name in project.parts.keys { project.parts[name]!.appTintSetInCode = appTint }
        clock.lap("code, strings and resources")
        project.unusedMembers = UnusedMembers(parts: project.parts, inputs: inputs, releaseFlags: project.releaseConditions)
        Self.dropDeadVisibilityWrites(&project)

        let interfaces = readInterfaceBuilder(inputs, parts: project.parts)
        for file in interfaces { if let controllers = file.controllers { project.storyboardControllers[file.path] = controllers } }
        let controllers = project.storyboardControllers.values
        project.embeddedControllers = controllers.reduce(into: []) { $0.formUnion($1.embedded) }
        project.embeddedControllers.formUnion(
            InterfaceFileLoading.pageClasses(project.parts, inputs, byIdentifier: controllers.reduce(into: [:]) { $0.merge($1.byIdentifier) { $0.union($1) } }))
        let storyboardReferences = StoryboardReferences(inputs)
        addInterfaceBuilderScreens(interfaces, inputs: inputs, references: storyboardReferences, to: &project)
        clock.lap("Interface Builder screens")
        Self.findUnusedCode(&project, inputs: inputs, storyboardReferences: storyboardReferences)
        Self.releaseMemberFacts(&project)
        clock.lap("what code runs")
        var notes: [Diagnostic] = []
        // Decided now, read one by one as they are checked (the plan keeps the views they need).
        project.swiftUIPosition = project.screens.count
        project.swiftUI = DeferredScreens(plan: swiftUIScreens(project.parts, notes: &notes), colors: SwiftUIColors(parts: project.parts))
        project.diagnostics += notes
        Self.releaseSwiftUIIndexes(&project)
        clock.lap("SwiftUI screens")
        project.screens += snapshotScreens(inputs, diagnostics: &project.diagnostics)
        project.screens += androidScreens(inputs, diagnostics: &project.diagnostics)
        clock.lap("snapshots and Android layouts")
        // Classes Interface Builder files place (`customClass`): components their files configure.
        var placedInInterfaces = Set<String>()
        for screen in project.screens.map(\.screen) where [.storyboardScene, .xib].contains(screen.origin) {
            screen.root.forEach { if let custom = $0.customClass { placedInInterfaces.insert(custom) } }
        }
        let running = project
        let scenes = interfaceControllers(project.screens, inputs: inputs)
        let (built, additions) = codeScreens(
            project.parts, inputs: inputs, placedInInterfaces: placedInInterfaces, interfaceControllers: scenes.controllers,
            neverRuns: running.neverRunsReason)
        project.screens += built
        addCodeAdditions(additions, to: &project.screens, scenes: scenes.byPart, parts: project.parts)
        clock.lap("UIKit code screens")

        Self.mergeLocalization(&project, inputs: inputs, absentTables: absentTables)
        Self.readInfoPlistKeys(&project)
        project.localization.interfaces = interfaces.compactMap(\.localization)
        let words = LocalizedTextResolver(localization: project.localization, language: language)
        for i in project.screens.indices { project.screens[i].screen = words.resolve(project.screens[i].screen) }
        project.swiftUI.words = words
        Self.applyUnusedTypes(&project)
        Self.noteUnloadedInterfaces(&project, inputs: inputs)
        return project
    }

    /// The files the app ships (`TargetMembership`), what the project says of its targets, and
    /// the UI tests' lookups; returns the string tables the project copies that are not on disk.
    private func chooseInputs(_ inputs: [InputFile], into project: inout Project) -> [String] {
        var absentTables: [String] = []
        let membership = TargetMembership(inputs)
        project.launchScreens = Set(inputs.filter { [.storyboard, .xib].contains($0.kind) && $0.data.containsText("launchScreen=\"YES\"") }.map(\.path))
        project.deviceFamilies = membership.deviceFamilies
        project.releaseConditions = membership.releaseConditions
        if followsTargets {
            var (shipped, notes) = membership.filter(inputs)
            let kept = Set(shipped.map(\.path))
            let asked: [InputFile]
            if case .declaredIn(let files) = screens { asked = inputs.filter { files.contains($0.path) && !kept.contains($0.path) } } else { asked = [] }
            if !asked.isEmpty {
                let order = Dictionary(inputs.enumerated().map { ($1.path, $0) }) { a, _ in a }
                shipped = (shipped + asked).sorted { order[$0.path, default: 0] < order[$1.path, default: 0] }
                notes += asked.map {
                    Diagnostic(level: .note, file: $0.path, message: "no target that ships builds this file; read because it was asked for by name")
                }
            }
            project.inputs = shipped
            project.diagnostics = notes
            absentTables = membership.absentStringTables(among: inputs)
            project.widgetOnlyFiles = membership.widgetOnlyFiles(among: shipped)
            project.diagnostics += absentTables.map {
                Diagnostic(
                    level: .warning, file: $0,
                    message:
                        "the project copies this string table into the app, but it is not on disk (not checked out, in Git LFS, or made by a build step): its strings are not read, and lookups in it are not checked"
                )
            }
        } else {
            project.inputs = inputs
        }
        // UI tests are not the app (their targets' files do not ship), but how they find its
        // elements is a rule of its own.
        let uiTests = inputs.filter(UITestLookups.isUITestFile)
        if !uiTests.isEmpty {
            let identifiers = UITestLookups.appIdentifiers(project.inputs.filter { !UITestLookups.isUITestFile($0) })
            project.uiTestLookups = uiTests.flatMap { UITestLookups.lookups(in: $0, identifiers: identifiers) }
        }
        return absentTables
    }

    /// The parts' member facts, once `UnusedMembers` has them: only it needs them, and they are
    /// tens of MB on a large app that the screens and rules can use.
    private static func releaseMemberFacts(_ project: inout Project) {
        for name in project.parts.keys {
            project.parts[name]!.members = []
            project.parts[name]!.memberRoots = [:]
            project.parts[name]!.flaggedMemberRoots = [:]
            project.parts[name]!.compiledMemberRoots = [:]
            project.parts[name]!.memberLiveTypes = [:]
        }
    }

    /// Code that never runs shows nothing: a view Interface Builder hides stays hidden when the
    /// only code that shows it (`actionContainer.isHidden = false`) is in a method nothing calls
    /// (safe-ios: an info box's action buttons). Its other writes stay, their findings in need
    /// of review where they are (`Doubts`).
    private static func dropDeadVisibilityWrites(_ project: inout Project) {
        let unused = project.unusedMembers
        func live(_ a: CodeAssignment) -> Bool {
            !([.isHidden, .alpha].contains(a.viewProperty) && unused.member(at: a.origin.location) != nil)
        }
        func filter(_ map: inout [String: [CodeAssignment]]) {
            for key in map.keys where map[key]!.contains(where: { !live($0) }) { map[key]!.removeAll { !live($0) } }
        }
        for name in project.parts.keys {
            for type in project.parts[name]!.code.types.keys { filter(&project.parts[name]!.code.types[type]!.assignments) }
            filter(&project.parts[name]!.code.memberAssignments)
            filter(&project.parts[name]!.code.typedMemberAssignments)
        }
    }

    /// The parts' SwiftUI indexes and the parsed trees, once the SwiftUI screens are planned
    /// (the plan keeps the views it needs).
    private static func releaseSwiftUIIndexes(_ project: inout Project) {
        for name in project.parts.keys { project.parts[name]!.swiftUI = SwiftUIIndex() }
        SyntaxTreeCache.shared.removeAll()
    }

    /// The screens of storyboards and xibs; a scene only an initial view controller reaches is
    /// unreachable when no code can show that storyboard.
    private func addInterfaceBuilderScreens(
        _ interfaces: [InterfaceFile], inputs: [InputFile], references: StoryboardReferences,
        to project: inout Project
    ) {
        // Read only when a scene depends on it (it searches every Swift file).
        let initialControllers =
            interfaces.contains { $0.screens.contains(where: \.screen.isReachedOnlyAsInitial) }
            ? InitialControllers(inputs, references: references) : nil
        for file in interfaces {
            project.screens += file.screens.map { projectScreen in
                var projectScreen = projectScreen
                if projectScreen.screen.isReachedOnlyAsInitial, initialControllers?.mayShow(storyboardAt: projectScreen.screen.file) == false {
                    projectScreen.screen.isUnreachableScene = true
                }
                return projectScreen
            }
            project.diagnostics += file.diagnostics
        }
    }

    /// One localization over every part's tables and lookups: an app and its Swift packages
    /// share their tables.
    private static func mergeLocalization(_ project: inout Project, inputs: [InputFile], absentTables: [String]) {
        // A module that imports no UI framework (a model or store layer) shows nothing itself.
        // Only beside a module that does show views: the app's UI is elsewhere in the project.
        let swiftByPart = Dictionary(grouping: inputs.filter { $0.kind == .swift }, by: \.project)
        // (Only a project of several modules has one without UI beside one with it.)
        let showsUI = swiftByPart.count < 2 ? [:] : swiftByPart.mapValues { $0.contains(where: Self.importsUI) }
        for (part, shows) in showsUI where !shows && showsUI.values.contains(true) && project.parts[part] != nil {
            for i in project.parts[part]!.localization.usages.indices { project.parts[part]!.localization.usages[i].inModuleWithoutUI = true }
        }
        // A framework target of the app's own project that imports no UI framework (a server
        // SDK): its lookups' texts reach a screen only through the app's code.
        let byModule = Dictionary(grouping: inputs.filter { $0.kind == .swift && $0.module != nil }) { $0.module! }
        let uiLessFiles = Set(byModule.values.filter { !$0.contains(where: Self.importsUI) }.flatMap { $0.map(\.path) })
        if !uiLessFiles.isEmpty, inputs.contains(where: { $0.kind == .swift && $0.module == nil && Self.importsUI($0) }) {
            for part in project.parts.keys {
                for i in project.parts[part]!.localization.usages.indices where uiLessFiles.contains(project.parts[part]!.localization.usages[i].location.file)
                {
                    project.parts[part]!.localization.usages[i].inModuleWithoutUI = true
                }
            }
        }
        for part in project.parts.keys.sorted() { project.localization.merge(project.parts[part]!.localization) }
        project.localization.resolveStringHelperUsages()
        project.localization.resolveEnumCaseKeys()
        project.localization.absentTables = Set(absentTables.map(StringTables.tableName(ofPath:)))
        // Translations the project copies that are not in the checkout (a submodule, a build
        // step; Monal's `external/de.lproj`): the app is localized all the same.
        if absentTables.contains(where: { StringTables.language(ofPath: $0).map { $0 != "Base" } == true }) {
            for part in project.parts.keys { project.parts[part]!.isLocalized = true }
        }
        let parts = project.parts
        project.localization.lookupReplaced =
            parts.keys.sorted().lazy
            .compactMap { parts[$0]!.code.events.first { $0.kind == .bundleLookupReplaced }?.location }.first
    }

    /// What the parts' Info.plist files say of localization: their keys and values (for
    /// `InfoPlist.strings`), the languages the app declares, mixed localizations.
    private static func readInfoPlistKeys(_ project: inout Project) {
        // An unreadable Info.plist may declare any key: then no InfoPlist key is known to be orphaned.
        if !project.parts.values.contains(where: { !$0.unreadableInfoPlists.isEmpty }) {
            project.localization.infoPlistKeys = project.parts.values.reduce(into: Set<String>()) { $0.formUnion($1.infoPlist.keys) }
            for part in project.parts.keys.sorted() { project.localization.infoPlistValues.merge(project.parts[part]!.infoPlist) { a, _ in a } }
            // Xcode writes the bundle name from PRODUCT_NAME when the file does not.
            if !project.localization.infoPlistKeys.isEmpty { project.localization.infoPlistKeys.insert("CFBundleName") }
        }
        // Which languages the app runs in decides which of a Swift package's translations show.
        for name in project.parts.keys.sorted() {
            let part = project.parts[name]!
            for list in part.infoPlistLists where list.key == "CFBundleLocalizations" {
                project.localization.tables.declaredAppLanguages.formUnion(list.items)
            }
            if let mixed = part.infoPlist["CFBundleAllowMixedLocalizations"], ["true", "1", "yes"].contains(mixed.lowercased()) {
                project.localization.tables.allowsMixedLocalizations = true
            }
        }
    }

    /// The types nothing makes (from what the Interface Builder files and the code make), then
    /// the members only the code of views and controllers nothing makes calls: one walk of what
    /// runs, members and types together.
    private static func findUnusedCode(_ project: inout Project, inputs: [InputFile], storyboardReferences: StoryboardReferences) {
        let shipping = project
        // Names only members nothing calls write, and raw values of enum cases nothing makes
        // (`case wordCell = "WordCell"`: the nib no row asks for).
        var deadReferences = project.unusedMembers.deadTypeReferences
        // (Not a value some other literal writes too: `UINib(nibName: "WordCell")`.)
        let cases = project.parts.values.reduce(into: EnumCaseKeys()) { $0.merge($1.localization.enumCaseKeys) }
        let literals = project.parts.values.reduce(into: Set<String>()) { $0.formUnion($1.localization.literals) }
        deadReferences.merge(cases.unmadeValuesByFile().mapValues { $0.subtracting(literals) }) { $0.union($1) }
        func types() -> UnusedTypes {
            UnusedTypes(
                parts: shipping.parts, screens: shipping.screens, inputs: inputs, storyboardReferences: storyboardReferences,
                deadReferences: deadReferences, viewlessControllers: shipping.storyboardControllers.mapValues(\.viewless),
                notInRelease: { shipping.isDebugOnly($0) }, releaseFlags: shipping.releaseConditions)
        }
        project.unusedTypes = types()
        let dead = project.unusedTypes.unusedViewNames
        guard !dead.isEmpty else { return }
        // The types stay as read: a type only members unused now make would be unused too, but a
        // second round of types over names is where one misread spreads (stepik: a home screen
        // taken for unused); members are the ones that change.
        project.unusedMembers = UnusedMembers(
            parts: project.parts, inputs: inputs, deadTypes: dead, releaseFlags: project.releaseConditions,
            uncalledObjectiveC: project.unusedMembers.uncalledObjectiveC)
        dropDeadVisibilityWrites(&project)
    }

    /// What follows from the types nothing uses (`findUnusedCode`): scenes nothing leads to are
    /// not shown; a lookup in code nothing runs shows no text, so its keys' translations matter
    /// to no one.
    private static func applyUnusedTypes(_ project: inout Project) {
        let unshown = project.unusedTypes.unshownScenes
        if !unshown.isEmpty {
            var changed: [String: [Screen]] = [:]
            for i in project.screens.indices where project.screens[i].screen.notShown == nil {
                guard let reason = unshown[project.screens[i].screen.name] else { continue }
                project.screens[i].screen.notShown = reason
                changed[project.screens[i].screen.file, default: []].append(project.screens[i].screen)
            }
            // Their texts need no translation.
            for i in project.localization.interfaces.indices {
                if let screens = changed[project.localization.interfaces[i].path] { project.localization.interfaces[i].removeTexts(neverShownIn: screens) }
            }
        }
        for i in project.localization.usages.indices {
            let location = project.localization.usages[i].location
            if project.unusedMember(at: location) != nil || project.unusedType(at: location) != nil || project.notInReleaseBuild(location) != nil {
                project.localization.usages[i].inDeadCode = true
            }
        }
    }

    /// Prototype cells no code dequeues and Interface Builder files nothing loads: their
    /// findings need review.
    private static func noteUnloadedInterfaces(_ project: inout Project, inputs: [InputFile]) {
        project.undequeuedCells = UndequeuedCells(screens: project.screens, inputs: inputs)
        if !project.undequeuedCells.identifiers.isEmpty {
            let ids = project.undequeuedCells.identifiers
            project.diagnostics.append(
                Diagnostic(
                    level: .note, file: project.undequeuedCells.firstFile ?? "",
                    message:
                        "\(ids.count) storyboard prototype cell identifier(s) no code dequeues (the identifier appears in no Swift or Objective-C source): \(ids.prefix(8).map { "\"\($0)\"" }.joined(separator: ", "))\(ids.count > 8 ? " and \(ids.count - 8) more" : ""); their findings need review"
                ))
        }
        let unloaded = project.unusedTypes.unloadedInterfaceFiles.sorted()
        if let first = unloaded.first {
            let names = unloaded.prefix(8).map(\.fileName).joined(separator: ", ") + (unloaded.count > 8 ? " and \(unloaded.count - 8) more" : "")
            project.diagnostics.append(
                Diagnostic(
                    level: .note, file: first,
                    message:
                        "\(unloaded.count) storyboard or xib file(s) nothing in the app loads (no code, Info.plist or storyboard names them, and no class of their name is created): \(names); their findings need review"
                ))
        }
    }

    /// Whether a Swift file imports a UI framework.
    static func importsUI(_ file: InputFile) -> Bool {
        ["import UIKit", "import SwiftUI", "import AppKit", "import WatchKit", "import WidgetKit"].contains(where: file.data.containsText)
    }

    // MARK: Parts: code, strings, colours, settings

    /// The kinds of file whose facts go into the parts.
    static let partKinds: Set<ProjectFile.Kind> = [
        .swift, .objectiveC, .colorSet, .infoPlist, .xcodeProject, .xcodeGenSpec, .strings, .stringsdict, .xcstrings, .settingsPane,
    ]

    /// Reads the code, strings, colour sets and settings of every part in parallel, each file
    /// within the time limit, from the cache where it has the file. `viewBodies`: SwiftUI
    /// bodies are needed (screens are built), so a cached file that declares views is parsed
    /// again for its index (syntax trees, which the cache cannot keep).
    func readParts(_ inputs: [InputFile], viewBodies: Bool = true, keys: [String: String] = [:]) -> [String: ProjectPart] {
        let relevant = inputs.filter { Self.partKinds.contains($0.kind) }
        let parsed = TimeLimit.map(relevant, jobs: jobs, seconds: fileTimeLimit, overrun: { PartFile(part: $0.project, facts: skipped($0)) }) { [cache] input in
            guard let cache, FrontEndCache.kinds.contains(input.kind) else { return PartFile(part: input.project, facts: Self.read(input)) }
            let key = keys[input.path] ?? FrontEndCache.key(for: input)
            if var facts = cache.entry(for: key) {
                if viewBodies && facts.declaresSwiftUI { facts.swiftUI = Self.swiftUIIndex(of: input) }
                return PartFile(part: input.project, facts: facts)
            }
            let facts = Self.read(input)
            return PartFile(part: input.project, facts: facts, cacheEntry: FrontEndCache.encode(facts).map { (key, $0) })
        }
        for file in parsed { if let (key, data) = file.cacheEntry { cache?.store(data, for: key) } }
        var parts: [String: ProjectPart] = [:]
        for file in parsed { parts[file.part, default: ProjectPart()].merge(file.facts) }
        var fontConstants = parts.values.reduce(into: [String: FontSpec]()) { $0.merge($1.code.fontConstants, uniquingKeysWith: FontExpression.merged) }
        // Helpers that make their font through another: the other's font, through a chain of a few.
        let aliases = parts.values.reduce(into: [String: String]()) { $0.merge($1.code.fontHelperAliases) { a, b in a == b ? a : "" } }
        for _ in 0..<3 {
            for (key, target) in aliases where fontConstants[key] == nil {
                if let font = fontConstants[target] { fontConstants[key] = font }
            }
        }
        // Material Components' typography scheme, unless some file changes it.
        if !parts.values.contains(where: \.code.customizesMaterialTypography) { fontConstants.merge(MaterialTypography.constants) { a, _ in a } }
        let colors = parts.values.reduce(into: ColorDeclarations()) { $0.merge($1.code.colors) }
        let styles = parts.values.reduce(into: StyleConstants()) { $0.merge($1.code.styles) }
        let verbatim = parts.values.reduce(into: [String: Set<String>]()) { $0.merge($1.code.verbatimTextProperties) { a, b in a.union(b) } }
        let themes = colors.themeTable()
        // What every call of a method passes: the app calls its packages' view methods.
        let flags = parts.values.reduce(into: FlagCalls()) { $0.merge($1.code.flagCalls) }
        Self.shareFrameworkExtensions(&parts)
        Self.shareTypedWrites(&parts)
        Self.shareAppearanceLock(&parts)
        let imageMethods = parts.values.reduce(into: [String: Set<String>]()) { $0.merge($1.imageMethods) { $0.union($1) } }
        for name in parts.keys { parts[name]!.resolveReceiverOnlyReferences(imageMethods) }
        for name in parts.keys {
            parts[name]!.swiftUI.strings = StringsTable(parts[name]!.localization.tables, language: language)
            parts[name]!.swiftUI.colors = colors
            parts[name]!.themes = themes
            parts[name]!.code.resolveReferences(fonts: fontConstants, colors: colors, styles: styles, flags: flags)
            parts[name]!.code.applyViewArguments()
            parts[name]!.code.applyViewMethods(fonts: fontConstants, colors: colors, styles: styles)
            parts[name]!.code.addVerbatimLiteralEvents(verbatim)
            parts[name]!.code.applyMemberAssignmentsToClasses()
        }
        // Custom actions code gives cells it holds by no class it names: any part's cells'.
        let untypedCellActions = parts.keys.sorted().flatMap { parts[$0]!.code.customActionsOnUntypedCells() }
        let rowCellActions = parts.keys.sorted().reduce(into: [String: [CodeAssignment]]()) { $0.merge(parts[$1]!.code.rowCellActions) { $0 + $1 } }
        // A framework's view extension methods run on every part's views (`embedInWrapperView()`
        // declared in onebusaway's OBAKitCore, called in OBAKit).
        let viewExtensionMethods = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.code.viewExtensionMethods) }
        for name in parts.keys {
            parts[name]!.code.untypedCellActions = untypedCellActions
            parts[name]!.code.rowCellActions = rowCellActions
            parts[name]!.code.viewExtensionMethods = viewExtensionMethods
        }
        return parts
    }

    /// Methods one part declares in extensions of UIKit's classes (`extension UILabel { func
    /// setText(_:style:) }` in a framework's own project, Canvas's Core) run on that class's views
    /// in every part that imports it: each part gets the others'. A part's own classes stay its
    /// own (two sample apps may each declare one of a name).
    static func shareFrameworkExtensions(_ parts: inout [String: ProjectPart]) {
        guard parts.count > 1 else { return }
        var shared: [String: [ViewMethod]] = [:]
        for name in parts.keys.sorted() {
            for (method, definitions) in parts[name]!.code.viewMethods {
                for definition in definitions where definition.inFrameworkExtension && !shared[method, default: []].contains(definition) {
                    shared[method, default: []].append(definition)
                }
            }
        }
        guard !shared.isEmpty else { return }
        for name in parts.keys {
            for (method, definitions) in shared {
                let own = parts[name]!.code.viewMethods[method] ?? []
                let added = definitions.filter { !own.contains($0) }
                if !added.isEmpty { parts[name]!.code.viewMethods[method, default: []] += added }
            }
        }
    }

    /// What one part's code writes to a view of a class another part declares (the app's
    /// controller setting `hintView.titleLabel.attributedText` on a view of its UI package, whose
    /// xib the package holds): the declaring part's Interface Builder files are linked with its
    /// own facts, so it gets those writes too (CovPass: eleven package xibs' placeholder fonts
    /// taken as shipped).
    static func shareTypedWrites(_ parts: inout [String: ProjectPart]) {
        guard parts.count > 1 else { return }
        let names = parts.keys.sorted()
        var declaredIn: [String: [String]] = [:]
        for name in names {
            for (type, facts) in parts[name]!.code.types where facts.isDeclared { declaredIn[type, default: []].append(name) }
        }
        var shared: [String: [String: [CodeAssignment]]] = [:]
        var held: [String: Set<CodeOrigin>] = [:]
        for name in names {
            let heldHere = parts[name]!.code.heldInstanceWrites
            for (key, writes) in parts[name]!.code.typedMemberAssignments {
                guard let type = key.split(separator: ".").first.map(String.init) else { continue }
                for owner in declaredIn[type] ?? [] where owner != name {
                    shared[owner, default: [:]][key, default: []] += writes
                    held[owner, default: []].formUnion(writes.map(\.origin).filter(heldHere.contains))
                }
            }
        }
        for (owner, writes) in shared {
            for (key, added) in writes { parts[owner]!.code.typedMemberAssignments[key, default: []] += added }
            parts[owner]!.code.heldInstanceWrites.formUnion(held[owner] ?? [])
        }
    }

    /// A part with no Info.plist of its own (a Swift package of views, a framework read from
    /// its sources) is shown only inside the apps that link it: when every app of the project
    /// sets the same `UIUserInterfaceStyle`, its views are shown in that appearance alone
    /// (CovPass: the UI package's xibs were judged in dark mode, which both apps turn off).
    static func shareAppearanceLock(_ parts: inout [String: ProjectPart]) {
        let apps = parts.values.filter { $0.hasInfoPlist && UnusedMembers.isAppPart($0) }
        let styles = Set(apps.map { $0.infoPlist["UIUserInterfaceStyle"]?.lowercased() ?? "" })
        guard styles.count == 1, let style = styles.first, !style.isEmpty else { return }
        for name in parts.keys where !parts[name]!.hasInfoPlist && parts[name]!.infoPlist["UIUserInterfaceStyle"] == nil {
            parts[name]!.infoPlist["UIUserInterfaceStyle"] = style.capitalized
        }
    }

    /// Each file's cache key (`FrontEndCache.key(for:)`) by path, hashed in parallel.
    static func cacheKeys(_ inputs: [InputFile], jobs: Int) -> [String: String] {
        Dictionary(ParallelMap.map(inputs, jobs: jobs) { ($0.path, FrontEndCache.key(for: $0)) }) { a, _ in a }
    }

    /// A cached Swift file's SwiftUI declarations: the one fact the cache does not keep.
    static func swiftUIIndex(of input: InputFile) -> SwiftUIIndex {
        let tree = Parser.parse(source: String(decoding: input.data, as: UTF8.self))
        return SwiftUIIndex.collect(path: input.path, tree: tree)
    }

    /// What one file tells its part, and its new cache entry.
    struct PartFile: Sendable {
        var part: String
        var facts: ProjectPart
        var cacheEntry: (key: String, data: Data)?
    }

    /// A file given up on after the time limit.
    func skipped(_ input: InputFile) -> ProjectPart {
        var facts = ProjectPart()
        facts.diagnostics = [overrunDiagnostic(input)]
        return facts
    }

    /// A file given up on: it took longer than the time limit.
    func overrunDiagnostic(_ input: InputFile) -> Diagnostic {
        Diagnostic(level: .error, file: input.path, message: "reading " + TimeLimit.overrunMessage(fileTimeLimit ?? 0))
    }

    /// What one file tells: its code facts, SwiftUI views, strings, colours or settings.
    static func read(_ input: InputFile) -> ProjectPart {
        var facts = ProjectPart()
        switch input.kind {
        case .swift:
            readSwift(input, into: &facts)
            facts.code.customizesMaterialTypography = MaterialTypography.customizes(input.data)
        case .strings, .stringsdict, .xcstrings:
            facts.isLocalized = true
            facts.localization.tables = StringTables.read(path: input.path, kind: input.kind, data: input.data)
        case .infoPlist:
            if let keys = InfoPlistReader.keys(plist: input.data) {
                facts.infoPlist = keys
                facts.infoPlistLists = InfoPlistReader.lists(plist: input.data, path: input.path)
                if let region = InfoPlistReader.developmentRegion(infoPlist: keys) {
                    facts.localization.tables.setDevelopmentLanguage(region, evidence: 1)
                }
            } else {
                facts.unreadableInfoPlists = [input.path]
                facts.diagnostics.append(
                    Diagnostic(
                        level: .warning, file: input.path,
                        message: "not a property list this tool can read; the keys it declares are not known, so missing purpose strings need review"))
            }
            facts.hasInfoPlist = true
        case .settingsPane:
            if let keys = SettingsPanes.keys(path: input.path, data: input.data) {
                facts.localization.settingsPaneKeys.merge(keys) { $0.union($1) }
            } else {
                facts.diagnostics.append(
                    Diagnostic(
                        level: .warning, file: input.path,
                        message: "not a property list this tool can read; which keys of its strings table the Settings app shows is not known"))
            }
        case .xcodeProject:
            facts.infoPlist = InfoPlistReader.keys(pbxproj: input.data)
            facts.infoPlistLists = InfoPlistReader.lists(pbxproj: input.data, path: input.path)
            facts.hasInfoPlist = true
            if let region = InfoPlistReader.developmentRegion(pbxproj: input.data) {
                facts.localization.tables.setDevelopmentLanguage(region, evidence: 2)
            }
            facts.predatesDarkMode = ProjectPart.upgradeBeforeDarkMode(pbxproj: input.data, path: input.path)
        case .objectiveC:
            let source = String(decoding: input.data, as: UTF8.self)
            facts.code = ObjectiveCFactsReader.read(path: input.path, source: source)
            facts.code.customizesMaterialTypography = MaterialTypography.customizes(input.data)
            facts.localization.usages = LocalizationUsageReader.read(path: input.path, objectiveC: source)
            facts.localization.literals = LocalizationUsageReader.literals(objectiveC: source)
            facts.forcesLightInCode = ProjectPart.lightOverride(in: source, path: input.path)
        case .colorSet:
            let folder = input.path.parentPath
            let name = folder.fileName.deletingFileExtension
            do {
                let color = try AssetCatalogReader.colorSet(named: name, file: input.path, data: input.data)
                for name in AssetCatalogReader.names(ofSetAt: folder) {
                    facts.assetColors[name] = color
                    facts.assetColorsByCatalog[name] = [Self.catalog(holding: input.path): color]
                }
            } catch {
                facts.diagnostics.append(Diagnostic(level: .error, file: input.path, message: "cannot read colour set: \(error)"))
            }
        case .xcodeGenSpec:
            // With the specs it includes (`include: [Apps/Shared/info_plist.yml]`), which often
            // hold the shared `info: properties:`.
            let specs = (try? XcodeProject.xcodeGenSpecs(path: input.path, data: input.data, absolutePath: input.absolutePath).map(\.data)) ?? [input.data]
            for spec in specs { facts.infoPlist.merge(InfoPlistReader.keys(xcodeGen: spec)) { a, _ in a } }
            // A spec that generates the Info.plist says all it holds.
            facts.hasInfoPlist = !facts.infoPlist.isEmpty || specs.contains { $0.containsText("GENERATE_INFOPLIST_FILE") }
        case .storyboard, .xib, .snapshot, .androidLayout, .androidValues, .androidCode:
            break
        }
        facts.declaresSwiftUI = !facts.swiftUI.isEmpty
        return facts
    }

    /// One parse and one walk serve every Swift reader.
    /// The asset catalog a colour set belongs to (`App/Assets.xcassets` for
    /// `App/Assets.xcassets/Brand/Accent.colorset/Contents.json`), or its folder.
    static func catalog(holding path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if let i = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) { return parts[...i].joined(separator: "/") }
        return path.parentPath
    }

    static func readSwift(_ input: InputFile, into facts: inout ProjectPart) {
        guard let source = String(data: input.data, encoding: .utf8) else {
            facts.diagnostics.append(Diagnostic(level: .error, file: input.path, message: "not valid UTF-8; Swift source skipped"))
            return
        }
        let depth = SwiftNestingCheck.depth(of: source)
        guard depth.isAcceptable else {
            let what =
                depth.brackets > SwiftNestingCheck.limit
                ? "brackets nested more than \(SwiftNestingCheck.limit) levels deep"
                : "square brackets nested more than \(SwiftNestingCheck.squareLimit) levels deep (the Swift parser's time doubles with each)"
            facts.diagnostics.append(Diagnostic(level: .error, file: input.path, message: "\(what); Swift source skipped"))
            return
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: input.path, tree: tree)
        let code = SwiftFactsReader.Reading(path: input.path, tree: tree, converter: converter)
        let swiftUI = SwiftUIIndex.Collector(path: input.path, converter: converter, text: source)
        let localization = LocalizationUsageReader.Visitor(path: input.path, tree: tree, converter: converter)
        let debug = DebugOnlyCode(converter: converter)
        let memberUses = MemberUseVisitor(path: input.path, converter: converter)
        SyntaxFanOut(code.visitors + [swiftUI, localization, debug, memberUses]).walk(tree)
        facts.members = memberUses.members
        facts.caseBranches = memberUses.caseBranches
        facts.casesMadeUnnamed = memberUses.casesMadeUnnamed
        facts.iterableEnums = memberUses.iterableEnums
        facts.listsAnyIterableEnum = memberUses.listsAnyIterableEnum
        facts.memberRoots = memberUses.roots
        facts.flaggedMemberRoots = memberUses.flaggedRoots
        facts.compiledMemberRoots = memberUses.compiledRoots
        facts.boolConstants = memberUses.boolConstants
        facts.boolVariables = memberUses.boolVariables
        facts.valueTypeNames = memberUses.valueTypeNames
        facts.protocolAdopters = memberUses.protocolAdopters
        let liveTypes = memberUses.memberLiveTypes
        if !liveTypes.isEmpty { facts.memberLiveTypes[input.path] = liveTypes }
        facts.code = code.facts
        if !debug.otherPlatformRanges.isEmpty { facts.code.dropWrites(onLines: debug.otherPlatformRanges) }
        facts.swiftUI = swiftUI.index(of: tree)
        facts.swiftUIViewNames = Set(facts.swiftUI.views.keys)
        facts.madeOnlyByCode = facts.swiftUI.madeOnlyByCode
        facts.viewsReadReduceMotion = facts.swiftUI.readsReduceMotion
        facts.viewReferences = facts.swiftUI.referencedTypes
        facts.typeReferences = facts.swiftUI.referencesFrom
        facts.receiverOnlyReferences = facts.swiftUI.receiverOnlyReferences
        facts.imageMethods = facts.swiftUI.imageMethods
        facts.parameterTypeReferences = facts.swiftUI.parameterTypesFrom
        facts.annotationTypeReferences = facts.swiftUI.annotationTypesFrom
        facts.inheritedTypeReferences = facts.swiftUI.inheritedFrom
        facts.conditionalTypeReferences = facts.swiftUI.conditionalReferencesFrom
        facts.guardedTypeReferences = facts.swiftUI.guardedReferencesFrom
        facts.declaresApp = facts.swiftUI.declaresApp
        let imports = SwiftPlatform.imports(tree)
        if imports.contains("WidgetKit") || imports.contains("ActivityKit") { facts.widgetFiles.insert(input.path) }
        if !debug.ranges.isEmpty { facts.debugOnlyLines[input.path] = debug.ranges }
        if !debug.flagged.isEmpty { facts.flaggedLines[input.path] = debug.flagged }
        if !debug.otherPlatformRanges.isEmpty { facts.otherPlatformLines[input.path] = debug.otherPlatformRanges }
        facts.localization = localization.context
        facts.localization.constants = LocalizedConstantsReader.read(tree)
        facts.forcesLightInCode = ProjectPart.lightOverride(in: source, path: input.path)
    }

    // MARK: Screens

    /// An Interface Builder file's screens, linked with its part's code, and its texts.
    struct InterfaceFile: Sendable {
        var screens: [ProjectScreen] = []
        var diagnostics: [Diagnostic] = []
        var localization: InterfaceLocalization?
        var path = ""
        var controllers: StoryboardControllers?
    }

    func readInterfaceBuilder(_ inputs: [InputFile], parts: [String: ProjectPart]) -> [InterfaceFile] {
        let files = inputs.filter { ($0.kind == .storyboard || $0.kind == .xib) && screens.readsInterface($0.path) }
        let done = ParallelMap.Counter()
        let overrun = { [self] (input: InputFile) in InterfaceFile(diagnostics: [overrunDiagnostic(input)]) }
        return TimeLimit.map(files, jobs: jobs, seconds: fileTimeLimit, overrun: overrun) { [self] input in
            let file = readInterfaceBuilder(input, part: parts[input.project] ?? ProjectPart())
            if let progress, let n = done.take(below: .max) { progress(n + 1, files.count) }
            return file
        }
    }

    func readInterfaceBuilder(_ input: InputFile, part: ProjectPart) -> InterfaceFile {
        var file = InterfaceFile(path: input.path)
        let document = InterfaceBuilderFrontEnd.parse(path: input.path, data: input.data)
        file.diagnostics = document.diagnostics
        file.controllers = document.controllers
        if let reason = document.skippedReason {
            file.diagnostics.append(Diagnostic(level: .note, file: input.path, message: "skipped: \(reason)"))
            return file
        }
        let linked = linksCode ? document.screens.map { CodeLinker.link($0, with: part.code) } : document.screens
        if var interface = document.localization {
            interface.removeTexts(replacedIn: linked)
            file.localization = interface
        }
        if screens.keepsScreens {
            let colors = part.colorResolver(for: document, at: input.path)
            file.screens = linked.map { ProjectScreen($0, colors: colors) }
        }
        return file
    }

    /// SwiftUI views of every part together: an app's views and strings are usually spread
    /// over several Swift packages of one repository.
    func swiftUIScreens(_ parts: [String: ProjectPart], notes: inout [Diagnostic]) -> SwiftUIScreenPlan {
        let files: Set<String>?
        switch screens {
        case .none: return SwiftUIScreenPlan()
        case .all: files = nil
        case .declaredIn(let declared): files = declared
        }
        var index = SwiftUIIndex()
        for name in parts.keys.sorted() {
            let part = parts[name]!
            index.merge(part.swiftUI)
            index.referencedTypes.formUnion(part.viewReferences)
            // Cached files have no index; what they name, and from where, is kept apart.
            index.referencesFrom.merge(part.typeReferences) { $0.union($1) }
            index.inheritedFrom.merge(part.inheritedTypeReferences) { $0.union($1) }
            index.declaresApp = index.declaresApp || part.declaresApp
        }
        index.hostTitles = Self.hostTitles(parts)
        if files == nil {
            for name in SwiftUIFrontEnd.unreferenced(index) {
                let declaration = index.views[name]!
                notes.append(
                    Diagnostic(
                        level: .note, file: declaration.file, line: declaration.location.line,
                        message: "SwiftUI view \(name) is named by no code outside previews and unused views; not audited as a screen"))
            }
        }
        return SwiftUIFrontEnd.plan(index, declaredIn: files, jobs: jobs, diagnostics: &notes)
    }

    /// The title a UIKit controller that hosts SwiftUI views sets on itself (`title = …`,
    /// `navigationItem.title = …`), for each view its code names, when it is a
    /// `UIHostingController`, or makes one and adds it as a child (`let content =
    /// UIHostingController(rootView: LoopDelayScheduleView())`, `addChild(content)` in xDrip4iOS's
    /// `LoopDelayScheduleViewController`): the navigation bar of the controller shows it over the
    /// view, which has none of its own. A hosting controller it presents is a screen of its own
    /// (OneBusAway's region picker, presented from the More tab). From the code facts (which the
    /// cache keeps), not the views' index.
    static func hostTitles(_ parts: [String: ProjectPart]) -> [String: TextValue] {
        var result: [String: TextValue] = [:]
        for name in parts.keys.sorted() {
            let part = parts[name]!
            for type in part.code.types.keys.sorted() {
                let named = part.typeReferences[type, default: []].union(part.inheritedTypeReferences[type] ?? [])
                // Hosted inside its own view (`addChild(host)`), not presented on its own.
                guard named.contains("UIHostingController"), let facts = part.code.types[type], facts.isDeclared,
                    facts.methodCalls.values.contains(where: { $0.contains { $0.method == "addChild" } })
                        || part.inheritedTypeReferences[type]?.contains("UIHostingController") == true
                else { continue }
                let title =
                    (facts.assignments["self"] ?? []).first { if case .view(.title) = $0.property { true } else { false } }
                    ?? (facts.assignments["navigationItem"] ?? []).first { $0.viewProperty == .title }
                guard let title else { continue }
                for view in named.sorted() where result[view] == nil { result[view] = CodeLinker.textValue(title) }
            }
        }
        return result
    }

    /// Snapshots of running apps: screens as assistive technology saw them.
    func snapshotScreens(_ inputs: [InputFile], diagnostics: inout [Diagnostic]) -> [ProjectScreen] {
        let snapshots = inputs.filter { $0.kind == .snapshot && screens.includes($0.path) }
        let read = ParallelMap.map(snapshots, jobs: jobs) { input -> ([Screen], Diagnostic?) in
            do { return (try Snapshots.screens(path: input.path, data: input.data), nil) } catch {
                return ([], Diagnostic(level: .error, file: input.path, message: "\(error); skipped"))
            }
        }
        diagnostics += read.compactMap(\.1)
        return read.flatMap { $0.0.map { ProjectScreen($0) } }
    }

    /// Android layouts, with the values of their `res` folder (and every other one's as a fallback).
    func androidScreens(_ inputs: [InputFile], diagnostics: inout [Diagnostic]) -> [ProjectScreen] {
        let android = AndroidLayouts(inputs)
        let documents = ParallelMap.map(android.layouts.filter { screens.includes($0.path) }, jobs: jobs) { android.parse($0) }
        diagnostics += documents.flatMap(\.diagnostics) + android.diagnostics
        return documents.flatMap { $0.screens.map { ProjectScreen($0) } }
    }

    /// The controllers of Interface Builder scenes, by part: the scenes' indexes, and the classes.
    func interfaceControllers(_ screens: [ProjectScreen], inputs: [InputFile]) -> (byPart: [String: [Int]], controllers: [String: Set<String>]) {
        guard linksCode, ProcessInfo.processInfo.environment["A11Y_NO_CODE_ADDITIONS"] == nil else { return ([:], [:]) }
        let partOfFile = Dictionary(inputs.map { ($0.path, $0.project) }) { a, _ in a }
        var byPart: [String: [Int]] = [:]
        var controllers: [String: Set<String>] = [:]
        for (i, s) in screens.enumerated() where [.storyboardScene, .xib].contains(s.screen.origin) && s.screen.isViewController == true {
            guard let controller = s.screen.controllerClass, let part = partOfFile[s.screen.file] else { continue }
            byPart[part, default: []].append(i)
            controllers[part, default: []].insert(controller)
        }
        return (byPart, controllers)
    }

    /// The views and bar items the controllers of Interface Builder screens add in code
    /// (`ProgramScreens.readAdditions`, by part and class), linked as code screens are and put
    /// into their scenes (`CodeAdditions`).
    func addCodeAdditions(
        _ additions: [String: [String: ProgramScreens.Additions]], to screens: inout [ProjectScreen], scenes: [String: [Int]],
        parts: [String: ProjectPart]
    ) {
        for (name, found) in additions.sorted(by: { $0.key < $1.key }) {
            guard let part = parts[name] else { continue }
            if ProcessInfo.processInfo.environment["A11Y_DEBUG_PROGRAM"] != nil {
                let summary = found.map { "\($0.key): \($0.value.screen.root.children.count) views, \($0.value.barItems.count) bar items" }.sorted()
                FileHandle.standardError.write(Data("additions in \(name): \(summary)\n".utf8))
            }
            var linked: [String: [Element]] = [:]
            for (controller, reading) in found {
                let merged = ProgramScreenMerge.merge(read: reading.screen, linked: CodeLinker.link(reading.screen, with: part.code), known: reading.known)
                linked[controller] = merged.root.children
            }
            for i in scenes[name] ?? [] {
                guard let controller = screens[i].screen.controllerClass, let reading = found[controller] else { continue }
                CodeAdditions.graft(
                    views: linked[controller] ?? [], barItems: reading.barItems, outletStandIns: reading.outletStandIns, into: &screens[i].screen)
            }
        }
    }

    /// UIKit screens built in code, per part, linked with what the part's code sets on them.
    /// `interfaceControllers`: per part, the controllers of Interface Builder scenes, whose code
    /// additions are read with the same index (the part's files are parsed once).
    func codeScreens(
        _ parts: [String: ProjectPart], inputs: [InputFile] = [], placedInInterfaces: Set<String> = [],
        interfaceControllers: [String: Set<String>] = [:], neverRuns: (SourceLocation) -> String? = { _ in nil }
    ) -> (screens: [ProjectScreen], additions: [String: [String: ProgramScreens.Additions]]) {
        let swiftByPart = Dictionary(grouping: inputs.filter { $0.kind == .swift }, by: \.project)
        var additions: [String: [String: ProgramScreens.Additions]] = [:]
        let built = parts.keys.sorted().flatMap { name -> [(String, ProgramScreenReading.Source)] in
            // Types other code names (`register(SwitchCell.self, …)`, `as? SwitchCell`, a parameter's type).
            let part = parts[name]!
            let named = part.typeReferences.merging(part.parameterTypeReferences) { $0.union($1) }
                .merging(part.annotationTypeReferences.mapValues { $0.values.reduce(into: Set<String>()) { $0.formUnion($1) } }) { $0.union($1) }
                .merging(part.inheritedTypeReferences) { $0.union($1) }
                .reduce(into: Set<String>()) { $0.formUnion($1.value.subtracting([$1.key])) }
            let patterned = UIKitCodeScreens.screens(parts[name]!.code, createdElsewhere: placedInInterfaces, namedElsewhere: named, neverRuns: neverRuns)
                .filter { screens.includes($0.file) }
            let programs = ProgramScreenReading(
                facts: parts[name]!.code, files: swiftByPart[name] ?? [], includes: screens.includes, construction: construction)
            let indexed = programs.files.isEmpty ? nil : programs.makeIndex()
            if let controllers = interfaceControllers[name] { additions[name] = programs.additions(forControllers: controllers, indexed: indexed) }
            return programs.screens(replacing: patterned, indexed: indexed, additions: additions[name] ?? [:]).map { (name, $0) }
        }
        let read = ParallelMap.map(built, jobs: jobs) { name, source in
            switch source {
            case .read(let screen, let known):
                let linked = CodeLinker.link(screen, with: parts[name]!.code)
                return ProjectScreen(ProgramScreenMerge.merge(read: screen, linked: linked, known: known), colors: parts[name]!.colorResolver(for: nil))
            case .patterned(let screen): return ProjectScreen(CodeLinker.link(screen, with: parts[name]!.code), colors: parts[name]!.colorResolver(for: nil))
            }
        }
        return (read, additions)
    }
}
