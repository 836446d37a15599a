import AuditPipeline
import CommandOptions
import FontReading
import InputFiles

/// Opens every face the selection names in every font argument and collects what `body` makes
/// of each (`FaceRunner.each`, kept whole: for reports that need every face at once).
func eachFace(
    _ arguments: FontArguments, _ selection: FaceSelection,
    _ body: (FontFace) throws(FontReadingError) -> FaceAudit
) -> FaceRun {
    var run = FaceRun()
    let each = { (face: FontFace, _: FaceWork) throws(FontReadingError) in try body(face) }
    eachFace(arguments, selection, each) { outcome in
        switch outcome {
        case .face(let face): run.faces.append(face)
        case .error(let error): run.errors.append(error)
        case .skipped(let file): run.skipped.append(file)
        }
    }
    return run
}

/// `FaceRunner.each` over the font arguments (files, and folders searched by `FontFileSearch`).
func eachFace<Face>(
    _ arguments: FontArguments, _ selection: FaceSelection,
    _ body: (FontFace, FaceWork) throws(FontReadingError) -> Face, progress: ((Int, Int) -> Void)? = nil,
    emit: (FaceOutcome<Face>) -> Void
) {
    let (files, skipped, refused) = arguments.files()
    FaceRunner.each(
        files, skipped: skipped, refused: refused, faceIndex: selection.faceIndex, variation: selection.variation,
        body,
        progress: progress, emit: emit)
}

/// `FaceRunner.list` over the font arguments.
func faceList(_ arguments: FontArguments, _ selection: FaceSelection)
    -> (faces: [(path: String, faceIndex: Int)], errors: [FontReadingError], skipped: [SkippedFile])
{
    let (files, skipped, refused) = arguments.files()
    return FaceRunner.list(files, skipped: skipped, refused: refused, faceIndex: selection.faceIndex)
}
