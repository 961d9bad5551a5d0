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
    /// When the worker is a generic helper's type parameter (`worker` is then nil), the workers
    /// the helper's calls in the same file pass for it.
    var helperWorkers: [String] = []

    static func all(in android: AndroidModel) -> [AndroidWorkRequest] {
        android.shippingCalls(named: ["PeriodicWorkRequestBuilder", "OneTimeWorkRequestBuilder", "Builder"]).compactMap { file, index in
            let call = file.file.calls[index]
            switch call.name {
            case "PeriodicWorkRequestBuilder", "OneTimeWorkRequestBuilder":
                let written = call.typeArguments.map { String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
                let generic = written.map(isTypeParameter) ?? false
                return AndroidWorkRequest(file: file, call: index, isPeriodic: call.name.hasPrefix("Periodic"), worker: generic ? nil : written,
                                          timing: call.arguments[...], helperWorkers: generic ? helperWorkers(ofCall: index, in: file.file) : [])
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

    /// Whether a type argument is a type parameter of a generic helper (`inline fun <reified T :
    /// Worker> enqueue()`), named as type parameters are: one capital letter, perhaps a digit.
    static func isTypeParameter(_ name: String) -> Bool {
        name.count <= 2 && name.first?.isUppercase == true && name.dropFirst().allSatisfy(\.isNumber)
    }

    /// The workers a generic helper's type parameter stands for: the type arguments of the
    /// helper's calls in the same file (`enqueue<FeedWorker>()`).
    static func helperWorkers(ofCall index: Int, in file: KotlinFile) -> [String] {
        guard let function = file.calls[index].enclosingFunction else { return [] }
        return file.callIndices(named: file.functions[function].name).compactMap { call in
            file.calls[call].typeArguments.map { String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
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
