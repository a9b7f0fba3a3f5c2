import Foundation

/// Runs the rules on a `Project`: resolve each screen → check → suppress → keep what is at or
/// above the minimum severity. `AuditFilter`s (baseline, changed lines) narrow the result after.
public struct Auditor: Sendable {
    public var rules: [any Rule]
    public var configuration: Configuration
    /// Findings below this severity are dropped.
    public var minSeverity: Severity
    /// Reads the project; its options (cache, time limit, code linking, progress) are the
    /// audit's.
    public var reader: ProjectReader
    /// Audit the screens as they would read in this pseudolanguage (`--pseudo`): their
    /// literal texts transformed, right-to-left for `rtl`.
    public var pseudolanguage: Pseudolanguage?
    /// Keep a picture of every screen (frames, transcript, colours per appearance) and the
    /// source lines around each finding, for the HTML report. Off by default: the other
    /// formats need neither, and memory stays flat.
    public var keepsScreens = false
    /// Called with each stage's name and wall seconds as the audit goes (`a11y audit --timings`).
    public var timings: (@Sendable (String, Double) -> Void)? {
        didSet { reader.timings = timings }
    }

    public var jobs: Int { reader.jobs }

    public init(
        rules: [any Rule] = RuleRegistry.all, configuration: Configuration = Configuration(),
        minSeverity: Severity = .info, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.rules = rules.filter { configuration.isEnabled($0.metadata.id) }
        self.configuration = configuration
        self.minSeverity = minSeverity
        reader = ProjectReader(jobs: jobs)
        reader.excludes = configuration.exclude
    }

    /// Audits files and folders on disk. With a cache, a run on files, options and settings
    /// unchanged since the last one returns that run's result (`CachedAudit`).
    public func audit(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) -> AuditResult {
        let found = reader.files(paths: paths, workingDirectory: workingDirectory)
        guard let cache = reader.cache else {
            var project = reader.read(found.inputs, boundary: found.boundary, outside: found.outside)
            project.diagnostics += found.notes
            return audit(project)
        }
        let clock = StageClock(report: timings)
        let keys = ProjectReader.cacheKeys(found.inputs, jobs: jobs)
        let key = resultKey(fileKeys: Array(keys.values), notes: found.notes, outside: found.outside)
        if let cached = cache.auditResult(for: key, boundary: found.boundary) {
            clock.lap("last result reused")
            return cached.result(rules: rules.map(\.metadata))
        }
        let partPaths = Set(found.inputs.filter { ProjectReader.partKinds.contains($0.kind) }.map(\.path))
        let partKeys = keys.filter { partPaths.contains($0.key) }
        let (result, looks) = DiskReads.within(found.boundary) { () -> AuditResult in
            var project = reader.read(found.inputs, keys: partKeys, boundary: found.boundary, outside: found.outside)
            project.diagnostics += found.notes
            return audit(project)
        }
        if CachedAudit.mayKeep(result) { cache.storeAuditResult(CachedAudit(result, dependencies: looks.dependencies), for: key) }
        return result
    }

    /// Audits files already in memory (rule examples, tests, tools embedding the library).
    public func audit(_ inputs: [InputFile]) -> AuditResult {
        audit(reader.read(inputs))
    }

    public func audit(_ project: Project) -> AuditResult {
        let clock = StageClock(report: timings)
        let screens = checkScreens(project)
        clock.lap("screen rules")
        let code = ParallelMap.map(project.codeContexts, jobs: jobs) { context in checkEveryRule { $0.check(project: context, $1) } }
        let localization = checkEveryRule { $0.check(localization: project.localization, $1) }
        clock.lap("code and localization rules")
        var suppressions = Suppressions(configuration: configuration, inputs: project.inputs)
        let findings = collect(
            screens.flatMap(\.findings) + code.flatMap { $0 } + localization,
            doubts: Doubts(project, rules: rules), suppressions: &suppressions)
        var result = AuditResult(
            toolVersion: A11yVersion.current, findings: findings,
            diagnostics: project.diagnostics + screens.compactMap(\.overrun),
            screens: screens.compactMap(\.summary), filesByKind: project.filesByKind,
            rules: rules.map(\.metadata), suppressedCount: suppressions.count)
        if keepsScreens {
            result.screenPictures = screens.compactMap(\.picture)
            result.snippets = SourceSnippet.around(result.findings.map(\.location), in: project.inputs)
            result.nutritionLabels = NutritionLabelAssessment(result, project: project)
        }
        clock.lap("findings collected")
        return result
    }

    /// Every screen resolved and checked: on threads with room for deep recursion (an Interface
    /// Builder file may nest views two thousand deep), each within the per-file time limit.
    /// SwiftUI screens are built here, one per job at a time, and only their findings kept.
    func checkScreens(_ project: Project) -> [CheckedScreen] {
        TimeLimit.map(
            project.screenSlots, jobs: jobs, seconds: reader.fileTimeLimit,
            overrun: { [self] in
                project.headers(in: $0).map(overrun)
            }
        ) { [self] slot in project.screens(in: slot).map(check) }.flatMap { $0 }
    }

    /// The findings kept: each problem once (a SwiftUI component inlined into several screens is
    /// reported once), none about another platform's code, certain only when nothing in
    /// `doubts` applies, then suppressions and the minimum severity.
    func collect(_ all: [Finding], doubts: Doubts, suppressions: inout Suppressions) -> [Finding] {
        struct Key: Hashable { let rule: String; let location: SourceLocation; let message: String }
        var seen = Set<Key>()
        var findings: [Finding] = []
        for var finding in all where seen.insert(Key(rule: finding.ruleID, location: finding.location, message: finding.message)).inserted {
            if doubts.project.isOtherPlatform(finding.location) { continue }
            if finding.confidence.isCertain, let reason = doubts.reason(finding) {
                finding.confidence = .needsReview(reason: reason)
            }
            if !suppressions.suppress(finding) && finding.severity >= minSeverity { findings.append(finding) }
        }
        return findings
    }

    /// One screen resolved and checked by every rule for its platform, or given up on.
    struct CheckedScreen: Sendable {
        var findings: [Finding] = []
        var summary: AuditResult.ScreenSummary?
        var picture: ScreenPicture?
        var overrun: Diagnostic?
    }

    func overrun(_ screen: Screen) -> CheckedScreen {
        CheckedScreen(
            overrun: Diagnostic(
                level: .error, file: screen.file, message: "checking screen \(screen.name) " + TimeLimit.overrunMessage(reader.fileTimeLimit ?? 0)))
    }

    func check(_ projectScreen: ProjectScreen) -> CheckedScreen {
        var screen = projectScreen.screen
        if let pseudolanguage { screen = screen.pseudolocalized(pseudolanguage) }
        let resolved = screen.platform == .android ? AndroidResolver.resolve(screen) : Resolver.resolve(screen)
        let findings = rules.filter { $0.platforms.contains(screen.platform) }.flatMap { rule in
            rule.check(resolved, context(for: rule, colors: projectScreen.colors))
        }
        return CheckedScreen(
            findings: findings,
            summary: .init(name: screen.name, file: screen.file, elementCount: resolved.elements.count),
            picture: keepsScreens ? ScreenPicture(resolved, colors: projectScreen.colors) : nil)
    }

    /// A check that is not about one screen, by every rule in parallel; findings in rule order.
    func checkEveryRule(_ check: @escaping @Sendable (any Rule, RuleContext) -> [Finding]) -> [Finding] {
        ParallelMap.map(rules, jobs: jobs) { rule in check(rule, context(for: rule)) }.flatMap { $0 }
    }

    func context(for rule: any Rule, colors: ColorResolver = ColorResolver()) -> RuleContext {
        let id = rule.metadata.id
        return RuleContext(
            metadata: rule.metadata, severity: configuration.severity[id] ?? rule.metadata.defaultSeverity,
            options: configuration.ruleOptions[id] ?? [:], colors: colors)
    }
}

/// The configuration's suppressions and the `// a11y:disable` comments of the file a finding is
/// in, counting what they remove.
struct Suppressions {
    let configuration: Configuration
    let sources: [String: Data]
    private var inline: [String: InlineSuppressions] = [:]
    private(set) var count = 0

    init(configuration: Configuration, inputs: [InputFile]) {
        self.configuration = configuration
        sources = Dictionary(inputs.map { ($0.path, $0.data) }) { a, _ in a }
    }

    mutating func suppress(_ finding: Finding) -> Bool {
        let file = finding.location.file
        if inline[file] == nil { inline[file] = InlineSuppressions(source: String(decoding: sources[file] ?? Data(), as: UTF8.self)) }
        let suppressed =
            inline[file]!.suppresses(ruleID: finding.ruleID, line: finding.location.line)
            || configuration.suppress.contains { $0.covers(finding) }
        if suppressed { count += 1 }
        return suppressed
    }
}
