/// What VoiceOver says for `UIBarButtonItem.SystemItem`s, which UIKit draws and labels itself.
/// Names from UIBarButtonItem.SystemItem (https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem);
/// spoken labels as shown by Accessibility Inspector on iOS 17 (observed).
public enum SystemBarItems {
    public static let spokenLabels: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add",
        "compose": "Compose", "reply": "Reply", "action": "Share", "organize": "Organize",
        "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh", "stop": "Stop",
        "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause", "rewind": "Rewind",
        "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "close": "Close",
        "pageCurl": "Page Curl",
    ]
}
