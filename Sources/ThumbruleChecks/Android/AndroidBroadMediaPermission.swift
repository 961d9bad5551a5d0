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
/// Nor is one the app's background work reads as new media arrives: a job triggered by changes
/// to the MediaStore's images or videos (`addContentUriTrigger(MediaStore.Images.Media.
/// EXTERNAL_CONTENT_URI, …)`, `JobInfo.TriggerContentUri(…)`) reads each new photo or video
/// with no one there (an automatic upload or backup), which the picker, a person's pick each
/// time, cannot do; a trigger on `MediaStore.Files` covers both kinds, one on images alone
/// leaves `READ_MEDIA_VIDEO` reported. The same holds for a Flutter app whose Dart schedules
/// background work (workmanager) beside a recursive listing of a folder it uploads from.
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
            // Uploads new photos in the background: the video permission has no such use.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
                    ↓<uses-permission android:name="android.permission.READ_MEDIA_VIDEO" />
                    <application />
                """),
                Self.photoUploadScheduler(trigger: "MediaStore.Images.Media.EXTERNAL_CONTENT_URI"),
            ]),
        ],
        nonTriggering: [
            // piwigo-flutter auto_upload_manager: a workmanager task uploads every file of a chosen folder.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
                    <uses-permission android:name="android.permission.READ_MEDIA_VIDEO" />
                    <application />
                """),
                FlutterExample.pubspec(["workmanager"]),
                FlutterExample.dart("main", """
                void main() {
                  Workmanager().registerPeriodicTask('sync', 'folderSync', frequency: const Duration(hours: 1));
                  runApp(const GalleryApp());
                }

                Future<void> syncFolder(Directory folder) async {
                  for (final entry in folder.listSync(recursive: true)) {
                    if (entry is File) await upload(entry);
                  }
                }
                """),
            ]),
            // Auto-upload: a job that runs whenever the MediaStore gains a photo or video.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />
                    <uses-permission android:name="android.permission.READ_MEDIA_VIDEO" />
                    <application />
                """),
                Self.photoUploadScheduler(trigger: "MediaStore.Files.getContentUri(\"external\")"),
            ]),
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

    /// A worker scheduled to run when the MediaStore content at `trigger` changes.
    static func photoUploadScheduler(trigger: String) -> (String, String) {
        AndroidExample.kotlin("AutoUpload", """
            fun scheduleAutoUpload(workManager: WorkManager) {
                val constraints = Constraints.Builder()
                    .addContentUriTrigger(\(trigger), true)
                    .build()
                workManager.enqueue(OneTimeWorkRequestBuilder<AutoUploadWorker>().setConstraints(constraints).build())
            }
            """)
    }

    /// Calls that make a content URI wake background work.
    static let contentTriggers: Set<String> = ["addContentUriTrigger", "TriggerContentUri"]
    /// The MediaStore collection a trigger names, and the permissions reading it needs.
    static let triggeredCollections: [(collection: String, permissions: Set<String>)] = [
        ("MediaStore.Images", ["android.permission.READ_MEDIA_IMAGES"]),
        ("MediaStore.Video", ["android.permission.READ_MEDIA_VIDEO"]),
        ("MediaStore.Files", broad),
    ]

    /// The broad permissions that shipping background work under the build root reads as media
    /// arrives: the content URI triggers' first arguments name a MediaStore collection.
    static func autoUploaded(in android: AndroidModel, buildRoot: String) -> Set<String> {
        var permissions = Set<String>()
        for (file, call) in android.shippingCalls(named: contentTriggers) where buildRoot.isEmpty || file.path.hasPrefix(buildRoot + "/") {
            guard let uri = file.file.calls[call].arguments.first?.text else { continue }
            for entry in triggeredCollections where uri.contains(entry.collection) { permissions.formUnion(entry.permissions) }
        }
        return permissions
    }

    /// Calls of the workmanager plugin that schedule background work.
    static let dartSchedulers: Set<String> = ["registerPeriodicTask", "registerOneOffTask"]

    /// Both broad permissions when a shipping Dart file both schedules background work and lists a
    /// folder recursively (`dir.listSync(recursive: true)`): a folder's photos and videos uploaded
    /// with no one there (piwigo's auto-upload), which the picker, a person's pick each time, cannot do.
    static func autoUploadedFromDart(in project: Project) -> Set<String> {
        let uploads = project.flutter.dartFiles.contains { dart in
            dart.scope == .app && dart.file.calls.contains { dartSchedulers.contains($0.name) }
                && dart.file.calls.contains { call in
                    ["list", "listSync"].contains(call.name) && call.argument("recursive")?.value == .boolean(true)
                }
        }
        return uploads ? broad : []
    }

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps where !app.manifest.components.contains(where: { $0.component.intentFilters.contains(where: \.viewsPhotosOrVideos) }) {
            let uploaded = Self.autoUploaded(in: android, buildRoot: app.buildRoot).union(Self.autoUploadedFromDart(in: project))
            for permission in app.manifest.permissions where Self.broad.contains(permission.name) && app.permissionsRemovedByVariants[permission.name] == nil
                && !uploaded.contains(permission.name) {
                guard let position = app.position(of: permission), reported.insert(position).inserted else { continue }
                output.report(
                    "\(permission.name.split(separator: ".").last!) grants access to all of the user's photos or videos; Play's Photo and Video Permissions policy allows it only when broad access is the app's core function, and one-off picks use the photo picker (ActivityResultContracts.PickVisualMedia), which needs no permission.",
                    at: position, confidence: .low)
            }
        }
    }
}
