import Foundation
import SwiftSyntax
import ThumbruleCore

/// An upload sent on a session that lives only while the app runs: `uploadTask(with:from:)`,
/// `uploadTask(with:fromFile:)`, `upload(for:from:)` or `upload(for:fromFile:)` on
/// `URLSession.shared` or on a session the same type builds from the default or ephemeral
/// configuration, or Alamofire's `AF.upload` / `Alamofire.upload` (its default session), with
/// no `beginBackgroundTask` / `performExpiringActivity` in the type that sends it nor in any
/// file that calls the sending function. Someone who attaches a video and switches app sees
/// the upload die a few seconds later once iOS suspends the process; the rulebook
/// (`net-upload`) asks that a user-started transfer run on a background `URLSession`
/// (`URLSessionConfiguration.background(withIdentifier:)`) from a file on disk. Android Lint
/// has no check for this.
///
/// Left alone: a session the file cannot name (one passed in or built elsewhere), a type that
/// mentions a background configuration, uploads whose function or type says they carry the
/// app's own logs, analytics, crash reports or metrics rather than something the person made,
/// uploads of a value the code just encoded (`JSONEncoder().encode(submission)`,
/// `JSONSerialization.data(withJSONObject:)`): a small API request body whose answer the open
/// screen waits for, not a photo or file, and every upload in a project that already uploads from files on a background session
/// (its real transfers are carried by the system; what is left is a side payload).
struct ForegroundSessionUpload: SwiftFileCheck, ProjectCheck {
    package static let description = CheckDescription(
        id: "net-upload.foreground-session",
        ruleId: "net-upload",
        summary: "An upload on a session that dies when the app is suspended, with no background task around it",
        triggering: [
            CheckExample("""
            final class MediaUploader {
                func upload(photo: Data, to url: URL) async throws -> Data {
                    var request = URLRequest(url: url)
                    request.httpMethod = "POST"
                    let (data, _) = try await ↓URLSession.shared.upload(for: request, from: photo)
                    return data
                }
            }
            """),
            CheckExample("""
            final class APIClient {
                private let urlSession: URLSession
                init() {
                    urlSession = URLSession(configuration: .default)
                }
                func sendAttachment(_ request: URLRequest, data: Data, completion: @escaping (Error?) -> Void) {
                    let task = ↓urlSession.uploadTask(with: request, from: data) { _, _, error in completion(error) }
                    task.resume()
                }
            }
            """),
            CheckExample("""
            final class AvatarService {
                func uploadAvatar(_ image: Data) {
                    ↓AF.upload(multipartFormData: { form in
                        form.append(image, withName: "avatar", fileName: "avatar.jpg", mimeType: "image/jpeg")
                    }, to: "https://example.com/avatar").response { _ in }
                }
            }
            """),
        ],
        nonTriggering: [
            // A background task keeps the process alive until the upload ends, in the caller's file.
            CheckExample(files: [
                ("App/Net/MediaUploader.swift", """
                final class MediaUploader {
                    func upload(photo: Data, to request: URLRequest) async throws -> Data {
                        try await URLSession.shared.upload(for: request, from: photo).0
                    }
                }
                """),
                ("App/Compose/ComposeModel.swift", """
                final class ComposeModel {
                    func attach(_ photo: Data) async throws {
                        let id = UIApplication.shared.beginBackgroundTask { }
                        defer { UIApplication.shared.endBackgroundTask(id) }
                        _ = try await uploader.upload(photo: photo, to: request)
                    }
                }
                """),
            ]),
            // A background session, from a file.
            CheckExample("""
            final class TransferService {
                private lazy var session = URLSession(
                    configuration: .background(withIdentifier: "transfers"), delegate: self, delegateQueue: nil)
                func upload(_ fileURL: URL, request: URLRequest) {
                    session.uploadTask(with: request, fromFile: fileURL).resume()
                }
            }
            """),
            // A session passed in: the file cannot say what it is.
            CheckExample("""
            final class ChunkUploader {
                let session: URLSession
                init(session: URLSession) { self.session = session }
                func send(_ chunk: Data, request: URLRequest) {
                    session.uploadTask(with: request, from: chunk).resume()
                }
            }
            """),
            // A JSON API request body whose answer the open screen waits for (gaen-mobile's
            // EscrowVerificationClient posting keys with a verification code).
            CheckExample("""
            class NetworkServiceController: NSObject {
                func postDiagnosisKeysWithVerification(_ submission: DiagnosisSubmission, completion: @escaping (Result<Data, Error>) -> Void) {
                    getJWT { result in
                        var request = URLRequest(url: url)
                        request.httpMethod = "POST"
                        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                        let encoder = JSONEncoder()
                        let jsonData = try! encoder.encode(submission)
                        let task = URLSession.shared.uploadTask(with: request, from: jsonData) { data, _, error in
                            completion(data.map { .success($0) } ?? .failure(error!))
                        }
                        task.resume()
                    }
                }
            }
            """),
            // The app's own diagnostics, not something the person made.
            CheckExample("""
            final class CrashLogUploader {
                func sendPendingReports(_ request: URLRequest, body: Data) async throws {
                    _ = try await URLSession.shared.upload(for: request, from: body)
                }
            }
            """),
            // The project's transfers go from files through a background session; the small
            // foreground upload beside them is a side payload.
            CheckExample(files: [
                ("App/Sync/Transfers.swift", """
                final class Transfers {
                    let background = URLSession(configuration: .background(withIdentifier: "sync"))
                    func upload(_ file: URL, request: URLRequest) {
                        background.uploadTask(with: request, fromFile: file).resume()
                    }
                }
                """),
                ("App/Sync/Thumbnails.swift", """
                final class Thumbnails {
                    func putThumbnail(_ data: Data, request: URLRequest) async throws {
                        _ = try await URLSession.shared.upload(for: request, from: data)
                    }
                }
                """),
            ]),
        ]
    )

    /// An upload on a foreground session, recorded in the file pass.
    struct Upload: Sendable, Codable {
        let typeName: String?
        let functionName: String?
        let position: SourcePosition
        /// The session as written, for the message.
        let session: String
    }

    /// A file that keeps the app running in the background (`beginBackgroundTask`), with the
    /// types it does so in and every function name it calls.
    struct Guard: Sendable, Codable {
        let typeNames: [String]
        let calledNames: [String]
    }

    /// What a file says about background transfers: it builds a background configuration,
    /// uploads from a file, or both.
    struct BackgroundTransfer: Sendable, Codable {
        let buildsBackgroundSession: Bool
        let uploadsFromFile: Bool
    }

    static let uploads = FactKey<Upload>("net-upload.upload")
    static let guards = FactKey<Guard>("net-upload.guard")
    static let transfers = FactKey<BackgroundTransfer>("net-upload.transfer")

    /// Calls that keep the process running past suspension for a while.
    static let guardCalls = ["beginBackgroundTask", "performExpiringActivity"]
    /// Words of a type or function name that say the upload carries the app's own data.
    static let ownDataWords: Set<String> = ["log", "logs", "analytics", "crash", "telemetry", "metric", "metrics", "diagnostic", "diagnostics", "event", "events"]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let guardCalls = file.index.calls(Self.guardCalls)
        if !guardCalls.isEmpty {
            let types = Set(guardCalls.compactMap { $0.enclosingTypeName.map(Symbols.bareName) })
            let called = file.index.callsByName.keys
            output.facts.add(Guard(typeNames: types.sorted(), calledNames: called.sorted()), for: Self.guards)
        }
        let background = file.index.calls("background").contains { $0.argumentLabels.first == "withIdentifier" }
        let uploadCalls = file.index.calls("uploadTask", "upload")
        let fromFile = uploadCalls.contains { $0.argumentLabels.contains("fromFile") }
        if background || fromFile {
            output.facts.add(BackgroundTransfer(buildsBackgroundSession: background, uploadsFromFile: fromFile), for: Self.transfers)
        }
        for call in uploadCalls {
            guard let session = Self.foregroundSession(of: call, file: file) else { continue }
            let typeName = call.enclosingTypeName.map(Symbols.bareName)
            let functionName = call.enclosingFunctionName
            let words = NameWords.split(typeName ?? "") + NameWords.split(functionName ?? "")
            guard Self.ownDataWords.isDisjoint(with: words), !Self.sendsEncodedValue(call, file: file) else { continue }
            output.facts.add(Upload(typeName: typeName, functionName: functionName, position: file.position(of: call), session: session), for: Self.uploads)
        }
    }

    package func check(_ project: Project, _ output: inout CheckOutput) {
        let transfers = project.facts.values(Self.transfers)
        if transfers.contains(where: \.buildsBackgroundSession), transfers.contains(where: \.uploadsFromFile) { return }
        let guards = project.facts.values(Self.guards)
        let guardedTypes = Set(guards.flatMap(\.typeNames))
        let guardedCallees = Set(guards.flatMap(\.calledNames))
        for upload in project.facts.values(Self.uploads) {
            if let type = upload.typeName, guardedTypes.contains(type) { continue }
            if let function = upload.functionName, guardedCallees.contains(function) { continue }
            output.report(
                "This upload runs on \(upload.session), a session that stops when iOS suspends the app: someone who sends a photo or file and switches app or locks the phone loses the transfer, and nothing around it asks for background time. Upload from a file on disk through a background URLSession (URLSessionConfiguration.background(withIdentifier:)), or at least wrap the transfer in beginBackgroundTask / endBackgroundTask.",
                at: upload.position, confidence: .medium)
        }
    }

    /// Whether the body uploaded (`from:`) is what an encoder returns, inline or through a local
    /// name set from it in a scope around the upload (`let jsonData = try! encoder.encode(submission)`).
    static func sendsEncodedValue(_ call: FunctionCallExprSyntax, file: SwiftFile) -> Bool {
        guard let body = call.argument("from")?.expression else { return false }
        let encodings = file.index.calls("encode") + file.index.calls("data").filter { $0.argumentLabels.first == "withJSONObject" }
        return encodings.contains { encoding in
            if body.encloses(encoding) { return true }
            guard case .stored(let name, _, let scope?)? = ExprSyntax(encoding).valueDestination else { return false }
            return body.as(DeclReferenceExprSyntax.self)?.baseName.text == name && scope.encloses(call)
        }
    }

    /// The session an upload call runs on, as written, when it is certainly not a background
    /// one: `URLSession.shared`, Alamofire's default session, or a name the call's type (or
    /// file) sets from `URLSession.shared` or the default or ephemeral configuration.
    static func foregroundSession(of call: FunctionCallExprSyntax, file: SwiftFile) -> String? {
        let labels = call.argumentLabels
        let chain = call.calleeChain
        if chain == "AF.upload" || chain == "Alamofire.upload" { return "Alamofire's default session" }
        let isURLSessionUpload = (call.calleeName == "uploadTask" && labels.first == "with" && labels.count >= 2
                                  && ["from", "fromFile"].contains(labels[1]))
            || (call.calleeName == "upload" && labels.first == "for" && labels.count >= 2 && ["from", "fromFile"].contains(labels[1]))
        guard isURLSessionUpload, let receiver = call.receiver else { return nil }
        let key = receiver.trimmedSourceText
        if key == "URLSession.shared" { return "URLSession.shared" }
        let name = key.hasPrefix("self.") ? String(key.dropFirst(5)) : key
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let scopeText = call.enclosingTypeDeclaration?.trimmedSourceText ?? file.text
        guard !scopeText.contains("background(withIdentifier") else { return nil }
        let pattern = "(?<![\\w.])(self\\.)?\(name)\\s*(:\\s*URLSession\\s*)?=\\s*URLSession(\\.shared\\b|\\(configuration:\\s*(URLSessionConfiguration)?\\.(default|ephemeral)\\b)"
        guard let found = scopeText.range(of: pattern, options: .regularExpression) else { return nil }
        let source = scopeText[found].contains(".shared") ? "URLSession.shared" : "a default or ephemeral configuration"
        // Assigned from anything else as well: the file cannot say which session it holds.
        let anyAssignment = "(?<![\\w.])(self\\.)?\(name)\\s*(:\\s*[\\w.?!]+\\s*)?=(?!=)"
        let assignments = scopeText.ranges(ofPattern: anyAssignment)
        guard assignments == 1 else { return nil }
        return "\(name) (set from \(source))"
    }
}

private extension String {
    /// How many times a regular expression matches.
    func ranges(ofPattern pattern: String) -> Int {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return 0 }
        return regex.numberOfMatches(in: self, range: NSRange(startIndex..., in: self))
    }
}
