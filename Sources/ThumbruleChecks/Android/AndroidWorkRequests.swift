import ThumbruleCore
import ThumbruleFrontEnds

/// WorkManager requests as written: `PeriodicWorkRequestBuilder<SyncWorker>(…)`,
/// `PeriodicWorkRequest.Builder(SyncWorker::class.java, …)` and their one-time counterparts.
struct AndroidWorkRequest {
    let file: AndroidKotlinFile
    /// The builder call.
    let call: Int
    let isPeriodic: Bool
    /// The worker class, when written as a type argument or `Worker::class.java`.
    let worker: String?
    /// Arguments after the worker class: the interval (and flex) of a periodic request.
    let timing: ArraySlice<KotlinArgument>

    static func all(in android: AndroidModel) -> [AndroidWorkRequest] {
        android.shippingCalls(named: ["PeriodicWorkRequestBuilder", "OneTimeWorkRequestBuilder", "Builder"]).compactMap { file, index in
            let call = file.file.calls[index]
            switch call.name {
            case "PeriodicWorkRequestBuilder", "OneTimeWorkRequestBuilder":
                let worker = call.typeArguments.map { String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
                return AndroidWorkRequest(file: file, call: index, isPeriodic: call.name.hasPrefix("Periodic"), worker: worker, timing: call.arguments[...])
            default:
                let owner = file.receiverType(ofCall: index)
                guard owner == "PeriodicWorkRequest" || owner == "OneTimeWorkRequest" else { return nil }
                let worker = call.arguments.first.flatMap { argument -> String? in
                    guard argument.text.hasSuffix("::class.java") else { return nil }
                    return String(argument.text.dropLast("::class.java".count))
                }
                return AndroidWorkRequest(file: file, call: index, isPeriodic: owner == "PeriodicWorkRequest", worker: worker, timing: call.arguments.dropFirst())
            }
        }
    }

    /// The repeat interval in seconds, when written with literals: `(10, TimeUnit.MINUTES)`,
    /// `(Duration.ofMinutes(10))`, `(repeatInterval = 10, repeatIntervalTimeUnit = TimeUnit.MINUTES)`.
    var intervalSeconds: Double? {
        guard let first = timing.first else { return nil }
        if case .integer(let amount) = first.value, timing.count >= 2, case .reference(let unit) = timing[timing.startIndex + 1].value,
           let seconds = unit.last.flatMap({ Self.timeUnitSeconds[$0] }) {
            return Double(amount) * seconds
        }
        if case .call(let index) = first.value {
            let duration = file.file.calls[index]
            guard file.receiverType(ofCall: index) == "Duration", let seconds = Self.durationSeconds[duration.name],
                  duration.arguments.count == 1, case .integer(let amount) = duration.arguments[0].value else { return nil }
            return Double(amount) * seconds
        }
        return nil
    }

    static let timeUnitSeconds: [String: Double] = ["MILLISECONDS": 0.001, "SECONDS": 1, "MINUTES": 60, "HOURS": 3600, "DAYS": 86400]
    static let durationSeconds: [String: Double] = ["ofMillis": 0.001, "ofSeconds": 1, "ofMinutes": 60, "ofHours": 3600, "ofDays": 86400]
}
