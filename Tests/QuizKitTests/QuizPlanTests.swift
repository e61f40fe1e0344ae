import Foundation
import Testing

@testable import QuizKit

@Suite struct QuizPlanTests {
  static let body = """
    ```group
    id: pick
    choose: 2
    ```

    ```item
    id: g1
    question: q
    group: pick
    ```

    ```item
    id: g2
    question: q
    group: pick
    ```

    ```item
    id: g3
    question: q
    group: pick
    ```

    ```item
    id: solo
    question: q
    param: n = 1 | 2 | 3
    ```

    ```question
    id: q
    kind: number
    scene: rows
    do: ships.append(Ship(id: "x", tint: .red))
    observe: rows(ForEach#1).count
    ```
    """

  @Test(arguments: ["ana", "bruno", "carla", "diego", "elena"])
  func aPlanFollowsTheGroupsAndIsTheSameEveryTime(_ student: String) throws {
    let quiz = try #require(
      QuizFixtures.parse(QuizFixtures.source(settings: "id: p\nshuffle: true", body: Self.body))
        .quiz)
    let seed = QuizPlan.seed(quiz: quiz.id, student: student)
    let plan = quiz.plan(seed: seed)
    #expect(plan == quiz.plan(seed: seed))
    #expect(QuizPlan(text: plan.text) == plan)
    let items = plan.entries.map(\.item)
    #expect(items.count == 3)
    #expect(items.filter { $0.hasPrefix("g") }.count == 2)
    #expect(items.contains("solo"))
    #expect(Set(items).count == items.count)
    let solo = try #require(plan.entries.first { $0.item == "solo" })
    #expect((0..<3).contains(solo.variant))
  }

  @Test func studentsGetDifferentPlans() throws {
    let quiz = try #require(
      QuizFixtures.parse(QuizFixtures.source(settings: "id: p\nshuffle: true", body: Self.body))
        .quiz)
    let plans = Set(
      (0..<20).map { quiz.plan(seed: QuizPlan.seed(quiz: "p", student: "s\($0)")).text })
    #expect(plans.count > 1)
  }

  @Test func stableHashIsFNV1a() {
    // Published FNV-1a 64 test vectors.
    #expect(StableHash.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(StableHash.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(StableHash.hex("foobar") == "85944171f73967e8")
  }
}
