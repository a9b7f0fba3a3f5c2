/// Things code does that code-level rules judge, with where: a fixed font assigned, a gesture
/// recognizer created, an animation run, a privacy-sensitive API called.
public struct CodeEvent: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `x.font = .systemFont(ofSize: 14)`; detail: the target.
        case fixedFont
        /// `x.font = .preferredFont(…)` or `UIFontMetrics…scaledFont(…)`; detail: the target.
        case scaledFont
        /// `x.adjustsFontForContentSizeCategory = true`; detail: the target.
        case adjustsFont
        /// `.adjustable` inserted or assigned; detail: the target.
        case adjustableTrait
        /// `UIPanGestureRecognizer(…)` and friends; detail: the gesture.
        case gestureRecognizer
        /// `view.addGestureRecognizer(r)`; detail: the view, and the gesture when the
        /// recogniser is made on the spot or held by a variable made from one.
        case gestureAttached
        /// `accessibilityCustomActions = …`, `accessibilityActivate` override.
        case customActions
        /// `accessibilityViewIsModal = true`.
        case modalView
        /// `UIView.animate`, `CABasicAnimation`, `UIViewPropertyAnimator`…
        case animation
        /// `UIAccessibility.isReduceMotionEnabled` is read.
        case readsReduceMotion
        /// An announcement posted inside a loop.
        case announcementInLoop
        /// A privacy-sensitive API; detail: the Info.plist key it needs.
        case privacyAPI
        /// `UIPrintInteractionController` presented; `isPrintingAvailable` checked.
        case printPresented, printAvailabilityChecked
        /// A literal string shown to people (`label.text = "Save"`); detail: the string.
        case userVisibleLiteral
        /// `inputView = …`; detail: the class; and classes adopting UIInputViewAudioFeedback.
        case customInputView, inputClickAdopter
        /// A colour chosen by a condition (`c ? .systemGreen : .systemRed`) with nothing else in
        /// the same function showing that condition; detail: `ColorState.encoded`.
        case colorState
        /// `shouldDifferentiateWithoutColor` / `accessibilityDifferentiateWithoutColor` is read.
        case readsDifferentiateWithoutColor
        /// `x.accessibilityIgnoresInvertColors = true`, `.accessibilityIgnoresInvertColors()`;
        /// detail: the target ("window", "view", "self", an outlet) or "swiftUI".
        case ignoresInvertColors
        /// Real-world imagery Smart Invert should leave alone: `AVPlayerLayer`, `AsyncImage`,
        /// `PHImageManager`…; detail: the API.
        case realImagery
        /// Something shown is taken away by a timer (`asyncAfter { showToast = false }`, or a
        /// `Task.sleep` followed by `banner = nil`); detail: the state it resets.
        case timedDismissal
        /// An announcement is posted (`UIAccessibility.post(notification: .announcement, …)`,
        /// `AccessibilityNotification.Announcement(…).post()`).
        case announcement

        // System features (`FeatureEventsVisitor`).

        /// A class or extension adopts `UIGuidedAccessRestrictionDelegate`; detail: the type.
        case guidedAccessAdopter
        /// A class or extension adopts `UIApplicationDelegate`; detail: the type.
        case appDelegateAdopter
        /// A `UIGuidedAccessRestrictionDelegate` member is implemented; detail: `.guidedAccess`.
        case guidedAccessMember
        /// `UIAccessibility.guidedAccessRestrictionState(forIdentifier:)` is called.
        case guidedAccessStateQueried
        /// `undoManager.setActionName(_:)`; detail: the name (`.text`, `.localizedText`), or
        /// `.api` when it is computed.
        case undoActionName
        /// An undo is registered: `registerUndo(withTarget:…)`, `prepare(withInvocationTarget:)`.
        case undoRegistered
        /// An override of `motionEnded(_:with:)` or `motionBegan(_:with:)` that acts on a shake;
        /// detail: `.shake`.
        case shakeHandler
        /// A class implements `cut(_:)` or `paste(_:)` itself, not only handing it to `super` or
        /// another view; detail: `.editActions`.
        case editActionImplemented
        /// `canPerformAction(_:withSender:)` answers true for these actions whatever else holds
        /// (`return action == #selector(copy(_:)) || action == #selector(select(_:))`);
        /// detail: `.editActions`.
        case editActionsAlwaysOffered
        /// The edit menu is shown from code: `UIMenuController.shared.showMenu(from:rect:)`,
        /// `setMenuVisible(true, …)`, `UIEditMenuInteraction.presentEditMenu(with:)`.
        case editMenuPresented
        /// A tap recogniser set to two taps (`numberOfTapsRequired = 2`); detail: the recogniser.
        case doubleTapRecognizer
        /// A custom edit-menu command: `UIMenuItem(title:action:)`, or a `UIAction`/`UICommand`
        /// made where an edit menu is built (a function given `suggestedActions`); detail: its
        /// title (`.text`, `.localizedText`).
        case editMenuItem
        /// An edit menu that lists the app's commands before the system's
        /// (`UIMenu(children: custom + suggestedActions)`).
        case editMenuCustomFirst
        /// A call that shows a permission prompt; detail: `.permission`.
        case permissionRequest
        /// A permission's status is read (`authorizationStatus`, `getNotificationSettings`,
        /// `locationServicesEnabled()`); detail: `.resource`, nil when the API does not say which.
        case permissionStatusRead
        /// A launch method calls a function of its own type (`setUpNotifications()`); detail:
        /// `.api` with the function's name.
        case launchCall
        /// Video drawn by something other than `AVPlayer` (`AVSampleBufferDisplayLayer`,
        /// VLCKit), or an `AVPlayer` told not to apply the system's caption choice
        /// (`appliesMediaSelectionCriteriaAutomatically = false`); detail: `.api`.
        case customVideoPlayback
        /// Captions are handled: `isClosedCaptioningEnabled` or its notification is read,
        /// `AVPlayerItemLegibleOutput` or a legible media selection is used; detail: `.api`.
        case handlesCaptions
        /// Audio is played: `AVAudioPlayer`, `AVPlayer`, `AVAudioEngine`,
        /// `AVPlayerViewController`, SwiftUI `VideoPlayer`; detail: `.api`.
        case audioPlayback
        /// `AVSpeechSynthesizer` is made: the app speaks.
        case speechSynthesis
        /// `AVAudioSession.sharedInstance().setCategory(…)`; detail: `.audioSession`.
        case audioSessionCategory
        /// The orientations `supportedInterfaceOrientations` or the app delegate's
        /// `application(_:supportedInterfaceOrientationsFor:)` returns; detail: `.orientations`.
        case supportedOrientations
        /// The text size held to one size or a range; detail: `.textSize`.
        case textSizeLimit
        /// `scaledFont(for:maximumPointSize:)` with a literal maximum; detail: `.fontCap`.
        case fontSizeCap
        /// Text aligned `.justified` (`textAlignment`, a paragraph style's `alignment`);
        /// detail: the view or style.
        case justifiedText
        /// The Bold Text setting is read (`UIAccessibility.isBoldTextEnabled`, its notification,
        /// `traitCollection.legibilityWeight`, SwiftUI `\.legibilityWeight`); detail: `.api`.
        case readsBoldText
        /// The Reduce Transparency setting is read (`isReduceTransparencyEnabled`, its
        /// notification, SwiftUI `\.accessibilityReduceTransparency`); detail: `.api`.
        case readsReduceTransparency
        /// The On/Off Labels setting is read (`isOnOffSwitchLabelsEnabled`, its notification);
        /// detail: `.api`.
        case readsOnOffSwitchLabels
        /// A font of the app's own, not a system one: `UIFont(name:size:)`, SwiftUI
        /// `.custom(_:size:)`; detail: `.api`.
        case customFont
        /// A background made see-through: `withAlphaComponent(0.5)`, `UIColor(…, alpha: 0.6)`
        /// assigned to a `backgroundColor`, or `.opacity(0.5)` on a SwiftUI background; detail:
        /// `.api`.
        case translucentBackground
        /// A type adopting SwiftUI's `ToggleStyle`: it draws its own switch; detail: `.type`.
        case customToggleStyle
        /// A type adopting SwiftUI's `ButtonStyle` or `PrimitiveButtonStyle`: it draws its own
        /// buttons; detail: `.type`.
        case customButtonStyle
        /// The Button Shapes setting is read (`UIAccessibility.buttonShapesEnabled`, its
        /// notification, SwiftUI `\.accessibilityShowButtonShapes`); detail: `.api`.
        case readsButtonShapes
        /// A fixed date format given to a formatter (`formatter.dateFormat = "MM/dd/yyyy"`);
        /// detail: `.dateFormat`.
        case fixedDateFormat
        /// SwiftUI `.textSelection(.enabled)` on a control or inside its label (a `Button`'s
        /// title made selectable); detail: `.api` with the control's view.
        case selectableControlText
        /// A class or extension adopts `UIKeyInput` or `UITextInput`: a text input of its own;
        /// detail: `.type`.
        case customTextInput
        /// `UIAccessibility.zoomFocusChanged(_:frame:in:)` is called.
        case zoomFocusNotified
        /// A recogniser set to three or more fingers (`numberOfTouchesRequired = 3`), which
        /// Zoom's own gestures take; detail: the recogniser.
        case multiFingerGesture
        /// `UIAccessibility.registerGestureConflictWithZoom()` is called.
        case registersZoomConflict
        /// `accessibilityFrame` is assigned (or its getter overridden); detail: `.api` with the
        /// function it is assigned in (`viewDidLoad`), or `accessibilityFrame` for a getter.
        case accessibilityFrameSet
        /// A SwiftUI `ScrollView` scrolling both ways (`ScrollView([.horizontal, .vertical])`).
        case twoAxisScrolling
        /// Gender held as a Boolean (`var isMale: Bool`) or an enum `…Gender…` whose only cases
        /// are male and female (with perhaps `other`/`unknown`); detail: `.api` as written.
        case binaryGender
        /// Autocorrection turned off on a text field that nothing marks as taking codes,
        /// addresses, names or secrets (`.autocorrectionDisabled()`, `autocorrectionType = .no`);
        /// detail: `.view` with the field.
        case autocorrectionOff
        /// A speech attribute given a literal pitch (`.accessibilitySpeechPitch: 2.5`); detail:
        /// `.number` with the value.
        case speechPitch
        /// A speech attribute (`.accessibilitySpeechPunctuation`, `…SpellOut`, `…Pitch`, …)
        /// added over a range of literal numbers (`NSRange(location: 0, length: 5)`), which
        /// marks other characters once the text is translated; detail: `.api` with the key.
        case speechRangeHardCoded
        /// A directions request from Maps is read (`MKDirectionsRequest.isDirectionsRequest(_:)`,
        /// `MKDirections.Request(contentsOf:)`); detail: `.api`.
        case directionsRequestRead
        /// A view added to a window, sized to cover it in the same function
        /// (`window.addSubview(overlay)` with `overlay.frame = window.bounds`, constraints to its
        /// four edges, or a flexible width and height); detail: `.overlay`.
        case windowOverlay
        /// A controller presented over the screen by a style that leaves the presenter's views
        /// where VoiceOver reaches them (`modalPresentationStyle = .custom`,
        /// `.overCurrentContext`): a bottom sheet or popup of the app's own; detail: `.overlay`
        /// with the controller's type.
        case presentedOverScreen
        /// A SwiftUI view shown over the screen behind a dimming colour
        /// (`if showAlert { Color.black.opacity(0.4).ignoresSafeArea(); AlertCard() }`);
        /// detail: `.overlay` with the views shown over it, joined by commas.
        case dimmedOverlay
        /// `.accessibilityAddTraits(.isModal)`; detail: `.swiftUIView`.
        case swiftUIModal
        /// A view's text set in a timer's closure or in a method a `Timer` or `CADisplayLink`
        /// calls by selector (a clock, a countdown); detail: the view.
        case timerTextUpdate
        /// `.updatesFrequently` is named (inserted, assigned, SwiftUI `.accessibilityAddTraits`).
        case updatesFrequentlyTrait
        /// The app replaces Bundle's string lookup: a `#selector(localizedString(forKey:value:table:))`
        /// handed to the runtime (swizzling), an override of that method, `object_setClass(Bundle.main, …)`;
        /// detail: `.api`.
        case bundleLookupReplaced
        /// A swipe recogniser added to a view whose action method turns a page (names a page,
        /// next or previous, or steps an index by one); detail: `.api` with the method.
        case swipePaging
    }

    /// What the event is about, by kind: the view acted on, the gesture, the Info.plist key…
    public enum Detail: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The view the code acts on: the type itself or one of its views.
        case view(ViewTarget)
        /// A fixed font set on a view, described as "system 14 pt".
        /// `sizeKnown`: the point size is written out (not computed: it may follow the text size).
        case fixedFont(ViewTarget, font: String, sizeKnown: Bool)
        /// A gesture recognizer's kind.
        case gesture(Gesture)
        /// A recogniser added to a view; its gesture when known.
        case attachedGesture(ViewTarget, Gesture?)
        /// The Info.plist key a privacy-sensitive API needs.
        case infoPlistKey(String)
        /// Literal text shown to people.
        case text(String)
        /// A class: the one used as an input view, one adopting `UIInputViewAudioFeedback`.
        case type(String)
        /// The API called or read: `UIView.animate`, `AVPlayerLayer`, `isReduceMotionEnabled`…
        case api(String)
        /// A colour chosen by a condition.
        case colorState(ColorState)
        /// SwiftUI's `.accessibilityIgnoresInvertColors()`, on the view it modifies.
        case swiftUIView
        /// Text looked up in a string table, as code gives it in the development language
        /// (`NSLocalizedString("Delete", comment: …)`, a `value:` or `defaultValue:`).
        case localizedText(String)
        case guidedAccess(GuidedAccessMember)
        case shake(ShakeHandler)
        case editActions([EditAction])
        case permission(PermissionRequest)
        /// The resource a status read is about; nil when the API does not say.
        case resource(ProtectedResource?)
        case audioSession(AudioSessionSetting)
        case orientations(OrientationSupport)
        case textSize(TextSizeLimit)
        case fontCap(FontSizeCap)
        case dateFormat(FixedDateFormat)
        /// A number as written in code.
        case number(Double)
        /// A view laid over the screen: as written (`self`, `overlay`, `LoadingView()`), and its
        /// class when the file says (`let overlay = AlertOverlay()`), nil when it does not.
        case overlay(view: String, type: String?)

        /// As messages show it.
        public var description: String {
            switch self {
            case .view(let target): return target.description
            case .fixedFont(let target, let font, _): return "\(target): \(font)"
            case .gesture(let g): return g.rawValue
            case .attachedGesture(let target, let g): return "\(target): \(g?.rawValue ?? "gesture")"
            case .infoPlistKey(let s), .text(let s), .type(let s), .api(let s): return s
            case .colorState(let state): return "\(state.property): \(state.condition)"
            case .swiftUIView: return "a SwiftUI view"
            case .localizedText(let s): return s
            case .guidedAccess(let member): return "\(member)"
            case .shake(let handler): return handler.action ?? "shake"
            case .editActions(let actions): return actions.map(\.rawValue).joined(separator: ", ")
            case .permission(let request): return request.api
            case .resource(let resource): return resource?.rawValue ?? "a permission"
            case .audioSession(let setting): return setting.category?.rawValue ?? "a computed category"
            case .orientations(let support): return support.orientations.map { $0.map(\.rawValue).sorted().joined(separator: ", ") } ?? "computed"
            case .textSize(let limit): return limit.api
            case .fontCap(let cap): return "maximum \(cap.maximum) pt"
            case .dateFormat(let format): return format.format
            case .number(let n): return Int(exactly: n).map(String.init) ?? String(n)
            case .overlay(let view, _): return view
            }
        }

        /// The view it is about, for the kinds that name one.
        public var target: ViewTarget? {
            switch self {
            case .view(let target), .fixedFont(let target, _, _), .attachedGesture(let target, _): return target
            default: return nil
            }
        }
    }

    public var kind: Kind
    public var detail: Detail
    /// The type the code is in.
    public var type: String?
    public var location: SourceLocation

    public init(kind: Kind, detail: Detail, type: String?, location: SourceLocation) {
        self.kind = kind
        self.detail = detail
        self.type = type
        self.location = location
    }
}

/// The detail of a `.colorState` event: which property, the condition, the two colours.
public struct ColorState: Sendable, Hashable, Codable {
    public var property: String
    public var condition: String
    public var colors: Pair

    /// The colour when the condition holds, and when it does not.
    public struct Pair: Sendable, Hashable, Codable {
        public var first: ColorSpec
        public var second: ColorSpec
    }

    public init(property: String, condition: String, colors: (ColorSpec, ColorSpec)) {
        self.property = property
        self.condition = condition
        self.colors = Pair(first: colors.0, second: colors.1)
    }
}

/// The view code acts on: the type itself (`self`), or a view of it by name (an outlet, a
/// property, a local: `titleLabel`, `view`, `window`).
public enum ViewTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    case selfView
    case named(String)

    /// `self` and names as the readers find them.
    public init(_ name: String) {
        self = name == "self" ? .selfView : .named(name)
    }

    public var name: String? {
        if case .named(let name) = self { return name }
        return nil
    }

    public var description: String { name ?? "self" }
}
