/// VoiceOver's geometric order: rows from top to bottom, then leading to trailing in the
/// layout direction. Two elements are on one row when their top edges are closer than the
/// row threshold: 8 pt on iPhone, 13 pt on iPad. The thresholds were measured on devices by
/// the AccessibilitySnapshot project ("VoiceOver treats accessibility frames with an origin.y
/// delta of less than 8 to be in line", confirmed back to iOS 15; 13 pt on iPad); Apple does
/// not document them. VoiceOver compares elements pairwise, which is not transitive for
/// staggered layouts; here a row starts at its topmost element and takes every element whose
/// top is within the threshold of it, which gives the same answer for aligned layouts and a
/// deterministic one for staggered ones.
public enum SwipeOrder {
    public static func rowThreshold(for idiom: Screen.Idiom) -> Double {
        idiom == .pad ? 13 : 8
    }

    public static func rows<T>(
        _ items: [T], frame: (T) -> Rect, threshold: Double,
        direction: Screen.LayoutDirection
    ) -> [T] {
        let byTop = items.enumerated().sorted { a, b in
            (frame(a.element).minY, a.offset) < (frame(b.element).minY, b.offset)
        }
        var result: [T] = []
        var row: [(offset: Int, element: T)] = []
        var rowTop = 0.0
        func flush() {
            let sorted = row.sorted { a, b in
                let fa = frame(a.element), fb = frame(b.element)
                switch direction {
                case .leftToRight: return (fa.minX, a.offset) < (fb.minX, b.offset)
                case .rightToLeft: return (-fa.maxX, a.offset) < (-fb.maxX, b.offset)
                }
            }
            result += sorted.map(\.element)
            row = []
        }
        for item in byTop {
            let top = frame(item.element).minY
            if !row.isEmpty && top - rowTop >= threshold { flush() }
            if row.isEmpty { rowTop = top }
            row.append(item)
        }
        flush()
        return result
    }
}
