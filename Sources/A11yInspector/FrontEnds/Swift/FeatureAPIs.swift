import Foundation
import SwiftSyntax

/// The system APIs `FeatureEventsVisitor` recognises, read from calls and expressions.
enum FeatureAPIs {
    /// Whether the gesture recognizer of this name, in this source, is made with no target and
    /// given none (`private let tap3 = UITapGestureRecognizer()` and no `tap3.addTarget(`): it
    /// recognizes, so others can wait for it to fail, and starts nothing. Not known (false) for
    /// a recognizer made another way (a closure, a parameter).
    static func recognizerDoesNothing(_ name: String?, in source: String) -> Bool {
        guard let name, !source.containsText("\(name).addTarget(") else { return false }
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let made = #"(?:let|var)\s+"# + escaped + #"\s*(?::\s*UI\w*GestureRecognizer\s*)?=\s*UI\w*GestureRecognizer\s*\(\s*\)"#
        return source.range(of: made, options: .regularExpression) != nil
    }

    // MARK: Permission prompts

    /// A call that shows a permission prompt (Apple, "Requesting access to protected
    /// resources"; each framework's `request…` API): the resource and the API's name.
    static func permissionRequest(_ call: FunctionCallExprSyntax, method: String?, base: String?) -> (ProtectedResource, String)? {
        guard let method, method.hasPrefix("request") else { return nil }
        var firstLabel: String? { call.arguments.first?.label?.text }
        var firstMember: String? { call.arguments.first.flatMap { FactsVisitor.unwrap($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text } }
        switch method {
        case "requestWhenInUseAuthorization", "requestAlwaysAuthorization": return (.location, method)
        case "requestTrackingAuthorization": return (.tracking, method)
        case "requestRecordPermission": return (.microphone, method)
        case "requestFullAccessToEvents", "requestWriteOnlyAccessToEvents": return (.calendars, method)
        case "requestFullAccessToReminders": return (.reminders, method)
        case "requestAccess":
            switch (base, firstMember) {
            case ("AVCaptureDevice"?, "video"?): return (.camera, "AVCaptureDevice.requestAccess(for: .video)")
            case ("AVCaptureDevice"?, "audio"?): return (.microphone, "AVCaptureDevice.requestAccess(for: .audio)")
            case (_, "contacts"?): return (.contacts, "requestAccess(for: .contacts)")
            case (_, "event"?): return (.calendars, "requestAccess(to: .event)")
            case (_, "reminder"?): return (.reminders, "requestAccess(to: .reminder)")
            default: return nil
            }
        case "requestAuthorization":
            switch base {
            case "PHPhotoLibrary"?: return (.photoLibrary, "PHPhotoLibrary.requestAuthorization")
            case "SFSpeechRecognizer"?: return (.speechRecognition, "SFSpeechRecognizer.requestAuthorization")
            case "MPMediaLibrary"?: return (.mediaLibrary, "MPMediaLibrary.requestAuthorization")
            default: break
            }
            if firstLabel == "options" { return (.notifications, "requestAuthorization(options:)") }
            if firstLabel == "toShare" { return (.health, "requestAuthorization(toShare:read:)") }
            return nil
        default:
            return nil
        }
    }

    /// A read of a permission's status, which never prompts.
    enum StatusRead {
        case of(ProtectedResource)
        /// The API does not say which resource (`store.authorizationStatus(for: type)`).
        case unknown

        var resource: ProtectedResource? {
            if case .of(let resource) = self { return resource }
            return nil
        }
    }

    /// A call that reads a permission's status.
    static func statusCall(_ call: FunctionCallExprSyntax, method: String?, base: String?) -> StatusRead? {
        switch method {
        case "getNotificationSettings", "notificationSettings": return .of(.notifications)
        case "locationServicesEnabled": return .of(.location)
        case "getRequestStatusForAuthorization", "statusForAuthorizationRequest": return .of(.health)
        case "authorizationStatus":
            let argument = call.arguments.first.flatMap { FactsVisitor.unwrap($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            return statusResource(base: base, argument: argument).map(StatusRead.of) ?? .unknown
        default: return nil
        }
    }

    /// `X.authorizationStatus(for: .y)`: by the type, else by the argument.
    static func statusResource(base: String?, argument: String?) -> ProtectedResource? {
        switch base {
        case "CLLocationManager": return .location
        case "PHPhotoLibrary": return .photoLibrary
        case "SFSpeechRecognizer": return .speechRecognition
        case "MPMediaLibrary": return .mediaLibrary
        case "CNContactStore": return .contacts
        default: break
        }
        switch argument {
        case "video": return base == "AVCaptureDevice" ? .camera : nil
        case "audio": return base == "AVCaptureDevice" ? .microphone : nil
        case "contacts": return .contacts
        case "event": return .calendars
        case "reminder": return .reminders
        default: return nil
        }
    }

    /// Status properties read without a call: `ATTrackingManager.trackingAuthorizationStatus`,
    /// `AVAudioSession.sharedInstance().recordPermission`, `manager.authorizationStatus`
    /// (a location manager's, or a notification settings' — the name does not say).
    static func statusProperty(_ name: String) -> StatusRead? {
        switch name {
        case "trackingAuthorizationStatus": return .of(.tracking)
        case "recordPermission": return .of(.microphone)
        case "authorizationStatus": return .unknown
        default: return nil
        }
    }

    // MARK: Audio and video

    /// Types whose use plays audio.
    static let audioPlayers: Set<String> = [
        "AVAudioPlayer", "AVPlayer", "AVQueuePlayer", "AVAudioEngine", "AVAudioPlayerNode", "AVPlayerViewController", "VideoPlayer",
    ]
    /// Players that play sound and never video (`AVPlayer` plays either).
    static let audioOnlyPlayers: Set<String> = ["AVAudioPlayer", "AVAudioEngine", "AVAudioPlayerNode"]
    /// Video drawn without `AVPlayer`, which alone applies the system's caption choice
    /// (`AVPlayer.appliesMediaSelectionCriteriaAutomatically`, true by default since iOS 7).
    static let nonAVPlayerVideo: Set<String> = [
        "AVSampleBufferDisplayLayer", "AVSampleBufferVideoRenderer", "VLCMediaPlayer", "VLCMediaListPlayer", "VLCVideoPlayer",
    ]
    /// Names whose use shows the app handles captions itself.
    static let captionHandling: Set<String> = [
        "isClosedCaptioningEnabled", "closedCaptioningStatusDidChangeNotification", "AVPlayerItemLegibleOutput", "legible",
    ]

    /// Every name above by the event its use makes: one lookup per name in the code.
    static let mediaNames: [String: CodeEvent.Kind] = {
        var names: [String: CodeEvent.Kind] = ["AVSpeechSynthesizer": .speechSynthesis]
        for name in audioPlayers { names[name] = .audioPlayback }
        for name in nonAVPlayerVideo { names[name] = .customVideoPlayback }
        for name in captionHandling { names[name] = .handlesCaptions }
        return names
    }()

    /// `setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])`, and the iOS 9
    /// `setCategory(AVAudioSessionCategoryPlayback, with: …)`.
    static func audioSession(_ call: FunctionCallExprSyntax) -> AudioSessionSetting {
        let arguments = Array(call.arguments)
        let category = arguments.first.flatMap { categoryName($0.expression) }.flatMap(AudioSessionSetting.Category.init(rawValue:))
        let mode = arguments.first { $0.label?.text == "mode" }.flatMap { memberName($0.expression) }
        var options = Set<AudioSessionSetting.Option>()
        if let expr = arguments.first(where: { ["options", "with", "withOptions"].contains($0.label?.text ?? "") })?.expression {
            let items = expr.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expr]
            options = Set(items.compactMap { memberName($0).flatMap(AudioSessionSetting.Option.init(rawValue:)) })
        }
        return AudioSessionSetting(category: category, mode: mode, options: options)
    }

    /// `.playback`, `AVAudioSession.Category.playback`, `AVAudioSessionCategoryPlayback`.
    static func categoryName(_ expr: ExprSyntax) -> String? {
        if let name = memberName(expr) { return name }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("AVAudioSessionCategory") else { return nil }
        let rest = name.dropFirst("AVAudioSessionCategory".count)
        guard let first = rest.first else { return nil }
        return first.lowercased() + rest.dropFirst()
    }

    static func memberName(_ expr: ExprSyntax) -> String? {
        FactsVisitor.unwrap(expr).as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    // MARK: Display settings

    /// Names whose use reads a display setting (UIAccessibility's properties and notifications,
    /// `UITraitCollection.legibilityWeight`, SwiftUI's environment values), by the event.
    static let settingNames: [String: CodeEvent.Kind] = [
        "isBoldTextEnabled": .readsBoldText, "boldTextStatusDidChangeNotification": .readsBoldText,
        "legibilityWeight": .readsBoldText,
        "isReduceTransparencyEnabled": .readsReduceTransparency, "reduceTransparencyStatusDidChangeNotification": .readsReduceTransparency,
        "accessibilityReduceTransparency": .readsReduceTransparency,
        "isOnOffSwitchLabelsEnabled": .readsOnOffSwitchLabels, "onOffSwitchLabelsDidChangeNotification": .readsOnOffSwitchLabels,
        "buttonShapesEnabled": .readsButtonShapes, "buttonShapesEnabledStatusDidChangeNotification": .readsButtonShapes,
        "accessibilityShowButtonShapes": .readsButtonShapes,
        "zoomFocusChanged": .zoomFocusNotified, "registerGestureConflictWithZoom": .registersZoomConflict,
    ]

    /// `ScrollView([.horizontal, .vertical])`, `ScrollView(.all)`, `ScrollView(Axis.Set.all)`.
    static func scrollsBothWays(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first, first.label == nil || first.label?.text == "axes" else { return false }
        let expr = first.expression
        if memberName(expr) == "all" { return true }
        guard let array = expr.as(ArrayExprSyntax.self) else { return false }
        let names = Set(array.elements.compactMap { memberName($0.expression) })
        return names.contains("horizontal") && names.contains("vertical")
    }

    /// A font of the app's own: `UIFont(name:size:)`, SwiftUI `.custom("Name", size: 17)`
    /// (`fixedSize:`, `relativeTo:` too); nil for anything else.
    static func customFont(_ call: FunctionCallExprSyntax, name: String?, method: String?) -> String? {
        let labels = call.arguments.map { $0.label?.text }
        if name == "UIFont", labels.first == "name" { return "UIFont(name:size:)" }
        if method == "custom", labels.first == .some(nil), labels.contains(where: { ["size", "fixedSize", "relativeTo"].contains($0 ?? "") }) {
            return "Font.custom(_:size:)"
        }
        return nil
    }

    /// A literal opacity strictly between 0 and 1: see-through, not hidden.
    static func translucent(_ expr: ExprSyntax?) -> Bool {
        guard let expr, let value = FactsVisitor.number(expr) else { return false }
        return value > 0 && value < 1
    }

    /// The expression is (part of) a background: the value assigned to a `backgroundColor`, or an
    /// argument of a SwiftUI `.background(…)`.
    static func isBackground(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        for _ in 0..<10 {
            guard let here = child.parent else { return false }
            if let call = here.as(FunctionCallExprSyntax.self), FeatureBodies.calledName(call) == "background",
                child.id == call.arguments.id || child.id == call.trailingClosure?.id
            {
                return true
            }
            if let sequence = here.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == child.id else { return false }
                return FactsVisitor.unwrap(elements[0]).as(MemberAccessExprSyntax.self)?.declName.baseName.text == "backgroundColor"
                    || elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == "backgroundColor"
            }
            if here.is(CodeBlockItemSyntax.self) || here.is(MemberBlockItemSyntax.self) { return false }
            child = here
        }
        return false
    }

    /// The type (or file) a node is in sets a fixed locale on a formatter: a format for machines.
    static func setsFixedLocale(around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let here = current {
            if here.is(ClassDeclSyntax.self) || here.is(StructDeclSyntax.self) || here.is(ExtensionDeclSyntax.self)
                || here.is(EnumDeclSyntax.self) || here.is(SourceFileSyntax.self)
            {
                let text = here.description
                return text.contains("en_US_POSIX") || text.contains("ISO8601") || text.contains("Locale(identifier:")
            }
            current = here.parent
        }
        return false
    }

    /// The SwiftUI control a `.textSelection(.enabled)` makes the title of selectable: the view
    /// it modifies, or the view whose closure (a `Button`'s label) holds it; a control is a view
    /// the knowledge table calls interactive.
    static func selectableControl(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.first.flatMap({ memberName($0.expression) }) == "enabled" else { return nil }
        func control(_ name: String?) -> String? {
            guard let name, PlatformDefaults.swiftUI[name] != nil, PlatformDefaults.for(name).isInteractive else { return nil }
            return name
        }
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, let name = control(rootView(base)) { return name }
        var child = Syntax(call)
        while let here = child.parent {
            if here.is(FunctionDeclSyntax.self) || here.is(MemberBlockItemSyntax.self) || here.is(AccessorBlockSyntax.self) { return nil }
            if let outer = here.as(FunctionCallExprSyntax.self), child.id != outer.calledExpression.id,
                let name = control(FeatureBodies.calledName(outer))
            {
                return name
            }
            child = here
        }
        return nil
    }

    // MARK: Text input

    /// Words that mark a field whose text autocorrection would spoil: addresses, codes,
    /// identifiers, names, secrets, searches (catalogue #164's exclusions, and their kin).
    static let exactInputWords: Set<String> = [
        "email", "mail", "user", "username", "login", "password", "passcode", "passphrase", "code", "pin", "otp", "url", "link",
        "host", "server", "domain", "address", "search", "query", "token", "key", "id", "tag", "hashtag", "handle", "name",
        "nickname", "number", "phone", "account", "secure", "filter", "keyboard",
    ]

    /// Code around a field says it takes such text: one of the words, whole, in an identifier
    /// (`emailField`, `searchText`) or a string, or a content type or keyboard set.
    static func marksExactInput(_ text: String) -> Bool {
        if text.contains("textContentType") || text.contains("keyboardType") { return true }
        // Capitalisation off goes with identifiers, codes and addresses.
        if text.contains("textInputAutocapitalization(.never)") || text.contains("autocapitalizationType = .none") { return true }
        var words: [String] = [], current = ""
        var previous: Character = " "
        for c in text {
            if c.isLetter {
                // camelCase: a capital after a lower-case letter starts a word.
                if c.isUppercase && previous.isLowercase, !current.isEmpty { words.append(current); current = "" }
                current.append(Character(c.lowercased()))
            } else if !current.isEmpty {
                words.append(current); current = ""
            }
            previous = c
        }
        if !current.isEmpty { words.append(current) }
        return words.contains(where: exactInputWords.contains)
    }

    /// `.autocorrectionDisabled()` (or `(true)`) on a `TextField` or `TextEditor` whose chain says
    /// nothing of exact input: the view it modifies, by name.
    static func autocorrectionDisabledField(_ call: FunctionCallExprSyntax) -> String? {
        if let first = call.arguments.first?.expression, first.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.true) { return nil }
        guard let chain = modifiedViews(call).first, let root = rootView(chain),
            PlatformDefaults.swiftUI[root] != nil, PlatformDefaults.for(root).role.isTextInput
        else { return nil }
        // The whole chain, modifiers after this one included (`.textContentType(.URL)`).
        var outer = Syntax(call)
        while let parent = outer.parent,
            parent.is(MemberAccessExprSyntax.self) || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == outer.id
        {
            outer = parent
        }
        let text = outer.description
        guard !text.contains("SecureField"), !marksExactInput(text) else { return nil }
        return root
    }

    // MARK: Identity fields

    /// Cases of a gender enum that leave out everyone else: male and female, and catch-alls.
    static let binaryGenderCases: Set<String> = ["male", "female", "man", "woman", "m", "f", "other", "unknown", "unspecified", "none", "notset", "undefined"]

    /// `enum Gender { case male, female }` (also with `other`): the enum as messages show it.
    static func binaryGender(_ node: EnumDeclSyntax) -> String? {
        let name = node.name.text
        guard name.lowercased().contains("gender") else { return nil }
        let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) }
        let lowered = Set(cases.map { $0.lowercased() })
        guard !cases.isEmpty, lowered.isSubset(of: binaryGenderCases),
            lowered.contains(where: { ["male", "man", "m"].contains($0) }), lowered.contains(where: { ["female", "woman", "f"].contains($0) })
        else { return nil }
        return "enum \(name) { \(cases.joined(separator: ", ")) }"
    }

    /// `var isMale: Bool`, `let isFemale = true`.
    static func binaryGender(_ binding: PatternBindingSyntax) -> String? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            ["ismale", "isfemale", "male", "female"].contains(name.lowercased())
        else { return nil }
        let type = binding.typeAnnotation?.type.sourceText
        let isBool = type == "Bool" || type == "Bool?" || binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
        return isBool ? "\(name): Bool" : nil
    }

    // MARK: Orientations

    /// `UIInterfaceOrientationMask` members.
    static let masks: [String: Set<InterfaceOrientation>] = [
        "portrait": [.portrait], "portraitUpsideDown": [.portraitUpsideDown],
        "landscapeLeft": [.landscapeLeft], "landscapeRight": [.landscapeRight],
        "landscape": [.landscapeLeft, .landscapeRight], "all": Set(InterfaceOrientation.allCases),
        "allButUpsideDown": [.portrait, .landscapeLeft, .landscapeRight],
    ]

    /// `.portrait`, `[.portrait, .landscapeLeft]`, `UIInterfaceOrientationMask.all`; nil for
    /// anything computed.
    static func orientations(_ expr: ExprSyntax) -> Set<InterfaceOrientation>? {
        if let array = expr.as(ArrayExprSyntax.self) {
            var result = Set<InterfaceOrientation>()
            for element in array.elements {
                guard let part = orientations(element.expression) else { return nil }
                result.formUnion(part)
            }
            return result
        }
        guard let member = expr.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.sourceText == "UIInterfaceOrientationMask"
        else { return nil }
        return masks[member.declName.baseName.text]
    }

    // MARK: Text sizes

    /// `.environment(\.sizeCategory, .large)`, `.environment(\.dynamicTypeSize, .xxxLarge)`.
    static func environmentTextSize(_ call: FunctionCallExprSyntax) -> ContentSizeCategory? {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, let path = arguments[0].expression.as(KeyPathExprSyntax.self),
            ["\\.sizeCategory", "\\.dynamicTypeSize", "\\EnvironmentValues.sizeCategory", "\\EnvironmentValues.dynamicTypeSize"].contains(path.sourceText)
        else { return nil }
        return category(arguments[1].expression)
    }

    /// `.large`, `DynamicTypeSize.accessibility1`, `UIContentSizeCategory.extraLarge`; nil for
    /// anything computed (`size < .accessibility1 ? size : .accessibility1`).
    static func category(_ expr: ExprSyntax) -> ContentSizeCategory? {
        guard let member = expr.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base.flatMap({ $0.as(DeclReferenceExprSyntax.self) }) != nil
        else { return nil }
        return ContentSizeCategory(name: member.declName.baseName.text)
    }

    /// The sizes a `.dynamicTypeSize(_:)` argument allows: one size, `...X`, `X...`, `X ... Y`;
    /// nil when computed.
    static func dynamicTypeSizes(_ expr: ExprSyntax) -> ClosedRange<ContentSizeCategory>? {
        if let single = category(expr) { return single...single }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." {
            return category(prefix.expression).map { .extraSmall...$0 }
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return category(postfix.expression).map { $0...ContentSizeCategory.accessibilityExtraExtraExtraLarge }
        }
        let parts = expr.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
        if parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "...",
            let lower = category(parts[0]), let upper = category(parts[2]), lower <= upper
        {
            return lower...upper
        }
        return nil
    }

    /// Whether a modified SwiftUI expression visibly holds text. A `.font` is no sign: it
    /// sizes SF Symbols too (IceCubes' share icon, `.font(.body).dynamicTypeSize(.large)`).
    static func holdsText(_ expr: ExprSyntax) -> Bool {
        let text = expr.sourceText
        return ["Text(", "Label(", "TextField(", "TextEditor(", "SecureField("].contains { text.contains($0) }
    }

    /// A `UITraitCollection(preferredContentSizeCategory:)` that overrides what views get: passed
    /// (directly or inside `UITraitCollection(traitsFrom:)`) to `setOverrideTraitCollection` or
    /// to `preferredFont(forTextStyle:compatibleWith:)`; not one used to compute a value
    /// (`scaledValue(for:compatibleWith:)` for a cap), nor a font read only for its size at the
    /// default category (`preferredFont(forTextStyle: s, compatibleWith: large).pointSize`, the
    /// base size `Font.custom(_:size:relativeTo:)` scales from).
    static func overridesTraits(_ call: FunctionCallExprSyntax) -> Bool {
        var node: Syntax = Syntax(call)
        for _ in 0..<12 {
            guard let parent = node.parent else { return false }
            if let outer = parent.as(FunctionCallExprSyntax.self) {
                let name = FeatureBodies.calledName(outer)
                if name == "preferredFont", let read = outer.parent?.as(MemberAccessExprSyntax.self),
                    fontMetrics.contains(read.declName.baseName.text)
                {
                    return false
                }
                if name == "preferredFont", readOnlyForMetrics(outer) { return false }
                if name == "setOverrideTraitCollection" || name == "preferredFont" { return true }
                if name != "UITraitCollection" { return false }
            }
            node = parent
        }
        return false
    }

    static let fontMetrics: Set<String> = ["pointSize", "lineHeight", "capHeight", "xHeight", "ascender", "descender"]

    /// `let base = UIFont.preferredFont(…, compatibleWith: large)` whose every later use in the
    /// function reads a metric (`current.pointSize / base.pointSize`, a scale for analytics):
    /// the font reaches no view.
    static func readOnlyForMetrics(_ call: FunctionCallExprSyntax) -> Bool {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let body = binding.ancestorCodeBlock
        else { return false }
        let uses = body.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(name) && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
        return !uses.isEmpty
            && uses.allSatisfy { token in
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
                return fontMetrics.contains(member.declName.baseName.text)
            }
    }

    /// What a SwiftUI modifier applies to: the chain before it, and when the modifier sits in a
    /// `#if` clause of the chain (`Text(n) #if os(iOS) .font(.footnote).dynamicTypeSize(.medium)
    /// #endif`, IceCubes), the chain before the `#if` too, outermost last.
    static func modifiedViews(_ call: FunctionCallExprSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { result.append(base) }
        var node = Syntax(call)
        for _ in 0..<8 {
            guard let parent = node.parent else { break }
            if let postfix = parent.as(PostfixIfConfigExprSyntax.self) {
                if let base = postfix.base { result.append(base) }
                break
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { break }
            node = parent
        }
        return result
    }

    /// The view a SwiftUI modifier chain starts from: `Image` in `Image(…).font(…).dynamicTypeSize(…)`.
    static func rootView(_ start: ExprSyntax) -> String? {
        var expr = start
        while true {
            if let c = expr.as(FunctionCallExprSyntax.self) {
                if let member = c.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { expr = base; continue }
                return c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { expr = base; continue }
            return nil
        }
    }

    // MARK: Edit menus

    /// `#selector(copy(_:))`, `#selector(UIResponderStandardEditActions.copy(_:))`.
    static func editAction(_ expr: ExprSyntax) -> EditAction? {
        guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.first?.expression
        else { return nil }
        let name =
            argument.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap(EditAction.init(rawValue:))
    }
}

extension SyntaxProtocol {
    /// The body of the function, accessor or closure around this node.
    var ancestorCodeBlock: Syntax? {
        var current = parent
        while let n = current {
            if let block = n.as(CodeBlockSyntax.self), block.parent?.is(IfExprSyntax.self) != true, block.parent?.is(GuardStmtSyntax.self) != true {
                return n
            }
            if n.is(ClosureExprSyntax.self) || n.is(AccessorBlockSyntax.self) { return n }
            current = n.parent
        }
        return nil
    }
}
