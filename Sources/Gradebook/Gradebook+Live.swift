import Foundation

extension Gradebook {
  /// Schema version 3: live sessions, and the round of a live vote.
  static let liveSchema = """
    ALTER TABLE quiz_answers ADD COLUMN live_round INTEGER;
    CREATE TABLE IF NOT EXISTS live_sessions(
      quiz TEXT PRIMARY KEY, item INTEGER NOT NULL, phase TEXT NOT NULL, round INTEGER NOT NULL,
      revision INTEGER NOT NULL, updated REAL NOT NULL);
    """

  /// The inotify signal, in the folder `live` beside the gradebook file (a private temporary
  /// folder for an in-memory gradebook).
  public func liveSignal(quiz: String, listening channel: LiveChannel) throws(GradebookError)
    -> any LiveSessionSignal
  {
    try FileLiveSignal(folder: liveFolder, quiz: quiz, listening: channel)
  }

  /// Where the live signal's files are.
  var liveFolder: String {
    if database.path == ":memory:" {
      return (NSTemporaryDirectory() as NSString).appendingPathComponent(
        "idlab-live-\(getpid())-\(ObjectIdentifier(self).hashValue)")
    }
    return ((database.path as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("live")
  }
}
