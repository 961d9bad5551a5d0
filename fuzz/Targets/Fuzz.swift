import Foundation

/// One libFuzzer binary serves every reader: `THUMBRULE_FUZZ_TARGET` names the one a run
/// feeds, so `fuzz/run.sh` builds (and instruments) the package once for all of them.
/// Each target lives in its own file and hands the bytes to a reader the way the tool does.
let fuzzTargets: [String: @Sendable ([UInt8]) -> Void] = [
    "plist": fuzzPropertyList,
    "binary-plist": fuzzBinaryPropertyList,
    "entitlements": fuzzEntitlements,
    "pbxproj": fuzzXcodeProject,
    "xcconfig": fuzzBuildSettings,
    "strings": fuzzStrings,
    "string-catalog": fuzzStringCatalog,
    "config": fuzzConfiguration,
    "rulebook": fuzzRulebook,
    "suppressions": fuzzSuppressions,
    "brief": fuzzScreenBrief,
    "baseline": fuzzBaseline,
    "mcp": fuzzMcpRequest,
    "manifest": fuzzAndroidManifest,
    "gradle": fuzzGradle,
    "version-catalog": fuzzVersionCatalog,
    "kotlin": fuzzKotlin,
    "layout": fuzzLayout,
    "dart": fuzzDart,
    "pubspec": fuzzPubspec,
    "javascript": fuzzJavaScript,
    "expo-config": fuzzExpoConfig,
    "interface-builder": fuzzInterfaceBuilder,
]

/// The target this process feeds, chosen once.
let selectedTarget: @Sendable ([UInt8]) -> Void = {
    let name = ProcessInfo.processInfo.environment["THUMBRULE_FUZZ_TARGET"] ?? ""
    guard let target = fuzzTargets[name] else {
        FileHandle.standardError.write(Data("THUMBRULE_FUZZ_TARGET must be one of: \(fuzzTargets.keys.sorted().joined(separator: " "))\n".utf8))
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    selectedTarget(bytes)
    return 0
}

/// A folder that holds nothing, for readers that look things up on disk (brief targets, MCP tools).
let emptyFolder: String = {
    let path = NSTemporaryDirectory() + "thumbrule-fuzz-empty-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// SwiftPM links an executable target's entry point as `ThumbruleFuzz_main`; libFuzzer's own
/// `main` is not used, so this one hands the command line to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("ThumbruleFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
