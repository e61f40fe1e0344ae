/// The project's views that no code of the app builds.
///
/// A view's body runs only when something builds the view, so no hazard in a view that nothing
/// builds can happen while the app runs (sample O: views whose only uses were commented out,
/// or built only by another such view). A view is built when its name is written (outside
/// comments) by code that runs: a preview (a screen being written keeps its findings, sample
/// F), code outside every type, a type that is not a view of the project (an `App`, a
/// `Widget`, a view model, a hosting controller, an extension of SwiftUI's `View`), a `public`
/// or `open` view (a library's clients build it), or a view that is itself built. Views are
/// only what the project declares or extends as a `View` or a `ViewModifier`; anything the
/// audit cannot tell is a view is taken as code that runs.
///
/// A name written in a target (`AuditedFile.target`: an Xcode project, an `@main` app) builds
/// that target's own view of that name when it declares one, and every target's only when it
/// does not (a shared package's view): a repository of lesson apps that each declare a
/// `TasksView` builds one per app, not all of them at once (sample S).
///
/// Only views whose names start with an uppercase letter are followed: a call of
/// `tabButton(…)` or `_6_Loading()` reads like a function's, so such a view is taken as built
/// (audit sample W: a lowercase view the app builds, and a view only its `#Preview` builds,
/// were said to be built by nothing).
enum UnbuiltViews {
  /// A view as the audit names it: its target and its type's name.
  struct Key: Hashable {
    let target: String
    let name: String
  }

  /// The views of `files` (each with its target) that nothing builds. A name an `extension
  /// View` helper writes builds only when `calledHelpers` holds the helper (every helper when
  /// nil, before the called names are known).
  static func find(
    in files: [(target: String, code: PreviewCode)], calledHelpers: Set<String>? = nil
  ) -> Set<Key> {
    var declared: [String: Set<String>] = [:]
    var declaringTargets: [String: Set<String>] = [:]
    var libraryTypes: Set<Key> = []
    var parents: [String: Set<String>] = [:]
    var typeNames: Set<String> = []
    for (target, file) in files {
      declared[target, default: []].formUnion(file.viewTypes)
      parents.merge(file.viewParents) { $0.union($1) }
      for name in file.typeRanges.keys {
        typeNames.formUnion(name.split(separator: ".").map(String.init))
      }
      for name in file.viewTypes { declaringTargets[name, default: []].insert(target) }
      for name in file.publicTypes { libraryTypes.insert(Key(target: target, name: name)) }
    }
    /// The views a name written in `target` builds: one qualified by a type of the project
    /// (`UI.ExploreLinks`) only the view of that simple name nested in that type (audit sample
    /// AN: `SearchLanguage.Results` built no top-level view `Results`); one qualified by a
    /// module or `Self` as the simple name does.
    func resolve(_ written: String, in target: String) -> [Key] {
      var name = written
      if let dot = written.lastIndex(of: ".") {
        name = String(written[written.index(after: dot)...])
        let qualifier = String(written[..<dot]).split(separator: ".").last.map(String.init) ?? ""
        if typeNames.contains(qualifier), parents[name]?.contains(qualifier) != true { return [] }
      }
      if declared[target]?.contains(name) == true { return [Key(target: target, name: name)] }
      return (declaringTargets[name] ?? []).map { Key(target: $0, name: name) }
    }
    var views = Set(
      declared.flatMap { target, names in
        names.filter { $0.first?.isUppercase == true }.map { Key(target: target, name: $0) }
      })
    views.subtract(libraryTypes)
    var references: [Key: Set<Key>] = [:]
    var built: Set<Key> = []
    for (target, file) in files {
      for name in file.previewReferences { built.formUnion(resolve(name, in: target)) }
      for (helper, names) in file.helperTypeReferences
      where calledHelpers?.contains(helper) ?? true {
        for name in names { built.formUnion(resolve(name, in: target)) }
      }
      for (owner, names) in file.referencesByOwner {
        let resolved = names.flatMap { resolve($0, in: target) }
        let ownerKey = Key(target: target, name: owner)
        if views.contains(ownerKey) {
          references[ownerKey, default: []].formUnion(resolved)
        } else {
          built.formUnion(resolved)
        }
      }
    }
    var pending = Array(built.intersection(views))
    var expanded: Set<Key> = []
    while let view = pending.popLast() {
      guard expanded.insert(view).inserted else { continue }
      for name in references[view] ?? [] where views.contains(name) && !built.contains(name) {
        built.insert(name)
        pending.append(name)
      }
    }
    return views.subtracting(built)
  }
}
