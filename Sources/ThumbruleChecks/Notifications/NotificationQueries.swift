import SwiftSyntax
import ThumbruleCore

/// Shapes of UserNotifications code the notification checks share.
enum NotificationQueries {
    /// True for a member used as a `UNAuthorizationOptions` value: `UNAuthorizationOptions.x`,
    /// an option inside `requestAuthorization(options:)`, or in a declaration typed `UNAuthorizationOptions`.
    static func isAuthorizationOption(_ member: MemberAccessExprSyntax) -> Bool {
        if member.basePath == "UNAuthorizationOptions" { return true }
        guard member.base == nil else { return false }
        var current = member.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self), !node.is(MemberBlockItemSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "requestAuthorization" { return true }
            if let binding = node.as(PatternBindingSyntax.self),
               binding.typeAnnotation?.type.trimmedSourceText == "UNAuthorizationOptions" {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// True for `.x` assigned to a notification's `interruptionLevel`, or written `UNNotificationInterruptionLevel.x`;
    /// not for the level's number (`UNNotificationInterruptionLevel.critical.rawValue`), which a model stores or compares.
    static func isInterruptionLevel(_ member: MemberAccessExprSyntax) -> Bool {
        if member.basePath == "UNNotificationInterruptionLevel" {
            return member.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "rawValue"
        }
        guard member.base == nil, let list = member.parent?.as(ExprListSyntax.self), list.count == 3,
              let target = list.first?.as(MemberAccessExprSyntax.self) else { return false }
        return target.declName.baseName.text == "interruptionLevel" && Array(list)[1].is(AssignmentExprSyntax.self)
    }

    /// True for a receiver that names notification content: `content`, `bestAttemptContent`, `self.notificationContent`.
    static func isContentReceiver(_ member: MemberAccessExprSyntax) -> Bool {
        member.basePath?.lowercased().contains("content") ?? false
    }

    /// The actions of a `UNNotificationCategory(…, actions: […], …)`, in order: an array
    /// literal, or a variable of the same file initialised with one. Nil when unknown.
    static func actions(of category: FunctionCallExprSyntax, in index: SwiftFileIndex) -> [ExprSyntax]? {
        guard let expression = category.argument("actions")?.expression else { return nil }
        let array = expression.as(ArrayExprSyntax.self)
            ?? expression.as(DeclReferenceExprSyntax.self).flatMap { index.initialValue(of: $0)?.as(ArrayExprSyntax.self) }
        return array?.elements.map(\.expression)
    }

    /// What a content must set to be presented: something shown or heard.
    static let presentedMembers: Set<String> = ["title", "subtitle", "body", "sound", "attachments"]

    /// True when the content is bound to a variable that its function gives nothing shown or
    /// heard: a badge alone, or only data (`userInfo`) in a file that never sets anything shown
    /// on any content (a carrier for a receipt or an acknowledgement). No level applies.
    /// Content handed untouched to a completion handler (`contentHandler(emptyContent)` in a
    /// service extension that drops a push it cannot read) presents nothing either.
    static func presentsNothing(_ creation: FunctionCallExprSyntax, _ index: SwiftFileIndex) -> Bool {
        if isHandlerArgument(Syntax(creation)) { return true }
        guard let binding = creation.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let function = creation.enclosingFunction else { return false }
        let name = binding.pattern.trimmedSourceText
        let setMembers = Set(index.memberAccesses(within: function)
            .filter { $0.base?.trimmedSourceText == name }
            .map { $0.declName.baseName.text })
        if setMembers.isEmpty {
            let uses = index.references(within: function).filter { $0.baseName.text == name }
            if !uses.isEmpty && uses.allSatisfy({ isHandlerArgument(Syntax($0)) }) { return true }
        }
        guard setMembers.isDisjoint(with: presentedMembers) else { return false }
        if setMembers.contains("badge") { return true }
        let fileShowsSomething = presentedMembers.contains { member in index.memberAccesses(member).contains(where: \.isAssigned) }
        return !setMembers.isEmpty && setMembers.isSubset(of: ["userInfo"]) && !fileShowsSomething
    }

    /// True for the only argument of a call to a completion handler: `contentHandler(x)`,
    /// `self.completion?(x)`, a closure named `…Handler`, `completion` or `handler`.
    static func isHandlerArgument(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let callee = call.calleeName else { return false }
        return callee.hasSuffix("Handler") || callee == "handler" || callee == "completion"
    }
}
