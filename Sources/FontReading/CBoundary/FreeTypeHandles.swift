internal import CFreeType

/// Owns one `FT_Library`. FreeType is not thread-safe per library, so every opened font
/// gets its own (house style: never a global library).
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FreeTypeError) {
        var library: FT_Library?
        try checkFreeType("FT_Init_FreeType", FT_Init_FreeType(&library))
        guard let library else { throw FreeTypeError(code: Int32(FT_Err_Out_Of_Memory), function: "FT_Init_FreeType") }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}

@available(*, unavailable)
extension FreeTypeLibrary: Sendable {}

/// Owns one `FT_Face`. It holds its library strongly, so the face is freed first.
final class FreeTypeFace {
    let library: FreeTypeLibrary
    let handle: FT_Face

    init(library: FreeTypeLibrary, path: String, index: Int) throws(FreeTypeError) {
        var face: FT_Face?
        try checkFreeType("FT_New_Face", FT_New_Face(library.handle, path, FT_Long(index), &face))
        guard let face else { throw FreeTypeError(code: Int32(FT_Err_Invalid_Handle), function: "FT_New_Face") }
        self.library = library
        self.handle = face
    }

    deinit { FT_Done_Face(handle) }

    var faceCount: Int { Int(handle.pointee.num_faces) }
    var glyphCount: Int { Int(handle.pointee.num_glyphs) }
    var isScalable: Bool { handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 }
    var isSFNT: Bool { handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0 }
    var hasVariations: Bool { handle.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 }
}

@available(*, unavailable)
extension FreeTypeFace: Sendable {}

/// Owns an `FT_MM_Var` description of a variable font's axes and named instances.
final class FreeTypeVariationDescription {
    let face: FreeTypeFace
    let handle: UnsafeMutablePointer<FT_MM_Var>

    init(face: FreeTypeFace) throws(FreeTypeError) {
        var description: UnsafeMutablePointer<FT_MM_Var>?
        try checkFreeType("FT_Get_MM_Var", FT_Get_MM_Var(face.handle, &description))
        guard let description else {
            throw FreeTypeError(code: Int32(FT_Err_Invalid_Argument), function: "FT_Get_MM_Var")
        }
        self.face = face
        self.handle = description
    }

    deinit { FT_Done_MM_Var(face.library.handle, handle) }
}

@available(*, unavailable)
extension FreeTypeVariationDescription: Sendable {}
