import Foundation
import ThumbruleCore
import ThumbruleFrontEnds

/// `CALL_PHONE` or `WRITE_CONTACTS` in a Flutter app's own Android manifest
/// (`android/app/src/main/AndroidManifest.xml` beside its pubspec) when nothing in the project
/// could use it. Each is a dangerous permission the user is asked for and Play lists on the
/// store page; one the app never uses is scope it does not need.
///
/// "Could use it" is read widely, so that silence is the answer whenever there is doubt:
/// - `CALL_PHONE`: Kotlin or Java naming `ACTION_CALL` or `intent.action.CALL`, Dart naming
///   either, permission_handler's `Permission.phone`, or a dependency whose name speaks of calls
///   (`call`, `caller`, `dialer`, `telephon`, `ussd`, `sim_`). Opening the dialer with a `tel:`
///   link needs no permission.
/// - `WRITE_CONTACTS`: Kotlin or Java naming `ContactsContract` or `applyBatch`, Dart adding,
///   updating or deleting a contact (`addContact`, `updateContact`, `deleteContact`,
///   flutter_contacts' `FlutterContacts`), or a contacts dependency other than the pickers and
///   readers known to write nothing.
///
/// Known false positives: a plugin that needs the permission without saying so in its name.
struct FlutterUnusedManifestPermission: FlutterCheck {
    package static let description = CheckDescription(
        id: "perm-scope.flutter-unused-manifest-permission",
        ruleId: "perm-scope",
        summary: "A Flutter app's Android manifest declares CALL_PHONE or WRITE_CONTACTS that no code uses",
        triggering: [
            CheckExample(files: [
                FlutterExample.pubspec(["url_launcher", "contacts_service"]),
                ("android/app/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <uses-permission android:name="android.permission.READ_CONTACTS" />
                    ↓<uses-permission android:name="android.permission.WRITE_CONTACTS" />
                    ↓<uses-permission android:name="android.permission.CALL_PHONE" />
                    <application />
                </manifest>
                """),
                FlutterExample.dart("support", """
                import 'package:contacts_service/contacts_service.dart';
                import 'package:url_launcher/url_launcher.dart';

                Future<void> ringSupport() => launchUrl(Uri.parse('tel:+15550100'));

                Future<Contact?> chooseClient() => ContactsService.openDeviceContactPicker();
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                FlutterExample.pubspec(["contacts_service", "flutter_phone_direct_caller"]),
                ("android/app/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <uses-permission android:name="android.permission.WRITE_CONTACTS" />
                    <uses-permission android:name="android.permission.CALL_PHONE" />
                    <application />
                </manifest>
                """),
                FlutterExample.dart("support", """
                import 'package:contacts_service/contacts_service.dart';
                import 'package:flutter_phone_direct_caller/flutter_phone_direct_caller.dart';

                Future<void> ringSupport() => FlutterPhoneDirectCaller.callNumber('+15550100');

                Future<void> saveClient(Contact client) => ContactsService.addContact(client);
                """),
            ]),
        ]
    )

    struct Evidence: Sendable {
        let short: String
        let nativeWords: [String]
        let dartWords: [String]
        /// Calls that may use the permission, and names whose mere use may.
        let dartCalls: Set<String>
        let dartNames: Set<String>
        /// Words in a dependency's name that may mean it uses the permission, and the packages
        /// with such a name known not to.
        let dependencyWords: [String]
        let harmlessDependencies: Set<String>
        let message: String
    }

    static let permissions: [String: Evidence] = [
        "android.permission.CALL_PHONE": Evidence(
            short: "CALL_PHONE",
            nativeWords: ["ACTION_CALL", "intent.action.CALL"],
            dartWords: ["ACTION_CALL", "intent.action.CALL"],
            dartCalls: ["callNumber", "directCall", "makeCall", "placeCall"],
            dartNames: [],
            dependencyWords: ["call", "dialer", "telephon", "ussd", "sim_"],
            harmlessDependencies: [],
            message: "CALL_PHONE is declared, but no code in the app places a call: no ACTION_CALL in Kotlin or Java, no direct-call plugin, no Permission.phone request. Opening the dialer with a tel: link needs no permission; remove the declaration so the app stops listing phone access."),
        "android.permission.WRITE_CONTACTS": Evidence(
            short: "WRITE_CONTACTS",
            nativeWords: ["ContactsContract", "applyBatch"],
            dartWords: [],
            dartCalls: ["addContact", "updateContact", "deleteContact", "insertContact", "saveContact"],
            dartNames: ["FlutterContacts"],
            dependencyWords: ["contact"],
            harmlessDependencies: ["contacts_service", "contacts_service_plus", "flutter_native_contact_picker", "fluttercontactpicker", "fast_contacts"],
            message: "WRITE_CONTACTS is declared, but no code adds, updates or deletes a contact; picking or reading one never needs it. Remove the declaration so the app stops asking for, and listing, the right to change the user's contacts."),
    ]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        // The Android model holds the manifests' suppression comments; build it so they apply.
        if project.hasAndroidFiles { _ = project.android }
        let pubspecs = Dictionary(flutter.pubspecs.map { ($0.path, $0.pubspec) }, uniquingKeysWith: { first, _ in first })
        let native = project.files.filter { $0.kind == .kotlin || $0.kind == .java }
        for input in project.files where input.kind == .androidManifest && input.path.hasSuffix("android/app/src/main/AndroidManifest.xml") {
            let root = String(input.path.dropLast("android/app/src/main/AndroidManifest.xml".count))
            guard let pubspec = pubspecs[root + "pubspec.yaml"], pubspec.usesFlutter,
                  let data = try? input.readData(), let manifest = try? AndroidManifest(bytes: [UInt8](data)) else { continue }
            for permission in manifest.permissions where !permission.isRemoval {
                guard let evidence = Self.permissions[permission.name],
                      !isUsed(evidence, pubspec: pubspec, flutter: flutter, native: native) else { continue }
                output.report(
                    evidence.message,
                    at: SourcePosition(path: input.path, line: permission.position.line, column: permission.position.column),
                    confidence: .medium)
            }
        }
    }

    /// permission_handler's `Permission.phone`, whose group holds CALL_PHONE.
    func asksForPhone(_ file: DartFile) -> Bool {
        file.identifierTokens(["phone"]).contains { token in
            file.source.kind(at: token - 1) == .dot && file.source.tokenIs(token - 2, "Permission")
        }
    }

    /// Whether anything in the project could use the permission.
    func isUsed(_ evidence: Evidence, pubspec: Pubspec, flutter: FlutterModel, native: [WorkspaceFile]) -> Bool {
        if pubspec.dependencies.contains(where: { evidence.dependencyWords.contains(where: $0.name.contains) && !evidence.harmlessDependencies.contains($0.name) }) { return true }
        if flutter.dartFiles.contains(where: { file in
            evidence.dartWords.contains(where: file.file.source.mentions) || file.file.names(evidence.dartNames)
                || !file.file.callIndices(named: evidence.dartCalls).isEmpty
                || (evidence.short == "CALL_PHONE" && asksForPhone(file.file))
        }) { return true }
        return native.contains { file in
            guard let data = try? file.readData() else { return true }
            let bytes = [UInt8](data)
            return evidence.nativeWords.contains { bytes.contains(utf8: $0) }
        }
    }
}
