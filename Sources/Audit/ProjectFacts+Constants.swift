/// Which values cannot change while a view shows them, and the inputs that every caller fills
/// with such a value.
extension ProjectFacts {
  /// Names whose value is new on every read.
  static let volatileNames: Set<String> = [
    "Date", "UUID", "random", "randomElement", "shuffled", "now", "CFAbsoluteTimeGetCurrent",
  ]

  /// Whether `name` cannot change while a view shows it: declared constant (a `let` with its
  /// value, a `static let`), a stored property or global nothing writes that (read bare, as
  /// the view's own property) no parent passes or every parent passes a constant, or a computed
  /// property whose getter reads only such values and calls no function of its own. `owners`
  /// are the types it is read as a property of, when known.
  public func isConstant(_ name: String, bare: Bool, owners: Set<String>?) -> Bool {
    isConstant(name, bare: bare, owners: owners, depth: 0)
  }

  func isConstant(_ name: String, bare: Bool, owners: Set<String>?, depth: Int) -> Bool {
    if constantNames.contains(name) { return true }
    // A computed property of the owner is not another type's stored property of that name.
    let computedHere = owners?.contains { computedReads["\($0).\(name)"] != nil } == true
    if storedNames.contains(name), !computedHere {
      return !changes(name, of: owners)
        && !(bare && isInput(name, of: owners) && !isLiteralInput(name, of: owners))
        && !(bare && localOnlyNames.contains(name))
    }
    return isFixedComputedValue(name, of: owners, depth: depth)
  }

  /// Whether the computed property `name` of `owners` (a global one when they are not known)
  /// reads only constants: it makes the same value on every read.
  func isFixedComputedValue(_ name: String, of owners: Set<String>?, depth: Int) -> Bool {
    guard depth < 4 else { return false }
    let keys = owners.map { $0.sorted().map { "\($0).\(name)" } } ?? [name]
    guard !keys.isEmpty else { return false }
    return keys.allSatisfy { key in
      guard let found = computedReads[key], let reads = found else { return false }
      let owner = key.contains(".") ? key.split(separator: ".").first.map(String.init) : nil
      guard readsOnlyValues(memberBases[key] ?? [], in: owner) else { return false }
      return reads.allSatisfy { read in
        read != name
          && isConstant(
            read, bare: true, owners: owner.map { [$0] } ?? ownersOfBareRead(read, in: nil),
            depth: depth + 1)
      }
    }
  }

  /// Whether every name in `bases`, read in `owner`'s code, holds a value and not an object:
  /// declared without an object wrapper (`@StateObject`, `@ObservedObject`, …) and with no
  /// class or actor of the project as its type. An object's members change under the same
  /// reference, so `model.rows` is not fixed because `model` is.
  func readsOnlyValues(_ bases: Set<String>, in owner: String?) -> Bool {
    bases.allSatisfy { base in
      guard !objectNames.contains(owner.map { "\($0).\(base)" } ?? base),
        !(owner == nil && objectNames.contains { $0.hasSuffix(".\(base)") })
      else { return false }
      // The type the owner declares for it, else the types declared for the name anywhere.
      let types: Set<String>
      if let owner, let declared = memberTypes["\(owner).\(base)"] {
        types = [declared.baseTypeName]
      } else {
        types = Set(valueTypes[base]?.map(\.baseTypeName) ?? [])
      }
      return types.isDisjoint(with: referenceTypes)
    }
  }

  /// The type a bare read of `name` in `reader`'s code is a property of, when it declares one.
  func ownersOfBareRead(_ name: String, in reader: String?) -> Set<String>? {
    guard let reader, !reader.isEmpty,
      storedMembers.contains("\(reader).\(name)")
        || computedReads["\(reader).\(name)"] != nil
    else { return nil }
    return [reader]
  }

  /// Reads of a collection builder that view code reads are view code's reads too,
  /// transitively: `var results: [Item] { Catalog.filtered(text) }` read in `body` runs
  /// `Catalog.filtered` on every body update (audit sample V: rows of fresh ids made by a
  /// factory function called from a computed property).
  public mutating func resolveBuilderReads() {
    guard !builderReads.isEmpty else { return }
    func lastName(_ key: String) -> String {
      key.split(separator: ".").last.map(String.init) ?? key
    }
    // Bare names read anywhere in view code, for globals (`Owner.name` → `name`).
    var bareNames = Set(renderReadNames.map(lastName))
    var left = Set(builderReads.keys)
    let keys = builderReads.keys.sorted()
    var changed = true
    while changed {
      changed = false
      for key in keys where left.contains(key) {
        let name = lastName(key)
        // A static builder is reached only through its type's name (or bare in its type).
        let isRead =
          staticBuilders.contains(key)
          ? typeQualifiedReads.contains(key) || renderReadNames.contains(key)
            || typeQualifiedReads.contains("Self.\(name)")
          : renderReadMembers.contains(name) || renderReadNames.contains(key)
            || (!key.contains(".") && bareNames.contains(name))
        guard isRead else { continue }
        left.remove(key)
        changed = true
        for read in builderReads[key] ?? [] {
          if read.hasPrefix("^") {
            // `Type.name`: a member read through a type's name.
            let qualified = String(read.dropFirst())
            typeQualifiedReads.insert(qualified)
            renderReadMembers.insert(lastName(qualified))
          } else if read.hasPrefix(".") {
            renderReadMembers.insert(String(read.dropFirst()))
          } else {
            renderReadNames.insert(read)
            bareNames.insert(lastName(read))
          }
        }
      }
    }
  }

  /// Decides the inputs and parameters some caller passes a value for that is not a literal
  /// (`pendingInputs`, `pendingArguments`): one is a constant when every caller passes a
  /// literal or a value that is a constant where it is read, the caller's own constant inputs
  /// included (`PieChart(data: [25, 15])` passes a literal, and its `PieRow(data: data)`
  /// passes it on). Least fixed point: one counts only once every value for it is shown
  /// constant.
  public mutating func resolveInputs() {
    // Some caller passes a value that can be no constant: the input varies whatever the others.
    varyingInputs = Set(literalInputs.filter { !$0.value }.keys)
    varyingArguments = Set(literalArguments.filter { !$0.value }.keys)
    let inputs = pendingInputs.keys.filter { literalInputs[$0] == true }.sorted()
    let arguments = pendingArguments.keys.filter { literalArguments[$0] == true }.sorted()
    for key in inputs { literalInputs[key] = false }
    for key in arguments { literalArguments[key] = false }
    var changed = true
    var rounds = 0
    while changed, rounds < 8 {
      changed = false
      rounds += 1
      for key in inputs where literalInputs[key] == false {
        if (pendingInputs[key] ?? []).allSatisfy({ isConstant($0) }) {
          literalInputs[key] = true
          changed = true
        }
      }
      for key in arguments where literalArguments[key] == false {
        if (pendingArguments[key] ?? []).allSatisfy({ isConstant($0) }) {
          literalArguments[key] = true
          changed = true
        }
      }
    }
  }

  /// Adds to `storeFedMembers` the inputs some caller fills with a store's live results: its
  /// own `@Query`/`@FetchRequest` property, a `FetchedResults` property, or its own input that
  /// is itself so filled (`HomeView(dreams: dreams)` passed on to `DreamList(dreams: dreams)`).
  /// A child's plain `let dreams` shows the store's records as they come and go.
  public mutating func resolveStoreFedInputs() {
    markFedInputs { facts, value in
      guard case .name(let name, let reader?) = value else { return false }
      return facts.storeFedMembers.contains("\(reader).\(name)")
    }
    resolveReshapedInputs()
  }

  /// Adds to `storeFedMembers`, until nothing more is added, every input some caller fills with
  /// a value `feeds` says is fed.
  private mutating func markFedInputs(_ feeds: (ProjectFacts, ArgumentValue) -> Bool) {
    var changed = true
    var rounds = 0
    while changed, rounds < 8 {
      changed = false
      rounds += 1
      for (key, values) in pendingInputs.sorted(by: { $0.key < $1.key })
      where !storeFedMembers.contains(key) && values.contains(where: { feeds(self, $0) }) {
        storeFedMembers.insert(key)
        changed = true
      }
    }
  }

  /// Adds to `storeFedMembers` the inputs some caller fills with its own property, or a property of
  /// a value whose type the code says (`bands: viewModel.bands`, `viewModel` an
  /// `OCRDebugViewModel`), that the code reshapes (`mutatedNames`, by a writer that reaches that
  /// type, `mutatedWriters`: not only appended to, not only loaded as a view appears), or with such
  /// an input: a child's `let bands` shows each new value its parent passes (audit sample AM: OCR
  /// results replaced under an open window's positional rows, reported as a collection that never
  /// changes).
  mutating func resolveReshapedInputs() {
    markFedInputs { facts, value in
      // Reshaped by a writer that reaches `owner`'s `name`: another type's `items` reshaped
      // says nothing of this one's (review of session 23).
      func reshaped(_ name: String, of owner: String) -> Bool {
        guard !facts.storeFedMembers.contains("\(owner).\(name)") else { return true }
        guard facts.mutatedNames.contains(name), let writers = facts.mutatedWriters[name] else {
          return false
        }
        return facts.reaches(writers, [owner])
      }
      switch value {
      case .name(let name, let reader?):
        return reshaped(name, of: reader)
      case .member(let base, let name, let reader?):
        guard let type = facts.memberTypes["\(reader).\(base)"]?.baseTypeName else {
          return false
        }
        return reshaped(name, of: type)
      default:
        return false
      }
    }
  }
}
