/// What one walk of `TypeReachability` needs and gives: the same set-up serves the ordinary
/// walk (what the app's code reaches at all) and the one that leaves debug code out (what a
/// user reaches without a developer menu).
final class WalkSetup {
    let parts: [String: ProjectPart]
    let inputs: [InputFile]
    let deadReferences: [String: Set<String>]
    let releaseFlags: Set<String>?
    let interfaceFiles: InterfaceFileLoading
    let storyboardReferences: StoryboardReferences
    private var generatedAccessors: Bool?
    /// `UndequeuedCells.namesOutsideRegistrations`, read once when some registration is guarded.
    private lazy var reuseIdentifiersNamed: Set<String>? = {
        let registers =
            parts.values.contains { part in
                part.guardedTypeReferences.values.contains { $0.keys.contains { $0.hasPrefix(SwiftUIIndex.reuseName("")) } }
            } || inputs.contains { $0.kind == .objectiveC && $0.data.containsText("registerClass:") }
        return registers ? UndequeuedCells.namesOutsideRegistrations(in: inputs) : nil
    }()

    init(
        parts: [String: ProjectPart], screens: [ProjectScreen], inputs: [InputFile], storyboardReferences: StoryboardReferences,
        deadReferences: [String: Set<String>], releaseFlags: Set<String>?, viewlessControllers: [String: Set<String>]
    ) {
        self.parts = parts
        self.inputs = inputs
        self.deadReferences = deadReferences
        self.releaseFlags = releaseFlags
        self.storyboardReferences = storyboardReferences
        interfaceFiles = InterfaceFileLoading(
            screens: screens.map(\.screen), references: storyboardReferences, containers: viewlessControllers)
    }

    struct Result {
        var walk: TypeReachability
        /// Interface files loaded, and scenes behind identifiers shown (by index).
        var loaded: Set<String>
        var shown: Set<Int>
        /// Interface files nothing loads.
        var unloaded: Set<String>
        let interfaceFiles: InterfaceFileLoading
    }

    /// Walks from code that may run, through the Interface Builder files it loads.
    func walk(_ start: TypeReachability) -> Result {
        var walk = start
        walk.reuseIdentifiersNamed = reuseIdentifiersNamed
        UnusedTypes.findCandidates(parts, into: &walk)
        UnusedTypes.readReferences(parts, deadReferences: deadReferences, releaseFlags: releaseFlags, into: &walk, words: words(in:))
        walk.readObjectiveC(inputs.filter { $0.kind == .objectiveC })
        walk.reachFromRunningTypes()
        let names = UnusedTypes.namesOutsideCode(parts, inputs: inputs)
        for name in names { walk.reach(name, from: nil) }
        // Objective-C outside any class's implementation (a C function, `main.m`) names what it
        // makes (`[[Foo alloc] init]`, `[Foo nib]`); a class's own code names what it makes when
        // it runs; a superclass (`@interface Bar : Foo`) runs with its subclass but is not made.
        for name in walk.objectiveCRoots { walk.reach(name, from: nil) }
        // A segue's identifier is searched for in all the code, as a string or a name (an enum
        // case `showLogs` whose raw value is the identifier).
        let codeNames = interfaceFiles.scenesBehindIdentifiers.contains { !$0.segues.isEmpty } ? UndequeuedCells.names(in: inputs) : []
        let (loaded, shown) = walk.walkThroughInterfaceFiles(
            interfaceFiles, alsoNamed: names.union(storyboardReferences.referencedIdentifiers), segueNames: codeNames)
        var result = Result(
            walk: walk, loaded: loaded, shown: shown, unloaded: Set(interfaceFiles.classes.keys).subtracting(loaded), interfaceFiles: interfaceFiles)
        let unshown = interfaceFiles.scenesBehindIdentifiers.indices.contains {
            loaded.contains(interfaceFiles.scenesBehindIdentifiers[$0].file) && !shown.contains($0)
        }
        // Accessors generated at build time name files the tool cannot see: then nothing is
        // known to be unloaded (looked for only when something would be: it reads all the Swift).
        if !result.unloaded.isEmpty || unshown, usesGeneratedAccessors() {
            result.unloaded = []
            result.loaded = Set(interfaceFiles.classes.keys)
            result.shown = Set(interfaceFiles.scenesBehindIdentifiers.indices)
            for name in Set(interfaceFiles.classes.values.joined()).union(interfaceFiles.scenesBehindIdentifiers.flatMap(\.classes)) {
                result.walk.reach(name, from: nil)
            }
            result.walk.walkQueue()
        }
        return result
    }

    /// The words of a source file by path, read once (`UnusedMembers.words`); nil for a file
    /// not among the inputs.
    private var wordsByFile: [String: Set<String>] = [:]
    private lazy var inputsByPath: [String: InputFile] = Dictionary(inputs.map { ($0.path, $0) }) { a, _ in a }
    private func words(in file: String) -> Set<String>? {
        if let known = wordsByFile[file] { return known }
        guard let input = inputsByPath[file] else { return nil }
        let found = UnusedMembers.words(in: input.data)
        wordsByFile[file] = found
        return found
    }

    private func usesGeneratedAccessors() -> Bool {
        if let known = generatedAccessors { return known }
        let answer = InterfaceFileLoading.usesGeneratedAccessors(inputs)
        generatedAccessors = answer
        return answer
    }
}

extension UnusedTypes {
    /// The types, Interface Builder files and scenes only debug code reaches: the ordinary walk
    /// reaches them, a walk in which code named for debugging (`DeveloperMenuView`,
    /// `RouterDebugViewController`, a file in a `Debug` folder) reaches nothing does not. In
    /// that walk a route registered by its path (`RouteHandler("/logs") { … }`) is taken only
    /// when code that runs opens the path, or no code names it at all (a link from outside the
    /// app may open it). Canvas: the log viewer, routed as "/logs", opened only from the
    /// developer menu.
    mutating func findDebugOnly(_ setup: WalkSetup, _ ordinary: WalkSetup.Result, notInRelease: @escaping (SourceLocation) -> Bool) {
        var start = TypeReachability(parts: setup.parts, notInRelease: notInRelease)
        start.leavesOut = { key, declared in
            Project.namesDebug(key.name) || (!declared.isEmpty && declared.allSatisfy { Project.debugNaming(of: $0) != nil })
        }
        var opened = Set<String>()
        for names in ordinary.walk.references.values { opened.formUnion(names.lazy.filter { $0.hasPrefix(SwiftUIIndex.routeName("")) }) }
        for byTests in ordinary.walk.guarded.values {
            for names in byTests.values { opened.formUnion(names.lazy.filter { $0.hasPrefix(SwiftUIIndex.routeName("")) }) }
        }
        start.routesNamedInCode = opened
        let debugFree = setup.walk(start)
        for key in ordinary.walk.reachedTypes.subtracting(debugFree.walk.reachedTypes) {
            guard let type = ordinary.walk.candidates[key] else { continue }
            for (file, ranges) in type.declaredLines { debugOnlyLines[file, default: []] += ranges.map { ($0, type.name) } }
        }
        debugOnlyInterfaceFiles = ordinary.loaded.subtracting(debugFree.loaded)
        for i in ordinary.shown.subtracting(debugFree.shown) { debugOnlyScenes.insert(ordinary.interfaceFiles.scenesBehindIdentifiers[i].screen) }
    }

    /// The type only debug code reaches whose declaration holds this line, if any.
    func debugOnlyType(at location: SourceLocation) -> String? {
        debugOnlyLines[location.file]?.first { $0.lines.contains(location.line) }?.type
    }
}
