import SwiftSyntax
import ThumbruleCore

/// A preference's default written into `UserDefaults` on first run instead of registered:
/// `if defaults.object(forKey: k) == nil { defaults.set(v, forKey: k) }`, or a first-launch
/// flag (`if !defaults.bool(forKey: "launchedBefore") { … }`) whose branch writes several
/// preference values. A written default is indistinguishable from a choice, so a later release
/// can never improve it for the users who never touched the setting;
/// `UserDefaults.register(defaults:)` answers reads with the default and stores nothing.
///
/// Only values that are a preference's default count: literals (`true`, `15`, `"metric"`) and
/// enum cases (`.system`, `Units.metric.rawValue`). Left alone: computed values (`Date()`,
/// `UUID()`, a value read from another store: a migration), keys that name state rather than a
/// preference (install dates, counters, ids, tokens, versions, migration, launch and has-prompted
/// markers such as `askAlertsOnce`),
/// a first-launch branch that writes fewer than two preferences besides its flag, a key
/// written after other work in its unset branch (a done marker for a one-time job), and a
/// value the statements after the branch write again in the same block (a running total).
struct DefaultWrittenOnFirstRun: SwiftFileCheck {
    package static let description = CheckDescription(
        id: "set-default-first.default-written-on-first-run",
        ruleId: "set-default-first",
        summary: "A preference default written into UserDefaults on first run instead of registered",
        triggering: [
            CheckExample("""
            func prepareDefaults() {
                let store = UserDefaults.standard
                if store.object(forKey: "startOfWeek") == nil {
                    ↓store.set(2, forKey: "startOfWeek")
                }
            }
            """),
            CheckExample("""
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let defaults = UserDefaults.standard
                if !defaults.bool(forKey: "openedBefore") {
                    defaults.set(true, forKey: "openedBefore")
                    ↓defaults.set(true, forKey: "eveningReminderOn")
                    ↓defaults.set(Units.metric.rawValue, forKey: "units")
                }
                return true
            }
            """),
        ],
        nonTriggering: [
            // The default is registered: nothing is stored until the user chooses.
            CheckExample("""
            func prepareDefaults() {
                UserDefaults.standard.register(defaults: ["startOfWeek": 2, "units": "metric"])
            }
            """),
            // Install state, not a preference: a date, and a counter.
            CheckExample("""
            func recordInstall() {
                let defaults = UserDefaults.standard
                if defaults.object(forKey: "installedAt") == nil {
                    defaults.set(Date(), forKey: "installedAt")
                }
                if defaults.object(forKey: "launchCount") == nil {
                    defaults.set(0, forKey: "launchCount")
                }
            }
            """),
            // mammoth (NotificationSettingsViewController): a has-prompted marker set as the
            // notification permission is asked for, so it is asked only once.
            CheckExample("""
            func askForAlerts(onlyOnce: Bool) {
                var ask = true
                if onlyOnce {
                    if UserDefaults.standard.value(forKey: "askAlertsOnce") == nil {
                        UserDefaults.standard.set(true, forKey: "askAlertsOnce")
                    } else {
                        ask = false
                    }
                }
                if ask { UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in } }
            }
            """),
            // A running total the same block writes right after: the 0 never lasts.
            CheckExample("""
            func saveProgress(_ ids: [String]) {
                let defaults = UserDefaults.standard
                if defaults.object(forKey: totalProcessedKey) == nil {
                    defaults.set(0, forKey: totalProcessedKey)
                }
                defaults.set(ids.count, forKey: totalProcessedKey)
            }
            """),
            // A migration: the value comes from another store.
            CheckExample("""
            func moveIconChoice(to group: UserDefaults) {
                if group.string(forKey: "iconName") == nil {
                    group.set(UserDefaults.standard.string(forKey: "iconName"), forKey: "iconName")
                }
            }
            """),
            // olvid-ios (BootstrapCoordinator): a done marker written after the one-time work it records.
            CheckExample("""
            func cleanUpOnce() async {
                let defaults = UserDefaults.standard
                if defaults.value(forKey: "legacyRowsCleaned") == nil {
                    var more = true
                    while more { more = await store.deleteNextLegacyBatch() }
                    defaults.setValue(true, forKey: "legacyRowsCleaned")
                }
            }
            """),
            // A first-launch branch that writes one preference besides its flag.
            CheckExample("""
            func migrateOnce() {
                let defaults = UserDefaults.standard
                if !defaults.bool(forKey: "selectionMigrated") {
                    defaults.set(true, forKey: "selectionMigrated")
                    defaults.set(false, forKey: "followsLocation")
                }
            }
            """),
        ]
    )

    /// Readers whose `== nil` test asks whether a key was ever written.
    static let optionalReaders: Set<String> = ["object", "value", "string", "array", "dictionary", "data", "url", "stringArray"]

    /// Words of a key that name state the app keeps, not a preference the user may change.
    static let stateWords: Set<String> = [
        "count", "counter", "date", "install", "installed", "installation", "launch", "launched", "launches", "last",
        "migrated", "migration", "version", "build", "id", "uuid", "identifier", "token", "seen", "shown", "timestamp", "time",
        "session", "onboarding", "onboarded", "setup", "initialized", "initialised", "done", "completed", "opened", "before",
        // Has-prompted markers: written when a permission prompt is made, to make it only once.
        "once", "prompted", "asked",
    ]

    package func check(_ file: SwiftFile, _ output: inout CheckOutput) {
        let writes = StorageWrites.all(in: file).filter { $0.store == .userDefaults && $0.node.is(FunctionCallExprSyntax.self) }
        guard !writes.isEmpty else { return }
        let stores = StorageWrites.declaredStores(in: file.index)
        // The writes each `if` holds at the top level of its body, by the `if`.
        var byBranch: [SyntaxIdentifier: (branch: IfExprSyntax, writes: [StorageWrite])] = [:]
        for write in writes {
            guard let branch = Self.branch(holding: write.node) else { continue }
            byBranch[branch.id, default: (branch, [])].writes.append(write)
        }
        for (branch, branchWrites) in byBranch.values.sorted(by: { $0.branch.position < $1.branch.position }) {
            for write in Self.defaultsWritten(by: branch, branchWrites, stores) where !Self.isOverwritten(write, after: branch, by: writes) {
                output.report(
                    "The default of '\(Self.keyName(write, file.index))' is written into UserDefaults on first run, so it is stored as if the user chose it and a later release cannot change it; register it with UserDefaults.register(defaults:) instead.",
                    at: file.position(of: write.node), confidence: .medium)
            }
        }
    }

    /// The preference defaults a first-run branch writes: the key its condition finds unset,
    /// or, under a first-launch flag, every preference besides the flag when there are two or more.
    static func defaultsWritten(by branch: IfExprSyntax, _ writes: [StorageWrite], _ stores: [String: StorageWrite.Store]) -> [StorageWrite] {
        let preferences = writes.filter { isPreferenceDefault($0) }
        for condition in branch.conditions {
            guard let expression = condition.condition.as(ExprSyntax.self) else { continue }
            if let unsetKey = unsetKey(tested: expression, stores) {
                return preferences.filter { keyText($0) == unsetKey && !followsWork($0, in: branch, writes) }
            }
            if let flag = unraisedFlag(tested: expression, stores), writes.contains(where: { keyText($0) == flag }) {
                let others = preferences.filter { keyText($0) != flag }
                return others.count >= 2 ? others : []
            }
        }
        return []
    }

    /// True when the branch does other work before the write (a migration loop, a deletion):
    /// the value marks that work as done, once, and is no preference default
    /// (olvid-ios: `if d.value(forKey: k) == nil { …migrate…; d.setValue(true, forKey: k) }`).
    static func followsWork(_ write: StorageWrite, in branch: IfExprSyntax, _ writes: [StorageWrite]) -> Bool {
        guard let item = write.node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }) else { return false }
        return branch.body.statements.contains { statement in
            statement.endPosition <= item.position
                && !writes.contains { $0.node.position >= statement.position && $0.node.endPosition <= statement.endPosition }
        }
    }

    /// True when a statement of the block holding the branch writes the same key again after
    /// it, whatever the branch did (`if d.object(forKey: k) == nil { d.set(0, forKey: k) }` then
    /// `d.set(ids.count, forKey: k)`): the value the branch wrote never lasts, so it stores no default.
    static func isOverwritten(_ write: StorageWrite, after branch: IfExprSyntax, by writes: [StorageWrite]) -> Bool {
        guard let key = keyText(write), let statement = Syntax(branch).ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
              let block = statement.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return writes.contains { later in
            later.node.position >= branch.endPosition && keyText(later) == key
                && later.node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })?.parent?.id == block.id
        }
    }

    /// `k` in `defaults.object(forKey: k) == nil`.
    static func unsetKey(tested expression: ExprSyntax, _ stores: [String: StorageWrite.Store]) -> String? {
        guard let parts = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
              parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==", parts[2].is(NilLiteralExprSyntax.self),
              let read = parts[0].as(FunctionCallExprSyntax.self), let reader = read.calleeName, optionalReaders.contains(reader),
              StorageWrites.store(receiving: read, stores) == .userDefaults else { return nil }
        return read.argument("forKey")?.expression.trimmedSourceText
    }

    /// `f` in `!defaults.bool(forKey: f)` or `defaults.bool(forKey: f) == false`.
    static func unraisedFlag(tested expression: ExprSyntax, _ stores: [String: StorageWrite.Store]) -> String? {
        var read: ExprSyntax?
        if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            read = negation.expression
        } else if let parts = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
                  parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==", parts[2].trimmedSourceText == "false" {
            read = parts[0]
        }
        guard let call = read?.as(FunctionCallExprSyntax.self), call.calleeName == "bool",
              StorageWrites.store(receiving: call, stores) == .userDefaults else { return nil }
        return call.argument("forKey")?.expression.trimmedSourceText
    }

    /// The `if` whose body holds this statement at its top level.
    static func branch(holding node: Syntax) -> IfExprSyntax? {
        guard let item = node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
              let block = item.parent?.parent?.as(CodeBlockSyntax.self), let branch = block.parent?.as(IfExprSyntax.self),
              branch.body.id == block.id else { return nil }
        return branch
    }

    /// The key as a reader knows it: a local constant's text (`notification_…_enabled`), else its literal or name.
    static func keyName(_ write: StorageWrite, _ index: SwiftFileIndex) -> String {
        if let reference = write.node.as(FunctionCallExprSyntax.self)?.argument("forKey")?.expression.as(DeclReferenceExprSyntax.self),
           let literal = index.constantValue(of: reference)?.as(StringLiteralExprSyntax.self) {
            return literal.textWithPlaceholders
        }
        return write.names.first ?? "this key"
    }

    static func keyText(_ write: StorageWrite) -> String? {
        write.node.as(FunctionCallExprSyntax.self)?.argument("forKey")?.expression.trimmedSourceText
    }

    /// A literal or enum case written under a key that names a preference.
    static func isPreferenceDefault(_ write: StorageWrite) -> Bool {
        guard let value = write.value, isFixedValue(value), let key = write.names.first else { return false }
        return Set(NameWords.split(key)).isDisjoint(with: stateWords)
    }

    /// `true`, `15`, `-1`, `0.5`, `"metric"`, `.system`, `Units.metric.rawValue`.
    static func isFixedValue(_ value: ExprSyntax) -> Bool {
        if value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) { return true }
        if let literal = value.as(StringLiteralExprSyntax.self) { return !literal.hasInterpolation }
        if let negative = value.as(PrefixOperatorExprSyntax.self), negative.operator.text == "-" { return isFixedValue(negative.expression) }
        guard let member = value.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        if member.declName.baseName.text == "rawValue" { return isFixedValue(base) }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }
}
