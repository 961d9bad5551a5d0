import ThumbruleCore
import ThumbruleFrontEnds

/// A React Native `Image` or `FastImage` showing a network picture
/// (`source={{ uri: … }}`) with no height anywhere: neither a `height` prop nor a `height`,
/// `aspectRatio`, `flex` or position in a style the file resolves, nor a NativeWind class that
/// sets one (`h-20`, `size-16`, `aspect-video`). React Native does not size a
/// remote image from its bytes, so the box is zero points tall: the picture never shows, and the
/// usual fix made on load (setting a size from `Image.getSize`) makes the content below jump.
/// The rulebook (`icon-reserve`) asks for the final box up front. Android Lint has no
/// counterpart.
///
/// A style with a width but no height is reported only when the image's parent is one of React
/// Native's views with a style the file resolves and no `flexDirection`, since a row parent
/// stretches its children to its own height. Silent when any style or size comes from a prop,
/// another file or a condition, when a spread may set props, and when a `defaultSource` gives a
/// local placeholder. `ImageBackground` is left alone: its children give it a height.
struct ReactNativeUnsizedRemoteImage: ReactNativeCheck {
    package static let description = CheckDescription(
        id: "icon-reserve.rn-unsized-remote-image",
        ruleId: "icon-reserve",
        summary: "A React Native network image with no height, which draws nothing until a size is set",
        triggering: [
            CheckExample(files: [
                ReactNativeExample.package(["react-native-fast-image"]),
                ("src/PostCard.tsx", """
                import { Image, StyleSheet, Text, View } from 'react-native';
                import FastImage from 'react-native-fast-image';

                export const PostCard = ({ post }) => (
                  <View style={styles.card}>
                    ↓<Image source={{ uri: post.coverUrl }} style={styles.cover} />
                    ↓<FastImage source={{ uri: post.authorAvatar }} />
                    <Text>{post.title}</Text>
                  </View>
                );

                const styles = StyleSheet.create({
                  card: { padding: 12 },
                  cover: { width: '100%', borderRadius: 8 },
                });
                """),
            ]),
            // NativeWind classes that set only a width, in a column: still no height.
            CheckExample(files: [
                ReactNativeExample.package(["nativewind"]),
                ("src/AppTile.tsx", """
                import { Image, View } from 'react-native';

                export const AppTile = ({ logo }) => (
                  <View className="flex items-center">
                    ↓<Image source={{ uri: logo }} className="w-20 rounded-xl" />
                  </View>
                );
                """),
            ]),
        ],
        nonTriggering: [
            CheckExample(files: [
                ReactNativeExample.package(),
                ("src/PostCard.tsx", """
                import { Image, StyleSheet, Text, View } from 'react-native';

                export const PostCard = ({ post, imageStyle }) => (
                  <View style={styles.card}>
                    <Image source={{ uri: post.coverUrl }} style={styles.cover} />
                    <Image source={{ uri: post.bannerUrl }} style={{ width: '100%', aspectRatio: 16 / 9 }} />
                    <Image source={{ uri: post.iconUrl }} width={24} height={24} />
                    <Image source={{ uri: post.thumbUrl }} style={imageStyle} />
                    <Image source={{ uri: post.backdropUrl }} style={StyleSheet.absoluteFill} />
                    <Image source={require('./logo.png')} />
                    <Image source={{ uri: post.fallbackUrl }} defaultSource={require('./blank.png')} />
                    <View style={styles.row}>
                      <Image source={{ uri: post.authorAvatar }} style={{ width: 40 }} />
                      <Text>{post.author}</Text>
                    </View>
                  </View>
                );

                const styles = StyleSheet.create({
                  card: { padding: 12 },
                  row: { flexDirection: 'row' },
                  cover: { width: '100%', height: 180 },
                });
                """),
            ]),
            // alby-go: NativeWind size classes (`w-20 h-20`) give the network icon its height.
            CheckExample(files: [
                ReactNativeExample.package(["nativewind"]),
                ("src/AppTile.tsx", """
                import { Image, View } from 'react-native';

                export const AppTile = ({ logo, banner }) => (
                  <View className="flex items-center">
                    <Image source={{ uri: logo }} className="my-4 rounded-2xl w-20 h-20 bg-background" />
                    <Image source={{ uri: banner }} className="w-full aspect-video" />
                    <Image source={{ uri: banner }} className={tileClasses} />
                  </View>
                );
                """),
            ]),
        ]
    )

    /// Style keys that give the box a height, or let the layout give it one.
    static let heightKeys: Set<String> = ["height", "minHeight", "aspectRatio", "flex", "flexGrow", "flexBasis", "position", "top", "bottom", "alignSelf"]
    /// React Native views a parent may be when its style is read for a row.
    static let plainParents: Set<String> = ["View", "Pressable", "TouchableOpacity", "TouchableHighlight", "TouchableWithoutFeedback", "SafeAreaView"]

    func check(_ reactNative: ReactNativeModel, in project: Project, _ output: inout CheckOutput) {
        for file in reactNative.files where file.scope == .app && file.file.source.bytes.contains(utf8: "uri") {
            let js = file.file
            let images = Set(js.imports.flatMap { statement in
                statement.bindings.filter {
                    statement.module == "react-native" && $0.imported == "Image" || statement.module == "react-native-fast-image" && $0.imported == "default"
                }
            }.map(\.local))
            guard !images.isEmpty else { continue }
            let styles = reactNative.styles(of: js)
            for element in js.elements where images.contains(element.name) {
                guard !element.hasSpread, Self.showsRemoteURI(element, in: js),
                      element.attribute("height") == nil, element.attribute("defaultSource") == nil else { continue }
                guard let numbers = styles.numbers(of: element),
                      !numbers.keys.contains(where: Self.heightKeys.contains) else { continue }
                let hasWidth = numbers["width"] != nil || numbers["minWidth"] != nil || element.attribute("width") != nil
                if hasWidth, !Self.isInColumn(element, in: js, styles) { continue }
                output.report(
                    "This \(element.name) loads a network picture but nothing gives it a height, and React Native does not size a remote image from its bytes: the box is zero points tall, so the picture never shows, and sizing it once it arrives makes the content below jump. Give it its final height in the style (height, or width with aspectRatio), and show the placeholder in that box.",
                    at: file.position(element.position))
            }
        }
    }

    /// `source={{ uri: … }}`: an object literal with a `uri` key.
    static func showsRemoteURI(_ element: JSXElement, in js: JSFile) -> Bool {
        guard let range = element.attribute("source")?.expression, case .object(let brace) = js.value(of: range) else { return false }
        return js.properties(ofObjectAt: brace).contains { $0.key == "uri" }
    }

    /// True when the image's parent is a React Native view whose resolved style sets no
    /// `flexDirection`, so it lays children out in a column and stretches only their width.
    static func isInColumn(_ element: JSXElement, in js: JSFile, _ styles: JSStyles) -> Bool {
        guard let index = element.parent else { return false }
        let parent = js.elements[index]
        let views = Set(js.imports.filter { $0.module == "react-native" }.flatMap(\.bindings)
            .filter { plainParents.contains($0.imported) }.map(\.local))
        guard views.contains(parent.name), !parent.hasSpread, let numbers = styles.numbers(of: parent) else { return false }
        return numbers["flexDirection"] == nil
    }
}
