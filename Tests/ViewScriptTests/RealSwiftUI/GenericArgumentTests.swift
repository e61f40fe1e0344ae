import IdentityEngine
import Testing

@testable import ViewScript

/// A generic view's parameter, inside its body (and in its type's name), names the type its instance was made with, as
/// Swift infers it from the initializer's arguments (sample 41: `ForEach(T.allCases)` in an
/// `EnumPicker<T: CaseIterable>` stopped at ‹T›, and the view was named
/// `EnumPicker<Binding<Meal>>`). Expected values by hand from the scene's declarations.
@Suite struct GenericArgumentTests {
  static let scene = """
    enum Meal: String, CaseIterable, Identifiable {
      case breakfast, lunch, dinner
      var id: String { rawValue }
    }
    enum Size: Int, CaseIterable, Identifiable {
      case small, large
      var id: Int { rawValue }
    }
    struct EnumPicker<T: CaseIterable & Identifiable & Hashable>: View
    where T.AllCases: RandomAccessCollection {
      @Binding var selection: T
      var body: some View {
        VStack {
          ForEach(T.allCases) { value in Text(String(describing: value)) }
          Text("\\(T.allCases.count)")
        }
      }
    }
    struct Badge<Item>: View {
      let item: Item
      var body: some View { Text(String(describing: Item.self)) }
    }
    struct Menu: View {
      @State private var meal: Meal = .lunch
      @State private var size: Size = .large
      var body: some View {
        VStack {
          EnumPicker(selection: $meal)
          EnumPicker(selection: $size)
          Badge(item: Meal.dinner)
        }
      }
    }
    """

  @Test func aParameterIsTheTypeItsInstanceWasMadeWith() throws {
    let scene = try TestScene(source: Self.scene, root: "Menu")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(
      scene.first.tree.texts == [
        "breakfast", "lunch", "dinner", "3", "small", "large", "2", "Meal",
      ])
    // Two specialisations, each named by its binding's value type, not `Binding<Meal>`.
    let identities = scene.first.tree.allNodes.map(\.identity)
    #expect(identities.contains("Menu/VStack/0/EnumPicker<Meal>"))
    #expect(identities.contains("Menu/VStack/1/EnumPicker<Size>"))
    #expect(identities.contains("Menu/VStack/2/Badge<Meal>"))
  }

  /// A generic function whose result holds its parameter (`-> [T]`) learns it from the declared
  /// type of what its call initializes or a computed property returns, part by part
  /// (`[Fruit]`: `T` is `Fruit`), and `[T].self`
  /// inside it is `[Fruit].self` (sample 43: three S117 "decoding `T`"). Expected by hand from
  /// the JSON in the scene.
  @Test func aResultHoldingTheParameterLearnsItPartByPart() throws {
    let scene = try TestScene(
      source: #"""
        struct Fruit: Decodable { let name: String }
        func decodeList<T: Decodable>(_ json: String) -> [T] {
          (try? JSONDecoder().decode([T].self, from: Data(json.utf8))) ?? []
        }
        func decodeTable<T: Decodable>(_ json: String) -> [String: T]? {
          try? JSONDecoder().decode([String: T].self, from: Data(json.utf8))
        }
        extension Fruit {
          static var citrus: [Fruit] { decodeList(#"[{"name":"Yuzu"}]"#) }
        }
        struct Basket: View {
          let fruits: [Fruit] = decodeList(#"[{"name":"Fig"},{"name":"Kiwi"}]"#)
          let table: [String: Fruit]? = decodeTable(#"{"a":{"name":"Lime"}}"#)
          var body: some View {
            VStack {
              Text(fruits.map(\.name).joined(separator: " "))
              Text(table?["a"]?.name ?? "none")
              Text(Fruit.citrus.first?.name ?? "none")
            }
          }
        }
        """#, root: "Basket")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Fig Kiwi", "Lime", "Yuzu"])
  }

  /// A generic parameter hides a type of the program of the same name inside its type (review
  /// of session 20: `Item.self` was the program's `Item`, `T.allCases` a program enum `T`'s).
  /// Expected by hand.
  @Test func aParameterHidesAProgramTypeOfItsName() throws {
    let scene = try TestScene(
      source: """
        struct Item { let name: String }
        enum T: String, CaseIterable { case x, y, z }
        enum Size: String, CaseIterable { case s, m }
        struct Badge<Item>: View {
          let item: Item
          var body: some View { Text(String(describing: Item.self)) }
        }
        struct Picker2<T: CaseIterable>: View {
          let current: T
          var body: some View { Text("\\(T.allCases.count)") }
        }
        struct Board: View {
          var body: some View {
            VStack {
              Badge(item: 3)
              Picker2(current: Size.m)
            }
          }
        }
        """, root: "Board")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Int", "2"])
  }

  /// A generic function that returns another generic function's result passes its own `T` on
  /// (`func bundled<T>() -> T { parse(data) }` with `func parse<T>(_:) -> T`; also as `[T]`),
  /// as Swift infers the inner `T` from the outer one. Sample 52: five files stopped on S117
  /// "decoding `T`". Expected by hand from the JSON in the scene.
  @Test func aParameterIsPassedOnToAnotherGenericFunction() throws {
    let scene = try TestScene(
      source: #"""
        struct Fruit: Decodable { let name: String }
        func parse<T: Decodable>(_ data: Data) -> T {
          do { return try JSONDecoder().decode(T.self, from: data) } catch { fatalError("bad") }
        }
        func bundled<T: Decodable>(_ json: String) -> T { parse(Data(json.utf8)) }
        func listed<T: Decodable>(_ json: String) -> [T] {
          let items: [T] = parse(Data(json.utf8))
          return items
        }
        struct Basket: View {
          let names: [String] = bundled(#"["pear", "fig"]"#)
          let fruits: [Fruit] = listed(#"[{"name":"Kiwi"}]"#)
          var body: some View {
            VStack {
              Text(names.joined(separator: " "))
              Text(fruits.first?.name ?? "none")
            }
          }
        }
        """#, root: "Basket")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["pear fig", "Kiwi"])
  }
}
