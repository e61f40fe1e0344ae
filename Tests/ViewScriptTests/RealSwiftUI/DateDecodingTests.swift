import Foundation
import IdentityEngine
import Testing

@testable import ViewScript

/// `Date` members decoded with a `JSONDecoder`'s `dateDecodingStrategy`: `.formatted(f)`,
/// `.iso8601`, `.secondsSince1970`, `.millisecondsSince1970` and the default `.deferredToDate`.
///
/// Expected instants are worked out by hand from the JSON (86 400 s after 1970 is 2 January
/// 1970; 100 s after 2001 is 00:01:40); the error texts are the ones Foundation's own
/// `JSONDecoder` gives for the same JSON (swift-foundation, run outside idlab).
@Suite struct DateDecodingTests {
  static let scene = #"""
    struct Mission: Codable, Identifiable {
      let name: String
      let launchDate: Date?
      var id: String { name }
    }
    struct Stamp: Codable {
      let at: Date
    }
    struct Launches: View {
      @State private var log: [String] = []
      let missions: [Mission] = {
        let formatter = DateFormatter()
        formatter.dateFormat = "y-MM-dd"
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        let json = #"[{"name": "Apollo 11", "launchDate": "1969-07-16"}, {"name": "Apollo 7", "launchDate": null}, {"name": "Gemini 3"}]"#
        return (try? decoder.decode([Mission].self, from: Data(json.utf8))) ?? []
      }()
      func stamp(_ json: String, _ strategy: JSONDecoder.DateDecodingStrategy) -> String {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        do {
          return "\(try decoder.decode(Stamp.self, from: Data(json.utf8)).at)"
        } catch DecodingError.typeMismatch(let type, let context) {
          return "mismatch \(type): \(context.debugDescription)"
        } catch DecodingError.dataCorrupted(let context) {
          return "corrupted: \(context.debugDescription)"
        } catch {
          return "other"
        }
      }
      var body: some View {
        VStack {
          List(missions) { mission in
            Text("\(mission.name) \(mission.launchDate.map { "\($0)" } ?? "no date")")
          }
          Button("Decode") {
            let formatter = DateFormatter()
            formatter.dateFormat = "y-MM-dd"
            log.append(stamp(#"{"at": "2024-03-05T10:20:30Z"}"#, .iso8601))
            log.append(stamp(#"{"at": 86400}"#, .secondsSince1970))
            log.append(stamp(#"{"at": 2000}"#, .millisecondsSince1970))
            log.append(stamp(#"{"at": 100}"#, .deferredToDate))
            log.append(stamp(#"{"at": "2024-03-05"}"#, .iso8601))
            log.append(stamp(#"{"at": "July 16"}"#, .formatted(formatter)))
            log.append(stamp(#"{"at": 12}"#, .formatted(formatter)))
            log.append(stamp(#"{"at": "soon"}"#, .secondsSince1970))
          }
        }
      }
    }
    """#

  @Test func aFormattedStrategyDecodesEachRowsDate() throws {
    let scene = try TestScene(source: Self.scene, root: "Launches")
    #expect(scene.first.error == nil)
    #expect(
      scene.first.tree.texts == [
        "Apollo 11 1969-07-16 00:00:00 +0000", "Apollo 7 no date", "Gemini 3 no date",
      ])
    #expect(
      scene.first.tree.nodes(ofType: "Text").map(\.identity) == [
        #"Launches/VStack/0/List/0/ForEach/"Apollo 11"/Text"#,
        #"Launches/VStack/0/List/0/ForEach/"Apollo 7"/Text"#,
        #"Launches/VStack/0/List/0/ForEach/"Gemini 3"/Text"#,
      ])
  }

  @Test func eachStrategyReadsItsJSONAndThrowsFoundationsErrors() throws {
    let scene = try TestScene(source: Self.scene, root: "Launches")
    let step = try scene.perform(#"tap "Decode""#)
    #expect(step.error == nil)
    #expect(
      step.tree.state("log")
        == .array(
          [
            "2024-03-05 10:20:30 +0000", "1970-01-02 00:00:00 +0000",
            "1970-01-01 00:00:02 +0000", "2001-01-01 00:01:40 +0000",
            "corrupted: Expected date string to be ISO8601-formatted.",
            "corrupted: Date string does not match format expected by formatter.",
            "mismatch String: Expected to decode String but found number instead.",
            "mismatch Double: Expected to decode Double but found a string instead.",
          ].map { Value.string($0) }))
  }

  /// A strategy the program declares in its extension of the nested library type, used as an
  /// implicit member, by its qualified name, or built by a qualified call
  /// (`JSONDecoder.DateDecodingStrategy.formatted(f)`), is the `.formatted(f)` it gives; a
  /// formatter's `calendar` is settable. Sample 52: two previews stopped on an unknown
  /// strategy. Expected by hand from the JSON: 5 March 2024, written as the device writes it.
  @Test func aStrategyTheProgramDeclaresIsItsFormatter() throws {
    let scene = try TestScene(
      source: #"""
        extension DateFormatter {
          static let dayFormat: DateFormatter = {
            let f = DateFormatter()
            f.dateFormat = "yyyy-MM-dd"
            f.calendar = Calendar(identifier: .iso8601)
            return f
          }()
        }
        extension JSONDecoder.DateDecodingStrategy {
          static var day: JSONDecoder.DateDecodingStrategy {
            JSONDecoder.DateDecodingStrategy.formatted(DateFormatter.dayFormat)
          }
        }
        struct Stamp: Decodable { let at: Date }
        struct Stamps: View {
          func read(_ strategy: JSONDecoder.DateDecodingStrategy) -> String {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = strategy
            let stamp = try! decoder.decode(Stamp.self, from: Data(#"{"at":"2024-03-05"}"#.utf8))
            return stamp.at.formatted(date: .abbreviated, time: .omitted)
          }
          var body: some View {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .day
            let first = try! decoder.decode(Stamp.self, from: Data(#"{"at":"2024-03-05"}"#.utf8))
            return VStack {
              Text(first.at.formatted(date: .abbreviated, time: .omitted))
              Text(read(JSONDecoder.DateDecodingStrategy.day))
              Text("\(DateFormatter.dayFormat.calendar.identifier)")
            }
          }
        }
        """#)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Mar 5, 2024", "Mar 5, 2024", "iso8601"])
  }
}
