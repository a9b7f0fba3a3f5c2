/// A text field needs a label that stays: the placeholder disappears as soon as people type.
struct PersistentFieldLabels: Rule {
    let metadata = RuleMetadata(
        id: "persistent-field-labels",
        title: "Text field is identified only by its placeholder",
        rationale:
            "A placeholder vanishes once text is entered, so sighted users lose the field's name, and VoiceOver users hear the placeholder (\"e.g. jane@example.com\") instead of a name. Fields need a visible label and an accessibility label.",
        wcag: ["3.3.2", "1.3.1", "4.1.2"], impact: .serious, defaultSeverity: .warning,
        tags: ["forms", "labels", "voiceover"],
        help: "Put a visible label next to the field and set the field's accessibility label to the same words.",
        sources: ["seed rule #161", "B ch3 L733"],
        summary: "text field named only by its placeholder",
        appleAuditTypes: [.sufficientElementDescription], nutritionLabels: [.voiceOver, .voiceControl])

    var platforms: Set<Platform> { [.iOS, .android] }

    var examples: [RuleExample] {
        [
            .swiftUI(
                "A SwiftUI field with an empty title, named only by its prompt (a text beside it may label it: needs review)", .needsReview(count: 1),
                """
                struct ExampleView: View {
                    @State private var email = ""
                    var body: some View {
                        ↓TextField("", text: $email, prompt: Text("Email address"))
                    }
                }
                """),
            .android(
                "Android: an EditText named only by its hint", .triggers(count: 1),
                values: ["values/strings.xml": #"<resources><string name="email">Email</string></resources>"#],
                """
                    ↓<EditText android:id="@+id/email" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:hint="@string/email" android:inputType="textEmailAddress" />
                """),
            .android(
                "Android: a visible text beside the field without labelFor is not its label for TalkBack", .triggers(count: 1),
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/email" />
                    ↓<EditText android:id="@+id/email" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:hint="@string/email_example" android:inputType="textEmailAddress" />
                """),
            .android(
                "Trap (Android): labelFor, a TextInputLayout hint, a content description", .passes,
                """
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="@string/email" android:labelFor="@id/email" />
                    <EditText android:id="@+id/email" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:hint="@string/email_example" android:inputType="textEmailAddress" />
                    <com.google.android.material.textfield.TextInputLayout android:layout_width="match_parent"
                        android:layout_height="wrap_content" android:hint="@string/password">
                        <com.google.android.material.textfield.TextInputEditText android:id="@+id/password"
                            android:layout_width="match_parent" android:layout_height="wrap_content" android:inputType="textPassword" />
                    </com.google.android.material.textfield.TextInputLayout>
                    <EditText android:id="@+id/note" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:hint="@string/note_hint" android:contentDescription="@string/note" />
                """),
            .android(
                "Trap (Android): a TextInputLayout takes over its field's own hint as a floating label (AntennaPod's login dialogs)", .passes,
                """
                    <com.google.android.material.textfield.TextInputLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                        <com.google.android.material.textfield.TextInputEditText android:id="@+id/username"
                            android:layout_width="match_parent" android:layout_height="wrap_content" android:hint="@string/username" />
                    </com.google.android.material.textfield.TextInputLayout>
                """),
            .code(
                "A field built in code, in a form inside a blur's content view, named only by its placeholder (Amperfy's login)", .needsReview(count: 1),
                [
                    "App/LoginViewController.swift": """
                    final class LoginViewController: UIViewController {
                        private lazy var userField: UITextField = ↓{
                            let field = UITextField()
                            field.placeholder = "Username"
                            field.font = .preferredFont(forTextStyle: .body)
                            field.adjustsFontForContentSizeCategory = true
                            return field
                        }()
                        private lazy var form: UIView = {
                            let form = UIView()
                            form.addSubview(userField)
                            return form
                        }()
                        private lazy var glass: UIVisualEffectView = {
                            let glass = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
                            glass.contentView.addSubview(form)
                            return glass
                        }()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = "Log in"
                            view.addSubview(glass)
                        }
                    }
                    """
                ]),
            .xib(
                "A lone field with a placeholder", .triggers(count: 1),
                """
                    ↓<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" id="email">
                        <rect key="frame" x="20" y="100" width="350" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                """),
            .xib(
                "A field with a visible label above it: a separate stop for VoiceOver, which reads the filled field without a name", .needsReview(count: 1),
                """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Email" id="email-title">
                        <rect key="frame" x="20" y="70" width="350" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    ↓<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="jane@example.com" id="email">
                        <rect key="frame" x="20" y="100" width="350" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                """),
            .xib(
                "A field with an accessibility label", .passes,
                """
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="jane@example.com" id="email">
                        <rect key="frame" x="20" y="100" width="350" height="34"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <accessibility key="accessibilityConfiguration" label="Email"/>
                    </textField>
                """),
        ]
    }

    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        if screen.screen.platform == .android { return androidFields(screen, context) }
        return screen.reachable.compactMap { node in
            guard node.role == .textField || node.role == .textArea,
                node.labelOrigin == .placeholder, let placeholder = node.labelText
            else { return nil }
            guard let frame = node.frame else {
                return context.finding(
                    node, in: screen, "Text field is named only by its placeholder \"\(placeholder)\"",
                    confidence: .needsReview(reason: "the field's position is unknown, so a visible label beside it cannot be ruled out"))
            }
            // A visible text beside the field names it for the eye, not for VoiceOver: it is a
            // stop of its own, and the filled field is read by its value alone.
            if let beside = screen.visualLabel(of: frame, gap: 60) {
                guard node.element.provenance[.accessibilityLabel] == nil else { return nil }
                let name = Speech.spoken(beside.label).map { "“\($0)”" } ?? "beside it"
                return context.finding(
                    node, in: screen,
                    "Text field is named for VoiceOver only by its placeholder \"\(placeholder)\": the text \(name) is a separate stop, and once the field is filled VoiceOver reads its value without a name",
                    confidence: .needsReview(reason: "people who move through the screen in order hear the text just before the field"),
                    fix: "Set the field's accessibility label to the visible text's words.")
            }
            var confidence: Confidence = node.confidence(unlessSetInCode: .accessibilityLabel)
            if confidence.isCertain && node.isInsideCell {
                confidence = .needsReview(reason: "the field is in a table cell; a section header may label it")
            }
            return context.finding(
                node, in: screen, "Text field is named only by its placeholder \"\(placeholder)\", which disappears when people type", confidence: confidence)
        }
    }

    /// An EditText TalkBack names by its hint: no contentDescription, no `labelFor` pointing at
    /// it, no enclosing TextInputLayout hint (B L968-1016).
    func androidFields(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] {
        screen.reachable.compactMap { node in
            guard node.role == .textField, node.labelOrigin == .placeholder,
                let hint = Speech.spoken(node.label)
            else { return nil }
            return context.finding(
                node, in: screen,
                "\(node.roleName) is named only by its hint \"\(hint)\", which disappears once people type; add a TextView with android:labelFor or a TextInputLayout",
                confidence: node.confidence(unlessSetInCode: .accessibilityLabel),
                fix: "Wrap the field in a Material TextInputLayout with android:hint, or put a visible TextView before it with android:labelFor=\"@id/field\".")
        }
    }
}
