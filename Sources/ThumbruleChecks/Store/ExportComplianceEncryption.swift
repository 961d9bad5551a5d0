import SwiftSyntax
import ThumbruleCore

/// Code that encrypts with CryptoKit or CommonCrypto in an app whose Info.plist answers NO to
/// `ITSAppUsesNonExemptEncryption`. HTTPS through the system is exempt, but encrypting content
/// the app stores or sends itself may not be, so the NO may be wrong. A note: whether a given
/// use is exempt (authentication only, a mass-market exemption) is a legal question the code
/// cannot settle. Hashes and signatures are not counted; only ciphers are.
struct ExportComplianceEncryption: SwiftFileCheck, ProjectCheck {
    static let answeredNo = PlistExamples.infoPlist(["CFBundleName": "Vault"]).replacingOccurrences(
        of: "</dict>", with: "    <key>ITSAppUsesNonExemptEncryption</key>\n    <false/>\n</dict>")

    package static let description = CheckDescription(
        id: "store-export-compliance.encryption-declared-exempt",
        ruleId: "store-export-compliance",
        summary: "Code encrypts with CryptoKit or CommonCrypto while the Info.plist declares no non-exempt encryption",
        appStoreOnly: true,
        triggering: [
            CheckExample(files: [
                ("App/Vault.swift", """
                import CryptoKit
                import Foundation

                func sealNote(_ note: Data, with key: SymmetricKey) throws -> Data? {
                    try ↓AES.GCM.seal(note, using: key).combined
                }
                """),
                ("App/Info.plist", Self.answeredNo),
            ]),
            CheckExample(files: [
                ("App/Legacy.swift", """
                import CommonCrypto

                func encrypt(_ input: UnsafeRawPointer, _ length: Int, _ key: UnsafeRawPointer, _ out: UnsafeMutableRawPointer) -> Int32 {
                    var moved = 0
                    return ↓CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), key, 32, nil, input, length, out, length + 16, &moved)
                }
                """),
                ("App/Info.plist", Self.answeredNo),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ("App/Checksum.swift", """
                import CryptoKit
                import Foundation

                func checksum(_ data: Data) -> String {
                    SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
                }
                """),
                ("App/Info.plist", Self.answeredNo),
            ]),
            CheckExample(files: [
                ("App/Vault.swift", """
                import CryptoKit
                import Foundation

                func sealNote(_ note: Data, with key: SymmetricKey) throws -> Data? {
                    try AES.GCM.seal(note, using: key).combined
                }
                """),
                ("App/Info.plist", PlistExamples.infoPlist(["CFBundleName": "Vault"]).replacingOccurrences(
                    of: "</dict>", with: "    <key>ITSAppUsesNonExemptEncryption</key>\n    <true/>\n</dict>")),
            ]),
            CheckExample(files: [
                ("App/Envelope.swift", """
                struct Envelope {
                    func seal(_ letter: String) -> String { letter }
                }
                let sealed = Envelope().seal("hi")
                """),
                ("App/Info.plist", Self.answeredNo),
            ]),
        ]
    )

    package struct Use: Sendable, Codable {
        let position: SourcePosition
        let api: String
        let path: String
        let target: BuildTarget
    }

    static let uses = FactKey<Use>("store-export-compliance.cipher-use")

    /// Cipher types whose `seal` encrypts (CryptoKit).
    static let sealingTypes: Set<String> = ["AES.GCM", "ChaChaPoly"]
    /// CommonCrypto and Security functions that encrypt.
    static let cipherFunctions: Set<String> = ["CCCrypt", "CCCryptorCreate", "CCCryptorCreateWithMode", "SecKeyCreateEncryptedData"]

    func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        var found: [(Syntax, String)] = []
        if file.index.importedModules.contains("CryptoKit") {
            for member in file.index.memberAccesses("seal") {
                guard let base = member.base?.trimmedDescription, Self.sealingTypes.contains(base) else { continue }
                found.append((Syntax(member), "\(base).seal"))
            }
        }
        for call in file.index.calls(Array(Self.cipherFunctions)) {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            found.append((Syntax(call.calledExpression), name))
        }
        for (node, api) in found {
            output.facts.add(Use(position: file.position(of: node), api: api, path: file.path, target: file.target), for: Self.uses)
        }
    }

    func check(_ project: Project, _ output: inout CheckOutput) {
        var reported = Set<String>()
        for use in project.shippingFacts(Self.uses, at: \.position).sorted(by: { $0.position < $1.position }) {
            for target in project.shippingTargets(compiling: use.path, resolved: use.target) where target.kind == .app {
                guard case .present(let value, let plist) = project.infoPlistKey(ExportComplianceMissing.key, for: target),
                      Self.saysNo(value, target: target, project: project), reported.insert(target.name).inserted else { continue }
                output.report(
                    "\(use.api) encrypts data in the app itself, while \(target.name)'s Info.plist answers NO to \(ExportComplianceMissing.key); encryption beyond HTTPS may not be exempt from export rules, so check the App Store Connect export-compliance overview and answer YES (with the compliance code) if it is not.",
                    at: use.position, confidence: .low,
                    related: [RelatedLocation(plist, "declares no non-exempt encryption")])
            }
        }
    }

    /// True when the key's value is NO: a `<false/>` (read as an empty string) or `NO`/`false`.
    static func saysNo(_ value: String, target: BuildTarget, project: Project) -> Bool {
        if ["NO", "no", "false", "FALSE", "0"].contains(value) { return true }
        guard value.isEmpty, let path = target.infoPlistPath, let plist = project.infoPlists[path] else { return false }
        switch plist.root[ExportComplianceMissing.key] {
        case .bool(false)?, .number(0)?: return true
        default: return false
        }
    }
}
