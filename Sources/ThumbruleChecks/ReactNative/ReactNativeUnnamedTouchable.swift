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
/// or `alt`. The app's own components are read through (`ReactNativeComponents`): a
/// `<Chevron/>` whose body is an `<Svg>` is an image, and a use of the app's own button
/// component (`<Button icon={'\uE00A'} alt="Back" />`) is reported where it is written when the
/// component's touchable shows only icons for the props that use passes and gets no label from
/// them (an `alt` the component turns into `accessibilityHint` names nothing). An icon font's
/// glyph (Private Use Area characters) is an image, not text, and so is an import of an `.svg` file
/// of the app (`import Gear from './Gear.svg'`): an SVG transformer makes it a component that draws
/// that picture. Known false negatives: a component
/// of a package (`<Avatar/>`, `<Badge/>`) or an expression child (`{label}`) may render text, so
/// the check stays silent, as it does when a `{...props}` spread may pass a label. A component
/// of the app is judged by what its body draws before its name: a `<NumberingIcon/>` that draws
/// a station number as text is no icon. A touchable that repeats the action of a named one in the same file
/// (a dimmed backdrop whose `onPress={onNext}` the labelled Next button also has) is left alone:
/// the action is reachable by its name. Known false positive: a package's icon component that
/// draws text. A touchable with no handler, role or spread on it or inside it is inert, not an
/// unnamed control, and is left alone.
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
            // The app's own components: an icon drawn by another file, and a button component
            // whose touchable shows an icon-font glyph and turns `alt` into a hint, never a label.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-svg"]),
                ("src/ui/ArrowDown.tsx", """
                import Svg, { Path } from 'react-native-svg';

                export const ArrowDown = ({ tint }) => (
                  <Svg width="24" height="12"><Path d="M0 0L12 12L24 0" stroke={tint} /></Svg>
                );
                """),
                ("src/ui/RoundButton.tsx", """
                import { Text, TouchableOpacity, View } from 'react-native';

                const Glyph = ({ children }) => <Text style={{ fontFamily: 'AppIcons' }}>{children}</Text>;

                export const RoundButton = ({ onPress, glyph, caption, ...rest }) => (
                  <TouchableOpacity accessibilityRole="button" accessibilityHint={rest.alt} onPress={onPress} {...rest}>
                    <View style={{ padding: 10 }}>
                      {glyph && <Glyph>{glyph}</Glyph>}
                      {caption ? <Text>{caption}</Text> : null}
                    </View>
                  </TouchableOpacity>
                );
                """),
                ("src/screens/Reader.tsx", """
                import { TouchableWithoutFeedback, View } from 'react-native';
                import { ArrowDown } from '../ui/ArrowDown';
                import { RoundButton } from '../ui/RoundButton';

                export const Reader = ({ onDismiss, onBack }) => (
                  <View>
                    ↓<TouchableWithoutFeedback onPress={onDismiss} accessibilityHint="Closes the story">
                      <View><ArrowDown tint="grey" /></View>
                    </TouchableWithoutFeedback>
                    ↓<RoundButton glyph={'\\uE00A'} alt="Back" onPress={onBack} />
                  </View>
                );
                """),
            ]),
            // A picture the app keeps as an SVG file, which an SVG transformer turns into a component.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-svg", "react-native-svg-transformer"]),
                ("src/screens/Wallet.tsx", """
                import { TouchableOpacity, View } from 'react-native';
                import Cog from '../art/cog.svg';
                import Swap from '@art/swap-units.svg';

                export const WalletHeader = ({ onSettings, onSwap, fiat }) => (
                  <View>
                    ↓<TouchableOpacity onPress={onSettings}>
                      <Cog width={24} height={24} />
                    </TouchableOpacity>
                    ↓<TouchableOpacity onPress={onSwap}>
                      {fiat ? <Swap fill="green" /> : <View><Swap fill="orange" /></View>}
                    </TouchableOpacity>
                  </View>
                );
                """),
            ]),
            // The same header once a caller passes the prop.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-vector-icons"]),
                ("src/SheetHeader.tsx", """
                import Icon from 'react-native-vector-icons/Feather';
                import { TouchableOpacity, View } from 'react-native';

                export const SheetHeader = (props: { iconLeft?: string; onIconLeftPress?: () => void }) => {
                  const { iconLeft, onIconLeftPress } = props;
                  return (
                    <View>
                      {iconLeft ? (
                        ↓<TouchableOpacity onPress={() => onIconLeftPress?.()}>
                          <Icon name={iconLeft} />
                        </TouchableOpacity>
                      ) : null}
                    </View>
                  );
                };
                """),
                ("src/Sheet.tsx", """
                import { SheetHeader } from './SheetHeader';

                export const Sheet = ({ onBack }) => <SheetHeader iconLeft="chevron-left" onIconLeftPress={onBack} />;
                """),
            ]),
        ],
        nonTriggering: [
            // tonkeeper-rn's SheetModalHeader: the left icon button shows only when a caller passes
            // `iconLeft`, and no file spells that prop, so it never renders.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-vector-icons"]),
                ("src/SheetHeader.tsx", """
                import Icon from 'react-native-vector-icons/Feather';
                import { Text, TouchableOpacity, View } from 'react-native';

                export interface SheetHeaderProps {
                  title?: string;
                  iconLeft?: string;
                  onIconLeftPress?: () => void;
                }

                export const SheetHeader = (props: SheetHeaderProps) => {
                  const { title, iconLeft, onIconLeftPress } = props;
                  return (
                    <View>
                      {iconLeft ? (
                        <TouchableOpacity onPress={() => onIconLeftPress?.()}>
                          <Icon name={iconLeft} />
                        </TouchableOpacity>
                      ) : (
                        <View />
                      )}
                      <Text>{title}</Text>
                    </View>
                  );
                };
                """),
                ("src/Sheet.tsx", """
                import { SheetHeader } from './SheetHeader';

                export const Sheet = ({ title }) => <SheetHeader title={title} />;
                """),
            ]),
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
                      {/* An inert placeholder: no handler, no role, nothing inside acts (came from extra-rn). */}
                      <TouchableOpacity><Image source={ball} /></TouchableOpacity>
                    </>
                  );
                }
                """),
            ]),
            // SVG pictures beside a caption, or under a label; a module merely named like a file.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-svg", "react-native-svg-transformer"]),
                ("src/screens/Wallet.tsx", """
                import { Text, TouchableOpacity, View } from 'react-native';
                import Cog from '../art/cog.svg';
                import Swap from '../art/swap.svg';
                import { Svgz } from './svgz';

                export const WalletHeader = ({ onSettings, onSwap, onMore }) => (
                  <View>
                    <TouchableOpacity onPress={onSettings} accessibilityLabel="Settings">
                      <Cog width={24} height={24} />
                    </TouchableOpacity>
                    <TouchableOpacity onPress={onSwap}>
                      <Swap fill="green" />
                      <Text>Swap units</Text>
                    </TouchableOpacity>
                    <TouchableOpacity onPress={onMore}>
                      <Svgz />
                    </TouchableOpacity>
                  </View>
                );
                """),
            ]),
            // A station badge of the app, named like an icon, that draws the station number as
            // text; a dimmed backdrop that does what the labelled Next button does.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-svg"]),
                ("src/components/NumberingIcon.tsx", """
                import { Text, View } from 'react-native';

                const NumberingIcon = ({ stationNumber }) => <View><Text>{stationNumber}</Text></View>;
                export default NumberingIcon;
                """),
                ("src/components/Tour.tsx", """
                import { Pressable, Text, TouchableOpacity, View } from 'react-native';
                import Svg, { Rect } from 'react-native-svg';
                import NumberingIcon from './NumberingIcon';

                export const Tour = ({ onNext, onOpenStation, number }) => (
                  <View>
                    <TouchableOpacity onPress={onOpenStation}>
                      <NumberingIcon stationNumber={number} />
                    </TouchableOpacity>
                    <Pressable style={{ position: 'absolute', top: 0, left: 0, right: 0, bottom: 0 }} onPress={onNext}>
                      <Svg><Rect fill="rgba(0, 0, 0, 0.7)" /></Svg>
                    </Pressable>
                    <Pressable onPress={onNext} accessibilityRole="button" accessibilityLabel="Next">
                      <Text>Next</Text>
                    </Pressable>
                  </View>
                );
                """),
            ]),
            // Uses of the app's button component that pass a label, a caption, text children or
            // a prop whose text the code does not show; a component that draws its own text.
            CheckExample(files: [
                ReactNativeExample.package(["react-native-svg"]),
                ("src/ui/ArrowDown.tsx", """
                import Svg, { Path, Text as SvgText } from 'react-native-svg';

                export const ArrowDown = ({ tint }) => <Svg width="24" height="12"><Path d="M0 0L12 12L24 0" stroke={tint} /></Svg>;
                export const Badge = ({ count }) => <View><Text>{count}</Text></View>;
                """),
                ("src/ui/RoundButton.tsx", """
                import { Pressable, Text, TouchableOpacity, View } from 'react-native';
                import FormattedText from '@app/components/formatted-text';

                const Glyph = ({ children }) => <Text style={{ fontFamily: 'AppIcons' }}>{children}</Text>;

                export const RoundButton = ({ onPress, glyph, caption, ...rest }) => (
                  <TouchableOpacity accessibilityRole="button" accessibilityHint={rest.alt} onPress={onPress} {...rest}>
                    <View style={{ padding: 10 }}>
                      {glyph && <Glyph>{glyph}</Glyph>}
                      {caption ? <Text>{caption}</Text> : null}
                      {rest.children}
                    </View>
                  </TouchableOpacity>
                );

                export const LabelledButton = ({ onPress, glyph, alt }) => (
                  <TouchableOpacity onPress={onPress} accessibilityLabel={alt}><Glyph>{glyph}</Glyph></TouchableOpacity>
                );

                // A touchable only when there is something to press: the use below shows a plain glyph.
                export const StatusBadge = ({ glyph, onPress }) => {
                  if (onPress) {
                    return <Pressable onPress={onPress}><Glyph>{glyph}</Glyph></Pressable>;
                  }
                  return <Glyph>{glyph}</Glyph>;
                };

                // Text passed on through a spread, and a package's text component that reads a prop.
                const Caption = (props) => <Text {...props} />;
                export const CaptionButton = ({ glyph, onPress }) => (
                  <TouchableOpacity onPress={onPress}><Glyph>{glyph}</Glyph><Caption>Back</Caption></TouchableOpacity>
                );
                export const FindButton = ({ glyph, onPress }) => (
                  <TouchableOpacity onPress={onPress}><Glyph>{glyph}</Glyph><FormattedText defaultMessage="Find" /></TouchableOpacity>
                );
                """),
                ("src/screens/Reader.tsx", """
                import { TouchableWithoutFeedback, View } from 'react-native';
                import { ArrowDown, Badge } from '../ui/ArrowDown';
                import { CaptionButton, FindButton, LabelledButton, RoundButton, StatusBadge } from '../ui/RoundButton';

                export const Reader = ({ onDismiss, onBack, title, props }) => (
                  <View>
                    <TouchableWithoutFeedback onPress={onDismiss} accessibilityLabel="Close story">
                      <View><ArrowDown tint="grey" /></View>
                    </TouchableWithoutFeedback>
                    <TouchableWithoutFeedback onPress={onDismiss}><View><ArrowDown /><Badge count={3} /></View></TouchableWithoutFeedback>
                    <RoundButton glyph={'\\uE00A'} accessibilityLabel="Back" onPress={onBack} />
                    <RoundButton glyph={'\\uE00A'} caption="Back" onPress={onBack} />
                    <RoundButton glyph={'\\uE00A'} caption={title} onPress={onBack} />
                    <RoundButton glyph={'\\uE00A'} onPress={onBack}>Back</RoundButton>
                    <RoundButton glyph="Back" onPress={onBack} />
                    <RoundButton {...props} glyph={'\\uE00A'} />
                    <LabelledButton glyph={'\\uE00A'} alt="Back" onPress={onBack} />
                    <StatusBadge glyph={'\\uE00A'} />
                    <CaptionButton glyph={'\\uE00A'} onPress={onBack} />
                    <FindButton glyph={'\\uE00A'} onPress={onBack} />
                  </View>
                );
                """),
            ]),
        ]
    )

    /// Attributes that name the control, or take it out of the accessibility tree.
    static let namingAttributes: Set<String> = [
        "accessibilityLabel", "aria-label", "aria-labelledby", "accessibilityLabelledBy", "title", "alt",
    ]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        let components = ReactNativeComponents(model: reactNative)
        for file in reactNative.files where file.scope == .app {
            let js = file.file
            for element in js.elements where ReactNativeCode.isTouchable(element) {
                guard Self.isUnnamed(element, in: file, components: components),
                      !Self.repeatsANamedControl(element, in: file, components: components) else { continue }
                let hint = element.attribute("accessibilityHint") != nil
                    ? " An accessibilityHint is read after the name, as advice, and does not name it."
                    : ""
                output.report(
                    "This \(element.name) holds only icons or images and has no accessibilityLabel, so VoiceOver and TalkBack announce an unlabelled button and the listener has to guess what it does.\(hint) Add accessibilityLabel naming its action (\"Close\", not \"X icon\").",
                    at: file.position(element.position))
            }
            for element in js.elements where !element.hasSpread && !ReactNativeCode.isTouchable(element) {
                guard let report = Self.unnamedUse(element, in: file, components: components) else { continue }
                output.report(report.message, at: file.position(element.position), related: report.related)
            }
        }
    }

    /// Whether another touchable of the file does the same thing (`onPress={onNext}` on both) and
    /// has a name: a dimmed backdrop that advances a tour beside a labelled Next button. The
    /// listener reaches the action by its name there, so the unnamed one adds no unnamed action.
    static func repeatsANamedControl(_ element: JSXElement, in file: ReactNativeFile, components: ReactNativeComponents) -> Bool {
        let js = file.file
        guard let action = element.attribute("onPress")?.expression, case .reference = js.value(of: action) else { return false }
        let text = js.text(of: action)
        return js.elements.contains { other in
            guard other.openToken != element.openToken, ReactNativeCode.isTouchable(other),
                  let range = other.attribute("onPress")?.expression, js.text(of: range) == text else { return false }
            return other.attributes.contains { namingAttributes.contains($0.name) } || components.shown(inContentOf: other, in: file, frame: nil).text
        }
    }

    /// The props a component's touchable reads in its `accessibilityHint` (`rest.alt`, `alt`).
    static func hintProp(of touchable: JSXElement, in component: ReactNativeComponents.Component) -> [String] {
        guard let range = touchable.attribute("accessibilityHint")?.expression else { return [] }
        let source = component.file.file.source
        return range.compactMap { index -> String? in
            guard source.kind(at: index) == .identifier, source.kind(at: index - 1) != .dot else { return nil }
            let name = source.text(at: index)
            if name == component.rest || name == component.whole {
                return source.kind(at: index + 1) == .dot && source.kind(at: index + 2) == .identifier ? source.text(at: index + 2) : nil
            }
            return component.props[name]
        }
    }

    /// Whether a touchable shows only icons and images and nothing names it.
    static func isUnnamed(_ element: JSXElement, in file: ReactNativeFile, components: ReactNativeComponents) -> Bool {
        !element.content.isEmpty && !element.hasSpread
            && !element.attributes.contains(where: { namingAttributes.contains($0.name) })
            && !isHidden(element, in: file.file)
            && !ReactNativeCode.isInert(element, in: file)
            && isOnlyImages(element, in: file, components: components)
    }

    /// A use of the app's own component whose one touchable shows only icons for the props this
    /// use passes, and which nothing labels: not the component's touchable, and not this use.
    static func unnamedUse(_ use: JSXElement, in file: ReactNativeFile, components: ReactNativeComponents) -> (message: String, related: [RelatedLocation])? {
        guard !use.attributes.contains(where: { ReactNativeComponents.labels.contains($0.name) }),
              let component = components.component(named: use.name, in: file) else { return nil }
        let js = component.file.file
        let touchables = js.elements.indices.filter { component.function.body.contains(js.elements[$0].openToken) && ReactNativeCode.isTouchable(js.elements[$0]) }
        guard touchables.count == 1, let touchableIndex = touchables.first else { return nil }
        let touchable = js.elements[touchableIndex]
        guard ReactNativeComponents.rendersOnly(touchable, component) else { return nil }
        // Only the props themselves may be spread on it: then a label passed here would reach it.
        let spreadsOwnProps = touchable.attributes.filter { $0.name.isEmpty }.allSatisfy { attribute in
            guard let range = attribute.expression, case .reference(let names) = js.value(of: range), names.count == 1 else { return false }
            return names[0] == component.rest || names[0] == component.whole
        }
        guard spreadsOwnProps, !touchable.attributes.contains(where: { namingAttributes.contains($0.name) }),
              !isHidden(touchable, in: js), !touchable.content.isEmpty,
              // The touchable alone is unlabelled whatever the props: reported there, once.
              !isOnlyImages(touchable, in: component.file, components: components) || touchable.hasSpread else { return nil }
        let frame = ReactNativeComponents.Frame(component: component, use: use, useFile: file, outer: nil)
        guard components.shown(inContentOf: touchable, in: component.file, frame: frame).isOnlyImages else { return nil }
        var hint = ""
        if let key = hintProp(of: touchable, in: component).first(where: { use.attribute($0) != nil }) {
            hint = " (its \(key) becomes only the accessibilityHint, which is read after the name, as advice)"
        }
        let place = "\(component.file.path):\(touchable.position.line)"
        return (
            "This \(use.name) shows only an icon: \(use.name) draws a \(touchable.name) (\(place)) that no prop passed here labels\(hint), so VoiceOver and TalkBack announce an unlabelled button. Pass accessibilityLabel naming its action (\"Back\", not \"Arrow\"), or have \(use.name) set accessibilityLabel itself.",
            [RelatedLocation(component.file.position(touchable.position), "the \(touchable.name) \(use.name) draws")]
        )
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
    static func isOnlyImages(_ element: JSXElement, in reactNativeFile: ReactNativeFile, components: ReactNativeComponents) -> Bool {
        let file = reactNativeFile.file
        let iconImports = components.icons(in: reactNativeFile)
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
                if ReactNativeComponents.textEndings.contains(where: name.hasSuffix) { return false }
                if components.component(named: child.name, in: reactNativeFile) != nil {
                    // The app's own component (`<Chevron/>` rendering an `<Svg>`): what its body draws, whatever its name says.
                    guard components.shown(by: child, in: reactNativeFile, frame: nil).isOnlyImages else { return false }
                    imageCount += 1
                    continue
                }
                if ReactNativeComponents.images.contains(name) || iconImports.contains(first) || name.hasSuffix("Icon") || name.hasSuffix("Image") && name != "ImageBackground" {
                    imageCount += 1
                } else if ReactNativeComponents.containers.contains(name) {
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
