/// Frames, size constraints and design sizes of Interface Builder documents.
enum IBGeometry {
    /// `<rect key="frame" x= y= width= height=>`, relative to the superview (UIView.frame).
    static func frame(of node: XMLTreeNode) -> Rect? {
        guard let rect = node.child("rect", key: "frame"),
            let w = rect.double("width"), let h = rect.double("height")
        else { return nil }
        return Rect(x: rect.double("x") ?? 0, y: rect.double("y") ?? 0, width: w, height: h)
    }

    struct FixedSize {
        var width: Double?
        var height: Double?
    }

    /// Width/height equality constraints that pin a view's own size: a `<constraint>` with
    /// `firstAttribute="width|height"`, a `constant`, no `secondItem`, no `multiplier`,
    /// `relation` absent (IB writes only "greaterThanOrEqual"/"lessThanOrEqual") and required
    /// priority. The constraint may sit in the view's own `<constraints>` (no `firstItem`) or
    /// in an ancestor's (`firstItem` = the view id). Keyed by view id, over a whole subtree.
    static func fixedSizes(in root: XMLTreeNode) -> [String: FixedSize] {
        var sizes: [String: FixedSize] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            for child in node.children {
                if child.name == "variation" || child.name == "exclude" { continue }  // size-class variants
                if child.name == "constraints", let owner = node.id {
                    for c in child.children("constraint") { record(c, owner: owner, into: &sizes) }
                } else {
                    stack.append(child)
                }
            }
        }
        return sizes
    }

    /// Every constraint of the subtree by id → the views it sizes or places: its `firstItem` (or
    /// the view whose `<constraints>` hold it) and its `secondItem`.
    static func constraintTargets(in root: XMLTreeNode) -> [String: [String]] {
        var targets: [String: [String]] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            for child in node.children {
                if child.name == "constraints", let owner = node.id {
                    for c in child.children("constraint") {
                        guard let id = c.id else { continue }
                        let first = c["firstItem"] ?? owner
                        targets[id] = [first] + [c["secondItem"]].compactMap { $0 }.filter { $0 != first }
                    }
                } else {
                    stack.append(child)
                }
            }
        }
        return targets
    }

    /// How far a subview is inset from two opposite edges of `node` it is pinned to by
    /// required equality constraints in `node`'s own `<constraints>` (`top` and `bottom`,
    /// `leading` and `trailing`, no margins, no multiplier): such a subview is as tall (wide) as
    /// `node` less the insets, whatever frame the canvas saved for it (a frame Interface
    /// Builder marks as misplaced). By subview id.
    struct EdgeInsets {
        var top: Double?, bottom: Double?, leading: Double?, trailing: Double?
    }

    static func edgeInsets(of node: XMLTreeNode) -> [String: EdgeInsets] {
        guard let owner = node.id, let constraints = node.child("constraints") else { return [:] }
        var insets: [String: EdgeInsets] = [:]
        for c in constraints.children("constraint") {
            guard c["multiplier"] == nil, c["placeholder"] != "YES", c["relation"] == nil || c["relation"] == "equal",
                (c.double("priority") ?? 1000) >= 1000,
                let attribute = c["firstAttribute"], c["secondAttribute"] == attribute,
                ["top", "bottom", "leading", "trailing"].contains(attribute)
            else { continue }
            let first = c["firstItem"] ?? owner
            guard let second = c["secondItem"], first != second, first == owner || second == owner else { continue }
            let child = first == owner ? second : first
            let constant = c.double("constant") ?? 0
            // child.edge = owner.edge + c, or owner.edge = child.edge + c: the inset from the owner's edge.
            let fromOwner = first == child ? constant : -constant
            switch attribute {
            case "top": insets[child, default: .init()].top = fromOwner
            case "leading": insets[child, default: .init()].leading = fromOwner
            case "bottom": insets[child, default: .init()].bottom = -fromOwner
            default: insets[child, default: .init()].trailing = -fromOwner
            }
        }
        return insets
    }

    private static func record(_ c: XMLTreeNode, owner: String, into sizes: inout [String: FixedSize]) {
        guard c["secondItem"] == nil, c["multiplier"] == nil, c["placeholder"] != "YES",
            c["relation"] == nil || c["relation"] == "equal",
            (c.double("priority") ?? 1000) >= 1000,
            let constant = c.double("constant")
        else { return }
        let target = c["firstItem"] ?? owner
        switch c["firstAttribute"] {
        case "width": if sizes[target, default: .init()].width == nil { sizes[target, default: .init()].width = constant }
        case "height": if sizes[target, default: .init()].height == nil { sizes[target, default: .init()].height = constant }
        default: break
        }
    }

    /// Portrait design sizes (points) for `<device id=…>`, used only when a root view has no
    /// frame. Each value was read from root-view frames in Xcode-saved public storyboards
    /// (notes/ib-xml.md §3); retina5_5 and retina6_72 are the iPhone 8 Plus and iPhone 15 Pro
    /// Max screen sizes from Apple's HIG "Layout" specifications.
    static let deviceSizes: [String: Size] = [
        "retina4_0": Size(width: 320, height: 568),
        "retina4_7": Size(width: 375, height: 667),
        "retina5_5": Size(width: 414, height: 736),
        "retina5_9": Size(width: 375, height: 812),
        "retina6_0": Size(width: 390, height: 844),
        "retina6_1": Size(width: 414, height: 896),
        "retina6_5": Size(width: 414, height: 896),
        "retina6_12": Size(width: 393, height: 852),
        "retina6_3": Size(width: 402, height: 874),
        "retina6_72": Size(width: 430, height: 932),
        "ipad9_7": Size(width: 768, height: 1024),
    ]

    static func deviceSize(_ device: XMLTreeNode?) -> Size? {
        guard let device, let id = device.id, let size = deviceSizes[id] else { return nil }
        return device["orientation"] == "landscape" ? Size(width: size.height, height: size.width) : size
    }
}
