import SwiftSyntax
import ThumbruleCore

/// A SwiftUI `Button`, `Link`, `Menu`, `Toggle` or `onTapGesture` view whose literal
/// `.frame` makes it narrower or shorter than 44pt, with nothing after the frame that
/// grows the hit area: no `.contentShape`, no minimum frame of 44, not enough padding.
///
/// The size is computed from the label's modifiers and the control's own, in order
/// (`TapTarget`). Padding and frames applied to the control itself are counted as if
/// they grew the hit area, although SwiftUI does not hit-test padding outside a button:
/// that errs towards silence. Skipped: controls in toolbars, menus, alerts, swipe actions
/// and tab items, which the system sizes; buttons with the default style in a `List` or
/// `Form` row, where the whole row is the target; code for macOS, watchOS and tvOS.
/// Known false negatives: sizes held in constants or computed, icons sized by `.font`
/// alone, and a hit area grown by a parent view (`.contentShape` on a container).
struct SmallTapTarget: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "touch-floor.small-frame",
        ruleId: "touch-floor",
        summary: "A SwiftUI tappable element framed smaller than 44x44pt with nothing that grows its hit area",
        triggering: [
            CheckExample("""
            struct PlayerControls: View {
                var body: some View {
                    HStack {
                        ↓Button { close() } label: {
                            Image(systemName: "xmark")
                                .resizable()
                                .frame(width: 16, height: 16)
                                .padding(6)
                        }
                        ↓Image(systemName: "heart")
                            .frame(width: 24, height: 24)
                            .onTapGesture { like() }
                        ↓Button("Skip") { skip() }
                            .frame(height: 32)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            struct PlayerControls: View {
                var body: some View {
                    HStack {
                        Button { close() } label: {
                            Image(systemName: "xmark")
                                .frame(width: 24, height: 24)
                                .padding(10)
                                .contentShape(Rectangle())
                        }
                        Button { share() } label: {
                            Image(systemName: "square.and.arrow.up").frame(width: 20, height: 20)
                        }
                        .frame(minWidth: 44, minHeight: 44)
                        Image(systemName: "heart")
                            .frame(width: 24, height: 24)
                            .padding()
                            .onTapGesture { like() }
                        Button("Next") { next() }
                            .frame(maxWidth: .infinity, minHeight: 50)
                    }
                    .toolbar {
                        Button { edit() } label: { Image(systemName: "pencil").frame(width: 20, height: 20) }
                    }
                }
            }
            """),
            CheckExample("""
            struct Settings: View {
                var body: some View {
                    List {
                        Button { toggle() } label: { Text("Wi-Fi").frame(height: 30) }
                    }
                }
            }
            """),
            CheckExample("""
            #if os(macOS)
            struct Sidebar: View {
                var body: some View {
                    Button("Add") { add() }.frame(width: 28, height: 28)
                }
            }
            #endif
            """),
        ]
    )

    package static let floor = 44.0

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for target in TapTarget.all(in: file) {
            guard let size = target.literalSize(), (size.width ?? .infinity) < Self.floor || (size.height ?? .infinity) < Self.floor,
                  !file.isOutsideIOS(target.element),
                  !target.isSystemSized(in: file) else { continue }
            if let style = target.style(in: file), !["plain", "borderless", "PlainButtonStyle", "BorderlessButtonStyle"].contains(where: style.contains) {
                continue
            }
            let drawn = [size.width.map { ($0, "wide") }, size.height.map { ($0, "tall") }].compactMap { $0 }
                .filter { $0.0 < Self.floor }.map { "\(Self.points($0.0)) \($0.1)" }
            let frameLine = file.line(of: size.frame)
            output.report(
                "This \(target.kind)'s hit area is \(drawn.joined(separator: " and ")) (from the .frame on line \(frameLine)), under the 44x44pt floor; keep the drawing and grow the target with .frame(minWidth: 44, minHeight: 44) and .contentShape(Rectangle()), or padding inside the label.",
                at: file.position(of: target.element), confidence: .high)
        }
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))pt" : "\(value)pt"
    }
}
