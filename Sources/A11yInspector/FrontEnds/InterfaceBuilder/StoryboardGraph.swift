/// Which scenes of a storyboard UIKit can ever show. A scene is made only from the storyboard:
/// as its initial view controller (`instantiateInitialViewController`, `UIMainStoryboardFile`),
/// by its storyboard ID (`instantiateViewController(withIdentifier:)`, a reference from another
/// storyboard), or as the destination of a segue or relationship of a scene that is shown.
/// Creating the controller's class in code does not load its scene. A scene none of these
/// reach is never on screen (DuckDuckGo's iPad onboarding scene, left without an ID or segue).
struct StoryboardGraph {
    /// Scene objects (controllers and storyboard-reference placeholders) by id.
    private(set) var reachable: Set<String> = []
    /// Scenes that nothing reaches, by the id of their controller.
    private(set) var unreachable: Set<String> = []
    /// The storyboards the reachable placeholders refer to (`storyboardName="Settings"`).
    private(set) var referencedStoryboards: Set<String> = []
    /// Of those, the ones whose initial controller a placeholder shows (no `referencedIdentifier`).
    private(set) var initialControllersShown: Set<String> = []
    /// Scenes reached only through the initial arrow: on screen only if something shows the
    /// storyboard's initial controller (`instantiateInitialViewController`, the main storyboard
    /// of Info.plist, a reference without an identifier), which the project knows.
    private(set) var onlyThroughInitialArrow: Set<String> = []
    /// Scenes reached only from scenes with storyboard IDs, by scene id: the IDs, and the classes
    /// of the scenes that carry them. UIKit shows such a scene only when code instantiates one of
    /// those IDs (or names the class, for an ID made from it), which the project decides
    /// (`UnusedTypes`). Scenes an ID code cannot be searched for (`"home.main"`) leads to are
    /// not among them.
    /// A scene manual segues lead to is there too, with their identifiers (`segues`): a segue
    /// from the controller itself, not from a control or a cell, fires only when code calls
    /// `performSegue(withIdentifier:)` with its identifier (Monal: settings scenes whose segues
    /// code stopped performing when it moved to SwiftUI).
    private(set) var reachedThroughIdentifiers: [String: Entry] = [:]
    /// The custom classes of the storyboard's controllers, as the project needs them.
    private(set) var controllers = StoryboardControllers()

    /// What leads to a scene that only code can lead to: its ways in (`paths`), and their IDs,
    /// classes and segues together.
    struct Entry {
        var identifiers: Set<String> = []
        var classes: Set<String> = []
        var segues: Set<String> = []
        var paths: [Screen.EntryPath] = []
    }

    /// The ways from `starts` to every scene they reach: segues that fire on their own keep a
    /// way as it is, a manual segue adds its identifier. A way another of the scene's needs no
    /// more than is left out; past 16 ways, or 4 segues on one, a scene counts as shown (a
    /// way that needs nothing), so reading gives up towards "shown".
    static func entryPaths(
        from starts: [(String, Screen.EntryPath)], destinations: [String: [String]],
        manual: [String: [(source: String, destination: String, identifier: String)]]
    ) -> [String: [Screen.EntryPath]] {
        var paths: [String: [Screen.EntryPath]] = [:]
        var queue: [(String, Screen.EntryPath)] = []
        func add(_ scene: String, _ way: Screen.EntryPath) {
            let known = paths[scene, default: []]
            if known.contains(where: { way.isWeaker(than: $0) }) { return }
            let way = known.count >= 16 || way.segues.count > 4 ? Screen.EntryPath() : way
            paths[scene] = known.filter { !$0.isWeaker(than: way) } + [way]
            queue.append((scene, way))
        }
        for (scene, way) in starts { add(scene, way) }
        while let (scene, way) = queue.popLast() {
            for next in destinations[scene] ?? [] { add(next, way) }
            for segue in manual[scene] ?? [] {
                var further = way
                further.segues.insert(segue.identifier)
                add(segue.destination, further)
            }
        }
        return paths
    }

    init(document: XMLTreeNode) {
        guard let scenes = document.child("scenes")?.children("scene") else { return }
        controllers = StoryboardControllers(scenes: scenes)
        var destinations: [String: [String]] = [:]
        var manualSegues: [(source: String, destination: String, identifier: String)] = []
        let initial = document["initialViewController"]
        var roots: [String] = []
        var placeholders: [String: String] = [:]
        var initialPlaceholders: Set<String> = []
        var all: [String] = []
        var identifiers: [String: (identifier: String, class: String?)] = [:]
        for scene in scenes {
            guard let object = scene.child("objects")?.children.first(where: { IBElementKinds.controllerKinds[$0.name] != nil }),
                let id = object.id
            else { continue }
            all.append(id)
            if let identifier = object["storyboardIdentifier"], !identifier.isEmpty {
                roots.append(id)
                identifiers[id] = (identifier, object["customClass"])
            }
            if object.name == "viewControllerPlaceholder", let name = object["storyboardName"] {
                placeholders[id] = name
                if (object["referencedIdentifier"] ?? "").isEmpty { initialPlaceholders.insert(id) }
            }
            var found: [String] = []
            Self.segueDestinations(in: scene, manual: Self.manualSegues(of: object), into: &found)
            destinations[id] = found
            for segue in Self.manualSegues(of: object).values {
                guard let destination = segue["destination"], let identifier = segue["identifier"] else { continue }
                manualSegues.append((id, destination, identifier))
            }
        }
        func reached(from roots: [String]) -> Set<String> {
            var found = Set<String>()
            var queue = roots
            while let next = queue.popLast() {
                guard found.insert(next).inserted else { continue }
                queue += destinations[next] ?? []
            }
            return found
        }
        // Every segue may fire for what the storyboard reaches at all.
        let firing = destinations
        for segue in manualSegues { destinations[segue.source, default: []].append(segue.destination) }
        let byIdentifiers = reached(from: roots)
        reachable = reached(from: roots + (initial.map { [$0] } ?? []))
        destinations = firing
        onlyThroughInitialArrow = reachable.subtracting(byIdentifiers)
        unreachable = Set(all).subtracting(reachable)
        // Each way to each scene: the ID it starts from (none for the initial arrow or an ID that
        // cannot be searched for) and the manual segues on the way, all of which code must
        // perform; a scene with a way that needs nothing is shown whatever code names.
        var starts: [(String, Screen.EntryPath)] = initial.map { [($0, Screen.EntryPath())] } ?? []
        for root in roots {
            guard let entry = identifiers[root] else { continue }
            let searchable = Self.isSearchable(entry.identifier)
            starts.append((root, searchable ? Screen.EntryPath(identifier: entry.identifier, className: entry.class) : Screen.EntryPath()))
        }
        for segue in manualSegues where !Self.isSearchable(segue.identifier) { destinations[segue.source, default: []].append(segue.destination) }
        let manual = Dictionary(grouping: manualSegues.filter { Self.isSearchable($0.identifier) }, by: \.source)
        let paths = Self.entryPaths(from: starts, destinations: destinations, manual: manual)
        reachedThroughIdentifiers = Self.entries(paths)
        referencedStoryboards = Set(placeholders.filter { reachable.contains($0.key) }.map(\.value))
        initialControllersShown = Set(placeholders.filter { reachable.contains($0.key) && initialPlaceholders.contains($0.key) }.map(\.value))
    }

    /// The scenes whose every way in needs code to name something, with what.
    private static func entries(_ paths: [String: [Screen.EntryPath]]) -> [String: Entry] {
        var through: [String: Entry] = [:]
        for (scene, ways) in paths where !ways.contains(where: \.needsNothing) {
            var entry = Entry()
            entry.paths = ways.sorted {
                ($0.identifier ?? "", $0.segues.sorted().joined(separator: ",")) < ($1.identifier ?? "", $1.segues.sorted().joined(separator: ","))
            }
            for way in ways {
                if let identifier = way.identifier { entry.identifiers.insert(identifier) }
                if let owner = way.className { entry.classes.insert(owner) }
                entry.segues.formUnion(way.segues)
            }
            through[scene] = entry
        }
        return through
    }

    /// An ID that code names as a plain literal or a name (`"SettingsViewController"`), which a
    /// search of the project's code finds (`SwiftUIIndex.namingLiteral`).
    static func isSearchable(_ identifier: String) -> Bool {
        (1...80).contains(identifier.utf8.count) && identifier.first?.isLetter == true
            && identifier.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 95 || $0 == 45 }
    }

    /// Segues that fire on their own (from a control, a cell, a relationship or an embed).
    private static func segueDestinations(in node: XMLTreeNode, manual: [ObjectIdentifier: XMLTreeNode], into found: inout [String]) {
        if node.name == "segue", let destination = node["destination"], manual[ObjectIdentifier(node)] == nil { found.append(destination) }
        for child in node.children { segueDestinations(in: child, manual: manual, into: &found) }
    }

    /// The manual segues of a scene's controller: those in the controller's own connections,
    /// with an identifier (without one, code cannot perform it: left as firing), that show
    /// another scene (a relationship, an embed or an unwind is not performed by identifier). A
    /// custom segue with a class of its own is left as firing too: its class, often a container
    /// library's (iNaturalist's `PBRevealViewControllerSegueSetController`, which the reveal
    /// controller performs by its identifiers when it loads), decides when it runs.
    private static func manualSegues(of controller: XMLTreeNode) -> [ObjectIdentifier: XMLTreeNode] {
        var result: [ObjectIdentifier: XMLTreeNode] = [:]
        for segue in controller.child("connections")?.children("segue") ?? [] {
            guard !["relationship", "embed", "unwind"].contains(segue["kind"] ?? ""), !(segue["identifier"] ?? "").isEmpty,
                segue["kind"] != "custom" || segue["customClass"] == nil
            else { continue }
            result[ObjectIdentifier(segue)] = segue
        }
        return result
    }
}

/// What a storyboard says of its controllers' custom classes beyond its screens: those with no
/// view of their own, those another scene embeds, and the storyboard IDs.
public struct StoryboardControllers: Sendable, Equatable {
    /// Controllers with no view of their own (navigation, tab bar, page, split and player
    /// controllers): no screen is made for them, but loading the file makes their classes.
    public var viewless: Set<String> = []
    /// Scenes another scene embeds through a container view (the destination of an `embed`
    /// segue): part of that scene, not screens of their own.
    public var embedded: Set<String> = []
    /// The classes of the scenes with each storyboard ID.
    public var byIdentifier: [String: Set<String>] = [:]

    public init() {}

    init(scenes: [XMLTreeNode]) {
        var classes: [String: String] = [:]
        var embeddedIDs: [String] = []
        for scene in scenes {
            guard let object = scene.child("objects")?.children.first(where: { IBElementKinds.controllerKinds[$0.name] != nil }),
                let id = object.id
            else { continue }
            Self.embedDestinations(in: scene, into: &embeddedIDs)
            guard let custom = object["customClass"] else { continue }
            classes[id] = custom
            if Self.viewlessKinds.contains(object.name) { viewless.insert(custom) }
            if let identifier = object["storyboardIdentifier"], !identifier.isEmpty { byIdentifier[identifier, default: []].insert(custom) }
        }
        embedded = Set(embeddedIDs.compactMap { classes[$0] })
    }

    /// The destinations of a scene's embed segues (`<segue kind="embed" destination="…">` from a
    /// container view).
    private static func embedDestinations(in node: XMLTreeNode, into found: inout [String]) {
        if node.name == "segue", node["kind"] == "embed", let destination = node["destination"] { found.append(destination) }
        for child in node.children { embedDestinations(in: child, into: &found) }
    }

    static let viewlessKinds: Set<String> = [
        "navigationController", "tabBarController", "pageViewController", "splitViewController", "avPlayerViewController",
    ]
}
