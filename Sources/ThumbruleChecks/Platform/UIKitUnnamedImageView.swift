import SwiftSyntax
import ThumbruleCore

/// A `UIImageView` the code makes an accessibility element (`isAccessibilityElement = true`)
/// without giving it a label: VoiceOver now stops on it and has no description to read,
/// at best the image's file name.
///
/// An image view is not an accessibility element by default, so one the code leaves alone
/// is silent rather than misnamed; this check only judges those the code exposes. It counts
/// as named when any file of the project sets the accessibility label of a property of
/// the same name, or when the image it is built with is given a label (an image view reads
/// its image's `accessibilityLabel`). Only image views this file declares and builds in code are judged.
struct UIKitUnnamedImageView: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.uikit-unnamed-image-view",
        ruleId: "a11y-name",
        summary: "A UIImageView made an accessibility element with no accessibility label",
        triggering: [
            CheckExample("""
            final class BadgeCell: UITableViewCell {
                private let medalView = UIImageView(image: UIImage(named: "medal-gold"))
                func configure(with badge: Badge) {
                    ↓medalView.isAccessibilityElement = true
                }
            }
            """),
        ],
        nonTriggering: [
            CheckExample("""
            final class BadgeCell: UITableViewCell {
                private let medalView = UIImageView(image: UIImage(named: "medal-gold"))
                private let ribbonView = UIImageView()
                private let sparkleView = UIImageView()
                private let crownView = UIImageView(image: .badgeSymbol(.crown, accessibilityLabel: "Premium"))
                func configure(with badge: Badge) {
                    medalView.isAccessibilityElement = true
                    medalView.accessibilityLabel = badge.title
                    ribbonView.isAccessibilityElement = false
                    sparkleView.image = UIImage(named: "sparkle")
                    crownView.isAccessibilityElement = true
                }
            }
            """),
            CheckExample(files: [
                ("App/BadgeCell.swift", """
                final class BadgeCell: UITableViewCell {
                    let medalView = UIImageView()
                    func setUp() { medalView.isAccessibilityElement = true }
                }
                """),
                ("App/BadgeCell+Accessibility.swift", """
                extension BadgeCell {
                    func configure(with badge: Badge) { medalView.accessibilityLabel = badge.title }
                }
                """),
            ]),
        ]
    )

    struct Candidate: Sendable {
        let position: SourcePosition
        let name: String
    }

    static let candidates = FactKey<Candidate>("a11y-name.uikit-unnamed-image-view")
    static let labelledNames = FactKey<String>("a11y-name.uikit-unnamed-image-view.labelled")
    static let labelMembers = ["accessibilityLabel", "accessibilityAttributedLabel"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses(Self.labelMembers) {
            if let last = member.receiverKey.split(separator: ".").last { output.facts.add(String(last), for: Self.labelledNames) }
        }
        let variables = file.declaredVariables
        for member in file.index.memberAccesses("isAccessibilityElement") where member.assignedValue?.trimmedSourceText == "true" {
            let receiver = member.receiverKey
            guard !receiver.isEmpty, !receiver.contains("."), file.index.declares(receiver, as: ["UIImageView"], in: variables),
                  // A UIImage may carry its own label, which the image view reads: `.symbol(.star, accessibilityLabel: …)`.
                  !(variables[receiver]?.contains { $0.binding.initializer?.value.trimmedSourceText.contains("accessibilityLabel") ?? false } ?? false)
            else { continue }
            output.facts.add(Candidate(position: file.position(of: member), name: receiver), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let labelled = Set(project.facts.values(Self.labelledNames))
        for candidate in project.facts.values(Self.candidates) where !labelled.contains(candidate.name) {
            output.report(
                "\(candidate.name) is a UIImageView made an accessibility element with no accessibility label, so VoiceOver stops on it with nothing meaningful to read; set \(candidate.name).accessibilityLabel to what the image shows, or leave it out of VoiceOver if it only decorates.",
                at: candidate.position, confidence: .medium)
        }
    }
}
