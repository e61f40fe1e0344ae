import SwiftSyntax

/// What the audited project declares and mutates, collected from every file before the rules
/// run, so a rule in one file knows that a view model in another file publishes `ships`.
///
/// Facts are keyed by name, not by type, within one target (an app or a sample app with its own
/// Xcode project: `Auditor` merges facts per target), and a name changes only where the code
/// writes it: a `@State var ships` that nothing assigns, appends to or binds is as constant as
/// a `let`. docs/audit.md measures what that gets right on projects nobody here had seen.
public struct ProjectFacts: Sendable, Hashable {
  /// Names something outside the code changes: declared with a wrapper fed from elsewhere
  /// (`@Binding`, `@Query`, `@FetchRequest`, `@AppStorage`, `@Environment`, …), or passed whole
  /// as a binding (`$ships`, not `$ships[index]` or `ForEach($ships)`, which edit elements).
  public var dynamicNames: Set<String> = []
  /// Members (functions and computed properties, by name) and whether every declaration of
  /// that name returns a collection built with distinct elements (`DistinctAccumulator`).
  public var distinctResults: [String: Bool] = [:]
  /// Names the code writes in a way that can change their shape or value: `insert`, `remove…`,
  /// `move`, `sort`, `swapAt`, `toggle`, the project's own `mutating` methods, `&name`, assignment
  /// or `+=` outside an initializer.
  public var mutatedNames: Set<String> = []
  /// For each name in `mutatedNames`, whose property the reshaping writes reach (as `writers`):
  /// another type's `stats` reloaded from a button does not reshape this model's `stats`.
  public var mutatedWriters: [String: Set<String>] = [:]
  /// The sizes each property (`Type.name`) is given whole by its own type's code, where the
  /// file declares no size for it (`flags = Array(repeating: false, count: 7)` on a `@Binding
  /// var flags`): decided against its binding group's declared size (`BindingGroups`).
  public var sizedResets: [String: Set<Int>] = [:]
  /// Properties (`Type.name`) a write reshapes that is not a sized reset (`sizedResets`): a
  /// shape-changing call, an assignment of another value, a removal, a function's load that
  /// is not one. Every place that records a reshaping writer records it here too, except the
  /// sized resets themselves.
  public var unsizedReshapes: Set<String> = []
  /// Properties (`Type.name`) that code in an extension of their type reshapes, and those it
  /// writes at all (`extension Panes { func closeFirst() { panes.remove(at: 0) } }`), wherever
  /// the extension is: `scoped(to:)` gives them to the file that declares the property.
  public var extensionReshapes: Set<String> = []
  public var extensionWrites: Set<String> = []
  /// The size each stored property (`Type.name`) is declared with (`= [true, false, …]`).
  public var declaredMemberSizes: [String: Int] = [:]
  /// Collections changed only at their end (`append`, `removeLast`, `popLast`): their positions
  /// keep their elements.
  public var endChangedNames: Set<String> = []
  /// Names the code assigns only when a view appears (`.onAppear`, `.task`): loaded once, with
  /// every row then new, not reshaped under rows that already hold state.
  public var loadedNames: Set<String> = []
  /// Collections whose elements the code edits in place (`ships[i] = …`, `ships[i].name = …`,
  /// `$ships[i]`, `ForEach($ships)`): their shape stays, their values change.
  public var elementWrittenNames: Set<String> = []
  /// Stored properties declared in the project's types (not computed, not local).
  public var storedNames: Set<String> = []
  /// Who writes each name: the type whose own code writes it (`Fleet`), a variable through
  /// which it is written (`@store`, resolved with `valueTypes`), or `?` when that cannot be
  /// told. A read of `model.sections` whose `model` is a `Survey` changes only by writes that
  /// can reach a `Survey`'s `sections`, not another type's.
  public var writers: [String: Set<String>] = [:]
  /// Names read in the app's view code (`body`, helper `some View` members, `@ViewBuilder`
  /// functions, not previews): read bare, as `Owner.name` (the reading type's own property, or
  /// a global); a computed collection read there is built again on every body update.
  public var renderReadNames: Set<String> = []
  /// Names read in view code as a member of something else (`model.cards`, `Sample.cards`).
  public var renderReadMembers: Set<String> = []
  /// For each member read in view code, what it is read through: a type (`OfferSheet`, from a
  /// variable declared with it), a variable whose type the file does not say (`@sheet`), or `?`
  /// (`renderReadMembers`; `memberReadInViewCode(_:of:)`).
  public var renderMemberReaders: [String: Set<String>] = [:]
  /// Members read in view code through a type's name (`Engine.proposals`, `Self.rows`), as
  /// `Type.name`: the only reads that can reach a `static` member.
  public var typeQualifiedReads: Set<String> = []
  /// Collection builders declared `static` (`Engine.proposals`), by key.
  public var staticBuilders: Set<String> = []
  /// What each collection builder outside view code reads (`SearchView.results` →
  /// `.filtered`, `SearchView.text`), by its key (`Owner.name`, or `name` for a global):
  /// members as `.name`, bare names as `Owner.name` (`resolveBuilderReads`).
  public var builderReads: [String: Set<String>] = [:]
  /// Computed collections and the collection each one derives from (`sortedItems` → `items`
  /// for `var sortedItems: [Item] { items.sorted { … } }`): facts about the source apply.
  public var computedSources: [String: String] = [:]
  /// The arguments the project passes for each input where it builds a value of a type of its
  /// own (`Grid(columns: 3)` → `Grid.columns`): `true` while every one is a literal. An input
  /// every caller passes as a literal is as constant as a `let` with that value.
  public var literalInputs: [String: Bool] = [:]
  /// Every text the code gives a stored property, as `writer|name` (the writer as in
  /// `writers`, including an initializer's own writes and the declared initial value): a
  /// literal, a localized string fetched by a literal key, or something else.
  public var textAssignments: [String: Set<TextSource>] = [:]
  /// The project's localized texts by key (`StringCatalogs`).
  public var localizedTexts: [String: [String]] = [:]
  /// Names assigned as a view appears inside a Combine subscription (`sink`) whose publisher
  /// is named (`PHPhotoLibrary.isAuthorized`, `library.access`): a load when every one emits
  /// at most once (`OneShotPublisher`), decided by `resolvingLoads(with:)`.
  public var pendingLoads: [String: Set<String>] = [:]
  /// `writer|name` → (writer, name).
  static func splitWriterKey(_ key: String) -> (writer: String, name: String) {
    let parts = key.split(separator: "|", maxSplits: 1).map(String.init)
    return parts.count == 2 ? (parts[0], parts[1]) : ("?", key)
  }

  /// The collection of a `collection|field` key (`repeatableFieldAppends`).
  static func splitFieldKey(_ key: String) -> String {
    String(key.prefix { $0 != "|" })
  }

  /// Names assigned in a function their own file does not show to run only as a view appears
  /// (`func load()` of a view model), as `writer|name` (whose property the assignment
  /// reaches), by the ways a call names those functions (`load(userId:)`, `load{}` for a call
  /// with a trailing closure): a load when every such call in the target runs as a view
  /// appears, decided by `resolvingLoads(with:)`.
  public var pendingFunctionLoads: [String: Set<String>] = [:]
  /// For each call shape (`load(userId:)`), where its calls (through any receiver:
  /// `model.load(userId: id)`) run: `appear` (as a view appears), `in:` and the call shapes of
  /// the function whose statements hold the call, or `other`.
  public var callContexts: [String: Set<String>] = [:]
  /// Inputs some caller passes a value for that is not a literal but may be a constant
  /// (`Row(movies: featured)`, `Row(movies: movie.related)`, `Row(data: data)`), as
  /// `Type.label`: `literalInputs` counts them as literals until `resolveInputs` decides
  /// whether each is a constant where it is read.
  public var pendingInputs: [String: Set<ArgumentValue>] = [:]
  /// The same for function parameters (`literalArguments`), as `name(label:)`.
  public var pendingArguments: [String: Set<ArgumentValue>] = [:]
  /// The names each computed property and function (keyed as in `computedReads` and
  /// `functionReads`) reads a member of (`model` in `model.rows`): a value read through one
  /// of them is fixed only while that one is a value, not an object.
  public var memberBases: [String: Set<String>] = [:]
  /// Names declared with a wrapper that holds an object (`@StateObject`, `@ObservedObject`,
  /// `@EnvironmentObject`, `@Bindable`, `@Environment`), as `Type.name` (a bare name outside
  /// a type).
  public var objectNames: Set<String> = []
  /// Classes and actors the project declares: their members change under the same reference.
  public var referenceTypes: Set<String> = []
  /// What each function of the project reads besides its parameters, as `Type.name` (or
  /// `name` for a global function); nil when it calls a function of its own or reads the
  /// clock or a random source.
  public var functionReads: [String: Set<String>?] = [:]
  /// Stored properties, as `Type.name`.
  public var storedMembers: Set<String> = []
  /// Stored `let` properties, as `Type.name`: fixed once the value is built.
  public var letMembers: Set<String> = []
  /// The declared type of each typed property of the project's types, as `Type.name` →
  /// `URL?`, `[Ship]`: what `model.name` is when `model`'s type is known.
  public var memberTypes: [String: String] = [:]
  /// Stored properties of a struct without an initial value: whoever builds the value passes
  /// them, and a view (or a style, a modifier) is built again by its parent with new ones.
  public var inputNames: Set<String> = []
  /// Collections the code appends a literal to (`items.append("New")`), with the literal's
  /// type: the same value every time the code runs.
  public var literalAppends: [String: String] = [:]
  /// Who appends to each collection values that can repeat (a writer as in `writers`): not a
  /// counter the file bumps, not the collection's own count, not an element put back where it
  /// was taken from.
  public var repeatableAppends: [String: Set<String>] = [:]
  /// `collection|field` → who appends to the collection values built with a `field` that can
  /// repeat (`FactCollector.repeatableFields`), as in `repeatableAppends`.
  public var repeatableFieldAppends: [String: Set<String>] = [:]
  /// For each collection with `repeatableAppends`, the functions whose bodies make those
  /// inserts without a membership check on their path ("" for one outside any function).
  public var unguardedInsertFunctions: [String: Set<String>] = [:]
  /// `collection|function` → how many calls of `function` (by base name) are made only once
  /// a membership check of `collection` passed (`guard !store.words.contains(word) else {
  /// return }; store.add(word)`).
  public var guardedCallCounts: [String: Int] = [:]
  /// How many calls of each function base name the code makes (`store.add(word)`: `add`).
  public var callCounts: [String: Int] = [:]
  /// Who appends a literal to each collection (`literalAppends`), as in `writers`.
  public var literalAppenders: [String: Set<String>] = [:]
  /// Names that gain elements one at a time (`append`, `insert`), so values can repeat.
  public var appendedNames: Set<String> = []
  /// For each method called on a value (`.if(…)`), what its calls give as their first
  /// unlabeled argument: `""` for a Boolean literal, the name a plain reference reads
  /// (`isIPad` for `Constants.isIPad`, `compact` for `!compact`), `"*"` for anything else.
  public var callConditions: [String: Set<String>] = [:]
  /// Names declared in the file the facts came from (properties and local variables).
  public var declaredNames: Set<String> = []
  /// Names declared `let` with an initial value (`private let letters = Array("ABC")`) or
  /// `static let`: they never change while a view shows them. A plain `let rating: Int` of a
  /// view is not one: the parent can pass another value on its next update.
  public var constantNames: Set<String> = []
  /// Constants declared with an array literal that repeats an element (`let trees = ["oak",
  /// "elm", "oak"]`), computed properties and functions that return such a value
  /// (`RepeatingAccumulator`), and the repeated element's text.
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
  /// Structs declared inside another type (`MedicalRecordExport.EmergencyContact`), by simple
  /// name: outside their owner that name is another type's, a class of the module when one is
  /// declared (Swift looks a name up from where it is written).
  public var nestedStructNames: Set<String> = []
  /// Types that declare an `id` member.
  public var typesWithID: Set<String> = []
  /// Types whose stored `id` defaults to `UUID()` (a new id for every instance made).
  public var typesWithFreshDefaultID: Set<String> = []
  /// The element type of each function returning an array (`func sectionData() ->
  /// [SectionData]`), by `Owner.name` (the bare name outside every type).
  public var functionElementTypes: [String: String] = [:]
  /// The members each type's own `hash(into:)` reads, by type name: a type hashed and
  /// compared by `let`s alone keeps its `\.self` identity when its `var`s change.
  public var hashMembers: [String: Set<String>] = [:]
  /// The members each type's own `==` reads, by type name (`hashMembers`).
  public var equalityMembers: [String: Set<String>] = [:]
  /// Types whose `id` is computed from their whole value (`var id: Int { hashValue }`,
  /// `var id: Self { self }`): keyed by it, a row is keyed as by `id: \.self`.
  public var typesWithContentID: Set<String> = []
  /// For such a type, the argument labels of each initializer its body declares that gives
  /// `id` another value than a fresh `UUID()` (`SMPList` → `["entity:"]` for `init?(entity:)`
  /// assigning `self.id = id`): an instance made with one keeps that id.
  public var idAssigningInitializers: [String: Set<String>] = [:]

  /// Who feeds each name declared with a wrapper fed from outside or passed whole as a
  /// binding: the type that declares the wrapper or whose code passes `$name`, a variable
  /// (`$model.ships` → `@model`, resolved with `valueTypes`), or `?`. `book.rating` with
  /// `book: Book` is not fed by a form's `@State rating` passed as `$rating`.
  public var dynamicWriters: [String: Set<String>] = [:]
  /// A store's live results, as `Type.name`: a property declared with `@Query`,
  /// `@FetchRequest`, `@SectionedFetchRequest` or `@ObservedResults`, or of type
  /// `FetchedResults`/`SectionedFetchedResults` (which only a fetch request makes), and an
  /// input some caller fills with such a value (`resolveStoreFedInputs`): the store changes
  /// them as records are added, deleted or fetched again, wherever they are passed. Also an
  /// input some caller fills with a property the code reshapes (`resolveReshapedInputs`).
  public var storeFedMembers: Set<String> = []
  /// Inputs by declaration, as `Type.name` (`inputNames`, with the struct that declares them):
  /// a bare read in another type (a class's `let`, set once in its initializer) is no input.
  public var inputMembers: Set<String> = []
  /// A struct's inputs declared as functions that return nothing (`let onTap: () -> Void`), as
  /// `Type.name`, and, under `Type.`, whether the struct's last function-typed input (the one a
  /// trailing closure fills, SE-0286) is one: a closure passed there is an action the view calls
  /// on an event, never view content (`RenderContext`; audit sample AY).
  public var actionInputs: Set<String> = []
  /// The last function-typed input of each struct, as `Type.name`, by its type's name.
  public var lastClosureInputs: [String: String] = [:]
  /// Closure and loop parameters, with the collection whose elements they take
  /// (`ForEach(books) { book in … }` → `book` ← `books`; `viewModel.chapters` as written): the
  /// parameter's type is that collection's element type, resolved with the project's facts.
  /// The parameters of a closure that destructures a tuple element take its components, as
  /// `source#index` (`ForEach(groups, id: \.key) { day, events in … }` → `day` ←
  /// `groups#0`, `events` ← `groups#1`): never the element's own type.
  public var elementSources: [String: String] = [:]
  /// What the project's callers pass for each labeled parameter of a function, as
  /// `name(label:)`: `true` while every argument is a literal. A parameter every call passes
  /// as a literal is a constant of each call (`particles(howMany: 30)`).
  public var literalArguments: [String: Bool] = [:]
  /// The data of every `ForEach` and `List` keyed by its elements' `id` (no `id:`, or
  /// `id: \.id`), written as `elementSources` writes it, or `?` for data of another shape and
  /// for a `.id(x.id)` modifier: where a type's ids can become an identity.
  public var identitySources: Set<String> = []
  /// Whether `type` declares its own `hash(into:)` and `==`, both reading only its `let`
  /// members: equal values are the same instance's whatever its `var`s hold, so under
  /// `id: \.self` editing a `var` keeps the identity.
  public func isHashedByConstants(_ type: String) -> Bool {
    guard let hashed = hashMembers[type], let compared = equalityMembers[type],
      !hashed.isEmpty, !compared.isEmpty
    else { return false }
    return hashed.union(compared).allSatisfy { letMembers.contains("\(type).\($0)") }
  }

  /// Environment values fixed for a view's whole life, by key path (`.widgetFamily`).
  static let fixedEnvironmentKeys: Set<String> = [".widgetFamily"]
  /// Whether a call of `name` at `node` keys a row per element of its first unlabeled argument,
  /// by its `id` or its `id:` key path: `ForEach`, `List`, and, in a file that imports Swift
  /// Charts, `Chart(_:content:)` and `Chart(_:id:content:)`, which wrap "the data that you
  /// provide as input in an implicit `ForEach`" (Apple's documentation of `Chart`; audit sample
  /// AG missed seven charts). A program's own `Chart` view, in a file without `import Charts`,
  /// is not one.
  static func keysRows(_ name: String?, at node: some SyntaxProtocol) -> Bool {
    switch name {
    case "ForEach", "List": return true
    case "Chart":
      return node.root.as(SourceFileSyntax.self)?.statements.contains {
        $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "Charts"
      } == true
    default: return false
    }
  }
  /// The modifiers that present an `Identifiable` item and key it by its `id`.
  static let itemPresenters: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
    "navigationDestination", "inspector",
  ]
  /// Stored properties a custom initializer makes from its parameters alone, as `Type.name` →
  /// the parameters as callers write them (`Card.isTotal` → `#0` for
  /// `init(_ title: String) { isTotal = title == "Total" }`): literal when every caller passes
  /// literals for those.
  public var derivedInputs: [String: Set<String>] = [:]
  /// The initializer parameters, as callers write them (`InfoPopoverButton.maxWidth`), whose
  /// default is a literal: a call that leaves one out passes that literal.
  public var literalDefaults: Set<String> = []
  /// Computed properties of the project's types, as `Type.name`, with the names their getter
  /// reads bare or through `self` (nil when it calls a function of its own: it can read
  /// anything). One that reads only the type's stored `let`s is as fixed as they are.
  public var computedReads: [String: Set<String>?] = [:]
  /// Types the project declares (`struct`, `class`, `enum`, `actor`, not an `extension` of
  /// another module's type): a member of any other type is declared outside the project.
  public var declaredTypes: Set<String> = []
  /// Structs declared as a `View`, `ViewModifier`, `App` or `Scene`.
  public var viewTypes: Set<String> = []
  /// Type-like names written inside preview code (`PreviewCode`).
  public var previewTypeReferences: Set<String> = []
  /// The cases each enum of the project declares (`Badge` → `follow`, `picked`).
  public var enumCases: [String: Set<String>] = [:]
  /// The names the code reads or makes as values (`x.name`, `.createNew`, `name`), outside
  /// the patterns that only match them (`case .createNew:`): an enum case not among them is
  /// never made.
  public var valueNames: Set<String> = []
  /// The protocols and superclasses each type of the project names in its declaration or its
  /// extensions (`ViewPath` → `IdentifiableDestination`).
  public var inheritedNames: [String: Set<String>] = [:]
  /// Types whose initializer calls put a value into a collection (`[Machine()]`,
  /// `rows.append(Row(…))`, `map { Row(…) }`), whatever the collection's declared type.
  public var listedTypes: Set<String> = []
  /// The project's protocols that refine `Identifiable` (`protocol Destination:
  /// Identifiable`): a collection of one holds any type conforming to it.
  public var identifiableOpenTypes: Set<String> = []
  /// Computed properties, as `Type.name`, every `return` of whose getter is an array literal
  /// of implicit members or one implicit member (`[.wide, .truncate]`, `[.wide]`): the
  /// options each return lists.
  public var computedReturnSets: [String: [Set<String>]] = [:]
  /// Computed properties, as `Type.name`, whose getter is one membership test of a property
  /// of the type for an implicit member (`options.contains(.wide)`), as `options|wide`.
  public var computedContains: [String: String] = [:]
  /// Inputs (`Type.label`) and parameters (`name(label:)`) some caller passes a value for that
  /// can be no constant at all (a local variable, a closure): set by `resolveInputs`.
  public var varyingInputs: Set<String> = []
  public var varyingArguments: Set<String> = []
  /// Stored `@Binding` properties, as `Type.name`: fed by whoever builds the type.
  public var bindingMembers: Set<String> = []
  /// Stored properties declared with a wrapper fed from outside other than `@Binding`
  /// (`@AppStorage`, `@Query`, `@Environment`, …), as `Type.name`.
  public var ownFedMembers: Set<String> = []
  /// Where each type's own property is handed whole as a binding (`$tabs`), as `Type.name` →
  /// the labeled input of a project type it is passed to (`Strip.tabs` for `Strip(tabs:
  /// $tabs)`), or `?` for any other use (a system view, a modifier, a local copy).
  public var bindingPasses: [String: Set<String>] = [:]
  /// What every place that builds a type passes for each labeled input, as `Type.label` →
  /// `link:Owner.name` (the caller's own `$name`), `constant` (`.constant(…)`) or `other`.
  public var bindingArguments: [String: Set<String>] = [:]
  /// The `@Binding` properties and the sources they are bound to whose every write is made in
  /// the code of the types that declare them (`resolveBindings`), as `Type.name`, with the
  /// writes their group makes (`written`, `reshaped`, `end`, `loaded`): none is fed from
  /// outside the code, and each has every write of its group.
  public var followedBindings: [String: Set<String>] = [:]

  /// The project's types that only preview code names and that are not views, `namedInApp`
  /// being every type-like name written outside preview code in the whole audit (a package's
  /// type named only by its own previews is still the app's when the app's target builds it):
  /// their code is preview code too. A view that only its preview builds is not one: it is a
  /// screen being written, or a sample collection's lesson, and runs once something shows it.
  public func previewOnlyTypes(namedInApp: Set<String>) -> Set<String> {
    declaredTypes.intersection(previewTypeReferences).subtracting(namedInApp)
      .subtracting(viewTypes)
  }

  /// No facts.
  public init() {}

  /// These project facts as seen from the file that contributed `file`: for a name the file
  /// declares itself, only the file's own facts count (a `let books` literal in this view is
  /// not made dynamic by another type's `books` elsewhere); other names keep the project's.
  public func scoped(to file: ProjectFacts) -> ProjectFacts {
    var copy = self
    let local = file.declaredNames
    copy.dynamicNames = dynamicNames.subtracting(local).union(file.dynamicNames)
    copy.mutatedNames = mutatedNames.subtracting(local).union(file.mutatedNames)
    for name in local { copy.mutatedWriters[name] = file.mutatedWriters[name] }
    copy.endChangedNames = endChangedNames.subtracting(local).union(file.endChangedNames)
    copy.loadedNames = loadedNames.subtracting(local).union(file.loadedNames)
    for name in local { copy.writers[name] = file.writers[name] }
    copy.elementWrittenNames = elementWrittenNames.subtracting(local).union(
      file.elementWrittenNames)
    copy.appendedNames = appendedNames.subtracting(local).union(file.appendedNames)
    copy.setNames = setNames.subtracting(local).union(file.setNames)
    copy.constantNames = constantNames.subtracting(local).union(file.constantNames)
    copy.localOnlyNames = file.localOnlyNames
    copy.repeatableFieldAppends = repeatableFieldAppends.filter {
      !local.contains(Self.splitFieldKey($0.key))
    }.merging(file.repeatableFieldAppends.filter { local.contains(Self.splitFieldKey($0.key)) }) {
      _, new in new
    }
    // A stored property this file declares is still written by its type's extensions in
    // other files: `extension Panes { func closeFirst() { panes.remove(at: 0) } }` elsewhere
    // reshapes `Panes.panes` (audit sample AR: a true warning read as a note). Only an
    // extension's writes count, never another type's of the same simple name (a `ViewModel`
    // nested in each of two views).
    for member in file.storedMembers {
      let parts = member.split(separator: ".", maxSplits: 1).map(String.init)
      guard parts.count == 2, local.contains(parts[1]) else { continue }
      let (owner, name) = (parts[0], parts[1])
      if extensionReshapes.contains(member) {
        copy.mutatedNames.insert(name)
        copy.mutatedWriters[name, default: []].insert(owner)
      }
      if extensionWrites.contains(member) { copy.writers[name, default: []].insert(owner) }
    }
    for name in local {
      copy.repeatableAppends[name] = file.repeatableAppends[name]
      copy.unguardedInsertFunctions[name] = file.unguardedInsertFunctions[name]
      copy.literalAppenders[name] = file.literalAppenders[name]
      copy.literalAppends[name] = file.literalAppends[name]
      copy.repeatingConstants[name] = file.repeatingConstants[name]
      copy.elementTypes[name] = file.elementTypes[name]
      copy.valueTypes[name] = file.valueTypes[name]
      copy.dynamicWriters[name] = file.dynamicWriters[name]
    }
    // A closure's or loop's parameter is an element of the collection it walks, or one
    // component of a tuple element it destructures.
    for (parameter, source) in file.elementSources.sorted(by: { $0.key < $1.key }) {
      let parts = source.split(separator: "#", maxSplits: 1).map(String.init)
      guard let types = copy.elementTypes(of: parts[0]), !types.isEmpty else { continue }
      guard parts.count == 2, let index = Int(parts[1]) else {
        copy.valueTypes[parameter, default: []].formUnion(types)
        continue
      }
      // Only a tuple type has components: another declaration's `[Event]` of the same name
      // says nothing of this parameter.
      for type in types.sorted() {
        guard let components = type.tupleComponents, index < components.count else { continue }
        var component = components[index]
        while component.hasSuffix("?") || component.hasSuffix("!") { component.removeLast() }
        if component.hasPrefix("["), component.hasSuffix("]"), !component.hasTopLevelColon {
          copy.elementTypes[parameter, default: []].insert(
            String(component.dropFirst().dropLast()))
        } else {
          copy.valueTypes[parameter, default: []].insert(component)
        }
      }
    }
    return copy
  }

  /// Adds another file's facts.
  public mutating func merge(_ other: ProjectFacts) {
    callConditions.merge(other.callConditions) { $0.union($1) }
    distinctResults.merge(other.distinctResults) { $0 && $1 }
    dynamicNames.formUnion(other.dynamicNames.subtracting(other.localOnlyNames))
    mutatedNames.formUnion(other.mutatedNames.subtracting(other.localOnlyNames))
    sizedResets.merge(other.sizedResets) { $0.union($1) }
    extensionReshapes.formUnion(other.extensionReshapes)
    extensionWrites.formUnion(other.extensionWrites)
    unsizedReshapes.formUnion(other.unsizedReshapes)
    declaredMemberSizes.merge(other.declaredMemberSizes) { first, _ in first }
    for (name, found) in other.mutatedWriters where !other.localOnlyNames.contains(name) {
      mutatedWriters[name, default: []].formUnion(found)
    }

    endChangedNames.formUnion(other.endChangedNames.subtracting(other.localOnlyNames))
    loadedNames.formUnion(other.loadedNames.subtracting(other.localOnlyNames))
    elementWrittenNames.formUnion(other.elementWrittenNames.subtracting(other.localOnlyNames))
    storedNames.formUnion(other.storedNames)
    letMembers.formUnion(other.letMembers)
    storedMembers.formUnion(other.storedMembers)
    renderReadNames.formUnion(other.renderReadNames)
    renderReadMembers.formUnion(other.renderReadMembers)
    renderMemberReaders.merge(other.renderMemberReaders) { $0.union($1) }
    builderReads.merge(other.builderReads) { $0.union($1) }
    typeQualifiedReads.formUnion(other.typeQualifiedReads)
    staticBuilders.formUnion(other.staticBuilders)
    computedSources.merge(other.computedSources) { first, _ in first }
    literalInputs.merge(other.literalInputs) { $0 && $1 }
    pendingInputs.merge(other.pendingInputs) { $0.union($1) }
    textAssignments.merge(other.textAssignments) { $0.union($1) }
    for (name, roots) in other.pendingLoads where !other.localOnlyNames.contains(name) {
      pendingLoads[name, default: []].formUnion(roots)
    }
    for (key, functions) in other.pendingFunctionLoads
    where !other.localOnlyNames.contains(Self.splitWriterKey(key).name) {
      pendingFunctionLoads[key, default: []].formUnion(functions)
    }
    callContexts.merge(other.callContexts) { $0.union($1) }
    pendingArguments.merge(other.pendingArguments) { $0.union($1) }
    functionReads.merge(other.functionReads) { first, _ in first }
    memberBases.merge(other.memberBases) { $0.union($1) }
    objectNames.formUnion(other.objectNames)
    referenceTypes.formUnion(other.referenceTypes)
    literalArguments.merge(other.literalArguments) { $0 && $1 }
    for (name, found) in other.writers where !other.localOnlyNames.contains(name) {
      writers[name, default: []].formUnion(found)
    }
    for (name, found) in other.dynamicWriters where !other.localOnlyNames.contains(name) {
      dynamicWriters[name, default: []].formUnion(found)
    }
    inputMembers.formUnion(other.inputMembers)
    actionInputs.formUnion(other.actionInputs)
    lastClosureInputs.merge(other.lastClosureInputs) { first, _ in first }
    storeFedMembers.formUnion(other.storeFedMembers)
    memberTypes.merge(other.memberTypes) { first, _ in first }
    inputNames.formUnion(other.inputNames)
    literalAppends.merge(other.literalAppends.filter { !other.localOnlyNames.contains($0.key) }) {
      first, _ in first
    }
    for (name, found) in other.repeatableAppends where !other.localOnlyNames.contains(name) {
      repeatableAppends[name, default: []].formUnion(found)
      unguardedInsertFunctions[name, default: []].formUnion(
        other.unguardedInsertFunctions[name] ?? [])
    }
    for (key, found) in other.repeatableFieldAppends
    where !other.localOnlyNames.contains(Self.splitFieldKey(key)) {
      repeatableFieldAppends[key, default: []].formUnion(found)
    }
    guardedCallCounts.merge(other.guardedCallCounts, uniquingKeysWith: +)
    callCounts.merge(other.callCounts, uniquingKeysWith: +)
    for (name, found) in other.literalAppenders where !other.localOnlyNames.contains(name) {
      literalAppenders[name, default: []].formUnion(found)
    }
    appendedNames.formUnion(other.appendedNames.subtracting(other.localOnlyNames))
    constantNames.formUnion(other.constantNames.subtracting(other.localOnlyNames))
    declaredNames.formUnion(other.declaredNames)
    elementTypes.merge(other.elementTypes) { $0.union($1) }
    repeatingConstants.merge(other.repeatingConstants) { first, _ in first }
    setNames.formUnion(other.setNames)
    valueTypes.merge(other.valueTypes.filter { !other.localOnlyNames.contains($0.key) }) {
      $0.union($1)
    }
    structsWithMutableFields.formUnion(other.structsWithMutableFields)
    nestedStructNames.formUnion(other.nestedStructNames)
    typesWithID.formUnion(other.typesWithID)
    typesWithFreshDefaultID.formUnion(other.typesWithFreshDefaultID)
    typesWithContentID.formUnion(other.typesWithContentID)
    hashMembers.merge(other.hashMembers) { mine, _ in mine }
    equalityMembers.merge(other.equalityMembers) { mine, _ in mine }
    functionElementTypes.merge(other.functionElementTypes) { mine, _ in mine }
    idAssigningInitializers.merge(other.idAssigningInitializers) { $0.union($1) }
    declaredTypes.formUnion(other.declaredTypes)
    viewTypes.formUnion(other.viewTypes)
    identitySources.formUnion(other.identitySources)
    computedReads.merge(other.computedReads) { first, _ in first }
    derivedInputs.merge(other.derivedInputs) { $0.union($1) }
    literalDefaults.formUnion(other.literalDefaults)
    previewTypeReferences.formUnion(other.previewTypeReferences)
    enumCases.merge(other.enumCases) { $0.union($1) }
    valueNames.formUnion(other.valueNames)
    inheritedNames.merge(other.inheritedNames) { $0.union($1) }
    identifiableOpenTypes.formUnion(other.identifiableOpenTypes)
    listedTypes.formUnion(other.listedTypes)
    computedReturnSets.merge(other.computedReturnSets) { first, _ in first }
    computedContains.merge(other.computedContains) { first, _ in first }
    bindingMembers.formUnion(other.bindingMembers)
    ownFedMembers.formUnion(other.ownFedMembers)
    bindingPasses.merge(other.bindingPasses) { $0.union($1) }
    bindingArguments.merge(other.bindingArguments) { $0.union($1) }
  }
}

extension ProjectFacts {
  /// What a call's first argument is, for `callConditions`.
  static func conditionKey(_ expression: ExprSyntax) -> String {
    let expression = expression.unparenthesized
    if expression.is(BooleanLiteralExprSyntax.self) { return "" }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return conditionKey(prefix.expression)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    // `Constants.isIPad`, `self.compact`: the member a type or `self` names.
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self).map({
        $0.baseName.tokenKind == .keyword(.self) || $0.baseName.text.first?.isUppercase == true
      }) == true
    {
      return member.declName.baseName.text
    }
    return "*"
  }

  /// Whether every call of the method `name` in the target gives a first argument that cannot
  /// change while the view that calls it lives: a Boolean literal, a constant (`static let`, a
  /// `let` with an initial value) nothing writes, or a property of the calling view (`Owner.name`)
  /// that is constant for the instance (`isConstant`: an input every caller leaves at its
  /// default or fills with a constant, audit sample AM). False when nothing calls it.
  func callsGiveOnlyConstants(_ name: String) -> Bool {
    guard let keys = callConditions[name], !keys.isEmpty else { return false }
    return keys.allSatisfy { key in
      if key.isEmpty { return true }
      let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
      if parts.count == 2 { return isConstant(parts[1], bare: true, owners: [parts[0]]) }
      return constantNames.contains(key) && !mutatedNames.contains(key)
    }
  }
}
