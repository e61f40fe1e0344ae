import Foundation
@_exported import IdlabTestSupport
import LessonKit
import Localization

@testable import QuizKit

/// Small quiz files written inside the tests, and the repository's folders.
enum QuizFixtures {
  static let repository = repositoryRoot

  /// The course's lessons, for `ref:` items.
  static var course: Course { Course(directory: repository.appendingPathComponent("Lessons").path) }

  /// Strings in English (the repository's catalogs).
  static let localizer: Localizer =
    (try? realLocalizer(.en)) ?? Localizer(language: .en, catalogs: [:])

  /// A two-row list keyed by index, whose rows capture their colour on appearance.
  static let scene = """
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
        Text(ship.id).background(captured ?? .gray).onAppear {
          if captured == nil { captured = ship.tint }
        }
      }
    }

    struct Rows: View {
      @State private var ships = [Ship(id: "a", tint: .green), Ship(id: "b", tint: .blue)]
      var body: some View {
        VStack {
          ForEach(ships.indices, id: \\.self) { index in Row(ship: ships[index]) }
        }
      }
    }
    ```
    """

  /// A quiz source: a `quiz` block with `settings`, then `body`, then the scene.
  static func source(settings: String = "id: sample", body: String) -> String {
    "# Sample\n\nIntro.\n\n```quiz\n\(settings)\n```\n\n\(body)\n\n\(scene)\n"
  }

  /// One own item with a parameter `tint` and a question inserting a ship of that tint.
  static let insertItem = """
    ```item
    id: insert
    question: insert
    points: 2
    param: tint = pink | purple
    param: at = 0 | 1
    ```

    ```question
    id: insert
    kind: choice
    scene: rows
    do: ships.insert(Ship(id: "n", tint: .{{tint}}), at: {{at}})
    observe: rows(ForEach#1)[3].modifier(background)
    prompt: Insert a {{tint:color}} ship at {{at}}. Which colour does the third row wear?
    choice {{tint}}: {{tint:color}}
    choice green: green
    choice blue: blue
    ```
    """

  static func parse(_ source: String, language: String = "en") -> Quiz.ParseResult {
    Quiz.parse(source: source, path: "quiz.md", language: language)
  }
}
