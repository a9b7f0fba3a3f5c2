import UIKit

final class TripDetailViewController: UIViewController {
    @IBOutlet private weak var heroImageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var shareButton: UIButton!
    @IBOutlet private weak var datesLabel: UILabel!
    @IBOutlet private weak var bodyLabel: UILabel!
    @IBOutlet private weak var ratingView: RatingView!
    @IBOutlet private weak var reviewsButton: UIButton!
    @IBOutlet private weak var priceLabel: UILabel!
    @IBOutlet private weak var infoButton: UIButton!
    @IBOutlet private weak var policyLabel: UILabel!
    @IBOutlet private weak var bookButton: UIButton!

    var trip: Trip?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let trip else { return }
        titleLabel.text = trip.title
        datesLabel.text = trip.formattedDates
        bodyLabel.text = trip.summary
        priceLabel.text = trip.formattedPrice
        ratingView.rating = trip.averageRating
    }

    @IBAction private func shareTapped(_ sender: UIButton) {
        guard let trip else { return }
        let activity = UIActivityViewController(activityItems: [trip.title], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = sender
        present(activity, animated: true)
    }

    @IBAction private func showReviews(_ sender: UIButton) {
        navigationController?.pushViewController(ReviewsViewController(reviews: Review.samples), animated: true)
    }

    @IBAction private func priceInfoTapped(_ sender: UIButton) {
        let alert = UIAlertController(
            title: NSLocalizedString("price.title", value: "Price details", comment: "Title of the price details alert"),
            message: NSLocalizedString("price.message", value: "Includes flights, three nights' accommodation and guided tours.", comment: "What the trip price includes"),
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: NSLocalizedString("alert.ok", value: "OK", comment: "Button that closes an alert"), style: .default))
        present(alert, animated: true)
    }

    @IBAction private func bookTapped(_ sender: UIButton) {
        bookButton.configuration?.showsActivityIndicator = true
    }
}
