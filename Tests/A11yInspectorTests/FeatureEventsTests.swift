import Foundation
import Testing
@testable import A11yInspector

/// What `FeatureEventsVisitor` reads from Swift, beyond what the rule examples show.
struct FeatureEventsTests {
    func events(_ source: String, _ kind: CodeEvent.Kind) -> [CodeEvent] {
        SwiftFactsReader.read(path: "App/File.swift", source: source).events.filter { $0.kind == kind }
    }

    func limits(_ source: String) -> [TextSizeLimit] {
        events(source, .textSizeLimit).compactMap { if case .textSize(let limit) = $0.detail { return limit } else { return nil } }
    }

    @Test func dynamicTypeSizeArgumentsAreReadFromSyntax() {
        let found = limits(
            """
            struct V: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    VStack {
                        Text("a").dynamicTypeSize(.xxLarge)
                        Text("b").dynamicTypeSize(...DynamicTypeSize.accessibility1)
                        Text("c").dynamicTypeSize(.large ... .xxxLarge)
                        Text("d").dynamicTypeSize(.large...)
                        Text("e").dynamicTypeSize(size < .accessibility1 ? size : .accessibility1)
                        Text("f").dynamicTypeSize(size)
                    }
                }
            }
            """)
        #expect(
            found.map(\.sizes) == [
                .extraExtraLarge ... .extraExtraLarge, .extraSmall ... .accessibilityMedium,
                .large ... .extraExtraExtraLarge, .large ... .accessibilityExtraExtraExtraLarge,
            ])
    }

    /// IceCubes: `Text(count) #if … #else .font(.footnote).dynamicTypeSize(.medium) #endif` limits
    /// the text before the `#if`; an icon sized with `.font` holds no text.
    @Test func aModifierInsideAnIfClauseOfAChainSeesTheViewBeforeIt() {
        let found = limits(
            """
            struct V: View {
                var count: some View {
                    Text(count, format: .number)
                      #if targetEnvironment(macCatalyst)
                        .font(.scaledFootnote)
                      #else
                        .font(.footnote)
                        .dynamicTypeSize(.medium)
                      #endif
                }
                var icon: some View {
                    action.image.font(.body).dynamicTypeSize(.large)
                }
            }
            """)
        #expect(found.map(\.holdsText) == [true, false])
    }

    @Test func aTraitCollectionOnlyCountsWhenItOverridesWhatViewsGet() {
        let found = limits(
            """
            final class C: UIViewController {
                func setUp(_ child: UIViewController) {
                    setOverrideTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(preferredContentSizeCategory: .large)]), forChild: child)
                    let cap = metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
                    label.font = .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .medium))
                }
            }
            """)
        #expect(found.map(\.sizes.upperBound) == [.large, .medium])
    }

    @Test func previewsAreNotTheApp() {
        let found = limits(
            """
            struct V_Previews: PreviewProvider, TestablePreview {
                static var previews: some View { Text("a").dynamicTypeSize(.accessibility1) }
            }
            #Preview { Text("b").environment(\\.sizeCategory, .extraLarge) }
            """)
        #expect(found.isEmpty)
    }

    @Test func launchCallsLeaveOutCompilationConditions() {
        let calls = events(
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    #if targetEnvironment(macCatalyst)
                    setUpMenus()
                    #endif
                    self.registerForPush()
                    return true
                }
            }
            """, .launchCall
        ).compactMap { if case .api(let name) = $0.detail { return name } else { return nil } }
        #expect(calls == ["setUpMenus", "registerForPush"])
    }

    @Test func canPerformActionReadsParenthesesAndSetsOfSelectors() {
        let offered = events(
            """
            final class A: UILabel {
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    return (action == #selector(copy(_:)))
                }
            }
            final class B: UIView {
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                    guard isEditing else { return false }
                    return Set([#selector(cut(_:)), #selector(UIResponderStandardEditActions.selectAll(_:))]).contains(action)
                }
            }
            """, .editActionsAlwaysOffered
        ).compactMap { if case .editActions(let a) = $0.detail { return a } else { return nil } }
        #expect(offered == [[.copy], [.cut, .selectAll]])
    }

    @Test func statusReadsSayTheirPermissionWhenTheAPIDoes() {
        let reads = events(
            """
            final class P {
                func check() {
                    _ = CLLocationManager.authorizationStatus()
                    _ = AVCaptureDevice.authorizationStatus(for: .audio)
                    _ = store.authorizationStatus(for: .contacts)
                    _ = manager.authorizationStatus
                    UNUserNotificationCenter.current().getNotificationSettings { settings in _ = settings.authorizationStatus }
                }
            }
            """, .permissionStatusRead
        ).map { event -> ProtectedResource? in
            guard case .resource(let resource) = event.detail else { Issue.record("\(event.detail) is not a resource"); return nil }
            return resource
        }
        #expect(reads == [.location, .microphone, .contacts, nil, .notifications, .notifications])
    }

    @Test func projectSettingsGiveOrientationListsWhereTheyAreSet() {
        let lists = InfoPlistReader.lists(
            pbxproj: Data(
                """
                buildSettings = {
                    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";

                    INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                    INFOPLIST_KEY_NSCameraUsageDescription = "Scan";
                };
                """.utf8), path: "App.xcodeproj/project.pbxproj")
        #expect(lists.map(\.key) == ["UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations"])
        #expect(lists.map(\.location.line) == [2, 4])
        #expect(lists.last?.items == ["UIInterfaceOrientationPortrait"])
        #expect(InterfaceOrientation(infoPlistValue: "UIInterfaceOrientationLandscapeLeft") == .landscapeLeft)
    }

    @Test func anExtensionsOrAWatchAppsInfoPlistListsAreNotTheApps() {
        func plist(_ extra: String) -> Data {
            Data(
                #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(extra)<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array></dict></plist>"#
                    .utf8)
        }
        #expect(InfoPlistReader.lists(plist: plist(""), path: "App/Info.plist").map(\.key) == ["UISupportedInterfaceOrientations"])
        #expect(InfoPlistReader.lists(plist: plist("<key>NSExtension</key><dict/>"), path: "Share/Info.plist").isEmpty)
        #expect(InfoPlistReader.lists(plist: plist("<key>WKWatchKitApp</key><true/>"), path: "Watch/Info.plist").isEmpty)
    }
}
