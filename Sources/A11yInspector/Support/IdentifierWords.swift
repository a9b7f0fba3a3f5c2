/// The words of an identifier or a file name, the one splitter every stage uses:
/// `RootDebugViewController` → Root, Debug, View, Controller; `number_of_likes` → number, of,
/// likes; `URLCount` → URL, Count; `v2Count` → v2, Count.
enum IdentifierWords {
    /// Splits at anything but letters (and digits, when `digitsInWords`), where a lower-case
    /// letter or a digit meets an upper-case one, and before the last capital of an acronym
    /// that a lower-case word follows.
    static func split(_ name: some StringProtocol, digitsInWords: Bool = true) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            guard c.isLetter || (digitsInWords && c.isNumber) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if c.isUppercase, let previous = current.last {
                let next = i + 1 < characters.count ? characters[i + 1] : nil
                let acronymEnds = previous.isUppercase && (next?.isLowercase ?? false)
                if previous.isLowercase || previous.isNumber || acronymEnds {
                    words.append(current)
                    current = ""
                }
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
