import Foundation

/// UIKit views and view controllers, and SwiftUI views, an app declares that nothing in the
/// audited sources creates: no code names them (a call, a type, a subclass, `Foo.self`), no Interface Builder
/// file uses them as a custom class, no string names them (`UINib(nibName: "Foo")`,
/// `NSClassFromString`), no Info.plist or Objective-C file mentions them. What such a class
/// does is never on screen, so a finding in it is not certain (session-ios: a `TappableView`
/// no code creates was told to become a control). Only in an app: in a library of components,
/// the app that uses them is elsewhere.
struct UnusedTypes: Sendable {
    /// Per file, the lines of each unused type's declaration and extensions.
    private var lines: [String: [(lines: ClosedRange<Int>, type: String)]] = [:]
    /// Per file, the lines of each type only debug code reaches (`findDebugOnly`).
    var debugOnlyLines: [String: [(lines: ClosedRange<Int>, type: String)]] = [:]
    /// Storyboards and xibs only debug code loads, and scenes only it shows, by screen name.
    var debugOnlyInterfaceFiles: Set<String> = []
    var debugOnlyScenes: Set<String> = []
    /// Storyboards and xibs nothing loads, by path: no code or Info.plist names them, no other
    /// storyboard refers to them, and (for a xib) no class of their name is created.
    private(set) var unloadedInterfaceFiles: Set<String> = []
    /// Scenes of loaded storyboards that only storyboard IDs lead to, none of which code that
    /// runs names (nor the classes of their scenes), by screen name: why UIKit never shows them.
    private(set) var unshownScenes: [String: String] = [:]
    /// Unused types code names only in `switch` branches testing for types no code makes
    /// (`case is UnsupportedModel: return UnsupportedCell.self`): the type → those types.
    private var namedOnlyForTypes: [String: String] = [:]
    /// The views and controllers nothing makes, by name (none of that name is made in any
    /// part): their code never runs. (A plain class may be made by a framework, by its name.)
    private(set) var unusedViewNames: Set<String> = []

    init() {}

    /// `notInRelease`: whether a line is in code the App Store build leaves out; a type declared
    /// there (a developer menu) reaches nothing.
    /// `deadReferences`: per file, names only its unused members name (`UnusedMembers`): a
    /// class only a method nothing calls creates is not created.
    init(
        parts: [String: ProjectPart], screens: [ProjectScreen], inputs: [InputFile],
        storyboardReferences: StoryboardReferences? = nil, deadReferences: [String: Set<String>] = [:],
        viewlessControllers: [String: Set<String>] = [:],
        notInRelease: @escaping (SourceLocation) -> Bool = { _ in false }, releaseFlags: Set<String>? = nil
    ) {
        guard Self.isApp(parts: parts, inputs: inputs) else { return }
        let storyboardReferences = storyboardReferences ?? StoryboardReferences(inputs)
        let setup = WalkSetup(
            parts: parts, screens: screens, inputs: inputs, storyboardReferences: storyboardReferences, deadReferences: deadReferences,
            releaseFlags: releaseFlags, viewlessControllers: viewlessControllers)
        let ordinary = setup.walk(TypeReachability(parts: parts, notInRelease: notInRelease))
        let walk = ordinary.walk
        unloadedInterfaceFiles = ordinary.unloaded
        for (i, scene) in ordinary.interfaceFiles.scenesBehindIdentifiers.enumerated()
        where ordinary.loaded.contains(scene.file) && !ordinary.shown.contains(i) {
            unshownScenes[scene.screen] = Self.unshownReason(scene)
        }
        findDebugOnly(setup, ordinary, notInRelease: notInRelease)
        let unused = walk.candidates.filter { !walk.reachedTypes.contains($0.key) }.sorted { ($0.key.part, $0.key.name) < ($1.key.part, $1.key.name) }
        for (_, type) in unused {
            for (file, ranges) in type.declaredLines { lines[file, default: []] += ranges.map { ($0, type.name) } }
        }
        let unusedNames = Set(unused.map(\.key.name))
        self.unusedViewNames = Set(unused.map(\.key).filter(walk.viewCandidates.contains).map(\.name)).subtracting(walk.reachedTypes.map(\.name))
        // A registration's identifier names the reason; "any identifier made from a type" does not.
        for (tested, entries) in walk.waiting.sorted(by: { $0.key < $1.key }) where tested != SwiftUIIndex.reuseName("*") {
            for name in entries.flatMap(\.names) where unusedNames.contains(name) && namedOnlyForTypes[name] == nil {
                namedOnlyForTypes[name] = tested
            }
        }
    }

    /// Why nothing leads to a scene only storyboard IDs and manual segues lead to.
    private static func unshownReason(_ scene: InterfaceFileLoading.SceneBehindIdentifiers) -> String {
        func quoted(_ names: [String]) -> String { names.map { "“\($0)”" }.joined(separator: ", ") }
        var parts: [String] = []
        if !scene.identifiers.isEmpty {
            let classes = scene.entryClasses.isEmpty ? "the class" : scene.entryClasses.joined(separator: ", ")
            parts.append("no code that runs instantiates its storyboard ID \(quoted(scene.identifiers)) or names \(classes)")
        }
        if !scene.segues.isEmpty {
            parts.append("no code performs the manual segue \(quoted(scene.segues)) (`performSegue(withIdentifier:)`; nothing names it)")
        }
        return "nothing leads to this scene: " + parts.joined(separator: ", ") + ", and no segue from a scene that is shown or initial arrow reaches it"
    }

    /// The type no code makes that the only code naming `type` tests for, if that is why it is unused.
    func onlyNamedFor(_ type: String) -> String? { namedOnlyForTypes[type] }

    /// The types that may be dead: UIKit views and controllers, SwiftUI views (a public one
    /// too: in an app, another module of the same repository would name it), and any other
    /// class, whose code builds or styles views for one (an onboarding step holding its view);
    /// not the one the system creates (`@main`, app and scene delegates).
    /// A type that adopts nothing (an `enum SendModule` of factories, a plain class or struct)
    /// is made only where code names it, too; one that adopts a protocol may be made by a
    /// framework that finds it by its conformance (an `AppIntent`).
    /// A name written only as a parameter's type does not make the type (`parameterTypeReferences`).
    static func findCandidates(_ parts: [String: ProjectPart], into walk: inout TypeReachability) {
        let adopters = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.protocolAdopters) }
        // A type is its part's (an Xcode project or a Swift package): code names the type of its
        // own part first, as a module's declarations hide those of modules it imports (mastodon:
        // the app's `ContentWarningOverlayView` is not the one its UI package makes).
        for (key, part) in parts {
            for type in part.code.types.values where type.isDeclared {
                walk.declaring[type.name, default: []].append(key)
                if let renamed = type.objectiveCName, renamed != type.name { walk.objectiveCNames[renamed] = type.name }
                // A type named in lower case (`enum unspecified`) cannot be told from the members
                // code names: never judged.
                guard type.name.first?.isUppercase == true else { continue }
                let isView = part.code.frameworkBase(of: type.name).map(Self.isViewOrController) ?? part.swiftUIViewNames.contains(type.name)
                guard isView || part.madeOnlyByCode.contains(type.name) || (!type.isEntryPoint && (type.superclass != nil || !adopters.contains(type.name)))
                else { continue }
                walk.candidates[TypeReachability.TypeKey(part: key, name: type.name)] = type
                if isView { walk.viewCandidates.insert(TypeReachability.TypeKey(part: key, name: type.name)) }
            }
        }
    }

    /// The names each type's code uses and inherits from.
    static func readReferences(
        _ parts: [String: ProjectPart], deadReferences: [String: Set<String>], releaseFlags: Set<String>?,
        into walk: inout TypeReachability, words: (String) -> Set<String>? = { _ in nil }
    ) {
        // A stored property's type is made where some code assigns the property (by its name,
        // anywhere: `flow = .init(…)` names no type).
        let assigned = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.code.assignedProperties) }
        for (key, part) in parts {
            for (owner, names) in part.typeReferences { walk.references[TypeReachability.TypeKey(part: key, name: owner), default: []].formUnion(names) }
            for (owner, byProperty) in part.annotationTypeReferences {
                for (property, names) in byProperty where assigned.contains(property) {
                    walk.references[TypeReachability.TypeKey(part: key, name: owner), default: []].formUnion(names)
                }
            }
            for (owner, names) in part.inheritedTypeReferences { walk.inherits[TypeReachability.TypeKey(part: key, name: owner), default: []].formUnion(names) }
            // Names code inside `#if` clauses names count where a release build compiles them
            // (`#if !RELEASE` where Release sets RELEASE, `#if DEBUG`: not).
            for (owner, byCondition) in part.conditionalTypeReferences {
                for (condition, names) in byCondition where condition.holdsInRelease(releaseFlags) != false {
                    walk.references[TypeReachability.TypeKey(part: key, name: owner), default: []].formUnion(names)
                }
            }
            for (owner, byTests) in part.guardedTypeReferences {
                walk.guarded[TypeReachability.TypeKey(part: key, name: owner), default: [:]].merge(byTests) { $0.union($1) }
            }
        }
        // What a type names only in its unused members it does not reach (a type declared in
        // one file; across several, another file's code may name it too).
        guard !deadReferences.isEmpty else { return }
        for (key, names) in walk.references {
            guard let declared = parts[key.part]?.code.types[key.name]?.declaredLines.keys, !declared.isEmpty else { continue }
            if declared.count == 1 {
                if let file = declared.first, let dead = deadReferences[file] { walk.references[key] = names.subtracting(dead) }
                continue
            }
            // Declared in several files (`extension View` in many): a name one file names only in
            // its unused members is not reached through it, unless another of those files has
            // the word at all (winston: a zoom view reached through an uncalled modifier method,
            // because other files extend View too).
            var removable = Set<String>()
            for file in declared { removable.formUnion(deadReferences[file] ?? []) }
            guard !removable.isEmpty else { continue }
            // (A file whose words are not known may name anything: nothing is removed.)
            var known = true
            for file in declared {
                guard let found = words(file) else { known = false; break }
                removable.subtract(found.subtracting(deadReferences[file] ?? []))
            }
            if known { walk.references[key] = names.subtracting(removable) }
        }
    }

    /// Names Info.plist files give (`UIMainStoryboardFile`, `UILaunchStoryboardName`, a
    /// delegate class); names code gives in string literals (`UIStoryboard(name: "Auth")`,
    /// `NSClassFromString("…")`) are references of the type they are in.
    /// A whole value names a file too: `UILaunchStoryboardName` = "Launch Screen".
    static func namesOutsideCode(_ parts: [String: ProjectPart], inputs: [InputFile]) -> Set<String> {
        var names = Set<String>()
        for part in parts.values {
            for value in part.infoPlist.values { names.formUnion(Self.identifiers(in: value.utf8)); names.insert(value) }
        }
        for file in inputs where file.kind == .infoPlist {
            names.formUnion(Self.identifiers(in: file.data))
            names.formUnion(Self.plistStrings(in: file.data))
        }
        return names
    }

    /// Whether the sources are an app's (an `App`, an application or scene delegate), not a
    /// library whose users are elsewhere.
    static func isApp(parts: [String: ProjectPart], inputs: [InputFile]) -> Bool {
        let everyName = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.viewReferences) }
        return parts.values.contains(where: \.declaresApp)
            || !everyName.isDisjoint(with: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UIApplicationMain"])
            || inputs.contains { $0.kind == .objectiveC && $0.data.containsText("UIApplicationDelegate") }
    }

    /// Whether nothing loads this storyboard or xib.
    func isUnloadedInterfaceFile(_ file: String) -> Bool { unloadedInterfaceFiles.contains(file) }

    /// The unused type whose declaration holds this line, if any.
    func type(at location: SourceLocation) -> String? {
        lines[location.file]?.first { $0.lines.contains(location.line) }?.type
    }

    static func isViewOrController(_ base: String) -> Bool {
        PlatformDefaults.isKnown(base) || base == "UIControl" || PlatformDefaults.viewControllers.contains(base)
    }

    /// The names Objective-C source uses to make or load things, and the superclasses its
    /// classes declare. Left out as naming without making: forward declarations (`@class
    /// SPSortBar;`), imports, the names an `@interface`/`@implementation`/`@protocol` line
    /// declares, and pointer types (`MXKCallViewController *controller`, `(Foo *)x`), where a
    /// class is only the type of something made elsewhere (element-ios: MatrixKit's base
    /// controllers, named in their own files and as their subclasses' superclass, never loaded
    /// their xibs).
    ///
    /// A cell class registered for a literal reuse identifier (`[tableView registerClass:[FooCell
    /// class] forCellReuseIdentifier:@"Foo"]`) is not made by that line: it is `registered`,
    /// made only when something dequeues the identifier, as in Swift (`TypeReachability.isTaken`).
    ///
    /// The strings a class's code gives (`instantiateViewControllerWithIdentifier:@"detailVC"`,
    /// `performSegueWithIdentifier:@"showMap"`) are names it uses too, in `literals`: a storyboard
    /// ID or a segue's identifier is taken when code that runs names it.
    static func objectiveCNames(_ data: Data) -> (
        made: [String: Set<String>], inherited: [String: Set<String>], registered: [String: [String: String]], literals: [String: Set<String>]
    ) {
        var made: [String: Set<String>] = [:]
        var literals: [String: Set<String>] = [:]
        var inherited: [String: Set<String>] = [:]
        var registered: [String: [String: String]] = [:]
        var owner = ""
        for line in withoutComments(withoutDeclarationsOnly(data)).split(separator: UInt8(ascii: "\n")) {
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            func word(after prefix: String) -> String? {
                guard trimmed.starts(with: Array(prefix.utf8)) else { return nil }
                let rest = trimmed.dropFirst(prefix.utf8.count).drop { $0 == UInt8(ascii: " ") }
                let name = rest.prefix { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 }
                return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
            }
            if let name = word(after: "@implementation") { owner = name; continue }
            if trimmed.starts(with: Array("@end".utf8)) { owner = ""; continue }
            if let name = word(after: "@interface") {
                // The system makes an application or scene delegate.
                if ["UIApplicationDelegate", "UIWindowSceneDelegate"].contains(where: { String(decoding: trimmed, as: UTF8.self).contains($0) }) {
                    made["", default: []].insert(name)
                }
                // `@interface Name : Super <Protocol>`: the superclass.
                if let colon = trimmed.firstIndex(of: UInt8(ascii: ":")) {
                    let after = trimmed[trimmed.index(after: colon)...].drop { $0 == UInt8(ascii: " ") }
                    let superclass = after.prefix { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 }
                    if !superclass.isEmpty { inherited[name, default: []].insert(String(decoding: superclass, as: UTF8.self)) }
                }
                continue
            }
            if trimmed.starts(with: Array("@protocol".utf8)) { continue }
            var names = identifiersNotPointerTypes(trimmed)
            if let (cell, identifier) = objectiveCCellRegistration(trimmed) {
                names.remove(cell)
                registered[owner, default: [:]][cell] = identifier
            }
            made[owner, default: []].formUnion(names)
            if trimmed.contains(UInt8(ascii: "\"")) { literals[owner, default: []].formUnion(UndequeuedCells.quoted(in: trimmed)) }
        }
        // A class the owner names on another line is made there, whatever the registration.
        for (owner, cells) in registered {
            registered[owner] = cells.filter { made[owner]?.contains($0.key) != true }
        }
        return (made, inherited, registered, literals)
    }

    /// The class and the literal reuse identifier of an Objective-C cell registration line
    /// (`registerClass:[FooCell class] forCellReuseIdentifier:@"Foo"`, or a collection view's
    /// `forCellWithReuseIdentifier:`).
    static func objectiveCCellRegistration(_ line: some Collection<UInt8>) -> (cell: String, identifier: String)? {
        let text = String(decoding: line, as: UTF8.self)
        guard text.contains("registerClass:"), text.contains("ReuseIdentifier:"),
            let match = text.firstMatch(of: objectiveCRegistration), !match.2.isEmpty
        else { return nil }
        return (String(match.1), String(match.2))
    }
    nonisolated(unsafe) private static let objectiveCRegistration =
        /registerClass:\s*\[\s*([A-Za-z_][A-Za-z0-9_]*)\s+class\s*\]\s*for(?:Cell|CellWith|HeaderFooterView)ReuseIdentifier:\s*@"([^"\\]*)"/

    /// Source without `//` and `/* */` comments (a doc comment names its class: that uses nothing).
    static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        var inBlock = false, inLine = false, inString = false
        while i < bytes.count {
            let b = bytes[i], next = i + 1 < bytes.count ? bytes[i + 1] : 0
            if inBlock {
                if b == UInt8(ascii: "*") && next == UInt8(ascii: "/") { inBlock = false; i += 2; continue }
                if b == UInt8(ascii: "\n") { result.append(b) }
                i += 1; continue
            }
            if inLine {
                if b == UInt8(ascii: "\n") { inLine = false; result.append(b) }
                i += 1; continue
            }
            if inString {
                if b == UInt8(ascii: "\\") { result.append(b); if i + 1 < bytes.count { result.append(next) }; i += 2; continue }
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\n") { inString = false }
                result.append(b); i += 1; continue
            }
            if b == UInt8(ascii: "/") && next == UInt8(ascii: "*") { inBlock = true; i += 2; continue }
            if b == UInt8(ascii: "/") && next == UInt8(ascii: "/") { inLine = true; i += 2; continue }
            if b == UInt8(ascii: "\"") { inString = true }
            result.append(b); i += 1
        }
        return result
    }

    /// The identifiers of a line but those followed by `*` (a pointer type).
    static func identifiersNotPointerTypes<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Set<String> {
        var result = Set<String>()
        var current: [UInt8] = []
        var pendingWord: String?
        func isWord(_ b: UInt8) -> Bool { (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95 }
        for b in bytes {
            if isWord(b) {
                if let word = pendingWord { result.insert(word); pendingWord = nil }
                current.append(b)
                continue
            }
            if !current.isEmpty { pendingWord = String(decoding: current, as: UTF8.self); current.removeAll(keepingCapacity: true) }
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { continue }
            if let word = pendingWord {
                if b != UInt8(ascii: "*") { result.insert(word) }
                pendingWord = nil
            }
        }
        if !current.isEmpty { result.insert(String(decoding: current, as: UTF8.self)) }
        if let word = pendingWord { result.insert(word) }
        return result
    }

    /// Objective-C source without the lines that only name a class without using it: forward
    /// declarations (`@class SPSortBar;`) and imports (`#import "SPSortBar.h"`).
    static func withoutDeclarationsOnly(_ data: Data) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(data.count)
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if trimmed.starts(with: Array("@class ".utf8)) || trimmed.starts(with: Array("#import ".utf8)) || trimmed.starts(with: Array("#include ".utf8)) {
                continue
            }
            result += line
            result.append(UInt8(ascii: "\n"))
        }
        return result
    }

    /// The `<string>` values of an XML property list.
    static func plistStrings(in data: Data) -> Set<String> {
        var result = Set<String>()
        var rest = String(decoding: data, as: UTF8.self)[...]
        while let open = rest.range(of: "<string>"), let close = rest[open.upperBound...].range(of: "</string>") {
            result.insert(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result
    }

    /// Capitalised ASCII identifiers in source text (Objective-C, Info.plist values).
    static func identifiers<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Set<String> {
        UnusedMembers.words(in: bytes).filter { $0.first?.isUppercase == true }
    }
}

/// Which storyboards and xibs an app loads. A storyboard is loaded by its name (code's
/// `UIStoryboard(name:)`, Info.plist's `UIMainStoryboardFile` and `UILaunchStoryboardName`, a
/// reference from another storyboard); a xib by its name (`UINib(nibName:)`,
/// `loadNibNamed`, `init(nibName:bundle:)`) or by a class of its name being created (a view
/// controller made with no nib name loads `Foo.xib` for `FooController` or
/// `FooViewController.xib`, helpers load `String(describing: Cell.self)`). Code generated at build
/// time (R.swift's `R.nib`, SwiftGen's `StoryboardScene`) names files the tool cannot see: then
/// every file counts as loaded.
struct InterfaceFileLoading {
    /// The classes each file uses (scene controllers and custom classes), by path: those of
    /// scenes shown whenever the file is loaded.
    private(set) var classes: [String: Set<String>] = [:]
    private var xibs: Set<String> = []
    /// A storyboard scene only storyboard IDs lead to (`Screen.entryIdentifiers`): its classes
    /// are used only once code that runs names one of the IDs or the classes of their scenes.
    struct SceneBehindIdentifiers {
        var file: String
        var screen: String
        var identifiers: [String]
        var entryClasses: [String]
        /// Manual segues that lead to it (`Screen.entrySegues`), and its ways in (`Screen.entryPaths`).
        var segues: [String] = []
        var paths: [Screen.EntryPath] = []
        var classes: Set<String>
    }
    private(set) var scenesBehindIdentifiers: [SceneBehindIdentifiers] = []

    /// `containers`: per storyboard, the classes of its controllers that have no view of their
    /// own (a custom `UIPageViewController` a container embeds, a navigation controller
    /// subclass): no screen is made for them, but loading the file makes them.
    init(screens: [Screen], references: StoryboardReferences, containers: [String: Set<String>] = [:]) {
        for (file, names) in containers { classes[file, default: []].formUnion(names) }
        for screen in screens where [.storyboardScene, .xib].contains(screen.origin) {
            var used: Set<String> = []
            if let controller = screen.controllerClass { used.insert(controller) }
            screen.root.forEach { if let custom = $0.customClass { used.insert(custom) } }
            if screen.entryIdentifiers.isEmpty && screen.entrySegues.isEmpty {
                classes[screen.file, default: []].formUnion(used)
            } else {
                classes[screen.file, default: []].formUnion([])
                scenesBehindIdentifiers.append(
                    SceneBehindIdentifiers(
                        file: screen.file, screen: screen.name, identifiers: screen.entryIdentifiers, entryClasses: screen.entryClasses,
                        segues: screen.entrySegues, paths: screen.entryPaths, classes: used))
            }
            if screen.origin == .xib { xibs.insert(screen.file) }
        }
        referencedByStoryboards = references.referenced
    }

    /// The classes of the storyboard scenes a page view controller's code asks for by storyboard
    /// ID (`[self.storyboard instantiateViewControllerWithIdentifier:@"taxonPhoto"]` in a
    /// `UIPageViewController` subclass): its pages, shown inside the screen around them.
    static func pageClasses(_ parts: [String: ProjectPart], _ inputs: [InputFile], byIdentifier: [String: Set<String>]) -> Set<String> {
        var owners = Set<String>()
        for part in parts.values {
            for type in part.code.types.values where type.isDeclared && part.code.frameworkBase(of: type.name) == "UIPageViewController" {
                owners.insert(type.name)
            }
        }
        guard !owners.isEmpty else { return [] }
        var asked = Set<String>()
        for part in parts.values {
            for owner in owners { asked.formUnion(part.typeReferences[owner] ?? []) }
        }
        for input in inputs where input.kind == .objectiveC && owners.contains(where: { input.data.containsText("@implementation \($0)") }) {
            let literals = UnusedTypes.objectiveCNames(input.data).literals
            for owner in owners { asked.formUnion(literals[owner] ?? []) }
        }
        return asked.reduce(into: Set<String>()) { $0.formUnion(byIdentifier[$1] ?? []) }
    }

    /// Whether code reads Interface Builder files through R.swift or SwiftGen accessors whose
    /// generated file is not in the sources (made at build time). A generated file committed
    /// with the code names each file in a literal the tool reads like any other.
    static func usesGeneratedAccessors(_ inputs: [InputFile]) -> Bool {
        let swift = inputs.filter { $0.kind == .swift }
        return generatedAccessors.contains { accessor, declarations in
            swift.contains { $0.data.containsText(accessor) }
                && !swift.contains { file in declarations.contains(where: file.data.containsText) }
        }
    }

    /// Storyboards other storyboards refer to.
    private var referencedByStoryboards: Set<String> = []

    /// R.swift and SwiftGen accessors for Interface Builder files.
    /// With the declarations that open their generated file.
    static let generatedAccessors: [(accessor: String, declarations: [String])] = [
        ("R.nib.", ["struct R:", "struct R {"]), ("R.storyboard.", ["struct R:", "struct R {"]),
        ("StoryboardScene.", ["enum StoryboardScene"]), ("XibFile.", ["enum XibFile"]), ("Storyboards.", ["enum Storyboards"]),
        ("R.segue.", ["struct R:", "struct R {"]), ("StoryboardSegue.", ["enum StoryboardSegue"]),
    ]

    /// The files loaded, given the names reached: classes, and names in literals of code that
    /// may run or in Info.plist files.
    func loaded(reached: Set<String>) -> [String] {
        classes.keys.filter { file in
            let name = Self.name(of: file)
            if reached.contains(name) || referencedByStoryboards.contains(name) { return true }
            return xibs.contains(file) && reached.contains(name + "Controller")
        }
    }

    /// `Cell~ipad.xib` → "Cell". Only a device modifier (`~iphone`, `~ipad`) makes a file a
    /// variant that loads under the plain name; `Main~.storyboard` or `Main~old.storyboard` is a
    /// file of its own, which nothing loads by the plain name (a stale copy).
    static func name(of path: String) -> String {
        var name = path.fileName
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if let tilde = name.lastIndex(of: "~"), ["iphone", "ipad"].contains(name[name.index(after: tilde)...].lowercased()) {
            name = String(name[..<tilde])
        }
        return name
    }

    /// `storyboardName="Settings"` in `<storyboardReference>` and `<viewControllerPlaceholder>`.
    static func storyboardReferences(in data: Data) -> Set<String> {
        StoryboardReferences.attributeValues("storyboardName", in: data)
    }
}

extension StoryboardReferences {
    /// Every value of an attribute in an Interface Builder file's text (`storyboardName="…"`).
    static func attributeValues(_ attribute: String, in data: Data) -> Set<String> {
        var result = Set<String>()
        let text = String(decoding: data, as: UTF8.self)
        var rest = text[...]
        while let range = rest.range(of: attribute + "=\"") {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            result.insert(String(after[..<end]))
            rest = after[end...]
        }
        return result
    }
}

/// What storyboards say of other storyboards, read once for the project: the storyboards their
/// references in scenes they can show load (`storyboardName="Settings"`), and those whose
/// initial controller such a reference shows (no `referencedIdentifier`).
struct StoryboardReferences {
    var referenced: Set<String> = []
    /// The scenes references show by storyboard ID (`referencedIdentifier="Settings"`), in any storyboard.
    var referencedIdentifiers: Set<String> = []
    var initialControllersShown: Set<String> = []
    /// A storyboard with references could not be parsed: its references were found by their
    /// text, and which scenes or initial controllers they show is not known.
    var unreadable = false

    init(_ inputs: [InputFile]) {
        for file in inputs where file.kind == .storyboard && file.data.containsText("storyboardName=\"") {
            referencedIdentifiers.formUnion(Self.attributeValues("referencedIdentifier", in: file.data))
            if let root = XMLTreeReader.read(file.data).root {
                let graph = StoryboardGraph(document: root)
                referenced.formUnion(graph.referencedStoryboards)
                initialControllersShown.formUnion(graph.initialControllersShown)
            } else {
                referenced.formUnion(InterfaceFileLoading.storyboardReferences(in: file.data))
                unreadable = true
            }
        }
    }
}
