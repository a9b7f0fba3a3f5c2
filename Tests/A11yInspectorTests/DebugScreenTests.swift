import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import A11yInspector

/// Debug and internal menus ship in the binary but are reached only in internal builds or
/// behind a flag (issue 18 class 1): their findings need review at most.
struct DebugScreenTests {
    @Test func debugIsAWordOfTheName() {
        #expect(Project.namesDebug("Debug"))
        #expect(Project.namesDebug("RootDebugViewController"))
        #expect(Project.namesDebug("debug_menu"))
        #expect(Project.namesDebug("NetworkProtectionDebugViewController"))
        #expect(!Project.namesDebug("Debugger"))
        #expect(!Project.namesDebug("DebuggerView"))
        #expect(!Project.namesDebug("Settings"))
        #expect(!Project.namesDebug("DebouncedSearch"))
        // A developer menu (Canvas's `DeveloperMenu` folder, `DeveloperMenuViewController`).
        #expect(Project.namesDebug("DeveloperMenuViewController"))
        #expect(Project.namesDebug("DeveloperMenu"))
        #expect(!Project.namesDebug("Developers"))
    }

    @Test func aDebugNamedFileOrControllerNeedsReviewAndAnotherStaysCertain() {
        let xib = BaselineTests.xib
        let auditor = Auditor(rules: [RuleRegistry.rule("min-tap-target")!], jobs: 1)
        let debug = auditor.audit([InputFile(path: "App/Debug.xib", kind: .xib, data: Data(xib.utf8))])
        #expect(debug.findings.count == 2)
        #expect(debug.findings.allSatisfy { !$0.confidence.isCertain })
        let shipping = auditor.audit([InputFile(path: "App/Card.xib", kind: .xib, data: Data(xib.utf8))])
        #expect(shipping.findings.count == 2)
        #expect(shipping.findings.allSatisfy { $0.confidence.isCertain })
    }
}

/// Widgets and Live Activities are drawn on canvases the system sizes: a fixed font there is a
/// trade-off against clipping, to check by hand, not a certain finding.
struct WidgetFontTests {
    static func audit(_ source: String) -> AuditResult {
        Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1)
            .audit([InputFile(path: "Widget/StatusView.swift", kind: .swift, data: Data(source.utf8))])
    }

    @Test func aFixedFontInAWidgetNeedsReviewAndInAnAppIsCertain() {
        let view = """
            struct StatusView: View {
                var body: some View { Text("Connected").font(.system(size: 14, weight: .semibold)) }
            }
            """
        let widget = Self.audit("import SwiftUI\nimport WidgetKit\n" + view)
        #expect(widget.findings.count == 1)
        #expect(widget.findings.allSatisfy { !$0.confidence.isCertain })
        let app = Self.audit("import SwiftUI\n" + view)
        #expect(app.findings.count == 1)
        #expect(app.findings.allSatisfy { $0.confidence.isCertain })
    }
}

/// Code a project's own flags leave out of the App Store build (`#if !RELEASE` where the
/// Release configuration sets `RELEASE`): developer menus and sample screens, which need review
/// at most, like `#if DEBUG` (issue 18 class 1).
struct ReleaseConditionTests {
    /// The Demo app of `TargetMembershipTests`, with Debug and Release configurations: the
    /// project's Release sets `COMMON`, the app's adds `RELEASE` to what it inherits.
    static func files(appRelease: String, source: String) -> [InputFile] {
        let pbxproj = TargetMembershipTests.pbxproj
            .replacingOccurrences(
                of: "ROOT = {isa = PBXProject;",
                with: """
                    LP = {isa = XCConfigurationList; buildConfigurations = (CPD, CPR); };
                            CPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG COMMON"; }; };
                            CPR = {isa = XCBuildConfiguration; name = Release; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = COMMON; }; };
                            L1 = {isa = XCConfigurationList; buildConfigurations = (C1D, C1R); };
                            C1D = {isa = XCBuildConfiguration; name = Debug; buildSettings = {}; };
                            C1R = {isa = XCBuildConfiguration; name = Release; buildSettings = {\(appRelease)}; };
                            ROOT = {isa = PBXProject; buildConfigurationList = LP;
                    """
            )
            .replacingOccurrences(
                of: "name = Demo; productType = \"com.apple.product-type.application\";",
                with: "name = Demo; productType = \"com.apple.product-type.application\"; buildConfigurationList = L1;")
        return [
            TargetMembershipTests.input("Demo/Demo.xcodeproj/project.pbxproj", .xcodeProject, pbxproj),
            TargetMembershipTests.input("Demo/App/Views/Home.swift", .swift, source),
        ]
    }

    static let source = """
        import UIKit
        #if !RELEASE
        final class LogViewController: UIViewController {
            let text: UILabel = {
                let label = UILabel()
                label.font = .systemFont(ofSize: 12)
                return label
            }(); override func viewDidLoad() { view.addSubview(text) }
        }
        #endif
        #if RELEASE && COMMON
        #else
        final class SampleViewController: UIViewController {
            let title2 = UILabel()
            override func viewDidLoad() { title2.font = .systemFont(ofSize: 13); view.addSubview(title2) }
        }
        #endif
        #if !BETA
        final class ShippingViewController: UIViewController {
            let caption = UILabel()
            override func viewDidLoad() { caption.font = .systemFont(ofSize: 11); view.addSubview(caption) }
        }
        #endif
        """

    static func audit(appRelease: String) -> AuditResult {
        Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1)
            .audit(files(appRelease: appRelease, source: source))
    }

    @Test func codeTheReleaseConfigurationLeavesOutNeedsReview() {
        let result = Self.audit(appRelease: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) RELEASE\"; ")
        let findings = result.findings.sorted { $0.location < $1.location }
        // At the statements that set the fonts.
        #expect(findings.map(\.location.line) == [6, 15, 21])
        #expect(findings.map(\.confidence.isCertain) == [false, false, true])
        #expect(findings.first?.confidence.reason?.contains("#if !RELEASE") == true)
        #expect(findings.dropFirst().first?.confidence.reason?.contains("#else of #if RELEASE && COMMON") == true)
    }

    /// `OTHER_SWIFT_FLAGS = -DRELEASE` sets the flag as well, also through build-setting
    /// variables (`$(FLAGS$(ON))`, as an .xcconfig switches a flag set on and off).
    @Test func otherSwiftFlagsDefineFlagsToo() {
        for release in [
            "OTHER_SWIFT_FLAGS = \"$(inherited) -DRELEASE\"; ",
            "ON = 1; FLAGS0 = \"\"; FLAGS1 = \"-D RELEASE\"; OTHER_SWIFT_FLAGS = \"$(FLAGS$(ON))\"; ",
        ] {
            let findings = Self.audit(appRelease: release).findings.sorted { $0.location < $1.location }
            #expect(findings.map(\.confidence.isCertain) == [false, false, true], "\(release)")
        }
        // The switch off: the variable names the empty setting.
        let off = Self.audit(appRelease: "ON = 0; FLAGS0 = \"\"; FLAGS1 = \"-DRELEASE\"; OTHER_SWIFT_FLAGS = \"$(FLAGS$(ON))\"; ")
        #expect(off.findings.allSatisfy { $0.confidence.isCertain })
    }

    /// The trap: the same flags, but the Release configuration does not set RELEASE (a flag
    /// of another configuration, an archive scheme's): all three are compiled into Release.
    @Test func aFlagTheReleaseConfigurationDoesNotSetLeavesTheCodeIn() {
        let result = Self.audit(appRelease: "")
        #expect(result.findings.count == 3)
        #expect(result.findings.allSatisfy { $0.confidence.isCertain })
    }

    @Test func conditionsAreReadWithTheirOperators() throws {
        func condition(_ text: String) throws -> CompileCondition {
            let tree = Parser.parse(source: "#if \(text)\nlet x = 1\n#endif\n")
            let clause = try #require(tree.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition)
            return CompileCondition(clause)
        }
        #expect(try condition("!RELEASE").holds(with: ["RELEASE"]) == false)
        #expect(try condition("A && B || C").holds(with: ["C"]) == true)
        #expect(try condition("A && (B || C)").holds(with: ["C"]) == false)
        #expect(try condition("A || os(iOS)").holds(with: []) == nil)
        #expect(try condition("A && os(iOS)").holds(with: []) == false)
        #expect(try condition("targetEnvironment(simulator)").holds(with: []) == false)
    }
}

/// A class nothing creates does not ship, whatever it derives from: an onboarding step (an
/// `NSObject` holding its view) that no list of steps names needs review at most, like an
/// unused view or controller (issue 18 class 6). The system creates the `@main` class.
struct UnusedClassTests {
    @Test func aClassNothingCreatesNeedsReviewAndTheEntryPointStaysCertain() {
        let files = [
            "App/AppDelegate.swift": """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let banner = UILabel()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    banner.font = .systemFont(ofSize: 12)
                    steps = [NameStep()]
                    NameStep().style()
                    return true
                }
            }
            """,
            "App/Steps.swift": """
            class OnboardingStep: NSObject {
                let title = UILabel()
            }
            final class NameStep: OnboardingStep {
                func style() { title.font = .systemFont(ofSize: 14) }
            }
            final class PhoneStep: OnboardingStep {
                func style() { title.font = .systemFont(ofSize: 13) }
            }
            """,
        ]
        let inputs = files.map { InputFile(path: $0.key, kind: .swift, data: Data($0.value.utf8)) }
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let byLine = Dictionary(result.findings.map { ("\($0.location.file.fileName):\($0.location.line)", $0.confidence.isCertain) }) { a, _ in a }
        #expect(byLine["Steps.swift:5"] == true)
        #expect(byLine["Steps.swift:8"] == false)
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/AppDelegate.swift", line: 5)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/Steps.swift", line: 8)) == "PhoneStep")
    }

    /// An Objective-C view class nothing creates (ChatSecure's `OTRCircleButtonView`, named only
    /// in its own `.h` and `.m`): its findings need review; trap: one another class makes stays
    /// certain.
    @Test func anObjectiveCClassNothingCreatesNeedsReview() {
        func view(_ name: String) -> String {
            """
            @interface \(name) : UIView
            @property (nonatomic, strong) UIButton *imageButton;
            @end
            @implementation \(name)
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _imageButton = [UIButton buttonWithType:UIButtonTypeCustom];
                    [_imageButton setImage:[UIImage imageNamed:@"close"] forState:UIControlStateNormal];
                    [self addSubview:_imageButton];
                }
                return self;
            }
            @end
            """
        }
        let files = [
            "App/AppDelegate.m": """
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [self.window addSubview:[[UsedView alloc] initWithFrame:CGRectZero]];
                return YES;
            }
            @end
            """,
            "App/UsedView.m": view("UsedView"),
            "App/CircleView.m": view("CircleView"),
        ]
        let inputs = files.map { InputFile(path: $0.key, kind: .objectiveC, data: Data($0.value.utf8)) }
        let result = Auditor(rules: [RuleRegistry.rule("label-missing-interactive")!], jobs: 1).audit(inputs)
        let byFile = Dictionary(result.findings.map { ($0.location.file.fileName, $0.confidence.isCertain) }) { a, _ in a }
        #expect(byFile == ["UsedView.m": true, "CircleView.m": false])
        #expect(ProjectReader(jobs: 1).read(inputs).unusedType(at: SourceLocation(file: "App/CircleView.m", line: 7)) == "CircleView")
    }

    /// A storyboard scene whose class Objective-C code asks for by its storyboard ID
    /// (`[self.storyboard instantiateViewControllerWithIdentifier:@"detailVC"]` in a shown
    /// scene's controller, iNaturalist's project pages) is made: its class is used. Trap: a scene
    /// whose ID no code names is not.
    @Test func aSceneObjectiveCAsksForByItsIdentifierIsUsed() {
        func scene(_ id: String, _ custom: String, identifier: String? = nil) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
                <viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="\(id)" customClass="\(custom)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                </viewController>
            </objects></scene>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="page">
                <scenes>\(scene("page", "PageViewController"))\(scene("det", "DetailViewController", identifier: "detailVC"))\(scene("old", "OldViewController", identifier: "oldVC"))</scenes>
            </document>
            """
        func controller(_ name: String, body: String = "") -> String {
            "@interface \(name) : UIViewController\n@end\n@implementation \(name)\n- (void)viewDidLoad {\n    [super viewDidLoad];\n\(body)}\n@end\n"
        }
        let label =
            "    UILabel *rank = [[UILabel alloc] init];\n    rank.font = [UIFont systemFontOfSize:13];\n    rank.text = @\"Rank\";\n    [self.view addSubview:rank];\n"
        let inputs = [
            InputFile(
                path: "App/Info.plist", kind: .infoPlist, data: Data("<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>".utf8)),
            InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(storyboard.utf8)),
            InputFile(
                path: "App/AppDelegate.m", kind: .objectiveC,
                data: Data("@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n@implementation AppDelegate\n@end\n".utf8)),
            InputFile(
                path: "App/PageViewController.m", kind: .objectiveC,
                data: Data(
                    controller("PageViewController", body: "    self.detail = [self.storyboard instantiateViewControllerWithIdentifier:@\"detailVC\"];\n").utf8)
            ),
            InputFile(path: "App/DetailViewController.m", kind: .objectiveC, data: Data(controller("DetailViewController", body: label).utf8)),
            InputFile(path: "App/OldViewController.m", kind: .objectiveC, data: Data(controller("OldViewController", body: label).utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/DetailViewController.m", line: 6)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/OldViewController.m", line: 6)) == "OldViewController")
    }

    /// A storyboard controller with no view of its own (a page controller a container view
    /// embeds, iNaturalist's taxon photo pager) is made when its storyboard is loaded, though no
    /// screen is built for it: its class is used. Trap: a class of the same kind no storyboard
    /// names is not.
    @Test func aViewlessStoryboardControllersClassIsUsed() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="host">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="host" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="c1">
                                        <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                        <connections><segue destination="pager" kind="embed" id="e1"/></connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="pager" customClass="PhotoPager" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        func pager(_ name: String) -> String {
            """
            final class \(name): UIPageViewController {
                let caption = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    caption.text = "Photo"
                    view.addSubview(caption)
                }
            }
            """
        }
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data("@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n".utf8)),
            InputFile(path: "App/PhotoPager.swift", kind: .swift, data: Data(pager("PhotoPager").utf8)),
            InputFile(path: "App/OldPager.swift", kind: .swift, data: Data(pager("OldPager").utf8)),
            InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(storyboard.utf8)),
            InputFile(
                path: "App/Info.plist", kind: .infoPlist,
                data: Data("<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>".utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/PhotoPager.swift", line: 2)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/OldPager.swift", line: 2)) == "OldPager")
        // The storyboard's graph records it, as a viewless controller and as the one embedded.
        let controllers = project.storyboardControllers["App/Base.lproj/Main.storyboard"]
        #expect(controllers?.viewless == ["PhotoPager"])
        #expect(controllers?.embedded == ["PhotoPager"])
        #expect(project.embeddedControllers == ["PhotoPager"])
    }

    /// The scenes a page view controller's code asks for by storyboard ID are its pages, shown
    /// inside the screen around them (iNaturalist's taxon photos); a scene another controller
    /// asks for is a screen.
    @Test func thePagesAPageViewControllerAsksForAreEmbedded() {
        func scene(_ id: String, _ custom: String) -> String {
            """
            <scene sceneID="s-\(id)"><objects>
                <viewController storyboardIdentifier="\(id)" id="\(id)-vc" customClass="\(custom)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                </viewController>
            </objects></scene>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
                <scenes>\(scene("taxonPhoto", "TaxonPhotoViewController"))\(scene("settings", "SettingsViewController"))</scenes>
            </document>
            """
        let pager = """
            @interface PhotoPager : UIPageViewController
            @end
            @implementation PhotoPager
            - (UIViewController *)pageAt:(NSInteger)index {
                return [self.storyboard instantiateViewControllerWithIdentifier:@"taxonPhoto"];
            }
            @end
            """
        let menu = """
            @interface MenuController : UIViewController
            @end
            @implementation MenuController
            - (void)open { [self.navigationController pushViewController:[self.storyboard instantiateViewControllerWithIdentifier:@"settings"] animated:YES]; }
            @end
            """
        let inputs = [
            InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(storyboard.utf8)),
            InputFile(path: "App/PhotoPager.m", kind: .objectiveC, data: Data(pager.utf8)),
            InputFile(path: "App/MenuController.m", kind: .objectiveC, data: Data(menu.utf8)),
        ]
        #expect(ProjectReader(jobs: 1).read(inputs).embeddedControllers == ["TaxonPhotoViewController"])
    }

    /// A screen only a developer menu opens, through a route registered by its path (Canvas's
    /// log viewer, `RouteHandler("/logs")`, opened only from `DeveloperMenuView`), needs review;
    /// one ordinary code opens, and one no code names (a link from outside may open it), stay
    /// certain.
    @Test func aScreenOnlyDebugCodeOpensThroughARouteNeedsReview() {
        let files = [
            "App/AppDelegate.swift": """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    router.route(to: "/settings")
                    let menu = SideMenu()
                    return true
                }
            }
            """,
            "App/Routes.swift": """
            let routes = [
                RouteHandler("/logs") { _ in LogsViewController() },
                RouteHandler("/settings") { _ in SettingsViewController() },
                RouteHandler("/courses/:id") { _ in CourseViewController() },
            ]
            """,
            "App/Screens.swift": """
            final class LogsViewController: UIViewController {
                let heading = UILabel()
                override func viewDidLoad() { heading.font = .systemFont(ofSize: 14); view.addSubview(heading) }
            }
            final class SettingsViewController: UIViewController {
                let heading = UILabel()
                override func viewDidLoad() { heading.font = .systemFont(ofSize: 15); view.addSubview(heading) }
            }
            final class CourseViewController: UIViewController {
                let heading = UILabel()
                override func viewDidLoad() { heading.font = .systemFont(ofSize: 16); view.addSubview(heading) }
            }
            """,
            "App/SideMenu.swift": """
            final class SideMenu: UIView {
                func openDeveloperMenu() { present(DeveloperMenuViewController()) }
            }
            """,
            "App/DeveloperMenuViewController.swift": """
            final class DeveloperMenuViewController: UIViewController {
                func showLogs() { router.route(to: "/logs") }
            }
            """,
        ]
        let inputs = files.map { InputFile(path: $0.key, kind: .swift, data: Data($0.value.utf8)) }
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let byLine = Dictionary(result.findings.map { ("\($0.location.file.fileName):\($0.location.line)", $0.confidence) }) { a, _ in a }
        #expect(byLine["Screens.swift:3"]?.isCertain == false)
        #expect(byLine["Screens.swift:3"]?.reason?.contains("only debug code reaches LogsViewController") == true)
        #expect(byLine["Screens.swift:7"]?.isCertain == true)
        #expect(byLine["Screens.swift:11"]?.isCertain == true)
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/Screens.swift", line: 3)) == nil)
    }

    /// A framework in its own project (Canvas's Core) extends `UILabel` with `setText(_:style:)`;
    /// an app's cell calls it on its outlet: the text the xib holds is the code's, not a text to
    /// translate or read.
    @Test func anotherProjectsExtensionOfAUIKitClassSetsTheText() throws {
        let ext = """
            extension UILabel {
                public func setText(_ text: String?, style: Int) {
                    guard let text = text else {
                        attributedText = nil
                        return
                    }
                    attributedText = NSAttributedString(string: text)
                }
            }
            """
        let cell = """
            class CourseListCell: UITableViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                func update(_ course: Course?) { nameLabel.setText(course?.name, style: 1) }
            }
            """
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" id="cell" customClass="CourseListCell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Course Name" id="name">
                                    <rect key="frame" x="16" y="8" width="343" height="20"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                        <connections><outlet property="nameLabel" destination="name" id="o1"/></connections>
                    </tableViewCell>
                </objects>
            </document>
            """
        func text(coreIn project: String) throws -> TextValue? {
            let inputs = [
                InputFile(path: "\(project)/Typography.swift", kind: .swift, project: project, data: Data(ext.utf8)),
                InputFile(path: "Parent/CourseListCell.swift", kind: .swift, project: "Parent", data: Data(cell.utf8)),
                InputFile(path: "Parent/CourseCell.xib", kind: .xib, project: "Parent", data: Data(xib.utf8)),
            ]
            let screen = try #require(ProjectReader(jobs: 1).read(inputs).screens.map(\.screen).first { $0.file.hasSuffix("CourseCell.xib") })
            var found: TextValue?
            screen.root.forEach { if $0.id == "name" { found = $0.text } }
            return found
        }
        #expect(try text(coreIn: "Core")?.isDynamic == true)
        #expect(try text(coreIn: "Parent")?.isDynamic == true)
    }

    /// A method nothing calls, or only a method nothing calls, builds nothing on screen
    /// (home-assistant's `setupButtons` and the `setupConstraints` it calls); an override, an
    /// `@objc` method and a method a used one calls are used.
    @Test func aMethodNothingCallsNeedsReview() {
        let files = [
            "App/AppDelegate.swift": """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = StatusViewController()
                    return true
                }
            }
            """,
            "App/StatusViewController.swift": """
            final class StatusViewController: UIViewController {
                let title1 = UILabel()
                let title2 = UILabel()
                let title3 = UILabel()
                let title4 = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad(); [title1, title3].forEach(view.addSubview)
                    styleUsed()
                }
                private func styleUsed() { title1.font = .systemFont(ofSize: 12) }
                private func setupButtons() { setupConstraints() }
                private func setupConstraints() { title2.font = .systemFont(ofSize: 13) }
                @objc private func refresh() { title3.font = .systemFont(ofSize: 14) }
                private lazy var header: UIView = { title4.font = .systemFont(ofSize: 15); return title4 }()
            }
            """,
        ]
        let inputs = files.map { InputFile(path: $0.key, kind: .swift, data: Data($0.value.utf8)) }
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let byLine = Dictionary(result.findings.map { ("\($0.location.file.fileName):\($0.location.line)", $0.confidence.isCertain) }) { a, _ in a }
        // Findings point at the statements that set the fonts: the one only the unused method
        // styles needs review.
        #expect(byLine["StatusViewController.swift:10"] == true)
        #expect(byLine["StatusViewController.swift:12"] == false)
        #expect(byLine["StatusViewController.swift:13"] == true)
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedMember(at: SourceLocation(file: "App/StatusViewController.swift", line: 12)) == "setupConstraints")
        #expect(project.unusedMember(at: SourceLocation(file: "App/StatusViewController.swift", line: 11)) == "setupButtons")
        #expect(project.unusedMember(at: SourceLocation(file: "App/StatusViewController.swift", line: 10)) == nil)
        // Trap: a framework's method the app calls is used (another project part, KeePassium's).
        let framework = InputFile(
            path: "Lib/Keychain.swift", kind: .swift, project: "Lib",
            data: Data(
                "public final class Keychain { static let shared = Keychain()\n func performBiometricAuth() { let l = UILabel(); l.font = .systemFont(ofSize: 11) } }"
                    .utf8))
        let app = InputFile(
            path: "App/Locks.swift", kind: .swift,
            data: Data("final class Locks: NSObject { @objc func lock() { Keychain.shared.performBiometricAuth() } }".utf8))
        let both = ProjectReader(jobs: 1).read(inputs + [framework, app])
        #expect(both.unusedMember(at: SourceLocation(file: "Lib/Keychain.swift", line: 2)) == nil)
        // Trap: a local constant in a used method is no member.
        let local = InputFile(
            path: "App/Local.swift", kind: .swift,
            data: Data("final class Local: NSObject {\n    @objc func run() {\n        let spacing = 8\n    }\n}".utf8))
        let withLocal = ProjectReader(jobs: 1).read(inputs + [local])
        #expect(withLocal.unusedMember(at: SourceLocation(file: "App/Local.swift", line: 3)) == nil)
    }
}

/// A folder named Debug holds debug screens, like a file so named.
struct DebugFolderTests {
    @Test func aFileInADebugFolderNeedsReviewAndInADebuggerFolderStaysCertain() {
        let view = "import SwiftUI\nstruct SecretView: View {\n    var body: some View { Text(\"Secret\").font(.system(size: 14)) }\n}\n"
        func audit(_ path: String) -> [Finding] {
            Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1)
                .audit([InputFile(path: path, kind: .swift, data: Data(view.utf8))]).findings
        }
        let debug = audit("App/Debug/SecretView.swift")
        #expect(debug.count == 1 && debug.allSatisfy { !$0.confidence.isCertain })
        let shipping = audit("App/Debugger/SecretView.swift")
        #expect(shipping.count == 1 && shipping.allSatisfy { $0.confidence.isCertain })
    }
}

/// Reachability is transitive: a view only an unused view creates is unused too, and a type
/// declared in code the release build leaves out (a developer menu under `#if !RELEASE`) reaches
/// nothing.
struct TransitiveUnusedTests {
    @Test func aViewOnlyDeadCodeCreatesIsUnused() {
        let inputs = [
            (
                "App/AppDelegate.swift",
                """
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    let root = FeedViewController()
                }
                """
            ),
            (
                "App/Feed.swift",
                """
                final class FeedViewController: UIViewController { let header = HeaderView() }
                final class HeaderView: UIView { let title = UILabel() }
                final class AboutView: UIView { let cell = AboutCellView() }
                final class AboutCellView: UIView { let name = UILabel() }
                """
            ),
        ].map { InputFile(path: $0.0, kind: .swift, data: Data($0.1.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/Feed.swift", line: 1)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/Feed.swift", line: 2)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/Feed.swift", line: 3)) == "AboutView")
        #expect(project.unusedType(at: SourceLocation(file: "App/Feed.swift", line: 4)) == "AboutCellView")
    }

    /// A class, or a xib, only a method nothing calls creates is not created: a static member
    /// of an enum is called through its type (`SendModule.controller`), not by another type's
    /// `x.controller` nor by another enum's case `.controller(…)`; a plain class only such a
    /// member makes reaches nothing; a stored property's initial value runs whether it is read or not; an
    /// extension of a type that adopts a protocol where it is declared may hold the framework's
    /// callbacks.
    @Test func aTypeOnlyAnUnusedMemberCreatesIsUnused() {
        let inputs =
            [
                (
                    "App/AppDelegate.swift",
                    """
                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                    }
                    extension AppDelegate {
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = HomeViewController()
                            return true
                        }
                    }
                    """
                ),
                (
                    "App/Home.swift",
                    """
                    final class HomeViewController: UIViewController {
                        let banner = BannerView()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let controller = SwapModule.controller()
                            title = Strings.trace.unspecified
                            navigationItem.title = Strings.Checkout.title
                            present(controller, animated: true)
                            view.addSubview(banner)
                        }
                    }
                    final class BannerView: UIView {}
                    """
                ),
                (
                    "App/Modules.swift",
                    """
                    enum SendModule {
                        static func controller() -> UIViewController { _ = SendFactory(); return SendViewController() }
                    }
                    enum SwapModule {
                        static func controller() -> UIViewController { make() }
                    }
                    extension SwapModule { private static func make() -> UIViewController { SwapViewController() } }
                    enum Result { case controller(UIViewController), none }
                    final class Handler: NSObject {
                        @objc func handle() -> Result { .controller(UIViewController()) }
                    }
                    enum PriceModule {
                        static func cell() -> UIView { UINib(nibName: "PriceCell", bundle: nil).instantiate(withOwner: nil)[0] as! UIView }
                    }
                    enum Strings {
                        enum trace { static let unspecified = NSLocalizedString("Trace_Unspecified", comment: "") }
                        enum Checkout { static let title = NSLocalizedString("Checkout_Title", comment: "") }
                    }
                    final class SendViewController: UIViewController {}
                    final class SwapViewController: UIViewController {}
                    final class SendFactory { func outputView() -> UIView { OutputView() } }
                    final class OutputView: UIView {}
                    """
                ),
            ].map { InputFile(path: $0.0, kind: .swift, data: Data($0.1.utf8)) }
            + [InputFile(path: "App/PriceCell.xib", kind: .xib, data: Data(UnloadedInterfaceFileTests.xib("PriceCell").utf8))]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/Home.swift", line: 1)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/Home.swift", line: 10)) == nil)
        #expect(project.unusedMember(at: SourceLocation(file: "App/Modules.swift", line: 2)) == "controller")
        #expect(project.unusedMember(at: SourceLocation(file: "App/Modules.swift", line: 5)) == nil)
        // A bare call inside an extension of the enum names its static member.
        #expect(project.unusedMember(at: SourceLocation(file: "App/Modules.swift", line: 7)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/Modules.swift", line: 19)) == "SendViewController")
        #expect(project.unusedType(at: SourceLocation(file: "App/Modules.swift", line: 20)) == nil)
        // A plain class only the unused member makes, and the view only it makes.
        #expect(project.unusedType(at: SourceLocation(file: "App/Modules.swift", line: 21)) == "SendFactory")
        #expect(project.unusedType(at: SourceLocation(file: "App/Modules.swift", line: 22)) == "OutputView")
        // A nested type named in lower case (`Strings.trace.unspecified`) still names its member.
        #expect(project.unusedMember(at: SourceLocation(file: "App/Modules.swift", line: 16)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/Modules.swift", line: 16)) == nil)
        // A nested type named through the one it is in (`Strings.Checkout.title`: the member
        // access's name is a reference of its own) is used.
        #expect(project.unusedType(at: SourceLocation(file: "App/Modules.swift", line: 17)) == nil)
        #expect(project.isUnloadedInterfaceFile("App/PriceCell.xib"))
    }

    @Test func aViewOnlyADeveloperMenuCreatesIsUnused() {
        let source = """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                #if !RELEASE
                let menu = DeveloperMenuViewController()
                #endif
            }
            #if !RELEASE
            final class DeveloperMenuViewController: UIViewController { let crash = CrashButtonView() }
            #endif
            final class CrashButtonView: UIView { let title = UILabel() }
            """
        let inputs = ReleaseConditionTests.files(appRelease: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE; ", source: source)
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 11)) == "CrashButtonView")
    }

    /// What a shipping type names only inside an `#if` the release build leaves out (`#if
    /// DEBUG`, `#if !RELEASE` where Release sets RELEASE) it does not reach there: the debug
    /// menu it would show is unused. Trap: under `#if !BETA`, which Release does not set, the
    /// view is used.
    @Test func namesOnlyCodeReleaseLeavesOutUsesReachNothing() {
        let source = """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func showTools() {
                    #if DEBUG
                    let menu = DebugMenuViewController()
                    #elseif !RELEASE
                    let picker = UIStoryboard(name: "Environments", bundle: nil).instantiateInitialViewController()
                    let menu = EnvironmentsViewController()
                    #endif
                    #if !BETA
                    let tips = TipsViewController()
                    #endif
                }
            }
            final class DebugMenuViewController: UIViewController {}
            final class EnvironmentsViewController: UIViewController {}
            final class TipsViewController: UIViewController {}
            """
        let project = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE; ", source: source))
        func unused(_ line: Int) -> String? { project.unusedType(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: line)) }
        #expect(unused(16) == "DebugMenuViewController")
        #expect(unused(17) == "EnvironmentsViewController")
        #expect(unused(18) == nil)
        // Without RELEASE, the `#elseif !RELEASE` branch ships.
        let beta = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "", source: source))
        #expect(beta.unusedType(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 17)) == nil)
        #expect(beta.unusedType(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 16)) == "DebugMenuViewController")
    }

    /// An entry point the release build leaves out (the redesign's `@main` App under `#if
    /// REDESIGN`, which Release does not set) reaches nothing: the views only it shows are
    /// unused. Trap: where Release sets the flag, they are used.
    @Test func anEntryPointReleaseLeavesOutReachesNothing() {
        let source = """
            import SwiftUI
            #if REDESIGN
            @main
            struct NewApp: App {
                var body: some Scene { WindowGroup { NewSettingsView() } }
            }
            #endif
            struct NewSettingsView: View { var body: some View { Text("Settings") } }
            """
        let off = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "", source: source))
        #expect(off.unusedType(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 8)) == "NewSettingsView")
        let on = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "OTHER_SWIFT_FLAGS = -DREDESIGN; ", source: source))
        #expect(on.unusedType(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 8)) == nil)
    }
}

/// A storyboard or xib reaches the screen only when something loads it: by its name in code or
/// Info.plist, from another storyboard, or (a xib) through a class of its name. A cell's xib
/// nothing registers is dead, whatever its class says (issue 18: prototype cells and cells no
/// code dequeues).
struct UnloadedInterfaceFileTests {
    static func xib(_ rootClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root" customClass="\(rootClass)" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Word" id="word">
                            <rect key="frame" x="16" y="11" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" id="l">
                                        <rect key="frame" x="16" y="100" width="200" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="ref" kind="show" id="toRef"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                REFERENCE
            </scenes>
        </document>
        """

    @Test func onlyWhatTheAppLoadsIsCertain() {
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate { let root = ListViewController() }
            final class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(UINib(nibName: "PriceCell", bundle: nil), forCellReuseIdentifier: "price"); dequeue("price")
                    let badge = BadgeView.loadFromNib()
                    view.addSubview(badge)
                }
            }
            final class PriceCell: UIView {}
            final class BadgeView: UIView {}
            final class WordCell: UIView { static let identifier = "WordCell" }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string>
            <key>UILaunchStoryboardName</key><string>Launch Screen</string></dict></plist>
            """
        let reference =
            #"<scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/></objects></scene>"#
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/Info.plist", kind: .infoPlist, data: Data(plist.utf8)),
            InputFile(path: "App/PriceCell.xib", kind: .xib, data: Data(Self.xib("PriceCell").utf8)),
            InputFile(path: "App/BadgeView.xib", kind: .xib, data: Data(Self.xib("BadgeView").utf8)),
            InputFile(path: "App/WordCell.xib", kind: .xib, data: Data(Self.xib("WordCell").utf8)),
            InputFile(
                path: "App/Base.lproj/Main.storyboard", kind: .storyboard,
                data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: reference).utf8)),
            InputFile(
                path: "App/Base.lproj/Settings.storyboard", kind: .storyboard, data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
            InputFile(
                path: "App/Base.lproj/Old.storyboard", kind: .storyboard, data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
            // Trap: a name with a space is one name, not the words "Launch" and "Screen".
            InputFile(
                path: "App/Base.lproj/Launch Screen.storyboard", kind: .storyboard,
                data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        let unloaded = inputs.map(\.path).filter(project.isUnloadedInterfaceFile)
        #expect(unloaded == ["App/WordCell.xib", "App/Base.lproj/Old.storyboard"])
        // A nib registered for a reuse identifier no code dequeues is not loaded either.
        var undequeued = inputs
        undequeued[0] = InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.replacingOccurrences(of: #"; dequeue("price")"#, with: "").utf8))
        #expect(undequeued.map(\.path).filter(ProjectReader(jobs: 1).read(undequeued).isUnloadedInterfaceFile).contains("App/PriceCell.xib"))
        // The class only its dead xib uses is unused too.
        let unused = project.unusedType(at: SourceLocation(file: "App/App.swift", line: 12))
        #expect(unused == "WordCell")
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let certain = Dictionary(result.findings.map { ($0.location.file.fileName, $0.confidence.isCertain) }) { a, b in a && b }
        #expect(
            certain == [
                "PriceCell.xib": true, "BadgeView.xib": true, "WordCell.xib": false,
                "Main.storyboard": true, "Settings.storyboard": true, "Old.storyboard": false,
                "Launch Screen.storyboard": true,
            ])
        #expect(result.diagnostics.contains { $0.message.hasPrefix("2 storyboard or xib file(s) nothing in the app loads") })
    }

    /// A storyboard prototype cell is on screen only when code dequeues it by its reuse
    /// identifier: one whose identifier no source names ("LegacyCell") needs review; one named
    /// by a string ("PriceCell"), a class name (`String(describing: NoteCell.self)`) or an enum
    /// case's raw value (`Kind.detail.rawValue`) stays certain, and so does a static table's
    /// cell (the trap: static cells are content, not prototypes, whatever identifier they
    /// carry). A property of the identifier's name ("subtitle") names no cell.
    @Test func aPrototypeCellNoCodeDequeuesNeedsReview() {
        func cell(_ id: String, _ label: String) -> String {
            """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="\(id)" id="\(label)-cell">
                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="\(label)-content">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(label)" id="\(label)">
                            <rect key="frame" x="16" y="11" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        func storyboard(_ tables: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="list">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>\(tables)</subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        }
        let tables = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                <prototypes>\(cell("PriceCell", "Price"))\(cell("LegacyCell", "Legacy"))\(cell("NoteCell", "Note"))\(cell("subtitle", "Subtitle"))\(cell("detail", "Detail"))</prototypes>
            </tableView>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="t2">
                <rect key="frame" x="0.0" y="400" width="393" height="400"/>
                <sections><tableViewSection id="sec"><cells>\(cell("StaticCell", "Static"))</cells></tableViewSection></sections>
            </tableView>
            """
        let swift = """
            final class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "PriceCell", for: indexPath) }
                    if indexPath.row == 1 { return tableView.dequeueReusableCell(withIdentifier: Kind.detail.rawValue, for: indexPath) }
                    return tableView.dequeueReusableCell(withIdentifier: String(describing: NoteCell.self), for: indexPath)
                }
            }
            enum Kind: String { case note, detail }
            final class NoteCell: UITableViewCell { var subtitle: String? }
            """
        let inputs = [
            InputFile(path: "App/List.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(storyboard(tables).utf8)),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let legacy = result.findings.filter { !$0.confidence.isCertain }
        #expect(result.findings.count == 6)
        // "subtitle" is only a property's name (iNaturalist): no cell of that identifier is asked for.
        #expect(legacy.map { $0.location.line }.count == 2)
        #expect(legacy.contains { $0.confidence.reason?.contains("\"LegacyCell\", which no code dequeues") == true })
        #expect(legacy.contains { $0.confidence.reason?.contains("\"subtitle\", which no code dequeues") == true })
        #expect(result.findings.filter(\.confidence.isCertain).count == 4)
        #expect(
            result.diagnostics.contains {
                $0.message.hasPrefix("2 storyboard prototype cell identifier(s) no code dequeues") && $0.message.contains("\"LegacyCell\"")
            })
    }

    /// A scene made by its storyboard ID, "Details", with one fixed-font label.
    static let detailsScene = """
        <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="Details" id="details" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="dv">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Details" id="dl">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>

        """

    /// A scene no initial arrow, storyboard ID or segue reaches is never shown, and a storyboard
    /// referenced only from such a scene is never loaded (DuckDuckGo's iPad onboarding).
    @Test func aSceneNothingLeadsToIsNeverShown() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """
        // The initial scene, a scene reached by its storyboard ID, and an orphan that embeds a
        // reference to Onboarding.storyboard.
        let orphan =
            Self.detailsScene + """
                <scene sceneID="s3"><objects>
                    <viewController id="pad" customClass="PadOnboardingViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="pv">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" id="pl">
                                    <rect key="frame" x="16" y="100" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <containerView opaque="NO" contentMode="scaleToFill" id="cv">
                                    <rect key="frame" x="0.0" y="200" width="393" height="400"/>
                                    <connections><segue destination="onboardingRef" kind="embed" id="embed"/></connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewControllerPlaceholder storyboardName="Onboarding" id="onboardingRef" sceneMemberID="viewController"/>
                </objects></scene>
                """
        let main = Self.storyboard.replacingOccurrences(of: "<segue destination=\"ref\" kind=\"show\" id=\"toRef\"/>", with: "")
            .replacingOccurrences(of: "REFERENCE", with: orphan)
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class PadOnboardingViewController: UIViewController {}
            func showPad(from vc: UIViewController) { vc.present(PadOnboardingViewController(), animated: true) }
            func showDetails(from vc: UIViewController) { vc.show(vc.storyboard!.instantiateViewController(withIdentifier: "Details"), sender: nil) }
            """
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/Info.plist", kind: .infoPlist, data: Data(plist.utf8)),
            InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(main.utf8)),
            InputFile(
                path: "App/Base.lproj/Onboarding.storyboard", kind: .storyboard,
                data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(inputs.map(\.path).filter(project.isUnloadedInterfaceFile) == ["App/Base.lproj/Onboarding.storyboard"])
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let certain = Dictionary(result.findings.filter { $0.location.file.hasSuffix("Main.storyboard") }.map { ($0.location.line, $0.confidence.isCertain) }) {
            a, b in a && b
        }
        let lines = main.components(separatedBy: "\n")
        func line(_ text: String) -> Int { (lines.firstIndex { $0.contains(text) } ?? -1) + 1 }
        // The initial scene's and the identified scene's labels stay certain; the orphan's does not.
        #expect(certain[line("text=\"Hello\"")] == true)
        #expect(certain[line("text=\"Details\"")] == true)
        #expect(certain[line("text=\"Welcome\"")] == false)
    }

    /// A scene with one fixed-font label reading `text` (and `subviews` after it): the
    /// controller's `attributes` (a storyboard ID, a class) and `connections`.
    static func labelScene(_ id: String, text: String, attributes: String = "", subviews: String = "", connections: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController \(attributes) id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" id="l-\(id)">
                            <rect key="frame" x="16" y="100" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        \(subviews)
                    </subviews>
                </view>
                \(connections)
            </viewController>
        </objects></scene>
        """
    }

    /// Whether each label's finding in `storyboard` is certain, by the label's text.
    static func certainty(of result: AuditResult, in storyboard: String) -> [String: Bool] {
        let lines = storyboard.components(separatedBy: "\n")
        var certain: [String: Bool] = [:]
        for f in result.findings where f.location.file.hasSuffix("Main.storyboard") && lines[f.location.line - 1].contains("<label") {
            let label = lines[f.location.line - 1].components(separatedBy: "text=\"").dropFirst().first?.split(separator: "\"").first.map(String.init) ?? "?"
            certain[label] = f.confidence.isCertain
        }
        return certain
    }

    /// A scene that only its storyboard ID leads to is shown only if code that runs asks for that
    /// ID, or names the class of the scene carrying it (an ID made from the class); the scenes its
    /// segues lead to follow it (green_ios: `Reactivate2faViewController` and
    /// `WalletSettingsViewController`, with IDs no code instantiates). Traps: an ID code cannot be
    /// searched for (`home.main`), and one another storyboard's reference shows.
    @Test func aSceneOnlyAnIDNoCodeAsksForLeadsToIsNeverShown() {
        func scene(_ id: String, identifier: String?, customClass: String?, text: String, segueTo: String? = nil) -> String {
            let attributes = [identifier.map { "storyboardIdentifier=\"\($0)\"" }, customClass.map { "customClass=\"\($0)\"" }].compactMap { $0 }
            return Self.labelScene(
                id, text: text, attributes: attributes.joined(separator: " "),
                connections: segueTo.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"to-\($0)\"/></connections>" } ?? "")
        }
        let scenes = [
            scene("settings", identifier: "Settings", customClass: "SettingsViewController", text: "Settings", segueTo: "legal"),
            scene("legal", identifier: nil, customClass: nil, text: "Legal"),
            scene("wallet", identifier: "Wallet", customClass: "WalletViewController", text: "Wallet", segueTo: "history"),
            scene("history", identifier: nil, customClass: nil, text: "History"),
            scene("profile", identifier: "ProfileViewController", customClass: "ProfileViewController", text: "Profile"),
            scene("home", identifier: "home.main", customClass: nil, text: "Home"),
            scene("help", identifier: "Help", customClass: nil, text: "Help"),
        ].joined(separator: "\n")
        let main = Self.storyboard.replacingOccurrences(of: "<segue destination=\"ref\" kind=\"show\" id=\"toRef\"/>", with: "")
            .replacingOccurrences(of: "REFERENCE", with: scenes)
        let other = Self.storyboard.replacingOccurrences(of: "text=\"Hello\"", with: "text=\"Other\"").replacingOccurrences(
            of: "REFERENCE",
            with: """
                <scene sceneID="s4"><objects>
                    <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Help" id="ref" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func show(_ storyboard: UIStoryboard, from vc: UIViewController) {
                    vc.present(storyboard.instantiateViewController(withIdentifier: "Settings"), animated: true)
                    vc.present(storyboard.instantiateViewController(withIdentifier: String(describing: ProfileViewController.self)), animated: true)
                    vc.present(UIStoryboard(name: "Other", bundle: nil).instantiateInitialViewController()!, animated: true)
                }
            }
            final class SettingsViewController: UIViewController {}
            final class WalletViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            """
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/Info.plist", kind: .infoPlist, data: Data(plist.utf8)),
            InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(main.utf8)),
            InputFile(path: "App/Base.lproj/Other.storyboard", kind: .storyboard, data: Data(other.utf8)),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let lines = main.components(separatedBy: "\n")
        let certain = Self.certainty(of: result, in: main)
        #expect(
            certain == [
                "Hello": true, "Settings": true, "Legal": true, "Wallet": false, "History": false, "Profile": true, "Home": true, "Help": true,
            ])
        let wallet = result.findings.first { lines[$0.location.line - 1].contains("text=\"Wallet\"") }
        #expect(wallet?.confidence.reason?.contains("storyboard ID “Wallet”") == true)
    }

    /// A manual segue (in the controller's own connections, with an identifier) fires only when
    /// code performs it: a scene only such segues lead to, whose identifiers no code names, is
    /// never shown (Monal's old settings scenes, whose `performSegue` calls went with a move to
    /// SwiftUI). Traps: a segue Objective-C performs by its literal, one Swift names by an enum
    /// case, a segue from a control (not manual) and a custom segue whose class performs it (a
    /// reveal controller's `pb_main`, iNaturalist's guides) fire; a segue code performs from a
    /// scene nothing shows leads nowhere either.
    @Test func aSceneOnlyUnperformedManualSeguesLeadToIsNeverShown() {
        func scene(_ id: String, text: String, identifier: String? = nil, connections: String = "") -> String {
            let segue = id == "settings" ? "<connections><segue destination=\"help\" kind=\"show\" id=\"toHelp\"/></connections>" : ""
            let button = """
                <button opaque="NO" contentMode="scaleToFill" id="b-\(id)">
                    <rect key="frame" x="16" y="200" width="200" height="44"/>
                    <state key="normal" title="Open"/>
                    \(segue)
                </button>
                """
            return Self.labelScene(
                id, text: text, attributes: identifier.map { "storyboardIdentifier=\"\($0)\"" } ?? "", subviews: button, connections: connections)
        }
        let manual = """
            <connections>
                <segue destination="logs" kind="show" identifier="showLogs" id="m1"/>
                <segue destination="sounds" kind="showDetail" identifier="showSounds" id="m2"/>
                <segue destination="about" kind="show" identifier="showAbout" id="m3"/>
                <segue destination="reveal" kind="custom" identifier="pb_main" customClass="RevealSegueSetController" id="m5"/>
            </connections>
            """
        let scenes = [
            scene("settings", text: "Settings", connections: manual), scene("logs", text: "Logs"), scene("sounds", text: "Sounds"),
            scene("about", text: "About"), scene("help", text: "Help"), scene("reveal", text: "Reveal"),
            scene(
                "wallet", text: "Wallet", identifier: "Wallet",
                connections: "<connections><segue destination=\"history\" kind=\"show\" identifier=\"showHistory\" id=\"m4\"/></connections>"),
            scene("history", text: "History"),
        ].joined(separator: "\n")
        let main = Self.storyboard.replacingOccurrences(
            of: "<segue destination=\"ref\" kind=\"show\" id=\"toRef\"/>", with: "<segue destination=\"settings\" kind=\"show\" id=\"toSettings\"/>"
        )
        .replacingOccurrences(of: "REFERENCE", with: scenes)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            enum Segue: String { case showAbout }
            func about(from vc: UIViewController) { vc.performSegue(withIdentifier: Segue.showAbout.rawValue, sender: nil) }
            func history(from vc: UIViewController) { vc.performSegue(withIdentifier: "showHistory", sender: nil) }
            """
        let objectiveC = """
            @implementation SettingsController
            - (void)openSounds { [self performSegueWithIdentifier:@"showSounds" sender:self]; }
            @end
            """
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/SettingsController.m", kind: .objectiveC, data: Data(objectiveC.utf8)),
            InputFile(path: "App/Info.plist", kind: .infoPlist, data: Data(plist.utf8)),
            InputFile(path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(main.utf8)),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let certain = Self.certainty(of: result, in: main)
        let lines = main.components(separatedBy: "\n")
        // History: code performs its segue, but from a scene only an ID no code asks for leads to.
        #expect(
            certain == [
                "Hello": true, "Settings": true, "Logs": false, "Sounds": true, "About": true, "Help": true, "Wallet": false, "History": false,
                "Reveal": true,
            ])
        let logs = result.findings.first { lines[$0.location.line - 1].contains("text=\"Logs\"") }
        #expect(logs?.confidence.reason?.contains("manual segue “showLogs”") == true)
    }

    /// A storyboard's initial scene is shown only when something asks for its initial controller:
    /// the main storyboard of Info.plist, `instantiateInitialViewController()`, a storyboard
    /// reference with no identifier (Delta's old settings scene, replaced by a SwiftUI view
    /// while the storyboard still makes its other settings screens by their identifiers).
    @Test func anInitialSceneNothingAsksForIsNeverShown() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """
        let details = Self.detailsScene
        let settings = Self.storyboard.replacingOccurrences(of: "<segue destination=\"ref\" kind=\"show\" id=\"toRef\"/>", with: "")
            .replacingOccurrences(of: "REFERENCE", with: details)
        func certainty(code: String, elsewhere: String = "", extensionPlist: String = "<plist version=\"1.0\"><dict/></plist>") -> [String: Bool] {
            let swift = """
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {}
                func showDetails(from vc: UIViewController) {
                    let storyboard = UIStoryboard(name: "Settings", bundle: nil)
                    \(code)
                }
                """
            let inputs = [
                InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
                InputFile(path: "App/Sync.swift", kind: .swift, data: Data(elsewhere.utf8)),
                InputFile(path: "Extension/Info.plist", kind: .infoPlist, data: Data(extensionPlist.utf8)),
                InputFile(path: "App/Info.plist", kind: .infoPlist, data: Data(plist.utf8)),
                InputFile(
                    path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
                InputFile(path: "App/Base.lproj/Settings.storyboard", kind: .storyboard, data: Data(settings.utf8)),
            ]
            let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
            let lines = settings.components(separatedBy: "\n")
            func text(_ line: Int) -> String { lines[line - 1].contains("Hello") ? "Hello" : lines[line - 1].contains("Details") ? "Details" : "?" }
            var certain: [String: Bool] = [:]
            for f in result.findings {
                if f.location.file.hasSuffix("Main.storyboard") { certain["Main", default: true] = certain["Main", default: true] && f.confidence.isCertain }
                if f.location.file.hasSuffix("Settings.storyboard") { certain[text(f.location.line)] = f.confidence.isCertain }
            }
            return certain
        }
        #expect(
            certainty(code: "vc.present(storyboard.instantiateViewController(withIdentifier: \"Details\"), animated: true)")
                == ["Main": true, "Hello": false, "Details": true])
        // Another storyboard's initial controller, asked for by name elsewhere, is not this one's.
        let sync = "func showSync() -> UIViewController? { UIStoryboard(name: \"Sync\", bundle: nil).instantiateInitialViewController() }"
        #expect(
            certainty(code: "vc.present(storyboard.instantiateViewController(withIdentifier: \"Details\"), animated: true)", elsewhere: sync)
                == ["Main": true, "Hello": false, "Details": true])
        // Trap: asked for of a storyboard the code does not name, it may be any storyboard's.
        let unnamed = "func again(_ vc: UIViewController) -> UIViewController? { vc.storyboard?.instantiateInitialViewController() }"
        #expect(
            certainty(code: "vc.present(storyboard.instantiateViewController(withIdentifier: \"Details\"), animated: true)", elsewhere: unnamed)
                == ["Main": true, "Hello": true, "Details": true])
        // Trap: an app extension's Info.plist names the storyboard it shows (NSExtensionMainStoryboard).
        let notificationContent =
            "<plist version=\"1.0\"><dict><key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>Settings</string></dict></dict></plist>"
        #expect(
            certainty(
                code: "vc.present(storyboard.instantiateViewController(withIdentifier: \"Details\"), animated: true)", extensionPlist: notificationContent)
                == ["Main": true, "Hello": true, "Details": true])
        // Trap: code that asks for the initial controller shows the initial scene (and only it:
        // no code asks for the ID "Details").
        #expect(
            certainty(code: "vc.present(storyboard.instantiateInitialViewController()!, animated: true)")
                == ["Main": true, "Hello": true, "Details": false])
    }

    /// An XcodeGen spec names the launch storyboard in a build setting, with its extension.
    @Test func anXcodeGenSettingLoadsTheLaunchStoryboard() {
        let spec = """
            name: Kiwix
            targets:
              Kiwix:
                type: application
                settings:
                  base:
                    INFOPLIST_KEY_UILaunchStoryboardName: SplashScreenKiwix.storyboard
            """
        let inputs = [
            InputFile(path: "App/Kiwix/App.swift", kind: .swift, data: Data("@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}".utf8)),
            InputFile(path: "App/project.yml", kind: .xcodeGenSpec, data: Data(spec.utf8)),
            InputFile(
                path: "App/Kiwix/SplashScreenKiwix.storyboard", kind: .storyboard,
                data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
            InputFile(path: "App/Kiwix/Old.storyboard", kind: .storyboard, data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(inputs.map(\.path).filter(project.isUnloadedInterfaceFile) == ["App/Kiwix/Old.storyboard"])
    }

    /// The launch screen shows for a moment while the app starts: its findings need review.
    @Test func launchScreenFindingsNeedReview() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string>
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>
            """
        let launch = Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "")
            .replacingOccurrences(of: "useAutolayout=\"YES\"", with: "launchScreen=\"YES\" useAutolayout=\"YES\"")
        let inputs = [
            InputFile(path: "App/Info.plist", kind: .infoPlist, data: Data(plist.utf8)),
            InputFile(
                path: "App/Base.lproj/Main.storyboard", kind: .storyboard, data: Data(Self.storyboard.replacingOccurrences(of: "REFERENCE", with: "").utf8)),
            InputFile(path: "App/Base.lproj/LaunchScreen.storyboard", kind: .storyboard, data: Data(launch.utf8)),
        ]
        let result = Auditor(rules: [RuleRegistry.rule("dynamic-type-text-styles")!], jobs: 1).audit(inputs)
        let certain = Dictionary(result.findings.map { ($0.location.file.fileName, $0.confidence.isCertain) }) { a, b in a && b }
        #expect(certain == ["Main.storyboard": true, "LaunchScreen.storyboard": false])
    }

    /// Objective-C that only declares a class (`@class SortBar;`, an import) does not create it;
    /// Objective-C that allocates one does.
    @Test func anObjectiveCForwardDeclarationLoadsNothing() {
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate { let list = ListViewController() }
            final class SortBar: UIView { static func loadFromNib() -> SortBar { fatalError() } }
            final class Banner: UIView { static func loadFromNib() -> Banner { fatalError() } }
            """
        let header = """
            #import <UIKit/UIKit.h>
            #import "SortBar.h"
            @class SortBar;
            @class Banner;
            @interface ListViewController : UIViewController
            @end
            """
        let implementation = """
            #import "ListViewController.h"
            @implementation ListViewController
            - (void)viewDidLoad { [self.view addSubview:[Banner loadFromNib]]; }
            @end
            """
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/ListViewController.h", kind: .objectiveC, data: Data(header.utf8)),
            InputFile(path: "App/ListViewController.m", kind: .objectiveC, data: Data(implementation.utf8)),
            InputFile(path: "App/SortBar.xib", kind: .xib, data: Data(Self.xib("SortBar").utf8)),
            InputFile(path: "App/Banner.xib", kind: .xib, data: Data(Self.xib("Banner").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(inputs.map(\.path).filter(project.isUnloadedInterfaceFile) == ["App/SortBar.xib"])
        // A class's own code runs only when the class is made: with nothing making
        // ListViewController, what its implementation loads is not loaded either.
        var unmade = inputs
        unmade[0] = InputFile(
            path: "App/App.swift", kind: .swift, data: Data(swift.replacingOccurrences(of: " let list = ListViewController() ", with: "").utf8))
        let dead = ProjectReader(jobs: 1).read(unmade)
        #expect(unmade.map(\.path).filter(dead.isUnloadedInterfaceFile) == ["App/SortBar.xib", "App/Banner.xib"])
    }

    /// Only `~iphone` and `~ipad` make a file a device variant loaded under the plain name: a
    /// stale `Cell~.xib` or `Cell~old.xib` beside `Cell.xib` is loaded by nothing.
    @Test func onlyADeviceModifierMakesAVariant() {
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate { let root = ListViewController() }
            final class ListViewController: UITableViewController {
                override func viewDidLoad() { tableView.register(UINib(nibName: "PriceCell", bundle: nil), forCellReuseIdentifier: "price"); dequeue("price") }
            }
            """
        let inputs =
            [InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8))]
            + ["PriceCell", "PriceCell~ipad", "PriceCell~", "PriceCell~old"].map {
                InputFile(path: "App/\($0).xib", kind: .xib, data: Data(Self.xib("PriceCell").utf8))
            }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(inputs.map(\.path).filter(project.isUnloadedInterfaceFile) == ["App/PriceCell~.xib", "App/PriceCell~old.xib"])
        #expect(InterfaceFileLoading.name(of: "App/Base.lproj/Main~iPad.storyboard") == "Main")
    }

    /// A nib named only by the raw value of an enum case no code makes is loaded by nothing
    /// (TousAntiCovid: `case keyFiguresCell = "KeyFiguresCell"`, no row uses it); a case made
    /// by code that runs, or matched in an arm a made case reaches, loads its nib.
    @Test func aNibNamedOnlyByACaseNothingMakesIsNotLoaded() {
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate { let root = ListViewController() }
            enum XibName: String { case priceCell = "PriceCell"; case wordCell = "WordCell"; case badgeCell = "BadgeCell" }
            enum Row { case price, word, badge }
            final class ListViewController: UITableViewController {
                let rows: [Row] = [.price, .badge]
                func xib(_ row: Row) -> XibName {
                    switch row {
                    case .price: return .priceCell
                    case .word: return .wordCell
                    case .badge: return .badgeCell
                    }
                }
                override func viewDidLoad() {
                    for row in rows { tableView.register(UINib(nibName: xib(row).rawValue, bundle: nil), forCellReuseIdentifier: xib(row).rawValue) }
                }
            }
            final class PriceCell: UITableViewCell {}
            final class WordCell: UITableViewCell {}
            final class BadgeCell: UITableViewCell {}
            """
        let inputs =
            [InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8))]
            + ["PriceCell", "WordCell", "BadgeCell"].map { InputFile(path: "App/\($0).xib", kind: .xib, data: Data(Self.xib($0).utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(inputs.map(\.path).filter(project.isUnloadedInterfaceFile) == ["App/WordCell.xib"])
        // Trap: the list of every case makes every case.
        let listed = inputs.enumerated().map { i, file in
            i > 0
                ? file
                : InputFile(
                    path: file.path, kind: .swift,
                    data: Data(
                        swift.replacingOccurrences(of: "String {", with: "String, CaseIterable {").replacingOccurrences(
                            of: "let rows: [Row] = [.price, .badge]", with: "let rows = XibName.allCases"
                        ).replacingOccurrences(of: "xib(row).rawValue", with: "row.rawValue").utf8))
        }
        #expect(ProjectReader(jobs: 1).read(listed).isUnloadedInterfaceFile("App/WordCell.xib") == false)
    }

    /// R.swift's `R.nib.…` and SwiftGen's `StoryboardScene.…` name files the tool cannot see
    /// (the accessors are generated at build time): nothing is said to be unloaded.
    @Test func generatedAccessorsMayLoadAnyFile() {
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate { let root = ListViewController() }
            final class ListViewController: UITableViewController {
                override func viewDidLoad() { tableView.register(R.nib.wordCell) }
            }
            final class WordCell: UIView {}
            """
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/WordCell.xib", kind: .xib, data: Data(Self.xib("WordCell").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(!project.isUnloadedInterfaceFile("App/WordCell.xib"))
        let unused = project.unusedType(at: SourceLocation(file: "App/App.swift", line: 6))
        #expect(unused == nil)
    }

    /// SwiftGen's generated file committed with the code names the storyboards in literals the
    /// tool reads: a xib named only by a controller nothing creates is not loaded.
    @Test func committedGeneratedAccessorsLoadWhatTheyName() {
        let swift = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let root = StoryboardScene.Main.initialScene.instantiate()
            }
            final class SubscriptionViewController: UITableViewController {
                override func viewDidLoad() { tableView.register(UINib(nibName: "SubscriptionOptionView", bundle: nil), forCellReuseIdentifier: "option") }
            }
            final class SubscriptionOptionView: UITableViewCell {}
            """
        let generated = """
            internal enum StoryboardScene {
                internal enum Main: StoryboardType {
                    internal static let storyboardName = "Main"
                    internal static let initialScene = InitialSceneType<UINavigationController>(storyboard: Main.self)
                }
            }
            """
        let inputs = [
            InputFile(path: "App/App.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/Generated/Storyboard Scenes.swift", kind: .swift, data: Data(generated.utf8)),
            InputFile(path: "App/SubscriptionOptionView.xib", kind: .xib, data: Data(Self.xib("SubscriptionOptionView").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.isUnloadedInterfaceFile("App/SubscriptionOptionView.xib"))
        // Without the generated file, the accessor may load any file.
        let buildTime = ProjectReader(jobs: 1).read(inputs.filter { !$0.path.contains("Generated") })
        #expect(!buildTime.isUnloadedInterfaceFile("App/SubscriptionOptionView.xib"))
    }
}

/// What names a class without making it, what makes it in one module and not another, and the
/// cases of an enum no code makes (mastodon-ios, three false certain findings).
struct NamedButNotMadeTests {
    static let delegate = """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let root = FeedViewController()
        }
        """

    /// A view class named only as a delegate method's parameter type (or a closure's) is
    /// handed in by whoever calls; if nothing makes it, it is unused. Trap: a default value
    /// makes it.
    @Test func aClassNamedOnlyAsAParameterTypeIsUnused() {
        let feed = """
            protocol FeedDelegate: AnyObject { func feed(_ view: ProfileHeaderView, didTap button: UIButton) }
            final class FeedViewController: UIViewController {
                let handler: (BannerView) -> Void = { (banner: BannerView) in banner.isHidden = true }
                func show(_ footer: FooterView = FooterView()) { view.addSubview(footer) }
                override func viewDidLoad() { super.viewDidLoad(); show() }
            }
            final class ProfileHeaderView: UIView { let name = UILabel() }
            final class BannerView: UIView { let title = UILabel() }
            final class FooterView: UIView { let note = UILabel() }
            """
        let inputs = [("App/AppDelegate.swift", Self.delegate), ("App/Feed.swift", feed)]
            .map { InputFile(path: $0.0, kind: .swift, data: Data($0.1.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/Feed.swift", line: 7)) == "ProfileHeaderView")
        #expect(project.unusedType(at: SourceLocation(file: "App/Feed.swift", line: 8)) == "BannerView")
        #expect(project.unusedType(at: SourceLocation(file: "App/Feed.swift", line: 9)) == nil)
    }

    /// Code names its own module's class first: the package makes its own `OverlayView`, so the
    /// app's class of the same name is made by nothing. Trap: the app's code naming it makes
    /// the app's.
    @Test func aSameNamedClassInAnotherPartIsNotTheOneMade() {
        let app = """
            final class FeedViewController: UIViewController {
                let grid = GridView()
            }
            """
        let appOverlay = "final class OverlayView: UIView {\n    let label = UILabel()\n}\n"
        let package = """
            public final class GridView: UIView {
                let overlay = OverlayView()
            }
            public final class OverlayView: UIView { let label = UILabel() }
            """
        let inputs = [
            InputFile(path: "App/AppDelegate.swift", kind: .swift, data: Data(Self.delegate.utf8)),
            InputFile(path: "App/Feed.swift", kind: .swift, data: Data(app.utf8)),
            InputFile(path: "App/OverlayView.swift", kind: .swift, data: Data(appOverlay.utf8)),
            InputFile(path: "Kit/Sources/UI/Grid.swift", kind: .swift, project: "Kit", data: Data(package.utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/OverlayView.swift", line: 2)) == "OverlayView")
        #expect(project.unusedType(at: SourceLocation(file: "Kit/Sources/UI/Grid.swift", line: 4)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "Kit/Sources/UI/Grid.swift", line: 1)) == nil)
        let named = ProjectReader(jobs: 1).read(
            inputs + [InputFile(path: "App/Uses.swift", kind: .swift, data: Data("final class Uses { let o = OverlayView() }\nlet uses = Uses()\n".utf8))])
        #expect(named.unusedType(at: SourceLocation(file: "App/OverlayView.swift", line: 2)) == nil)
    }

    /// A case only previews make (`#Preview`, a `PreviewProvider`) is made by nothing the app
    /// runs: its switch branch is dead (Meshtastic's `.gauge` air quality style). Trap: the
    /// case the app's own code passes.
    @Test func aCaseOnlyPreviewsMakeIsNotMade() {
        let styles = """
            enum IndexStyle {
                case gradient
                case gauge
            }
            final class IndexLabel: UILabel {
                func setup(style: IndexStyle) {
                    switch style {
                    case .gradient:
                        font = .systemFont(ofSize: 17)
                    case .gauge:
                        font = .systemFont(ofSize: 22)
                    }
                }
            }
            final class FeedViewController: UIViewController {
                let label = IndexLabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.setup(style: .gradient)
                }
            }
            #Preview { IndexLabel().setup(style: .gauge) }
            struct IndexLabel_Previews: PreviewProvider {
                static var previews: some View { Text("").onAppear { IndexLabel().setup(style: .gauge) } }
            }
            """
        let inputs = [("App/AppDelegate.swift", Self.delegate), ("App/Styles.swift", styles)]
            .map { InputFile(path: $0.0, kind: .swift, data: Data($0.1.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedMember(at: SourceLocation(file: "App/Styles.swift", line: 11)) == ".gauge")
        #expect(project.unusedMember(at: SourceLocation(file: "App/Styles.swift", line: 9)) == nil)
    }

    /// A switch branch for an enum case no code makes is dead: its finding needs review with the
    /// case named. Traps: a case code makes; a switch over a framework enum with a same-named
    /// case; an enum with a raw type (made from its raw value).
    @Test func aSwitchBranchForACaseNothingMakesIsDead() {
        let styles = """
            enum Style {
                case headline
                case sidebar(isSelected: Bool)
            }
            final class StyledLabel: UILabel {
                func setup(style: Style) {
                    switch style {
                    case .headline:
                        font = .systemFont(ofSize: 17)
                    case .sidebar(let isSelected):
                        font = .systemFont(ofSize: isSelected ? 22 : 20)
                    }
                }
                func tone(_ s: UIUserInterfaceStyle) {
                    switch s {
                    case .light: textColor = .black
                    case .dark: textColor = .white
                    default: break
                    }
                }
                func kind(_ k: Kind) {
                    switch k {
                    case .big: font = .systemFont(ofSize: 30)
                    case .small: font = .systemFont(ofSize: 10)
                    }
                }
            }
            enum Kind: String { case big, small }
            enum Palette { case light, sepia }
            final class FeedViewController: UIViewController {
                let label = StyledLabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.setup(style: .headline)
                    label.kind(Kind(rawValue: "big")!)
                    label.tone(traitCollection.userInterfaceStyle)
                }
            }
            """
        let inputs = [("App/AppDelegate.swift", Self.delegate), ("App/Styles.swift", styles)]
            .map { InputFile(path: $0.0, kind: .swift, data: Data($0.1.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedMember(at: SourceLocation(file: "App/Styles.swift", line: 11)) == ".sidebar")
        #expect(project.unusedCodeReason(at: SourceLocation(file: "App/Styles.swift", line: 11))?.contains(".sidebar of Style") == true)
        #expect(project.unusedMember(at: SourceLocation(file: "App/Styles.swift", line: 9)) == nil)
        #expect(project.unusedMember(at: SourceLocation(file: "App/Styles.swift", line: 16)) == nil)
        #expect(project.unusedMember(at: SourceLocation(file: "App/Styles.swift", line: 23)) == nil)
        #expect(project.unusedMember(at: SourceLocation(file: "App/Styles.swift", line: 24)) == nil)
    }
}

/// A class named only as a superclass, in its own files or as a pointer type is not made: the
/// xib named after it is not loaded by those names (element-ios: MatrixKit's base controllers,
/// whose subclasses load their own xibs). Traps: a class message (`[Base nib]`) and the base's
/// own Swift code naming it (`String(describing: Base.self)`) load it.
struct SuperclassXibTests {
    static let delegate = """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            let call = CallViewController()
            let home = HomeViewController()
        }
        """

    @Test func aXibNamedAfterASuperclassOnlyIsNotLoaded() {
        let objcHeader = "#import \"MXKCallViewController.h\"\n@interface CallViewController : MXKCallViewController\n@end\n"
        let objcBase = """
            #import "MXKCallViewController.h"
            @interface MXKCallViewController ()
            @end
            @implementation MXKCallViewController
            + (instancetype)callViewController:(MXCall *)call {
                MXKCallViewController *instance = [[[self class] alloc] initWithNibName:NSStringFromClass(self.class) bundle:nil];
                return instance;
            }
            @end
            """
        let swift = """
            final class HomeViewController: BaseViewController {}
            class BaseViewController: UIViewController {}
            final class Presenter { func dismiss(_ controller: MXKCallViewController) {} }
            """
        var inputs = [
            InputFile(path: "App/AppDelegate.swift", kind: .swift, data: Data(Self.delegate.utf8)),
            InputFile(path: "App/Home.swift", kind: .swift, data: Data(swift.utf8)),
            InputFile(path: "App/CallViewController.h", kind: .objectiveC, data: Data(objcHeader.utf8)),
            InputFile(path: "App/MXKCallViewController.m", kind: .objectiveC, data: Data(objcBase.utf8)),
            InputFile(path: "App/MXKCallViewController.xib", kind: .xib, data: Data(UnloadedInterfaceFileTests.xib("MXKCallViewController").utf8)),
            InputFile(path: "App/BaseViewController.xib", kind: .xib, data: Data(UnloadedInterfaceFileTests.xib("BaseViewController").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.isUnloadedInterfaceFile("App/MXKCallViewController.xib"))
        #expect(project.isUnloadedInterfaceFile("App/BaseViewController.xib"))
        // The superclass's code still runs: it is not an unused type.
        #expect(project.unusedType(at: SourceLocation(file: "App/Home.swift", line: 2)) == nil)
        // Nor is a class only an entry point that names nothing else inherits from.
        let scene = ProjectReader(jobs: 1).read([
            InputFile(
                path: "App/Scene.swift", kind: .swift,
                data: Data(
                    """
                    final class SceneDelegate: BaseSceneDelegate, UIWindowSceneDelegate {}
                    class BaseSceneDelegate: UIResponder { let root = HomeViewController() }
                    final class HomeViewController: UIViewController {}
                    """.utf8))
        ])
        #expect(scene.unusedType(at: SourceLocation(file: "App/Scene.swift", line: 3)) == nil)
        inputs[3] = InputFile(
            path: "App/MXKCallViewController.m", kind: .objectiveC,
            data: Data((objcBase + "\nstatic void load(void) { UINib *nib = [MXKCallViewController nib]; }\n").utf8))
        inputs[1] = InputFile(
            path: "App/Home.swift", kind: .swift,
            data: Data(
                swift.replacingOccurrences(
                    of: "class BaseViewController: UIViewController {}",
                    with:
                        "class BaseViewController: UIViewController { init() { super.init(nibName: String(describing: BaseViewController.self), bundle: nil) } }"
                ).utf8))
        let loading = ProjectReader(jobs: 1).read(inputs)
        #expect(!loading.isUnloadedInterfaceFile("App/MXKCallViewController.xib"))
        #expect(!loading.isUnloadedInterfaceFile("App/BaseViewController.xib"))
    }

    /// An Objective-C class whose own code names it (`[MXKAccountDetailsViewController class]`
    /// in its `+nib`, its name in doc comments) is made only if other code names it. Trap: an
    /// Objective-C application delegate's code runs (the system makes it).
    @Test func anObjectiveCClassNamingItselfIsNotMadeByThat() {
        let header = """
            /**
             Creates and returns a new `MXKAccountDetailsViewController` object.
             */
            @interface MXKAccountDetailsViewController : UITableViewController
            + (UINib *)nib;
            @end
            """
        let implementation = """
            @implementation MXKAccountDetailsViewController
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass([MXKAccountDetailsViewController class]) bundle:nil]; }
            @end
            """
        let delegate = """
            @interface LegacyAppDelegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation LegacyAppDelegate
            - (void)applicationDidFinishLaunching:(UIApplication *)application { [self.window addSubview:[[BannerView nib] instantiateWithOwner:nil options:nil][0]]; }
            @end
            """
        let inputs = [
            InputFile(path: "App/MXKAccountDetailsViewController.h", kind: .objectiveC, data: Data(header.utf8)),
            InputFile(path: "App/MXKAccountDetailsViewController.m", kind: .objectiveC, data: Data(implementation.utf8)),
            InputFile(path: "App/LegacyAppDelegate.m", kind: .objectiveC, data: Data(delegate.utf8)),
            InputFile(
                path: "App/MXKAccountDetailsViewController.xib", kind: .xib, data: Data(UnloadedInterfaceFileTests.xib("MXKAccountDetailsViewController").utf8)),
            InputFile(path: "App/BannerView.xib", kind: .xib, data: Data(UnloadedInterfaceFileTests.xib("BannerView").utf8)),
        ]
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(inputs.map(\.path).filter(project.isUnloadedInterfaceFile) == ["App/MXKAccountDetailsViewController.xib"])
    }
}

/// A method called only in branches the project's constant flags never run is unused
/// (element-ios: the legacy sign-in screen behind `onboardingEnableNewAuthenticationFlow = true`).
/// Traps: a flag declared with two values in `#if` branches is no constant; a framework's flag
/// is not known.
struct ConstantFlagTests {
    @Test func aMethodOnlyADeadFlagBranchCallsIsUnused() {
        let settings = """
            enum BuildSettings {
                static let newFlow = true
                static let showRegister = true
                #if DEBUG
                static let debugMenu = true
                #else
                static let debugMenu = false
                #endif
            }
            """
        let coordinator = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = OnboardingCoordinator()
            }
            final class OnboardingCoordinator {
                init() {
                    if BuildSettings.newFlow { showNew() } else { showLegacy() }
                    guard BuildSettings.showRegister else { showLegacyToo(); return }
                    if !BuildSettings.debugMenu { showRelease() } else { showDebug() }
                    if UIAccessibility.isVoiceOverRunning { showNew() } else { showVoiceOverOff() }
                }
                private func showNew() {}
                private func showLegacy() { let l = UILabel(); l.font = .systemFont(ofSize: 12) }
                private func showLegacyToo() {}
                private func showRelease() {}
                private func showDebug() {}
                private func showVoiceOverOff() {}
            }
            """
        let inputs = [("App/BuildSettings.swift", settings), ("App/Coordinator.swift", coordinator)]
            .map { InputFile(path: $0.0, kind: .swift, data: Data($0.1.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        func unused(_ line: Int) -> String? { project.unusedMember(at: SourceLocation(file: "App/Coordinator.swift", line: line)) }
        #expect(unused(12) == nil)
        #expect(unused(13) == "showLegacy")
        #expect(unused(14) == "showLegacyToo")
        #expect(unused(15) == nil && unused(16) == nil && unused(17) == nil)
    }

    /// safe-ios: `AppConfiguration.FeatureToggles.socialLogin`, a `static var … = false` that
    /// nothing assigns, guards the only way to a screen, with another condition beside it. Trap:
    /// a static var some code assigns is no constant.
    @Test func aStaticVarFlagNothingAssignsIsAConstant() {
        let settings = """
            enum AppConfiguration {
                enum FeatureToggles {
                    static var socialLogin: Bool = false
                    static var relay: Bool = false
                }
            }
            """
        let coordinator = """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = CreateCoordinator(name: "a")
            }
            final class CreateCoordinator {
                init(name: String?) {
                    if AppConfiguration.FeatureToggles.socialLogin, let name { showSocial(name) }
                    if AppConfiguration.FeatureToggles.relay { showRelay() }
                }
                func enableRelay() { AppConfiguration.FeatureToggles.relay = true }
                private func showSocial(_ name: String) {}
                private func showRelay() {}
            }
            """
        let inputs = [("App/Configuration.swift", settings), ("App/Coordinator.swift", coordinator)]
            .map { InputFile(path: $0.0, kind: .swift, data: Data($0.1.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        func unused(_ line: Int) -> String? { project.unusedMember(at: SourceLocation(file: "App/Coordinator.swift", line: line)) }
        #expect(unused(11) == "showSocial")
        #expect(unused(12) == nil)
    }
}

/// Code only a Mac runs makes nothing on iOS: what an `#if targetEnvironment(macCatalyst)`
/// clause, or the branch of `ProcessInfo.processInfo.isMacCatalystApp`, names is not used there;
/// a controller only such code makes runs none of its code, so a method only it calls is unused;
/// and what only that method adds to a view is not on screen (Amperfy's mini player: its Mac
/// buttons are added by `configureForMac()`, which only the Catalyst split view calls).
struct MacOnlyCodeTests {
    static let files = [
        "App/AppDelegate.swift": """
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                #if targetEnvironment(macCatalyst)
                window?.rootViewController = SplitController()
                #else
                window?.rootViewController = TabsController()
                #endif
                if ProcessInfo.processInfo.isMacCatalystApp { Styler().styleForMac() } else { Styler().styleForPhone() }
                return true
            }
        }
        final class Styler { func styleForMac() {}\n func styleForPhone() {} }
        """,
        "App/Controllers.swift": """
        final class SplitController: UIViewController {
            let player = PlayerView()
            override func viewDidLoad() { player.configureForMac() }
        }
        final class TabsController: UIViewController {
            let player = PlayerView()
            override func viewDidLoad() { player.configureForPhone() }
            func open() { present(storyboard!.instantiateViewController(withIdentifier: "made") as! MadeController, animated: true) }
        }
        final class MadeController: UIViewController {}
        protocol Hosting {}
        extension SplitController: Hosting {}
        extension PlayerView {
            func host(of root: UIViewController?) -> Hosting? {
                guard let split = root as? SplitController else { return nil }
                return split
            }
        }
        """,
        "App/PlayerView.swift": """
        final class PlayerView: UIView {
            lazy var playButton: UIButton = { let b = UIButton(); b.setImage(UIImage(named: "play_icon"), for: .normal); return b }()
            lazy var repeatButton: UIButton = { let b = UIButton(); b.setImage(UIImage(named: "repeat_icon"), for: .normal); return b }()
            lazy var controls: UIView = {
                let view = UIView()
                view.addSubview(repeatButton)
                return view
            }()
            public func configureForMac() {
                addSubview(controls)
            }
            func configureForPhone() {
                addSubview(phoneControls)
            }
            lazy var phoneControls: UIView = { let view = UIView(); view.addSubview(playButton); return view }()
        }
        """,
    ]

    @Test func whatOnlyMacCodeMakesIsUnusedOnIOS() {
        let inputs = Self.files.map { InputFile(path: $0.key, kind: .swift, data: Data($0.value.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/Controllers.swift", line: 2)) == "SplitController")
        #expect(project.unusedType(at: SourceLocation(file: "App/Controllers.swift", line: 6)) == nil)
        // A cast tests a value's type (`root as? SplitController`, below) and makes none; a cast
        // of what a call returns may be how it is made.
        #expect(project.unusedType(at: SourceLocation(file: "App/Controllers.swift", line: 11)) == nil)
        // The method only the unused controller calls is unused; the iOS one is used.
        #expect(project.unusedMember(at: SourceLocation(file: "App/PlayerView.swift", line: 10)) == "configureForMac")
        #expect(project.unusedMember(at: SourceLocation(file: "App/PlayerView.swift", line: 13)) == nil)
        // A run-time Mac check's branch calls nothing on iOS; its `else` does.
        #expect(project.unusedMember(at: SourceLocation(file: "App/AppDelegate.swift", line: 14)) == "styleForMac")
        #expect(project.unusedMember(at: SourceLocation(file: "App/AppDelegate.swift", line: 15)) == nil)
    }

    @Test func aViewOnlyMacCodeAddsIsNotOnScreen() {
        let inputs = Self.files.map { InputFile(path: $0.key, kind: .swift, data: Data($0.value.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        let screen = project.screens.map(\.screen).first { $0.controllerClass == "PlayerView" }
        var byID: [String: Element] = [:]
        screen?.root.forEach { byID[$0.id] = $0 }
        #expect(byID["controls"]?.unreadCode?.contains("never runs on iOS") == true)
        #expect(byID["repeatButton"]?.unreadCode?.contains("never runs on iOS") == true)
        // Trap: what the iOS layout adds is on screen; `view.addSubview(playButton)` in the
        // closure adds it to `phoneControls`, not to the player.
        #expect(byID["phoneControls"]?.children.map(\.id) == ["playButton"])
        #expect(byID["playButton"] != nil && byID["playButton"]?.unreadCode == nil)
        let findings = Auditor(rules: RuleRegistry.all, jobs: 1).audit(inputs).findings.filter { $0.location.file.hasSuffix("PlayerView.swift") }
        let unlabelled = findings.filter { $0.ruleID == "image-button-label" }
        #expect(unlabelled.contains { $0.location.line == 2 && $0.confidence.isCertain })
        #expect(unlabelled.contains { $0.location.line == 3 && !$0.confidence.isCertain })
        #expect(!findings.contains { $0.location.line == 3 && $0.confidence.isCertain })
    }
}

/// Objective-C names a Swift class by the name `@objc(Name)` gives it (onebusaway's onboarding
/// controller, made only by `[OBAOnboardingFlowController evaluateWithApplication:…]`); a type
/// test in Swift (`root is OnboardingFlowController`) makes none. Trap: a renamed class nothing
/// names is unused.
struct ObjectiveCNameTests {
    @Test func objectiveCMakesARenamedSwiftClass() {
        let files = [
            "App/AppDelegate.m": """
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation AppDelegate
            - (void)reload { [OBAOnboardingFlowController evaluate]; }
            @end
            """,
            "App/Onboarding.swift": """
            @objc(OBAOnboardingFlowController)
            public class OnboardingFlowController: UIViewController {
                @objc public static func evaluate() {}
            }
            @objc(OBALegacyController)
            public class LegacyController: UIViewController {}
            final class Checker { func isOnboarding(_ root: UIViewController?) -> Bool { root is OnboardingFlowController || root is LegacyController } }
            """,
        ]
        let inputs = files.map { InputFile(path: $0.key, kind: $0.key.hasSuffix(".swift") ? .swift : .objectiveC, data: Data($0.value.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        #expect(project.unusedType(at: SourceLocation(file: "App/Onboarding.swift", line: 2)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "App/Onboarding.swift", line: 6)) == "LegacyController")
    }
}

/// An Objective-C method its class's header declares that no code calls does nothing (Monal:
/// the only method that shows a settings cell's slider has no caller; every other set-up hides
/// it): what it does to a view's visibility does not count. Traps: a method Swift calls by its
/// labels, one only a called method calls, an action Interface Builder calls, and a table's
/// data source method UIKit calls.
struct UncalledObjectiveCMethodTests {
    static let files: [String: String] = [
        "App/AppDelegate.m": """
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @end
        @implementation AppDelegate
        @end
        """,
        "App/SwitchCell.h": """
        @interface SwitchCell : UITableViewCell
        @property (nonatomic, weak) IBOutlet UISlider* slider;
        -(void) clear;
        -(void) initCell:(NSString*) label withLabel:(NSString*) right;
        -(void) initCell:(NSString*) label withSliderKey:(NSString*) key;
        -(void) initCell:(NSString*) label withToggleKey:(NSString*) key;
        -(void) initCell:(NSString*) label withStepperKey:(NSString*) key;
        -(IBAction) reset:(id) sender;
        -(NSInteger) tableView:(UITableView*) tableView numberOfRowsInSection:(NSInteger) section;
        @end
        """,
        "App/SwitchCell.m": """
        @implementation SwitchCell
        -(void) clear
        {
            self.slider.hidden = YES;
        }
        -(void) initCell:(NSString*) label withLabel:(NSString*) right
        {
            [self clear];
            [self initCell:label withToggleKey:@"k"];
        }
        -(void) initCell:(NSString*) label withSliderKey:(NSString*) key
        {
            [self clear];
            self.slider.hidden = NO;
        }
        -(void) initCell:(NSString*) label withToggleKey:(NSString*) key
        {
            self.slider.alpha = 1;
        }
        -(void) initCell:(NSString*) label withStepperKey:(NSString*) key
        {
            self.slider.alpha = 1;
        }
        -(IBAction) reset:(id) sender
        {
            self.slider.hidden = NO;
        }
        -(NSInteger) tableView:(UITableView*) tableView numberOfRowsInSection:(NSInteger) section
        {
            return 1;
        }
        @end
        """,
        "App/Settings.swift": """
        final class SettingsController: UITableViewController {
            func configure(_ cell: SwitchCell) { cell.initCell("Sound", withStepperKey: "sound") }
        }
        """,
        "App/Settings.m": """
        @implementation SettingsTable
        -(void) show:(SwitchCell*) cell { [cell initCell:@"Version" withLabel:@"1.0"]; }
        @end
        """,
    ]

    @Test func aMethodNoCodeCallsDoesNothing() {
        let inputs = Self.files.map { InputFile(path: $0.key, kind: $0.key.hasSuffix(".swift") ? .swift : .objectiveC, data: Data($0.value.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        func unused(_ line: Int) -> String? { project.unusedMember(at: SourceLocation(file: "App/SwitchCell.m", line: line)) }
        #expect(unused(12) == "initCell:withSliderKey:")
        #expect(unused(13) == "initCell:withSliderKey:")
        #expect(unused(3) == nil)  // clear: called
        #expect(unused(8) == nil)  // initCell:withLabel:, called from another class
        #expect(unused(17) == nil)  // only a called method calls it
        #expect(unused(21) == nil)  // Swift calls it with its labels
        #expect(unused(25) == nil)  // an action
        #expect(unused(29) == nil)  // UIKit calls a data source
        // Its write no longer shows the slider: `clear` hides it, the action shows it again.
        let hidden = project.parts.values.flatMap { $0.code.types["SwitchCell"]?.assignments["slider"] ?? [] }.filter { $0.viewProperty == .isHidden }
        #expect(hidden.map(\.origin.location.line).sorted() == [4, 26])
    }
}

/// What only an `#if` clause the Release configuration does not compile names is not used: a
/// settings section added under `#if DOGFOOD || DEBUG` is never made in the App Store build, so
/// the `switch` branch that shows its screen never runs (falcon's feature-flag screen). (The
/// screen itself stays reached: what a dead branch names still counts, see status.md.)
struct ReleaseOnlyNamesTests {
    static let source = """
        import UIKit
        enum Section { case general, featureFlags }
        final class SettingsPresenter {
            func sections() -> [Section] {
                var sections: [Section] = [.general]
                #if DOGFOOD || DEBUG
                sections.append(.featureFlags)
                #endif
                return sections
            }
        }
        final class SettingsViewController: UIViewController {
            let presenter = SettingsPresenter()
            override func viewDidLoad() {
                for section in presenter.sections() {
                    switch section {
                    case .general: view.addSubview(UILabel())
                    case .featureFlags: show(FlagsViewController(), sender: nil)
                    }
                }
            }
        }
        \(Self.captioned("FlagsViewController", root: "SettingsViewController()"))
        """

    /// A controller with a fixed-font caption, and the app delegate that shows `root`.
    static func captioned(_ controller: String, root: String) -> String {
        """
        final class \(controller): UIViewController {
            let caption = UILabel()
            override func viewDidLoad() { caption.font = .systemFont(ofSize: 11); view.addSubview(caption) }
        }
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = \(root)
                return true
            }
        }
        """
    }

    @Test func aCaseOnlyAClauseReleaseLeavesOutMakesIsNeverMade() {
        let project = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "", source: Self.source))
        let file = "Demo/App/Views/Home.swift"
        #expect(project.unusedCodeReason(at: SourceLocation(file: file, line: 18))?.contains("featureFlags") == true)
        // Trap: where Release sets DOGFOOD, the section is made and the screen shown.
        let dogfood = ProjectReader(jobs: 1).read(
            ReleaseConditionTests.files(appRelease: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) DOGFOOD\"; ", source: Self.source))
        #expect(dogfood.unusedCodeReason(at: SourceLocation(file: file, line: 18)) == nil)
        #expect(dogfood.unusedType(at: SourceLocation(file: file, line: 24)) == nil)
    }

    /// An enum with a raw type and `CaseIterable` whose case no code makes (Meshtastic's
    /// `AqiDisplayMode`, `.dot` made only by previews): its branch is dead code, unless code
    /// makes the cases without naming them.
    static func modes(_ extra: String) -> String {
        """
        import UIKit
        enum Mode: Int, CaseIterable, Identifiable {
            case pill = 0
            case dot = 1
            var id: Int { rawValue }
        }
        final class BadgeViewController: UIViewController {
            let caption = UILabel()
            var mode: Mode = .pill
            override func viewDidLoad() {
                switch mode {
                case .pill: view.addSubview(caption)
                case .dot: caption.font = .systemFont(ofSize: 11)
                }
            }
        }
        \(extra)
        \(Self.captioned("HomeViewController", root: "BadgeViewController()"))
        """
    }

    @Test(arguments: [
        ("", true),
        // Traps: cases made through `allCases`, a raw value, a property wrapper's stored raw
        // value, a generic parameter's `allCases`, a decoder adopted in an extension.
        ("let all = Mode.allCases", false),
        ("let one = Mode(rawValue: 1)", false),
        ("struct Settings { @UserDefault(\"m\") var mode: Mode = .pill }", false),
        ("func list<E: CaseIterable>(_ type: E.Type) -> E.AllCases { E.allCases }", false),
        ("extension Mode: Codable {}", false),
        // A case the enum's own static code makes by its bare name (green's `CsvTime.all`).
        ("extension Mode { static func all() -> [Mode] { [pill, dot] } }", false),
    ])
    func aCaseOfARawIterableEnumNoCodeMakesIsNeverMade(extra: String, dead: Bool) {
        let project = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "", source: Self.modes(extra)))
        let reason = project.unusedCodeReason(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 13))
        #expect((reason?.contains(".dot") == true) == dead, "\(extra): \(reason ?? "nil")")
    }

    /// Trap: capitalised cases the enum's own static code makes by their bare names (green's
    /// `CsvTime.all(for:)`: `return [Short, Medium, Long]`) are made.
    @Test func capitalisedCasesMadeByBareNameInStaticCodeAreMade() {
        let source = """
            import UIKit
            enum Term: Int {
                case Short
                case Long
                static func all() -> [Term] { [Short, Long] }
            }
            final class TermsViewController: UIViewController {
                let caption = UILabel()
                override func viewDidLoad() {
                    for term in Term.all() {
                        switch term {
                        case .Short: view.addSubview(caption)
                        case .Long: caption.font = .systemFont(ofSize: 11)
                        }
                    }
                }
            }
            \(Self.captioned("HomeViewController", root: "TermsViewController()"))
            """
        let project = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "", source: source))
        #expect(project.unusedCodeReason(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 13)) == nil)
    }

    /// Trap: `switch self` in an enum with raw values is over that enum, which `init(rawValue:)`
    /// makes, not over a plain enum of the same case names that nothing makes (stepik's tabs).
    @Test func aSwitchOverAnEnumWithRawValuesIsNotTakenForAPlainOne() {
        let source = """
            import UIKit
            enum LegacyTab { case home, search }
            private enum Tab: String {
                case home = "Home"
                case search = "Search"
                var controller: UIViewController {
                    switch self {
                    case .home: return HomeViewController()
                    case .search: return UIViewController()
                    }
                }
            }
            \(Self.captioned("HomeViewController", root: #"Tab(rawValue: "Home")?.controller"#))
            """
        let project = ProjectReader(jobs: 1).read(ReleaseConditionTests.files(appRelease: "", source: source))
        // The branch is not dead code, and the screen it makes is used.
        #expect(project.unusedCodeReason(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 8)) == nil)
        #expect(project.unusedType(at: SourceLocation(file: "Demo/App/Views/Home.swift", line: 14)) == nil)
    }
}
