import IdentityEngine

/// Encodes scene steps as `idlab.sim/1` JSON, with a fixed key order (DESIGN.md).
///
/// ```
/// {"schema":"idlab.sim/1","root":"Bench","steps":[
///   {"index":0,"action":null,"tree":NODE,"events":[EVENT],"warnings":[STRING],"error":null}]}
/// ```
///
/// Pure string building: the same steps always give the same bytes.
///
/// - Complexity: O(n) in the size of the trees and event lists.
public func simJSON(rootName: String, steps: [SceneStep]) -> String {
  var writer = SimJSONWriter()
  writer.out += "{\"schema\":\"idlab.sim/1\",\"root\":"
  writer.string(rootName)
  writer.out += ",\"steps\":["
  for (position, step) in steps.enumerated() {
    if position > 0 { writer.out += "," }
    writer.step(step)
  }
  writer.out += "]}"
  return writer.out
}

/// The string builder behind `simJSON`.
struct SimJSONWriter {
  var out = ""

  mutating func step(_ step: SceneStep) {
    out += "{\"index\":\(step.index),\"action\":"
    if let action = step.action { string(action) } else { out += "null" }
    out += ",\"tree\":"
    node(step.outcome.tree)
    out += ",\"events\":["
    for (position, event) in step.outcome.events.enumerated() {
      if position > 0 { out += "," }
      self.event(event)
    }
    out += "],\"warnings\":["
    for (position, warning) in step.outcome.warnings.enumerated() {
      if position > 0 { out += "," }
      string(warning.consoleText)
    }
    out += "],\"error\":"
    if let error = step.outcome.error {
      out += "{\"id\":"
      string(error.id)
      out += ",\"message\":"
      string(error.message)
      out += ",\"line\":"
      out += error.line.map(String.init) ?? "null"
      out += ",\"column\":"
      out += error.column.map(String.init) ?? "null"
      if let file = error.file {
        out += ",\"file\":"
        string(file)
      }
      out += "}"
    } else {
      out += "null"
    }
    out += "}"
  }

  mutating func node(_ node: RenderedNode) {
    out += "{\"type\":"
    string(node.type)
    out += ",\"identity\":"
    string(node.identity)
    field("text", node.text)
    field("label", node.label)
    field("value", node.value)
    field("presentation", node.presentation)
    if !node.state.isEmpty {
      out += ",\"state\":{"
      for (position, entry) in node.state.enumerated() {
        if position > 0 { out += "," }
        string(entry.name)
        out += ":"
        value(entry.value)
      }
      out += "}"
    }
    if !node.modifiers.isEmpty {
      out += ",\"modifiers\":["
      for (position, modifier) in node.modifiers.enumerated() {
        if position > 0 { out += "," }
        out += "{\"name\":"
        string(modifier.name)
        out += ",\"value\":"
        value(modifier.value)
        out += "}"
      }
      out += "]"
    }
    out += ",\"children\":["
    for (position, child) in node.children.enumerated() {
      if position > 0 { out += "," }
      self.node(child)
    }
    out += "]}"
  }

  mutating func event(_ event: Event) {
    out += "{\"kind\":"
    string(event.kind.rawValue)
    out += ",\"identity\":"
    string(event.identity)
    out += ",\"type\":"
    string(event.type)
    switch event {
    case .move(_, let from, let to):
      field("from", Value.int(from))
      field("to", Value.int(to))
    case .transition(_, let edge, let animated, let name):
      field("edge", edge.rawValue)
      field("animated", Value.bool(animated))
      field("transition", name)
    case .animate(_, let property, let from, let to):
      field("property", property)
      field("from", from)
      field("to", to)
    case .create, .destroy, .appear, .disappear, .taskStart, .taskCancel, .focusLost:
      break
    }
    out += "}"
  }

  /// `,"key":"text"` when `text` is present.
  mutating func field(_ key: String, _ text: String?) {
    guard let text else { return }
    out += ",\"\(key)\":"
    string(text)
  }

  /// `,"key":VALUE` when `value` is present.
  mutating func field(_ key: String, _ value: Value?) {
    guard let value else { return }
    out += ",\"\(key)\":"
    self.value(value)
  }

  /// A `VALUE`: null, bool, number or string (colours by name, `UUID-N`, others as the
  /// dumps show them, `Value.displayDescription`).
  mutating func value(_ value: Value) {
    switch value {
    case .null: out += "null"
    case .bool(let bool): out += bool ? "true" : "false"
    case .int(let int): out += String(int)
    case .double(let double):
      if double.isFinite {
        out +=
          double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
      } else {
        out += "null"
      }
    case .string(let text): string(text)
    case .color(let name): string(name)
    case .uuid(let number): string("UUID-\(number)")
    case .opaque(let opaque) where opaque is FunctionValue: out += "null"
    default: string(value.displayDescription)
    }
  }

  /// A JSON string literal.
  mutating func string(_ text: String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
