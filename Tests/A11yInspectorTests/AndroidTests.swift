import Foundation
import Testing
@testable import A11yInspector

/// Android layouts: given this layout XML, TalkBack says this, and the audit reports exactly these findings.
struct AndroidTests {
    static let root = ExampleProjectTests.root
    static let res = "Examples/AndroidTravelBuddy/app/src/main/res"

    /// A layout (and values files) in memory, resolved as the auditor does.
    static func screen(_ views: String, values: [String: String] = [:], layouts: [String: String] = [:]) throws -> ResolvedScreen {
        let example = RuleExample.android("spec", .passes, values: values, views)
        var inputs = example.inputFiles
        for (name, xml) in layouts {
            inputs.append(InputFile(path: "app/src/main/res/layout/\(name).xml", kind: .androidLayout, project: "Example", data: Data(xml.utf8)))
        }
        let android = AndroidLayouts(inputs)
        let document = android.parse(inputs[0])
        #expect(document.diagnostics.filter { $0.level == .error }.isEmpty, "\(document.diagnostics)")
        return AndroidResolver.resolve(try #require(document.screens.first))
    }

    static func spoken(_ screen: ResolvedScreen) -> [String] {
        screen.simulation.transcript.map(\.utterance.text)
    }

    // MARK: The example project

    @Test func exampleProjectReportsExactlyTheIntendedMistakes() {
        let result = Auditor(minSeverity: .info, jobs: 2).audit(paths: ["Examples/AndroidTravelBuddy"], workingDirectory: Self.root)
        func key(_ f: Finding) -> String { "\(f.ruleID) \(f.location.file.fileName) \(f.elementID ?? "")" }
        let found = Set(result.findings.filter(\.confidence.isCertain).map(key))
        #expect(
            found == [
                "android-image-description activity_sign_in.xml close",
                "min-tap-target activity_sign_in.xml close",
                "android-text-size-sp activity_sign_in.xml title",
                "persistent-field-labels activity_sign_in.xml email",
                "persistent-field-labels activity_sign_in.xml password",
                "android-hardcoded-text activity_sign_in.xml password",
                "label-no-type-word activity_sign_in.xml sign_in",
                "android-clickable-focusable activity_sign_in.xml forgot",
                "android-hardcoded-color activity_sign_in.xml forgot",
                "android-hardcoded-text activity_sign_in.xml forgot",
                "android-traversal-cycle activity_trips.xml trip_paris",
                "label-unique-self-contained activity_trips.xml delete_paris",
                "label-unique-self-contained activity_trips.xml delete_rome",
                "android-clickable-focusable activity_trips.xml favourite",
                "android-hardcoded-text app_rating_before.xml rating",
            ])
        #expect(result.findings.count == 17)
        // Whether the logo carries information, and whether the big text is a heading, are a person's call.
        #expect(
            result.findings.filter { !$0.confidence.isCertain }.map(key).sorted() == [
                "android-image-description activity_sign_in.xml logo", "header-trait-headings activity_sign_in.xml title",
            ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // The fixed screens are clean.
        #expect(!result.findings.contains { $0.location.file.contains("_fixed") || $0.location.file.contains("_after") })
    }

    @Test(arguments: [ReportFormat.text, .json, .html])
    func outputDoesNotDependOnJobs(format: ReportFormat) {
        func audit(jobs: Int) -> AuditResult {
            var auditor = Auditor(minSeverity: .info, jobs: jobs)
            auditor.keepsScreens = format == .html
            return auditor.audit(paths: ["Examples/AndroidTravelBuddy"], workingDirectory: Self.root)
        }
        #expect(Reporter.render(audit(jobs: 1), format: format) == Reporter.render(audit(jobs: 4), format: format))
    }

    @Test func iOSRulesDoNotRunOnLayoutsNorAndroidRulesOnIOS() {
        let android = Auditor(minSeverity: .info, jobs: 1).audit(paths: ["Examples/AndroidTravelBuddy"], workingDirectory: Self.root)
        let androidRules = Set(RuleRegistry.all.filter { $0.platforms.contains(.android) }.map(\.metadata.id))
        #expect(android.findings.allSatisfy { androidRules.contains($0.ruleID) })
        let ios = Auditor(minSeverity: .info, jobs: 1).audit(paths: ["Examples/TravelBuddy"], workingDirectory: Self.root)
        #expect(!ios.findings.contains { $0.ruleID.hasPrefix("android-") })
    }

    // MARK: The book's Play Store example (B L1215-1296)

    @Test func playStoreRatingsBeforeGroupingTakeFiveSwipes() throws {
        let result = ScreenInspector(jobs: 1).screens(in: "\(Self.res)/layout/app_rating_before.xml", workingDirectory: Self.root)
        let screen = try #require(result.screens.first)
        #expect(
            Self.spoken(screen) == [
                "Four point four stars … Double-tap to activate",
                "1K reviews",
                "100K+",
                "Downloads",
                "PEGI 3 … Double-tap to activate",
            ])
    }

    @Test func playStoreRatingsAfterGroupingTakeThreeSwipes() throws {
        let result = ScreenInspector(jobs: 1).screens(in: "\(Self.res)/layout/app_rating_after.xml", workingDirectory: Self.root)
        let screen = try #require(result.screens.first)
        #expect(
            Self.spoken(screen) == [
                "Average rating four point four stars from one thousand reviews … Double-tap to activate",
                "Downloaded over one hundred thousand times",
                "Content rating PEGI 3 … Double-tap to activate",
            ])
        let text = TranscriptReport.text(screen)
        #expect(text.contains("TalkBack transcript (Android layout)"))
        #expect(!text.contains("VoiceOver"))
    }

    @Test func focusableLinearLayoutReadsItsChildrenAsOne() throws {
        // Listing 4-25: android:focusable="true" on the layout merges the two texts.
        let screen = try Self.screen(
            """
            <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:focusable="true" android:orientation="vertical">
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/rating" />
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/number_of_reviews" />
            </LinearLayout>
            """,
            values: ["values/strings.xml": #"<resources><string name="rating">4.4</string><string name="number_of_reviews">1K reviews</string></resources>"#])
        #expect(Self.spoken(screen) == ["4.4, 1K reviews"])
    }

    @Test func screenReaderFocusableGroupIsOneStop() throws {
        let screen = try Self.screen(
            """
            <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content" android:screenReaderFocusable="true">
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Downloads" />
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="100K+" />
            </LinearLayout>
            """)
        #expect(Self.spoken(screen) == ["Downloads, 100K+"])
        #expect(screen.simulation.switchControlScan.isEmpty)
    }

    @Test func clickableRowReadsItsTextAndItsSwitchState() throws {
        let screen = try Self.screen(
            """
            <LinearLayout android:layout_width="match_parent" android:layout_height="56dp" android:clickable="true" android:focusable="true">
                <ImageView android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/ic_bell" />
                <TextView android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Trip reminders" />
                <Switch android:layout_width="wrap_content" android:layout_height="wrap_content" android:checked="true"
                    android:clickable="false" android:focusable="false" />
            </LinearLayout>
            """)
        #expect(Self.spoken(screen) == ["Trip reminders, On … Double-tap to activate"])
    }

    @Test func viewsMadeClickableInCodeOfferActivation() throws {
        let example = RuleExample.android(
            "spec", .passes,
            code: [
                "com/example/AddFeed.java": """
                ExampleBinding viewBinding = ExampleBinding.inflate(inflater);
                viewBinding.addViaUrlButton.setOnClickListener(v -> showAddViaUrlDialog());
                """
            ],
            """
            <TextView android:id="@+id/addViaUrlButton" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Add by address" />
            <TextView android:id="@+id/note" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Or browse" />
            """)
        let android = AndroidLayouts(example.inputFiles)
        let screen = AndroidResolver.resolve(try #require(android.parse(example.inputFiles[0]).screens.first))
        #expect(Self.spoken(screen) == ["Add by address … Double-tap to activate", "Or browse"])
    }

    @Test func xmlCommentsSuppressFindings() {
        let example = RuleExample.android(
            "spec", .passes,
            """
            <!-- a11y:disable-next-line android-image-description -->
            <ImageButton android:layout_width="48dp" android:layout_height="48dp" android:src="@drawable/ic_close" />
            <ImageButton android:layout_width="48dp" android:layout_height="48dp" android:src="@drawable/ic_open" />
            """)
        let result = Auditor(rules: [AndroidImageDescription()], jobs: 1).audit(example.inputFiles)
        #expect(result.findings.count == 1)
        #expect(result.suppressedCount == 1)
    }

    // MARK: TalkBack speech

    @Test func rolesStatesAndHints() throws {
        let screen = try Self.screen(
            """
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="@string/settings" android:accessibilityHeading="true" />
            <androidx.appcompat.widget.SwitchCompat android:layout_width="match_parent" android:layout_height="wrap_content"
                android:text="@string/wifi" android:checked="true" />
            <CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/terms" />
            <CheckBox android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/news" android:checked="false" />
            <EditText android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Ada" android:hint="@string/name" />
            <SeekBar android:layout_width="match_parent" android:layout_height="wrap_content" android:contentDescription="@string/volume"
                android:progress="30" android:max="50" />
            <Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/send"
                android:hint="@string/send_hint" />
            <Button android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/send" android:enabled="false" />
            """,
            values: [
                "values/strings.xml": """
                <resources><string name="settings">Settings</string><string name="wifi">Wi-Fi</string>
                <string name="terms">Accept terms</string><string name="news">Newsletter</string><string name="name">Name</string>
                <string name="volume">Volume</string><string name="send">Send</string><string name="send_hint">Sends your message</string></resources>
                """
            ])
        #expect(
            Self.spoken(screen) == [
                "Settings, Heading",
                "Wi-Fi, Switch, On … Double-tap to toggle",
                "Accept terms, Checkbox … Double-tap to toggle",
                "Newsletter, Checkbox, Not checked … Double-tap to toggle",
                "Ada, Edit box, Name … Double-tap to enter text",
                "Volume, Slider, 60 percent",
                "Send, Button, Sends your message … Double-tap to activate",
                "Send, Button, Disabled",
            ])
    }

    @Test func hiddenAndDecorativeViewsAreSkipped() throws {
        let screen = try Self.screen(
            """
            <ImageView android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/a" android:contentDescription="@string/x" android:importantForAccessibility="no" />
            <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:importantForAccessibility="noHideDescendants">
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Hidden" />
            </FrameLayout>
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Gone" android:visibility="gone" />
            <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:importantForAccessibility="no">
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Shown" />
            </FrameLayout>
            """)
        #expect(Self.spoken(screen) == ["Shown"])
    }

    @Test func traversalAttributesMoveViews() throws {
        // The corrected listing 4-13: declared 1, 3, 2; button2 says after 1 and before 3.
        let screen = try Self.screen(
            """
            <Button android:id="@+id/button1" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="One" />
            <Button android:id="@+id/button3" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Three" />
            <Button android:id="@+id/button2" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Two"
                android:accessibilityTraversalAfter="@id/button1" android:accessibilityTraversalBefore="@id/button3" />
            """)
        #expect(screen.simulation.transcript.map { screen.elements[$0.index].element.id } == ["button1", "button2", "button3"])
    }

    @Test func labelForAndTextInputLayoutNameFields() throws {
        let screen = try Self.screen(
            """
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Email" android:labelFor="@id/email" />
            <EditText android:id="@+id/email" android:layout_width="match_parent" android:layout_height="wrap_content" android:hint="name@example.com" />
            <com.google.android.material.textfield.TextInputLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:hint="Password">
                <com.google.android.material.textfield.TextInputEditText android:layout_width="match_parent" android:layout_height="wrap_content" />
            </com.google.android.material.textfield.TextInputLayout>
            """)
        #expect(
            Self.spoken(screen) == [
                "Email",
                "Email, Edit box … Double-tap to enter text",
                "Password, Edit box … Double-tap to enter text",
            ])
    }

    // MARK: Front end

    @Test func includeMergeAndDataBinding() throws {
        let row = """
            <merge xmlns:android="http://schemas.android.com/apk/res/android">
                <Button android:id="@+id/ok" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/ok" />
            </merge>
            """
        let screen = try Self.screen(
            """
            <include layout="@layout/row_buttons" />
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@{user.name}" />
            <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@android:string/cancel" />
            """, values: ["values/strings.xml": #"<resources><string name="ok">"It\'s OK"</string></resources>"#], layouts: ["row_buttons": row])
        #expect(Self.spoken(screen) == ["It's OK, Button … Double-tap to activate", "‹data binding @{user.name}›", "‹@android:string/cancel›"])
        let ok = try #require(screen.elements.first { $0.element.id == "ok" })
        #expect(ok.element.location.file.hasSuffix("row_buttons.xml"))
    }

    @Test func valuesNightColoursAndDimensions() {
        var r = AndroidResources()
        r.add(
            path: "res/values/colors.xml",
            data: Data(#"<resources><color name="ink">#212121</color><color name="alias">@color/ink</color><dimen name="gap">8dp</dimen></resources>"#.utf8))
        r.add(path: "res/values-night/colors.xml", data: Data(#"<resources><color name="ink">#EEEEEE</color></resources>"#.utf8))
        r.add(path: "res/values-fr/strings.xml", data: Data(#"<resources><string name="hi">Salut</string></resources>"#.utf8))
        #expect(r.color("@color/alias")?.hex == "#212121")
        #expect(r.color("@color/alias", night: true)?.hex == "#EEEEEE")
        #expect(r.color("#80FF0000")?.alpha ?? 0 < 0.6)
        #expect(r.dimension("@dimen/gap")?.value == 8)
        #expect(r.strings["hi"] == nil && r.translations == ["fr"])
    }

    @Test func malformedLayoutIsADiagnosticNotACrash() {
        let inputs = [
            InputFile(
                path: "app/src/main/res/layout/broken.xml", kind: .androidLayout, project: "X",
                data: Data(#"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"><Button android:text="Go"</LinearLayout>"#.utf8)),
            InputFile(path: "app/src/main/res/layout/binary.xml", kind: .androidLayout, project: "X", data: Data([0, 1, 2, 3])),
            InputFile(path: "app/src/main/res/values/strings.xml", kind: .androidValues, project: "X", data: Data("<resources><string".utf8)),
        ]
        let result = Auditor(jobs: 1).audit(inputs)
        #expect(result.diagnostics.filter { $0.level == .error }.count == 3)
    }

    @Test func includeCyclesAndDeepNestingStop() throws {
        let loop = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <include layout="@layout/loop" />
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Inside" />
            </LinearLayout>
            """
        let screen = try Self.screen(#"<include layout="@layout/loop" /><include layout="@layout/missing" />"#, layouts: ["loop": loop])
        #expect(Self.spoken(screen) == ["Inside"])
        let deep = String(repeating: "<FrameLayout>", count: 3_000) + String(repeating: "</FrameLayout>", count: 3_000)
        let result = Auditor(jobs: 1).audit([InputFile(path: "res/layout/deep.xml", kind: .androidLayout, project: "X", data: Data(deep.utf8))])
        #expect(result.diagnostics.contains { $0.level == .error && $0.message.contains("deeper") })
    }

    @Test func discoveryClassifiesResourceFolders() {
        #expect(ProjectDiscovery.kind(of: "app/src/main/res/layout/a.xml") == .androidLayout)
        #expect(ProjectDiscovery.kind(of: "app/src/main/res/layout-land-v21/a.xml") == .androidLayout)
        #expect(ProjectDiscovery.kind(of: "app/src/main/res/values-night/colors.xml") == .androidValues)
        #expect(ProjectDiscovery.kind(of: "app/src/main/res/drawable/a.xml") == nil)
        #expect(ProjectDiscovery.kind(of: "app/src/main/AndroidManifest.xml") == nil)
        #expect(ProjectDiscovery.kind(of: "layout/a.xml") == nil)
    }
}
