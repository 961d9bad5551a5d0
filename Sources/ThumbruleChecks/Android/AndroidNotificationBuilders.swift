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
}
