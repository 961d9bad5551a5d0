#if os(Linux)
import Foundation
import Glibc

/// Asks Core Foundation whether it reads a property list, releasing the error it makes when it
/// does not: `PropertyListSerialization` on Linux loses that error.
///
/// When `CFPropertyListCreateWithData` fails it hands back a `CFError` it created (a +1
/// reference, 464 bytes with its user info); swift-corelibs-foundation turns it into the
/// thrown error and never releases the original (valgrind: "definitely lost", from
/// `CFErrorCreate` in `_CFPropertyListCreateFromUTF8Data`, Swift 6.3.1). A fuzzer's mutants
/// of a `project.pbxproj` or a plist are nearly all malformed: one such error each.
///
/// The functions are looked up at run time (as `LibXMLErrorRoute` looks up libxml2's), in the
/// Foundation the process runs with. `PropertyList.object(from:)` asks here first and hands
/// Foundation only what Core Foundation reads, which Foundation then reads without an error.
enum CoreFoundationPropertyList {
    typealias DataCreate = @convention(c) (UnsafeRawPointer?, UnsafePointer<UInt8>?, Int) -> UnsafeMutableRawPointer?
    /// allocator, data, mutability options, format out, error out.
    typealias ListCreate = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?, UInt, UnsafeMutablePointer<Int>?,
                                           UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutableRawPointer?
    typealias Release = @convention(c) (UnsafeMutableRawPointer?) -> Void

    static let functions: (dataCreate: DataCreate, listCreate: ListCreate, release: Release)? = {
        guard let library = dlopen("libFoundation.so", RTLD_NOW | RTLD_NOLOAD) ?? dlopen(nil, RTLD_NOW),
              let dataCreate = dlsym(library, "CFDataCreate"),
              let listCreate = dlsym(library, "CFPropertyListCreateWithData"),
              let release = dlsym(library, "CFRelease") else { return nil }
        return (unsafeBitCast(dataCreate, to: DataCreate.self), unsafeBitCast(listCreate, to: ListCreate.self),
                unsafeBitCast(release, to: Release.self))
    }()

    /// True when Core Foundation reads the bytes as a property list (XML, binary or old-style),
    /// false when it does not (its error released); nil when its functions are not found.
    static func reads(_ data: Data) -> Bool? {
        guard let functions else { return nil }
        let cfData = data.withUnsafeBytes { buffer in
            functions.dataCreate(nil, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
        guard let cfData else { return nil }
        defer { functions.release(cfData) }
        var error: UnsafeMutableRawPointer?
        let list = functions.listCreate(nil, cfData, 0, nil, &error)
        if let error { functions.release(error) }
        guard let list else { return false }
        functions.release(list)
        return true
    }
}
#endif
