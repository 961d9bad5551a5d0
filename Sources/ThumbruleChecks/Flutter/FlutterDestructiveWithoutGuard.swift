import ThumbruleCore
import ThumbruleFrontEnds

/// A Flutter control that deletes on one gesture with no confirmation and no undo: an
/// `IconButton` drawing a delete icon (`Icons.delete…`, a `trash` or `delete` SVG or image)
/// whose `onPressed:` deletes, or a `Dismissible` with no `confirmDismiss:` whose
/// `onDismissed:` deletes, so a full swipe is the deletion.
///
/// Deletes: the handler (a closure, or a method of the file it names) calls a function whose
/// name starts with a deletion verb (`deleteEntry`, `_removeReminder`, `box.delete(key)`),
/// except Dart's own collection edits (`list.remove`, `removeAt`, `removeWhere`) and names of
/// things that are not the user's data (`removeListener`). Guarded: the handler, or a
/// function of the file it calls, shows a dialog or sheet (`showDialog`, a `…Confirm…` or
/// `…Dialog…` helper, a `show…Sheet…` of the app's own; an error alert does not count), or the file offers undo (`SnackBarAction`,
/// any name with `undo`). The deleting function is looked up by name in every shipping file
/// (a controller's `deleteItem`): if a declaration asks first or its file offers undo, or every
/// declaration only edits a list in memory (`setState(() => items.remove(x))`), it is left alone.
///
/// Rebuilding the in-memory value (`copyWith`, `toList`, `notifyListeners`, a Bloc's `emit`) counts
/// as editing memory too: a header row dropped from a form not yet saved loses nothing stored. A
/// deletion of a search-history entry or suggestion (`removeSearchHistory`, `deleteRecentQuery`)
/// loses nothing the user made, and is left alone.
///
/// Known false negatives: a deletion behind a callback handed down from a parent widget
/// (`onDelete()`), and a deleting function named like another that asks first.
struct FlutterDestructiveWithoutGuard: FlutterCheck {
    package static let description = CheckDescription(
        id: "touch-destructive.flutter-unguarded-delete",
        ruleId: "touch-destructive",
        summary: "A Flutter delete button or full swipe that deletes at once, with no confirmation and no undo",
        optIn: "Judged true in 2 of 7 findings on apps nobody tuned it on: many removals edit an unsaved form or a list that can be rebuilt at once.",
        triggering: [
            CheckExample(files: [FlutterExample.dart("tags", """
            import 'package:flutter/material.dart';

            class TagList extends StatelessWidget {
              const TagList({super.key, required this.tags, required this.store});
              final List<String> tags;
              final TagStore store;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  for (final tag in tags)
                    ListTile(
                      title: Text(tag),
                      trailing: ↓IconButton(
                        tooltip: 'Delete tag',
                        icon: const Icon(Icons.delete_outline),
                        onPressed: () async {
                          await store.deleteTag(tag);
                        },
                      ),
                    ),
                ]);
              }
            }
            """), FlutterExample.dart("alarms", """
            import 'package:flutter/material.dart';

            class AlarmRow extends StatelessWidget {
              const AlarmRow({super.key, required this.alarm});
              final Alarm alarm;

              @override
              Widget build(BuildContext context) {
                return ↓Dismissible(
                  key: ValueKey(alarm.id),
                  onDismissed: alarms.length == 1
                      ? null
                      : (direction) {
                          _removeAlarm(alarm).catchError((error) => showErrorAlert(context, error));
                        },
                  child: ListTile(title: Text(alarm.label)),
                );
              }
            }

            Future<void> _removeAlarm(Alarm alarm) => alarmsBox.delete(alarm.id);
            """)]),
        ],
        nonTriggering: [
            // A header row of a request form not yet saved, and a remembered search.
            CheckExample(files: [FlutterExample.dart("request_form", """
            import 'package:flutter/material.dart';

            class HeaderRows extends StatelessWidget {
              const HeaderRows({super.key, required this.form, required this.search});
              final RequestFormController form;
              final SearchController search;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  for (var i = 0; i < form.headers.length; i++)
                    ListTile(
                      title: Text(form.headers[i].name),
                      trailing: IconButton(tooltip: 'Remove header', icon: const Icon(Icons.delete), onPressed: () => form.removeHeader(i)),
                    ),
                  for (final query in search.recent)
                    ListTile(
                      title: Text(query),
                      trailing: IconButton(tooltip: 'Forget', icon: const Icon(Icons.delete), onPressed: () => search.deleteSearchHistory(query)),
                    ),
                ]);
              }
            }

            class RequestFormController extends ChangeNotifier {
              RequestForm value = const RequestForm();

              void removeHeader(int index) {
                value = value.copyWith(headers: value.headers.toList()..removeAt(index));
                notifyListeners();
              }
            }
            """)]),
            // The helper asks in the app's own sheet; a swipe takes a track off the play queue.
            CheckExample(files: [FlutterExample.dart("bin_bar", """
            import 'package:flutter/material.dart';

            Widget binBar(BuildContext context, Photo photo) => IconButton(
                  tooltip: 'Delete forever',
                  icon: const Icon(Icons.delete_forever_outlined),
                  onPressed: () => purgeFromBin(context, [photo]),
                );
            """), FlutterExample.dart("bin_actions", """
            import 'package:flutter/material.dart';

            Future<void> purgeFromBin(BuildContext context, List<Photo> photos) async {
              final sure = await showWarningSheetPanel<bool>(context: context, title: 'Delete forever?');
              if (sure == true) await binService.purge(photos);
            }
            """), FlutterExample.dart("up_next", """
            import 'package:flutter/material.dart';

            Widget upNextRow(int index, Track track) => Dismissible(
                  key: ValueKey(track.id),
                  onDismissed: (direction) => player.removeQueueEntryAt(index),
                  child: ListTile(title: Text(track.title)),
                );
            """)]),
            CheckExample(files: [FlutterExample.dart("tags", """
            import 'package:flutter/material.dart';

            class TagList extends StatelessWidget {
              const TagList({super.key, required this.tags, required this.store});
              final List<String> tags;
              final TagStore store;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  for (final tag in tags)
                    ListTile(
                      title: Text(tag),
                      trailing: IconButton(
                        tooltip: 'Delete tag',
                        icon: const Icon(Icons.delete_outline),
                        onPressed: () => _confirmDelete(context, tag),
                      ),
                    ),
                  IconButton(tooltip: 'Clear', icon: const Icon(Icons.delete), onPressed: () => setState(() => tags.removeAt(0))),
                  IconButton(tooltip: 'Share', icon: const Icon(Icons.share), onPressed: () => store.deleteDraft()),
                ]);
              }

              Future<void> _confirmDelete(BuildContext context, String tag) async {
                final sure = await showDialog<bool>(context: context, builder: (_) => DeleteTagDialog(tag: tag));
                if (sure == true) await store.deleteTag(tag);
              }
            }
            """), FlutterExample.dart("alarms", """
            import 'package:flutter/material.dart';

            class AlarmRow extends StatelessWidget {
              const AlarmRow({super.key, required this.alarm});
              final Alarm alarm;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  Dismissible(
                    key: ValueKey(alarm.id),
                    confirmDismiss: (direction) => askFirst(context),
                    onDismissed: (direction) => alarmsBox.delete(alarm.id),
                    child: ListTile(title: Text(alarm.label)),
                  ),
                  Dismissible(key: ValueKey(alarm.label), onDismissed: (direction) => onArchive(alarm), child: const SizedBox()),
                ]);
              }
            }
            """), FlutterExample.dart("notes", """
            import 'package:flutter/material.dart';

            class NoteRow extends StatelessWidget {
              @override
              Widget build(BuildContext context) {
                return Dismissible(
                  key: ValueKey(note.id),
                  onDismissed: (direction) {
                    notes.deleteNote(note);
                    ScaffoldMessenger.of(context).showSnackBar(SnackBar(
                      content: const Text('Note deleted'),
                      action: SnackBarAction(label: 'Undo', onPressed: () => notes.restore(note)),
                    ));
                  },
                  child: ListTile(title: Text(note.title)),
                );
              }
            }
            """)]),
            // The view's controller, in another file, asks first, offers undo, or only edits a
            // list the user saves later.
            CheckExample(files: [FlutterExample.dart("contacts_view", """
            import 'package:flutter/material.dart';

            class ContactsView extends StatelessWidget {
              const ContactsView(this.controller, {super.key});
              final ContactsController controller;

              @override
              Widget build(BuildContext context) {
                return Column(children: [
                  IconButton(tooltip: 'Delete', icon: const Icon(Icons.delete), onPressed: () => controller.deleteContact(contact)),
                  IconButton(tooltip: 'Delete', icon: const Icon(Icons.delete), onPressed: () => controller.deleteGroup(group)),
                  IconButton(tooltip: 'Remove', icon: const Icon(Icons.delete), onPressed: () => controller.removeSticker(code)),
                ]);
              }
            }
            """), FlutterExample.dart("contacts_controller", """
            import 'package:flutter/material.dart';

            class ContactsController extends State<Contacts> {
              Future<void> deleteContact(Contact contact) async {
                if (await showOkCancelAlertDialog(context: context, title: 'Delete contact?') != OkCancelResult.ok) return;
                await api.deleteContact(contact.id);
              }

              void removeSticker(String code) => setState(() {
                pack.stickers.remove(code);
              });
            }
            """), FlutterExample.dart("groups", """
            class GroupsManager {
              void deleteGroup(Group group) {
                groups.remove(group);
                feedback.showMessageWithAction(message: 'Group deleted', actionLabel: 'Undo', onActionPressed: () => undoDeleteGroup(group));
                Future.delayed(const Duration(seconds: 4), () => db.deleteGroup(group.id));
              }
            }
            """)]),
        ]
    )

    /// Dart's own list, set and map edits: they change a collection in memory.
    static let collectionEdits: Set<String> = ["remove", "removeAt", "removeWhere", "removeLast", "removeRange", "removeFirst", "clear"]
    /// Presentations that stand between the gesture and the deletion.
    static let confirmations: Set<String> = [
        "showDialog", "showCupertinoDialog", "showAdaptiveDialog", "showGeneralDialog", "showModalBottomSheet",
        "showCupertinoModalPopup", "showOkCancelAlertDialog", "showConfirmationDialog",
    ]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        let candidates = flutter.shippingCalls(named: ["IconButton", "Dismissible"])
        guard !candidates.isEmpty else { return }
        var declarations: [String: [(file: FlutterDartFile, body: Range<Int>)]] = [:]
        for file in flutter.shippingFiles {
            for function in file.file.functions where !function.bodyRange.isEmpty {
                if let name = function.name { declarations[name, default: []].append((file, function.bodyRange)) }
            }
        }
        for (file, index) in candidates {
            let dart = file.file
            let call = dart.calls[index]
            guard call.receiver.isEmpty else { continue }
            let handler: DartArgument?
            if call.name == "Dismissible" {
                guard call.argument("confirmDismiss") == nil else { continue }
                handler = call.argument("onDismissed")
            } else {
                guard let icon = FlutterCode.call(in: call.argument("icon")), Self.drawsDeletion(icon, in: dart) else { continue }
                handler = call.argument("onPressed")
            }
            guard let handler, let body = Self.body(of: handler, in: dart),
                  !Self.offersUndo(dart) else { continue }
            let bodies = [body] + Self.calledBodies(in: body, of: dart)
            guard !bodies.contains(where: { Self.asksFirst(in: $0, of: dart) }),
                  let deletion = bodies.lazy.compactMap({ Self.deletion(in: $0, of: dart) }).first else { continue }
            // The deleting function, wherever the project declares it (a controller's method):
            // it may ask first or offer undo itself, or only edit a list the user saves later.
            let declared = declarations[dart.calls[deletion].name] ?? []
            guard !declared.contains(where: { Self.asksFirst(in: $0.body, of: $0.file.file) || Self.offersUndo($0.file.file) }),
                  declared.isEmpty || !declared.allSatisfy({ Self.onlyEditsMemory($0.body, of: $0.file.file) }) else { continue }
            let what = call.name == "Dismissible" ? "A full swipe on this Dismissible" : "This delete button"
            output.report(
                "\(what) deletes at once (\(dart.calls[deletion].name) on line \(dart.calls[deletion].position.line)), with no confirmation and no undo, so a slip loses the data. Offer undo (delete, then show a SnackBar with an Undo action), or ask first with showDialog\(call.name == "Dismissible" ? " in confirmDismiss" : "") naming what will be lost.",
                at: file.position(ofCall: index), confidence: .medium)
        }
    }

    /// Whether an icon widget draws a deletion: `Icons.delete…`, or an SVG or image asset named
    /// for a trash can or deletion.
    static func drawsDeletion(_ index: Int, in file: DartFile) -> Bool {
        let call = file.calls[index]
        if call.receiver.isEmpty, FlutterIconButtonUnnamed.iconWidgets.contains(call.name),
           case .reference(let names)? = call.positionalArguments.first?.value {
            return names.last.map { $0.hasPrefix("delete") } ?? false
        }
        guard let type = call.receiverName, FlutterIconButtonUnnamed.imageWidgets[type] != nil,
              case .string(let path)? = call.positionalArguments.first?.value else { return false }
        let name = (path.split(separator: "/").last ?? "").lowercased()
        return name.hasPrefix("trash") || name.hasPrefix("delete") || name.hasPrefix("ic_delete")
    }

    /// The token range a handler runs: a closure's body, or the body of the file's function it
    /// names; for a conditional (`single ? null : (direction) { … }`), the first closure in it.
    static func body(of argument: DartArgument, in file: DartFile) -> Range<Int>? {
        switch argument.value {
        case .function(let index): return file.functions[index].bodyRange
        case .reference(let names) where names.count == 1:
            return file.functions.first { $0.name == names[0] && !$0.bodyRange.isEmpty }?.bodyRange
        case .other:
            return file.functions.first { $0.isClosure && argument.tokenRange.contains($0.parameterRange.lowerBound) }?.bodyRange
        default: return nil
        }
    }

    /// Bodies of the file's named functions that calls in a body make without a receiver.
    static func calledBodies(in body: Range<Int>, of file: DartFile) -> [Range<Int>] {
        let names = Set(file.calls.filter { body.contains($0.nameToken) && $0.receiver.isEmpty }.map(\.name))
        return file.functions.filter { $0.name.map(names.contains) ?? false && !$0.bodyRange.isEmpty && !$0.bodyRange.overlaps(body) }.map(\.bodyRange)
    }

    /// Whether a body presents a dialog or sheet before going on (an error alert does not count).
    static func asksFirst(in body: Range<Int>, of file: DartFile) -> Bool {
        file.calls.contains { call in
            guard body.contains(call.nameToken) else { return false }
            if confirmations.contains(call.name) { return true }
            let words = Set(NameWords.split(call.name))
            // The app's own sheet (`showBottomSheetComponent`, `showActionSheet`).
            if call.name.hasPrefix("show"), words.contains("sheet") { return true }
            return !words.isDisjoint(with: DestructiveActions.confirmationWords) && words.isDisjoint(with: DestructiveActions.failureWords)
        }
    }

    /// The first call in a body that deletes the user's data, by its name.
    static func deletion(in body: Range<Int>, of file: DartFile) -> Int? {
        file.calls.indices.first { index in
            let call = file.calls[index]
            guard body.contains(call.nameToken), !collectionEdits.contains(call.name) else { return false }
            let words = NameWords.split(call.name)
            guard let verb = words.first, DestructiveActions.verbs.contains(verb) else { return false }
            return words.dropFirst().allSatisfy { !DestructiveActions.nonDataWords.contains($0) && !historyWords.contains($0) }
        }
    }

    /// Whether a function only edits a collection in memory (`setState(() => items.remove(x))`):
    /// what it removes is kept until the user saves, or was never stored.
    static func onlyEditsMemory(_ body: Range<Int>, of file: DartFile) -> Bool {
        file.calls.allSatisfy { call in
            !body.contains(call.nameToken) || collectionEdits.contains(call.name) || memoryRebuilds.contains(call.name)
        }
    }

    /// Calls that rebuild or announce an in-memory value: a form's state, a list copy.
    static let memoryRebuilds: Set<String> = ["setState", "notifyListeners", "copyWith", "toList", "toSet", "of", "from", "where", "map", "emit"]

    /// Words that name what a search remembers, not what the user made.
    static let historyWords: Set<String> = ["history", "suggestion", "suggestions", "recent", "recents", "query", "queries"]

    /// Whether the file offers a way back: a SnackBar action or any name about undo.
    static func offersUndo(_ file: DartFile) -> Bool {
        guard file.source.mentions("SnackBarAction") || file.source.mentions("ndo") else { return false }
        return file.source.tokens.indices.contains { index in
            guard file.source.kind(at: index) == .identifier else { return false }
            let name = file.source.text(at: index)
            return name == "SnackBarAction" || name.lowercased().contains("undo")
        }
    }
}
