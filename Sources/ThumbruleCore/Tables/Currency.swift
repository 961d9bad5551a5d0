/// Currency symbols and ISO codes that mark an amount as a price.
public enum Currency {
    /// Symbols written before or after an amount.
    public static let symbols: Set<Character> = ["$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱", "฿", "₴", "₦", "₡"]
    /// ISO 4217 codes commonly typed next to an amount in app copy.
    public static let codes: Set<String> = [
        "USD", "EUR", "GBP", "JPY", "CNY", "INR", "KRW", "BRL", "CAD", "AUD", "CHF", "SEK", "NOK", "DKK", "PLN",
        "RUB", "TRY", "MXN", "ZAR", "SGD", "HKD", "NZD", "CZK", "HUF", "ILS", "IDR", "THB", "VND", "PHP", "UAH",
    ]
    /// Local abbreviations written after an amount.
    public static let suffixWords: Set<String> = ["zł", "kr", "Kč", "Ft", "lei", "руб"]
}
