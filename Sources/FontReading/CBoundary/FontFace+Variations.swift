internal import CFreeType
import FontValues
import Foundation

// MARK: - Variations

struct DesignSpace {
    var axes: [VariationAxis] = []
    var instances: [NamedInstance] = []
    var current: [AxisValue]?
}

func applyVariation(
    _ request: VariationRequest, to face: FreeTypeFace, names: NameTable,
    path: String
) throws(FontReadingError) -> DesignSpace {
    guard face.hasVariations else {
        switch request {
        case .defaultInstance, .pinnedAxes: return DesignSpace()
        case .namedInstance, .axes: throw .notVariable(path: path)
        }
    }
    let mm = try wrap(path) { () throws(FreeTypeError) in try FreeTypeVariationDescription(face: face) }
    let mmVar = mm.handle.pointee
    var space = DesignSpace()
    let axisCount = Int(mmVar.num_axis)
    if let axes = mmVar.axis {
        for index in 0..<axisCount {
            let axis = axes[index]
            let tag = tagString(axis.tag)
            space.axes.append(
                VariationAxis(
                    tag: tag,
                    name: names[FT_UShort(clamping: axis.strid)] ?? axis.name.map { String(cString: $0) } ?? tag,
                    minimum: doubleFromFixed16(axis.minimum),
                    defaultValue: doubleFromFixed16(axis.def),
                    maximum: doubleFromFixed16(axis.maximum)))
        }
    }
    if let styles = mmVar.namedstyle {
        for index in 0..<Int(mmVar.num_namedstyles) {
            let style = styles[index]
            var coordinates: [AxisValue] = []
            if let coords = style.coords {
                for axis in 0..<space.axes.count {
                    coordinates.append(AxisValue(tag: space.axes[axis].tag, value: doubleFromFixed16(coords[axis])))
                }
            }
            space.instances.append(
                NamedInstance(
                    name: names[FT_UShort(clamping: style.strid)] ?? "instance \(index + 1)",
                    postScriptName: style.psid == 0xFFFF ? nil : names[FT_UShort(clamping: style.psid)],
                    coordinates: coordinates))
        }
    }

    switch request {
    case .defaultInstance:
        break
    case .namedInstance(let wanted):
        let key = instanceKey(wanted)
        guard
            let index = space.instances.firstIndex(where: {
                instanceKey($0.name) == key || $0.postScriptName.map(instanceKey) == key
            })
        else {
            throw .unknownInstance(path: path, name: wanted, available: space.instances.map(\.name))
        }
        try wrap(path) { () throws(FreeTypeError) in
            try checkFreeType("FT_Set_Named_Instance", FT_Set_Named_Instance(face.handle, FT_UInt(index + 1)))
        }
    case .pinnedAxes(let values):
        let pinned = space.axes.compactMap { axis in
            values.last { $0.tag == axis.tag }.map {
                AxisValue(tag: axis.tag, value: min(max($0.value, axis.minimum), axis.maximum))
            }
        }
        return try applyVariation(.axes(pinned), to: face, names: names, path: path)
    case .axes(let values):
        var coordinates = space.axes.map { fixed16(from: $0.defaultValue) ?? 0 }
        for value in values {
            guard let index = space.axes.firstIndex(where: { $0.tag == value.tag }) else {
                throw .unknownAxis(path: path, tag: value.tag, available: space.axes.map(\.tag))
            }
            let axis = space.axes[index]
            guard value.value >= axis.minimum, value.value <= axis.maximum, let fixed = fixed16(from: value.value)
            else {
                throw .axisValueOutOfRange(
                    path: path, tag: value.tag, value: value.value,
                    minimum: axis.minimum, maximum: axis.maximum)
            }
            coordinates[index] = fixed
        }
        try wrap(path) { () throws(FreeTypeError) in
            try coordinates.withUnsafeMutableBufferPointer { (buffer) throws(FreeTypeError) in
                try checkFreeType(
                    "FT_Set_Var_Design_Coordinates",
                    FT_Set_Var_Design_Coordinates(face.handle, FT_UInt(buffer.count), buffer.baseAddress))
            }
        }
    }

    var current = [FT_Fixed](repeating: 0, count: axisCount)
    try wrap(path) { () throws(FreeTypeError) in
        try current.withUnsafeMutableBufferPointer { (buffer) throws(FreeTypeError) in
            try checkFreeType(
                "FT_Get_Var_Design_Coordinates",
                FT_Get_Var_Design_Coordinates(face.handle, FT_UInt(buffer.count), buffer.baseAddress))
        }
    }
    space.current = zip(space.axes, current).map { AxisValue(tag: $0.tag, value: doubleFromFixed16($1)) }
    return space
}

/// "Semi Bold", "SemiBold" and "semi-bold" all name the same instance.
func instanceKey(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
}

func tagString(_ tag: FT_ULong) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
    return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
}
