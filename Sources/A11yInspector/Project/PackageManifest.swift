import SwiftParser
import SwiftSyntax

/// A Swift package's manifest (`Package.swift`), read for what ships as SwiftPM builds it
/// (developer.apple.com/documentation/packagedescription): each target's folder (`path:`, else
/// `Sources/<name>` — or `Source`, `src`, `srcs` — and `Tests/<name>` for a test target), the
/// files it leaves out (`exclude:`) or limits itself to (`sources:`), its dependencies, and the
/// products that export targets. A target ships when a product exports it or a shipping target
/// depends on it; test targets, plugins and macros never do. Targets and products may also be
/// added after the `Package(…)` call (`package.targets.append(appTarget)`,
/// `package.products.append(contentsOf: […])`, a target held in a top-level variable whose
/// `dependencies` are appended to), in or out of an `if`: all count, as a condition may hold.
/// Nothing is run: a manifest whose targets are not written as literals (or as top-level `let`
/// lists of literals) is not read, and every file of the package is audited.
struct PackageManifest: Sendable, Equatable {
    struct Target: Sendable, Equatable {
        enum Kind: String, Sendable { case regular, executable, test, macro, plugin, binary, system }
        var name: String
        var kind: Kind
        var path: String?
        var exclude: [String] = []
        var sources: [String]?
        var dependencies: [String] = []
        /// Products of other packages it links (`.product(name: "Models", package: "Core")`):
        /// they ship when it does.
        var productDependencies: [String] = []
        /// Its dependencies are computed (`dependencies: appPackageDependencies`), not written
        /// as a list: which of the package's targets it needs is not known.
        var dependenciesUnread = false
    }

    struct Product: Sendable, Equatable {
        var name: String
        var targets: [String]
        /// `.library(…)`: other code links it (an app, another package).
        var isLibrary = false
    }

    var targets: [Target]
    var products: [Product]
    /// From the `// swift-tools-version:` line; nil when the manifest has none.
    var toolsVersion: ToolsVersion?

    /// A manifest's tools version, as the first line declares it (`5.9`, `6.0`).
    struct ToolsVersion: Sendable, Equatable, Comparable {
        var major: Int
        var minor: Int
        static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

        /// `// swift-tools-version: 5.9` or `//swift-tools-version:6.0.1`, on the first line.
        init?(manifest source: String) {
            guard let line = source.split(separator: "\n", maxSplits: 1).first,
                let range = line.range(of: "swift-tools-version:")
            else { return nil }
            let numbers = line[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).prefix { $0.isNumber || $0 == "." }
                .split(separator: ".").compactMap { Int($0) }
            guard let major = numbers.first else { return nil }
            self.init(major: major, minor: numbers.dropFirst().first ?? 0)
        }

        init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }
    }

    /// Reads the manifest; nil when its targets cannot be read without running it.
    init?(source: String) {
        let reader = ManifestReader(viewMode: .sourceAccurate)
        reader.walk(Parser.parse(source: source))
        reader.addVariableTargets()
        guard reader.foundPackage, !reader.unreadable, !reader.targets.isEmpty else { return nil }
        targets = reader.targets
        products = reader.products
        toolsVersion = ToolsVersion(manifest: source)
    }

    init(targets: [Target], products: [Product], toolsVersion: ToolsVersion? = nil) {
        self.targets = targets
        self.products = products
        self.toolsVersion = toolsVersion
    }

    /// The folders SwiftPM looks in for a target that gives no `path:`.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// The target's folder, relative to the package's; `existing` says which folders the
    /// package has (the first of SwiftPM's predefined ones that holds the target's name wins).
    /// From tools version 5.9, a target that is the only one of its kind (tests, plugins, or
    /// every other kind) and has no folder of its name there takes the whole predefined folder
    /// (`Sources/` itself): SwiftPM's `PackageBuilder` does so (swift-package-manager,
    /// `targetsWithCommonSourceRoot`).
    func folder(of target: Target, existing: (String) -> Bool) -> String {
        if let path = target.path { return Self.normalized(path) }
        let roots: [String] =
            switch target.kind {
            case .test: ["Tests"]
            case .plugin: ["Plugins"]
            default: Self.sourceFolders
            }
        if let named = roots.map({ "\($0)/\(target.name)" }).first(where: existing) { return named }
        if let version = toolsVersion, version >= ToolsVersion(major: 5, minor: 9), targetsSharingRoot(with: target) == 1,
            let root = roots.first(where: existing)
        {
            return root
        }
        return "\(roots[0])/\(target.name)"
    }

    /// How many targets look for their folder where this one does: test targets in `Tests`,
    /// plugins in `Plugins`, every other kind in `Sources` (or `Source`, `src`, `srcs`).
    private func targetsSharingRoot(with target: Target) -> Int {
        func root(_ kind: Target.Kind) -> Int { kind == .test ? 0 : kind == .plugin ? 1 : 2 }
        return targets.filter { root($0.kind) == root(target.kind) }.count
    }

    /// The targets products export (an executable target is a product of its own), and those
    /// they depend on, in the package. With no product at all, every target but tests ships
    /// (what uses it is not in the manifest).
    var shippingTargets: Set<String> { shippingTargets(linking: nil) }

    /// The targets that ship when only the products named in `linked` are linked by the app
    /// (nil: every product), with those they depend on.
    func shippingTargets(linking linked: Set<String>?) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let exported = products.filter { linked?.contains($0.name) ?? true }
        var queue = exported.flatMap(\.targets) + (linked == nil ? targets.filter { $0.kind == .executable }.map(\.name) : [])
        if queue.isEmpty, linked == nil { queue = targets.map(\.name) }
        var result = Set<String>()
        while let name = queue.popLast() {
            guard let target = byName[name], ![.test, .plugin, .macro].contains(target.kind), result.insert(name).inserted else { continue }
            // A target whose dependencies are computed may need any of the package's targets.
            if target.dependenciesUnread, linked != nil { return shippingTargets(linking: nil) }
            queue += target.dependencies
        }
        return result
    }

    /// Where a file stands: built by a target, in a target's folder but left out of it
    /// (`exclude:`, outside `sources:`), or in no target's folder.
    enum Membership: Equatable {
        case built(Target)
        case leftOut(Target)
        case outside
    }

    /// The target that builds a file (a path relative to the package's folder), honouring
    /// `exclude:` and `sources:`.
    func membership(of file: String, existing: (String) -> Bool) -> Membership {
        // The deepest folder wins: a target nested in another's folder owns its own files.
        let candidates = targets.map { ($0, folder(of: $0, existing: existing)) }
            .filter { file.hasPrefix($0.1 + "/") }
            .sorted { $0.1.count > $1.1.count }
        guard let (target, folder) = candidates.first else { return .outside }
        let inside = String(file.dropFirst(folder.count + 1))
        func covers(_ entry: String) -> Bool {
            let e = Self.normalized(entry)
            return e.isEmpty || e == "." || inside == e || inside.hasPrefix(e + "/")
        }
        if target.exclude.contains(where: covers) { return .leftOut(target) }
        if let sources = target.sources, !sources.contains(where: covers) {
            // Resources and string tables of a target that lists its sources are still its.
            if file.hasSuffix(".swift") || file.hasSuffix(".m") { return .leftOut(target) }
        }
        return .built(target)
    }

    static func normalized(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") { p.removeLast() }
        return p
    }
}

/// Walks a manifest: the `Package(…)` call's `targets:` and `products:`, with the top-level
/// `let` lists of strings they may name.
private final class ManifestReader: SyntaxVisitor {
    var targets: [PackageManifest.Target] = []
    var products: [PackageManifest.Product] = []
    var foundPackage = false
    /// Targets or products given by something other than literals.
    var unreadable = false
    private var constants: [String: [String]] = [:]
    /// `var appTarget: Target = .target(…)` at the top level, by name.
    private var targetVariables: [String: FunctionCallExprSyntax] = [:]
    /// Dependencies appended to such a variable (`appTarget.dependencies.append("Talk")`).
    private var appendedDependencies: [String: [String]] = [:]
    /// Variables the package's targets name, read once the whole manifest is walked.
    private var namedTargets: [String] = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `let publicTargets = ["Core", "UI"]` at the top level.
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            if let list = strings(value) { constants[name] = list }
            if let call = value.as(FunctionCallExprSyntax.self), Self.targetKind(call) != nil { targetVariables[name] = call }
        }
        return .visitChildren
    }

    /// The targets the package names by variable, with what was appended to their dependencies.
    func addVariableTargets() {
        for name in namedTargets {
            guard let call = targetVariables[name] else { unreadable = true; continue }
            let before = targets.count
            readTarget(call)
            if targets.count > before { targets[targets.count - 1].dependencies += appendedDependencies[name] ?? [] }
        }
    }

    /// `package.targets.append(t)`, `package.targets.append(contentsOf: […])`, the same for
    /// `products`, and `appTarget.dependencies.append("Talk")`.
    private func readAppend(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
            let list = member.base?.as(MemberAccessExprSyntax.self), let argument = node.arguments.first
        else { return false }
        let owner = list.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        let value = argument.expression
        let array = argument.label?.text == "contentsOf" ? value : ExprSyntax(ArrayExprSyntax(elements: [ArrayElementSyntax(expression: value)]))
        switch list.declName.baseName.text {
        case "targets" where owner.map({ targetVariables[$0] == nil }) ?? false: readTargets(array)
        case "products" where owner.map({ targetVariables[$0] == nil }) ?? false: readProducts(array)
        case "dependencies":
            guard let owner, targetVariables[owner] != nil else { return false }
            appendedDependencies[owner, default: []] += dependencyNames(array)
        default: return false
        }
        return true
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if readAppend(node) { return .skipChildren }
        guard node.calledExpression.sourceText == "Package", !foundPackage else { return .visitChildren }
        foundPackage = true
        for argument in node.arguments {
            switch argument.label?.text {
            case "targets": readTargets(argument.expression)
            case "products": readProducts(argument.expression)
            default: break
            }
        }
        return .skipChildren
    }

    private func readTargets(_ expr: ExprSyntax) {
        guard let array = expr.as(ArrayExprSyntax.self) else { unreadable = true; return }
        for element in array.elements {
            if let variable = element.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                namedTargets.append(variable)
                continue
            }
            guard let call = element.expression.as(FunctionCallExprSyntax.self) else { unreadable = true; continue }
            readTarget(call)
        }
    }

    /// `.target(…)`, `.testTarget(…)`, `.macro(…)`…: the kind of target a call declares.
    static func targetKind(_ call: FunctionCallExprSyntax) -> PackageManifest.Target.Kind? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        switch member.declName.baseName.text {
        case "target": return .regular
        case "executableTarget": return .executable
        case "testTarget": return .test
        case "macro": return .macro
        case "plugin": return .plugin
        case "binaryTarget": return .binary
        case "systemLibrary": return .system
        default: return nil
        }
    }

    private func readTarget(_ call: FunctionCallExprSyntax) {
        guard let kind = Self.targetKind(call) else { unreadable = true; return }
        guard let name = string(call.arguments.first { $0.label?.text == "name" }?.expression) else { unreadable = true; return }
        var target = PackageManifest.Target(name: name, kind: kind)
        for argument in call.arguments {
            switch argument.label?.text {
            case "path":
                guard let path = string(argument.expression) else { unreadable = true; return }
                target.path = path
            case "exclude":
                guard let list = strings(argument.expression) else { unreadable = true; return }
                target.exclude = list
            case "sources":
                guard let list = strings(argument.expression) else { unreadable = true; return }
                target.sources = list
            case "dependencies":
                target.dependencies = dependencyNames(argument.expression)
                target.productDependencies = productNames(argument.expression)
                target.dependenciesUnread = !argument.expression.is(ArrayExprSyntax.self)
            default: break
            }
        }
        targets.append(target)
    }

    private func readProducts(_ expr: ExprSyntax) {
        guard let array = expr.as(ArrayExprSyntax.self) else { unreadable = true; return }
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let name = string(call.arguments.first { $0.label?.text == "name" }?.expression)
            else { unreadable = true; continue }
            guard let targetsExpr = call.arguments.first(where: { $0.label?.text == "targets" })?.expression,
                let list = strings(targetsExpr)
            else {
                // `.iOSApplication(…)` (an app package) and the like: what it builds is not a
                // list of targets; every target may ship.
                unreadable = true
                continue
            }
            let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            products.append(PackageManifest.Product(name: name, targets: list, isLibrary: kind == "library"))
        }
    }

    /// Names of the package's own targets a target depends on (`"Core"`, `.target(name:)`,
    /// `.byName(name:)`); products of other packages are not targets here.
    private func dependencyNames(_ expr: ExprSyntax) -> [String] {
        guard let array = expr.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            if let s = string(element.expression) { return s }
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["target", "byName"].contains(member.declName.baseName.text)
            else { return nil }
            return string(call.arguments.first { $0.label?.text == "name" }?.expression)
        }
    }

    /// Names of other packages' products a target depends on (`.product(name: "Models",
    /// package: "Core")`).
    private func productNames(_ expr: ExprSyntax) -> [String] {
        guard let array = expr.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "product"
            else { return nil }
            return string(call.arguments.first { $0.label?.text == "name" }?.expression)
        }
    }

    private func string(_ expr: ExprSyntax?) -> String? {
        guard let literal = expr?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    private func strings(_ expr: ExprSyntax) -> [String]? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return constants[reference.baseName.text] }
        // `a + ["b"]`
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
            let left = strings(sequence.elements.first!), let right = strings(sequence.elements.last!)
        {
            return left + right
        }
        guard let array = expr.as(ArrayExprSyntax.self) else { return nil }
        var result: [String] = []
        for element in array.elements {
            guard let s = string(element.expression) else { return nil }
            result.append(s)
        }
        return result
    }
}
