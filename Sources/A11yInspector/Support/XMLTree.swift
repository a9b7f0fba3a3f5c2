import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One XML element of an Interface Builder document or an Android layout or values file, with
/// the position of its start tag. Reference type so the reader can append children while
/// parsing; the front ends read it and never pass it on.
final class XMLTreeNode {
    let name: String
    let attributes: [String: String]
    /// 1-based line and UTF-8 column of the `<` that opens the element.
    let line: Int
    let column: Int
    /// The line the element ends on (its end tag, or its start tag when it is empty).
    var endLine = 0
    var children: [XMLTreeNode] = []
    /// Character data, kept only for the reader's text elements (`<string key="text">…</string>`
    /// in IB; `<string>`, `<color>`, `<dimen>` in Android values), nested markup included.
    var text = ""

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    var key: String? { attributes["key"] }
    var id: String? { attributes["id"] }

    func child(_ name: String, key: String? = nil) -> XMLTreeNode? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    func child(key: String) -> XMLTreeNode? {
        children.first { $0.key == key }
    }

    func children(_ name: String) -> [XMLTreeNode] {
        children.filter { $0.name == name }
    }

    /// IB writes booleans as "YES"/"NO".
    func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    func double(_ attribute: String) -> Double? {
        attributes[attribute].flatMap { Double($0) }
    }
}

/// What the XML reader produced: the (possibly partial) tree and the first problem met.
struct XMLTreeReadResult {
    var root: XMLTreeNode?
    /// The parser's first error, with its position; the tree holds what was read before it.
    var error: (message: String, line: Int, column: Int)?
    var depthLimitReached = false
}

/// Builds an `XMLTreeNode` tree with Foundation's `XMLParser`. External entities are never resolved
/// (the input check also refuses any DTD before we get here).
final class XMLTreeReader: NSObject, XMLParserDelegate {
    /// Real storyboards nest about 40 elements deep; anything past this is hostile or broken.
    static let maximumDepth = 2_000

    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private var stack: [XMLTreeNode] = []
    private var result = XMLTreeReadResult()
    private var cursor = (line: 0, column: 0, offset: 0)
    private let textElements: Set<String>
    /// Open elements whose character data is kept, innermost last.
    private var textStack: [XMLTreeNode] = []

    private init(data: Data, textElements: Set<String>) {
        self.textElements = textElements
        bytes = [UInt8](data)
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    static func read(_ data: Data, textElements: Set<String> = ["string"]) -> XMLTreeReadResult {
        let reader = XMLTreeReader(data: data, textElements: textElements)
        // Streamed in chunks: handed the whole buffer at once, libxml2 fails documents over
        // its 10,000,000-byte lookup limit (XML_MAX_LOOKUP_LIMIT) with an internal error.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        let ok = parser.parse()
        if !ok, reader.result.error == nil, !reader.result.depthLimitReached {
            let code = (parser.parserError as NSError?)?.code ?? -1
            reader.result.error = (describe(code), parser.lineNumber, parser.columnNumber)
        }
        // An error on the last line with elements still open: the file was cut short.
        if let error = reader.result.error, !reader.stack.isEmpty, error.line >= reader.lineStarts.count {
            reader.result.error?.message = "the file ends before the XML is complete (truncated?); \(error.message)"
        }
        return reader.result
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if stack.count >= Self.maximumDepth {
            result.depthLimitReached = true
            parser.abortParsing()
            return
        }
        let (line, column) = startTagPosition(line: parser.lineNumber, column: parser.columnNumber)
        let node = XMLTreeNode(name: elementName, attributes: attributeDict, line: line, column: column)
        if let parent = stack.last {
            parent.children.append(node)
        } else if result.root == nil {
            result.root = node
        }
        stack.append(node)
        if textElements.contains(elementName) { textStack.append(node) }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard let node = stack.popLast() else { return }
        node.endLine = parser.lineNumber
        if textStack.last === node { textStack.removeLast() }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        textStack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard result.error == nil, !result.depthLimitReached else { return }
        result.error = (Self.describe((parseError as NSError).code), parser.lineNumber, parser.columnNumber)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }

    /// libxml2 reports the position where it finished reading the start tag (measured in
    /// characters), not where the tag began. Walk to that character, then back to the `<`:
    /// attribute values cannot contain a literal `<`, so the nearest one is the tag's own.
    private func startTagPosition(line: Int, column: Int) -> (Int, Int) {
        guard line >= 1, line <= lineStarts.count else { return (max(line, 1), max(column, 1)) }
        var offset = lineStarts[line - 1]
        var chars = 1
        // Elements arrive in document order: resume from the previous one on the same line so a
        // file written on one huge line is not rescanned from its start for every element.
        if cursor.line == line, cursor.column <= column {
            offset = cursor.offset
            chars = cursor.column
        }
        defer { cursor = (line, chars, offset) }
        while offset < bytes.count, chars < column, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            // Count only the first byte of each UTF-8 sequence.
            if offset < bytes.count, bytes[offset] & 0xC0 != 0x80 { chars += 1 }
        }
        var scan = min(offset, bytes.count - 1)
        var lineIndex = line - 1
        let floor = max(0, scan - 1_000_000)
        while scan >= floor, scan >= 0 {
            if bytes[scan] == UInt8(ascii: "<") {
                while lineIndex > 0, lineStarts[lineIndex] > scan { lineIndex -= 1 }
                return (lineIndex + 1, scan - lineStarts[lineIndex] + 1)
            }
            scan -= 1
        }
        return (line, max(column, 1))
    }

    /// libxml2 error numbers (xmlParserErrors in libxml2's xmlerror.h) for the errors that
    /// broken IB files produce; FoundationXML passes them through unchanged.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends early or has content after its root element (truncated?)"
        case 9: return "invalid character in the document"
        case 73: return "a tag is not closed with '>'"
        case 76: return "an end tag does not match its start tag"
        case 77: return "premature end of data in a tag (truncated?)"
        default: return "the XML is not well-formed (libxml2 error \(code))"
        }
    }
}
