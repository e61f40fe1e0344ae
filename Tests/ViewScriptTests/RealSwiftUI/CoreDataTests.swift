import Foundation
import IdentityEngine
import IdlabTestSupport
import Testing

@testable import ViewScript

/// Core Data as an empty in-memory store: the entities of the project's `.xcdatamodeld` are the
/// classes Xcode's code generation would give them, `@FetchRequest` lists the store's instances.
@Suite struct CoreDataTests {
  /// A model with one generated entity (`Note`) and one whose class the project writes itself.
  static let contents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="stars" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
            <attribute name="pinned" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder"/>
            <relationship name="links" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note"/>
        </entity>
        <entity name="Folder" representedClassName="Folder" syncable="YES"/>
        <entity name="Tag" representedClassName="Tag" syncable="YES" codeGenerationType="category">
            <attribute name="label" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """

  static let scene = """
    struct Notes: View {
      @Environment(\\.managedObjectContext) var context
      @FetchRequest(sortDescriptors: [SortDescriptor(\\.title)]) var notes: FetchedResults<Note>
      var body: some View {
        VStack {
          Button("Add b") {
            let note = Note(context: context)
            note.title = "b"
            try? context.save()
          }
          Button("Add a") {
            let note = Note(context: context)
            note.title = "a"
            note.stars = Int16(5)
          }
          ForEach(notes) { note in
            Text("\\(note.title ?? "?") \\(note.stars) \\(note.pinned) \\(note.created == nil)")
          }
          Button("Delete first") {
            if let first = notes.first { context.delete(first) }
          }
        }
      }
    }
    """

  /// The scene in a temporary project folder (a `Package.swift` marks its root) beside
  /// `Notes.xcdatamodeld`, with the files `addingGeneratedModels` adds.
  static func files(_ scene: String = scene) throws -> (files: [ScriptSource], folder: URL) {
    let folder = try makeTemporaryFolder("idlab-coredata")
    let version = folder.appendingPathComponent("Notes.xcdatamodeld/Notes.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try contents.write(
      to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    try "".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let sources = folder.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let path = sources.appendingPathComponent("Notes.swift").path
    return (
      ScriptSource.addingGeneratedModels(to: [ScriptSource(path: path, source: scene)]), folder
    )
  }

  @Test func theModelsGeneratedEntitiesAreAddedAsAFile() throws {
    let (files, folder) = try Self.files()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(files.count == 2)
    let generated = try #require(files.last)
    #expect(generated.path.hasSuffix("Notes.xcdatamodeld/(generated).swift"))
    // Only `Note` has a generated class, a subclass of `NSManagedObject` as Xcode's is
    // (`public class Note: NSManagedObject`); scalars take the model's default or zero, objects
    // nil.
    #expect(
      generated.source.contains(
        "final class Note: NSManagedObject, ObservableObject, Identifiable {"))
    #expect(!generated.source.contains("class Folder"))
    #expect(generated.source.contains("@Published var stars: Int = 3"))
    #expect(generated.source.contains("@Published var pinned: Bool = false"))
    #expect(generated.source.contains("@Published var title: String? = nil"))
    #expect(generated.source.contains("@Published var created: Date? = nil"))
    // A to-one relationship is the destination's object or nil, a to-many one an `NSSet?`, as
    // Xcode declares them (`@NSManaged public var folder: Folder?`, `links: NSSet?`), which Core
    // Data fills with an empty set.
    #expect(generated.source.contains("@Published var folder: Folder? = nil"))
    #expect(generated.source.contains("@Published var links: NSSet? = NSSet()"))
  }

  /// An entity generated as a category (`codeGenerationType="category"`): the project writes
  /// the class, Xcode generates its properties and `fetchRequest()` in an extension
  /// (`Tag+CoreDataProperties.swift`), which the class's own code calls (sample 19: "no member
  /// `fetchRequest`").
  @Test func aCategoryEntityGetsItsPropertiesAndRequestAsAnExtension() throws {
    let (files, folder) = try Self.files(
      """
      public class Tag: NSManagedObject {
        static var all: NSFetchRequest<Tag> { Tag.fetchRequest() }
      }
      struct Tags: View {
        @Environment(\\.managedObjectContext) var context
        var body: some View {
          Text("\\((try? context.fetch(Tag.all))?.count ?? -1) tags")
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let generated = try #require(files.last)
    #expect(generated.source.contains("extension Tag {"))
    #expect(!generated.source.contains("class Tag"))
    #expect(generated.source.contains("@Published var label: String? = nil"))
    let scene = try TestScene(files: files, root: "Tags")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["0 tags"])
  }

  @Test func theStoreStartsEmptyAndFetchRequestListsItsSortedInstances() throws {
    let (files, folder) = try Self.files()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Notes")
    #expect(scene.first.tree.texts.isEmpty)
    let b = try scene.perform(#"tap "Add b""#)
    #expect(b.tree.texts == ["b 3 false true"])
    // Sorted by title: the new `a` row comes first, the `b` row keeps its identity.
    let a = try scene.perform(#"tap "Add a""#)
    #expect(a.tree.texts == ["a 5 false true", "b 3 false true"])
    #expect(a.events(.create, type: "Text").count == 1)
    #expect(a.events(.destroy).isEmpty)
    let deleted = try scene.perform(#"tap "Delete first""#)
    #expect(deleted.tree.texts == ["b 3 false true"])
    #expect(deleted.events(.destroy, type: "Text").count == 1)
  }

  /// A class the project writes itself, with no model: a new object's non-optional scalar
  /// attributes read zero and false (Core Data's scalar accessors), an optional one nil; an
  /// array literal assigned to a to-many `NSSet?` is the set (`NSSet` is
  /// `ExpressibleByArrayLiteral`), so `allObjects` lists it.
  @Test func aHandWrittenManagedClassStartsAtZeroAndTakesASetLiteral() throws {
    let scene = try TestScene(
      source: """
        final class Jar: NSManagedObject {
          @NSManaged var label: String?
          @NSManaged var grams: Int16
          @NSManaged var sealed: Bool
          @NSManaged var price: Double
        }
        final class Shelf: NSManagedObject {
          @NSManaged var jars: NSSet?
          var list: [Jar] { jars?.allObjects as? [Jar] ?? [] }
        }
        struct Pantry: View {
          let context = NSPersistentContainer(name: "Pantry").viewContext
          @State private var shelf: Shelf?
          var body: some View {
            VStack {
              Button("Stock") {
                let jar = Jar(context: context)
                let made = Shelf(context: context)
                made.jars = [jar]
                shelf = made
              }
              ForEach(shelf?.list ?? [], id: \\.self) { jar in
                Text("\\(jar.label ?? "nil") \\(jar.grams) \\(jar.sealed) \\(jar.price)")
              }
            }
          }
        }
        """, root: "Pantry")
    #expect(scene.first.tree.texts.isEmpty)
    let stocked = try scene.perform(#"tap "Stock""#)
    #expect(stocked.error == nil, "\(String(describing: stocked.error))")
    #expect(stocked.tree.texts == ["nil 0 false 0.0"])
  }

  @Test func aValueOutsideASizedIntegersBoundsTrapsAtItsLine() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          @State private var big = 70_000
          var body: some View {
            VStack {
              Text("\\(Int16(300)) \\(UInt8(255))")
              Button("Shrink") { big = Int(Int16(big)) }
            }
          }
        }
        """)
    #expect(scene.first.tree.texts == ["300 255"])
    let shrunk = try scene.perform(#"tap "Shrink""#)
    let error = try #require(shrunk.error)
    #expect(error.message == "Not enough bits to represent the passed value")
    #expect(error.line == 6)
  }

  /// Lists with Core Data rows put an `EditButton` in their toolbar; it is a leaf titled Edit
  /// whose tap changes nothing (edit mode is not simulated).
  @Test func anEditButtonIsALeafTitledEditThatChangesNothing() throws {
    let scene = try TestScene(
      source: """
        struct Probe: View {
          @State private var count = 0
          var body: some View {
            VStack {
              EditButton()
              Button("More \\(count)") { count += 1 }
            }
          }
        }
        """)
    let edit = try #require(scene.first.tree.allNodes.first { $0.type == "EditButton" })
    #expect(edit.label == "Edit")
    #expect(edit.identity == "Probe/VStack/0/EditButton")
    let tapped = try scene.perform(#"tap "Edit""#)
    #expect(tapped.events(.create).isEmpty)
    #expect(tapped.events(.destroy).isEmpty)
    #expect(tapped.tree.state("count") == .int(0))
  }

  /// Xcode's Core Data template: `NSPersistentContainer(name:)` whose `viewContext` is the run's
  /// store (empty), `loadPersistentStores` calling its handler with no error, a context setting
  /// accepted; `NSFetchRequest<NSManagedObject>(entityName:)` reads that entity from the store
  /// (Apple, `NSPersistentContainer`: "A container that encapsulates the Core Data stack";
  /// `loadPersistentStores(completionHandler:)`: the handler is called once per store).
  @Test func thePersistentContainerOfTheTemplateIsTheRunsStore() throws {
    let scene = try TestScene(
      source: """
        struct PersistenceController {
          static let shared = PersistenceController(inMemory: true)
          let container: NSPersistentContainer
          init(inMemory: Bool = false) {
            container = NSPersistentContainer(name: "Model")
            if inMemory {
              container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
            }
            container.loadPersistentStores { _, error in
              if let error { fatalError("Unresolved error \\(error)") }
              PersistenceController.loaded += 1
            }
            container.viewContext.automaticallyMergesChangesFromParent = true
          }
          static var loaded = 0
        }

        struct Counter: View {
          @State private var count = -1
          var body: some View {
            Text("\\(count) rows, \\(PersistenceController.loaded) store")
              .onAppear {
                let context = PersistenceController.shared.container.viewContext
                count = (try? context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item"))) ?? -2
              }
          }
        }
        """, root: "Counter")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["0 rows, 1 store"])
  }

  /// Xcode's `+CoreDataProperties` declares `fetchRequest()` on every generated entity: a request
  /// of that entity's instances.
  @Test func aGeneratedEntityHasItsFetchRequest() throws {
    let (files, folder) = try Self.files(
      """
      struct Counter: View {
        @Environment(\\.managedObjectContext) var context
        @State private var count = -1
        var body: some View {
          Button("Count \\(count)") {
            _ = Note(context: context)
            _ = Note(context: context)
            let request: NSFetchRequest<Note> = Note.fetchRequest()
            count = (try? context.fetch(request).count) ?? -2
          }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Counter")
    let counted = try scene.perform(#"tap "Count -1""#)
    #expect(counted.error == nil)
    #expect(counted.tree.nodes(ofType: "Button").compactMap(\.label) == ["Count 2"])
  }

  /// A CloudKit stack as apps write it: the default store description is an object whose
  /// settings read back what was written (`setOption(_:forKey:)`, `url`); the device has no
  /// iCloud account (`ubiquityIdentityToken` is nil); the handler runs once per description.
  @Test func aCloudKitStackAsAppsWriteItRuns() throws {
    let scene = try TestScene(
      source: """
        struct PersistenceController {
          static let shared = PersistenceController()
          let container: NSPersistentCloudKitContainer
          init() {
            container = NSPersistentCloudKitContainer(name: "Rides")
            guard let description = container.persistentStoreDescriptions.first else {
              fatalError("no description")
            }
            description.setOption(true as NSNumber, forKey: "history")
            description.url = URL(fileURLWithPath: "/dev/null")
            if FileManager.default.ubiquityIdentityToken == nil {
              description.cloudKitContainerOptions = nil
            }
            container.loadPersistentStores { _, error in
              if let error { fatalError("Unresolved error \\(error)") }
              PersistenceController.loaded += 1
            }
            container.viewContext.automaticallyMergesChangesFromParent = true
          }
          static var loaded = 0
        }
        struct Status: View {
          var body: some View {
            let description = PersistenceController.shared.container.persistentStoreDescriptions[0]
            Text("\\(description.url?.path ?? "?") \\(description.options.count) \\(description.cloudKitContainerOptions == nil) \\(PersistenceController.loaded)")
          }
        }
        """, root: "Status")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["/dev/null 1 true 1"])
  }
  /// Xcode's to-many accessors: `addToLinks(_:)` adds an object once (an `NSSet` holds each
  /// object once), `removeFromLinks(_:)` removes it, either takes an `NSSet` of objects too
  /// (Apple, `NSSet`: "an unordered collection of unique objects"; the accessors of "Generating
  /// code"). Counts worked by hand: a, b, a again → 2; b removed → 1; an `NSSet` of b and c
  /// added → 3.
  @Test func aToManyRelationshipsAccessorsKeepEachObjectOnce() throws {
    let (files, folder) = try Self.files(
      """
      struct Links: View {
        @Environment(\\.managedObjectContext) var context
        @State private var counts: [Int] = []
        var body: some View {
          Button("Link") {
            let note = Note(context: context)
            let a = Note(context: context)
            let b = Note(context: context)
            let c = Note(context: context)
            note.addToLinks(a)
            note.addToLinks(b)
            note.addToLinks(a)
            counts.append(note.links?.count ?? -1)
            note.removeFromLinks(b)
            counts.append(note.links?.allObjects.count ?? -1)
            note.addToLinks(NSSet(array: [b, c]))
            counts.append(note.links?.count ?? -1)
          }
          Text("\\(counts)")
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Links")
    let linked = try scene.perform(#"tap "Link""#)
    #expect(linked.error == nil, "\(String(describing: linked.error))")
    #expect(linked.tree.texts == ["[2, 1, 3]"])
  }

  /// A to-many relationship of a new managed object (`@NSManaged var stops: NSSet`, written by
  /// hand or generated as `NSSet?`) is an empty set, never nil: Core Data gives every to-many
  /// relationship a set (Apple, `NSManagedObject`). Before session 15 it read nil, and `count ==
  /// 0` took the wrong branch (the thirtieth unseen sample).
  @Test func aNewObjectsToManyRelationshipIsAnEmptySet() throws {
    let (files, folder) = try Self.files(
      """
      final class Trip: NSManagedObject {
        @NSManaged var name: String?
        @NSManaged var stops: NSSet
      }
      struct Plan: View {
        @Environment(\\.managedObjectContext) var context
        var body: some View {
          let trip = Trip(context: context)
          let note = Note(context: context)
          VStack {
            Text(trip.stops.count == 0 ? "no stops" : "stops")
            Text("\\(note.links?.count ?? -1) links")
            Text(trip.name ?? "unnamed")
          }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Plan")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["no stops", "0 links", "unnamed"])
  }

  /// A managed object is an `ObservableObject` whose `@NSManaged` properties publish their
  /// changes (Apple, `NSManagedObject`); `mutableSetValue(forKey:)` gives a mutable set whose
  /// changes are the relationship's (Apple, `NSManagedObject.mutableSetValue(forKey:)`). Until
  /// session 16 the method was "no member `mutableSetValue`" (three files of the thirtieth
  /// unseen sample) and a view observing the object kept its first text after a write.
  @Test func aManagedObjectPublishesItsChangesAndItsMutableSetWritesTheRelationship() throws {
    let (files, folder) = try Self.files(
      """
      final class Trip: NSManagedObject, Identifiable {
        @NSManaged var name: String
        @NSManaged var stops: NSSet
        func addStop(_ stop: Trip) { mutableSetValue(forKey: "stops").add(stop) }
      }
      struct Row: View {
        @Environment(\\.managedObjectContext) var context
        @ObservedObject var trip: Trip
        var body: some View {
          VStack {
            Text("\\(trip.name): \\(trip.stops.count)")
            Button("Add") { trip.addStop(Trip(context: context)) }
            Button("Clear") { trip.mutableSetValue(forKey: "stops").removeAllObjects() }
            Button("Rename") { trip.name = "Rome" }
          }
        }
      }
      struct Trips: View {
        @Environment(\\.managedObjectContext) var context
        @State private var trip: Trip?
        var body: some View {
          if let trip {
            Row(trip: trip)
          } else {
            Text("none").onAppear {
              let made = Trip(context: context)
              made.name = "Paris"
              made.addStop(Trip(context: context))
              trip = made
            }
          }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Trips")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Paris: 1"])
    var texts: [String] = []
    for action in ["tap \"Add\"", "tap \"Rename\"", "tap \"Clear\""] {
      let outcome = try scene.perform(action)
      #expect(outcome.error == nil, "\(String(describing: outcome.error))")
      texts += outcome.tree.texts
    }
    #expect(texts == ["Paris: 2", "Rome: 2", "Rome: 0"])
  }

  /// A generated entity class is an `NSManagedObject` subclass, as Xcode's is: made with `init()`
  /// it has no entity, as a hand-written one, and the app stops at the first read of one of its
  /// attributes ("Failed to call designated initializer"), not where it is made (until session
  /// 16 S204 "missing argument for `context`", the thirty-second sample); it has the object's
  /// own members (`objectID`, `managedObjectContext`).
  @Test func aGeneratedEntityIsAManagedObject() throws {
    let (files, folder) = try Self.files(
      """
      struct Made: View {
        @Environment(\\.managedObjectContext) var context
        var body: some View {
          let note = Note(context: context)
          Text(note.managedObjectContext == nil ? "outside" : "inside")
        }
      }
      struct Bare: View {
        let note = Note()
        var body: some View { Text("bare") }
      }
      struct Reads: View {
        let note = Note()
        var body: some View { Text(note.title ?? "untitled") }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try TestScene(files: files, root: "Made")
    #expect(made.first.tree.texts == ["inside"])
    let bare = try TestScene(files: files, root: "Bare")
    #expect(bare.first.error == nil)
    #expect(bare.first.tree.texts == ["bare"])
    let reads = try TestScene(files: files, root: "Reads")
    #expect(reads.first.error?.id == "managed-object-initializer")
  }

  /// Xcode compiles `Notes.xcdatamodeld` into `Notes.momd` in the app bundle, so
  /// `Bundle.main.url(forResource: "Notes", withExtension: "momd")` finds it and
  /// `NSManagedObjectModel(contentsOf:)` reads it; a model the project lacks is nil. A managed
  /// object class made with `init()` has no entity: Core Data logs "Failed to call designated
  /// initializer on NSManagedObject class" and the app stops at the first read of a managed
  /// property (since session 16; before, where the object was made); `entity()` names the
  /// class's entity.
  @Test func theCompiledModelIsInTheBundleAndAManagedObjectNeedsItsInitializer() throws {
    let (files, folder) = try Self.files(
      """
      class Step: NSManagedObject {
        @NSManaged var reps: Int16
      }
      struct Stack: View {
        var body: some View {
          let url = Bundle.main.url(forResource: "Notes", withExtension: "momd")
          let missing = Bundle.main.url(forResource: "Other", withExtension: "momd")
          let model = url.flatMap { NSManagedObjectModel(contentsOf: $0) }
          VStack {
            Text("\\(url?.lastPathComponent ?? "none") \\(missing == nil) \\(model != nil)")
            Text(Step.entity().name ?? "?")
          }
        }
      }
      struct Steps: View {
        let step = Step()
        var body: some View { Text("\\(step.reps)") }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Stack")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Notes.momd true true", "Step"])
    let steps = try TestScene(files: files, root: "Steps")
    #expect(steps.first.error?.id == "managed-object-initializer")
  }

  /// `NSFetchRequest(entityName:)` typed `NSFetchRequest<NSFetchRequestResult>` is a request of
  /// that entity, which `count(for:)` counts in the store; `fetchLimit`, which idlab does not
  /// apply, is accepted and changes nothing.
  @Test func anEntityNamedRequestIsCountedAndItsLimitAccepted() throws {
    let (files, folder) = try Self.files(
      """
      struct Empty: View {
        @Environment(\\.managedObjectContext) var context
        @State private var checked = ""
        var isEmpty: Bool {
          let request: NSFetchRequest<NSFetchRequestResult> = NSFetchRequest(entityName: "Note")
          request.fetchLimit = 1
          return ((try? context.count(for: request)) ?? -1) == 0
        }
        var body: some View {
          VStack {
            Text(isEmpty ? "empty" : "full")
            Button("add") { _ = Note(context: context) }
            Button("check") { checked = isEmpty ? "still empty" : "one note" }
            Text(checked)
          }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Empty")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["empty", ""])
    try scene.perform(#"tap "add""#)
    #expect(try scene.perform(#"tap "check""#).tree.texts.last == "one note")
  }

  /// `representedClassName=".Cup"`: Xcode's "Current Product Module" prefix; the generated
  /// class is `Cup`.
  @Test func aModulePrefixedClassNameIsTheClassAfterTheDot() throws {
    let folder = try makeTemporaryFolder("idlab-coredata-module")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.cupModel(in: folder, bundle: "Drinks", className: ".Cup", millilitres: 250)
    try "".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let scene = try TestScene(files: Self.cupsScene(in: folder), root: "Cups")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["250 ml"])
  }

  /// Beside an Xcode project, only the data models its `project.pbxproj` names are the app's: a
  /// stale copy declaring the same class is not compiled into it (no false S310).
  @Test func onlyTheModelsTheXcodeProjectNamesAreRead() throws {
    let folder = try makeTemporaryFolder("idlab-coredata-listed")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.cupModel(in: folder, bundle: "Drinks", className: "Cup", millilitres: 250)
    try Self.cupModel(in: folder, bundle: "Old Drinks", className: "Cup", millilitres: 100)
    let project = folder.appendingPathComponent("Cups.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try "/* Drinks.xcdatamodeld */ = {isa = XCVersionGroup; path = Drinks.xcdatamodeld;};".write(
      to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    try Self.expectOneCupModelOf250(in: folder)
  }

  /// An Xcode 16 project whose folder is synchronized names none of its files: the model in it
  /// is the app's (the thirty-third sample). Without the synchronized group, the same project
  /// file leaves the model out (the stale-copy rule above).
  @Test func aModelInASynchronizedFolderIsRead() throws {
    for synchronized in [true, false] {
      let folder = try makeTemporaryFolder("idlab-coredata-synchronized")
      defer { try? FileManager.default.removeItem(at: folder) }
      try Self.cupModel(in: folder, bundle: "Drinks", className: "Cup", millilitres: 250)
      let project = folder.appendingPathComponent("Cups.xcodeproj")
      try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
      let group =
        synchronized
        ? "S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Cups; sourceTree = \"<group>\"; };"
        : "S1 = {isa = PBXGroup; path = Cups; sourceTree = \"<group>\"; };"
      try "// !$*UTF8*$!\n{ objects = { \(group) }; }".write(
        to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
      let files = Self.cupsScene(in: folder)
      #expect(files.count == (synchronized ? 2 : 1))
    }
  }

  /// The cups scene in `folder` gets one generated model file (one `Cup` class, no S310) and
  /// shows that model's default, 250 ml.
  static func expectOneCupModelOf250(in folder: URL) throws {
    let files = Self.cupsScene(in: folder)
    #expect(files.count == 2)
    let scene = try TestScene(files: files, root: "Cups")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["250 ml"])
  }

  /// Two copies of one model bundle in two folders, both named in the project: Xcode compiles
  /// the one its groups place (a group's `path` below its parent group's, `sourceTree =
  /// "<group>"`), so only that copy's class is generated (no false S310, the placed copy's
  /// default).
  @Test func ofTwoCopiesOfAModelTheOneTheProjectsGroupsPlaceIsRead() throws {
    let folder = try makeTemporaryFolder("idlab-coredata-placed")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.cupModel(
      in: folder.appendingPathComponent("Old"), bundle: "Drinks", className: "Cup",
      millilitres: 100)
    try Self.cupModel(
      in: folder.appendingPathComponent("Store"), bundle: "Drinks", className: "Cup",
      millilitres: 250)
    let project = folder.appendingPathComponent("Cups.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try """
    // !$*UTF8*$!
    {
      objects = {
        R1 = {isa = PBXProject; mainGroup = G1; targets = (); };
        G1 = {isa = PBXGroup; children = (G2, F1); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (V1); path = Store; sourceTree = "<group>"; };
        V1 = {isa = XCVersionGroup; path = Drinks.xcdatamodeld; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = Cups.swift; sourceTree = "<group>"; };
      };
      rootObject = R1;
    }
    """.write(
      to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    try Self.expectOneCupModelOf250(in: folder)
  }

  /// A to-many relationship's `NSSet` bridges to a Swift `Set` (`as! Set<Note>`) and is a
  /// sequence of its objects (`for`, `Set(…)`); `isInserted` holds from an object's insert
  /// to the context's next `save()` (Apple, `NSManagedObject.isInserted`). Until session 18
  /// "NSSet is not a sequence" and "no member `isInserted`" (two files of sample 36).
  @Test func aRelationshipSetBridgesAndInsertedLastsUntilSave() throws {
    let (files, folder) = try Self.files(
      """
      struct Links: View {
        @Environment(\\.managedObjectContext) var context
        @State private var report = ""
        var body: some View {
          VStack {
            Text(report)
            Button("Make") {
              let a = Note(context: context)
              a.title = "a"
              let b = Note(context: context)
              b.title = "b"
              a.links = NSSet(array: [a, b])
              let linked = a.links as! Set<Note>
              var titles: [String] = []
              for note in Set(a.links!) { titles.append((note as! Note).title ?? "") }
              let inserted = a.isInserted
              try? context.save()
              report = "\\(linked.count) \\(titles.sorted()) \\(inserted) \\(a.isInserted)"
            }
          }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Links")
    let made = try scene.perform(#"tap "Make""#)
    #expect(made.tree.texts == [#"2 ["a", "b"] true false"#])
  }

  /// A managed object class's convenience initializer that asks `NSEntityDescription` for its
  /// entity and calls `self.init(entity:insertInto:)`: Core Data's designated initializer,
  /// which inserts the object in that context (Apple, `NSManagedObject.init(entity:insertInto:)`);
  /// an entity the model lacks is nil. Until session 18 not simulated (four screens of sample
  /// 37).
  @Test func aConvenienceInitializerThroughTheEntityDescriptionInserts() throws {
    let (files, folder) = try Self.files(
      """
      extension Note {
        convenience init(insertInto context: NSManagedObjectContext) {
          guard let entity = NSEntityDescription.entity(forEntityName: "Note", in: context) else {
            fatalError("no entity")
          }
          self.init(entity: entity, insertInto: context)
        }
      }
      struct Folders: View {
        @Environment(\\.managedObjectContext) var context
        @FetchRequest(sortDescriptors: []) var folders: FetchedResults<Note>
        var body: some View {
          VStack {
            Text("\\(folders.count) \\(NSEntityDescription.entity(forEntityName: "Shelf", in: context) == nil)")
            Button("Add") { _ = Note(insertInto: context) }
          }
        }
      }
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try TestScene(files: files, root: "Folders")
    #expect(scene.first.tree.texts == ["0 true"])
    #expect(try scene.perform(#"tap "Add""#).tree.texts == ["1 true"])
  }

  /// A model bundle `bundle.xcdatamodeld` in `folder` with one generated entity `Cup`, its class
  /// written `className`, whose `millilitres` default is `millilitres`.
  static func cupModel(in folder: URL, bundle: String, className: String, millilitres: Int) throws {
    let version = folder.appendingPathComponent("\(bundle).xcdatamodeld/\(bundle).xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Cup" representedClassName="\(className)" syncable="YES" codeGenerationType="class">
            <attribute name="millilitres" optional="YES" attributeType="Integer 32" defaultValueString="\(millilitres)" usesScalarValueType="YES"/>
        </entity>
    </model>
    """.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
  }

  /// A view of a new `Cup`'s millilitres in `folder`, with the files the models there add.
  static func cupsScene(in folder: URL) -> [ScriptSource] {
    ScriptSource.addingGeneratedModels(to: [
      ScriptSource(
        path: folder.appendingPathComponent("Cups.swift").path,
        source: """
          struct Cups: View {
            @Environment(\\.managedObjectContext) var context
            var body: some View { Text("\\(Cup(context: context).millilitres) ml") }
          }
          """)
    ])
  }
}
