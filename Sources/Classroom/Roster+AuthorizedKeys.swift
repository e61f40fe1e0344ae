/// `authorized_keys` lines that let each student's key run only that student's quiz.
extension Roster {
  /// One line per student:
  ///
  ///     restrict,pty,command="env SWIFT_BACKTRACE=enable=no /usr/local/bin/idlab quiz take midterm --student alice --lang es" ssh-ed25519 AAAA… idlab:alice
  ///
  /// `SWIFT_BACKTRACE=enable=no` turns the Swift runtime's crash backtracer off before idlab
  /// starts (idlab replaces its handlers too, once running): its interactive prompt could
  /// read the process's memory, where the answer keys are.
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
      let launcher =
        program.hasPrefix("env ")
        ? "env \(Self.backtraceOff) " + program.dropFirst(4) : "env \(Self.backtraceOff) \(program)"
      var command = "\(launcher) quiz take \(quiz) --student \(entry.id)"
      if let language = entry.language { command += " --lang \(language)" }
      return "restrict,pty,command=\"\(command)\" \(entry.key.keyText) idlab:\(entry.id)"
    }
  }

  /// The environment setting that keeps the Swift runtime's backtracer off.
  public static let backtraceOff = "SWIFT_BACKTRACE=enable=no"
}
