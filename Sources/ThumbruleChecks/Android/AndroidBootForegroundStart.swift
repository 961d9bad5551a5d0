import ThumbruleCore
import ThumbruleFrontEnds

/// A `BOOT_COMPLETED` receiver that starts a foreground service of a type Android bars from
/// boot starts: `dataSync`, `camera`, `mediaPlayback`, `phoneCall` and `mediaProjection` for
/// apps targeting Android 15, `microphone` from Android 14 (Android 15 foreground service type
/// changes). The service is the one the receiver's function names as `X::class`, and its
/// types come from the merged manifest; a service of another type (a `remoteMessaging`
/// connection kept alive) may start at boot and is left alone, as is one whose type is unknown.
/// Android Lint has no check for this.
struct AndroidBootForegroundStart: AndroidCheck {
    /// A manifest declaring `.BootReceiver` for BOOT_COMPLETED, shared by the examples.
    static let bootReceiverManifest = AndroidExample.manifest("""
            <application>
                <receiver android:name=".BootReceiver" android:exported="false">
                    <intent-filter><action android:name="android.intent.action.BOOT_COMPLETED" /></intent-filter>
                </receiver>
                <service android:name=".SyncService" android:foregroundServiceType="dataSync" android:exported="false" />
                <service android:name=".RelayService" android:foregroundServiceType="remoteMessaging" android:exported="false" />
            </application>
        """)

    package static let description = CheckDescription(
        id: "bg-service-last.boot-start",
        ruleId: "bg-service-last",
        summary: "A boot receiver starts a foreground service",
        triggering: [
            Self.bootExample("""
            package com.example.app

            class BootReceiver : BroadcastReceiver() {
                override fun onReceive(context: Context, intent: Intent) {
                    ContextCompat.↓startForegroundService(context, Intent(context, SyncService::class.java))
                }
            }
            """),
        ],
        nonTriggering: [
            Self.bootExample("""
            class BootReceiver : BroadcastReceiver() {
                override fun onReceive(context: Context, intent: Intent) {
                    WorkManager.getInstance(context).enqueue(OneTimeWorkRequestBuilder<SyncWorker>().build())
                }
            }
            """),
            // An opt-in message relay (remoteMessaging) may start at boot.
            Self.bootExample("""
            class BootReceiver : BroadcastReceiver() {
                override fun onReceive(context: Context, intent: Intent) {
                    if (Settings.relayEnabled(context)) {
                        val relay = Intent(context, RelayService::class.java)
                        context.startForegroundService(relay)
                    }
                }
            }
            """),
        ]
    )

    /// An app targeting API 35 whose manifest has the boot receiver, with this receiver code.
    static func bootExample(_ receiver: String) -> CheckExample {
        CheckExample(files: [AndroidExample.settings, AndroidExample.build(targetSdk: 35), bootReceiverManifest,
                             AndroidExample.kotlin("BootReceiver", receiver)])
    }

    static let bootActions: Set<String> = ["android.intent.action.BOOT_COMPLETED", "android.intent.action.LOCKED_BOOT_COMPLETED"]

    /// Foreground service types a boot receiver may not start (Android 15 for all but
    /// `microphone`, which Android 14 bars).
    static let barredTypes: Set<String> = ["dataSync", "camera", "mediaPlayback", "phoneCall", "mediaProjection", "microphone"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var receivers = Set<String>()
        for app in android.apps {
            for receiver in app.manifest.components(.receiver)
            where receiver.component.intentFilters.contains(where: { !Self.bootActions.isDisjoint(with: $0.actions) }) {
                receivers.insert(String(receiver.name.split(separator: ".").last ?? ""))
            }
        }
        for name in receivers.sorted() {
            for (file, type) in android.shippingTypes(named: name) {
                for index in file.file.callIndices(named: "startForegroundService") where file.call(index, isInType: type) {
                    let barred = Self.startedServices(by: index, in: file).compactMap { service -> String? in
                        let types = android.declaredServiceTypes(ofClass: service).intersection(Self.barredTypes)
                        return types.isEmpty ? nil : "\(service) (\(types.sorted().joined(separator: "|")))"
                    }
                    guard !barred.isEmpty else { continue }
                    output.report(
                        "\(name) receives BOOT_COMPLETED and starts \(barred.joined(separator: ", ")) in the foreground; apps targeting Android 15 may not start dataSync, camera, media playback, phone call or media projection services from a boot receiver (microphone from Android 14), and the start throws. Schedule the work with WorkManager from the receiver instead.",
                        at: file.position(ofCall: index), confidence: .medium)
                }
            }
        }
    }

    /// The classes named as `X::class` in the function around a start call: the services its
    /// intents point at.
    static func startedServices(by call: Int, in file: AndroidKotlinFile) -> [String] {
        let source = file.file.source
        let range: Range<Int>
        if let function = file.file.calls[call].enclosingFunction, let body = file.file.functions[function].bodyRange {
            range = body
        } else {
            range = file.file.calls[call].tokenRange
        }
        var names: [String] = []
        for index in range where source.kind(at: index) == .doubleColon && source.text(at: index + 1) == "class" && source.kind(at: index - 1) == .identifier {
            let name = source.text(at: index - 1)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
