import Foundation

/// An exposed image must describe what it shows, not its file.
struct ImageLabelDescriptive: Rule {
    let metadata = RuleMetadata(
        id: "image-label-descriptive",
        title: "Image label is a file name or names the element type",
        rationale:
            "An image exposed to VoiceOver with no label is read by its asset name (\"img_hero_2x\"), or, made at run time (`Image(uiImage:)`, `AsyncImage`), only as \"image\"; a label such as \"image of a tick\" repeats the role VoiceOver already speaks. Describe the meaning: \"You're all set\".",
        wcag: ["1.1.1"], impact: .serious, defaultSeverity: .warning,
        tags: ["labels", "images", "voiceover"],
        help:
            "Set an accessibility label that says what the image means in context, without \"image\", \"picture\" or \"icon\"; if it is decorative, untick Accessibility Enabled instead.",
        sources: ["B ch3 L599-609", "B ch11 L4104", "seed rule #2", "seed rule #5", "seed rule #6"],
        summary: "exposed image read by its asset name or made at run time with no label, or labelled with a file name or \"image/picture/icon\"",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver])

    static let typeWords = ["image", "picture", "icon", "photo", "graphic", "img"]

    var examples: [RuleExample] {
        [
            .xib(
                "An accessible image view with no label is read by its asset name", .triggers(count: 1),
                """
                    ↓<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="hero_banner" id="hero">
                        <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                        <accessibility key="accessibilityConfiguration">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                """),
            .xib(
                "A label that says \"image of\"", .triggers(count: 1),
                """
                    ↓<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Earth" id="earth">
                        <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                        <accessibility key="accessibilityConfiguration" label="Image of the Earth from space">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                """),
            .xib(
                "A label that is the file name", .triggers(count: 1),
                """
                    ↓<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="checkmark" id="done">
                        <rect key="frame" x="0.0" y="100" width="100" height="100"/>
                        <accessibility key="accessibilityConfiguration" label="checkmark.png">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                """),
            .swiftUI(
                "A SwiftUI image read by its asset name", .triggers(count: 1),
                """
                struct ExampleView: View {
                    var body: some View {
                        ↓Image("hero_banner_2x")
                    }
                }
                """),
            .swiftUI(
                "Images made at run time (from data, from a URL) are exposed with no label: VoiceOver says only \"image\"", .triggers(count: 3),
                """
                struct VMCard: View {
                    let vm: VM
                    var body: some View {
                        VStack {
                            ↓Image(uiImage: vm.icon).resizable().frame(width: 30, height: 30)
                            ↓AsyncImage(url: vm.bannerURL)
                            ↓AsyncImage(url: vm.avatarURL) { image in image.resizable() } placeholder: { ProgressView() }
                            Text(vm.name)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: images made at run time that are labelled, hidden, merged into a row or a control's content", .passes,
                """
                struct VMCard: View {
                    let vm: VM
                    var body: some View {
                        VStack {
                            Image(uiImage: vm.icon).accessibilityLabel(vm.iconDescription)
                            AsyncImage(url: vm.avatarURL) { image in image.resizable().accessibilityHidden(true) } placeholder: { ProgressView() }
                            AsyncImage(url: vm.photoURL) { phase in phase.image }
                            HStack { Image(uiImage: vm.icon); Text(vm.name) }.accessibilityElement(children: .combine)
                            Button(action: vm.start) { HStack { Image(uiImage: vm.icon); Text("Start") } }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: an image in a background or overlay, hidden or made one labelled element with its view after it (element-x-ios)", .passes,
                """
                struct Thumbnail: View {
                    let vm: VM
                    var body: some View {
                        VStack {
                            Color.clear.frame(width: 40, height: 40).background { Image(uiImage: vm.icon) }.clipShape(Circle()).accessibilityHidden(true)
                            Color.gray.overlay { Image(uiImage: vm.photo) }.accessibilityElement(children: .ignore).accessibilityLabel("Photo")
                        }
                    }
                }
                """),
            .swiftUI(
                "The same image in a background where only the view is hidden, before the background is added", .triggers(count: 1),
                """
                struct Thumbnail: View {
                    let vm: VM
                    var body: some View {
                        Color.clear.frame(width: 40, height: 40).accessibilityHidden(true).background { ↓Image(uiImage: vm.icon) }
                    }
                }
                """),
            .swiftUI(
                "An image made at run time that a flag the caller decides may hide (needs review)", .needsReview(count: 1),
                """
                struct Owner: View {
                    let vm: VM
                    var body: some View { Avatar(url: vm.ownerURL, isAccessible: vm.showsOwner) }
                }
                struct Avatar: View {
                    let url: URL
                    let isAccessible: Bool
                    var body: some View {
                        ↓AsyncImage(url: url).accessibility(hidden: !isAccessible)
                    }
                }
                """),
            .swiftUI(
                "An image named by a plain word (\"badge\") is read as that word: needs review, not certain", .needsReview(count: 1),
                """
                struct Perk: View {
                    var body: some View {
                        HStack { ↓Image("badge"); Text("Supporter Badge") }
                    }
                }
                """),
            .swiftUI(
                "Trap: a label written on a Group labels each view it holds (an if/else of an emoji or an image)", .passes,
                """
                struct LikeButton: View {
                    let emoji: String?
                    var body: some View {
                        Group {
                            if let emoji {
                                Text(emoji)
                            } else {
                                Image("shaka").resizable().frame(width: 22, height: 20)
                            }
                        }
                        .accessibilityLabel(NSLocalizedString("Like", comment: ""))
                    }
                }
                """),
            .swiftUI(
                "An asset image beside the text of a button is read into its label by its name (\"share-network, Share\")", .triggers(count: 1),
                """
                struct RecordingActions: View {
                    var body: some View {
                        Button(action: share) {
                            HStack { ↓Image("share-network").resizable().frame(width: 25, height: 25); Text("Share") }
                        }
                    }
                }
                """),
            .swiftUI(
                "An asset image whose name code chooses, beside a button's text, is read by that name: needs review", .needsReview(count: 1),
                """
                struct HubButton: View {
                    let viewModel: HubViewModel
                    var body: some View {
                        Button(action: viewModel.action) {
                            HStack { Text(viewModel.title); ↓Image(viewModel.accessoryImageName) }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: a symbol whose name code chooses, or a labelled button, are not read by an asset name", .passes,
                """
                struct HubButton: View {
                    let viewModel: HubViewModel
                    var body: some View {
                        VStack {
                            Button(action: viewModel.action) { HStack { Text(viewModel.title); Image(systemName: viewModel.symbol) } }
                            Button(action: viewModel.action) { HStack { Text(viewModel.title); Image(viewModel.icon) } }.accessibilityLabel(viewModel.title)
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: an icon a Label shows, a decorative image and a hidden one beside a button's text are not read", .passes,
                """
                struct RecordingActions: View {
                    var body: some View {
                        VStack {
                            Button(action: share) { Label("Share", image: "share-network") }
                            Button(action: save) { HStack { Image(decorative: "download"); Text("Save") } }
                            Button(action: delete) { HStack { Image("trash-simple").accessibilityHidden(true); Text("Delete") } }
                        }
                    }
                }
                """),
            .swiftUI(
                "Trap: decorative images and #Preview blocks", .passes,
                """
                struct ExampleView: View {
                    var body: some View {
                        Image(decorative: "hero_banner_2x")
                    }
                }

                #Preview {
                    Image("preview_only_image")
                }
                """),
            .xib(
                "A descriptive label", .passes,
                """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Earth" id="earth">
                        <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                        <accessibility key="accessibilityConfiguration" label="The Earth seen from the International Space Station">
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </imageView>
                """),
            .xib(
                "A decorative image that is not exposed (the UIImageView default)", .passes,
                """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="divider_line" id="divider">
                        <rect key="frame" x="0.0" y="100" width="393" height="2"/>
                    </imageView>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        exposed(screen, context) + readIntoControls(screen, context)
    }

    /// An asset image inside a control whose label also has text (`Button { Image("share-network");
    /// Text("Share") }`): VoiceOver reads the control as "share-network, Share", the asset name
    /// first. Images alone in a control are `image-button-label`'s.
    func readIntoControls(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.elements.compactMap { node in
            guard let owner = node.mergedInto, node.isVisible, node.labelOrigin == .imageName, let name = node.labelText,
                let image = node.element.image, !image.isSystemSymbol
            else { return nil }
            let control = screen.elements[owner]
            guard control.isReachable, control.isInteractive, control.labelOrigin == .combinedChildren, control.element.accessibilityLabel == nil else {
                return nil
            }
            // An asset chosen at run time (`Image(viewModel.accessoryImageName)`) is read by
            // whatever name it has.
            if image.isDynamic {
                return context.finding(
                    node, in: screen,
                    "Image is read into the label of the control it is in by its asset name, which code chooses: VoiceOver says \"\(control.labelText ?? name)\" with the name in it; hide the image (`Image(decorative:)`, `.accessibilityHidden(true)`) or label the control",
                    confidence: .needsReview(reason: "the image is chosen at run time; its asset name is what VoiceOver reads"))
            }
            guard let label = control.label?.literal, label.contains(name) else { return nil }
            var confidence: Confidence = node.runtimeUncertainty(.accessibilityLabel).map { .needsReview(reason: $0) } ?? .certain
            if confidence.isCertain, image.isNamedByAWord {
                confidence = .needsReview(
                    reason:
                        "the asset name \"\(image.name)\" is a word, which VoiceOver reads untranslated; check whether it adds to the control's text or should be hidden"
                )
            }
            return context.finding(
                node, in: screen,
                "Image is read into the label of the control it is in by its asset name: VoiceOver says \"\(label)\"; hide the image (`Image(decorative:)`, `.accessibilityHidden(true)`) or label the control",
                confidence: confidence)
        }
    }

    func exposed(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard !node.isInteractive, node.element.image != nil || node.traits.contains(.image) else { return nil }
            let uncertainty = node.runtimeUncertainty(.accessibilityLabel) ?? screen.hiddenInCode(node)
            let confidence: Confidence = uncertainty.map { .needsReview(reason: $0) } ?? .certain
            if node.labelOrigin == .imageName, let name = node.labelText, let image = node.element.image {
                if image.isSystemSymbol || image.isDynamic {
                    let why = image.isSystemSymbol ? "VoiceOver speaks the SF Symbol's own description when it has one" : "the image is chosen at run time"
                    return context.finding(
                        node, in: screen, "Image \(name) is exposed to VoiceOver without a label or a decorative marking",
                        confidence: .needsReview(reason: why))
                }
                let wordy: Confidence =
                    image.isNamedByAWord && confidence.isCertain
                    ? .needsReview(
                        reason:
                            "the asset name \"\(image.name)\" is a word, which VoiceOver reads as the label, untranslated; check whether it describes the image, or the image is decoration to hide"
                    )
                    : confidence
                return context.finding(
                    node, in: screen, "Image is exposed to VoiceOver without a label; it is read by its asset name \"\(name)\"", confidence: wordy)
            }
            if node.label == nil, node.element.image == nil, node.element.provenance[.image] != nil {
                return context.finding(
                    node, in: screen,
                    "Image made at run time is exposed to VoiceOver with no label: VoiceOver stops on it and says only \"image\"; label it with what it shows, or hide it if it is decoration",
                    confidence: confidence)
            }
            guard node.labelOrigin == .accessibilityLabel, let label = node.labelText else { return nil }
            if Self.looksLikeFileName(label, imageName: node.element.image?.displayName) {
                return context.finding(node, in: screen, "Image label \"\(label)\" is a file or asset name, not a description", confidence: confidence)
            }
            if let word = Self.typeWords.first(where: { Words.contains(label, word: $0) }) {
                return context.finding(
                    node, in: screen, "Image label \"\(label)\" contains \"\(word)\"; VoiceOver already says \"image\"", confidence: confidence)
            }
            return nil
        }
    }

    static func looksLikeFileName(_ label: String, imageName: String?) -> Bool {
        let trimmed = label.trimmingCharacters(in: .whitespaces)
        if let imageName, trimmed == imageName, !trimmed.contains(" ") { return true }
        if trimmed.range(of: #"(?i)\.(png|jpe?g|gif|pdf|svg|heic|webp)$"#, options: .regularExpression) != nil { return true }
        // snake_case, kebab-case or camelCase identifiers, or "ic_"/"img_" prefixes.
        if !trimmed.contains(" ") {
            if trimmed.contains("_") || trimmed.range(of: #"^[a-z]+(-[a-z0-9]+)+$"#, options: .regularExpression) != nil { return true }
            if trimmed.range(of: #"^[a-z]+[A-Z][A-Za-z0-9]*$"#, options: .regularExpression) != nil { return true }
        }
        return false
    }
}
