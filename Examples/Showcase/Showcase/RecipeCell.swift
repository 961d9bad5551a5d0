import UIKit

/// A UIKit cell kept from the first version of the app.
final class RecipeCell: UITableViewCell {
    private let titleLabel = UILabel()

    func configure(title: String) {
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 15)
    }
}
