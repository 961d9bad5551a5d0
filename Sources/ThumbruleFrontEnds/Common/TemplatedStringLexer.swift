/// An open frame of a lexer whose strings hold templates (Kotlin, Groovy, Dart): a bracket, a
/// `${…}` template, or a string with the rules its quotes set.
struct TemplatedFrame: LexerFrame {
    enum Kind: UInt8 { case paren, bracket, brace, template, string }
    let kind: Kind
    let token: Int32
    /// For strings: the quote byte, whether it is tripled, and whether `\` escapes and `$`
    /// templates apply (a Dart raw string has neither; a Kotlin raw string has no escapes).
    var quote: UInt8 = 0
    var triple = false
    var escapes = false
    var templates = false
}

/// The lexers whose brackets, strings and `${…}` templates share one stack of open frames: a
/// `}` closes a template only when the template is the innermost frame above its string,
/// which is what lets templates hold strings that hold templates. A closer that does not fit
/// is recorded and skipped.
protocol TemplatedStringLexer: ByteLexer where Frame == TemplatedFrame {
    static var stringOpenKind: Kind { get }
    static var stringTextKind: Kind { get }
    static var stringCloseKind: Kind { get }
    static var templateOpenKind: Kind { get }
    static var templateNameKind: Kind { get }
    static var templateCloseKind: Kind { get }

    /// The end of the `$name` template whose `$` is at `dollar`, or nil when that `$` is text.
    func templateNameEnd(at dollar: Int) -> Int?
}

extension TemplatedStringLexer {
    /// Opens a bracket frame at the cursor.
    mutating func open(_ kind: TemplatedFrame.Kind, _ tokenKind: Kind) {
        frames.append(TemplatedFrame(kind: kind, token: Int32(tokens.count)))
        single(tokenKind)
    }

    /// Closes the innermost frame the closer at the cursor fits (`fits` is the bracket it
    /// closes), reporting the frames it skips over. Returns true when it closed a template,
    /// so the caller goes back to the string.
    @discardableResult
    mutating func close(_ kind: Kind, fits: TemplatedFrame.Kind) -> Bool {
        var found = -1
        var k = frames.count - 1
        while k >= 0 {
            let frame = frames[k]
            if frame.kind == .string { break }
            if frame.kind == .template {
                if fits == .brace { found = k }
                break
            }
            if frame.kind == fits {
                found = k
                break
            }
            k -= 1
        }
        guard found >= 0 else {
            issueHere(.unexpectedCloser, i)
            single(kind)
            return false
        }
        let frame = popFrames(to: found)
        let isTemplate = frame.kind == .template
        let closer = tokens.count
        single(isTemplate ? Self.templateCloseKind : kind)
        pair(frame.token, closer)
        return isTemplate
    }

    /// Opens a string whose opening (prefix and quotes) is `length` bytes at the cursor.
    mutating func openString(_ frame: TemplatedFrame, length: Int) {
        frames.append(frame)
        fixed(Self.stringOpenKind, length)
    }

    /// Scans string text until the string closes, a template opens, or a single-line string
    /// meets a line break (unterminated: the string ends there and code resumes). At the end
    /// of the file the driver reports the frame.
    mutating func scanString(_ frame: TemplatedFrame) {
        var textStart = i, textLine = line, textColumn = column
        func flushText(_ lexer: inout Self, upTo end: Int) {
            if end > textStart { lexer.emit(Self.stringTextKind, textStart, end, line: textLine, column: textColumn) }
        }
        while i < n {
            let c = p[i]
            if c == frame.quote {
                if frame.triple {
                    var run = 0
                    while i + run < n, p[i + run] == frame.quote { run += 1 }
                    if run >= 3 {
                        // Quotes before the closing three belong to the text.
                        flushText(&self, upTo: i + run - 3)
                        i += run - 3
                        closeString(length: 3)
                        return
                    }
                    i += run
                    continue
                }
                flushText(&self, upTo: i)
                closeString(length: 1)
                return
            }
            if c == UInt8(ascii: "\\"), frame.escapes {
                if byte(i + 1) == 0x0A { newline(at: i + 1) }
                i = min(i + 2, n)
                continue
            }
            if c == UInt8(ascii: "$"), frame.templates {
                if byte(i + 1) == UInt8(ascii: "{") {
                    flushText(&self, upTo: i)
                    frames.append(TemplatedFrame(kind: .template, token: Int32(tokens.count)))
                    fixed(Self.templateOpenKind, 2)
                    return
                }
                if let end = templateNameEnd(at: i) {
                    flushText(&self, upTo: i)
                    emit(Self.templateNameKind, i, end)
                    i = end
                    textStart = i
                    textLine = line
                    textColumn = column
                    continue
                }
                i += 1
                continue
            }
            if c == 0x0A {
                if !frame.triple {
                    flushText(&self, upTo: i)
                    let open = tokens[Int(frame.token)]
                    issue(.unterminatedString, open.offset, open.line, open.column)
                    frames.removeLast()
                    return
                }
                newline(at: i)
            }
            i += 1
        }
        flushText(&self, upTo: n)
    }

    private mutating func closeString(length: Int) {
        let frame = frames.removeLast()
        let closer = tokens.count
        fixed(Self.stringCloseKind, length)
        pair(frame.token, closer)
    }

    /// Lexes to the end: code, then each string the code opens, until the bytes run out.
    mutating func run(scanCode: (inout Self) -> Void) {
        skipScriptTag()
        while i < n {
            if let top = frames.last, top.kind == .string {
                scanString(top)
            } else {
                scanCode(&self)
            }
        }
        reportOpenFrames { $0.kind == .string }
    }
}
