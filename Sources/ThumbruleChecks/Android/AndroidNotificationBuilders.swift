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

    /// The channel ids, as written, that a file creates at a quiet importance:
    /// `NotificationChannel(SYNC_CHANNEL, name, NotificationManager.IMPORTANCE_LOW)` or
    /// `NotificationChannelCompat.Builder(SYNC_CHANNEL, NotificationManagerCompat.IMPORTANCE_MIN)`.
    static func quietChannels(in file: AndroidKotlinFile) -> Set<String> {
        var ids = Set<String>()
        for index in file.file.callIndices(named: "NotificationChannel") + file.file.callIndices(named: "Builder") {
            let call = file.file.calls[index]
            guard call.name == "NotificationChannel" || file.receiverType(ofCall: index) == "NotificationChannelCompat",
                  let id = call.arguments.first,
                  call.arguments.dropFirst().contains(where: { argument in
                      guard case .reference(let path) = argument.value, let last = path.last else { return false }
                      return quietImportances.contains(last)
                  }) else { continue }
            ids.insert(id.text)
        }
        return ids
    }
}
