import ThumbruleCore
import ThumbruleFrontEnds

/// `READ_MEDIA_IMAGES` or `READ_MEDIA_VIDEO` in the app's manifest: Play's Photo and Video
/// Permissions policy allows them only for apps whose core function needs broad access; one-off
/// picks use the photo picker, which needs no permission. A note: the check cannot tell the
/// app's core function, except that an app with an activity that views or edits photos or
/// videos for other apps (an intent filter for VIEW or EDIT of `image/*` or `video/*`) is a
/// gallery or an editor, whose core function is broad access: it is not reported. Nor is a
/// permission a shipping variant's manifest removes (`src/googlePlayRelease/AndroidManifest.xml`
/// with `tools:node="remove"`): the policy is Play's, and such a variant is the one built for
/// Play; the variants that keep it go to other stores, where the policy does not apply.
/// Android Lint has no check for this.
struct AndroidBroadMediaPermission: AndroidCheck {
    package static let description = CheckDescription(
        id: "perm-scope.broad-media",
        ruleId: "perm-scope",
        summary: "Broad photo or video permissions where the photo picker may do",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    ↓<uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
                    <application />
                """),
                ("app/src/debug/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools">
                    <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" tools:node="remove" />
                </manifest>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
                    <application />
                """),
                ("app/src/playRelease/AndroidManifest.xml", """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:tools="http://schemas.android.com/tools">
                    <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" tools:node="remove" />
                </manifest>
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.CAMERA" />
                    <application />
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
                    <uses-permission android:name="android.permission.READ_MEDIA_VIDEO" />
                    <application>
                        <activity android:name=".ViewerActivity" android:exported="true">
                            <intent-filter>
                                <action android:name="android.intent.action.VIEW" />
                                <category android:name="android.intent.category.DEFAULT" />
                                <data android:mimeType="image/*" />
                            </intent-filter>
                        </activity>
                    </application>
                """),
            ]),
        ]
    )

    static let broad: Set<String> = ["android.permission.READ_MEDIA_IMAGES", "android.permission.READ_MEDIA_VIDEO"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps where !app.manifest.components.contains(where: { $0.component.intentFilters.contains(where: \.viewsPhotosOrVideos) }) {
            for permission in app.manifest.permissions where Self.broad.contains(permission.name) && app.permissionsRemovedByVariants[permission.name] == nil {
                guard let position = app.position(of: permission), reported.insert(position).inserted else { continue }
                output.report(
                    "\(permission.name.split(separator: ".").last!) grants access to all of the user's photos or videos; Play's Photo and Video Permissions policy allows it only when broad access is the app's core function, and one-off picks use the photo picker (ActivityResultContracts.PickVisualMedia), which needs no permission.",
                    at: position, confidence: .low)
            }
        }
    }
}
