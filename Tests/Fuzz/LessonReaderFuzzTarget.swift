import LessonKit

/// libFuzzer entry point over the lesson reader (`make fuzz`).
///
/// The input is a lesson file: it is read, its prose parsed for display and its observations
/// parsed (diagnostics are rendered by the CLI's `DiagnosticRenderer`, which this target does
/// not link). Whatever the input, this must return: a broken lesson gets located diagnostics,
/// never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func lessonReaderFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let result = Lesson.parse(source: source, path: "fuzz.md", language: "en")
  for diagnostic in result.diagnostics { _ = String(describing: diagnostic) }
  _ = Lesson.normalizedSource(source)
  guard let lesson = result.lesson else { return 0 }
  for case .prose(let prose) in lesson.blocks { _ = ProseBlock.parse(prose.markdown) }
  for question in lesson.questions { _ = try? Observation.parse(question.observe) }
  for challenge in lesson.challenges {
    if let goal = challenge.goal { _ = try? Observation.parse(goal) }
  }
  return 0
}
