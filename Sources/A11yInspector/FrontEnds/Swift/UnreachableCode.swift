import SwiftSyntax

/// Code after a `return` or `throw` in the same block never runs (Swift warns "will never be
/// executed"; safe-ios left a screen's only creator after `return`, "unused because it was
/// crashing the app"). A walk enters and leaves each block; `contains` tells whether a position
/// is in such code. (`return` followed by an expression on the next line returns that
/// expression, which the parser already puts inside the `return`.)
struct UnreachableCode {
    private var ranges: [Range<AbsolutePosition>] = []
    private var pushed: [Bool] = []

    mutating func enter(_ block: CodeBlockSyntax) {
        let statements = block.statements
        if let exit = statements.firstIndex(where: { $0.item.is(ReturnStmtSyntax.self) || $0.item.is(ThrowStmtSyntax.self) }),
            statements.index(after: exit) != statements.endIndex
        {
            ranges.append(statements[exit].endPosition..<block.rightBrace.positionAfterSkippingLeadingTrivia)
            pushed.append(true)
        } else {
            pushed.append(false)
        }
    }

    mutating func leave() {
        if pushed.removeLast() { ranges.removeLast() }
    }

    func contains(_ position: AbsolutePosition) -> Bool {
        !ranges.isEmpty && ranges.contains { $0.contains(position) }
    }
}
