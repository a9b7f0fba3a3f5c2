import Foundation
import Testing
@testable import A11yInspector

/// Actions the system adds for the app: a table's swipe actions and swipe to delete, and a
/// row's context menu, which UIKit offers VoiceOver as custom actions of each cell (catalogue
/// #24 note: "UITableView swipe actions are exposed as actions automatically"); and the Guided
/// Access options sheet, which lists the app delegate's restrictions (S0 listings 7-2…7-6).
struct SystemActionsTests {
    /// A scene whose view holds a table with one prototype cell showing a label.
    static let storyboard = RuleExample.storyboardXML(
        label: "Inbox",
        subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="tbl">
                <rect key="frame" x="0.0" y="140" width="393" height="600"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="message" id="cell">
                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="cell-content">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Subject" id="subject">
                                    <rect key="frame" x="20" y="0.0" width="353" height="44"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)

    static func cell(controller: String) throws -> (ResolvedScreen, ResolvedElement) {
        let inputs = [
            ("App/Base.lproj/Main.storyboard", ProjectFile.Kind.storyboard, storyboard),
            ("App/WelcomeViewController.swift", .swift, controller),
        ]
        .map { InputFile(path: $0.0, kind: $0.1, project: "App", data: Data($0.2.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        let screen = Resolver.resolve(try #require(project.screens.first).screen)
        return (screen, try #require(screen.elements.first { $0.element.id == "cell" }))
    }

    static func stop(_ screen: ResolvedScreen, _ element: ResolvedElement) throws -> Simulation.Stop {
        try #require(screen.simulation.transcript.first { $0.index == element.index })
    }

    @Test func trailingSwipeActionsAreTheCellsActions() throws {
        let (screen, cell) = try Self.cell(
            controller: """
                final class WelcomeViewController: UIViewController, UITableViewDelegate {
                    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                        UISwipeActionsConfiguration(actions: [archiveAction(at: indexPath)])
                    }
                }
                """)
        #expect(cell.customActions == [.row(.tableSwipe)])
        #expect(try Self.stop(screen, cell).utterance.actionsAvailable)
        #expect(screen.simulation.rotor(.actions) == [cell.index])
        #expect(screen.simulation.switchControlActions(for: cell.index) == ["Tap", "‹swipe actions›"])
    }

    @Test func swipeToDeleteIsOfferedAsDelete() throws {
        let (_, cell) = try Self.cell(
            controller: """
                final class WelcomeViewController: UITableViewController {}
                extension WelcomeViewController {
                    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                        if editingStyle == .delete { messages.remove(at: indexPath.row) }
                    }
                }
                """)
        #expect(cell.customActions == [.row(.tableDelete)])
        // A row's actions are the row's: they do not make the cell a control whose label the
        // control rules ask for (the cell reads what it holds).
        #expect(!cell.isInteractive)
    }

    @Test func aRowContextMenuIsAnAction() throws {
        let (_, cell) = try Self.cell(
            controller: """
                final class WelcomeViewController: UIViewController {
                    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
                }
                """)
        #expect(cell.customActions == [.row(.tableContextMenu)])
    }

    @Test func trapOtherDelegateMethodsAndCollectionMenusGiveTableRowsNoActions() throws {
        let (screen, cell) = try Self.cell(
            controller: """
                final class WelcomeViewController: UIViewController {
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle) {}
                    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
                    func helper() {
                        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
                    }
                }
                """)
        #expect(cell.customActions.isEmpty)
        #expect(try !Self.stop(screen, cell).utterance.actionsAvailable)
    }

    /// `cell.textField.isSecureTextEntry = true` for one cell class's password row says nothing
    /// of another cell's field of the same class (KeePassium: every `ValidatingTextField` read as
    /// a secure text field).
    @Test func aStateSetOnOneInstanceIsNotEveryInstances() throws {
        let storyboard = RuleExample.storyboardXML(
            label: "Entry",
            subviews: """
                <textField opaque="NO" contentMode="scaleToFill" text="Title" placeholder="Entry Title" textAlignment="natural" id="title" customClass="ValidatingTextField" customModule="App">
                    <rect key="frame" x="20" y="140" width="353" height="34"/>
                    <accessibility key="accessibilityConfiguration" label="Entry title"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </textField>
                """)
        let inputs = [
            ("App/Base.lproj/Main.storyboard", ProjectFile.Kind.storyboard, storyboard),
            (
                "App/WelcomeViewController.swift", .swift,
                "final class WelcomeViewController: UIViewController { @IBOutlet var titleField: ValidatingTextField! }"
            ),
            ("App/ValidatingTextField.swift", .swift, "class ValidatingTextField: UITextField {}"),
            (
                "App/TextFieldCell.swift", .swift,
                """
                class TextFieldCell: UITableViewCell { var textField: ValidatingTextField! }
                final class ConnectionSetupVC: UITableViewController {
                    private func configurePasswordCell(_ cell: TextFieldCell) {
                        cell.textField.isSecureTextEntry = true
                    }
                }
                """
            ),
        ]
        .map { InputFile(path: $0.0, kind: $0.1, project: "App", data: Data($0.2.utf8)) }
        let project = ProjectReader(jobs: 1).read(inputs)
        let screen = Resolver.resolve(try #require(project.screens.first { $0.screen.file.hasSuffix("Main.storyboard") }).screen)
        let field = try #require(screen.elements.first { $0.element.id == "title" })
        #expect(!field.element.isSecureTextEntry)
        #expect(try Self.stop(screen, field).utterance.text.contains("Secure") == false)
    }

    // MARK: Guided Access

    static func guidedAccess(_ files: [String: String]) -> [GuidedAccessOptions] {
        let inputs = files.sorted { $0.key < $1.key }.map { InputFile(path: $0.key, kind: .swift, project: "App", data: Data($0.value.utf8)) }
        return ProjectReader(jobs: 1).read(inputs).codeContexts.flatMap(GuidedAccessOptions.read)
    }

    @Test func theOptionsSheetListsTheAppDelegatesRestrictions() throws {
        let options = Self.guidedAccess([
            "App/AppDelegate.swift": """
            @main final class AppDelegate: UIResponder, UIApplicationDelegate, UIGuidedAccessRestrictionDelegate {
                var guidedAccessRestrictionIdentifiers: [String]? { ["com.example.settings", "com.example.delete"] }
                func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? {
                    switch restrictionIdentifier {
                    case "com.example.settings": return "Settings"
                    default: return "Delete"
                    }
                }
                func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {
                    Store.shared.locked = newRestrictionState == .deny
                }
            }
            """,
            "App/ListViewController.swift": """
            final class ListViewController: UIViewController {
                func update() { deleteButton.isHidden = UIAccessibility.guidedAccessRestrictionState(forIdentifier: "com.example.delete") == .deny }
            }
            """,
        ])
        let sheet = try #require(options.first)
        #expect(options.count == 1)
        #expect(sheet.delegate == "AppDelegate" && sheet.shown == true)
        #expect(sheet.identifiers == ["com.example.settings", "com.example.delete"])
        #expect(Set(sheet.titles) == ["Settings", "Delete"])
        #expect(sheet.descriptions == nil && sheet.actsOnChange)
        #expect(sheet.stateQueries.map(\.file) == ["App/ListViewController.swift"])
        #expect(sheet.text.contains("descriptions: none (the sheet shows each title alone)"))
        #expect(sheet.text.contains("The state is read at ListViewController.swift:2"))
    }

    @Test func trapARestrictionDelegateThatIsNotTheAppDelegateIsNeverShown() throws {
        let options = Self.guidedAccess([
            "App/AppDelegate.swift": "final class AppDelegate: UIResponder, UIApplicationDelegate {}",
            "App/SettingsViewController.swift": """
            final class SettingsViewController: UIViewController, UIGuidedAccessRestrictionDelegate {
                var guidedAccessRestrictionIdentifiers: [String]? { Restriction.allCases.map(\\.rawValue) }
                func textForGuidedAccessRestriction(withIdentifier restrictionIdentifier: String) -> String? { Restriction(rawValue: restrictionIdentifier)?.title }
                func guidedAccessRestriction(withIdentifier restrictionIdentifier: String, didChange newRestrictionState: UIAccessibility.GuidedAccessRestrictionState) {}
            }
            """,
        ])
        let sheet = try #require(options.first)
        #expect(sheet.shown == false && sheet.identifiers == nil && sheet.titles.isEmpty && !sheet.actsOnChange)
        #expect(sheet.text.contains("it is not the app delegate: iOS never shows them"))
        #expect(sheet.text.contains("nothing reads the state"))
    }
}
