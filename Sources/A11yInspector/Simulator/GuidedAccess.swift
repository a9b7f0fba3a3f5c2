/// What Guided Access shows of the app: the restrictions its app delegate offers in the
/// options sheet (triple-click the side button in a session, then Options), each with its
/// title and description, and the code that reads a restriction's state (S0 §引导访问,
/// listings 7-2…7-6; B L2688-2770; UIKit `UIGuidedAccessRestrictionDelegate`: iOS asks only
/// the application delegate). Below the system's own options (Sleep/Wake button, Volume
/// buttons, Motion, Keyboards, Touch, Dictionary lookup, Time limit), which every app gets.
public struct GuidedAccessOptions: Sendable, Codable, Hashable {
    /// The type that adopts `UIGuidedAccessRestrictionDelegate`.
    public var delegate: String
    public var location: SourceLocation
    /// iOS shows its restrictions: it is (or descends from) the app delegate. False when it is
    /// another type; nil when the type is declared outside the audited sources.
    public var shown: Bool?
    /// `guidedAccessRestrictionIdentifiers`, when every one is a literal; nil when computed.
    public var identifiers: [String]?
    /// Titles returned as literals; empty when they are looked up or computed.
    public var titles: [String]
    /// Descriptions returned as literals; nil when the method is not implemented.
    public var descriptions: [String]?
    /// `guidedAccessRestriction(withIdentifier:didChange:)` does something with the new state.
    public var actsOnChange: Bool
    /// Where code asks `guidedAccessRestrictionState(forIdentifier:)`.
    public var stateQueries: [SourceLocation]

    /// The app's restriction delegates, in source order.
    public static func read(_ project: ProjectContext) -> [GuidedAccessOptions] {
        let queries = project.code.events.filter { $0.kind == .guidedAccessStateQueried }.map(\.location)
        return GuidedAccessAdopter.all(in: project).map { adopter in
            var options = GuidedAccessOptions(
                delegate: adopter.type, location: adopter.event.location, shown: adopter.isAppDelegate,
                identifiers: nil, titles: [], descriptions: nil, actsOnChange: false, stateQueries: queries)
            for member in adopter.members {
                guard case .guidedAccess(let what) = member.detail else { continue }
                switch what {
                case .identifiers(let ids): options.identifiers = ids
                case .text(let literals): options.titles = literals
                case .detailText(let literals): options.descriptions = literals
                case .stateChange(let ignores): options.actsOnChange = !ignores
                }
            }
            return options
        }
    }

    /// As `a11y voiceover` prints it.
    public var text: String {
        var out = ["Guided Access options (in a session: triple-click the side button, then Options)"]
        switch shown {
        case true?: out.append("  Restrictions of \(delegate) (\(location.file.fileName):\(location.line)), below the system's own options:")
        case false?:
            out.append("  \(delegate) (\(location.file.fileName):\(location.line)) offers restrictions, but it is not the app delegate: iOS never shows them")
        case nil:
            out.append(
                "  \(delegate) (\(location.file.fileName):\(location.line)) offers restrictions; it is declared outside the audited sources, so whether it is the app delegate (the only one iOS asks) is not known"
            )
        }
        if let identifiers {
            out.append("    identifiers: " + (identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")))
        } else {
            out.append("    identifiers: computed at run time")
        }
        out.append("    titles: " + (titles.isEmpty ? "looked up or computed at run time" : titles.map { "\"\($0)\"" }.joined(separator: ", ")))
        if let descriptions {
            out.append(
                "    descriptions: " + (descriptions.isEmpty ? "looked up or computed at run time" : descriptions.map { "\"\($0)\"" }.joined(separator: ", ")))
        } else {
            out.append("    descriptions: none (the sheet shows each title alone)")
        }
        out.append(
            "  When one is turned off: "
                + (actsOnChange
                    ? "guidedAccessRestriction(withIdentifier:didChange:) acts on it" : "guidedAccessRestriction(withIdentifier:didChange:) does nothing"))
        if !stateQueries.isEmpty {
            out.append(
                "  The state is read at " + stateQueries.prefix(5).map { "\($0.file.fileName):\($0.line)" }.joined(separator: ", ")
                    + (stateQueries.count > 5 ? " and \(stateQueries.count - 5) more" : ""))
        } else if !actsOnChange {
            out.append("  ⚠ nothing reads the state: turning a restriction off changes nothing")
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// A type that adopts `UIGuidedAccessRestrictionDelegate`, once however many extensions adopt
/// it, with the delegate members it and its ancestors implement: what both the options sheet
/// and the `guided-access-restrictions` rule read.
struct GuidedAccessAdopter {
    var type: String
    /// The first adoption, in source order.
    var event: CodeEvent
    /// It is (or descends from) the app delegate, the only object iOS asks; false when it is
    /// another type; nil when it is declared outside the audited sources.
    var isAppDelegate: Bool?
    /// Its `guidedAccessMember` events, with their locations.
    var members: [CodeEvent]

    static func all(in project: ProjectContext) -> [GuidedAccessAdopter] {
        let events = project.code.events
        let appDelegates = Set(
            events.compactMap { event -> String? in
                guard event.kind == .appDelegateAdopter, case .type(let name) = event.detail else { return nil }
                return name
            })
        var seen = Set<String>()
        var result: [GuidedAccessAdopter] = []
        for adoption in events where adoption.kind == .guidedAccessAdopter {
            guard case .type(let type) = adoption.detail, seen.insert(type).inserted else { continue }
            let lineage = Set([type] + project.code.lineage(of: type).map(\.name))
            let isAppDelegate: Bool? =
                !lineage.isDisjoint(with: appDelegates)
                ? true
                : project.code.types[type]?.isDeclared == true ? false : nil
            let members = events.filter { $0.kind == .guidedAccessMember && lineage.contains($0.type ?? "") }
            result.append(GuidedAccessAdopter(type: type, event: adoption, isAppDelegate: isAppDelegate, members: members))
        }
        return result
    }
}
