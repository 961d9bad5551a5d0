import 'package:in_app_review/in_app_review.dart';

/// Sends the stars a hiker chose on the trail feedback sheet, and asks the store for a review
/// only when they were high: review gating.
Future<void> submitTrailFeedback(int chosenStars, Future<void> Function(int) upload) async {
  if (chosenStars >= 4) {
    await InAppReview.instance.requestReview();
  }
  await upload(chosenStars);
}
