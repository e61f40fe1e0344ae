import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

@Suite struct SimJSONTests {
  @Test func sameProgramTwiceGivesIdenticalJSON() throws {
    func run() throws -> String {
      let scene = try TestScene(fixture: "seeds/001-brews-churn.swift")
      try scene.perform(#"type "La" into "Search""#)
      try scene.perform("brews.shuffle()")
      try scene.perform(#"brews.append(Brew(id: UUID(), name: "Cortado", roast: "light"))"#)
      return simJSON(rootName: scene.run.rootName, steps: scene.run.steps)
    }
    let first = try run()
    #expect(first == (try run()))
    #expect(
      first.hasPrefix(
        #"{"schema":"idlab.sim/1","root":"BrewListView","steps":[{"index":0,"action":null,"tree":{"type":"BrewListView""#
      ))
    #expect(first.contains("UUID-"))
  }

  @Test func encodesNodesEventsAndErrors() {
    let tree = RenderedNode(
      type: "Screen", identity: "Screen",
      state: [(name: "tint", value: .color("green")), (name: "id", value: .uuid(2))],
      children: [
        RenderedNode(
          type: "TextField", identity: "Screen/TextField", label: "Name \"x\"",
          value: .string("a\nb"),
          modifiers: [(name: "opacity", value: .double(0.5))])
      ])
    let outcome = Outcome(
      tree: tree, events: [.move(Event.Subject(identity: "r", type: "Row"), from: 0, to: 2)],
      warnings: [.stateModifiedDuringUpdate],
      error: RuntimeFailure(
        id: "index-out-of-range", message: "Index out of range", line: 3, column: 7))
    let json = simJSON(
      rootName: "Screen", steps: [SceneStep(index: 1, action: "go()", outcome: outcome)])
    #expect(
      json
        == #"{"schema":"idlab.sim/1","root":"Screen","steps":[{"index":1,"action":"go()","tree":{"type":"Screen","identity":"Screen","state":{"tint":"green","id":"UUID-2"},"children":[{"type":"TextField","identity":"Screen/TextField","label":"Name \"x\"","value":"a\nb","modifiers":[{"name":"opacity","value":0.5}],"children":[]}]},"events":[{"kind":"move","identity":"r","type":"Row","from":0,"to":2}],"warnings":["Modifying state during view update, this will cause undefined behavior."],"error":{"id":"index-out-of-range","message":"Index out of range","line":3,"column":7}}]}"#
    )
  }

  /// A composite value is a string holding its Swift form: a string inside it is a Swift
  /// literal, escapes and all, which the JSON string then escapes again.
  @Test func compositeValuesAreDescribedAsSwiftWritesThem() {
    let tree = RenderedNode(
      type: "Screen", identity: "Screen",
      state: [
        (name: "names", value: .array([.string("say \"hi\""), .string("a\\b")])),
        (name: "ship", value: .record(type: "Ship", fields: [.init("tint", .color("green"))])),
      ])
    let json = simJSON(
      rootName: "Screen", steps: [SceneStep(index: 0, action: nil, outcome: Outcome(tree: tree))])
    #expect(
      json.contains(
        #""state":{"names":"[\"say \\\"hi\\\"\", \"a\\\\b\"]","ship":"Ship(tint: green)"}"#))
  }

  @Test func escapesQuotesBackslashesAndControlCharactersOnly() {
    let outcome = Outcome(
      tree: RenderedNode(
        type: "T", identity: "a\"b\\c\td\re\u{01}f\u{1F}g é🚀/</", text: "plain ñ"),
      events: [], warnings: [], error: nil)
    let json = simJSON(rootName: "R", steps: [SceneStep(index: 0, action: nil, outcome: outcome)])
    #expect(
      json
        == #"{"schema":"idlab.sim/1","root":"R","steps":[{"index":0,"action":null,"tree":{"type":"T","identity":"a\"b\\c\td\re\u0001f\u001fg é🚀/</","text":"plain ñ","children":[]},"events":[],"warnings":[],"error":null}]}"#
    )
  }

  @Test func runtimeFailureInAnActionIsTheStepError() throws {
    let scene = try TestScene(fixture: "seeds/000-identity-bench.swift")
    let outcome = try scene.perform("ships.remove(at: 7)")
    #expect(outcome.error?.message == "Index out of range")
    #expect(outcome.error?.line == nil)
    let inBody = try scene.perform("ships.removeAll()")
    #expect(inBody.error == nil)
    #expect(scene.tree.nodes(ofType: "IdentityRow").isEmpty)
  }

  @Test func runtimeFailureInABodyPointsIntoTheFile() throws {
    let scene = try TestScene(
      source: """
        struct Screen: View {
          @State private var items = ["a", "b", "c"]
          var body: some View {
            Text(items[2])
          }
        }
        """)
    let outcome = try scene.perform("items.removeLast()")
    #expect(
      outcome.error
        == RuntimeFailure(
          id: "index-out-of-range", message: "Index out of range", line: 4, column: 10))
    let json = simJSON(rootName: scene.run.rootName, steps: scene.run.steps)
    #expect(
      json.hasSuffix(
        #""error":{"id":"index-out-of-range","message":"Index out of range","line":4,"column":10}}]}"#
      ))
  }

  /// The document comes out in chunks as the buffer fills: each at least `chunkSize` bytes
  /// (but the last), none much larger, each whole UTF-8 on its own, and together the document.
  @Test func writesInChunksOfWholeCharacters() throws {
    let rows = (0..<200).map { index in
      RenderedNode(
        type: "Text", identity: "Screen/ForEach/\(index)/Text", text: "fila ñ 🚀 \(index)")
    }
    let tree = RenderedNode(
      type: "Screen", identity: "Screen",
      children: [RenderedNode(type: "ForEach", identity: "Screen/ForEach", children: rows)])
    let steps = [SceneStep(index: 0, action: nil, outcome: Outcome(tree: tree))]
    var chunks: [[UInt8]] = []
    writeSimJSON(rootName: "Screen", steps: steps, terminator: "\n", chunkSize: 512) {
      chunks.append(Array($0))
    }
    #expect(chunks.count > 10)
    for chunk in chunks.dropLast() {
      // One row's node is about 90 bytes: a chunk ends after the node that crosses 512.
      #expect(chunk.count >= 512 && chunk.count < 512 + 200, "\(chunk.count)")
    }
    for chunk in chunks {
      #expect(String(validating: chunk, as: UTF8.self) != nil)
    }
    let document = chunks.flatMap { $0 }
    #expect(document.last == UInt8(ascii: "\n"))
    let object = try JSONSerialization.jsonObject(with: Data(document))
    let json = try #require(object as? [String: Any])
    let step = try #require((json["steps"] as? [[String: Any]])?.first)
    let forEach = try #require(
      ((step["tree"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
    let texts = (forEach["children"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
    #expect(texts == (0..<200).map { "fila ñ 🚀 \($0)" })
  }
}
