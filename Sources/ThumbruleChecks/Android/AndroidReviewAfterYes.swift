import ThumbruleCore
import ThumbruleFrontEnds

/// The Play in-app review launched from the handler of a happy answer to the app's own
/// question: a `launchReviewFlow` (or the app's `launchReview` / `requestReview` helper) inside
/// a lambda passed as `onClickYes`, `onPositive`, `onLikeClick`… of a dialog or page. Only
/// people who said yes reach the review card, and Play asks that no question come before it;
/// that is review gating (`fb-review-prompt`).
///
/// Only the nearest labelled argument around the call counts, so a review launched from a
/// neutral callback (`onReviewReady`, `onContinue`) stays quiet. Known false negatives: a yes
/// that sets a flag read elsewhere, and answers named otherwise (`onStarSelected(5)`).
struct AndroidReviewAfterYes: AndroidCheck {
    package static let description = CheckDescription(
        id: "fb-review-prompt.android-review-after-yes",
        ruleId: "fb-review-prompt",
        summary: "An Android app launches the Play review only after a yes to its own question",
        triggering: [
            // pocket-casts-android: "Enjoying the app?" Yes launches the review; No opens help.
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(dependencies: ["com.google.android.play:review-ktx:2.0.1"]),
                AndroidExample.kotlin("RateDialog", """
                package com.example.app

                class RateDialog : DialogFragment() {
                    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?) = content {
                        EnjoyingPage(
                            onClickNo = { openHelp() },
                            onClickYes = {
                                lifecycleScope.launch {
                                    viewModel.↓launchReview(requireActivity())
                                    dismiss()
                                }
                            },
                        )
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The review launched after a finished workout, with no question before it.
            CheckExample(files: [
                AndroidExample.settings,
                AndroidExample.build(dependencies: ["com.google.android.play:review-ktx:2.0.1"]),
                AndroidExample.kotlin("WorkoutDone", """
                package com.example.app

                @Composable
                fun WorkoutDone(activity: Activity, manager: ReviewManager, info: ReviewInfo) {
                    SummaryPage(
                        onShown = { manager.launchReviewFlow(activity, info) },
                        onClickDone = { finish() },
                    )
                }
                """),
            ]),
        ]
    )

    /// Words of an argument label that names a happy answer.
    static let yesWords: Set<String> = ["yes", "positive", "like", "liked", "likes", "love", "loved", "happy", "enjoy", "enjoying", "satisfied", "thumbs", "good"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        for file in android.shippingKotlin where file.file.source.bytes.contains(utf8: "Review") {
            let kotlin = file.file
            for index in kotlin.calls.indices where Self.launchesReview(kotlin.calls[index].name) {
                guard file.ships(kotlin.calls[index].position), let label = Self.nearestLabel(around: index, in: kotlin) else { continue }
                let words = Set(NameWords.split(label).map { $0.lowercased() })
                guard words.contains("on"), !words.isDisjoint(with: Self.yesWords) else { continue }
                output.report(
                    "The in-app review is launched only from the yes of the app's own question (\(label)), so only people who said they are happy reach the review card: that is review gating, which Google Play's review policy forbids and Apple rejects under guideline 5.6.1. Launch the review after a completed success with no question before it, and give everyone the same feedback path.",
                    at: file.position(ofCall: index), confidence: .high)
            }
        }
    }

    /// Play's `launchReviewFlow`, or the app's helper for it (`launchReview`, `requestReview`,
    /// `showInAppReview`).
    static func launchesReview(_ name: String) -> Bool {
        if name == "launchReviewFlow" { return true }
        let words = NameWords.split(name).map { $0.lowercased() }
        guard let first = words.first, ["launch", "request", "show", "start"].contains(first) else { return false }
        return words.contains("review")
    }

    /// The label of the nearest labelled argument holding the call, through lambdas
    /// (`onClickYes = { scope.launch { launchReview() } }` gives `onClickYes`).
    static func nearestLabel(around index: Int, in kotlin: KotlinFile) -> String? {
        var container = kotlin.calls[index].container
        var steps = 0
        while let current = container, steps < 8 {
            if case .argument(let call, let argument) = current, kotlin.calls[call].arguments.indices.contains(argument),
               let label = kotlin.calls[call].arguments[argument].label {
                return label
            }
            container = kotlin.calls[current.call].container
            steps += 1
        }
        return nil
    }
}
