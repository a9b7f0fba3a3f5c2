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

    public init(rules: [any Rule] = RuleRegistry.all, configuration: Configuration = Configuration(),
                minSeverity: Severity = .info, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
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

    /// Rules whose findings depend on which table and language a lookup reads and what it falls
    /// back to (not on what a translation says: format specifiers and plural forms stay certain).
    static let lookupRules: Set<String> = ["localization-completeness", "localization-missing-key", "localization-unused-key", "accessibility-strings-translated"]

    /// Views declared in an Interface Builder file that code may keep off the screen (hidden and
    /// never shown again, removed, configured by its creator), by where they are declared.
    static func doubtedViews(_ screens: [Screen]) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ element: Element) {
            if let reason = element.unreadCode, element.location.file.hasSuffix(".storyboard") || element.location.file.hasSuffix(".xib") {
                let key = "\(element.location.file):\(element.location.line)"
                if result[key] == nil { result[key] = reason }
            }
            element.children.forEach(walk)
        }
        for screen in screens { walk(screen.root) }
        return result
    }

    public func audit(_ project: Project) -> AuditResult {
        let clock = StageClock(report: timings)
        // On threads with room for deep recursion (an Interface Builder file may nest views two
        // thousand deep), each screen within the per-file time limit. SwiftUI screens are built
        // here, one per job at a time, and only their findings kept.
        let screens = TimeLimit.map(project.screenSlots, jobs: jobs, seconds: reader.fileTimeLimit, overrun: { [self] in
            project.headers(in: $0).map(overrun)
        }) { [self] slot in project.screens(in: slot).map(check) }.flatMap { $0 }
        clock.lap("screen rules")
        let code = ParallelMap.map(project.codeContexts, jobs: jobs) { context in checkEveryRule { $0.check(project: context, $1) } }
        let localization = checkEveryRule { $0.check(localization: project.localization, $1) }
        clock.lap("code and localization rules")

        var suppressions = Suppressions(configuration: configuration, inputs: project.inputs)
        // The same problem seen from several screens (a SwiftUI component inlined into each) is
        // reported once.
        struct Key: Hashable { let rule: String; let location: SourceLocation; let message: String }
        var seen = Set<Key>()
        var findings: [Finding] = []
        var debugScreens: [String: String] = [:]
        let headers = project.screenHeaders
        for screen in headers {
            if let reason = project.notInReleaseBuild(screen.location) { debugScreens[screen.name] = reason }
        }
        let unreachableScenes = Set(headers.filter(\.isUnreachableScene).map(\.name))
        // (Interface Builder screens: always built.)
        let doubtedViews = Self.doubtedViews(project.screens.map(\.screen))
        var debugNamedScreens: [String: String] = [:]
        for screen in headers {
            if let controller = screen.controllerClass, Project.namesDebug(controller) { debugNamedScreens[screen.name] = controller }
        }
        for var finding in screens.flatMap(\.findings) + code.flatMap({ $0 }) + localization
        where seen.insert(Key(rule: finding.ruleID, location: finding.location, message: finding.message)).inserted {
            // Another platform's code is not an iOS finding.
            if project.isOtherPlatform(finding.location) { continue }
            // Debug menus and sample screens do not ship in the App Store build.
            if finding.confidence.isCertain, let reason = project.notInReleaseBuild(finding.location) ?? finding.screen.flatMap({ debugScreens[$0] }) {
                finding.confidence = .needsReview(reason: reason)
            }
            // A widget's canvas has the size the system gives it: a fixed font there trades
            // growing against clipping, which only the designer can weigh.
            if finding.confidence.isCertain, finding.ruleID == "dynamic-type-text-styles", project.isWidgetFile(finding.location.file) {
                finding.confidence = .needsReview(reason: "a widget or Live Activity view: its canvas does not grow with the text, so a fixed size may be chosen to avoid clipping")
            }
            if finding.confidence.isCertain, let screen = finding.screen, unreachableScenes.contains(screen) {
                finding.confidence = .needsReview(reason: "nothing leads to this scene: no storyboard ID or segue, and no initial arrow that the app follows (no Info.plist main storyboard, instantiateInitialViewController() or storyboard reference shows its storyboard's initial controller)")
            }
            // The launch screen is a picture the system shows while the app starts: its text is
            // on screen for a moment, scaled or not, and Apple advises having none.
            if finding.confidence.isCertain, project.launchScreens.contains(finding.location.file) {
                finding.confidence = .needsReview(reason: "on the launch screen, which shows for a moment while the app starts (Apple advises putting no text there)")
            }
            // A debug menu by its name: reached in internal builds, or behind a flag.
            if finding.confidence.isCertain, let name = Self.debugName(finding, debugNamedScreens) {
                finding.confidence = .needsReview(reason: "\(name) is a debug screen by its name, usually reached only in internal builds")
            }
            // Nothing creates the class it is in: it may be dead code.
            if finding.confidence.isCertain, project.isUnloadedInterfaceFile(finding.location.file) {
                finding.confidence = .needsReview(reason: "nothing in the app loads \(finding.location.file.fileName): no code, Info.plist or storyboard names it, and no class of its name is created")
            }
            // A rule that reads the file rather than the screen (alignment, translations) meets
            // the same doubt about a view as the screen rules do.
            if finding.confidence.isCertain, finding.screen == nil, let reason = doubtedViews["\(finding.location.file):\(finding.location.line)"] {
                finding.confidence = .needsReview(reason: reason)
            }
            if finding.confidence.isCertain, let identifier = project.undequeuedCell(at: finding.location) {
                finding.confidence = .needsReview(reason: "in the prototype cell \"\(identifier)\", which no code dequeues: its reuse identifier appears in no Swift or Objective-C source")
            }
            if finding.confidence.isCertain, let reason = project.unusedCodeReason(at: finding.location) {
                finding.confidence = .needsReview(reason: reason)
            }
            if finding.confidence.isCertain, let type = project.unusedType(at: finding.location) {
                finding.confidence = .needsReview(reason: "nothing in the audited sources creates \(type) (no code, Interface Builder file or string names it)")
            }
            // The app picks its strings itself: which table and language a key comes from, and
            // what shows when one lacks it, is decided by its code at run time.
            if finding.confidence.isCertain, let replaced = project.localization.lookupReplaced, Self.lookupRules.contains(finding.ruleID) {
                finding.confidence = .needsReview(reason: "the app replaces Bundle's string lookup (\(replaced.file.fileName):\(replaced.line)): which table and language a text is read from, and what shows when it is missing, is its code's choice at run time")
            }
            if !suppressions.suppress(finding) && finding.severity >= minSeverity { findings.append(finding) }
        }
        var result = AuditResult(toolVersion: A11yVersion.current, findings: findings,
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

    /// The debug name a finding lies in: its file's (`Debug.storyboard`,
    /// `FileSizeDebugViewController.swift`) or its screen controller's.
    static func debugName(_ finding: Finding, _ debugNamedScreens: [String: String]) -> String? {
        let components = finding.location.file.pathComponentsWithoutSlashes.map(String.init)
        let file = components.last ?? ""
        let base = file.split(separator: ".").first.map(String.init) ?? file
        if Project.namesDebug(base) { return file }
        // A folder of debug screens (`Source/Debug/SecretViewController.swift`).
        if let folder = components.dropLast().last(where: Project.namesDebug) { return "\(file), in the folder \(folder)," }
        return finding.screen.flatMap { debugNamedScreens[$0] }
    }

    /// One screen resolved and checked by every rule for its platform, or given up on.
    struct CheckedScreen: Sendable {
        var findings: [Finding] = []
        var summary: AuditResult.ScreenSummary?
        var picture: ScreenPicture?
        var overrun: Diagnostic?
    }

    func overrun(_ screen: Screen) -> CheckedScreen {
        CheckedScreen(overrun: Diagnostic(level: .error, file: screen.file, message: "checking screen \(screen.name) " + TimeLimit.overrunMessage(reader.fileTimeLimit ?? 0)))
    }

    func check(_ projectScreen: ProjectScreen) -> CheckedScreen {
        var screen = projectScreen.screen
        if let pseudolanguage { screen = screen.pseudolocalized(pseudolanguage) }
        let resolved = screen.platform == .android ? AndroidResolver.resolve(screen) : Resolver.resolve(screen)
        let findings = rules.filter { $0.platforms.contains(screen.platform) }.flatMap { rule in
            rule.check(resolved, context(for: rule, colors: projectScreen.colors))
        }
        return CheckedScreen(findings: findings,
                             summary: .init(name: screen.name, file: screen.file, elementCount: resolved.elements.count),
                             picture: keepsScreens ? ScreenPicture(resolved, colors: projectScreen.colors) : nil)
    }

    /// A check that is not about one screen, by every rule in parallel; findings in rule order.
    func checkEveryRule(_ check: @escaping @Sendable (any Rule, RuleContext) -> [Finding]) -> [Finding] {
        ParallelMap.map(rules, jobs: jobs) { rule in check(rule, context(for: rule)) }.flatMap { $0 }
    }

    func context(for rule: any Rule, colors: ColorResolver = ColorResolver()) -> RuleContext {
        let id = rule.metadata.id
        return RuleContext(metadata: rule.metadata, severity: configuration.severity[id] ?? rule.metadata.defaultSeverity,
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
        let suppressed = inline[file]!.suppresses(ruleID: finding.ruleID, line: finding.location.line)
            || configuration.suppress.contains { $0.covers(finding) }
        if suppressed { count += 1 }
        return suppressed
    }
}
