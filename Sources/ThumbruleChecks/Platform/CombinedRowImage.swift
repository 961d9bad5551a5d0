import SwiftSyntax
import ThumbruleCore

/// An asset image with no label inside a view merged with
/// `.accessibilityElement(children: .combine)`: the merged element's spoken label is its
/// children's labels in order, so the image's asset name is read as part of the row.
///
/// Left alone: rows that set their own `.accessibilityLabel` after merging (it replaces the
/// children's), images hidden or named where they are drawn, and SF Symbols.
struct CombinedRowImage: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "a11y-name.combined-row-image",
        ruleId: "a11y-name",
        summary: "An unnamed asset image inside a row merged with .accessibilityElement(children: .combine)",
        triggering: [
            CheckExample("""
            struct HabitRow: View {
                let habit: Habit
                var body: some View {
                    HStack {
                        ↓Image("habit-icon-water")
                        VStack(alignment: .leading) {
                            Text(habit.name)
                            Text("\\(habit.streak) days")
                        }
                        Spacer()
                        ↓Image("chevron-thin")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct HabitRow: View {
                let habit: Habit
                var body: some View {
                    HStack {
                        Image("habit-icon-water").accessibilityHidden(true)
                        Image(decorative: "chevron-thin")
                        Image(systemName: "drop.fill")
                        Text(habit.name)
                    }
                    .accessibilityElement(children: .combine)
                    HStack {
                        Image("habit-icon-water")
                        Text(habit.name)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("\\(habit.name), \\(habit.streak) days")
                }
            }
            """),
        ]
    )

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard !file.index.calls("accessibilityElement").isEmpty else { return }
        for call in file.index.calls("Image") {
            let image = SwiftUIImageAccessibility(call: call)
            guard let name = image.assetName, case .combined(let merge) = image.context else { continue }
            let line = file.position(of: merge.reportedNode).line
            output.report(
                "Image \"\(name)\" has no accessibility label inside a view merged with .accessibilityElement(children: .combine) (line \(line)), so VoiceOver reads its asset name as part of the row's label; hide it with .accessibilityHidden(true) or Image(decorative:), or give it a label.",
                at: file.position(of: call), confidence: .medium)
        }
    }
}
