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

    init(document: XMLTreeNode) {
        guard let scenes = document.child("scenes")?.children("scene") else { return }
        var destinations: [String: [String]] = [:]
        var roots: [String] = document["initialViewController"].map { [$0] } ?? []
        var placeholders: [String: String] = [:]
        var all: [String] = []
        for scene in scenes {
            guard let object = scene.child("objects")?.children.first(where: { IBElementKinds.controllerKinds[$0.name] != nil }),
                  let id = object.id else { continue }
            all.append(id)
            if let identifier = object["storyboardIdentifier"], !identifier.isEmpty { roots.append(id) }
            if object.name == "viewControllerPlaceholder", let name = object["storyboardName"] { placeholders[id] = name }
            var found: [String] = []
            Self.segueDestinations(in: scene, into: &found)
            destinations[id] = found
        }
        var queue = roots
        while let next = queue.popLast() {
            guard reachable.insert(next).inserted else { continue }
            queue += destinations[next] ?? []
        }
        unreachable = Set(all).subtracting(reachable)
        referencedStoryboards = Set(placeholders.filter { reachable.contains($0.key) }.map(\.value))
    }

    private static func segueDestinations(in node: XMLTreeNode, into found: inout [String]) {
        if node.name == "segue", let destination = node["destination"] { found.append(destination) }
        for child in node.children { segueDestinations(in: child, into: &found) }
    }
}
