/// How deeply a Swift file nests brackets, measured before swift-syntax sees it.
///
/// swift-syntax's parser recurses once per nesting level, and some of its lookahead ignores its
/// own nesting limit: 100,000 `[` overflow the stack and kill the process. Its lookahead for
/// square brackets (is `[[…]]` a type or an array?) also takes time that doubles with each
/// level: measured on a release build, 22 nested `[` take 0.6 s, 26 take 9 s, 30 over a
/// minute. Real code nests a few dozen levels, and square brackets a handful; a file past
/// either limit is skipped with a diagnostic instead.
enum SwiftNestingCheck {
    static let limit = 400
    static let squareLimit = 16

    struct Depth: Equatable {
        var brackets = 0
        var square = 0
        var isAcceptable: Bool { brackets <= SwiftNestingCheck.limit && square <= SwiftNestingCheck.squareLimit }
    }

    /// The deepest nesting of `(`, `[` and `{`, and of `[` alone, not counting those in comments
    /// and string literals; stops counting once a limit is passed.
    static func depth(of source: String) -> Depth {
        let bytes = Array(source.utf8)
        var stack: [UInt8] = []
        var result = Depth()
        var square = 0, i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(b)
                if b == UInt8(ascii: "[") { square += 1 }
                result.brackets = max(result.brackets, stack.count)
                result.square = max(result.square, square)
                if !result.isAcceptable { return result }
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let open = stack.popLast(), open == UInt8(ascii: "[") { square -= 1 }
                i += 1
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n && bytes[i] != 10 { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                // Swift block comments nest.
                var level = 0
                repeat {
                    if at(i) == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                        level += 1; i += 2
                    } else if at(i) == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                        level -= 1; i += 2
                    } else {
                        i += 1
                    }
                } while level > 0 && i < n
            case UInt8(ascii: "\""):
                let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += multiline ? 3 : 1
                // Interpolations `\( … )` are counted as code: they can nest too.
                while i < n {
                    if bytes[i] == UInt8(ascii: "\\") && at(i + 1) != UInt8(ascii: "(") { i += 2; continue }
                    if bytes[i] == UInt8(ascii: "\\") { break }
                    if multiline
                        ? (bytes[i] == UInt8(ascii: "\"") && at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\""))
                        : (bytes[i] == UInt8(ascii: "\"") || bytes[i] == 10)
                    {
                        i += multiline ? 3 : 1
                        break
                    }
                    i += 1
                }
                if i < n && bytes[i] == UInt8(ascii: "\\") { i += 1 }  // into the interpolation's code
            default:
                i += 1
            }
        }
        return result
    }
}
