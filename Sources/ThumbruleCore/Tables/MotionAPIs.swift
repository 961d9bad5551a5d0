/// APIs that move things on screen, and the names that read the Reduce Motion setting
/// (`motion-reduced`). One line per family.
public enum MotionAPIs {
    /// SwiftUI modifiers that move, turn or zoom a view (opacity and colour are not movement).
    public static let movementModifiers: Set<String> = ["rotationEffect", "rotation3DEffect", "scaleEffect", "offset", "position"]
    /// SwiftUI transitions that slide or zoom (`.opacity` is the reduced-motion substitute).
    public static let movingTransitions: Set<String> = ["move", "slide", "push", "offset", "scale"]
    /// SwiftUI modifiers that drive a view's geometry from scrolling: parallax.
    public static let scrollDrivenEffects: Set<String> = ["visualEffect", "scrollTransition"]
    /// Core Animation key paths that move a layer.
    public static let movingKeyPathWords = ["transform", "position", "rotation", "scale", "translation", "bounds"]
    /// The longest turn, in seconds, of an endless rotation that reads as a spinner; a slower
    /// one is decoration (rays behind a reward turning once in 30 seconds).
    public static let spinnerSeconds = 3.0
    /// Core Animation key paths that turn a layer in place, as a spinner does.
    public static let spinKeyPaths: Set<String> = ["transform.rotation", "transform.rotation.z"]
    /// Names that zoom or turn a view in a UIKit transition, or carry a snapshot of it between frames.
    public static let zoomingTransformNames: Set<String> = [
        "scaleX", "scaledBy", "CATransform3DMakeScale", "CATransform3DScale", "rotationAngle", "rotated",
        "CATransform3DMakeRotation", "CATransform3DRotate", "snapshotView", "resizableSnapshotView",
    ]
    /// Layout names that place a view beside the screen rather than below it: a panel sliding in from the side.
    public static let horizontalLayoutNames: Set<String> = [
        "left", "right", "leading", "trailing", "leftAnchor", "rightAnchor", "leadingAnchor", "trailingAnchor", "alignLeading", "alignTrailing",
    ]
    /// Calls whose closures animate UIKit views.
    public static let viewAnimationCalls = ["animate", "animateKeyframes", "addKeyframe", "runningPropertyAnimator", "UIViewPropertyAnimator", "addAnimations"]
    /// A spring damped less than this overshoots visibly: a bounce, where a sheet settles.
    public static let bouncyDampingRatio = 0.8
    /// UIView properties whose change inside `UIView.animate` moves a view.
    public static let movingViewProperties: Set<String> = ["transform", "center", "frame"]
    /// Views whose content is laid out, not inserted: a transition on a view written straight
    /// in their content (with no `if`, `switch` or `ForEach` around it) never runs.
    public static let fixedContentContainers: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Button", "NavigationLink", "Link", "Menu", "Label", "Toggle",
    ]
    /// SwiftUI's own shapes and views, which change only when their arguments do: an
    /// `.animation` on one whose chain reads no value has nothing to animate.
    public static let builtInLeafViews: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color", "Image", "Text"]
    /// Views whose content views are rows: a row comes and goes with the list's own row
    /// animation, and a `.transition` on it does not play.
    public static let listContainers: Set<String> = ["List", "Form"]
    /// Views that pass their content views through to the list around them as its rows.
    public static let rowGroupingContainers: Set<String> = ["ForEach", "Group", "Section"]
    /// A scale at or under this, animated to full size, is a zoom from near zero (a pop from
    /// 0.3 with a fade is common and mild).
    public static let nearZeroScale = 0.1
    /// A transition that scales from this much of full size or more settles the view into place (a scale from 80% inside a fade was judged a zoom, one from 90% a settle);
    /// so does a scroll transition that scales by no more than that (a card shrinking to 90% under the reader's swipe).
    public static let settleScale = 0.9
    /// The largest side, in points, of a view whose zoom in or out is a glyph popping, not a
    /// movement of the screen: a 44pt control's size with room for its padding.
    public static let smallGlyphPoints = 60.0
    /// An animation this short or shorter, in seconds, is over before the eye can follow it: a
    /// state change as good as the instant one Reduce Motion asks for.
    public static let flashSeconds = 0.1
    /// A state-driven turn of this many degrees or more is a spin; a chevron's flip (90°, 180°) is not.
    public static let spinDegrees = 360.0
    /// Sizes a control is drawn at (SwiftUI's `ControlSize`, and the size a design system's
    /// button takes: `hButton(.small, …)`) small enough that its coming and going is a state
    /// change in place, not movement of the screen.
    public static let smallControlSizes: Set<String> = ["mini", "small"]
    /// An offset transition of at most this many points (inside a fade, as a rule) nudges a view
    /// into place from just beside it; a row's height or more is a slide.
    public static let nudgePoints = 40.0
    /// An offset change of this many points or more crosses much of a phone's screen.
    public static let acrossScreenPoints = 200.0
    /// Values of `repeatCount` that mean forever.
    public static let foreverWords = ["infinity", "greatestFiniteMagnitude", "HUGE"]
    /// Lottie loop modes that never stop.
    public static let lottieLoops: Set<String> = [".loop", ".autoReverse"]
    /// Words in the name of a loading-indicator type, whose spin the system keeps too.
    /// Words in a type's name that mark it as a particle effect (`MiniConfettiView`): its pieces
    /// are flung across the screen when an animation moves them.
    public static let particleTypeWords = ["Confetti", "Particle", "Firework"]
    public static let indicatorTypeWords = ["Spinner", "ActivityIndicator", "LoadingIndicator", "LoadingView", "ProgressIndicator", "RefreshControl", "Loader"]
    /// Words (lowercased) in the name of a function that starts a layer's endless spin to show
    /// waiting (`addPendingAnimation`, `startLoadingRotation`): a loading indicator too.
    public static let indicatorFunctionWords = ["pending", "loading", "spinner", "busy", "waiting"]
    /// Substrings (lowercased) of any name that reads the setting: `accessibilityReduceMotion`,
    /// `UIAccessibility.isReduceMotionEnabled`, `reduceMotionStatusDidChangeNotification`,
    /// or an app's own `reduceMotion` flag passed down; `prefersCrossFadeTransitions` too.
    public static let readerWords = ["reducemotion", "reducedmotion", "preferscrossfadetransitions"]
}
