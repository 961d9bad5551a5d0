public enum ThumbruleVersion {
    public static let current = "0.1.0"
}
