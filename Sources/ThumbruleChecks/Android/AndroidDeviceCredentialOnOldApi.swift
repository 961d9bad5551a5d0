import ThumbruleCore
import ThumbruleFrontEnds

/// `setAllowedAuthenticators` or `canAuthenticate` given `DEVICE_CREDENTIAL` alone or
/// `BIOMETRIC_STRONG or DEVICE_CREDENTIAL`, in an app whose minSdk is 29 or lower, where the
/// function never reads `Build.VERSION.SDK_INT`: up to API 29 neither combination is supported
/// (`BiometricManager.Authenticators`), so the prompt throws or reports no hardware on those
/// phones. Android Lint has no check for this.
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
        ]
    )

    static let authenticators: Set<String> = ["BIOMETRIC_STRONG", "BIOMETRIC_WEAK", "DEVICE_CREDENTIAL"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        guard let minSdk = android.lowestKnownMinSdk, minSdk <= 29 else { return }
        for (file, call) in android.shippingCalls(named: ["setAllowedAuthenticators", "canAuthenticate"]) {
            guard let argument = file.file.calls[call].arguments.first else { continue }
            let source = file.file.source
            let named = Set(argument.expression.tokenRange.filter { source.tokens[$0].kind == .identifier }.map { source.text(at: $0) }.filter(Self.authenticators.contains))
            guard named.contains("DEVICE_CREDENTIAL"), !named.contains("BIOMETRIC_WEAK"),
                  !file.enclosingFunction(ofCall: call, names: ["SDK_INT"]) else { continue }
            let combination = named.contains("BIOMETRIC_STRONG") ? "BIOMETRIC_STRONG or DEVICE_CREDENTIAL" : "DEVICE_CREDENTIAL alone"
            output.report(
                "\(combination) is not supported up to API 29, and the app's minSdk is \(minSdk), so on those phones the prompt fails instead of unlocking the session. Check Build.VERSION.SDK_INT >= 30 first and fall back to BIOMETRIC_WEAK or DEVICE_CREDENTIAL (or KeyguardManager.isDeviceSecure) below it.",
                at: file.position(ofCall: call))
        }
    }
}
