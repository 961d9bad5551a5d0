/// Symbols of measurement units that read the same in every language: a number written with one
/// (`0 Hz`, `2 kHz`, `500 ms`) is a quantity, not words to translate. One fact per entry.
public enum UnitSymbols {
    /// SI and common unit symbols, case as written; the decimal prefixes are spelled out rather
    /// than combined, so `Mm` or `kmol` are not symbols here.
    public static let symbols: Set<String> = [
        "Hz", "kHz", "MHz", "GHz", "ms", "µs", "ns", "mm", "cm", "km", "kg", "mg", "ml", "mL",
        "dB", "dBm", "kB", "KB", "MB", "GB", "TB", "kbps", "Mbps", "Gbps", "kW", "kWh", "mAh", "°C", "°F",
    ]
}
