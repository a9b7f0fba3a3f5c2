import Foundation
import Testing
@testable import A11yInspector

/// Interface Builder front end: given storyboard/xib XML (in the shape Xcode writes, see
/// notes/ib-xml.md), the screens and elements it produces, and the diagnostics for bad input.
@Suite struct InterfaceBuilderTests {

    // MARK: Fixtures

    static func storyboard(_ scenes: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    /// One view controller scene whose root view (id "root", 393×852) holds `subviews`.
    static func scene(
        _ subviews: String, controller: String = #"id="vc" customClass="SignInViewController""#,
        extra: String = "", objects: String = "", rootConstraints: String = ""
    ) -> String {
        storyboard(
            """
                    <scene sceneID="s1">
                        <objects>
                            <viewController \(controller) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
            \(subviews)
                                    </subviews>
                                    <constraints>
            \(rootConstraints)
                                    </constraints>
                                </view>
            \(extra)
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            \(objects)
                        </objects>
                    </scene>
            """)
    }

    static func parse(_ xml: String, path: String = "Main.storyboard") -> InterfaceBuilderDocument {
        InterfaceBuilderFrontEnd.parse(path: path, data: Data(xml.utf8))
    }

    static func element(_ id: String, in document: InterfaceBuilderDocument) -> Element? {
        var found: Element?
        for screen in document.screens {
            screen.root.forEach { if $0.id == id, found == nil { found = $0 } }
        }
        return found
    }

    // MARK: Screens and content

    @Test func signInSceneWithNavigationItemLabelButtonsFieldAndTable() throws {
        let xml = Self.scene(
            """
            <label opaque="NO" userInteractionEnabled="NO" text="Welcome back" numberOfLines="0" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="20" y="100" width="353" height="24"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                <color key="textColor" systemColor="labelColor"/>
                <nil key="highlightedColor"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="classic">
                <rect key="frame" x="20" y="140" width="100" height="44"/>
                <state key="normal" title="Forgot password?">
                    <color key="titleColor" systemColor="systemBlueColor"/>
                </state>
                <connections>
                    <action selector="forgot:" destination="vc" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
            <button opaque="NO" contentMode="scaleToFill" id="configured" userLabel="Primary">
                <rect key="frame" x="20" y="200" width="100" height="44"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Sign In">
                    <fontDescription key="titleFontDescription" type="boldSystem" pointSize="17"/>
                </buttonConfiguration>
            </button>
            <button opaque="NO" contentMode="scaleToFill" id="close">
                <rect key="frame" x="340" y="60" width="44" height="44"/>
                <buttonConfiguration key="configuration" style="plain">
                    <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="medium"/>
                </buttonConfiguration>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" id="email">
                <rect key="frame" x="20" y="260" width="353" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" id="table">
                <rect key="frame" x="0.0" y="320" width="393" height="400"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Account" id="cell" customClass="AccountCell">
                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" tableViewCell="cell" id="cellContent">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <subviews>
                                <label opaque="NO" text="Name" id="cellLabel">
                                    <rect key="frame" x="16" y="11" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="nameLabel" destination="cellLabel" id="o3"/>
                            <outlet property="delegate" destination="vc" id="o4"/>
                        </connections>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """,
            controller: #"title="Login" id="vc" customClass="SignInViewController""#,
            extra: """
                <navigationItem key="navigationItem" title="Sign In" id="nav">
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="addItem">
                        <connections>
                            <action selector="add:" destination="vc" id="a2"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
                <connections>
                    <outlet property="welcomeLabel" destination="lbl" id="o1"/>
                    <outlet property="emailField" destination="email" id="o2"/>
                </connections>
                """)
        let doc = Self.parse(xml)
        #expect(doc.diagnostics.isEmpty)
        let screen = try #require(doc.screens.first)
        #expect(doc.screens.count == 1)
        #expect(screen.name == "Main.storyboard › Sign In (SignInViewController)")
        #expect(screen.origin == .storyboardScene)
        #expect(screen.controllerClass == "SignInViewController")
        #expect(screen.title == .literal("Sign In"))
        // The scene's single right bar item is the controller's navigationItem.rightBarButtonItem.
        #expect(screen.outlets == ["welcomeLabel": "lbl", "emailField": "email", "navigationItem.rightBarButtonItem": "addItem"])
        #expect(screen.size == Size(width: 393, height: 852))
        #expect(screen.location.line == 5)

        let bar = try #require(screen.root.children.first)
        #expect(bar.kind == "UINavigationBar")
        #expect(bar.children.map(\.kind) == ["UINavigationItem", "UIBarButtonItem"])
        #expect(bar.children[0].text == .literal("Sign In"))
        #expect(bar.children[1].systemItem == "add")
        #expect(bar.children[1].hasAction)

        let label = try #require(Self.element("lbl", in: doc))
        #expect(label.kind == "UILabel")
        #expect(label.name == "welcomeLabel")
        #expect(label.text == .literal("Welcome back"))
        #expect(label.numberOfLines == 0)
        #expect(label.adjustsFontForContentSizeCategory == true)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.textColor == .system("label"))

        let classic = try #require(Self.element("classic", in: doc))
        #expect(classic.text == .literal("Forgot password?"))
        #expect(classic.textColor == .system("systemBlue"))
        #expect(classic.hasAction)

        let configured = try #require(Self.element("configured", in: doc))
        #expect(configured.text == .literal("Sign In"))  // not the stale <state title="Button">
        #expect(configured.name == "Primary")
        #expect(configured.font == FontSpec(source: .system, pointSize: 17, weight: "bold", scalesWithDynamicType: false))
        #expect(!configured.hasAction)

        let close = try #require(Self.element("close", in: doc))
        #expect(close.text == nil)
        #expect(close.image == ImageReference(name: "xmark.circle", isSystemSymbol: true))

        let email = try #require(Self.element("email", in: doc))
        #expect(email.kind == "UITextField")
        #expect(email.name == "emailField")
        #expect(email.placeholder == .literal("Email"))
        #expect(email.adjustsFontForContentSizeCategory == false)

        let cell = try #require(Self.element("cell", in: doc))
        #expect(cell.kind == "UITableViewCell")
        #expect(cell.customClass == "AccountCell")
        #expect(cell.outlets == ["nameLabel": "cellLabel"])  // the delegate outlet points off-screen
        #expect(cell.frame == Rect(x: 0, y: 370, width: 393, height: 44))
        #expect(cell.children.first?.kind == "UITableViewCellContentView")
        let cellLabel = try #require(Self.element("cellLabel", in: doc))
        #expect(cellLabel.name == "nameLabel")
        #expect(cellLabel.frame == Rect(x: 16, y: 381, width: 200, height: 21))
    }

    @Test func elementLocationsPointAtTheStartTag() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label text="Ünïcødé" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let doc = Self.parse(xml, path: "Views/Banner.xib")
        let screen = try #require(doc.screens.first)
        #expect(screen.location == SourceLocation(file: "Views/Banner.xib", line: 4, column: 9))
        #expect(screen.root.location == SourceLocation(file: "Views/Banner.xib", line: 4, column: 9))
        let label = try #require(Self.element("l", in: doc))
        #expect(label.location == SourceLocation(file: "Views/Banner.xib", line: 7, column: 17))
    }

    /// A subview "Installed" unticked for the default size class (`<variation key="default">
    /// <mask key="subviews"><exclude reference=…>`) is not in the hierarchy on an iPhone in
    /// portrait; one included again for a compact width is (element-ios's capture view); one
    /// a compact-width, regular-height variation excludes is not.
    @Test func subviewsUninstalledForTheDefaultSizeClassAreLeftOut() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PickerViewController">
                        <connections><outlet property="view" destination="v" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="capture">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="switchCamera">
                                        <rect key="frame" x="10" y="10" width="44" height="44"/>
                                        <state key="normal" image="camera_switch"/>
                                    </button>
                                </subviews>
                            </view>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="compactOnly">
                                <rect key="frame" x="10" y="300" width="100" height="44"/>
                                <state key="normal" title="Send"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="padGuide">
                                <rect key="frame" x="10" y="400" width="100" height="44"/>
                                <state key="normal" title="Video guide"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="phoneGuide">
                                <rect key="frame" x="10" y="500" width="100" height="44"/>
                                <state key="normal" title="Video guide"/>
                            </button>
                        </subviews>
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="capture"/>
                                <exclude reference="compactOnly"/>
                            </mask>
                        </variation>
                        <variation key="widthClass=compact">
                            <mask key="subviews">
                                <include reference="compactOnly"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=compact">
                            <mask key="subviews">
                                <exclude reference="padGuide"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=regular">
                            <mask key="subviews">
                                <exclude reference="phoneGuide"/>
                            </mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """
        let doc = Self.parse(xml, path: "PickerViewController.xib")
        var ids = Set<String>()
        try #require(doc.screens.first).root.forEach { ids.insert($0.id) }
        #expect(!ids.contains("capture") && !ids.contains("switchCamera"))
        #expect(ids.contains("compactOnly"))
        // Uninstalled by the iPhone-portrait size class (AdGuard's iPad-only button); the
        // iPad's variation leaves the iPhone's in.
        #expect(!ids.contains("padGuide"))
        #expect(ids.contains("phoneGuide"))
    }

    @Test func xibUsesFilesOwnerAndTopLevelCells() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                        <connections>
                            <outlet property="view" destination="v" id="o1"/>
                            <outlet property="avatar" destination="img" id="o2"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" image="avatar" id="img">
                                <rect key="frame" x="10" y="20" width="60" height="60"/>
                            </imageView>
                        </subviews>
                    </view>
                    <tableViewCell contentMode="scaleToFill" id="c" customClass="ProfileCell">
                        <rect key="frame" x="0.0" y="300" width="414" height="44"/>
                        <tableViewCellContentView key="contentView" id="cc">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                            <subviews>
                                <switch opaque="NO" on="YES" id="sw"><rect key="frame" x="350" y="6" width="51" height="31"/></switch>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="toggle" destination="sw" id="o3"/>
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
        let doc = Self.parse(xml, path: "Profile.xib")
        #expect(doc.screens.map(\.name) == ["Profile.xib › ProfileViewController", "Profile.xib › ProfileCell"])
        #expect(doc.screens.allSatisfy { $0.origin == .xib && $0.controllerClass == "ProfileViewController" })
        #expect(doc.screens[0].outlets["avatar"] == "img")
        // A cell no outlet names may still be registered from the nib: shown as read.
        #expect(doc.screens.allSatisfy { $0.notShown == nil })
        // A second top-level view no outlet points at is never shown (edx-app-ios's splash xib);
        // trap: the owner's view, and a second view an outlet points at.
        let spare = xml.replacingOccurrences(
            of: "<tableViewCell contentMode",
            with: """
                <view contentMode="scaleToFill" id="old"><rect key="frame" x="0" y="0" width="414" height="896"/></view>
                <view contentMode="scaleToFill" id="banner"><rect key="frame" x="0" y="0" width="414" height="60"/></view>
                <tableViewCell contentMode
                """
        ).replacingOccurrences(
            of: #"<outlet property="avatar" destination="img" id="o2"/>"#,
            with: #"<outlet property="avatar" destination="img" id="o2"/><outlet property="banner" destination="banner" id="o4"/>"#)
        let spareDoc = Self.parse(spare, path: "Profile.xib")
        #expect(spareDoc.screens.map { $0.notShown != nil } == [false, true, false, false])
        #expect(Self.element("img", in: doc)?.image == ImageReference(name: "avatar"))
        let cellScreen = doc.screens[1]
        #expect(cellScreen.size == Size(width: 414, height: 44))
        #expect(cellScreen.root.frame == Rect(x: 0, y: 0, width: 414, height: 44))  // canvas offset dropped
        #expect(cellScreen.root.outlets == ["toggle": "sw"])
        let toggle = try #require(Self.element("sw", in: doc))
        #expect(toggle.name == "toggle")
        #expect(toggle.kind == "UISwitch")
        #expect(toggle.numericValue == 1)
        #expect(toggle.frame == Rect(x: 350, y: 6, width: 51, height: 31))
    }

    @Test func navigationControllerSceneHasNoScreen() {
        let xml = Self.storyboard(
            """
                    <scene sceneID="n">
                        <objects>
                            <navigationController id="nc" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb">
                                    <rect key="frame" x="0.0" y="48" width="393" height="44"/>
                                </navigationBar>
                            </navigationController>
                        </objects>
                    </scene>
            """)
        let doc = Self.parse(xml)
        #expect(doc.screens.isEmpty)
        #expect(doc.diagnostics.isEmpty)
    }

    @Test func controlValuesStateAndSegments() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <slider opaque="NO" value="0.5" minValue="0.0" maxValue="10" id="slider"><rect key="frame" x="0" y="0" width="100" height="30"/></slider>
                <progressView opaque="NO" progress="0.25" id="progress"><rect key="frame" x="0" y="40" width="100" height="4"/></progressView>
                <segmentedControl opaque="NO" selectedSegmentIndex="1" id="seg">
                    <rect key="frame" x="0" y="50" width="200" height="32"/>
                    <segments>
                        <segment title="All"/>
                        <segment title="Favorites"/>
                    </segments>
                </segmentedControl>
                <view hidden="YES" alpha="0.5" id="hiddenView"><rect key="frame" x="0" y="90" width="10" height="10"/></view>
                <button opaque="NO" enabled="NO" selected="YES" id="off"><rect key="frame" x="0" y="100" width="10" height="10"/></button>
                <label text="Long" id="attributed"><rect key="frame" x="0" y="120" width="10" height="10"/></label>
                <label opaque="NO" usesAttributedText="YES" id="rich">
                    <rect key="frame" x="0" y="140" width="10" height="10"/>
                    <attributedString key="attributedText">
                        <fragment content="Hello, "/>
                        <fragment>
                            <string key="content">world</string>
                        </fragment>
                    </attributedString>
                </label>
                """))
        let slider = try #require(Self.element("slider", in: doc))
        #expect(slider.numericValue == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 10)
        let progress = try #require(Self.element("progress", in: doc))
        #expect(progress.numericValue == 0.25 && progress.maximumValue == 1)
        let seg = try #require(Self.element("seg", in: doc))
        #expect(seg.items == ["All", "Favorites"])
        #expect(seg.numericValue == 1)
        let hidden = try #require(Self.element("hiddenView", in: doc))
        #expect(hidden.isHidden && hidden.alpha == 0.5)
        let off = try #require(Self.element("off", in: doc))
        #expect(!off.isEnabled && off.isSelected)
        #expect(Self.element("rich", in: doc)?.text == .literal("Hello, world"))
    }

    // MARK: Accessibility

    @Test func accessibilityConfigurationTraitsAndRuntimeAttributes() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <imageView image="earth" id="img">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <accessibility key="accessibilityConfiguration" label="Earth from space" hint="Opens the photo" identifier="earthImage">
                        <accessibilityTraits key="traits" image="YES" header="YES"/>
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                </imageView>
                <button id="plain">
                    <rect key="frame" x="0" y="20" width="10" height="10"/>
                    <accessibility key="accessibilityConfiguration">
                        <accessibilityTraits key="traits" none="YES"/>
                    </accessibility>
                </button>
                <label text="Decoration" id="off">
                    <rect key="frame" x="0" y="40" width="10" height="10"/>
                    <accessibility key="accessibilityConfiguration">
                        <bool key="isElement" value="NO"/>
                    </accessibility>
                </label>
                <view id="custom">
                    <rect key="frame" x="0" y="60" width="10" height="10"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Rating"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityValue" value="4 of 5"/>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Next"/>
                    </userDefinedRuntimeAttributes>
                </view>
                <button id="localized">
                    <rect key="frame" x="0" y="80" width="10" height="10"/>
                    <state key="normal" title="Button"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="onboarding.next"/>
                    </userDefinedRuntimeAttributes>
                </button>
                """))
        let img = try #require(Self.element("img", in: doc))
        #expect(img.accessibilityLabel == .literal("Earth from space"))
        #expect(img.accessibilityHint == .literal("Opens the photo"))
        #expect(img.accessibilityIdentifier == "earthImage")
        #expect(img.traits.replacement == [.image, .header])
        #expect(img.isAccessibilityElement == true)

        let plain = try #require(Self.element("plain", in: doc))
        #expect(plain.traits.replacement == [])  // none="YES": an explicit empty set
        #expect(plain.traits.applied(to: .button) == [])

        #expect(Self.element("off", in: doc)?.isAccessibilityElement == false)
        #expect(Self.element("off", in: doc)?.traits.replacement == nil)

        let custom = try #require(Self.element("custom", in: doc))
        #expect(custom.accessibilityLabel == .literal("Rating"))
        #expect(custom.accessibilityValue == .literal("4 of 5"))
        #expect(custom.isAccessibilityElement == true)
        #expect(custom.accessibilityElementsHidden)
        #expect(custom.provenance[.accessibilityLabel]?.location?.file.hasSuffix("Main.storyboard") == true)
        #expect(custom.provenance[.customInspectable]?.description.contains("custom inspectable") == true)
        // A localization helper's key path (issue 18 class 6): the placeholder "Button" is not
        // what shows; the text is set at run time. Trap: a key path that themes (`themeColor`) is not text.
        let localized = try #require(Self.element("localized", in: doc))
        #expect(localized.setInCode.contains(.text) && localized.provenance[.text] != nil)
        #expect(!IBAccessibility.setsLocalizedText("themecolor") && IBAccessibility.setsLocalizedText("xiblockey"))
    }

    @Test func gestureRecognizerAttachedThroughOutletCollection() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <view contentMode="scaleToFill" id="card">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="oc1"/>
                        <outletCollection property="gestureRecognizers" destination="press" appends="YES" id="oc2"/>
                    </connections>
                </view>
                """,
                objects: """
                    <tapGestureRecognizer id="tap">
                        <connections>
                            <action selector="openCard:" destination="vc" id="ga"/>
                        </connections>
                    </tapGestureRecognizer>
                    <longPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="press"/>
                    """))
        let card = try #require(Self.element("card", in: doc))
        #expect(card.gestureRecognizers == [.tap, .longPress])
        #expect(card.hasAction)
    }

    /// One recogniser wired to two views (CovPass's result card) belongs to the last one the
    /// nib decodes, in document order: the first has no gesture.
    @Test func aRecognizerWiredToTwoViewsBelongsToTheLast() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <stackView contentMode="scaleToFill" id="title">
                    <rect key="frame" x="0" y="0" width="100" height="40"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="oc1"/>
                    </connections>
                </stackView>
                <stackView contentMode="scaleToFill" id="subtitle">
                    <rect key="frame" x="0" y="50" width="100" height="40"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="oc2"/>
                    </connections>
                </stackView>
                """,
                objects: """
                    <tapGestureRecognizer id="tap">
                        <connections>
                            <action selector="linkTapped:" destination="vc" id="ga"/>
                        </connections>
                    </tapGestureRecognizer>
                    """))
        #expect(try #require(Self.element("title", in: doc)).gestureRecognizers.isEmpty)
        #expect(try #require(Self.element("subtitle", in: doc)).gestureRecognizers == [.tap])
    }

    @Test func secureTextEntryIsRead() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <textField opaque="NO" contentMode="scaleToFill" placeholder="Password" id="pw">
                    <rect key="frame" x="0" y="0" width="200" height="34"/>
                    <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" placeholder="Email" id="mail">
                    <rect key="frame" x="0" y="40" width="200" height="34"/>
                    <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                </textField>
                """))
        #expect(try #require(Self.element("pw", in: doc)).isSecureTextEntry)
        #expect(try #require(Self.element("mail", in: doc)).isSecureTextEntry == false)
    }

    // MARK: Fonts

    @Test func fontDescriptions() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <label text="a" id="style"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
                <label text="b" adjustsFontForContentSizeCategory="YES" id="body"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                <label text="c" id="system"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/></label>
                <label text="d" id="bold"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
                <label text="e" id="custom"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/></label>
                <button id="btn"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    <state key="normal" title="Go"/></button>
                """))
        let style = try #require(Self.element("style", in: doc))
        #expect(style.font == FontSpec(source: .textStyle, textStyle: .largeTitle, scalesWithDynamicType: true))
        #expect(style.adjustsFontForContentSizeCategory == false)
        #expect(Self.element("body", in: doc)?.font?.textStyle == .body)
        #expect(Self.element("body", in: doc)?.adjustsFontForContentSizeCategory == true)
        #expect(Self.element("system", in: doc)?.font == FontSpec(source: .system, pointSize: 15, weight: "semibold", scalesWithDynamicType: false))
        #expect(Self.element("bold", in: doc)?.font?.isBold == true)
        #expect(Self.element("custom", in: doc)?.font == FontSpec(source: .custom, pointSize: 17, name: "HelveticaNeue", scalesWithDynamicType: false))
        let button = try #require(Self.element("btn", in: doc))
        #expect(button.font?.pointSize == 13)
        // Interface Builder has no "Automatically Adjusts Font" for a button without a
        // configuration: its title label keeps UIKit's default.
        #expect(button.adjustsFontForContentSizeCategory == false)
    }

    // MARK: Colours

    func color(_ attributes: String) -> ColorSpec? {
        let node = XMLTreeNode(name: "color", attributes: Self.attributes(attributes), line: 1, column: 1)
        return IBColors.spec(node)
    }

    static func attributes(_ s: String) -> [String: String] {
        var result: [String: String] = [:]
        let parts = s.split(separator: "\"", omittingEmptySubsequences: false)
        var i = 0
        while i + 1 < parts.count {
            let key = parts[i].trimmingCharacters(in: .whitespaces).dropLast()  // drop "="
            result[String(key)] = String(parts[i + 1])
            i += 2
        }
        return result
    }

    func rgba(_ attributes: String) throws -> RGBA {
        guard case .rgba(let c)? = color(attributes) else { throw CancellationError() }
        return c
    }

    @Test func colourForms() throws {
        #expect(color(#"key="backgroundColor" systemColor="systemBackgroundColor""#) == .system("systemBackground"))
        #expect(color(#"key="textColor" cocoaTouchSystemColor="darkTextColor""#) == .system("darkText"))
        #expect(
            color(#"key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor""#)
                == .system("systemBackground"))
        #expect(color(#"key="backgroundColor" cocoaTouchSystemColor="whiteColor""#) == .rgba(RGBA(white: 1)))
        #expect(color(#"key="tintColor" name="AccentColor""#) == .named("AccentColor"))
        #expect(color(#"key="NSColor" name="textColor" catalog="System" colorSpace="catalog""#) == .system("label"))
        let srgb = try rgba(#"red="0.2" green="0.4" blue="0.6" alpha="0.8" colorSpace="custom" customColorSpace="sRGB""#)
        #expect(srgb == RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        let calibrated = try rgba(#"red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="calibratedRGB""#)
        #expect(calibrated == RGBA(red: 0.1, green: 0.2, blue: 0.3))
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        // Expected values computed with the CSS Color 4 matrices (see IBColors).
        let c = try rgba(#"red="0.8" green="0.4" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
        #expect(abs(c.red - 0.8596) < 0.0005)
        #expect(abs(c.green - 0.3704) < 0.0005)
        #expect(abs(c.blue - 0.1234) < 0.0005)
        // P3 primaries outside sRGB are clamped; greys are unchanged (same D65 white, same curve).
        let red = try rgba(#"red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
        #expect(red == RGBA(red: 1, green: 0, blue: 0))
        let grey = try rgba(#"red="0.5" green="0.5" blue="0.5" alpha="0.5" colorSpace="custom" customColorSpace="displayP3""#)
        #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6 && grey.alpha == 0.5)
    }

    @Test func gamma22GreyIsConvertedToSRGB() throws {
        let mid = try rgba(#"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#)
        #expect(abs(mid.red - 0.5039) < 0.0005 && mid.red == mid.green && mid.green == mid.blue)
        let dark = try rgba(#"white="0.2" alpha="0.6" colorSpace="calibratedWhite""#)
        #expect(abs(dark.red - 0.1863) < 0.0005 && dark.alpha == 0.6)
        #expect(try rgba(#"white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite""#) == RGBA(white: 1))
        #expect(try rgba(#"white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#) == RGBA(white: 0, alpha: 0))
    }

    @Test func elementColoursAndResourceSnapshots() throws {
        let doc = Self.parse(
            Self.storyboard(
                """
                        <scene sceneID="s">
                            <objects>
                                <viewController id="vc" sceneMemberID="viewController">
                                    <view key="view" id="root">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                        <subviews>
                                            <label text="x" id="l">
                                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                                <color key="textColor" name="Brand"/>
                                                <nil key="backgroundColor"/>
                                                <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                        </subviews>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                """,
                resources: """
                            <namedColor name="Brand">
                                <color red="0.0" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </namedColor>
                            <systemColor name="systemBackgroundColor">
                                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </systemColor>
                    """))
        let label = try #require(Self.element("l", in: doc))
        #expect(label.textColor == .named("Brand"))
        #expect(label.backgroundColor == nil)
        #expect(label.tintColor == .rgba(RGBA(red: 1, green: 0, blue: 0)))
        #expect(doc.screens.first?.root.backgroundColor == .system("systemBackground"))
        #expect(doc.namedColorSnapshots == ["Brand": RGBA(red: 0, green: 0.4, blue: 0.8)])
        #expect(doc.systemColorSnapshots == ["systemBackground": RGBA(white: 1)])
    }

    // MARK: Geometry

    @Test func framesResolveToScreenCoordinatesThroughNestedViews() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <scrollView id="scroll">
                    <rect key="frame" x="0.0" y="100" width="393" height="600"/>
                    <subviews>
                        <stackView axis="vertical" spacing="8" id="stack">
                            <rect key="frame" x="16" y="20" width="361" height="100"/>
                            <subviews>
                                <view id="box">
                                    <rect key="frame" x="0.0" y="50" width="361" height="50"/>
                                    <subviews>
                                        <label text="Deep" id="deep"><rect key="frame" x="8" y="4" width="100" height="20"/></label>
                                    </subviews>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                </scrollView>
                """))
        #expect(Self.element("stack", in: doc)?.frame == Rect(x: 16, y: 120, width: 361, height: 100))
        #expect(Self.element("box", in: doc)?.frame == Rect(x: 16, y: 170, width: 361, height: 50))
        #expect(Self.element("deep", in: doc)?.frame == Rect(x: 24, y: 174, width: 100, height: 20))
    }

    @Test func overlappingPrototypeCellsAreStacked() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <tableView dataMode="prototypes" id="t">
                    <rect key="frame" x="0.0" y="100" width="393" height="600"/>
                    <prototypes>
                        <tableViewCell id="c1"><rect key="frame" x="0.0" y="28" width="393" height="44"/></tableViewCell>
                        <tableViewCell id="c2"><rect key="frame" x="0.0" y="28" width="393" height="60"/></tableViewCell>
                    </prototypes>
                </tableView>
                """))
        #expect(Self.element("c1", in: doc)?.frame == Rect(x: 0, y: 128, width: 393, height: 44))
        #expect(Self.element("c2", in: doc)?.frame == Rect(x: 0, y: 172, width: 393, height: 60))
    }

    @Test func widthAndHeightConstraints() throws {
        let doc = Self.parse(
            Self.scene(
                """
                <button id="icon">
                    <rect key="frame" x="0" y="0" width="30" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="30" id="w"/>
                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="h"/>
                    </constraints>
                </button>
                <view id="bar">
                    <rect key="frame" x="0" y="40" width="393" height="1"/>
                </view>
                <view id="aspect">
                    <rect key="frame" x="0" y="50" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="aspect" secondAttribute="height" multiplier="1:1" id="r"/>
                        <constraint firstAttribute="height" priority="750" constant="20" id="low"/>
                    </constraints>
                </view>
                """,
                rootConstraints: """
                    <constraint firstItem="bar" firstAttribute="height" constant="1" id="bh"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                    """))
        let icon = try #require(Self.element("icon", in: doc))
        #expect(icon.fixedWidth == 30)
        #expect(icon.fixedHeight == nil)  // ≥ is not a fixed size
        #expect(Self.element("bar", in: doc)?.fixedHeight == 1)
        let aspect = try #require(Self.element("aspect", in: doc))
        #expect(aspect.fixedWidth == nil && aspect.fixedHeight == nil)  // ratio and optional priority
    }

    // MARK: Skipped and broken input

    @Test func macOSDocumentIsSkipped() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct">
                <objects>
                    <customView id="c1"><rect key="frame" x="0.0" y="0.0" width="480" height="272"/></customView>
                </objects>
            </document>
            """
        let doc = Self.parse(xml, path: "Mac/Window.xib")
        #expect(doc.skippedReason == "macOS Interface Builder document (targetRuntime MacOSX.Cocoa)")
        #expect(doc.screens.isEmpty)
        #expect(!doc.diagnostics.contains { $0.level == .error })
    }

    @Test func malformedXMLGivesAnErrorAndBestEffortScreens() {
        let broken = Self.scene(#"<label text="a" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></labl>"#)
        let doc = Self.parse(broken)
        #expect(doc.diagnostics.contains { $0.level == .error && $0.message.contains("XML error") })
    }

    @Test func truncatedFileKeepsWhatWasRead() throws {
        let full = Self.scene(#"<label text="Kept" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)
        let cut = String(full.prefix(upTo: try #require(full.range(of: "</subviews>")).lowerBound))
        let doc = Self.parse(cut)
        #expect(doc.diagnostics.count == 1)
        #expect(doc.diagnostics.first?.level == .error && doc.diagnostics.first?.line != nil)
        #expect(Self.element("l", in: doc)?.text == .literal("Kept"))
    }

    @Test func binaryDataIsRejected() {
        var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
        bytes.append(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }))
        let doc = InterfaceBuilderFrontEnd.parse(path: "icon.storyboard", data: bytes)
        #expect(doc.screens.isEmpty)
        #expect(doc.diagnostics.map(\.level) == [.error])
        #expect(doc.diagnostics.first?.message.contains("binary") == true)
    }

    @Test func invalidUTF8IsReportedAndRepaired() throws {
        let xml = Self.scene("@@")
        let parts = xml.components(separatedBy: "@@")
        var bytes = Data(parts[0].utf8)
        bytes.append(Data(#"<label text="caf"#.utf8))
        bytes.append(contentsOf: [0xE9, 0xFF])
        bytes.append(Data(#"" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#.utf8))
        bytes.append(Data(parts[1].utf8))
        let doc = InterfaceBuilderFrontEnd.parse(path: "Main.storyboard", data: bytes)
        #expect(doc.diagnostics.contains { $0.message.contains("invalid UTF-8") })
        #expect(Self.element("l", in: doc)?.text == .literal("caf\u{FFFD}\u{FFFD}"))
    }

    @Test func utf16FileIsConvertedAndRead() throws {
        let xml = Self.scene(#"<label text="Grüße" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"#)
            .replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        let data = try #require(xml.data(using: .utf16))  // with a byte-order mark
        let doc = InterfaceBuilderFrontEnd.parse(path: "Main.storyboard", data: data)
        #expect(doc.diagnostics.map(\.level) == [.warning])
        #expect(Self.element("l", in: doc)?.text == .literal("Grüße"))
    }

    @Test func deepNestingIsCapped() {
        let depth = 3_000
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
            \(String(repeating: #"<view id="v"><rect key="frame" x="1" y="1" width="1" height="1"/><subviews>"#, count: depth))
            \(String(repeating: "</subviews></view>", count: depth))
            </objects></document>
            """
        let doc = Self.parse(xml, path: "Deep.xib")
        // One error for the file; the partial tree is still read (views capped at 200 levels).
        #expect(doc.diagnostics.map(\.level) == [.error])
        #expect(doc.diagnostics.first?.message.contains("nested more than 2000") == true)
        #expect(doc.screens.count == 1)
    }

    @Test func externalEntitiesAreNeverResolved() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects><view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                    <subviews><label text="&secret;" id="l"/></subviews></view></objects>
            </document>
            """
        let doc = Self.parse(xml, path: "Evil.xib")
        #expect(doc.screens.isEmpty)
        #expect(doc.diagnostics.contains { $0.level == .error && $0.message.contains("DOCTYPE") })
    }

    @Test func oversizedEmptyAndForeignFiles() {
        let huge = InterfaceBuilderFrontEnd.parse(path: "Huge.storyboard", data: Data(count: 50 * 1024 * 1024 + 1))
        #expect(huge.diagnostics.count == 1)
        #expect(huge.diagnostics.first?.message.contains("larger than 50 MB") == true)
        #expect(InterfaceBuilderFrontEnd.parse(path: "Empty.xib", data: Data()).diagnostics.first?.level == .error)
        let html = Self.parse("<html><body>hi</body></html>", path: "Page.xib")
        #expect(html.diagnostics.first?.message.contains("not an Interface Builder document") == true)
        let garbage = Self.parse("this is not xml at all", path: "Notes.xib")
        #expect(garbage.diagnostics.contains { $0.level == .error })
    }

    @Test func unknownElementWithFrameIsReadAsView() {
        let doc = Self.parse(Self.scene(#"<futureWidget id="fw"><rect key="frame" x="5" y="5" width="50" height="50"/></futureWidget>"#))
        #expect(Self.element("fw", in: doc)?.kind == "UIView")
        #expect(doc.diagnostics.contains { $0.level == .warning && $0.message.contains("futureWidget") })
    }
}
