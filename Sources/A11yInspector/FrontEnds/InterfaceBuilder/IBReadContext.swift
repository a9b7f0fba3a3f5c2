/// State shared while one document is translated: its path, document-wide lookups and the
/// diagnostics collected so far. Local to one `parse` call.
final class IBReadContext {
    let file: String
    var diagnostics: [Diagnostic] = []
    /// Gesture recogniser id → kind ("tap", "longPress"…), over the whole document.
    var gestureKinds: [String: Gesture] = [:]
    /// Gesture recogniser id → the view that holds it at run time (the last wired to it).
    var gestureHolders: [String: String] = [:]
    /// View id → size pinned by constraints, for the subtree being built.
    var fixedSizes: [String: IBGeometry.FixedSize] = [:]
    private var warnedUnknownElements: Set<String> = []
    private var warnedUnknownTraits: Set<String> = []

    init(file: String) {
        self.file = file
    }

    func location(_ node: XMLTreeNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    /// Set once the file is known to be broken: its one error says so, and follow-on
    /// warnings about the partial tree would only be noise.
    var suppressesWarnings = false

    func warning(_ message: String, at node: XMLTreeNode? = nil) {
        guard !suppressesWarnings else { return }
        diagnostics.append(Diagnostic(level: .warning, file: file, line: node?.line, message: message))
    }

    func error(_ message: String, line: Int? = nil) {
        diagnostics.append(Diagnostic(level: .error, file: file, line: line, message: message))
    }

    /// One warning per unknown element name per document.
    func unknownElement(_ node: XMLTreeNode) {
        guard warnedUnknownElements.insert(node.name).inserted else { return }
        warning("unknown Interface Builder element <\(node.name)> with a frame; read as a UIView", at: node)
    }

    func unknownTrait(_ name: String, at node: XMLTreeNode) {
        guard warnedUnknownTraits.insert(name).inserted else { return }
        warning("unknown accessibility trait '\(name)' in <accessibilityTraits>; ignored", at: node)
    }
}
