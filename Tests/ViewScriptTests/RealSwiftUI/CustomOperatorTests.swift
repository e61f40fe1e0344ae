import IdentityEngine
import Testing

@testable import ViewScript

/// Custom infix operators (`infix operator |>: AdditionPrecedence` and its top-level function),
/// folded with the module's operator table and called as their function (docs/semantics.md,
/// "Constructs of real SwiftUI files"). Expected values follow The Swift Programming Language,
/// "Advanced Operators": a custom operator takes its precedence group's place, and a group
/// declared `higherThan: AdditionPrecedence` binds before `+`.
@Suite struct CustomOperatorTests {
  static let operators = """
    infix operator |>: AdditionPrecedence
    func |> (left: String, right: String) -> String { left + " then " + right }

    precedencegroup PipePrecedence { associativity: left higherThan: AdditionPrecedence }
    infix operator ~~>: PipePrecedence
    func ~~> (value: Int, transform: (Int) -> Int) -> Int { transform(value) }
    """

  static let view = """
    struct Pipes: View {
      @State private var n = 2
      var body: some View {
        VStack {
          Text("a" |> "b" |> "c")
          Text("\\(n ~~> { $0 * 10 } + 1)")
          Button("Up") { n += 1 }
        }
      }
    }
    """

  @Test func operatorsDeclaredInTheSceneFoldAndRun() throws {
    let scene = try TestScene(source: Self.operators + "\n" + Self.view)
    // `|>` is left-associative in AdditionPrecedence: ("a" |> "b") |> "c"; `~~>` binds before
    // `+`: (2 ~~> ×10) + 1 = 21.
    #expect(scene.first.tree.texts == ["a then b then c", "21"])
    #expect(try scene.perform(#"tap "Up""#).tree.texts == ["a then b then c", "31"])
  }

  /// `precedencegroup Setter { lowerThan: AssignmentPrecedence }` is below every standard
  /// group, transitively ("Precedence Group Declaration", The Swift Programming Language):
  /// `1 <- 2 + 3` is `1 <- (2 + 3)`, and `a <- b ?? c` too. Before session 15 SwiftOperators
  /// found no relation between `Setter` and `AdditionPrecedence`, S001 "unordered precedence
  /// groups" (SQLite.swift's `<-`, three files of the thirtieth unseen sample).
  @Test func aGroupLowerThanAStandardOneIsBelowEveryGroupAboveIt() throws {
    let scene = try TestScene(
      source: """
        precedencegroup Setter {
          associativity: left
          assignment: true
          lowerThan: AssignmentPrecedence
        }
        infix operator <- : Setter
        func <- (name: String, value: Int) -> String { name + " = " + String(value) }
        struct Assign: View {
          let missing: Int? = nil
          var body: some View {
            VStack {
              Text("x" <- 2 + 3 * 4)
              Text("y" <- missing ?? 7)
            }
          }
        }
        """)
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["x = 14", "y = 7"])
  }

  /// Declared in a package's file, used in the scene: Swift folds a module with every operator
  /// it declares.
  @Test func operatorsDeclaredInAnotherFileFoldTheScene() throws {
    let scene = try TestScene(files: [
      ScriptSource(path: "Pipes.swift", source: Self.view),
      ScriptSource(path: "Package/Operators.swift", source: Self.operators),
    ])
    #expect(scene.first.tree.texts == ["a then b then c", "21"])
  }

  /// Declared inside a `#if` whose condition holds on the simulated iPhone, the operators are
  /// the module's, as the compiler keeps that clause ("Conditional Compilation Block", The
  /// Swift Programming Language); inside a clause it drops (`#if os(macOS)`), they are not,
  /// and a use is an operator no file given declares, opaque (S122,
  /// `OpaqueByDefaultTests.anUndeclaredOperatorIsOpaque`). Until session 18 every use of an
  /// operator declared in any `#if` was S001 (four files of sample 35).
  @Test func operatorsDeclaredInAnActiveConditionalClauseFold() throws {
    let scene = try TestScene(files: [
      ScriptSource(path: "Pipes.swift", source: Self.view),
      ScriptSource(
        path: "Package/Operators.swift",
        source: "#if os(iOS) || os(macOS)\n#if canImport(SwiftUI)\n" + Self.operators
          + "\n#endif\n#endif\n"),
    ])
    #expect(scene.first.tree.texts == ["a then b then c", "21"])
    let dropped = try TestScene(files: [
      ScriptSource(path: "Pipes.swift", source: Self.view),
      ScriptSource(
        path: "Package/Operators.swift",
        source: "#if os(macOS)\n" + Self.operators + "\n#endif\n"),
    ])
    #expect(dropped.first.tree.texts.first == "‹|>›")
  }

  /// A custom operator declared as a `static func` in an extension of a library type.
  @Test func aStaticCustomOperatorOfALibraryTypeRuns() throws {
    let scene = try TestScene(
      source: """
        infix operator +|: AdditionPrecedence
        extension CGPoint {
          static func +| (left: CGPoint, right: CGFloat) -> CGPoint {
            CGPoint(x: left.x + right, y: left.y + right)
          }
        }
        struct Dot: View {
          var body: some View { Text("\\((CGPoint(x: 1, y: 2) +| 3).y)") }
        }
        """)
    #expect(scene.first.tree.texts == ["5.0"])
  }

  /// A `static func` for any standard operator with two parameters (`~=`, as swift-system
  /// declares for its `Errno`) is accepted, and applies to its type's operands.
  @Test func aStaticStandardOperatorOfAnyKindIsAccepted() throws {
    let scene = try TestScene(
      source: """
        struct Code { var value: Int }
        extension Code {
          static func ~= (lhs: Code, rhs: Int) -> Bool { lhs.value == rhs }
        }
        struct V: View { var body: some View { Text("\\(Code(value: 3) ~= 3)") } }
        """)
    #expect(scene.first.tree.texts == ["true"])
  }

  /// A prefix operator is called as its function: a top-level `prefix func`, a type's
  /// `static prefix func`, one whose parameter is an `@autoclosure` ("Prefix and Postfix
  /// Operators", The Swift Programming Language, "Advanced Operators"). Expected values
  /// computed by hand.
  @Test func aPrefixOperatorCallsItsFunction() throws {
    let scene = try TestScene(
      source: """
        prefix operator !?
        prefix func !? (value: Bool?) -> Bool { !(value ?? false) }
        struct Vector { var x: Int }
        extension Vector {
          static prefix func - (v: Vector) -> Vector { Vector(x: -v.x) }
        }
        prefix operator ^
        prefix func ^ <T>(value: @autoclosure () -> T) -> [T] { [value()] }
        struct Flags: View {
          let flag: Bool? = nil
          var body: some View {
            VStack {
              Text("\\(!?flag)")
              Text("\\((-Vector(x: 3)).x)")
              Text("\\((^5).count) \\(-2)")
            }
          }
        }
        """, root: "Flags")
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["true", "-3", "1 -2"])
  }

  /// An operator passed as a function with one argument is its prefix form (`map(-)`: sample
  /// 46 gave nil), the program's for its own type; a binary operator function whose parameters
  /// are declared with library value types takes only operands of those types, and a prefix
  /// function of the same name takes none: `Day - Span` is the global function, not `Span`'s
  /// own `-` (sample 46, SwiftDate's `Date.now - 30.days`). Expected values by hand.
  @Test func operatorsAsFunctionsAndLibraryTypedParameters() throws {
    let scene = try TestScene(
      source: """
        extension DateComponents {
          static func - (lhs: DateComponents, rhs: DateComponents) -> DateComponents {
            DateComponents(day: (lhs.day ?? 0) - (rhs.day ?? 0))
          }
          static prefix func - (parts: DateComponents) -> DateComponents {
            DateComponents(day: -(parts.day ?? 0))
          }
        }
        func - (lhs: Date, rhs: DateComponents) -> String { "date minus \\(rhs.day ?? 0)" }
        struct Ops: View {
          let count: Int? = 5
          var body: some View {
            VStack {
              Text("\\(count.map(-) ?? 0) \\([1, 2].map(-)) \\([DateComponents(day: 3)].map(-)[0].day ?? 0)")
              Text(Date() - DateComponents(day: 30))
            }
          }
        }
        """, root: "Ops")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["-5 [-1, -2] -3", "date minus 30"])
  }

  /// A postfix operator is called as its function (`postfix func ++`, "Prefix and Postfix
  /// Operators", The Swift Programming Language), and one spelling may be declared infix and
  /// prefix both, each its own operator ("Operator Declaration"): no redeclaration. Expected
  /// values computed by hand.
  @Test func aPostfixOperatorAndOneSpellingOfTwoFixities() throws {
    let scene = try TestScene(
      source: """
        postfix operator +++
        postfix func +++ (value: Int) -> Int { value + 3 }
        infix operator <+>: AdditionPrecedence
        prefix operator <+>
        func <+> (lhs: String, rhs: String) -> String { lhs + " " + rhs }
        prefix func <+> (value: String) -> String { "+" + value }
        prefix operator √
        prefix func √ (value: Double) -> Double { value.squareRoot() }
        struct Ops: View {
          var body: some View {
            VStack {
              Text("\\(4+++)")
              Text("one" <+> "two")
              Text(<+>"three")
              Text("\\(√16.0)")
            }
          }
        }
        """, root: "Ops")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["7", "one two", "+three", "4.0"])
  }

  /// The standard library declares the pointwise SIMD operators (`infix operator .== :
  /// ComparisonPrecedence`, `.&`, `.|`, … in `SIMDVector.swift`): a package that implements
  /// `.==` for its own type folds and runs without declaring the operator (sample 18, where
  /// SwiftOperators' table lacked them and a valid file was a syntax error).
  @Test func theStandardLibrarysPointwiseOperatorsFold() throws {
    let scene = try TestScene(
      source: """
        struct Mask: Equatable {
          var bits: [Bool]
          static func .== (lhs: Mask, rhs: Mask) -> Mask {
            Mask(bits: zip(lhs.bits, rhs.bits).map { pair in pair.0 == pair.1 })
          }
        }
        struct Probe: View {
          var body: some View {
            let same = Mask(bits: [true, false]) .== Mask(bits: [true, true])
            Text("\\(same.bits)")
          }
        }
        """)
    #expect(scene.first.error == nil)
    #expect(scene.first.tree.texts == ["[true, false]"])
  }

  /// Of two overloads that take the operands, Swift calls the one that needs no conversion:
  /// `v * 2` and `v * n` (an `Int`) call `(Vec, Int)` even when `(Vec, Double)` is declared
  /// first; `v * 2.5` calls `(Vec, Double)`. A custom operator's overloads are chosen by the
  /// operands' types too: `URL <+> String` is not the first declared `(Date, Int)`. Expected by
  /// hand from Swift's overload ranking (review of session 22).
  @Test func theOverloadThatTakesTheOperandsAsTheyAreIsCalled() throws {
    let scene = try TestScene(
      source: """
        struct Vec {
          var x: Double
          static func * (v: Vec, k: Double) -> String { "double" }
          static func * (v: Vec, k: Int) -> String { "int" }
        }
        infix operator <+>: AdditionPrecedence
        func <+> (left: Date, right: Int) -> String { "date" }
        func <+> (left: URL, right: String) -> String { "url" }
        func <+> (left: String, right: String) -> String { "text" }
        struct Scale: View {
          let v = Vec(x: 1)
          let n = 3
          var body: some View {
            Text("\\(v * 2) \\(v * n) \\(v * 2.5)")
            Text((URL(string: "https://a.example")! <+> "x") + " " + ("a" <+> "c"))
          }
        }
        """, root: "Scale")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["int int double", "url text"])
  }
}
