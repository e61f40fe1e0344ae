import Foundation

/// Finds the Swift files below the paths an audit is given.
///
/// - A file named on the command line is audited whatever its extension.
/// - Folders are walked in name order. Build and dependency folders are skipped (`.build`,
///   `build`, `DerivedData`, `Pods`, `Carthage`, `SourcePackages`, `node_modules`, and every
///   folder whose name starts with a dot).
/// - Inside a git checkout, `git check-ignore` decides which files `.gitignore` excludes (so
///   every rule of git's own matcher applies); outside one, or without git, `.gitignore` is
///   not read.
/// - A symbolic link to a folder already being walked is a `symlinkLoop` problem; a broken
///   link or a missing path is `notFound`. A file reached twice (a link to a folder walked
///   elsewhere) is audited once: at its own path, else where it is first found (audit sample
///   X counted a test folder twice).
/// - A symbolic link found below a folder that leads outside every path given (to `/`, to
///   `..`) is an `outsideRoots` problem and is not followed: the audit never leaves the trees
///   it was given.
public struct SourceWalker: Sendable {
  /// Folder names never walked.
  public static let skippedFolders: Set<String> = [
    "build", "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules",
  ]

  /// The folder relative paths are resolved against.
  public var currentDirectory: String
  /// Whether to ask `git check-ignore` about files inside a checkout.
  public var usesGitIgnore: Bool

  /// Creates a walker.
  public init(currentDirectory: String, usesGitIgnore: Bool = true) {
    self.currentDirectory = currentDirectory
    self.usesGitIgnore = usesGitIgnore
  }

  /// The files to audit (paths as given, joined with the names found below them) and the
  /// problems met on the way.
  public func files(in paths: [String]) -> (files: [String], problems: [AuditProblem]) {
    var files: [String] = []
    var problems: [AuditProblem] = []
    var ignored: [AuditProblem] = []
    // The real paths of everything given: what a link below a folder may lead into.
    let roots = paths.compactMap {
      Self.realPath(absolutePath($0), problem: &ignored, reportedAs: $0)
    }
    for path in paths {
      let absolute = absolutePath(path)
      guard let real = Self.realPath(absolute, problem: &problems, reportedAs: path) else {
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else {
        problems.append(.notFound(path: path))
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      var found: [String] = []
      walk(
        directory: path, absolute: absolute, ancestors: [real], roots: roots, into: &found,
        problems: &problems)
      files += usesGitIgnore ? removingIgnored(found, root: absolute, shownAs: path) : found
    }
    return (deduplicated(files), problems)
  }

  /// `files` with each real file once: at its own path when it is reached without a link, else
  /// where it is first found.
  func deduplicated(_ files: [String]) -> [String] {
    var ignored: [AuditProblem] = []
    let reals = files.map { Self.realPath(absolutePath($0), problem: &ignored, reportedAs: $0) }
    var kept: [String: Int] = [:]
    for (index, file) in files.enumerated() {
      guard let real = reals[index] else { continue }
      if let first = kept[real] {
        // A path with no link on the way wins over one through a link.
        if real == absolutePath(file), reals[first] != absolutePath(files[first]) {
          kept[real] = index
        }
      } else {
        kept[real] = index
      }
    }
    let chosen = Set(kept.values)
    return files.indices.filter { reals[$0] == nil || chosen.contains($0) }.map { files[$0] }
  }

  // MARK: - Walking

  /// Walks one folder; `ancestors` are the real paths of the folders above (for loops),
  /// `roots` the real paths of everything given (nothing outside them is followed).
  func walk(
    directory shown: String, absolute: String, ancestors: Set<String>, roots: [String],
    into files: inout [String], problems: inout [AuditProblem]
  ) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: absolute).sorted()
    } catch {
      problems.append(.unreadable(path: shown))
      return
    }
    for name in names where !name.hasPrefix(".") {
      let childShown = Self.join(shown, name)
      let childAbsolute = Self.join(absolute, name)
      var isDirectory: ObjCBool = false
      guard let real = Self.realPath(childAbsolute, problem: &problems, reportedAs: childShown),
        FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory)
      else { continue }
      guard roots.contains(where: { Self.contains($0, real) }) else {
        problems.append(.outsideRoots(path: childShown))
        continue
      }
      if isDirectory.boolValue {
        guard !Self.skippedFolders.contains(name) else { continue }
        if ancestors.contains(real) {
          problems.append(.symlinkLoop(path: childShown))
          continue
        }
        walk(
          directory: childShown, absolute: childAbsolute, ancestors: ancestors.union([real]),
          roots: roots, into: &files, problems: &problems)
      } else if name.hasSuffix(".swift") {
        files.append(childShown)
      }
    }
  }

  /// Whether the real path `path` is `root` or lies below it.
  static func contains(_ root: String, _ path: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The real path of `path` (symbolic links resolved), or `nil` with a problem recorded:
  /// `symlinkLoop` for a link cycle, `notFound` for a broken link or a missing path.
  static func realPath(
    _ path: String, problem problems: inout [AuditProblem], reportedAs shown: String
  ) -> String? {
    guard let resolved = realpath(path, nil) else {
      problems.append(errno == ELOOP ? .symlinkLoop(path: shown) : .notFound(path: shown))
      return nil
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : Self.join(currentDirectory, path)
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  // MARK: - .gitignore

  /// `files` without those git ignores, when `root` is inside a git checkout.
  func removingIgnored(_ files: [String], root: String, shownAs shown: String) -> [String] {
    guard !files.isEmpty else { return files }
    let relative = files.map { file in
      file.hasPrefix(shown) ? "." + file.dropFirst(shown.count) : file
    }
    let input = relative.map { $0 + "\u{0}" }.joined()
    guard Self.runGit(["-C", root, "rev-parse", "--is-inside-work-tree"], input: "") != nil,
      let output = Self.runGit(["-C", root, "check-ignore", "-z", "--stdin"], input: input)
    else { return files }
    let ignored = Set(output.split(separator: "\u{0}").map(String.init))
    guard !ignored.isEmpty else { return files }
    return zip(files, relative).filter { !ignored.contains($0.1) }.map(\.0)
  }

  /// Runs git; its standard output, or `nil` when git is missing or fails (exit 1 of
  /// `check-ignore` means "nothing ignored" and returns "").
  ///
  /// `SIGPIPE` is ignored from the first call on, so a git that exits before reading all its
  /// input makes the write fail instead of ending idlab.
  static func runGit(_ arguments: [String], input: String) -> String? {
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return String(decoding: data, as: UTF8.self)
    case 1: return ""
    default: return nil
    }
  }
}
