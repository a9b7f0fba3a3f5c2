import Foundation

/// Interface Builder files of a translated app are localized too.
struct BaseInternationalization: Rule {
    let metadata = RuleMetadata(
        id: "base-internationalization",
        title: "Storyboard or xib not localized in a translated app",
        rationale:
            "A storyboard outside any .lproj folder shows the same text in every language: in a translated app its labels, buttons and accessibility labels stay in the development language, and VoiceOver reads them with the user's language voice.",
        wcag: ["3.1.1"], impact: .moderate, defaultSeverity: .warning,
        tags: ["localization"],
        help:
            "In Xcode's File inspector, click Localize… and choose Base; then add each language's strings file (or set every text from code with localized strings).",
        sources: ["seed rule #148", "B ch7 L2796-2830"],
        summary: "a storyboard or xib outside any `.lproj` folder in a translated app (debug screens: *needs review*)",
        appleAuditTypes: [], nutritionLabels: [])

    var examples: [RuleExample] {
        [
            .code(
                "A storyboard outside .lproj in an app translated into French", .triggers(count: 1),
                [
                    "App/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                    "App/en.lproj/Localizable.strings": "\"a\" = \"b\";", "App/fr.lproj/Localizable.strings": "\"a\" = \"c\";",
                ]
            ).at("App/Main.storyboard:11"),
            .code(
                "Trap: a localization helper's runtime attributes from a package outside the sources set a scene's title and a field's placeholder from their keys (kDrive: LocalizeKit's xibLocKey, xibPlaceholderLocKey)",
                .passes,
                [
                    "App/Main.storyboard": RuleExample.storyboardXML(
                        label: "Importation en cours",
                        accessibility:
                            #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="uploadInProgressTitle"/></userDefinedRuntimeAttributes>"#,
                        subviews:
                            #"<textField opaque="NO" contentMode="scaleToFill" placeholder="Invitez un utilisateur" textAlignment="natural" minimumFontSize="17" id="fld-inv"><rect key="frame" x="20" y="140" width="353" height="34"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><textInputTraits key="textInputTraits"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="xibPlaceholderLocKey" value="shareFileInputUserAndEmail"/></userDefinedRuntimeAttributes></textField>"#
                    ).replacingOccurrences(
                        of: #"<view key="view""#,
                        with:
                            #"<navigationItem key="navigationItem" title="Importer" id="nav-imp"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="importTitle"/></userDefinedRuntimeAttributes></navigationItem><view key="view""#
                    ),
                    "App/en.lproj/Localizable.strings":
                        "\"uploadInProgressTitle\" = \"Uploading\";\n\"shareFileInputUserAndEmail\" = \"Invite a user\";\n\"importTitle\" = \"Import\";",
                    "App/fr.lproj/Localizable.strings":
                        "\"uploadInProgressTitle\" = \"Importation en cours\";\n\"shareFileInputUserAndEmail\" = \"Invitez un utilisateur\";\n\"importTitle\" = \"Importer\";",
                ]
            ),
            .code(
                "Trap: a keypad's letter groups are the same in every language (falcon's PIN pad)", .passes,
                [
                    "App/Keypad.storyboard": RuleExample.storyboardXML(label: "WXYZ"),
                    "App/en.lproj/Localizable.strings": "\"a\" = \"b\";", "App/fr.lproj/Localizable.strings": "\"a\" = \"c\";",
                ]),
            .code(
                "A debug screen may be left in one language on purpose", .needsReview(count: 1),
                [
                    "App/Debug/Debug.storyboard": RuleExample.storyboardXML(label: "Reset caches"),
                    "App/en.lproj/Localizable.strings": "\"a\" = \"b\";", "App/fr.lproj/Localizable.strings": "\"a\" = \"c\";",
                ]
            ).at("App/Debug/Debug.storyboard:11"),
            RuleExample.xib(
                "Trap: the only text is set in code with a localized string", .passes,
                outlets: ["titleLabel": "lbl-dia"],
                swift: [
                    "ExampleViewController.swift":
                        "final class ExampleViewController: UIViewController { @IBOutlet var titleLabel: UILabel!; override func viewDidLoad() { titleLabel.text = NSLocalizedString(\"Diagnostics\", comment: \"Title of the diagnostics screen\") } }"
                ],
                #"<label opaque="NO" contentMode="left" text="Diagnostics" textAlignment="natural" id="lbl-dia"><rect key="frame" x="20" y="100" width="200" height="41"/><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"Diagnostics\" = \"Diagnostics\";")
            .with("Example/fr.lproj/Localizable.strings", "\"Diagnostics\" = \"Diagnostic\";"),
            RuleExample.xib(
                "Trap: a runtime attribute runs the app's @IBInspectable setter, which sets the localized text (mixin-ios: local_title = user_delete_hint)",
                .passes,
                swift: [
                    "LocalizedExtension.swift": """
                    extension UILabel {
                        @IBInspectable var local_title: String? {
                            get { "" }
                            set {
                                guard let text = newValue, !text.isEmpty else { return }
                                let localText = NSLocalizedString(text, comment: text)
                                if localText != text { self.text = localText }
                            }
                        }
                    }
                    """
                ],
                #"<label opaque="NO" contentMode="left" text="Your account was deleted" textAlignment="natural" id="lbl-hint"><rect key="frame" x="20" y="100" width="200" height="41"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="local_title" value="user_delete_hint"/></userDefinedRuntimeAttributes></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"user_delete_hint\" = \"Your account was deleted\";")
            .with("Example/fr.lproj/Localizable.strings", "\"user_delete_hint\" = \"Votre compte a été supprimé\";"),
            RuleExample.xib(
                "Trap: the only text is on a label hidden in the file that no code shows (green_ios: a hint label with no outlet)", .passes,
                #"<label opaque="NO" contentMode="left" hidden="YES" text="Tap to buy" textAlignment="natural" id="lbl-hint"><rect key="frame" x="20" y="100" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            .with("Example/fr.lproj/Localizable.strings", "\"a\" = \"c\";"),
            RuleExample.xib(
                "The same hidden label, shown by its controller's code", .triggers(count: 1), outlets: ["hintLabel": "lbl-hint"],
                swift: [
                    "ExampleViewController.swift":
                        "final class ExampleViewController: UIViewController { @IBOutlet var hintLabel: UILabel!; override func viewDidLoad() { super.viewDidLoad(); hintLabel.isHidden = false } }"
                ],
                #"↓<label opaque="NO" contentMode="left" hidden="YES" text="Tap to buy" textAlignment="natural" id="lbl-hint"><rect key="frame" x="20" y="100" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            .with("Example/fr.lproj/Localizable.strings", "\"a\" = \"c\";"),
            RuleExample.xib(
                "Trap: the only text is on a label that each subclass loading the same xib replaces with a localized text (kDrive: floating panels re-classing one scene)",
                .passes, outlets: ["hintLabel": "lbl-hint"],
                swift: [
                    "ExampleViewController.swift": """
                    class ExampleViewController: UIViewController { @IBOutlet var hintLabel: UILabel! }
                    final class DropBoxViewController: ExampleViewController {
                        static func make() -> ExampleViewController {
                            let controller = ExampleViewController(nibName: "ExampleViewController", bundle: nil)
                            object_setClass(controller, DropBoxViewController.self)
                            return controller
                        }
                        override func viewDidLoad() { super.viewDidLoad(); hintLabel.text = NSLocalizedString("dropbox.hint", comment: "") }
                    }
                    """
                ],
                #"<label opaque="NO" contentMode="left" text="Withdraw funds" textAlignment="natural" id="lbl-hint"><rect key="frame" x="20" y="100" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            .with("Example/fr.lproj/Localizable.strings", "\"a\" = \"c\";"),
            RuleExample.xib(
                "Trap: the only text is on a label its controller hides when the screen loads and no code shows again (green_ios: a header of a flow that is always hidden)",
                .passes, outlets: ["hintLabel": "lbl-hint"],
                swift: [
                    "ExampleViewController.swift":
                        "final class ExampleViewController: UIViewController { @IBOutlet var hintLabel: UILabel!; override func viewDidLoad() { super.viewDidLoad(); hintLabel.isHidden = true } }"
                ],
                #"<label opaque="NO" contentMode="left" text="Withdraw funds" textAlignment="natural" id="lbl-hint"><rect key="frame" x="20" y="100" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            .with("Example/fr.lproj/Localizable.strings", "\"a\" = \"c\";"),
            RuleExample.xib(
                "The same label hidden only when the user taps: it was on screen before", .triggers(count: 1), outlets: ["hintLabel": "lbl-hint"],
                swift: [
                    "ExampleViewController.swift":
                        "final class ExampleViewController: UIViewController { @IBOutlet var hintLabel: UILabel!; @IBAction func dismissHint(_ sender: Any) { hintLabel.isHidden = true } }"
                ],
                #"↓<label opaque="NO" contentMode="left" text="Withdraw funds" textAlignment="natural" id="lbl-hint"><rect key="frame" x="20" y="100" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            .with("Example/fr.lproj/Localizable.strings", "\"a\" = \"c\";"),
            RuleExample.xib(
                "A runtime attribute no setter of the project reads leaves the xib's text as it is", .triggers(count: 1),
                #"↓<label opaque="NO" contentMode="left" text="Your account was deleted" textAlignment="natural" id="lbl-hint"><rect key="frame" x="20" y="100" width="200" height="41"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="local_title" value="user_delete_hint"/></userDefinedRuntimeAttributes></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"user_delete_hint\" = \"Your account was deleted\";")
            .with("Example/fr.lproj/Localizable.strings", "\"user_delete_hint\" = \"Votre compte a été supprimé\";"),
            RuleExample.xib(
                "Trap: an Objective-C controller localizes its own outlet named titleLabel (self.titleLabel.text =), no button's title", .passes,
                outlets: ["titleLabel": "lbl-dia"],
                swift: [
                    "ExampleViewController.h":
                        "@interface ExampleViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UILabel *titleLabel;\n@end",
                    "ExampleViewController.m":
                        "@implementation ExampleViewController\n- (void)viewWillAppear:(BOOL)animated {\n    [super viewWillAppear:animated];\n    self.titleLabel.text = NSLocalizedString(@\"DIAGNOSTICS_TITLE\", nil);\n}\n@end",
                ],
                #"<label opaque="NO" contentMode="left" text="Diagnostics" textAlignment="natural" id="lbl-dia"><rect key="frame" x="20" y="100" width="200" height="41"/><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"DIAGNOSTICS_TITLE\" = \"Diagnostics\";")
            .with("Example/fr.lproj/Localizable.strings", "\"DIAGNOSTICS_TITLE\" = \"Diagnostic\";"),
            RuleExample.xib(
                "Trap: the cell holding this view fills its labels through a property (fileView?.nameLabel.text =): the xib's texts are placeholders", .passes,
                owner: "FileDetailView", outlets: ["nameLabel": "lbl-name"],
                swift: [
                    "FileCell.swift": """
                    final class FileDetailView: UIView { @IBOutlet var nameLabel: UILabel! }
                    final class FileCell: UITableViewCell {
                        var fileView: FileDetailView?
                        var model = FileModel() { didSet { fileView?.nameLabel.text = model.originalName } }
                    }
                    """
                ],
                #"<label opaque="NO" contentMode="left" text="IMG_2003.jpeg" textAlignment="natural" id="lbl-name"><rect key="frame" x="20" y="100" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            .with("Example/fr.lproj/Localizable.strings", "\"a\" = \"c\";"),
            RuleExample.xib(
                "Trap: Objective-C fills the cell's labels through the cell it dequeues (cell.titleView.text =, [cell.button setTitle:…])",
                .passes, owner: "EmptySearchCell", outlets: ["titleView": "lbl-title", "button": "btn-retry"],
                swift: [
                    "EmptySearchCell.h":
                        "@interface EmptySearchCell : UITableViewCell\n@property (weak, nonatomic) IBOutlet UILabel *titleView;\n@property (weak, nonatomic) IBOutlet UIButton *button;\n@end",
                    "SearchController.m": """
                    @implementation SearchController
                    - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                        EmptySearchCell *cell = [tableView dequeueReusableCellWithIdentifier:@"EmptySearchCell"];
                        cell.titleView.text = item.title;
                        [cell.button setTitle:OALocalizedString(@"retry") forState:UIControlStateNormal];
                        return cell;
                    }
                    @end
                    """,
                ],
                #"<label opaque="NO" contentMode="left" text="Nothing found" textAlignment="natural" id="lbl-title"><rect key="frame" x="20" y="100" width="200" height="21"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label><button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-retry"><rect key="frame" x="20" y="140" width="200" height="44"/><state key="normal" title="Retry"/></button>"#
            )
            .with("Example/en.lproj/Localizable.strings", "\"a\" = \"b\";")
            .with("Example/fr.lproj/Localizable.strings", "\"a\" = \"c\";"),
            .code(
                "Trap: only a Swift package of the app is translated, not the app", .passes,
                [
                    "App/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                    "App/en.lproj/Localizable.strings": "\"a\" = \"b\";",
                    "Packages/Log/Sources/Log/Resources/es.lproj/Localizable.strings": "\"log.title\" = \"Registro\";",
                ]),
            .code(
                "Trap: Base.lproj, text only set in code, and an app in one language", .passes,
                [
                    "App/Base.lproj/Main.storyboard": RuleExample.storyboardXML(label: "Welcome back"),
                    "App/Views/Empty.storyboard": RuleExample.storyboardXML(label: "·"),
                    "App/en.lproj/Localizable.strings": "\"a\" = \"b\";", "App/fr.lproj/Localizable.strings": "\"a\" = \"c\";",
                ]),
        ]
    }

    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] {
        guard localization.isTranslated else { return [] }
        return localization.interfaces.compactMap { interface in
            guard !interface.isLocalized, !localization.tables.translations(serving: interface.path).isEmpty else { return nil }
            let texts = interface.translatableTexts
            guard let first = texts.first else { return nil }
            let name = interface.path.fileName
            // Developer-only screens are often left in one language on purpose.
            let forDevelopers = ["debug", "internal", "developer"].contains { interface.path.lowercased().contains($0) }
            return context.finding(
                at: SourceLocation(file: interface.path, line: first.line),
                "\(name) is not localized: \(texts.count) text\(texts.count == 1 ? "" : "s") such as \(LocalizationWording.list(texts.map(\.value))) show\(texts.count == 1 ? "s" : "") in \(localization.tables.developmentLanguage) in every language",
                confidence: forDevelopers ? .needsReview(reason: "its name says it is for developers, who may read one language") : .certain)
        }
    }
}
