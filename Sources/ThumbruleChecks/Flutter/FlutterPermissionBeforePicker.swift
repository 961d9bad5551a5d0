import ThumbruleCore
import ThumbruleFrontEnds

/// permission_handler's `Permission.contacts`, `.photos`, `.videos` or `.storage` requested in
/// a function whose answer then gates a system picker: contacts_service's
/// `openDeviceContactPicker()` (and the native contact pickers' `selectContact`,
/// `pickPhoneContact`, `pickEmailContact`), file_picker's `FilePicker.platform.pickFiles()`, or
/// image_picker picking from the gallery. Those pickers run in the system's process and hand
/// back only what the user chose, so they need no grant; App Review (5.1.1) and Play's photo
/// and video policy both ask for the picker instead of library access.
///
/// Gates: an `if` after the request whose condition reads its result (or that holds the
/// request), with the picker in its block or after an early return. The picker may be called
/// in the function itself or one call away, in a function of the same file. Nothing is
/// reported when the function, or the function it calls, also uses the grant for more than the
/// picker (reads contacts, writes files, saves to the gallery, lists the library).
///
/// Known false negatives: a result stored in a field and tested in another function; a picker
/// two calls away.
struct FlutterPermissionBeforePicker: FlutterCheck {
    package static let description = CheckDescription(
        id: "perm-scope.flutter-permission-before-picker",
        ruleId: "perm-scope",
        summary: "A Flutter app asks for contacts, photos or storage access only to open a system picker that needs none",
        triggering: [
            CheckExample(files: [FlutterExample.pubspec(["permission_handler", "contacts_service"]), FlutterExample.dart("invite", """
            import 'package:contacts_service/contacts_service.dart';
            import 'package:permission_handler/permission_handler.dart';

            Future<Contact?> chooseGuest() async {
              final answer = await Permission.contacts.↓request();
              if (answer.isGranted) {
                return ContactsService.openDeviceContactPicker();
              }
              return null;
            }
            """)]),
            // The picker sits in a helper of the same file, after an early return.
            CheckExample(files: [FlutterExample.pubspec(["permission_handler", "file_picker"]), FlutterExample.dart("attach", """
            import 'package:file_picker/file_picker.dart';
            import 'package:permission_handler/permission_handler.dart';

            Future<List<PlatformFile>> attachReceipts() async {
              PermissionStatus status = await Permission.storage.↓request();
              if (status != PermissionStatus.granted) return [];
              return _choose();
            }

            Future<List<PlatformFile>> _choose() async {
              final picked = await FilePicker.platform.pickFiles(allowMultiple: true);
              return picked?.files ?? [];
            }
            """)]),
            CheckExample(files: [FlutterExample.pubspec(["permission_handler", "image_picker"]), FlutterExample.dart("avatar", """
            import 'package:image_picker/image_picker.dart';
            import 'package:permission_handler/permission_handler.dart';

            Future<XFile?> chooseAvatar() async {
              if (await Permission.photos.↓request().isGranted) {
                return ImagePicker().pickImage(source: ImageSource.gallery);
              }
              return null;
            }
            """)]),
        ],
        nonTriggering: [
            // The picker alone.
            CheckExample(files: [FlutterExample.pubspec(["contacts_service"]), FlutterExample.dart("invite", """
            import 'package:contacts_service/contacts_service.dart';

            Future<Contact?> chooseGuest() => ContactsService.openDeviceContactPicker();
            """)]),
            // The grant also reads the address book.
            CheckExample(files: [FlutterExample.pubspec(["permission_handler", "contacts_service"]), FlutterExample.dart("invite", """
            import 'package:contacts_service/contacts_service.dart';
            import 'package:permission_handler/permission_handler.dart';

            Future<List<Contact>> suggestGuests() async {
              final answer = await Permission.contacts.request();
              if (answer.isGranted) {
                final everyone = await ContactsService.getContacts();
                final chosen = await ContactsService.openDeviceContactPicker();
                return [...everyone.take(3), if (chosen != null) chosen];
              }
              return [];
            }
            """)]),
            // The camera needs its grant; the result gates no gallery picker.
            CheckExample(files: [FlutterExample.pubspec(["permission_handler", "image_picker"]), FlutterExample.dart("avatar", """
            import 'package:image_picker/image_picker.dart';
            import 'package:permission_handler/permission_handler.dart';

            Future<XFile?> takeAvatar() async {
              final status = await Permission.camera.request();
              if (status.isGranted) return ImagePicker().pickImage(source: ImageSource.camera);
              return null;
            }

            Future<XFile?> scanLibrary() async {
              final status = await Permission.photos.request();
              if (status.isGranted) return ImagePicker().pickImage(source: ImageSource.camera);
              return null;
            }
            """)]),
        ]
    )

    /// What a picker picks, and so which grant it makes needless.
    enum Kind { case contact, media }

    /// The permission_handler permissions a picker of each kind makes needless.
    static let permissions: [String: Kind] = ["contacts": .contact, "photos": .media, "videos": .media, "storage": .media]

    static let contactPickers: Set<String> = ["openDeviceContactPicker", "selectContact", "pickPhoneContact", "pickEmailContact"]
    static let galleryPickers: Set<String> = ["pickMultiImage", "pickMedia", "pickMultipleMedia"]
    static let sourcedPickers: Set<String> = ["pickImage", "pickVideo"]

    /// Calls that use a contacts grant for more than a picker.
    static let contactUses: Set<String> = ["getContacts", "getContact", "getContactsForPhone", "getContactsForEmail", "addContact", "updateContact", "deleteContact", "openContactForm", "openExistingContact", "getAvatar", "insert", "update", "delete"]
    /// Calls that use a photos or storage grant for more than a picker.
    static let mediaUses: Set<String> = ["getExternalStorageDirectory", "getExternalStorageDirectories", "writeAsBytes", "writeAsBytesSync", "writeAsString", "writeAsStringSync", "copy", "copySync", "saveImage", "saveVideo", "saveFile", "saveImageToGallery", "putImage", "putImageBytes", "putVideo", "getAssetPathList", "requestPermissionExtend", "pickAssets", "listSync"]
    /// Receivers whose every call reads or writes the library itself.
    static let libraryReceivers: Set<String> = ["FlutterContacts", "PhotoManager", "ImageGallerySaver", "GallerySaver", "Gal"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for (file, index) in flutter.shippingCalls(named: ["request"]) {
            let names = file.file.receiverNames(of: index)
            guard names.count == 2, names[0] == "Permission", let kind = Self.permissions[names[1]],
                  let picker = gatedPicker(after: index, kind: kind, in: file.file) else { continue }
            let message: String
            var confidence = Confidence.high
            if picker == "openDeviceContactPicker" {
                guard !isUnderAndroidTest(index, in: file.file) else { continue }
                confidence = .medium
                // contacts_service re-reads the picked contact through the contacts provider on
                // Android, which needs READ_CONTACTS there; iOS's picker needs nothing.
                message = "Permission.contacts is asked for to open the contact picker: on iOS the system picker needs no permission and hands back only the contact the user chooses, so this asks for the whole address book for one pick (contacts_service re-reads the contact on Android, which is why it wants READ_CONTACTS there). Skip the request on iOS, or use a picker plugin that reads only the returned contact."
            } else {
                let what = kind == .contact
                    ? "the system contact picker, which needs no permission: it hands back only the contact the user chooses"
                    : "the system picker (\(picker)), which needs no permission: the user's choice grants access to what is picked"
                message = "Permission.\(names[1]) is asked for only to open \(what). Drop the request and open the picker directly; ask for \(names[1]) access only for a feature that reads the library itself."
            }
            output.report(
                message,
                at: file.position(ofCall: index), confidence: confidence)
        }
    }

    /// The picker the request's answer gates, by name, when its function does nothing else
    /// with the grant.
    func gatedPicker(after request: Int, kind: Kind, in file: DartFile) -> String? {
        guard let function = file.namedFunction(around: request) else { return nil }
        let body = file.functions[function].bodyRange
        let variable = resultVariable(of: request, in: file)
        var found: String?
        for index in file.calls.indices where body.contains(file.calls[index].nameToken) && index != request {
            let call = file.calls[index]
            let own = pickerName(index, kind: kind, in: file)
            let helper = own == nil ? sameFileFunction(called: index, in: file).flatMap { helper in
                helperPicker(helper, kind: kind, in: file)
            } : nil
            if let name = own ?? helper?.picker {
                if helper?.usesGrant == true { return nil }
                if call.nameToken > file.calls[request].nameToken, isGated(index, by: request, variable: variable, within: body, in: file) {
                    found = found ?? name
                }
            } else if usesGrant(index, kind: kind, in: file) {
                return nil
            }
        }
        return found
    }

    /// Whether a call sits in the block of an `if` whose condition reads `isAndroid`.
    func isUnderAndroidTest(_ call: Int, in file: DartFile) -> Bool {
        let source = file.source
        return source.tokensAround(before: file.calls[call].nameToken).contains { token in
            guard source.kind(at: token) == .leftBrace, source.kind(at: token - 1) == .rightParen,
                  let open = source.partner(of: token - 1), source.tokenIs(open - 1, "if") else { return false }
            return (open..<token).contains { source.tokenIs($0, "isAndroid") }
        }
    }

    /// `status` in `status = await Permission.x.request()` or `final status = …`.
    func resultVariable(of call: Int, in file: DartFile) -> String? {
        let source = file.source
        var token = file.calls[call].startToken - 1
        if source.tokenIs(token, "await") { token -= 1 }
        guard source.kind(at: token) == .assign, source.kind(at: token - 1) == .identifier else { return nil }
        return source.text(at: token - 1)
    }

    /// Whether an `if` in the body reads the request's answer and guards the call: the call in
    /// its block, or after it when the block returns.
    func isGated(_ call: Int, by request: Int, variable: String?, within body: Range<Int>, in file: DartFile) -> Bool {
        let source = file.source
        let target = file.calls[call].nameToken
        let requestToken = file.calls[request].nameToken
        for token in body where token < target && source.kind(at: token) == .identifier && source.tokenIs(token, "if") {
            guard source.kind(at: token + 1) == .leftParen, let close = source.partner(of: token + 1) else { continue }
            let condition = (token + 2)..<close
            let readsAnswer = condition.contains(requestToken)
                || (token > requestToken && variable.map { name in condition.contains { source.kind(at: $0) == .identifier && source.text(at: $0) == name } } == true)
            guard readsAnswer else { continue }
            if source.kind(at: close + 1) == .leftBrace, let end = source.partner(of: close + 1) {
                if (close + 1..<end).contains(target) { return true }
                if target > end, (close + 2..<end).contains(where: { source.tokenIs($0, "return") }) { return true }
            } else if source.tokenIs(close + 1, "return"), target > close {
                return true
            }
        }
        return false
    }

    /// A picker of this kind by name: image_picker's gallery picks, file_picker's `pickFiles`,
    /// the contact pickers.
    func pickerName(_ index: Int, kind: Kind, in file: DartFile) -> String? {
        let call = file.calls[index]
        switch kind {
        case .contact:
            return Self.contactPickers.contains(call.name) ? call.name : nil
        case .media:
            if call.name == "pickFiles", file.receiverNames(of: index).contains("FilePicker") { return "FilePicker.pickFiles" }
            if Self.galleryPickers.contains(call.name) { return call.name }
            if Self.sourcedPickers.contains(call.name), case .reference(let names)? = call.argument("source")?.value,
               names.suffix(2) == ["ImageSource", "gallery"] {
                return call.name
            }
            return nil
        }
    }

    /// A call that uses the grant for more than picking.
    func usesGrant(_ index: Int, kind: Kind, in file: DartFile) -> Bool {
        let call = file.calls[index]
        if file.receiverNames(of: index).contains(where: Self.libraryReceivers.contains) { return true }
        return (kind == .contact ? Self.contactUses : Self.mediaUses).contains(call.name)
    }

    /// A function of the same file a call names without a receiver (or through `this`).
    func sameFileFunction(called index: Int, in file: DartFile) -> Int? {
        let call = file.calls[index]
        guard call.receiver.isEmpty || call.receiver == [.name("this")] else { return nil }
        return file.functions.indices.first { file.functions[$0].name == call.name && !file.functions[$0].bodyRange.isEmpty }
    }

    /// The picker a helper calls, and whether it also uses the grant otherwise.
    func helperPicker(_ function: Int, kind: Kind, in file: DartFile) -> (picker: String, usesGrant: Bool)? {
        let body = file.functions[function].bodyRange
        var picker: String?
        var uses = false
        for index in file.calls.indices where body.contains(file.calls[index].nameToken) {
            if let name = pickerName(index, kind: kind, in: file) { picker = picker ?? name } else if usesGrant(index, kind: kind, in: file) { uses = true }
        }
        return picker.map { ($0, uses) }
    }
}
