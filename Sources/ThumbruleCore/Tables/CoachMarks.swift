/// Names of hand-built coach-mark tours: the tips they step through, the index that steps,
/// and the overlay that points at a control. One fact per entry.
public enum CoachMarks {
    /// Words in the name of a collection of tips a tour walks through (`tips`, `coachMarks`, `tourSteps`).
    public static let tipWords: Set<String> = [
        "tip", "tips", "coach", "coachmark", "coachmarks", "tour", "hint", "hints", "spotlight", "spotlights", "highlights",
    ]

    /// Words in the name of the variable that says which tip shows (`currentTip`, `tipIndex`, `step`).
    public static let indexWords: Set<String> = ["index", "current", "step", "idx", "position"]

    /// Calls and names that draw a tip over the screen and point at a control.
    public static let overlayNames: Set<String> = [
        "overlay", "mask", "reverseMask", "anchorPreference", "overlayPreferenceValue", "backgroundPreferenceValue",
        "matchedGeometryEffect", "spotlight", "highlight", "UIBezierPath", "CAShapeLayer", "popover",
    ]

    /// The data-source method of the Instructions library, whose count is the tour's length.
    public static let libraryCountMethod = "numberOfCoachMarks"

    /// The module that supplies one anchored, dismissible tip at a time (iOS 17 and later).
    public static let tipKitModule = "TipKit"
}
