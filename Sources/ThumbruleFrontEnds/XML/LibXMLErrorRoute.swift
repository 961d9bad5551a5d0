#if canImport(FoundationXML) && os(Linux)
import Glibc

/// Sends libxml2's error reports for the rest of a parse to a handler of ours instead of
/// FoundationXML's, which leaks memory on every report.
///
/// On Linux, `XMLParser.parse()` installs `_structuredErrorFunc` as the thread's libxml2 error
/// handler for the length of the parse. It turns each report into a `CFError` through
/// `_CFErrorCreateFromXMLInterface`, which creates the domain string `NSXMLParserErrorDomain`
/// afresh (`CFStringCreateWithCString`, a +1 reference) and never releases it: 72 bytes lost
/// per error (valgrind: "definitely lost", swift-corelibs-foundation of Swift 6.3.1). libxml2
/// parses in recovery mode, so a malformed document reports error after error, and a fuzzer's
/// million malformed documents grew the process by gigabytes.
///
/// `route(to:_:)` is called from `parserDidStartDocument`, inside the parse: libxml2's
/// `xmlSetStructuredErrorFunc` (looked up at run time, as Thumbrule does not link libxml2 itself)
/// replaces the handler for this thread, and FoundationXML puts its own back to nil when
/// `parse()` returns. A report made before the document starts still goes to FoundationXML;
/// `XMLTree.parserInput` leaves none (no XML declaration, no NUL, UTF-8 only).
package enum LibXMLErrorRoute {
    /// libxml2's `xmlStructuredErrorFunc`: the context given with it, then an `xmlErrorPtr`.
    package typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    typealias Setter = @convention(c) (UnsafeMutableRawPointer?, Handler?) -> Void

    static let setter: Setter? = {
        guard let library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_NOLOAD) ?? dlopen(nil, RTLD_NOW),
              let symbol = dlsym(library, "xmlSetStructuredErrorFunc") else { return nil }
        return unsafeBitCast(symbol, to: Setter.self)
    }()

    /// Routes this thread's libxml2 error reports to `handler` with `context`; false when
    /// libxml2's function is not found (FoundationXML's handler then stays).
    @discardableResult
    package static func route(to context: UnsafeMutableRawPointer, _ handler: Handler) -> Bool {
        guard let setter else { return false }
        setter(context, handler)
        return true
    }

    /// The libxml2 error code of a report (`xmlError.code`, the `Int32` after `domain`): the
    /// same number FoundationXML puts in its `NSError`.
    package static func code(of error: UnsafeMutableRawPointer?) -> Int? {
        error.map { Int($0.load(fromByteOffset: 4, as: Int32.self)) }
    }
}
#endif
