import ThumbruleCore
import ThumbruleFrontEnds

/// A permission the app's own manifest requests that Google Play approves only through a
/// declaration form in Play Console, for the core uses its Permissions and APIs that Access
/// Sensitive Information policy lists: all-package visibility, all-files access, background
/// location, SMS and Call Log, installing packages. A note: the check cannot tell the app's core use, only that a
/// release will wait on the declaration. SMS and Call Log access are left alone where the
/// manifest makes the app a candidate for the role they serve (`handlerRoles`): being the
/// default SMS or Phone app, or screening calls, is the core use Play's policy names.
struct AndroidPlayDeclarationPermission: AndroidCheck {
    package static let description = CheckDescription(
        id: "perm-scope.play-declaration",
        ruleId: "perm-scope",
        summary: "A permission Google Play approves only through a Play Console declaration",
        optIn: "Judged true in 7 of 23 findings on apps nobody tuned it on: Play accepts these permissions for an app whose core function needs them, which the code does not say.",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    ↓<uses-permission android:name="android.permission.QUERY_ALL_PACKAGES" />
                    ↓<uses-permission android:name="android.permission.READ_SMS" />
                    <application />
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />
                    <uses-permission android:name="android.permission.QUERY_ALL_PACKAGES" tools:node="remove" />
                    <application />
                """),
            ]),
            // The Play flavour's manifest removes all-files access; the full build for other stores keeps it.
            CheckExample(files: [
                AndroidExample.settings,
                ("app/build.gradle.kts", """
                plugins { id("com.android.application") }
                android {
                    namespace = "org.notes.app"
                    defaultConfig { applicationId = "org.notes.app"; minSdk = 26; targetSdk = 36 }
                    flavorDimensions += "appStore"
                    productFlavors {
                        create("play") { dimension = "appStore" }
                        create("full") { dimension = "appStore" }
                    }
                }
                """),
                ("app/src/main/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <uses-permission android:name="android.permission.MANAGE_EXTERNAL_STORAGE" />
                    <application />
                </manifest>
                """),
                ("app/src/play/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
                    <uses-permission android:name="android.permission.MANAGE_EXTERNAL_STORAGE" tools:node="remove" />
                </manifest>
                """),
            ]),
            // A texting app that asks to be the default SMS app: Android delivers texts only to it.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(targetSdk: 36),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.READ_SMS" />
                    <uses-permission android:name="android.permission.SEND_SMS" />
                    <uses-permission android:name="android.permission.RECEIVE_SMS" />
                    <uses-permission android:name="android.permission.RECEIVE_MMS" />
                    <application>
                        <receiver android:name=".inbox.IncomingText" android:exported="true" android:permission="android.permission.BROADCAST_SMS">
                            <intent-filter><action android:name="android.provider.Telephony.SMS_DELIVER" /></intent-filter>
                        </receiver>
                    </application>
                """),
            ]),
        ]
    )

    /// The permission, what Play calls the access, and the narrower way most apps need.
    static let declared: [String: (access: String, instead: String)] = [
        "android.permission.QUERY_ALL_PACKAGES": ("all-package visibility", "list the packages or intents the app talks to in <queries>"),
        "android.permission.MANAGE_EXTERNAL_STORAGE": ("all files access", "use the Storage Access Framework or MediaStore"),
        "android.permission.ACCESS_BACKGROUND_LOCATION": ("background location", "use location only while the app is in use"),
        "android.permission.READ_SMS": ("SMS", "use the SMS Retriever or SMS User Consent API for one-time codes"),
        "android.permission.SEND_SMS": ("SMS", "send through the user's SMS app with an ACTION_SENDTO intent"),
        "android.permission.RECEIVE_SMS": ("SMS", "use the SMS Retriever or SMS User Consent API for one-time codes"),
        "android.permission.RECEIVE_MMS": ("SMS", "leave MMS to the default SMS app"),
        "android.permission.RECEIVE_WAP_PUSH": ("SMS", "leave WAP push to the default SMS app"),
        "android.permission.READ_CALL_LOG": ("Call Log", "drop call-log access unless the app is the default dialer"),
        "android.permission.WRITE_CALL_LOG": ("Call Log", "drop call-log access unless the app is the default dialer"),
        "android.permission.PROCESS_OUTGOING_CALLS": ("Call Log", "use CallRedirectionService or drop the permission"),
        "android.permission.REQUEST_INSTALL_PACKAGES": ("package installation", "send users to the app's store listing instead of installing packages"),
    ]

    /// Default-handler roles, each by the component only an app taking it declares (the action
    /// it handles and the permission that lets only the system deliver it), with the access
    /// (`declared`) it needs: a receiver of `SMS_DELIVER` for the default SMS app, an
    /// `InCallService` for the default Phone app, a `CallScreeningService` for call screening.
    static let handlerRoles: [(action: String, guardedBy: String, access: String)] = [
        ("android.provider.Telephony.SMS_DELIVER", "android.permission.BROADCAST_SMS", "SMS"),
        ("android.telecom.InCallService", "android.permission.BIND_INCALL_SERVICE", "Call Log"),
        ("android.telecom.CallScreeningService", "android.permission.BIND_SCREENING_SERVICE", "Call Log"),
    ]

    /// True when the manifest of a Play flavour or of the release build (`src/play/`,
    /// `src/googlePlayRelease/`, `src/release/`) removes the permission with
    /// `tools:node="remove"`: the build uploaded to Play does not request it, and only other
    /// channels' builds (F-Droid, the website) keep it.
    static func removedFromPlayBuild(_ permission: String, in app: AndroidApp) -> Bool {
        (app.permissionsRemovedByVariants[permission] ?? []).contains { set in
            let words = Set(NameWords.split(set).map { $0.lowercased() })
            return words.contains("release") || !words.isDisjoint(with: AndroidApp.playChannelWords)
        }
    }

    /// The accesses the app's manifest declares a handler role for.
    static func roleAccess(of app: AndroidApp) -> Set<String> {
        Set(handlerRoles.filter { role in
            app.manifest.components.contains { component in
                component.attribute("android:permission") == role.guardedBy
                    && component.component.intentFilters.contains { $0.actions.contains(role.action) }
            }
        }.map(\.access))
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps where !app.isNeverUploaded {
            let roleAccess = Self.roleAccess(of: app)
            for permission in app.manifest.permissions {
                guard let entry = Self.declared[permission.name], !roleAccess.contains(entry.access), app.declaresInProject(permission.origin),
                      !Self.removedFromPlayBuild(permission.name, in: app),
                      let position = app.position(of: permission), reported.insert(position).inserted else { continue }
                let short = permission.name.split(separator: ".").last.map(String.init) ?? permission.name
                output.report(
                    "\(short) is \(entry.access) access, which Google Play allows only after a declaration form in Play Console is approved for a core use its sensitive-permissions policy lists; unless that is this app's core function, \(entry.instead) and remove the permission.",
                    at: position, confidence: .low)
            }
        }
    }
}
