import ThumbruleCore
import ThumbruleFrontEnds

/// `setAllowedAuthenticators` or `canAuthenticate` given `DEVICE_CREDENTIAL` alone or
/// `BIOMETRIC_STRONG or DEVICE_CREDENTIAL`, in an app whose minSdk is 29 or lower, where the
/// function never reads `Build.VERSION.SDK_INT`: up to API 29 neither combination is supported
/// (`BiometricManager.Authenticators`), so the prompt throws or reports no hardware on those
/// phones. A call in the branch of an `if` whose condition calls a shipping function that reads
/// `SDK_INT` (itself, or through a function it calls) is version-checked too: the app's own
/// helper (`fun canUseDeviceCredential(context) = SDK_INT >= R && enabled(context)`). So is one
/// in the branch of an `if` whose condition reads `SDK_INT` itself, which matters outside
/// functions: a property initialised by `if (SDK_INT >= R) { … } else { … }`. A property read
/// as the condition (`AndroidVersion.isAtLeastR`) is not followed. Android Lint has no check for
/// this.
struct AndroidDeviceCredentialOnOldApi: AndroidCheck {
    package static let description = CheckDescription(
        id: "auth-biometric-session.android-device-credential",
        ruleId: "auth-biometric-session",
        summary: "DEVICE_CREDENTIAL alone or with BIOMETRIC_STRONG used with minSdk 29 or lower and no version check",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("VaultLock", """
                package com.example.app

                fun unlockPrompt(title: String) = BiometricPrompt.PromptInfo.Builder()
                    .setTitle(title)
                    .↓setAllowedAuthenticators(BiometricManager.Authenticators.BIOMETRIC_STRONG or BiometricManager.Authenticators.DEVICE_CREDENTIAL)
                    .build()
                """),
            ]),
            // primal-android: the prompt is built only after canAuthenticate asked about the same
            // combination, so the note stands at that question alone, not again at the prompt.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("UnlockHelper", """
                fun unlock(activity: FragmentActivity, onDone: () -> Unit) {
                    if (BiometricManager.from(activity).↓canAuthenticate(BIOMETRIC_STRONG or DEVICE_CREDENTIAL) == BIOMETRIC_SUCCESS) {
                        val info = BiometricPrompt.PromptInfo.Builder()
                            .setTitle("Unlock")
                            .setAllowedAuthenticators(BIOMETRIC_STRONG or DEVICE_CREDENTIAL)
                            .build()
                        prompt(activity, onDone).authenticate(info)
                    } else {
                        onDone()
                    }
                }
                """),
            ]),
            // A property initialised by an if on a setting, not on the version.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AppLock", """
                class AppLock(private val context: Context, allowPasscode: Boolean) {
                    private val promptInfo = if (allowPasscode) {
                        BiometricPrompt.PromptInfo.Builder()
                            .setTitle(context.getString(R.string.unlock))
                            .↓setAllowedAuthenticators(BIOMETRIC_STRONG or DEVICE_CREDENTIAL)
                            .build()
                    } else {
                        BiometricPrompt.PromptInfo.Builder()
                            .setTitle(context.getString(R.string.unlock))
                            .setAllowedAuthenticators(BIOMETRIC_STRONG)
                            .setNegativeButtonText(context.getString(android.R.string.cancel))
                            .build()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("VaultLock", """
                fun unlockPrompt(title: String): BiometricPrompt.PromptInfo {
                    val allowed = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) BIOMETRIC_STRONG or DEVICE_CREDENTIAL else BIOMETRIC_WEAK or DEVICE_CREDENTIAL
                    return BiometricPrompt.PromptInfo.Builder().setTitle(title).setAllowedAuthenticators(allowed).build()
                }

                fun weakPrompt(title: String) = BiometricPrompt.PromptInfo.Builder()
                    .setTitle(title)
                    .setAllowedAuthenticators(BIOMETRIC_WEAK or DEVICE_CREDENTIAL)
                    .build()
                """),
            ]),
            // A property initialised by an if on the version, outside any function.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("AppLock", """
                class AppLock(private val context: Context) {
                    private val promptInfo = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
                        BiometricPrompt.PromptInfo.Builder()
                            .setTitle(context.getString(R.string.unlock))
                            .setAllowedAuthenticators(BIOMETRIC_STRONG or DEVICE_CREDENTIAL)
                            .build()
                    } else {
                        BiometricPrompt.PromptInfo.Builder()
                            .setTitle(context.getString(R.string.unlock))
                            .setAllowedAuthenticators(BIOMETRIC_STRONG)
                            .setNegativeButtonText(context.getString(android.R.string.cancel))
                            .build()
                    }
                }
                """),
            ]),
            // Behind the app's own version helper, which reads SDK_INT through its overload.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.kotlin("VaultLock", """
                private fun canUseDeviceCredential(enabled: Boolean) = Build.VERSION.SDK_INT >= Build.VERSION_CODES.R && enabled

                fun canUseDeviceCredential(context: Context) = canUseDeviceCredential(Settings.deviceUnlock(context))

                fun unlockPrompt(context: Context, title: String) = BiometricPrompt.PromptInfo.Builder().apply {
                    setTitle(title)
                    if (canUseDeviceCredential(context)) {
                        setAllowedAuthenticators(DEVICE_CREDENTIAL)
                    } else {
                        setNegativeButtonText(context.getString(android.R.string.cancel))
                    }
                }.build()
                """),
            ]),
        ]
    )

    static let authenticators: Set<String> = ["BIOMETRIC_STRONG", "BIOMETRIC_WEAK", "DEVICE_CREDENTIAL"]

    /// Names of shipping functions whose body reads `SDK_INT`, or calls a function that does.
    static func versionCheckingFunctions(in android: AndroidModel) -> Set<String> {
        var reads = Set<String>()
        var callees: [String: Set<String>] = [:]
        for file in android.shippingKotlin {
            let sdk = file.identifierTokens(["SDK_INT"])
            for (index, function) in file.file.functions.enumerated() {
                guard let body = function.bodyRange else { continue }
                if sdk.contains(where: body.contains) { reads.insert(function.name) }
                callees[function.name, default: []].formUnion(file.file.calls.filter { body.contains($0.nameToken) && $0.enclosingFunction == index }.map(\.name))
            }
        }
        return reads.union(callees.filter { !$0.value.isDisjoint(with: reads) }.keys)
    }

    /// Whether the call's statement sits in the then-branch of an `if` whose condition reads
    /// `SDK_INT` or calls one of the version-checking functions.
    static func isInVersionCheckedBranch(_ call: Int, in file: AndroidKotlinFile, checks: Set<String>) -> Bool {
        let source = file.file.source
        let start = AndroidBranch.chainStart(endingAt: file.file.calls[call].nameToken, in: source)
        guard let branch = AndroidBranch.enclosing(statementAt: start, in: source), !branch.isElse else { return false }
        return branch.condition.contains { token in
            guard source.kind(at: token) == .identifier else { return false }
            return source.name(at: token) == "SDK_INT"
                || (source.kind(at: token + 1) == .leftParen && checks.contains(source.name(at: token)))
        }
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard let minSdk = android.lowestKnownMinSdk, minSdk <= 29 else { return }
        let versionChecks = Self.versionCheckingFunctions(in: android)
        func authenticatorsNamed(_ call: Int, in file: AndroidKotlinFile) -> Set<String>? {
            guard let argument = file.file.calls[call].arguments.first else { return nil }
            let source = file.file.source
            return Set(argument.expression.tokenRange.filter { source.tokens[$0].kind == .identifier }.map { source.text(at: $0) }.filter(Self.authenticators.contains))
        }
        for (file, call) in android.shippingCalls(named: ["setAllowedAuthenticators", "canAuthenticate"]) {
            guard let named = authenticatorsNamed(call, in: file) else { continue }
            // A prompt built after `canAuthenticate` asked about the same combination in the file
            // is shown only when that returned success, which it does not up to API 29: the
            // `canAuthenticate` call carries the note, and the prompt adds nothing.
            if file.file.calls[call].name == "setAllowedAuthenticators",
               file.file.calls.indices.contains(where: { file.file.calls[$0].name == "canAuthenticate" && authenticatorsNamed($0, in: file) == named }) { continue }
            guard named.contains("DEVICE_CREDENTIAL"), !named.contains("BIOMETRIC_WEAK"),
                  !file.enclosingFunction(ofCall: call, names: ["SDK_INT"]),
                  !Self.isInVersionCheckedBranch(call, in: file, checks: versionChecks) else { continue }
            let combination = named.contains("BIOMETRIC_STRONG") ? "BIOMETRIC_STRONG or DEVICE_CREDENTIAL" : "DEVICE_CREDENTIAL alone"
            output.report(
                "\(combination) is not supported up to API 29, and the app's minSdk is \(minSdk), so on those phones the prompt fails instead of unlocking the session. Check Build.VERSION.SDK_INT >= 30 first and fall back to BIOMETRIC_WEAK or DEVICE_CREDENTIAL (or KeyguardManager.isDeviceSecure) below it.",
                at: file.position(ofCall: call))
        }
    }
}
