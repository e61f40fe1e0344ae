import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// The documents folder of a fresh install: empty at the start, a read of a file not written yet
/// throws Foundation's `CocoaError(.fileReadNoSuchFile)`, `write(to:)` keeps the bytes for the
/// run; `Bundle.main.urls(forResourcesWithExtension:subdirectory:)` lists the project's files.
@Suite struct DocumentsTests {
  static let deck = """
    struct Card: Codable {
      var prompt: String
    }
    struct Store {
      static let savePath = URL.documentsDirectory.appending(path: "SaveData")
      static func load() -> [Card] {
        if let data = try? Data(contentsOf: savePath),
          let decoded = try? JSONDecoder().decode([Card].self, from: data)
        {
          return decoded
        }
        return []
      }
      static func save(_ cards: [Card]) {
        if let data = try? JSONEncoder().encode(cards) {
          try? data.write(to: savePath, options: [.atomic, .completeFileProtection])
        }
      }
    }
    struct Deck: View {
      @State private var cards = Store.load()
      @State private var message = ""
      var body: some View {
        VStack {
          Text("\\(cards.count) cards")
          Text(message)
          Button("Add") {
            cards.append(Card(prompt: "Q\\(cards.count)"))
            Store.save(cards)
          }
          Button("Forget") { cards = [] }
          Button("Reload") { cards = Store.load() }
          Button("Missing") {
            do {
              let url = URL.documentsDirectory.appendingPathComponent("none").appendingPathExtension("json")
              _ = try Data(contentsOf: url)
            } catch {
              message = error.localizedDescription
            }
          }
        }
      }
    }
    """

  @Test func aFreshInstallReadsNothingAndKeepsWhatItWrites() throws {
    let scene = try TestScene(source: Self.deck)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0 cards", ""])
    _ = try scene.perform(#"tap "Add""#)
    _ = try scene.perform(#"tap "Add""#)
    let forgotten = try scene.perform(#"tap "Forget""#)
    #expect(forgotten.tree.texts.first == "0 cards")
    // The file written by the two saves is read back.
    let reloaded = try scene.perform(#"tap "Reload""#)
    #expect(reloaded.tree.texts.first == "2 cards")
    #expect(
      reloaded.tree.state("cards")
        == .array([
          .record(type: "Card", fields: [Value.Field("prompt", .string("Q0"))]),
          .record(type: "Card", fields: [Value.Field("prompt", .string("Q1"))]),
        ]))
    let missing = try scene.perform(#"tap "Missing""#)
    #expect(missing.error == nil)
    #expect(
      missing.tree.state("message")
        == .string("The file “none.json” couldn’t be opened because there is no such file."))
  }

  @Test func anUncaughtReadOfAMissingDocumentFailsAtTheRead() throws {
    let scene = try TestScene(
      source: """
        struct Reader: View {
          @State private var size = 0
          var body: some View {
            Button("Read") {
              size = try! Data(contentsOf: URL.documentsDirectory.appending(path: "a.txt")).count
            }
          }
        }
        """)
    let failure = try #require(try scene.perform(#"tap "Read""#).error)
    #expect(failure.line == 5)
    #expect(failure.message.contains("“a.txt” couldn’t be opened because there is no such file"))
  }

  @Test func bundleURLsListTheProjectFilesWithTheExtension() throws {
    let folder = try makeTemporaryFolder("documents")
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["b.ttf", "a.ttf", "c.otf"] {
      try Data("font".utf8).write(to: folder.appendingPathComponent(name))
    }
    let scene = try TestScene(
      source: """
        struct Fonts: View {
          let fonts = Bundle.main.urls(forResourcesWithExtension: "ttf", subdirectory: nil) ?? []
          var body: some View {
            VStack {
              ForEach(fonts, id: \\.self) { url in Text(url.lastPathComponent) }
              Text("\\(Bundle.main.urls(forResourcesWithExtension: "woff", subdirectory: nil)?.count ?? -1)")
            }
          }
        }
        """, path: folder.appendingPathComponent("Fonts.swift").path)
    #expect(scene.first.tree.texts == ["a.ttf", "b.ttf", "0"])
  }

  /// A repository shipped without its Xcode project or manifest: the app's folder is the
  /// deepest folder holding every file of the program, so a resource in a sibling folder of the
  /// scene's (`Resources/items.json` beside `Views/` and `Models/`) is in the bundle; a scene
  /// alone still looks only in its own folder.
  @Test func withoutAProjectTheModulesCommonFolderHoldsTheResources() throws {
    let folder = try makeTemporaryFolder("documents")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("Shop")
    for sub in ["Views", "Models", "Resources"] {
      try FileManager.default.createDirectory(
        at: app.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try Data(#"["Vinyl", "Tape"]"#.utf8).write(
      to: app.appendingPathComponent("Resources/items.json"))
    let model = """
      func loadItems() -> [String] {
        guard let url = Bundle.main.url(forResource: "items", withExtension: "json"),
          let data = try? Data(contentsOf: url)
        else { return ["missing"] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? ["bad"]
      }
      """
    let view = """
      struct Shelf: View {
        let items = loadItems()
        var body: some View {
          VStack { ForEach(items, id: \\.self) { Text($0) } }
        }
      }
      """
    let scene = try TestScene(
      files: [
        ScriptSource(path: app.appendingPathComponent("Views/Shelf.swift").path, source: view),
        ScriptSource(path: app.appendingPathComponent("Models/Items.swift").path, source: model),
      ], root: "Shelf")
    #expect(scene.first.tree.texts == ["Vinyl", "Tape"])
    let alone = try TestScene(
      source: view + "\n" + model, root: "Shelf",
      path: app.appendingPathComponent("Views/Shelf.swift").path)
    #expect(alone.first.tree.texts == ["missing"])
  }

  /// `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]` is the
  /// documents folder: empty on a fresh install, then holding what the app wrote.
  @Test func theFileManagersDocumentsURLIsTheDocumentsFolder() throws {
    let scene = try TestScene(
      source: """
        final class Store: ObservableObject {
          @Published var names: [String] = []
          private var url: URL {
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
              .appendingPathComponent("names.json")
          }
          init() { load() }
          func load() {
            guard let data = try? Data(contentsOf: url),
              let saved = try? JSONDecoder().decode([String].self, from: data)
            else { return }
            names = saved
          }
          func add(_ name: String) {
            names.append(name)
            if let data = try? JSONEncoder().encode(names) { try? data.write(to: url) }
          }
        }

        struct Names: View {
          @StateObject private var store = Store()
          @State private var loads = 0
          var body: some View {
            VStack {
              Text("\\(store.names.count) names, \\(loads) loads")
              Button("Add") { store.add("Ada") }
              Button("Reload") {
                store.names = []
                store.load()
                loads += 1
              }
              Button("Temp") { print(FileManager.default.currentDirectoryPath) }
            }
          }
        }
        """, root: "Names")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0 names, 0 loads"])
    _ = try scene.perform(#"tap "Add""#)
    #expect(try scene.perform(#"tap "Reload""#).tree.texts == ["1 names, 1 loads"])
    // A member the table lacks is an opaque value, named after the type and the member.
    #expect(try scene.perform(#"tap "Temp""#).error == nil)
    #expect(scene.run.printed.last == "‹FileManager.currentDirectoryPath›")
  }

  /// A fresh install's sandbox: `fileExists` is false until the run writes the file; folders
  /// are created (with their parents only when asked), listed and removed; a write into a
  /// folder that does not exist throws; Application Support is not there until created.
  @Test func theSandboxStartsEmptyAndKeepsWhatTheRunWrites() throws {
    let scene = try TestScene(
      source: """
        struct Files: View {
          @State private var log: [String] = []
          let manager = FileManager.default
          var notes: URL { URL.documentsDirectory.appending(path: "Notes") }
          var body: some View {
            VStack {
              ForEach(log, id: \\.self) { Text($0) }
              Button("Check") {
                let file = notes.appending(path: "a.txt")
                log.append("exists \\(manager.fileExists(atPath: file.path))")
                do {
                  try Data("hi".utf8).write(to: file)
                } catch {
                  log.append("write failed")
                }
                try? manager.createDirectory(at: notes, withIntermediateDirectories: false)
                try? Data("hi".utf8).write(to: file)
                log.append("now \\(manager.fileExists(atPath: file.path))")
                let names = (try? manager.contentsOfDirectory(atPath: notes.path)) ?? []
                log.append("listed \\(names.joined(separator: ","))")
                try? manager.removeItem(at: notes)
                log.append("removed \\(!manager.fileExists(atPath: notes.path))")
                let support = manager.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
                log.append("support \\(manager.fileExists(atPath: support.path))")
                let group = manager.containerURL(forSecurityApplicationGroupIdentifier: "group.x")
                log.append("group \\(group != nil)")
              }
            }
          }
        }
        """, root: "Files")
    #expect(scene.first.error == nil)
    let checked = try scene.perform(#"tap "Check""#)
    #expect(checked.error == nil)
    #expect(
      checked.tree.texts == [
        "exists false", "write failed", "now true", "listed a.txt", "removed true",
        "support false", "group true",
      ])
  }

  /// `URL.path()` and `path(percentEncoded:)` (iOS 16) give the path as text, as `path` does:
  /// percent-encoded unless `percentEncoded: false` (Apple, `URL.path(percentEncoded:)`), so a
  /// cache check on a fresh install reads `false` instead of an opaque value.
  @Test func aURLsPathMethodIsItsPathAsText() throws {
    let scene = try TestScene(
      source: """
        struct Cache: View {
          var body: some View {
            let file = URL.cachesDirectory.appending(path: "my cover.png")
            let web = URL(string: "https://example.com/a%20b/c")!
            VStack {
              Text(file.path(percentEncoded: false).hasSuffix("/Caches/my cover.png") ? "raw" : "?")
              Text(file.path().hasSuffix("/Caches/my%20cover.png") ? "encoded" : "?")
              Text("\\(FileManager.default.fileExists(atPath: file.path()))")
              Text(web.path())
              Text(web.path(percentEncoded: false))
            }
          }
        }
        """, root: "Cache")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["raw", "encoded", "false", "/a%20b/c", "/a b/c"])
  }
}
