import IdentityEngine
import SwiftSyntax

/// Swift Charts' `Chart` and its marks (docs/semantics.md, "Charts"): the chart is a container
/// of its content, as a map is of its annotations, and each mark is a leaf with its own identity
/// whose label is what it plots (`x: Day Mon, y: Steps 3`). idlab does not draw the chart: no
/// axes, scales or legend; their modifiers are inert.
extension Interpreter {
  /// The marks: chart content without views.
  static let chartMarks: Set<String> = [
    "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
  ]

  /// `Chart { … }`, `Chart(data) { item in … }`, `Chart(data, id: \.x) { … }`, `BarMark(x:
  /// .value("Day", day), y: .value("Steps", steps))`, …; nil when `name` is none of them.
  func chartView(
    _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, _ ctx: Context
  ) throws(EvalError) -> Value? {
    if Self.chartMarks.contains(name) {
      let plotted = arguments.compactMap(plottedText)
      return viewValue(
        .primitive(
          Primitive(kind: .chartMark, text: name, label: plotted.joined(separator: ", "))))
    }
    guard name == "Chart" else { return nil }
    let content = arguments.last {
      isClosure($0.value) && ($0.label == nil || $0.label == "content")
    }?
    .value
    // `Chart(data) { item in … }`: one content per element, keyed by its id, as a `ForEach`
    // over the same data (Apple, `Chart.init(_:content:)`).
    if let data = arguments.first(where: { $0.label == nil && !isClosure($0.value) }) {
      let id = arguments.first { $0.label == "id" }?.value
      return viewValue(
        .container(.chart, [try makeForEach(data: data, id: id, content: content, at: call, ctx)]))
    }
    return viewValue(.container(.chart, try children(of: content, at: call)))
  }

  /// `x: .value("Day", day)` as `x: Day Mon`; another labelled argument as its value; nil for
  /// an unlabelled one.
  private func plottedText(_ argument: Argument) -> String? {
    guard let label = argument.label else { return nil }
    if case .enumCase(_, "value", let payload) = argument.value, payload.count >= 2 {
      return "\(label): \(describe(payload[0])) \(describe(payload[1]))"
    }
    return "\(label): \(describe(argument.value))"
  }
}
