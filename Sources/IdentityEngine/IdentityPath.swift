/// A view identity: a path of components from the root, stored as a parent-pointer chain.
///
/// Paths share their prefixes, so extending one is O(1) and no string is built until the
/// path is printed (once, lazily). The printed form joins the components with `/`:
///
///     Bench/VStack/0/ForEach/"nimbus"/IdentityRow
///
/// - a view's type name (`VStack`, `IdentityRow`) for every view node;
/// - a static slot index (`0`) for a child of a container;
/// - `if:0` / `if:1` for the two leaves of an `if`/`else`, `case:N` for a conditional with
///   more than two leaves;
/// - `some` for the content of an `Optional` (an `if` without `else`);
/// - `AnyView<T>` for the content of an `AnyView` whose wrapped type is `T`;
/// - a ForEach row's id, printed as Swift would write it (`"nimbus"`, `3`);
/// - `id=x` for the content of `.id(x)`.
final class IdentityPath {
  /// One step of a path.
  enum Component {
    case type(String)
    case slot(Int)
    case leaf(Int, of: Int)
    case some
    case anyView(String)
    case row(Value)
    case explicitID(Value)
  }

  let parent: IdentityPath?
  let component: Component
  private var cached: String?

  init(parent: IdentityPath?, component: Component) {
    self.parent = parent
    self.component = component
  }

  /// The path extended by one component.
  func appending(_ component: Component) -> IdentityPath {
    IdentityPath(parent: self, component: component)
  }

  /// The printed component.
  var componentString: String {
    switch component {
    case .type(let name): name
    case .slot(let index): String(index)
    case .leaf(let leaf, let count): count <= 2 ? "if:\(leaf)" : "case:\(leaf)"
    case .some: "some"
    case .anyView(let type): "AnyView<\(type)>"
    case .row(let id): id.displayDescription
    case .explicitID(let id): "id=\(id.displayDescription)"
    }
  }

  /// The printed path (computed once).
  ///
  /// - Complexity: O(depth) the first time, O(1) afterwards.
  var string: String {
    if let cached { return cached }
    let result: String
    if let parent {
      result = parent.string + "/" + componentString
    } else {
      result = componentString
    }
    cached = result
    return result
  }
}
