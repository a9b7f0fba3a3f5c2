/// Info.plist keys the rules read, by what they declare (Apple's Information Property List
/// reference, https://developer.apple.com/documentation/bundleresources/information-property-list).
public enum InfoPlistKey {
    /// The work the app keeps doing in the background (`audio`, `location`, …).
    public static let backgroundModes = "UIBackgroundModes"
    /// The orientations the app's interface supports; `~ipad` and the Xcode build settings'
    /// `_iPhone`/`_iPad` forms start with it too.
    public static let supportedInterfaceOrientations = "UISupportedInterfaceOrientations"
    /// The transport modes a routing app claims to give directions for (MapKit).
    public static let directionsModes = "MKDirectionsApplicationSupportedModes"
    /// How each of those modes begins (`MKDirectionsModeCar`, `MKDirectionsModeBike`…).
    public static let directionsModePrefix = "MKDirectionsMode"
}
