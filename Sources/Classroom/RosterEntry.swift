/// One student of a roster: who they are, the key they connect with, their extra time and
/// language.
public struct RosterEntry: Codable, Equatable, Sendable {
  /// The student id used in the gradebook (`alice`, `a.perez-2`).
  public var id: String
  /// The student's name, as the instructor wrote it.
  public var name: String
  /// The public key the student connects with.
  public var key: SSHPublicKey
  /// Extra time on timed quizzes, in minutes.
  /// The most extra minutes a student can have (a roster's column, or one `extra-time`): a day,
  /// so no sum of times can overflow or trap when it becomes a clock.
  public static let maximumExtraMinutes = 1440.0
  public var extraMinutes: Double
  /// `en` or `es`; `nil` to follow the student's `LANG`/`LC_*` (when sshd accepts them).
  public var language: String?

  /// Creates an entry.
  public init(
    id: String, name: String, key: SSHPublicKey, extraMinutes: Double = 0,
    language: String? = nil
  ) {
    self.id = id
    self.name = name
    self.key = key
    self.extraMinutes = extraMinutes
    self.language = language
  }

  /// Whether `text` can be a student or quiz id: letters, digits, `.`, `_`, `-`, not starting
  /// with `-` (so it never reads as an option and needs no quoting in a forced command).
  public static func isValidID(_ text: String) -> Bool {
    !text.isEmpty && !text.hasPrefix("-") && text.count <= 64
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "." || $0 == "_" || $0 == "-"
      }
  }
}
