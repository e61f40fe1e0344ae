import Foundation
import IdentityEngine
import SwiftSyntax

/// MapKit's `Map` with its content: `Map(coordinateRegion:annotationItems:annotationContent:)`
/// and iOS 17's `Map(position:) { Marker(…); Annotation(…) { … }; MapCircle(…) }`; and the
/// plain values around it (`CLLocationCoordinate2D`, `MKCoordinateSpan`, `MKCoordinateRegion`,
/// `MapCameraPosition`). The map is not drawn; its annotations' views have their identities
/// (docs/semantics.md, "Maps").
extension Interpreter {
  /// The map views and the map content without views.
  static let mapViews: Set<String> = ["Map", "Annotation", "MapAnnotation"]
  static let mapLeaves: Set<String> = [
    "Marker", "MapMarker", "MapPin", "MapCircle", "MapPolyline", "MapPolygon", "UserAnnotation",
  ]
  /// The MapKit and Core Location values idlab carries as plain structs.
  static let mapValueTypes: Set<String> = [
    "CLLocationCoordinate2D", "MKCoordinateSpan", "MKCoordinateRegion", "MapCameraPosition",
  ]

  /// `Map(…)`, `Annotation(…) { … }`, `MapAnnotation(coordinate:) { … }`, `Marker(…)`, …; nil
  /// when `name` is none of them.
  func mapView(
    _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, _ ctx: Context
  ) throws(EvalError) -> Value? {
    if Self.mapLeaves.contains(name) {
      let title = arguments.first { $0.label == nil && !isClosure($0.value) }.map {
        isViewLike($0.value) ? "" : describe($0.value)
      }
      return viewValue(.primitive(Primitive(kind: .mapContent, text: name, label: title)))
    }
    guard Self.mapViews.contains(name) else { return nil }
    let closures = arguments.filter { isClosure($0.value) }
    let content = closures.first { $0.label == nil || $0.label == "content" }?.value
    switch name {
    case "Map":
      if let items = arguments.first(where: { $0.label == "annotationItems" }) {
        // One row per item, keyed by its id, like a `ForEach` over the same data.
        let row = arguments.first { $0.label == "annotationContent" }?.value ?? content
        let rows = try makeForEach(data: items, id: nil, content: row, at: call, ctx)
        return viewValue(.container(.map, [rows]))
      }
      return viewValue(.container(.map, try children(of: content, at: call)))
    default:
      return viewValue(
        .container(
          name == "Annotation" ? .annotation : .mapAnnotation, try children(of: content, at: call)))
    }
  }

  /// `CLLocationCoordinate2D(latitude:longitude:)`, `MKCoordinateSpan(latitudeDelta:
  /// longitudeDelta:)`, `MKCoordinateRegion(center:span:)` and `(center:latitudinalMeters:
  /// longitudinalMeters:)`: structs with MapKit's stored properties; nil for another type.
  func mapValue(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> Value?
  {
    guard Self.mapValueTypes.contains(name), name != "MapCameraPosition" else { return nil }
    func number(_ label: String) -> Double {
      switch arguments.first(where: { $0.label == label })?.value {
      case .int(let value)?: Double(value)
      case .double(let value)?: value
      default: 0
      }
    }
    switch name {
    case "CLLocationCoordinate2D":
      return coordinate(number("latitude"), number("longitude"))
    case "MKCoordinateSpan":
      return span(number("latitudeDelta"), number("longitudeDelta"))
    default:
      let center =
        arguments.first { $0.label == "center" }?.value ?? coordinate(0, 0)
      var spanValue = arguments.first { $0.label == "span" }?.value ?? span(0, 0)
      if arguments.contains(where: { $0.label == "latitudinalMeters" }) {
        // About 111 km a degree of latitude; a degree of longitude shrinks with the latitude.
        let latitude = field("latitude", of: center).flatMap(double) ?? 0
        let metresPerDegree = 111_320.0
        spanValue = span(
          number("latitudinalMeters") / metresPerDegree,
          number("longitudinalMeters") / (metresPerDegree * max(cos(latitude * .pi / 180), 1e-6)))
      }
      return .record(
        type: "MKCoordinateRegion",
        fields: [Value.Field("center", center), Value.Field("span", spanValue)])
    }
  }

  private func coordinate(_ latitude: Double, _ longitude: Double) -> Value {
    .record(
      type: "CLLocationCoordinate2D",
      fields: [Value.Field("latitude", .double(latitude)), .init("longitude", .double(longitude))])
  }

  private func span(_ latitude: Double, _ longitude: Double) -> Value {
    .record(
      type: "MKCoordinateSpan",
      fields: [
        Value.Field("latitudeDelta", .double(latitude)),
        .init("longitudeDelta", .double(longitude)),
      ])
  }
}
