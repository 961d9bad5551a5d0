import Foundation
import SwiftSyntax
import ThumbruleCore

/// A location, heading or Core Motion stream started on a stored manager (`startUpdatingLocation()`,
/// `startDeviceMotionUpdates(to:withHandler:)`, `CMPedometer.startUpdates(from:withHandler:)`) by a
/// type that never calls the matching stop anywhere, in any file or extension. The sensor then
/// runs, and the location arrow stays lit, for as long as the app runs.
///
/// Only a stored property of the type whose declaration names the manager class is judged: a
/// local manager stops when it is released, and one handed in from elsewhere may be stopped by
/// its owner. The start is left alone when the property is passed to a call, returned or assigned
/// on (another object may stop it), set to `nil` (releasing a manager ends its updates), or when
/// any code stops the same stream on a receiver of the same name
/// (`model.locationManager.stopUpdatingLocation()`).
struct SensorNeverStopped: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "sense-running.never-stopped",
        ruleId: "sense-running",
        alsoServes: ["perf-power"],
        summary: "A location or motion stream started by a type that never stops it",
        triggering: [
            CheckExample("""
            import CoreLocation

            final class StoreLocator: NSObject, CLLocationManagerDelegate {
                private let manager = CLLocationManager()
                func findNearby() {
                    manager.delegate = self
                    ↓manager.startUpdatingLocation()
                }
                func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                    nearest = stores.closest(to: locations.last)
                }
            }
            """),
            CheckExample(files: [
                ("App/LevelView.swift", """
                import CoreMotion
                import SwiftUI
                final class LevelModel: ObservableObject {
                    var motion: CMMotionManager?
                    @Published var roll = 0.0
                }
                """),
                ("App/LevelModel+Motion.swift", """
                import CoreMotion
                extension LevelModel {
                    func begin() {
                        motion = CMMotionManager()
                        ↓motion?.startDeviceMotionUpdates(to: .main) { [weak self] data, _ in self?.roll = data?.attitude.roll ?? 0 }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // Stopped in another file's extension of the same type.
            CheckExample(files: [
                ("App/StepCounter.swift", """
                import CoreMotion
                final class StepCounter {
                    private let pedometer = CMPedometer()
                    func start() { pedometer.startUpdates(from: Date()) { data, _ in self.steps = data?.numberOfSteps } }
                }
                """),
                ("App/StepCounter+Stop.swift", """
                extension StepCounter {
                    func stop() { pedometer.stopUpdates() }
                }
                """),
            ]),
            // A manager handed to another object, which may stop it.
            CheckExample("""
            import CoreMotion
            final class Dashboard {
                private let motionManager = CMMotionManager()
                lazy var shake = ShakeDetector(motionManager: motionManager)
                func start() { motionManager.startAccelerometerUpdates(to: .main) { data, _ in self.show(data) } }
            }
            """),
            // Stopped by the screen that owns the service.
            CheckExample(files: [
                ("App/CompassService.swift", """
                import CoreLocation
                final class CompassService {
                    let locationManager = CLLocationManager()
                    func start() { locationManager.startUpdatingHeading() }
                }
                """),
                ("App/CompassViewController.swift", """
                import UIKit
                final class CompassViewController: UIViewController {
                    let service = CompassService()
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        service.locationManager.stopUpdatingHeading()
                    }
                }
                """),
            ]),
            // Released to stop: a manager that goes away ends its updates.
            CheckExample("""
            import CoreMotion
            final class TiltReader {
                private var motion: CMMotionManager?
                func start() {
                    motion = CMMotionManager()
                    motion?.startGyroUpdates(to: .main) { data, _ in self.tilt = data?.rotationRate.x ?? 0 }
                }
                func stop() { motion = nil }
            }
            """),
            // A local manager stops when the function lets go of it; a manager of unknown type is not judged.
            CheckExample("""
            import CoreLocation
            final class Probe {
                var tracker: Tracker
                func once() {
                    let manager = CLLocationManager()
                    manager.startUpdatingLocation()
                    tracker.startUpdates()
                }
            }
            """),
        ]
    )

    /// A start on a stored property, a stop on any receiver, a property declared with a manager
    /// class, or a property that leaves its type (passed, returned, assigned on).
    package struct Use: Sendable, Codable {
        enum Kind: String, Codable { case start, stop, declaration, escape, cleared }
        let kind: Kind
        let type: String?
        /// The property (for a stop, the last name of its receiver).
        let property: String?
        /// The start or stop call's name, or the declared manager class.
        let name: String
        let position: SourcePosition
    }

    package static let uses = FactKey<Use>("sense-running.never-stopped.uses")

    /// Each start with its stop, by the manager class that offers them.
    static let streams: [(start: String, stop: String, classes: Set<String>)] = [
        ("startUpdatingLocation", "stopUpdatingLocation", ["CLLocationManager"]),
        ("startUpdatingHeading", "stopUpdatingHeading", ["CLLocationManager"]),
        ("startMonitoringSignificantLocationChanges", "stopMonitoringSignificantLocationChanges", ["CLLocationManager"]),
        ("startAccelerometerUpdates", "stopAccelerometerUpdates", ["CMMotionManager"]),
        ("startGyroUpdates", "stopGyroUpdates", ["CMMotionManager"]),
        ("startMagnetometerUpdates", "stopMagnetometerUpdates", ["CMMotionManager"]),
        ("startDeviceMotionUpdates", "stopDeviceMotionUpdates", ["CMMotionManager", "CMHeadphoneMotionManager"]),
        ("startRelativeAltitudeUpdates", "stopRelativeAltitudeUpdates", ["CMAltimeter"]),
        ("startAbsoluteAltitudeUpdates", "stopAbsoluteAltitudeUpdates", ["CMAltimeter"]),
        ("startUpdates", "stopUpdates", ["CMPedometer"]),
        ("startEventUpdates", "stopEventUpdates", ["CMPedometer"]),
        ("startActivityUpdates", "stopActivityUpdates", ["CMMotionActivityManager"]),
    ]
    static let managerClasses = Set(streams.flatMap(\.classes))
    static let search = TextSearch(anyOf: streams.flatMap { [$0.start, $0.stop] } + managerClasses, ignoringCase: false)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.search.mayMatch(in: file) else { return }
        var starts = Set<String>()
        for stream in Self.streams {
            for call in file.index.calls(stream.start) {
                guard let property = Self.storedReceiver(of: call) else { continue }
                starts.insert(property)
                output.facts.add(Use(kind: .start, type: call.enclosingTypeName, property: property, name: stream.start, position: file.position(of: call)), for: Self.uses)
            }
            for call in file.index.calls(stream.stop) {
                let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(Self.lastName)
                output.facts.add(Use(kind: .stop, type: call.enclosingTypeName, property: receiver, name: stream.stop, position: file.position(of: call)), for: Self.uses)
            }
        }
        for variable in file.index.variables where variable.parent?.is(MemberBlockItemSyntax.self) == true {
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let managerClass = Self.managerClass(of: binding) else { continue }
                output.facts.add(Use(kind: .declaration, type: variable.enclosingTypeName, property: name, name: managerClass, position: file.position(of: variable)), for: Self.uses)
            }
        }
        // A started property that leaves the type may be stopped by whoever receives it.
        for property in starts {
            let nodes: [ExprSyntax] = file.index.references(property).map(ExprSyntax.init)
                + file.index.memberAccesses(property).filter { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" }.map(ExprSyntax.init)
            // The property's own initializer (`lazy var manager = { let manager = …; return manager }()`) is not a use.
            for node in nodes where Self.leaves(node) && !node.hasAncestor(where: { $0.as(PatternBindingSyntax.self)?.pattern.trimmedSourceText == property }) {
                output.facts.add(Use(kind: .escape, type: node.enclosingTypeName, property: property, name: "", position: file.position(of: node)), for: Self.uses)
            }
            // `manager = nil` releases the manager, which ends its updates.
            for node in nodes where node.assignedValue?.is(NilLiteralExprSyntax.self) == true {
                output.facts.add(Use(kind: .cleared, type: node.enclosingTypeName, property: property, name: "", position: file.position(of: node)), for: Self.uses)
            }
        }
    }

    /// `manager`, `self.manager`, `manager?`, `manager!` before the start's dot.
    static func storedReceiver(of call: FunctionCallExprSyntax) -> String? {
        guard var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "self" ? nil : reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The last name of a receiver: `locationManager` in `service.locationManager?`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        var base = expression
        while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The manager class a stored property's annotation or initializer names.
    static func managerClass(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type.trimmedSourceText {
            let bare = annotation.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            return managerClasses.contains(bare) ? bare : nil
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return managerClasses.contains(name) ? name : nil
    }

    /// Whether the property's value goes somewhere else: an argument, a return value, or the
    /// value of an assignment.
    static func leaves(_ node: ExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { current = parent }
        guard let parent = current.parent else { return false }
        if parent.is(LabeledExprSyntax.self) || parent.is(ReturnStmtSyntax.self) || parent.is(ArrayElementSyntax.self) { return true }
        if let expression = current.as(ExprSyntax.self), expression.assignmentTarget != nil { return true }
        // A closure or getter whose single expression is the property returns it.
        return parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(AccessorBlockSyntax.self) == true
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let uses = project.facts.values(Self.uses)
        guard uses.contains(where: { $0.kind == .start }) else { return }
        func key(_ use: Use) -> String { (use.type ?? "") + "\u{0}" + (use.property ?? "") }
        let declared = Dictionary(uses.filter { $0.kind == .declaration }.map { (key($0), $0.name) }, uniquingKeysWith: { first, _ in first })
        let escaped = Set(uses.filter { $0.kind == .escape || $0.kind == .cleared }.map(key))
        let stops = uses.filter { $0.kind == .stop }
        for start in uses where start.kind == .start && start.type != nil {
            guard let stream = Self.streams.first(where: { $0.start == start.name }), let property = start.property,
                  let managerClass = declared[key(start)], stream.classes.contains(managerClass), !escaped.contains(key(start)),
                  !stops.contains(where: { $0.name == stream.stop && ($0.type == start.type || $0.property == property) }) else { continue }
            let what = stream.classes.contains("CLLocationManager") ? "location" : "motion"
            output.report(
                "This starts \(managerClass)'s \(start.name) on \(property), and nothing in \(start.type!) ever calls \(stream.stop)(), so the \(what) sensor keeps running for as long as the app does, long after the feature that needed it has closed: it drains the battery\(what == "location" ? ", keeps the location arrow lit" : "") and reads as the app still watching. Call \(stream.stop)() when the screen or task that needs the data ends (onDisappear, viewWillDisappear, stop(), deinit).",
                at: start.position, confidence: .medium)
        }
    }
}
