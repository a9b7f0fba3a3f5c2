import UIKit

final class TripCell: UITableViewCell {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var subtitleLabel: UILabel!
    @IBOutlet private weak var favoriteButton: UIButton!

    var onFavoriteToggled: (() -> Void)?

    override func awakeFromNib() {
        super.awakeFromNib()
        // The button only shows a heart symbol, so give it a spoken name.
        favoriteButton.accessibilityLabel = NSLocalizedString("trip.favorite", value: "Favorite", comment: "VoiceOver label of the heart button in a trip row")
    }

    func configure(with trip: Trip) {
        titleLabel.text = trip.title
        subtitleLabel.text = trip.formattedDates
        let symbol = trip.isFavorite ? "heart.fill" : "heart"
        favoriteButton.configuration?.image = UIImage(systemName: symbol)
        favoriteButton.accessibilityTraits = trip.isFavorite ? [.button, .selected] : .button
    }

    @IBAction private func favoriteTapped(_ sender: UIButton) {
        onFavoriteToggled?()
    }
}
