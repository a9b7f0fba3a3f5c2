import SwiftSyntax

/// The lines of a Swift file inside `#if DEBUG` (or `#if DEBUG && …`): code compiled only into
/// debug builds, such as debug menus and sample data, which people using the App Store build
/// never meet. A `#else` branch of such a block is release code and is not included.
final class DebugOnlyCode: SyntaxVisitor {
    let converter: SourceLocationConverter
    private(set) var ranges: [ClosedRange<Int>] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition, Self.isDebugOnly(condition) {
            let start = node.startLocation(converter: converter).line
            let end = node.endLocation(converter: converter).line
            ranges.append(start...max(start, end))
        }
        return .visitChildren
    }

    /// `DEBUG`, `DEBUG && os(iOS)`; not `!DEBUG`, not `DEBUG || BETA` (compiled into betas too).
    static func isDebugOnly(_ condition: ExprSyntax) -> Bool {
        let text = condition.trimmedDescription.filter { !$0.isWhitespace }
        guard !text.contains("||") else { return false }
        return text.split(separator: "&").contains { $0 == "DEBUG" || $0 == "(DEBUG)" }
    }
}
