/// One view (or SwiftUI view, or accessibility element from a snapshot) as a front end found
/// it. Accessibility properties hold only what the source sets explicitly; platform defaults
/// (a `UILabel` is an element, a `UIButton` has the button trait…) are applied by the
/// `Resolver` from `PlatformDefaults`, so every front end shares them.
public struct Element: Sendable, Codable, Hashable {
    /// Unique within its screen: the Interface Builder object id, or a path a front end made.
    public var id: String
    /// The platform class it came from: "UILabel", "UIButton", SwiftUI "Button".
    public var kind: String
    /// IB `customClass` / a Swift subclass name.
    public var customClass: String?
    /// The name a developer knows it by: IB `userLabel`, the outlet property name.
    public var name: String?
    public var location: SourceLocation

    // MARK: Accessibility, as set explicitly
    public var isAccessibilityElement: Bool?
    public var accessibilityLabel: TextValue?
    public var accessibilityValue: TextValue?
    public var accessibilityHint: TextValue?
    public var accessibilityIdentifier: String?
    public var traits = TraitChanges()
    public var accessibilityElementsHidden = false
    public var accessibilityViewIsModal = false
    /// `shouldGroupAccessibilityChildren`: VoiceOver reads the view's elements together, in
    /// their own order by position, before moving on.
    public var shouldGroupAccessibilityChildren = false
    /// `accessibilityElements`: ids of the elements (any descendants), in order, when set explicitly.
    public var accessibilityElements: [String]?
    public var accessibilityLanguage: String?
    /// `accessibilityContainerType`, when the view sets or computes it.
    public var accessibilityContainerType: AccessibilityContainerType?
    /// Where the element sits in the data table that holds it
    /// (`UIAccessibilityContainerDataTableCell`), when it is a cell of one.
    public var dataTableCell: DataTableCell?
    /// Names of `accessibilityCustomActions` / SwiftUI `.accessibilityAction(named:)`.
    public var customActions: [CustomAction] = []
    /// `accessibilityUserInputLabels` / SwiftUI `.accessibilityInputLabels`: names Voice
    /// Control accepts, the first one shown by "Show names".
    public var userInputLabels: [String] = []
    /// `accessibilityActivationPoint` when set explicitly, in screen coordinates.
    public var activationPoint: Point?
    /// SwiftUI `.accessibilityElement(children:)`.
    public var childBehavior: ChildBehavior?
    /// SwiftUI `.accessibilitySortPriority(_:)`: higher comes first among siblings.
    public var sortPriority: Double?
    /// `accessibilityNavigationStyle` for Switch Control: "automatic", "separate", "combined".
    public var navigationStyle: String?
    /// Accessibility methods the element's class implements.
    public var implementedActions: [AccessibilityAction] = []

    // MARK: Content
    /// Displayed text: a label's text, a button's title, a text field's text.
    public var text: TextValue?
    public var placeholder: TextValue?
    public var image: ImageReference?
    /// A system bar button item (`UIBarButtonItem.SystemItem`: "add", "done", "cancel"…),
    /// which UIKit draws and labels itself.
    public var systemItem: String?
    /// Slider/progress/stepper value with its range; switch state as 0/1.
    public var numericValue: Double?
    public var minimumValue: Double?
    public var maximumValue: Double?
    /// Segment titles, tab titles: the items a compound control shows.
    public var items: [String] = []

    // MARK: State
    public var isHidden = false
    /// Code hides the view exactly when this condition holds (`HiddenCondition`): a view hidden
    /// when `!(c)` is never on screen with it.
    public var hiddenWhen: String?
    /// Code hides the view where the screen is set up and no code shows it again: whatever it
    /// holds is never seen (its texts need no translation).
    public var hiddenForGoodByCode = false
    public var alpha: Double = 1
    public var isUserInteractionEnabled = true
    public var isEnabled = true
    public var isSelected = false
    /// An action is connected (IB action, target–action, gesture recogniser).
    public var hasAction = false
    /// A `UIButton` of a system type that draws UIKit's own glyph (`buttonType="infoLight"`,
    /// `UIButton(type: .close)`).
    public var systemButtonType: SystemButtonType?
    /// A system button whose title has no colour of its own: UIKit draws it in the tint (the
    /// view's, an ancestor's, or the app's accent colour).
    public var titleFollowsTint = false
    /// `UITextView.isEditable`, when the file or code sets it.
    public var isEditable: Bool?
    /// Typed text is hidden (`isSecureTextEntry`, SwiftUI `SecureField`): VoiceOver calls it a
    /// secure text field.
    public var isSecureTextEntry = false
    /// Gestures the view responds to.
    public var gestureRecognizers: [Gesture] = []
    /// Interface Builder actions, as "selector@destination" (`introduceSize:@owner`): two
    /// controls with the same ones do the same thing.
    public var actionNames: [String] = []
    /// The statement that gives a view built in code its action or recogniser
    /// (`card.addGestureRecognizer(tap)`), where findings about acting on it point.
    public var actionOrigin: SourceLocation?
    /// Where code wrote a value the tool knows (a font, a colour, a size constraint): the
    /// statement a finding about that value points at, when it is not the declaration.
    public var writtenAt: [ViewProperty: SourceLocation] = [:]

    // MARK: Layout and appearance
    /// In screen coordinates of the screen's design size, when known.
    public var frame: Rect?
    /// Fixed width/height from constraints (`constant` of an equality constraint on itself).
    public var fixedWidth: Double?
    public var fixedHeight: Double?
    /// Lower bounds from `≥` constraints (IB or code).
    public var minimumWidth: Double?
    public var minimumHeight: Double?
    @Boxed public var font: FontSpec?
    public var adjustsFontForContentSizeCategory: Bool?
    public var numberOfLines: Int?
    /// `NSTextAlignment` as the file sets it (IB `textAlignment="justified"`, or a paragraph
    /// style's `alignment` in attributed text); nil when not written.
    public var textAlignment: TextAlignment?
    /// `adjustsFontSizeToFitWidth`: the text shrinks (down to a minimum scale) instead of
    /// being truncated.
    public var shrinksToFit = false
    public var textColor: ColorSpec?
    public var backgroundColor: ColorSpec?
    /// What the view draws behind its own content when it sets no background colour, that no
    /// colour of the project names: a rounded-rect text field's field (white in light mode;
    /// UIKit's own in dark). Text in it is not on the colour of the views around it.
    public var drawsOwnBackground: String?
    /// A stack view that lays out its subviews side by side (an Interface Builder `<stackView>`
    /// without `axis="vertical"`).
    public var arrangesInARow = false
    public var tintColor: ColorSpec?
    /// The colour template images are drawn in when it is not the tint: a button
    /// configuration's `baseForegroundColor`.
    public var iconColor: ColorSpec?

    /// A prototype cell's reuse identifier: the cell is a template repeated for each row, and
    /// its texts are usually placeholders the data source replaces.
    public var reuseIdentifier: String?
    /// Its Interface Builder tag, when not 0: code can find it by it (`viewWithTag(2)`) and
    /// configure it there (`CodeLinker`).
    public var tag: Int?
    /// What UIKit shows a view a data source returns as ("section header", "section footer":
    /// `tableView(_:viewForHeaderInSection:)`); nil for a view code adds.
    public var suppliedAs: String?

    /// Where properties came from when not at `location`, and the properties that code changes
    /// at run time (value unknown): property → where and how.
    public var provenance: [ViewProperty: ValueSource] = [:]
    /// Text properties code assigns, whatever the value (text, placeholder, accessibility label
    /// and hint): the storyboard's own text for them is not what people see, so it needs no
    /// translation.
    public var setInCode: Set<ViewProperty> = []
    /// Interface Builder runtime attributes of the project's own (`local_title = "share"`,
    /// `dynamicTextSize = "regular14"`), by key path: an `@IBInspectable` property's setter runs
    /// with the value when the view loads (`CodeLinker`).
    public var inspectables: [String: String] = [:]
    /// Code the tool could not read may set any property (the outlet's owner is not defined in
    /// the audited Swift sources, a view of another module): why.
    public var unreadCode: String?

    /// Outlets this object (a cell, a custom view) connects: property name → element id.
    public var outlets: [String: String] = [:]

    /// Android layout attributes, for elements of Android screens.
    @Boxed public var android: AndroidView?
    /// What SwiftUI modifiers say, for elements of SwiftUI screens.
    @Boxed public var swiftUI = SwiftUIViewFacts()

    public var children: [Element] = []
    /// The children are alternatives, only one on screen at a time: the branches of a SwiftUI
    /// `if`/`switch`. The first stands for the screen in transcripts; rules check them all.
    public var childrenAreAlternatives = false

    public init(id: String, kind: String, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.location = location
    }

    /// Depth-first, pre-order.
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        try body(self)
        // By index: `for child in children` copies each child (a retain of each of its fields).
        for i in children.indices { try children[i].forEach(body) }
    }

    /// Name for messages: custom class or kind, plus the developer's name when known.
    public var displayName: String {
        let type = customClass ?? kind
        if let name { return "\(type) '\(name)'" }
        return type
    }
}

/// `NSTextAlignment`, by the names Interface Builder writes.
public enum TextAlignment: String, Sendable, Codable, Hashable {
    case left, center, right, justified, natural
}

/// Traits as the source changes them: a replacement set (IB's trait checkboxes, `traits = …`),
/// insertions and removals (`insert`, `.accessibilityAddTraits`), or a run-time value.
public struct TraitChanges: Sendable, Codable, Hashable {
    public var replacement: AccessibilityTraits?
    public var inserted: AccessibilityTraits = []
    public var removed: AccessibilityTraits = []
    public var isDynamic = false
    /// Traits added in one state only (`isOn ? .isSelected : []`): not in `inserted`, but they
    /// say the state.
    public var conditional: AccessibilityTraits = []

    public init(
        replacement: AccessibilityTraits? = nil, inserted: AccessibilityTraits = [],
        removed: AccessibilityTraits = [], isDynamic: Bool = false
    ) {
        self.replacement = replacement
        self.inserted = inserted
        self.removed = removed
        self.isDynamic = isDynamic
    }

    public func applied(to defaults: AccessibilityTraits) -> AccessibilityTraits {
        (replacement ?? defaults).union(inserted).subtracting(removed)
    }
}

public struct ImageReference: Sendable, Codable, Hashable {
    /// The asset or symbol name; for an image chosen at run time, the expression that chooses it.
    public var name: String
    /// An SF Symbol (`catalog="system"`, `UIImage(systemName:)`, `Image(systemName:)`).
    public var isSystemSymbol: Bool
    /// Chosen at run time (`Image(systemName: isOn ? "star.fill" : "star")`): `name` is the
    /// expression, not a name.
    public var isDynamic: Bool

    public init(name: String, isSystemSymbol: Bool = false, isDynamic: Bool = false) {
        self.name = name
        self.isSystemSymbol = isSystemSymbol
        self.isDynamic = isDynamic
    }

    /// The name as reports show it: an expression in ‹ › when the image is chosen at run time.
    public var displayName: String { isDynamic ? "‹\(name)›" : name }

    /// An asset named by one plain word ("mute", "Badge", "tor"), which VoiceOver's fallback
    /// reads as a fair English label, against an identifier ("eula-bg", "ic_close_24",
    /// "purpleGradient1") that names nothing.
    public var isNamedByAWord: Bool {
        !isSystemSymbol && !isDynamic && name.count >= 3 && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
            && name.dropFirst().allSatisfy { $0.isLowercase }
    }
}

/// How a SwiftUI container exposes its children (`accessibilityElement(children:)`).
public enum ChildBehavior: String, Sendable, Codable, Hashable {
    /// One element; the children's labels, values, traits and actions are merged into it.
    case combine
    /// One element with only the properties set on the container; children are dropped.
    case ignore
    /// Not an element; the children stay separate and are kept together as a group.
    case contain
    /// The label view of a control (a Button's or Toggle's label closure): its text labels
    /// the control; traits and actions are not merged.
    case labelContent
}

/// `UIAccessibilityContainerType`: what kind of container VoiceOver announces a view as
/// (developer.apple.com/documentation/uikit/uiaccessibilitycontainertype).
public enum AccessibilityContainerType: String, Sendable, Codable, Hashable {
    case none, dataTable, list, landmark, semanticGroup
}

/// A cell of a data table (`UIAccessibilityContainerDataTable`,
/// developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable): its row and
/// column ranges (`accessibilityRowRange()`, `accessibilityColumnRange()`), as the table's code
/// gives them, and the table's answers about it.
public struct DataTableCell: Sendable, Codable, Hashable {
    /// The first row and column, counted from 0; nil where the cell gives `NSNotFound`.
    public var row: Int?
    public var column: Int?
    public var rowSpan: Int
    public var columnSpan: Int
    /// No cell of the table starts in the same row at an earlier column
    /// (`accessibilityDataTableCellElement(forRow:column:)`).
    public var isFirstInRow: Bool
    /// Element ids of the table's header cells for the cell's row and column
    /// (`accessibilityHeaderElements(forRow:)`, `(forColumn:)`), those that are cells of the table.
    public var rowHeaders: [String]
    public var columnHeaders: [String]

    public init(row: Int?, column: Int?, rowSpan: Int, columnSpan: Int, isFirstInRow: Bool, rowHeaders: [String] = [], columnHeaders: [String] = []) {
        self.row = row
        self.column = column
        self.rowSpan = rowSpan
        self.columnSpan = columnSpan
        self.isFirstInRow = isFirstInRow
        self.rowHeaders = rowHeaders
        self.columnHeaders = columnHeaders
    }
}

/// The `UIButton.ButtonType`s that draw a system glyph and come with UIKit's own label.
public enum SystemButtonType: String, Sendable, Codable, Hashable {
    case infoLight, infoDark, detailDisclosure, close

    /// What VoiceOver reads for it when the app sets no label (observed).
    public var label: String {
        switch self {
        case .infoLight, .infoDark, .detailDisclosure: return "More Info"
        case .close: return "Close"
        }
    }
}

extension Element {
    /// Code writes the traits in one branch of a test (`if linkType == .url {
    /// accessibilityTraits = [.link, .button] }`) and nothing decided it for this view: they
    /// are the traits as written, in that state only.
    public var traitsWrittenUnderCondition: Bool {
        if case .code(let origin)? = provenance[.accessibilityTraits], origin.how == .conditional { return true }
        return false
    }
}
