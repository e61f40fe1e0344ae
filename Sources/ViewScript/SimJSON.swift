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
  String(decoding: simJSONBytes(rootName: rootName, steps: steps), as: UTF8.self)
}

/// `simJSON(rootName:steps:)` as UTF-8 bytes, followed by `terminator`, for writing out whole.
public func simJSONBytes(rootName: String, steps: [SceneStep], terminator: String = "")
  -> [UInt8]
{
  var bytes: [UInt8] = []
  writeSimJSON(rootName: rootName, steps: steps, terminator: terminator) {
    bytes.append(contentsOf: $0)
  }
  return bytes
}

/// Writes `simJSON(rootName:steps:)` and `terminator` to `sink` in chunks of about
/// `chunkSize` bytes, as they fill, so the whole document is never held in memory.
///
/// Every chunk ends between two JSON tokens, so it holds whole UTF-8 characters; `sink` must
/// not keep the buffer it is given.
///
/// With `opaque` (`ScriptProgram.opaqueNames`), an `"opaque"` list follows `"root"`: each name
/// the run treats as opaque, once, `{"name","code","file","line","column"}`; without any, the
/// document is as before.
public func writeSimJSON(
  rootName: String, steps: [SceneStep], opaque: [ScriptDiagnostic] = [], terminator: String = "",
  frames: MotionFrames? = nil, chunkSize: Int = 1 << 16,
  to sink: (UnsafeRawBufferPointer) -> Void
) {
  withoutActuallyEscaping(sink) { sink in
    var writer = SimJSONWriter(chunkSize: chunkSize, sink: sink)
    writer.frames = frames
    writer.append("{\"schema\":\"idlab.sim/1\",\"root\":")
    writer.string(rootName)
    if !opaque.isEmpty {
      writer.append(",\"opaque\":[")
      for (position, name) in opaque.enumerated() {
        if position > 0 { writer.append(",") }
        writer.append("{\"name\":")
        writer.string(ScriptProgram.opaqueName(of: name))
        writer.append(",\"code\":")
        writer.string(name.code)
        writer.append(",\"file\":")
        writer.string(name.path)
        writer.append(",\"line\":")
        writer.append(name.line)
        writer.append(",\"column\":")
        writer.append(name.column)
        writer.append("}")
      }
      writer.append("]")
    }
    writer.append(",\"steps\":[")
    for (position, step) in steps.enumerated() {
      if position > 0 { writer.append(",") }
      writer.step(step)
    }
    writer.append("]}")
    writer.append(terminator)
    writer.flush()
  }
}

/// The byte buffer behind `simJSON`: literals and strings that need no escaping are copied
/// whole; the buffer goes to `sink` whenever a node or an event ends past `chunkSize` bytes.
struct SimJSONWriter {
  var out: [UInt8] = []
  /// The instants of each step's `frames` (none without `--frames`/`--at`).
  var frames: MotionFrames?
  let chunkSize: Int
  let sink: (UnsafeRawBufferPointer) -> Void

  init(chunkSize: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.chunkSize = chunkSize
    self.sink = sink
    out.reserveCapacity(chunkSize + 4096)
  }

  /// Hands what is buffered to the sink and empties the buffer (keeping its storage).
  mutating func flush() {
    guard !out.isEmpty else { return }
    out.withUnsafeBytes { sink($0) }
    out.removeAll(keepingCapacity: true)
  }

  /// `flush()` once the buffer holds `chunkSize` bytes or more.
  mutating func flushIfFull() {
    if out.count >= chunkSize { flush() }
  }

  /// Appends `text`'s UTF-8 bytes as they are.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { out.append(contentsOf: $0) }
  }

  /// Appends the decimal digits of `number`.
  mutating func append(_ number: Int) {
    append(String(number))
  }

  /// `"frames"`: for each instant, every animated view's value (a changed property) or
  /// presence (an entering or leaving view, 0…1), with the animation's name when idlab
  /// approximated it.
  mutating func frames(_ motion: [MotionTrack], at times: [Double]) {
    append(",\"frames\":[")
    for (position, t) in times.enumerated() {
      if position > 0 { append(",") }
      append("{\"t\":")
      append(Value.double(t).formatted())
      append(",\"views\":[")
      for (index, track) in motion.enumerated() {
        if index > 0 { append(",") }
        append("{\"identity\":")
        string(track.identity)
        append(",\"type\":")
        string(track.type)
        switch track.kind {
        case .change(let property, _, _):
          append(",\"kind\":\"change\",\"property\":")
          string(property)
          append(",\"value\":")
          value(track.value(at: t) ?? .null)
        case .matched(let from):
          append(",\"kind\":\"matched\",\"from\":")
          string(from)
          append(",\"progress\":")
          append(Value.double(track.progress(at: t)).rounded(places: 4).formatted())
        case .insertion(let transition), .removal(let transition),
          .returning(let transition):
          let edge =
            switch track.kind {
            case .insertion: "insertion"
            case .returning: "returning"
            default: "removal"
            }
          append(",\"kind\":\"\(edge)\",\"transition\":")
          string(transition)
          append(",\"presence\":")
          append(Value.double(track.presence(at: t) ?? 0).rounded(places: 4).formatted())
          let modifiers = track.transitionModifiers(at: t)
          if !modifiers.isEmpty {
            append(",\"state\":{")
            for (index, modifier) in modifiers.enumerated() {
              if index > 0 { append(",") }
              string(modifier.name)
              append(":")
              value(modifier.value.rounded(places: 4))
            }
            append("}")
          }
        }
        if track.isApproximated { append(",\"approximated\":true") }
        append("}")
      }
      append("]}")
    }
    append("]")
  }

  mutating func step(_ step: SceneStep) {
    append("{\"index\":")
    append(step.index)
    append(",\"action\":")
    if let action = step.action { string(action) } else { append("null") }
    append(",\"tree\":")
    node(step.outcome.tree)
    append(",\"events\":[")
    for (position, event) in step.outcome.events.enumerated() {
      if position > 0 { append(",") }
      self.event(event)
    }
    append("]")
    if let frames {
      let motion = step.outcome.motion
      self.frames(motion, at: frames.times(for: motion, until: step.outcome.filmEnds))
    }
    append(",\"warnings\":[")
    for (position, warning) in step.outcome.warnings.enumerated() {
      if position > 0 { append(",") }
      string(warning.consoleText)
    }
    append("],\"error\":")
    if let error = step.outcome.error {
      append("{\"id\":")
      string(error.id)
      append(",\"message\":")
      string(error.message)
      append(",\"line\":")
      if let line = error.line { append(line) } else { append("null") }
      append(",\"column\":")
      if let column = error.column { append(column) } else { append("null") }
      if let file = error.file {
        append(",\"file\":")
        string(file)
      }
      append("}")
    } else {
      append("null")
    }
    append("}")
  }

  mutating func node(_ node: RenderedNode) {
    append("{\"type\":")
    string(node.type)
    append(",\"identity\":")
    string(node.identity)
    field("text", node.text)
    field("label", node.label)
    field("value", node.value)
    field("presentation", node.presentation)
    if let unbuilt = node.unbuiltRows {
      append(",\"unbuiltRows\":")
      append(unbuilt)
    }
    if let face = node.face {
      append(",\"face\":[")
      for (position, piece) in face.enumerated() {
        if position > 0 { append(",") }
        switch piece {
        case .text(let text):
          append("{\"text\":")
          string(text)
        case .image(let name):
          append("{\"image\":")
          string(name)
        case .shape(let name):
          append("{\"shape\":")
          string(name)
        case .control:
          append("{\"control\":true")
        }
        append("}")
      }
      append("]")
    }
    if !node.labelColors.isEmpty {
      append(",\"labelColors\":[")
      for (position, color) in node.labelColors.enumerated() {
        if position > 0 { append(",") }
        append("{\"modifier\":")
        string(color.modifier)
        append(",\"color\":")
        string(color.color)
        append("}")
      }
      append("]")
    }
    if node.isUnmodelled { append(",\"unmodelled\":true") }
    if !node.state.isEmpty {
      append(",\"state\":{")
      for (position, entry) in node.state.enumerated() {
        if position > 0 { append(",") }
        string(entry.name)
        append(":")
        value(entry.value)
      }
      append("}")
    }
    if !node.modifiers.isEmpty {
      append(",\"modifiers\":[")
      for (position, modifier) in node.modifiers.enumerated() {
        if position > 0 { append(",") }
        append("{\"name\":")
        string(modifier.name)
        append(",\"value\":")
        value(modifier.value)
        append("}")
      }
      append("]")
    }
    append(",\"children\":[")
    for (position, child) in node.children.enumerated() {
      if position > 0 { append(",") }
      self.node(child)
    }
    append("]}")
    flushIfFull()
  }

  mutating func event(_ event: Event) {
    append("{\"kind\":")
    string(event.kind.rawValue)
    append(",\"identity\":")
    string(event.identity)
    append(",\"type\":")
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
    append("}")
    flushIfFull()
  }

  /// `,"key":"text"` when `text` is present.
  mutating func field(_ key: String, _ text: String?) {
    guard let text else { return }
    append(",\"\(key)\":")
    string(text)
  }

  /// `,"key":VALUE` when `value` is present.
  mutating func field(_ key: String, _ value: Value?) {
    guard let value else { return }
    append(",\"\(key)\":")
    self.value(value)
  }

  /// A `VALUE`: null, bool, number or string (colours by name, `UUID-N`, others as the
  /// dumps show them, `Value.displayDescription`).
  mutating func value(_ value: Value) {
    switch value {
    case .null: append("null")
    case .bool(let bool): append(bool ? "true" : "false")
    case .int(let int): append(int)
    case .double(let double):
      if double.isFinite {
        append(
          double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double))
      } else {
        append("null")
      }
    case .string(let text): string(text)
    case .color(let name): string(name)
    case .uuid(let number): string("UUID-\(number)")
    case .opaque(let opaque) where opaque is FunctionValue: append("null")
    default: string(value.displayDescription)
    }
  }

  /// A JSON string literal: the text copied whole unless it holds `"`, `\\` or a control
  /// character, which are escaped (`\n`, `\r`, `\t`, else `\u00XX` in lowercase hex).
  mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      out.append(UInt8(ascii: "\""))
      if !bytes.contains(where: Self.needsEscape) {
        out.append(contentsOf: bytes)
      } else {
        for byte in bytes { escape(byte) }
      }
      out.append(UInt8(ascii: "\""))
    }
  }

  /// Whether a UTF-8 byte must be escaped; never a byte of a multi-byte scalar (all ≥ 0x80).
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case UInt8(ascii: "\n"): append("\\n")
    case UInt8(ascii: "\r"): append("\\r")
    case UInt8(ascii: "\t"): append("\\t")
    case ..<0x20:
      let hex = String(byte, radix: 16)
      append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
    default: out.append(byte)
    }
  }
}
