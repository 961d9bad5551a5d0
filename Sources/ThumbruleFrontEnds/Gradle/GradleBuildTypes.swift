/// What a build script says about its build types' code shrinking: every `minifyEnabled` /
/// `isMinifyEnabled` setting with the build type block it sits in, the named build type
/// blocks (`release { }`, `getByName("release") { }`) with the type each `initWith`s, and
/// where the `android { }` and `buildTypes { }` blocks start; and which types sign with the
/// debug key or go to Firebase App Distribution's testers.
public struct GradleBuildTypes: Sendable {
    /// One build type's block.
    public struct Block: Sendable, Hashable {
        public let name: String
        public let position: TextPosition
        /// The build type it copies first (`initWith(buildTypes.release)`, `initWith debug`), as written.
        public let initWith: String?
    }

    /// One `minifyEnabled true` / `isMinifyEnabled = false` / `setMinifyEnabled(…)`.
    public struct MinifySetting: Sendable, Hashable {
        /// The build type whose block holds it; nil when it sits anywhere else (`buildTypes.all { }`,
        /// `configureEach { }`, a function, `subprojects { }`): it may set every build type.
        public let buildType: String?
        public let value: GradleValue
        public let position: TextPosition
    }

    public let blocks: [Block]
    public let minifySettings: [MinifySetting]
    /// Build types whose own block signs with the `debug` signing config (`signingConfig
    /// signingConfigs.debug`, `signingConfig = signingConfigs.getByName("debug")`).
    public let debugSigned: Set<String>
    /// Whether any `signingConfig` setting names another signing config, or sits outside a build type's block.
    public let signsOtherwise: Bool
    /// Build types whose own block sends the build to Firebase App Distribution's testers
    /// (`firebaseAppDistribution { groups = "QE" }`).
    public let testerDistributed: Set<String>
    /// The top-level `android { }` block, if any.
    public let androidBlock: TextPosition?
    /// The `buildTypes { }` block inside it, if any.
    public let buildTypesBlock: TextPosition?

    /// The names under which a script sets code shrinking.
    /// (`postprocessing { isRemoveUnusedCode = true }` is the newer spelling of the same R8 pass.)
    static let minifyNames: Set<String> = ["minifyEnabled", "isMinifyEnabled", "setMinifyEnabled", "removeUnusedCode", "isRemoveUnusedCode"]
    /// Calls that name a build type by a string argument.
    static let lookups: Set<String> = ["getByName", "named", "maybeCreate", "create", "register"]
    /// Blocks that configure every build type, not one.
    static let everyType: Set<String> = ["all", "configureEach", "each", "forEach", "whenObjectAdded", "matching", "withType"]

    /// Whether a file names code shrinking anywhere in its code (not comments or strings), in
    /// any shape: `buildTypes.getByName("release").isMinifyEnabled = true` is no assignment the
    /// structure reader records.
    public static func mentionsMinify(_ file: KotlinFile) -> Bool {
        minifyTokenCount(file) > 0
    }

    static func minifyTokenCount(_ file: KotlinFile) -> Int {
        let source = file.source
        return source.tokens.indices.filter { index in
            [.identifier, .backtickIdentifier].contains(source.tokens[index].kind) && minifyNames.contains(source.name(at: index))
        }.count
    }

    /// Whether the script names code shrinking in a shape not read as a setting (a chained
    /// assignment, a reference): its settings do not tell the whole story.
    public let hasUnreadMinify: Bool

    /// The call whose trailing lambda holds something, if it sits in one.
    static func lambdaOwner(_ container: KotlinCallContainer?) -> Int? {
        if case .lambda(let call)? = container { return call }
        return nil
    }

    /// The ways a script names the debug signing config.
    static let debugSigningConfig: Set<String> = [
        "signingConfigs.debug", "signingConfigs.getByName(\"debug\")", "signingConfigs[\"debug\"]", "signingConfigs.named(\"debug\").get()",
    ]

    init(file: KotlinFile, paths: [Int: [String]], reader: GradleValueReader) {
        var debugSigned = Set<String>(), testerDistributed = Set<String>(), signsOtherwise = false
        /// Records a `signingConfig` setting of the build type `type` (nil outside one).
        func signing(_ type: String?, _ value: KotlinExpression) {
            if let type, Self.debugSigningConfig.contains(value.text.filter { !$0.isWhitespace }) { debugSigned.insert(type) } else { signsOtherwise = true }
        }
        var blocks: [Block] = []
        var settings: [MinifySetting] = []
        var androidBlock: TextPosition?
        var buildTypesBlock: TextPosition?

        /// The build type a block path names: `[android, buildTypes, release]`, or
        /// `[android, buildTypes, getByName]` with the lambda's call naming it.
        func buildType(owner path: [String], lambdaCall: Int?) -> String? {
            // A build type's `postprocessing { }` block belongs to that type.
            let owner = path.last == "postprocessing" ? Array(path.dropLast()) : path
            guard owner.count == 3, owner[0] == "android", owner[1] == "buildTypes" else { return nil }
            let name = owner[2]
            if Self.lookups.contains(name) {
                guard let lambdaCall, file.calls[lambdaCall].name == name,
                      let argument = file.calls[lambdaCall].arguments.first else { return nil }
                return reader.stringValue(argument)
            }
            return Self.everyType.contains(name) ? nil : name
        }

        for (index, call) in file.calls.enumerated() {
            guard let path = paths[index] else { continue }
            let owner = Array(path.dropLast())
            let lambdaCall = Self.lambdaOwner(call.container)
            if Self.minifyNames.contains(call.name), let argument = call.arguments.first {
                settings.append(MinifySetting(buildType: buildType(owner: owner, lambdaCall: lambdaCall),
                                              value: reader.value(argument.expression), position: call.position))
                continue
            }
            if call.name == "signingConfig", let argument = call.arguments.first { signing(buildType(owner: owner, lambdaCall: lambdaCall), argument.expression) }
            if call.name == "firebaseAppDistribution", call.trailingLambda != nil, let type = buildType(owner: owner, lambdaCall: lambdaCall) {
                testerDistributed.insert(type)
            }
            guard call.trailingLambda != nil else {
                // `initWith(buildTypes.release)` / Groovy's `initWith debug` inside a build type block.
                if call.name == "initWith", let argument = call.arguments.first, let lambdaCall,
                   let type = buildType(owner: owner, lambdaCall: lambdaCall),
                   let block = blocks.lastIndex(where: { $0.name == type }) {
                    let target: String? = switch reader.value(argument.expression) {
                    case .reference(let names): names.last
                    case .string(let text): text
                    default: argument.text
                    }
                    blocks[block] = Block(name: type, position: blocks[block].position, initWith: target)
                }
                continue
            }
            if path == ["android"], call.container == nil { androidBlock = androidBlock ?? call.position }
            if path == ["android", "buildTypes"] { buildTypesBlock = buildTypesBlock ?? call.position }
            if path.count == 3, path[0] == "android", path[1] == "buildTypes",
               let name = buildType(owner: path, lambdaCall: index) {
                blocks.append(Block(name: name, position: call.position, initWith: nil))
            }
        }
        for assignment in file.assignments {
            guard let name = assignment.target.last, Self.minifyNames.contains(name) || name == "signingConfig" else { continue }
            let lambdaCall = Self.lambdaOwner(assignment.container)
            let block = GradleScript.blockPath(of: assignment.container, paths: paths)
            let owner = block.map { $0 + assignment.target.dropLast() }
            // `buildTypes.release.isMinifyEnabled = …` names the type in its target; a lookup's name is its lambda's.
            let type = owner.flatMap { buildType(owner: $0, lambdaCall: assignment.target.count == 1 ? lambdaCall : nil) }
            if name == "signingConfig" {
                signing(type, assignment.value)
                continue
            }
            settings.append(MinifySetting(buildType: type, value: reader.value(assignment.value), position: assignment.position))
        }
        self.blocks = blocks
        self.debugSigned = debugSigned
        self.signsOtherwise = signsOtherwise
        self.testerDistributed = testerDistributed
        hasUnreadMinify = Self.minifyTokenCount(file) > settings.count
        self.minifySettings = settings.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        self.androidBlock = androidBlock
        self.buildTypesBlock = buildTypesBlock
    }
}
