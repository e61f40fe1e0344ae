import Foundation
import Localization
import Testing

/// `idlab sim` on a scene that uses an Apple SDK name in code the first render does not run:
/// the warning on stderr before the run, in the learner's language, the tree on stdout, exit 0.
@Suite struct SimWarningTests {
  static let source = """
    struct Saver: View {
      @State private var count = 1
      var body: some View {
        Button("Save \\(count)") {
          _ = try? FileManager().contentsOfDirectory(atPath: "/")
        }
      }
    }
    """

  @Test func theWarningIsListedOnStderrInEnglish() throws {
    let path = try SimTestSupport.temporaryScene(Self.source)
    let result = try SimTestSupport.run([path])
    #expect(result.status == 0)
    expectLines(
      result.stderr,
      """
      \(path):5:16: warning[S120]: `FileManager` (Foundation) is not simulated: the scene runs, \
      and stops with an error if it reaches this line
       4 |     Button("Save \\(count)") {
       5 |       _ = try? FileManager().contentsOfDirectory(atPath: "/")
         |                ^~~~~~~~~~~
      help: code that the scene does not run (a `save()` method, a button you do not tap) costs \
      nothing; to watch identities, keep what runs to SwiftUI views, `@State` and plain Swift values

      """)
    #expect(result.stdout.contains("Saver/Button"), "\(result.stdout)")
  }

  @Test func theWarningIsListedOnStderrInSpanish() throws {
    let path = try SimTestSupport.temporaryScene(Self.source)
    let result = try SimTestSupport.run([path], language: .es)
    #expect(result.status == 0)
    let first = result.stderr.split(separator: "\n").first.map(String.init)
    #expect(
      first
        == "\(path):5:16: warning[S120]: `FileManager` (Foundation) no se simula: la escena se "
        + "ejecuta y se detiene con un error si llega a esta línea")
  }

  @Test func jsonStdoutHasNoWarningAndTappingFailsAtTheLine() throws {
    let path = try SimTestSupport.temporaryScene(Self.source)
    let result = try SimTestSupport.run([path, "--json", "--do", #"tap "Save 1""#])
    #expect(result.status == 1, "a runtime failure is a finding")
    #expect(result.stderr.hasPrefix("\(path):5:16: warning[S120]"))
    #expect(!result.stdout.contains("S120"))
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let steps = object?["steps"] as? [[String: Any]] ?? []
    #expect(steps.count == 2)
    #expect(steps.first?["error"] as? [String: Any] == nil)
    let error = try #require(steps.last?["error"] as? [String: Any])
    #expect(error["id"] as? String == "not-simulated")
    #expect(error["line"] as? Int == 5)
    #expect(error["column"] as? Int == 16)
  }
}
