/// One Kotlin or Groovy token.
public typealias KotlinToken = SourceToken<KotlinTokenKind>
