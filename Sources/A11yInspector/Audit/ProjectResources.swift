import Foundation
import SwiftParser
import SwiftSyntax

/// What one app's other files tell the front ends: Swift code facts and asset catalog colours.
struct ProjectResources: Sendable, Codable {
    var code = CodeFacts()
    var swiftUI = SwiftUIIndex()
    var assetColors: [String: AssetColor] = [:]
    var infoPlist: [String: String] = [:]
    var hasInfoPlist = false
    var isLocalized = false
    var localization = LocalizationContext()
    /// Where code forces the light appearance (`overrideUserInterfaceStyle = .light`,
    /// `.preferredColorScheme(.light)`), as "File.swift:12".
    var forcesLightInCode: String?
    var diagnostics: [Diagnostic] = []
    /// One file's: it declares SwiftUI views (whose bodies the cache cannot keep, so the file
    /// is not cached).
    var declaresSwiftUI = false

    /// Everything but the SwiftUI index, whose bodies are syntax trees.
    enum CodingKeys: String, CodingKey {
        case code, assetColors, infoPlist, hasInfoPlist, isLocalized, localization, forcesLightInCode, diagnostics, declaresSwiftUI
    }

    /// Asset colours first, then the document's snapshots of named and system colours.
    var context: ProjectContext {
        ProjectContext(code: code, infoPlist: infoPlist, hasInfoPlist: hasInfoPlist, isLocalized: isLocalized,
                       readsReduceMotion: swiftUI.readsReduceMotion || code.events.contains { $0.kind == .readsReduceMotion },
                       localization: localization)
    }

    func colorResolver(for document: InterfaceBuilderDocument?) -> ColorResolver {
        var resolver = ColorResolver(assetColors: assetColors, appearances: appearances)
        if let document {
            resolver.snapshots = document.namedColorSnapshots.merging(document.systemColorSnapshots) { a, _ in a }
        }
        resolver.darkUncertainty = forcesLightInCode.map { "code forces the light appearance (\($0)), so the dark one may never be shown" }
        return resolver
    }

    /// `overrideUserInterfaceStyle = .light` or `.preferredColorScheme(.light)` in a source file,
    /// unless the same file can also choose dark or the system's setting (a user preference
    /// such as NetNewsWire's "Appearance: Automatic / Light / Dark").
    static func lightOverride(in source: String, path: String) -> String? {
        // The regular expressions cost more than the rest of reading the file; most files
        // mention neither API.
        guard source.containsText("overrideUserInterfaceStyle") || source.containsText("preferredColorScheme") else { return nil }
        let choice = #"(overrideUserInterfaceStyle\s*=\s*(UIUserInterfaceStyle)?\.(dark|unspecified))|preferredColorScheme\(\s*(\.dark|nil)"#
        if source.range(of: choice, options: .regularExpression) != nil { return nil }
        let pattern = #"overrideUserInterfaceStyle\s*=\s*(UIUserInterfaceStyle)?\.light|preferredColorScheme\(\s*(ColorScheme)?\.light\s*\)"#
        guard let range = source.range(of: pattern, options: .regularExpression) else { return nil }
        let line = source[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return "\((path as NSString).lastPathComponent):\(line)"
    }

    /// The appearances the app can be shown in: an app that sets `UIUserInterfaceStyle` to
    /// `Light` (or `Dark`) in its Info.plist is never shown in the other.
    var appearances: [ColorResolver.Appearance] {
        Self.appearances(userInterfaceStyle: infoPlist["UIUserInterfaceStyle"])
    }

    static func appearances(userInterfaceStyle: String?) -> [ColorResolver.Appearance] {
        switch userInterfaceStyle?.lowercased() {
        case "light": return [.light, .lightIncreasedContrast]
        case "dark": return [.dark, .darkIncreasedContrast]
        default: return ColorResolver.Appearance.allCases
        }
    }

    /// Reads the code, strings, colour sets and settings of every project in parallel, each
    /// file within `timeLimit` seconds (nil: no limit), from `cache` where it has the file.
    static func load(_ inputs: [InputFile], jobs: Int, cache: FrontEndCache? = nil, timeLimit: Double? = nil) -> [String: ProjectResources] {
        let relevant = inputs.filter {
            [.swift, .objectiveC, .colorSet, .infoPlist, .xcodeProject, .strings, .stringsdict, .xcstrings].contains($0.kind)
        }
        // A file given up on after the time limit is a diagnostic, and is not cached.
        let parsed = TimeLimit.map(relevant, jobs: jobs, seconds: timeLimit, overrun: { Read(project: $0.project, resources: skipped($0, after: timeLimit ?? 0)) }) { input in
            guard let cache, FrontEndCache.kinds.contains(input.kind) else { return Read(project: input.project, resources: read(input)) }
            let key = FrontEndCache.key(for: input)
            if let resources = cache.entry(for: key) { return Read(project: input.project, resources: resources) }
            let resources = read(input)
            // SwiftUI bodies are syntax trees, which the cache cannot keep: files that declare
            // views are parsed on every run, so caching their other facts would save nothing.
            let entry = resources.declaresSwiftUI ? nil : FrontEndCache.encode(resources).map { (key, $0) }
            return Read(project: input.project, resources: resources, cacheEntry: entry)
        }
        for read in parsed { if let (key, data) = read.cacheEntry { cache?.store(data, for: key) } }
        var result: [String: ProjectResources] = [:]
        for read in parsed {
            result[read.project, default: ProjectResources()].merge(read.resources)
        }
        for project in result.keys {
            result[project]!.swiftUI.strings = StringsTable(result[project]!.localization.tables)
            result[project]!.code.applyMemberAssignmentsToClasses()
        }
        return result
    }

    /// One file read: its project, what it tells, and its new cache entry.
    struct Read: Sendable {
        var project: String
        var resources: ProjectResources
        var cacheEntry: (key: String, data: Data)?
    }

    /// A file given up on after `seconds`.
    static func skipped(_ input: InputFile, after seconds: Double) -> ProjectResources {
        var resources = ProjectResources()
        resources.diagnostics = [TimeLimit.diagnostic(file: input.path, seconds: seconds)]
        return resources
    }

    /// What one file tells: its code facts, SwiftUI views, strings, colours or settings.
    static func read(_ input: InputFile) -> ProjectResources {
        var resources = ProjectResources()
        switch input.kind {
        case .swift:
            guard let source = String(data: input.data, encoding: .utf8) else {
                resources.diagnostics.append(Diagnostic(level: .error, file: input.path, message: "not valid UTF-8; Swift source skipped"))
                break
            }
            let depth = SwiftNestingCheck.depth(of: source)
            guard depth.isAcceptable else {
                let what = depth.brackets > SwiftNestingCheck.limit ? "brackets nested more than \(SwiftNestingCheck.limit) levels deep"
                    : "square brackets nested more than \(SwiftNestingCheck.squareLimit) levels deep (the Swift parser's time doubles with each)"
                resources.diagnostics.append(Diagnostic(level: .error, file: input.path, message: "\(what); Swift source skipped"))
                break
            }
            // One parse and one walk serve every reader.
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: input.path, tree: tree)
            let facts = SwiftFactsReader.Reading(path: input.path, tree: tree, converter: converter)
            let swiftUI = SwiftUIIndex.Collector(path: input.path, converter: converter)
            let localization = LocalizationUsageReader.Visitor(path: input.path, tree: tree, converter: converter)
            SyntaxFanOut(facts.visitors + [swiftUI, localization]).walk(tree)
            resources.code = facts.facts
            resources.swiftUI = swiftUI.index(of: tree)
            resources.localization = localization.context
            resources.forcesLightInCode = lightOverride(in: source, path: input.path)
        case .strings, .stringsdict, .xcstrings:
            resources.isLocalized = true
            resources.localization.tables = StringTables.read(path: input.path, kind: input.kind, data: input.data)
        case .infoPlist:
            resources.infoPlist = InfoPlistReader.keys(plist: input.data)
            resources.hasInfoPlist = true
        case .xcodeProject:
            resources.infoPlist = InfoPlistReader.keys(pbxproj: input.data)
            resources.hasInfoPlist = true
            if let region = InfoPlistReader.developmentRegion(pbxproj: input.data) {
                resources.localization.tables.setDevelopmentLanguage(region, evidence: 2)
            }
        case .objectiveC:
            let source = String(decoding: input.data, as: UTF8.self)
            resources.code = ObjectiveCFactsReader.read(path: input.path, source: source)
            resources.localization.usages = LocalizationUsageReader.read(path: input.path, objectiveC: source)
            resources.localization.literals = LocalizationUsageReader.literals(objectiveC: source)
        case .colorSet:
            let folder = (input.path as NSString).deletingLastPathComponent
            let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
            do {
                resources.assetColors[name] = try AssetCatalogReader.colorSet(named: name, file: input.path, data: input.data)
            } catch {
                resources.diagnostics.append(Diagnostic(level: .error, file: input.path, message: "cannot read colour set: \(error)"))
            }
        default:
            break
        }
        resources.declaresSwiftUI = !resources.swiftUI.isEmpty
        return resources
    }

    mutating func merge(_ other: ProjectResources) {
        code.merge(other.code)
        swiftUI.merge(other.swiftUI)
        assetColors.merge(other.assetColors) { a, _ in a }
        infoPlist.merge(other.infoPlist) { a, _ in a }
        hasInfoPlist = hasInfoPlist || other.hasInfoPlist
        isLocalized = isLocalized || other.isLocalized
        localization.merge(other.localization)
        forcesLightInCode = forcesLightInCode ?? other.forcesLightInCode
        diagnostics += other.diagnostics
    }
}
