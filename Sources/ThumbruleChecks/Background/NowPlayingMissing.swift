import SwiftSyntax
import ThumbruleCore

/// An app target that declares the `audio` background mode and makes its own player (`AVPlayer(…)`,
/// `AVQueuePlayer(…)`, `AVAudioPlayer(…)`, `AVAudioEngine()`) while none of its code publishes Now Playing
/// information or registers remote commands. Playback then goes on behind the lock screen with
/// nothing there or in Control Center to show what plays or to pause it.
///
/// Evidence of controls counts for every app that may link it: code of the target, of a framework
/// or package it links, or code whose product cannot be told. The target is left alone when its
/// code records or captures sound (`playAndRecord`, `AVAudioRecorder`, `AVCaptureSession`, CallKit):
/// the mode then serves a recorder, a call or a live stream, not a player. It is left alone too
/// when Apple's player view draws the controls (`AVPlayerViewController`, SwiftUI's `VideoPlayer`),
/// when the app hosts Flutter or React Native code, or compiles Objective-C. Reported on the
/// `audio` entry of `UIBackgroundModes`. A player in a file whose every session category mixes
/// with other audio (`options: .mixWithOthers`) is not counted: a mixable session never becomes
/// the Now Playing app, so there is nothing for the lock screen to show.
struct NowPlayingMissing: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "media-background.no-now-playing",
        ruleId: "media-background",
        summary: "Background audio with a player but no Now Playing info or remote commands",
        triggering: [
            CheckExample(files: [
                ("App/EpisodePlayer.swift", """
                import AVFoundation
                final class EpisodePlayer {
                    private let player = AVPlayer()
                    func play(_ url: URL) {
                        try? AVAudioSession.sharedInstance().setCategory(.playback)
                        player.replaceCurrentItem(with: AVPlayerItem(url: url))
                        player.play()
                    }
                }
                """),
                ("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>UIBackgroundModes</key>
                    <array>
                ↓        <string>audio</string>
                    </array>
                </dict>
                </plist>
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/EpisodePlayer.swift", """
                import AVFoundation
                import MediaPlayer
                final class EpisodePlayer {
                    private let player = AVPlayer()
                    func play(_ episode: Episode) {
                        player.replaceCurrentItem(with: AVPlayerItem(url: episode.url))
                        player.play()
                        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: episode.title]
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
            // Remote commands registered in a package the app links.
            CheckExample(files: [
                ("App/EpisodePlayer.swift", """
                import AVFoundation
                final class EpisodePlayer {
                    let player = AVQueuePlayer()
                    func play() { player.play() }
                }
                """),
                ("PlayerKit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"PlayerKit\", targets: [.target(name: \"PlayerKit\")])"),
                ("PlayerKit/Sources/PlayerKit/RemoteCommands.swift", """
                import MediaPlayer
                public enum RemoteCommands {
                    public static func register(_ toggle: @escaping () -> Void) {
                        MPRemoteCommandCenter.shared().togglePlayPauseCommand.addTarget { _ in toggle(); return .success }
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
            // A live-streaming app: the mode keeps the microphone and stream going, not a player.
            CheckExample(files: [
                ("App/Streamer.swift", """
                import AVFoundation
                final class Streamer {
                    private let engine = AVAudioEngine()
                    func start() throws {
                        try AVAudioSession.sharedInstance().setCategory(.playAndRecord, options: [.allowBluetooth])
                        try engine.start()
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
            // The player comes from a radio SDK, which may drive Now Playing itself.
            CheckExample(files: [
                ("App/StationView.swift", """
                import AVFoundation
                import RadioKit
                final class StationModel {
                    let player: AVPlayer = RadioKit.shared.player
                    func toggle() { player.rate == 0 ? player.play() : player.pause() }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
            // Silence mixed under other apps' audio keeps a download alive: a mixable session is never Now Playing.
            CheckExample(files: [
                ("App/KeepAlive.swift", """
                import AVFoundation
                final class KeepAlive {
                    private let engine = AVAudioEngine()
                    func start() throws {
                        try AVAudioSession.sharedInstance().setCategory(.playback, options: [.mixWithOthers])
                        let silence = AVAudioSourceNode { _, _, _, _ in noErr }
                        engine.attach(silence)
                        engine.connect(silence, to: engine.mainMixerNode, format: nil)
                        try engine.start()
                    }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
            // Apple's player view publishes Now Playing and handles remote commands itself.
            CheckExample(files: [
                ("App/TrailerView.swift", """
                import AVKit
                import SwiftUI
                struct TrailerView: View {
                    let player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)
                    var body: some View { VideoPlayer(player: player) }
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist([:], arrays: ["UIBackgroundModes": ["audio"]])),
            ]),
        ]
    )

    /// What one Swift file shows about playback, for the target that compiles it.
    package struct Evidence: Sendable, Codable {
        let path: String
        let target: BuildTarget
        /// Where the file makes a player, when it does.
        let player: SourcePosition?
        let playerName: String?
        /// The file publishes Now Playing, registers remote commands, or lets Apple's player do it.
        let controls: Bool
        /// The file records or captures sound, or hosts another language's plug-ins.
        let notAPlayer: Bool
    }

    package static let evidence = FactKey<Evidence>("media-background.no-now-playing.evidence")

    static let players = ["AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioEngine"]
    static let controlNames = ["MPNowPlayingInfoCenter", "MPRemoteCommandCenter", "MPNowPlayingSession", "beginReceivingRemoteControlEvents",
                               "remoteControlReceived", "nowPlayingInfo", "AVPlayerViewController", "VideoPlayer", "updatesNowPlayingInfoCenter"]
    static let captureNames = ["playAndRecord", "AVAudioRecorder", "AVCaptureSession", "CXProvider", "CXCallController", "inputNode"]
    static let search = TextSearch(anyOf: players + controlNames + captureNames + Array(BackgroundModes.foreignHostNames), ignoringCase: false)

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        guard Self.search.mayMatch(in: file) else { return }
        let typeNames = Set(file.index.typeNamesInOrder.compactMap { $0.as(IdentifierTypeSyntax.self)?.name.text })
        // A player the app makes itself; one only named may come from an SDK that drives Now Playing.
        // A file whose every session category mixes with other audio plays nothing that can be
        // the Now Playing app: the system gives that place only to a session that does not mix.
        let mixes = Self.setsOnlyMixableCategory(file)
        let player = mixes ? nil : Self.players.lazy.compactMap { name in file.index.calls(name).first.map { (name, file.position(of: $0)) } }.first
        let functionNames = Set(file.index.functions.map(\.name.text))
        let controls = Self.controlNames.contains { file.index.mentions($0) || typeNames.contains($0) || functionNames.contains($0) }
        let notAPlayer = Self.captureNames.contains { file.index.mentions($0) || typeNames.contains($0) }
            || BackgroundModes.foreignHostNames.contains(where: file.index.mentions) || file.index.importedModules.contains("Flutter")
        guard player != nil || controls || notAPlayer else { return }
        output.facts.add(Evidence(path: file.path, target: file.target, player: player?.1, playerName: player?.0,
                                  controls: controls, notAPlayer: notAPlayer), for: Self.evidence)
    }

    /// True when the file sets the audio session's category, and every `setCategory` it calls
    /// passes `.mixWithOthers` (keep-alive silence, a metronome under other apps' music).
    static func setsOnlyMixableCategory(_ file: SwiftFile) -> Bool {
        let calls = file.index.calls("setCategory")
        return !calls.isEmpty && calls.allSatisfy { call in
            call.arguments.contains { $0.label?.text == "options" && $0.expression.trimmedSourceText.contains("mixWithOthers") }
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let evidence = project.facts.values(Self.evidence).filter { $0.target.kind != .tests }
        // Each file's products; nil where they cannot be told, which then counts for every app.
        func targets(_ item: Evidence) -> Set<String>? {
            let names = Set(project.shippingTargets(compiling: item.path, resolved: item.target).map(\.name))
            return names.isEmpty ? nil : names
        }
        let excusing = evidence.filter { $0.controls || $0.notAPlayer }.map(targets)
        guard !excusing.contains(where: { $0 == nil }) else { return }
        let excused = excusing.reduce(into: Set<String>()) { $0.formUnion($1 ?? []) }
        var seen = Set<String>()
        for target in project.appTargets where !excused.contains(target.name) && !UnusedBackgroundMode.compilesOtherLanguages(target, in: project) {
            guard let path = target.infoPlistPath, seen.insert(path).inserted, let plist = project.infoPlists[path],
                  plist.strings("UIBackgroundModes").contains("audio") else { continue }
            let plays = evidence.first { item in
                guard let position = item.player, project.ships(position) else { return false }
                return targets(item)?.contains(target.name) ?? false
            }
            guard let plays, let position = plays.player, let name = plays.playerName else { continue }
            output.report(
                "UIBackgroundModes declares audio and this app plays through \(name), but none of its code sets MPNowPlayingInfoCenter.default().nowPlayingInfo or adds MPRemoteCommandCenter handlers, so once the phone locks, the lock screen and Control Center show nothing of what plays and offer no way to pause it. Publish the title, duration and elapsed time in nowPlayingInfo, and handle play, pause and skip in MPRemoteCommandCenter.shared().",
                at: SourcePosition(path: path, line: plist.line(of: "audio", inArray: "UIBackgroundModes"), column: 1), confidence: .medium,
                related: [RelatedLocation(position, "plays media here")])
        }
    }
}
