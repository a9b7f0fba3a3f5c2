/// An app that claims to give directions reads the route Maps hands it.
struct RoutingAppClaims: Rule {
    let metadata = RuleMetadata(
        id: "routing-app-claims",
        title: "Routing app that reads no directions request",
        rationale:
            "An app whose Info.plist lists MKDirectionsApplicationSupportedModes is offered by Maps as a way to get directions. Maps opens it with the route's start and end; an app that never reads them makes people type again what they already chose, which is slow and error-prone with VoiceOver or Switch Control, and an app that cannot give the route it was offered should not claim it.",
        wcag: [], impact: .moderate, defaultSeverity: .warning,
        tags: ["maps", "cognitive", "motor"],
        help:
            "Read the request where the app opens URLs (`MKDirectionsRequest.isDirectionsRequest(url)`, then `MKDirections.Request(contentsOf: url)` for its source and destination) and show the route at once; claim only the transport modes and regions (the coverage file) the app serves, or remove MKDirectionsApplicationSupportedModes.",
        sources: [
            "seed rule #193",
            "https://developer.apple.com/documentation/mapkit/mkdirections/request/init(contentsof:)",
        ],
        summary:
            "Info.plist lists `MKDirectionsApplicationSupportedModes` but no code reads the directions request Maps opens the app with (`isDirectionsRequest`, `MKDirections.Request(contentsOf:)`); the coverage file is not checked (it is uploaded, not in the sources)",
        appleAuditTypes: [], nutritionLabels: [])

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>Transit</string>
            <key>MKDirectionsApplicationSupportedModes</key>
            <array>
                <string>MKDirectionsModeBus</string>
                <string>MKDirectionsModeTrain</string>
            </array>
        </dict>
        </plist>
        """

    var examples: [RuleExample] {
        [
            .code(
                "Bus and train routing claimed; the app opens URLs but never reads the route", .triggers(count: 1),
                [
                    "App/Info.plist": Self.plist,
                    "App/AppDelegate.swift": """
                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                            Router.shared.open(url)
                        }
                    }
                    """,
                ]
            ).at("App/Info.plist:7"),
            .code(
                "Trap: the request is read, and an app that claims no routing", .passes,
                [
                    "App/Info.plist": Self.plist,
                    "App/AppDelegate.swift": """
                    import MapKit
                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                            guard MKDirectionsRequest.isDirectionsRequest(url) else { return false }
                            let request = MKDirections.Request(contentsOf: url)
                            RoutePlanner.shared.plan(from: request.source, to: request.destination)
                            return true
                        }
                    }
                    """,
                ]),
        ]
    }

    func check(project: ProjectContext, _ context: RuleContext) -> [Finding] {
        guard let claim = project.infoPlistLists.first(where: { $0.key == InfoPlistKey.directionsModes && !$0.items.isEmpty }),
            !project.code.events.contains(where: { $0.kind == .directionsRequestRead })
        else { return [] }
        let modes = claim.items.map { $0.replacingOccurrences(of: InfoPlistKey.directionsModePrefix, with: "").lowercased() }.joined(separator: ", ")
        return [
            context.finding(
                at: claim.location,
                "Info.plist claims routing (\(modes)), but no code reads the directions request Maps opens the app with (MKDirectionsRequest.isDirectionsRequest, MKDirections.Request(contentsOf:))"
            )
        ]
    }
}
