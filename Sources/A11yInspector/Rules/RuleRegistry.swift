/// Every rule, in the order `a11y rules` lists them. Nothing else lives here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        LabelMissingInteractive(),
        ImageButtonLabel(),
        ImageLabelDescriptive(),
        LabelNoTypeWord(),
        LabelStyle(),
        PersistentFieldLabels(),
        LabelUniqueSelfContained(),
        TraitConflicts(),
        ImageTraitNotOnButtons(),
        MinTapTarget(),
        DynamicTypeTextStyles(),
        TextFitsLargeSizes(),
        AdjustsFontFlag(),
        HeaderTraitHeadings(),
        ContrastTextAA(),
        ColourNotOnlyMeans(),
        ContrastNonText(),
        SmartInvertMedia(),
        VisibleNotHidden(),
        NoEmptyElements(),
        ScreenTitle(),
        AccessibilityElementsComplete(),
        VoiceControlNames(),
        ReadingOrderLogical(),
        ButtonTraitForTappables(),
        IgnoreNeedsProperties(),
        GroupedChildrenActions(),
        GestureAlternative(),
        ReduceMotion(),
        NoTruncationLargeText(),
        AdjustableRequiresIncrementDecrement(),
        PreferUIControlSubclass(),
        EscapeForCustomModals(),
        AnnouncementSparinglyQueued(),
        UsageDescriptionPresent(),
        PrintAvailability(),
        NoHardcodedUIStrings(),
        InputClickSound(),
    ]

    public static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.metadata.id == id }
    }
}
