#!/bin/sh
# Measures how many corpus files `idlab sim` runs.
#
#   docs/corpus/measure.sh CORPUS_DIR [IDLAB]
#
# CORPUS_DIR holds one folder per repository, named `owner+name`, with that repository's files at
# the commit in corpus-list.tsv (for example `git --git-dir=… archive COMMIT | tar -x -C
# CORPUS_DIR/owner+name`). Prints one line per file (`ok` or `rejected`, then the first error
# line) and a summary. Not part of `make test`: the corpus is not in the repository.
set -u
corpus=${1:?usage: measure.sh CORPUS_DIR [IDLAB]}
idlab=${2:-./.build/debug/idlab}
list=$(dirname "$0")/corpus-list.tsv
total=0
ok=0
missing=0
tab=$(printf '\t')
while IFS="$tab" read -r repo commit path; do
  case "$repo" in '#'*|'') continue ;; esac
  file="$corpus/$(echo "$repo" | tr / +)/$path"
  total=$((total + 1))
  if [ ! -f "$file" ]; then
    missing=$((missing + 1))
    echo "missing   $repo $path"
    continue
  fi
  if message=$("$idlab" sim --lang en "$file" 2>&1 >/dev/null); then
    ok=$((ok + 1))
    echo "ok        $repo $path"
  else
    first=$(printf '%s\n' "$message" | grep -m1 'error' | sed 's/^.*error/error/')
    echo "rejected  $repo $path: $first"
  fi
done < "$list"
echo "ran $ok of $total files ($missing missing)"
