import Foundation

/// What an audit says about each Accessibility Nutrition Label (`a11y labels`): `supported` when
/// nothing certain blocks it, `blocked` with the certain findings that do (grouped by screen),
/// `unknown` when the answer is in a device or in content the sources do not hold. Findings that
/// need review are listed to check, never as blocking.
public struct NutritionLabelAssessment: Sendable, Codable {
    public enum Verdict: String, Sendable, Codable {
        case supported, blocked, unknown
        /// The app has nothing the label is about (no video, for Audio Descriptions).
        case notApplicable

        /// As people read it: "not applicable".
        public var shown: String { self == .notApplicable ? "not applicable" : rawValue }
    }

    /// Findings of one screen (or, for code-level findings, one file).
    public struct Group: Sendable, Codable {
        public var name: String
        public var findings: [Finding]
    }

    public struct LabelVerdict: Sendable, Codable {
        public var label: NutritionLabel
        public var verdict: Verdict
        /// Why, in a sentence.
        public var reason: String
        /// Facts read from the project besides findings ("Info.plist sets UIUserInterfaceStyle
        /// to Light", "media played at Player.swift:12 (AVPlayer)").
        public var evidence: [String]
        /// Certain findings of the label's rules, by screen (then file), in report order.
        public var blocking: [Group]
        /// Needs-review findings of the label's rules: to check by hand, not blocking.
        public var toCheck: [Finding]
        /// The rules read for this label.
        public var rules: [String]

        public var blockingCount: Int { blocking.reduce(0) { $0 + $1.findings.count } }
    }

    /// The device families the project states, or nil ("device family not stated").
    public var deviceFamilies: StatedDeviceFamilies?
    public var labels: [LabelVerdict]

    public init(_ result: AuditResult, project: Project) {
        deviceFamilies = project.deviceFamilies
        let facts = Facts(project)
        labels = NutritionLabel.allCases.map { Self.assess($0, result: result, facts: facts) }
    }

    /// What the verdicts read from the project besides findings.
    struct Facts {
        /// "Player.swift:12 (AVPlayer)", one per API, in source order.
        var media: [String] = []
        /// The media APIs the code uses, by name.
        var mediaAPIs: Set<String> = []

        /// Only players of sound are used (`AVAudioPlayer`, `AVAudioEngine`): no video.
        var playsAudioOnly: Bool {
            !mediaAPIs.isEmpty && mediaAPIs.isSubset(of: FeatureAPIs.audioOnlyPlayers)
        }
        var lightInfoPlist = false
        var darkInfoPlist = false
        var lightInCode: String?
        /// Colour sets with their own light components and no dark variant.
        var colorSetsWithoutDark: [String] = []
        var hasScreens = false

        init(_ project: Project) {
            var seen: Set<String> = []
            for context in project.codeContexts {
                for event in context.code.events where [.audioPlayback, .customVideoPlayback].contains(event.kind) {
                    guard case .api(let api) = event.detail, seen.insert(api).inserted else { continue }
                    media.append("\(event.location.file.fileName):\(event.location.line) (\(api))")
                    mediaAPIs.insert(api)
                }
            }
            for key in project.parts.keys.sorted() {
                let part = project.parts[key]!
                switch part.infoPlist["UIUserInterfaceStyle"]?.lowercased() {
                case "light": lightInfoPlist = true
                case "dark": darkInfoPlist = true
                default: break
                }
                lightInCode = lightInCode ?? part.forcesLightInCode
                for color in part.assetColors.values where color.dark == nil {
                    if case .rgba = color.any { colorSetsWithoutDark.append(color.name) }
                }
            }
            colorSetsWithoutDark.sort()
            hasScreens = project.hasScreens
        }
    }

    static func assess(_ label: NutritionLabel, result: AuditResult, facts: Facts) -> LabelVerdict {
        let rules = NutritionLabels.rules(for: label)
        let ruleSet = Set(rules)
        let relevant = result.findings.filter { ruleSet.contains($0.ruleID) }
        let certain = relevant.filter(\.confidence.isCertain)
        var verdict = LabelVerdict(
            label: label, verdict: .supported, reason: "", evidence: [], blocking: group(certain),
            toCheck: relevant.filter { !$0.confidence.isCertain }, rules: rules)
        let onScreens = verdict.blocking.count { $0.findings.first?.screen != nil }
        let inFiles = verdict.blocking.count - onScreens
        let places = [onScreens > 0 ? "on \(plural(onScreens, "screen"))" : nil, inFiles > 0 ? "in \(plural(inFiles, "file")) of code" : nil]
        let blockingReason =
            "\(plural(certain.count, "certain finding")) break\(certain.count == 1 ? "s" : "") it, " + places.compactMap { $0 }.joined(separator: " and ")
        let toCheck = verdict.toCheck.isEmpty ? "" : "; \(plural(verdict.toCheck.count, "finding")) to check by hand"

        switch label {
        case .captions, .audioDescriptions:
            assessMedia(label, &verdict, certain: certain, blockingReason: blockingReason, toCheck: toCheck, facts: facts)
        case .darkInterface:
            assessDarkInterface(&verdict, facts: facts)
        default:
            if !certain.isEmpty {
                verdict.verdict = .blocked
                verdict.reason = blockingReason + toCheck
            } else if !facts.hasScreens {
                verdict.verdict = .unknown
                verdict.reason = "no screens were read, so there is no evidence either way"
            } else if let question = Self.openQuestion[label], !verdict.toCheck.isEmpty {
                // What these rules find is a question a person answers (does this colour carry
                // meaning? is this motion large?): open questions are not support.
                verdict.verdict = .unknown
                verdict.reason = "\(plural(verdict.toCheck.count, "finding")) to check by hand: \(question)"
            } else {
                verdict.reason = (rules.count == 1 ? "no certain finding of its rule, \(rules[0])" : "no certain finding of its \(rules.count) rules") + toCheck
            }
        }
        return verdict
    }

    /// Captions and audio descriptions: what the media the code plays says, and what it cannot.
    static func assessMedia(
        _ label: NutritionLabel, _ verdict: inout LabelVerdict, certain: [Finding], blockingReason: String, toCheck: String, facts: Facts
    ) {
        verdict.evidence = facts.media.map { "media played at \($0)" }
        if !certain.isEmpty {
            verdict.verdict = .blocked
            verdict.reason = blockingReason
        } else if facts.media.isEmpty {
            verdict.verdict = .unknown
            verdict.reason =
                "no video or audio playback found in the code (AVPlayer, VideoPlayer, AVAudioPlayer…): the label may not apply, but media in web views or third-party SDKs is not seen"
        } else if facts.playsAudioOnly && label == .audioDescriptions {
            // Audio descriptions narrate what a video shows; sound alone has nothing to describe.
            verdict.verdict = .notApplicable
            verdict.reason = "the app plays sound only (\(facts.mediaAPIs.sorted().joined(separator: ", "))), no video: there is nothing to describe"
        } else if facts.playsAudioOnly {
            verdict.verdict = .unknown
            verdict.reason =
                "the app plays sound only (\(facts.mediaAPIs.sorted().joined(separator: ", "))): captions apply if it has speech (a podcast, spoken instructions); music and sound effects need none\(toCheck)"
        } else {
            verdict.verdict = .unknown
            verdict.reason =
                label == .captions
                ? "the app plays media; whether it carries captions is in the media itself\(toCheck)"
                : "the app plays media; whether its videos are audio described is in the media itself"
        }
    }

    /// Dark Interface: what Info.plist, code and colour sets say of the dark appearance.
    static func assessDarkInterface(_ verdict: inout LabelVerdict, facts: Facts) {
        if facts.lightInfoPlist { verdict.evidence.append("Info.plist sets UIUserInterfaceStyle to Light: the app never shows its dark appearance") }
        if facts.darkInfoPlist { verdict.evidence.append("Info.plist sets UIUserInterfaceStyle to Dark: the app is always dark") }
        if let place = facts.lightInCode {
            verdict.evidence.append("code forces the light appearance at \(place) (overrideUserInterfaceStyle or preferredColorScheme)")
        }
        if !facts.colorSetsWithoutDark.isEmpty {
            let names = facts.colorSetsWithoutDark.prefix(5).joined(separator: ", ") + (facts.colorSetsWithoutDark.count > 5 ? ", …" : "")
            verdict.evidence.append(
                "\(plural(facts.colorSetsWithoutDark.count, "colour set")) without a dark variant (\(names)): check they read well on dark backgrounds")
        }
        if facts.lightInfoPlist {
            verdict.verdict = .blocked
            verdict.reason = "the app forces the light appearance"
        } else if let place = facts.lightInCode {
            // As for contrast (ColorResolver.darkUncertainty): the override may cover one
            // screen (a camera, a photo editor) or the whole window.
            verdict.verdict = .unknown
            verdict.reason = "code forces the light appearance at \(place): if that covers a common task, the label does not hold"
        } else if !facts.hasScreens {
            verdict.verdict = .unknown
            verdict.reason = "no screens were read"
        } else {
            verdict.reason =
                (facts.darkInfoPlist ? "the app is always dark" : "the app follows the system appearance (nothing forces light)")
                + (facts.colorSetsWithoutDark.isEmpty ? "" : "; colour sets to check")
        }
    }

    /// Labels whose findings only a person can settle, with the question each asks.
    static let openQuestion: [NutritionLabel: String] = [
        .differentiateWithoutColorAlone: "the sources cannot tell whether these colours alone carry meaning",
        .reducedMotion: "the sources cannot tell whether this motion is large enough to need Reduce Motion",
    ]

    static func plural(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) \(n == 1 ? one : many ?? one + "s")"
    }

    /// Findings by screen in first-seen order; code-level findings by file.
    static func group(_ findings: [Finding]) -> [Group] {
        var order: [String] = []
        var byName: [String: [Finding]] = [:]
        for finding in findings {
            let name = finding.screen ?? finding.location.file
            if byName[name] == nil { order.append(name) }
            byName[name, default: []].append(finding)
        }
        return order.map { Group(name: $0, findings: byName[$0]!) }
    }
}
