import Foundation

/// Reads what `a11y strings` shows: every string table of the given folders, the lookups code
/// makes and the texts of Interface Builder files, without running the rules.
public struct LocalizationInspector: Sendable {
    public var jobs: Int

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.jobs = max(1, jobs)
    }

    public func inspect(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) -> (LocalizationContext, [Diagnostic]) {
        let found = ProjectDiscovery(workingDirectory: workingDirectory).discover(paths)
        let kinds: Set<ProjectFile.Kind> = [.swift, .objectiveC, .strings, .stringsdict, .xcstrings, .xcodeProject, .storyboard, .xib]
        let (inputs, loadDiagnostics) = Auditor.inputs(found, kinds: kinds, jobs: jobs)
        let diagnostics = loadDiagnostics.filter { $0.level == .error }
        let projects = ProjectResources.load(inputs, jobs: jobs)
        let interfaces = ParallelMap.map(inputs.filter { $0.kind == .storyboard || $0.kind == .xib }, jobs: jobs) { input -> InterfaceLocalization? in
            let document = InterfaceBuilderFrontEnd.parse(path: input.path, data: input.data)
            guard var interface = document.localization else { return nil }
            let code = projects[input.project]?.code ?? CodeFacts()
            interface.removeTexts(replacedIn: document.screens.map { CodeLinker.link($0, with: code) })
            return interface
        }
        var localization = LocalizationContext()
        for project in projects.keys.sorted() { localization.merge(projects[project]!.localization) }
        localization.interfaces = interfaces.compactMap { $0 }
        return (localization, diagnostics)
    }
}
