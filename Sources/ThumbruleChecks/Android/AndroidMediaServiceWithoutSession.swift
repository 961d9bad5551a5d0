import ThumbruleCore
import ThumbruleFrontEnds

/// A service of the project declared with `android:foregroundServiceType="mediaPlayback"` while
/// no shipping Kotlin or Java of the project names a media session (`MediaSession`,
/// `MediaSessionCompat`, Media3's `MediaSessionService` or `MediaLibraryService`,
/// `MediaBrowserServiceCompat`). Without a session, the lock screen, the media controls in quick
/// settings, headset and Bluetooth buttons, Wear and Android Auto neither see nor control what plays.
///
/// Conservative about where a session may live: any module's code naming a session type keeps it
/// silent, as does a session library among the app's dependencies (Media3's `media3-session`,
/// `androidx.media`), and only services whose class the project declares on `Service` or `LifecycleService`
/// (in Kotlin or Java) are judged, since a base class from a library (a player SDK's service) may own the session.
/// React Native and Flutter apps are skipped: their plug-ins' native code is not read. Android
/// Lint has no check for this.
struct AndroidMediaServiceWithoutSession: AndroidCheck {
    package static let description = CheckDescription(
        id: "media-background.android-no-session",
        ruleId: "media-background",
        summary: "A mediaPlayback foreground service with no media session in the app's code",
        triggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["androidx.media3:media3-exoplayer:1.4.1"]),
                AndroidExample.manifest("""
                    <uses-permission android:name="android.permission.FOREGROUND_SERVICE_MEDIA_PLAYBACK" />
                    <application>
                        ↓<service android:name=".RadioService" android:foregroundServiceType="mediaPlayback" android:exported="false" />
                    </application>
                """),
                AndroidExample.kotlin("RadioService", """
                class RadioService : Service() {
                    private lateinit var player: ExoPlayer
                    override fun onBind(intent: Intent?): IBinder? = null
                    override fun onStartCommand(intent: Intent?, flags: Int, startId: Int): Int {
                        player = ExoPlayer.Builder(this).build()
                        startForeground(PLAYING_ID, NotificationCompat.Builder(this, "playback").setContentTitle("Live radio").build())
                        player.play()
                        return START_STICKY
                    }
                }
                """),
            ]),
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <application>
                        ↓<service android:name=".PodcastService" android:foregroundServiceType="mediaPlayback" android:exported="false" />
                    </application>
                """),
                ("app/src/main/java/com/example/app/PodcastService.java", """
                public class PodcastService extends Service {
                    private final MediaPlayer player = new MediaPlayer();
                    @Override public IBinder onBind(Intent intent) { return null; }
                    @Override public int onStartCommand(Intent intent, int flags, int startId) {
                        startForeground(1, notifications.playing());
                        player.start();
                        return START_STICKY;
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["androidx.media3:media3-session:1.4.1"]),
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".PlaybackService" android:foregroundServiceType="mediaPlayback" android:exported="true" />
                    </application>
                """),
                AndroidExample.kotlin("PlaybackService", """
                class PlaybackService : MediaSessionService() {
                    private var session: MediaSession? = null
                    override fun onCreate() {
                        super.onCreate()
                        session = MediaSession.Builder(this, ExoPlayer.Builder(this).build()).build()
                    }
                    override fun onGetSession(controllerInfo: MediaSession.ControllerInfo): MediaSession? = session
                }
                """),
            ]),
            // The session is made in a library module; the service only hosts the player.
            CheckExample(files: [
                ("settings.gradle.kts", "include(\":app\", \":playback\")"), AndroidExample.build(),
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".PlayerService" android:foregroundServiceType="mediaPlayback" android:exported="false" />
                    </application>
                """),
                AndroidExample.kotlin("PlayerService", """
                class PlayerService : LifecycleService() {
                    override fun onCreate() {
                        super.onCreate()
                        SessionHolder.attach(this)
                    }
                }
                """),
                ("playback/build.gradle.kts", "plugins { id(\"com.android.library\") }"),
                ("playback/src/main/java/com/example/playback/SessionHolder.kt", """
                object SessionHolder {
                    fun attach(context: Context) { MediaSessionCompat(context, "player").isActive = true }
                }
                """),
            ]),
            // Media3's session library is linked: the session may come from code this does not read.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(dependencies: ["androidx.media3:media3-session:1.4.1"]),
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".RadioService" android:foregroundServiceType="mediaPlayback" android:exported="false" />
                    </application>
                """),
                AndroidExample.kotlin("RadioService", """
                class RadioService : Service() {
                    override fun onBind(intent: Intent?): IBinder? = null
                    override fun onCreate() { PlayerGraph.install(this) }
                }
                """),
            ]),
            // A player SDK's service base class owns the session.
            CheckExample(files: [
                AndroidExample.settings, AndroidExample.build(),
                AndroidExample.manifest("""
                    <application>
                        <service android:name=".AudioService" android:foregroundServiceType="mediaPlayback" android:exported="false" />
                    </application>
                """),
                AndroidExample.kotlin("AudioService", """
                class AudioService : HeadlessPlayerService() {
                    override fun onTaskRemoved(rootIntent: Intent?) { stopSelf() }
                }
                """),
            ]),
        ]
    )

    static let sessionNames: Set<String> = [
        "MediaSession", "MediaSessionCompat", "MediaSessionService", "MediaLibraryService", "MediaLibrarySession",
        "MediaBrowserServiceCompat", "MediaBrowserService", "MediaSessionConnector",
    ]

    /// Libraries whose only job is the media session.
    static let sessionLibraries: Set<String> = ["androidx.media3:media3-session", "androidx.media:media", "com.google.android.exoplayer:extension-mediasession"]

    func check(_ android: AndroidModel, in project: Project, _ output: inout CheckOutput) {
        var reported = Set<SourcePosition>()
        for app in android.apps where !app.linksCrossPlatformModules {
            // A session library among the app's dependencies may be driven from code not read here.
            if let build = android.build(of: app), app.shippingDependencies(in: build).contains(where: { Self.sessionLibraries.contains($0.module) }) { continue }
            for service in app.manifest.components(.service) where service.foregroundServiceTypes.contains("mediaPlayback") && app.declaresInProject(service.origin) {
                let name = String(service.name.split(separator: ".").last ?? "")
                let classes = android.shippingTypes(named: name)
                let plain = classes.isEmpty ? Self.javaServiceIsPlain(name, project)
                    : classes.allSatisfy { AndroidUnusedServiceType.plainBases.isSuperset(of: $0.file.file.types[$0.type].supertypes) }
                guard plain, !Self.namesSession(android, project), let position = app.position(of: service), reported.insert(position).inserted else { continue }
                output.report(
                    "\(name) is declared as a mediaPlayback foreground service, but no code of the app creates a media session (Media3's MediaSessionService or MediaSession, or MediaSessionCompat), so the lock screen, the media controls in quick settings, headset and Bluetooth buttons, Wear and Android Auto cannot see or control what plays. Play through a Media3 MediaSessionService that owns the player; it also posts the playback notification.",
                    at: position, confidence: .medium)
            }
        }
    }

    /// Whether shipping Java declares the class, and only on `Service` or `LifecycleService`:
    /// `class RadioService extends Service`.
    static func javaServiceIsPlain(_ name: String, _ project: Project) -> Bool {
        let declarations = project.androidJavaFiles(mentioning: "class " + name).filter { $0.scope == .app }.compactMap { file -> String? in
            let tokens = file.source.tokens
            guard let index = tokens.indices.dropLast(3).first(where: { file.source.name(at: $0) == "class" && file.source.name(at: $0 + 1) == name }) else { return nil }
            return file.source.name(at: index + 2) == "extends" ? file.source.name(at: index + 3) : ""
        }
        return !declarations.isEmpty && declarations.allSatisfy(AndroidUnusedServiceType.plainBases.contains)
    }

    /// Whether any shipping Kotlin or Java of the project names a media session type.
    static func namesSession(_ android: AndroidModel, _ project: Project) -> Bool {
        if android.shippingCodeNames(sessionNames) { return true }
        return project.androidJavaFiles(mentioning: "MediaSession").contains { file in
            file.scope == .app && file.source.tokens.indices.contains { file.source.tokens[$0].kind == .identifier && sessionNames.contains(file.source.name(at: $0)) }
        } || project.androidJavaFiles(mentioning: "MediaBrowserService").contains { $0.scope == .app }
    }
}
