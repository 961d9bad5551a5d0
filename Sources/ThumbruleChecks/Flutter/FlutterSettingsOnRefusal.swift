import ThumbruleCore
import ThumbruleFrontEnds

/// permission_handler's `openAppSettings()` called, with nothing said, on the branch a refusal
/// takes: the `else` of a test that the request's answer was granted, or an `if` naming
/// `denied` (not only `permanentlyDenied`). The user who has just said no in the system dialog
/// is thrown out of the app into Settings, even after a first refusal the app could simply
/// respect, and the feature never says in place what is off.
///
/// Reported only when the permission is requested with `Permission.x.request()` in the same
/// function, before the call, and the refusal branch shows nothing (no dialog, snack bar,
/// toast, banner or message) before leaving.
///
/// Known false negatives: a refusal handled in another function.
struct FlutterSettingsOnRefusal: FlutterCheck {
    package static let description = CheckDescription(
        id: "state-permission.flutter-settings-on-refusal",
        ruleId: "state-permission",
        summary: "A Flutter refusal sends the user straight to the system Settings with nothing said in place",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["permission_handler", "image_picker"]), FlutterExample.dart("receipt", """
            import 'package:image_picker/image_picker.dart';
            import 'package:permission_handler/permission_handler.dart';

            Future<XFile?> photographReceipt() async {
              final answer = await Permission.camera.request();
              if (answer.isGranted) {
                return ImagePicker().pickImage(source: ImageSource.camera);
              } else {
                ↓openAppSettings();
              }
              return null;
            }

            Future<void> scanCard() async {
              final answer = await Permission.camera.request();
              if (answer == PermissionStatus.denied || answer == PermissionStatus.permanentlyDenied) {
                await ↓openAppSettings();
              }
            }
            """)]),
        ],
        nonTriggering: [
            CheckExample(files: [FlutterExample.pubspec(["permission_handler", "image_picker"]), FlutterExample.dart("receipt", """
            import 'package:flutter/material.dart';
            import 'package:image_picker/image_picker.dart';
            import 'package:permission_handler/permission_handler.dart';

            Future<XFile?> photographReceipt(BuildContext context) async {
              final answer = await Permission.camera.request();
              if (answer.isGranted) {
                return ImagePicker().pickImage(source: ImageSource.camera);
              } else {
                ScaffoldMessenger.of(context).showSnackBar(SnackBar(
                  content: const Text('Camera is off for this app.'),
                  action: SnackBarAction(label: 'Settings', onPressed: openAppSettings),
                ));
              }
              return null;
            }

            Future<void> scanCard() async {
              final answer = await Permission.camera.request();
              if (answer.isPermanentlyDenied) await openAppSettings();
            }
            """)]),
        ]
    )

    static let messageWords = ["dialog", "snack", "toast", "alert", "message", "banner", "sheet", "flushbar", "notify"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: ["openAppSettings"]) where file.file.calls[index].receiver.isEmpty {
            let dart = file.file
            guard let function = dart.calls[index].enclosingFunction else { continue }
            let body = dart.functions[function].bodyRange
            let settings = dart.calls[index].nameToken
            let requests = dart.callIndices(named: "request").filter { request in
                let names = dart.receiverNames(of: request)
                return names.count == 2 && names[0] == "Permission" && dart.calls[request].enclosingFunction == function
                    && dart.calls[request].nameToken < settings
            }
            guard !requests.isEmpty, let branch = refusalBranch(around: settings, in: dart, within: body),
                  !saysSomething(in: branch, before: settings, dart) else { continue }
            output.report(
                "When the permission is refused, even at the first plain no, this sends the user straight to the system Settings with nothing said in the app. Respect the refusal: say in the feature's own place what is off and why, and offer a Settings button the user can choose to press.",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }

    /// The tokens of the block a refusal takes that holds the token: the `else` of an `if` whose
    /// condition names `granted`/`isGranted`, or an `if` whose condition names `denied`/`isDenied`.
    func refusalBranch(around token: Int, in dart: DartFile, within body: Range<Int>) -> Range<Int>? {
        let source = dart.source
        func condition(endingAt close: Int) -> [String]? {
            guard source.kind(at: close) == .rightParen, let open = source.partner(of: close), source.tokenIs(open - 1, "if") else { return nil }
            return (open..<close).filter { source.kind(at: $0) == .identifier }.map { source.text(at: $0) }
        }
        for opener in source.tokensAround(before: token) where body.contains(opener) && source.kind(at: opener) == .leftBrace {
            guard let end = source.partner(of: opener) else { continue }
            if source.tokenIs(opener - 1, "else"), source.kind(at: opener - 2) == .rightBrace, let thenOpen = source.partner(of: opener - 2),
               let names = condition(endingAt: thenOpen - 1), names.contains(where: { $0 == "granted" || $0 == "isGranted" }),
               !names.contains(where: { $0 == "denied" || $0 == "isDenied" }) {
                return opener..<end
            }
            if let names = condition(endingAt: opener - 1), names.contains(where: { $0 == "denied" || $0 == "isDenied" }),
               !names.contains(where: { $0 == "granted" || $0 == "isGranted" }) {
                return opener..<end
            }
        }
        return nil
    }

    /// Whether the branch shows something before leaving: a call named for a dialog, snack
    /// bar, toast or message.
    func saysSomething(in branch: Range<Int>, before token: Int, _ dart: DartFile) -> Bool {
        dart.calls.contains { call in
            branch.contains(call.nameToken) && call.nameToken < token && Self.messageWords.contains(where: call.name.lowercased().contains)
        }
    }
}
