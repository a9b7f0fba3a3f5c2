/// Text needs 4.5:1 contrast with its background (3:1 when large).
struct ContrastTextAA: Rule {
    let metadata = RuleMetadata(
        id: "contrast-text-aa",
        title: "Text contrast is below 4.5:1 (3:1 for large text)",
        rationale:
            "Low-contrast text is hard or impossible to read for people with low vision or colour deficiencies, and for everyone in sunlight. WCAG AA asks for 4.5:1, or 3:1 for text of at least 18 pt, or 14 pt bold.",
        wcag: ["1.4.3"], impact: .serious, defaultSeverity: .error,
        tags: ["colour", "contrast", "low-vision"],
        help: "Darken the text or lighten the background (or the reverse) until the ratio is at least 4.5:1; use `a11y contrast FG BG` to try colours.",
        sources: ["B ch3 L667", "B ch2 L217", "B ch12 L4676", "WCAG 2.2 SC 1.4.3"],
        summary:
            "text contrast under 4.5:1 (3:1 for large text) in any appearance the app supports, naming the appearance (`in dark mode`); option `enhanced: 1` checks AAA (7:1)",
        appleAuditTypes: [.contrast], nutritionLabels: [.sufficientContrast],
        options: [
            RuleOption(
                name: "enhanced", defaultValue: 0,
                description: "1 checks WCAG AAA (SC 1.4.6): 7:1, or 4.5:1 for large text.")
        ])

    var platforms: Set<Platform> { [.iOS, .android] }

    /// A storyboard with one grouped static table (`tableBackground`: its colour element, if
    /// any) whose one cell holds `cell`, in a controller of `controllerClass`.
    static func groupedTable(controllerClass: String = "SettingsViewController", tableBackground: String = "", cell: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tvc">
            <scenes>
                <scene sceneID="scn">
                    <objects>
                        <tableViewController title="Settings" id="tvc" customClass="\(controllerClass)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                \(tableBackground)
                                <sections>
                                    <tableViewSection id="sec">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="cel">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel" id="cnt">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                    <subviews>
                                                        \(cell)
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A pale label (#98A5B3, 2.5:1 on white), marked as the finding's line.
    static let paleCellLabel = """
        ↓<label opaque="NO" contentMode="left" text="Route your connection through two servers" id="lbl-set">
            <rect key="frame" x="16" y="0.0" width="343" height="43.5"/>
            <color key="textColor" red="0.596" green="0.647" blue="0.702" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
        </label>
        """

    /// A button with a white title in a filled configuration, its view's background and its
    /// base colour in grey levels.
    static func filledButton(viewWhite: String, baseWhite: String, marked: Bool) -> String {
        """
            \(marked ? "↓" : "")<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="skip">
                <rect key="frame" x="20" y="100" width="120" height="44"/>
                <color key="backgroundColor" white="\(viewWhite)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <buttonConfiguration key="configuration" style="filled" title="Skip">
                    <fontDescription key="titleFontDescription" style="UICTFontTextStyleBody"/>
                    <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <color key="baseBackgroundColor" white="\(baseWhite)" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </buttonConfiguration>
            </button>
        """
    }

    /// A one-word label in a grey of 3.4:1 on white.
    static func blackField(border: String) -> String {
        """
            ↓<textField opaque="NO" contentMode="scaleToFill" \(border) text="12" adjustsFontForContentSizeCategory="YES" id="carbs">
                <rect key="frame" x="20" y="100" width="120" height="34"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </textField>
        """
    }

    static func greyLabel(_ text: String, marked: Bool = false) -> String {
        """
            \(marked ? "↓" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" adjustsFontForContentSizeCategory="YES" id="info">
                <rect key="frame" x="20" y="100" width="22" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" red="0.55" green="0.55" blue="0.55" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
        """
    }

    var examples: [RuleExample] {
        [
            .swiftUI(
                "Text in a system colour made see-through (omnivore: .gray.opacity(0.5)) on white", .triggers(count: 1),
                """
                struct Byline: View {
                    var body: some View {
                        VStack {
                            ↓Text("Saved 3 days ago").font(.body).foregroundColor(.gray.opacity(0.5))
                        }
                        .background(Color.white)
                    }
                }
                """),
            .swiftUI(
                "Text in the default colour made faint with opacity, on the default background (winston's subscriber counts; needs review: the background is assumed); trap: 80 % still reads",
                .needsReview(count: 1),
                """
                struct SubredditRow: View {
                    let subscribers: Int
                    var body: some View {
                        VStack {
                            Text("r/swift").font(.body)
                            ↓Text("\\(subscribers) subscribers").font(.system(size: 14)).opacity(0.5)
                            Text("A community").font(.body).opacity(0.8)
                        }
                    }
                }
                """),
            .swiftUI(
                "A colour chosen at run time of which one fails on white (winston's vote count: gray when not voted); trap: one whose colours all read",
                .needsReview(count: 1),
                """
                struct VoteCount: View {
                    let likes: Bool?
                    let ups: Int
                    var body: some View {
                        VStack {
                            ↓Text("\\(ups) votes").font(.body).foregroundColor(likes != nil ? (likes! ? .black : .blue) : .yellow)
                            Text("Score").font(.body).foregroundColor(likes == true ? .black : Color(white: 0.2))
                        }
                        .background(Color.white)
                    }
                }
                """),
            .swiftUI(
                "A colour chosen at run time whose every choice fails on white", .triggers(count: 1),
                """
                struct Flag: View {
                    let urgent: Bool
                    var body: some View {
                        VStack { ↓Text("Flagged").font(.body).foregroundColor(urgent ? .yellow : Color(white: 0.85)) }
                            .background(Color.white)
                    }
                }
                """),
            .swiftUI(
                "Trap: white text at 90 % with no background of its own is made for one its caller draws (jami-client-ios's call header)", .passes,
                """
                struct CallHeader: View {
                    let name: String
                    var body: some View {
                        VStack { Text(name).font(.title2).foregroundColor(.white.opacity(0.9)) }
                    }
                }
                """),
            .swiftUI(
                "Trap: black at 80 % on white still reads (12:1)", .passes,
                """
                struct Byline: View {
                    var body: some View {
                        VStack {
                            Text("Saved 3 days ago").font(.body).foregroundColor(.black.opacity(0.8))
                        }
                        .background(Color.white)
                    }
                }
                """),
            .swiftUI(
                "Text that reads on white fails once a view around it is drawn at half opacity (needs review: a dimmed view may show a disabled state)",
                .needsReview(count: 1),
                """
                struct ReplyContext: View {
                    var body: some View {
                        VStack {
                            VStack { ↓Text("In reply to Alice").font(.body).foregroundColor(.black) }.opacity(0.5)
                        }
                        .background(Color.white)
                    }
                }
                """),
            .code(
                "UIKit: a label in the primary colour inside a view code draws at half alpha (needs review)", .needsReview(count: 1),
                [
                    "Compose/ComposeViewController.swift": """
                    import UIKit
                    final class ComposeViewController: UIViewController {
                        private let quoteView = UIView()
                        private let quoteLabel = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = NSLocalizedString("Compose", comment: "")
                            view.backgroundColor = .white
                            quoteLabel.text = NSLocalizedString("In reply to Alice", comment: "")
                            quoteLabel.font = .preferredFont(forTextStyle: .body)
                            quoteLabel.adjustsFontForContentSizeCategory = true
                            ↓quoteLabel.textColor = .black
                            view.addSubview(quoteView)
                            quoteView.addSubview(quoteLabel)
                            quoteView.alpha = 0.5
                        }
                    }
                    """
                ]),
            .swiftUI(
                "Trap: a slight dimming, and a card whose background is dimmed with its text", .passes,
                """
                struct ReplyContext: View {
                    var body: some View {
                        VStack {
                            VStack { Text("In reply to Alice").font(.body).foregroundColor(.black) }.opacity(0.9)
                            VStack { Text("In reply to Bob").font(.body).foregroundColor(.black) }.background(Color.white).opacity(0.5)
                        }
                        .background(Color.white)
                    }
                }
                """),
            .swiftUI(
                "SwiftUI: the default text colour on a black bar is black in light mode", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Text("1.5x").font(.body).padding().background(Color.black)
                    }
                }
                """),
            .swiftUI(
                "SwiftUI: a toggle draws the texts of its label view beside it, in their own colours", .triggers(count: 1),
                """
                struct ExampleView: View {
                    @State var wholeWord = false
                    var body: some View {
                        Toggle(isOn: $wholeWord) {
                            VStack(alignment: .leading) {
                                Text("Whole word")
                                ↓Text("Matches only a whole word").font(.footnote).foregroundColor(.gray)
                            }
                        }
                        .background(Color.white)
                        .environment(\\.colorScheme, .light)
                    }
                }
                """),
            .swiftUI(
                "Trap: a toggle whose label view .labelsHidden() hides draws none of it", .passes,
                """
                struct ExampleView: View {
                    @State var wholeWord = false
                    var body: some View {
                        Toggle(isOn: $wholeWord) {
                            Text("Matches only a whole word").font(.footnote).foregroundColor(.gray)
                        }
                        .labelsHidden()
                        .background(Color.white)
                        .environment(\\.colorScheme, .light)
                    }
                }
                """),
            .swiftUI(
                "SwiftUI: a background that only measures (GeometryReader over Color.clear) leaves the black behind the text",
                .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            ↓Text("Now playing").font(.body)
                                .background(GeometryReader { proxy in Color.clear.preference(key: TitleHeight.self, value: proxy.size.height) })
                        }
                        .background(Color.black)
                    }
                }
                """),
            .swiftUI(
                "Trap: a field on a grey tint whose opacity is computed (10–15 %) is not on solid grey", .passes,
                """
                struct PageJump: View {
                    @Environment(\\.colorScheme) var colorScheme
                    @State var page = ""
                    var body: some View {
                        let opacity = colorScheme == .light ? 0.15 : 0.1
                        TextField("Page", text: $page)
                            .padding(8)
                            .background(Color.gray.opacity(opacity))
                    }
                }
                """),
            .swiftUI(
                "Trap: white text on a button whose background is chosen at run time (`empty ? light : dark`) is not on the white card around it",
                .passes,
                """
                struct PasswordPopup: View {
                    @State var password = ""
                    var body: some View {
                        VStack {
                            Button(action: {}) {
                                Text("Confirm").foregroundStyle(.white).font(.system(size: 20, weight: .semibold))
                            }
                            .background(password.isEmpty ? Color.orange.opacity(0.3) : Color.orange)
                        }
                        .background(.white)
                    }
                }
                """),
            .swiftUI(
                "Trap: the colour set on the text wins over the one a style helper around it sets (the closest modifier wins)", .passes,
                """
                extension View {
                    func secondaryCaption() -> some View { self.font(.caption).foregroundStyle(Color(red: 0.3, green: 0.37, blue: 0.45)) }
                }
                struct CallControls: View {
                    var body: some View {
                        VStack {
                            Text("Hang up").foregroundStyle(.white).secondaryCaption()
                        }
                        .background(Color(red: 0.18, green: 0.19, blue: 0.19))
                    }
                }
                """),
            .swiftUI(
                "The same helper's grey on text that sets no colour of its own", .triggers(count: 1),
                """
                extension View {
                    func secondaryCaption() -> some View { self.font(.caption).foregroundStyle(Color(red: 0.3, green: 0.37, blue: 0.45)) }
                }
                struct CallControls: View {
                    var body: some View {
                        VStack {
                            ↓Text("Hang up").secondaryCaption()
                        }
                        .background(Color(red: 0.18, green: 0.19, blue: 0.19))
                    }
                }
                """),
            .swiftUI(
                "Trap: a view shown only as a context menu's item is drawn by the system menu in its own colours", .passes,
                """
                struct PinButton: View {
                    let pinned: Bool
                    var body: some View {
                        Button(action: {}) { Label(pinned ? "Unpin" : "Pin", systemImage: "pin") }
                            .foregroundStyle(Color(red: 0.47, green: 0.67, blue: 0.21))
                    }
                }
                struct Bookmarks: View {
                    var body: some View {
                        List {
                            Text("Stop 42").contextMenu { PinButton(pinned: false) }
                        }
                        .navigationTitle("Bookmarks")
                    }
                }
                """),
            .swiftUI(
                "Trap: the bar forces the dark scheme, and a glass capsule blurs what is behind it", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("1.5x").font(.body).padding().environment(\\.colorScheme, .dark)
                            Text("Saved").font(.body).padding().glassEffect()
                        }
                        .background(Color.black)
                    }
                }
                """),
            .swiftUI(
                "Trap: texts laid over a theme colour (an overlay) and over a photo (a ZStack layer) are not on the black behind them", .passes,
                """
                struct ExampleView: View {
                    let theme: Theme
                    var body: some View {
                        VStack {
                            theme.background.opacity(0.7)
                                .frame(width: 200, height: 120)
                                .overlay(alignment: .center) { Text("Loading paused") }
                            ZStack {
                                Image("cover")
                                Text("Tap to load media")
                            }
                        }
                        .background(Color.black)
                    }
                }
                """),
            .code(
                "Trap: a field in a grouped table's cell is on the cell's own background, not the table's grey", .passes,
                [
                    "App/NewIssue.storyboard": Self.groupedTable(
                        controllerClass: "NewIssueTableViewController",
                        tableBackground: #"<color key="backgroundColor" red="0.9647" green="0.9725" blue="0.9804" alpha="1" colorSpace="calibratedRGB"/>"#,
                        cell: """
                            <textField opaque="NO" contentMode="scaleToFill" placeholder="Required" textAlignment="natural" id="fld-new">
                                <rect key="frame" x="16" y="0.0" width="343" height="43.5"/>
                                <nil key="textColor"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </textField>
                            """)
                ]),
            .code(
                "SwiftUI: Xcode's AccentColor set left without a colour is the system blue, 4.02:1 on white: needs review", .needsReview(count: 1),
                [
                    "App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.emptyAccentColorSet,
                    "App/MuteView.swift": """
                    struct MuteView: View {
                        var body: some View {
                            VStack {
                                ↓Button("Mute") { mute() }
                            }
                            .background(Color.white)
                            .environment(\\.colorScheme, .light)
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a button style declared inside another type (`Theme.Chip.ChipStyle()`) draws the label in its own colour, not the tint", .passes,
                [
                    "App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.emptyAccentColorSet,
                    "App/Chip.swift": """
                    enum Theme { enum Chip {} }
                    extension Theme.Chip {
                        struct ChipStyle: ButtonStyle {
                            func makeBody(configuration: Configuration) -> some View {
                                configuration.label.foregroundStyle(Color.black).padding(12)
                            }
                        }
                    }
                    struct Filters: View {
                        var body: some View {
                            VStack {
                                Button("Unread") { filter() }.buttonStyle(Theme.Chip.ChipStyle())
                            }
                            .background(Color.white)
                            .environment(\\.colorScheme, .light)
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a button's Label whose title text sets its own colour draws it in that colour, not the tint", .passes,
                [
                    "App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.emptyAccentColorSet,
                    "App/MenuView.swift": """
                    struct MenuView: View {
                        var body: some View {
                            VStack {
                                Button { openProfile() } label: {
                                    Label {
                                        Text("My Profile").foregroundColor(.primary)
                                    } icon: {
                                        Image(systemName: "person.crop.square")
                                    }
                                }
                            }
                            .background(Color.white)
                            .environment(\\.colorScheme, .light)
                        }
                    }
                    """,
                ]),
            .code(
                "SwiftUI: a plain button's label is drawn in the app's AccentColor, unless a tint from outside replaces it: needs review",
                .needsReview(count: 1),
                [
                    "App/Assets.xcassets/AccentColor.colorset/Contents.json": """
                    {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.733","green":"0.231","blue":"0.886","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}
                    """,
                    "App/SettingsView.swift": """
                    struct SettingsView: View {
                        var body: some View {
                            VStack {
                                Text("Notifications are off")
                                ↓Button("Open Settings") { openSettings() }
                                Button("Not now") { dismiss() }.buttonStyle(.plain)
                            }
                            .background(Color.white)
                            .environment(\\.colorScheme, .light)
                        }
                    }
                    """,
                ]),
            .code(
                "A pale label in a table cell that nothing restyles is judged on the cell's white", .triggers(count: 1),
                [
                    "App/Settings.storyboard": Self.groupedTable(cell: Self.paleCellLabel)
                ]),
            .code(
                "Trap: the table's delegate colours every cell it shows (cell.backgroundColor in willDisplay): needs review", .needsReview(count: 1),
                [
                    "App/Settings.storyboard": Self.groupedTable(cell: Self.paleCellLabel),
                    "App/SettingsViewController.swift": """
                    final class SettingsViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                            cell.backgroundColor = UIColor(named: "BackgroundPrimary")
                        }
                    }
                    """,
                ]),
            .swiftUI(
                "Trap: a tint colours links and controls, not plain text; a filled button style draws its label on the tint", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("Everything in this note reads in the primary colour")
                            Button("Save") { save() }
                                .buttonStyle(.borderedProminent)
                        }
                        .tint(Color(red: 1, green: 0.85, blue: 0.3))
                        .background(Color.white)
                        .environment(\\.colorScheme, .light)
                    }
                }
                """),
            .swiftUI(
                "SwiftUI: a tint draws a plain button's label", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("Everything in this note reads in the primary colour")
                            ↓Button("Save") { save() }
                        }
                        .tint(Color(red: 1, green: 0.85, blue: 0.3))
                        .background(Color.white)
                        .environment(\\.colorScheme, .light)
                    }
                }
                """),
            .swiftUI(
                "Trap: a badge with a frame draws its own capsule (a shape in .background) under its white text", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            Text("12")
                                .font(.caption)
                                .foregroundStyle(Color.white)
                                .frame(height: 20)
                                .padding(.horizontal, 6)
                                .background(Capsule().fill(Color.black))
                        }
                        .background(Color.white)
                    }
                }
                """),
            .swiftUI(
                "SwiftUI: a text beside the overlaid colour (not over it) is still on the black", .triggers(count: 1),
                """
                struct ExampleView: View {
                    let theme: Theme
                    var body: some View {
                        VStack {
                            theme.background.overlay { Text("Over the theme") }
                            ↓Text("Beside it")
                        }
                        .background(Color.black)
                    }
                }
                """),
            .swiftUI(
                "SwiftUI: a design system's colour, generated from an asset in a namespaced folder", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Text("Synced").font(.body).foregroundStyle(Color.Text.muted).padding().background(Color.white)
                    }
                }
                """
            ).with(
                "Example/Colors.swift",
                """
                struct ColorAsset { let name: String }
                enum Asset { enum Text { static let muted = ColorAsset(name: "Text/muted") } }
                extension Color { enum Text { static let muted = Color(asset: Asset.Text.muted) } }
                """
            ).with(
                "Example/Assets.xcassets/Text/muted.colorset/Contents.json",
                """
                {"colors": [
                  {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.75", "green": "0.75", "blue": "0.75", "alpha": "1"}}}
                ], "info": {"author": "xcode", "version": 1}}
                """),
            .swiftUI(
                "SwiftUI: a pale text where no view sets a background: SwiftUI's default is assumed, so it needs review", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        VStack {
                            ↓Text("Synced").font(.body).foregroundStyle(Color(red: 0.8, green: 0.8, blue: 0.8))
                            Text("Details").font(.body)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: the themes give the property different colours, chosen at run time", .passes,
                """
                struct ExampleView: View {
                    let theme: any Theme
                    var body: some View {
                        Text("Synced").font(.body).foregroundStyle(theme.mutedText).padding().background(Color.white)
                    }
                }
                """
            ).with(
                "Example/Themes.swift",
                """
                protocol Theme { var mutedText: Color { get } }
                struct PastelTheme: Theme { let mutedText = Color(white: 0.8) }
                struct InkTheme: Theme { let mutedText = Color.black }
                """),
            .android(
                "Android: grey text on a white card", .triggers(count: 1),
                values: ["values/colors.xml": #"<resources><color name="card">#FFFFFF</color><color name="hint">#AAAAAA</color></resources>"#],
                """
                    <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@color/card">
                        ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                            android:text="@string/terms" android:textColor="@color/hint" android:textSize="14sp" />
                    </LinearLayout>
                """),
            .android(
                "Android: readable by day, but the night card is dark and the text colour has no night variant", .triggers(count: 1),
                values: [
                    "values/colors.xml": #"<resources><color name="card">#FFFFFF</color><color name="ink">#333333</color></resources>"#,
                    "values-night/colors.xml": #"<resources><color name="card">#121212</color></resources>"#,
                ],
                """
                    <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@color/card">
                        ↓<TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                            android:text="@string/terms" android:textColor="@color/ink" android:textSize="16sp" />
                    </FrameLayout>
                """),
            .android(
                "Trap (Android): the background is a theme attribute or a drawable, so it is unknown", .passes,
                """
                    <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="?attr/colorSurface">
                        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/a" android:textColor="#AAAAAA" />
                    </FrameLayout>
                    <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@drawable/card">
                        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/b" android:textColor="#AAAAAA" />
                    </FrameLayout>
                """),
            .android(
                "Trap (Android): night variants for both colours keep the contrast", .passes,
                values: [
                    "values/colors.xml": #"<resources><color name="card">#FFFFFF</color><color name="ink">#333333</color></resources>"#,
                    "values-night/colors.xml": #"<resources><color name="card">#121212</color><color name="ink">#EEEEEE</color></resources>"#,
                ],
                """
                    <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@color/card">
                        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                            android:text="@string/terms" android:textColor="@color/ink" />
                    </FrameLayout>
                """),
            .xib(
                "Light grey text on white", .triggers(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Terms apply" adjustsFontForContentSizeCategory="YES" id="terms">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.70" green="0.70" blue="0.70" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "A system button's title with no colour of its own is drawn in the default tint, the system blue (4.02:1 on white): needs review",
                .needsReview(count: 1),
                """
                    ↓<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="signIn">
                        <rect key="frame" x="20" y="100" width="200" height="44"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <state key="normal" title="Sign in"/>
                    </button>
                """),
            .code(
                "A system button made in code with a title and no title colour: the system blue on white, needs review", .needsReview(count: 1),
                [
                    "App/LoginViewController.swift": """
                    import UIKit
                    final class LoginViewController: UIViewController {
                        let ↓signIn = UIButton(type: .system)
                        let help = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.backgroundColor = .white
                            signIn.setTitle("Sign in", for: .normal)
                            signIn.titleLabel?.font = .preferredFont(forTextStyle: .body)
                            help.setTitle("Help", for: .normal)
                            help.setTitleColor(.black, for: .normal)
                            help.titleLabel?.font = .preferredFont(forTextStyle: .body)
                            view.addSubview(signIn)
                            view.addSubview(help)
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the app sets its windows' tint in code: a system button's title and a SwiftUI button take that tint, not the accent asset",
                .passes,
                [
                    "App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.emptyAccentColorSet,
                    "App/ThemeApplier.swift": """
                    import UIKit
                    enum ThemeApplier {
                        static func apply(_ theme: Theme) {
                            for window in UIApplication.shared.windows { window.tintColor = theme.tint }
                        }
                    }
                    """,
                    "App/LoginViewController.swift": """
                    import UIKit
                    final class LoginViewController: UIViewController {
                        let signIn = UIButton(type: .system)
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            view.backgroundColor = .white
                            signIn.setTitle("Sign in", for: .normal)
                            signIn.titleLabel?.font = .preferredFont(forTextStyle: .body)
                            view.addSubview(signIn)
                        }
                    }
                    """,
                    "App/MuteView.swift": """
                    struct MuteView: View {
                        var body: some View {
                            VStack { Button("Mute") { mute() } }
                                .background(Color.white)
                                .environment(\\.colorScheme, .light)
                        }
                    }
                    """,
                ]),
            .xib(
                "Trap: a system button inside a view whose tint is black draws its title black", .passes,
                """
                    <view contentMode="scaleToFill" id="panel">
                        <rect key="frame" x="0.0" y="80" width="393" height="80"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="signIn">
                                <rect key="frame" x="20" y="20" width="200" height="44"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <state key="normal" title="Sign in"/>
                            </button>
                        </subviews>
                        <color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                """),
            .xib(
                "Trap: a filled button configuration draws its title on its base colour, over the view's white background", .passes,
                Self.filledButton(viewWhite: "1", baseWhite: "0.0", marked: false)),
            .xib(
                "The same filled button on a light base colour: white on light grey", .triggers(count: 1),
                Self.filledButton(viewWhite: "0.0", baseWhite: "0.85", marked: true)),
            .xib(
                "Text set in code keeps the colours from Interface Builder", .triggers(count: 1), outlets: ["priceLabel": "price"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var priceLabel: UILabel!
                        func show(_ trip: Trip) { priceLabel.text = trip.formattedPrice }
                    }
                    """
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" adjustsFontForContentSizeCategory="YES" id="price">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.667" green="0.667" blue="0.667" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "Trap: the outlet's didSet hides the label when the xib connects it, and no code shows it", .passes, outlets: ["hintLabel": "hint"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var hintLabel: UILabel! {
                            didSet { hintLabel.isHidden = true }
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scores are computed" adjustsFontForContentSizeCategory="YES" id="hint">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.70" green="0.70" blue="0.70" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "Trap: the app's theme restyles every label at run time (an override in an extension of UILabel)", .needsReview(count: 1),
                swift: [
                    "Theme.swift": """
                    extension UIView { @objc func applyTheme() { subviews.forEach { $0.applyTheme() } } }
                    extension UILabel {
                        override func applyTheme() {
                            super.applyTheme()
                            textColor = ThemeManager.theme.titleText
                        }
                    }
                    """
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Terms apply" adjustsFontForContentSizeCategory="YES" id="terms">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.70" green="0.70" blue="0.70" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "A runtime attribute's setter switches on its value: \"regular14\" gives 14 pt, so grey #888888 on white (3.54:1) fails (mixin-ios: dynamicTextSize)",
                .triggers(count: 1),
                swift: ["DynamicTextSizeExtension.swift": DynamicTypeTextStyles.dynamicTextSizeSetter],
                DynamicTypeTextStyles.labelSizedByAttribute(
                    marker: "↓", fileSize: 30,
                    color: #"\n<color key="textColor" red="0.533" green="0.533" blue="0.533" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)),
            .xib(
                "Trap: an appearance proxy colours every label", .needsReview(count: 1),
                swift: ["AppDelegate.swift": "final class Appearance { static func apply() { UILabel.appearance().textColor = .label } }"],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Terms apply" adjustsFontForContentSizeCategory="YES" id="terms">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.70" green="0.70" blue="0.70" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "Trap: a project inspectable themes the label (themeColor = textColor: tintColor)", .needsReview(count: 1),
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Terms apply" adjustsFontForContentSizeCategory="YES" id="terms">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.70" green="0.70" blue="0.70" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="themeColor" value="textColor: tintColor"/></userDefinedRuntimeAttributes>
                    </label>
                """),
            .xib(
                "Large text needs only 3:1", .passes,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" adjustsFontForContentSizeCategory="YES" id="title">
                        <rect key="frame" x="20" y="100" width="300" height="41"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                        <color key="textColor" red="0.45" green="0.45" blue="0.45" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "System label colour on the system background", .passes,
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" adjustsFontForContentSizeCategory="YES" id="body">
                        <rect key="frame" x="20" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" systemColor="labelColor"/>
                    </label>
                """),
            .xib(
                "Black text on the system background vanishes in dark mode", .triggers(count: 1),
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, Self.blackLabel
            ).at("welcome"),
            .xib(
                "Trap: the app opts out of dark mode in its Info.plist", .passes,
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, Self.blackLabel
            )
            .with(
                "Example/Info.plist",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
                """),
            .xib(
                "Code that forces the light appearance makes a dark-only failure a question", .needsReview(count: 1),
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                swift: [
                    "SceneDelegate.swift": """
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            window?.overrideUserInterfaceStyle = .light
                        }
                    }
                    """
                ], Self.blackLabel
            ).at("welcome"),
            .xib(
                "An asset colour whose dark variant is too faint", .triggers(count: 1),
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Due tomorrow" adjustsFontForContentSizeCategory="YES" id="due">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" name="Muted"/>
                    </label>
                """
            ).with(
                "Example/Assets.xcassets/Muted.colorset/Contents.json",
                """
                {"colors": [
                  {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.30", "green": "0.30", "blue": "0.30", "alpha": "1"}}},
                  {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                   "color": {"color-space": "srgb", "components": {"red": "0.25", "green": "0.25", "blue": "0.25", "alpha": "1"}}}
                ], "info": {"author": "xcode", "version": 1}}
                """),
            .xib(
                "Trap: an asset colour with a dark variant that reads well in both", .passes,
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Due tomorrow" adjustsFontForContentSizeCategory="YES" id="due">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" name="Muted"/>
                    </label>
                """
            ).with(
                "Example/Assets.xcassets/Muted.colorset/Contents.json",
                """
                {"colors": [
                  {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.30", "green": "0.30", "blue": "0.30", "alpha": "1"}}},
                  {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                   "color": {"color-space": "srgb", "components": {"red": "0.80", "green": "0.80", "blue": "0.80", "alpha": "1"}}}
                ], "info": {"author": "xcode", "version": 1}}
                """),
            .code(
                "White text on a view its class paints white", .triggers(count: 1),
                [
                    "JoinScreen.swift": """
                    class Screen: UIView {
                        override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .white }
                    }
                    final class JoinScreen: Screen {
                        let prompt = UILabel()
                        func setUp() {
                            addSubview(prompt)
                            prompt.text = "Join"
                            ↓prompt.textColor = .white
                        }
                    }
                    """
                ]),
            .code(
                "Pale text from the view's Appearance struct on the white it also keeps there (stepik-ios)", .triggers(count: 1),
                ["BadgeView.swift": Self.appearanceBadge.replacingOccurrences(of: "label.textColor", with: "↓label.textColor")]),
            .code(
                "Trap: a caller makes the view with another Appearance colour, so the default may not be what shows", .passes,
                [
                    "BadgeView.swift": Self.appearanceBadge.replacingOccurrences(of: "↓", with: ""),
                    "Feed.swift": """
                    final class Feed: UIView {
                        let badge = BadgeView(appearance: .init(titleColor: .black))
                    }
                    """,
                ]),
            .code(
                "A view built in code that paints nothing: grey text judged on the system background, needs review", .needsReview(count: 1),
                ["LeaderboardCell.swift": Self.unpaintedCell(color: "UIColor(red: 0.682, green: 0.682, blue: 0.698, alpha: 1)")]),
            .code(
                "Trap: white text no one could read on the system background was made for a background a view around it paints",
                .passes, ["LeaderboardCell.swift": Self.unpaintedCell(color: ".white").replacingOccurrences(of: "↓", with: "")]),
            .xib(
                "An Interface Builder view that paints nothing: light grey text judged on the system background, needs review",
                .needsReview(count: 1), background: "",
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Needs ID" adjustsFontForContentSizeCategory="YES" id="subtitle">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.667" green="0.667" blue="0.667" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "Trap: an Interface Builder label in the default text colour on a view that paints nothing is not judged", .passes, background: "",
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Needs ID" adjustsFontForContentSizeCategory="YES" id="subtitle">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .code(
                "A controller's view made by its `loadView` colours its own label: green on its white", .triggers(count: 1),
                ["PriceView.swift": Self.loadedPriceView(color: "UIColor(red: 0.4, green: 0.8, blue: 0.4, alpha: 1)")]),
            .code(
                "Trap: the view its controller loads colours its label black on white, in dark mode too (not the system label's white)",
                .passes, ["PriceView.swift": Self.loadedPriceView(color: ".black").replacingOccurrences(of: "↓", with: "")]),
            .code(
                "Green text from the app's adaptive palette on white, in light mode (stepik-ios's `.dynamic(light:dark:)`)", .triggers(count: 1),
                [
                    "Palette.swift": Self.adaptivePalette,
                    "PriceView.swift": """
                    final class PriceView: UIView {
                        let price = UILabel()
                        func setUp() {
                            backgroundColor = .dynamic(light: .white, dark: .black)
                            addSubview(price)
                            price.text = "Free"
                            ↓price.textColor = .stepikGreen
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: each appearance's text is judged on the same appearance's background", .passes,
                [
                    "Palette.swift": Self.adaptivePalette,
                    "PriceView.swift": """
                    final class PriceView: UIView {
                        let price = UILabel()
                        func setUp() {
                            backgroundColor = .dynamic(light: ColorPalette.white, dark: ColorPalette.black)
                            addSubview(price)
                            price.text = "Free"
                            price.textColor = .primaryText
                        }
                    }
                    """,
                ]),
            .code(
                "Orange text on a theme's background, in every theme the app declares (vlc-ios's palettes)", .triggers(count: 1),
                [
                    "Palette.swift": Self.palettes(second: "UIColor(0xF5F5F5)"),
                    "JoinScreen.swift": Self.themedJoinScreen,
                ]),
            .code(
                "Orange text fails on the bright theme's white, not on the dark theme's near-black: needs review", .needsReview(count: 1),
                [
                    "Palette.swift": Self.palettes(second: "UIColor(0x1B1E21)"),
                    "JoinScreen.swift": Self.themedJoinScreen,
                ]),
            .code(
                "Trap: a theme's text on the system background, which follows light or dark mode: which theme shows in which mode is the app's choice (vlc-ios's black theme)",
                .passes,
                [
                    "Palette.swift": """
                    final class ColorPalette {
                        let accent: UIColor
                        init(accent: UIColor) { self.accent = accent }
                    }
                    let brightPalette = ColorPalette(accent: UIColor(0x000000))
                    let blackPalette = ColorPalette(accent: UIColor(0xFFFFFF))
                    """,
                    "JoinScreen.swift": """
                    final class JoinScreen: UIView {
                        let prompt = UILabel()
                        func setUp() {
                            backgroundColor = .systemBackground
                            addSubview(prompt)
                            prompt.text = "Join"
                            prompt.textColor = Theme.current.colors.accent
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: the palette type is also made on the spot with other colours, so its properties hold more than the themes'", .passes,
                [
                    "Palette.swift": Self.palettes(second: "UIColor(0xF5F5F5)") + """

                        func previewPalette() -> ColorPalette { ColorPalette(accent: .black, background: .white) }
                        """,
                    "JoinScreen.swift": Self.themedJoinScreen.replacingOccurrences(of: "↓", with: ""),
                ]),
            .code(
                "Trap: the same, made with `.init(…)` where the function declares the type", .passes,
                [
                    "Palette.swift": Self.palettes(second: "UIColor(0xF5F5F5)") + """

                        func previewPalette() -> ColorPalette { .init(accent: .black, background: .white) }
                        """,
                    "JoinScreen.swift": Self.themedJoinScreen.replacingOccurrences(of: "↓", with: ""),
                ]),
            .code(
                "Trap: a subclass draws a gradient layer over the white it inherits", .passes,
                [
                    "JoinScreen.swift": """
                    class Screen: UIView {
                        override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .white }
                    }
                    final class JoinScreen: Screen {
                        let gradient = CAGradientLayer()
                        let prompt = UILabel()
                        func setUp() {
                            layer.insertSublayer(gradient, at: 0)
                            addSubview(prompt)
                            prompt.text = "Join"
                            prompt.textColor = .white
                        }
                    }
                    """
                ]),
            .code(
                "Colours one framework wraps from the other (`Color(UIColor.lightGray)` in a palette) and asset colours by their generated symbols (`UIColor(resource: .colorTertiary)`), xDrip4iOS's; trap: the same asset on white reads",
                .triggers(count: 2),
                [
                    "App/Assets.xcassets/colorTertiary.colorset/Contents.json":
                        #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.400","green":"0.400","red":"0.400"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
                    "App/ConstantsUI.swift": "import SwiftUI\nenum ConstantsUI {\n    static let sectionHeaderColor = Color(UIColor.lightGray)\n}",
                    "App/DelaysView.swift": """
                    import SwiftUI
                    struct DelaysView: View {
                        var body: some View {
                            VStack {
                                ↓Text("Select time").foregroundColor(ConstantsUI.sectionHeaderColor)
                                Text("Every reading").foregroundColor(Color(.colorTertiary))
                            }
                            .background(Color.white)
                            .navigationTitle("Delays")
                        }
                    }
                    """,
                    "App/ValueViewController.swift": """
                    import UIKit
                    final class ValueViewController: UIViewController {
                        let valueLabel = UILabel()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = "Value"
                            view.backgroundColor = .black
                            valueLabel.text = "No reading"
                            valueLabel.font = .preferredFont(forTextStyle: .body)
                            valueLabel.adjustsFontForContentSizeCategory = true
                            ↓valueLabel.textColor = UIColor(resource: .colorTertiary)
                            view.addSubview(valueLabel)
                        }
                    }
                    """,
                ]),
            .swiftUI(
                "A sheet whose content is written in place is read as a screen over this one: its light grey section header (xDrip4iOS's loop delay editor; needs review, the form's background is assumed)",
                .needsReview(count: 1),
                """
                struct Delays: View {
                    @State var adding = false
                    var body: some View {
                        List { Text("Delays apply to every reading") }
                            .navigationTitle("Loop delays")
                            .sheet(isPresented: $adding) {
                                Form {
                                    Section(header: ↓Text("Select time").foregroundColor(Color(UIColor.lightGray))) {
                                        Text("Every reading")
                                    }
                                }
                            }
                    }
                }
                """),
            .swiftUI(
                "Text drawn in the tint (`.foregroundStyle(.tint)`) is judged in the tint that reaches it (Meshtastic's tinted labels); trap: a tint that reads",
                .triggers(count: 1),
                """
                struct Status: View {
                    var body: some View {
                        VStack {
                            ↓Text("Connected").foregroundStyle(.tint).tint(.yellow)
                            Text("Paired").foregroundStyle(.tint).tint(.black)
                        }
                        .background(Color.white)
                        .navigationTitle("Radio")
                    }
                }
                """),
            .swiftUI(
                "Trap: of two backgrounds, the inner one is behind the text; the outer one frames it (mastodon's report stamp, its inner colour chosen at run time)",
                .passes,
                """
                struct Stamp: View {
                    let model: StampModel
                    var body: some View {
                        VStack {
                            Text("Reported").foregroundColor(.green).padding(7).background(Color(model.paper)).padding(7).background(Color.green)
                            Text("Sent").foregroundColor(.black).padding(7).background(Color.white).padding(7).background(Color.black)
                            Text("Swipe to discard").foregroundColor(.black).background(Color.white).background(Text("DISCARD").foregroundColor(.white))
                        }
                    }
                }
                """),
            .xib(
                "Trap: a rounded-rect text field's text is on the field it draws, not on the black view around it (xDrip4iOS's treatment entry): needs review",
                .needsReview(count: 1),
                background: #"<color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
                Self.blackField(border: #"borderStyle="roundedRect""#)),
            .xib(
                "A borderless text field draws nothing: its black text is on the black view", .triggers(count: 1),
                background: #"<color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
                Self.blackField(border: "")),
            .xib(
                "A symbol for a title (\"ⓘ\") is a glyph, which needs 3:1, not 4.5:1", .passes,
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, Self.greyLabel("ⓘ")),
            .xib(
                "Trap: a letter in the same colour is text, which needs 4.5:1", .triggers(count: 1),
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, Self.greyLabel("i", marked: true)),
            .xib(
                "Trap: a pale bullet between two texts is a separator, perhaps decoration", .needsReview(count: 1),
                background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="•" adjustsFontForContentSizeCategory="YES" id="dot">
                        <rect key="frame" x="20" y="100" width="8" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.80" green="0.80" blue="0.80" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "Trap: text over an image has an unknown background", .passes,
                """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="sky" id="photo">
                        <rect key="frame" x="0.0" y="80" width="393" height="200"/>
                    </imageView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sunset" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="240" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </label>
                """),
            .xib(
                "A pale colour from the app's palette, written as hex digits", .triggers(count: 1), outlets: ["caption": "caption"],
                swift: [
                    "Palette.swift": """
                    extension UIColor {
                        convenience init(hex: Int) {
                            self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
                        }
                    }
                    enum Palette { static let muted = UIColor(hex: 0xC8C8C8) }
                    extension UIColor { static var hint: UIColor { Palette.muted } }
                    """,
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.textColor = .hint
                        }
                    }
                    """,
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "A pale colour from a style object's constant property", .triggers(count: 1), outlets: ["caption": "caption"],
                swift: [
                    "CaptionStyle.swift": """
                    struct CaptionStyle { let captionTextColor = UIColor(white: 0.8, alpha: 1) }
                    """,
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        private let style = CaptionStyle()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.textColor = style.captionTextColor
                        }
                    }
                    """,
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "A palette of hexadecimal strings that the app turns into colours (Gray.light.color)", .triggers(count: 1),
                outlets: ["caption": "caption"],
                swift: [
                    "Styles.swift": """
                    enum Styles {
                        enum Colors {
                            enum Gray {
                                static let dark = "24292e"
                                static let light = "a3aab1"
                            }
                        }
                    }
                    extension String {
                        public var color: UIColor { UIColor.fromHex(self) }
                    }
                    """,
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.textColor = Styles.Colors.Gray.light.color
                        }
                    }
                    """,
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .code(
                "Light grey text in a table cell of its own xib that sets no colour: UIKit fills the cell with the system's white", .triggers(count: 1),
                Self.standaloneCell(background: nil)),
            .code(
                "Trap: the cell's own dark background", .passes,
                Self.standaloneCell(
                    background: #"<color key="backgroundColor" white="0.1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)),
            Self.restyledLabel(
                "An Interface Builder label restyled in code by the app's own style method: the style constant's colour", .triggers(count: 1),
                color: "UIColor(white: 0.75, alpha: 1)", apply: "textColor = style.color", marker: "↓"),
            Self.restyledLabel(
                "Trap: the style constant has no colour, so the label keeps its own", .passes,
                color: "nil", apply: "if let color = style.color { textColor = color }", marker: ""),
            .xib(
                "Trap: themes declare the property with different colours (which one shows is decided at run time)", .passes,
                outlets: ["caption": "caption"],
                swift: [
                    "Themes.swift": """
                    protocol Theme { var captionTextColor: UIColor { get } }
                    struct LightTheme: Theme { let captionTextColor = UIColor(white: 0.8, alpha: 1) }
                    struct ContrastTheme: Theme { let captionTextColor = UIColor.black }
                    """,
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        var theme: Theme = LightTheme()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.textColor = theme.captionTextColor
                        }
                    }
                    """,
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: eight hex digits (apps disagree on where alpha goes) and a stored var that code changes", .passes,
                outlets: ["caption": "caption", "detail": "detail"],
                swift: [
                    "ExampleViewController.swift": """
                    struct Style {
                        var detailTextColor = UIColor.lightGray
                        mutating func darken() { detailTextColor = .black }
                    }
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        @IBOutlet var detail: UILabel!
                        var style = Style()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.textColor = UIColor(hex: 0xC8C8C8FF)
                            detail.textColor = style.detailTextColor
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="World" adjustsFontForContentSizeCategory="YES" id="detail">
                        <rect key="frame" x="20" y="140" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "A pale colour written out in code", .triggers(count: 1), outlets: ["caption": "caption"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.textColor = UIColor(red: 200 / 255, green: 200 / 255, blue: 200 / 255, alpha: 1)
                        }
                    }
                    """
                ],
                """
                    ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: an outlet named titleLabel is not a button's title label", .passes, outlets: ["titleLabel": "caption"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var titleLabel: UILabel!
                    }
                    enum Screens {
                        static func make(_ storyboard: UIStoryboard) -> UIViewController {
                            let screen = storyboard.instantiateInitialViewController() as! ExampleViewController
                            screen.titleLabel.textColor = Theme.current.text
                            return screen
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </label>
                """),
            .xib(
                "Trap: an extension of UIView may repaint the background", .needsReview(count: 1),
                swift: [
                    "Theme.swift": """
                    final class CardView: UIView {}
                    extension UIView {
                        func applyTheme(_ theme: Theme) { backgroundColor = theme.background }
                    }
                    """
                ],
                """
                    <view contentMode="scaleToFill" customClass="CardView" customModule="Example" id="card">
                        <rect key="frame" x="0.0" y="80" width="393" height="200"/>
                        <subviews>
                            ↓<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Terms apply" adjustsFontForContentSizeCategory="YES" id="terms">
                                <rect key="frame" x="20" y="20" width="200" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <color key="textColor" red="0.70" green="0.70" blue="0.70" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                """),
            .xib(
                "Trap: code picks between two colours at run time", .passes, outlets: ["caption": "caption"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        func select(_ on: Bool) {
                            if on { caption.textColor = .white } else { caption.textColor = .label }
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                """),
            .xib(
                "Trap: the text colour is set in code", .passes, outlets: ["caption": "caption"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            caption.textColor = Theme.current.primaryText
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.85" green="0.85" blue="0.85" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .xib(
                "Trap: the colour is set in a loop over a property listing the labels", .passes, outlets: ["caption": "caption", "detail": "detail"],
                swift: [
                    "ExampleViewController.swift": """
                    final class ExampleViewController: UIViewController {
                        @IBOutlet var caption: UILabel!
                        @IBOutlet var detail: UILabel!
                        private var labels: [UILabel] { [caption, detail] }
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            for label in labels { label.textColor = .black }
                        }
                    }
                    """
                ],
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.85" green="0.85" blue="0.85" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="World" adjustsFontForContentSizeCategory="YES" id="detail">
                        <rect key="frame" x="20" y="130" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <color key="textColor" red="0.85" green="0.85" blue="0.85" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                """),
            .code(
                "SwiftUI: a text style of the app's design system whose colour is a palette constant made from a hex string (Gem Wallet's `Colors.gray = Color.dynamicColor(\"#969996\", dark: …)` through `.textStyle(.caption)`; light mode only: its dark part reads on white)",
                .triggers(count: 1), Self.designSystem(captionColor: "gray")),
            .code(
                "Trap: the same text style in the palette's dark ink", .passes, Self.designSystem(captionColor: "ink")),
            .swiftUI(
                "SwiftUI: secondary text in a form that a modifier lays over a background colour: judged on the form's row (needs review, as any row whose list sets no colour)",
                .needsReview(count: 1),
                """
                struct LoadingOverlay: ViewModifier {
                    func body(content: Content) -> some View {
                        ZStack {
                            Color(UIColor.systemGroupedBackground).ignoresSafeArea()
                            content
                        }
                    }
                }
                struct AddContactView: View {
                    var body: some View {
                        Form {
                            ↓Text("Make sure one account is connected.").foregroundColor(.secondary)
                        }
                        .modifier(LoadingOverlay())
                        .modifier(LoadingOverlay())
                    }
                }
                """),
            .code(
                "SwiftUI: a component's optional title shown where a call site gives one, in the grey that call site sets",
                .triggers(count: 1),
                ["App/CopyRow.swift": Self.optionalTitleButton(call: #"ListButton(title: "Copy address", image: Image(systemName: "doc.on.doc"), action: {})"#)]
            ),
            .code(
                "Trap: the call site gives no title (the parameter's default is `.none`, as Gem Wallet writes it): no text is shown",
                .passes, ["App/CopyRow.swift": Self.optionalTitleButton(call: #"ListButton(image: Image(systemName: "doc.on.doc"), action: {})"#)]),
        ]
    }

    /// A table cell of its own xib with a light grey label, and the cell's own background if any.
    static func standaloneCell(background: String?) -> [String: String] {
        [
            "Example/TotalCell.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell" customClass="TotalCell" customModule="Example" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                \(background == nil ? "↓" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Total" adjustsFontForContentSizeCategory="YES" id="total">
                                    <rect key="frame" x="16" y="11" width="288" height="21"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <color key="textColor" white="0.75" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                        \(background ?? "")
                    </tableViewCell>
                </objects>
            </document>
            """,
            "Example/TotalCell.swift": "final class TotalCell: UITableViewCell { @IBOutlet var total: UILabel! }",
        ]
    }

    /// An Interface Builder label the controller restyles with the app's own style method
    /// (`caption.setStyle(.footnote)`), the constant made with `color`.
    static func restyledLabel(_ description: String, _ expectation: RuleExample.Expectation, color: String, apply: String, marker: String) -> RuleExample {
        .xib(
            description, expectation,
            outlets: ["caption": "caption"],
            swift: [
                "Styles.swift": """
                struct TextStyle { var size: CGFloat; var color: UIColor? }
                extension TextStyle { static let footnote = TextStyle(size: 13, color: \(color)) }
                extension UILabel {
                    func setStyle(_ style: TextStyle) { \(apply) }
                }
                """,
                "ExampleViewController.swift": """
                final class ExampleViewController: UIViewController {
                    @IBOutlet var caption: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        caption.setStyle(.footnote)
                    }
                }
                """,
            ],
            """
                \(marker)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" adjustsFontForContentSizeCategory="YES" id="caption">
                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
            """)
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        if screen.screen.platform == .android { return android(screen, context) }
        return screen.elements.compactMap { node -> Finding? in
            // The text itself does not matter, only that there is some: text set in code counts.
            let tinted = node.element.textColor == nil && node.element.titleFollowsTint ? Self.tint(of: node, in: screen, context) : nil
            guard node.isVisible, node.showsText, node.element.isEnabled,
                let text = node.element.text ?? node.element.placeholder, !text.isKnownEmpty,
                let stated = node.element.textColor ?? PlatformDefaults.defaultTextColor(node.element.kind) ?? tinted?.color,
                // Text in the default colour drawn translucent (`Text(count).opacity(0.5)`, a
                // secondary line made faint) no longer has the contrast the system's pair gives.
                let (backgroundSpec, assumed) = Self.background(
                    of: node, in: screen, text: stated, ownColor: node.element.textColor != nil || screen.opacity(of: node).value < 1)
            else { return nil }
            let (size, bold) = Self.size(of: node.element.font)
            let large = size.map { Contrast.isLargeText(pointSize: $0, bold: bold) } ?? false
            var required = Contrast.requiredRatio(largeText: large, enhanced: context.option("enhanced") >= 1)
            // A title that is only a symbol ("ⓘ", "✕", "›") is a glyph: WCAG 1.4.11 asks 3:1 of
            // it, as of an icon, not 1.4.3's 4.5:1 for text.
            let symbol = text.literal.map(Self.isSymbolOnly) ?? false
            if symbol { required = min(required, Contrast.nonTextRatio) }
            let forced = screen.forcedColorScheme(of: node)
            let opacity = screen.opacity(of: node)
            func failing(_ spec: ColorSpec) -> [AppearanceContrast.Failure] {
                AppearanceContrast.failures(spec, on: backgroundSpec, below: required, colors: context.colors, opacity: opacity.value)
                    .filter { forced == nil || $0.appearance.scheme == forced }
            }
            guard let (foregroundSpec, chosenAtRunTime) = Self.judged(stated, failing: failing) else { return nil }
            let failures = failing(foregroundSpec)
            guard !failures.isEmpty else { return nil }
            // Fails only once dimmed: a view drawn translucent may show a disabled state, whose
            // text WCAG exempts.
            let dimmed =
                opacity.value < 1
                && AppearanceContrast.failures(foregroundSpec, on: backgroundSpec, below: required, colors: context.colors)
                    .filter { forced == nil || $0.appearance.scheme == forced }.isEmpty
            // Text no one could read on the assumed background (white on white) was made for
            // another one, which a view around it paints (UIKit code, or a SwiftUI view shown
            // over a video or a header its caller draws).
            if assumed != nil, [.uiKitCode, .swiftUI].contains(screen.screen.origin), failures.allSatisfy({ $0.ratio < 1.5 }) { return nil }

            var confidence = Confidence.certain
            if let assumed {
                confidence = .needsReview(reason: assumed)
            } else if let chosenAtRunTime {
                confidence = .needsReview(reason: chosenAtRunTime)
            } else if dimmed, let by = opacity.dimmedBy {
                confidence = .needsReview(
                    reason:
                        "the text fails only as drawn at \(Int((opacity.value * 100).rounded())) % opacity (\(by.element.displayName) is translucent); text that shows a disabled control is exempt"
                )
            } else if let reason = tinted?.assumed {
                confidence = .needsReview(reason: reason)
            } else if let words = text.literal, Self.isSymbolOnly(words) {
                // "•", "|", "—": a separator's contrast matters less than words'.
                confidence = .needsReview(reason: "“\(words)” has no letters or digits: a separator or symbol may be decoration, not text to read")
            } else if let reason = node.runtimeUncertainty(.textColor, .backgroundColor) ?? screen.backdropUncertainty(of: node) {
                confidence = .needsReview(reason: reason)
            } else if size == nil && failures.allSatisfy({ $0.ratio >= 3 }) {
                confidence = .needsReview(reason: "the font size is unknown; large text would need only 3:1")
            } else if let reason = AppearanceContrast.darkOnlyUncertainty(failures, colors: context.colors)
                ?? AppearanceContrast.themeUncertainty(failures, judged: foregroundSpec, on: backgroundSpec, colors: context.colors)
            {
                confidence = .needsReview(reason: reason)
            }
            var message = "Text contrast is \(AppearanceContrast.describe(failures, appearances: context.colors.appearances))"
            message += AppearanceContrast.names(foregroundSpec, on: backgroundSpec)
            if opacity.value < 1 { message += ", drawn at \(Int((opacity.value * 100).rounded())) % opacity" }
            // Built in code: the statement that colours the text.
            let statement = node.statement(setting: .textColor)
            return context.finding(
                node, in: screen,
                message + ", below \(Rect.format(required)):1 for \(symbol ? "a symbol" : large ? "large text" : "normal text")" + (statement?.declared ?? ""),
                confidence: confidence, at: statement?.location)
        }
    }

    /// Xcode's template `AccentColor` set, left without a colour.
    static let emptyAccentColorSet = #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#

    /// The tint a system button draws its title in: the button's or its nearest ancestor's,
    /// else the app's accent colour (the AccentColor set, else UIKit's default, the system
    /// blue), which code may replace (the window's tint, an appearance proxy): then assumed.
    static func tint(of node: ResolvedElement, in screen: ResolvedScreen, _ context: RuleContext) -> (color: ColorSpec, assumed: String?)? {
        if let tint = ContrastNonText.inheritedTint(of: node, in: screen) { return (tint, nil) }
        // The app sets its windows' tint in code: not known here.
        if context.colors.accentSetInCode != nil { return nil }
        let accent = PlatformDefaults.accentColorName
        let hasAccent = context.colors.assetColors[accent] != nil
        let why =
            "UIKit draws a system button's title in its tint; no view here sets one, so this assumes the app's \(hasAccent ? "accent colour (asset \"\(accent)\")" : "default tint, the system blue"), which code may replace (the window's tint, an appearance proxy)"
        return (hasAccent ? .named(accent) : .system("systemBlue"), why)
    }

    /// The colour behind the text, and why it is only assumed: a SwiftUI view that sets no
    /// background anywhere up to its root shows SwiftUI's default (the system background, or
    /// a list row's) when it is a screen; it may also be embedded in a view with its own.
    /// Judged so only for a colour the view itself gives its text (a default text colour is
    /// made to read on the default background).
    /// `ownColor`: the view gives what is judged a colour of its own (the text's colour, an
    /// icon's foreground).
    /// The colour to judge: the stated one, or, for one chosen at run time (`likes ? .orange :
    /// .gray`), the first choice that fails, with why the finding then needs review when another
    /// choice reads. When every choice fails the finding is certain, and names the choice that
    /// fails least (a dimmed, disabled look among them is not the one to argue about: linphone's
    /// gallery buttons). Nil when no choice fails.
    static func judged(_ stated: ColorSpec, failing: (ColorSpec) -> [AppearanceContrast.Failure]) -> (ColorSpec, String?)? {
        guard case .alternatives(let specs, let condition) = stated else { return (stated, nil) }
        let bad = specs.filter { !failing($0).isEmpty }
        let good = specs.filter { failing($0).isEmpty }
        guard let worst = bad.first else { return nil }
        if good.isEmpty {
            let least = bad.max { (failing($0).map(\.ratio).min() ?? 0) < (failing($1).map(\.ratio).min() ?? 0) }
            return (least ?? worst, nil)
        }
        let names = { (list: [ColorSpec]) in list.map(\.description).joined(separator: ", ") }
        return (worst, "the colour is chosen at run time (by \(condition)): \(names(bad)) fails, \(names(good)) reads")
    }

    static func background(of node: ResolvedElement, in screen: ResolvedScreen, text: ColorSpec, ownColor: Bool? = nil) -> (ColorSpec, String?)? {
        let ownColor = ownColor ?? (node.element.textColor != nil)
        switch node.backdrop {
        case .color(let spec, _):
            return (spec, nil)
        case .drawnByItself(let what):
            // UIKit's own fill (a rounded-rect field's is white in light mode), which no
            // colour of the project names: judged as the system background, and only assumed.
            if case .dynamic = text { return nil }
            return (.system("systemBackground"), "\(what), assumed here to be the system background")
        case .unset(let inList) where screen.screen.origin == .swiftUI && ownColor:
            if case .dynamic = text { return nil }
            let name = inList ? "secondarySystemGroupedBackground" : "systemBackground"
            return (
                .system(name),
                "no view up to \(screen.screen.name) sets a background, so this assumes SwiftUI's default (\(inList ? "a list row's" : "the system background")); a view that embeds it may draw its own"
            )
        case .unset where [.uiKitCode, .storyboardScene, .xib].contains(screen.screen.origin) && ownColor:
            // A view that paints nothing, built in code or in Interface Builder (a prototype
            // cell whose label alone has a colour: iNaturalist's #AAAAAA subtitles): a cell's or
            // a controller's usual background is the system one; a view that embeds it may
            // paint its own.
            if case .dynamic = text { return nil }
            return (
                .system("systemBackground"),
                "no view up to \(screen.screen.name) sets a background, so this assumes the system background; a view that embeds it may paint its own"
            )
        default:
            return nil
        }
    }

    /// A cell view that sets no background, its label coloured `color` (stepik-ios's
    /// leaderboard: `stepikSystemGray2`, #AEAEB2).
    static func unpaintedCell(color: String) -> String {
        """
        final class LeaderboardCellView: UIView {
            private let expLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                expLabel.font = .preferredFont(forTextStyle: .body)
                expLabel.adjustsFontForContentSizeCategory = true
                ↓expLabel.textColor = \(color)
                addSubview(expLabel)
            }
            func configure(exp: Int) { expLabel.text = "\\(exp) XP" }
        }
        """
    }

    /// A controller whose `loadView` makes a view of the app's own, which styles its label in
    /// the closure that makes it, on a white background it sets itself.
    static func loadedPriceView(color: String) -> String {
        """
        final class PriceView: UIView {
            private lazy var priceLabel: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                ↓label.textColor = \(color)
                label.text = NSLocalizedString("Free", comment: "")
                return label
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                addSubview(priceLabel)
            }
        }
        final class PriceViewController: UIViewController {
            override func loadView() { view = PriceView() }
        }
        """
    }

    /// A view that keeps its look in a nested `Appearance` struct (stepik-ios's pattern).
    static let appearanceBadge = """
        extension BadgeView {
            struct Appearance {
                let titleFont = UIFont.systemFont(ofSize: 14)
                var titleColor = UIColor(hex6: 0xAEAEB2)
                let backgroundColor = UIColor.white
            }
        }
        final class BadgeView: UIView {
            let appearance: Appearance
            private lazy var titleLabel: UILabel = {
                let label = UILabel()
                label.font = self.appearance.titleFont
                label.textColor = self.appearance.titleColor
                return label
            }()
            init(frame: CGRect = .zero, appearance: Appearance = Appearance()) {
                self.appearance = appearance
                super.init(frame: frame)
                self.backgroundColor = self.appearance.backgroundColor
                self.addSubview(self.titleLabel)
                self.titleLabel.text = "New"
            }
        }
        """

    /// An app's adaptive colours: a helper around `UIColor(dynamicProvider:)` and constants
    /// made with it from a palette of hexadecimal colours.
    static let adaptivePalette = """
        extension UIColor {
            static func dynamic(light: UIColor, dark: UIColor, lightAccessibility: UIColor? = nil, darkAccessibility: UIColor? = nil) -> UIColor {
                UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
            }
            static var stepikGreen: UIColor {
                .dynamic(light: ColorPalette.green400, dark: ColorPalette.green300, lightAccessibility: ColorPalette.green500)
            }
            static var primaryText: UIColor { .dynamic(light: ColorPalette.black, dark: ColorPalette.white) }
        }
        enum ColorPalette {
            static let green300 = UIColor(hex6: 0x85D685)
            static let green400 = UIColor(hex6: 0x66CC66)
            static let green500 = UIColor(hex6: 0x3E8E3E)
            static let white = UIColor(hex6: 0xFFFFFF)
            static let black = UIColor(hex6: 0x000000)
        }
        """

    /// Two themes of one palette type, made by file-scope constants; the second's background
    /// is `second`. Their tvOS variant is not compiled into the iOS app.
    static func palettes(second: String) -> String {
        """
        final class ColorPalette {
            let accent: UIColor
            let background: UIColor
            init(accent: UIColor, background: UIColor) {
                self.accent = accent
                self.background = background
            }
        }
        final class Theme {
            static var current = Theme(colors: brightPalette)
            let colors: ColorPalette
            init(colors: ColorPalette) { self.colors = colors }
        }
        #if os(tvOS)
        let brightPalette = ColorPalette(accent: UIColor(0xFFFFFF), background: UIColor(0x000000))
        #else
        let brightPalette = ColorPalette(accent: UIColor(0xFF8800), background: UIColor(0xFFFFFF))
        #endif
        let otherPalette = ColorPalette(accent: UIColor(0xFF8800), background: \(second))
        """
    }

    static let themedJoinScreen = """
        final class JoinScreen: UIView {
            let prompt = UILabel()
            func setUp() {
                let colors = Theme.current.colors
                backgroundColor = colors.background
                addSubview(prompt)
                prompt.text = "Join"
                ↓prompt.textColor = colors.accent
            }
        }
        """

    static let blackLabel = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome back" adjustsFontForContentSizeCategory="YES" id="welcome">
            <rect key="frame" x="20" y="100" width="300" height="21"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </label>
        """

    static func size(of font: FontSpec?) -> (Double?, Bool) {
        guard let font else { return (17, false) }  // UIKit's default label font: system 17 pt.
        if let style = font.textStyle {
            return (font.pointSize ?? DynamicType.pointSize(style), font.isBold || DynamicType.isBold(style))
        }
        return (font.pointSize, font.isBold)
    }

    /// Android: a text colour and the nearest background the layout declares, both resolved
    /// (literal or `@color/`), by day and at night (`values-night`). A background that is a
    /// theme attribute or a drawable, or none at all (the theme's window), is unknown: no finding.
    /// Large text: 18 sp, or 14 sp bold (as Android's Accessibility Scanner counts it).
    func android(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node -> Finding? in
            guard node.isVisible, node.showsText, node.element.isEnabled, let a = node.element.android,
                let text = node.element.text ?? node.element.placeholder, !text.isKnownEmpty,
                let dayText = a.dayColors["textColor"], let day = androidBackground(of: node, in: screen)
            else { return nil }
            let nightText = a.nightColorValues["textColor"] ?? dayText
            let size = node.element.font?.pointSize, bold = node.element.font?.isBold ?? false
            let large = size.map { Contrast.isLargeText(pointSize: $0, bold: bold) } ?? false
            var required = Contrast.requiredRatio(largeText: large, enhanced: context.option("enhanced") >= 1)
            if let words = text.literal, Self.isSymbolOnly(words) { required = min(required, Contrast.nonTextRatio) }
            var failing: [(String, Double)] = []
            let dayRatio = Contrast.ratio(dayText.composited(over: day.day), day.day)
            if dayRatio < required { failing.append(("by day", dayRatio)) }
            let nightRatio = Contrast.ratio(nightText.composited(over: day.night), day.night)
            if nightRatio < required, nightText != dayText || day.night != day.day { failing.append(("in the dark theme", nightRatio)) }
            guard !failing.isEmpty else { return nil }
            var confidence = node.confidence(unlessSetInCode: .textColor)
            if confidence.isCertain, size == nil, failing.allSatisfy({ $0.1 >= 3 }) {
                confidence = .needsReview(reason: "the text size is not in the layout; large text would need only 3:1")
            }
            let described = failing.map { "\(String(format: "%.2f", $0.1)):1 \($0.0)" }.joined(separator: " and ")
            return context.finding(
                node, in: screen,
                "Text contrast is \(described) (\(dayText.hex) on \(day.day.hex)\(failing.contains { $0.0 != "by day" } ? ", night \(nightText.hex) on \(day.night.hex)" : "")), below \(Rect.format(required)):1 for \(large ? "large" : "normal") text",
                confidence: confidence,
                fix: "Choose text and background colours with at least \(Rect.format(required)):1, and give each a values-night variant that keeps it.")
        }
    }

    /// The nearest declared background, by day and at night, when the layout makes it known and opaque.
    func androidBackground(of node: ResolvedElement, in screen: ResolvedScreen) -> (day: RGBA, night: RGBA)? {
        var current: ResolvedElement? = node
        while let view = current {
            if let a = view.element.android, a.background != nil {
                guard let day = a.dayColors["background"], day.alpha >= 1 else { return nil }
                let night = a.nightColorValues["background"] ?? day
                return night.alpha >= 1 ? (day, night) : nil
            }
            current = screen.parent(of: view)
        }
        return nil
    }

    /// A text with no letter and no digit (`Unicode.Scalar.isWordCharacter`): "•", "|", "ⓘ",
    /// "✕", "›".
    static func isSymbolOnly(_ text: String) -> Bool { !text.unicodeScalars.contains(where: \.isWordCharacter) }
}

import Foundation

extension ContrastTextAA {
    /// A design system's text style (`struct TextStyle { let font: Font; let color: Color }`,
    /// applied by a `View` extension through a `ViewModifier`), its colours palette constants
    /// an app helper makes from hexadecimal strings.
    static func designSystem(captionColor: String) -> [String: String] {
        [
            "Style/Style.swift": """
            import SwiftUI
            enum Colors {
                static let gray = Color.dynamicColor("#969996", dark: "#666666")
                static let ink = Color.dynamicColor("#222222")
            }
            extension Color {
                static func dynamicColor(_ light: String, dark: String? = nil) -> Color { Color(hex: light) }
            }
            \(ExampleFixtures.swiftUITextStyle(constants: "static let caption = TextStyle(font: .caption, color: Colors.\(captionColor))"))
            """,
            "App/FeeView.swift": """
            import SwiftUI
            struct FeeView: View {
                var body: some View {
                    VStack { \(captionColor == "gray" ? "↓" : "")Text("Network fee").textStyle(.caption) }.background(Color.white)
                }
            }
            """,
        ]
    }
}

extension ContrastTextAA {
    /// A button component whose title is optional, defaulting to `.none`, made by `call` in grey on white.
    static func optionalTitleButton(call: String) -> String {
        """
        import SwiftUI
        struct ListButton: View {
            let title: String?
            let image: Image
            let action: () -> Void
            init(title: String? = .none, image: Image, action: @escaping () -> Void) {
                self.title = title
                self.image = image
                self.action = action
            }
            var body: some View {
                Button(action: action) {
                    HStack {
                        image.accessibilityHidden(true)
                        if let title = title { \(call.contains("title:") ? "↓" : "")Text(title) }
                    }
                }
                .accessibilityLabel("Copy")
            }
        }
        struct CopyRow: View {
            var body: some View {
                \(call)
                    .foregroundStyle(Color(red: 0.6, green: 0.6, blue: 0.6))
                    .background(Color.white)
            }
        }
        """
    }
}
