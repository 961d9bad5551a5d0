import ThumbruleCore
import ThumbruleFrontEnds

/// A touchable (`Pressable`, `TouchableOpacity`, `TouchableHighlight`,
/// `TouchableWithoutFeedback`, `TouchableNativeFeedback`) whose only content is icons and
/// images, with no `accessibilityLabel` or `aria-label`. React Native builds a touchable's
/// name from the text inside it; with none, VoiceOver says "button" (or nothing) and TalkBack
/// "unlabelled", and the listener has to guess what it does.
///
/// Content counts as naming the control when it holds text (a string child, `<Text>` or any
/// component whose name ends in `Text`, `Label` or `Title`) or an element with its own label
/// or `alt`. Known false negatives: a component the check does not know (`<Avatar/>`,
/// `<Badge/>`) or an expression child (`{label}`) may render text, so the check stays silent,
/// as it does when a `{...props}` spread may pass a label. Known false positive: a custom
/// icon component that draws text.
struct ReactNativeUnnamedTouchable: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "a11y-name.rn-unnamed-touchable",
        ruleId: "a11y-name",
        summary: "A React Native touchable that shows only icons or images and has no accessibility label",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-vector-icons"]),
                ("src/Toolbar.tsx", """
                import Icon from 'react-native-vector-icons/Feather';
                import { Image, Pressable, TouchableOpacity, View } from 'react-native';

                export function Toolbar({ onClose, onShare, editing }) {
                  return (
                    <View>
                      ↓<Pressable onPress={onClose} hitSlop={8}>
                        <Icon name="x" size={24} />
                      </Pressable>
                      ↓<TouchableOpacity onPress={onShare}>
                        <View style={{ padding: 8 }}>
                          {editing ? <Icon name="check" /> : <Image source={require('./share.png')} />}
                        </View>
                      </TouchableOpacity>
                    </View>
                  );
                }
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-vector-icons"]),
                ("src/Toolbar.tsx", """
                import Icon from 'react-native-vector-icons/Feather';
                import { Pressable, Text, TouchableOpacity } from 'react-native';

                export function Toolbar({ onClose, onShare, onSave, label, ...rest }) {
                  return (
                    <>
                      <Pressable onPress={onClose} accessibilityLabel="Close">
                        <Icon name="x" size={24} />
                      </Pressable>
                      <Pressable onPress={onClose} aria-label="Close"><Icon name="x" /></Pressable>
                      <TouchableOpacity onPress={onShare}>
                        <Icon name="share" />
                        <Text>Share</Text>
                      </TouchableOpacity>
                      <TouchableOpacity onPress={onSave}>
                        <Icon name="save" />
                        <ThemedText>{label}</ThemedText>
                      </TouchableOpacity>
                      <Pressable onPress={onSave}><Icon name="save" />{label}</Pressable>
                      <Pressable onPress={onSave}><Avatar user={user} /></Pressable>
                      <Pressable {...rest}><Icon name="more" /></Pressable>
                      <Pressable onPress={onSave}>Save</Pressable>
                      <Pressable onPress={onSave}><Image source={logo} alt="Home" /></Pressable>
                      <Pressable onPress={onSave} accessible={false}><Icon name="save" /></Pressable>
                      <Pressable onPress={onSave} importantForAccessibility="no-hide-descendants"><Icon name="save" /></Pressable>
                    </>
                  );
                }
                """),
            ]),
        ]
    )

    /// Attributes that name the control, or take it out of the accessibility tree.
    static let namingAttributes: Set<String> = [
        "accessibilityLabel", "aria-label", "aria-labelledby", "accessibilityLabelledBy", "title", "alt",
    ]

    /// Components that draw an image.
    static let images: Set<String> = ["Image", "FastImage", "Icon", "Svg", "SvgXml", "SvgUri", "SvgCssUri", "LottieView"]

    /// Components that only lay their children out.
    static let containers: Set<String> = ["", "View", "SafeAreaView", "LinearGradient", "BlurView", "ImageBackground", "Fragment"]

    /// Last words of a component's name that say it draws text.
    static let textEndings = ["Text", "Label", "Title", "Caption", "Heading"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app {
            let js = file.file
            let iconImports = Set(js.imports.filter { $0.module.lowercased().contains("icon") }.flatMap(\.bindings).map(\.local))
            for element in js.elements where ReactNativeCode.isTouchable(element) {
                guard !element.content.isEmpty, !element.hasSpread,
                      !element.attributes.contains(where: { Self.namingAttributes.contains($0.name) }),
                      !Self.isHidden(element, in: js),
                      Self.isOnlyImages(element, in: js, iconImports: iconImports) else { continue }
                output.report(
                    "This \(element.name) holds only icons or images and has no accessibilityLabel, so VoiceOver and TalkBack announce an unlabelled button and the listener has to guess what it does. Add accessibilityLabel naming its action (\"Close\", not \"X icon\").",
                    at: file.position(element.position))
            }
        }
    }

    /// Whether the touchable is taken out of the accessibility tree (`accessible={false}`,
    /// `aria-hidden`, `importantForAccessibility="no-hide-descendants"`): then it needs no name.
    static func isHidden(_ element: JSXElement, in file: JSFile) -> Bool {
        func value(_ name: String) -> JSValue? {
            guard let attribute = element.attribute(name) else { return nil }
            switch attribute.value {
            case .none: return .bool(true)
            case .string(let text): return .string(text)
            case .expression(let range): return file.value(of: range)
            }
        }
        return value("accessible") == .bool(false) || value("aria-hidden") == .bool(true) || value("accessibilityElementsHidden") == .bool(true)
            || value("importantForAccessibility") == .string("no-hide-descendants")
    }

    /// Whether the element's content is icons and images in layout containers, and nothing that
    /// could name it.
    static func isOnlyImages(_ element: JSXElement, in file: JSFile, iconImports: Set<String>) -> Bool {
        var imageCount = 0
        var pending = [element]
        var visited = 0
        while let current = pending.popLast(), visited < 200 {
            visited += 1
            guard contentIsOnlyElements(current, in: file) else { return false }
            for child in current.children.map({ file.elements[$0] }) {
                let name = String(child.simpleName)
                let first = child.name.split(separator: ".").first.map(String.init) ?? child.name
                if child.attributes.contains(where: { namingAttributes.contains($0.name) }) || child.hasSpread { return false }
                if textEndings.contains(where: name.hasSuffix) { return false }
                if images.contains(name) || iconImports.contains(first) || name.hasSuffix("Icon") || name.hasSuffix("Image") && name != "ImageBackground" {
                    imageCount += 1
                } else if containers.contains(name) {
                    pending.append(child)
                } else {
                    return false
                }
            }
        }
        return imageCount > 0
    }

    /// Whether an element's own content (outside its child elements) holds no text: no text
    /// runs, and `{…}` children that only choose between elements (`{open && <Icon/>}`).
    static func contentIsOnlyElements(_ element: JSXElement, in file: JSFile) -> Bool {
        let source = file.source
        var index = element.content.lowerBound
        while index < element.content.upperBound {
            switch source.tokens[index].kind {
            case .jsxText:
                return false
            case .jsxOpen:
                index = endOfElement(at: index, in: source)
            case .leftBrace:
                guard let close = source.partner(of: index) else { return false }
                if close > index + 1, !expressionChoosesElements((index + 1)..<close, in: source) { return false }
                index = close
            default:
                break
            }
            index += 1
        }
        return true
    }

    /// Whether an expression child yields only elements: it holds markup, and no string or
    /// template outside that markup.
    static func expressionChoosesElements(_ range: Range<Int>, in source: JSSource) -> Bool {
        var sawElement = false
        var index = range.lowerBound
        while index < range.upperBound {
            switch source.tokens[index].kind {
            case .jsxOpen:
                sawElement = true
                index = endOfElement(at: index, in: source)
            case .string, .templateOpen:
                return false
            default:
                break
            }
            index += 1
        }
        return sawElement
    }

    /// The last token of the element whose `<` is at `open`.
    static func endOfElement(at open: Int, in source: JSSource) -> Int {
        guard let tagEnd = source.partner(of: open) else { return open }
        guard source.kind(at: tagEnd) == .jsxTagEnd, let closing = source.partner(of: tagEnd), closing > tagEnd else { return tagEnd }
        return source.partner(of: closing) ?? closing
    }
}
