import SwiftSyntax
import ThumbruleCore

/// UIKit text aligned to a fixed side (`label.textAlignment = .left`,
/// `button.contentHorizontalAlignment = .right`, a paragraph style's `.alignment = .left`) in
/// an app translated into a language written right to left. `.left` stays left in Arabic and
/// Hebrew, where a line starts at the right; `.natural` and `.leading` / `.trailing` follow the
/// reading direction.
///
/// Reported only when the app's `.strings` files or String Catalogs hold a right-to-left
/// language, since a fixed side is harmless in an app that is never mirrored. An alignment
/// chosen in code that reads the layout direction (`effectiveUserInterfaceLayoutDirection`,
/// `semanticContentAttribute`, an `isRTL` flag) is taken as deliberate.
struct UIKitFixedTextAlignment: SwiftFileCheck, ProjectCheck {
    static var documentsRead: Set<FileKind>? { [.strings, .stringCatalog] }

    package static let description = CheckDescription(
        id: "type-strings.uikit-fixed-alignment",
        ruleId: "type-strings",
        summary: "UIKit text aligned left or right in an app translated into a right-to-left language",
        triggering: [
            CheckExample(files: [
                ("App/MessageCell.swift", """
                import UIKit
                final class MessageCell: UITableViewCell {
                    let titleLabel = UILabel()
                    let moreButton = UIButton(type: .system)
                    func configure() {
                        ↓titleLabel.textAlignment = .left
                        ↓moreButton.contentHorizontalAlignment = .right
                        let paragraph = NSMutableParagraphStyle()
                        ↓paragraph.alignment = NSTextAlignment.left
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"more\" = \"More\";\n"),
                ("App/ar.lproj/Localizable.strings", "\"more\" = \"المزيد\";\n"),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/MessageCell.swift", """
                import UIKit
                final class MessageCell: UITableViewCell {
                    let titleLabel = UILabel()
                    let timeLabel = UILabel()
                    let moreButton = UIButton(type: .system)
                    func configure() {
                        titleLabel.textAlignment = .natural
                        moreButton.contentHorizontalAlignment = .leading
                        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                        timeLabel.textAlignment = rightToLeft ? .left : .right
                        let stack = UIStackView()
                        stack.alignment = .leading
                    }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"more\" = \"More\";\n"),
                ("App/he.lproj/Localizable.strings", "\"more\" = \"עוד\";\n"),
            ]),
            // An app no right-to-left reader gets: the side never flips.
            CheckExample(files: [
                ("App/MessageCell.swift", """
                import UIKit
                final class MessageCell: UITableViewCell {
                    let titleLabel = UILabel()
                    func configure() { titleLabel.textAlignment = .left }
                }
                """),
                ("App/en.lproj/Localizable.strings", "\"more\" = \"More\";\n"),
                ("App/de.lproj/Localizable.strings", "\"more\" = \"Mehr\";\n"),
            ]),
        ]
    )

    struct Alignment: Codable, Sendable {
        let position: SourcePosition
        let property: String
        let side: String
    }

    static let alignments = FactKey<Alignment>("type-strings.uikit-fixed-alignment")
    /// Names in code that picks a side from the reading direction.
    static let directionWords = ["LayoutDirection", "semanticContentAttribute", "rightToLeft", "RightToLeft", "isRTL", "isRtl"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for access in file.index.memberAccesses("textAlignment", "contentHorizontalAlignment", "alignment") where access.isAssigned {
            let property = access.declName.baseName.text
            guard let value = access.assignedValue?.as(MemberAccessExprSyntax.self), let side = Self.fixedSide(value) else { continue }
            // `alignment` is also a stack view's; only a paragraph style's takes a text side.
            if property == "alignment", !(access.base?.trimmedSourceText.lowercased().contains("paragraph") ?? false),
               value.base?.trimmedSourceText != "NSTextAlignment" { continue }
            guard !Self.readsDirection(around: access) else { continue }
            output.facts.add(Alignment(position: file.position(of: access), property: property, side: side), for: Self.alignments)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let rightToLeft = AppLanguages.rightToLeft(AppLanguages.ios(project))
        guard !rightToLeft.isEmpty else { return }
        let languages = rightToLeft.joined(separator: ", ")
        for alignment in project.shippingFacts(Self.alignments, at: \.position).sorted(by: { $0.position < $1.position }) {
            let fix = alignment.property == "contentHorizontalAlignment" ? ".leading or .trailing, which flip with the layout direction"
                : ".natural, which follows the text's direction (or pick the side from effectiveUserInterfaceLayoutDirection)"
            output.report(
                "\(alignment.property) is .\(alignment.side), a fixed side that stays put when the app runs in \(languages), which read right to left; the text then sits against the wrong edge. Use \(fix).",
                at: alignment.position, confidence: .medium)
        }
    }

    /// `left` or `right` for `.left`, `.right`, `NSTextAlignment.left` and the like.
    private static func fixedSide(_ value: MemberAccessExprSyntax) -> String? {
        let name = value.declName.baseName.text
        guard name == "left" || name == "right" else { return nil }
        if let base = value.base?.trimmedSourceText, !["NSTextAlignment", "UIControl.ContentHorizontalAlignment"].contains(base) { return nil }
        return name
    }

    /// True when the function (or member) around the assignment reads the layout direction.
    private static func readsDirection(around node: some SyntaxProtocol) -> Bool {
        let scope: Syntax? = node.enclosingFunction.map(Syntax.init) ?? node.enclosingStatement
        guard let text = scope?.trimmedSourceText else { return false }
        return directionWords.contains(where: text.contains)
    }
}
