/// What an expression is, as far as bracket-aware structure can tell without types: enough for
/// a check to read `contentDescription = null`, `48.dp` or `targetSdk = 34`.
public indirect enum KotlinValue: Sendable, Hashable {
    case integer(Int)
    case decimal(Double)
    /// A string literal with no templates, escapes decoded.
    case string(String)
    /// A string literal with `$name` or `${…}` templates.
    case template
    case character
    case boolean(Bool)
    case null
    /// `48.dp`, `1.5.sp`: a number with a unit property.
    case dimension(Double, unit: String)
    /// A dotted name: `Color.Red`, `libs.plugins.android.application`, `rootProject.ext.targetSdk`.
    case reference([String])
    /// `::name` or `Type::name`.
    case callableReference([String])
    /// A call chain ending in a call (index into `KotlinFile.calls`): `libs.versions.x.get().toInt()`.
    case call(Int)
    /// A lambda literal `{ … }`.
    case lambda(KotlinLambda)
    /// Anything else: operators, `if`, casts, collection literals.
    case other
}
