import Testing
@testable import A11yInspector

/// Label, value, traits, then the hint after a pause (B L2954, L1966).
struct SpeechTests {
    /// B L2300-2302: before the fix, the travellers slider is a separate stop read as a
    /// percentage, "0 percent, adjustable"; swiping up moves it to 10 percent.
    @Test func travellersSliderBeforeTheFix() {
        let screen = Tree.screen([
            Tree.label("count", "Travelers: 0", 20, 100, 200),
            Tree.view("slider", "UISlider", 20, 130, 350, 31) {
                $0.numericValue = 0; $0.minimumValue = 0; $0.maximumValue = 10
            },
        ])
        #expect(Tree.spoken(screen) == ["Travelers: 0", "0%, Adjustable … Swipe up or down with one finger to adjust the value."])
        let slider = screen.simulation.order[1]
        #expect(screen.simulation.adjustment(of: slider)?.increment == "10%")
    }

    /// B L2306-2349: after grouping into an adjustable container with the label "Travelers",
    /// the count as value, and increment/decrement forwarded, there is one stop.
    @Test func travellersSliderAfterTheFix() {
        let screen = Tree.screen([
            Tree.view(
                "container", "UIView", 20, 100, 350, 70,
                children: [
                    Tree.label("count", "Travelers: 1", 20, 100, 200),
                    Tree.view("slider", "UISlider", 20, 130, 350, 31) {
                        $0.numericValue = 1; $0.minimumValue = 1; $0.maximumValue = 10
                    },
                ]
            ) { c in
                c.customClass = "SliderContainer"
                c.isAccessibilityElement = true
                c.accessibilityLabel = .literal("Travelers")
                c.accessibilityValue = .literal("1")
                c.traits = TraitChanges(inserted: .adjustable)
                c.implementedActions = [.increment, .decrement]
            }
        ])
        #expect(Tree.spoken(screen) == ["Travelers, 1, Adjustable … Swipe up or down with one finger to adjust the value."])
        #expect(screen.simulation.adjustment(of: screen.simulation.order[0])?.increment == "accessibilityIncrement() in code")
    }

    /// B L2498-2552: the social-media cell is one element, its label the author and the post,
    /// with custom actions instead of its buttons.
    @Test func socialMediaCellWithCustomActions() {
        let screen = Tree.screen([
            Tree.view(
                "cell", "UITableViewCell", 0, 100, 393, 120,
                children: [
                    Tree.label("name", "Rob", 16, 110), Tree.label("post", "Hello", 16, 140),
                    Tree.button("like", "Like", 16, 180, 60),
                ]
            ) { c in
                c.isAccessibilityElement = true
                c.accessibilityLabel = .literal("Rob. Hello")
                c.customActions = ["Comment, 2", "Like, 5", "Share, 1", "View Rob's profile"].map(CustomAction.named)
            }
        ])
        #expect(Tree.spoken(screen) == ["Rob. Hello … Actions available"])
        let cell = screen.simulation.order[0]
        #expect(screen.simulation.rotor(.actions) == [cell])
        #expect(screen.simulation.switchControlActions(for: cell) == ["Tap", "Comment, 2", "Like, 5", "Share, 1", "View Rob's profile"])
    }

    /// S2 (Apple Card payment dial): the thumb is adjustable and announces its value.
    @Test func paymentDialThumb() {
        let screen = Tree.screen([
            Tree.view(
                "dial", "UIView", 40, 200, 300, 300,
                children: [
                    Tree.view("thumb", "UIView", 300, 340, 44, 44) { t in
                        t.customClass = "DialThumbView"
                        t.isAccessibilityElement = true
                        t.accessibilityLabel = .literal("Payment amount")
                        t.accessibilityValue = .literal("$250.00")
                        t.traits = TraitChanges(inserted: .adjustable)
                        t.implementedActions = [.increment, .decrement]
                    }
                ])
        ])
        #expect(Tree.spoken(screen) == ["Payment amount, $250.00, Adjustable … Swipe up or down with one finger to adjust the value."])
    }

    static let phraseCases: [(String, @Sendable (inout Element) -> Void, String)] = [
        (
            "selected tab",
            { (e: inout Element) in
                e.kind = "UITabBarItem"; e.text = .literal("Home"); e.isSelected = true
            }, "Selected, Home, Tab"
        ),
        (
            "disabled button",
            { (e: inout Element) in
                e.kind = "UIButton"; e.text = .literal("Buy"); e.isEnabled = false
            }, "Buy, Dimmed, Button"
        ),
        (
            "heading",
            { (e: inout Element) in
                e.kind = "UILabel"; e.text = .literal("News"); e.traits = TraitChanges(inserted: .header)
            }, "News, Heading"
        ),
        (
            "link",
            { (e: inout Element) in
                e.kind = "UILabel"; e.text = .literal("Terms"); e.traits = TraitChanges(replacement: .link)
            }, "Terms, Link"
        ),
        (
            "image",
            { (e: inout Element) in
                e.kind = "UIImageView"; e.isAccessibilityElement = true; e.accessibilityLabel = .literal("Chart")
            }, "Chart, Image"
        ),
        (
            "search field",
            { (e: inout Element) in
                e.kind = "UITextField"; e.placeholder = .literal("Search"); e.traits = TraitChanges(inserted: .searchField)
            }, "Search, Text field, Search field … Double tap to edit."
        ),
        (
            "text field with text",
            { (e: inout Element) in
                e.kind = "UITextField"; e.accessibilityLabel = .literal("Name"); e.text = .literal("Ada")
            }, "Name, Ada, Text field … Double tap to edit."
        ),
        (
            "info button",
            { (e: inout Element) in
                e.kind = "UIButton"; e.systemButtonType = .infoLight
            }, "More Info, Button"
        ),
        (
            "text view that is not editable",
            { (e: inout Element) in
                e.kind = "UITextView"; e.isEditable = false; e.text = .literal("Terms apply.")
            }, "Terms apply."
        ),
        (
            "secure text field",
            { (e: inout Element) in
                e.kind = "UITextField"; e.placeholder = .literal("Password"); e.isSecureTextEntry = true
            }, "Password, Secure text field … Double tap to edit."
        ),
        (
            "label from an overridden getter",
            { (e: inout Element) in
                e.kind = "UILabel"; e.text = .dynamic(origin: .code(CodeOrigin(SourceLocation(file: "Cell.swift", line: 3), how: .overriddenGetter)))
            }, "‹overridden getter, Cell.swift:3›"
        ),
        (
            "switch",
            { (e: inout Element) in
                e.kind = "UISwitch"; e.accessibilityLabel = .literal("Wi-Fi"); e.numericValue = 1
            }, "Wi-Fi, Switch button, on … Double tap to toggle setting."
        ),
        (
            "hint",
            { (e: inout Element) in
                e.kind = "UIButton"; e.text = .literal("Play"); e.accessibilityHint = .literal("Plays the song.")
            }, "Play, Button … Plays the song."
        ),
        // Observed on iOS 18.5 simulator (AccessibilitySnapshot reference snapshots): with no
        // label and no value the hint takes the label's place and is not repeated.
        (
            "hint without a label",
            { (e: inout Element) in
                e.isAccessibilityElement = true; e.accessibilityHint = .literal("Hint"); e.traits = TraitChanges(replacement: .adjustable)
            }, "Hint, Adjustable"
        ),
        (
            "hint without a label on a button",
            { (e: inout Element) in
                e.isAccessibilityElement = true; e.accessibilityHint = .literal("Hint"); e.traits = TraitChanges(replacement: .button)
            }, "Hint, Button"
        ),
        (
            "no label and no hint",
            { (e: inout Element) in
                e.isAccessibilityElement = true; e.traits = TraitChanges(replacement: .adjustable)
            }, "Adjustable … Swipe up or down with one finger to adjust the value."
        ),
        (
            "label set in code",
            { (e: inout Element) in
                e.kind = "UILabel"; e.text = .dynamic(origin: .code(.at("Cell.swift", 12)))
            }, "‹set in Cell.swift:12›"
        ),
    ]

    @Test func phrases() {
        for (name, configure, expected) in Self.phraseCases {
            var e = Element(id: "e", kind: "UIView", location: Tree.file)
            e.frame = Rect(x: 0, y: 0, width: 100, height: 44)
            configure(&e)
            #expect(Tree.spoken(Tree.screen([e])) == [expected], "\(name)")
        }
    }

    @Test func tabsAreCounted() {
        let screen = Tree.screen([
            Tree.view(
                "bar", "UITabBar", 0, 800, 393, 52,
                children: [
                    Tree.view("t1", "UITabBarItem", 0, 800, 131, 52) {
                        $0.text = .literal("Home"); $0.isSelected = true
                    },
                    Tree.view("t2", "UITabBarItem", 131, 800, 131, 52) { $0.text = .literal("Search") },
                    Tree.view("t3", "UITabBarItem", 262, 800, 131, 52) { $0.text = .literal("Profile") },
                ])
        ])
        #expect(Tree.spoken(screen) == ["Selected, Home, Tab, 1 of 3", "Search, Tab, 2 of 3", "Profile, Tab, 3 of 3"])
        #expect(screen.simulation.rotor(.containers).map { screen.elements[$0].element.id } == ["bar"])
    }
}

struct NavigationTests {
    @Test func firstFocusFollowsScreenChanged() {
        let plain = Tree.screen([Tree.label("a", "First", 0, 0), Tree.label("b", "Title", 0, 100)])
        #expect(plain.simulation.firstFocus.map { plain.elements[$0].element.id } == "a")
        let moved = Tree.screen([Tree.label("a", "First", 0, 0), Tree.label("b", "Title", 0, 100)]) {
            $0.screenChangedFocus = FocusChange(elementID: "b", origin: .at("VC.swift", 9))
        }
        #expect(moved.simulation.firstFocus.map { moved.elements[$0].element.id } == "b")
        #expect(moved.simulation.firstFocusReason.contains("VC.swift:9"))
    }

    @Test func rotors() {
        let screen = Tree.screen([
            Tree.label("h", "Settings", 0, 0) { $0.traits = TraitChanges(inserted: .header) },
            Tree.label("l", "Privacy policy", 0, 50) { $0.traits = TraitChanges(replacement: .link) },
            Tree.view("f", "UITextField", 0, 100, 300, 44) { $0.accessibilityLabel = .literal("Name") },
            Tree.button("b", "Save", 0, 200),
        ])
        #expect(Tree.ids(screen, screen.simulation.rotor(.headings)) == ["h"])
        #expect(Tree.ids(screen, screen.simulation.rotor(.links)) == ["l"])
        #expect(Tree.ids(screen, screen.simulation.rotor(.formControls)) == ["f", "b"])
    }

    /// Switch Control highlights only what can be acted on (B L3794); a container with two
    /// or more such elements is scanned as a group.
    @Test func switchControlScansInteractiveElementsInGroups() {
        let screen = Tree.screen([
            Tree.label("title", "Title", 0, 0),
            Tree.view(
                "toolbar", "UIView", 0, 100, 393, 44,
                children: [
                    Tree.button("a", "Bold", 0, 100, 60), Tree.button("b", "Italic", 70, 100, 60),
                ]
            ) { $0.childBehavior = .contain },
            Tree.button("done", "Done", 0, 200),
        ])
        let scan = screen.simulation.switchControlScan
        #expect(scan.count == 2)
        if case .group(let g, let items) = scan[0] {
            #expect(screen.elements[g].element.id == "toolbar")
            #expect(Tree.ids(screen, items) == ["a", "b"])
        } else {
            Issue.record("expected a group first")
        }
    }

    /// Voice Control numbers follow VoiceOver's order (B L4258); "Show names" shows the first
    /// input label, else the label (B L3863); an image file name or a symbol is no name to say.
    @Test func voiceControlNamesAndNumbers() {
        let screen = Tree.screen([
            Tree.button("save", "Save", 0, 0),
            Tree.view("share", "UIButton", 0, 60, 44, 44) { $0.image = ImageReference(name: "ic_share") },
            Tree.button("play", "▶︎", 0, 120, 44),
            Tree.button("settings", "Settings", 0, 180) { $0.userInputLabels = ["Preferences", "Settings"] },
        ])
        let vc = screen.simulation.voiceControl
        #expect(vc.map(\.number) == [1, 2, 3, 4])
        #expect(vc.map(\.name) == ["Save", "ic_share", "▶︎", "Preferences"])
        #expect(vc[0].problem == nil)
        #expect(vc[1].problem?.contains("image file name") == true)
        #expect(vc[2].problem?.contains("no letters") == true)
        #expect(vc[3].alternatives == ["Settings"])
    }
}
