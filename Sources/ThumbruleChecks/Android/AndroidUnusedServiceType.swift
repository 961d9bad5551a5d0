import ThumbruleCore
import ThumbruleFrontEnds

/// A declared foreground service that no code puts in the foreground, or a
/// `FOREGROUND_SERVICE_<TYPE>` permission with no service of that type. Play compares the
/// declared types with what the app does. Reported only when the service's class is Kotlin of
/// this project (Java and library classes are not read), at medium confidence: a start through
/// a helper of another class is not followed, except a project class the service hands itself
/// to (`ForegroundNotifier(this)`, or a function of a project object,
/// `ForegroundServiceHelper.startService(this, …)`) that calls `startForeground` itself. Only services that extend `Service` or
/// `LifecycleService` directly are judged: another base may start the foreground itself. In a
/// React Native or Flutter app a permission is not judged: its native modules' manifests, which
/// may declare the service, are not read. Android Lint has no check for this.
struct AndroidUnusedServiceType: AndroidCheck {
    package static let description = CheckDescription(
        id: "bg-declared.unused-service-type",
        ruleId: "bg-declared",
        summary: "A foreground service type or permission declared that no code uses",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.FOREGROUND_SERVICE_LOCATION" />
                    ↓<uses-permission android:name="android.permission.FOREGROUND_SERVICE_CAMERA" />
                    <application>
                        ↓<service android:name=".TrackingService" android:foregroundServiceType="location" />
                    </application>
                """),
                AndroidExample.kotlin("TrackingService", """
                class TrackingService : Service() {
                    override fun onBind(intent: Intent?): IBinder? = null
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int = START_NOT_STICKY
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle", """
                apply plugin: "com.android.application"
                apply plugin: "com.facebook.react"
                android { namespace "com.example.app"; defaultConfig { targetSdkVersion 34 } }
                """),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.FOREGROUND_SERVICE_MICROPHONE" />
                    <application />
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.FOREGROUND_SERVICE_LOCATION" />
                    <application>
                        <service android:name=".TrackingService" android:foregroundServiceType="location" />
                    </application>
                """),
                AndroidExample.kotlin("TrackingService", """
                class TrackingService : Service() {
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        ServiceCompat.startForeground(this, 1, buildNotification(), FOREGROUND_SERVICE_TYPE_LOCATION)
                        return START_STICKY
                    }
                }
                """),
            ]),
            // The service hands itself to a helper class that puts it in the foreground.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".SyncService" android:foregroundServiceType="dataSync" />
                    </application>
                """),
                AndroidExample.kotlin("SyncService", """
                class SyncService : Service() {
                    private val notifier = ProgressNotifier(this)
                    override fun onBind(intent: Intent?): IBinder? = null
                }

                class ProgressNotifier(private val owner: Service) {
                    fun show(id: Int, notification: Notification) = owner.startForeground(id, notification)
                }
                """),
            ]),
            // The service hands itself to a helper object's function that puts it in the foreground.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 34),
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".TransferService" android:foregroundServiceType="dataSync" />
                    </application>
                """),
                AndroidExample.kotlin("TransferService", """
                class TransferService : Service() {
                    override fun onBind(intent: Intent?): IBinder? = null
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        ForegroundHelper.startService(this, 1, buildNotification())
                        return START_NOT_STICKY
                    }
                }

                object ForegroundHelper {
                    fun startService(service: Service, id: Int, notification: Notification) {
                        ServiceCompat.startForeground(service, id, notification, ServiceInfo.FOREGROUND_SERVICE_TYPE_DATA_SYNC)
                    }
                }
                """),
            ]),
        ]
    )

    static let plainBases: Set<String> = ["Service", "LifecycleService", "android.app.Service", "androidx.lifecycle.LifecycleService"]

    /// Whether the service passes itself (`this`) to a project class that calls `startForeground`
    /// (a helper that puts the service it holds in the foreground), or to a function of a project
    /// object or class whose body calls it (`ForegroundServiceHelper.startService(this, id, …)`).
    static func handsItselfToStarter(_ classes: [(file: AndroidKotlinFile, type: Int)], _ android: AndroidModel) -> Bool {
        classes.contains { file, type in
            file.file.calls.indices.contains { index in
                let call = file.file.calls[index]
                guard file.call(index, isInType: type), call.arguments.contains(where: { $0.text == "this" }) else { return false }
                if android.shippingTypes(named: call.name).contains(where: { helper, helperType in
                    helper.file.calls.indices.contains { AndroidForegroundServices.isStart(helper.file.calls[$0].name) && helper.call($0, isInType: helperType) }
                }) { return true }
                guard call.receiver.count == 1, case .name(let owner) = call.receiver[0] else { return false }
                return android.shippingTypes(named: owner).contains { helper, helperType in
                    helper.file.functions.indices.contains { function in
                        helper.file.functions[function].name == call.name && helper.file.functions[function].enclosingType == helperType
                            && helper.file.calls.indices.contains { AndroidForegroundServices.isStart(helper.file.calls[$0].name) && helper.call($0, isInFunction: function) }
                    }
                }
            }
        }
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps {
            let services = app.manifest.components(.service)
            for service in services where !service.foregroundServiceTypes.isEmpty && app.declaresInProject(service.origin) {
                let name = String(service.name.split(separator: ".").last ?? "")
                // A class on another base (Media3's MediaSessionService, a project base class) may be
                // put in the foreground by that base: only plain services are judged.
                let classes = android.shippingTypes(named: name)
                guard !classes.isEmpty, classes.allSatisfy({ Self.plainBases.isSuperset(of: $0.file.file.types[$0.type].supertypes) }), let position = app.position(of: service), !reported.contains(position) else { continue }
                let starts = classes.contains { file, type in
                    file.file.calls.indices.contains { AndroidForegroundServices.isStart(file.file.calls[$0].name) && file.call($0, isInType: type) }
                }
                guard !starts, !Self.handsItselfToStarter(classes, android) else { continue }
                reported.insert(position)
                output.report(
                    "\(name) declares foreground service type \(service.foregroundServiceTypes.joined(separator: "|")) but its class never calls startForeground, so the declaration has no feature behind it; Play reviews declared types against what the app does. Remove the type (and its permission), or start the service in the foreground where the feature needs it.",
                    at: position, confidence: .medium)
            }
            // A React Native or Flutter app's native modules declare services in manifests not read here.
            guard !app.linksCrossPlatformModules else { continue }
            let declaredTypes = Set(services.flatMap(\.foregroundServiceTypes))
            for permission in app.manifest.permissions where app.declaresInProject(permission.origin) {
                guard let type = AndroidForegroundServices.permissions.first(where: { "android.permission." + $0.value == permission.name })?.key,
                      !declaredTypes.contains(type), let position = app.position(of: permission), reported.insert(position).inserted else { continue }
                output.report(
                    "\(permission.name.split(separator: ".").last!) is requested but no service in the merged manifest declares the \(type) type, so nothing uses it; Play reviews foreground service permissions against declared services. Remove it.",
                    at: position, confidence: .medium)
            }
        }
    }
}
