import ThumbruleCore
import ThumbruleFrontEnds

/// Notification builder chains: `NotificationCompat.Builder(…)` (or `Notification.Builder`) and
/// the calls chained on it, including those in an `apply { }` on the builder.
enum AndroidNotificationBuilders {
    static let builderTypes: Set<String> = ["NotificationCompat", "Notification"]

    /// Indices of notification builder calls in a file.
    static func builders(in file: AndroidKotlinFile) -> [Int] {
        guard file.file.source.bytes.contains(utf8: "Notification") else { return [] }
        return file.file.callIndices(named: "Builder").filter { builderTypes.contains(file.receiverType(ofCall: $0) ?? "") }
    }

    /// The calls made on a builder: its chain and the calls in an `apply`/`also` lambda on it.
    static func calls(on builder: Int, in file: AndroidKotlinFile) -> [Int] {
        let chain = file.file.chain(of: builder)
        let scoped = chain.filter { ["apply", "also"].contains(file.file.calls[$0].name) }
        return chain + scoped.flatMap { file.file.calls(inLambdaOf: $0) }
    }

    /// `Builder(context, channelId)`, `Builder(context, channelId = …)` or `.setChannelId(…)` on the chain.
    static func channelArgument(of builder: Int, in file: AndroidKotlinFile) -> KotlinArgument? {
        let call = file.file.calls[builder]
        if let named = call.argument("channelId") { return named }
        if call.arguments.count == 2, call.arguments[1].label == nil { return call.arguments[1] }
        return calls(on: builder, in: file)
            .first { file.file.calls[$0].name == "setChannelId" }
            .flatMap { file.file.calls[$0].arguments.first }
    }

    /// Importances at which a channel's notifications make no sound and no heads-up.
    static let quietImportances: Set<String> = ["IMPORTANCE_LOW", "IMPORTANCE_MIN", "IMPORTANCE_NONE"]

    /// Whether a call passes a quiet importance (`NotificationManagerCompat.IMPORTANCE_LOW`).
    static func passesQuietImportance(_ call: KotlinCall) -> Bool {
        call.arguments.dropFirst().contains { argument in
            guard case .reference(let path) = argument.value, let last = path.last else { return false }
            return quietImportances.contains(last)
        }
    }

    /// The channels a project's shipping code declares quiet, to match a builder's channel
    /// argument against: the ids of channels any file creates at a quiet importance
    /// (`quietChannels(in:)`) when written as a literal or a constant (`SYNC_CHANNEL`; a local
    /// `channelId` in one file is not another file's), and the names of values describing a
    /// channel built with one (`val FILE_DOWNLOADING = Channel("…downloading", R.string.…,
    /// IMPORTANCE_LOW)`, named in `Builder(context, FileDownloadNotificationChannelType.FILE_DOWNLOADING.id)`).
    struct QuietChannels {
        let ids: Set<String>
        let descriptors: Set<String>

        init(_ android: AndroidModel) {
            var ids = Set<String>(), descriptors = Set<String>()
            for file in android.kotlinFiles where file.scope == .app && file.file.source.bytes.contains(utf8: "IMPORTANCE_") {
                ids.formUnion(AndroidNotificationBuilders.quietChannels(in: file).filter(Self.isConstant))
                for property in file.file.properties where !property.isMutable {
                    guard case .call(let index)? = property.initializer?.value, file.file.calls[index].name.first?.isUppercase == true,
                          file.file.calls[index].name != "NotificationChannel", AndroidNotificationBuilders.passesQuietImportance(file.file.calls[index]) else { continue }
                    descriptors.insert(property.name)
                }
            }
            self.ids = ids
            self.descriptors = descriptors
        }

        /// A string literal or a SCREAMING_CASE constant, possibly qualified (`Channels.SYNC`).
        static func isConstant(_ id: String) -> Bool {
            if id.hasPrefix("\"") { return true }
            let last = id.split(separator: ".").last ?? ""
            return last.first?.isLetter == true && last.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
        }

        /// Whether a builder's channel argument names one of these channels.
        func contains(_ channel: KotlinArgument) -> Bool {
            if Self.isConstant(channel.text), ids.contains(channel.text) { return true }
            guard case .reference(let path) = channel.value else { return false }
            return path.contains(where: descriptors.contains)
        }
    }

    /// The channel ids, as written, that a file creates at a quiet importance:
    /// `NotificationChannel(SYNC_CHANNEL, name, NotificationManager.IMPORTANCE_LOW)` or
    /// `NotificationChannelCompat.Builder(SYNC_CHANNEL, NotificationManagerCompat.IMPORTANCE_MIN)`.
    static func quietChannels(in file: AndroidKotlinFile) -> Set<String> {
        var ids = Set<String>()
        for index in file.file.callIndices(named: "NotificationChannel") + file.file.callIndices(named: "Builder") {
            let call = file.file.calls[index]
            guard call.name == "NotificationChannel" || file.receiverType(ofCall: index) == "NotificationChannelCompat",
                  let id = call.arguments.first, passesQuietImportance(call) else { continue }
            ids.insert(id.text)
        }
        return ids
    }
}
