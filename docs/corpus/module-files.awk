# The other files of a repository that a Swift file needs, for `idlab sim FILE OTHER...`.
#
#   find REPOSITORY -name '*.swift' | awk -v target=FILE -f module-files.awk
#
# Reads the paths of the repository's Swift files on standard input, reads every file of the repository once and builds a small index of top-level
# declarations: the types, functions and globals each file declares outside every brace, however
# indented (as in a file wrapped in `#if os(iOS)`), its custom operators (a file that declares or
# implements one is added wherever a chosen file uses its symbol), and the members
# of its top-level extensions (their first indentation level; they count for an extension of a
# library type, or of a type already chosen, in passes until nothing is added). Then, from FILE, it adds the file
# that declares each name the files so far use and do not declare themselves, transitively (a
# file of the using file's own module first, then any module it can see; precedence groups too);
# when several files declare a name, the one nearest to FILE (longest common folder) wins (a chosen
# file's member of a declared type does not stop another type's member of that name), and a file
# that declares a type a chosen file declares again is left out (another target). The output
# is one path per line, FILE excluded. A file of a package's module (under a `Sources` folder
# named in -v packages) is chosen only when a chosen file belongs to that module or imports it.
# A heuristic, not a compiler: names are identifiers as written; multi-line strings are skipped,
# comments and one-line strings are not.
function dirs_shared(a, b,    pa, pb, na, nb, i) {
  na = split(a, pa, "/")
  nb = split(b, pb, "/")
  for (i = 1; i < na && i < nb; i++) if (pa[i] != pb[i]) break
  return i - 1
}

# Whether `file` declares a type a chosen file of its module declares too (it belongs to
# another target; two modules may each declare a name).
function redeclares(file,    key, parts) {
  for (key in types) {
    split(key, parts, SUBSEP)
    if (parts[2] == file && ((parts[1], modules[file]) in chosen_module_types)) return 1
  }
  return 0
}

function choose(file,    key, parts, n, names, i) {
  chosen[file] = 1
  chosen_modules[modules[file]] = 1
  n = split(imports[file], names, " ")
  for (i = 1; i <= n; i++) imported[names[i]] = 1
  for (key in types) {
    split(key, parts, SUBSEP)
    if (parts[2] == file) {
      chosen_types[parts[1]] = 1
      chosen_module_types[parts[1], modules[file]] = 1
    }
  }
}

# The files of `module` that declare `name`, separated by SUBSEP; "" when none does.
function own_declarers(name, module,    files, n, i, found) {
  n = split(declarers[name], files, SUBSEP)
  found = ""
  for (i = 1; i <= n; i++) {
    if (files[i] != "" && modules[files[i]] == module) found = found SUBSEP files[i]
  }
  return found
}

function nearest(list, from,    files, n, i, best, score, top) {
  n = split(list, files, SUBSEP)
  top = -1
  best = ""
  for (i = 1; i <= n; i++) {
    if (files[i] == "" || !visible(files[i])) continue
    score = dirs_shared(files[i], from)
    if (score > top) { top = score; best = files[i] }
  }
  return best
}

# The module of a file in a Swift package: the folder under one of the `Sources` folders in
# `packages` (separated by `|`, given with -v), which names its target, spelt as SwiftPM spells
# the target's module (its `c99name`: every character that cannot be in an identifier becomes
# `_`, so `Bottom Drawer` is imported as `Bottom_Drawer`); "" for a file of the app's own
# targets.
function module_of(file,    n, roots, i, rest) {
  n = split(packages, roots, "|")
  for (i = 1; i <= n; i++) {
    if (roots[i] == "" || index(file, roots[i] "/") != 1) continue
    rest = substr(file, length(roots[i]) + 2)
    # A target whose files are `Sources` itself (`path: "Sources"` in its manifest, SwiftPM's
    # single-target rule, or a Swift file right in it: sample 50) is one module, named after
    # that target when the manifest says it, else after the package's folder.
    if (flat_sources(roots[i])) {
      if (roots[i] in flat_name) {
        rest = flat_name[roots[i]]
      } else {
        rest = roots[i]
        sub(/\/(Sources|Source|src|srcs)$/, "", rest)
        sub(/.*\//, "", rest)
      }
    }
    sub(/\/.*/, "", rest)
    gsub(/[^A-Za-z0-9_]/, "_", rest)
    if (rest ~ /^[0-9]/) rest = "_" rest
    return rest
  }
  return ""
}

# Whether the package whose `Sources` folder is `root` builds that folder as one target: its
# manifest gives a target `path: "Sources"`, or (tools version 5.9 or later) it has one target
# built from `Sources/` and no `Sources/<that target>` folder, which SwiftPM then lets occupy all
# of `Sources/` (as idlab's `SourceModule.soleTarget`). Read once per package.
function flat_sources(root,    manifest, line, found, first, major, minor, targets, name, parts,
  pending, folder) {
  if (root in flat) return flat[root]
  # A root that is not a `Sources` folder is one target's own `path:` (`path: "."`, `path:
  # "Source"`; measure.sh passes such roots when the package has no `Sources`): one module,
  # named after the target whose `path:` it is, in the nearest manifest above it (sample 53).
  # SwiftPM's other predefined folders (`Source`, `src`, `srcs`, which measure.sh passes when
  # the manifest names none with `path:`) hold one folder per target, as `Sources` does.
  if (root !~ /\/Sources$/ && (root !~ /\/(Source|src|srcs)$/ || named_by_path(root))) {
    return custom_root(root)
  }
  manifest = root
  sub(/(Sources|Source|src|srcs)$/, "Package.swift", manifest)
  folder = root
  sub(/.*\//, "", folder)
  found = 0
  first = 1
  major = 0
  minor = 0
  targets = 0
  name = ""
  while ((getline line < manifest) > 0) {
    if (first && match(line, /swift-tools-version: *[0-9]+\.[0-9]+/)) {
      split(substr(line, RSTART, RLENGTH), parts, /[: .]+/)
      major = parts[2] + 0
      minor = parts[3] + 0
    }
    first = 0
    if (line ~ ("path: *\"" folder "/?\"")) found = 1
    while (match(line, /\.(target|executableTarget|macro)\(/)) {
      targets++
      pending = 1
      line = substr(line, RSTART + RLENGTH)
    }
    # The target's name: its first `name:`, on its line or a later one.
    if (pending && match(line, /name: *"[^"]+"/)) {
      name = substr(line, RSTART, RLENGTH)
      sub(/^name: *"/, "", name)
      sub(/"$/, "", name)
      pending = 0
    }
  }
  close(manifest)
  if (!found && targets == 1 && (major > 5 || (major == 5 && minor >= 9)) && name != "" \
    && system("test -d \"" root "/" name "\"") != 0) {
    found = 1
    flat_name[root] = name
  }
  if (targets == 1 && name != "") flat_name[root] = name
  flat[root] = found
  return found
}

# Whether the manifest beside `root` names it as a target's `path:` (`path: "Source"`).
function named_by_path(root,    manifest, folder, line, found) {
  manifest = root
  sub(/[^\/]+$/, "Package.swift", manifest)
  folder = root
  sub(/.*\//, "", folder)
  found = 0
  while ((getline line < manifest) > 0) {
    if (line ~ ("path: *\"(\\./)?" folder "/?\"")) found = 1
  }
  close(manifest)
  return found
}

# A target's own folder (`path: "Source"`, or `.` for the package's folder) as one module: the
# name of the manifest's target whose `path:` names it, else of its first target.
function custom_root(root,    dir, manifest, line, rel, name, first_name, pending, probe,
  current_name) {
  dir = root
  manifest = ""
  while (dir != "" && dir != "/") {
    probe = dir "/Package.swift"
    if ((getline line < probe) >= 0) { close(probe); manifest = probe; break }
    close(probe)
    sub(/\/[^\/]*$/, "", dir)
  }
  rel = substr(root, length(dir) + 2)
  if (rel == "") rel = "."
  name = ""
  first_name = ""
  pending = 0
  while (manifest != "" && (getline line < manifest) > 0) {
    if (match(line, /\.(target|executableTarget)\(/)) pending = 1
    if (pending && match(line, /name: *"[^"]+"/)) {
      current_name = substr(line, RSTART, RLENGTH)
      sub(/^name: *"/, "", current_name)
      sub(/"$/, "", current_name)
      if (first_name == "") first_name = current_name
      pending = 0
    }
    if (match(line, /path: *"[^"]*"/) && line !~ /\.package\(/) {
      probe = substr(line, RSTART, RLENGTH)
      sub(/^path: *"/, "", probe)
      sub(/\/?"$/, "", probe)
      if (probe == "") probe = "."
      if (probe == rel && name == "") name = current_name
    }
  }
  if (manifest != "") close(manifest)
  flat_name[root] = name != "" ? name : first_name
  if (flat_name[root] == "") { sub(/.*\//, "", dir); flat_name[root] = dir }
  flat[root] = 1
  return 1
}

# Whether the files chosen so far can see `file`'s declarations: the app's own files, a module a
# chosen file belongs to, or one a chosen file imports (Swift sees another module's declarations
# only through an `import`).
function visible(file,    module) {
  module = modules[file]
  return module == "" || (module in chosen_modules) || (module in imported)
}

# Playgrounds and documentation catalogs (a package's `….docc` snippets) are not part of an
# app's module, nor is a test target's code (a file under a folder named `…Tests` that imports
# XCTest or Testing). A file under such a folder that does not is kept: an app target may
# compile it too (sample 52: an app's previews used mocks its Xcode project compiles from
# `EthanolTests/Mocks`, a file with `@testable import` of the app itself, which the harness
# never passed; Swift ignores a file's import of its own module).
/\.playground\// { next }
/\.docc\// { next }
/Tests\// && is_test_code($0) { next }

{
  current = $0
  listed[current] = 1
  in_extension = 0
  extension_indent = ""
  in_string = 0
  in_comment = 0
  if_depth = 0
  brace_depth = 0
  while ((getline line < current) > 0) {
    # Code inside a `/* … */` block comment declares and uses nothing (sample 48: a commented-out
    # protocol chose a file of declarations that were not compiled).
    line = uncommented(line)
    # Lines inside a multi-line string literal (code samples in tutorial apps) declare nothing.
    quotes = gsub(/"""/, "\"\"\"", line)
    was_in_string = in_string
    if (quotes % 2 == 1) in_string = !in_string
    if (!was_in_string && !in_string) {
      if (line ~ /^[ \t]*#if/) if_depth++
      else if (line ~ /^[ \t]*#endif/ && if_depth > 0) if_depth--
      # A declaration outside every brace is top-level, however it is indented (inside `#if`,
      # or a file that starts its lines with a space).
      if (brace_depth == 0) {
        unindented = line
        sub(/^[ \t]+/, "", unindented)
        index_line(unindented)
      } else {
        index_line(line)
      }
      brace_depth += braces(line)
    }
  }
  close(current)
}

# Whether `file` is a test target's code: it imports a test framework (XCTest, Testing, Quick,
# Nimble, SnapshotTesting, ViewInspector).
function is_test_code(file,    line, found) {
  found = 0
  while ((getline line < file) > 0) {
    if (line ~ /^[ \t]*(@testable[ \t]+)?import[ \t]+(XCTest|Testing|Quick|Nimble|SnapshotTesting|ViewInspector)([ \t]|$)/) {
      found = 1
      break
    }
  }
  close(file)
  return found
}

# `line` without the parts inside `/* … */` block comments, which may span lines
# (`in_comment` carries an open one to the next line).
function uncommented(line,    kept, start, stop) {
  kept = ""
  while (line != "") {
    if (in_comment) {
      stop = index(line, "*/")
      if (stop == 0) return kept
      line = substr(line, stop + 2)
      in_comment = 0
    } else {
      start = index(line, "/*")
      if (start == 0) return kept line
      kept = kept substr(line, 1, start - 1)
      line = substr(line, start + 2)
      in_comment = 1
    }
  }
  return kept
}

# Opening minus closing braces on a line, outside one-line strings and `//` comments.
function braces(line,    code, opens, closes) {
  code = line
  gsub(/"([^"\\]|\\.)*"/, "", code)
  sub(/\/\/.*/, "", code)
  opens = gsub(/\{/, "{", code)
  closes = gsub(/\}/, "}", code)
  return opens - closes
}

function index_line(line,    head, n, words, name, indent, i, rest, symbol) {
  if (match(line, /^[ \t]*(@[A-Za-z_]+ +)*import +((class|struct|enum|protocol|func|var|let|typealias) +)?[A-Za-z_][A-Za-z0-9_]*/)) {
    head = substr(line, RSTART, RLENGTH)
    # `@_exported import Helpers`: whoever imports this file's module sees Helpers too.
    if (head ~ /@_exported/) exporters[current] = 1
    sub(/.*[ \t]/, "", head)
    imports[current] = imports[current] " " head
  }
  # Custom operators: `infix operator !=?` and the functions that implement one (`func !=? (`,
  # `static func +| (`) declare the symbol; every run of operator characters a line holds uses
  # one. Standard operators are never declared by a project, so they choose nothing.
  if (match(line, /^[ \t]*(prefix|infix|postfix) +operator +[^ \t:{]+/) || match(line, /(^|[ \t])func +[-+*\/=<>!&|^~%?.]+/)) {
    symbol = substr(line, RSTART, RLENGTH)
    sub(/.*(operator|func) +/, "", symbol)
    if (!((symbol, current) in op_declared)) {
      op_declared[symbol, current] = 1
      op_declarers[symbol] = op_declarers[symbol] SUBSEP current
    }
  }
  rest = line
  gsub(/"([^"\\]|\\.)*"/, " ", rest)
  sub(/\/\/.*/, "", rest)
  while (match(rest, /[-+*\/=<>!&|^~%?]+/)) {
    op_uses[current] = op_uses[current] " " substr(rest, RSTART, RLENGTH)
    rest = substr(rest, RSTART + RLENGTH)
  }
  if (match(line, /^((public|package|private|fileprivate|internal|open|final|indirect|nonisolated|@[A-Za-z]+) +)*(struct|class|enum|protocol|actor|typealias|func|let|var|extension|precedencegroup) +[A-Za-z_][A-Za-z0-9_.]*/)) {
    head = substr(line, RSTART, RLENGTH)
    n = split(head, words, / +/)
    name = words[n]
    in_extension = (words[n - 1] == "extension")
    extension_indent = ""
    if (in_extension) {
      sub(/.*\./, "", name)
      extended = name
    } else if (!((name, current) in declared)) {
      # A `private` or `fileprivate` top-level type is its file's own: no other file uses it,
      # and another file's type of that name is no redeclaration (sample 38: every file of a
      # project declared its own `private enum Constants`, and all but one were left out).
      if (words[n - 1] != "func" && words[n - 1] != "let" && words[n - 1] != "var" \
        && head !~ /(^| )(private|fileprivate) /) {
        types[name, current] = 1
        user_types[name] = 1
      }
      declared[name, current] = 1
      declarers[name] = declarers[name] SUBSEP current
    }
  } else if (in_extension && match(line, /^[ \t]+((public|package|private|fileprivate|internal|convenience|required|nonisolated|@[A-Za-z]+) +)*init[?!]?[ \t]*[(<]/)) {
    # An initializer an extension adds (`extension DateFormatter { convenience init(calendar:) }`)
    # is used wherever the extended type is called by name.
    if (!((extended, current) in member_of)) {
      member_of[extended, current] = extended
      member_declarers[extended] = member_declarers[extended] SUBSEP current
    }
  } else if (in_extension && match(line, /^[ \t]+((static|class|public|package|private|fileprivate|internal|open|final|mutating|nonisolated|override|(public|package|private|fileprivate|internal)\(set\)|@[A-Za-z]+) +)*(func|var|let|case|init|typealias|struct|enum|class) +`?[A-Za-z_][A-Za-z0-9_]*/)) {
    indent = line
    sub(/[^ \t].*/, "", indent)
    if (extension_indent == "") extension_indent = indent
    if (indent == extension_indent) {
      head = substr(line, RSTART, RLENGTH)
      n = split(head, words, / +/)
      name = words[n]
      # A member named with a keyword is written in backquotes (`func \`if\`(…)`); its uses
      # are plain (`.if(…)`: sample 48).
      gsub(/`/, "", name)
      if (!((name, current) in member_of)) {
        member_of[name, current] = extended
        member_declarers[name] = member_declarers[name] SUBSEP current
      }
    }
  }
  gsub(/[^A-Za-z0-9_]+/, " ", line)
  n = split(line, words, " ")
  for (i = 1; i <= n; i++) if (words[i] ~ /^[A-Za-z_]/) uses[current] = uses[current] " " words[i]
}

# Marks as one module every package `Sources` folder with a Swift file right in it, then gives
# each listed file its module.
function assign_modules(    n, roots, i, file, rest) {
  n = split(packages, roots, "|")
  for (file in listed) {
    for (i = 1; i <= n; i++) {
      if (roots[i] == "" || index(file, roots[i] "/") != 1) continue
      rest = substr(file, length(roots[i]) + 2)
      if (index(rest, "/") == 0) {
        flat_sources(roots[i])
        flat[roots[i]] = 1
      }
    }
  }
  for (file in listed) modules[file] = module_of(file)
  modules[target] = module_of(target)
}

END {
  assign_modules()
  queue[1] = target
  choose(target)
  count = 1
  # Passes until nothing is added: a member of a type's extension counts only once that type is
  # chosen, which can happen after the member's name was first met.
  do {
    before = count
    delete seen
    for (q = 1; q <= count; q++) {
      n = split(uses[queue[q]], words, " ")
      # A name resolves in the using file's own module first (two package modules may each
      # declare `SessionDelegate`; each module's code means its own).
      user_module = modules[queue[q]]
      for (i = 1; i <= n; i++) {
        name = words[i]
        if ((name, user_module) in seen) continue
        seen[name, user_module] = 1
        # A member of an extension counts when it extends a library type (or a type no Swift
        # file declares, as Core Data's generated classes), or a chosen type. Extensions of
        # different types may each declare the name (`static var preview` of `Trip` and of
        # `BucketListItem`; `smartNotation` of `BinaryInteger` and of `BinaryFloatingPoint`):
        # the compiler sees all of them, so the nearest file is chosen for each extended type.
        delete by_extended
        if (name in member_declarers) {
          m = split(member_declarers[name], files, SUBSEP)
          for (j = 1; j <= m; j++) {
            if (files[j] == "" || files[j] in chosen) continue
            extended = member_of[name, files[j]]
            if (!(extended in user_types) || (extended in chosen_types)) {
              by_extended[extended] = by_extended[extended] SUBSEP files[j]
            }
          }
        }
        # The name is there already when a chosen file declares it at top level; an extended
        # type's member is there when a chosen file declares it for that type; a declared type's
        # member does not hide another type's of that name (`userFlags` of a service and of
        # `EnvironmentValues`: the compiler sees both).
        skip = 0
        own = own_declarers(name, user_module)
        for (f in chosen) {
          if ((name, f) in declared && (own == "" || modules[f] == user_module)) { skip = 1; break }
          if ((name, f) in member_of && (member_of[name, f] in by_extended)) {
            delete by_extended[member_of[name, f]]
          }
        }
        # An initializer an extension adds is keyed by its type's name, which a chosen file
        # declares (a package's type given a no-argument `init()` in the app): the extension
        # is still needed (sample 56: two screens stopped on a missing argument).
        if (skip) {
          if (!(name in by_extended)) continue
          for (extended in by_extended) if (extended != name) delete by_extended[extended]
        }
        candidates = 0
        if (!skip && own != "") pick[++candidates] = own
        else if (!skip && declarers[name] != "") pick[++candidates] = declarers[name]
        for (extended in by_extended) pick[++candidates] = by_extended[extended]
        for (c = 1; c <= candidates; c++) {
          file = nearest(pick[c], target)
          if (file == "" || file in chosen || redeclares(file)) continue
          choose(file)
          queue[++count] = file
          print file
        }
      }
      # Every file that declares or implements a custom operator this file uses.
      for (symbol in op_declarers) {
        if (index(op_uses[queue[q]] " ", " " symbol " ") == 0) continue
        m = split(op_declarers[symbol], files, SUBSEP)
        for (j = 1; j <= m; j++) {
          if (files[j] == "" || files[j] in chosen || !visible(files[j]) || redeclares(files[j])) continue
          choose(files[j])
          queue[++count] = files[j]
          print files[j]
        }
      }
    }
    # A chosen module's `@_exported import`s are part of it (sample 50: supabase-swift's
    # Exports.swift makes Helpers' `version` visible to the Supabase module's files).
    for (file in exporters) {
      if (file in chosen || !(modules[file] in chosen_modules) || redeclares(file)) continue
      choose(file)
      queue[++count] = file
      print file
    }
  } while (count > before)
}
