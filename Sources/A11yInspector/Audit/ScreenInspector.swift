import Foundation

/// Builds the resolved screens of one Interface Builder file with its project's Swift code and
/// asset catalogs, for `a11y voiceover` and `a11y tree`.
public struct ScreenInspector: Sendable {
    public struct Result: Sendable {
        public var screens: [ResolvedScreen]
        public var diagnostics: [Diagnostic]
    }

    public var jobs: Int
    /// Show the screens as they would read in this pseudolanguage.
    public var pseudolanguage: Pseudolanguage?

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, pseudolanguage: Pseudolanguage? = nil) {
        self.jobs = max(1, jobs)
        self.pseudolanguage = pseudolanguage
    }

    func resolve(_ screen: Screen) -> ResolvedScreen {
        Resolver.resolve(pseudolanguage.map { screen.pseudolocalized($0) } ?? screen)
    }

    public func screens(in file: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Result {
        let absolute = ProjectDiscovery.absolute(file, relativeTo: workingDirectory)
        // A snapshot of a running app stands alone: no code or resources to read.
        if ["txt", "json"].contains((absolute as NSString).pathExtension) {
            guard let data = FileManager.default.contents(atPath: absolute) else {
                return Result(screens: [], diagnostics: [Diagnostic(level: .error, file: file, message: "cannot read file")])
            }
            do {
                return Result(screens: try Snapshots.screens(path: file, data: data).map(resolve), diagnostics: [])
            } catch {
                return Result(screens: [], diagnostics: [Diagnostic(level: .error, file: file, message: "\(error)")])
            }
        }
        if ProjectDiscovery.kind(of: absolute) == .androidLayout {
            return androidScreens(absolute, file: file, workingDirectory: workingDirectory)
        }
        guard let kind = ProjectDiscovery.kind(of: absolute), [.storyboard, .xib, .swift].contains(kind) else {
            return Result(screens: [], diagnostics: [Diagnostic(level: .error, file: file, message: "not a storyboard, xib, SwiftUI source, Android layout (res/layout*/*.xml) or XCUITest snapshot (.txt)")])
        }
        // The app the file belongs to gives the Swift classes and colours.
        // A SwiftUI view may use views and strings of the whole repository's packages.
        let root = kind == .swift ? (Self.repositoryRoot(containing: absolute) ?? Self.appRoot(containing: absolute)) : Self.appRoot(containing: absolute)
        let discovery = ProjectDiscovery(workingDirectory: workingDirectory).discover([root])
        var diagnostics = discovery.diagnostics.filter { $0.level == .error }
        let others = discovery.files.filter { [.swift, .objectiveC, .colorSet, .strings, .xcstrings].contains($0.kind) }
        let loaded = ParallelMap.map(others, jobs: jobs) { Auditor.load($0) }
        var inputs: [InputFile] = []
        for l in loaded { if case .input(var input) = l { input.project = root; inputs.append(input) } }
        var resources = ProjectResources()
        for (_, r) in ProjectResources.load(inputs, jobs: jobs) { resources.merge(r) }

        let target = ProjectFile(path: ProjectDiscovery(workingDirectory: workingDirectory).displayPath(absolute),
                                 absolutePath: absolute, kind: kind, project: root)
        if kind == .swift {
            // SwiftUI: the views declared in the file, built with the whole app's views; UIKit:
            // the view controllers and views the file builds in code, with what the app's code
            // sets on them.
            let swiftUI = SwiftUIFrontEnd.screens(resources.swiftUI, declaredIn: [target.path]).map(resolve)
            let uiKit = UIKitCodeScreens.screens(resources.code).filter { $0.file == target.path }
                .map { resolve(CodeLinker.link($0, with: resources.code)) }
            let screens = swiftUI + uiKit
            if screens.isEmpty {
                diagnostics.append(Diagnostic(level: .error, file: target.path, message: "declares no SwiftUI view and no UIKit view or view controller that builds its views in code (classes with @IBOutlets are read with their storyboard or xib)"))
            }
            return Result(screens: screens, diagnostics: diagnostics)
        }
        guard case .input(let input) = Auditor.load(target) else {
            if case .skipped(let d) = Auditor.load(target) { diagnostics.append(d) }
            return Result(screens: [], diagnostics: diagnostics)
        }
        let document = InterfaceBuilderFrontEnd.parse(path: input.path, data: input.data)
        diagnostics += document.diagnostics
        if let reason = document.skippedReason {
            diagnostics.append(Diagnostic(level: .note, file: input.path, message: "skipped: \(reason)"))
        }
        let screens = document.screens.map { resolve(CodeLinker.link($0, with: resources.code)) }
        return Result(screens: screens, diagnostics: diagnostics)
    }

    /// An Android layout with the values, layouts and code of its repository (or, outside
    /// git, of its module: the folder holding `src/main/res`).
    func androidScreens(_ absolute: String, file: String, workingDirectory: String) -> Result {
        guard let res = AndroidLayoutFrontEnd.resourceFolder(of: absolute, prefix: "layout") else {
            return Result(screens: [], diagnostics: [Diagnostic(level: .error, file: file, message: "not in a res/layout folder")])
        }
        // The whole repository: an app's strings often live in another module (AntennaPod's ui/i18n).
        var module = (res as NSString).deletingLastPathComponent
        if (module as NSString).lastPathComponent == "main" { module = ((module as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent }
        module = Self.repositoryRoot(containing: absolute) ?? module
        let discovery = ProjectDiscovery(workingDirectory: workingDirectory).discover([module])
        let files = discovery.files.filter { [.androidLayout, .androidValues, .androidCode].contains($0.kind) }
        var inputs: [InputFile] = []
        for l in ParallelMap.map(files, jobs: jobs, Auditor.load) { if case .input(let input) = l { inputs.append(input) } }
        let target = ProjectDiscovery(workingDirectory: workingDirectory).displayPath(absolute)
        guard let input = inputs.first(where: { $0.path == target }) ?? (Auditor.load(ProjectFile(path: target, absolutePath: absolute, kind: .androidLayout, project: module)).input) else {
            return Result(screens: [], diagnostics: [Diagnostic(level: .error, file: file, message: "cannot read file")])
        }
        let layouts = AndroidLayouts(inputs.contains { $0.path == input.path } ? inputs : inputs + [input])
        let document = layouts.parse(input)
        let screens = document.screens.map { AndroidResolver.resolve(pseudolanguage.map($0.pseudolocalized) ?? $0) }
        return Result(screens: screens, diagnostics: layouts.diagnostics + document.diagnostics)
    }

    /// The folder of the enclosing git repository, if any.
    static func repositoryRoot(containing file: String) -> String? {
        var dir = (file as NSString).deletingLastPathComponent
        while dir != "/" && !dir.isEmpty {
            if FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent(".git")) { return dir }
            dir = (dir as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The nearest folder that holds an Xcode project, a package, or an app target's
    /// Info.plist or asset catalog: the code that can touch the file's views is below it.
    static func appRoot(containing file: String) -> String {
        var dir = (file as NSString).deletingLastPathComponent
        while dir != "/" && !dir.isEmpty {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            if ProjectDiscovery.isProjectRoot(dir) || entries.contains(where: { $0 == "Info.plist" || $0.hasSuffix(".xcassets") }) {
                return dir
            }
            dir = (dir as NSString).deletingLastPathComponent
        }
        return (file as NSString).deletingLastPathComponent
    }
}
