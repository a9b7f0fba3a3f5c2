/// Paralayout (github.com/square/Paralayout), a layout library UIKit apps built in code use in
/// place of Auto Layout: its alignment calls place a view by a point of its own on a point of its
/// superview or a sibling (`align(.center, withSuperviewPosition: .center, horizontalOffset: 20)`,
/// `align(withSuperview: .topCenter, inset: 60)`), its distributions stack views and spacers
/// along an axis (`applyVerticalSubviewDistribution([8.fixed, title, 1.flexible, button])`),
/// and `AspectRatio(width:height:).rect(toFit:at:in:)` fits a rectangle. The model computes the
/// frames those calls give, so VoiceOver's order (by position) can be known. The semantics follow
/// Paralayout's documentation; a view whose size the code never gives is placed with the size
/// its text needs (an estimate, marked so: findings on its size need review).
enum ParalayoutModel {
    /// A `Position` as fractions of a rectangle's width and height (left-to-right layout).
    static func position(_ value: ProgramValue?) -> (x: Double, y: Double)? {
        guard case .enumCase(_, let name, _)? = value else { return nil }
        let table: [String: (Double, Double)] = [
            "topLeft": (0, 0), "topLeading": (0, 0), "topCenter": (0.5, 0), "topRight": (1, 0), "topTrailing": (1, 0),
            "leftCenter": (0, 0.5), "leadingCenter": (0, 0.5), "center": (0.5, 0.5), "rightCenter": (1, 0.5), "trailingCenter": (1, 0.5),
            "bottomLeft": (0, 1), "bottomLeading": (0, 1), "bottomCenter": (0.5, 1), "bottomRight": (1, 1), "bottomTrailing": (1, 1),
        ]
        return table[name].map { (x: $0.0, y: $0.1) }
    }

    /// A view's alignment or distribution call; nil when `name` is none of Paralayout's.
    static func call(
        _ name: String, on object: ProgramObject, _ args: [ViewInterpreter.Argument], at location: SourceLocation,
        interpreter: ViewInterpreter
    ) -> ProgramValue? {
        switch name {
        case "align":
            return align(object, args, at: location, interpreter: interpreter) ? .null : nil
        case "applyVerticalSubviewDistribution", "applyHorizontalSubviewDistribution":
            guard case .array(let items)? = args.first?.value else { return .null }
            distribute(items, in: object, vertical: name == "applyVerticalSubviewDistribution", at: location, interpreter: interpreter)
            return .null
        default:
            return nil
        }
    }

    /// `align(_:with:_:horizontalOffset:verticalOffset:)`, `align(_:withSuperviewPosition:…)`,
    /// `align(withSuperview:horizontalOffset:verticalOffset:)`, `align(withSuperview:inset:)`.
    /// False when the arguments are none of those (another library's `align`).
    private static func align(_ object: ProgramObject, _ args: [ViewInterpreter.Argument], at location: SourceLocation, interpreter: ViewInterpreter) -> Bool {
        let heap = interpreter.heap
        let view = object
        let positioned = position(args.first(where: { $0.label == "withSuperview" })?.value) != nil || position(args.first?.value) != nil
        guard positioned else { return false }
        guard let parent = view.superview.map({ heap[$0] }), let bounds = size(of: parent, interpreter: interpreter) else { return true }
        func number(_ label: String) -> Double { args.first { $0.label == label }?.value.double ?? 0 }
        var own: (x: Double, y: Double)?
        var target: (x: Double, y: Double)?
        if let p = position(args.first(where: { $0.label == "withSuperview" })?.value) {
            own = p
            target = (p.x * bounds.width, p.y * bounds.height)
            if let inset = args.first(where: { $0.label == "inset" })?.value.double {
                // Inset from the edges the position touches.
                target!.x += p.x == 0 ? inset : p.x == 1 ? -inset : 0
                target!.y += p.y == 0 ? inset : p.y == 1 ? -inset : 0
            }
        } else if let p = position(args.first?.value), let q = position(args.first(where: { $0.label == "withSuperviewPosition" })?.value) {
            own = p
            target = (q.x * bounds.width, q.y * bounds.height)
        } else if let p = position(args.first?.value), let other = args.first(where: { $0.label == "with" })?.value.object,
            let q = position(args.dropFirst(2).first?.value)
        {
            own = p
            let o = heap[other]
            guard let frame = other == parent.id ? (0, 0, bounds.width, bounds.height) : rect(of: o, interpreter: interpreter),
                other == parent.id || o.superview == parent.id
            else { return true }
            target = (frame.0 + q.x * frame.2, frame.1 + q.y * frame.3)
        }
        guard let own, var target, let size = size(of: view, interpreter: interpreter) else { return true }
        target.x += number("horizontalOffset")
        target.y += number("verticalOffset")
        place(view, x: target.x - own.x * size.width, y: target.y - own.y * size.height, size: size, at: location)
        return true
    }

    /// Views and spacers (`8.fixed`, `1.flexible`) along one axis of `container`; each view
    /// centred on the other axis.
    private static func distribute(
        _ items: [ProgramValue], in container: ProgramObject, vertical: Bool, at location: SourceLocation,
        interpreter: ViewInterpreter
    ) {
        let heap = interpreter.heap
        guard let bounds = size(of: container, interpreter: interpreter) else { return }
        let length = vertical ? bounds.height : bounds.width
        var used = 0.0
        var flexible = 0.0
        var sizes: [ObjectID: (width: Double, height: Double)] = [:]
        for item in items {
            switch item {
            case .object(let id):
                guard let s = size(of: heap[id], interpreter: interpreter) else { return }
                sizes[id] = s
                used += vertical ? s.height : s.width
            case .enumCase(_, "fixed", let payload): used += payload.first?.double ?? 0
            case .enumCase(_, "flexible", let payload): flexible += payload.first?.double ?? 0
            default: return
            }
        }
        let share = flexible > 0 ? max(0, length - used) / flexible : 0
        var cursor = 0.0
        for item in items {
            switch item {
            case .object(let id):
                let s = sizes[id]!
                if vertical {
                    place(heap[id], x: (bounds.width - s.width) / 2, y: cursor, size: s, at: location); cursor += s.height
                } else {
                    place(heap[id], x: cursor, y: (bounds.height - s.height) / 2, size: s, at: location); cursor += s.width
                }
            case .enumCase(_, "fixed", let payload): cursor += payload.first?.double ?? 0
            case .enumCase(_, "flexible", let payload): cursor += share * (payload.first?.double ?? 0)
            default: break
            }
        }
    }

    /// `8.fixed`, `1.flexible`: Paralayout's spacers, on a number.
    static func spacer(_ number: Double, _ name: String) -> ProgramValue? {
        ["fixed", "flexible"].contains(name) ? .enumCase(type: "ViewDistributionItem", name: name, payload: [.double(number)]) : nil
    }

    /// `AspectRatio(width:height:)`.
    static func construct(_ name: String, _ args: [ViewInterpreter.Argument]) -> ProgramValue? {
        guard name == "AspectRatio", let w = args.first(where: { $0.label == "width" })?.value.double,
            let h = args.first(where: { $0.label == "height" })?.value.double, w > 0, h > 0
        else { return nil }
        return .tuple([("aspectWidth", .double(w)), ("aspectHeight", .double(h))])
    }

    /// `ratio.rect(toFit: rect, at: .center, in: view)`: the largest rectangle of the ratio
    /// inside `rect`, placed at the position.
    static func ratioCall(_ parts: [(label: String?, value: ProgramValue)], _ name: String, _ args: [ViewInterpreter.Argument]) -> ProgramValue? {
        guard name == "rect", let w = parts.first(where: { $0.label == "aspectWidth" })?.value.double,
            let h = parts.first(where: { $0.label == "aspectHeight" })?.value.double,
            let area = HeapElements.rect(args.first(where: { $0.label == "toFit" })?.value)
        else { return nil }
        let p = position(args.first(where: { $0.label == "at" })?.value) ?? (0.5, 0.5)
        let scale = min(area.width / w, area.height / h)
        let fit = (width: w * scale, height: h * scale)
        return UIKitModel.rect(area.x + (area.width - fit.width) * p.x, area.y + (area.height - fit.height) * p.y, fit.width, fit.height)
    }

    private static func place(_ view: ProgramObject, x: Double, y: Double, size: (width: Double, height: Double), at location: SourceLocation) {
        view.set("frame", UIKitModel.rect(x, y, size.width, size.height), at: location)
    }

    /// A view's frame, when its origin and size are known.
    private static func rect(of view: ProgramObject, interpreter: ViewInterpreter) -> (Double, Double, Double, Double)? {
        guard let r = HeapElements.rect(view.properties["frame"]), let s = size(of: view, interpreter: interpreter) else { return nil }
        return (r.x, r.y, s.width, s.height)
    }

    /// A view's size: its frame's, else what UIKit's `sizeThatFits(_:)` gives (the class's own
    /// when it overrides it; for text, an estimate at the default 17 pt), marked on the view as
    /// estimated; nil when nothing says.
    static func size(of view: ProgramObject, interpreter: ViewInterpreter) -> (width: Double, height: Double)? {
        if case .tuple(let parts)? = view.properties["frame"], let w = parts.first(where: { $0.label == "width" })?.value.double,
            let h = parts.first(where: { $0.label == "height" })?.value.double,
            w > 0 || h > 0 || (view.properties["sizeEstimated"] == nil && view.properties["sizedToFit"] == nil)
        {
            return (w, h)
        }
        let limit = UIKitModel.rect(0, 0, ProgramScreens.screenSize.width, ProgramScreens.screenSize.height)
        guard let fitting = fittingSize(of: view, in: limit, interpreter: interpreter) else { return nil }
        view.properties["sizeEstimated"] = .bool(true)
        return fitting
    }

    /// `sizeThatFits(_:)`: the project class's override, run; else UIKit's for what the tool can
    /// measure (text, at the default 17 pt; a switch's fixed size).
    static func fittingSize(of view: ProgramObject, in limit: ProgramValue, interpreter: ViewInterpreter) -> (width: Double, height: Double)? {
        if view.frameworkClass != view.className, let type = interpreter.index.type(view.className),
            !interpreter.index.functions(named: "sizeThatFits", in: type).isEmpty
        {
            let frame = ViewInterpreter.Frame(scope: ProgramScope(), selfValue: nil, type: nil, file: ProgramFile(path: view.location.file, source: ""))
            let result = interpreter.callMethod(
                on: .object(view.id), "sizeThatFits", [ViewInterpreter.Argument(label: nil, value: limit)],
                frame, at: view.location, implicit: true)
            if case .tuple(let parts)? = result, let w = parts.first(where: { $0.label == "width" })?.value.double,
                let h = parts.first(where: { $0.label == "height" })?.value.double
            {
                return (w, h)
            }
            return nil
        }
        let text = view.properties["text"]?.string ?? view.properties["title.normal"]?.string
        if let text, !text.isEmpty {
            return (TextMetrics.width(of: text, pointSize: 17).rounded(.up), view.frameworkClass == "UIButton" ? 34 : 21)
        }
        if view.frameworkClass == "UISwitch" {
            // UISwitch's fixed size (developer.apple.com/documentation/uikit/uiswitch: 51 × 31 pt).
            return (51, 31)
        }
        return nil
    }
}
