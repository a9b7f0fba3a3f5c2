import Foundation
import Testing
@testable import A11yInspector

/// Views Objective-C builds in code, read by patterns (`ObjectiveCCodeViews`).
struct ObjectiveCCodeViewsTests {
    @Test func madeViewsByLocalIvarAndProperty() {
        #expect(ObjectiveCCodeViews.made("    UILabel *title = [[UILabel alloc] initWithFrame:CGRectZero];")! == ("title", "UILabel"))
        #expect(ObjectiveCCodeViews.made("    _badge = [UILabel new];")! == ("badge", "UILabel"))
        #expect(ObjectiveCCodeViews.made("    self.close = [UIButton buttonWithType:UIButtonTypeSystem];")! == ("close", "UIButton"))
        // Not a view class: nothing.
        #expect(ObjectiveCCodeViews.made("    NSMutableArray *items = [NSMutableArray new];") == nil)
    }

    @Test func addedViews() {
        #expect(ObjectiveCCodeViews.added("    [self.view addSubview:title];")! == ("view", "title"))
        #expect(ObjectiveCCodeViews.added("    [self addSubview:_badge];")! == ("self", "badge"))
        #expect(ObjectiveCCodeViews.added("    [self.contentView addSubview:self.username];")! == ("contentView", "username"))
        #expect(ObjectiveCCodeViews.added("    [_stack addArrangedSubview:self.close];")! == ("stack", "close"))
        // Through another object's view: not this class's.
        #expect(ObjectiveCCodeViews.added("    [cell.contentView addSubview:label];") == nil)
    }

    @Test func fontsWrittenOut() {
        #expect(ObjectiveCCodeViews.font("[UIFont systemFontOfSize:17]") == FontSpec(source: .system, pointSize: 17, scalesWithDynamicType: false))
        #expect(ObjectiveCCodeViews.font("[UIFont boldSystemFontOfSize:14.0f]")?.weight == "bold")
        #expect(ObjectiveCCodeViews.font("[UIFont systemFontOfSize:17.0f weight:UIFontWeightMedium]")?.weight == "medium")
        #expect(ObjectiveCCodeViews.font(#"[UIFont fontWithName:@"Whitney-Book" size:15]"#)?.name == "Whitney-Book")
        let body = ObjectiveCCodeViews.font("[UIFont preferredFontForTextStyle:UIFontTextStyleBody]")
        #expect(body?.textStyle == .body && body?.scalesWithDynamicType == true)
        #expect(ObjectiveCCodeViews.font("[UIFont preferredFontForTextStyle:UIFontTextStyleSubheadline]")?.textStyle == .subheadline)
        // Computed: unknown.
        #expect(ObjectiveCCodeViews.font("[UIFont systemFontOfSize:size]") == nil)
        // UIFont's own sizes are as fixed as a number (ChatSecure's conversation cells).
        #expect(ObjectiveCCodeViews.font("[UIFont systemFontOfSize:[UIFont smallSystemFontSize]]")?.pointSize == 12)
        #expect(ObjectiveCCodeViews.font("[UIFont systemFontOfSize:[UIFont systemFontSize]+2.0]")?.pointSize == 16)
        #expect(ObjectiveCCodeViews.font("[UIFont fontWithName:@\"Avenir\" size:[UIFont labelFontSize] - 1]")?.pointSize == 16)
    }

    /// A class method building an instance of its own class configures that instance: what it
    /// sets on the local it sets on the view (`self` to the reading).
    @Test func aFactoryMethodsInstanceIsTheViewItself() {
        let source = """
            @implementation SelectorButton
            + (instancetype)buttonWithKind:(NSInteger)kind {
                SelectorButton *button = [SelectorButton buttonWithType:UIButtonTypeSystem];
                button.accessibilityLabel = NSLocalizedString(@"Info", nil);
                button.countLabel = ({
                    UILabel *label = [UILabel new];
                    label.font = [UIFont systemFontOfSize:11];
                    label;
                });
                [button addSubview:button.countLabel];
                return button;
            }
            @end
            """
        let facts = ObjectiveCFactsReader.read(path: "App/SelectorButton.m", source: source)
        let type = facts.types["SelectorButton"]
        #expect(type?.assignments["self"]?.contains { $0.viewProperty == .accessibilityLabel } == true)
        #expect(type?.codeViews.map(\.name) == ["countLabel"])
        #expect(type?.subviewEdges.map { "\($0.parent)>\($0.child)" } == ["self>countLabel"])
        #expect(type?.assignments["countLabel"]?.contains { $0.viewProperty == .font } == true)
        #expect(type?.assignments["label"] == nil)
    }

    /// A colour or font held in a local first (`UIColor *grey = [UIColor colorWithWhite:.45
    /// alpha:1.0]; self.dateLabel.textColor = grey;`, ChatSecure's conversation cell) is that
    /// value where the local is used; a local of another method is not.
    @Test func aColourHeldInALocalIsThatColour() {
        let source = """
            @implementation ConversationCell
            - (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                UIColor *darkGreyColor = [UIColor colorWithWhite:.45 alpha:1.0];
                UIFont *small = [UIFont systemFontOfSize:12];
                self.dateLabel = [[UILabel alloc] init];
                self.dateLabel.textColor = darkGreyColor;
                [self.dateLabel setFont:small];
                return self;
            }
            - (void)update {
                self.nameLabel.textColor = darkGreyColor;
            }
            @end
            """
        let facts = ObjectiveCFactsReader.read(path: "App/ConversationCell.m", source: source)
        let date = facts.types["ConversationCell"]?.assignments["dateLabel"] ?? []
        #expect(date.contains { if case .color = $0.value { return $0.viewProperty == .textColor } else { return false } })
        #expect(date.contains { if case .font(let f) = $0.value { return f.pointSize == 12 } else { return false } })
        #expect(facts.types["ConversationCell"]?.assignments["nameLabel"]?.first?.value == .unknown)
    }

    /// A cell dequeued by a literal identifier and a view found by tag are those views until the
    /// local holds another (`cell = other;`, Monal's data source); what a typed parameter is
    /// told about accessibility is told to its class's instances, not its colours.
    @Test func dequeuedAndTaggedLocalsAreThoseViewsUntilReassigned() {
        let source = """
            static const int TitleTag = 2;
            @implementation ListViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"status-row"];
                cell.isAccessibilityElement = YES;
                UILabel *title = (UILabel *)[cell.contentView viewWithTag:TitleTag];
                title.textAlignment = NSTextAlignmentNatural;
                cell = [self otherCell];
                cell.isAccessibilityElement = NO;
                return cell;
            }
            - (void)configure:(ObsCell *)row {
                row.isAccessibilityElement = YES;
                row.backgroundColor = [UIColor lightGrayColor];
            }
            @end
            """
        let facts = ObjectiveCFactsReader.read(path: "App/ListViewController.m", source: source)
        let type = facts.types["ListViewController"]
        #expect(type?.assignments[CodeFacts.dequeuedCell("status-row")]?.count == 1)
        #expect(type?.assignments[CodeFacts.taggedView(2)]?.map(\.viewProperty) == [.textAlignment])
        #expect(type?.assignments["cell"]?.count == 1)
        #expect(facts.typedMemberAssignments["ObsCell.self"]?.map(\.viewProperty) == [.isAccessibilityElement])
    }
}

/// Colours written out in Objective-C.
struct ObjectiveCColorTests {
    @Test func uiKitNamesComponentsGreysAndAlpha() {
        #expect(ObjectiveCCodeViews.color("[UIColor whiteColor]") == .system("white"))
        #expect(ObjectiveCCodeViews.color("UIColor.systemRedColor") == .system("systemRed"))
        #expect(
            ObjectiveCCodeViews.color("[UIColor colorWithRed:116/255.0 green:172/255.0 blue:0 alpha:1.0]")
                == .rgba(RGBA(red: 116 / 255, green: 172 / 255, blue: 0)))
        #expect(ObjectiveCCodeViews.color("[UIColor colorWithWhite:0.5f alpha:1]") == .rgba(RGBA(white: 0.5)))
        #expect(ObjectiveCCodeViews.color("[[UIColor whiteColor] colorWithAlphaComponent:0.5]") == .rgba(RGBA(white: 1, alpha: 0.5)))
        // The app's own colour (`[UIColor inatTint]`) and computed components: unknown.
        #expect(ObjectiveCCodeViews.color("[UIColor inatTint]") == nil)
        #expect(ObjectiveCCodeViews.color("[UIColor colorWithRed:r green:g blue:b alpha:1]") == nil)
    }
}

/// Views Objective-C hands to other views.
struct ObjectiveCHostedViewTests {
    @Test func hostingPropertiesAndCustomViews() {
        #expect(ObjectiveCCodeViews.hosted("    cell.accessoryView = trafficSwitch;")! == ("trafficSwitch", "accessoryView"))
        #expect(ObjectiveCCodeViews.hosted("    self.navigationItem.titleView = _logo;")! == ("logo", "titleView"))
        #expect(ObjectiveCCodeViews.hosted("    item = [[UIBarButtonItem alloc] initWithCustomView:spinner];")! == ("spinner", "customView"))
        // Not a hosting property.
        #expect(ObjectiveCCodeViews.hosted("    self.mapView = map;") == nil)
    }
}
