import Foundation
import Localization
import QuizKit

extension QuizCommand {
  /// `idlab quiz new NAME`: a bilingual skeleton, `Quizzes/en/NAME.md` and `Quizzes/es/NAME.md`
  /// in the current folder, that `idlab quiz check` passes: a `quiz` block, an item with colour
  /// variants and one without, their scene and questions, every prose part in its language.
  ///
  /// - Throws: `IdlabError.quiz(.fileExists)` when either file exists (nothing is written),
  ///   `.invalidValue` for a NAME that is not lowercase words joined by dashes,
  ///   `.unwritableFile` when a file cannot be written.
  func new(_ context: CommandContext) throws(IdlabError) -> CommandOutcome {
    let name = target ?? ""
    guard Quiz.isWellFormedID(name) else {
      throw .invalidValue(option: "NAME", value: name, allowed: ["midterm", "week-3"])
    }
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("Quizzes")
    let files = Language.allCases.map { language in
      (language, folder.appendingPathComponent("\(language.rawValue)/\(name).md"))
    }
    if let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.1.path) }) {
      throw .quiz(.fileExists(path: existing.1.path))
    }
    for (language, file) in files {
      let text = Self.skeleton(name, context.localizer.switched(to: language))
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .withoutOverwriting)
      } catch {
        throw .unwritableFile(path: file.path)
      }
    }
    context.print(
      context.localizer(
        "quiz.new.done",
        ["files": files.map(\.1.path).joined(separator: ", "), "quiz": name]))
    return .success
  }

  /// The skeleton in `t`'s language: the machine parts are the same in every language, the
  /// prose is the catalog's (`quiz.new.*`).
  static func skeleton(_ name: String, _ t: Localizer) -> String {
    let color = "{{tint:color}}"
    return """
      # \(t("quiz.new.title"))

      \(t("quiz.new.introduction"))

      ```quiz
      id: \(name)
      mode: practice
      ```

      ```item
      id: insert-tint
      question: insert-tint
      points: 2
      tags: foreach-ids
      param: tint = pink | purple | teal
      ```

      ```item
      id: append-count
      question: append-count
      tags: foreach-ids
      ```

      \(t("quiz.new.scene"))

      ```swift scene=rows
      import SwiftUI

      struct Ship: Identifiable {
        let id: String
        let tint: Color
      }

      struct Row: View {
        let ship: Ship
        @State private var captured: Color?

        var body: some View {
          Text(ship.id)
            .background(captured ?? .gray)
            .onAppear {
              if captured == nil { captured = ship.tint }
            }
        }
      }

      struct Rows: View {
        @State private var ships = [Ship(id: "a", tint: .green), Ship(id: "b", tint: .blue)]

        var body: some View {
          VStack {
            ForEach(ships.indices, id: \\.self) { index in
              Row(ship: ships[index])
            }
          }
        }
      }
      ```

      ```question
      id: insert-tint
      kind: choice
      scene: rows
      do: ships.insert(Ship(id: "n", tint: .{{tint}}), at: 0)
      observe: rows(ForEach#1)[3].modifier(background)
      prompt: \(t("quiz.new.insert.prompt", ["color": color]))
      choice {{tint}}: \(t("quiz.new.insert.new", ["color": color]))
      choice green: \(t("quiz.new.insert.green"))
      choice blue: \(t("quiz.new.insert.blue"))
      explain: \(t("quiz.new.insert.explain"))
      ```

      ```question
      id: append-count
      kind: number
      scene: rows
      do: ships.append(Ship(id: "c", tint: .red))
      observe: rows(ForEach#1).count
      prompt: \(t("quiz.new.append.prompt"))
      explain: \(t("quiz.new.append.explain"))
      ```

      """
  }
}
