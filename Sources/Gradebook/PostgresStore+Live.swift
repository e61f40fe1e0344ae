/// Live sessions on PostgreSQL: the LISTEN/NOTIFY signal (the statements are `SQLStore`'s).
extension PostgresStore {
  /// LISTEN/NOTIFY on a connection of its own to the same server.
  public func liveSignal(quiz: String, listening channel: LiveChannel) throws(GradebookError)
    -> any LiveSessionSignal
  {
    try NotifyLiveSignal(url: url, quiz: quiz, listening: channel)
  }
}
