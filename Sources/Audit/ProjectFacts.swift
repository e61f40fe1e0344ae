/// What the audited project declares and mutates, collected from every file before the rules
/// run, so a rule in one file knows that a view model in another file publishes `ships`.
///
/// Facts are keyed by name, not by type: a property `ships` published anywhere makes every
/// `ships` dynamic. That errs towards warnings for common names, which docs/audit.md measures.
public struct ProjectFacts: Sendable, Hashable {
  /// Names declared with a state-like wrapper (`@State`, `@Published`, `@Binding`, `@Query`, …),
  /// as a `var` of an `@Observable` class, or passed as a binding (`$ships`).
  public var dynamicNames: Set<String> = []
  /// Names whose shape the code changes: `append`, `insert`, `remove…`, `move`, `sort`,
  /// `swapAt`, assignment or `+=` outside an initializer.
  public var mutatedNames: Set<String> = []
  /// Names that gain elements one at a time (`append`, `insert`), so values can repeat.
  public var appendedNames: Set<String> = []
  /// Names declared in the file the facts came from (properties and local variables).
  public var declaredNames: Set<String> = []
  /// Names whose values the code keeps unique: their membership is checked
  /// (`usedWords.contains(word)`, typically before an `append`), or every value appended to
  /// them is a counter the file bumps (`numbers.append(next)` with `next += 1`).
  public var uniqueByCodeNames: Set<String> = []
  /// Names declared `let` with an initial value (`private let letters = Array("ABC")`) or
  /// `static let`: they never change while a view shows them. A plain `let rating: Int` of a
  /// view is not one: the parent can pass another value on its next update.
  public var constantNames: Set<String> = []
  /// Constants declared with an array literal that repeats an element (`let trees = ["oak",
  /// "elm", "oak"]`), and the repeated element's text.
  public var repeatingConstants: [String: String] = [:]
  /// Names the file declares only as local variables (inside a function or closure): their
  /// mutations stay facts of that file and are not merged into the project's.
  public var localOnlyNames: Set<String> = []
  /// Collection names and the element types declared for them (`ships: [Ship]` → `Ship`).
  public var elementTypes: [String: Set<String>] = [:]
  /// Names declared as a `Set`, whose elements cannot repeat.
  public var setNames: Set<String> = []
  /// Names and the non-collection types declared for them (`ship: Ship`).
  public var valueTypes: [String: Set<String>] = [:]
  /// Structs with at least one stored `var` (their value changes when a field does).
  public var structsWithMutableFields: Set<String> = []
  /// Types that declare an `id` member.
  public var typesWithID: Set<String> = []
  /// Types whose stored `id` defaults to `UUID()` (a new id for every instance made).
  public var typesWithFreshDefaultID: Set<String> = []

  /// No facts.
  public init() {}

  /// Whether the collection or value called `name` can change while a view shows it.
  public func changes(_ name: String) -> Bool {
    dynamicNames.contains(name) || mutatedNames.contains(name)
  }

  /// These project facts as seen from the file that contributed `file`: for a name the file
  /// declares itself, only the file's own facts count (a `let books` literal in this view is
  /// not made dynamic by another type's `books` elsewhere); other names keep the project's.
  public func scoped(to file: ProjectFacts) -> ProjectFacts {
    var copy = self
    let local = file.declaredNames
    copy.dynamicNames = dynamicNames.subtracting(local).union(file.dynamicNames)
    copy.mutatedNames = mutatedNames.subtracting(local).union(file.mutatedNames)
    copy.appendedNames = appendedNames.subtracting(local).union(file.appendedNames)
    copy.setNames = setNames.subtracting(local).union(file.setNames)
    copy.constantNames = constantNames.subtracting(local).union(file.constantNames)
    for name in local {
      copy.repeatingConstants[name] = file.repeatingConstants[name]
      copy.elementTypes[name] = file.elementTypes[name]
      copy.valueTypes[name] = file.valueTypes[name]
    }
    return copy
  }

  /// Adds another file's facts.
  public mutating func merge(_ other: ProjectFacts) {
    dynamicNames.formUnion(other.dynamicNames.subtracting(other.localOnlyNames))
    mutatedNames.formUnion(other.mutatedNames.subtracting(other.localOnlyNames))
    appendedNames.formUnion(other.appendedNames.subtracting(other.localOnlyNames))
    uniqueByCodeNames.formUnion(other.uniqueByCodeNames)
    constantNames.formUnion(other.constantNames.subtracting(other.localOnlyNames))
    declaredNames.formUnion(other.declaredNames)
    elementTypes.merge(other.elementTypes) { $0.union($1) }
    repeatingConstants.merge(other.repeatingConstants) { first, _ in first }
    setNames.formUnion(other.setNames)
    valueTypes.merge(other.valueTypes) { $0.union($1) }
    structsWithMutableFields.formUnion(other.structsWithMutableFields)
    typesWithID.formUnion(other.typesWithID)
    typesWithFreshDefaultID.formUnion(other.typesWithFreshDefaultID)
  }
}
