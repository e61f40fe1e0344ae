import Foundation
import Testing

@testable import Gradebook

/// The live session part of the store protocol, on both backends: the session row, votes
/// refused once their round closed, and the signal (SQLite: inotify files; PostgreSQL:
/// LISTEN/NOTIFY).
extension GradebookStoreConformanceTests {
  static func vote(_ student: String, round: Int?) -> QuizAnswer {
    var answer = QuizAnswer(
      quiz: "checkpoint", student: student, take: 1, item: "item-a", seed: "s", variant: 0,
      language: "es", rawAnswer: "azul", parsedAnswer: "blue", truth: "color(blue)", score: 1,
      points: 1, time: 3, simulatorVersion: "0.1.0", itemHash: "h")
    answer.round = round
    return answer
  }

  @Test(arguments: Backend.available)
  func aVoteCountsOnlyWhileItsRoundIsOpen(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    #expect(try store.liveSession(quiz: "checkpoint") == nil)
    #expect(try store.recordVote(Self.vote("ana", round: 1), revision: 1) == nil, "no session")
    let voting = LiveSession(
      quiz: "checkpoint", item: 1, phase: .vote, round: 1, revision: 1, updated: 2.5)
    try store.setLiveSession(voting)
    #expect(try store.liveSession(quiz: "checkpoint") == voting)
    #expect(try store.recordVote(Self.vote("ana", round: 1), revision: 1)?.id != nil)
    #expect(try store.recordVote(Self.vote("bea", round: 1), revision: 0) == nil, "stale")
    var shown = voting
    (shown.phase, shown.revision) = (.show, 2)
    try store.setLiveSession(shown)
    #expect(try store.liveSession(quiz: "checkpoint") == shown)
    #expect(try store.recordVote(Self.vote("bea", round: 1), revision: 2) == nil, "closed")
    #expect(try store.recordVote(Self.vote("bea", round: 1), revision: 1) == nil, "closed")
    for student in ["carla", "dani"] {
      _ = try store.beginTake(
        QuizTake(
          quiz: "checkpoint", student: student, number: 1, seed: "s", plan: "", language: "es",
          started: 0))
    }
    try store.record(Self.vote("carla", round: 2))
    try store.record(Self.vote("dani", round: nil))
    let stored = try store.answers(quiz: "checkpoint")
    #expect(stored.map(\.student) == ["ana", "carla", "dani"])
    #expect(stored.map(\.round) == [1, 2, nil])
  }

  @Test(arguments: Backend.available)
  func theLiveSignalWakesTheOtherSideAndKnowsThePresenter(_ backend: Backend) throws {
    let store = try backend.freshLocation().open(learner: "default")
    let presenter = try store.liveSignal(quiz: "checkpoint", listening: .votes)
    let student = try store.liveSignal(quiz: "checkpoint", listening: .session)
    let rival = try store.liveSignal(quiz: "checkpoint", listening: .votes)
    #expect(try student.presenterIsPresent() == false)
    #expect(try presenter.claimPresenter())
    #expect(try rival.claimPresenter() == false, "one presenter per quiz")
    #expect(try student.presenterIsPresent())
    _ = try student.wait(input: nil, timeout: .zero)  // what the rival's attempt sent, if any

    #expect(try student.wait(input: nil, timeout: .milliseconds(50)) == .timedOut)
    try presenter.announce(.session)
    #expect(try student.wait(input: nil, timeout: .seconds(10)) == .signalled)
    #expect(try student.wait(input: nil, timeout: .milliseconds(50)) == .timedOut, "drained")
    try student.announce(.votes)
    #expect(try presenter.wait(input: nil, timeout: .seconds(10)) == .signalled)

    presenter.releasePresenter()
    #expect(try student.wait(input: nil, timeout: .seconds(10)) == .signalled, "told at once")
    #expect(try student.presenterIsPresent() == false)
    #expect(try rival.claimPresenter())
  }
}
