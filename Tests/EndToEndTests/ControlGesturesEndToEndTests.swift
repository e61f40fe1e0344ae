import Foundation
import Testing

/// `idlab sim --do` on steppers, sliders, pickers and text editors through the built binary:
/// the screen after each gesture, and the translated error of a gesture that names nothing.
@Suite struct ControlGesturesEndToEndTests {
  static let scene = repositoryRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/sim/controls" + SimE2E.sceneExtension
  ).path

  static let gestures = [
    #"increment "Scoops""#, #"increment "Scoops""#, #"increment "Scoops""#,
    #"slide "Sweetness" to 0.73"#, #"select "Mango" in "Flavor""#, #"type "a\nb" into "Note""#,
    #"type "42" into "PIN""#, #"tap "Menu""#,
  ]

  /// The screen of the last step: `Screen` up to `Identity tree`.
  static func lastScreen(_ output: String, tree: String) -> String {
    let last = output.components(separatedBy: "\n").reversed()
    let rows = Array(
      last.drop { !$0.hasPrefix(tree) }.dropFirst().prefix {
        !$0.hasPrefix("Step") && !$0.hasPrefix("Paso")
      })
    return rows.reversed().dropFirst().joined(separator: "\n")
  }

  @Test(arguments: [(60, "en"), (80, "en"), (60, "es")])
  func gesturesChangeTheValuesTheScreenShows(columns: Int, language: String) throws {
    let arguments =
      ["--lang", language, "sim", Self.scene] + Self.gestures.flatMap { ["--do", $0] }
    let output = try SimE2E.run(arguments, environment: ["COLUMNS": String(columns)])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(!output.stdout.contains("\u{1B}"), "NO_COLOR: no escape codes")
    let english = language == "en"
    // 1 + 3 increments stops at 3; 0.73 is nearest the step 0.7; the PIN is masked.
    expectLines(
      Self.lastScreen(output.stdout, tree: english ? "Identity tree" : "Árbol de identidades"),
      """
        Scoops  3  [ − | + ]
        (Sweetness)  [━━━━━━●───] 0.7
        Flavor  [Mango ▾]
        Size  [Large ▾]
        [a ⏎ b]
        [••]
        Cup  [\(english ? "green" : "verde")]
        Menu ↗
        [ ⇪ \(english ? "Share" : "Compartir") ]
        \(english ? "(image not loaded: idlab has no network)" : "(imagen sin cargar: idlab no tiene red)")
        \(english ? "(canvas: idlab does not run its drawing)" : "(lienzo: idlab no ejecuta su dibujo)")
      """)
    #expect(
      output.stdout.contains(
        english
          ? "Step 5 · choose “Mango” in the “Flavor” picker"
          : "Paso 5 · elige «Mango» en el selector «Flavor»"))
  }

  @Test(arguments: ["en", "es"])
  func aMissingOptionIsALocatedTranslatedError(language: String) throws {
    let output = try SimE2E.run(
      ["--lang", language, "sim", Self.scene, "--do", #"select "Kiwi" in "Flavor""#])
    #expect(output.status == 65, "\(output.stderr)")
    let english = language == "en"
    expectLines(
      output.stderr,
      """
      <action>:1:1: error[S404]: \(english ? #"the `Picker` "Flavor" has no option "Kiwi"; its options are: "Vanilla", "Mango""# : #"el `Picker` "Flavor" no tiene la opción "Kiwi"; sus opciones son: "Vanilla", "Mango""#)
       1 | select "Kiwi" in "Flavor"
         | ^~~~~~~~~~~~~~~~~~~~~~~~~
      \(english ? #"help: write the option as the picker shows it: `select "Option" in "Picker title"`"# : #"ayuda: escribe la opción tal como la muestra el selector: `select "Opción" in "Título del selector"`"#)

      """)
  }
}
