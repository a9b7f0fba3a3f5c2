/// A permission prompt in the language people use the app in.
struct UsageDescriptionLocalized: Rule {
    let metadata = RuleMetadata(
        id: "usage-description-localized",
        title: "Permission purpose string not translated",
        rationale:
            "iOS shows the Info.plist purpose string in the permission prompt, translated only from an InfoPlist.strings (or InfoPlist.xcstrings) entry for the key. In an app translated into other languages, a purpose string with no such entry reaches everyone in the development language: the one moment the app must explain why it wants the camera or the location is the one screen people cannot read.",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["privacy", "localization"],
        help: "Add the key to InfoPlist.strings in each language's .lproj folder (or to an InfoPlist.xcstrings catalog), with the purpose translated.",
        sources: ["seed rule #189", "https://developer.apple.com/documentation/uikit/requesting-access-to-protected-resources"],
        summary:
            "a purpose string (`NS…UsageDescription`) for an API the code uses, in an app translated into other languages, with no InfoPlist.strings or InfoPlist.xcstrings entry in any of them",
        appleAuditTypes: [], nutritionLabels: [])

    /// A camera scanner; `↓` marks the request when the example expects a finding there.
    static func camera(marked: Bool = false) -> String {
        """
        final class Scanner {
            func start() { \(marked ? "↓" : "")AVCaptureDevice.requestAccess(for: .video) { _ in } }
        }
        """
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>NSCameraUsageDescription</key><string>Scan a receipt to add it to your expenses.</string>
        </dict></plist>
        """

    /// The camera scanner of an app with strings in English and French, and `more` files.
    static func scanner(_ more: [String: String], marked: Bool = false) -> [String: String] {
        [
            "App/Scanner.swift": camera(marked: marked),
            "App/Info.plist": infoPlist,
            "App/en.lproj/Localizable.strings": "\"scan\" = \"Scan\";",
            "App/fr.lproj/Localizable.strings": "\"scan\" = \"Numériser\";",
        ].merging(more) { _, new in new }
    }

    var examples: [RuleExample] {
        [
            .code("A translated app whose camera purpose has no InfoPlist.strings entry in any language", .triggers(count: 1), Self.scanner([:], marked: true)),
            .code(
                "The purpose translated in fr.lproj/InfoPlist.strings", .passes,
                Self.scanner([
                    "App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Numérisez un reçu pour l’ajouter à vos dépenses.\";"
                ])),
            .code(
                "The purpose translated in an InfoPlist.xcstrings catalog", .passes,
                Self.scanner([
                    "App/InfoPlist.xcstrings": """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "NSCameraUsageDescription": {"localizations": {
                        "fr": {"stringUnit": {"state": "translated", "value": "Numérisez un reçu pour l’ajouter à vos dépenses."}}
                      }}
                    }}
                    """
                ])),
            .code(
                "Trap: an app in one language has nothing to translate the prompt into", .passes,
                [
                    "App/Scanner.swift": Self.camera(),
                    "App/Info.plist": Self.infoPlist,
                    "App/en.lproj/Localizable.strings": "\"scan\" = \"Scan\";",
                ]),
            .code(
                "Trap: an en.lproj that repeats the Korean development language's strings translates nothing (CFBundleDevelopmentRegion ko_KR)",
                .passes,
                [
                    "App/Scanner.swift": Self.camera(),
                    "App/Info.plist": Self.infoPlist.replacingOccurrences(
                        of: "<dict>", with: "<dict>\n<key>CFBundleDevelopmentRegion</key><string>ko_KR</string>"),
                    "App/ko.lproj/Localizable.strings": "\"scan\" = \"스캔\";",
                    "App/en.lproj/Localizable.strings": "\"scan\" = \"스캔\";",
                ]),
            .code(
                "Trap: a purpose translated into some languages but not all is localization-completeness's to report", .passes,
                Self.scanner([
                    "App/de.lproj/Localizable.strings": "\"scan\" = \"Scannen\";",
                    "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanne einen Beleg, um ihn zu deinen Ausgaben hinzuzufügen.\";",
                ])),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        let tables = project.localization.tables
        var reported = Set<String>()
        return project.code.events.compactMap { event in
            guard case .infoPlistKey(let needed) = event.detail else { return nil }
            // The key whose text the prompt shows: the one needed, or one that grants it.
            let key = project.infoPlist[needed] != nil ? needed : PrivacyAPIs.grantedBy[needed].flatMap { project.infoPlist[$0] != nil ? $0 : nil }
            guard let key, let value = project.infoPlist[key], Self.isText(value), reported.insert(key).inserted else { return nil }
            let translated =
                tables.entry(key, table: "InfoPlist", near: event.location.file)?.values.keys.contains { !tables.isDevelopmentVariant($0) } ?? false
            guard !translated else { return nil }
            // A language folder that repeats the development language's texts translates nothing.
            let languages = tables.translations(serving: event.location.file).filter {
                !tables.copiesDevelopmentLanguage($0, serving: event.location.file)
            }
            guard !languages.isEmpty else { return nil }
            let named = languages.sorted().prefix(3).joined(separator: ", ") + (languages.count > 3 ? " and \(languages.count - 3) more" : "")
            return context.finding(
                at: event.location,
                "The \(key) prompt this asks for is never translated: people using the app in \(named) read \"\(value)\" in \(tables.developmentLanguage) (no InfoPlist.strings or InfoPlist.xcstrings entry)"
            )
        }
    }

    /// A purpose people read: not empty and not a build setting (`$(CAMERA_PURPOSE)`), which
    /// `usage-description-present` judges.
    static func isText(_ value: String) -> Bool {
        let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return !text.isEmpty && !text.contains("$(")
    }
}
