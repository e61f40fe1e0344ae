import Localization
import Testing

@testable import IdentityLabCLI

/// The minutes a start screen promises: the limit plus extra time, no later than the closing
/// time, in whole minutes (the expected values worked out by hand below).
@Suite struct StartTimeTests {
  @Test func theMinutesAreTheLimitPlusExtraUntilTheClosingTime() {
    // 20 min limit + 10 extra = 30 min; closing in 2 h: 30.
    #expect(StartTime(limit: 1_200, extra: 600, closes: 7_200, now: 0).minutes == 30)
    // Closing in 25 min 59 s: 25 whole minutes, less than the 30.
    #expect(StartTime(limit: 1_200, extra: 600, closes: 1_559, now: 0).minutes == 25)
    // Untimed, closing in an hour: 60. Closed already: 0.
    #expect(StartTime(limit: nil, extra: 0, closes: 4_000, now: 400).minutes == 60)
    #expect(StartTime(limit: nil, extra: 0, closes: 100, now: 400).minutes == 0)
    // Nothing limits an untimed quiz that never closes.
    #expect(StartTime(limit: nil, extra: 300, closes: nil, now: 0).minutes == nil)
  }

  @Test func theLineSaysTheClosingTimeOrTheExtraMinutes() throws {
    let t = try realLocalizer(.en)
    #expect(
      StartTime(limit: 1_200, extra: 600, closes: 4_102_445_700, now: 0).line(t)
        == "Your quiz closes at 2100-01-01T00:15:00Z; you have 30 minutes.")
    #expect(
      StartTime(limit: 1_200, extra: 450, closes: nil, now: 0).line(t)
        == "You have 27 minutes, 7.5 of them extra.")
    #expect(StartTime(limit: 1_200, extra: 0, closes: nil, now: 0).line(t) == nil)
    let es = try realLocalizer(.es)
    #expect(
      StartTime(limit: nil, extra: 0, closes: 4_102_444_800, now: 4_102_441_200).line(es)
        == "Tu cuestionario cierra a las 2100-01-01T00:00:00Z; tienes 60 minutos.")
  }
}
