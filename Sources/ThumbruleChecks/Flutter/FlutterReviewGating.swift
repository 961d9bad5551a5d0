import ThumbruleCore
import ThumbruleFrontEnds

/// Review gating in a Flutter app: the store review request (in_app_review's `requestReview()`
/// or `openStoreListing()`) reached only in the branch of an `if` that tests the person's own
/// answer to the app's question: a star count or rating compared with a threshold
/// (`if (stars >= 4)`), or a stored good answer (`if (!isGoodAnswer) return;` before the
/// request). Only the happy are sent to the store, which Apple rejects under guideline 5.6.1
/// and Play's In-App Review guidance forbids (`fb-review-prompt`).
///
/// The request may sit in the branch, after a guard that returns, or in a function of the same
/// file the branch calls (`open()` that opens the store listing). Left alone: conditions on
/// counters and dates (`ratingPromptCount < 3`, `launches >= 5`), which pick a moment rather
/// than a person. Known false negatives: an answer stored in one file and read in another
/// under a name without those words, and a gate two functions away.
struct FlutterReviewGating: FlutterCheck {
    package static let description = CheckDescription(
        id: "fb-review-prompt.flutter-review-gating",
        ruleId: "fb-review-prompt",
        summary: "A Flutter app sends only people who answered happily to the store review",
        triggering: [
            // cashew: the feedback popup asks for the review only at four stars or more.
            CheckExample(files: [FlutterExample.pubspec(["in_app_review"]), FlutterExample.dart("feedback", """
            import 'package:in_app_review/in_app_review.dart';

            final InAppReview inAppReview = InAppReview.instance;

            Future<void> sendFeedback(String text, {int? chosenStars}) async {
              ↓if ((chosenStars ?? 0) >= 4) {
                if (await inAppReview.isAvailable()) inAppReview.requestReview();
              }
              await upload(text, chosenStars);
            }
            """)]),
            // cashew's home card: high stars open the store listing through a method of the same state.
            CheckExample(files: [FlutterExample.pubspec(["in_app_review"]), FlutterExample.dart("home_card", """
            import 'package:flutter/material.dart';
            import 'package:in_app_review/in_app_review.dart';

            class RateCardState extends State<RateCard> {
              void openStore() {
                InAppReview.instance.openStoreListing(appStoreId: '123');
              }

              @override
              Widget build(BuildContext context) => StarRow(onTap: (i) {
                    ↓if (i > 3) {
                      openStore();
                    } else {
                      askForFeedback(rating);
                    }
                  });
            }
            """)]),
            // pilll: the request returns early unless the app's own survey was answered "good".
            CheckExample(files: [FlutterExample.pubspec(["in_app_review"]), FlutterExample.dart("review", """
            import 'package:in_app_review/in_app_review.dart';

            Future<void> askForReview(SharedPreferences prefs) async {
              final likedAnswer = prefs.getBool('survey_liked_answer') ?? false;
              ↓if (!likedAnswer) {
                return;
              }
              await InAppReview.instance.requestReview();
            }
            """)]),
        ],
        nonTriggering: [
            // A moment picked by counts, never by the person's answer.
            CheckExample(files: [FlutterExample.pubspec(["in_app_review"]), FlutterExample.dart("review", """
            import 'package:in_app_review/in_app_review.dart';

            Future<void> afterExport(int exports, int reviewPromptCount) async {
              if (exports >= 3 && reviewPromptCount < 1) {
                await InAppReview.instance.requestReview();
              }
            }
            """)]),
            // Stars read by a page that then sends everyone to the same place.
            CheckExample(files: [FlutterExample.pubspec(["in_app_review"]), FlutterExample.dart("rate_row", """
            import 'package:in_app_review/in_app_review.dart';

            void onRated(int stars) {
              if (stars >= 4) analytics.log('happy');
              InAppReview.instance.openStoreListing();
            }
            """)]),
        ]
    )

    /// Calls of in_app_review that ask the store for a review or open the store page.
    static let reviewCalls: Set<String> = ["requestReview", "openStoreListing"]
    /// Words of a name holding the person's star count or rating.
    static let ratingWords: Set<String> = ["star", "stars", "rating", "rated"]
    /// Words of a name holding a happy answer to the app's own question.
    static let happyWords: Set<String> = ["good", "happy", "satisfied", "positive", "liked", "likes", "enjoying", "enjoyed", "loves"]
    /// Words of a name holding an answer, a response.
    static let answerWords: Set<String> = ["answer", "answered", "response", "reply", "feedback", "survey", "vote", "reaction"]
    /// Words of a counter or a date: such a condition picks a moment, not a person.
    static let momentWords: Set<String> = ["count", "counter", "times", "shown", "asked", "prompted", "last", "date", "days", "launch", "launches", "session", "sessions", "total", "number", "num", "max", "min", "limit"]

    func check(_ flutter: FlutterModel, in project: Project, _ output: inout CheckOutput) {
        for file in flutter.shippingFiles where file.file.source.mentions("requestReview") || file.file.source.mentions("openStoreListing") {
            let dart = file.file
            let source = dart.source
            let requests = dart.calls.indices.filter { index in
                Self.reviewCalls.contains(dart.calls[index].name)
                    && dart.receiverNames(of: index).contains { $0.lowercased().contains("review") }
            }
            guard !requests.isEmpty else { continue }
            // Functions of the file whose body makes the request: a branch calling one asks too.
            let asking = Set(dart.functions.indices.filter { function in
                let body = dart.functions[function].bodyRange
                return !body.isEmpty && requests.contains { body.contains(dart.calls[$0].nameToken) }
            }.compactMap { dart.functions[$0].name })
            func asks(in range: Range<Int>) -> Bool {
                dart.calls.indices.contains { index in
                    guard range.contains(dart.calls[index].nameToken) else { return false }
                    if requests.contains(index) { return true }
                    return asking.contains(dart.calls[index].name) && FlutterPurchaseCode.sameFileFunctions(called: index, in: dart).isEmpty == false
                }
            }
            var reported = Set<SourcePosition>()
            for token in source.tokens.indices where source.tokenIs(token, "if") && source.kind(at: token + 1) == .leftParen {
                // A star widget's callback (`ScalingStars(onTap: (i) { if (i >= 4) … })`) compares the stars chosen.
                let widget = dart.calls.filter { $0.tokenRange.contains(token) }.max { $0.startToken < $1.startToken }
                let inRatingWidget = widget.map { !Set(NameWords.split($0.name).map { $0.lowercased() }).isDisjoint(with: Self.ratingWords) } ?? false
                guard let close = source.partner(of: token + 1), let gate = Self.gate((token + 2)..<close, source, inRatingWidget: inRatingWidget),
                      let branch = FlutterPurchaseCode.branch(after: close, in: source) else { continue }
                var gated = asks(in: branch)
                if !gated, let elseBranch = Self.elseBranch(after: branch, in: source) { gated = asks(in: elseBranch) }
                if !gated, gate == .answer, Self.returns(branch, source),
                   let function = dart.functions.indices.filter({ dart.functions[$0].bodyRange.contains(token) })
                       .min(by: { dart.functions[$0].bodyRange.count < dart.functions[$1].bodyRange.count }) {
                    gated = asks(in: branch.upperBound..<dart.functions[function].bodyRange.upperBound)
                }
                guard gated else { continue }
                let position = file.position(source.tokens[token].position)
                guard file.ships(line: position.line), reported.insert(position).inserted else { continue }
                output.report(
                    "The store review is requested only when the person's own answer was happy (a high star count, a yes to the app's question), so only satisfied people reach the store: that is review gating, which Apple rejects under guideline 5.6.1 and Google Play's review policy forbids. Request the system review prompt after a completed success with no question before it, and offer feedback to everyone through its own path.",
                    at: position, confidence: .high)
            }
        }
    }

    enum Gate { case rating, answer }

    /// What a condition tests about the person: a star count or rating against a number or a
    /// constant, or a happy answer; nil when it tests neither or names a counter or a date.
    static func gate(_ condition: Range<Int>, _ source: DartSource, inRatingWidget: Bool = false) -> Gate? {
        var found: Gate?
        let compares = condition.contains { index in
            let kind = source.kind(at: index)
            if kind == .less || kind == .greater { return true }
            return kind == .operator && [">=", "<=", "=="].contains(source.text(at: index))
        }
        for index in condition where source.kind(at: index) == .identifier {
            let words = Set(NameWords.split(source.text(at: index)).map { $0.lowercased() })
            if !words.isDisjoint(with: momentWords) { return nil }
            if compares, !words.isDisjoint(with: ratingWords) { found = .rating }
            else if found == nil, !words.isDisjoint(with: happyWords), !words.isDisjoint(with: answerWords) || words.contains("is") || words.count == 1 {
                found = .answer
            }
        }
        if found == nil, compares, inRatingWidget, condition.contains(where: { source.kind(at: $0) == .integer }) { return .rating }
        return found
    }

    /// Whether a branch does nothing but return.
    static func returns(_ branch: Range<Int>, _ source: DartSource) -> Bool {
        let tokens = branch.filter { source.kind(at: $0) != .leftBrace && source.kind(at: $0) != .rightBrace && source.kind(at: $0) != .semicolon }
        return tokens.count == 1 && source.tokenIs(tokens[0], "return")
    }

    /// The `else` branch after a then-branch, if any.
    static func elseBranch(after branch: Range<Int>, in source: DartSource) -> Range<Int>? {
        var next = branch.upperBound
        if source.kind(at: next) == .rightBrace || source.kind(at: next) == .semicolon { next += 1 }
        guard next < source.tokens.count, source.tokenIs(next, "else") else { return nil }
        if source.kind(at: next + 1) == .leftBrace, let end = source.partner(of: next + 1) { return (next + 1)..<end }
        var index = next + 1
        while index < source.tokens.count, source.kind(at: index) != .semicolon { index += 1 }
        return (next + 1)..<index
    }
}
