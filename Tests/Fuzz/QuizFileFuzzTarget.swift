import QuizKit

/// libFuzzer entry point over the quiz file reader (`make fuzz`).
///
/// The input is a quiz file: it is read, a student's plan drawn from it, and the first
/// variants of each item filled and read again (scenes are not run: their reader is the
/// `viewscript` target's). Whatever the input, this must return: a broken quiz gets located
/// diagnostics (`Q1xx`), never a trap, and no number in it can overflow a count or a clock.
@_cdecl("LLVMFuzzerTestOneInput")
public func quizFileFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let result = Quiz.parse(source: source, path: "fuzz.md", language: "en")
  for diagnostic in result.diagnostics { _ = String(describing: diagnostic) }
  guard let quiz = result.quiz else { return 0 }
  _ = quiz.plan(seed: "fuzz").text
  _ = quiz.settings.timeLimit.map(QuizClock.duration)
  for item in quiz.items {
    for variant in 0..<min(item.variantCount, 3) {
      _ = try? quiz.resolve(item, variant: variant, course: nil)
    }
  }
  return 0
}
