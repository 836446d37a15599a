import FontValues
import Testing

@Suite("Numbers as reports print them")
struct NumberTextTests {
    @Test("plain: as typed, whole numbers without a point, at most four decimals")
    func plain() {
        #expect(NumberText.plain(17) == "17")
        #expect(NumberText.plain(17.5) == "17.5")
        #expect(NumberText.plain(-2) == "-2")
        #expect(NumberText.plain(0.123456) == "0.1235")
        #expect(NumberText.plain(2.625) == "2.625")
    }

    @Test("fixed decimals, rounded half away from zero, never -0")
    func fixed() {
        #expect(NumberText.fixed(2.5, decimals: 2) == "2.50")
        #expect(NumberText.two(1.005) == "1.00")  // 1.005 is 1.00499999... as a Double
        #expect(NumberText.two(1.335) == "1.34")
        #expect(NumberText.two(-0.001) == "0.00")
        #expect(NumberText.two(-1.25) == "-1.25")
        #expect(NumberText.fixed(7.6, decimals: 0) == "8")
        #expect(NumberText.em(0.04166) == "0.0417")
        #expect(NumberText.fixed(1e16, decimals: 2) == "1e+16")
    }

    @Test("multiples round up to hundredths; font units keep whole numbers whole")
    func multiplesAndUnits() {
        #expect(NumberText.multiple(1.231) == "1.24")
        #expect(NumberText.multiple(1.2) == "1.20")
        #expect(NumberText.units(1802) == "1802")
        #expect(NumberText.units(-426.5) == "-426.50")
    }

    @Test("shortest: the text that reads back as the value, or rounded to a number of places")
    func shortest() {
        #expect(NumberText.shortest(700) == "700")
        #expect(NumberText.shortest(0.0584) == "0.0584")
        #expect(NumberText.shortest(12.345, decimals: 2) == "12.35")
        #expect(NumberText.shortest(-0.0004, decimals: 3) == "0")
        #expect(NumberText.shortest(3.1, decimals: 3) == "3.1")
    }
}
