/// Safe-area sizes of iPhones in portrait, in points, that code copies instead of reading
/// `safeAreaInsets` / `safeAreaLayoutGuide` (`layout-insets`). Source: Apple HIG, Layout,
/// device screen sizes; UIKit `safeAreaInsets` on each device.
public enum SafeAreaInsets {
    /// Top insets that code copies: 44 (iPhone X, XS, 11 Pro), 47 (12, 13, 14), 59 (14 Pro,
    /// 15, 16), 62 (16 Pro). Left out because they are also everyday spacings: 20 (the
    /// Home-button status bar), 48 (XR, 11), 50 (12 mini, 13 mini), 54.
    public static let top: Set<Double> = [44, 47, 59, 62]
    /// Bottom insets: 34 (the home indicator on Face ID phones) and 83 (a 49pt tab bar above it).
    public static let bottom: Set<Double> = [34, 83]
}
