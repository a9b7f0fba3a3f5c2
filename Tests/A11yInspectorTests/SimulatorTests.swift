import Testing
@testable import A11yInspector

/// VoiceOver behaviour pinned to the source documents (book *Developing Inclusive Mobile Apps*,
/// "B Lnnnn") and Apple's documentation.
struct SwipeOrderTests {
    /// B L2180-2182: the App Store rating bar, three columns of two labels in stack views, is
    /// read row by row: "4 stars. #1. 12+. 14K ratings. Strategy. Age." Stack views leave no node.
    static func ratingBar(explicit: Bool) -> ResolvedScreen {
        func column(_ id: String, _ x: Double, _ header: String, _ detail: String) -> Element {
            Tree.view(
                id, "UIStackView", x, 100, 100, 50,
                children: [
                    Tree.label("\(id)-header", header, x, 100, 100, 24),
                    Tree.label("\(id)-detail", detail, x, 128, 100, 18),
                ])
        }
        return Tree.screen([
            Tree.view(
                "bar", "UIView", 0, 100, 393, 50,
                children: [
                    column("rating", 0, "4 stars", "14K ratings"),
                    column("rank", 140, "#1", "Strategy"),
                    column("age", 280, "12+", "Age"),
                ]
            ) { bar in
                if explicit {
                    bar.accessibilityElements = ["rating-header", "rating-detail", "rank-header", "rank-detail", "age-header", "age-detail"]
                }
            }
        ])
    }

    @Test func appStoreRatingBarIsReadRowByRow() {
        #expect(Tree.spoken(Self.ratingBar(explicit: false)) == ["4 stars", "#1", "12+", "14K ratings", "Strategy", "Age"])
    }

    /// B L2184-2186: with `accessibilityElements` the container is read in that order.
    @Test func explicitAccessibilityElementsFixTheOrder() {
        let screen = Self.ratingBar(explicit: true)
        #expect(Tree.spoken(screen) == ["4 stars", "14K ratings", "#1", "Strategy", "12+", "Age"])
        #expect(screen.simulation.rotor(.containers).map { screen.elements[$0].element.id } == ["bar"])
    }

    @Test func elementsLeftOutOfAccessibilityElementsAreUnreachable() {
        let screen = Tree.screen([
            Tree.view(
                "box", "UIView", 0, 0, 393, 200,
                children: [
                    Tree.label("a", "A", 0, 0), Tree.label("b", "B", 0, 50),
                ]
            ) { $0.accessibilityElements = ["b"] }
        ])
        #expect(Tree.spoken(screen) == ["B"])
        #expect(screen.elements.first { $0.element.id == "a" }?.unreachableReason?.contains("not listed in accessibilityElements") == true)
    }

    /// AccessibilitySnapshot's device measurements: tops closer than 8 pt (iPhone) or 13 pt
    /// (iPad) are one row, read leading to trailing.
    @Test(arguments: [
        (Screen.Idiom.phone, 7.0, ["left", "right"]), (.phone, 9.0, ["right", "left"]),
        (.pad, 12.0, ["left", "right"]), (.pad, 14.0, ["right", "left"]),
    ])
    func rowThreshold(idiom: Screen.Idiom, offset: Double, expected: [String]) {
        let screen = Tree.screen([Tree.label("right", "right", 200, 100), Tree.label("left", "left", 20, 100 + offset)], idiom: idiom)
        #expect(Tree.spoken(screen) == expected)
    }

    @Test func rightToLeftReadsFromTheRight() {
        let screen = Tree.screen([Tree.label("a", "start", 20, 100), Tree.label("b", "end", 250, 100)], direction: .rightToLeft)
        #expect(Tree.spoken(screen) == ["end", "start"])
    }

    /// A container keeps its elements together and is placed by its first element.
    @Test func containersStayTogether() {
        let screen = Tree.screen([
            Tree.label("title", "Title", 20, 0),
            Tree.view(
                "group", "UIView", 200, 10, 150, 200,
                children: [
                    Tree.label("g1", "Group first", 200, 10), Tree.label("g2", "Group second", 200, 150),
                ]
            ) { $0.childBehavior = .contain },
            Tree.label("middle", "Middle", 20, 100),
        ])
        #expect(Tree.spoken(screen) == ["Title", "Group first", "Group second", "Middle"])
    }

    @Test func swiftUISortPriorityComesFirst() {
        let screen = Tree.screen([
            Tree.swiftUI("a", "UILabel", text: "Second"),
            Tree.swiftUI("b", "UILabel", text: "First") { $0.sortPriority = 1 },
        ])
        #expect(Tree.spoken(screen) == ["First", "Second"])
    }
}

struct WhichElementsExistTests {
    @Test func hiddenTransparentAndEmptyViewsAreSkipped() {
        let screen = Tree.screen([
            Tree.label("shown", "Shown", 0, 0),
            Tree.label("hidden", "Hidden", 0, 50) { $0.isHidden = true },
            Tree.label("clear", "Clear", 0, 100) { $0.alpha = 0 },
            Tree.label("empty", "Zero", 0, 150, 0, 0),
            Tree.view("hiddenParent", "UIView", 0, 200, 100, 100, children: [Tree.label("child", "Child", 0, 200)]) { $0.isHidden = true },
        ])
        #expect(Tree.spoken(screen) == ["Shown"])
    }

    /// UIImageView and UIView are not elements by default; UILabel and controls are (B L1902).
    @Test func uiKitDefaults() {
        let screen = Tree.screen([
            Tree.view("image", "UIImageView", 0, 0, 100, 100) { $0.image = ImageReference(name: "hero") },
            Tree.label("label", "Text", 0, 120),
            Tree.button("button", "Go", 0, 160),
        ])
        #expect(Tree.spoken(screen) == ["Text", "Go, Button"])
    }

    /// B L2166: accessibilityElementsHidden hides a subtree (and the view itself).
    @Test func accessibilityElementsHiddenHidesTheSubtree() {
        let screen = Tree.screen([
            Tree.view("panel", "UIView", 0, 0, 393, 200, children: [Tree.label("inner", "Inner", 0, 0)]) { $0.accessibilityElementsHidden = true },
            Tree.label("outer", "Outer", 0, 300),
        ])
        #expect(Tree.spoken(screen) == ["Outer"])
    }

    /// B L2153, L2174: the last `accessibilityViewIsModal` sibling hides its siblings.
    @Test func lastModalSiblingWins() {
        let screen = Tree.screen([
            Tree.label("behind", "Behind", 0, 0),
            Tree.view("sheet1", "UIView", 0, 100, 393, 100, children: [Tree.label("s1", "First sheet", 0, 100)]) { $0.accessibilityViewIsModal = true },
            Tree.view("sheet2", "UIView", 0, 300, 393, 100, children: [Tree.label("s2", "Second sheet", 0, 300)]) { $0.accessibilityViewIsModal = true },
        ])
        #expect(Tree.spoken(screen) == ["Second sheet"])
    }

    /// An element is a leaf: its subviews are not reachable on their own (B L2306-2312).
    @Test func anElementHidesItsSubviews() {
        let screen = Tree.screen([
            Tree.view("card", "UIView", 0, 0, 393, 100, children: [Tree.label("x", "Inside", 0, 0)]) {
                $0.isAccessibilityElement = true
                $0.accessibilityLabel = .literal("Card")
            }
        ])
        #expect(Tree.spoken(screen) == ["Card"])
    }

    /// B L2367, L2492-2494: a table view cell is read as one element made of its labels, and
    /// the buttons inside it stay separate elements after it.
    @Test func tableCellCombinesItsTextAndKeepsItsButtons() {
        let screen = Tree.screen([
            Tree.view(
                "cell", "UITableViewCell", 0, 100, 393, 80,
                children: [
                    Tree.view(
                        "content", "UIView", 0, 100, 393, 80,
                        children: [
                            Tree.label("title", "Curiosity finds water", 16, 110, 250),
                            Tree.label("date", "2 hours ago", 16, 140, 250),
                            Tree.button("save", "Save", 300, 120, 60),
                        ])
                ])
        ])
        #expect(Tree.spoken(screen) == ["Curiosity finds water, 2 hours ago", "Save, Button"])
    }

    /// A cell reads the subviews that are accessibility elements: an image view nobody made an
    /// element adds nothing (its asset name is not read), one made an element adds its label
    /// (issue 18: a chevron's asset name was said to be read in every cell that shows one).
    @Test func tableCellReadsOnlyItsElements() {
        func cell(_ chevron: (inout Element) -> Void) -> ResolvedScreen {
            Tree.screen([
                Tree.view(
                    "cell", "UITableViewCell", 0, 100, 393, 80,
                    children: [
                        Tree.view(
                            "content", "UIView", 0, 100, 393, 80,
                            children: [
                                Tree.label("title", "Certificates", 16, 110, 250),
                                Tree.view("chevron", "UIImageView", 360, 130, 12, 20) { e in
                                    e.image = ImageReference(name: "Icons_Chevron_plain")
                                    chevron(&e)
                                },
                            ])
                    ])
            ])
        }
        #expect(Tree.spoken(cell { _ in }) == ["Certificates"])
        #expect(
            Tree.spoken(
                cell {
                    $0.isAccessibilityElement = true; $0.accessibilityLabel = .literal("More")
                }) == ["Certificates, More"])
    }

    /// A cell that lists its elements (`accessibilityElements`, set in code or a getter its
    /// class overrides) is a container: VoiceOver reads the listed views, not the cell.
    @Test func aCellListingItsElementsIsAContainer() {
        let screen = Tree.screen([
            Tree.view(
                "cell", "UITableViewCell", 0, 100, 393, 80,
                children: [
                    Tree.label("title", "Statistics", 16, 110, 250),
                    Tree.label("value", "1,234", 16, 140, 250),
                ]
            ) { $0.provenance[.accessibilityElements] = .code(CodeOrigin(SourceLocation(file: "Cell.swift", line: 12), how: .overriddenGetter)) }
        ])
        #expect(Tree.spoken(screen) == ["Statistics", "1,234"])
    }

    /// SwiftUI `.combine`: one element; labels joined with ", ", traits merged, a child
    /// button's action offered as a named action (B L2456).
    @Test func swiftUICombine() {
        let screen = Tree.screen([
            Tree.swiftUI(
                "row", "HStack",
                children: [
                    Tree.swiftUI("name", "UILabel", text: "Mars"),
                    Tree.swiftUI("kind", "UILabel", text: "Planet"),
                    Tree.swiftUI("fav", "UIButton", text: "Favorite"),
                ]
            ) { $0.childBehavior = .combine }
        ])
        let stop = screen.simulation.transcript
        #expect(stop.count == 1)
        #expect(stop.first?.utterance.parts == ["Mars, Planet, Favorite", "Button"])
        #expect(stop.first?.utterance.actionsAvailable == true)
    }

    /// SwiftUI `.ignore`: the children are dropped; only what is set on the container is read (B L2458).
    @Test func swiftUIIgnore() {
        let screen = Tree.screen([
            Tree.swiftUI(
                "row", "VStack",
                children: [
                    Tree.swiftUI("name", "UILabel", text: "Mars")
                ]
            ) {
                $0.childBehavior = .ignore; $0.accessibilityLabel = .literal("Planet Mars")
            }
        ])
        #expect(Tree.spoken(screen) == ["Planet Mars"])
    }
}
