import 'package:flutter/widgets.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

/// `context.l10n.signIn`: the app's strings, generated from lib/l10n/*.arb.
extension L10n on BuildContext {
  AppLocalizations get l10n => AppLocalizations.of(this)!;
}
