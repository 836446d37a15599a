import SwiftUI
import UIKit

final class TitleView: UIView {
    let title = UILabel()
    let subtitle = UILabel()

    func configure(fontName: String) {
        title.font = UIFont(name: "IPAexGothic", size: 20)
        subtitle.font = UIFont(name: fontName, size: 13)
    }
}

struct Badge: View {
    var body: some View {
        Text("Quý khách").font(.custom("Lato-Regular", size: 12))
    }
}

final class PriceView: UIView {
    let price = UILabel()
    let note = UILabel()

    func configure() {
        price.font = UIFont(name: "Cantarell-Regular", size: 15)
        price.text = "Jeudi, 9 €"

        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 18
        style.maximumLineHeight = 18
        note.attributedText = NSAttributedString(string: "Ápice", attributes: [
            .font: UIFont(name: "IPAexGothic", size: 15) as Any,
            .paragraphStyle: style,
        ])
    }
}

struct Caption: View {
    var body: some View {
        Text("Góc")
            .font(.custom("IPAexGothic", size: 13, relativeTo: .caption))
    }
}
