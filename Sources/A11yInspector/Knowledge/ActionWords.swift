/// English words that name what a button does. An image asset named by one of them ("close",
/// "back", "share") is read by VoiceOver's fallback as the right label in English, though not
/// translated; a name that describes the picture ("heart", "star") says nothing of the action.
/// Drawn from the spoken labels of UIKit's system bar items (`SystemBarItems`) and the
/// navigation words of the platform's own controls (Back, More, Info, Menu).
public enum ActionWords {
    public static let all: Set<String> = Set(SystemBarItems.spokenLabels.values.map { $0.lowercased() }).union([
        "back", "close", "dismiss", "menu", "more", "info", "help", "settings", "filter", "sort",
        "next", "previous", "forward", "reset", "clear", "copy", "paste", "send", "share", "retry",
        "reload", "download", "upload", "remove", "delete", "scan", "expand", "collapse", "minimize",
        "maximize", "mute", "unmute", "skip", "record", "call", "attach", "logout", "login",
    ])

    /// Whether an asset name is one of these words ("close", "Back").
    public static func names(_ image: ImageReference) -> Bool {
        image.isNamedByAWord && all.contains(image.name.lowercased())
    }
}
