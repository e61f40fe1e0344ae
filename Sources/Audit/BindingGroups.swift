/// Bindings followed into the types they are passed to.
///
/// A `Binding` "can read and write a value owned by a source of truth", "a two-way connection
/// between a property that stores data, and a view that displays and changes the data"
/// (Apple's documentation): `$tabs` handed to `Strip(tabs: $tabs)` lets `Strip`'s code write
/// the caller's `tabs`, and nothing else. When every place a source is handed to is a
/// `@Binding` of a project type, and every such `@Binding` is fed only by those sources (or
/// `.constant(…)`), the sources and bindings form one group whose every write is in the
/// project's code: the group is not fed from outside, and each member has the writes of the
/// whole group (an element edit through `tabs[i].size = …` keeps the shape; an insert or a
/// removal in `Strip` reshapes the caller's `tabs`). Any other use of a member's binding (a
/// system view's `TextField(text: $title)`, a modifier's `isPresented: $shown`, a local copy)
/// leaves the whole group fed from outside, as before.
extension ProjectFacts {
  /// Finds the groups of sources and `@Binding`s whose writes are all made in the project's
  /// code (`followedBindings`), drops their members from the names fed from outside and gives
  /// each member its group's writes. Decided once a target's facts are merged.
  public mutating func resolveBindings() {
    var parent: [String: String] = [:]
    func root(_ member: String) -> String {
      var current = member
      while let next = parent[current], next != current { current = next }
      return current
    }
    func join(_ first: String, _ second: String) {
      let (a, b) = (root(first), root(second))
      if a != b { parent[max(a, b)] = min(a, b) }
    }
    var members = bindingMembers
    for (source, destinations) in bindingPasses {
      members.insert(source)
      for destination in destinations where bindingMembers.contains(destination) {
        join(source, destination)
      }
    }
    for (member, arguments) in bindingArguments where bindingMembers.contains(member) {
      for argument in arguments where argument.hasPrefix("link:") {
        let source = String(argument.dropFirst(5))
        members.insert(source)
        join(member, source)
      }
    }
    var groups: [String: Set<String>] = [:]
    for member in members { groups[root(member), default: []].insert(member) }
    var followed: [String: Set<String>] = [:]
    for group in groups.values where group.allSatisfy(isFollowedBinding) {
      var made = group.reduce(into: Set<String>()) { $0.formUnion(self.writes(of: $1)) }
      if made.contains("reshaped"), keepsDeclaredSize(group) {
        made.remove("reshaped")
        made.insert("written")
      }
      for member in group { followed[member] = made }
    }
    followedBindings = followed
    applyFollowedBindings(followed)
  }

  /// Whether every write to `member` (`Type.name`) is made in its group's code: handed on only
  /// to project `@Binding`s, fed (when it is a `@Binding`) only by its callers' own sources or
  /// constants, and declared with no other wrapper.
  func isFollowedBinding(_ member: String) -> Bool {
    guard member.contains("."), !ownFedMembers.contains(member),
      (bindingPasses[member] ?? []).allSatisfy(bindingMembers.contains)
    else { return false }
    guard bindingMembers.contains(member) else { return true }
    guard let arguments = bindingArguments[member], !arguments.isEmpty else { return false }
    return arguments.allSatisfy { $0.hasPrefix("link:") || $0 == "constant" }
  }

  /// Whether every reshaping write of `group` gives a member the size the group declares:
  /// `picked = [true, false, …]` (seven) handed as `$picked` to a `@Binding var flags` whose
  /// only reshaping writes are `flags = Array(repeating: false, count: 7)`. Each position keeps
  /// its meaning, as after a same-size reset of the property itself (audit sample AR: seven
  /// weekday flags read as changing shape).
  func keepsDeclaredSize(_ group: Set<String>) -> Bool {
    let declared = Set(group.compactMap { declaredMemberSizes[$0] })
    guard declared.count == 1, let size = declared.first, size > 0 else { return false }
    return group.allSatisfy { member in
      let parts = member.split(separator: ".", maxSplits: 1).map(String.init)
      guard parts.count == 2, mutatedWriters[parts[1]]?.contains(parts[0]) == true else {
        return true
      }
      return !unsizedReshapes.contains(member) && sizedResets[member] == [size]
    }
  }

  /// The writes `member`'s type makes to it: `written` (any), `reshaped`, and, for a written
  /// name, `end` and `loaded` as the name's facts say.
  func writes(of member: String) -> Set<String> {
    let parts = member.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return [] }
    let (type, name) = (parts[0], parts[1])
    var found: Set<String> = []
    if mutatedNames.contains(name), mutatedWriters[name]?.contains(type) == true {
      found.insert("reshaped")
    }
    if writers[name]?.contains(type) == true {
      found.insert("written")
      if endChangedNames.contains(name) { found.insert("end") }
      if loadedNames.contains(name) { found.insert("loaded") }
    }
    return found
  }

  /// Drops the members of `followed` (`Type.name` → its group's writes) from the names fed
  /// from outside (a name no type feeds is not fed at all) and gives each its group's writes.
  public mutating func applyFollowedBindings(_ followed: [String: Set<String>]) {
    for (member, writes) in followed.sorted(by: { $0.key < $1.key }) {
      let parts = member.split(separator: ".", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      let (type, name) = (parts[0], parts[1])
      if var feeders = dynamicWriters[name] {
        feeders.remove(type)
        if feeders.isEmpty {
          dynamicWriters[name] = nil
          dynamicNames.remove(name)
        } else {
          dynamicWriters[name] = feeders
        }
      }
      if writes.contains("reshaped") {
        mutatedNames.insert(name)
        mutatedWriters[name, default: []].insert(type)
      }
      if writes.contains("written") { writers[name, default: []].insert(type) }
      if writes.contains("end") { endChangedNames.insert(name) }
      if writes.contains("loaded") { loadedNames.insert(name) }
    }
  }
}
