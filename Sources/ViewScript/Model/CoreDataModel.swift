import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A project's Core Data model (`Name.xcdatamodeld`), read with Foundation's `XMLParser`, and the
/// Swift source Xcode's class code generation would give its entities, in the form idlab runs:
/// each entity an `ObservableObject` class (as `NSManagedObject` is) whose attributes are
/// `@Published`, made by `init(context:)` inserted into the context (docs/semantics.md, Core Data).
public struct CoreDataModel: Sendable, Equatable {
  /// One attribute of an entity.
  public struct Attribute: Sendable, Equatable {
    /// The attribute's name (`title`).
    public var name: String
    /// Core Data's type name (`String`, `Integer 16`, `Boolean`, …).
    public var type: String
    /// `usesScalarValueType`: a number or a Boolean stored as a Swift scalar.
    public var isScalar: Bool
    /// `defaultValueString`, when the model gives one.
    public var defaultValue: String?
  }

  /// One relationship of an entity.
  public struct Relationship: Sendable, Equatable {
    /// The relationship's name (`type`, `plants`).
    public var name: String
    /// The destination entity's name.
    public var destination: String
    /// Whether it is to-many.
    public var isToMany: Bool
  }

  /// One entity whose code Xcode generates (`codeGenerationType` `class` or `category`).
  public struct Entity: Sendable, Equatable {
    /// The generated class's name (`representedClassName`, else the entity's name).
    public var className: String
    /// The attributes, in the model's order.
    public var attributes: [Attribute]
    /// The relationships, in the model's order.
    public var relationships: [Relationship] = []
    /// The entity's own name in the model (`className` unless `representedClassName` differs).
    public var entityName: String = ""
    /// `category`: the program writes the class and Xcode generates only its properties and
    /// its `fetchRequest()`, as an extension (`+CoreDataProperties`).
    public var isCategory = false
  }

  /// The model file's path (`…/Books.xcdatamodeld`).
  public var path: String
  /// The entities with generated classes.
  public var entities: [Entity]

  /// The models of the project `scenePath` belongs to: every `*.xcdatamodeld` in the folders from
  /// the scene's up to the project root (the nearest folder with a `*.xcodeproj` or a
  /// `Package.swift`) and under it (`ProjectFolders.resourceFolders(from:)`), each read at its
  /// current version.
  /// When the project root holds an Xcode project, only the models its `project.pbxproj` names
  /// are the app's: a stale copy or a nested project's model is not compiled into it; and when
  /// its groups place a model of that name, only the one at that place (two copies of
  /// `Database.xcdatamodeld` in two folders: Xcode compiles the one its group points at).
  /// A project whose folders are synchronized (Xcode 16's `PBXFileSystemSynchronizedRootGroup`)
  /// names none of their files: every model in them is the app's (the thirty-third sample:
  /// three files stopped on their model's entities as "not simulated").
  public static func models(near scenePath: String) -> [CoreDataModel] {
    let manager = FileManager.default
    var models: [CoreDataModel] = []
    var listed = projectFileText(near: scenePath)
    if listed?.contains("PBXFileSystemSynchronizedRootGroup") == true { listed = nil }
    let placed = listed == nil ? [] : groupMemberPaths(near: scenePath)
    for folder in ProjectFolders.resourceFolders(from: scenePath) {
      for name in (try? manager.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
      where name.hasSuffix(".xcdatamodeld")
        && (listed.map { $0.contains(name + ";") || $0.contains(name + "\"") } ?? true)
      {
        let bundle = folder.appendingPathComponent(name)
        if placed.contains(where: { $0.hasSuffix("/" + name) }),
          !placed.contains(bundle.standardizedFileURL.path)
        {
          continue
        }
        if let model = read(bundle) { models.append(model) }
      }
    }
    return models
  }

  /// The paths the groups of the Xcode projects at the project root place their items at
  /// (`XcodeProject.groupMemberPaths`).
  private static func groupMemberPaths(near scenePath: String) -> Set<String> {
    guard let root = ProjectFolders.from(scenePath).last else { return [] }
    var paths: Set<String> = []
    for name in XcodeProject.projectNames(in: root) {
      guard
        let project = XcodeProject(named: name, in: root, byteLimit: Interpreter.resourceByteLimit)
      else {
        continue
      }
      paths.formUnion(project.groupMemberPaths())
    }
    return paths
  }

  /// The text of the `project.pbxproj` files of the Xcode projects at the root of the project
  /// `scenePath` belongs to; nil when there is none (a Swift package, a loose file).
  private static func projectFileText(near scenePath: String) -> String? {
    guard let root = ProjectFolders.from(scenePath).last, ProjectFolders.isProjectRoot(root)
    else { return nil }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let texts = names.filter { $0.hasSuffix(".xcodeproj") }.compactMap { project in
      try? String(
        contentsOf: root.appendingPathComponent(project).appendingPathComponent("project.pbxproj"),
        encoding: .utf8)
    }
    return texts.isEmpty ? nil : texts.joined(separator: "\n")
  }

  /// The current version's `contents` of the model bundle at `url` (`.xccurrentversion` names
  /// it; a bundle with one version needs none), parsed; nil when it cannot be read.
  static func read(_ url: URL) -> CoreDataModel? {
    let manager = FileManager.default
    var version: String?
    if let data = manager.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    {
      version = plist["_XCCurrentVersionName"] as? String
    }
    if version == nil {
      version = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted().first {
        $0.hasSuffix(".xcdatamodel")
      }
    }
    guard let version,
      let data = manager.contents(
        atPath: url.appendingPathComponent(version).appendingPathComponent("contents").path)
    else { return nil }
    let reader = ModelReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    guard parser.parse() else { return nil }
    return CoreDataModel(path: url.path, entities: reader.entities)
  }

  /// The Swift source of the generated classes, or nil when no entity has one.
  public var generatedSource: String? {
    guard !entities.isEmpty else { return nil }
    var lines = [
      "// Generated by idlab from \((path as NSString).lastPathComponent), as Xcode's class code generation would.",
      "",
    ]
    for entity in entities {
      lines.append(
        entity.isCategory
          ? "extension \(entity.className) {"
          : "final class \(entity.className): NSManagedObject, ObservableObject, Identifiable {")
      for attribute in entity.attributes {
        lines.append("  @Published var \(attribute.name): \(Self.declaration(of: attribute))")
      }
      // A to-one relationship is the destination's object or nil; a to-many one an `NSSet?`,
      // as Xcode declares them, which Core Data fills with an empty set, never nil
      // (`Interpreter.isToMany`).
      for relationship in entity.relationships {
        let destination =
          entities.first { $0.entityName == relationship.destination }?.className
          ?? relationship.destination
        lines.append(
          relationship.isToMany
            ? "  @Published var \(relationship.name): NSSet? = NSSet()"
            : "  @Published var \(relationship.name): \(destination)? = nil")
      }
      // Xcode's accessors of a to-many relationship (`addToImages(_:)`, `removeFromImages(_:)`),
      // one object or an `NSSet` of them.
      for relationship in entity.relationships where relationship.isToMany {
        let name = relationship.name
        let suffix = name.prefix(1).uppercased() + name.dropFirst()
        lines.append(
          "  func addTo\(suffix)(_ value: Any) { \(name) = (\(name) ?? NSSet()).addingObjects(from:"
            + " (value as? NSSet)?.allObjects ?? [value]) }")
        lines.append(
          "  func removeFrom\(suffix)(_ value: Any) { let gone = (value as? NSSet)?.allObjects ?? [value];"
            + " \(name) = NSSet(array: (\(name)?.allObjects ?? []).filter { item in"
            + " !gone.contains { ($0 as AnyObject) === (item as AnyObject) } }) }")
      }
      if !entity.isCategory {
        lines.append("  init(context: NSManagedObjectContext) { context.insert(self) }")
      }
      // Xcode's `+CoreDataProperties` declares the entity's typed request.
      lines.append(
        "  static func fetchRequest() -> NSFetchRequest<\(entity.className)> {"
          + " NSFetchRequest<\(entity.className)>(entityName: \"\(entity.entityName)\") }")
      lines.append("}")
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The Swift type and initial value Xcode gives an attribute: scalars are non-optional with
  /// the model's default (else zero or false); every other type is optional and starts nil.
  /// Integers of every width are idlab's `Int`.
  static func declaration(of attribute: Attribute) -> String {
    let scalar: (String, String)? =
      switch attribute.type {
      case "Integer 16", "Integer 32", "Integer 64": ("Int", "0")
      case "Double", "Float", "Decimal": ("Double", "0")
      case "Boolean": ("Bool", "false")
      default: nil
      }
    if attribute.isScalar, let (type, zero) = scalar {
      let value = attribute.defaultValue.map {
        type == "Bool" ? ($0 == "YES" ? "true" : "false") : $0
      }
      return "\(type) = \(value ?? zero)"
    }
    let object: String =
      switch attribute.type {
      case "String": "String"
      case "Date": "Date"
      case "UUID": "UUID"
      case "URI": "URL"
      case "Binary": "Data"
      case "Integer 16", "Integer 32", "Integer 64": "Int"
      case "Double", "Float", "Decimal": "Double"
      case "Boolean": "Bool"
      default: "Any"
      }
    return "\(object)? = nil"
  }
}

extension ScriptSource {
  /// `files` followed by the classes Xcode would generate for the Core Data models of the first
  /// file's project (`CoreDataModel.models(near:)`), each as a file named after its model; the
  /// project is searched only when a file uses Core Data.
  public static func addingGeneratedModels(to files: [ScriptSource]) -> [ScriptSource] {
    let words = ["managedObjectContext", "FetchRequest", "NSManagedObject"]
    guard let first = files.first,
      files.contains(where: { file in words.contains { file.source.contains($0) } })
    else { return files }
    return files
      + CoreDataModel.models(near: first.path).compactMap { model in
        model.generatedSource.map {
          ScriptSource(path: model.path + "/(generated).swift", source: $0)
        }
      }
  }
}

/// Collects the entities of a model's `contents` XML.
private final class ModelReader: NSObject, XMLParserDelegate {
  var entities: [CoreDataModel.Entity] = []
  private var current: CoreDataModel.Entity?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch elementName {
    case "entity":
      let generation = attributes["codeGenerationType"]
      // `.UserModel`: Xcode's "Current Product Module" prefix (the data model inspector's
      // Module field); the class is `UserModel`.
      var name = attributes["representedClassName"] ?? attributes["name"] ?? ""
      if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
      current =
        (generation == "class" || generation == "category") && !name.isEmpty
        ? CoreDataModel.Entity(
          className: name, attributes: [], entityName: attributes["name"] ?? name,
          isCategory: generation == "category") : nil
    case "relationship":
      guard let name = attributes["name"], let destination = attributes["destinationEntity"]
      else { return }
      current?.relationships.append(
        CoreDataModel.Relationship(
          name: name, destination: destination, isToMany: attributes["toMany"] == "YES"))
    case "attribute":
      guard let name = attributes["name"], let type = attributes["attributeType"] else { return }
      current?.attributes.append(
        CoreDataModel.Attribute(
          name: name, type: type, isScalar: attributes["usesScalarValueType"] == "YES",
          defaultValue: attributes["defaultValueString"]))
    default:
      break
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "entity", let entity = current {
      entities.append(entity)
      current = nil
    }
  }
}
