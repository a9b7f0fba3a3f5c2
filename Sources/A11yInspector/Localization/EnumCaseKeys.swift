/// String table keys written as the raw values of enum cases (`case title = "home.title"`, or
/// `case home_title` in a `String` enum), and where code names those cases. A key code looks
/// up through `key.rawValue` is shown only when something makes that case: a case nothing
/// names outside a `case` pattern (or names only in the arm of a pattern no made case
/// matches) is a key no code that runs looks up.
public struct EnumCaseKeys: Sendable, Codable, Equatable {
    /// A case of a `String` enum: its type's name, its own name, its raw value, the file
    /// declaring it.
    public struct Case: Sendable, Codable, Hashable {
        public var type: String
        public var name: String
        public var rawValue: String
        public var file: String
    }

    /// A name code writes in the arm of a `switch` case whose patterns are all enum cases
    /// (`case .a, .b: return .title`): it runs only when one of them was made.
    public struct ArmReference: Sendable, Codable, Hashable {
        public var name: String
        public var requires: Set<String>
    }

    public var cases: [Case] = []
    /// Case names of every enum the file declares, by type: what `allCases`,
    /// `init(rawValue:)` and decoding can make.
    public var caseNamesByType: [String: Set<String>] = [:]
    /// Names code writes outside every `case` pattern and pattern arm.
    public var named: Set<String> = []
    public var namedInArms: Set<ArmReference> = []
    /// Enum types any of whose cases code may make from data or a list: `T.allCases`,
    /// `T(rawValue:)`, a `Decodable` enum.
    public var wholeTypes: Set<String> = []

    public init() {}

    /// In `wholeTypes`: code makes a case of a type it does not name (`.init(rawValue: text)`).
    public static let anyType = "*"

    public mutating func merge(_ other: EnumCaseKeys) {
        cases += other.cases
        caseNamesByType.merge(other.caseNamesByType) { $0.union($1) }
        named.formUnion(other.named)
        namedInArms.formUnion(other.namedInArms)
        wholeTypes.formUnion(other.wholeTypes)
    }

    /// Names that code that runs writes: those written outside patterns, those of whole
    /// types, and, until nothing changes, those written in an arm one of whose patterns is.
    /// An arm one of whose patterns names no case the project declares (`.success`, `.some`)
    /// matches what the project cannot see made: it may run.
    func madeNames() -> Set<String> {
        var made = named
        let declared = caseNamesByType.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for type in wholeTypes { made.formUnion(caseNamesByType[type] ?? []) }
        if wholeTypes.contains(Self.anyType) { made.formUnion(declared) }
        var pending = Set<ArmReference>()
        for arm in namedInArms where !made.contains(arm.name) {
            if arm.requires.isSubset(of: declared) { pending.insert(arm) } else { made.insert(arm.name) }
        }
        while true {
            let reached = pending.filter { !$0.requires.isDisjoint(with: made) }
            guard !reached.isEmpty else { return made }
            made.formUnion(reached.map(\.name))
            pending.subtract(reached)
        }
    }

    /// Raw values of cases code makes: keys written in code as far as lookups through
    /// `rawValue` go. Cases of a whole type count whatever their name.
    public func liveKeys() -> Set<String> {
        let made = madeNames()
        return Set(cases.filter { isMade($0, made) }.map(\.rawValue))
    }

    /// Per file, the raw values of the cases it declares that no code makes (nor any case
    /// code makes has): names only code that never runs writes, such as a nib's name.
    public func unmadeValuesByFile() -> [String: Set<String>] {
        let made = madeNames()
        let live = Set(cases.filter { isMade($0, made) }.map(\.rawValue))
        var result: [String: Set<String>] = [:]
        for unmade in cases where !isMade(unmade, made) && !live.contains(unmade.rawValue) { result[unmade.file, default: []].insert(unmade.rawValue) }
        return result
    }

    private func isMade(_ enumCase: Case, _ made: Set<String>) -> Bool {
        made.contains(enumCase.name) || wholeTypes.contains(enumCase.type) || wholeTypes.contains(Self.anyType)
    }
}
