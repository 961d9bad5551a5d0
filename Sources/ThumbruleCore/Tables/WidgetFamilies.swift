/// WidgetKit widget families, by the platforms that offer them.
public enum WidgetFamilies {
    /// Families only watchOS offers (WidgetKit marks them unavailable on iOS): a view drawn
    /// only for one never shows on a phone.
    public static let watchOnly: Set<String> = ["accessoryCorner"]
}
