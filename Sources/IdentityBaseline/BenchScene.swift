/// The benchmark's workload: the ViewScript scene `idlab sim` runs and the edits its `--do`
/// applies, written once here so the benchmark, the test and this program agree on them.
///
/// The scene is a root `Bench` with `@State var items` of `count` `Item`s (ids 0..<count) shown
/// by a `ForEach` keyed by `id`; each row is a `Row` view with its own `@State var taps` and a
/// `Text` carrying `onAppear`/`onDisappear`, so the JSON holds identities, per-row state and
/// appear/disappear events.
enum BenchScene {
  /// The edits of the matrix, by their command-line name.
  enum Edit: String, CaseIterable, Sendable {
    case append
    case removeFirst = "remove-first"
    case reverse
    case shuffle

    /// The `--do` action, as a learner would write it; `count` is the number of rows before it.
    func action(count: Int) -> String {
      switch self {
      case .append: "items.append(Item(id: \(count)))"
      case .removeFirst: "items.removeFirst()"
      case .reverse: "items.reverse()"
      case .shuffle: "items.shuffle()"
      }
    }
  }

  /// The scene's source text for `count` rows.
  static func source(count: Int) -> String {
    """
    // idlab benchmark scene: a keyed ForEach of \(count) rows, each with its own state.
    import SwiftUI

    struct Item: Identifiable {
      let id: Int
    }

    struct Row: View {
      var item: Item
      @State var taps = 0
      var body: some View {
        Text("row \\(item.id)")
          .onAppear {}
          .onDisappear {}
      }
    }

    struct Bench: View {
      @State var items = (0..<\(count)).map { Item(id: $0) }
      var body: some View {
        VStack {
          ForEach(items) { item in
            Row(item: item)
          }
        }
      }
    }

    """
  }
}
