#!/bin/sh
# A terminal editor for the tests: it fails unless it runs in the terminal's foreground process
# group (what vim and nano need), then reads one line from the terminal, as an editor reads
# keys, and appends it to the file as a comment.
# /proc/PID/stat after the command name: state ppid pgrp session tty_nr tpgid ...
set -- "$1" $(sed 's/.*) //' /proc/$$/stat)
file=$1
pgrp=$4
tpgid=$7
if [ "$pgrp" != "$tpgid" ]; then
  echo "EDITOR-NOT-FOREGROUND pgrp=$pgrp tpgid=$tpgid" >&2
  exit 3
fi
stty -g >/dev/null 2>&1 || { echo "EDITOR-NO-TERMINAL" >&2; exit 4; }
printf 'EDITOR-READY\n'
IFS= read -r line || { echo "EDITOR-READ-FAILED" >&2; exit 5; }
printf '// %s\n' "$line" >> "$file"
