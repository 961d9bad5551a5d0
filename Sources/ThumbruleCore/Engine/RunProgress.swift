import Foundation

/// How many Swift files of a run are done, for a progress line. The engine counts; a reader
/// on another thread polls, so a run without a terminal pays one locked add per file.
public final class RunProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var total = 0

    public init() {}

    /// Files finished and files to do.
    public var counts: (done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (done, total)
    }

    func start(total: Int) {
        lock.lock()
        self.total = total
        lock.unlock()
    }

    func fileDone() {
        lock.lock()
        done += 1
        lock.unlock()
    }
}
