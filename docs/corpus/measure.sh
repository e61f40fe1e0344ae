#!/bin/sh
# Measures how many corpus files `idlab sim` runs.
#
#   docs/corpus/measure.sh CORPUS_DIR [IDLAB]
#
# CORPUS_DIR holds one folder per repository, named `owner+name`, with that repository's files at
# the commit in corpus-list.tsv (for example `git --git-dir=… archive COMMIT | tar -x -C
# CORPUS_DIR/owner+name`). Each file runs with the other files of its project that declare the
# types it uses, as its module (`idlab sim FILE OTHER...`): the project is the nearest folder
# above the file holding a `*.xcodeproj` or a `Package.swift` (else the repository), and the files
# are chosen by module-files.awk, a small index of top-level declarations, among the project's
# files and the `Sources` of the remote Swift packages it depends on (packages.tsv, extracted
# into CORPUS_DIR/owner+name like the repositories) and of the local packages its manifest or
# Xcode project names by path, with the Swift files and folder-referenced packages its
# project.pbxproj takes from outside its folder, and only the files of the project's folder its
# project.pbxproj names (`project_members`). Prints one line per file (`ok` or
# `rejected`, then the first error line, then `+N` for N other files) and a summary. Not part of
# `make test`: the corpus is not in the repository.
set -u
corpus=${1:?usage: measure.sh CORPUS_DIR [IDLAB]}
corpus=${corpus%/}
idlab=${2:-./.build/debug/idlab}
list=$(dirname "$0")/corpus-list.tsv
package_list=$(dirname "$0")/packages.tsv
index=$(dirname "$0")/module-files.awk
total=0
ok=0
missing=0
tab=$(printf '\t')
newline='
'

# The nearest folder above $1 (up to $2) holding an Xcode project or a Swift package.
project_root() {
  dir=$(dirname "$1")
  while [ "$dir" != "$2" ] && [ "$dir" != / ] && [ "$dir" != . ]; do
    for candidate in "$dir"/*.xcodeproj "$dir"/Package.swift; do
      if [ -e "$candidate" ]; then
        echo "$dir"
        return
      fi
    done
    dir=$(dirname "$dir")
  done
  echo "$2"
}
# The Swift files (one path a line on standard input) an Xcode project at $1 compiles: a file in
# the project's folder is kept when its `project.pbxproj` names it (`/* Player.swift */`,
# `path = Core/Player.swift;`, its name where a path ends), or sits in a local package (a folder with a `Package.swift`), or is
# $2 (the scene); every file is kept when the project has no `project.pbxproj` or uses
# synchronized folders (Xcode 16's `PBXFileSystemSynchronizedRootGroup`, which names folders,
# not files). A file the project does not name (a stale copy, a draft with placeholders) is not
# part of the app.
project_members() {
  # `find`, not a glob: the caller runs with globbing off (`set -f`).
  pbx=$(find "$1" -maxdepth 2 -path '*.xcodeproj/project.pbxproj' 2>/dev/null | sort | head -n 1)
  if [ -z "$pbx" ] || grep -q PBXFileSystemSynchronizedRootGroup "$pbx"; then
    cat
    return
  fi
  awk -v pbx="$pbx" -v root="$1" -v target="$2" '
    # Names compare without case: Xcode builds on a case-insensitive file system by default, so
    # a project naming `Cart.swift` compiles the file `cart.swift`.
    BEGIN { while ((getline line < pbx) > 0) text = text "\n" line; close(pbx); text = tolower(text) }
    function in_package(file,    dir, probe, found) {
      dir = file
      while (sub(/\/[^\/]*$/, "", dir) && length(dir) > length(root)) {
        probe = dir "/Package.swift"
        found = (getline line < probe) >= 0
        close(probe)
        if (found) return 1
      }
      return 0
    }
    {
      if ($0 == target || index($0, root "/") != 1) { print; next }
      n = split($0, parts, "/")
      name = parts[n]
      # The name as a path ends (`/* Core/Theme/Theme.swift */`, `path = Theme.swift;`).
      pattern = tolower(name)
      gsub(/[][\\.^$*+?(){}|]/, "\\\\&", pattern)
      if (text ~ ("[ /\"]" pattern "( \\*\\/|;|\";)") || in_package($0)) print
    }'
}

# The folders of a Swift package at $1 that hold its targets' files, one a line: its `Sources`,
# else each folder a target's `path:` names in its manifest (`path: "."`, `path: "Source"`; sample
# 53's local package with `path: "."` and sample 53's Alamofire in `Source/` were never passed
# before), else the first of SwiftPM's other predefined folders (`Source`, `src`, `srcs`).
package_roots() {
  if [ -d "$1/Sources" ]; then
    echo "$1/Sources"
    return
  fi
  [ -f "$1/Package.swift" ] || return 0
  roots=$(grep -v '\.package(' "$1/Package.swift" | grep -oE 'path: *"[^"]*"' \
    | sed -E 's/path: *"([^"]*)"/\1/; s#/$##; s#^\./?##' | sort -u | while IFS= read -r rel; do
      if [ -z "$rel" ]; then echo "$1"; elif [ -d "$1/$rel" ]; then echo "$1/$rel"; fi
    done)
  [ -n "$roots" ] && echo "$roots"
  # SwiftPM's other predefined source folders, in its order of preference (`PackageBuilder.
  # predefinedSourceDirectories`: Sources, Source, src, srcs; sample 56's SwiftyJSON keeps its
  # target in `Source/` without naming it), for the targets no `path:` places (a manifest may
  # name only its tests' folder).
  for folder in Source src srcs; do
    if [ -d "$1/$folder" ]; then
      echo "$roots" | grep -qxF "$1/$folder" || echo "$1/$folder"
      return
    fi
  done
}

while IFS="$tab" read -r repo commit path; do
  case "$repo" in '#'*|'') continue ;; esac
  file="$corpus/$(echo "$repo" | tr / +)/$path"
  total=$((total + 1))
  if [ ! -f "$file" ]; then
    missing=$((missing + 1))
    echo "missing   $repo $path"
    continue
  fi
  set -- "$file"
  root=$(project_root "$file" "$corpus/$(echo "$repo" | tr / +)")
  sources=$root
  # The `Sources` folders of Swift packages: a file there belongs to the module named by its
  # folder, which another module sees only through an `import` (module-files.awk).
  packages=
  [ -f "$root/Package.swift" ] && packages=$(package_roots "$root")
  # Local packages the project depends on (`.package(path: "…")` in its Package.swift, an
  # Xcode project's `relativePath = …;` local package reference): their Sources, as Xcode
  # builds them with the app.
  for manifest in "$root"/Package.swift "$root"/*.xcodeproj/project.pbxproj; do
    [ -f "$manifest" ] || continue
    locals=$(grep -oE '\.package\( *(name: *"[^"]*", *)?path: *"[^"]+"|relativePath = [^;]+;' "$manifest" \
      | sed -E 's/.*path: *"([^"]+)"/\1/; s/relativePath = "?([^";]+)"?;/\1/')
    saved_ifs=$IFS
    IFS=$newline
    for rel in $locals; do
      for found in $(package_roots "$root/$rel"); do
        sources="$sources$newline$found"
        packages="$packages$newline$found"
      done
    done
    # What an Xcode project compiles from outside its folder (`path = ../../Shared/Foo.swift;`,
    # relative to its group): a Swift file, found by the rest of its path in the nearest folder
    # above the project that has it; and a local package added as a folder reference
    # (`path = ../..;` to a folder with a `Package.swift`).
    case "$manifest" in *.pbxproj)
      outside=$(grep -oE 'path = "?\.\.(/[^";]*)?"?;' "$manifest" | sed -E 's/path = "?([^";]+)"?;/\1/' | sort -u)
      for rel in $outside; do
        if [ -f "$root/$rel/Package.swift" ]; then
          for found in $(package_roots "$root/$rel"); do
            sources="$sources$newline$found"
            packages="$packages$newline$found"
          done
          continue
        fi
        case "$rel" in *.swift) ;; *) continue ;; esac
        rest=$(printf '%s' "$rel" | sed -E 's#^(\.\./)+##')
        dir=$(dirname "$root")
        while :; do
          if [ -f "$dir/$rest" ]; then sources="$sources$newline$dir/$rest"; break; fi
          [ "$dir" = "$corpus/$(echo "$repo" | tr / +)" ] || [ "$dir" = / ] && break
          dir=$(dirname "$dir")
        done
      done ;;
    esac
    IFS=$saved_ifs
  done
  while IFS="$tab" read -r user package _; do
    case "$user" in "$repo")
      saved_ifs=$IFS
      IFS=$newline
      for found in $(package_roots "$corpus/$(echo "$package" | tr / +)"); do
        sources="$sources$newline$found"
        packages="$packages$newline$found"
      done
      IFS=$saved_ifs ;;
    esac
  done < "$package_list"
  saved=$IFS
  IFS=$newline
  set -f
  others=$(find $sources -type f -name '*.swift' | project_members "$root" "$file" | awk -v target="$file" -v packages="$(printf '%s' "$packages" | tr '\n' '|')" -f "$index")
  set +f
  IFS=$saved
  saved=$IFS
  IFS=$newline
  set -f
  for other in $others; do set -- "$@" "$other"; done
  set +f
  IFS=$saved
  extra="+$(($# - 1))"
  if message=$(COLUMNS=1000 "$idlab" sim --lang en "$@" 2>&1 </dev/null); then
    ok=$((ok + 1))
    echo "ok        $repo $path $extra"
  else
    first=$(printf '%s\n' "$message" | grep -m1 -E '(^|: )(error(\[[^]]*\])?|runtime error): ' \
      | sed -E 's/^.*: ((error(\[[^]]*\])?|runtime error): )/\1/')
    [ -n "$first" ] || first=$(printf '%s\n' "$message" | grep -v '^ *[0-9]* |' | grep -m1 .)
    echo "rejected  $repo $path $extra: $first"
  fi
done < "$list"
echo "ran $ok of $total files ($missing missing)"
