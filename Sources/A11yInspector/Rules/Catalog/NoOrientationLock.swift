/// The app turns with the device.
struct NoOrientationLock: Rule {
    let metadata = RuleMetadata(
        id: "no-orientation-lock",
        title: "App or screen locked to one orientation",
        rationale:
            "Someone with a device mounted on a wheelchair, or who can hold it only one way, cannot turn it to suit the app. WCAG 1.3.4 asks content not to restrict itself to portrait or landscape unless one orientation is essential (a piano keyboard, a bank cheque scan).",
        wcag: ["1.3.4"], impact: .serious, defaultSeverity: .warning,
        tags: ["orientation", "motor", "low-vision"],
        help:
            "List both portrait and landscape orientations in UISupportedInterfaceOrientations (and ~ipad), and let screens return all the orientations they can lay out (with Auto Layout, size classes or ViewThatFits); restrict only a screen that truly needs one orientation.",
        sources: ["B ch3 L651", "B ch2 L341-343", "seed rule #84"],
        summary:
            "Info.plist (or `INFOPLIST_KEY_…`) or the app delegate's `application(_:supportedInterfaceOrientationsFor:)` allowing only portrait; landscape only, and screens that lock, *needs review*; one finding per app",
        appleAuditTypes: [], nutritionLabels: [])

    static func plist(_ orientations: [String], key: String = "UISupportedInterfaceOrientations") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>\(key)</key>
        <array>\(orientations.map { "<string>UIInterfaceOrientation\($0)</string>" }.joined())</array>
        </dict></plist>
        """
    }

    var examples: [RuleExample] {
        [
            .code("Info.plist allows only portrait", .triggers(count: 1), ["App/Info.plist": Self.plist(["Portrait"])]).at("App/Info.plist:3"),
            .code(
                "The generated Info.plist's iPhone setting allows only portrait", .triggers(count: 1),
                [
                    "App/App.xcodeproj/project.pbxproj": """
                    buildSettings = {
                        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                        ↓INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                    };
                    """
                ]),
            .code(
                "Trap: a watch app's generated Info.plist setting, in a configuration built for watchOS", .passes,
                [
                    "App/App.xcodeproj/project.pbxproj": """
                    buildSettings = {
                        INFOPLIST_KEY_UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown";
                        PRODUCT_BUNDLE_IDENTIFIER = com.example.app.watchkitapp;
                        SDKROOT = watchos;
                        TARGETED_DEVICE_FAMILY = 4;
                    };
                    buildSettings = {
                        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                        SDKROOT = iphoneos;
                    };
                    """
                ]),
            .code(
                "A game locked to landscape: landscape may be essential", .needsReview(count: 1),
                ["App/Info.plist": Self.plist(["LandscapeLeft", "LandscapeRight"])]
            ).at("App/Info.plist:3"),
            .code(
                "One screen locked to portrait", .needsReview(count: 1),
                [
                    "App/Info.plist": Self.plist(["Portrait", "LandscapeLeft", "LandscapeRight"]),
                    "App/ProfileViewController.swift": """
                    final class ProfileViewController: UIViewController {
                        override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """,
                ]),
            .code(
                "Trap: Info.plist allows only portrait, but the app delegate's answer overrides it (ello)", .passes,
                [
                    "App/Info.plist": Self.plist(["Portrait"]),
                    "App/AppDelegate.swift": """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            if UIDevice.current.userInterfaceIdiom == .phone {
                                if AppDelegate.restrictRotation { return .portrait }
                                return .allButUpsideDown
                            }
                            return .all
                        }
                    }
                    """,
                ]),
            .code(
                "Trap: a screen that turns with the rest, and one whose answer is computed", .passes,
                [
                    "App/Info.plist": Self.plist(["Portrait", "LandscapeLeft", "LandscapeRight"]),
                    "App/Screens.swift": """
                    final class ReaderViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscape] }
                    }
                    final class CameraViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { isRecording ? .portrait : .all }
                    }
                    """,
                ]),
        ]
    }

    /// Only portrait orientations, or only landscape ones.
    static func lockedTo(_ orientations: Set<InterfaceOrientation>) -> String? {
        guard !orientations.isEmpty else { return nil }
        if orientations.allSatisfy(\.isPortrait) { return "portrait" }
        if !orientations.contains(where: \.isPortrait) { return "landscape" }
        return nil
    }

    func confidence(_ lock: String) -> Confidence {
        lock == "portrait" ? .certain : .needsReview(reason: "landscape only can be essential (a game, a piano keyboard, a video player)")
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events.compactMap { e -> (CodeEvent, OrientationSupport)? in
            guard e.kind == .supportedOrientations, case .orientations(let support) = e.detail else { return nil }
            return (e, support)
        }
        var appLocked = false
        var findings: [Finding] = []
        // The app delegate's answer replaces Info.plist's.
        if let appWide = events.first(where: { $0.1.appWide }) {
            if let set = appWide.1.orientations, let lock = Self.lockedTo(set) {
                appLocked = true
                findings.append(
                    context.finding(
                        at: appWide.0.location, "application(_:supportedInterfaceOrientationsFor:) allows only \(lock): the app cannot turn with the device",
                        confidence: confidence(lock)))
            }
        } else if let (list, lock) = lockedList(project) {
            appLocked = true
            let hasIPadList = project.infoPlistLists.contains { $0.key.hasSuffix("~ipad") }
            let device = list.key.hasSuffix("~ipad") ? " on iPad" : hasIPadList ? " on iPhone" : ""
            findings.append(
                context.finding(
                    at: list.location, "\(list.key) allows only \(lock)\(device): the app cannot turn with the device",
                    confidence: confidence(lock)))
        }
        guard !appLocked else { return findings }
        // Screens that lock, reported once for the app.
        let locked = events.compactMap { event, support -> (CodeEvent, String)? in
            guard !support.appWide, let set = support.orientations, let lock = Self.lockedTo(set) else { return nil }
            return (event, lock)
        }
        if let (event, lock) = locked.first {
            let others = locked.count > 1 ? " (and \(locked.count - 1) other screen\(locked.count > 2 ? "s" : ""))" : ""
            findings.append(
                context.finding(
                    at: event.location, "\(event.type ?? "This screen") allows only \(lock)\(others)",
                    confidence: .needsReview(
                        reason: "a screen may need one orientation (a camera, a scanner, a signature pad); a root controller that locks locks every screen")))
        }
        return findings
    }

    /// The first orientation list that locks: iPhone's (`UISupportedInterfaceOrientations`),
    /// or iPad's (`~ipad`, or iPhone's when iPad has none).
    func lockedList(_ project: ProjectContext) -> (InfoPlistList, String)? {
        let lists = project.infoPlistLists.filter { $0.key.hasPrefix(InfoPlistKey.supportedInterfaceOrientations) }
        for list in lists {
            let set = Set(list.items.compactMap(InterfaceOrientation.init(infoPlistValue:)))
            if let lock = Self.lockedTo(set) { return (list, lock) }
        }
        return nil
    }
}
