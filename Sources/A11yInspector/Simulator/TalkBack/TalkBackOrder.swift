/// TalkBack's swipe order on a layout: the views' declaration order (the order the view tree
/// hands its children to the accessibility tree), moved by `accessibilityTraversalBefore` /
/// `After`. `traversalBefore="@id/x"` means "visit me before x"; `traversalAfter="@id/x"`
/// "visit me after x" (https://developer.android.com/reference/android/view/View#attr_android:accessibilityTraversalBefore;
/// the book's listing 4-13 has the two inverted, see spec §4). Layout geometry is not known
/// statically, so no positional sorting is attempted.
enum TalkBackOrder {
    static func adjust(_ order: [Int], elements: [ResolvedElement]) -> [Int] {
        var result = order
        // The focused element that stands for a view id: the view itself, or the first focused
        // element inside it.
        func target(_ id: String) -> Int? {
            guard let view = elements.first(where: { $0.element.android?.id == id }) else { return nil }
            if result.contains(view.index) { return view.index }
            return result.first { elements.isDescendant($0, of: view.index) }
        }
        // Each constraint moves its element once, in declaration order: a cycle cannot loop.
        for i in order {
            guard let a = elements[i].element.android else { continue }
            if let id = a.traversalBefore, let t = target(id), t != i, let from = result.firstIndex(of: i) {
                result.remove(at: from)
                result.insert(i, at: result.firstIndex(of: t)!)
            }
            if let id = a.traversalAfter, let t = target(id), t != i, let from = result.firstIndex(of: i) {
                result.remove(at: from)
                result.insert(i, at: result.firstIndex(of: t)! + 1)
            }
        }
        return result
    }

    /// Chains of traversal attributes that come back to where they started, as view ids
    /// ("a → b → a"); each cycle once.
    static func cycles(in elements: [ResolvedElement]) -> [[String]] {
        var edges: [String: [String]] = [:]
        for e in elements {
            guard let a = e.element.android, let id = a.id else { continue }
            // "a before b" and "b after a" both say a comes first: edge a → b.
            if let b = a.traversalBefore { edges[id, default: []].append(b) }
            if let b = a.traversalAfter { edges[b, default: []].append(id) }
        }
        var found: [[String]] = []
        var seen = Set<[String]>()
        for start in edges.keys.sorted() {
            var stack: [(String, [String])] = [(start, [start])]
            while let (node, path) = stack.popLast() {
                for next in edges[node] ?? [] {
                    if next == start {
                        // Rotate to the smallest id so a cycle is counted once.
                        let k = path.firstIndex(of: path.min()!)!
                        let key = Array(path[k...] + path[..<k])
                        if seen.insert(key).inserted { found.append(key + [key[0]]) }
                    } else if !path.contains(next), path.count < 32 {
                        stack.append((next, path + [next]))
                    }
                }
            }
        }
        return found
    }
}
