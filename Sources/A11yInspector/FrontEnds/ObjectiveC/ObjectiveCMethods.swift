import Foundation

/// Objective-C methods an app's classes declare in their own headers that no code calls: what
/// they do to a view never happens (Monal: a settings cell's `-initCell:withSliderDefaultsKey:…`,
/// the only method that shows its slider, has no caller, while every other set-up hides it).
///
/// Read by patterns, as the rest of the Objective-C front end. A method is judged only when its
/// class's `@interface` in a header declares it (an app's API for its own code: UIKit's
/// callbacks, `viewDidLoad` or a table's data source methods, are not redeclared there), not in
/// a `@protocol`, and it is defined in an `@implementation`. It is called when a keyword of its
/// selector that tells it apart (the second, `withSliderDefaultsKey:`; the name of a method
/// without one) appears in any Swift or Objective-C source outside the methods' own
/// signatures: in a message, an `@selector(…)`, a string, or a Swift call, whose labels are
/// the same keywords.
public enum ObjectiveCMethods {
    public struct Method: Sendable, Hashable {
        public var file: String
        /// From the signature to the line before the next method or `@end`.
        public var lines: ClosedRange<Int>
        public var selector: String
        /// The class of the `@implementation`.
        public var owner: String
    }

    /// A method's signature: its selector's keywords (`["initCell", "withSliderDefaultsKey"]`,
    /// `["clear"]` for `-(void) clear`) and whether it takes arguments.
    struct Signature: Hashable {
        var keywords: [String]
        var takesArguments: Bool
        var selector: String { takesArguments ? keywords.map { $0 + ":" }.joined() : keywords.joined() }
        /// The token whose uses tell a call of this method (`withSliderDefaultsKey:`, `clear`;
        /// `toggleMute` for `toggleMute:`, which Swift calls as `toggleMute(_:)`).
        var distinctiveToken: String {
            keywords.count > 1 ? keywords[1] + ":" : keywords[0]
        }
    }

    /// The uncalled methods of the classes `isViewClass` accepts (views and controllers: what
    /// their methods do to views is what matters), with the methods only they call.
    /// Uses are counted in Swift, Objective-C and Interface Builder files (`selector="save:"`).
    public static func uncalled(_ inputs: [InputFile], isViewClass: (String) -> Bool) -> [Method] {
        let objectiveC = inputs.filter { $0.kind == .objectiveC }
        let declared = Set(objectiveC.filter { $0.path.hasSuffix(".h") }.flatMap { headerDeclarations(String(decoding: $0.data, as: UTF8.self)) })
        guard !declared.isEmpty else { return [] }
        var candidates: [(method: Method, signature: Signature, body: [String: Int])] = []
        var signatureTokens: [String: Int] = [:]
        for file in objectiveC where !file.path.hasSuffix(".h") {
            let read = implementations(path: file.path, source: String(decoding: file.data, as: UTF8.self))
            candidates += read.methods.filter { declared.contains($0.signature) && isViewClass($0.method.owner) && !isCalledByFrameworks($0.signature) }
            signatureTokens.merge(read.signatureTokens, uniquingKeysWith: +)
        }
        for file in objectiveC where file.path.hasSuffix(".h") {
            signatureTokens.merge(signatureTokenCounts(String(decoding: file.data, as: UTF8.self)), uniquingKeysWith: +)
        }
        guard !candidates.isEmpty else { return [] }
        var uses: [String: Int] = [:]
        for file in inputs where [.objectiveC, .swift, .storyboard, .xib].contains(file.kind) { count(tokensIn: file.data, into: &uses) }
        // Uses outside the signatures and the candidates' own bodies; then, until nothing
        // changes, the bodies of the candidates called so far.
        for (token, n) in signatureTokens { uses[token, default: 0] -= n }
        for candidate in candidates { for (token, n) in candidate.body { uses[token, default: 0] -= n } }
        var called = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (i, candidate) in candidates.enumerated() where !called.contains(i) && (uses[candidate.signature.distinctiveToken] ?? 0) > 0 {
                called.insert(i)
                changed = true
                for (token, n) in candidate.body { uses[token, default: 0] += n }
            }
        }
        return candidates.indices.filter { !called.contains($0) }.map { candidates[$0].method }
    }

    /// Methods UIKit or Foundation call by their selector: a delegate's or data source's
    /// (`tableView:cellForRowAtIndexPath:`, `locationManager:didUpdateLocations:`, named after
    /// the object that calls them), subscripts, `NSSecureCoding`.
    static func isCalledByFrameworks(_ signature: Signature) -> Bool {
        if frameworkSelectors.contains(signature.selector) { return true }
        guard signature.keywords.count > 1 || signature.takesArguments, let first = signature.keywords.first else { return false }
        return delegateSources.contains { first.hasSuffix($0) }
    }

    static let frameworkSelectors: Set<String> = [
        "supportsSecureCoding", "objectAtIndexedSubscript:", "setObject:atIndexedSubscript:", "objectForKeyedSubscript:",
        "setObject:forKeyedSubscript:", "encodeWithCoder:", "initWithCoder:", "copyWithZone:", "description", "hash", "isEqual:",
    ]
    /// The endings of the names of objects that call their delegates (`tableView`, `searchBar`).
    static let delegateSources = [
        "View", "Controller", "Manager", "Field", "Bar", "Session", "Picker", "Recognizer", "Player", "Interaction", "Browser",
        "Center", "Request", "Task", "Connection", "Stream", "Parser", "Delegate", "Menu",
    ]

    /// The methods `@interface` blocks of a header declare (not those of `@protocol` blocks).
    static func headerDeclarations(_ source: String) -> [Signature] {
        var result: [Signature] = []
        var inInterface = false
        var pending: String?
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("@interface") { inInterface = true; continue }
            if line.hasPrefix("@protocol") && !line.contains(";") { inInterface = false; continue }
            if line.hasPrefix("@end") { inInterface = false; pending = nil; continue }
            guard inInterface else { continue }
            if pending == nil, line.hasPrefix("-") || line.hasPrefix("+") { pending = "" }
            guard pending != nil else { continue }
            pending! += " " + line
            if line.contains(";") {
                if let signature = signature(pending!) { result.append(signature) }
                pending = nil
            }
        }
        return result
    }

    /// The methods of `@implementation` blocks (not returning `IBAction`, which Interface Builder
    /// files call), with the tokens of each body, and those their signatures hold.
    static func implementations(
        path: String, source: String
    ) -> (methods: [(method: Method, signature: Signature, body: [String: Int])], signatureTokens: [String: Int]) {
        var methods: [(method: Method, signature: Signature, body: [String: Int])] = []
        var tokens: [String: Int] = [:]
        var owner = ""
        var open: (start: Int, signature: Signature, body: [String: Int])?
        var pending: (start: Int, text: String)?
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func close(before line: Int) {
            if let method = open, line - 1 >= method.start {
                methods.append(
                    (Method(file: path, lines: method.start...(line - 1), selector: method.signature.selector, owner: owner), method.signature, method.body))
            }
            open = nil
        }
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("@implementation") {
                owner = String(line.dropFirst("@implementation".count).drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                continue
            }
            if line.hasPrefix("@end") { close(before: number); owner = ""; continue }
            guard !owner.isEmpty else { continue }
            if pending == nil, line.hasPrefix("-") || line.hasPrefix("+"), line.dropFirst().drop(while: { $0 == " " }).hasPrefix("(") {
                close(before: number)
                pending = (number, "")
            }
            guard let started = pending else {
                if open != nil { count(tokensIn: Data(line.utf8), into: &open!.body) }
                continue
            }
            let text = started.text + " " + line
            if let brace = text.firstIndex(of: "{") ?? (text.contains(";") ? text.firstIndex(of: ";") : nil) {
                let header = String(text[..<brace])
                count(tokensIn: Data(header.utf8), into: &tokens)
                if let signature = signature(header), !header.contains("IBAction") {
                    open = (started.start, signature, [:])
                    count(tokensIn: Data(text[text.index(after: brace)...].utf8), into: &open!.body)
                }
                pending = nil
            } else {
                pending = (started.start, text)
            }
        }
        close(before: lines.count + 1)
        return (methods, tokens)
    }

    /// The tokens of a header's method declarations.
    static func signatureTokenCounts(_ source: String) -> [String: Int] {
        var tokens: [String: Int] = [:]
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("-") || line.hasPrefix("+") { count(tokensIn: Data(line.utf8), into: &tokens) }
        }
        return tokens
    }

    /// `- (void) initCell:(NSString*) leftLabel withLabel:(NSString*) right` → its keywords.
    static func signature(_ text: String) -> Signature? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "-" || $0 == "+" }.drop { $0 == " " }
        rest = skipParenthesized(rest)
        var keywords: [String] = []
        var takesArguments = false
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !word.isEmpty else { break }
            rest = rest.dropFirst(word.count).drop { $0 == " " }
            guard rest.first == ":" else {
                if keywords.isEmpty { keywords.append(String(word)) }
                break
            }
            keywords.append(String(word))
            takesArguments = true
            rest = skipParenthesized(rest.dropFirst().drop { $0 == " " })
            // The argument's name.
            rest = rest.drop { $0 == " " }.drop { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        return keywords.isEmpty ? nil : Signature(keywords: keywords, takesArguments: takesArguments)
    }

    private static func skipParenthesized(_ text: Substring) -> Substring {
        guard text.first == "(" else { return text }
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return text[text.index(after: index)...] }
            }
        }
        return text[text.endIndex...]
    }

    /// Counts each identifier, and each identifier followed by `:` as "name:" too.
    static func count(tokensIn bytes: Data, into counts: inout [String: Int]) {
        var current: [UInt8] = []
        var pendingWord: String?
        for b in bytes {
            let isWord = (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95
            if isWord {
                pendingWord = nil
                current.append(b)
                continue
            }
            if !current.isEmpty {
                let word = String(decoding: current, as: UTF8.self)
                counts[word, default: 0] += 1
                current.removeAll(keepingCapacity: true)
                pendingWord = word
            }
            if b == UInt8(ascii: ":"), let word = pendingWord { counts[word + ":", default: 0] += 1 }
            if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") { pendingWord = nil }
        }
        if !current.isEmpty { counts[String(decoding: current, as: UTF8.self), default: 0] += 1 }
    }
}
