import Testing

@testable import LineBoxAnalysis

@Suite("Line-to-line collisions")
struct CollisionTests {
    @Test("a deep descender over a tall stack collides when together they need more than the pitch")
    func collide() {
        // At 10 pt per 1000 units: "gy" reaches 3 pt down, "Ỗ" 12 pt up, lines 14 pt apart: 1 pt overlap.
        let extents: [(yMin: Double, yMax: Double)?] = [(-300, 700), (0, 1200), nil, (-100, 500)]
        let found = Collisions.find(extents, unitScale: 0.01, pitch: 14)
        #expect(found.first == Collision(upper: 0, lower: 1, overlap: 1))
        #expect(found.allSatisfy { $0.overlap > 0 })
        #expect(!found.contains { $0.upper == 2 || $0.lower == 2 })
        #expect(Collisions.find(extents, unitScale: 0.01, pitch: 15.5).isEmpty)
    }
}
