/// An input a rule must (or must not) report, run as a test and shown by `a11y rules ID`.
public struct RuleExample: Sendable {
    public enum Expectation: Sendable, Equatable {
        /// Exactly `count` certain findings of the rule.
        case triggers(count: Int)
        /// Exactly `count` findings of the rule, all "needs review".
        case needsReview(count: Int)
        /// No finding of the rule at all.
        case passes
    }

    /// Marks the line a finding must point at, as in SwiftLint's examples: `↓Image("chevron")`,
    /// `↓<button … id="more">`. Stripped before the example runs; `a11y rules ID` shows it.
    public static let marker: Character = "↓"

    public struct File: Sendable {
        public var path: String
        /// The text the audit reads, markers stripped.
        public var contents: String
        /// The text as written, markers kept (for `a11y rules ID`).
        public var marked: String
        /// The lines (1-based) that carry a marker.
        public var markedLines: [Int]

        public init(path: String, contents: String) {
            self.path = path
            self.marked = contents
            var lines: [Int] = []
            var line = 1
            for character in contents {
                if character == RuleExample.marker, lines.last != line { lines.append(line) }
                if character == "\n" || character == "\r\n" { line += 1 }
            }
            self.markedLines = lines
            self.contents = lines.isEmpty ? contents : contents.filter { $0 != RuleExample.marker }
        }
    }

    public var description: String
    public var files: [File]
    public var expectation: Expectation
    /// Where findings point when a marker cannot go there (text written by a shared helper such
    /// as `storyboardXML` or the `xib` wrapper): an element's id (`lbl-wel-cme`, `self`) or
    /// `path:line` (`App/Main.storyboard:11`).
    public var places: [String]

    public init(_ description: String, files: [File], _ expectation: Expectation, at places: [String] = []) {
        self.description = description
        self.files = files
        self.expectation = expectation
        self.places = places
    }

    /// The same example, its findings pointing at these elements or `path:line`s.
    public func at(_ places: String...) -> RuleExample {
        RuleExample(description, files: files, expectation, at: self.places + places)
    }

    /// A xib whose File's Owner is `owner` and whose top-level view holds `subviews`
    /// (Interface Builder XML for the views inside `<subviews>`), plus optional Swift files.
    public static func xib(
        _ description: String, _ expectation: Expectation, owner: String = "ExampleViewController",
        background: String = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
        outlets: [String: String] = [:], swift: [String: String] = [:],
        _ subviews: String, outletCollections: [String: [String]] = [:],
        objects: String = ""
    ) -> RuleExample {
        let singles = outlets.sorted { $0.key < $1.key }.map {
            #"<outlet property="\#($0.key)" destination="\#($0.value)" id="out-\#($0.key)"/>"#
        }
        let collections = outletCollections.sorted { $0.key < $1.key }.flatMap { property, ids in
            ids.map { #"<outletCollection property="\#(property)" destination="\#($0)" collectionClass="NSMutableArray" id="col-\#($0)"/>"# }
        }
        let outletXML = (singles + collections).joined(separator: "\n                ")
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="Example" customModuleProvider="target">
                        <connections>
                            <outlet property="view" destination="root-view" id="out-view"/>
                            \(outletXML)
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
            \(subviews)
                        </subviews>
                        \(background)
                    </view>
                    \(objects)
                </objects>
            </document>
            """
        var files = [File(path: "Example/\(owner).xib", contents: xib)]
        for (name, source) in swift.sorted(by: { $0.key < $1.key }) {
            files.append(File(path: "Example/\(name)", contents: source))
        }
        return RuleExample(description, files: files, expectation)
    }

    /// A SwiftUI source file (`Example/ExampleView.swift`) and optional other Swift files.
    public static func swiftUI(
        _ description: String, _ expectation: Expectation, others: [String: String] = [:],
        _ source: String
    ) -> RuleExample {
        var files = [File(path: "Example/ExampleView.swift", contents: "import SwiftUI\n\n" + source)]
        for (name, other) in others.sorted(by: { $0.key < $1.key }) {
            files.append(File(path: "Example/\(name)", contents: other))
        }
        return RuleExample(description, files: files, expectation)
    }

    /// Swift (or other) files for code-level rules: `["Example/Player.swift": "…"]`.
    /// The same example with one more file (an Info.plist, a colour set's Contents.json).
    public func with(_ path: String, _ contents: String) -> RuleExample {
        RuleExample(description, files: files + [File(path: path, contents: contents)], expectation, at: places)
    }

    public static func code(_ description: String, _ expectation: Expectation, _ files: [String: String]) -> RuleExample {
        RuleExample(description, files: files.sorted { $0.key < $1.key }.map { File(path: $0.key, contents: $0.value) }, expectation)
    }

    /// A storyboard with one scene whose view holds a label `lbl-wel-cme` (text `label`,
    /// attributes such as `textAlignment="natural"` in `labelAttributes`), then `subviews`
    /// and the view's `constraints` (IB XML).
    /// A project's `View` extension that applies a modifier it is given when a flag holds,
    /// through a bare `Group` (jami's `conditionalModifier`).
    static let conditionalModifierExtension = """
        extension View {
            @ViewBuilder
            func conditionalModifier<T: ViewModifier>(_ modifier: T, apply: Bool) -> some View {
                Group {
                    if apply { self.modifier(modifier) } else { self }
                }
            }
        }
        """

    public static func storyboardXML(
        label: String, labelAttributes: String = #"textAlignment="natural""#,
        accessibility: String = "", subviews: String = "", constraints: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-wel-cme">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-wel-cme">
                    <objects>
                        <viewController id="vc-wel-cme" customClass="WelcomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw-wel-cme">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(label)" \(labelAttributes) lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-wel-cme">
                                        <rect key="frame" x="20" y="100" width="353" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        \(accessibility)
                                    </label>
                                    \(subviews)
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-wel-cme" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}

extension RuleExample {
    static let androidNamespaces =
        #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools""#

    /// An Android layout `app/src/main/res/layout/example.xml` whose vertical LinearLayout holds
    /// `views` (layout XML), optional values files (`["values/strings.xml": "<resources>…"]`,
    /// paths relative to `res/`) and Kotlin or Java files (paths relative to `src/main/java/`).
    public static func android(
        _ description: String, _ expectation: Expectation,
        values: [String: String] = [:], code: [String: String] = [:], _ views: String
    ) -> RuleExample {
        let layout = """
            <?xml version="1.0" encoding="utf-8"?>
            <LinearLayout \(androidNamespaces)
                android:layout_width="match_parent"
                android:layout_height="match_parent"
                android:orientation="vertical">
            \(views)
            </LinearLayout>
            """
        var files = [File(path: "app/src/main/res/layout/example.xml", contents: layout)]
        for (path, contents) in values.sorted(by: { $0.key < $1.key }) {
            files.append(File(path: "app/src/main/res/\(path)", contents: contents))
        }
        for (path, contents) in code.sorted(by: { $0.key < $1.key }) {
            files.append(File(path: "app/src/main/java/\(path)", contents: contents))
        }
        return RuleExample(description, files: files, expectation)
    }
}
