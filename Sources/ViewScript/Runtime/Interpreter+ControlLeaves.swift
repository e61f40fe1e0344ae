import IdentityEngine
import SwiftSyntax

/// The leaf controls and views beyond the classroom set: `Stepper`, `Slider`, `TextEditor`,
/// `DatePicker`, `ColorPicker`, `Link`, `ShareLink`, `EditButton`, `AsyncImage`,
/// `ContentUnavailableView`, `Canvas`. Each is one leaf with its own identity (docs/semantics.md, "Controls").
extension Interpreter {
  /// Names of the views this facet builds.
  static let leafControlNames: Set<String> = [
    "Stepper", "Slider", "TextEditor", "DatePicker", "ColorPicker", "Link", "ShareLink",
    "AsyncImage", "ContentUnavailableView", "Canvas", "EditButton",
  ]

  /// `Stepper("Label", value: $n, in: 0...10)`, `Slider(value: $x)`, `Link("Title", destination:
  /// url)`, …; nil when `name` is not one of `leafControlNames`.
  func leafControl(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value?
  {
    guard Self.leafControlNames.contains(name) else { return nil }
    let leaf = LeafArguments(arguments: arguments, interpreter: self)
    var title = leaf.title
    /// The text of the label closure (`label:`, or the first trailing closure). A trailing
    /// closure that takes a parameter is no label: `Slider(value: $v) { editing in … }` is
    /// `init(value:in:onEditingChanged:)`, the only initializer whose closure takes a `Bool`.
    func closureText(_ labels: [String?]) throws(EvalError) -> String? {
      guard let closure = leaf.closure(labels) else { return nil }
      if let function = asFunction(closure), closureParameterCount(function) > 0 { return nil }
      return self.labelText(combine(try children(of: closure, at: call)))
    }
    var primitive: Primitive
    switch name {
    case "Stepper":
      let binding = try leaf.binding("value", of: name, at: call)
      primitive = Primitive(kind: .stepper, binding: binding)
      if binding != nil {
        if title == nil { title = try closureText(["label", nil]) }
        primitive.bounds = try bounds(leaf, defaultRange: nil, defaultStep: 1, at: call)
      } else {
        // `Stepper("Label") { onIncrement } onDecrement: { }`, or `Stepper { label }
        // onIncrement: { } onDecrement: { }`.
        var increment = leaf.value("onIncrement")
        if title == nil {
          title = try closureText(increment == nil ? ["label"] : ["label", nil])
        }
        if increment == nil { increment = leaf.closure([nil]) }
        primitive.action = increment.flatMap { callback($0, at: call) }
        primitive.decrement = leaf.value("onDecrement").flatMap { callback($0, at: call) }
      }
    case "Slider":
      primitive = Primitive(kind: .slider, binding: try leaf.binding("value", of: name, at: call))
      if title == nil { title = try closureText(["label", nil]) }
      primitive.bounds = try bounds(leaf, defaultRange: (0, 1), defaultStep: nil, at: call)
      // `minimumValueLabel:` and `maximumValueLabel:` are drawn at the track's ends (Apple,
      // `Slider.init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`;
      // samples 53 and 54 dropped them).
      let minimum = leaf.closure(["minimumValueLabel"])
      let maximum = leaf.closure(["maximumValueLabel"])
      if minimum != nil || maximum != nil {
        let ends = try [minimum, maximum].map { (closure: Value?) throws(EvalError) in
          labelPieces(combine(try children(of: closure, at: call)))
        }
        primitive.face = ends[0] + [.control] + ends[1]
      }
    case "TextEditor":
      primitive = Primitive(
        kind: .textEditor, binding: try leaf.binding("text", of: name, at: call))
    case "DatePicker", "ColorPicker":
      if title == nil { title = try closureText(["label", nil]) }
      primitive = Primitive(
        kind: name == "DatePicker" ? .datePicker : .colorPicker,
        binding: try leaf.binding("selection", of: name, at: call))
      if name == "DatePicker" {
        primitive.text = leaf.value("displayedComponents").flatMap(dateComponents)
      }
    case "Link", "ShareLink":
      var face: [LabelPiece]?
      if title == nil, let closure = leaf.closure(["label", nil]) {
        let label = combine(try children(of: closure, at: call))
        let pieces = labelPieces(label)
        title = labelText(of: pieces, in: label)
        // `Link(destination:) { Label("Help", systemImage: "lifepreserver") }`: its icon too.
        if name == "Link" { face = Self.face(of: pieces, icon: nil) }
      }
      // Tapping opens and shares nothing: the simulator has no browser and no share sheet.
      let target = leaf.value(name == "Link" ? "destination" : "item")
      primitive = Primitive(
        kind: name == "Link" ? .link : .shareLink, text: target.map(urlText),
        action: Callback {})
      primitive.face = face
    case "EditButton":
      // Titled as SwiftUI titles it while edit mode is inactive; edit mode is not simulated.
      title = "Edit"
      primitive = Primitive(kind: .editButton, action: Callback {})
    case "AsyncImage":
      return viewValue(.container(.asyncImage, try asyncImagePlaceholder(leaf, at: call)))
    case "ContentUnavailableView":
      return viewValue(
        .container(.contentUnavailableView, try unavailableContent(leaf, title, at: call)))
    default:
      // `Canvas { context, size in … }`: the drawing closure is never run.
      primitive = Primitive(kind: .canvas)
    }
    primitive.label = title
    return viewValue(.primitive(primitive))
  }

  /// What a date picker's `displayedComponents:` shows: `date` or `hourAndMinute` for one of
  /// them alone (`.date`, `[.hourAndMinute]`), nil for both (the default).
  private func dateComponents(_ value: Value) -> String? {
    var names: Set<String> = []
    func collect(_ value: Value) {
      switch value {
      case .enumCase(_, let name, _): names.insert(name)
      case .array(let elements): elements.forEach(collect)
      default: break
      }
    }
    collect(value)
    return names.count == 1 ? names.first : nil
  }

  /// What an `AsyncImage` shows while its image has not loaded: its `placeholder:`, or its
  /// content closure called with the `.empty` phase; nothing for `AsyncImage(url:)` (SwiftUI
  /// draws a grey fill).
  private func asyncImagePlaceholder(_ leaf: LeafArguments, at call: FunctionCallExprSyntax)
    throws(EvalError) -> [ViewDescription]
  {
    if let placeholder = leaf.closure(["placeholder"]) {
      return try children(of: placeholder, at: call)
    }
    guard let content = leaf.closure(["content", nil]).flatMap(asFunction) else { return [] }
    let empty = Value.enumCase(type: "AsyncImagePhase", name: "empty", payload: [])
    let shown = try toView(
      try self.call(content, [Argument(label: nil, value: empty)], builder: true, at: call),
      at: call)
    if case .container(.tuple, let views) = shown { return views }
    return [shown]
  }

  /// A `ContentUnavailableView`'s label, description and actions:
  /// `("Title", systemImage:, description:)`, `{ label } description: { } actions: { }`.
  private func unavailableContent(
    _ leaf: LeafArguments, _ title: String?, at call: FunctionCallExprSyntax
  ) throws(EvalError) -> [ViewDescription] {
    var views: [ViewDescription] = []
    if let title {
      let image = leaf.value("systemImage") ?? leaf.value("image")
      views.append(.primitive(Primitive(kind: .label, text: image.map(describe), label: title)))
    } else {
      views += try children(of: leaf.closure(["label", nil]), at: call)
    }
    if let description = leaf.value("description") {
      views += try children(of: description, at: call)
    }
    views += try children(of: leaf.closure(["actions"]), at: call)
    return views
  }

  /// `ContentUnavailableView.search` and `.search(text:)`: SwiftUI's own label and
  /// description, in SwiftUI's English.
  func searchUnavailableView(text: Value?) -> Value {
    let title = text.map { "No Results for \u{201C}\(describe($0))\u{201D}" } ?? "No Results"
    return viewValue(
      .container(
        .contentUnavailableView,
        [
          .primitive(Primitive(kind: .label, text: "magnifyingglass", label: title)),
          .primitive(Primitive(kind: .text, text: "Check the spelling or try a new search.")),
        ]))
  }

  /// `in: 0...10, step: 2` as numbers; a range whose bounds are not numbers is an error.
  private func bounds(
    _ leaf: LeafArguments, defaultRange: (Double, Double)?, defaultStep: Double?,
    at call: FunctionCallExprSyntax
  ) throws(EvalError) -> Primitive.Bounds {
    var bounds = Primitive.Bounds(step: defaultStep)
    if let (lower, upper) = defaultRange { (bounds.lower, bounds.upper) = (lower, upper) }
    if let range = leaf.value("in") {
      switch range {
      case .range(let lower, let upper, let closed):
        bounds.lower = Double(lower)
        bounds.upper = Double(closed ? upper : upper - 1)
      case .record(_, let fields):
        let lower = fields.first { $0.name == "lowerBound" }.flatMap { double($0.value) }
        let upper = fields.first { $0.name == "upperBound" }.flatMap { double($0.value) }
        bounds.lower = lower ?? -.infinity
        bounds.upper = upper ?? .infinity
      default:
        throw invalidArguments(
          leaf.name(call), .rangeNeeded, ["label": "in", "example": "0...10"], at: call)
      }
    }
    if let step = leaf.value("step") {
      guard let number = double(step), number > 0 else {
        throw invalidArguments(leaf.name(call), .positiveStepNeeded, at: call)
      }
      bounds.step = number
    }
    return bounds
  }

  /// The address a `URL(string: "…")` holds, or the value as text.
  func urlText(_ value: Value) -> String {
    if case .enumCase(_, _, let payload) = value, case .string(let address)? = payload.first {
      return address
    }
    return describe(value)
  }

  /// A closure argument as the engine's callback, run as an action.
  func callback(_ value: Value, at call: FunctionCallExprSyntax) -> Callback? {
    guard let function = asFunction(value) else { return nil }
    return Callback { [self] in
      _ = try self.entry { () throws(EvalError) -> Value in
        try self.call(function, [], builder: false, at: call)
      }
    }
  }
}

/// The arguments of a leaf control call, read by label.
private struct LeafArguments {
  var arguments: [Argument]
  var interpreter: Interpreter

  /// The first unlabeled argument that is not a closure (a title, a URL, `.search`).
  var first: Value? {
    arguments.first { $0.label == nil && !interpreter.isClosure($0.value) }?.value
  }

  /// The first unlabeled argument as a title, when it is a string (a literal as SwiftUI shows
  /// a `LocalizedStringKey`: `Interpreter.localizedTitle`).
  var title: String? {
    guard
      let argument = arguments.first(where: { $0.label == nil && !interpreter.isClosure($0.value) }
      ),
      case .string = argument.value
    else { return nil }
    return interpreter.localizedTitle(argument)
  }

  func value(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

  /// The last closure argument with one of `labels` (nil: a trailing closure).
  func closure(_ labels: [String?]) -> Value? {
    arguments.first { labels.contains($0.label) && interpreter.isClosure($0.value) }?.value
  }

  func name(_ call: FunctionCallExprSyntax) -> String { call.calledExpression.trimmedDescription }

  /// The binding passed as `label:` (`$value`); an argument that is not a binding is an error.
  func binding(_ label: String, of name: String, at call: FunctionCallExprSyntax)
    throws(EvalError) -> Binding?
  {
    guard let value = value(label) else { return nil }
    return try interpreter.requiredBinding(value, of: name, label: label, at: call)
  }
}
