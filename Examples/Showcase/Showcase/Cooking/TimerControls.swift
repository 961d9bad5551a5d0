import SwiftUI

/// Start and stop buttons for the step timer, shown inside the cooking mode.
struct TimerControls: View {
    let minutes: Int
    @State private var running = false

    var body: some View {
        HStack(spacing: 16) {
            Button("Start \(minutes) min timer") { running = true }
                .buttonStyle(.borderedProminent)
            Button {
                running = false
            } label: {
                Image(systemName: "stop.fill")
                    .frame(width: 28, height: 28)
            }
            .accessibilityLabel("Stop timer")
        }
    }
}
