import Audit
import Basics
import Foundation

/// The other files of a project that a Swift file needs to run on the simulator: what
/// `idlab audit` compiles with a warning's file to confirm it (`AuditConfirmation`).
///
/// The project is the nearest folder above the file that holds an Xcode project or a
/// `Package.swift` (else the folder the audit was given). Its Swift files are indexed once:
/// the names each declares outside every brace (types, functions, globals, however indented,
/// as inside `#if`) and the members of its top-level extensions. From the file, the file that
/// declares each name the chosen files use and do not declare is added, transitively; when
/// several declare it, the one nearest the file (longest common folder) wins, and a file that
/// declares again a type already chosen is left out (it belongs to another target). A member
/// of an extension counts once the type it extends is chosen, or when it extends a library
/// type; a file that declares or implements a custom operator counts where a chosen file
/// writes its symbol. The same heuristic as `docs/corpus/module-files.awk`, which measures coverage: names
/// are identifiers as written; it is not a compiler, and the simulator's checker has the last
/// word.
final class ModuleFiles {
  /// One indexed file.
  private struct Entry {
    var types: Set<String> = []
    var declared: Set<String> = []
    /// Extension member name → the type it extends.
    var members: [String: String] = [:]
    var uses: [String] = []
    /// Custom operators it declares or implements (`infix operator <-`, `func <- (…)`).
    var operators: Set<String> = []
    /// Runs of operator characters its code writes.
    var operatorUses: Set<String> = []
  }

  /// The characters a Swift operator is made of (the ASCII ones).
  private static let operatorCharacters = Set("-+*/=<>!&|^~%?.")

  private var projects: [String: [String: Entry]] = [:]

  /// `file` first, then the files it needs, each path as found below the project.
  func files(for file: String, within top: String) -> [String] {
    let root = Self.projectRoot(of: file, within: top)
    if projects[root] == nil { projects[root] = index(root) }
    let entries = projects[root] ?? [:]
    let target = entries[file] == nil ? (file as NSString).standardizingPath : file
    var index = entries
    if index[target] == nil, let text = try? String(contentsOfFile: file, encoding: .utf8) {
      index[target] = Self.entry(text)
    }
    return Self.choose(from: target, in: index)
  }

  /// The nearest folder above `file`, up to `top`, holding an `.xcodeproj` or `Package.swift`.
  static func projectRoot(of file: String, within top: String) -> String {
    let manager = FileManager.default
    var folder = (file as NSString).deletingLastPathComponent
    let top = (top as NSString).standardizingPath
    while !folder.isEmpty, folder != "/", folder != ".",
      (folder as NSString).standardizingPath.hasPrefix(top)
    {
      let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
      if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }) {
        return folder
      }
      if (folder as NSString).standardizingPath == top { break }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return top
  }

  private func index(_ root: String) -> [String: Entry] {
    var result: [String: Entry] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") || SourceWalker.skippedFolders.contains(name)
        || name.hasSuffix(".playground")
        || name.hasSuffix("Tests")
      {
        walker.skipDescendants()
        continue
      }
      guard name.hasSuffix(".swift") else { continue }
      let path = root == "." ? relative : root + "/" + relative
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      result[(path as NSString).standardizingPath] = Self.entry(text)
    }
    return result
  }

  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "final", "indirect", "nonisolated",
    "static", "class", "mutating", "override", "package", "dynamic", "lazy", "weak", "required",
    "convenience",
  ]
  private static let topKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "let", "var", "extension",
  ]
  private static let memberKinds: Set<String> = [
    "func", "var", "let", "case", "init", "typealias", "struct", "enum", "class",
  ]

  /// The declaration a line starts with: its keyword and name (`struct`, `Fleet`).
  private static func declaration(_ line: Substring, kinds: Set<String>) -> (String, String)? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    // `fileprivate(set) var cache` (a setter's access) is a modifier too (sample 53).
    while let word = words.first,
      word.hasPrefix("@") || modifiers.contains(String(word))
        || (word.hasSuffix("(set)") && modifiers.contains(String(word.dropLast(5))))
    {
      if kinds.contains(String(word)), word == "class", words.count > 1,
        !modifiers.contains(String(words[words.startIndex + 1])),
        !kinds.contains(String(words[words.startIndex + 1]))
      {
        break
      }
      words = words.dropFirst()
    }
    guard let keyword = words.first, kinds.contains(String(keyword)), words.count > 1 else {
      return nil
    }
    let rawName = words[words.startIndex + 1]
    let name = rawName.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard let first = name.first, first.isLetter || first == "_" else {
      return keyword == "init" ? ("init", "init") : nil
    }
    return (String(keyword), String(name))
  }

  /// Indexes one file's text.
  private static func entry(_ text: String) -> Entry {
    var entry = Entry()
    var depth = 0
    var inString = false
    var extended: String?
    var memberIndent: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      let wasInString = inString
      if quotes % 2 == 1 { inString.toggle() }
      if wasInString || inString { continue }
      let code = TopLevelScanner.code(of: line)
      let trimmed = code.drop { $0 == " " || $0 == "\t" }
      if depth == 0 {
        extended = nil
        memberIndent = nil
        if let (keyword, name) = declaration(trimmed, kinds: topKinds) {
          if keyword == "extension" {
            extended = String(name.split(separator: ".").last ?? "")
          } else {
            if keyword != "func" && keyword != "let" && keyword != "var" {
              entry.types.insert(name)
            }
            entry.declared.insert(name)
          }
        }
      } else if let type = extended, !trimmed.isEmpty {
        let indent = code.count - trimmed.count
        if memberIndent == nil { memberIndent = indent }
        if indent == memberIndent, let (_, name) = declaration(trimmed, kinds: memberKinds),
          entry.members[name] == nil
        {
          entry.members[name] = type
        }
      }
      // `infix operator <-` and `static func <- (lhs:rhs:)` declare a symbol; every run of
      // operator characters uses one (a standard operator is declared by no file).
      let words = trimmed.split(separator: " ")
      if let index = words.firstIndex(where: { $0 == "operator" || $0 == "func" }),
        index + 1 < words.count
      {
        let symbol = words[index + 1].prefix { operatorCharacters.contains($0) }
        if !symbol.isEmpty { entry.operators.insert(String(symbol)) }
      }
      var run = ""
      for character in code {
        if operatorCharacters.contains(character) {
          run.append(character)
        } else {
          if !run.isEmpty { entry.operatorUses.insert(run) }
          run = ""
        }
      }
      if !run.isEmpty { entry.operatorUses.insert(run) }
      depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
      if depth < 0 { depth = 0 }
      var word = ""
      for character in code {
        if character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else {
          if let first = word.first, first.isLetter || first == "_" { entry.uses.append(word) }
          word = ""
        }
      }
      if let first = word.first, first.isLetter || first == "_" { entry.uses.append(word) }
    }
    return entry
  }

  private static func sharedFolders(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "/")
    let right = b.split(separator: "/")
    var count = 0
    while count < left.count - 1, count < right.count - 1, left[count] == right[count] {
      count += 1
    }
    return count
  }

  /// The transitive closure from `target`, `target` first.
  private static func choose(from target: String, in index: [String: Entry]) -> [String] {
    var declarers: [String: [String]] = [:]
    var memberDeclarers: [String: [String]] = [:]
    var operatorDeclarers: [String: [String]] = [:]
    var userTypes: Set<String> = []
    for (path, entry) in index.sorted(by: { $0.key < $1.key }) {
      for name in entry.declared { declarers[name, default: []].append(path) }
      for symbol in entry.operators { operatorDeclarers[symbol, default: []].append(path) }
      for name in entry.members.keys { memberDeclarers[name, default: []].append(path) }
      userTypes.formUnion(entry.types)
    }
    var chosen: [String] = [target]
    var chosenSet: Set<String> = [target]
    var chosenTypes = index[target]?.types ?? []
    func redeclares(_ file: String) -> Bool {
      !(index[file]?.types ?? []).isDisjoint(with: chosenTypes)
    }
    var changed = true
    while changed {
      changed = false
      var seen: Set<String> = []
      var position = 0
      while position < chosen.count {
        for name in index[chosen[position]]?.uses ?? [] where seen.insert(name).inserted {
          var candidates = declarers[name] ?? []
          for file in memberDeclarers[name] ?? [] where !chosenSet.contains(file) {
            let type = index[file]?.members[name] ?? ""
            if !userTypes.contains(type) || chosenTypes.contains(type) { candidates.append(file) }
          }
          guard !candidates.isEmpty else { continue }
          let present = chosenSet.contains { file in
            guard let entry = index[file] else { return false }
            if entry.declared.contains(name) { return true }
            if let type = entry.members[name], !userTypes.contains(type) { return true }
            return false
          }
          if present { continue }
          var best: String?
          var top = -1
          for file in candidates {
            let score = sharedFolders(file, target)
            if score > top {
              top = score
              best = file
            }
          }
          guard let file = best, !chosenSet.contains(file), !redeclares(file) else { continue }
          chosen.append(file)
          chosenSet.insert(file)
          chosenTypes.formUnion(index[file]?.types ?? [])
          changed = true
        }
        // Every file that declares or implements a custom operator this file uses.
        for symbol in index[chosen[position]]?.operatorUses ?? [] {
          for file in operatorDeclarers[symbol] ?? []
          where !chosenSet.contains(file) && !redeclares(file) {
            chosen.append(file)
            chosenSet.insert(file)
            chosenTypes.formUnion(index[file]?.types ?? [])
            changed = true
          }
        }
        position += 1
      }
    }
    return chosen
  }
}
