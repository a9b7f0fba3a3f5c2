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
    private(set) var reachedThroughIdentifiers: [String: (identifiers: Set<String>, classes: Set<String>)] = [:]

    init(document: XMLTreeNode) {
        guard let scenes = document.child("scenes")?.children("scene") else { return }
        var destinations: [String: [String]] = [:]
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
            Self.segueDestinations(in: scene, into: &found)
            destinations[id] = found
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
        let byIdentifiers = reached(from: roots)
        reachable = reached(from: roots + (initial.map { [$0] } ?? []))
        onlyThroughInitialArrow = reachable.subtracting(byIdentifiers)
        unreachable = Set(all).subtracting(reachable)
        // Each scene an ID leads to, with the IDs that lead to it; scenes the initial arrow or an
        // ID that cannot be searched for leads to are shown whatever code names.
        var shown = reached(from: initial.map { [$0] } ?? [])
        var through: [String: (identifiers: Set<String>, classes: Set<String>)] = [:]
        for root in roots {
            guard let entry = identifiers[root] else { continue }
            let scenes = reached(from: [root])
            guard Self.isSearchable(entry.identifier) else {
                shown.formUnion(scenes)
                continue
            }
            for scene in scenes {
                through[scene, default: ([], [])].identifiers.insert(entry.identifier)
                if let owner = entry.class { through[scene, default: ([], [])].classes.insert(owner) }
            }
        }
        reachedThroughIdentifiers = through.filter { !shown.contains($0.key) }
        referencedStoryboards = Set(placeholders.filter { reachable.contains($0.key) }.map(\.value))
        initialControllersShown = Set(placeholders.filter { reachable.contains($0.key) && initialPlaceholders.contains($0.key) }.map(\.value))
    }

    /// An ID that code names as a plain literal or a name (`"SettingsViewController"`), which a
    /// search of the project's code finds (`SwiftUIIndex.namingLiteral`).
    static func isSearchable(_ identifier: String) -> Bool {
        (1...80).contains(identifier.utf8.count) && identifier.first?.isLetter == true
            && identifier.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 95 || $0 == 45 }
    }

    private static func segueDestinations(in node: XMLTreeNode, into found: inout [String]) {
        if node.name == "segue", let destination = node["destination"] { found.append(destination) }
        for child in node.children { segueDestinations(in: child, into: &found) }
    }
}
