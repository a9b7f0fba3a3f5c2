/// Permission prompts come when people use the feature that needs them.
struct PermissionInContext: Rule {
    let metadata = RuleMetadata(
        id: "permission-in-context",
        title: "Permission requested at launch",
        rationale:
            "A prompt at launch, before people have done anything that needs the data, leaves them guessing why the app wants it; for people with cognitive disabilities an unexplained system alert on arrival is a barrier, and many refuse what they would have granted in context. The HIG asks apps to ask when the feature is used, and at launch only when the app cannot work without it.",
        wcag: [], impact: .moderate, defaultSeverity: .warning,
        tags: ["privacy", "hig", "cognitive"],
        help:
            "Request the permission from the action that needs it (the first tap on “Scan”, “Nearby”, “Turn on reminders”), with a screen of your own explaining why first if it helps; keep launch-time requests for permissions without which the app cannot do its main job.",
        sources: ["S3 L16-17", "seed rule #190"],
        summary:
            "a permission requested in `application(_:didFinishLaunchingWithOptions:)`, `scene(_:willConnectTo:options:)`, an `App`'s `init()`, or a function of its own type the launch method calls",
        appleAuditTypes: [], nutritionLabels: [], policies: [.alwaysNeedsReview])

    var examples: [RuleExample] {
        [
            .code(
                "Notifications and location asked in didFinishLaunching, one through a helper it calls", .needsReview(count: 2),
                [
                    "App/AppDelegate.swift": """
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        let locationManager = CLLocationManager()
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
                            setUpLocation()
                            return true
                        }
                        func setUpLocation() {
                            ↓locationManager.requestWhenInUseAuthorization()
                        }
                    }
                    """
                ]),
            .code(
                "A SwiftUI app asks for tracking in its init", .needsReview(count: 1),
                [
                    "App/ShopApp.swift": """
                    import SwiftUI
                    @main
                    struct ShopApp: App {
                        init() {
                            ↓ATTrackingManager.requestTrackingAuthorization { _ in }
                        }
                        var body: some Scene { WindowGroup { ContentView() } }
                    }
                    """
                ]),
            .code(
                "Trap: asked when people tap Scan; an initialiser that is not the App's", .passes,
                [
                    "App/ScanViewController.swift": """
                    final class ScanViewController: UIViewController {
                        init() {
                            super.init(nibName: nil, bundle: nil)
                            AVCaptureDevice.requestAccess(for: .video) { _ in }
                        }
                        @objc func scanTapped() {
                            AVCaptureDevice.requestAccess(for: .video) { granted in self.startScanning(granted) }
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        // Functions a launch method calls, by type.
        let calledAtLaunch = Set(
            events.compactMap { e -> String? in
                guard e.kind == .launchCall, case .api(let name) = e.detail else { return nil }
                return "\(e.type ?? "").\(name)"
            })
        var reported = Set<ProtectedResource>()
        return events.compactMap { event in
            guard event.kind == .permissionRequest, case .permission(let request) = event.detail else { return nil }
            let launch =
                request.launchPoint
                ?? request.function.flatMap { calledAtLaunch.contains("\(event.type ?? "").\($0)") ? "\($0)(), which the launch method calls" : nil }
            guard let launch, reported.insert(request.resource).inserted else { return nil }
            return context.finding(
                at: event.location,
                "\(request.api) asks for \(request.resource.rawValue) access at launch (in \(launch)), before people use a feature that needs it",
                confidence: .needsReview(reason: "asking at launch is right when the app cannot do its main job without this permission"))
        }
    }
}
