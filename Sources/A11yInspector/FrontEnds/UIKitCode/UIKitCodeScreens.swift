/// Screens for UIKit views and view controllers built in code, where the structure is literal:
/// the views a class creates (`let title = UILabel()`), assembled with `addSubview` and
/// `addArrangedSubview`. What the class then sets on them (labels, traits, fonts, titles) is
/// merged by `CodeLinker`, exactly as for Interface Builder outlets. Classes with `@IBOutlet`s
/// are left to their storyboard or xib. Layout is not computed: no frames, document order.
public enum UIKitCodeScreens {
    /// `createdElsewhere`: classes other files place (Interface Builder's `customClass`).
    /// `namedElsewhere`: classes other types' code names; a cell among them is filled by the data
    /// source that dequeues it (`cell.title = …`), whatever its own code leaves empty.
    /// `neverRuns`: why the code at a line never runs on iOS (a method nothing calls, a Mac
    /// Catalyst branch), or nil: what only such code adds to a view is not on screen.
    public static func screens(
        _ facts: CodeFacts, createdElsewhere placed: Set<String> = [], namedElsewhere: Set<String> = [],
        neverRuns: (SourceLocation) -> String? = { _ in nil }
    ) -> [Screen] {
        // Classes other code creates (`let toggle = SearchToggleButton()`), or an Interface
        // Builder file places: components, whose title, label and state each creator gives its
        // instance.
        var createdElsewhere = placed
        for (owner, type) in facts.types {
            for view in type.codeViews + type.constructedTypes where view.kind != owner { createdElsewhere.insert(view.kind) }
            createdElsewhere.formUnion(type.createdTypes.subtracting([owner]))
        }
        let holders = elementHolders(in: facts)
        return facts.types.keys.sorted().compactMap { name in
            guard var type = facts.types[name], type.isDeclared, type.outlets.isEmpty else { return nil }
            // The project's own view classes it creates (`let title = AppLabel(style: .body)`),
            // in the order written among the UIKit ones.
            let projectViews = type.constructedTypes.filter { projectViewBase($0.kind, in: facts) != nil }
            type.codeViews = (type.codeViews + projectViews).sorted { $0.location < $1.location }
            guard !type.codeViews.isEmpty else { return nil }
            let base = facts.frameworkBase(of: name) ?? ""
            let isController = PlatformDefaults.viewControllers.contains(base) || base.hasSuffix("ViewController")
            let isView = CodeLinker.viewBases.contains(base) || base.hasSuffix("View") || base.hasSuffix("Cell")
            guard isController || isView else { return nil }
            var screen = screen(type, base: base, isController: isController, facts: facts, neverRuns: neverRuns)
            let isCell = ["UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell"].contains(base) || base.hasSuffix("Cell")
            if !isController, createdElsewhere.contains(name) || (isCell && namedElsewhere.contains(name)), screen.root.unreadCode == nil {
                screen.root.unreadCode = "each \(name) is configured by the code that creates it, which may give it its label, title and state"
            }
            if !isController, let holder = holders[name] { markHeld(&screen.root, by: holder) }
            return screen
        }
    }

    /// Classes held by a class that makes itself, or the instance it holds, one accessibility
    /// element (`isAccessibilityElement = true` on `self` or on the view it made): VoiceOver
    /// reads the held view's content inside that element. By held class: the holder, the line,
    /// and whether the holder itself is the element. Found in one pass over the types.
    static func elementHolders(in facts: CodeFacts) -> [String: Holder] {
        var holders: [String: Holder] = [:]
        for (owner, type) in facts.types.sorted(by: { $0.key < $1.key }) {
            func makesElement(_ target: String) -> SourceLocation? {
                type.assignments[target]?.first { a in
                    guard a.viewProperty == .isAccessibilityElement, case .bool(true) = a.value else { return false }
                    return true
                }?.origin.location
            }
            let selfElement = makesElement("self")
            for view in type.codeViews + type.constructedTypes where view.kind != owner && holders[view.kind] == nil {
                if let line = selfElement {
                    holders[view.kind] = Holder(name: owner, location: line, itself: true)
                } else if let line = makesElement(view.name) {
                    holders[view.kind] = Holder(name: owner, location: line, itself: false)
                }
            }
        }
        return holders
    }

    struct Holder {
        let name: String
        let location: SourceLocation
        /// The holder is the element (else the held view is).
        let itself: Bool
    }

    /// The held view's controls are read as part of the holder's element: whether VoiceOver
    /// reaches each as an element of its own is for a person to check.
    static func markHeld(_ e: inout Element, by holder: Holder) {
        for i in e.children.indices {
            if PlatformDefaults.for(e.children[i].kind).isInteractive, e.children[i].unreadCode == nil {
                e.children[i].unreadCode =
                    "it is held by \(holder.name), which makes \(holder.itself ? "itself" : "the view holding it") one accessibility element (\(holder.location.file.fileName):\(holder.location.line)): VoiceOver reads it inside that element"
            }
            markHeld(&e.children[i], by: holder)
        }
    }

    /// One element per view the class makes, by name, with what its making says.
    static func elements(of type: SwiftTypeFacts, facts: CodeFacts) -> [String: Element] {
        var elements: [String: Element] = [:]
        var names = Set<String>()
        for view in type.codeViews where names.insert(view.name).inserted {
            // A class the project declares is its own, though SwiftUI has a view of that name
            // (CovidCertificate's `class Button: UBButton`).
            let known = PlatformDefaults.isKnown(view.kind) && facts.types[view.kind]?.isDeclared != true
            let kind = known ? view.kind : ViewClasses.libraryBases[view.kind] ?? projectViewBase(view.kind, in: facts) ?? "UIView"
            var e = Element(id: view.name, kind: kind, location: view.location)
            if !known { e.customClass = view.kind }
            // UIKit makes labels and image views that take no touches (`CodeLinker` applies a
            // write that lets them).
            if PlatformDefaults.takesNoTouchesByDefault.contains(kind) { e.isUserInteractionEnabled = false }
            // A view of the project that builds views of its own (a news view holding three
            // labels): what it shows is on its own screen, not read into this one.
            if !known, let own = facts.types[view.kind], !own.codeViews.isEmpty || !own.constructedTypes.isEmpty || !own.outlets.isEmpty {
                e.unreadCode = "\(view.kind) builds its own content, read on its own screen"
            }
            e.image = view.image
            e.systemButtonType = view.systemButtonType
            e.titleFollowsTint = view.titleFollowsTint
            e.name = view.name
            if let host = view.hostedAs {
                e.unreadCode = "shown as the \(host) of another view; UIKit may read it with that view"
            }
            elements[view.name] = e
        }
        return elements
    }

    /// What a view holds that no running code puts on screen is not on screen either.
    static func markNeverShown(_ e: inout Element, because reason: String) {
        for i in e.children.indices {
            e.children[i].unreadCode = reason
            markNeverShown(&e.children[i], because: reason)
        }
    }

    /// The UIKit view class a class of the project descends from (`AppLabel: UILabel` →
    /// UILabel); nil when it is not a view the front end builds.
    static func projectViewBase(_ name: String, in facts: CodeFacts) -> String? {
        guard let base = facts.frameworkBase(of: name), UIKitCodeViewsVisitor.viewKinds.contains(base) else { return nil }
        return base
    }

    static func screen(
        _ type: SwiftTypeFacts, base: String, isController: Bool, facts: CodeFacts = CodeFacts(),
        neverRuns: (SourceLocation) -> String? = { _ in nil }
    ) -> Screen {
        let first = type.codeViews[0].location
        let file = first.file
        // The view itself is where its class is declared, not where its first subview is.
        let declared = type.declaredLines[file]?.first { $0.contains(first.line) }.map { SourceLocation(file: file, line: $0.lowerBound) }
        var root = Element(id: "self", kind: isController ? "UIView" : (PlatformDefaults.isKnown(base) ? base : "UIView"), location: declared ?? first)
        if !isController { root.customClass = type.name }

        var elements = elements(of: type, facts: facts)
        // Parent → children in the order the code adds them.
        var children: [String: [String]] = [:]
        var placed = Set<String>()
        func attach(_ parent: String, _ child: String) {
            guard elements[child] != nil, !placed.contains(child), child != parent else { return }
            let p = ["self", "view", "contentView"].contains(parent) || elements[parent] == nil ? "self" : parent
            children[p, default: []].append(child)
            placed.insert(child)
        }
        for view in type.codeViews { for arranged in view.arranged { attach(view.name, arranged) } }
        // A view only code that never runs adds (a Mac-only layout method) is not on screen;
        // what it holds neither.
        var addedOnlyByDeadCode: [String: String] = [:]
        for edge in type.subviewEdges {
            if let location = edge.location, let reason = neverRuns(location) {
                if elements[edge.child] != nil, addedOnlyByDeadCode[edge.child] == nil {
                    addedOnlyByDeadCode[edge.child] =
                        "only code that never runs on iOS adds \(edge.child) to a view (\(location.file.fileName):\(location.line): \(reason))"
                }
                continue
            }
            attach(edge.parent, edge.child)
        }
        // Views never added anywhere visible to the tool still belong to the screen; one whose
        // name no code uses as a value (not added, not put in a list, not handed to anything,
        // only configured) is never shown.
        let neverShown = Set(addedOnlyByDeadCode.keys).subtracting(placed)
        for view in type.codeViews where !placed.contains(view.name) {
            if let reason = addedOnlyByDeadCode[view.name] {
                elements[view.name]?.unreadCode = reason
            } else if !facts.handsOn(view.name, of: type.name), elements[view.name]?.unreadCode == nil {
                elements[view.name]?.unreadCode = "no code adds \(view.name) to a view or hands it to anything that shows it"
            }
            attach("self", view.name)
        }

        var building = Set<String>()
        func build(_ name: String) -> Element? {
            guard var e = elements[name], building.insert(name).inserted else { return nil }
            e.children = (children[name] ?? []).compactMap(build)
            return e
        }
        root.children = (children["self"] ?? []).compactMap(build)
        for i in root.children.indices where neverShown.contains(root.children[i].id) {
            markNeverShown(&root.children[i], because: root.children[i].unreadCode ?? "")
        }

        var screen = Screen(
            name: "\(file.fileName) › \(type.name)", origin: .uiKitCode,
            file: file, location: first, root: root)
        screen.controllerClass = type.name
        var outlets: [String: String] = [:]
        for view in type.codeViews {
            outlets[view.name] = view.name
            for alias in view.aliases { outlets[alias] = view.name }
        }
        screen.outlets = outlets
        screen.isViewController = isController
        return screen
    }
}

import Foundation
