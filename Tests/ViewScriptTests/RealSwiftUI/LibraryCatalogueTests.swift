import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// The simulated library (`Sources/ViewScript/Library/`): a member is found by its Swift
/// selector, labels and all; a member the type's table lacks is an opaque value when its value
/// is used, listed where it is met, and the step stops where it depends on it; called for its
/// effect, or a slip for a member the table has, it stops the step; the program's own type of a
/// library name wins over the library's.
@Suite struct LibraryCatalogueTests {
  static let settings = """
    struct Settings: View {
      @State private var shown = "none"
      var body: some View {
        VStack {
          Text(shown)
          Button("Save") {
            UserDefaults.standard.set(7, forKey: "volume")
            shown = "\\(UserDefaults.standard.integer(forKey: "volume"))"
          }
          Button("Misread") {
            shown = "\\(UserDefaults.standard.integer(for: "volume"))"
          }
          Button("Log") {
            let log = Logger(subsystem: "app", category: "ui")
            log.info("saved")
            log.flush()
          }
        }
      }
    }
    """

  @Test func aMemberIsFoundByItsSelector() throws {
    let scene = try TestScene(source: Self.settings, root: "Settings")
    #expect(try scene.perform(#"tap "Save""#).tree.texts == ["7"])
    // `integer(for:)` is not `integer(forKey:)`: Swift would not compile it, and the table
    // has a member of that base name, so it is taken for a slip: never run opaque.
    let misread = try #require(try scene.perform(#"tap "Misread""#).error)
    #expect(misread.id == "not-simulated")
    #expect(misread.arguments == ["name": "UserDefaults.integer"])
    #expect(misread.line == 11)
  }

  /// Opaque by default: a member the table lacks whose value is used, or an initializer it
  /// lacks (until session 22 a stop: sample 47's four `DateInterval()`s no screen read), runs
  /// as an opaque value; the step stops where a condition depends on it, there. Called for its
  /// effect (`log.flush()`), it stops where it is called.
  @Test func aMemberTheTableLacksRunsOpaqueUntilSomethingDependsOnIt() throws {
    let scene = try TestScene(source: Self.settings, root: "Settings")
    let flushed = try #require(try scene.perform(#"tap "Log""#).error)
    #expect(flushed.arguments == ["name": "Logger.flush"])
    #expect(flushed.line == 16)
    let depends = try TestScene(
      source: """
        struct Probe: View {
          @State private var flag = false
          var body: some View {
            Button("Sync") {
              let span = DateInterval(start: Date(), end: Date())
              if UserDefaults.standard.dictionaryRepresentation().isEmpty { flag = span.duration == 0 }
            }
          }
        }
        """)
    let failure = try #require(try depends.perform(#"tap "Sync""#).error)
    #expect(failure.id == "depends-on-unmodelled")
    #expect(failure.line == 6)
    // `DateInterval()`: both dates the clock's now, duration 0 (Apple, `DateInterval.init()`).
    let made = try TestScene(
      source: """
        struct Span: View {
          let span = DateInterval()
          var body: some View { Text("\\(span.start == Date()) \\(span.duration)") }
        }
        """)
    #expect(made.first.tree.texts == ["true 0.0"])
  }

  @Test func theProgramsOwnTypeOfALibraryNameWins() throws {
    let scene = try TestScene(
      source: """
        struct URLComponents {
          var host = "mine"
          var visits = 0
        }

        struct Address: View {
          @State private var parts = URLComponents()
          var body: some View {
            VStack {
              Text("\\(parts.host) \\(parts.visits)")
              Button("Visit") {
                parts.host = "theirs"
                parts.visits += 1
              }
            }
          }
        }
        """, root: "Address")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["mine 0"])
    #expect(try scene.perform(#"tap "Visit""#).tree.texts == ["theirs 1"])
  }

  @Test func everySimulatedTypeIsAKnownName() {
    for type in LibraryCatalogue.types {
      #expect(Interpreter.libraryTypes.contains(type.name), "\(type.name)")
      #expect(LibraryCatalogue.byName[type.name]?.name == type.name)
    }
  }

  /// `UserDefaults(suiteName:)` is that suite's own store: empty at first, apart from
  /// `standard`, and the same store for the same name.
  @Test func aDefaultsSuiteIsItsOwnStore() throws {
    let scene = try TestScene(
      source: """
        extension UserDefaults {
          static let shared = UserDefaults(suiteName: "group.example")!
        }

        struct Suites: View {
          @State private var shown = "-"
          var body: some View {
            VStack {
              Text(shown)
              Button("Save") {
                UserDefaults.shared.set(true, forKey: "nick")
                let again = UserDefaults(suiteName: "group.example")!
                shown = "\\(again.bool(forKey: "nick")) \\(UserDefaults.standard.bool(forKey: "nick"))"
              }
            }
          }
        }
        """, root: "Suites")
    #expect(try scene.perform(#"tap "Save""#).tree.texts == ["true false"])
  }

  /// A fresh install has not been authorized to use location and nobody answers a prompt:
  /// `authorizationStatus` is `.notDetermined`, `location` is nil, requests do nothing
  /// (Apple, `CLAuthorizationStatus.notDetermined`: "The user has not chosen whether the app
  /// can use location services").
  @Test func aLocationManagerOnAFreshInstallIsNotDetermined() throws {
    let scene = try TestScene(
      source: """
        final class Tracker: NSObject, ObservableObject, CLLocationManagerDelegate {
          private let manager = CLLocationManager()
          @Published var status = "?"
          override init() {
            super.init()
            manager.delegate = self
            manager.desiredAccuracy = 10  // a CLLocationAccuracy, a Double: printed 10.0
            manager.requestWhenInUseAuthorization()
            status = manager.authorizationStatus == .notDetermined ? "ask" : "known"
            if manager.location == nil { status += ", no fix" }
            status += ", \\(manager.desiredAccuracy)"
          }
        }

        struct Run: View {
          @StateObject private var tracker = Tracker()
          var body: some View { Text(tracker.status) }
        }
        """, root: "Run")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["ask, no fix, 10.0"])
  }

  /// An implicit member where a simulated library type is expected is that type's static
  /// (SE-0287; `init(defaults: UserDefaults = .standard)`): the store's `data(forKey:)` of a
  /// key nothing wrote is `nil` on a fresh install, so the model keeps its initial value.
  @Test func anImplicitMemberOfAnExpectedLibraryTypeIsItsStatic() throws {
    let scene = try TestScene(
      source: """
        struct Snapshot: Codable { var count: Int }
        final class Store: ObservableObject {
          private let defaults: UserDefaults
          @Published var snapshot = Snapshot(count: 7)
          init(defaults: UserDefaults = .standard) {
            self.defaults = defaults
            if let data = defaults.data(forKey: "snap"),
              let decoded = try? JSONDecoder().decode(Snapshot.self, from: data)
            {
              snapshot = decoded
            }
          }
        }
        struct Root: View {
          @StateObject private var store = Store()
          var body: some View { Text("\\(store.snapshot.count)") }
        }
        """, root: "Root")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["7"])
  }

  /// A setting of a partly simulated type that idlab does not model (`activityType` of a
  /// `CLLocationManager`) is written to the SDK object and changes nothing idlab shows; it is
  /// listed as run opaque, and the settings idlab models are still read back (sample 44: five
  /// screens refused at S206 on a write the screen never reads). Expected by hand: the
  /// accuracy written is read back, the screen is the tracker's label.
  @Test func anUnmodelledSettingOfAPartlySimulatedTypeIsWrittenOpaquely() throws {
    let scene = try TestScene(
      source: """
        final class Tracker: NSObject, ObservableObject {
          private let manager = CLLocationManager()
          @Published var label = "Ready"
          override init() {
            super.init()
            manager.activityType = .fitness
            manager.distanceFilter = 25
            label = "Ready \\(Int(manager.distanceFilter))"
          }
        }
        struct TrackerView: View {
          @StateObject var tracker = Tracker()
          var body: some View { Text(tracker.label) }
        }
        """, root: "TrackerView")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Ready 25"])
    #expect(
      scene.run.runtimeOpaque.map { $0.arguments["name"] } == ["CLLocationManager.activityType"])
  }

  /// A library enumeration's cases have the members its table gives: `UIDevice.current.
  /// orientation` is `.portrait` on the simulated iPhone, so `isPortrait` and
  /// `isValidInterfaceOrientation` hold and `isLandscape` and `isFlat` do not (Apple,
  /// `UIDeviceOrientation`); a case written in the program is tested the same way, and the
  /// program's own enumeration of that name keeps its own members. Sample 51: three screens
  /// stopped on `orientation.isLandscape`.
  @Test func aLibraryEnumerationsCasesHaveTheirTablesMembers() throws {
    let scene = try TestScene(
      source: """
        struct Layout: View {
          let turned = UIDeviceOrientation.landscapeRight
          var body: some View {
            let now = UIDevice.current.orientation
            VStack {
              Text(now.isLandscape ? "wide" : "tall")
              Text("\\(now.isPortrait) \\(now.isFlat) \\(now.isValidInterfaceOrientation)")
              Text("\\(turned.isLandscape) \\(UIDeviceOrientation.faceDown.isFlat)")
              Text("\\(UIDeviceOrientation.faceDown.rawValue) \\(now.rawValue)")
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    // `rawValue`: Apple's `UIDeviceOrientation` declares `faceDown` = 6, `portrait` = 1.
    #expect(scene.first.tree.texts == ["tall", "true false true", "true true", "6 1"])
    let own = try TestScene(
      source: """
        enum UIDeviceOrientation { case sideways
          var isLandscape: String { "own" }
        }
        struct Layout: View {
          var body: some View { Text(UIDeviceOrientation.sideways.isLandscape) }
        }
        """)
    #expect(own.first.tree.texts == ["own"])
  }
}
