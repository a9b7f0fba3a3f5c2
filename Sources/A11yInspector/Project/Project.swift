import Foundation

/// Everything the audited folders hold, as the front ends read it: the Xcode projects and Swift
/// packages (their code facts, string tables, colours and settings), every screen linked with
/// the code that changes it, and the localization of all of them. `ProjectReader` makes it;
/// `audit`, `voiceover`, `tree` and `strings` start from it.
public struct Project: Sendable {
    /// The Xcode projects and Swift packages, by folder (`ProjectFile.project`).
    var parts: [String: ProjectPart] = [:]
    /// The screens built as the project is read, in a fixed order: Interface Builder files in
    /// path order, snapshots, Android layouts and UIKit screens built in code. The SwiftUI
    /// screens are not held (`swiftUI`); `screenSlots` lists every screen.
    public var screens: [ProjectScreen] = []
    /// The SwiftUI screens, read when asked for; they come after the Interface Builder screens
    /// (`swiftUIPosition` of `screens`).
    var swiftUI = DeferredScreens()
    var swiftUIPosition = 0
    /// The string tables and lookups of every part, with the texts of the Interface Builder
    /// files (those code replaces at run time left out).
    public var localization = LocalizationContext()
    /// The files read, for inline suppressions and the source lines around findings.
    public var inputs: [InputFile] = []
    /// Problems reading inputs, and files skipped on purpose.
    public var diagnostics: [Diagnostic] = []
    /// UIKit views and controllers the app declares and nothing creates.
    var unusedTypes = UnusedTypes()
    var unusedMembers = UnusedMembers()
    /// The method or property nothing calls or reads whose declaration holds this line.
    public func unusedMember(at location: SourceLocation) -> String? { unusedMembers.member(at: location) }
    /// Why the code at a line never runs (an unused member, a switch branch for cases nothing makes).
    func unusedCodeReason(at location: SourceLocation) -> String? { unusedMembers.reason(at: location) }
    /// The iPhone and iPad families the app targets state (`TARGETED_DEVICE_FAMILY`); nil when
    /// no Xcode project says.
    public var deviceFamilies: StatedDeviceFamilies?

    /// The view or controller class nothing in the app creates whose code holds this line.
    public func unusedType(at location: SourceLocation) -> String? { unusedTypes.type(at: location) }
    /// For an unused type code names only where it tests a value's type: the type tested for,
    /// which no code makes.
    public func unusedTypeOnlyNamedFor(_ type: String) -> String? { unusedTypes.onlyNamedFor(type) }

    /// Whether nothing in the app loads this storyboard or xib.
    public func isUnloadedInterfaceFile(_ file: String) -> Bool { unusedTypes.isUnloadedInterfaceFile(file) }
    /// What only debug code reaches (a developer menu, a route only it opens), by location:
    /// the type, file or scene, or nil.
    public func debugOnlyReach(at location: SourceLocation, screen: String?) -> String? {
        if let type = unusedTypes.debugOnlyType(at: location) { return type }
        if unusedTypes.debugOnlyInterfaceFiles.contains(location.file) { return location.file.fileName }
        return screen.flatMap { unusedTypes.debugOnlyScenes.contains($0) ? $0 : nil }
    }
    var undequeuedCells = UndequeuedCells()
    /// The reuse identifier of a storyboard prototype cell no code dequeues, when the location is in one.
    public func undequeuedCell(at location: SourceLocation) -> String? { undequeuedCells.cell(at: location) }

    /// What the code-level rules see of each part, in folder order.
    public var codeContexts: [ProjectContext] {
        var contexts = parts.keys.sorted().map { name in
            var context = parts[name]!.context
            for (other, part) in parts where other != name { context.otherProjectsInfoPlist.merge(part.infoPlist) { a, _ in a } }
            return context
        }
        // The UI tests are the whole project's: handed to one part's rules only.
        if !contexts.isEmpty { contexts[0].uiTestLookups = uiTestLookups }
        return contexts
    }

    /// The compilation conditions the app targets' Release configurations set
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`); nil when no Xcode project has an app target with
    /// a Release configuration.
    public var releaseConditions: Set<String>?

    /// Whether a line is in code an App Store build does not compile.
    public func isDebugOnly(_ location: SourceLocation) -> Bool { notInReleaseBuild(location) != nil }

    /// Why a line is not in what an App Store build compiles: inside `#if DEBUG`, or inside a
    /// clause the Release configuration's flags leave out (`#if !RELEASE` where Release sets
    /// `RELEASE`); nil when it is, or may be, compiled.
    public func notInReleaseBuild(_ location: SourceLocation) -> String? {
        for part in parts.values {
            if part.debugOnlyLines[location.file]?.contains(where: { $0.contains(location.line) }) == true {
                return "in code compiled only into debug builds (#if DEBUG)"
            }
            if let releaseConditions,
                let clause = part.flaggedLines[location.file]?.first(where: {
                    $0.lines.contains(location.line) && $0.compiledWhen.holds(with: releaseConditions) == false
                })
            {
                let set = releaseConditions.isEmpty ? "sets no flags" : "sets " + releaseConditions.sorted().joined(separator: " ")
                return "in code the Release configuration does not compile (\(clause.spelling); its SWIFT_ACTIVE_COMPILATION_CONDITIONS \(set))"
            }
        }
        return nil
    }

    /// Whether a name says "debug" or "developer" as a word of its own (`Debug.storyboard`,
    /// `RootDebugViewController`, `debug_menu.xib`, `DeveloperMenuViewController`; not
    /// `Debugger`, `debugged` or `Developers`). Debug, developer and internal menus are named so, and are reached only in internal builds or behind an
    /// internal flag the sources cannot settle.
    public static func namesDebug(_ name: String) -> Bool {
        IdentifierWords.split(name).contains { ["debug", "developer"].contains($0.lowercased()) }
    }

    /// How a path is named for debugging: its file (`RouterDebugViewController.swift`), or the
    /// file "in the folder" so named (`Features/DeveloperMenu/…`, the last such folder); nil
    /// when neither is.
    static func debugNaming(of path: String) -> String? {
        let components = path.pathComponentsWithoutSlashes.map(String.init)
        guard let file = components.last else { return nil }
        if namesDebug(file.split(separator: ".").first.map(String.init) ?? file) { return file }
        return components.dropLast().last(where: namesDebug).map { "\(file), in the folder \($0)," }
    }

    /// Whether a file draws widget or Live Activity views (it imports WidgetKit or ActivityKit).
    /// Files only widget extension targets build (`TargetMembership.widgetOnlyFiles`).
    var widgetOnlyFiles: Set<String> = []
    /// Launch storyboards and xibs (`launchScreen="YES"`): shown for a moment while the app starts.
    public var launchScreens: Set<String> = []
    /// Controller classes shown inside another screen: a storyboard embeds them through a
    /// container view (the destination of an `embed` segue), or a page view controller's code asks
    /// for their scenes by ID (its pages). Part of that screen, not screens of their own.
    public var embeddedControllers: Set<String> = []
    /// Each storyboard's controllers that are not screens of their own, by path.
    public var storyboardControllers: [String: StoryboardControllers] = [:]
    /// How the UI-test bundles find the app's elements (files the app does not ship).
    public var uiTestLookups: [UITestLookup] = []

    public func isWidgetFile(_ path: String) -> Bool {
        widgetOnlyFiles.contains(path) || parts.values.contains { $0.widgetFiles.contains(path) }
    }

    /// Why the code at a line never runs in the iOS app's release build: another platform's
    /// branch, a debug-only clause, a member nothing that runs calls; nil when it may run. (A
    /// type nothing creates is said of its screen as a whole, `unusedType(at:)`.)
    func neverRunsReason(at location: SourceLocation) -> String? {
        if isOtherPlatform(location) { return "a branch only another platform runs, such as Mac Catalyst's" }
        return notInReleaseBuild(location) ?? unusedCodeReason(at: location)
    }

    /// Whether a line is in another platform's code (`#if os(macOS)`).
    public func isOtherPlatform(_ location: SourceLocation) -> Bool {
        parts.values.contains { part in
            part.otherPlatformLines[location.file]?.contains { $0.contains(location.line) } == true
        }
    }

    /// Number of files read, by kind ("storyboard", "xib", "swift", …).
    public var filesByKind: [String: Int] {
        inputs.reduce(into: [:]) { $0[$1.kind.rawValue, default: 0] += 1 }
    }
}

/// A screen with the colours of the part it belongs to (asset catalogs, the appearances the app
/// supports, the Interface Builder file's own colour snapshots).
public struct ProjectScreen: Sendable {
    public var screen: Screen
    public var colors: ColorResolver

    public init(_ screen: Screen, colors: ColorResolver = ColorResolver()) {
        self.screen = screen
        self.colors = colors
    }
}
