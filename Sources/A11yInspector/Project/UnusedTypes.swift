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

    init(parts: [String: ProjectPart], screens: [ProjectScreen], inputs: [InputFile]) {
        var named = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.viewReferences) }
        let objectiveC = inputs.filter { $0.kind == .objectiveC }
        let isApp = parts.values.contains(where: \.declaresApp)
            || !named.isDisjoint(with: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UIApplicationMain"])
            || objectiveC.contains { String(decoding: $0.data, as: UTF8.self).containsText("UIApplicationDelegate") }
        guard isApp else { return }
        for screen in screens.map(\.screen) where [.storyboardScene, .xib].contains(screen.origin) {
            if let controller = screen.controllerClass { named.insert(controller) }
            screen.root.forEach { if let custom = $0.customClass { named.insert(custom) } }
        }
        for part in parts.values {
            named.formUnion(part.localization.literals)
            for value in part.infoPlist.values { named.formUnion(Self.identifiers(in: value.utf8)) }
        }
        var candidates: [(part: ProjectPart, type: SwiftTypeFacts)] = []
        for part in parts.values {
            for type in part.code.types.values where type.isDeclared && !named.contains(type.name) {
                // UIKit views and controllers, and SwiftUI views (a public one too: in an app,
                // another module of the same repository would name it); and any other class,
                // whose code builds or styles views for one (an onboarding step holding its
                // view) — except the one the system creates (`@main`).
                let isView = part.code.frameworkBase(of: type.name).map(Self.isViewOrController) ?? (part.swiftUI.views[type.name] != nil)
                guard isView || (type.superclass != nil && !type.isEntryPoint) else { continue }
                candidates.append((part, type))
            }
        }
        // Objective-C is read only when something is left to look for (`[[Foo alloc] init]`).
        if !candidates.isEmpty, !objectiveC.isEmpty {
            let used = objectiveC.reduce(into: Set<String>()) { $0.formUnion(Self.identifiers(in: $1.data)) }
            candidates.removeAll { used.contains($0.type.name) }
        }
        for (_, type) in candidates {
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
