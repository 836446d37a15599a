internal import CFreeType

/// A FreeType error code together with the FreeType function that returned it.
///
/// Modelled on swift-system's `Errno`: the C code stays available, the description reads
/// well. `FT_Error_String` returns NULL unless FreeType was built with
/// `FT_CONFIG_OPTION_ERROR_STRINGS` (Debian's build is not), so the common codes carry
/// their own text here.
struct FreeTypeError: Error, Sendable, Equatable {
    let code: Int32
    let function: String

    /// FreeType's "unknown file format": the bytes are not a font any driver recognises.
    var isUnknownFileFormat: Bool { Int(code) == FT_Err_Unknown_File_Format }

    /// FreeType's "cannot open resource": the file could not be opened or read.
    var isCannotOpenResource: Bool { Int(code) == FT_Err_Cannot_Open_Resource }

    /// FreeType's "invalid argument": for a face index, one beyond the file's faces.
    var isInvalidArgument: Bool { Int(code) == FT_Err_Invalid_Argument }

    var reason: String {
        if let text = FT_Error_String(code) { return String(cString: text) }
        switch Int(code) {
        case FT_Err_Cannot_Open_Resource: return "cannot open resource"
        case FT_Err_Unknown_File_Format: return "unknown file format"
        case FT_Err_Invalid_File_Format: return "broken file"
        case FT_Err_Invalid_Argument: return "invalid argument"
        case FT_Err_Invalid_Table: return "broken table"
        case FT_Err_Invalid_Offset: return "broken offset within table"
        case FT_Err_Invalid_Glyph_Index: return "invalid glyph index"
        case FT_Err_Invalid_Outline: return "invalid outline"
        case FT_Err_Invalid_Composite: return "invalid composite glyph"
        case FT_Err_Table_Missing: return "table missing"
        case FT_Err_Horiz_Header_Missing: return "horizontal header (hhea) table missing"
        case FT_Err_Locations_Missing: return "locations (loca) table missing"
        case FT_Err_Name_Table_Missing: return "name table missing"
        case FT_Err_CMap_Table_Missing: return "character map (cmap) table missing"
        case FT_Err_Out_Of_Memory: return "out of memory"
        case FT_Err_Array_Too_Large: return "array allocation size too large"
        case FT_Err_Stack_Overflow: return "stack overflow"
        case FT_Err_Syntax_Error: return "opcode syntax error"
        case FT_Err_Invalid_Stream_Operation, FT_Err_Invalid_Stream_Read, FT_Err_Invalid_Stream_Seek:
            return "invalid stream read (truncated file?)"
        case FT_Err_Invalid_Frame_Operation, FT_Err_Invalid_Frame_Read:
            return "invalid frame read (truncated file?)"
        default: return "error 0x\(String(code, radix: 16))"
        }
    }
}

/// The one checking helper every FreeType call goes through.
@inline(__always)
func checkFreeType(_ function: String, _ error: FT_Error) throws(FreeTypeError) {
    if error != 0 { throw FreeTypeError(code: error, function: function) }
}
