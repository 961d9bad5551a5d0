import 'package:flutter/material.dart';
import 'package:file_picker/file_picker.dart';
import 'package:permission_handler/permission_handler.dart';

/// Imports a GPX track the user recorded with another app.
Future<PlatformFile?> importTrack() async {
  // Violation (perm-scope): the system file picker needs no storage permission.
  final status = await Permission.storage.request();
  if (status.isGranted) {
    final picked = await FilePicker.platform.pickFiles(type: FileType.custom, allowedExtensions: ['gpx']);
    return picked?.files.single;
  } else {
    // Violation (state-permission): a refusal is answered with the Settings app, and nothing said.
    openAppSettings();
  }
  return null;
}

/// Tells the user the track could not be read.
Future<void> showImportFailure(BuildContext context, Object error, StackTrace stackTrace) => showDialog(
      context: context,
      // Violation (state-error): the user is shown a stack trace.
      builder: (_) => AlertDialog(content: SelectableText('$error\n$stackTrace')),
    );
