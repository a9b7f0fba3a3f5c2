/// Know the permission's state before asking for it.
struct CheckStatusBeforeRequest: Rule {
    let metadata = RuleMetadata(
        id: "check-status-before-request",
        title: "Permission requested without reading its status",
        rationale:
            "Reading a permission's status never shows an alert; asking does. An app that never reads the status cannot explain a refusal, point people to Settings, or avoid the system's alert when Location Services are off — and it cannot adapt the feature to people who said no, leaving them at a dead end.",
        wcag: [], impact: .minor, defaultSeverity: .info,
        tags: ["privacy", "hig"],
        help:
            "Read the status first (CLLocationManager's authorizationStatus and locationServicesEnabled(), getNotificationSettings, PHPhotoLibrary.authorizationStatus(for:), AVCaptureDevice.authorizationStatus(for:)…) and request only when it is not determined; otherwise explain, or offer a way to Settings.",
        sources: ["S3 L17-18", "seed rule #191"],
        summary: "a permission requested while the app never reads that permission's status; severity: *needs review* but for location",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "Location requested, its status never read", .triggers(count: 1),
                [
                    "App/NearbyViewController.swift": """
                    final class NearbyViewController: UIViewController {
                        let manager = CLLocationManager()
                        @objc func findNearby() {
                            ↓manager.requestWhenInUseAuthorization()
                            manager.startUpdatingLocation()
                        }
                    }
                    """
                ]),
            .code(
                "Trap: the photo status is read before asking (ello's image picker)", .passes,
                [
                    "App/ImagePicker.swift": """
                    extension UIImagePickerController {
                        static func requestAccess(_ done: @escaping (Bool) -> Void) {
                            switch PHPhotoLibrary.authorizationStatus() {
                            case .notDetermined: PHPhotoLibrary.requestAuthorization { done($0 == .authorized) }
                            case .authorized: done(true)
                            default: done(false)
                            }
                        }
                    }
                    """
                ]),
            .code(
                "Trap: a status whose resource the tool cannot tell may be this one", .needsReview(count: 1),
                [
                    "App/Nearby.swift": """
                    final class Nearby {
                        func enable(settings: UNNotificationSettings, manager: CLLocationManager) {
                            guard settings.authorizationStatus == .notDetermined else { return }
                            ↓manager.requestWhenInUseAuthorization()
                        }
                    }
                    """
                ]),
            .code(
                "Trap: notifications prompt only once; the app keeps its own record of asking (ello)", .needsReview(count: 1),
                [
                    "App/Push.swift": """
                    final class PushController {
                        func requestAccessIfNeeded() {
                            guard !UserDefaults.standard.bool(forKey: "asked") else { return }
                            ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) { _, _ in }
                        }
                    }
                    """
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let events = project.code.events
        var read = Set<ProtectedResource>()
        var readsUnknown = false
        for event in events where event.kind == .permissionStatusRead {
            guard case .resource(let resource) = event.detail else { continue }
            if let resource { read.insert(resource) } else { readsUnknown = true }
        }
        var reported = Set<ProtectedResource>()
        return events.compactMap { event in
            guard event.kind == .permissionRequest, case .permission(let request) = event.detail,
                !read.contains(request.resource), reported.insert(request.resource).inserted
            else { return nil }
            // Only location has an alert that asking again can bring back (Location Services
            // off); the others prompt once, so the status matters for what the app says after.
            let confidence: Confidence =
                request.resource != .location
                ? .needsReview(
                    reason:
                        "iOS shows this prompt only once; reading the status lets the app explain a refusal or point to Settings, which an app's own record of having asked does not"
                )
                : readsUnknown
                    ? .needsReview(
                        reason: "the app reads an authorizationStatus whose permission the tool cannot tell (a notification settings' or a location manager's)")
                    : .certain
            return context.finding(
                at: event.location, "\(request.api) asks for \(request.resource.rawValue) access, and the app never reads that permission's status first",
                confidence: confidence)
        }
    }
}
