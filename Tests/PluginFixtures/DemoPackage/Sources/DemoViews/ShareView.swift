// Compiles everywhere (UIKit only where it exists); a11y reads it either way and links the
// outlet to ShareView.xib, so the delete button's label set here is not reported.
#if canImport(UIKit)
import UIKit

final class ShareView: UIView {
    @IBOutlet private var deleteButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        deleteButton.accessibilityLabel = "Delete"
    }
}
#endif

/// Something for the target to compile on Linux.
public enum DemoViews {
    public static let nibName = "ShareView"
}
