import Foundation

/// One Xcode project or Swift package of the audited folders (`ProjectFile.project`): what its
/// code, string tables, colour sets and settings tell the front ends and the rules. Swift
/// classes are resolved within one part, so two sample apps with a same-named class do not mix.
struct ProjectPart: Sendable, Codable {
    var code = CodeFacts()
    var swiftUI = SwiftUIIndex()
    var assetColors: [String: AssetColor] = [:]
    /// The app's themes and their colours (`ColorDeclarations.themeTable`), every part's.
    var themes: [String: [String: ColorSpec]] = [:]
    /// Every colour set of each name, by the asset catalog holding it (`App/Assets.xcassets`):
    /// two targets' catalogs may each define `Background`.
    var assetColorsByCatalog: [String: [String: AssetColor]] = [:]
    var infoPlist: [String: String] = [:]
    /// Where any part of the project sets the windows' tint in code (`CodeFacts.windowTints`):
    /// the app's, so set on every part (`ProjectReader`).
    var appTintSetInCode: SourceLocation?
    var infoPlistLists: [InfoPlistList] = []
    var hasInfoPlist = false
    var unreadableInfoPlists: [String] = []
    var isLocalized = false
    var localization = LocalizationContext()
    /// Where code forces the light appearance (`overrideUserInterfaceStyle = .light`,
    /// `.preferredColorScheme(.light)`), as "File.swift:12".
    var forcesLightInCode: String?
    /// An Xcode project last upgraded before Xcode 11 (`LastUpgradeCheck` below 1100), whose
    /// SDK had no dark mode: "App.xcodeproj (LastUpgradeCheck 1020)".
    var predatesDarkMode: String?
    var diagnostics: [Diagnostic] = []
    /// One file's: it declares SwiftUI views (whose bodies the cache cannot keep, so the file
    /// is not cached).
    var declaresSwiftUI = false
    /// What of the SwiftUI index later stages need, kept in the cache where the index is not:
    /// the views declared (`UnusedTypes`) and whether a view reads Reduce Motion.
    var swiftUIViewNames: Set<String> = []
    /// Modifiers, styles and representables: only the app's code makes them (`SwiftUIIndex.madeOnlyByCode`).
    var madeOnlyByCode: Set<String> = []
    var viewsReadReduceMotion = false
    /// Names the code refers to and whether it declares an `App` (`SwiftUIIndex.referencedTypes`,
    /// `declaresApp`), kept apart from the index so that cached files still count: a view
    /// hosted by a UIKit coordinator is named in a file that declares no view.
    var viewReferences: Set<String> = []
    /// The same names by the outermost type whose code names them ("" for code outside any
    /// type), for what is reachable from what (`UnusedTypes`).
    var typeReferences: [String: Set<String>] = [:]
    /// Views made only to call methods on, and the methods types declare to return images
    /// (`SwiftUIIndex.receiverOnlyReferences`), until `resolveReceiverOnlyReferences`.
    var receiverOnlyReferences: [String: [String: Set<String>]] = [:]
    var imageMethods: [String: Set<String>] = [:]
    /// Names written only as parameter types, by the same owners (`SwiftUIIndex.parameterTypesFrom`):
    /// they name a class without making it.
    var parameterTypeReferences: [String: Set<String>] = [:]
    /// Names written only as stored properties' types, by owner and property
    /// (`SwiftUIIndex.annotationTypesFrom`).
    var annotationTypeReferences: [String: [String: Set<String>]] = [:]
    /// Names written in inheritance clauses, by the same owners (`SwiftUIIndex.inheritedFrom`).
    var inheritedTypeReferences: [String: Set<String>] = [:]
    /// Those named only inside `#if` clauses on the project's flags, by the condition
    /// (`SwiftUIIndex.conditionalReferencesFrom`).
    var conditionalTypeReferences: [String: [CompileCondition: Set<String>]] = [:]
    /// Those named only in `switch` branches that test a value's type, by the tested types
    /// (`SwiftUIIndex.guardedReferencesFrom`).
    var guardedTypeReferences: [String: [String: Set<String>]] = [:]
    var declaresApp = false
    /// Swift files that import WidgetKit or ActivityKit: widget and Live Activity views, drawn
    /// on canvases of fixed sizes the system chooses.
    var widgetFiles: Set<String> = []
    /// Lines of Swift files inside `#if DEBUG` (compiled only into debug builds), by path.
    var debugOnlyLines: [String: [ClosedRange<Int>]] = [:]
    /// Lines of Swift files for another platform (`#if os(macOS)`), by path.
    var otherPlatformLines: [String: [ClosedRange<Int>]] = [:]
    /// `#if` clauses of Swift files that depend on the project's own flags (`#if !RELEASE`),
    /// by path.
    var flaggedLines: [String: [ConditionalLines]] = [:]
    /// Methods and properties that could be unused, and the names code outside them refers to
    /// (`UnusedMembers`).
    var members: [MemberDeclaration] = []
    var caseBranches: [CaseBranch] = []
    /// Enums whose cases code makes without naming them, the iterable ones, and whether code
    /// lists a generic parameter's cases (`MemberUseVisitor.casesMadeUnnamed`).
    var casesMadeUnnamed: Set<String> = []
    var iterableEnums: Set<String> = []
    var listsAnyIterableEnum = false
    var memberRoots: [String: Set<String>] = [:]
    /// Names referred to outside members only in branches on constant flags, by condition, and
    /// the project's constant flags (`UnusedMembers`).
    var flaggedMemberRoots: [String: Set<String>] = [:]
    /// Names referred to outside members only inside `#if` clauses on the project's flags, by
    /// when each is compiled.
    var compiledMemberRoots: [CompileCondition: Set<String>] = [:]
    var boolConstants: [String: Bool] = [:]
    /// `static var` Booleans with a literal value (`static var socialLogin: Bool = false`): flags
    /// as constant as those above while no code assigns them (`UnusedMembers.flagConditions`).
    var boolVariables: [String: Bool] = [:]
    /// Structs and enums declared (their static members are used only through the type), and
    /// per file the type names code outside members names that members name too.
    var valueTypeNames: Set<String> = []
    var protocolAdopters: Set<String> = []
    var memberLiveTypes: [String: Set<String>] = [:]

    /// A view made only to call methods on is referenced, unless every method called is one
    /// it declares to return an image (`imageMethods`, every part's): then it is drawn off
    /// screen and that code does not show it.
    mutating func resolveReceiverOnlyReferences(_ imageMethods: [String: Set<String>]) {
        for (owner, views) in receiverOnlyReferences {
            for (view, methods) in views where !methods.isSubset(of: imageMethods[view] ?? []) {
                typeReferences[owner, default: []].insert(view)
            }
        }
    }

    /// Everything but the SwiftUI index, whose bodies are syntax trees.
    enum CodingKeys: String, CodingKey {
        case code, assetColors, assetColorsByCatalog, infoPlist, infoPlistLists, hasInfoPlist, unreadableInfoPlists, isLocalized, localization,
            forcesLightInCode, predatesDarkMode, diagnostics, declaresSwiftUI
        case swiftUIViewNames, madeOnlyByCode, viewsReadReduceMotion
        case viewReferences, typeReferences, receiverOnlyReferences, imageMethods, parameterTypeReferences, annotationTypeReferences, inheritedTypeReferences,
            conditionalTypeReferences,
            guardedTypeReferences, declaresApp,
            widgetFiles,
            debugOnlyLines, otherPlatformLines, flaggedLines
        case members, caseBranches, casesMadeUnnamed, iterableEnums, listsAnyIterableEnum, memberRoots, flaggedMemberRoots, compiledMemberRoots, boolConstants,
            boolVariables, valueTypeNames, protocolAdopters,
            memberLiveTypes
    }

    /// Asset colours first, then the document's snapshots of named and system colours.
    var context: ProjectContext {
        var context = ProjectContext(
            code: code, infoPlist: infoPlist, hasInfoPlist: hasInfoPlist, isLocalized: isLocalized,
            readsReduceMotion: viewsReadReduceMotion || code.events.contains { $0.kind == .readsReduceMotion },
            localization: localization)
        context.unreadableInfoPlists = unreadableInfoPlists
        context.infoPlistLists = infoPlistLists.sorted { $0.location < $1.location }
        return context
    }

    func colorResolver(for document: InterfaceBuilderDocument?, at path: String? = nil) -> ColorResolver {
        var resolver = ColorResolver(assetColors: path.map(assetColors(seenFrom:)) ?? assetColors, appearances: appearances)
        resolver.themes = themes
        resolver.accentSetInCode = appTintSetInCode
        if let document {
            resolver.snapshots = document.namedColorSnapshots.merging(document.systemColorSnapshots) { a, _ in a }
        }
        resolver.darkUncertainty =
            forcesLightInCode.map { "code forces the light appearance (\($0)), so the dark one may never be shown" }
            ?? predatesDarkMode.map {
                "the project was last upgraded by an Xcode without dark mode (\($0)); built with that SDK, iOS shows the app in light mode only"
            }
        return resolver
    }

    /// The asset colours a file sees: a name several catalogs define is the one of the catalog
    /// nearest the file (the longest folder path they share). Each target copies its own
    /// catalog, and a target's files sit beside it: a storyboard of `AltStore/` takes
    /// `AltStore/Assets.xcassets`'s `Background`, not `AltBackup/Assets.xcassets`'s.
    func assetColors(seenFrom path: String) -> [String: AssetColor] {
        var colors = assetColors
        let folders = path.pathComponentsWithoutSlashes.dropLast()
        for (name, byCatalog) in assetColorsByCatalog where byCatalog.count > 1 {
            let nearest = byCatalog.max { a, b in
                let (x, y) = (Self.sharedFolders(folders, a.key), Self.sharedFolders(folders, b.key))
                return x != y ? x < y : a.key > b.key
            }
            if let nearest { colors[name] = nearest.value }
        }
        return colors
    }

    static func sharedFolders(_ folders: ArraySlice<Substring>, _ catalog: String) -> Int {
        zip(folders, catalog.pathComponentsWithoutSlashes).prefix { $0 == $1 }.count
    }

    /// `overrideUserInterfaceStyle = .light` (Objective-C: `UIUserInterfaceStyleLight`) or
    /// `.preferredColorScheme(.light)` in a source file, unless the same file can also choose
    /// dark or the system's setting (a user preference such as NetNewsWire's "Appearance:
    /// Automatic / Light / Dark").
    static func lightOverride(in source: String, path: String) -> String? {
        // The regular expressions cost more than the rest of reading the file; most files
        // mention neither API.
        guard source.containsText("overrideUserInterfaceStyle") || source.containsText("preferredColorScheme") else { return nil }
        let choice =
            #"(overrideUserInterfaceStyle\s*=\s*(UIUserInterfaceStyle)?(\.dark|\.unspecified|Dark|Unspecified))|preferredColorScheme\(\s*(\.dark|nil)"#
        if source.range(of: choice, options: .regularExpression) != nil { return nil }
        let pattern =
            #"overrideUserInterfaceStyle\s*=\s*(UIUserInterfaceStyle)?(\.light|Light)|preferredColorScheme\(\s*(ColorScheme)?\.light\s*\)"#
        guard let range = source.range(of: pattern, options: .regularExpression) else { return nil }
        let line = source[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return "\(path.fileName):\(line)"
    }

    /// `LastUpgradeCheck = 1020;` in a project file: the Xcode version that last upgraded the
    /// project, when it is older than Xcode 11 (1100), the first whose SDK has dark mode. Not
    /// when a target deploys to iOS 13 or later: only Xcode 11's SDK or a later one builds it,
    /// however long ago someone accepted Xcode's upgrade prompt (jami: 1000, iOS 15).
    static func upgradeBeforeDarkMode(pbxproj: Data, path: String) -> String? {
        let text = String(decoding: pbxproj, as: UTF8.self)
        guard let range = text.range(of: #"LastUpgradeCheck = "?(\d+)"?;"#, options: .regularExpression) else { return nil }
        guard let version = Int(text[range].filter(\.isNumber)), version < 1100 else { return nil }
        let targets = text.matches(of: #/IPHONEOS_DEPLOYMENT_TARGET = "?(\d+)/#).compactMap { Int($0.output.1) }
        if targets.contains(where: { $0 >= 13 }) { return nil }
        let project = path.split(separator: "/").last { $0.hasSuffix(".xcodeproj") }.map(String.init) ?? path.fileName
        return "\(project), LastUpgradeCheck \(version)"
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

    mutating func merge(_ other: ProjectPart) {
        code.merge(other.code)
        swiftUI.merge(other.swiftUI)
        assetColors.merge(other.assetColors) { a, _ in a }
        assetColorsByCatalog.merge(other.assetColorsByCatalog) { a, b in a.merging(b) { x, _ in x } }
        infoPlist.merge(other.infoPlist) { a, _ in a }
        infoPlistLists += other.infoPlistLists
        hasInfoPlist = hasInfoPlist || other.hasInfoPlist
        unreadableInfoPlists += other.unreadableInfoPlists
        isLocalized = isLocalized || other.isLocalized
        localization.merge(other.localization)
        forcesLightInCode = forcesLightInCode ?? other.forcesLightInCode
        predatesDarkMode = predatesDarkMode ?? other.predatesDarkMode
        diagnostics += other.diagnostics
        viewReferences.formUnion(other.viewReferences)
        swiftUIViewNames.formUnion(other.swiftUIViewNames)
        madeOnlyByCode.formUnion(other.madeOnlyByCode)
        viewsReadReduceMotion = viewsReadReduceMotion || other.viewsReadReduceMotion
        declaresApp = declaresApp || other.declaresApp
        widgetFiles.formUnion(other.widgetFiles)
        debugOnlyLines.merge(other.debugOnlyLines) { a, _ in a }
        flaggedLines.merge(other.flaggedLines) { a, _ in a }
        typeReferences.merge(other.typeReferences) { $0.union($1) }
        receiverOnlyReferences.merge(other.receiverOnlyReferences) { $0.merging($1) { $0.union($1) } }
        imageMethods.merge(other.imageMethods) { $0.union($1) }
        parameterTypeReferences.merge(other.parameterTypeReferences) { $0.union($1) }
        annotationTypeReferences.merge(other.annotationTypeReferences) { $0.merging($1) { $0.union($1) } }
        inheritedTypeReferences.merge(other.inheritedTypeReferences) { $0.union($1) }
        conditionalTypeReferences.merge(other.conditionalTypeReferences) { $0.merging($1) { $0.union($1) } }
        guardedTypeReferences.merge(other.guardedTypeReferences) { $0.merging($1) { $0.union($1) } }
        otherPlatformLines.merge(other.otherPlatformLines) { a, _ in a }
        members += other.members
        caseBranches += other.caseBranches
        casesMadeUnnamed.formUnion(other.casesMadeUnnamed)
        iterableEnums.formUnion(other.iterableEnums)
        listsAnyIterableEnum = listsAnyIterableEnum || other.listsAnyIterableEnum
        memberRoots.merge(other.memberRoots) { $0.union($1) }
        flaggedMemberRoots.merge(other.flaggedMemberRoots) { $0.union($1) }
        compiledMemberRoots.merge(other.compiledMemberRoots) { $0.union($1) }
        boolConstants.merge(other.boolConstants) { a, _ in a }
        boolVariables.merge(other.boolVariables) { a, _ in a }
        valueTypeNames.formUnion(other.valueTypeNames)
        protocolAdopters.formUnion(other.protocolAdopters)
        memberLiveTypes.merge(other.memberLiveTypes) { $0.union($1) }
    }
}
