import SwiftUI

// The SwiftUI part: the app's fonts as members, used by name.
extension Font {
    static let display = Font.custom("IPAexGothic", size: 28)
}

struct Header: View {
    var body: some View {
        VStack {
            Text("Ångström").font(.display)
            Text("Menu").font(.headline)
        }
    }
}
