import SwiftSyntax
import ThumbruleCore

/// A `UIBarButtonItem` built with only an image (`UIBarButtonItem(image:style:target:action:)`,
/// `UIBarButtonItem(image:primaryAction:)`, `UIBarButtonItem(image:menu:)`) and no
/// accessibility label: the toolbar and navigation-bar form of an icon-only button.
///
/// The item counts as named when any file of the project sets the accessibility label or
/// the title of a property or variable with the name it is stored under
/// (`filterItem.accessibilityLabel = …`, `navigationItem.rightBarButtonItem?.accessibilityLabel = …`,
/// or a project's own label property such as `filterItem.accLabelText = …`),
/// or when its image is built with a label. SF Symbols are judged as in
/// `a11y-name.uikit-image-only-button`: well-described ones (`SymbolLabels`) are left alone,
/// others are a note. Known false negatives: items built by a helper that takes the image.
struct UIKitImageOnlyBarItem: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "a11y-name.uikit-image-only-bar-item",
        ruleId: "a11y-name",
        summary: "A UIBarButtonItem with only an image and no accessibility label",
        triggering: [
            CheckExample("""
            final class InboxViewController: UIViewController {
                private lazy var archiveItem = ↓UIBarButtonItem(image: UIImage(named: "archive-box"), style: .plain, target: self, action: #selector(archive))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: UIImage(systemName: "tray.2"), menu: sortMenu)
                    toolbarItems = [archiveItem, ↓UIBarButtonItem(image: Icons.flag, primaryAction: UIAction { _ in self.flag() })]
                }
            }
            """),
        ],
        nonTriggering: [
            // A symbol VoiceOver describes, passed through a local variable, and one chosen per
            // system version, both of them described.
            CheckExample("""
            final class SourcesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let searchImage = UIImage(systemName: "magnifyingglass")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: searchImage, style: .plain, target: self, action: #selector(search))
                    let sortImage: UIImage?
                    if #available(iOS 15.0, *) {
                        sortImage = UIImage(systemName: "line.3.horizontal.decrease.circle")
                    } else {
                        sortImage = UIImage(systemName: "line.horizontal.3.decrease.circle")
                    }
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: sortImage, style: .plain, target: self, action: #selector(sort))
                }
            }
            """),
            CheckExample("""
            final class InboxViewController: UIViewController {
                private lazy var archiveItem = UIBarButtonItem(image: UIImage(named: "archive-box"), style: .plain, target: self, action: #selector(archive))
                private lazy var composeItem = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self, action: #selector(compose))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    archiveItem.accessibilityLabel = "Archive"
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", image: UIImage(named: "pencil-line"), primaryAction: nil, menu: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named: "sort-lines"), menu: sortMenu)
                    navigationItem.rightBarButtonItem?.accessibilityLabel = "Sort"
                    toolbarItems = [archiveItem, composeItem]
                }
            }
            """),
            CheckExample(files: [
                ("App/ReaderViewController.swift", """
                final class ReaderViewController: UIViewController {
                    lazy var nextItem = UIBarButtonItem(image: UIImage(named: "chevron-down-thin"), style: .plain, target: self, action: #selector(next))
                }
                """),
                ("App/ReaderViewController+Accessibility.swift", """
                extension ReaderViewController {
                    func configureAccessibility() {
                        nextItem.accessibilityLabel = "Next article"
                        let backItem = UIBarButtonItem(image: Glyphs.image(forSymbolName: "chevron.backward"), style: .plain, target: self, action: #selector(back))
                        let starItem = UIBarButtonItem(image: Glyphs.star, style: .plain, target: self, action: #selector(star))
                        starItem.customLabelText = "Star"
                        navigationItem.rightBarButtonItems = [backItem, starItem]
                    }
                }
                """),
            ]),
        ]
    )

    struct Candidate: Sendable, Codable {
        /// The name the item is stored under, matched against labels set anywhere; nil inline.
        let name: String?
        let position: SourcePosition
        let image: UIKitImageOnlyButtonName.ImageSource
    }

    static let candidates = FactKey<Candidate>("a11y-name.uikit-image-only-bar-item")
    static let labelledNames = FactKey<String>("a11y-name.uikit-image-only-bar-item.labelled")
    static let namingMembers = ["accessibilityLabel", "accessibilityAttributedLabel", "title"]
    /// On bytes rather than a lowercased copy of every member name and Foundation's `contains`.
    static let labelWord = TextSearch(anyOf: ["label"], ignoringCase: true)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        for member in file.index.memberAccesses(Self.namingMembers) where member.isAssigned {
            if let last = member.receiverKey.split(separator: ".").last { output.facts.add(String(last), for: Self.labelledNames) }
        }
        // A project's own label property (`item.accLabelText = …`) names the item too.
        for (name, members) in file.index.memberAccessesByName where Self.labelWord.matches(name) {
            for member in members where member.isAssigned {
                if let last = member.receiverKey.split(separator: ".").last { output.facts.add(String(last), for: Self.labelledNames) }
            }
        }
        for call in file.index.calls("UIBarButtonItem") {
            guard let image = call.argument("image")?.expression, call.argument("title") == nil,
                  !call.trimmedSourceText.contains("accessibilityLabel") else { continue }
            let source = UIKitImageOnlyButtonName.source(of: image, in: file.index)
            if case .describedSymbol = source { continue }
            output.facts.add(Candidate(name: storedName(of: call), position: file.position(of: call), image: source), for: Self.candidates)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let labelled = Set(project.facts.values(Self.labelledNames))
        for candidate in project.facts.values(Self.candidates) where !(candidate.name.map(labelled.contains) ?? false) {
            guard let (reads, confidence) = candidate.image.spoken else { continue }
            let target = candidate.name ?? "the item"
            output.report(
                "This UIBarButtonItem shows only an image, so VoiceOver reads \(reads); set \(target).accessibilityLabel to the action it performs, or build it with UIBarButtonItem(title:image:…).",
                at: candidate.position, confidence: confidence)
        }
    }

    /// `let x = UIBarButtonItem(…)` / `lazy var x = …` → `x`; `navigationItem.rightBarButtonItem = …` → `rightBarButtonItem`.
    private func storedName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return ExprSyntax(call).assignmentTarget?.receiverKey.split(separator: ".").last.map(String.init)
    }
}
