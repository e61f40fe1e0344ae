/// The names one `Scope` declares, with their values, in declaration order.
///
/// A scope holds a handful of names (a closure's parameters, a function's locals), so a linear
/// search comparing names beats hashing each one at every level of the scope chain: a name
/// shorter than 16 bytes is compared as two machine words. Reads and writes look like a
/// dictionary's (`table[name]`, `table[name] = nil` removes).
struct ScopeTable<Element> {
  private var names: [String] = []
  private var elements: [Element] = []

  /// An empty table.
  init() {}

  /// The value declared as `name`, if any; assigning nil removes the name.
  subscript(name: String) -> Element? {
    get {
      guard let index = index(of: name) else { return nil }
      return elements[index]
    }
    set {
      let index = index(of: name)
      switch (index, newValue) {
      case (let index?, let value?): elements[index] = value
      case (let index?, nil):
        names.remove(at: index)
        elements.remove(at: index)
      case (nil, let value?):
        names.append(name)
        elements.append(value)
      case (nil, nil): break
      }
    }
  }

  /// Sets `name` to `value`, returning the value it replaces (nil when `name` is new).
  @discardableResult
  mutating func updateValue(_ value: Element, forKey name: String) -> Element? {
    guard let index = index(of: name) else {
      names.append(name)
      elements.append(value)
      return nil
    }
    let old = elements[index]
    elements[index] = value
    return old
  }

  /// Whether `name` is declared here.
  func contains(_ name: String) -> Bool { index(of: name) != nil }

  /// The declared names, in declaration order.
  var keys: [String] { names }

  /// Whether nothing is declared.
  var isEmpty: Bool { names.isEmpty }

  @inline(__always)
  private func index(of name: String) -> Int? {
    // Backwards: the latest declaration is the likeliest to be read next.
    var index = names.count
    while index > 0 {
      index -= 1
      if names[index] == name { return index }
    }
    return nil
  }
}
