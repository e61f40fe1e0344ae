/// SwiftUI's named colours: the one table of what idlab knows about each one — its member
/// (`Color.green`, `.green`), its swatch (sRGB, light appearance) and the words learners use
/// for it in idlab's languages.
///
/// The interpreter accepts exactly these members, screens paint these swatches, answers are
/// read with these words:
///
///     NamedColor.named("Color.green")?.rgb      // RGB(52, 199, 89)
///     NamedColor.named(".teal")?.spanish.first  // "verde azulado"
public struct NamedColor: Hashable, Sendable {
  /// An sRGB colour, 8 bits per channel.
  public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// A colour from its three channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }
  }

  /// The member of `Color` (`green`, `accentColor`).
  public var member: String
  /// The swatch, or nil for `clear` (nothing to paint).
  public var rgb: RGB?
  /// English words for it; the first is the one idlab prints.
  public var english: [String]
  /// Spanish words for it; the first is the one idlab prints.
  public var spanish: [String]

  /// Every named colour SwiftUI has (and so idlab's interpreter), in SwiftUI's order.
  public static let all: [NamedColor] = [
    NamedColor("red", RGB(255, 59, 48), ["red"], ["rojo", "roja"]),
    NamedColor("orange", RGB(255, 149, 0), ["orange"], ["naranja"]),
    NamedColor("yellow", RGB(255, 204, 0), ["yellow"], ["amarillo", "amarilla"]),
    NamedColor("green", RGB(52, 199, 89), ["green"], ["verde"]),
    NamedColor("mint", RGB(0, 199, 190), ["mint"], ["menta"]),
    NamedColor("teal", RGB(48, 176, 199), ["teal"], ["verde azulado", "teal", "verde azulada"]),
    NamedColor("cyan", RGB(50, 173, 230), ["cyan"], ["cian"]),
    NamedColor("blue", RGB(0, 122, 255), ["blue"], ["azul"]),
    NamedColor("indigo", RGB(88, 86, 214), ["indigo"], ["índigo", "añil"]),
    NamedColor(
      "purple", RGB(175, 82, 222), ["purple"], ["morado", "púrpura", "morada", "purpura"]),
    NamedColor("pink", RGB(255, 45, 85), ["pink"], ["rosa", "rosado"]),
    NamedColor("brown", RGB(162, 132, 94), ["brown"], ["marrón", "café"]),
    NamedColor("gray", RGB(142, 142, 147), ["gray", "grey"], ["gris"]),
    NamedColor("black", RGB(0, 0, 0), ["black"], ["negro", "negra"]),
    NamedColor("white", RGB(255, 255, 255), ["white"], ["blanco", "blanca"]),
    NamedColor("clear", nil, ["clear"], ["transparente"]),
    NamedColor("primary", RGB(0, 0, 0), ["primary"], ["primario"]),
    NamedColor("secondary", RGB(138, 138, 142), ["secondary"], ["secundario"]),
    NamedColor("accentColor", RGB(0, 122, 255), ["accentColor"], ["accentColor"]),
  ]

  private init(_ member: String, _ rgb: RGB?, _ english: [String], _ spanish: [String]) {
    self.member = member
    self.rgb = rgb
    self.english = english
    self.spanish = spanish
  }

  private static let byMember: [String: NamedColor] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.member, $0) })

  /// The member a colour is written with: `Color.green`, `.green` and `green` all give `green`.
  public static func member(in name: String) -> String {
    var result = Substring(name)
    if result.hasPrefix("Color.") { result = result.dropFirst("Color.".count) }
    if result.hasPrefix(".") { result = result.dropFirst() }
    return String(result)
  }

  /// The colour `name` writes (`Color.green`, `.green`, `green`), or nil when SwiftUI has none
  /// by that name.
  public static func named(_ name: String) -> NamedColor? {
    byMember[member(in: name)]
  }
}
