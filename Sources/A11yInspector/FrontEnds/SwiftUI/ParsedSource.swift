import Foundation
import SwiftParser
import SwiftSyntax

/// The source of a Swift file that declares SwiftUI bodies, parsed again when a body is read.
///
/// A body is a piece of a syntax tree, and a syntax tree costs about 75 bytes of memory per byte
/// of source once walked: holding the tree of every view file from the first reading until the
/// screens were built was most of a large app's peak (woocommerce-ios, 458 view files: 180 of
/// 430 MB). A body now keeps where its statements are (`Body.range`); the trees are parsed again
/// on demand and kept in `SyntaxTreeCache.shared`, which holds a bounded amount of source and
/// drops the least recently used. A tree still in use elsewhere lives on until it is released,
/// so dropping one never invalidates a node anyone holds.
final class ParsedSource: @unchecked Sendable {
    let path: String
    let text: String

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The statements that were at `range` (UTF-8 offsets, trivia included) when the file was
    /// first parsed. The same text parses to the same tree, so they are found again; nil only
    /// if the range was not a statement list.
    func statements(at range: Range<Int>, in cache: SyntaxTreeCache = .shared) -> CodeBlockItemListSyntax? {
        cache.statements(of: self, at: range)
    }

    /// The statement list exactly covering `range`: a descent into the children that contain it
    /// (several can, where a node has an empty child at its edge). A constant's initializer
    /// (`Body(initializer:)`) is found as a one-statement list made for it, its expression
    /// indented by the spaces before it so that its positions are those it has in the file.
    static func find(_ range: Range<Int>, in node: Syntax) -> CodeBlockItemListSyntax? {
        if node.position.utf8Offset == range.lowerBound, node.endPosition.utf8Offset == range.upperBound,
            let list = node.as(CodeBlockItemListSyntax.self)
        {
            return list
        }
        if node.positionAfterSkippingLeadingTrivia.utf8Offset == range.lowerBound, node.endPositionBeforeTrailingTrivia.utf8Offset == range.upperBound,
            node.parent?.is(InitializerClauseSyntax.self) == true, let value = node.as(ExprSyntax.self)
        {
            let item = CodeBlockItemSyntax(leadingTrivia: .spaces(range.lowerBound), item: .expr(value.trimmed))
            return CodeBlockItemListSyntax([item])
        }
        for child in node.children(viewMode: .all)
        where child.position.utf8Offset <= range.lowerBound && range.upperBound <= child.endPosition.utf8Offset {
            if let found = find(range, in: child) { return found }
        }
        return nil
    }
}

/// The syntax trees of `ParsedSource`s, parsed on demand and kept up to a budget of source bytes
/// (`budget`), the least recently used dropped first; thread-safe. Which trees it holds changes
/// only time and memory, never a result.
final class SyntaxTreeCache: @unchecked Sendable {
    /// About 75 MB of trees: the views a screen inlines are usually in a few files, and a
    /// large app's view files are a few MB of source.
    static let shared = SyntaxTreeCache(budget: 1 << 20)

    private struct Entry {
        /// Held so that its identifier, the key, is not reused while the entry lives.
        let source: ParsedSource
        let tree: SourceFileSyntax
        let size: Int
        var lists: [Range<Int>: CodeBlockItemListSyntax] = [:]
        var lastUse: UInt64
    }

    let budget: Int
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var held = 0
    private var clock: UInt64 = 0
    /// Trees parsed so far (for `--timings`-style measurements and tests).
    private(set) var parses = 0

    init(budget: Int) {
        self.budget = budget
    }

    func statements(of source: ParsedSource, at range: Range<Int>) -> CodeBlockItemListSyntax? {
        let key = ObjectIdentifier(source)
        lock.lock()
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            if let list = entry.lists[range] {
                entries[key] = entry
                lock.unlock()
                return list
            }
            let found = ParsedSource.find(range, in: Syntax(entry.tree))
            entry.lists[range] = found
            entries[key] = entry
            lock.unlock()
            return found
        }
        lock.unlock()
        // Parsed outside the lock: two threads may parse the same file once each.
        let tree = Parser.parse(source: source.text)
        let found = ParsedSource.find(range, in: Syntax(tree))
        lock.lock()
        defer { lock.unlock() }
        parses += 1
        clock += 1
        if entries[key] == nil {
            var entry = Entry(source: source, tree: tree, size: source.text.utf8.count, lastUse: clock)
            entry.lists[range] = found
            entries[key] = entry
            held += entry.size
            evict(keeping: key)
        }
        return found
    }

    /// Drops every tree (after the screens are built).
    func removeAll() {
        lock.lock()
        entries = [:]
        held = 0
        lock.unlock()
    }

    private func evict(keeping key: ObjectIdentifier) {
        while held > budget, entries.count > 1 {
            var oldest: (key: ObjectIdentifier, use: UInt64)?
            for (other, entry) in entries where other != key && entry.lastUse < (oldest?.use ?? .max) { oldest = (other, entry.lastUse) }
            guard let oldest else { return }
            held -= entries[oldest.key]!.size
            entries[oldest.key] = nil
        }
    }
}
