import SwiftSyntax
import ThumbruleCore

/// Repeating or large custom movement in a type that never reads Reduce Motion: the
/// system cannot tone it down for people whom movement makes dizzy or sick.
///
/// Movement found:
/// - SwiftUI `repeatForever` in a type that moves a view with a non-literal
///   `rotationEffect` / `scaleEffect` / `offset` / `position` (a looping fade is fine);
/// - SwiftUI sliding or zooming transitions (`.transition(.move(edge:))`, `.slide`, `.scale`);
/// - scroll-driven parallax (`visualEffect` / `scrollTransition` that move the content);
/// - UIKit `repeatCount = .infinity` on a transform or position animation, and
///   `UIView.animate(…, options: .repeat)` that moves a view;
/// - a `UIViewControllerAnimatedTransitioning` custom transition;
/// - a Lottie animation set to loop.
///
/// A type counts as reading the setting when its declaration (in any file, extensions
/// included) mentions a name with "reduceMotion" in it, which also catches a flag a parent
/// passes down. Medium confidence when nothing in the project reads the setting; low (a
/// note) when something else does, since a shared helper may already gate this movement.
/// One finding per kind of movement and type: the fix is one reduce-motion check there.
///
/// Loading indicators (types named like `Spinner`, `ActivityIndicator`, `LoadingView`) are
/// skipped: the system's own spinner keeps turning under Reduce Motion.
///
/// Known false negatives: movement driven by timers or `CADisplayLink`, Lottie files
/// started elsewhere, transitions declared in a shared `AnyTransition` extension, spinners
/// named otherwise. Known false positives: small movement where reducing it is optional.
struct UnguardedMotion: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "motion-reduced.unguarded-animation",
        ruleId: "motion-reduced",
        summary: "A repeating, sliding, zooming or parallax animation in a type that never reads Reduce Motion",
        triggering: [
            CheckExample("""
            struct LoadingBadge: View {
                @State private var spinning = false
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(spinning ? 360 : 0))
                        .onAppear {
                            withAnimation(.linear(duration: 1)↓.repeatForever(autoreverses: false)) { spinning = true }
                        }
                    if showBanner {
                        Banner()↓.transition(.move(edge: .top))
                    }
                }
            }
            """),
            CheckExample("""
            final class PulseView: UIView {
                func start() {
                    let animation = CABasicAnimation(keyPath: "transform.scale")
                    animation.toValue = 1.2
                    ↓animation.repeatCount = .infinity
                    layer.add(animation, forKey: "pulse")
                }
            }
            final class SlideTransition: NSObject, ↓UIViewControllerAnimatedTransitioning {
                func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
                func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct LoadingBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var spinning = false
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(spinning ? 360 : 0))
                        .onAppear {
                            guard !reduceMotion else { return }
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                        }
                }
            }
            struct Blinker: View {
                @State private var dim = false
                var body: some View {
                    Circle().opacity(dim ? 0.3 : 1)
                        .onAppear { withAnimation(.easeInOut.repeatForever()) { dim = true } }
                        .transition(.opacity)
                }
            }
            """),
            CheckExample(files: [
                ("App/PulseView.swift", """
                final class PulseView: UIView {
                    func start() {
                        let animation = CABasicAnimation(keyPath: "transform.scale")
                        animation.repeatCount = .infinity
                        layer.add(animation, forKey: "pulse")
                    }
                }
                """),
                ("App/PulseView+Motion.swift", """
                extension PulseView {
                    override func didMoveToWindow() { if UIAccessibility.isReduceMotionEnabled { layer.removeAllAnimations() } }
                }
                """),
            ]),
        ]
    )

    struct Movement: Sendable {
        let typeName: String
        package let position: SourcePosition
        package let what: String
        let isSwiftUI: Bool
    }

    private static let readerWords = TextSearch(anyOf: MotionAPIs.readerWords, ignoringCase: true)

    static let movements = FactKey<Movement>("motion-reduced.movement")
    /// Types whose declaration reads the setting; "*" when anything in the project does.
    static let readers = FactKey<String>("motion-reduced.reader")

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        if Self.readerWords.mayMatch(in: file), Self.readerWords.matches(file.text) {
            output.facts.add("*", for: Self.readers)
            for type in file.index.typeDeclarations where Self.readerWords.matches(type.node, in: file) {
                output.facts.add(type.name, for: Self.readers)
            }
        }

        var found: [(node: Syntax, what: String)] = []
        for call in file.index.calls("repeatForever") where movesInItsType(call, file: file) {
            found.append((call.reportedNode, "an animation that repeats forever and moves the view"))
        }
        for call in file.index.calls("transition") where call.modifiedExpression != nil {
            // The first moving transition as written (`.move(edge:).combined(with: .scale)` is a move).
            let transitions = MotionAPIs.movingTransitions.sorted()
            guard let argument = call.arguments.first,
                  let kind = (file.index.memberAccesses(transitions, inside: argument).map { ($0.position, $0.declName.baseName.text) }
                    + file.index.calls(transitions, inside: argument).compactMap { call in call.calleeName.map { (call.position, $0) } })
                    .min(by: { $0.0 < $1.0 })?.1
            else { continue }
            found.append((call.reportedNode, "a .\(kind) transition"))
        }
        for call in file.index.calls(Array(MotionAPIs.scrollDrivenEffects)) where call.modifiedExpression != nil {
            guard let closure = call.contentClosure(labels: ["effect", "transition"]),
                  !file.index.calls(Array(MotionAPIs.movementModifiers), inside: closure).isEmpty else { continue }
            found.append((call.reportedNode, "a scroll-driven \(call.calleeName ?? "") that moves content (parallax)"))
        }
        for member in file.index.memberAccesses("repeatCount") {
            guard let value = member.assignedValue?.trimmedSourceText, MotionAPIs.foreverWords.contains(where: value.contains),
                  coreAnimationMoves(near: member, file: file) else { continue }
            found.append((Syntax(member), "a Core Animation that repeats forever and moves a layer"))
        }
        for call in file.index.calls("animate") {
            guard let options = call.argument("options")?.expression.trimmedSourceText, options.contains(".repeat"),
                  let animations = call.argument("animations")?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure,
                  !file.index.memberAccesses(Array(MotionAPIs.movingViewProperties), inside: animations).isEmpty else { continue }
            found.append((Syntax(call), "UIView.animate with .repeat that moves a view"))
        }
        for type in file.index.typeDeclarations where type.inherits("UIViewControllerAnimatedTransitioning") {
            let clause = type.node.as(ClassDeclSyntax.self)?.inheritanceClause ?? type.node.as(ExtensionDeclSyntax.self)?.inheritanceClause
            guard let inherited = clause?.inheritedTypes.first(where: { $0.type.trimmedSourceText == "UIViewControllerAnimatedTransitioning" }) else { continue }
            found.append((Syntax(inherited), "a custom view controller transition"))
        }
        for member in file.index.memberAccesses("loopMode") where member.assignedValue.map({ MotionAPIs.lottieLoops.contains($0.trimmedSourceText) }) ?? false {
            found.append((Syntax(member), "a looping Lottie animation"))
        }
        for call in file.index.calls("looping", "playing") where call.calleeName == "looping" || call.argument("loopMode").map({ MotionAPIs.lottieLoops.contains($0.expression.trimmedSourceText) }) ?? false {
            guard call.modifiedExpression != nil else { continue }
            found.append((call.reportedNode, "a looping Lottie animation"))
        }

        let isSwiftUI = file.index.importedModules.contains("SwiftUI")
        var reported = Set<String>()
        for item in found.sorted(by: { $0.node.position < $1.node.position }) {
            let typeName = item.node.enclosingTypeName ?? file.path.split(separator: "/").last.map(String.init) ?? file.path
            // One finding per kind of movement and type: the fix is one reduce-motion check.
            guard reported.insert(typeName + "|" + item.what).inserted else { continue }
            // A loading indicator keeps turning under Reduce Motion, as the system's own does.
            guard !MotionAPIs.indicatorTypeWords.contains(where: { typeName.localizedCaseInsensitiveContains($0) }) else { continue }
            output.facts.add(Movement(typeName: typeName, position: file.position(of: item.node), what: item.what, isSwiftUI: isSwiftUI),
                             for: Self.movements)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let readers = Set(project.facts.values(Self.readers))
        for movement in project.facts.values(Self.movements) where !readers.contains(movement.typeName) {
            let read = movement.isSwiftUI
                ? "read @Environment(\\.accessibilityReduceMotion) and, when it is on, swap the movement for a fade or a still state"
                : "check UIAccessibility.isReduceMotionEnabled (and observe reduceMotionStatusDidChangeNotification) and, when it is on, use a fade or no animation"
            let elsewhere = readers.contains("*")
            output.report(
                "\(movement.typeName) runs \(movement.what) but never reads the Reduce Motion setting\(elsewhere ? " (other code in the project does; if a shared helper gates this, route it through there)" : ""); \(read).",
                at: movement.position, confidence: elsewhere ? .low : .medium)
        }
    }

    /// True when the type around a `repeatForever` moves a view with a state-driven value.
    private func movesInItsType(_ call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        guard let type = call.enclosingTypeDeclaration else { return false }
        return file.index.calls(Array(MotionAPIs.movementModifiers), inside: type).contains { movement in
            movement.modifiedExpression != nil && movement.arguments.contains { $0.expression.constantNumber.isConstant == false && !$0.expression.is(MemberAccessExprSyntax.self) }
        }
    }

    /// True when a Core Animation key path in the same function moves the layer.
    private func coreAnimationMoves(near member: MemberAccessExprSyntax, file: SwiftFile) -> Bool {
        guard let scope = member.enclosingFunction.map(Syntax.init) ?? member.enclosingTypeDeclaration.map(Syntax.init) else { return false }
        return file.index.stringLiterals.contains { literal in
            scope.encloses(literal) && MotionAPIs.movingKeyPathWords.contains { literal.plainText.lowercased().contains($0) }
        }
    }
}
