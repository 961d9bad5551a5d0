// GENERATED CODE - DO NOT MODIFY BY HAND

part of 'trail.dart';

// Generated code is not the app's writing: nothing here is reported.
Widget _$debugTile() => IconButton(icon: const Icon(Icons.bug_report), onPressed: () {});
