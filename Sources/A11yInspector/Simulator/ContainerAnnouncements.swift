/// What VoiceOver says as focus enters and leaves a list or a landmark
/// (`accessibilityContainerType`, developer.apple.com/documentation/uikit/uiaccessibilitycontainertype):
/// "List Start" after the first element of a list and "List End" after its last; "Landmark"
/// and "End" for a landmark. Observed on iOS 18.5 simulator (AccessibilitySnapshot reference
/// snapshots, `testList`, `testLandmark`).
enum ContainerAnnouncements {
    /// Element index → the words said after its description, for the elements of `order`.
    static func phrases(order: [Int], elements: [ResolvedElement]) -> [Int: [String]] {
        var members: [Int: [Int]] = [:]
        for i in order {
            if let container = container(of: i, in: elements) { members[container, default: []].append(i) }
        }
        var result: [Int: [String]] = [:]
        for (container, inside) in members {
            guard let words = words(for: elements[container].element.accessibilityContainerType),
                let first = inside.first, let last = inside.last
            else { continue }
            result[first, default: []].append(words.start)
            result[last, default: []].append(words.end)
        }
        return result
    }

    /// The nearest ancestor that VoiceOver announces.
    static func container(of i: Int, in elements: [ResolvedElement]) -> Int? {
        var parent = elements[i].parentIndex
        while let p = parent {
            if words(for: elements[p].element.accessibilityContainerType) != nil { return p }
            parent = elements[p].parentIndex
        }
        return nil
    }

    static func words(for type: AccessibilityContainerType?) -> (start: String, end: String)? {
        switch type {
        case .list?: return ("List Start", "List End")
        case .landmark?: return ("Landmark", "End")
        default: return nil
        }
    }
}
