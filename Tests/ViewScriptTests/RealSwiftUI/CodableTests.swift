import Foundation
import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// `Codable` through Foundation: bundled JSON decoded into the program's types, Swift's decoding
/// errors, encoding, `Data`, and `Bundle.main` resolving the project's resource files.
///
/// Expected values come from the fixture files (`Fixtures/codable/ships.json`, `ports.json`) read
/// by hand, and from Swift's documented behaviour: a missing key is `keyNotFound`, a value of the
/// wrong kind `typeMismatch`, `try?` turns either into `nil`, a missing optional key is `nil`.
@Suite struct CodableTests {
  /// A scene path inside the fixtures folder, so that `Bundle.main` finds the JSON beside it.
  static let path = Fixtures.root.appendingPathComponent("codable/scene.swift").path

  static let model = """
    struct Captain: Codable, Equatable {
      let name: String
    }
    struct Ship: Codable, Identifiable, Equatable {
      enum Kind: String, Codable {
        case corvette, frigate
      }
      let id: Int
      let name: String
      let crew: [String]
      let kind: Kind
      let captain: Captain?
      var registry: String?
      enum CodingKeys: String, CodingKey {
        case id, name, crew, captain, registry
        case kind = "class"
      }
    }
    struct Port: Codable {
      let name: String
      let docks: Int
    }
    extension Bundle {
      func decode<T: Decodable>(_ file: String) -> T {
        guard let url = url(forResource: file, withExtension: nil) else {
          fatalError("Failed to locate \\(file) in bundle.")
        }
        guard let data = try? Data(contentsOf: url) else {
          fatalError("Failed to load \\(file) from bundle.")
        }
        guard let loaded = try? JSONDecoder().decode(T.self, from: data) else {
          fatalError("Failed to decode \\(file) from bundle.")
        }
        return loaded
      }
    }
    """

  @Test func aBundledListShowsItsRowsWithTheirIds() throws {
    let scene = try TestScene(
      source: Self.model + """

        struct Fleet: View {
          let ships: [Ship] = Bundle.main.decode("ships.json")
          var body: some View {
            List(ships) { ship in
              Text("\\(ship.id) \\(ship.name) \\(ship.kind.rawValue) \\(ship.crew.count) \\(ship.captain?.name ?? "-") \\(ship.registry ?? "-")")
            }
          }
        }
        """, root: "Fleet", path: Self.path)
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "7 Rocinante corvette 2 Holden -", "3 Tachi frigate 0 - MCRN",
        "12 Razorback corvette 1 - -",
      ])
    #expect(
      scene.first.tree.nodes(ofType: "Text").map(\.identity) == [
        "Fleet/List/0/ForEach/7/Text", "Fleet/List/0/ForEach/3/Text",
        "Fleet/List/0/ForEach/12/Text",
      ])
  }

  @Test func aDictionaryOfRecordsAndAPathResolve() throws {
    let scene = try TestScene(
      source: Self.model + """

        struct Ports: View {
          @State private var ports: [String: Port] = Bundle.main.decode("ports.json")
          var body: some View {
            VStack {
              Text("\\(ports["tycho"]?.name ?? "-") \\(ports["ceres"]?.docks ?? 0) \\(ports.count)")
              Text(Bundle.main.path(forResource: "ports", ofType: "json") == nil ? "no path" : "path")
              Text(Bundle.main.url(forResource: "absent", withExtension: "json") == nil ? "absent" : "found")
            }
          }
        }
        """, root: "Ports", path: Self.path)
    #expect(scene.first.tree.texts == ["Tycho Station 4 2", "path", "absent"])
  }

  @Test func aMissingResourceIsTheLearnersLocatedFatalError() throws {
    let scene = try TestScene(
      source: Self.model + """

        struct Fleet: View {
          let ships: [Ship] = Bundle.main.decode("missing.json")
          var body: some View { Text("\\(ships.count)") }
        }
        struct Dock: View {
          var body: some View { Fleet() }
        }
        """, root: "Dock", path: Self.path)
    let error = try #require(scene.first.error)
    #expect(error.message == "Fatal error: Failed to locate missing.json in bundle.")
    #expect(error.line == 26)
  }

  static let errors = """
    struct Pilot: Codable, Equatable {
      let name: String
      let rank: Int
    }
    func problem(_ text: String) -> String {
      do {
        let pilot = try JSONDecoder().decode(Pilot.self, from: Data(text.utf8))
        return "ok \\(pilot.name) \\(pilot.rank)"
      } catch {
        return error.localizedDescription
      }
    }
    struct Report: View {
      var body: some View {
        VStack {
          Text(problem(#"{"name": "Amos", "rank": 2}"#))
          Text(problem(#"{"name": "Amos"}"#))
          Text(problem(#"{"name": "Amos", "rank": "two"}"#))
          Text(problem("not json"))
          Text(problem(#"{"name": null, "rank": 1}"#))
          Text(try? JSONDecoder().decode(Pilot.self, from: Data(#"{"rank": 1}"#.utf8)) == nil ? "nil" : "value")
        }
      }
    }
    """

  @Test func decodingErrorsAreCatchableAsSwiftGivesThem() throws {
    let scene = try TestScene(source: Self.errors, root: "Report", path: Self.path)
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "ok Amos 2",
        "The data couldn’t be read because it is missing.",
        "The data couldn’t be read because it isn’t in the correct format.",
        "The data couldn’t be read because it isn’t in the correct format.",
        "The data couldn’t be read because it is missing.",
        "nil",
      ])
  }

  @Test func anUncaughtDecodingErrorNamesItsKey() throws {
    let scene = try TestScene(
      source: """
        struct Pilot: Decodable {
          let name: String
          let rank: Int
        }
        struct Report: View {
          let pilot = try! JSONDecoder().decode(Pilot.self, from: Data(#"{"name": "Amos"}"#.utf8))
          var body: some View { Text(pilot.name) }
        }
        struct Screen: View {
          var body: some View { Report() }
        }
        """, root: "Screen", path: Self.path)
    let error = try #require(scene.first.error)
    #expect(error.line == 6)
    #expect(error.message.contains("keyNotFound"))
    #expect(error.message.contains(#"CodingKeys(stringValue: "rank", intValue: nil)"#))
  }

  @Test func encodingThenDecodingRoundTrips() throws {
    let scene = try TestScene(
      source: Self.model + """

        struct Echo: View {
          var body: some View {
            let ship = Ship(id: 5, name: "Canterbury", crew: ["Holden"], kind: .frigate, captain: Captain(name: "McDowell"), registry: nil)
            let data = try? JSONEncoder().encode(ship)
            let text = data.flatMap { String(data: $0, encoding: .utf8) } ?? "none"
            let back = data.flatMap { try? JSONDecoder().decode(Ship.self, from: $0) }
            VStack {
              Text(text)
              Text(back == ship ? "same" : "different")
              Text("\\(data?.count ?? 0) bytes")
            }
          }
        }
        """, root: "Echo", path: Self.path)
    let json =
      #"{"captain":{"name":"McDowell"},"class":"frigate","crew":["Holden"],"id":5,"name":"Canterbury"}"#
    #expect(scene.first.tree.texts == [json, "same", "\(json.utf8.count) bytes"])
  }

  @Test func snakeCaseKeysAndIntegerRawValuesDecode() throws {
    let scene = try TestScene(
      source: """
        enum Level: Int, Codable {
          case low = 1, high = 2
        }
        struct Reading: Codable {
          let sensorName: String
          let level: Level
        }
        struct Panel: View {
          var body: some View {
            let decoder = JSONDecoder()
            let _ = decoder.keyDecodingStrategy = .convertFromSnakeCase
            let reading = try? decoder.decode(Reading.self, from: Data(#"{"sensor_name": "hull", "level": 2}"#.utf8))
            Text("\\(reading?.sensorName ?? "-") \\(reading?.level == .high ? "high" : "other")")
          }
        }
        """, root: "Panel", path: Self.path)
    #expect(scene.first.tree.texts == ["hull high"])
  }

  /// Foundation's own encodings (Apple, `JSONEncoder`: a `UUID` as its `uuidString`, a `Date`
  /// with the default `deferredToDate` strategy as its seconds since 1 January 2001, a `URL`
  /// as its `absoluteString`), and back; a property without a written type decodes as the type
  /// of its initial value (`var id = UUID()`).
  @Test func foundationValuesEncodeAsFoundationWritesThem() throws {
    let scene = try TestScene(
      source: """
        struct Preset: Codable, Identifiable {
          var id = UUID()
          var name: String
          var made = Date()
          var site: URL
        }

        struct Presets: View {
          @State private var text = ""
          let presets = [Preset(name: "Tabata", site: URL(string: "https://example.org/t")!)]
          var body: some View {
            Text(text).onAppear {
              guard let data = try? JSONEncoder().encode(presets),
                let back = try? JSONDecoder().decode([Preset].self, from: data),
                let json = String(data: data, encoding: .utf8)
              else { return }
              text = "\\(back[0].id == presets[0].id) \\(back[0].made == presets[0].made) "
                + "\\(back[0].site.host ?? "") \\(json.contains("\\"made\\":725794860"))"
            }
          }
        }
        """, root: "Presets")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["true true example.org true"])
  }

  /// `init(from decoder: Decoder)` written by hand runs, with Foundation's containers: a keyed
  /// container reads each key by its `CodingKeys` raw value (`name = "full_name"`),
  /// `decodeIfPresent` gives nil for a missing key, an unkeyed container reads in order
  /// (Apple, `KeyedDecodingContainer`, `UnkeyedDecodingContainer`; the seventeenth sample).
  @Test func aHandWrittenInitFromDecoderRuns() throws {
    let scene = try TestScene(
      source: """
        struct Vegetable: Decodable, Identifiable {
          let id: Int
          let name: String
          let tags: [String]
          let months: [Int]
          enum CodingKeys: String, CodingKey {
            case id, name = "full_name", tags, season
          }
          init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
            var season = try container.nestedUnkeyedContainer(forKey: .season)
            var months: [Int] = []
            while !season.isAtEnd { months.append(try season.decode(Int.self)) }
            self.months = months
          }
        }
        struct Garden: View {
          let json = #"[{"id": 1, "full_name": "Leek", "season": [9, 3]}, {"id": 2, "full_name": "Kale", "tags": ["green"], "season": []}]"#
          var vegetables: [Vegetable] {
            (try? JSONDecoder().decode([Vegetable].self, from: Data(json.utf8))) ?? []
          }
          var body: some View {
            ForEach(vegetables) { v in Text("\\(v.name) \\(v.tags.count) \\(v.months)") }
          }
        }
        """, root: "Garden", path: Self.path)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["Leek 0 [9, 3]", "Kale 1 []"])
  }

  /// A key the hand-written `init(from:)` decodes and the JSON lacks is Swift's `keyNotFound`;
  /// a sized integer decodes within its bounds, `dataCorrupted` outside them.
  @Test func aHandWrittenDecoderFailsAsSwiftDoes() throws {
    let scene = try TestScene(
      source: """
        struct Pilot: Decodable {
          let rank: Int64
          let wing: Int8
          enum CodingKeys: String, CodingKey { case rank, wing }
          init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            rank = try container.decode(Int64.self, forKey: .rank)
            wing = try container.decode(Int8.self, forKey: .wing)
          }
        }
        struct Report: View {
          func read(_ text: String) -> String {
            do {
              let pilot = try JSONDecoder().decode(Pilot.self, from: Data(text.utf8))
              return "\\(pilot.rank) \\(pilot.wing)"
            } catch DecodingError.keyNotFound(let key, _) {
              return "missing \\(key.stringValue)"
            } catch DecodingError.dataCorrupted {
              return "corrupted"
            } catch {
              return "other"
            }
          }
          var body: some View {
            VStack {
              Text(read(#"{"rank": 5000000000, "wing": 7}"#))
              Text(read(#"{"rank": 1}"#))
              Text(read(#"{"rank": 1, "wing": 300}"#))
            }
          }
        }
        """, root: "Report", path: Self.path)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["5000000000 7", "missing wing", "corrupted"])
  }

  /// `Range<Double>` and `ClosedRange<Int>` decode from the two-element array the standard
  /// library's `Codable` conformance writes (lower bound, then upper bound), as Apple's
  /// Landmarks sample decodes a hike's `elevation`; an array of another length is Swift's
  /// decoding error. Expected values read from the JSON by hand.
  @Test func rangesDecodeFromTheirBoundsArray() throws {
    let scene = try TestScene(
      source: #"""
        struct Hike: Codable {
          var elevation: Range<Double>
          var days: ClosedRange<Int>
        }
        func load(_ text: String) -> String {
          guard let hike = try? JSONDecoder().decode(Hike.self, from: Data(text.utf8)) else {
            return "unreadable"
          }
          return "\(hike.elevation.lowerBound) \(hike.elevation.upperBound) \(hike.days.count)"
        }
        struct Trail: View {
          var body: some View {
            VStack {
              Text(load(#"{"elevation": [291.6, 302.8], "days": [1, 3]}"#))
              Text(load(#"{"elevation": [291.6], "days": [1, 3]}"#))
            }
          }
        }
        """#, root: "Trail")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["291.6 302.8 3", "unreadable"])
  }

  /// `JSONSerialization` as Foundation reads and writes JSON (Apple, `JSONSerialization`:
  /// "converts between JSON and the equivalent Foundation objects"): objects keyed by
  /// strings, arrays, strings, numbers (`2` an `Int`, `2.5` a `Double`), booleans; `as?`
  /// casts and the double unwrap of an `AnyObject` lookup read them as old code does; text
  /// that is not JSON throws, and `data(withJSONObject:options: .sortedKeys)` writes keys in
  /// order. Until session 18 not simulated (four screens of sample 35 loaded a quiz this way).
  @Test func jsonSerializationReadsAndWritesFoundationObjects() throws {
    let scene = try TestScene(
      source: #"""
        struct Quiz: View {
          var body: some View {
            let data = Data(#"{"results": [{"q": "Two?", "n": 2, "w": 2.5, "ok": true}]}"#.utf8)
            let object = try? JSONSerialization.jsonObject(with: data, options: .mutableLeaves)
            let root = object as? Dictionary<String, AnyObject>
            let first = (root?["results"] as? [AnyObject])?.first
            let question = first?["q"]!! as! String
            let broken = try? JSONSerialization.jsonObject(with: Data("{".utf8))
            let written = try! JSONSerialization.data(withJSONObject: ["b": 1, "a": [true]], options: .sortedKeys)
            VStack {
              Text(question)
              Text("\(first?["n"] as? Int ?? 0) \(first?["w"] as? Double ?? 0) \(first?["ok"] as? Bool ?? false)")
              Text(broken == nil ? "unreadable" : "read")
              Text(String(data: written, encoding: .utf8) ?? "")
            }
          }
        }
        """#, root: "Quiz")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "Two?", "2 2.5 true", "unreadable", #"{"a":[true],"b":1}"#,
      ])
  }

  /// A resource the app bundles but larger than idlab reads (4 MiB): the read stops there,
  /// saying so, never as the app's own failure to find the file (sample 41: four screens
  /// reported the app's `fatalError`). One byte over the limit.
  @Test func aResourceOverTheLimitIsSaidNotSimulated() throws {
    let root = try makeTemporaryFolder("idlab-big-resource")
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(count: (4 << 20) + 1).write(to: root.appendingPathComponent("table.json"))
    let scene = try TestScene(
      source: """
        struct Table: View {
          @State private var size = -1
          var body: some View {
            Text("\\(size)")
              .onAppear {
                if let url = Bundle.main.url(forResource: "table", withExtension: "json"),
                  let data = try? Data(contentsOf: url)
                {
                  size = data.count
                }
              }
          }
        }
        """, root: "Table", path: root.appendingPathComponent("scene.swift").path)
    #expect(scene.first.error?.id == "not-simulated", "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["-1"])
  }

  /// A coder's `userInfo` starts empty and keeps what the program sets, keyed by
  /// `CodingUserInfoKey(rawValue:)` (two keys of one raw value are one key); the `Decoder` a
  /// hand-written `init(from:)` gets reads the decoder's (Apple, `JSONDecoder.userInfo`,
  /// `Decoder.userInfo`). Sample 52: a write into it stopped on a nil unwrap. Expected by hand.
  @Test func aDecodersUserInfoReachesTheTypesItDecodes() throws {
    let scene = try TestScene(
      source: #"""
        extension CodingUserInfoKey { static let shelf = CodingUserInfoKey(rawValue: "shelf")! }
        struct Book: Decodable {
          let title: String
          let shelf: String
          enum CodingKeys: String, CodingKey { case title }
          init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decode(String.self, forKey: .title)
            shelf = decoder.userInfo[.shelf] as? String ?? "none"
          }
        }
        struct Shelf: View {
          var body: some View {
            let decoder = JSONDecoder()
            decoder.userInfo[CodingUserInfoKey(rawValue: "shelf")!] = "top"
            let book = try! decoder.decode(Book.self, from: Data(#"{"title":"Emma"}"#.utf8))
            let plain = try! JSONDecoder().decode(Book.self, from: Data(#"{"title":"Dune"}"#.utf8))
            return VStack {
              Text("\(book.title) \(book.shelf)")
              Text("\(plain.title) \(plain.shelf) \(JSONEncoder().userInfo.count)")
            }
          }
        }
        """#, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Emma top", "Dune none 0"])
  }

  /// A `Set` decodes from a JSON array, its equal elements one member (`Set` is `Decodable`
  /// from an unkeyed container, Apple); a value of another kind is Foundation's type mismatch.
  /// Sample 52: five files stopped on S117 "decoding `Set<String>`". Expected by hand.
  @Test func aSetDecodesFromAnArray() throws {
    let scene = try TestScene(
      source: #"""
        struct Bar: Decodable { let tags: Set<String> }
        struct Shelf: View {
          var body: some View {
            let bar = try! JSONDecoder().decode(Bar.self, from: Data(#"{"tags":["gin","rum","gin"]}"#.utf8))
            let bad = try? JSONDecoder().decode(Set<Int>.self, from: Data(#"{"a":1}"#.utf8))
            return VStack {
              Text("\(bar.tags.count) \(bar.tags.contains("rum"))")
              Text(bad == nil ? "mismatch" : "decoded")
            }
          }
        }
        """#, root: "Shelf")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["2 true", "mismatch"])
  }
}
