import 'package:flutter/widgets.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';
import 'package:intl/intl.dart';

/// `context.l10n.signIn`: the app's strings, generated from lib/l10n/*.arb.
extension L10n on BuildContext {
  AppLocalizations get l10n => AppLocalizations.of(this)!;
}

/// The day a hike was logged, for its row.
// Violation (l10n-format): every reader gets German dates, whatever language the app is in.
String hikeDay(DateTime day) => DateFormat.MMMd('de_DE').format(day);
