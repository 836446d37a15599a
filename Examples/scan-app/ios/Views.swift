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
