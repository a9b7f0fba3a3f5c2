/// The walk `UnusedTypes` makes: from code that may run (code outside any type, types that are
/// not candidates, Interface Builder files something loads, Info.plist, Objective-C) to the
/// candidate types it names, then on from what those reach. A view only unused views create
/// is unused too.
struct TypeReachability {
    /// A type by the part declaring it and its name.
    struct TypeKey: Hashable {
        let part: String
        let name: String
    }

    /// The types that may be unused.
    var candidates: [TypeKey: SwiftTypeFacts] = [:]
    /// Of those, the UIKit views and controllers and the SwiftUI views.
    var viewCandidates = Set<TypeKey>()
    /// The parts that declare a type of each name.
    var declaring: [String: [String]] = [:]
    /// Swift classes by the names `@objc(Name)` gives them: Objective-C and Interface Builder
    /// name them so (onebusaway's `OBAOnboardingFlowController`).
    var objectiveCNames: [String: String] = [:]
    /// The names each type's code uses.
    var references: [TypeKey: Set<String>] = [:]
    /// Superclasses (and generic arguments of the clause): their code runs when the type's
    /// does, but naming them there does not make them (nor load a xib named after them).
    var inherits: [TypeKey: Set<String>] = [:]
    /// Names a type's code uses only in `switch` branches that test a value's type, by the
    /// tested types ("A|B"): reached once code makes one of them.
    var guarded: [TypeKey: [String: Set<String>]] = [:]
    /// Guarded names waiting for a tested type to be made, by its name.
    var waiting: [String: [(part: String, names: Set<String>)]] = [:]
    /// Whether a type's code is in the release build, worked out once per type.
    var compiled: [TypeKey: Bool] = [:]
    let parts: [String: ProjectPart]
    let notInRelease: (SourceLocation) -> Bool
    /// Types whose code is left out of the walk whatever the build (debug code, for
    /// `UnusedTypes.findDebugOnly`), given the files declaring them.
    var leavesOut: (TypeKey, [String]) -> Bool = { _, _ in false }
    /// When set, the route names (`SwiftUIIndex.routeName`) some code opens: a route's branch is
    /// taken only when code that runs opens it, or no code does. Nil: every route is taken.
    var routesNamedInCode: Set<String>?
    /// The string literals code names outside cell registrations (`UndequeuedCells.namesOutsideRegistrations`):
    /// a registration's branch is taken when its reuse identifier is one of them. Nil: every
    /// registration is taken.
    var reuseIdentifiersNamed: Set<String>?

    /// The names reached (for the files they load) and the candidates they mean.
    var reached = Set<String>()
    var reachedTypes = Set<TypeKey>()
    var queue: [TypeKey] = []

    /// Objective-C classes' own code (`@implementation Foo … @end`), by class: what it names is
    /// reached when the class's code runs, as a Swift type's (`UnusedTypes.objectiveCNames`).
    var objectiveCOwned: [String: Set<String>] = [:]
    var objectiveCSuperclasses: [String: Set<String>] = [:]
    /// Per Objective-C class, the cell classes it registers for a literal reuse identifier,
    /// each with its test (`SwiftUIIndex.reuseName`): reached when the identifier is taken.
    var objectiveCRegistered: [String: [String: String]] = [:]
    /// What Objective-C outside any class's implementation names.
    var objectiveCRoots = Set<String>()
    var objectiveCQueue: [String] = []
    var objectiveCRun = Set<String>()

    init(parts: [String: ProjectPart], notInRelease: @escaping (SourceLocation) -> Bool) {
        self.parts = parts
        self.notInRelease = notInRelease
    }

    /// The types a name means, seen from a part's code (or from anywhere: an Info.plist, a
    /// storyboard, Objective-C).
    func resolve(_ name: String, from part: String?) -> [TypeKey] {
        if declaring[name] == nil, let swiftName = objectiveCNames[name] { return resolve(swiftName, from: part) }
        guard let declared = declaring[name] else { return [] }
        if let part, declared.contains(part) { return [TypeKey(part: part, name: name)] }
        return declared.map { TypeKey(part: $0, name: name) }
    }

    /// A type the release build leaves out whole (an `@main` App under `#if REDESIGN` where
    /// Release does not set it) reaches nothing, candidate or not.
    mutating func compiledInRelease(_ key: TypeKey) -> Bool {
        if let known = compiled[key] { return known }
        let declared = parts[key.part]?.code.types[key.name]?.declaredLines ?? [:]
        let result =
            !leavesOut(key, declared.keys.sorted())
            && (declared.isEmpty
                || declared.contains { file, ranges in
                    ranges.contains { !notInRelease(SourceLocation(file: file, line: $0.lowerBound)) }
                })
        compiled[key] = result
        return result
    }

    /// Code that runs: the candidates the name means, and an Objective-C class's own code.
    mutating func reachCode(_ name: String, from part: String?) {
        for key in resolve(name, from: part) where candidates[key] != nil && reachedTypes.insert(key).inserted { queue.append(key) }
        if objectiveCOwned[name] != nil || objectiveCSuperclasses[name] != nil, objectiveCRun.insert(name).inserted { objectiveCQueue.append(name) }
    }

    /// A name used: its code runs, and a file of its name may be loaded.
    mutating func reach(_ name: String, from part: String?) {
        reached.insert(name)
        reachCode(name, from: part)
        // A branch testing for this type runs now that code makes one.
        if let released = waiting.removeValue(forKey: name) {
            for (owner, names) in released { for other in names { reach(other, from: owner) } }
        }
    }

    /// What the running code of `owner` names in branches that test a value's type: reached
    /// when one of the tested types is made, now or later. A tested type the project does not
    /// declare (a framework's, a protocol) may be made anywhere: its branch may run.
    mutating func reachGuarded(of owner: TypeKey) {
        for (tests, names) in guarded[owner] ?? [:] {
            let tested = tests.split(separator: "|").map(String.init)
            if tested.contains(where: { isTaken($0) }) {
                for name in names { reach(name, from: owner.part) }
            } else {
                for type in tested { waiting[type, default: []].append((owner.part, names)) }
            }
        }
    }

    /// Whether a branch testing for `name` may run: a type code makes (or one the project does
    /// not declare, made anywhere), a route some code that runs opens (or none names), or a
    /// reuse identifier code names outside its registrations.
    func isTaken(_ name: String) -> Bool {
        if let identifier = SwiftUIIndex.reuseIdentifier(ofName: name) {
            return identifier == "*" ? reached.contains(name) : reuseIdentifiersNamed.map { Self.names(identifier, among: $0) } ?? true
        }
        if let routes = routesNamedInCode, name.hasPrefix(SwiftUIIndex.routeName("")) {
            return !routes.contains(name) || reached.contains(name)
        }
        return declaring[name] == nil || reached.contains(name)
    }

    /// Whether code names a reuse identifier: whole, or as a literal it begins or ends with, as
    /// when it is made at run time (siskin-im: `"FormViewCell-" + (field.type ?? "fixed")`
    /// dequeues "FormViewCell-jid-single"). Such a part is at least half the identifier, or
    /// meets the rest at a separator ("FormViewCell-"): a word like "Cell" that many literals
    /// share is not one (Mammoth's "TrendsFeedCell").
    static func names(_ identifier: String, among named: Set<String>) -> Bool {
        if named.contains(identifier) { return true }
        let characters = Array(identifier)
        guard characters.count > 3 else { return false }
        func separator(_ c: Character) -> Bool { !c.isLetter && !c.isNumber }
        return (3..<characters.count).contains { k in
            let half = 2 * k >= characters.count
            return (named.contains(String(characters[..<k])) && (half || separator(characters[k - 1])))
                || (named.contains(String(characters[(characters.count - k)...])) && (half || separator(characters[characters.count - k])))
        }
    }

    /// Reads which classes' code names what, in the Objective-C files.
    mutating func readObjectiveC(_ files: [InputFile]) {
        for file in files {
            let read = UnusedTypes.objectiveCNames(file.data)
            for (owner, names) in read.made {
                let capitalised = names.filter { $0.first?.isUppercase == true }.union(read.literals[owner] ?? [])
                if owner.isEmpty { objectiveCRoots.formUnion(capitalised) } else { objectiveCOwned[owner, default: []].formUnion(capitalised) }
            }
            for (owner, supers) in read.inherited { objectiveCSuperclasses[owner, default: []].formUnion(supers) }
            for (owner, cells) in read.registered {
                for (cell, identifier) in cells { objectiveCRegistered[owner, default: [:]][cell] = SwiftUIIndex.reuseName(identifier) }
            }
        }
    }

    /// What the code of types that are not candidates reaches. (An owner that only inherits,
    /// `final class SceneDelegate: BaseSceneDelegate`, runs its superclass's code too.)
    mutating func reachFromRunningTypes() {
        let owners = Set(references.keys).union(inherits.keys).union(guarded.keys).sorted { ($0.part, $0.name) < ($1.part, $1.name) }
        for owner in owners where candidates[owner] == nil && compiledInRelease(owner) {
            for name in references[owner] ?? [] { reach(name, from: owner.part) }
            for name in inherits[owner] ?? [] { reachCode(name, from: owner.part) }
            reachGuarded(of: owner)
        }
    }

    /// What the types and Objective-C classes reached so far reach in turn, until nothing new.
    mutating func walkQueue() {
        while !queue.isEmpty || !objectiveCQueue.isEmpty {
            while let next = queue.popLast() {
                // A type whose every declaration is in code the release build leaves out reaches nothing.
                guard compiledInRelease(next) else { continue }
                // Every name it uses is reached (a file name in a literal too); a candidate in turn.
                for name in references[next] ?? [] { reach(name, from: next.part) }
                for name in inherits[next] ?? [] { reachCode(name, from: next.part) }
                reachGuarded(of: next)
            }
            while let next = objectiveCQueue.popLast() {
                for name in objectiveCOwned[next] ?? [] { reach(name, from: nil) }
                for (cell, test) in objectiveCRegistered[next] ?? [:] where isTaken(test) { reach(cell, from: nil) }
                for name in objectiveCSuperclasses[next] ?? [] { reachCode(name, from: nil) }
            }
        }
    }

    /// Walks on through the Interface Builder files that get loaded: a file loaded now (by
    /// name, or by a class of its name just reached) reaches the classes it uses, which may
    /// load more files. A scene only storyboard IDs lead to reaches its classes once code
    /// that runs names one of the IDs, or the class of a scene carrying one. Returns the files
    /// loaded, and those scenes shown (by their index in `scenesBehindIdentifiers`).
    mutating func walkThroughInterfaceFiles(
        _ interfaceFiles: InterfaceFileLoading, alsoNamed names: Set<String>, segueNames: Set<String> = []
    ) -> (files: Set<String>, scenes: Set<Int>) {
        var loaded = Set<String>()
        var shown = Set<Int>()
        repeat {
            walkQueue()
            for file in interfaceFiles.loaded(reached: reached.union(names)) where loaded.insert(file).inserted {
                for name in interfaceFiles.classes[file] ?? [] { reach(name, from: nil) }
            }
            for (i, scene) in interfaceFiles.scenesBehindIdentifiers.enumerated() where loaded.contains(scene.file) && !shown.contains(i) {
                // A way in is taken when code asks for its ID (or names the class of the scene
                // carrying it) and names each manual segue on it.
                let taken = scene.paths.contains { way in
                    let started = way.identifier.map { reached.contains($0) || names.contains($0) || way.className.map(reached.contains) == true } ?? true
                    return started && way.segues.allSatisfy(segueNames.contains)
                }
                guard taken else { continue }
                shown.insert(i)
                for name in scene.classes { reach(name, from: nil) }
            }
        } while !queue.isEmpty || !objectiveCQueue.isEmpty
        return (loaded, shown)
    }
}
