import IdentityEngine
import Testing

@testable import ViewScript

/// MapKit's `Map`: a placeholder whose annotation views have identities per item id, like a
/// `ForEach`; `MKCoordinateRegion`, `CLLocationCoordinate2D`, `MKCoordinateSpan` as values.
@Suite struct MapTests {
  static let atlas = """
    struct Park: Identifiable {
      let id: String
      let lat: Double
      var location: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: lat, longitude: 10) }
    }
    struct Atlas: View {
      @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 6.5, longitude: 16.25),
        span: MKCoordinateSpan(latitudeDelta: 70, longitudeDelta: 70))
      @State private var parks = [Park(id: "kruger", lat: -24), Park(id: "serengeti", lat: -2)]
      var body: some View {
        VStack {
          Map(coordinateRegion: $region, annotationItems: parks) { park in
            MapAnnotation(coordinate: park.location) { Pin(name: park.id) }
          }
          Text("\\(region.center.latitude) \\(region.span.longitudeDelta)")
          Button("Drop") { parks.removeFirst() }
          Button("North") { region.center.latitude += 1 }
        }
      }
    }
    struct Pin: View {
      let name: String
      @State private var taps = 0
      var body: some View { Button(name) { taps += 1 } }
    }
    """

  @Test func annotationViewsHaveIdentitiesPerItemIdLikeAForEach() throws {
    let scene = try TestScene(source: Self.atlas, root: "Atlas")
    let row = "Atlas/VStack/0/Map/0/ForEach"
    #expect(
      scene.first.tree.nodes(ofType: "Pin").map(\.identity) == [
        "\(row)/\"kruger\"/MapAnnotation/0/Pin", "\(row)/\"serengeti\"/MapAnnotation/0/Pin",
      ])
    try scene.perform(#"tap "serengeti""#)
    let dropped = try scene.perform(#"tap "Drop""#)
    #expect(
      dropped.events(.destroy, type: "Pin").map(\.identity) == [
        "\(row)/\"kruger\"/MapAnnotation/0/Pin"
      ])
    // The remaining annotation keeps its identity and its state.
    #expect(dropped.tree.nodes(ofType: "Pin").map { $0.state("taps") } == [.int(1)])
  }

  @Test func regionsAreValuesWithMapKitsProperties() throws {
    let scene = try TestScene(source: Self.atlas, root: "Atlas")
    #expect(scene.first.tree.texts == ["6.5 70.0"])
    let moved = try scene.perform(#"tap "North""#)
    #expect(moved.tree.texts == ["7.5 70.0"])
    #expect(moved.events.isEmpty)
  }

  @Test func iOS17ContentIsMarkersAnnotationsAndCircles() throws {
    let scene = try TestScene(
      source: """
        struct Spot: Identifiable { let id: Int; let name: String }
        struct Explore: View {
          @State private var position: MapCameraPosition = .automatic
          let spots = [Spot(id: 1, name: "Dock"), Spot(id: 2, name: "Hill")]
          var body: some View {
            Map(position: $position) {
              ForEach(spots) { spot in
                Marker(spot.name, coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
              }
              Annotation("Home", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0)) {
                Text("🏠")
              }
              MapCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), radius: 50)
            }
          }
        }
        """, root: "Explore")
    let map = try #require(scene.first.tree.nodes(ofType: "Map").first)
    #expect(
      scene.first.tree.allNodes.map { "\($0.type) \($0.identity)" }.dropFirst(2) == [
        "ForEach Explore/Map/0/ForEach", "Marker Explore/Map/0/ForEach/1/Marker",
        "Marker Explore/Map/0/ForEach/2/Marker", "Annotation Explore/Map/1/Annotation",
        "Text Explore/Map/1/Annotation/0/Text", "MapCircle Explore/Map/2/MapCircle",
      ])
    #expect(map.identity == "Explore/Map")
    #expect(scene.first.tree.nodes(ofType: "Marker").map(\.label) == ["Dock", "Hill"])
  }
}
