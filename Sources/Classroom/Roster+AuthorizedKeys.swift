/// `authorized_keys` lines that let each student's key run only that student's quiz.
extension Roster {
  /// One line per student:
  ///
  ///     restrict,pty,command="/usr/local/bin/idlab quiz take midterm --student alice --lang es" ssh-ed25519 AAAA… idlab:alice
  ///
  /// `restrict` turns off forwarding, agent, X11 and user rc files; `pty` gives back the
  /// terminal the quiz needs. sshd runs the forced command whatever the client asked for, and
  /// the command never reads `SSH_ORIGINAL_COMMAND`, so `ssh quiz@host bash` still runs the
  /// quiz. Without a roster language, idlab follows the `LANG`/`LC_*` the client sends.
  ///
  /// - Parameters:
  ///   - quiz: the quiz id (checked with `RosterEntry.isValidID`).
  ///   - program: how to start idlab (an absolute path, perhaps after `env NAME=value`);
  ///     it may not contain `"` or `\`.
  /// - Returns: the lines, or `nil` when `quiz` or `program` cannot be written safely.
  public func authorizedKeys(quiz: String, program: String) -> [String]? {
    guard RosterEntry.isValidID(quiz), !program.isEmpty,
      !program.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline })
    else { return nil }
    return entries.map { entry in
      var command = "\(program) quiz take \(quiz) --student \(entry.id)"
      if let language = entry.language { command += " --lang \(language)" }
      return "restrict,pty,command=\"\(command)\" \(entry.key.keyText) idlab:\(entry.id)"
    }
  }
}
