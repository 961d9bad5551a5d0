import ThumbruleCore
import ThumbruleFrontEnds

/// Text that cannot follow the user's font size: `allowFontScaling={false}` or a
/// `maxFontSizeMultiplier` above 0 and at most 1 on an element (the props exist only on `Text`,
/// `TextInput` and the components that forward them), in styled-components' `.attrs({…})`,
/// and app-wide defaults (`Text.defaultProps.allowFontScaling = false`, or
/// `Text.defaultProps = { …, allowFontScaling: false }`). Whoever raised their text size
/// (iOS goes to 310% with the accessibility sizes, Android 14 to 200%) gets the designer's size.
///
/// `maxFontSizeMultiplier={0}` means no limit in React Native and is not reported; a cap above
/// 1 (`1.5`) lets text grow and is the recommended way to protect a tight layout. Icon
/// components (named `…Icon…` or imported from an icon package) draw glyphs, not text, and
/// are left alone. A value passed down as a prop (`allowFontScaling={scale}`) is not followed.
///
/// Text nobody reads is left alone too: a copy hidden from assistive technology
/// (`accessible={false}` with `importantForAccessibility="no-hide-descendants"`, `aria-hidden`
/// or `accessibilityElementsHidden`) or drawn at `opacity: 0` to measure a layout, or an input
/// whose text is `color: 'transparent'` (in `style` or UI Kitten's `textStyle`) under a visible
/// copy, carrying only the caret; initials
/// that stand in for a picture (`adjustsFontSizeToFit` in a component or file named after an
/// avatar), which shrink to fit their fixed box whatever the text size; and an emoji glyph
/// drawn by a component or file named after emoji, sized to match emoji images like an icon.
/// So is what a component renders after returning nothing in production (`if (isProd) return
/// null`: a build badge), which the model scopes as debug-only.
/// A `Text` inside a component named for an icon (`const Icon = ({ children }) => <Text
/// allowFontScaling={false} style={iconFont}>…`) draws an icon font's glyph in a fixed box; one
/// named for text beside an icon (`TextWithIcon`) is text.
///
/// A one- or two-word title between icon buttons in a row (`isBarTitle`) is a bar's chrome, which
/// the rulebook lets clamp where the bar cannot grow. So is a one-line title (`numberOfLines={1}`)
/// a few levels inside a bar whose style in the file sets a `height` (`styles.header`, height
/// `readHeaderHeight`), when every other child of the bar is a button without text, and the
/// visible copy of a caret-only input drawn over it in a field of fixed height (`isFixedFieldOverlay`).
///
/// Display text already at 60 points or more (`TypeScale.largestAccessibilitySize`, the size no
/// text style passes at the largest accessibility size) is left alone too: a `fontSize` of its
/// style in the file, or a NativeWind size class (`text-6xl`, `text-[64px]`) in an app that uses
/// NativeWind. Pinning it leaves no reader with text smaller than their own setting makes body text.
struct ReactNativeFontScalingOff: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "type-scaling.rn-font-scaling-off",
        ruleId: "type-scaling",
        summary: "React Native text that ignores the user's font size",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Price.tsx", """
                import { Text, TextInput } from 'react-native';

                export const Price = ({ value }) => (
                  <>
                    <Text ↓allowFontScaling={false} style={styles.price}>{value}</Text>
                    <TextInput ↓maxFontSizeMultiplier={1} placeholder="Amount" />
                  </>
                );
                """),
                // A fixed-height row that also holds other text is content, not a bar's title.
                ("src/VerseRow.js", """
                import { StyleSheet, Text, View } from 'react-native';

                export const VerseRow = ({ verse, share }) => (
                  <View style={styles.row}>
                    <ShareButton onPress={share} />
                    <Text numberOfLines={1} ↓allowFontScaling={false}>{verse.text}</Text>
                    <Text>{verse.reference}</Text>
                  </View>
                );
                const styles = StyleSheet.create({ row: { height: 40, flexDirection: 'row' } });
                """),
                ("src/TextWithIcon.tsx", """
                import { Text } from 'react-native';

                export const TextWithIcon = ({ children, icon }) => <Text ↓allowFontScaling={false}>{icon}{children}</Text>;
                """),
                ("src/Amount.js", """
                import styled from 'styled-components/native';

                export const Amount = styled.Text.attrs({ ↓allowFontScaling: false })`font-size: 18px;`;
                """),
                ("index.js", """
                import { AppRegistry, Text } from 'react-native';
                import App from './src/App';

                ↓Text.defaultProps.allowFontScaling = false;
                (↓Text as unknown as TextProps).defaultProps.allowFontScaling = false;
                TextInput.defaultProps = { ...TextInput.defaultProps, ↓allowFontScaling: false };
                AppRegistry.registerComponent('example', () => App);
                """),
            ]),
            // Headline sizes below display size, and a display size only wide screens get.
            CheckExample(files: [
                ReactNativeExample.package(["nativewind"]),
                ("src/Queue.tsx", """
                import { Text } from 'react-native';

                export const Queue = ({ place }) => (
                  <>
                    <Text className="text-5xl font-medium" ↓allowFontScaling={false}>{place}</Text>
                    <Text className="text-2xl md:text-7xl" ↓allowFontScaling={false}>{place}</Text>
                    <Text className="text-7xl" style={{ fontSize: 28 }} ↓maxFontSizeMultiplier={1}>{place}</Text>
                  </>
                );
                """),
            ]),
            // A fixed-height field whose input shows its own text: both are the field's content.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/NoteField.js", """
                import { StyleSheet, Text, TextInput, View } from 'react-native';

                export const NoteField = ({ label, note }) => (
                  <View style={styles.field}>
                    <Text ↓allowFontScaling={false}>{label}</Text>
                    <TextInput ↓allowFontScaling={false} value={note} style={styles.input} />
                  </View>
                );
                const styles = StyleSheet.create({ field: { height: 40 }, input: { fontSize: 16 } });
                """),
            ]),
            // A message between the same two buttons is content, not a bar's title.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/TransferSheet.tsx", """
                import { Text, TouchableOpacity, View } from 'react-native';
                import Box from './Box';

                export const TransferSheet = ({ onScan, onClose, t, message }) => (
                  <Box flexDirection="row" justifyContent="space-between" alignItems="center">
                    <Box padding="s">
                      <TouchableOpacity onPress={onScan}>
                        <ScanGlyph width={16} height={16} />
                      </TouchableOpacity>
                    </Box>
                    <Text variant="subtitle2" textAlign="center" ↓maxFontSizeMultiplier={1}>{message}</Text>
                    <Box padding="s">
                      <TouchableOpacity onPress={onClose}>
                        <CloseGlyph width={16} height={16} />
                      </TouchableOpacity>
                    </Box>
                  </Box>
                );
                """),
            ]),
        ],
        nonTriggering: [
            // helium-wallet's payment sheet: a one-word title between its scan and close buttons, a bar that cannot grow.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/TransferSheet.tsx", """
                import { Text, TouchableOpacity, View } from 'react-native';
                import Box from './Box';

                export const TransferSheet = ({ onScan, onClose, t, message }) => (
                  <Box flexDirection="row" justifyContent="space-between" alignItems="center">
                    <Box padding="s">
                      <TouchableOpacity onPress={onScan}>
                        <ScanGlyph width={16} height={16} />
                      </TouchableOpacity>
                    </Box>
                    <Text variant="subtitle2" textAlign="center" maxFontSizeMultiplier={1}>{t('transfer.send')}</Text>
                    <Box padding="s">
                      <TouchableOpacity onPress={onClose}>
                        <CloseGlyph width={16} height={16} />
                      </TouchableOpacity>
                    </Box>
                  </Box>
                );
                """),
            ]),
            // Display text already larger than body text at the largest accessibility size.
            CheckExample(files: [
                ReactNativeExample.package(["nativewind"]),
                ("src/WaitingRoom.tsx", """
                import { StyleSheet, Text, View } from 'react-native';

                export const WaitingRoom = ({ place, seconds }) => (
                  <View>
                    <Text className="text-center text-6xl font-medium" allowFontScaling={false}>{place}</Text>
                    <Text className="text-[72px]" maxFontSizeMultiplier={1}>{place}</Text>
                    <Text style={styles.countdown} allowFontScaling={false}>{seconds}</Text>
                    <Text className="mt-2 text-base">people ahead of you</Text>
                  </View>
                );
                const styles = StyleSheet.create({ countdown: { fontSize: 96, fontWeight: '700' } });
                """),
            ]),
            // A build badge that renders nothing in production.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/BuildBadge.tsx", """
                import { Text, View } from 'react-native';

                export const BuildBadge = ({ channel }) => {
                  const isProduction = channel === 'store';
                  if (isProduction) {
                    return null;
                  }
                  return (
                    <View style={{ position: 'absolute', top: 4, right: 4 }}>
                      <Text maxFontSizeMultiplier={1}>{channel}</Text>
                    </View>
                  );
                };
                """),
            ]),
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Price.tsx", """
                import { Text, TextInput } from 'react-native';

                export const Price = ({ value, scale }) => (
                  <>
                    <Text maxFontSizeMultiplier={1.5}>{value}</Text>
                    <Text allowFontScaling={scale}>{value}</Text>
                    <TextInput maxFontSizeMultiplier={0} />
                    <Icon allowFontScaling={false} name="star" />
                  </>
                );
                Text.defaultProps.maxFontSizeMultiplier = 1.6;
                """),
            ]),
            // recosante-rn: a component left returning null above the badge it used to draw.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/EnvBadge.tsx", """
                import { Text, View } from 'react-native';

                export const EnvBadge = ({ env }) => {
                  useEffect(() => { load(); }, []);
                  return null;
                  return (
                    <View>
                      <Text allowFontScaling={false}>{env}</Text>
                    </View>
                  );
                };
                """),
            ]),
            // A measuring copy nobody sees or hears, and initials drawn as a profile picture.
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/Total.tsx", """
                import { StyleSheet, Text, View } from 'react-native';

                export const Total = ({ value }) => (
                  <View>
                    <Text style={[styles.sum, styles.ghost]} allowFontScaling={false}>{value}</Text>
                    <Text allowFontScaling={false} accessible={false} importantForAccessibility="no-hide-descendants">{value}</Text>
                    <Text allowFontScaling={false} accessible={false} aria-hidden>{value}</Text>
                  </View>
                );
                const styles = StyleSheet.create({ sum: { fontSize: 28 }, ghost: { opacity: 0, position: 'absolute' } });
                """),
                // bibletags-rn ReadHeader: the one-line passage title in a 40pt header bar between icon buttons.
                ("src/ChapterHeader.js", """
                import { StyleSheet, Text, View } from 'react-native';

                export const ChapterHeader = ({ title, openMenu, search }) => (
                  <TopBar style={[styles.bar, wide ? styles.barWide : null]}>
                    <BarButton name="menu" onPress={openMenu} />
                    <Pressable onPressIn={openChooser}>
                      <View style={styles.middle}>
                        <Text numberOfLines={1} allowFontScaling={false}>{title}</Text>
                        <Icon name="arrow-dropdown" />
                      </View>
                    </Pressable>
                    <BarButton name="search" onPress={search} />
                  </TopBar>
                );
                const styles = StyleSheet.create({ bar: { height: barHeight }, barWide: { paddingHorizontal: 20 }, middle: { flex: 1 } });
                """),
                // bibletags-rn SearchTextField: the input's own text is transparent and only carries the caret,
                // and the formatted copy drawn over it in the 40pt field must keep the input's size.
                ("src/QueryField.js", """
                import { StyleSheet, Text, View, ScrollView } from 'react-native';
                import { Input } from '@ui-kitten/components';

                export const QueryField = ({ query, pretty }) => (
                  <View style={[styles.field, themed]}>
                    <ScrollView style={styles.scroller} horizontal={true}>
                      <Text style={styles.pretty} allowFontScaling={false}>{pretty}</Text>
                      <Input allowFontScaling={false} value={query} textStyle={styles.caretOnly} />
                    </ScrollView>
                  </View>
                );
                const styles = StyleSheet.create({
                  field: { height: barHeight, borderRadius: 5 },
                  scroller: { ...StyleSheet.absoluteFill },
                  pretty: { fontSize: 16, lineHeight: 16 },
                  caretOnly: { color: 'transparent', fontSize: 16 },
                });
                """),
                ("src/ContactBadge.tsx", """
                import { Text, View } from 'react-native';

                export function ContactAvatar({ person }) {
                  return (
                    <View style={{ width: 40, height: 40, borderRadius: 20 }}>
                      <Text adjustsFontSizeToFit allowFontScaling={false}>{person.initials}</Text>
                    </View>
                  );
                }

                export const ReactionEmoji = ({ glyph, size }) => <Text allowFontScaling={false} style={{ fontSize: size }}>{glyph}</Text>;
                """),
                // The app's icon-font glyph, drawn by a component named for an icon.
                ("src/Button.tsx", """
                import { Text } from 'react-native';

                const Icon = ({ children, style }) => (
                  <Text allowFontScaling={false} style={[iconStyles.root, style]}>{children}</Text>
                );
                """),
            ]),
        ]
    )

    /// Components whose `defaultProps` set every text's props.
    static let textComponents: Set<String> = ["Text", "TextInput"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app
            && (file.file.source.bytes.contains(utf8: "FontScaling") || file.file.source.bytes.contains(utf8: "FontSizeMultiplier")) {
            let js = file.file
            let iconImports = Set(js.imports.filter { $0.module.lowercased().contains("icon") }.flatMap(\.bindings).map(\.local))
            let styles = reactNative.styles(of: js)
            for (index, element) in js.elements.enumerated() where !element.name.contains("Icon") && !iconImports.contains(element.name.split(separator: ".").first.map(String.init) ?? "") {
                guard !JSDeadCode.followsBareReturn(element.openToken, in: js),
                      !Self.isUnread(element, in: file, styles: styles), !Self.isBarTitle(index, in: js),
                      !Self.isFixedBarTitle(index, in: js, styles: styles), !Self.isFixedFieldOverlay(index, in: js, styles: styles) else { continue }
                if let size = Self.fontSize(of: element, styles: styles), size >= TypeScale.largestAccessibilitySize { continue }
                for attribute in element.attributes {
                    guard let expression = attribute.expression, let problem = Self.problem(attribute.name, js.value(of: expression)) else { continue }
                    report(element.name.isEmpty ? "This element" : element.name, problem, at: file.position(attribute.position), &output)
                }
            }
            for call in js.calls where call.name == "attrs" && call.receiver.first == "styled" {
                guard let options = call.arguments.first, case .object(let brace) = js.value(of: options) else { continue }
                for property in js.properties(ofObjectAt: brace) {
                    guard let key = property.key, let problem = Self.problem(key, js.value(of: property.value)) else { continue }
                    report("This styled component", problem, at: file.position(js.source.tokens[property.keyToken].position), &output)
                }
            }
            for (component, property, valueRange, position) in Self.defaultProps(in: js) {
                guard let problem = Self.problem(property, js.value(of: valueRange)) else { continue }
                report("Every \(component)", problem, at: file.position(position), &output)
            }
        }
    }

    func report(_ what: String, _ problem: String, at position: SourcePosition, _ output: inout CheckOutput) {
        output.report(
            "\(what) \(problem), so it ignores the user's text size setting and whoever needs bigger text gets the designer's size. Let text scale; where a layout is tight, cap it with maxFontSizeMultiplier above 1 (1.5 or more) and let the layout grow.",
            at: position)
    }

    /// The font size an element is drawn at, when the file pins it down: its style's literal
    /// `fontSize`, else the one size class of a literal NativeWind `className` (`text-6xl`,
    /// `text-[64px]`). Nil for anything conditional: a style the file cannot resolve, a size
    /// behind a variant (`md:text-7xl`), two different size classes.
    static func fontSize(of element: JSXElement, styles: JSStyles) -> Double? {
        guard case .literal(let size)? = styles.numbers(of: element)?["fontSize"] else { return nil }
        return size
    }

    /// Text no one reads: hidden from assistive technology, transparent, or avatar initials.
    static func isUnread(_ element: JSXElement, in file: ReactNativeFile, styles: JSStyles) -> Bool {
        let js = file.file
        let notAccessible = element.attribute("accessible")?.isFalse(in: js) == true
        let hidden = element.attribute("aria-hidden")?.isTrue(in: js) == true || element.attribute("accessibilityElementsHidden")?.isTrue(in: js) == true
            || element.attribute("importantForAccessibility")?.value == .string("no-hide-descendants")
        if notAccessible && hidden { return true }
        if let style = element.attribute("style"), let range = style.expression, isTransparent(range, in: js, styles: styles) { return true }
        // A plain loop: the closure form crashed the release optimiser (Swift 6.3.1 CopyPropagation).
        for name in ["style", "textStyle"] {
            guard let attribute = element.attribute(name), let range = attribute.expression else { continue }
            if hasClearColor(range, in: js, styles: styles) { return true }
        }
        let token = element.openToken
        let owner = js.functions.filter { $0.name != nil && $0.body.contains(token) }.max { $0.body.lowerBound < $1.body.lowerBound }
        let names = [owner?.name ?? "", file.baseName].map { $0.lowercased() }
        if names.contains(where: { $0.contains("emoji") }) { return true }
        if let owner = owner?.name {
            // `Icon`, `TabIcon`: a glyph; `TextWithIcon`, `IconLabel`: text beside one.
            let words = NameWords.split(owner).map { $0.lowercased() }
            if words.last == "icon", !words.contains(where: { ["text", "label", "title", "headline", "caption", "with"].contains($0) }) { return true }
        }
        return element.attribute("adjustsFontSizeToFit")?.isTrue(in: js) == true && names.contains { $0.contains("avatar") }
    }

    /// A short title between icon buttons in a row (`<Box flexDirection="row">` holding a QR button,
    /// `<Text maxFontSizeMultiplier={1}>{t('payment.send')}</Text>`, a close button): the title of
    /// a bar that cannot grow, chrome the rulebook lets clamp. The title is one or two words of
    /// text or one translation call of a literal key; every element beside it in the row holds
    /// a button (an `onPress`) and no text.
    static func isBarTitle(_ index: Int, in js: JSFile) -> Bool {
        let element = js.elements[index], source = js.source
        guard element.children.isEmpty, let parent = element.parent, js.elements[parent].attribute("flexDirection")?.value == .string("row") else { return false }
        let content = element.content.filter { source.kind(at: $0) != .jsxText || !source.text(at: $0).allSatisfy(\.isWhitespace) }
        let words = content.allSatisfy { source.kind(at: $0) == .jsxText }
            && content.map { source.text(at: $0) }.joined(separator: " ").split(whereSeparator: \.isWhitespace).count <= 2
        let kinds = content.map { source.kind(at: $0) }
        let translated = kinds == [.leftBrace, .identifier, .leftParen, .string, .rightParen, .rightBrace]
        guard !content.isEmpty, words || translated else { return false }
        func subtree(_ root: Int) -> [Int] { [root] + js.elements[root].children.flatMap(subtree) }
        let siblings = js.elements[parent].children.filter { $0 != index }
        guard siblings.contains(where: { $0 < index }), siblings.contains(where: { $0 > index }) else { return false }
        return siblings.allSatisfy { sibling in
            let members = subtree(sibling).map { js.elements[$0] }
            return members.contains { $0.attribute("onPress") != nil }
                && !members.contains { member in
                    ["Text", "Label", "Title"].contains(where: member.simpleName.contains)
                        || member.content.contains { source.kind(at: $0) == .jsxText && source.text(at: $0).contains(where: \.isLetter) }
                }
        }
    }

    /// A one-line title (`numberOfLines={1}`) inside a bar of fixed height: up to three levels up
    /// sits an element whose style in the file sets `height`, with buttons on both sides of the
    /// title's branch and nothing else (`<AppHeader style={[styles.header, …]}>` holding a menu
    /// button, the passage title, search and options buttons).
    static func isFixedBarTitle(_ index: Int, in js: JSFile, styles: JSStyles) -> Bool {
        guard let lines = js.elements[index].attribute("numberOfLines")?.expression, js.value(of: lines) == .number(1) else { return false }
        var branch = index
        for _ in 0..<3 {
            guard let bar = js.elements[branch].parent else { return false }
            if let style = js.elements[bar].attribute("style")?.expression, setsHeight(style, in: js, styles: styles) {
                let siblings = js.elements[bar].children.filter { $0 != branch }
                guard siblings.contains(where: { $0 < branch }), siblings.contains(where: { $0 > branch }) else { return false }
                return siblings.allSatisfy { isTextlessButton($0, in: js) }
            }
            branch = bar
        }
        return false
    }

    /// The visible copy of a caret-only input inside a field of fixed height: beside the text sits
    /// an input whose own text is transparent and which keeps its size itself (`<Input
    /// allowFontScaling={false} textStyle={styles.inputText}>`, `color: 'transparent'`), and the
    /// text's parent or an element up to two levels above it has a style in the file that sets
    /// `height` (`styles.container`, height `readHeaderHeight`). The copy must match the input to
    /// stay under its caret, and the field is a one-line box that cannot grow, chrome like a bar's title.
    static func isFixedFieldOverlay(_ index: Int, in js: JSFile, styles: JSStyles) -> Bool {
        guard let parent = js.elements[index].parent else { return false }
        var overlaid = false
        for sibling in js.elements[parent].children where sibling != index && js.elements[sibling].simpleName.hasSuffix("Input") {
            let input = js.elements[sibling]
            var pinned = false, clear = false
            for attribute in input.attributes {
                guard let range = attribute.expression else { continue }
                if problem(attribute.name, js.value(of: range)) != nil { pinned = true }
                if attribute.name == "style" || attribute.name == "textStyle", hasClearColor(range, in: js, styles: styles) { clear = true }
            }
            if pinned && clear { overlaid = true }
        }
        guard overlaid else { return false }
        var box = parent
        for _ in 0..<3 {
            if let style = js.elements[box].attribute("style")?.expression, setsHeight(style, in: js, styles: styles) { return true }
            guard let next = js.elements[box].parent else { return false }
            box = next
        }
        return false
    }

    /// True when a style expression, or a part of a style array, names a style of the file that sets `height`.
    static func setsHeight(_ expression: Range<Int>, in js: JSFile, styles: JSStyles) -> Bool {
        switch js.value(of: expression) {
        case .array(let bracket):
            return js.elements(ofArrayAt: bracket).contains { setsHeight($0, in: js, styles: styles) }
        case .reference(let names) where names.count == 2:
            guard let brace = styles.sheets[names[0]]?[names[1]] else { return false }
            return js.properties(ofObjectAt: brace).contains { $0.key == "height" }
        default:
            return false
        }
    }

    /// True when an element holds a button (an `onPress`) and no text.
    static func isTextlessButton(_ root: Int, in js: JSFile) -> Bool {
        func subtree(_ root: Int) -> [Int] { [root] + js.elements[root].children.flatMap(subtree) }
        let members = subtree(root).map { js.elements[$0] }
        return members.contains { $0.attribute("onPress") != nil }
            && !members.contains { member in
                ["Text", "Label", "Title"].contains(where: member.simpleName.contains)
                    || member.content.contains { js.source.kind(at: $0) == .jsxText && js.source.text(at: $0).contains(where: \.isLetter) }
            }
    }

    /// A style expression, or one part of a style array, that sets `opacity: 0`.
    static func isTransparent(_ expression: Range<Int>, in js: JSFile, styles: JSStyles) -> Bool {
        if case .array(let bracket) = js.value(of: expression) {
            return js.elements(ofArrayAt: bracket).contains { isTransparent($0, in: js, styles: styles) }
        }
        return styles.numbers(of: expression)?["opacity"] == .literal(0)
    }

    /// A style expression, or one part of a style array, that sets `color: 'transparent'`: text
    /// drawn in no colour, under a visible copy.
    static func hasClearColor(_ expression: Range<Int>, in js: JSFile, styles: JSStyles) -> Bool {
        let brace: Int
        switch js.value(of: expression) {
        case .array(let bracket):
            return js.elements(ofArrayAt: bracket).contains { hasClearColor($0, in: js, styles: styles) }
        case .object(let object):
            brace = object
        case .reference(let names) where names.count == 2:
            guard let style = styles.sheets[names[0]]?[names[1]] else { return false }
            brace = style
        default:
            return false
        }
        return js.properties(ofObjectAt: brace).contains { $0.key == "color" && js.value(of: $0.value) == .string("transparent") }
    }

    /// What a prop's value does to scaling, or nil when it lets text scale.
    static func problem(_ property: String, _ value: JSValue) -> String? {
        switch (property, value) {
        case ("allowFontScaling", .bool(false)):
            return "turns font scaling off (allowFontScaling false)"
        case ("maxFontSizeMultiplier", .number(let cap)) where cap > 0 && cap <= 1:
            return "caps font scaling at \(cap == 1 ? "1" : String(cap)) (maxFontSizeMultiplier)"
        default:
            return nil
        }
    }

    /// `Text.defaultProps.allowFontScaling = v` and `Text.defaultProps = { allowFontScaling: v }`:
    /// the component, the property, the value's tokens and where to report.
    static func defaultProps(in file: JSFile) -> [(String, String, Range<Int>, TextPosition)] {
        let source = file.source
        var found: [(String, String, Range<Int>, TextPosition)] = []
        for index in source.tokens.indices where source.isWord("defaultProps", at: index) {
            guard source.kind(at: index - 1) == .dot, let componentToken = componentToken(before: index - 1, in: source) else { continue }
            let component = source.text(at: componentToken)
            guard textComponents.contains(component) else { continue }
            if source.kind(at: index + 1) == .dot, source.kind(at: index + 2) == .identifier, source.kind(at: index + 3) == .assign {
                let end = valueEnd(from: index + 4, in: source)
                found.append((component, source.text(at: index + 2), (index + 4)..<end, source.tokens[componentToken].position))
            } else if source.kind(at: index + 1) == .assign, source.kind(at: index + 2) == .leftBrace {
                for property in file.properties(ofObjectAt: index + 2) {
                    guard let key = property.key else { continue }
                    found.append((component, key, property.value, source.tokens[property.keyToken].position))
                }
            }
        }
        return found
    }

    /// The component token in front of `.defaultProps`: `Text`, or `Text` inside a TypeScript
    /// cast such as `(Text as unknown as TextProps)`, which changes the type, not the object.
    static func componentToken(before dot: Int, in source: JSSource) -> Int? {
        if source.kind(at: dot - 1) == .identifier { return dot - 1 }
        guard source.kind(at: dot - 1) == .rightParen, let open = source.partner(of: dot - 1),
              source.kind(at: open + 1) == .identifier, source.isWord("as", at: open + 2) else { return nil }
        return open + 1
    }

    /// The end of a statement's value: the first `;` or line break outside brackets.
    static func valueEnd(from start: Int, in source: JSSource) -> Int {
        var index = start
        while index < source.tokens.count {
            if source.tokens[index].kind == .semicolon || (index > start && source.tokens[index].followsNewline) { break }
            if let partner = source.partner(of: index), partner > index { index = partner }
            index += 1
        }
        return index
    }
}
