/// What makes a certain finding a question for a person: the places a reading of the sources
/// cannot be sure reach a user as read (debug screens, code nothing runs, a launch screen), and
/// the rules' own policies (`RuleMetadata.policies`). Computed once per audit; the first reason
/// that applies is the one a finding gives.
struct Doubts {
    let project: Project
    /// Screens in code that only a debug build compiles, with the reason.
    private let debugScreens: [String: String]
    /// Storyboard scenes no identifier, segue or followed initial arrow leads to.
    private let unreachableScenes: Set<String>
    /// Screens their own file says are never shown (`Screen.notShown`), with why.
    private let unshownScreens: [String: String]
    /// Interface Builder views that code may keep off the screen, by "file:line".
    private let doubtedViews: [String: String]
    /// Screens whose controller class has a debug name, with that name.
    private let debugNamedScreens: [String: String]
    /// Screens built in code whose class nothing creates, with their file and why: a finding on
    /// one whose statement is in another file (a shared helper that adds a tap) is no more
    /// certain than the screen. (In the screen's own file, the location says it already.)
    private let unusedScreens: [String: (file: String, reason: String)]
    private let policies: [String: Set<FindingPolicy>]
    /// Each screen's controller class, by screen name.
    private let controllers: [String: String]
    /// Interface Builder views' properties code writes, by "file:line": the first write of each.
    private let writtenViews: [String: [ViewProperty: CodeOrigin]]
    private let judgedProperties: [String: Set<ViewProperty>]

    init(_ project: Project, rules: [any Rule]) {
        self.project = project
        let headers = project.screenHeaders
        var debugScreens: [String: String] = [:]
        var debugNamedScreens: [String: String] = [:]
        for screen in headers {
            if let reason = project.notInReleaseBuild(screen.location) { debugScreens[screen.name] = reason }
            if let controller = screen.controllerClass, Project.namesDebug(controller) { debugNamedScreens[screen.name] = controller }
        }
        self.debugScreens = debugScreens
        self.debugNamedScreens = debugNamedScreens
        var unusedScreens: [String: (file: String, reason: String)] = [:]
        for screen in headers {
            guard unusedScreens[screen.name] == nil, let type = project.unusedType(at: screen.location) else { continue }
            unusedScreens[screen.name] = (screen.location.file, "nothing in the audited sources creates \(type), whose screen this is")
        }
        self.unusedScreens = unusedScreens
        unreachableScenes = Set(headers.filter(\.isUnreachableScene).map(\.name))
        unshownScreens = Dictionary(headers.compactMap { screen in screen.notShown.map { (screen.name, $0) } }) { a, _ in a }
        // (Interface Builder screens: always built.)
        doubtedViews = Self.doubtedViews(project.screens.map(\.screen))
        policies = Dictionary(rules.map { ($0.metadata.id, $0.metadata.policies) }, uniquingKeysWith: { a, _ in a })
        controllers = Dictionary(headers.compactMap { screen in screen.controllerClass.map { (screen.name, $0) } }) { a, _ in a }
        judgedProperties = Dictionary(rules.map { ($0.metadata.id, $0.metadata.judgedProperties) }, uniquingKeysWith: { a, _ in a })
        writtenViews = judgedProperties.values.contains { !$0.isEmpty } ? Self.writtenViews(project.screens.map(\.screen)) : [:]
    }

    /// Why `finding` cannot be certain, or nil when nothing doubts it.
    func reason(_ finding: Finding) -> String? {
        reachReason(finding) ?? policyReason(finding)
    }

    /// Whether what the finding judges reaches a user as the sources say.
    private func reachReason(_ finding: Finding) -> String? {
        let location = finding.location
        // Debug menus and sample screens do not ship in the App Store build.
        if let reason = project.notInReleaseBuild(location) ?? finding.screen.flatMap({ debugScreens[$0] }) { return reason }
        if policies[finding.ruleID]?.contains(.needsReviewInWidgets) == true, project.isWidgetFile(location.file) {
            return "a widget or Live Activity view: its canvas does not grow with the text, so a fixed size may be chosen to avoid clipping"
        }
        if let reason = finding.screen.flatMap({ unshownScreens[$0] }) { return reason }
        if let screen = finding.screen, unreachableScenes.contains(screen) {
            return
                "nothing leads to this scene: no storyboard ID or segue, and no initial arrow that the app follows (no Info.plist main storyboard, instantiateInitialViewController() or storyboard reference shows its storyboard's initial controller)"
        }
        // The launch screen is a picture the system shows while the app starts: its text is on
        // screen for a moment, scaled or not, and Apple advises having none.
        if project.launchScreens.contains(location.file) {
            return "on the launch screen, which shows for a moment while the app starts (Apple advises putting no text there)"
        }
        // A debug menu by its name: reached in internal builds, or behind a flag.
        if let name = Self.debugName(finding, debugNamedScreens) {
            return "\(name) is a debug screen by its name, usually reached only in internal builds"
        }
        // Nothing creates the class it is in: it may be dead code.
        if project.isUnloadedInterfaceFile(location.file) {
            return "nothing in the app loads \(location.file.fileName): no code, Info.plist or storyboard names it, and no class of its name is created"
        }
        // A rule that reads the file rather than the screen (alignment, translations) meets the
        // same doubt about a view as the screen rules do.
        if finding.screen == nil, let reason = doubtedViews["\(location.file):\(location.line)"] { return reason }
        if finding.screen == nil, let judged = judgedProperties[finding.ruleID], !judged.isEmpty,
            let writes = writtenViews["\(location.file):\(location.line)"],
            let (property, write) = writes.filter({ judged.contains($0.key) }).min(by: { $0.key.rawValue < $1.key.rawValue })
        {
            return "code sets its \(property.rawValue) (\(write.location.file.fileName):\(write.location.line)): the file's value may not be the one people see"
        }
        if let identifier = project.undequeuedCell(at: location) {
            return "in the prototype cell \"\(identifier)\", which no code dequeues: its reuse identifier appears in no Swift or Objective-C source"
        }
        if let reached = project.debugOnlyReach(at: location, screen: finding.screen) {
            return
                "only debug code reaches \(reached): a developer menu or a view named for debugging opens it (directly or through a route only such code opens), usually in internal builds only"
        }
        if let reason = project.unusedCodeReason(at: location) { return reason }
        if let type = project.unusedType(at: location) {
            if let tested = project.unusedTypeOnlyNamedFor(type),
                let identifier = SwiftUIIndex.reuseIdentifier(ofName: tested.split(separator: "|").first.map(String.init) ?? "")
            {
                return
                    "nothing in the audited sources creates \(type): code names it only to register it for the reuse identifier \"\(identifier)\", which no code dequeues (the identifier appears nowhere else)"
            }
            if let tested = project.unusedTypeOnlyNamedFor(type) {
                return "nothing in the audited sources creates \(type): code names it only in a branch for \(tested) (`case is \(tested)`), which no code makes"
            }
            return "nothing in the audited sources creates \(type) (no code, Interface Builder file or string names it)"
        }
        if let unused = finding.screen.flatMap({ unusedScreens[$0] }), unused.file != location.file { return unused.reason }
        return nil
    }

    /// The rule's own policies.
    private func policyReason(_ finding: Finding) -> String? {
        let policies = policies[finding.ruleID] ?? []
        // The app picks its strings itself: which table and language a key comes from, and what
        // shows when one lacks it, is decided by its code at run time.
        if policies.contains(.needsReviewWhenLookupReplaced), let replaced = project.localization.lookupReplaced {
            return
                "the app replaces Bundle's string lookup (\(replaced.file.fileName):\(replaced.line)): which table and language a text is read from, and what shows when it is missing, is its code's choice at run time"
        }
        if policies.contains(.needsReviewWhenEmbedded), let screen = finding.screen, let controller = controllers[screen],
            project.embeddedControllers.contains(controller)
        {
            return
                "\(controller) is shown inside another screen (through a container view's embed segue, or as a page of a page view controller): that screen's title or heading may cover it"
        }
        if policies.contains(.alwaysNeedsReview) {
            return "this rule asks what only a person can judge: its findings always need review"
        }
        return nil
    }

    /// Views declared in an Interface Builder file that code may keep off the screen (hidden and
    /// never shown again, removed, configured by its creator), by where they are declared.
    static func doubtedViews(_ screens: [Screen]) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ element: Element, notShown: String?) {
            if let reason = notShown ?? element.unreadCode, element.location.file.hasSuffix(".storyboard") || element.location.file.hasSuffix(".xib") {
                let key = "\(element.location.file):\(element.location.line)"
                if result[key] == nil { result[key] = reason }
            }
            element.children.forEach { walk($0, notShown: notShown) }
        }
        for screen in screens { walk(screen.root, notShown: screen.notShown) }
        return result
    }

    /// The properties code writes on views declared in an Interface Builder file (through an
    /// outlet, a tag lookup, the view's class), by where the views are declared.
    static func writtenViews(_ screens: [Screen]) -> [String: [ViewProperty: CodeOrigin]] {
        var result: [String: [ViewProperty: CodeOrigin]] = [:]
        for screen in screens {
            screen.root.forEach { element in
                guard element.location.file.hasSuffix(".storyboard") || element.location.file.hasSuffix(".xib") else { return }
                let key = "\(element.location.file):\(element.location.line)"
                for (property, source) in element.provenance {
                    switch source {
                    case .code(let origin), .nameMatchOnly(let origin):
                        if result[key]?[property] == nil { result[key, default: [:]][property] = origin }
                    default: continue
                    }
                }
            }
        }
        return result
    }

    /// The debug name a finding lies in: its file's (`Debug.storyboard`,
    /// `FileSizeDebugViewController.swift`) or its screen controller's.
    static func debugName(_ finding: Finding, _ debugNamedScreens: [String: String]) -> String? {
        // A debug file, or a folder of debug screens (`Source/Debug/SecretViewController.swift`).
        Project.debugNaming(of: finding.location.file) ?? finding.screen.flatMap { debugNamedScreens[$0] }
    }
}
