import UIKit

final class ReviewCell: UITableViewCell {
    @IBOutlet private weak var reviewerLabel: UILabel!
    @IBOutlet private weak var reviewTextLabel: UILabel!
    @IBOutlet private weak var reportButton: UIButton!

    func configure(with review: Review) {
        reviewerLabel.text = review.author
        reviewTextLabel.text = review.text
        // Several "Report" buttons share a screen; say which review each one reports.
        let format = NSLocalizedString("review.report", value: "Report review by %@", comment: "VoiceOver label of a review's Report button; %@ is the reviewer's name")
        reportButton.accessibilityLabel = String(format: format, review.author)
    }

    @IBAction private func reportTapped(_ sender: UIButton) {
        // Reporting is not part of this example.
    }
}
