import Foundation

/// An `idlab.sim/1` document (docs/sim-json.md) for the benchmark scene, written into one byte
/// buffer in the order `idlab sim --json` writes it.
struct SimDocument {
  /// The document so far.
  private(set) var bytes: [UInt8] = []
  private var stepCount = 0
  private var eventCount = 0

  init() { bytes.reserveCapacity(1 << 20) }

  /// Opens the document for the root view `root`.
  mutating func begin(root: String) {
    raw(#"{"schema":"idlab.sim/1","root":"#)
    string(root)
    raw(#","steps":["#)
  }

  /// Opens step `index` (`action` nil for the first render) and writes its tree: the root with
  /// `items` as its state, its `VStack`, the `ForEach` and `rows`; events follow.
  mutating func step(
    index: Int, action: String?, items: [BaselineSimulation.Item],
    rows: [BaselineSimulation.RowNode]
  ) {
    if stepCount > 0 { raw(",") }
    stepCount += 1
    eventCount = 0
    raw(#"{"index":"#)
    int(index)
    raw(#","action":"#)
    if let action { string(action) } else { raw("null") }
    raw(#","tree":{"type":"Bench","identity":"Bench","state":{"items":"#)
    string(description(of: items))
    raw(#"},"children":[{"type":"VStack","identity":"Bench/VStack","children":["#)
    raw(#"{"type":"ForEach","identity":"Bench/VStack/0/ForEach","children":["#)
    for (position, row) in rows.enumerated() {
      if position > 0 { raw(",") }
      raw(#"{"type":"Row","identity":"#)
      rowIdentity(row.id, text: false)
      raw(#","state":{"taps":"#)
      int(row.taps)
      raw(#"},"children":[{"type":"Text","identity":"#)
      rowIdentity(row.id, text: true)
      raw(#","text":"#)
      string(row.text)
      raw(#","modifiers":[{"name":"onAppear","value":null},{"name":"onDisappear","value":null}],"#)
      raw(#""children":[]}]}"#)
    }
    raw(#"]}]}]},"events":["#)
  }

  /// An event on a view outside the rows.
  mutating func event(_ kind: String, identity: String, type: String) {
    openEvent(kind)
    string(identity)
    raw(#","type":"#)
    string(type)
    raw("}")
  }

  /// An event on row `id`'s `Row` view, or on its `Text` when `text`.
  mutating func rowEvent(_ kind: String, id: Int, text: Bool) {
    openEvent(kind)
    rowIdentity(id, text: text)
    raw(text ? #","type":"Text"}"# : #","type":"Row"}"#)
  }

  /// Row `id` moved from `from` to `to` among the surviving rows.
  mutating func moveEvent(id: Int, from: Int, to: Int) {
    openEvent("move")
    rowIdentity(id, text: false)
    raw(#","type":"Row","from":"#)
    int(from)
    raw(#","to":"#)
    int(to)
    raw("}")
  }

  /// Row `id` was inserted or removed (`edge`) outside an animation, with the default transition.
  mutating func transitionEvent(id: Int, edge: String) {
    openEvent("transition")
    rowIdentity(id, text: false)
    raw(#","type":"Row","edge":"#)
    string(edge)
    raw(#","animated":false,"transition":"opacity"}"#)
  }

  /// Closes the step: no warnings, no error.
  mutating func endStep() {
    raw(#"],"warnings":[],"error":null}"#)
  }

  /// Closes the document and its line.
  mutating func end() {
    raw("]}\n")
  }

  /// Writes the document to standard output.
  func writeToStandardOutput() {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(1, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written <= 0 { if errno == EINTR { continue } else { return } }
        offset += written
      }
    }
  }

  // MARK: - Pieces

  /// `[Item(id: 0), Item(id: 1)]`: an array state value as its Swift-like description.
  private func description(of items: [BaselineSimulation.Item]) -> String {
    "[" + items.map { "Item(id: \($0.id))" }.joined(separator: ", ") + "]"
  }

  private mutating func openEvent(_ kind: String) {
    if eventCount > 0 { raw(",") }
    eventCount += 1
    raw(#"{"kind":"#)
    string(kind)
    raw(#","identity":"#)
  }

  private mutating func rowIdentity(_ id: Int, text: Bool) {
    raw(#""Bench/VStack/0/ForEach/"#)
    int(id)
    raw(text ? #"/Row/Text""# : #"/Row""#)
  }

  private mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func int(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// A JSON string: quotes, backslashes and control characters escaped.
  private mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw(#"\""#)
      case UInt8(ascii: "\\"): raw(#"\\"#)
      case UInt8(ascii: "\n"): raw(#"\n"#)
      case 0..<0x20:
        raw(#"\u00"#)
        let digits = Array("0123456789abcdef".utf8)
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
