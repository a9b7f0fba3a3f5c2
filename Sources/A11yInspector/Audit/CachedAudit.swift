import Foundation

/// What a second audit of unchanged files reuses: the last audit's result, before the filters
/// of the command line (baseline, changed lines, paths) narrow it, with the files outside the
/// audited ones that its reading looked at (`DiskReads`), within the audit's `ReadBoundary`. Kept in the front-end cache under
/// `Auditor.resultKey`, which covers every audited file's bytes and every option that changes
/// what is reported; a result with a time-limit diagnostic is never kept (it depends on the
/// machine's speed, not on the files).
struct CachedAudit: Codable {
    var findings: [Finding]
    var diagnostics: [Diagnostic]
    var screens: [AuditResult.ScreenSummary]
    var filesByKind: [String: Int]
    var suppressedCount: Int
    var screenPictures: [ScreenPicture]
    var snippets: [String: SourceSnippet]
    var nutritionLabels: NutritionLabelAssessment?
    var dependencies: [DiskReads.Dependency]

    init(_ result: AuditResult, dependencies: [DiskReads.Dependency]) {
        findings = result.findings
        diagnostics = result.diagnostics
        screens = result.screens
        filesByKind = result.filesByKind
        suppressedCount = result.suppressedCount
        screenPictures = result.screenPictures
        snippets = result.snippets
        nutritionLabels = result.nutritionLabels
        self.dependencies = dependencies
    }

    /// Whether a result may be kept: none of its diagnostics says a file or screen was given up
    /// on after the time limit.
    static func mayKeep(_ result: AuditResult) -> Bool {
        !result.diagnostics.contains { $0.message.hasSuffix(TimeLimit.overrunPhrase) }
    }

    /// The result again, with the metadata of the rules that ran (which the key fixes).
    func result(rules: [RuleMetadata]) -> AuditResult {
        var result = AuditResult(
            toolVersion: A11yVersion.current, findings: findings, diagnostics: diagnostics,
            screens: screens, filesByKind: filesByKind, rules: rules, suppressedCount: suppressedCount)
        result.screenPictures = screenPictures
        result.snippets = snippets
        result.nutritionLabels = nutritionLabels
        return result
    }
}

extension Auditor {
    /// The key of an audit's result: `audit|FILES|OPTIONS`, where FILES hashes every audited
    /// file's cache key (kind, project, path, bytes) and the notes of discovery, and OPTIONS
    /// every setting that changes what is reported: the rules that run and their severities and
    /// options, suppressions, the minimum severity, the pseudolanguage, the language, whether
    /// screens are drawn (HTML), which screens are built, target membership and code linking.
    /// (`--jobs` changes nothing reported; time limits only through diagnostics, which a kept
    /// result has none of.)
    func resultKey(fileKeys: [String], notes: [Diagnostic], outside: [OutsidePath] = []) -> String {
        let files =
            fileKeys.sorted() + notes.sorted().map { "note|\($0.level)|\($0.file)|\($0.message)" }
            + outside.sorted().map { "outside|\($0.path)|\($0.leadsTo)" }
        let c = configuration
        var options = [
            "rules " + rules.map(\.metadata.id).joined(separator: ","),
            "severity " + c.severity.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }.joined(separator: ","),
            "options "
                + c.ruleOptions.sorted { $0.key < $1.key }.map { rule, values in
                    rule + ":" + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
                }.joined(separator: ","),
            "exclude " + c.exclude.joined(separator: ","),
            "min \(minSeverity.rawValue)",
            "pseudo \(pseudolanguage?.rawValue ?? "-")",
            "pictures \(keepsScreens)",
            "screens \(reader.screens.cacheName)",
            "targets \(reader.followsTargets)",
            "linking \(reader.linksCode)",
            "language \(reader.language ?? "-")",
        ]
        options += c.suppress.map { "suppress \($0.file)|\($0.elements.joined(separator: ","))|\($0.rules.joined(separator: ","))" }
        return "audit|\(ContentHash(Data(files.joined(separator: "\n").utf8)))|\(ContentHash(Data(options.joined(separator: "\n").utf8)))"
    }
}

extension FrontEndCache {
    /// The last audit's result under `key`, if the files outside the audited ones that its
    /// reading looked at are unchanged; then every file's entry is kept for the run after a
    /// change.
    func auditResult(for key: String, boundary: ReadBoundary) -> CachedAudit? {
        guard let cached = value(CachedAudit.self, for: key), cached.dependencies.allSatisfy({ $0.holds(within: boundary) }) else { return nil }
        keepUnused { _ in true }
        return cached
    }

    /// Keeps an audit's result; results of other options on the same files stay (a JSON run and
    /// an HTML one on one commit), those of other versions of the files are dropped.
    func storeAuditResult(_ result: CachedAudit, for key: String) {
        store(result, for: key)
        let sameFiles = key.split(separator: "|").prefix(2).joined(separator: "|") + "|"
        keepUnused { $0.hasPrefix(sameFiles) }
    }
}
