import SwiftSyntax
import ThumbruleCore

/// Full photo-library access (`PHPhotoLibrary.requestAuthorization`, any level but `.addOnly`)
/// requested only to present `PHPickerViewController`. The picker runs out of the app's
/// process and hands back only what the user picks, so it needs no permission; asking first
/// shows a needless prompt, and a refusal blocks a picker that would have worked (App Review
/// 5.1.1(iii) asks for the picker instead of library access).
///
/// Gated: the picker is built inside the request's completion, inside the completion of a
/// project function that requests (one hop, any file: `Permissions.askForPhotos { … }`), or
/// after an awaited request in the same function. Nothing is reported in a file that uses the
/// library itself (`PHAsset`, `PHImageManager`, `performChanges`, a picker configured with
/// `photoLibrary:` whose results are read as assets), where the grant serves more than the picker.
struct LibraryAccessBeforePicker: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "perm-scope.library-before-picker",
        ruleId: "perm-scope",
        summary: "Full photo-library access requested only to present PHPickerViewController, which needs none",
        triggering: [
            CheckExample("""
            import Photos
            import PhotosUI
            final class CoverEditor: UIViewController {
                func chooseCover() {
                    ↓PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
                        guard status == .authorized else { return }
                        DispatchQueue.main.async {
                            let picker = PHPickerViewController(configuration: PHPickerConfiguration())
                            self.present(picker, animated: true)
                        }
                    }
                }
            }
            """),
            // The request sits in a helper of another file; the picker waits for its answer.
            CheckExample(files: [
                ("App/Access/PhotoAccess.swift", """
                import Photos
                enum PhotoAccess {
                    static func askIfNeeded(then done: @escaping (Bool) -> Void) {
                        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in done(status == .authorized || status == .limited) }
                    }
                }
                """),
                ("App/Profile/AvatarController.swift", """
                import PhotosUI
                final class AvatarController: UIViewController {
                    func changeAvatar() {
                        ↓PhotoAccess.askIfNeeded { granted in
                            guard granted else { return }
                            var configuration = PHPickerConfiguration()
                            configuration.filter = .images
                            self.present(PHPickerViewController(configuration: configuration), animated: true)
                        }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The picker alone, no request.
            CheckExample("""
            import PhotosUI
            final class CoverEditor: UIViewController {
                func chooseCover() { present(PHPickerViewController(configuration: PHPickerConfiguration()), animated: true) }
            }
            """),
            // The grant also reads the chosen items as library assets.
            CheckExample("""
            import Photos
            import PhotosUI
            final class AlbumImporter: UIViewController {
                func importPhotos() {
                    PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in
                        DispatchQueue.main.async {
                            self.present(PHPickerViewController(configuration: PHPickerConfiguration(photoLibrary: .shared())), animated: true)
                        }
                    }
                }
                func load(_ ids: [String]) -> PHFetchResult<PHAsset> { PHAsset.fetchAssets(withLocalIdentifiers: ids, options: nil) }
            }
            """),
            // Asking to save only, before the picker of another flow.
            CheckExample("""
            import Photos
            import PhotosUI
            final class ExportController: UIViewController {
                func exportThenPick() {
                    PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in
                        DispatchQueue.main.async { self.present(PHPickerViewController(configuration: PHPickerConfiguration()), animated: true) }
                    }
                }
            }
            """),
        ]
    )

    /// A project function that asks for full library access.
    struct Requester: Codable, Sendable {
        let position: SourcePosition
    }

    /// A call whose closure builds the picker, to be followed into the project's function.
    struct GatedPicker: Codable, Sendable {
        let position: SourcePosition
        let call: ProjectCall
    }

    static let requesters = FactKey<Requester>("perm-scope.library-before-picker.requester")
    static let gated = FactKey<GatedPicker>("perm-scope.library-before-picker.gated")
    /// Names that use the library beyond the picker: reading assets, images, or changing the library.
    static let libraryUses: Set<String> = [
        "PHAsset", "PHImageManager", "PHCachingImageManager", "PHAssetChangeRequest", "PHAssetCreationRequest",
        "PHAssetCollection", "performChanges", "fetchAssets", "PHAssetResourceManager",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let requests = file.index.calls("requestAuthorization").filter(Self.isFullLibraryRequest)
        for function in file.index.functions {
            guard let body = function.body, requests.contains(where: { body.encloses($0) }) else { continue }
            output.facts.add(Requester(position: file.position(of: function.name)), for: Self.requesters)
        }
        let pickers = file.index.calls("PHPickerViewController")
        guard !pickers.isEmpty, !Self.usesLibrary(file) else { return }
        var reported = Set<SyntaxIdentifier>()
        for picker in pickers {
            guard let scope = picker.enclosingFunction?.body else { continue }
            // The request's completion builds the picker, or an awaited request comes before it.
            if let request = requests.first(where: { Self.gates($0, picker) || (Self.isAwaited($0) && scope.encloses($0) && $0.position < picker.position) }) {
                if reported.insert(request.id).inserted {
                    output.report(Self.message(asking: "PHPhotoLibrary.requestAuthorization"), at: file.position(of: request), confidence: .medium)
                }
                continue
            }
            for call in file.index.calls(within: scope) where Self.gates(call, picker) {
                guard let projectCall = ProjectCall(call, in: file) else { continue }
                output.facts.add(GatedPicker(position: file.position(of: call), call: projectCall), for: Self.gated)
            }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let requesters = Set(project.facts.values(Self.requesters).map(\.position))
        var reported = Set<SourcePosition>()
        for gated in project.facts.values(Self.gated) where project.ships(gated.position) {
            guard let function = gated.call.functions(in: project).first(where: { requesters.contains($0.position) }),
                  reported.insert(gated.position).inserted else { continue }
            output.report(Self.message(asking: "\(gated.call.name)(), which calls PHPhotoLibrary.requestAuthorization in \(function.position.path):\(function.position.line)"),
                          at: gated.position, confidence: .medium)
        }
    }

    static func message(asking request: String) -> String {
        "This asks for photo-library access (\(request)) before presenting PHPickerViewController, which runs outside the app and needs no permission: someone who refuses cannot pick a photo at all. Present the picker directly and drop the request (App Review 5.1.1(iii))."
    }

    /// `PHPhotoLibrary.requestAuthorization(…)` at full access: no level, or one other than `.addOnly`.
    static func isFullLibraryRequest(_ call: FunctionCallExprSyntax) -> Bool {
        call.receiver?.rootTypeName == "PHPhotoLibrary" && call.argument("for")?.expression.lastNameComponent != "addOnly"
    }

    /// `await PHPhotoLibrary.requestAuthorization(for:)`: the code after it waits for the answer.
    static func isAwaited(_ call: FunctionCallExprSyntax) -> Bool {
        call.parent?.is(AwaitExprSyntax.self) == true
    }

    /// True when the picker is built in the call's arguments or closures, not its callee.
    static func gates(_ call: FunctionCallExprSyntax, _ picker: FunctionCallExprSyntax) -> Bool {
        call.id != picker.id && call.encloses(picker) && !call.calledExpression.encloses(picker)
    }

    /// True when the file reads or changes the library itself, or configures the picker to
    /// return library assets.
    static func usesLibrary(_ file: SwiftFile) -> Bool {
        libraryUses.contains { file.index.mentions($0) }
            || file.index.calls("PHPickerConfiguration").contains { $0.argument("photoLibrary") != nil }
    }
}
