/// What marks a control as destructive, what deletes user data, and what guards a deletion
/// (a confirmation or an undo), for `touch-destructive`. One entry per fact.
public enum DestructiveActions {
    /// SF Symbols that draw a deletion: `trash`, `trash.fill`, `trash.circle`, `xmark.bin`.
    /// Not `delete.left`: that is a keypad's backspace.
    public static let symbolPrefixes: [String] = ["trash", "xmark.bin"]
    /// Verbs a deleting function's name or a destructive button's title starts with.
    public static let verbs: Set<String> = ["delete", "remove", "erase", "destroy", "wipe", "purge", "trash"]
    /// Verbs that put something back in a list or collection: a title that switches between
    /// one of these and a deletion verb (`isSaved ? "Remove from wishlist" : "Add to wishlist"`)
    /// toggles membership, and the same control undoes it.
    public static let addingVerbs: Set<String> = ["add", "save", "pin", "follow", "subscribe", "bookmark", "favorite", "favourite", "like", "include", "join", "keep", "restore"]
    /// Words in a `remove…` or `delete…` name that say it removes something other than the
    /// user's data: a view, an observer, an animation, a scheduled notification, a track on the
    /// play queue.
    public static let nonDataWords: Set<String> = [
        "observer", "observers", "superview", "subview", "subviews", "animation", "animations", "target", "targets",
        "gesture", "constraint", "constraints", "child", "parent", "layer", "sublayer", "notification", "notifications",
        "request", "requests", "listener", "listeners", "handler", "timer", "tab", "overlay", "toast", "banner",
        "filter", "filters", "selection", "highlight", "cache", "caches", "temp", "temporary", "attribute", "attributes",
        "duplicates", "backward", "forward", "logout", "signout", "session", "left", "row", "rows", "section", "sections",
        "queue",
    ]
    /// Sign-out phrases, matched with the words of a name run together (`Sign Out`, `logOut`).
    public static let signOutPhrases: [String] = ["signout", "logout", "logoff", "signoff", "disconnect"]
    /// Collection edits: they delete data only when the same function also saves it.
    public static let collectionRemovals: Set<String> = [
        "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "removeSubrange", "removeObject", "removeAtIndex",
    ]
    /// Words in a function's name that say it stores what it changed.
    /// Not "commit": `CATransaction.commit()` ends an animation.
    public static let persistWords: Set<String> = ["save", "persist", "write", "store", "sync", "flush", "upload"]
    /// Receivers whose `delete(_:)` removes a stored record: SwiftData's `ModelContext`, Core
    /// Data's `NSManagedObjectContext` (`viewContext`, `moc`), Realm.
    public static let storeReceiverWords: Set<String> = ["context", "moc", "realm"]
    /// Calls that remove stored data whatever their receiver is named.
    public static let storeDeletionCalls: Set<String> = ["removeItem", "trashItem", "deleteRecord", "deleteRecordZone", "NSBatchDeleteRequest"]
    /// Presentations that stand between a tap and the deletion: a SwiftUI alert or dialog, or
    /// UIKit's alert controller.
    public static let confirmations: Set<String> = ["alert", "confirmationDialog", "actionSheet", "UIAlertController", "Alert", "ActionSheet"]
    /// Words in a name that say it asks first: the project's own wrappers
    /// (`alertProvider.showConfirmAlert`, `presentDeleteDialog`, `confirmDelete`).
    public static let confirmationWords: Set<String> = ["alert", "confirm", "confirmation", "dialog", "prompt"]
    /// Words that say an alert reports a failure (`showErrorAlert`) rather than asks first.
    public static let failureWords: Set<String> = ["error", "errors", "failure", "failed", "fail"]
    /// Names that mean the deletion can be taken back.
    public static let undoNames: Set<String> = ["undoManager", "UndoManager", "registerUndo", "undo"]
    /// Containers whose destructive entries are reached by a second gesture (a long press, a
    /// menu tap), so they are not judged as one-tap deletions here.
    public static let twoStepContainers: Set<String> = ["contextMenu", "Menu", "swipeActions"]
}
