import Testing
@testable import ThumbruleFrontEnds

/// Layout files and source set scopes.
@Suite struct LayoutAndSourceSetTests {
    @Test func layoutElementsWithDimensionsAndParents() throws {
        let layout = try LayoutFile(text: """
            <?xml version="1.0" encoding="utf-8"?>
            <androidx.constraintlayout.widget.ConstraintLayout
                xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:layout_width="match_parent"
                android:layout_height="wrap_content">
                <LinearLayout android:layout_width="fill_parent" android:layout_height="@dimen/row_height">
                    <ImageButton
                        android:id="@+id/close"
                        android:layout_width="32dp"
                        android:layout_height="32dip"
                        android:minHeight="?attr/actionBarSize"
                        app:layout_constraintTop_toTopOf="parent" />
                    <TextView android:textSize="14.5sp" android:layout_width="0dp" android:layout_height="-2px"/>
                </LinearLayout>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """, path: "app/src/main/res/layout-land/item.xml")
        #expect(layout.qualifier == "land")
        #expect(layout.elements.map(\.simpleTag) == ["ConstraintLayout", "LinearLayout", "ImageButton", "TextView"])
        let root = layout.elements[0]
        #expect(root.dimension("android:layout_width") == .matchParent)
        #expect(root.dimension("android:layout_height") == .wrapContent)
        #expect(root.position.line == 2)
        let row = layout.elements[1]
        #expect(row.dimension("android:layout_width") == .matchParent)
        #expect(row.dimension("android:layout_height") == .resource("@dimen/row_height"))
        let button = layout.elements[2]
        #expect(button.position.line == 8 && button.position.column == 9)
        #expect(button.dimension("android:layout_width") == .size(32, .dp))
        #expect(button.dimension("android:layout_height")?.dp == 32)
        #expect(button.dimension("android:minHeight") == .themeAttribute("?attr/actionBarSize"))
        #expect(button.attribute("app:layout_constraintTop_toTopOf") == "parent")
        #expect(layout.parentChain(of: 2) == [0, 1])
        let text = layout.elements[3]
        #expect(text.dimension("android:textSize") == .size(14.5, .sp))
        #expect(text.dimension("android:layout_height") == .size(-2, .px))
        #expect(LayoutDimension("12 monkeys") == .other("12 monkeys"))
        #expect(LayoutFile.isLayoutPath("app/src/main/res/layout-sw600dp/a.xml"))
        #expect(!LayoutFile.isLayoutPath("app/src/main/res/values/a.xml"))
    }

    @Test func badLayoutIsAnError() {
        #expect(throws: XMLReadError.self) { try LayoutFile(text: "<LinearLayout>\n<Button>\n</LinearLayout>", path: "a.xml") }
    }

    @Test func sourceSetsAndScopes() {
        let cases: [(String, String?, SourceScope)] = [
            ("app/src/main/java/com/x/Main.kt", "main", .shipping),
            ("app/src/test/java/com/x/MainTest.kt", "test", .test),
            ("app/src/androidTest/kotlin/com/x/UiTest.kt", "androidTest", .test),
            ("app/src/debug/AndroidManifest.xml", "debug", .debugOnly),
            ("app/src/release/res/values/strings.xml", "release", .shipping),
            ("app/src/freeDebug/java/A.kt", "freeDebug", .debugOnly),
            ("app/src/paid/java/A.kt", "paid", .shipping),
            ("app/src/testFixtures/kotlin/F.kt", "testFixtures", .test),
            ("app/src/androidTestDebug/java/A.kt", "androidTestDebug", .test),
            ("app/src/main/java/com/src/util/A.kt", "main", .shipping),
            ("android/app/src/main/kotlin/MainActivity.kt", "main", .shipping),
            ("lib/Foo.kt", nil, .shipping),
            ("shared/src/commonMain/kotlin/A.kt", "commonMain", .shipping),
            ("shared/src/androidMain/kotlin/A.kt", "androidMain", .shipping),
            ("shared/src/jvmAndroid/kotlin/A.kt", "jvmAndroid", .shipping),
            ("desktop/src/jvmMain/kotlin/Window.kt", "jvmMain", .otherPlatform),
            ("shared/src/iosMain/kotlin/A.kt", "iosMain", .otherPlatform),
            ("shared/src/wasmJsMain/kotlin/A.kt", "wasmJsMain", .otherPlatform),
            ("shared/src/commonTest/kotlin/ATest.kt", "commonTest", .test),
            ("shared/src/androidUnitTest/kotlin/ATest.kt", "androidUnitTest", .test),
            ("shared/src/jvmTest/kotlin/ATest.kt", "jvmTest", .test),
        ]
        for (path, name, scope) in cases {
            #expect(SourceSet.containing(path: path)?.name == name, "\(path)")
            #expect(SourceSet.scope(ofPath: path) == scope, "\(path)")
        }
        #expect(SourceSet.scope(ofConfiguration: "implementation") == .shipping)
        #expect(SourceSet.scope(ofConfiguration: "debugImplementation") == .debugOnly)
        #expect(SourceSet.scope(ofConfiguration: "testImplementation") == .test)
        #expect(SourceSet.scope(ofConfiguration: "androidTestImplementation") == .test)
        #expect(SourceSet.scope(ofConfiguration: "kaptAndroidTest") == .test)
        #expect(SourceSet.scope(ofConfiguration: "ksp") == .shipping)
        #expect(SourceSet.scope(ofConfiguration: "freeReleaseImplementation") == .shipping)
        #expect(SourceSet.scope(ofConfiguration: "coreLibraryDesugaring") == .shipping)
    }
}
