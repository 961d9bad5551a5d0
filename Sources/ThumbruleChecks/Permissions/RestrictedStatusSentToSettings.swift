import SwiftSyntax
import ThumbruleCore

/// A sensor's `.restricted` authorization status (location, Bluetooth, camera, microphone,
/// motion) handled by opening the app's page in Settings (`UIApplication.openSettingsURLString`),
/// straight in its `case`, `if` or `guard … else` body (an alert action's closure counts) or
/// through a function of the same file that body calls. `.restricted` means a parent, Screen
/// Time or a device-management profile decided, and the person may not be able to change it:
/// sending them to Settings asks for a change they may not be allowed to make, where one line
/// saying the sensor is restricted on this device would do (`sense-off-system`).
///
/// The status is told apart by what the code itself names: a location switch lists
/// `.authorizedWhenInUse` or `.authorizedAlways`, a Bluetooth one `.allowedAlways`; otherwise the
/// subject (or the value a local subject was set from) reads `AVCaptureDevice`, a Core Location,
/// Core Bluetooth or Core Motion manager, a parameter's type names the status enum, or the
/// switch sits in a location delegate's authorization callback. Statuses of libraries (Photos,
/// Contacts, Calendars) are not sensor switches and are left alone, as is a Settings link under
/// a further condition that tells `.denied` from `.restricted` inside the shared branch. Known
/// false negative: a Settings helper declared in another file.
struct RestrictedStatusSentToSettings: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "sense-off-system.restricted-to-settings",
        ruleId: "sense-off-system",
        summary: "A sensor's .restricted status is sent to Settings, where the person may not be able to change it",
        triggering: [
            CheckExample("""
            import CoreLocation
            import UIKit

            final class NearbyViewController: UIViewController {
                let manager = CLLocationManager()

                func locate() {
                    switch manager.authorizationStatus {
                    case .notDetermined:
                        manager.requestWhenInUseAuthorization()
                    ↓case .denied, .restricted:
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    case .authorizedWhenInUse, .authorizedAlways:
                        manager.requestLocation()
                    @unknown default:
                        break
                    }
                }
            }
            """),
            // An `if` over the camera status, and the Settings alert in a helper of the same file.
            CheckExample("""
            import AVFoundation
            import UIKit

            final class ScanViewController: UIViewController {
                func startScanning() {
                    let status = AVCaptureDevice.authorizationStatus(for: .video)
                    ↓if status == .denied || status == .restricted {
                        showSettingsAlert()
                        return
                    }
                }

                private func showSettingsAlert() {
                    let alert = UIAlertController(title: "Camera is off", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Open Settings", style: .default) { _ in
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    })
                    present(alert, animated: true)
                }
            }
            """),
            // A `guard` whose `else` runs on `.denied` and `.restricted` alike.
            CheckExample("""
            import CoreLocation
            import UIKit

            func showNearby(_ status: CLAuthorizationStatus, from screen: UIViewController) {
                ↓guard status != .denied && status != .restricted else {
                    let alert = UIAlertController(title: "Location is off", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Settings", style: .default) { _ in
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    })
                    screen.present(alert, animated: true)
                    return
                }
            }
            """),
            // A guard on the app's own flag (named for the denied alert) does not tell the two apart.
            CheckExample("""
            import AVFoundation
            import UIKit

            enum CameraAccess {
                static func ensure(useCustomDeniedAlert: Bool, onDenied: () -> Void) -> Bool {
                    switch AVCaptureDevice.authorizationStatus(for: .video) {
                    case .authorized: return true
                    ↓case .denied, .restricted:
                        guard !useCustomDeniedAlert else { onDenied(); return false }
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                        return false
                    default: return false
                    }
                }
            }
            """),
            // Bluetooth, told by its `.allowedAlways` case.
            CheckExample("""
            import CoreBluetooth
            import UIKit

            final class PairingModel {
                func check(_ authorization: CBManagerAuthorization) {
                    switch authorization {
                    case .allowedAlways: break
                    ↓case .restricted:
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    default: break
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            // `.denied` gets the Settings link; `.restricted` says what is off in one line.
            CheckExample("""
            import CoreLocation
            import UIKit

            final class NearbyViewController: UIViewController {
                let manager = CLLocationManager()
                let notice = UILabel()

                func locate() {
                    switch manager.authorizationStatus {
                    case .denied:
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    case .restricted:
                        notice.text = "Location is restricted on this iPhone."
                    case .authorizedWhenInUse, .authorizedAlways:
                        manager.requestLocation()
                    default:
                        manager.requestWhenInUseAuthorization()
                    }
                }
            }
            """),
            // The shared branch tells the two apart before offering Settings.
            CheckExample("""
            import AVFoundation
            import UIKit

            final class ScanViewController: UIViewController {
                let notice = UILabel()
                func startScanning() {
                    let status = AVCaptureDevice.authorizationStatus(for: .video)
                    switch status {
                    case .denied, .restricted:
                        if status == .denied {
                            UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                        } else {
                            notice.text = "The camera is restricted on this device."
                        }
                    default: break
                    }
                }
            }
            """),
            // The helper the shared branch calls offers Settings only for `.denied`.
            CheckExample("""
            import CoreLocation
            import UIKit

            final class MapScreen: UIViewController {
                let manager = CLLocationManager()
                func locate() {
                    switch manager.authorizationStatus {
                    case .denied, .restricted:
                        explainLocationOff(manager.authorizationStatus)
                    case .authorizedWhenInUse, .authorizedAlways:
                        manager.requestLocation()
                    default: break
                    }
                }
                func explainLocationOff(_ status: CLAuthorizationStatus) {
                    guard status == .denied else { return }
                    UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                }
            }
            """),
            // A library's status is not a sensor switch.
            CheckExample("""
            import Photos
            import UIKit

            final class AlbumPicker {
                func open() {
                    switch PHPhotoLibrary.authorizationStatus(for: .readWrite) {
                    case .denied, .restricted:
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    default: break
                    }
                }
            }
            """),
            // The app's own `.restricted` (a content rating) is no authorization status.
            CheckExample("""
            import UIKit

            enum Rating { case open, restricted }
            final class PostView {
                func show(_ rating: Rating) {
                    switch rating {
                    case .restricted:
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    case .open: break
                    }
                }
            }
            """),
        ]
    )

    /// The sensors whose authorization status this check reads, with the words that name them.
    enum Sensor: String {
        case location, bluetooth = "Bluetooth", camera, microphone, motion

        /// Case names only that sensor's status enum has.
        static let caseNames: [String: Sensor] = [
            "authorizedWhenInUse": .location, "authorizedAlways": .location, "allowedAlways": .bluetooth,
        ]
        /// Words in a switch or comparison subject (or the value it was set from) naming the API.
        static let subjectWords: [(String, Sensor)] = [
            ("CLLocationManager", .location), ("locationManager", .location),
            ("CBManager", .bluetooth), ("CBCentralManager", .bluetooth), ("CBPeripheralManager", .bluetooth),
            ("CMMotionActivityManager", .motion), ("CMPedometer", .motion), ("CMSensorRecorder", .motion),
            ("CMHeadphoneMotionManager", .motion),
            ("CLAuthorizationStatus", .location), ("CBManagerAuthorization", .bluetooth), ("CMAuthorizationStatus", .motion),
        ]
    }

    /// Words of a nested condition that tells `.denied` from `.restricted` inside a shared branch.
    static let statusWords = [".denied", ".restricted", "authoriz", "status"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let opensSettings = file.index.memberAccesses("openSettingsURLString")
        guard !opensSettings.isEmpty else { return }
        // Functions that open Settings whenever they run: not only under their own test of the status.
        let openerFunctions = Set(file.index.functions.filter { function in
            guard let body = function.body else { return false }
            return opensSettings.contains { body.encloses($0) && !Self.decidesStatusAgain(Syntax($0), within: Syntax(body)) }
        }.map(\.name.text))
        var reported: Set<SyntaxIdentifier> = []
        for restricted in file.index.memberAccesses("restricted") where restricted.base == nil {
            guard let (branch, body, sensor) = Self.branch(handling: restricted, file),
                  reported.insert(branch.id).inserted,
                  Self.opensSettings(body, opensSettings, openerFunctions, file) else { continue }
            output.report(Self.message(sensor), at: file.position(of: branch), confidence: .medium)
        }
    }

    static func message(_ sensor: Sensor) -> String {
        "This sends the \(sensor.rawValue) status .restricted to the app's page in Settings; .restricted means a parent, Screen Time or a device-management profile turned \(sensor.rawValue) access off, and the person may not be able to change it there. Handle .restricted apart from .denied: say in one line where the feature lives that \(sensor.rawValue) is restricted on this device and what still works, and offer the Settings link only for .denied."
    }

    /// The `case` or `if` that `.restricted` selects, with the statements it runs and the sensor
    /// whose status it is; nil when it is not a sensor's authorization status.
    static func branch(handling restricted: MemberAccessExprSyntax, _ file: SwiftFile) -> (Syntax, Syntax, Sensor)? {
        if let item = restricted.parent?.as(ExpressionPatternSyntax.self)?.parent?.as(SwitchCaseItemSyntax.self),
           let switchCase = item.ancestor(where: { $0.is(SwitchCaseSyntax.self) })?.as(SwitchCaseSyntax.self),
           let statement = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
            let names = statement.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) }
                .flatMap(\.caseItems).compactMap { $0.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            guard let sensor = sensor(names: names, subject: statement.subject, at: statement, file) else { return nil }
            return (Syntax(switchCase), Syntax(switchCase.statements), sensor)
        }
        // `status == .restricted` (alone or or-ed with others) as an `if` condition, or
        // `status != .restricted` (alone or and-ed with others) as a `guard`'s, whose `else` runs
        // on `.restricted`.
        guard let sequence = restricted.parent?.as(ExprListSyntax.self),
              let index = sequence.firstIndex(where: { $0.id == restricted.id }), index != sequence.startIndex,
              let comparison = sequence[sequence.index(before: index)].as(BinaryOperatorExprSyntax.self),
              let subject = comparison.leftOperand,
              let condition = sequence.parent?.as(SequenceExprSyntax.self)?.parent?.as(ConditionElementSyntax.self),
              let conditions = condition.parent?.as(ConditionElementListSyntax.self), conditions.count == 1 else { return nil }
        let operators = sequence.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        let branch: (Syntax, Syntax)
        if comparison.operator.text == "==", operators.allSatisfy({ $0 == "==" || $0 == "||" }),
           let statement = conditions.parent?.as(IfExprSyntax.self) {
            branch = (Syntax(statement), Syntax(statement.body))
        } else if comparison.operator.text == "!=", operators.allSatisfy({ $0 == "!=" || $0 == "&&" }),
                  let statement = conditions.parent?.as(GuardStmtSyntax.self) {
            branch = (Syntax(statement), Syntax(statement.body))
        } else {
            return nil
        }
        guard let sensor = sensor(names: [], subject: subject, at: branch.0, file) else { return nil }
        return (branch.0, branch.1, sensor)
    }

    /// The sensor a status is of, from the case names listed, the subject's text (or the value a
    /// local subject was set from), or the location delegate callback around it.
    static func sensor(names: [String], subject: ExprSyntax, at node: some SyntaxProtocol, _ file: SwiftFile) -> Sensor? {
        if let sensor = names.lazy.compactMap({ Sensor.caseNames[$0] }).first { return sensor }
        var texts = [subject.trimmedSourceText]
        if let reference = subject.as(DeclReferenceExprSyntax.self) {
            if let value = file.index.initialValue(of: reference) { texts.append(value.trimmedSourceText) }
            // A parameter's declared type: `func show(_ status: CLAuthorizationStatus)`.
            let name = reference.baseName.text
            if let parameter = node.enclosingFunction?.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                texts.append(parameter.type.trimmedSourceText)
            }
        }
        for text in texts {
            if text.contains("AVCaptureDevice") {
                if text.contains(".audio") { return .microphone }
                if text.contains(".video") { return .camera }
            }
            if let (_, sensor) = Sensor.subjectWords.first(where: { text.contains($0.0) }) { return sensor }
        }
        if let function = node.enclosingFunction,
           function.name.text == "locationManagerDidChangeAuthorization"
            || function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "didChangeAuthorization" }) {
            return .location
        }
        return nil
    }

    /// True when the body opens Settings, directly (an alert action's closure counts) or through
    /// a call of a function of this file that does, outside any further condition on the status.
    static func opensSettings(_ body: Syntax, _ openers: [MemberAccessExprSyntax], _ openerFunctions: Set<String>, _ file: SwiftFile) -> Bool {
        let direct = openers.filter { body.encloses($0) }.map(Syntax.init)
        let called = file.index.calls(within: body).filter { call in
            guard let name = call.calleeName, openerFunctions.contains(name) else { return false }
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedSourceText
            return receiver == nil || receiver == "self"
        }.map(Syntax.init)
        return (direct + called).contains { !decidesStatusAgain($0, within: body) }
    }

    /// True when a condition between the node and the branch body reads the status again: an
    /// enclosing `if`, `guard`, ternary or `switch`, or a `guard` earlier in an enclosing block.
    static func decidesStatusAgain(_ node: Syntax, within body: Syntax) -> Bool {
        func readsStatus(_ condition: String?) -> Bool {
            guard let condition = condition?.lowercased() else { return false }
            return statusWords.contains(where: condition.contains)
        }
        var current = node.parent
        var child = node
        while let parent = current {
            defer { child = parent }
            if Ternary.parts(holding: child).contains(where: { $0.part != .condition && readsStatus($0.ternary.conditionText) }) { return true }
            if readsStatus(parent.as(IfExprSyntax.self)?.conditions.trimmedDescription
                ?? parent.as(GuardStmtSyntax.self)?.conditions.trimmedDescription
                ?? parent.as(SwitchExprSyntax.self)?.subject.trimmedDescription) { return true }
            if let items = parent.as(CodeBlockItemListSyntax.self), items.contains(where: { item in
                item.endPosition <= node.position && readsStatus(item.item.as(GuardStmtSyntax.self)?.conditions.trimmedDescription)
            }) { return true }
            if parent.id == body.id { break }
            current = parent.parent
        }
        return false
    }
}
