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
enum UnbuiltViews {
  /// The views of `files` that nothing builds, by name.
  static func find(in files: [PreviewCode]) -> Set<String> {
    var views: Set<String> = []
    var libraryTypes: Set<String> = []
    var references: [String: Set<String>] = [:]
    var built: Set<String> = []
    for file in files {
      views.formUnion(file.viewTypes)
      libraryTypes.formUnion(file.publicTypes)
      built.formUnion(file.previewReferences)
      for (owner, names) in file.referencesByOwner {
        references[owner, default: []].formUnion(names)
      }
    }
    views.subtract(libraryTypes)
    for (owner, names) in references where !views.contains(owner) {
      built.formUnion(names)
    }
    var pending = Array(built.intersection(views))
    var expanded: Set<String> = []
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
