import SwiftSyntax
import ThumbruleCore

/// Continuous background location (`allowsBackgroundLocationUpdates = true` with
/// `startUpdatingLocation()`) in a file that uses neither significant-change nor region
/// monitoring. Most features only need to know when the user arrives somewhere or moves a
/// fair distance, which the system reports for a fraction of the battery. A note: only the
/// product can say whether the feature follows a moving position.
///
/// Skipped when the file shows a deliberate choice to track motion: `activityType` set to
/// fitness or navigation, `pausesLocationUpdatesAutomatically = false`, or
/// `showsBackgroundLocationIndicator = true`. Known false negative: the two calls split
/// across files.
struct ContinuousBackgroundLocation: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "bg-location.continuous-updates",
        ruleId: "bg-location",
        summary: "Continuous background location where significant-change or region monitoring may do",
        triggering: [
            CheckExample("""
            import CoreLocation

            final class StoreFinder: NSObject, CLLocationManagerDelegate {
                let manager = CLLocationManager()
                func start() {
                    ↓manager.allowsBackgroundLocationUpdates = true
                    manager.startUpdatingLocation()
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            import CoreLocation
            final class RunTracker: NSObject, CLLocationManagerDelegate {
                let manager = CLLocationManager()
                func start() {
                    manager.activityType = .fitness
                    manager.allowsBackgroundLocationUpdates = true
                    manager.startUpdatingLocation()
                }
            }
            """),
            CheckExample("""
            import CoreLocation
            final class ArrivalWatcher: NSObject, CLLocationManagerDelegate {
                let manager = CLLocationManager()
                func start() {
                    manager.allowsBackgroundLocationUpdates = true
                    manager.startMonitoringSignificantLocationChanges()
                    manager.startUpdatingLocation()
                }
            }
            """),
        ]
    )

    static let eventMonitoring = ["startMonitoringSignificantLocationChanges", "startMonitoring", "startMonitoringVisits", "CLMonitor"]
    static let motionActivities: Set<String> = ["fitness", "automotiveNavigation", "otherNavigation", "airborne"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.calls("startUpdatingLocation").isEmpty,
              !Self.eventMonitoring.contains(where: file.index.mentions), !tracksMotion(file) else { return }
        for member in file.index.memberAccesses("allowsBackgroundLocationUpdates") where member.isSetToTrue {
            output.report(
                "This location manager streams continuous updates in the background (allowsBackgroundLocationUpdates with startUpdatingLocation), which keeps GPS on and draws App Review's closest look. If the feature only needs arrivals or large moves, use startMonitoringSignificantLocationChanges() or region monitoring (CLMonitor) instead; keep continuous updates for features that follow a moving position, and set activityType to say so.",
                at: file.position(of: member), confidence: .low)
        }
    }

    /// The file says the feature follows motion: a fitness or navigation `activityType`, updates
    /// that never pause, or the background location indicator shown on purpose.
    private func tracksMotion(_ file: SwiftFile) -> Bool {
        let activity = file.index.memberAccesses("activityType").contains { member in
            guard let sequence = member.parent?.as(ExprListSyntax.self), let value = sequence.last?.lastNameComponent else { return false }
            return Self.motionActivities.contains(value)
        }
        let neverPauses = file.index.memberAccesses("pausesLocationUpdatesAutomatically").contains { member in
            member.parent?.as(ExprListSyntax.self)?.last?.trimmedSourceText == "false"
        }
        return activity || neverPauses || file.index.memberAccesses("showsBackgroundLocationIndicator").contains(where: \.isSetToTrue)
    }
}
