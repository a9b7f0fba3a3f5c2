import Foundation

/// Names of keyboard keys, as key caps and shortcut menus print them. Many languages keep them
/// in English on the key and in the interface (a French keyboard's "Caps Lock" key, "Page Up"
/// in German shortcut lists), so a translation equal to the source may be the translation.
/// Source: the key names of Apple's Magic Keyboard and of `UIKeyCommand`'s input constants
/// (`UIKeyCommand.inputPageUp`, `inputEscape`, …) in Apple's UIKit documentation.
enum KeyNames {
    static let names: Set<String> = [
        "caps lock", "page up", "page down", "pg up", "pg dn", "pgup", "pgdn", "home", "end", "esc", "escape", "tab", "shift",
        "control", "ctrl", "option", "alt", "command", "cmd", "return", "enter", "delete", "del", "backspace", "space",
        "spacebar", "fn", "insert", "ins", "num lock", "scroll lock", "print screen", "prt sc", "pause", "break",
        "up arrow", "down arrow", "left arrow", "right arrow", "arrow up", "arrow down", "arrow left", "arrow right",
        "forward delete", "clear", "help", "globe",
    ]

    /// Whether `text` is a key's name, or a function key (F1–F24), or a chord of them
    /// ("Shift Tab", "Ctrl+Alt+Del").
    static func isKeyName(_ text: String) -> Bool {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        if names.contains(lowered) || isFunctionKey(lowered) { return true }
        let parts = lowered.split(whereSeparator: { $0 == "+" || $0 == "-" }).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count > 1 { return parts.allSatisfy { names.contains($0) || isFunctionKey($0) } }
        let words = lowered.split(separator: " ").map(String.init)
        return words.count > 1 && words.allSatisfy { names.contains($0) || isFunctionKey($0) }
    }

    private static func isFunctionKey(_ word: String) -> Bool {
        guard word.first == "f", let n = Int(word.dropFirst()) else { return false }
        return (1...24).contains(n)
    }
}
