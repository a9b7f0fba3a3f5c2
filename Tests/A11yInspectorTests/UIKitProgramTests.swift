import Foundation
import Testing
@testable import A11yInspector

/// UIKit screens built in code, read as a program (`ViewInterpreter`): the tree a device builds
/// when the controller's view loads. Fixtures follow the shapes of AccessibilitySnapshot's
/// example app (controllers nesting their own `View`, views made in collections, elements made
/// in code) and of apps the tool was validated on.
struct UIKitProgramTests {
    /// Every screen the files give, resolved, by name.
    static func screens(_ files: [String: String], construction: String? = nil) -> [String: ResolvedScreen] {
        let inputs = files.sorted { $0.key < $1.key }.map { InputFile(path: $0.key, kind: .swift, project: "App", data: Data($0.value.utf8)) }
        var reader = ProjectReader(jobs: 1)
        reader.construction = construction
        let project = reader.read(inputs)
        var result: [String: ResolvedScreen] = [:]
        for screen in project.allScreens(jobs: 1) {
            result[screen.screen.name] = Resolver.resolve(screen.screen)
        }
        return result
    }

    static func spoken(_ screen: ResolvedScreen?) -> [String] {
        screen?.simulation.transcript.map { $0.utterance.parts.joined(separator: ", ") } ?? []
    }

    @Test func eachControllersOwnNestedViewIsItsOwn() {
        let screens = Self.screens([
            "App/LabelsViewController.swift": """
                final class LabelsViewController: UIViewController {
                    override func loadView() { view = View() }
                }
                extension LabelsViewController {
                    final class View: UIView {
                        let title = UILabel()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            title.text = "Labels"
                            addSubview(title)
                        }
                    }
                }
                """,
            "App/ButtonsViewController.swift": """
                final class ButtonsViewController: UIViewController {
                    override func loadView() { view = View() }
                }
                extension ButtonsViewController {
                    final class View: UIView {
                        let go = UIButton()
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            go.setTitle("Go", for: .normal)
                            addSubview(go)
                        }
                    }
                }
                """,
        ])
        #expect(Self.spoken(screens["LabelsViewController.swift › LabelsViewController"]) == ["Labels"])
        #expect(Self.spoken(screens["ButtonsViewController.swift › ButtonsViewController"]) == ["Go, Button"])
        // The nested views are parts of their controllers' screens, not screens of their own.
        #expect(screens.keys.sorted() == ["ButtonsViewController.swift › ButtonsViewController", "LabelsViewController.swift › LabelsViewController"])
    }

    @Test func viewsMadeInCollectionsWithKnownTexts() {
        let screens = Self.screens(["App/GridViewController.swift": """
            final class GridViewController: UIViewController {
                private var buttons: [UIButton] { (view as! View).buttons }
                override func loadView() { view = View() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let formatter = NumberFormatter()
                    formatter.minimumIntegerDigits = 2
                    for (index, button) in buttons.enumerated() {
                        button.setTitle(formatter.string(from: NSNumber(value: index + 1)), for: .normal)
                    }
                    buttons[1].accessibilityTraits = [.button, .link]
                    buttons[2].isSelected = true
                    buttons[2].isEnabled = false
                    view.accessibilityElements = buttons.reversed()
                }
            }
            private extension GridViewController {
                final class View: UIView {
                    let buttons = (0 ..< 3).map { _ in UIButton() }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        buttons.forEach(addSubview)
                    }
                }
            }
            """])
        // In the order `accessibilityElements` lists them, last button first.
        #expect(Self.spoken(screens["GridViewController.swift › GridViewController"]) == ["Selected, 03, Dimmed, Button", "02, Button, Link", "01, Button"])
    }

    @Test func configurationsMappedToViewsAndTextAppended() {
        let screens = Self.screens(["App/RowsViewController.swift": """
            final class RowsViewController: UIViewController {
                struct Row { var title: String; var isHeading: Bool }
                let rows = [Row(title: "Profile", isHeading: true), Row(title: "Name", isHeading: false)]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let labels = rows.map(makeLabel)
                    labels.forEach { view.addSubview($0) }
                    labels[1].text?.append(" and email")
                }
                private func makeLabel(_ row: Row) -> UILabel {
                    let label = UILabel()
                    label.text = "\\(row.title)"
                    if row.isHeading { label.accessibilityTraits.insert(.header) }
                    return label
                }
            }
            """])
        #expect(Self.spoken(screens["RowsViewController.swift › RowsViewController"]) == ["Profile, Heading", "Name and email"])
    }

    @Test func elementsMadeInCodeAndComputedActions() {
        let screens = Self.screens(["App/ChartViewController.swift": """
            final class ChartViewController: UIViewController {
                override func loadView() { view = ChartView() }
            }
            private final class ChartView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityElements = (0 ..< 2).map { index in
                        let element = UIAccessibilityElement(accessibilityContainer: self)
                        element.accessibilityLabel = "Bar \\(index + 1)"
                        return element
                    }
                    addSubview(CardView())
                }
            }
            private final class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Card"
                }
                override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                    get { [UIAccessibilityCustomAction(name: "Share", target: self, selector: #selector(share))] }
                    set {}
                }
                @objc func share() -> Bool { true }
            }
            """])
        let screen = screens["ChartViewController.swift › ChartViewController"]
        #expect(Self.spoken(screen) == ["Bar 1", "Bar 2"])
        // The card is a subview the list leaves out; its actions are still its own.
        let card = screen?.elements.first { $0.element.customClass == "CardView" }
        #expect(card?.element.customActions == [.named("Share")])
        // A view class the screen makes is part of it, not a screen of its own.
        #expect(screens.keys.sorted() == ["ChartViewController.swift › ChartViewController"])
    }

    @Test func aControllerMadeWithArgumentsIsReadAsThatCallMakesIt() {
        let files = ["App/ModeViewController.swift": """
            final class ModeViewController: UIViewController {
                enum Mode { case compact, full }
                private let mode: Mode
                init(mode: Mode) {
                    self.mode = mode
                    super.init(nibName: nil, bundle: nil)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    switch mode {
                    case .compact: label.text = "Short"
                    case .full: label.text = "The whole text"
                    }
                    view.addSubview(label)
                }
            }
            """]
        let full = Self.screens(files, construction: "ModeViewController(mode: .full)")
        #expect(Self.spoken(full["ModeViewController.swift › ModeViewController(mode: .full)"]) == ["The whole text"])
        // Without the call, the mode is not known: both texts are possible.
        let unknown = Self.screens(files)["ModeViewController.swift › ModeViewController"]
        #expect(unknown?.elements.first { $0.element.kind == "UILabel" }?.element.text?.literal == nil)
    }

    @Test func aTabBarsItemsAreTabs() {
        let screens = Self.screens(["App/TabsViewController.swift": """
            final class TabsViewController: UIViewController {
                let bar = UITabBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
                    let inbox = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
                    inbox.badgeValue = "3"
                    bar.items = [home, inbox]
                    bar.selectedItem = home
                    view.addSubview(bar)
                }
            }
            """])
        #expect(Self.spoken(screens["TabsViewController.swift › TabsViewController"]) == ["Selected, Home, Tab, 1 of 2", "Inbox, 3 items, Tab, 2 of 2"])
    }

    /// A view whose `accessibilityContainerType` is `.list` or `.landmark` is announced around its
    /// elements. Observed on iOS 18.5 simulator (AccessibilitySnapshot reference snapshots):
    /// "List Start" after the first, "List End" after the last; "Landmark" and "End".
    @Test func listsAndLandmarksAreAnnounced() {
        let screens = Self.screens(["App/ChoicesViewController.swift": """
            final class ChoicesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = ChoiceList()
                    for name in ["Tea", "Coffee", "Water"] {
                        let label = UILabel()
                        label.text = name
                        list.addSubview(label)
                    }
                    view.addSubview(list)
                    let footer = UIView()
                    footer.accessibilityContainerType = .landmark
                    for line in ["Prices include tax", "Open until 6 pm"] {
                        let note = UILabel()
                        note.text = line
                        footer.addSubview(note)
                    }
                    view.addSubview(footer)
                }
            }
            final class ChoiceList: UIView {
                override var accessibilityContainerType: UIAccessibilityContainerType {
                    get { .list }
                    set {}
                }
            }
            """])
        #expect(Self.spoken(screens["ChoicesViewController.swift › ChoicesViewController"])
            == ["Tea, List Start", "Coffee", "Water, List End", "Prices include tax, Landmark", "Open until 6 pm, End"])
    }

    /// UIKit's switch-button trait has no public name; code sets it by its raw value. Observed
    /// on iOS 18.5 simulator (AccessibilitySnapshot reference snapshots): with the button trait
    /// the view is a "Switch button"; values 1, 0 and 2 read as on, off and mixed.
    @Test func theSwitchButtonTraitSetByItsRawValue() {
        let screens = Self.screens(["App/HeaterViewController.swift": """
            final class HeaterViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let switchTrait = UIAccessibilityTraits(rawValue: 1 << 53)
                    let settings: [(String, String, UIAccessibilityTraits)] = [
                        ("Power", "1", [switchTrait, .button]),
                        ("Eco", "2", [.button, UIAccessibilityTraits(rawValue: 0x0020_0000_0000_0000)]),
                        ("Timer", "0", switchTrait),
                        ("Level", "High", [switchTrait, .button]),
                    ]
                    for (name, value, traits) in settings {
                        let control = UIView()
                        control.isAccessibilityElement = true
                        control.accessibilityLabel = name
                        control.accessibilityValue = value
                        control.accessibilityTraits = traits
                        view.addSubview(control)
                    }
                }
            }
            """])
        let screen = screens["HeaterViewController.swift › HeaterViewController"]
        #expect(Self.spoken(screen) == ["Power, Switch button, on", "Eco, Switch button, mixed", "Timer, off", "Level, Switch button, High"])
        #expect(screen?.simulation.transcript.first?.utterance.hint == Speech.switchHint)
    }

    /// The elements inside a view whose traits include `.tabBar` are read as its tabs, "Tab"
    /// in place of "Button", with their place among them. Observed on iOS 18.5 simulator
    /// (AccessibilitySnapshot reference snapshots).
    @Test func theElementsOfAViewWithTheTabBarTraitAreTabs() {
        let screens = Self.screens(["App/PeriodViewController.swift": """
            final class PeriodViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let periods = PeriodBar()
                    for title in ["Day", "Week", "Month"] {
                        let button = UIButton()
                        button.setTitle(title, for: .normal)
                        button.isSelected = title == "Week"
                        periods.addSubview(button)
                    }
                    view.addSubview(periods)
                }
            }
            final class PeriodBar: UIView {
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { super.accessibilityTraits.union(.tabBar) }
                    set { super.accessibilityTraits = newValue }
                }
            }
            """])
        #expect(Self.spoken(screens["PeriodViewController.swift › PeriodViewController"])
            == ["Day, Tab, 1 of 3", "Selected, Week, Tab, 2 of 3", "Month, Tab, 3 of 3"])
    }

    /// `UITextField()` has a zero frame; a screen that lays its views out with constraints but
    /// never sizes this one may show it at no size: its findings need review. A screen with no
    /// layout code at all (a sketch) says nothing about sizes.
    @Test func aViewTheLayoutNeverSizesMayHaveNoSize() {
        let screens = Self.screens(["App/PasscodeViewController.swift": """
            final class PasscodeViewController: UIViewController {
                private let hiddenField = UITextField()
                private let dots = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(hiddenField)
                    view.addSubview(dots)
                    dots.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([dots.centerXAnchor.constraint(equalTo: view.centerXAnchor)])
                }
            }
            """])
        let elements = screens["PasscodeViewController.swift › PasscodeViewController"]?.elements ?? []
        #expect(elements.first { $0.element.id == "hiddenField" }?.element.unreadCode?.hasPrefix("made with a zero frame") == true)
        #expect(elements.first { $0.element.id == "dots" }?.element.unreadCode == nil)
    }
}

extension UIKitProgramTests {
    /// A slider made with `UISlider(frame: .zero)` and laid out by Auto Layout is not a
    /// zero-size view: it is read, on the screen that composes its view or on its view's own.
    @Test func aViewAutoLayoutPlacesIsNotZeroSized() {
        let screens = Self.screens([
            "App/SliderField.swift": """
                final class SliderField: UIView {
                    private lazy var slider: UISlider = {
                        let slider = UISlider(frame: .zero)
                        slider.translatesAutoresizingMaskIntoConstraints = false
                        return slider
                    }()
                    init(model: FieldModel) {
                        super.init(frame: .zero)
                        model.configure(self)
                        addSubview(slider)
                    }
                }
                """,
            "App/GasViewController.swift": """
                final class GasViewController: UIViewController {
                    private let model = FieldModel.load()
                    private lazy var field = SliderField(model: model)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(field)
                    }
                }
                """,
        ])
        let sliders = screens.values.flatMap { $0.elements.filter { $0.element.kind == "UISlider" } }
        #expect(!sliders.isEmpty && sliders.allSatisfy { $0.isReachable })
    }
}
