import Foundation

/// Builds the resolved screens of one file (a storyboard, xib, Swift source, Android layout or
/// snapshot) with the project's code and resources that change them, for `a11y voiceover` and
/// `a11y tree`.
public struct ScreenInspector: Sendable {
    public struct Result: Sendable {
        public var screens: [ResolvedScreen]
        public var diagnostics: [Diagnostic]
        /// The Guided Access restrictions the app offers: app-wide, shown after the screens.
        public var guidedAccess: [GuidedAccessOptions] = []

        public init(screens: [ResolvedScreen], diagnostics: [Diagnostic], guidedAccess: [GuidedAccessOptions] = []) {
            self.screens = screens
            self.diagnostics = diagnostics
            self.guidedAccess = guidedAccess
        }
    }

    public var jobs: Int
    /// Show the screens as they would read in this pseudolanguage.
    public var pseudolanguage: Pseudolanguage?

    /// Show texts looked up in string tables in this language (nil: the development language).
    public var language: String?
    /// A UIKit class made with arguments (`ListViewController(style: .grouped)`): read as that
    /// call makes it, not with its initializer's arguments unknown.
    public var construction: String?

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, pseudolanguage: Pseudolanguage? = nil, language: String? = nil) {
        self.jobs = max(1, jobs)
        self.pseudolanguage = pseudolanguage
        self.language = language
    }

    func resolve(_ screen: Screen) -> ResolvedScreen {
        let screen = pseudolanguage.map { screen.pseudolocalized($0) } ?? screen
        return screen.platform == .android ? AndroidResolver.resolve(screen) : Resolver.resolve(screen)
    }

    public func screens(in file: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Result {
        let absolute = ProjectDiscovery.absolute(file, relativeTo: workingDirectory)
        let discovery = ProjectDiscovery(workingDirectory: workingDirectory)
        let path = discovery.displayPath(absolute)
        let kind = ProjectDiscovery.kind(of: absolute) ?? (["txt", "json"].contains(absolute.fileExtension) ? .snapshot : nil)
        guard let kind, [.storyboard, .xib, .swift, .objectiveC, .snapshot, .androidLayout].contains(kind) else {
            return Result(
                screens: [],
                diagnostics: [
                    Diagnostic(
                        level: .error, file: file,
                        message: "not a storyboard, xib, Swift or Objective-C source, Android layout (res/layout*/*.xml) or XCUITest snapshot (.txt)")
                ])
        }
        // What else to read: the files whose code, strings and colours can change the screens.
        // A snapshot of a running app stands alone; an Android layout takes the values, layouts
        // and code of its repository (an app's strings often live in another module); a
        // SwiftUI view may use views and strings of the whole repository's packages; an
        // Interface Builder file, the app it belongs to.
        let root: String
        let kinds: Set<ProjectFile.Kind>
        switch kind {
        case .snapshot:
            root = absolute
            kinds = [.snapshot]
        case .androidLayout:
            guard let module = Self.androidModule(of: absolute) else {
                return Result(screens: [], diagnostics: [Diagnostic(level: .error, file: file, message: "not in a res/layout folder")])
            }
            root = module
            kinds = [.androidLayout, .androidValues, .androidCode]
        case .swift, .objectiveC:
            root = Self.repositoryRoot(containing: absolute) ?? Self.workspaceRoot(containing: absolute) ?? Self.appRoot(containing: absolute)
            kinds = Self.codeKinds
        default:
            root = Self.appRoot(containing: absolute)
            kinds = Self.codeKinds
        }
        let found = discovery.discover([root])
        let files = Self.files(found, kinds: kinds, asked: ProjectFile(path: path, absolutePath: absolute, kind: kind, project: root))
        let (inputs, unread, outside) = InputFile.read(
            ProjectDiscovery.Result(files: files, diagnostics: [], boundary: found.boundary, outside: found.outside), jobs: jobs)
        var reader = ProjectReader(jobs: jobs)
        reader.screens = .declaredIn([path])
        reader.language = language
        reader.construction = construction
        let project = reader.read(inputs, boundary: found.boundary, outside: outside)
        // Problems with the file itself, and with finding the rest.
        var diagnostics = found.diagnostics.filter { $0.level == .error }
        diagnostics += (unread + project.diagnostics).filter { $0.file == path && !$0.message.contains("outside the audited tree") }
        if let own = outside.first(where: { $0.path == path }) {
            return Result(
                screens: [],
                diagnostics: diagnostics + [Diagnostic(level: .error, file: path, message: "leads outside the audited tree (to \(own.leadsTo)); not read")])
        }
        if let language, !project.localization.tables.isDevelopmentVariant(language),
            !project.localization.tables.languages.contains(where: { $0 == language || $0.hasPrefix(language + "-") || language.hasPrefix($0 + "-") })
        {
            let known = project.localization.tables.languages.sorted().joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    level: .warning, file: path,
                    message:
                        "no string table of the app is in '\(language)' (\(known.isEmpty ? "none is translated" : "its languages: " + known)); texts are read in the development language"
                ))
        }
        let screens = project.allScreens(jobs: jobs)
        if kind == .swift && screens.isEmpty {
            diagnostics.append(
                Diagnostic(
                    level: .error, file: path,
                    message:
                        "declares no SwiftUI view and no UIKit view or view controller that builds its views in code (classes with @IBOutlets are read with their storyboard or xib)"
                ))
        }
        return Result(
            screens: screens.map { resolve($0.screen) }, diagnostics: diagnostics,
            guidedAccess: project.codeContexts.flatMap(GuidedAccessOptions.read))
    }

    /// The files the asked-for one is read with, each in the part discovery gives it, as `audit`
    /// reads it (a package's files are judged by its own manifest, not the repository root's);
    /// the file itself even where discovery skips its folder.
    static func files(_ found: ProjectDiscovery.Result, kinds: Set<ProjectFile.Kind>, asked: ProjectFile) -> [ProjectFile] {
        var files = found.files.filter { kinds.contains($0.kind) && $0.path != asked.path }
        let root = asked.project
        var asked = asked
        if let own = found.files.first(where: { $0.path == asked.path })?.project, !own.isEmpty { asked.project = own }
        files.append(asked)
        for i in files.indices where files[i].project.isEmpty { files[i].project = root }
        return files
    }

    /// What a screen's code is read with: the code, colours and string tables, and the project
    /// files that say which of them ship. Without the Xcode project or XcodeGen spec, a package
    /// manifest at the repository's root (a tools package beside the app) would leave every app
    /// file outside its targets (element-x-ios: `tree` found no view in any app file).
    static let codeKinds: Set<ProjectFile.Kind> = [.swift, .objectiveC, .colorSet, .strings, .xcstrings, .xcodeProject, .xcodeGenSpec]

    /// The repository of an Android layout (or, outside git, its module: the folder holding
    /// `src/main/res`).
    static func androidModule(of layout: String) -> String? {
        guard let res = ProjectDiscovery.androidResourceFolder(of: layout, prefix: "layout") else { return nil }
        var module = res.parentPath
        if module.fileName == "main" { module = module.parentPath.parentPath }
        return repositoryRoot(containing: layout) ?? module
    }

    /// The folder of the enclosing git repository, if any.
    static func repositoryRoot(containing file: String) -> String? {
        var dir = file.parentPath
        while dir != "/" && !dir.isEmpty {
            if FileManager.default.fileExists(atPath: dir.appendingPath(".git")) { return dir }
            dir = dir.parentPath
        }
        return nil
    }

    /// Outside a git repository (an exported archive), the nearest folder holding a workspace
    /// (`*.xcworkspace`, Tuist's `Workspace.swift`): a view's design system is often another
    /// module of it (ugglan's `hText` in `Projects/hCoreUI`, beside `Projects/EditStakeholders`).
    static func workspaceRoot(containing file: String) -> String? {
        var dir = file.parentPath
        while dir != "/" && !dir.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            if entries.contains(where: { $0 == "Workspace.swift" || $0.hasSuffix(".xcworkspace") }) { return dir }
            dir = dir.parentPath
        }
        return nil
    }

    /// The nearest folder that holds an Xcode project, a package, or an app target's
    /// Info.plist or asset catalog: the code that can touch the file's views is below it.
    static func appRoot(containing file: String) -> String {
        var dir = file.parentPath
        while dir != "/" && !dir.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            if ProjectDiscovery.isProjectRoot(dir) || entries.contains(where: { $0 == "Info.plist" || $0.hasSuffix(".xcassets") }) {
                return dir
            }
            dir = dir.parentPath
        }
        return file.parentPath
    }
}
