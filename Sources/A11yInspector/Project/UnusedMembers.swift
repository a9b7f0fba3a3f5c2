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
struct UnusedMembers: Sendable {
    /// The lines of each unused member, by file.
    private var lines: [String: [(lines: ClosedRange<Int>, name: String)]] = [:]

    init() {}

    init(parts: [String: ProjectPart], inputs: [InputFile]) {
        // Only in an app: a library's methods are called by the app that uses it.
        guard UnusedTypes.isApp(parts: parts, inputs: inputs) else { return }
        // Objective-C calls Swift by name (`[self setUpButtons]`).
        var objectiveC = Set<String>()
        for file in inputs where file.kind == .objectiveC { objectiveC.formUnion(Self.words(in: file.data)) }
        // One app's modules call each other (a framework's method from the app): every part's
        // code counts.
        let members = parts.values.flatMap(\.members)
        let byName = Dictionary(grouping: members, by: \.name)
        var live = parts.values.reduce(into: objectiveC) { $0.formUnion($1.memberRoots) }
        var pending = members.filter { live.contains($0.name) }
        // Names a used member refers to are used in turn.
        while let next = pending.popLast() {
            for name in next.uses where live.insert(name).inserted { pending += byName[name] ?? [] }
        }
        for member in members where !live.contains(member.name) {
            lines[member.file, default: []].append((member.lines, member.name))
        }
    }

    /// The identifiers of a source text.
    static func words<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Set<String> {
        var result = Set<String>()
        var current: [UInt8] = []
        for b in bytes {
            let isWord = (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95
            if isWord { current.append(b) } else if !current.isEmpty { result.insert(String(decoding: current, as: UTF8.self)); current.removeAll(keepingCapacity: true) }
        }
        if !current.isEmpty { result.insert(String(decoding: current, as: UTF8.self)) }
        return result
    }

    /// The unused member whose declaration holds this line, if any.
    func member(at location: SourceLocation) -> String? {
        lines[location.file]?.first { $0.lines.contains(location.line) }?.name
    }
}

/// A method or property that could be unused (`UnusedMembers`): where it is, and the names its
/// own code refers to.
struct MemberDeclaration: Sendable, Codable, Hashable {
    var name: String
    var file: String
    var lines: ClosedRange<Int>
    var uses: Set<String>
    var id: String { "\(file):\(lines.lowerBound)" }
}

/// Reads one Swift file's candidate members and the names the rest of its code refers to.
final class MemberUseVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    private(set) var members: [MemberDeclaration] = []
    /// Names referenced outside any candidate member.
    private(set) var roots: Set<String> = []
    /// The candidate member being walked, innermost last.
    private var open: [MemberDeclaration] = []
    /// For each enclosing type or extension: whether its internal members may be judged.
    private var judgesInternal: [Bool] = []
    /// Whether the enclosing extension is `private`/`fileprivate` (its members are too).
    private var privateScope: [Bool] = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func refer(_ raw: String) {
        // Members are named in lower camel case; type names (most references) are left out.
        guard let first = raw.first, !first.isUppercase else { return }
        let name = raw.hasPrefix("$") ? String(raw.dropFirst()) : raw
        if open.isEmpty { roots.insert(name) } else { open[open.count - 1].uses.insert(name) }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { refer(node.baseName.text); return .visitChildren }
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind { refer(node.declName.baseName.text); return .visitChildren }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { refer(node.declName.baseName.text); return .visitChildren }

    // Types and extensions: whether their internal members may be judged.
    private func enter(_ inherited: InheritanceClauseSyntax?, isClass: Bool, modifiers: DeclModifierListSyntax) {
        let count = inherited?.inheritedTypes.count ?? 0
        judgesInternal.append(count == 0 || (isClass && count == 1))
        privateScope.append(modifiers.contains { ["private", "fileprivate"].contains($0.name.text) })
    }
    private func leave() { judgesInternal.removeLast(); privateScope.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.inheritanceClause, isClass: true, modifiers: node.modifiers); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.inheritanceClause, isClass: false, modifiers: node.modifiers); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.inheritanceClause, isClass: false, modifiers: node.modifiers); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.inheritanceClause, isClass: false, modifiers: node.modifiers); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    // A protocol's members are requirements; an actor's are judged like a class's.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Whether a member with these attributes and modifiers may be judged, in this scope.
    private func judged(_ node: some SyntaxProtocol, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        // A member of a type or extension, not a local declaration in a function's body.
        guard node.parent?.is(MemberBlockItemSyntax.self) == true,
              let internalJudged = judgesInternal.last, attributes.isEmpty, open.isEmpty else { return false }
        let names = Set(modifiers.map(\.name.text))
        if !names.isDisjoint(with: ["override", "public", "open", "dynamic", "required", "convenience"]) { return false }
        return !names.isDisjoint(with: ["private", "fileprivate"]) || privateScope.last == true || internalJudged
    }

    private func lines(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
        let start = node.startLocation(converter: converter).line
        return start...max(start, node.endLocation(converter: converter).line)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        guard name.first.map({ ($0.isLetter && !$0.isUppercase) || $0 == "_" }) == true, !["body", "main", "makeBody"].contains(name),
              judged(node, node.attributes, node.modifiers) else { return .visitChildren }
        open.append(MemberDeclaration(name: name, file: path, lines: lines(node), uses: []))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { close(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindings.count == 1, let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              name != "body", name.first?.isUppercase == false, judged(node, node.attributes, node.modifiers),
              // Stored properties without a value are set from outside (an initializer, a caller).
              node.bindings.first?.initializer != nil || node.bindings.first?.accessorBlock != nil else { return .visitChildren }
        open.append(MemberDeclaration(name: name, file: path, lines: lines(node), uses: []))
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { close(node) }

    private func close(_ node: some SyntaxProtocol) {
        guard let last = open.last, last.lines.lowerBound == node.startLocation(converter: converter).line, last.file == path else { return }
        members.append(open.removeLast())
    }
}
