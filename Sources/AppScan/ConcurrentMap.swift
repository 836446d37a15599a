import Dispatch
import Foundation

extension Array {
    /// `map` on every core: `transform` is called once for each element, on any thread, and the
    /// results keep the elements' order. For work each element does on its own (one file's
    /// reading): `transform` must not change anything another call reads. Short arrays, and a
    /// machine with one core, are mapped in place.
    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        guard count >= 16, ProcessInfo.processInfo.activeProcessorCount > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            withoutActuallyEscaping(transform) { transform in
                let work = UnsafeWork(base: base, transform: transform)
                self.withUnsafeBufferPointer { elements in
                    let elements = UnsafeElements(elements)
                    DispatchQueue.concurrentPerform(iterations: elements.buffer.count) { position in
                        (work.base + position).initialize(to: work.transform(elements.buffer[position]))
                    }
                }
            }
            initialized = count
        }
    }
}

/// What the calls of `concurrentMap` share: each writes its own slot only.
private struct UnsafeWork<Element, T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
    let transform: (Element) -> T
}

private struct UnsafeElements<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
    init(_ buffer: UnsafeBufferPointer<Element>) { self.buffer = buffer }
}
