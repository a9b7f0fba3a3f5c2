import Foundation

struct Trip: Hashable {
    let id: UUID
    let title: String
    let summary: String
    let startDate: Date
    let nights: Int
    let price: Decimal
    let currencyCode: String
    let averageRating: Int
    var isFavorite: Bool

    var formattedPrice: String {
        price.formatted(.currency(code: currencyCode).precision(.fractionLength(0)))
    }

    var formattedDates: String {
        let end = Calendar.current.date(byAdding: .day, value: nights, to: startDate) ?? startDate
        let range = (startDate..<end).formatted(.interval.day().month(.abbreviated))
        let nightsText = nights == 1 ? "1 night" : "\(nights) nights"
        return "\(range) · \(nightsText)"
    }
}

struct Review: Hashable {
    let author: String
    let text: String
    let rating: Int
}

extension Trip {
    static let samples: [Trip] = [
        Trip(
            id: UUID(),
            title: "Lisbon Weekend",
            summary: "Three days of tiled streets, custard tarts and sunsets over the Tagus. "
                + "Includes a tram tour of Alfama and a day trip to Sintra.",
            startDate: Date(timeIntervalSince1970: 1_747_008_000),
            nights: 3,
            price: 420,
            currencyCode: "EUR",
            averageRating: 4,
            isFavorite: true
        ),
        Trip(
            id: UUID(),
            title: "Kyoto in Autumn",
            summary: "Temples, maple leaves and a tea ceremony in Gion.",
            startDate: Date(timeIntervalSince1970: 1_762_000_000),
            nights: 6,
            price: 1_890,
            currencyCode: "EUR",
            averageRating: 5,
            isFavorite: false
        ),
    ]
}

extension Review {
    static let samples: [Review] = [
        Review(author: "Ana Ribeiro", text: "Our guide knew every corner of Alfama. The Sintra day trip was the highlight.", rating: 5),
        Review(author: "Tom Becker", text: "Great hotel, but the tram tour was crowded.", rating: 3),
    ]
}
