import SwiftSyntax

/// The lines of a Swift file that the iOS App Store build does not contain:
/// - `ranges`: inside `#if DEBUG` (or `#if DEBUG && …`), code compiled only into debug builds,
///   such as debug menus and sample data. A `#else` branch of such a block is release code.
/// - `otherPlatformRanges`: inside `#if os(macOS)` (watchOS, tvOS, `canImport(AppKit)`), or
///   any clause of an `#if` but the one an iOS build compiles (`PlatformCondition`): the
///   `#else` of `#if os(iOS)` or of `#if !os(tvOS)`, another platform's code.
final class DebugOnlyCode: SyntaxVisitor {
    let converter: SourceLocationConverter
    private(set) var ranges: [ClosedRange<Int>] = []
    private(set) var otherPlatformRanges: [ClosedRange<Int>] = []
    /// Clauses that depend on the project's own flags (`#if !RELEASE`, `#else` of `#if
    /// APP_STORE`): whether a release build compiles them is settled by the project's settings
    /// (`Project.releaseConditions`), not here, so that a file's reading does not depend on them.
    private(set) var flagged: [ConditionalLines] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let start = node.startLocation(converter: converter).line
        let lines = start...max(start, node.endLocation(converter: converter).line)
        if let clauses = node.parent?.as(IfConfigClauseListSyntax.self) {
            let compiled = CompileCondition.compiled(node)
            if !compiled.flags.subtracting(["DEBUG"]).isEmpty {
                let written =
                    node.condition.map { "\(node.poundKeyword.text) \($0.sourceText)" }
                    ?? "#else of #if \(clauses.first?.condition?.sourceText ?? "")"
                flagged.append(ConditionalLines(lines: lines, compiledWhen: compiled, spelling: written))
            }
        }
        if let condition = node.condition, Self.isDebugOnly(condition) { ranges.append(lines) }
        // `#if os(macOS)`; `#if targetEnvironment(macCatalyst)` with no `#else`, which no clause
        // of an iOS build compiles; any clause but the one an iOS build compiles, when the
        // platform decides which (the `#else` of `#if os(iOS)` or of `#if !os(tvOS)`).
        if PlatformCondition.leftOutOfIOS(node) { otherPlatformRanges.append(lines) }
        return .visitChildren
    }

    /// `if ProcessInfo.processInfo.isMacCatalystApp { … }`: the branch only a Mac runs
    /// (`RuntimePlatformCheck`) is another platform's code.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let branch: Syntax? =
            switch RuntimePlatformCheck.macOnlyBranch(node.conditions) {
            case .onMac?: Syntax(node.body)
            case .notOnMac?: node.elseBody.map { Syntax($0) }
            case nil: nil
            }
        if let branch {
            let start = branch.startLocation(converter: converter).line
            otherPlatformRanges.append(start...max(start, branch.endLocation(converter: converter).line))
        }
        return .visitChildren
    }

    /// `os(macOS)`, `os(watchOS) || os(tvOS)`, `canImport(AppKit)`; not when iOS is also named.
    static func isOtherPlatform(_ condition: ExprSyntax) -> Bool {
        let text = condition.sourceText.filter { !$0.isWhitespace }
        guard !text.contains("!"), !text.contains("os(iOS)"), !text.contains("canImport(UIKit)") else { return false }
        return ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(OSX)", "canImport(AppKit)", "canImport(WatchKit)"].contains { text.contains($0) }
            && !text.contains("&&")
    }

    /// `DEBUG`, `DEBUG && os(iOS)`; not `!DEBUG`, not `DEBUG || BETA` (compiled into betas too).
    static func isDebugOnly(_ condition: ExprSyntax) -> Bool {
        let text = condition.sourceText.filter { !$0.isWhitespace }
        guard !text.contains("||") else { return false }
        return text.split(separator: "&").contains { $0 == "DEBUG" || $0 == "(DEBUG)" }
    }
}
