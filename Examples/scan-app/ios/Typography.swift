import SwiftUI

// The SwiftUI part: the app's fonts as members, used by name, and as a helper of a font enum.
extension Font {
    static let display = Font.custom("IPAexGothic", size: 28)

    static func brand(_ weight: BrandWeight, size: CGFloat = 17) -> Font {
        .custom(weight.rawValue, size: size)
    }
}

enum BrandWeight: String {
    case regular = "IPAexGothic"
    case book = "Cantarell-Regular"
}

struct Header: View {
    var body: some View {
        VStack {
            Text("Ångström").font(.display)
            Text("Menu").font(.headline)
            Text("Jump").font(.brand(.book, size: 19))
        }
    }
}
