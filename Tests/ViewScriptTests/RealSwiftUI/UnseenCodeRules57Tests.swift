import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// Rules the fifty-seventh unseen sample found missing, each with a scene of our own. Expected
/// values come from the language and Apple's documentation, written before running.
@Suite struct UnseenCodeRules57Tests {
  /// `.environmentObject(Store<String>(…))` is what `@EnvironmentObject var store:
  /// Store<String>` reads: one object of a generic class, found by its type.
  @Test func aGenericClassIsFoundAsAnEnvironmentObject() throws {
    let scene = try TestScene(
      source: """
        final class Store<Item>: ObservableObject {
          @Published var items: [Item]
          init(items: [Item]) { self.items = items }
        }
        struct Names: View {
          @EnvironmentObject private var store: Store<String>
          var body: some View { VStack { ForEach(store.items, id: \\.self) { Text($0) } } }
        }
        struct Host: View {
          var body: some View { Names().environmentObject(Store<String>(items: ["Ada", "Grace"])) }
        }
        """, root: "Host")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Ada", "Grace"])
  }

  /// A view that reads no such object still fails as SwiftUI does, naming the type as written.
  @Test func aMissingGenericObjectIsNamedAsWritten() throws {
    let scene = try TestScene(
      source: """
        final class Store<Item>: ObservableObject { @Published var items: [Item] = [] }
        struct Names: View {
          @EnvironmentObject private var store: Store<String>
          var body: some View { Text("\\(store.items.count)") }
        }
        """, root: "Names")
    let error = try #require(scene.first.error)
    #expect(error.message.hasPrefix("No ObservableObject of type Store<String> found."))
  }

  /// `_isOn` for `@Binding var isOn` is the wrapper, a `Binding<Bool>` ("Property Wrappers", The
  /// Swift Programming Language): a toggle given it writes the owner's state.
  @Test func aBindingsBackingStorageIsTheBinding() throws {
    let scene = try TestScene(
      source: """
        struct Switch: View {
          @Binding var isOn: Bool
          var body: some View { Toggle("Wi-Fi", isOn: _isOn) }
        }
        struct Panel: View {
          @State private var wifi = false
          var body: some View {
            VStack { Switch(isOn: $wifi); Text(wifi ? "on" : "off") }
          }
        }
        """, root: "Panel")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["off"])
    let after = try scene.perform(#"toggle "Wi-Fi""#)
    #expect(after.tree.texts == ["on"])
  }

  /// `URLError(.timedOut)` is a `URLError` of that code: its `code` compares, and its
  /// `localizedDescription` is Foundation's English text; a code whose text idlab does not
  /// carry is opaque and listed.
  @Test func aURLErrorTheProgramMakesHasItsCodeAndDescription() throws {
    let scene = try TestScene(
      source: """
        struct Failures: View {
          let error = URLError(.timedOut)
          var body: some View {
            VStack {
              Text(URLError(.notConnectedToInternet).localizedDescription)
              Text(error.localizedDescription)
              Text(error.code == .timedOut ? "late" : "other")
              Text(URLError(.badServerResponse).localizedDescription)
            }
          }
        }
        """, root: "Failures")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      Array(scene.first.tree.texts.prefix(3)) == [
        "The Internet connection appears to be offline.", "The request timed out.", "late",
      ])
    #expect(
      scene.run.runtimeOpaque.map { $0.arguments["name"] } == ["URLError.localizedDescription"])
  }

  /// A `PreviewProvider` nested in the view it previews is the file's preview, as Xcode finds
  /// it: its arguments are the view's, none made up.
  @Test func aNestedPreviewProviderIsThePreview() throws {
    let source = """
      struct Greeting: View {
        let name: String
        var body: some View { Text("Hello, \\(name)") }
        struct Greeting_Previews: PreviewProvider {
          static var previews: some View { Greeting(name: "Ada") }
        }
      }
      """
    let program = try ScriptProgram.compile(source: source, path: "Greeting.swift")
    #expect(program.warnings.isEmpty)
    let scene = try TestScene(source: source)
    #expect(scene.first.tree.texts == ["Hello, Ada"])
  }

  /// `calendar.dateComponents(in: zone, from: date)` gives every component of the date in that
  /// zone (Apple, `Calendar.dateComponents(in:from:)`): 2024-01-01 00:00 UTC is 01:00 on the
  /// 1st in Oslo (UTC+1 in winter) and 19:00 on December 31st in New York (UTC−5).
  @Test func dateComponentsInATimeZone() throws {
    let scene = try TestScene(
      source: """
        struct Zones: View {
          let start = Date(timeIntervalSince1970: 1_704_067_200)
          func parts(_ zone: String) -> String {
            let c = Calendar(identifier: .gregorian).dateComponents(
              in: TimeZone(identifier: zone)!, from: start)
            return "\\(c.day!) \\(c.hour!)"
          }
          var body: some View { VStack { Text(parts("Europe/Oslo")); Text(parts("America/New_York")) } }
        }
        """, root: "Zones")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["1 1", "31 19"])
  }

  /// A library method given a value idlab does not model gives an opaque value, shown as
  /// `‹Name›`, never "invalid arguments" (opaque by default).
  @Test func aLibraryMethodOfAnOpaqueArgumentIsOpaque() throws {
    let scene = try TestScene(
      source: """
        import CoreLocation
        struct Since: View {
          let when: Date
          var body: some View {
            Text("\\(Calendar.current.dateComponents([.day], from: .now, to: when).day ?? 0) days")
          }
        }
        struct Place: View {
          var body: some View { Since(when: CLLocation(latitude: 52.2, longitude: 21).timestamp) }
        }
        """, root: "Place")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["‹CLLocation› days"])
  }

  /// An error of the program without a description of its own is described by Foundation with
  /// its domain, the type named with its module: the app's, named after its one Xcode project
  /// (`App.xcodeproj` here); without a project the type alone.
  @Test func anErrorsDescriptionNamesTheAppsModule() throws {
    let (project, app) = try StringCatalogTests.appProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let source = """
      enum LoadError: Error { case offline, empty }
      struct Sheet: View {
        var body: some View { Text(LoadError.empty.localizedDescription) }
      }
      """
    let scene = try TestScene(
      source: source, root: "Sheet", path: app.appendingPathComponent("Sheet.swift").path)
    #expect(
      scene.first.tree.texts == ["The operation couldn’t be completed. (App.LoadError error 1.)"])
    // Another text: compiled programs are cached by their text.
    let alone = try TestScene(source: source + "\n// alone", root: "Sheet")
    #expect(alone.first.tree.texts == ["The operation couldn’t be completed. (LoadError error 1.)"])
  }
}
