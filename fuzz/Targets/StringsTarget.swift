import Foundation
import ThumbruleCore

/// A `.strings` file, decoded as the price check decodes it (UTF-8, else UTF-16), then its
/// values searched for amounts.
@Sendable func fuzzStrings(_ bytes: [UInt8]) {
    let data = Data(bytes)
    guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { return }
    for entry in LocalizedStrings.strings(text) { _ = Currency.amount(in: entry.text) }
}
