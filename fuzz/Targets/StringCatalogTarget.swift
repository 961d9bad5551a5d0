import Foundation
import ThumbruleCore

/// A String Catalog (`.xcstrings`, JSON) read by the one-pass scanner, then searched for amounts.
@Sendable func fuzzStringCatalog(_ bytes: [UInt8]) {
    let data = Data(bytes)
    guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { return }
    for entry in LocalizedStrings.catalog(text) { _ = Currency.amount(in: entry.text) }
}
