import Foundation

/// A file's bytes, ready for the front ends.
public struct InputFile: Sendable {
    public var path: String
    public var kind: ProjectFile.Kind
    public var project: String
    public var data: Data

    public init(path: String, kind: ProjectFile.Kind, project: String = "", data: Data) {
        self.path = path
        self.kind = kind
        self.project = project
        self.data = data
    }
}

/// Runs the pipeline: discovery → front ends → linking → resolution → rules → suppressions.
public struct Auditor: Sendable {
    /// Larger inputs are skipped with a diagnostic rather than read.
    public static let maximumFileSize = 50 * 1024 * 1024

    public var rules: [any Rule]
    public var configuration: Configuration
    /// Findings below this severity are dropped (they still count for nothing).
    public var minSeverity: Severity
    public var jobs: Int
    /// Merge what Swift and Objective-C code do into Interface Builder screens (on by default;
    /// off only to measure what the linking changes).
    public var linksCode = true
    /// Audit the screens as they would read in this pseudolanguage (`--pseudo`): their
    /// literal texts transformed, right-to-left for `rtl`.
    public var pseudolanguage: Pseudolanguage?
    /// Keep a picture of every screen (frames, transcript, colours per appearance) and the
    /// source lines around each finding, for the HTML report. Off by default: the other
    /// formats need neither, and memory stays flat.
    public var keepsScreens = false
    /// What the front ends read from each file, kept between runs (`a11y audit` uses one unless
    /// `--no-cache`); nil reads everything afresh.
    public var cache: FrontEndCache?
    /// Seconds after which the reading of one file is given up, with a diagnostic (nil: none).
    public var fileTimeLimit: Double? = 30
    /// Called with each stage's name and wall seconds as the audit goes (`a11y audit --timings`).
    public var timings: (@Sendable (String, Double) -> Void)?
    /// Called after each Interface Builder file with (files done, files in all), from any thread.
    public var progress: (@Sendable (Int, Int) -> Void)?

    public init(rules: [any Rule] = RuleRegistry.all, configuration: Configuration = Configuration(),
                minSeverity: Severity = .info, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.rules = rules.filter { configuration.isEnabled($0.metadata.id) }
        self.configuration = configuration
        self.minSeverity = minSeverity
        self.jobs = max(1, jobs)
    }

    /// Audits files and folders on disk.
    public func audit(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) -> AuditResult {
        let discovery = ProjectDiscovery(excludes: configuration.exclude, workingDirectory: workingDirectory)
        let clock = StageClock(report: timings)
        let found = discovery.discover(paths)
        clock.lap("discovery")
        let (inputs, diagnostics) = Self.inputs(found, jobs: jobs)
        clock.lap("reading files")
        var result = audit(inputs)
        result.diagnostics = (result.diagnostics + diagnostics).sorted()
        return result
    }

    enum Loaded: Sendable {
        case input(InputFile)
        case skipped(Diagnostic)

        var input: InputFile? {
            if case .input(let i) = self { return i }
            return nil
        }
    }

    /// Reads the files discovery found (those of `kinds`, when given), in parallel; files too
    /// large or unreadable become diagnostics, next to discovery's own.
    static func inputs(_ found: ProjectDiscovery.Result, kinds: Set<ProjectFile.Kind>? = nil, jobs: Int) -> ([InputFile], [Diagnostic]) {
        var diagnostics = found.diagnostics
        var inputs: [InputFile] = []
        let files = found.files.filter { kinds?.contains($0.kind) ?? true }
        for loaded in ParallelMap.map(files, jobs: jobs, Self.load) {
            switch loaded {
            case .input(let input): inputs.append(input)
            case .skipped(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (inputs, diagnostics)
    }

    static func load(_ file: ProjectFile) -> Loaded {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.absolutePath)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumFileSize {
            return .skipped(Diagnostic(level: .error, file: file.path, message: "file is \(size / 1_048_576) MB, over the \(maximumFileSize / 1_048_576) MB limit; skipped"))
        }
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            return .skipped(Diagnostic(level: .error, file: file.path, message: "cannot read file (permission denied or not a regular file)"))
        }
        return .input(InputFile(path: file.path, kind: file.kind, project: file.project, data: data))
    }

    /// Audits files already in memory (rule examples, tests, tools embedding the library).
    public func audit(_ inputs: [InputFile]) -> AuditResult {
        let clock = StageClock(report: timings)
        var diagnostics: [Diagnostic] = []
        var filesByKind: [String: Int] = [:]
        for input in inputs { filesByKind[input.kind.rawValue, default: 0] += 1 }

        let projects = ProjectResources.load(inputs, jobs: jobs, cache: cache, timeLimit: fileTimeLimit)
        clock.lap("code, strings and resources")
        diagnostics += projects.values.flatMap(\.diagnostics)

        let interfaceFiles = inputs.filter { $0.kind == .storyboard || $0.kind == .xib }
        let done = ParallelMap.Counter()
        // A file over the time limit (its parse, screens and rules) is a diagnostic.
        let overrun = { (input: InputFile) in FileOutcome(diagnostics: [TimeLimit.diagnostic(file: input.path, seconds: fileTimeLimit ?? 0)]) }
        let outcomes = TimeLimit.map(interfaceFiles, jobs: jobs, seconds: fileTimeLimit, overrun: overrun) { [self] input in
            let outcome = auditInterfaceBuilder(input, resources: projects[input.project] ?? ProjectResources())
            if let progress, let n = done.take(below: .max) { progress(n + 1, interfaceFiles.count) }
            return outcome
        }
        clock.lap("Interface Builder screens")
        // SwiftUI views of all projects together: an app's views and strings are usually
        // spread over several Swift packages of one repository.
        var swiftUI = SwiftUIIndex()
        for project in projects.keys.sorted() { swiftUI.merge(projects[project]!.swiftUI) }
        // Colours for SwiftUI screens: every project's asset colours and appearance settings.
        var allProjects = ProjectResources()
        allProjects.assetColors = projects.keys.sorted().reduce(into: [:]) { $0.merge(projects[$1]!.assetColors) { a, _ in a } }
        let styles = Set(projects.values.compactMap { $0.infoPlist["UIUserInterfaceStyle"]?.lowercased() })
        allProjects.infoPlist["UIUserInterfaceStyle"] = styles.count == 1 ? styles.first : nil
        allProjects.forcesLightInCode = projects.values.compactMap(\.forcesLightInCode).min()
        let swiftUIColors = allProjects.colorResolver(for: nil)
        let swiftUIScreens = SwiftUIFrontEnd.screens(swiftUI, jobs: jobs)
        let sources = Dictionary(inputs.filter { $0.kind == .swift }.map { ($0.path, $0.data) }) { a, _ in a }
        let swiftUIOutcomes = ParallelMap.map(swiftUIScreens, jobs: jobs) { screen in
            auditScreens([screen], sources: sources, colors: swiftUIColors)
        }

        clock.lap("SwiftUI screens")
        // Snapshots of running apps: screens as assistive technology saw them.
        let snapshotOutcomes = ParallelMap.map(inputs.filter { $0.kind == .snapshot }, jobs: jobs) { input -> FileOutcome in
            do {
                return auditScreens(try Snapshots.screens(path: input.path, data: input.data), sources: [input.path: input.data], colors: ColorResolver())
            } catch {
                var outcome = FileOutcome()
                outcome.diagnostics = [Diagnostic(level: .error, file: input.path, message: "\(error); skipped")]
                return outcome
            }
        }

        // Android layouts, with the values of their `res` folder (and every other one's as a fallback).
        let android = AndroidLayouts(inputs)
        let layoutSources = Dictionary(inputs.filter { $0.kind == .androidLayout }.map { ($0.path, $0.data) }) { a, _ in a }
        var androidOutcomes = ParallelMap.map(android.layouts, jobs: jobs) { input -> FileOutcome in
            let document = android.parse(input)
            var outcome = auditScreens(document.screens, sources: layoutSources, colors: ColorResolver())
            outcome.diagnostics += document.diagnostics
            return outcome
        }
        androidOutcomes.append(FileOutcome(diagnostics: android.diagnostics))

        clock.lap("snapshots and Android layouts")
        // UIKit screens built in code, per project.
        let codeScreens = projects.keys.sorted().flatMap { project in
            UIKitCodeScreens.screens(projects[project]!.code).map { (project, $0) }
        }
        let codeScreenOutcomes = ParallelMap.map(codeScreens, jobs: jobs) { project, screen in
            auditScreens([CodeLinker.link(screen, with: projects[project]!.code)], sources: sources,
                         colors: projects[project]!.colorResolver(for: nil))
        }

        clock.lap("UIKit code screens")
        // Code-level rules, once per project.
        let projectOutcomes = ParallelMap.map(projects.keys.sorted(), jobs: jobs) { project in
            auditProject(projects[project]!.context, sources: sources)
        }
        clock.lap("code-level rules")
        // Localization rules, once over every project's tables, lookups and IB texts.
        var localization = LocalizationContext()
        for project in projects.keys.sorted() { localization.merge(projects[project]!.localization) }
        localization.interfaces = outcomes.compactMap(\.interface)
        let localizationOutcome = auditProject(sources: sources) { [localization] rule, context in rule.check(localization: localization, context) }

        clock.lap("localization rules")
        var findings: [Finding] = []
        var screens: [AuditResult.ScreenSummary] = []
        var suppressed = 0
        // The same problem seen from several screens (a SwiftUI component inlined into each).
        struct Key: Hashable { let rule: String; let location: SourceLocation; let message: String }
        var seen = Set<Key>()
        var pictures: [ScreenPicture] = []
        for outcome in outcomes + swiftUIOutcomes + snapshotOutcomes + androidOutcomes + codeScreenOutcomes + projectOutcomes + [localizationOutcome] {
            diagnostics += outcome.diagnostics
            screens += outcome.screens
            pictures += outcome.pictures
            // A SwiftUI component inlined into several screens is reported once.
            for finding in outcome.findings where seen.insert(Key(rule: finding.ruleID, location: finding.location, message: finding.message)).inserted {
                if configuration.suppress.contains(where: { $0.covers(finding) }) {
                    suppressed += 1
                } else if finding.severity >= minSeverity {
                    findings.append(finding)
                }
            }
            suppressed += outcome.suppressed
        }
        var result = AuditResult(toolVersion: A11yVersion.current, findings: findings, diagnostics: diagnostics,
                                 screens: screens, filesByKind: filesByKind, rules: rules.map(\.metadata),
                                 suppressedCount: suppressed)
        clock.lap("findings collected")
        if keepsScreens {
            result.screenPictures = pictures
            result.snippets = SourceSnippet.around(result.findings.map(\.location), in: inputs)
        }
        return result
    }

    struct FileOutcome: Sendable {
        var findings: [Finding] = []
        var diagnostics: [Diagnostic] = []
        var screens: [AuditResult.ScreenSummary] = []
        var suppressed = 0
        /// Pictures of the screens, when `keepsScreens` is on.
        var pictures: [ScreenPicture] = []
        /// An Interface Builder file's texts for the localization rules.
        var interface: InterfaceLocalization?
    }

    func auditInterfaceBuilder(_ input: InputFile, resources: ProjectResources) -> FileOutcome {
        var outcome = FileOutcome()
        let document = InterfaceBuilderFrontEnd.parse(path: input.path, data: input.data)
        outcome.diagnostics = document.diagnostics
        if let reason = document.skippedReason {
            outcome.diagnostics.append(Diagnostic(level: .note, file: input.path, message: "skipped: \(reason)"))
            return outcome
        }
        let colors = resources.colorResolver(for: document)
        let linked = linksCode ? document.screens.map { CodeLinker.link($0, with: resources.code) } : document.screens
        if var interface = document.localization {
            interface.removeTexts(replacedIn: linked)
            outcome.interface = interface
        }
        let screens = auditScreens(linked, sources: [input.path: input.data], colors: colors)
        outcome.findings = screens.findings
        outcome.screens = screens.screens
        outcome.pictures = screens.pictures
        outcome.suppressed = screens.suppressed
        return outcome
    }

    /// Runs the code-level checks of every rule on a project.
    func auditProject(_ project: ProjectContext, sources: [String: Data]) -> FileOutcome {
        auditProject(sources: sources) { rule, context in rule.check(project: project, context) }
    }

    /// Runs a check of every rule that is not about one screen, with inline suppressions.
    func auditProject(sources: [String: Data], _ check: @escaping @Sendable (any Rule, RuleContext) -> [Finding]) -> FileOutcome {
        var outcome = FileOutcome()
        var suppressions: [String: InlineSuppressions] = [:]
        // The rules in parallel (each reads the whole project), their findings in rule order.
        let configuration = configuration
        let findingsByRule = ParallelMap.map(rules, jobs: jobs) { rule in
            let id = rule.metadata.id
            let context = RuleContext(metadata: rule.metadata, severity: configuration.severity[id] ?? rule.metadata.defaultSeverity,
                                      options: configuration.ruleOptions[id] ?? [:])
            return (id, check(rule, context))
        }
        for (id, findings) in findingsByRule {
            for finding in findings {
                let file = finding.location.file
                if suppressions[file] == nil {
                    suppressions[file] = InlineSuppressions(source: String(decoding: sources[file] ?? Data(), as: UTF8.self))
                }
                if suppressions[file]!.suppresses(ruleID: id, line: finding.location.line) { outcome.suppressed += 1 }
                else { outcome.findings.append(finding) }
            }
        }
        return outcome
    }

    /// Resolves and simulates screens, runs the rules, applies the inline suppressions of the
    /// files the findings are in (`sources`: their contents).
    func auditScreens(_ screens: [Screen], sources: [String: Data], colors: ColorResolver) -> FileOutcome {
        let screens = pseudolanguage.map { language in screens.map { $0.pseudolocalized(language) } } ?? screens
        var outcome = FileOutcome()
        var suppressionsByFile: [String: InlineSuppressions] = [:]
        for screen in screens {
            let resolved = screen.platform == .android ? AndroidResolver.resolve(screen) : Resolver.resolve(screen)
            outcome.screens.append(.init(name: screen.name, file: screen.file, elementCount: resolved.elements.count))
            if keepsScreens { outcome.pictures.append(ScreenPicture(resolved, colors: colors)) }
            for rule in rules where rule.platforms.contains(screen.platform) {
                let id = rule.metadata.id
                let context = RuleContext(metadata: rule.metadata,
                                          severity: configuration.severity[id] ?? rule.metadata.defaultSeverity,
                                          options: configuration.ruleOptions[id] ?? [:],
                                          colors: colors)
                for finding in rule.check(resolved, context) {
                    // Findings in inlined SwiftUI views are suppressed by comments in their own file.
                    let findingFile = finding.location.file
                    if suppressionsByFile[findingFile] == nil {
                        suppressionsByFile[findingFile] = InlineSuppressions(source: String(decoding: sources[findingFile] ?? Data(), as: UTF8.self))
                    }
                    if suppressionsByFile[findingFile]!.suppresses(ruleID: id, line: finding.location.line) {
                        outcome.suppressed += 1
                    } else {
                        outcome.findings.append(finding)
                    }
                }
            }
        }
        return outcome
    }
}
