import Foundation
import SwiftSyntax

/// A method or property no code the project ships calls or reads: the views it builds and the
/// styles it sets never reach a screen (a `setupButtons` with no caller, a `private lazy var
/// header` nothing reads, a style closure the app stopped using). Judged by name, as the
/// compiler cannot be asked: a member is used when its name is referenced from code outside
/// the members that could be unused, or from a member that is used. Only members nothing
/// outside the project can call are judged: `private` and `fileprivate` ones, and internal ones
/// of a type or extension that adopts no protocol (a protocol's requirement is called by the
/// framework, by a name no code writes); never `override`, `@objc`, `@IBAction` and other
/// attributed members, `public`/`open` ones, initializers, `body`, or operators.
///
/// A static member of a struct or enum (which nothing can subclass) is used only through its
/// type: `SendModule.controller(…)`, `Self.controller`, a bare `controller(…)` in the type's
/// static code, or, when its value is of its own type (`static let shared = Store()`), an
/// implicit `.shared`; another type's `x.controller` or an enum case `.controller(…)` does not
/// use it. (A nested type naming its outer type's static member bare is not seen: that member
/// then looks unused, which only lowers confidence.)
///
/// A case of an enum that adopts nothing, or only a raw type and protocols that make no value
/// (`CaseIterable`, `Identifiable`, `Hashable` …), is made only where code names it, unless code
/// makes its cases another way (`Mode(rawValue:)`, `Mode.allCases`, a property wrapper storing
/// it, an extension adopting `Codable`: `MemberUseVisitor.casesMadeUnnamed`); a `switch`
/// pattern matches it, it does not make it. A `switch` branch that matches only such cases no code makes is dead code
/// (mastodon: the `.sidebarHeadline` branch of a style enum set a font no label ever gets).
/// Only a switch whose every case name is a case of one such enum is judged, so a branch over
/// a framework enum with a same-named case (`.light`) is not.
struct UnusedMembers: Sendable {
    /// The lines of each unused member (and dead switch branch), by file, with how to say it.
    private var lines: [String: [(lines: ClosedRange<Int>, name: String, reason: String)]] = [:]
    /// Per file, the type names (and literals naming files or classes) that only unused members
    /// refer to: a class or xib only they create is not created (`UnusedTypes`).
    private(set) var deadTypeReferences: [String: Set<String>] = [:]
    /// Objective-C methods no code calls (`ObjectiveCMethods`).
    private(set) var uncalledObjectiveC: [ObjectiveCMethods.Method] = []

    init() {}

    /// `deadTypes`: views and controllers nothing on iOS makes (`UnusedTypes`, read once before): their code
    /// runs no member (Amperfy: a split view made only under `#if targetEnvironment(macCatalyst)`
    /// is the only caller of `configureForMac()`).
    /// `releaseFlags`: the Release configuration's flags (`Project.releaseConditions`): what only
    /// an `#if` clause it does not compile names is not used.
    /// `uncalledObjectiveC`: the Objective-C methods no code calls, when already found.
    init(
        parts: [String: ProjectPart], inputs: [InputFile], deadTypes: Set<String> = [], releaseFlags: Set<String>? = nil,
        uncalledObjectiveC: [ObjectiveCMethods.Method]? = nil
    ) {
        // Only in an app: a library's methods are called by the app that uses it.
        guard UnusedTypes.isApp(parts: parts, inputs: inputs) else { return }
        self.uncalledObjectiveC =
            uncalledObjectiveC
            ?? ObjectiveCMethods.uncalled(inputs) { owner in
                parts.values.contains { $0.code.frameworkBase(of: owner).map(UnusedTypes.isViewOrController) == true }
            }
        for method in self.uncalledObjectiveC {
            lines[method.file, default: []].append(
                (method.lines, method.selector, "no code calls -\(method.selector), a method its class's header declares: nothing names its selector"))
        }
        // Objective-C calls Swift by name (`[self setUpButtons]`).
        var objectiveC = Set<String>()
        for file in inputs where file.kind == .objectiveC { objectiveC.formUnion(Self.words(in: file.data)) }
        // One app's modules call each other (a framework's method from the app): every part's
        // code counts.
        let adopters = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.protocolAdopters) }
        // Cases of enums code makes without naming them are not judged.
        var unnamed = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.casesMadeUnnamed) }
        if parts.values.contains(where: \.listsAnyIterableEnum) { for part in parts.values { unnamed.formUnion(part.iterableEnums) } }
        let members = parts.values.flatMap(\.members).filter { $0.enumCaseOf.map { !unnamed.contains($0) } ?? true }
        // The parts that are the app (its entry point is declared there): a public member of
        // another part (a package, a framework) may be called by code not audited.
        let appFiles = Set(parts.values.filter(Self.isAppPart).flatMap { $0.members.map(\.file) })
        let valueTypes = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.valueTypeNames) }
        func keys(_ member: MemberDeclaration) -> [String] {
            // An enum case is made by its dotted name (`.feature(…)`, `Page.feature`): a local or a
            // property of the same name (`self.video`, a parameter `feature`) makes none.
            if let owner = member.enumCaseOf { return ["." + member.name, "\(owner).\(member.name)"] }
            guard let type = member.staticOf, valueTypes.contains(type) else { return [member.name] }
            // One an implicit member may name (`.shared`) is used by its bare name too, as an
            // implicit member's name is recorded like any other name.
            return member.implicitlyNamed ? ["\(type).\(member.name)", member.name] : ["\(type).\(member.name)"]
        }
        var byKey: [String: [MemberDeclaration]] = [:]
        for member in members { for key in keys(member) { byKey[key, default: []].append(member) } }
        // Objective-C calls members by name; it cannot name a Swift enum's cases (only an
        // `@objc enum`'s, by other names), so its words make no case (Slide for Reddit: the word
        // "video" in a vendored YouTube player kept a `.video` onboarding page alive).
        var live = Set<String>()
        for part in parts.values {
            for (owner, names) in part.memberRoots where !deadTypes.contains(owner) { live.formUnion(names) }
        }
        func runs(_ member: MemberDeclaration) -> Bool { member.owner.map { !deadTypes.contains($0) } ?? true }
        // Branches on the project's constant flags (`if BuildSettings.newFlow { … } else { … }`)
        // that the constants never run name nothing (element-ios: the legacy sign-in screen,
        // shown only where `onboardingEnableNewAuthenticationFlow`, a `static let … = true`, is false).
        let holds = Self.flagConditions(parts)
        for part in parts.values {
            for (condition, names) in part.flaggedMemberRoots where holds(condition) { live.formUnion(names) }
            for (condition, names) in part.compiledMemberRoots where condition.holdsInRelease(releaseFlags) != false { live.formUnion(names) }
        }
        func isLive(_ member: MemberDeclaration) -> Bool {
            (member.isPublic && !appFiles.contains(member.file))
                || member.extensionOf.map(adopters.contains) == true || keys(member).contains(where: live.contains)
                || (member.enumCaseOf == nil && keys(member).contains(where: objectiveC.contains))
        }
        var pending = members.filter { isLive($0) && runs($0) }
        // Names a used member refers to are used in turn.
        while let next = pending.popLast() {
            var uses = next.uses
            for (condition, names) in next.flaggedUses where holds(condition) { uses.formUnion(names) }
            for (condition, names) in next.compiledUses where condition.holdsInRelease(releaseFlags) != false { uses.formUnion(names) }
            for name in uses where live.insert(name).inserted { pending += (byKey[name] ?? []).filter(runs) }
        }
        var deadUses: [String: Set<String>] = [:]
        for member in members where !isLive(member) {
            let reason =
                member.enumCaseOf.map { "no code makes case .\(member.name) of \($0): its name appears only in switch patterns" }
                ?? "\(member.name) is used by no code that runs: nothing calls or reads it, or only code that is itself unused"
            lines[member.file, default: []].append((member.lines, member.name, reason))
            deadUses[member.file, default: []].formUnion(member.typeUseNames)
        }
        // A branch runs when its member runs and it matches a case some code makes; what only
        // branches that never run name is not made (Slide: onboarding pages for cases no list holds).
        let deadMembers = Set(members.filter { !isLive($0) }.map { "\($0.file):\($0.lines.lowerBound)" })
        let branchUses = Self.branchTypeUses(parts, deadMembers: deadMembers, deadBranches: markDeadBranches(parts, members: members, isLive: isLive))
        deadUses.merge(branchUses.dead) { $0.union($1) }
        deadTypeReferences = Self.onlyDead(deadUses, live: branchUses.live, parts: parts, members: members.filter { isLive($0) && runs($0) })
    }

    /// Per file, the dead names its live code (`runningMembers`, the part's live type names,
    /// `live`) does not name too: reached anyway otherwise. Only files with unused members are
    /// looked at: this runs while every part's facts are in memory.
    static func onlyDead(
        _ deadUses: [String: Set<String>], live: [String: Set<String>], parts: [String: ProjectPart], members runningMembers: [MemberDeclaration]
    ) -> [String: Set<String>] {
        var liveUses = live
        for member in runningMembers where deadUses[member.file] != nil { liveUses[member.file, default: []].formUnion(member.typeUseNames) }
        for part in parts.values {
            for (file, names) in part.memberLiveTypes where deadUses[file] != nil { liveUses[file, default: []].formUnion(names) }
        }
        var result: [String: Set<String>] = [:]
        for (file, names) in deadUses {
            let only = names.subtracting(liveUses[file] ?? [])
            if !only.isEmpty { result[file] = only }
        }
        return result
    }

    /// A part that declares the app's entry point (an `App`, an application or scene delegate).
    static func isAppPart(_ part: ProjectPart) -> Bool {
        part.declaresApp || !part.viewReferences.isDisjoint(with: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UIApplicationMain"])
    }

    /// Whether a branch condition on the project's constant flags (`flag=true&other=false`)
    /// holds: unknown flags, and flags two parts give different values, hold either way.
    static func flagConditions(_ parts: [String: ProjectPart]) -> @Sendable (String) -> Bool {
        // A `static var` flag no code assigns (by its name) is as constant as a `static let`.
        let assigned = parts.values.reduce(into: Set<String>()) { $0.formUnion($1.code.assignedProperties) }
        let declared = parts.values.map { part in
            part.boolConstants.merging(part.boolVariables.filter { !assigned.contains(String($0.key.split(separator: ".").last ?? "")) }) { a, _ in a }
        }
        let constants = declared.reduce(into: [String: Bool]()) { $0.merge($1) { a, _ in a } }
        let conflicting = declared.reduce(into: Set<String>()) { result, part in
            for (key, value) in part where constants[key] != value { result.insert(key) }
        }
        return { condition in
            condition.split(separator: "&").allSatisfy { part in
                let pieces = part.split(separator: "=")
                guard pieces.count == 2, let value = constants[String(pieces[0])], !conflicting.contains(String(pieces[0])) else { return true }
                return value == (pieces[1] == "true")
            }
        }
    }

    /// Per file, the type names branches that never run name (in a member nothing uses, or
    /// matching only cases nothing makes), and those the others name.
    static func branchTypeUses(
        _ parts: [String: ProjectPart], deadMembers: Set<String>, deadBranches: Set<CaseBranch>
    ) -> (dead: [String: Set<String>], live: [String: Set<String>]) {
        var dead: [String: Set<String>] = [:]
        var live: [String: Set<String>] = [:]
        for part in parts.values {
            for branch in part.caseBranches where !branch.typeUses.isEmpty {
                let inDeadMember = branch.memberLine.map { deadMembers.contains("\(branch.file):\($0)") } ?? false
                if inDeadMember || deadBranches.contains(branch) {
                    dead[branch.file, default: []].formUnion(branch.typeUses)
                } else {
                    live[branch.file, default: []].formUnion(branch.typeUses)
                }
            }
        }
        return (dead, live)
    }

    /// Switch branches that match only cases nothing makes.
    @discardableResult
    private mutating func markDeadBranches(
        _ parts: [String: ProjectPart], members: [MemberDeclaration], isLive: (MemberDeclaration) -> Bool
    ) -> Set<CaseBranch> {
        var dead = Set<CaseBranch>()
        var cases: [String: Set<String>] = [:]
        for member in members { if let owner = member.enumCaseOf { cases[owner, default: []].insert(member.name) } }
        let liveCases = Set(members.filter { $0.enumCaseOf != nil && isLive($0) }.map(\.name))
        for part in parts.values {
            for branch in part.caseBranches {
                guard let owner = cases.first(where: { branch.switchNames.isSubset(of: $0.value) })?.key,
                    branch.names.isDisjoint(with: liveCases)
                else { continue }
                dead.insert(branch)
                let names = branch.names.sorted().map { "." + $0 }.joined(separator: ", ")
                lines[branch.file, default: []].append(
                    (
                        branch.lines, names,
                        "this switch branch matches only \(names) of \(owner), which no code makes (the name appears only in switch patterns)"
                    ))
            }
        }
        return dead
    }

    /// The identifiers of a source text.
    static func words<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Set<String> {
        var result = Set<String>()
        scanWords(in: bytes, word: { result.insert(String(decoding: $0, as: UTF8.self)) }, other: { _ in })
        return result
    }

    /// Walks a source text: `word` for each identifier (letters, digits, `_`), `other` for each
    /// byte between them.
    static func scanWords<Bytes: Sequence<UInt8>>(in bytes: Bytes, word: ([UInt8]) -> Void, other: (UInt8) -> Void) {
        var current: [UInt8] = []
        for b in bytes {
            let isWord = (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95
            if isWord { current.append(b); continue }
            if !current.isEmpty { word(current); current.removeAll(keepingCapacity: true) }
            other(b)
        }
        if !current.isEmpty { word(current) }
    }

    /// The unused member (or the cases of a dead switch branch) holding this line, if any.
    func member(at location: SourceLocation) -> String? {
        lines[location.file]?.first { $0.lines.contains(location.line) }?.name
    }

    /// Why the code at this line never runs, when it is in an unused member or a dead branch.
    func reason(at location: SourceLocation) -> String? {
        lines[location.file]?.first { $0.lines.contains(location.line) }?.reason
    }
}

/// A method or property that could be unused (`UnusedMembers`): where it is, and the names its
/// own code refers to.
struct MemberDeclaration: Sendable, Codable, Hashable {
    var name: String
    var file: String
    var lines: ClosedRange<Int>
    var uses: Set<String>
    /// For a `static` member, the type it is declared in (or extends).
    var staticOf: String? = nil
    /// For a member of an extension, the type it extends: a type that adopts a protocol where it
    /// is declared may implement its requirements in an extension (`extension AppDelegate {
    /// func application(_:didFinishLaunchingWithOptions:) }`), which the framework calls.
    var extensionOf: String? = nil
    /// Whether an implicit member expression (`.controller`) may name this static member: only
    /// one whose value is of its own type (`static let shared = Store()`, `static func make() ->
    /// Self`), as Swift looks an implicit member up on the type the context expects.
    var implicitlyNamed = true
    /// The outermost type (or extended type) it is declared in: when nothing makes that type,
    /// its code never runs.
    var owner: String? = nil
    /// Declared `public`: only an app's own target's public members may be unused (Amperfy's
    /// `public func configureForMac()`); a package's are its users' to call.
    var isPublic = false
    /// Type names and identifier-like literals its code names (`SendViewController(…)`,
    /// `UINib(nibName: "PriceCell", …)`), one per line (one string per member rather than a set:
    /// every part's members are held together while the project is read).
    var typeUses = ""
    var typeUseNames: Set<String> { Set(typeUses.split(separator: "\n").map(String.init)) }
    /// For an enum case, the enum it is a case of.
    var enumCaseOf: String? = nil
    /// Names its code refers to only inside a branch on the project's constant flags, by the
    /// conditions (`"BuildSettings.newFlow=false"`, several joined by `&`): used only where the
    /// constants let that branch run (`UnusedMembers.holds`).
    var flaggedUses: [String: Set<String>] = [:]
    /// Names its code refers to only inside `#if` clauses on the project's own flags, by when
    /// the clause is compiled (`#if DOGFOOD || DEBUG`): used only where the Release
    /// configuration compiles them.
    var compiledUses: [CompileCondition: Set<String>] = [:]
    var id: String { "\(file):\(lines.lowerBound)" }
}

/// A `switch` branch that matches enum cases by name only (`case .a, .b(let x):`), with the
/// names every such branch of its switch matches (`UnusedMembers`).
struct CaseBranch: Sendable, Codable, Hashable {
    var file: String
    var lines: ClosedRange<Int>
    var names: Set<String>
    var switchNames: Set<String>
    /// The type names (and naming literals) the branch's code names: made only when the
    /// branch runs (`case .feature: return FeaturePageViewController()`).
    var typeUses: Set<String> = []
    /// The first line of the member the branch is in (nil outside any, or in a stored
    /// property's initial value): a branch of a member nothing uses never runs either.
    var memberLine: Int?
}

/// Reads one Swift file's candidate members and the names the rest of its code refers to.
final class MemberUseVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    private(set) var members: [MemberDeclaration] = []
    /// Names referenced outside any candidate member, by the outermost type (or extended type)
    /// the code is in ("" outside any): a type nothing makes runs none of them.
    private(set) var roots: [String: Set<String>] = [:]
    /// A candidate member being walked: its declaration, whether it is an instance's stored
    /// property with an initial value, and the type names its code names.
    private struct OpenMember {
        var declaration: MemberDeclaration
        var isEager = false
        var typeUses: Set<String> = []
    }
    /// The candidate member being walked, innermost last.
    private var open: [OpenMember] = []
    /// An enclosing type or extension.
    private struct Scope {
        /// Its name (an extension's last component).
        var name: String
        /// The type it extends, for an extension.
        var extensionOf: String?
        /// A struct or enum, or an extension of one this file declares before it: where a bare
        /// name may be a static member.
        var holdsStatics: Bool
        /// Whether its internal members may be judged.
        var judgesInternal: Bool
        /// A `private`/`fileprivate` extension (its members are too).
        var isPrivate: Bool
        /// An enum that adopts nothing: only code naming its cases makes them.
        var isPlainEnum = false
        /// An enum whose cases only code naming them makes, unless code makes them another way
        /// (`casesMadeUnnamed`): a plain one, or one with a raw type and protocols none of which
        /// decodes it (`enum Mode: Int, CaseIterable, Identifiable`).
        var casesMadeByName = false
        /// An enum (plain or not).
        var isEnum = false
    }
    /// The enclosing types and extensions, innermost last.
    private var scopes: [Scope] = []
    /// Structs and enums this file declares.
    private(set) var valueTypeNames: Set<String> = []
    /// Types declared here with protocols in their inheritance clause (a class's first entry
    /// taken for its superclass).
    private(set) var protocolAdopters: Set<String> = []
    /// Type names referenced outside any candidate member.
    private var liveTypeNames: Set<String> = []
    /// Of those, the ones some member of this file also names: what `UnusedMembers` needs to
    /// tell a type only unused members create.
    var memberLiveTypes: Set<String> {
        liveTypeNames.intersection(namedInMembers)
    }

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func refer(_ raw: String) {
        // Members are named in lower camel case; type names (most references) are left out.
        guard let first = raw.first, !first.isUppercase else { return }
        let name = raw.hasPrefix("$") ? String(raw.dropFirst()) : raw
        referStatic(name)
    }

    /// A name as it is, such as a static member by its type ("SendModule.controller").
    private func referStatic(_ key: String) {
        guard otherPlatform.isEmpty else { return }
        if let condition = clauses.last?.condition { return record(key, under: condition, roots: \.compiledRoots, uses: \.compiledUses) }
        if let condition = flagBlocks.last?.condition { return record(key, under: condition, roots: \.flaggedRoots, uses: \.flaggedUses) }
        // An instance's stored property runs its initial value when the instance is made, read
        // or not (`let pages = models.map { $0.viewController }`): what it names is used then.
        if open.isEmpty || open.last?.isEager == true {
            roots[scopes.first?.name ?? "", default: []].insert(key)
        } else {
            open[open.count - 1].declaration.uses.insert(key)
        }
    }

    /// A name used only under a condition: outside any candidate member in `roots`, else in the
    /// open member's `uses`, by the condition.
    private func record<Condition: Hashable>(
        _ key: String, under condition: Condition,
        roots: ReferenceWritableKeyPath<MemberUseVisitor, [Condition: Set<String>]>, uses: WritableKeyPath<MemberDeclaration, [Condition: Set<String>]>
    ) {
        if open.isEmpty {
            self[keyPath: roots][condition, default: []].insert(key)
        } else {
            open[open.count - 1].declaration[keyPath: uses][condition, default: []].insert(key)
        }
    }

    /// Names referred to outside any candidate member, inside branches on constant flags, by
    /// the conditions (`MemberDeclaration.flaggedUses`).
    private(set) var flaggedRoots: [String: Set<String>] = [:]
    /// `static let newFlow = true` in a type: a constant flag, by "Type.name".
    private(set) var boolConstants: [String: Bool] = [:]
    private(set) var boolVariables: [String: Bool] = [:]
    private var ambiguousConstants: Set<String> = []
    /// The flag branches the walk is inside, innermost last: the block and its condition joined
    /// with those around it.
    private var flagBlocks: [(block: SyntaxIdentifier, condition: String)] = []

    /// `Type.flag` or `!Type.flag` as a condition: the flag and the value it needs.
    static func flagCondition(_ expr: ExprSyntax) -> (String, Bool)? {
        var expr = expr
        var wanted = true
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { expr = prefix.expression; wanted = false }
        // `Settings.flag`, `AppConfiguration.FeatureToggles.flag`: by the last two names.
        guard let member = expr.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            base.first?.isUppercase == true
        else { return nil }
        return ("\(base).\(member.declName.baseName.text)", wanted)
    }

    /// The one flag an `if` or `guard` tests, if that is all it tests.
    static func flagCondition(_ conditions: ConditionElementListSyntax) -> (String, Bool)? {
        guard conditions.count == 1, case .expression(let expr)? = conditions.first?.condition else { return nil }
        return flagCondition(expr)
    }

    /// The body of `if Type.flag` runs when the flag holds, its `else` block when it does not; a
    /// `guard Type.flag else { … }` block when it does not.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        unreachable.enter(node)
        if RuntimePlatformCheck.isMacOnly(node) { otherPlatform.append(node.id) }
        var condition: String?
        if let branch = node.parent?.as(IfExprSyntax.self), let (flag, wanted) = Self.flagCondition(branch.conditions) {
            condition = "\(flag)=\(branch.body.id == node.id ? wanted : !wanted)"
        } else if let branch = node.parent?.as(IfExprSyntax.self), branch.body.id == node.id,
            let (flag, wanted) = branch.conditions.lazy.compactMap({ element -> (String, Bool)? in
                guard case .expression(let expr) = element.condition else { return nil }
                return Self.flagCondition(expr)
            }).first
        {
            // `if Flags.socialLogin, let x = …`: the body runs only where the flag holds.
            condition = "\(flag)=\(wanted)"
        } else if let guardStatement = node.parent?.as(GuardStmtSyntax.self), let (flag, wanted) = Self.flagCondition(guardStatement.conditions) {
            condition = "\(flag)=\(!wanted)"
        }
        if let condition {
            flagBlocks.append((node.id, flagBlocks.last.map { $0.condition + "&" + condition } ?? condition))
        }
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) {
        unreachable.leave()
        if otherPlatform.last == node.id { otherPlatform.removeLast() }
        if flagBlocks.last?.block == node.id { flagBlocks.removeLast() }
    }

    /// A type name, or a literal that may name a type or a file. An instance's stored property
    /// runs its initial value when the instance is made, read or not (`let header =
    /// HeaderView()`): what it names is created (a `lazy` or `static` one runs when read).
    private func referType(_ name: String) {
        guard otherPlatform.isEmpty else { return }
        // In a branch that matches enum cases by name: the branch's (`UnusedMembers` decides
        // whether it runs).
        if let branch = openBranches.last {
            caseBranches[branch].typeUses.insert(name)
            return
        }
        if open.isEmpty || open.last?.isEager == true { liveTypeNames.insert(name) } else { open[open.count - 1].typeUses.insert(name) }
    }

    /// Previews (`#Preview { … }`, a `PreviewProvider`'s `previews`) run only in Xcode's canvas:
    /// what they name (a case only they make, Meshtastic's `.gauge` air quality style) is not
    /// made by the app.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !unreachable.contains(node.position) else { return .visitChildren }
        let name = node.baseName.text
        refer(name)
        if name.first?.isUppercase == true || name == "self" {
            noteUnnamedMaking(name, at: node)
        } else if name == "allCases", let scope = scopes.last, scope.isEnum || scope.extensionOf != nil {
            casesMadeUnnamed.insert(scope.extensionOf ?? scope.name)
        }
        if name.first?.isUppercase == true {
            referType(name)
        }
        // A bare name inside a static member of a struct or enum may be another of its static
        // members (Swift lets only static code name them bare; a member access's name is its
        // own reference, qualified below), or one of its cases, which may be capitalised
        // (green: `return [Short, Medium, Long]` in `CsvTime.all(for:)`). Only there: keys for
        // every bare name in every type and for every `x.name` cost about 17 MB of peak memory
        // on woocommerce-ios.
        if let scope = scopes.last, scope.holdsStatics, staticContexts.last == true, name.first?.isUppercase != true || scope.isEnum,
            node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
        {
            referStatic("\(scope.name).\(name)")
        }
        return .visitChildren
    }
    /// Whether a declaration is static code: a static member, or a local one inside static code.
    private func isStatic(_ node: some SyntaxProtocol, _ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            || (node.parent?.is(MemberBlockItemSyntax.self) != true && staticContexts.last == true)
    }
    /// Whether each enclosing function or property is static.
    private var staticContexts: [Bool] = []
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind { refer(node.declName.baseName.text); return .visitChildren }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard !unreachable.contains(node.position) else { return .visitChildren }
        let name = node.declName.baseName.text
        refer(name)
        // `.feature(…)`: an implicit member, by its dotted name (how an enum case is made).
        if node.base == nil { referStatic("." + name) }
        // `Outer.Mode(rawValue:)`, `Outer.Mode.allCases`.
        if node.base != nil, name.first?.isUppercase == true { noteUnnamedMaking(name, at: node) }
        // `SendModule.controller`, `Self.controller`: a static member by its type.
        guard let first = name.first, !first.isUppercase else { return .visitChildren }
        guard let base = node.base else { return .visitChildren }
        if let ref = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if let scope = scopes.last, ref == "Self" || (ref == "self" && scope.holdsStatics) {
                referStatic("\(scope.name).\(name)")
            } else if ref.first?.isUppercase == true {
                referStatic("\(ref).\(name)")
            }
        } else if let path = base.as(MemberAccessExprSyntax.self), Self.isTypePath(path) {
            // `Strings.trace.unspecified`: a nested type, in any case (`enum trace`).
            referStatic("\(path.declName.baseName.text).\(name)")
        }
        return .visitChildren
    }
    /// A member path that starts with a type's name (`Strings.trace`), not a variable's.
    static func isTypePath(_ path: MemberAccessExprSyntax) -> Bool {
        var base = path.base
        while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
        return base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if !unreachable.contains(node.position) { referType(node.name.text) }
        noteUnnamedMaking(type: node)
        return .visitChildren
    }
    /// Code an iOS build leaves out or a Mac alone runs, innermost last: an `#if` clause an iOS
    /// build does not compile (`#if targetEnvironment(macCatalyst)`), the branch of a run-time
    /// Mac check (`if ProcessInfo.processInfo.isMacCatalystApp`). What it names is not used on
    /// iOS (Amperfy: `configureForMac()`, called only from a split view made under `#if
    /// targetEnvironment(macCatalyst)`, adds the Mac player's buttons).
    private var otherPlatform: [SyntaxIdentifier] = []
    /// The `#if` clauses on the project's flags the walk is inside, each with when it is
    /// compiled (joined with those around it).
    private var clauses: [(id: SyntaxIdentifier, condition: CompileCondition)] = []
    /// Names referred to outside any candidate member inside such clauses, by condition.
    private(set) var compiledRoots: [CompileCondition: Set<String>] = [:]
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if PlatformCondition.leftOutOfIOS(node) {
            otherPlatform.append(node.id)
        } else {
            let own = CompileCondition.compiled(node)
            if !own.flags.isEmpty { clauses.append((node.id, clauses.last.map { .and($0.condition, own) } ?? own)) }
        }
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) {
        if otherPlatform.last == node.id { otherPlatform.removeLast() }
        if clauses.last?.id == node.id { clauses.removeLast() }
    }
    /// Code after a `return` or `throw` in its block (`UnreachableCode`): what it names is not used.
    private var unreachable = UnreachableCode()
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // As `SwiftUIIndex` reads them: an identifier-like literal may name a class or a file;
        // only capitalised ones are kept (class, xib and storyboard names), as a member's
        // literals are mostly keys and identifiers (a lower-case file name is then kept loaded).
        if let text = SwiftUIIndex.namingLiteral(node), text.first?.isUppercase == true { referType(text) }
        return .visitChildren
    }

    /// Protocols no framework looks for conformers of: a type adopting only these is made
    /// where code names it (`.modifier(SnackbarModifier())`, `.buttonStyle(PillStyle())`).
    static let usedByName: Set<String> = [
        "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle",
        "ProgressViewStyle", "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle", "Shape", "InsettableShape",
        "Equatable", "Hashable", "Identifiable", "Codable", "Decodable", "Encodable", "Sendable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    // Types and extensions.
    private func enter(
        _ name: String, extensionOf: String?, holdsStatics: Bool, _ inherited: InheritanceClauseSyntax?,
        isClass: Bool, modifiers: DeclModifierListSyntax
    ) {
        let count = inherited?.inheritedTypes.count ?? 0
        // Adopting a protocol whose conformers code must name to use (a `ViewModifier`, a
        // `ButtonStyle`, `Hashable`) does not let a framework make the type.
        let foundByConformance = inherited?.inheritedTypes.filter { !Self.usedByName.contains($0.type.sourceText) }.count ?? 0
        if extensionOf == nil, foundByConformance > (isClass ? 1 : 0) { protocolAdopters.insert(name) }
        scopes.append(
            Scope(
                name: name, extensionOf: extensionOf, holdsStatics: holdsStatics,
                judgesInternal: count == 0 || (isClass && count == 1),
                isPrivate: modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }))
    }
    private func leave() { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, extensionOf: nil, holdsStatics: false, node.inheritanceClause, isClass: true, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPreviewProvider(node) { return .skipChildren }
        valueTypeNames.insert(node.name.text)
        enter(node.name.text, extensionOf: nil, holdsStatics: true, node.inheritanceClause, isClass: false, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { if !Self.isPreviewProvider(node) { leave() } }
    static func isPreviewProvider(_ node: StructDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } == true
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        valueTypeNames.insert(node.name.text)
        enter(node.name.text, extensionOf: nil, holdsStatics: true, node.inheritanceClause, isClass: false, modifiers: node.modifiers)
        scopes[scopes.count - 1].isPlainEnum = node.inheritanceClause == nil && node.attributes.isEmpty
        scopes[scopes.count - 1].casesMadeByName = node.attributes.isEmpty && Self.makesNoCase(node.inheritanceClause)
        if scopes[scopes.count - 1].casesMadeByName,
            node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CaseIterable" }) == true
        {
            iterableEnums.insert(node.name.text)
        }
        scopes[scopes.count - 1].isEnum = true
        return .visitChildren
    }

    /// A case of a plain enum is a member that may be unused (`UnusedMembers`).
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, scope.casesMadeByName, node.parent?.is(MemberBlockItemSyntax.self) == true, open.isEmpty else { return .visitChildren }
        for element in node.elements {
            members.append(MemberDeclaration(name: element.name.text, file: path, lines: lines(element), uses: [], enumCaseOf: scope.name))
        }
        return .visitChildren
    }

    /// Branches of a `switch` that match cases by name only.
    private(set) var caseBranches: [CaseBranch] = []
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        // `switch self` in an enum that is not plain (raw values, protocols) is over that enum,
        // whose cases a raw value or a decoder makes: not over a plain enum of the same case
        // names (stepik: `TabController: String`, made by `TabController(rawValue:)`).
        if node.subject.sourceText == "self", let scope = scopes.last, scope.isEnum, !scope.isPlainEnum { return .visitChildren }
        var branches: [(SwitchCaseSyntax, Set<String>)] = []
        for element in node.cases {
            guard case .switchCase(let branch) = element, case .case(let label) = branch.label else { continue }
            let names = label.caseItems.map { Self.caseName($0.pattern) }
            if names.allSatisfy({ $0 != nil }) { branches.append((branch, Set(names.compactMap { $0 }))) }
        }
        let all = branches.reduce(into: Set<String>()) { $0.formUnion($1.1) }
        let member = open.last.flatMap { $0.isEager ? nil : $0.declaration.lines.lowerBound }
        for (branch, names) in branches {
            branchIndex[branch.id] = caseBranches.count
            caseBranches.append(CaseBranch(file: path, lines: lines(branch), names: names, switchNames: all, memberLine: member))
        }
        return .visitChildren
    }
    /// The branches recorded by their syntax, and those the walk is inside, innermost last.
    private var branchIndex: [SyntaxIdentifier: Int] = [:]
    private var openBranches: [Int] = []
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if let index = branchIndex[node.id] { openBranches.append(index) }
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) {
        if let index = branchIndex[node.id], openBranches.last == index {
            openBranches.removeLast()
            namedInMembers.formUnion(caseBranches[index].typeUses)
        }
    }
    /// A `switch` pattern matches cases, it does not make them: names in `case .a(let x):` are
    /// not uses. A `where` clause's are.
    override func visit(_ node: ExpressionPatternSyntax) -> SyntaxVisitorContinueKind {
        Self.isCasePattern(node) ? .skipChildren : .visitChildren
    }
    override func visit(_ node: ValueBindingPatternSyntax) -> SyntaxVisitorContinueKind {
        Self.isCasePattern(node) ? .skipChildren : .visitChildren
    }
    static func isCasePattern(_ node: some PatternSyntaxProtocol) -> Bool {
        node.parent?.is(SwitchCaseItemSyntax.self) == true && caseName(PatternSyntax(node)) != nil
    }
    static func caseName(_ pattern: PatternSyntax) -> String? { FactsVisitor.caseName(pattern) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    /// Raw types, and protocols that make no value of their adopter: an enum adopting only
    /// these has its cases made by name, by its raw value, or through `allCases`. A decoder
    /// (`Codable`) or any other protocol may make them without a name this file shows.
    static let rawTypesAndInertProtocols: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Character", "Double", "Float",
        "CGFloat", "CaseIterable", "Identifiable", "Equatable", "Hashable", "Comparable", "Sendable", "CustomStringConvertible",
        "CustomDebugStringConvertible",
    ]
    static func makesNoCase(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.allSatisfy { rawTypesAndInertProtocols.contains($0.type.trimmedDescription) } ?? true
    }

    /// Enums whose cases code makes without naming them: by raw value (`Mode(rawValue: 2)`,
    /// `Self(rawValue:)`), through `Mode.allCases`, as a type passed on (`Mode.self`, a generic
    /// argument `Picker<Mode>`), stored by a property wrapper (`@AppStorage("m") var m: Mode`,
    /// which makes it from the stored raw value), or given a protocol in an extension
    /// (`extension Mode: Codable`). Their cases are not judged by name (`UnusedMembers`).
    private(set) var casesMadeUnnamed: Set<String> = []
    static let unnamedMakers: Set<String> = ["allCases", "init", "self", "RawValue"]
    /// `Mode(rawValue:)`, `Mode.allCases`: the type named, as the last name of `ref`.
    private func noteUnnamedMaking(_ name: String, at node: some SyntaxProtocol) {
        let owner = ["Self", "self"].contains(name) ? scopes.last?.extensionOf ?? scopes.last?.name : name
        guard let owner, owner.first?.isUppercase == true else { return }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == Syntax(node).id,
            call.arguments.first?.label?.text == "rawValue"
        {
            casesMadeUnnamed.insert(owner)
        } else if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == Syntax(node).id,
            Self.unnamedMakers.contains(member.declName.baseName.text)
        {
            // `E.allCases` of a generic parameter (`struct EnumPicker<E: CaseIterable>`) makes
            // the cases of every iterable enum a caller may pass.
            if member.declName.baseName.text == "allCases", Self.isGenericParameter(name, around: node) {
                listsAnyIterableEnum = true
            } else {
                casesMadeUnnamed.insert(owner)
            }
        }
    }
    /// Whether code lists the cases of a generic parameter's type (`E.allCases`).
    private(set) var listsAnyIterableEnum = false
    /// The enums of this file whose cases are judged by name and that adopt `CaseIterable`.
    private(set) var iterableEnums: Set<String> = []
    static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let next = parent {
            let clause =
                next.as(FunctionDeclSyntax.self)?.genericParameterClause ?? next.as(StructDeclSyntax.self)?.genericParameterClause
                ?? next.as(ClassDeclSyntax.self)?.genericParameterClause ?? next.as(InitializerDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            parent = next.parent
        }
        return false
    }
    /// A type named as a generic argument, or as the type of a wrapped property.
    private func noteUnnamedMaking(type node: IdentifierTypeSyntax) {
        var parent = node.parent
        if parent?.is(OptionalTypeSyntax.self) == true { parent = parent?.parent }
        if parent?.is(GenericArgumentSyntax.self) == true {
            casesMadeUnnamed.insert(node.name.text)
        } else if parent?.is(TypeAnnotationSyntax.self) == true,
            let variable = parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self), !variable.attributes.isEmpty
        {
            casesMadeUnnamed.insert(node.name.text)
        }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = String(node.extendedType.sourceText.split(separator: ".").last ?? "")
        if !Self.makesNoCase(node.inheritanceClause) { casesMadeUnnamed.insert(name) }
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CaseIterable" }) == true { iterableEnums.insert(name) }
        enter(name, extensionOf: name, holdsStatics: valueTypeNames.contains(name), node.inheritanceClause, isClass: false, modifiers: node.modifiers)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    // A protocol's members are requirements; an actor's are judged like a class's.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Whether a member with these attributes and modifiers may be judged, in this scope.
    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool { modifiers.contains { $0.name.text == "public" } }

    private func judged(_ node: some SyntaxProtocol, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        // A member of a type or extension, not a local declaration in a function's body.
        guard node.parent?.is(MemberBlockItemSyntax.self) == true,
            let scope = scopes.last, attributes.isEmpty, open.isEmpty
        else { return false }
        let names = Set(modifiers.map(\.name.text))
        // `public` is judged too (`MemberDeclaration.isPublic`): in the app's own target nothing
        // else can call it; in a package or framework its users may.
        if !names.isDisjoint(with: ["override", "open", "dynamic", "required", "convenience"]) { return false }
        return !names.isDisjoint(with: ["private", "fileprivate"]) || scope.isPrivate || scope.judgesInternal
    }

    private func lines(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = node.startLocation(converter: converter).line
        return start...max(start, node.endLocation(converter: converter).line)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        staticContexts.append(isStatic(node, node.modifiers))
        let name = node.name.text
        guard name.first.map({ ($0.isLetter && !$0.isUppercase) || $0 == "_" }) == true, !["body", "main", "makeBody"].contains(name),
            judged(node, node.attributes, node.modifiers)
        else { return .visitChildren }
        open.append(
            OpenMember(
                declaration: MemberDeclaration(
                    name: name, file: path, lines: lines(node), uses: [], staticOf: staticType(node.modifiers), extensionOf: scopes.last?.extensionOf,
                    implicitlyNamed: mayBeOwnType(node.signature.returnClause?.type.sourceText ?? "()"), owner: scopes.first?.name,
                    isPublic: Self.isPublic(node.modifiers))))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { close(node); staticContexts.removeLast() }

    /// The type a `static` member belongs to.
    private func staticType(_ modifiers: DeclModifierListSyntax) -> String? {
        modifiers.contains { $0.name.text == "static" } ? scopes.last?.name : nil
    }

    /// Whether a member's value, of this type text, may be of its own type (nil: not written).
    private func mayBeOwnType(_ type: String?) -> Bool {
        guard let type, let own = scopes.last?.name else { return true }
        return type.contains(own) || type.contains("Self")
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        staticContexts.append(isStatic(node, node.modifiers))
        if node.bindingSpecifier.tokenKind == .keyword(.var), node.attributes.isEmpty, node.modifiers.contains(where: { $0.name.text == "static" }),
            let scope = scopes.last
        {
            for binding in node.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self)
                else { continue }
                boolVariables["\(scope.name).\(name)"] = literal.literal.tokenKind == .keyword(.true)
            }
        }
        if node.bindingSpecifier.tokenKind == .keyword(.let), node.modifiers.contains(where: { $0.name.text == "static" }), let scope = scopes.last {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self)
                else { continue }
                // Declared with two values (the branches of an `#if`): not a constant.
                let key = "\(scope.name).\(name)", value = literal.literal.tokenKind == .keyword(.true)
                if ambiguousConstants.contains(key) { continue }
                if let known = boolConstants[key], known != value {
                    boolConstants[key] = nil
                    ambiguousConstants.insert(key)
                } else {
                    boolConstants[key] = value
                }
            }
        }
        guard node.bindings.count == 1, let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            name != "body", name.first?.isUppercase == false, judged(node, node.attributes, node.modifiers),
            // Stored properties without a value are set from outside (an initializer, a caller).
            node.bindings.first?.initializer != nil || node.bindings.first?.accessorBlock != nil
        else { return .visitChildren }
        let binding = node.bindings.first
        let written =
            binding?.typeAnnotation?.type.sourceText
            ?? binding?.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.sourceText
        open.append(
            OpenMember(
                declaration: MemberDeclaration(
                    name: name, file: path, lines: lines(node), uses: [], staticOf: staticType(node.modifiers),
                    extensionOf: scopes.last?.extensionOf, implicitlyNamed: mayBeOwnType(written), owner: scopes.first?.name,
                    isPublic: Self.isPublic(node.modifiers)),
                isEager: binding?.accessorBlock == nil && !node.modifiers.contains { ["lazy", "static", "class"].contains($0.name.text) }))
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { close(node); staticContexts.removeLast() }

    private func close(_ node: some SyntaxProtocol) {
        guard let last = open.last?.declaration, last.lines.lowerBound == node.startLocation(converter: converter).line, last.file == path else { return }
        let closed = open.removeLast()
        namedInMembers.formUnion(closed.typeUses)
        var member = closed.declaration
        member.typeUses = closed.typeUses.sorted().joined(separator: "\n")
        members.append(member)
    }
    /// The type names of every member closed so far.
    private var namedInMembers: Set<String> = []
}
