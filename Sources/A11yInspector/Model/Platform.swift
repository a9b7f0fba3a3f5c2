/// The platform a screen runs on. iOS screens are read by VoiceOver and checked by the iOS
/// rules; Android layouts by TalkBack and the rules that declare Android.
public enum Platform: String, Sendable, Codable, Hashable, CaseIterable {
    case iOS = "ios"
    case android

    /// The screen reader people hear on it.
    public var screenReader: String { self == .android ? "TalkBack" : "VoiceOver" }
}
