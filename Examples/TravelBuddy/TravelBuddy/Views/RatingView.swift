import UIKit

/// Five star buttons loaded from RatingView.xib (File's Owner = RatingView).
final class RatingView: UIView {
    @IBOutlet private var contentView: UIView!
    @IBOutlet private var starButtons: [UIButton]!

    var rating = 0 {
        didSet { updateStars() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadFromNib()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadFromNib()
    }

    private func loadFromNib() {
        Bundle(for: RatingView.self).loadNibNamed("RatingView", owner: self)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)

        // The stars are image-only buttons: name each one.
        for (index, button) in starButtons.enumerated() {
            let count = index + 1
            button.accessibilityLabel = String(localized: "\(count) stars", comment: "VoiceOver label of a star button in the rating")
        }
        updateStars()
    }

    private func updateStars() {
        for (index, button) in starButtons.enumerated() {
            let filled = index < rating
            button.configuration?.image = UIImage(systemName: filled ? "star.fill" : "star")
            button.accessibilityTraits = filled ? [.button, .selected] : .button
        }
    }

    @IBAction private func starTapped(_ sender: UIButton) {
        guard let index = starButtons.firstIndex(of: sender) else { return }
        rating = index + 1
    }
}
