import UIKit

final class TripsViewController: UITableViewController {
    private var trips = Trip.samples

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TripCell", for: indexPath) as! TripCell
        cell.configure(with: trips[indexPath.row])
        cell.onFavoriteToggled = { [weak self] in
            self?.trips[indexPath.row].isFavorite.toggle()
            self?.tableView.reloadRows(at: [indexPath], with: .none)
        }
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showTripDetail",
              let detail = segue.destination as? TripDetailViewController,
              let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell) else { return }
        detail.trip = trips[indexPath.row]
    }
}
