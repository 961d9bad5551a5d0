import AVFoundation
import SwiftUI

/// Scans pantry barcodes. The Info.plist has no NSCameraUsageDescription, so the first
/// tap crashes the app.
struct PantryScanner: View {
    @State private var cameraAllowed = false

    var body: some View {
        Button("Scan a barcode") {
            AVCaptureDevice.requestAccess(for: .video) { granted in
                cameraAllowed = granted
            }
        }
    }
}

/// Keeps the pantry in sync with a timer that dies as soon as iOS suspends the app.
final class PantrySync {
    static let shared = PantrySync()
    private var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 30 * 60, repeats: true) { _ in
            self.syncPantry()
        }
    }

    private func syncPantry() {}
}
