import ThumbruleCore
import ThumbruleFrontEnds

/// What the `state-offline` alert checks of every platform decide alike: which calls and flags
/// raise an alert, and whether the code that raises one runs when the network is gone. The
/// platforms differ only in where a connectivity change is heard (an Android `NetworkCallback`,
/// connectivity_plus's stream, a NetInfo listener); each check finds those places and asks here.
enum OfflineAlerts {
    /// Which state of the network a condition holds in.
    enum Network: Equatable {
        case offline, online

        var flipped: Network { self == .offline ? .online : .offline }
    }

    /// The finding's message: what raised the alert, then the quiet alternative, with the place
    /// the platform usually gives an offline marker (`a line in the app bar`).
    static func message(_ what: String, marker: String? = nil) -> String {
        let quiet = marker.map { "one quiet offline marker (\($0))" } ?? "one quiet offline marker"
        return "\(what), so losing the network interrupts the person with something to dismiss; keep the screen's content, show \(quiet), and clear it when the connection returns."
    }

    // MARK: - Raising an alert

    /// Types whose construction is an alert: UIKit's, Android's and Compose's, Flutter's Cupertino one.
    static let alertTypes: Set<String> = [
        "UIAlertController", "AlertDialog", "BasicAlertDialog", "MaterialAlertDialogBuilder", "CupertinoAlertDialog",
    ]
    /// Calls that raise an alert through their receiver: React Native's `Alert.alert`, Android's
    /// `AlertDialog.Builder`, GetX's `Get.dialog`.
    static let alertCallsByReceiver: [String: Set<String>] = [
        "Alert": ["alert"], "AlertDialog": ["Builder"], "Get": ["dialog", "defaultDialog"],
    ]
    /// Leading verbs of a call that raises what it names (`showNoInternetDialog`, `presentAlert`).
    static let showingVerbs: Set<String> = ["show", "present", "display", "open"]
    /// Words that name something the person must dismiss.
    static let alertWords: Set<String> = ["alert", "dialog", "modal"]
    /// Words that name a quiet or passing surface rather than an alert (`showModalBottomSheet`,
    /// `showSnackbarDialog`), or a wait rather than a message (`ProgressDialog`).
    static let quietWords: Set<String> = ["snackbar", "snack", "toast", "banner", "sheet", "progress", "loading", "spinner", "tooltip"]
    /// Words of a flag that takes an alert away (`dismissOfflineAlert`, `hideDialog`).
    static let dismissingWords: Set<String> = ["dismiss", "dismissed", "hide", "hidden", "close", "closed", "cancel"]

    /// Whether a call raises an alert: an alert type (`AlertDialog(…)`, `UIAlertController(…)`) or
    /// a dialog type of the app's own (`NoInternetDialog(…)`), a receiver's alert call
    /// (`Alert.alert`), or a call named for showing one (`showDialog`, `presentOfflineAlert`).
    static func raisesAlert(callee: String, receiver: String?) -> Bool {
        if alertTypes.contains(callee) { return true }
        if let receiver, alertCallsByReceiver[receiver]?.contains(callee) == true { return true }
        let words = NameWords.split(callee)
        guard let first = words.first, let last = words.last, words.allSatisfy({ !quietWords.contains($0) }) else { return false }
        if callee.first?.isUppercase == true { return last == "dialog" || last == "alert" }
        return showingVerbs.contains(first) && words.contains(where: alertWords.contains)
    }

    /// Whether a flag's name says it presents an alert (`showOfflineAlert`, `isNoInternetDialogVisible`),
    /// not that it takes one away.
    static func namesAlertFlag(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.contains(where: alertWords.contains) && !words.contains(where: dismissingWords.contains)
            && !words.contains(where: quietWords.contains)
    }

    // MARK: - Reading connectivity

    /// Words that say the network is gone in any name (`isOffline`, `InternetStatus.disconnected`).
    static let offlineWords: Set<String> = ["offline", "disconnected", "unreachable", "unsatisfied"]
    /// Words that say the network is gone only beside a network word: `ConnectivityResult.none`,
    /// `NetworkStatus.Unavailable`, `noInternet`, `connectionLost`.
    static let absenceWords: Set<String> = ["none", "unavailable", "lost", "no", "not", "without"]
    /// Words that say the network is there in any name (`isConnected`, `isInternetReachable`).
    static let onlineWords: Set<String> = ["online", "connected", "reachable", "satisfied"]
    /// Words that say the network is there only beside a network word (`isNetworkAvailable`, `hasInternet`).
    static let presenceWords: Set<String> = ["available", "has", "have"]
    /// Words that put a name on the network (`NetInfoStateType`, `connectivityResult`).
    static let networkContextWords: Set<String> = Connectivity.flagWords.union(Connectivity.networkWords).union(Connectivity.connectionWords).union(["net"])
    /// Words of a failed request's outcome (`MigrationFailure.NoNetwork`, `NetworkError.offline`):
    /// an answer to something the person did, which `state-error` covers, not the network's state.
    static let failureWords: Set<String> = ["failure", "failed", "fail", "error", "errors", "exception"]
    /// Words that name the device's network and nothing else (`Connectivity.networkWords` without
    /// "monitor" and "path", which a heart-rate monitor or a file path says too).
    static let networkNameWords: Set<String> = ["network", "internet", "wifi", "cellular", "net"]
    /// Words of a presentation flag (`showOfflineDialog`): the state a screen sets when it decides to
    /// show something, which says nothing of the network itself.
    static let presentationWords: Set<String> = ["show", "showing", "shown", "alert", "dialog", "modal", "present", "presented", "visible", "open"]

    /// What a chain of names says about the network.
    enum NameReading: Equatable {
        /// It is a flag or a state of the network that holds in this state (`isOffline`,
        /// `InternetStatus.connected`).
        case reads(Network)
        /// It names the network without saying which state (`connectivityResult`,
        /// `ConnectivityResult.wifi`, `networkMonitor.status`).
        case unclear
        /// It names something else: another kind of connection (`socket.isConnected`, an
        /// "offline mode" setting), a presentation flag (`showOfflineDialog`), a request's failure
        /// (`NetworkError.NoConnection`), anything else.
        case other
    }

    /// What a chain of names (`state.isConnected`, `NetworkStatus.Unavailable`) says about the
    /// network. With `strict`, a name says "network" only with a word of `Connectivity.flagWords`,
    /// or a network word beside "connected", "available" or "none" (as
    /// `off-write-mode.connectivity-gate` reads flags); without it (inside a connectivity
    /// callback), `connected` alone does.
    static func reading(of names: [String], strict: Bool) -> NameReading {
        let words = Set(names.flatMap(NameWords.split))
        guard words.isDisjoint(with: Connectivity.otherConnectionWords), words.isDisjoint(with: presentationWords),
              words.isDisjoint(with: failureWords) else { return .other }
        let context = !words.isDisjoint(with: networkContextWords)
        if strict {
            let named = !words.isDisjoint(with: Connectivity.flagWords)
                || (!words.isDisjoint(with: networkNameWords)
                    && !words.isDisjoint(with: Connectivity.connectionWords.union(absenceWords).union(presenceWords).union(["status", "state"])))
            guard named else { return .other }
        }
        if !words.isDisjoint(with: offlineWords) || (context && !words.isDisjoint(with: absenceWords)) { return .reads(.offline) }
        if !words.isDisjoint(with: onlineWords) || (context && !words.isDisjoint(with: presenceWords)) { return .reads(.online) }
        return context ? .unclear : .other
    }

    /// A body of code that runs when the network changes (a listener's callback, an effect keyed
    /// on a connectivity flag), or a widget function whose branches follow a flag, read in one
    /// front end's tokens.
    struct Code<Source: LexedSource> {
        let source: Source
        let isIdentifier: (Int) -> Bool
        /// Whether names are read strictly (`reading(of:strict:)`): everywhere but inside a
        /// callback that only a connectivity change calls.
        let strict: Bool
        /// Names that stand for the network's state in the body: a callback's parameter fed from
        /// `isOnline.collect { online -> }` or `it`, with what their truth says.
        var subjects: [String: Network] = [:]

        func text(_ index: Int) -> String { source.text(at: index) }

        /// The alert raises in `range` that run when the network is gone: the raising `calls`, or
        /// where none raises, alert flags set to anything but `false`; each under a condition that
        /// says offline (or in a body that runs only offline, `inherent`), not inside a control's
        /// action and not inside another raise. Token indices of the names, in source order.
        func offlineRaises(in range: Range<Int>, inherent: Network?, exact: Bool, raises calls: [(name: Int, range: Range<Int>)]) -> [Int] {
            var found = calls.filter { call in
                range.contains(call.name) && !isInAction(call.name, within: range)
                    && (self.network(at: call.name, within: range, exact: exact) ?? inherent) == .offline
            }
            // A flag set beside a raising call only keeps count of it (`_dialogShowing = true`).
            if found.isEmpty {
                for (name, value) in flagRaises(in: range) where !isInAction(name, within: range) {
                    let setTo = condition(value)
                    let raisesOffline = setTo.map { $0.network == .offline && ($0.exact || !exact) }
                        ?? ((self.network(at: name, within: range, exact: exact) ?? inherent) == .offline)
                    if raisesOffline { found.append((name, name..<(name + 1))) }
                }
            }
            let outermost = found.filter { raise in !found.contains { $0.name != raise.name && $0.range.contains(raise.name) && $0.range.count > raise.range.count } }
            return outermost.map { $0.name }.sorted()
        }

        // MARK: Flags

        /// Alert flags set in a range, with the tokens of the value they are set to:
        /// `showOfflineAlert = true`, `_showDialog.value = true`, `_dialog.postValue(true)`,
        /// `setOfflineModalVisible(true)`, `copy(showNoInternetDialog = true)`,
        /// `copyWith(showNoInternetDialog: true)`. Values `false` and `null` take an alert away
        /// and are left out, as are declarations (`var showDialog = true`).
        func flagRaises(in range: Range<Int>) -> [(name: Int, value: Range<Int>)] {
            var result: [(Int, Range<Int>)] = []
            for index in range where isIdentifier(index) {
                let name = text(index)
                let next = text(index + 1)
                // `flag = value`, `flag.value = value`, or a named argument of `copy` / `copyWith`.
                if next == "=" || (next == ":" && isCopyArgument(index)) {
                    var flag = index
                    if name == "value", text(index - 1) == "." || text(index - 1) == "?." { flag = index - 2 }
                    guard isIdentifier(flag), namesAlertFlag(text(flag)) else { continue }
                    if next == "=" {
                        // A declaration (`var showDialog = true`, `bool showDialog = true`) starts a new flag.
                        let previous = text(flag - 1)
                        if ["val", "var", "let", "const", "final", "late"].contains(previous)
                            || (isIdentifier(flag - 1) && !source.tokens[flag].followsNewline && previous != "return") { continue }
                        if let opener = source.enclosingOpener(of: index), text(opener) == "(", !isCopyArgument(index) { continue }
                    }
                    let value = expression(startingAt: index + 2, within: range)
                    if isTakenAway(value) { continue }
                    result.append((flag, value))
                    continue
                }
                // `setShowOfflineAlert(true)`, `_offlineDialog.postValue(true)`.
                guard next == "(", let close = source.partner(of: index + 1) else { continue }
                let value = (index + 2)..<close
                if name.count > 3, name.hasPrefix("set"), name.dropFirst(3).first?.isUppercase == true, namesAlertFlag(String(name.dropFirst(3))) {
                    if !isTakenAway(value) { result.append((index, value)) }
                } else if ["postValue", "setValue", "emit", "tryEmit", "add"].contains(name), text(index - 1) == "." || text(index - 1) == "?.",
                          isIdentifier(index - 2), namesAlertFlag(text(index - 2)), !isTakenAway(value) {
                    result.append((index - 2, value))
                }
            }
            return result
        }

        /// Whether a named argument sits in `copy(…)` or `copyWith(…)`: a new state for the screen.
        private func isCopyArgument(_ index: Int) -> Bool {
            guard let opener = source.enclosingOpener(of: index), text(opener) == "(", opener > 0 else { return false }
            return text(opener - 1) == "copy" || text(opener - 1) == "copyWith"
        }

        private func isTakenAway(_ value: Range<Int>) -> Bool {
            value.isEmpty || (value.count == 1 && ["false", "null", "undefined", "nil"].contains(text(value.lowerBound)))
        }

        /// The tokens of an expression from `start` to the end of its statement or argument.
        private func expression(startingAt start: Int, within range: Range<Int>) -> Range<Int> {
            var end = start
            while end < range.upperBound {
                let word = text(end)
                if let partner = source.partner(of: end), partner > end { end = partner + 1; continue }
                if [";", ",", ")", "}", "]"].contains(word) || (end > start && source.tokens[end].followsNewline && !["&&", "||", "==", "!=", "===", "!==", ".", "?."].contains(word)) { break }
                end += 1
            }
            return start..<end
        }

        // MARK: Where a token runs

        /// Words of a control's action callback (`onPressed`, `onClick`, `setOnClickListener`,
        /// awesome_dialog's `btnOkOnPress`, Compose's `onDismissRequest`).
        static var actionWords: Set<String> { ["click", "press", "pressed", "tap", "tapped", "submit", "submitted", "select", "selected", "confirm", "dismiss"] }

        /// Whether a token sits in a control's action inside the range (`onPressed: () { … }`,
        /// `onClick = { … }`, `setOnClickListener { … }`, `onPress={() => …}`): the person's tap
        /// raises what is there, not the network.
        func isInAction(_ token: Int, within range: Range<Int>) -> Bool {
            var current = token
            while current > range.lowerBound {
                let start = chainStart(of: current)
                if namesAction(before: start) { return true }
                guard let opener = source.enclosingOpener(of: start), opener > range.lowerBound else { return false }
                if namesAction(before: opener) { return true }
                current = statementToken(opening: opener)
            }
            return false
        }

        /// Whether the code starting at `token` is passed as an action callback: the name before
        /// it, past closure parameters, `=>`, `:` and `=`, is one.
        private func namesAction(before token: Int) -> Bool {
            var index = token - 1
            var steps = 0
            while index >= 0, steps < 6 {
                steps += 1
                let word = text(index)
                if word == ")", let open = source.partner(of: index), open < index { index = open - 1; continue }
                if ["=>", "->", ":", "=", "{", "async"].contains(word) { index -= 1; continue }
                break
            }
            guard index >= 0 else { return false }
            let words = Set(NameWords.split(text(index)))
            return words.contains("on") && !words.isDisjoint(with: Self.actionWords)
        }

        /// The token a walk up from inside a bracket continues from: the callee of a call whose
        /// arguments or trailing lambda the bracket opens (`runOnUiThread {`, `setState(() {`),
        /// so that a condition before the call is read; else the bracket itself.
        private func statementToken(opening opener: Int) -> Int {
            var before = opener - 1
            if text(opener) == "{", text(before) == ")", let open = source.partner(of: before) { before = open - 1 }
            guard before >= 0, isIdentifier(before), !["if", "when", "switch", "for", "while", "catch", "else", "try", "do", "fun", "function"].contains(text(before)) else { return opener }
            return before
        }

        /// The network state in which the code at `token` runs, read from the conditions between
        /// it and the start of `range`: the `if` it is under (or the `else` of), a `c && raise()`
        /// statement, a `when` / `switch` branch, or an earlier `if (connected) return`. The
        /// nearest condition that reads the network decides; nil when none does. With `exact`,
        /// a condition decides only when it reads nothing but the network (`if (isOffline)`,
        /// not `if (isOffline && tapped)`).
        func network(at token: Int, within range: Range<Int>, exact: Bool) -> Network? {
            var current = token
            while current > range.lowerBound {
                let start = chainStart(of: current)
                if let found = statementCondition(before: start, exact: exact) { return found }
                guard let opener = source.enclosingOpener(of: start), opener >= range.lowerBound else { return nil }
                if text(opener) == "{" {
                    if let found = earlyReturn(in: opener, before: start, exact: exact) { return found }
                    if let found = branchLabel(in: opener, before: start, exact: exact) { return found }
                    if opener > range.lowerBound, let found = statementCondition(before: opener, exact: exact) { return found }
                }
                if opener == range.lowerBound { return nil }
                current = statementToken(opening: opener)
            }
            return nil
        }

        /// The first token of the call chain or expression a token belongs to: `AlertDialog` in
        /// `AlertDialog.Builder(this)`, `Alert` in `Alert.alert(…)`, `await` in `await showDialog(…)`.
        func chainStart(of token: Int) -> Int {
            var index = token
            while index > 0 {
                let previous = text(index - 1)
                if [".", "?.", "..", "?..", "::"].contains(previous) {
                    var before = index - 2
                    if [")", "]"].contains(text(before)), let open = source.partner(of: before) { before = open - 1 }
                    if ["!", "!!"].contains(text(before)) { before -= 1 }
                    guard before >= 0, isIdentifier(before) else { break }
                    index = before
                    continue
                }
                if ["await", "new", "const", "return", "void"].contains(previous), isIdentifier(index - 1) { index -= 1; continue }
                break
            }
            return index
        }

        /// The condition a statement starting at `start` runs under, if what comes right before
        /// it says: `if (c) raise()`, `if (c) { … }`, `} else { … }`, `c && raise()`, or a
        /// `when` branch `c -> raise()`.
        private func statementCondition(before start: Int, exact: Bool) -> Network? {
            let previous = start - 1
            guard previous >= 0 else { return nil }
            switch text(previous) {
            case ")":
                guard let open = source.partner(of: previous), open > 0, text(open - 1) == "if" else { return nil }
                if let found = condition((open + 1)..<previous), !exact || found.exact { return found.network }
                return elseOf(ifAt: open - 1, exact: exact)
            case "else":
                return elseOf(ifAt: previous, exact: exact, afterElse: true)
            case "&&":
                var first = previous - 1
                while first > 0 {
                    if let open = source.partner(of: first), open < first { first = open - 1; continue }
                    let word = text(first)
                    if [";", "{", "}", "(", ",", "=>", "=", "?", ":", "return", "[", "->"].contains(word) || word == "||" || word == "??" { break }
                    first -= 1
                }
                guard first + 1 < previous, let found = condition((first + 1)..<previous), !exact || found.exact else { return nil }
                return found.network
            case "->":
                return whenLabel(endingAt: previous, exact: exact)
            default:
                return nil
            }
        }

        /// What the `else` branches of an `if … else if … else` chain say: code there runs only
        /// when every earlier condition failed, so an exact reading of one of them, flipped,
        /// decides. `token` is an `if` (whose own `else if` predecessors are read) or, with
        /// `afterElse`, an `else`.
        private func elseOf(ifAt token: Int, exact: Bool, afterElse: Bool = false) -> Network? {
            var elseToken = afterElse ? token : token - 1
            var steps = 0
            while elseToken > 0, text(elseToken) == "else", steps < 50 {
                steps += 1
                // Back over the previous branch's body to its `if (condition)`.
                var cursor = elseToken - 1
                if text(cursor) == "}", let open = source.partner(of: cursor) { cursor = open - 1 }
                while cursor > 0, !(text(cursor) == ")" && source.partner(of: cursor).map({ $0 > 0 && text($0 - 1) == "if" }) == true) {
                    if let open = source.partner(of: cursor), open < cursor { cursor = open - 1; continue }
                    if [";", "{", "}"].contains(text(cursor)) { return nil }
                    cursor -= 1
                }
                guard cursor > 0, let open = source.partner(of: cursor) else { return nil }
                if let found = condition((open + 1)..<cursor), found.exact { return found.network.flipped }
                elseToken = open - 2
            }
            return nil
        }

        /// An `if (c) return` (or `if (c) { …; return }`) among the statements of the block opened
        /// at `opener`, before `token`: code after it runs only when `c` failed.
        private func earlyReturn(in opener: Int, before token: Int, exact: Bool) -> Network? {
            var result: Network?
            var index = opener + 1
            while index < token {
                if let partner = source.partner(of: index), partner > index, text(index) != "(" || text(index - 1) != "if" {
                    index = partner + 1
                    continue
                }
                if text(index) == "if", text(index + 1) == "(", let close = source.partner(of: index + 1), close + 1 < token {
                    var returns = text(close + 1) == "return"
                    if text(close + 1) == "{", let end = source.partner(of: close + 1), end < token {
                        returns = directlyReturns(from: close + 2, to: end)
                    }
                    if returns, let found = condition((index + 2)..<close), found.exact { result = found.network.flipped }
                    index = close + 1
                    continue
                }
                index += 1
            }
            return result
        }

        private func directlyReturns(from start: Int, to end: Int) -> Bool {
            var index = start
            while index < end {
                if let partner = source.partner(of: index), partner > index { index = partner + 1; continue }
                if text(index).hasPrefix("return") { return true }
                index += 1
            }
            return false
        }

        /// The label of the `switch` case or `when` branch a statement of the block at `opener`
        /// belongs to: the last `case` or `->` of the block before the token.
        private func branchLabel(in opener: Int, before token: Int, exact: Bool) -> Network? {
            guard opener > 0 else { return nil }
            var keyword = opener - 1
            var subject: Range<Int>?
            if text(keyword) == ")", let open = source.partner(of: keyword) {
                subject = (open + 1)..<keyword
                keyword = open - 1
            }
            guard text(keyword) == "switch" || text(keyword) == "when" else { return nil }
            var lastCase: Int?
            var lastArrow: Int?
            var index = opener + 1
            while index < token {
                if let partner = source.partner(of: index), partner > index { index = partner + 1; continue }
                if text(index) == "case" || text(index) == "default" { lastCase = index }
                if text(index) == "->" { lastArrow = index }
                index += 1
            }
            if text(keyword) == "when", let arrow = lastArrow { return whenLabel(endingAt: arrow, exact: exact, subject: subject) }
            guard let label = lastCase, text(label) == "case" else { return nil }
            var colon = label + 1
            while colon < token, text(colon) != ":" {
                if let partner = source.partner(of: colon), partner > colon { colon = partner + 1; continue }
                colon += 1
            }
            return labelNetwork((label + 1)..<colon, subject: subject, exact: exact)
        }

        /// A `when` branch's label, from the start of its line to the `->` at `arrow`.
        private func whenLabel(endingAt arrow: Int, exact: Bool, subject: Range<Int>? = nil) -> Network? {
            var start = arrow - 1
            while start > 0, !source.tokens[start].followsNewline, ![";", "{"].contains(text(start - 1)) {
                if let open = source.partner(of: start), open < start { start = open; continue }
                start -= 1
            }
            var subject = subject
            if subject == nil, let opener = source.enclosingOpener(of: arrow), text(opener - 1) == ")", let open = source.partner(of: opener - 1), text(open - 1) == "when" {
                subject = (open + 1)..<(opener - 1)
            }
            return labelNetwork(start..<arrow, subject: subject, exact: exact)
        }

        /// A branch label's reading: its own words (`InternetStatus.disconnected`,
        /// `is NetworkStatus.Unavailable`, `!isOnline`), or `true` / `false` of a subject that reads the network.
        private func labelNetwork(_ label: Range<Int>, subject: Range<Int>?, exact: Bool) -> Network? {
            guard !label.isEmpty, text(label.lowerBound) != "else", text(label.lowerBound) != "default" else { return nil }
            if label.count == 1, ["true", "false"].contains(text(label.lowerBound)), let subject, let found = condition(subject), found.exact {
                return text(label.lowerBound) == "true" ? found.network : found.network.flipped
            }
            let body = text(label.lowerBound) == "is" ? (label.lowerBound + 1)..<label.upperBound : label
            guard let found = condition(body), !exact || found.exact else { return nil }
            return found.network
        }

        // MARK: Conditions

        /// How a condition reads the network: the state it holds in, and whether it holds in
        /// nothing else (`isOffline`, not `isOffline && mounted`). Nil when it reads no network
        /// word, or reads one in a way this does not follow (`result == ConnectivityResult.wifi`,
        /// `isConnected == null`, a socket's `connected`).
        func condition(_ range: Range<Int>) -> (network: Network, exact: Bool)? {
            let alternatives = split(range, at: "||")
            if alternatives.count > 1 {
                let readings = alternatives.map { conjunction($0) }
                guard let first = readings.first ?? nil, readings.allSatisfy({ $0?.exact == true && $0?.network == first.network }) else { return nil }
                return (first.network, true)
            }
            return conjunction(range)
        }

        private func conjunction(_ range: Range<Int>) -> (network: Network, exact: Bool)? {
            var found: (network: Network, exact: Bool)?
            var alsoOther = false
            for part in split(range, at: "&&") {
                switch term(part) {
                case .other: alsoOther = true
                case .unclear: return nil
                case .reads(let network, let exact):
                    if let found, found.network != network { return nil }
                    found = (network, exact && (found?.exact ?? true))
                }
            }
            return found.map { ($0.network, $0.exact && !alsoOther) }
        }

        private enum Term {
            case reads(Network, exact: Bool)
            /// Reads something else (`mounted`, `showBanner`).
            case other
            /// Reads the network in a way that is not followed.
            case unclear
        }

        private func term(_ range: Range<Int>) -> Term {
            var part = range
            var negated = false
            while let first = part.first {
                if text(first) == "!" { negated.toggle(); part = (first + 1)..<part.upperBound; continue }
                if text(first) == "(", source.partner(of: first) == part.upperBound - 1 {
                    let inner = (first + 1)..<(part.upperBound - 1)
                    guard let found = condition(inner) else { return mentionsNetwork(inner) ? .unclear : .other }
                    return .reads(negated ? found.network.flipped : found.network, exact: found.exact)
                }
                break
            }
            guard !part.isEmpty else { return .other }
            // A comparison: `status == InternetStatus.disconnected`, `state.isConnected === false`.
            var comparison: Int?
            var index = part.lowerBound
            while index < part.upperBound {
                if let partner = source.partner(of: index), partner > index { index = partner + 1; continue }
                if ["==", "===", "!=", "!=="].contains(text(index)) {
                    guard comparison == nil else { return .unclear }
                    comparison = index
                }
                if text(index) == "!", index > part.lowerBound, !isIdentifier(index - 1), text(index - 1) != ")" {
                    // `x !is Offline`: a negated type test.
                    guard text(index + 1) == "is" else { return .unclear }
                    negated.toggle()
                }
                index += 1
            }
            var sides = [part]
            if let comparison { sides = [part.lowerBound..<comparison, (comparison + 1)..<part.upperBound] }
            var readings: [(side: Int, network: Network)] = []
            var mentions = false
            for (number, side) in sides.enumerated() {
                for chain in chains(in: side) {
                    switch chainNetwork(chain) {
                    case .reads(let network, _): readings.append((number, network))
                    case .unclear: mentions = true
                    case .other: break
                    }
                }
            }
            guard let network = readings.first?.network else { return mentions ? .unclear : .other }
            guard readings.allSatisfy({ $0.network == network && $0.side == readings[0].side }) else { return .unclear }
            var result = network
            if let comparison {
                let equal = text(comparison) == "==" || text(comparison) == "==="
                let other = sides[1 - readings[0].side]
                let literal = other.count == 1 ? text(other.lowerBound) : ""
                switch literal {
                case "null", "undefined", "nil": return .unclear
                case "false": if equal { result = result.flipped }
                case "true": if !equal { result = result.flipped }
                default:
                    if !equal { result = result.flipped }
                }
            }
            return .reads(negated ? result.flipped : result, exact: true)
        }

        /// Identifier chains of a range (`state.isConnected`, `ConnectivityResult.none`), as the
        /// token indices of their names, including those inside calls' arguments.
        private func chains(in range: Range<Int>) -> [[Int]] {
            var result: [[Int]] = []
            var current: [Int] = []
            for index in range where isIdentifier(index) {
                let word = text(index)
                guard !Self.keywords.contains(word) || subjects[word] != nil else { continue }
                var continues = false
                if let last = current.last, index >= 2, [".", "?."].contains(text(index - 1)) {
                    var before = index - 2
                    if ["!", "!!"].contains(text(before)) { before -= 1 }
                    if [")", "]"].contains(text(before)), let open = source.partner(of: before) { before = open - 1 }
                    continues = before == last
                }
                if continues {
                    current.append(index)
                } else {
                    if !current.isEmpty { result.append(current) }
                    current = [index]
                }
            }
            if !current.isEmpty { result.append(current) }
            return result
        }

        /// Words that are no names in a condition.
        static var keywords: Set<String> { ["is", "as", "in", "true", "false", "null", "undefined", "nil", "this", "it", "await", "typeof"] }

        /// What one chain of names says about the network.
        private func chainNetwork(_ chain: [Int]) -> Term {
            if chain.count == 1, let network = subjects[text(chain[0])] { return .reads(network, exact: true) }
            switch OfflineAlerts.reading(of: chain.map(text), strict: strict) {
            case .reads(let network): return .reads(network, exact: true)
            case .unclear: return .unclear
            case .other: return .other
            }
        }

        private func mentionsNetwork(_ range: Range<Int>) -> Bool {
            chains(in: range).contains { if case .other = chainNetwork($0) { return false }; return true }
        }

        /// A range split at an operator no bracket holds.
        private func split(_ range: Range<Int>, at separator: String) -> [Range<Int>] {
            var parts: [Range<Int>] = []
            var start = range.lowerBound
            var index = range.lowerBound
            while index < range.upperBound {
                if let partner = source.partner(of: index), partner > index { index = partner + 1; continue }
                if text(index) == separator {
                    parts.append(start..<index)
                    start = index + 1
                }
                index += 1
            }
            parts.append(start..<range.upperBound)
            return parts.filter { !$0.isEmpty }
        }
    }
}
