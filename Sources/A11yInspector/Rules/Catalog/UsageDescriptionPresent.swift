/// Privacy prompts need a purpose string people can understand.
struct UsageDescriptionPresent: Rule {
    let metadata = RuleMetadata(
        id: "usage-description-present",
        title: "Protected API used without a usage description",
        rationale:
            "iOS shows the Info.plist purpose string in the permission prompt; without it the app crashes when it asks, and a vague or placeholder text gives people no reason to agree. The HIG asks for a short, specific explanation.",
        wcag: [], impact: .serious, defaultSeverity: .error,
        tags: ["privacy", "hig"],
        help: "Add the key to Info.plist (or INFOPLIST_KEY_… in the target's build settings) with a sentence that says what the app does with the data.",
        sources: ["S3 L10-18", "seed rule #189", "Apple: Protected resources"],
        summary: "camera, location, contacts, photos… used without (or with a placeholder) purpose string",
        appleAuditTypes: [], nutritionLabels: [])

    static let placeholders = ["todo", "tbd", "placeholder", "description", "usage description", "lorem", "$("]

    /// A location prompt, for the XcodeGen examples.
    /// An XcodeGen spec whose app target generates its Info.plist, with these more base settings.
    static func atlasSpec(settings: String = "") -> String {
        let more = settings.split(separator: "\n").map { "    \($0)\n" }.joined()
        return "name: Atlas\nsettings:\n  base:\n    GENERATE_INFOPLIST_FILE: YES\n" + more
            + "targets:\n  Atlas:\n    type: application\n    platform: iOS\n    sources: [App]\n"
    }

    static let locator = """
        final class Locator {
            let manager = CLLocationManager()
            func start() { manager.requestWhenInUseAuthorization() }
        }
        """

    var examples: [RuleExample] {
        [
            .code(
                "The camera is requested but Info.plist has no camera purpose", .triggers(count: 1),
                [
                    "App/Scanner.swift": """
                    final class Scanner {
                        func start() { ↓AVCaptureDevice.requestAccess(for: .video) { _ in } }
                    }
                    """,
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>CFBundleName</key><string>Scanner</string></dict></plist>
                    """,
                ]),
            .code(
                "Trap: a preprocessed Info.plist (INFOPLIST_PREPROCESS) with #ifdef lines has the key", .passes,
                [
                    "App/Scanner.swift": """
                    final class Scanner {
                        func start() { AVCaptureDevice.requestAccess(for: .video) { _ in } }
                    }
                    """,
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                    #ifdef INTUNE
                    <key>IntuneMAMSettings</key><dict/>
                    #endif
                    <key>NSCameraUsageDescription</key><string>Scan a QR code to add a database.</string>
                    </dict></plist>
                    """,
                ]),
            .code(
                "Trap: an XcodeGen spec gives the purpose as a build setting (INFOPLIST_KEY_…)", .passes,
                [
                    "App/Locator.swift": Self.locator,
                    "project.yml": Self.atlasSpec(
                        settings: """
                            INFOPLIST_KEY_NSLocationWhenInUseUsageDescription: "Atlas shows where you are on the map you open."
                            """),
                ]),
            .code(
                "The same spec without the setting: the prompt has no purpose", .triggers(count: 1),
                [
                    "App/Locator.swift": Self.locator,
                    "project.yml": Self.atlasSpec(),
                ]
            ).at("App/Locator.swift:3"),
            .code(
                "A placeholder purpose string", .triggers(count: 1),
                [
                    "App/Places.swift": "final class Places { let manager = CLLocationManager(); func ask() { ↓manager.requestWhenInUseAuthorization() } }",
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>NSLocationWhenInUseUsageDescription</key><string>TODO</string></dict></plist>
                    """,
                ]),
            .code(
                "Trap: an empty purpose string that InfoPlist.strings gives in the development language (SwissCovid)", .passes,
                [
                    "App/Places.swift": "final class Places { let manager = CLLocationManager(); func ask() { manager.requestWhenInUseAuthorization() } }",
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>NSLocationWhenInUseUsageDescription</key><string></string></dict></plist>
                    """,
                    "App/en.lproj/InfoPlist.strings": "\"NSLocationWhenInUseUsageDescription\" = \"Your location finds the stations near you.\";",
                ]),
            .code(
                "An empty purpose string that InfoPlist.strings gives only in another language", .triggers(count: 1),
                [
                    "App/Places.swift": "final class Places { let manager = CLLocationManager(); func ask() { ↓manager.requestWhenInUseAuthorization() } }",
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>NSLocationWhenInUseUsageDescription</key><string></string></dict></plist>
                    """,
                    "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Stations\";",
                    "App/de.lproj/InfoPlist.strings": "\"NSLocationWhenInUseUsageDescription\" = \"Ihr Standort findet Stationen in der Nähe.\";",
                ]),
            .code(
                "Trap: saving to the photo library needs only the add-only key", .passes,
                [
                    "App/Saver.swift": """
                    struct PhotoSaver {
                        func save(_ url: URL) async throws {
                            try await PHPhotoLibrary.shared().performChanges {
                                PHAssetCreationRequest.forAsset().addResource(with: .photo, fileURL: url, options: nil)
                            }
                        }
                    }
                    """,
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>NSPhotoLibraryAddUsageDescription</key><string>Save photos people send you.</string></dict></plist>
                    """,
                ]),
            .code(
                "Trap: the accelerometer and device motion (CMMotionManager) ask for no permission; a pedometer does", .triggers(count: 1),
                [
                    "App/Motion.swift": """
                    final class DeviceRotationManager {
                        private let motionManager = CMMotionManager()
                        func start() { motionManager.startDeviceMotionUpdates(to: .main) { _, _ in } }
                    }
                    final class StepCounter {
                        private let pedometer = ↓CMPedometer()
                    }
                    """,
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
                    """,
                ]),
            .code(
                "Reading the library needs the full key, which the add-only key does not grant", .triggers(count: 1),
                [
                    "App/Gallery.swift": """
                    final class Gallery {
                        func load() {
                            ↓PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
                        }
                    }
                    """,
                    "App/Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>NSPhotoLibraryAddUsageDescription</key><string>Save photos people send you.</string></dict></plist>
                    """,
                ]),
            .code(
                "Trap: the key is a build setting in project.pbxproj", .passes,
                [
                    "App/Scanner.swift": "final class Scanner { func start() { AVCaptureDevice.requestAccess(for: .video) { _ in } } }",
                    "App/App.xcodeproj/project.pbxproj": """
                    buildSettings = {
                        INFOPLIST_KEY_NSCameraUsageDescription = "Scan the receipt to split the bill.";
                    };
                    """,
                ]),
            .code(
                "Face ID asked for with evaluatePolicy, and Info.plist has no Face ID purpose", .triggers(count: 1),
                [
                    "App/Lock.swift": """
                    final class Lock {
                        let context = LAContext()
                        func unlock() {
                            ↓context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your vault") { _, _ in }
                        }
                    }
                    """,
                    "App/Info.plist": Self.emptyInfoPlist,
                ]),
            .code(
                "A keychain item read with Face ID (biometric access control), and no Face ID purpose", .triggers(count: 1),
                ["App/Vault.swift": Self.vault(flags: ".biometryCurrentSet", marked: true), "App/Info.plist": Self.emptyInfoPlist]),
            .code(
                "Trap: a keychain item that asks only for the passcode uses no Face ID", .passes,
                ["App/Vault.swift": Self.vault(flags: ".devicePasscode"), "App/Info.plist": Self.emptyInfoPlist]),
            .code(
                "Trap: an LAContext that only asks which biometry the device has prompts no one", .passes,
                [
                    "App/BiometryIcon.swift": """
                    enum BiometryIcon {
                        static var name: String {
                            let context = LAContext()
                            guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil) else { return "lock" }
                            return context.biometryType == .faceID ? "faceid" : "touchid"
                        }
                    }
                    """,
                    "App/Info.plist": Self.emptyInfoPlist,
                ]),
            .code(
                "Reading the photo library (`PHAsset.fetchAssets`) with no purpose string", .triggers(count: 1),
                [
                    "App/Gallery.swift":
                        "import Photos\nfinal class Gallery { func load() { let assets = ↓PHAsset.fetchAssets(with: .image, options: nil); print(assets.count) } }",
                    "App/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>",
                ]),
            .code(
                "Trap: the project's own method of the same name (Pera Wallet's `self.fetchAssets(draft:)`, a network search)", .passes,
                [
                    "App/AssetSearch.swift": """
                    final class AssetSearch {
                        let source = AssetSource()
                        func search(_ query: String) { self.fetchAssets(draft: query); fetchAssets(draft: query); source.fetchAssets() }
                        private func fetchAssets(draft: String) {}
                    }
                    """,
                    "App/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>",
                ]),
        ]
    }

    /// A keychain item protected by an access control with `flags`.
    static func vault(flags: String, marked: Bool = false) -> String {
        """
        final class Vault {
            func protect() -> SecAccessControl? {
                \(marked ? "↓" : "")SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, \(flags), nil)
            }
        }
        """
    }

    static let emptyInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Vault</string></dict></plist>
        """

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        var reported = Set<String>()
        return project.code.events.compactMap { event in
            guard case .infoPlistKey(let key) = event.detail, reported.insert(key).inserted else { return nil }
            guard let value = project.infoPlist[key] ?? PrivacyAPIs.grantedBy[key].flatMap({ project.infoPlist[$0] }) else {
                let elsewhere =
                    project.otherProjectsInfoPlist[key] != nil
                    || PrivacyAPIs.grantedBy[key].map { project.otherProjectsInfoPlist[$0] != nil } == true
                let confidence: Confidence =
                    !project.hasInfoPlist
                    ? .needsReview(reason: "no Info.plist or project file was audited")
                    : project.unreadableInfoPlists.first.map { .needsReview(reason: "\($0) could not be read and may have it") }
                        ?? (elsewhere
                            ? .needsReview(reason: "another project of the repository declares \(key): an app that embeds this code may be that one")
                            : .certain)
                return context.finding(at: event.location, "This API needs \(key) in Info.plist, which the project does not have", confidence: confidence)
            }
            let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
            // iOS shows the `InfoPlist.strings` text of the person's language in place of
            // Info.plist's: a development-language text there is what the prompt says.
            let tables = project.localization.tables
            let localized = tables.entry(key, table: "InfoPlist", near: event.location.file)?.values.contains {
                tables.isDevelopmentVariant($0.key) && !$0.value.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            }
            if localized != true, text.isEmpty || Self.placeholders.contains(where: { text.lowercased() == $0 || text.hasPrefix("$(") }) {
                return context.finding(
                    at: event.location, "\(key) is \(text.isEmpty ? "empty" : "\"\(text)\""): say what the app does with the data", severity: .warning)
            }
            return nil
        }
    }
}

extension RuleContext {
    /// A code finding at a lower severity than the rule's default.
    func finding(at location: SourceLocation, _ message: String, severity: Severity) -> Finding {
        var f = finding(at: location, message)
        f.severity = min(severity, self.severity)
        return f
    }
}
