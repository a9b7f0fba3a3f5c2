import Foundation

/// UIKit views and view controllers, and SwiftUI views, an app declares that nothing in the
/// audited sources creates: no code names them (a call, a type, a subclass, `Foo.self`), no Interface Builder
/// file uses them as a custom class, no string names them (`UINib(nibName: "Foo")`,
/// `NSClassFromString`), no Info.plist or Objective-C file mentions them. What such a class
/// does is never on screen, so a finding in it is not certain (session-ios: a `TappableView`
/// no code creates was told to become a control). Only in an app: in a library of components,
/// the app that uses them is elsewhere.
struct UnusedTypes: Sendable {
    /// Per file, the lines of each unused type's declaration and extensions.
    private var lines: [String: [(lines: ClosedRange<Int>, type: String)]] = [:]

    init() {}

    /// `notInRelease`: whether a line is in code the App Store build leaves out; a type declared
    /// there (a developer menu) reaches nothing.
    init(parts: [String: ProjectPart], screens: [ProjectScreen], inputs: [InputFile],
         notInRelease: (SourceLocation) -> Bool = { _ in false }) {
        let everyName = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.viewReferences) }
        let objectiveC = inputs.filter { $0.kind == .objectiveC }
        let isApp = parts.values.contains(where: \.declaresApp)
            || !everyName.isDisjoint(with: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UIApplicationMain"])
            || objectiveC.contains { String(decoding: $0.data, as: UTF8.self).containsText("UIApplicationDelegate") }
        guard isApp else { return }

        // The types that may be dead: UIKit views and controllers, SwiftUI views (a public one
        // too: in an app, another module of the same repository would name it), and any other
        // class, whose code builds or styles views for one (an onboarding step holding its view);
        // not the one the system creates (`@main`, app and scene delegates).
        var candidates: [String: (part: ProjectPart, type: SwiftTypeFacts)] = [:]
        for part in parts.values {
            for type in part.code.types.values where type.isDeclared {
                let isView = part.code.frameworkBase(of: type.name).map(Self.isViewOrController) ?? (part.swiftUI.views[type.name] != nil)
                guard isView || (type.superclass != nil && !type.isEntryPoint) else { continue }
                candidates[type.name] = (part, type)
            }
        }
        // What is reached from code that may run: code outside any type, types that are not
        // candidates (models, enums, the SwiftUI `App`), the entry points, Interface Builder
        // files, string literals (`NSClassFromString`), Info.plist; then what those candidates
        // reach in turn. A view only unused views create is unused too.
        let references = parts.values.reduce(into: [String: Set<String>]()) { $0.merge($1.typeReferences) { $0.union($1) } }
        var reached = Set<String>()
        for (owner, names) in references where candidates[owner] == nil { reached.formUnion(names) }
        for screen in screens.map(\.screen) where [.storyboardScene, .xib].contains(screen.origin) {
            if let controller = screen.controllerClass { reached.insert(controller) }
            screen.root.forEach { if let custom = $0.customClass { reached.insert(custom) } }
        }
        for part in parts.values {
            reached.formUnion(part.localization.literals)
            for value in part.infoPlist.values { reached.formUnion(Self.identifiers(in: value.utf8)) }
        }
        // Objective-C is read only when something is left to look for (`[[Foo alloc] init]`).
        if !objectiveC.isEmpty, !Set(candidates.keys).isSubset(of: reached) {
            for file in objectiveC { reached.formUnion(Self.identifiers(in: file.data)) }
        }
        // A type whose every declaration is in code the release build leaves out reaches nothing.
        func releaseReaches(_ name: String) -> Bool {
            guard let type = candidates[name]?.type else { return true }
            return type.declaredLines.contains { file, ranges in
                ranges.contains { !notInRelease(SourceLocation(file: file, line: $0.lowerBound)) }
            }
        }
        var queue = reached.filter { candidates[$0] != nil }.sorted()
        while let next = queue.popLast() {
            guard releaseReaches(next) else { continue }
            for name in references[next] ?? [] where candidates[name] != nil && reached.insert(name).inserted { queue.append(name) }
        }
        let unused = candidates.values.filter { !reached.contains($0.type.name) }.sorted { $0.type.name < $1.type.name }
        for (_, type) in unused {
            for (file, ranges) in type.declaredLines { lines[file, default: []] += ranges.map { ($0, type.name) } }
        }
    }

    /// The unused type whose declaration holds this line, if any.
    func type(at location: SourceLocation) -> String? {
        lines[location.file]?.first { $0.lines.contains(location.line) }?.type
    }

    static func isViewOrController(_ base: String) -> Bool {
        PlatformDefaults.isKnown(base) || base == "UIControl" || PlatformDefaults.viewControllers.contains(base)
    }

    /// Capitalised ASCII identifiers in source text (Objective-C, Info.plist values).
    static func identifiers<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Set<String> {
        var result: Set<String> = []
        var current: [UInt8] = []
        func flush() {
            if let first = current.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                result.insert(String(decoding: current, as: UTF8.self))
            }
            current.removeAll(keepingCapacity: true)
        }
        for b in bytes {
            let isWord = (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
            if isWord { current.append(b) } else if !current.isEmpty { flush() }
        }
        flush()
        return result
    }
}
