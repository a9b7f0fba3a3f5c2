import UIKit

final class ReviewsViewController: UITableViewController {
    private let reviews: [Review]

    init(reviews: [Review]) {
        self.reviews = reviews
        super.init(style: .plain)
        title = NSLocalizedString("reviews.title", value: "Reviews", comment: "Title of the reviews screen")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "ReviewCell", bundle: nil), forCellReuseIdentifier: "ReviewCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        reviews.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReviewCell", for: indexPath) as! ReviewCell
        cell.configure(with: reviews[indexPath.row])
        return cell
    }
}
