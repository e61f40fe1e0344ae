import SwiftSyntax

/// `if-else-same-view`: the same view in both branches of an `if`/`else`, differing only in
/// modifiers.
///
/// The two branches of an `if` are two identities even when they hold the same view: flipping
/// the condition destroys one and creates the other (a transition, not an animation, and its
/// `@State` is lost). One view with a ternary in the modifier keeps one identity. Reported in
/// view code (`body`, `@ViewBuilder`, view content closures) when each branch is a single
/// expression, both start with the same view call with the same arguments, and only the
/// modifier chains differ. `if let`, `if case` and `if #available` are not reported; nor is a
/// condition nothing can flip (it reads only stored properties the code never writes and no
/// parent passes), nor branches that differ in a `.transition` or a `.matchedGeometryEffect`,
/// whose replacement is the effect the code asks for.
public struct IfElseSameViewRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, lesson and examples.
  public var description: RuleDescription {
    RuleDescription(
      id: "if-else-same-view", severity: .warning, lesson: "if-breaks-animations",
      demo: .flipCondition,
      triggeringExamples: [
        // A write through an element of the view's own list (`threads[0].members.append`) is a
        // write to the element type's property, which the row branches on (audit sample AT's
        // twin).
        RuleExample(
          """
          struct Thread: Identifiable { let id: Int; var members: [String] }
          struct ThreadRow: View {
            let thread: Thread
            var body: some View {
              ↓if thread.members.count > 1 {
                Image(systemName: "person.2").bold()
              } else {
                Image(systemName: "person.2")
              }
            }
          }
          struct Inbox: View {
            @State private var threads = [Thread(id: 1, members: ["me"])]
            var body: some View {
              ForEach(threads) { ThreadRow(thread: $0) }
              Button("Invite") { threads[0].members.append("you") }
            }
          }
          """),
        // A private state set to another value than its initial one flips (the twin of the
        // non-triggering example that only ever sets it back: audit sample Y).
        RuleExample(
          """
          struct Page: View {
            @State private var editing = false
            var body: some View {
              ↓if editing { Text("Notes").bold() } else { Text("Notes") }
              Button("Edit") { editing = true }
              Button("Done") { editing = false }
            }
          }
          """),
        // A computed property over the view's own `@AppStorage` changes with it, whatever
        // another type stores under the same name (audit sample T).
        RuleExample(
          """
          enum Style: String { case solid, frosted }
          struct Badge: View {
            let style: Style
            var body: some View { Text(style.rawValue) }
          }
          struct Timer: View {
            @AppStorage("style") private var styleName = "frosted"
            private var style: Style { Style(rawValue: styleName) ?? .frosted }
            var body: some View {
              ↓if style == .solid {
                RoundedRectangle(cornerRadius: 8).fill(.gray)
              } else {
                RoundedRectangle(cornerRadius: 8).fill(.blue)
              }
              Badge(style: .solid)
            }
          }
          """),
        // A row's condition on state outside the row flips while the row stays.
        RuleExample(
          """
          struct Ladder: View {
            @State private var reached = 1
            var body: some View {
              ForEach(1...6, id: \\.self) { rung in
                ↓if rung == reached {
                  Rung().padding(.vertical, 12)
                } else {
                  Rung()
                }
              }
              Button("Climb") { reached += 1 }
            }
          }
          """),
        RuleExample(
          """
          struct Reminder: View {
            @State var done = false
            var body: some View {
              ↓if done {
                Text("Water the plants").foregroundStyle(.green)
              } else {
                Text("Water the plants").foregroundStyle(.red)
              }
              Button("Done") { done.toggle() }
            }
          }
          """),
        RuleExample(
          """
          struct FavoriteButton: View {
            @State private var isFavorite = false
            var heart: some View {
              ↓if isFavorite {
                Image(systemName: "heart.fill").foregroundStyle(.red)
              } else {
                Image(systemName: "heart.fill").foregroundStyle(.gray)
              }
            }
            var body: some View {
              Button { isFavorite.toggle() } label: { heart }
            }
          }
          """),
        RuleExample(
          """
          struct Badge: View {
            let highlighted: Bool
            var body: some View {
              VStack {
                ↓if highlighted {
                  Image(systemName: "star").font(.title).bold()
                } else {
                  Image(systemName: "star").font(.body)
                }
              }
            }
          }
          """),
        RuleExample(
          """
          struct Field: View {
            @Binding var text: String
            let invalid: Bool
            @ViewBuilder var input: some View {
              ↓if invalid {
                TextField("Name", text: $text).border(.red)
              } else {
                TextField("Name", text: $text)
              }
            }
            var body: some View { input }
          }
          """),
        // A helper type the app's own code builds is app code, whatever it is called.
        RuleExample(
          """
          struct BadgeSample {
            let isNew: Bool
            var preview: some View {
              ↓if isNew {
                Text("Badge").bold()
              } else {
                Text("Badge")
              }
            }
          }
          struct Shelf: View {
            let fresh: Bool
            var body: some View { BadgeSample(isNew: fresh).preview }
          }
          """),
        // `song` is an element of `songs`, a `Song`, and `$song.stars` hands a song's stars to a picker.
        RuleExample(
          """
          struct Song { var title: String; var stars: Int }
          struct StarPicker: View {
            @Binding var stars: Int
            var body: some View { Stepper("Stars", value: $stars) }
          }
          struct SongEditor: View {
            @Binding var song: Song
            var body: some View { StarPicker(stars: $song.stars) }
          }
          struct Playlist: View {
            let songs: [Song]
            var body: some View {
              List(songs, id: \\.title) { song in
                ↓if song.stars > 4 {
                  Text(song.title).bold()
                } else {
                  Text(song.title)
                }
              }
            }
          }
          """),
        // `isMine` reads a `var` of the message.
        RuleExample(
          """
          struct Message { let id: Int; var role: String; var isMine: Bool { role == "me" } }
          struct Bubble: View {
            let message: Message
            var body: some View {
              ↓if message.isMine {
                Text("Hi").bold()
              } else {
                Text("Hi")
              }
            }
          }
          """),
        // One caller passes a title the user edits.
        RuleExample(
          """
          struct Balance: View {
            private let title: String
            private let isTotal: Bool
            init(_ title: String) {
              self.title = title
              isTotal = title == "Total"
            }
            var body: some View {
              ↓if isTotal {
                Text(title).bold()
              } else {
                Text(title)
              }
            }
          }
          struct Wallet: View {
            @State private var name = "Total"
            var body: some View {
              Balance(name)
              TextField("Name", text: $name)
            }
          }
          """),
        // A caller passes state that the toggle flips.
        RuleExample(
          """
          struct Chips: View {
            @State private var on = false
            var body: some View {
              VStack { label(isOn: on); Toggle("On", isOn: $on) }
            }
            func label(isOn: Bool) -> some View {
              Group {
                ↓if isOn {
                  Text("Chip").bold()
                } else {
                  Text("Chip")
                }
              }
            }
          }
          """),
        // An editor binds a parcel's `isLate`: it can flip.
        RuleExample(
          """
          struct Parcel { let label: String; var isLate: Bool }
          struct ParcelEditor: View {
            @Binding var parcel: Parcel
            var body: some View { Toggle("Late", isOn: $parcel.isLate) }
          }
          struct ParcelList: View {
            let parcels: [Parcel]
            var body: some View {
              List(parcels, id: \\.label) { parcel in
                ↓if parcel.isLate {
                  Text(parcel.label).foregroundStyle(.red)
                } else {
                  Text(parcel.label)
                }
              }
            }
          }
          """),
        // Only a preview builds the lamp: a preview's literal is not what the app passes.
        RuleExample(
          """
          struct Dot: View {
            let isOn: Bool
            var body: some View {
              ↓if isOn {
                Circle().fill(.green)
              } else {
                Circle().fill(.gray)
              }
            }
          }
          struct Lamp: View {
            let isOn: Bool
            var body: some View { Dot(isOn: isOn) }
          }
          #Preview {
            Lamp(isOn: true)
          }
          """),
        // The conversion changes with the stepper's value.
        RuleExample(
          """
          struct Badge: View {
            @State private var scale = 1.0
            var body: some View {
              ↓if Int(scale) > 1 {
                Text("New").padding(4)
              } else {
                Text("New")
              }
              Stepper("Scale", value: $scale)
            }
          }
          """),
        // One caller's options gain `.wide` as a state flips: the bubble's padding test flips.
        RuleExample(
          """
          struct Options: OptionSet {
            let rawValue: Int
            static let wide = Options(rawValue: 1)
            static let menu = Options(rawValue: 2)
          }
          struct Bubble: View {
            let text: String
            let options: Options
            var padded: Bool { options.contains(.wide) }
            var body: some View {
              ↓if padded {
                Text(text).padding(.horizontal)
              } else {
                Text(text)
              }
            }
          }
          struct Inbox: View {
            @State private var flagged = false
            var body: some View {
              Bubble(text: "Hi", options: flagged ? [.wide] : [])
              Toggle("Flag", isOn: $flagged)
            }
          }
          """),
        // An enum case compared with a state a button changes.
        RuleExample(
          """
          enum Mode { case compact, full }
          struct Card: View {
            @State private var mode = Mode.full
            var body: some View {
              ↓if mode == .compact {
                Text("Ann").bold()
              } else {
                Text("Ann")
              }
              Button("Compact") { mode = .compact }
            }
          }
          """),
        // The row around the `if` carries `.id(UUID())`: it is replaced on every render, so the
        // flip loses nothing the `.id` does not already lose (sample O). A note, saying so.
        RuleExample(
          """
          struct Vote: View {
            @State private var voted = false
            var body: some View {
              VStack {
                ↓if voted {
                  Image(systemName: "arrow.up").bold()
                } else {
                  Image(systemName: "arrow.up")
                }
                Button("Vote") { voted.toggle() }
              }
              .id(UUID())
            }
          }
          """, severity: .note),
        // `.id(UUID())` in the parent's body does not run again when the child's own state
        // flips the `if`: only the child's body runs, and the warning stands.
        RuleExample(
          """
          struct Ballot: View {
            var body: some View { Vote().id(UUID()) }
          }
          struct Vote: View {
            @State private var voted = false
            var body: some View {
              ↓if voted {
                Image(systemName: "arrow.up").bold()
              } else {
                Image(systemName: "arrow.up")
              }
              Button("Vote") { voted.toggle() }
            }
          }
          """),
        // The same chain of static members in both branches is one value of one type, drawn
        // as two identities (audit sample AE: a card's background with and without a stroke).
        RuleExample(
          """
          enum Palette { enum colors { static let surface = Color.gray } }
          struct PoolCard: View {
            let name: String
            @Binding var picked: String
            var body: some View {
              Button(name) { picked = name }
                .background {
                  ↓if picked == name {
                    Palette.colors.surface.overlay(RoundedRectangle(cornerRadius: 8).stroke(.green))
                  } else {
                    Palette.colors.surface
                  }
                }
            }
          }
          """),
      ],
      nonTriggeringExamples: [
        // Another type's `var members`, appended to through an element of a local array, is not
        // the `let members` the row branches on (audit sample AT: a false warning).
        RuleExample(
          """
          struct Thread: Identifiable { let id: Int; let members: [String] }
          struct Alert { let kind: String; var members: [String] }
          func grouped(_ alerts: [(String, String)]) -> [Alert] {
            var groups: [Alert] = []
            for (kind, from) in alerts {
              if let i = groups.firstIndex(where: { $0.kind == kind }) {
                groups[i].members.append(from)
              } else {
                groups.append(Alert(kind: kind, members: [from]))
              }
            }
            return groups
          }
          struct ThreadRow: View {
            let thread: Thread
            var body: some View {
              if thread.members.count > 1 {
                Image(systemName: "person.2").bold()
              } else {
                Image(systemName: "person.2")
              }
            }
          }
          struct Inbox: View {
            @State private var threads: [Thread] = []
            var body: some View {
              ForEach(threads) { ThreadRow(thread: $0) }
                .task { threads = await load() }
            }
            func load() async -> [Thread] { [] }
          }
          """),
        // Two static functions of one namespace make two views (review of session 20): the call
        // on the chain is part of what each branch builds.
        RuleExample(
          """
          enum Buttons {
            static func primary(_ title: String) -> some View { Text(title).bold() }
            static func secondary(_ title: String) -> some View { Text(title) }
          }
          struct Save: View {
            @State private var saved = false
            var body: some View {
              if saved {
                Buttons.secondary("Saved").opacity(0.5)
              } else {
                Buttons.primary("Save")
              }
              Button("Go") { saved.toggle() }
            }
          }
          """),
        // Two different static members are two values: the branches do not hold the same view.
        RuleExample(
          """
          enum Palette { enum colors { static let surface = Color.gray; static let accent = Color.blue } }
          struct PoolCard: View {
            let name: String
            @Binding var picked: String
            var body: some View {
              Button(name) { picked = name }
                .background {
                  if picked == name {
                    Palette.colors.accent.overlay(RoundedRectangle(cornerRadius: 8).stroke(.green))
                  } else {
                    Palette.colors.surface
                  }
                }
            }
          }
          """),
        // A private state only ever set back to the literal it is declared with never changes
        // (audit sample Y).
        RuleExample(
          """
          struct Page: View {
            @State private var editing = false
            var body: some View {
              if editing { Text("Notes").bold() } else { Text("Notes") }
              Button("Done") { self.editing = false }
            }
          }
          """),
        // A computed property over the view's own `let`, which every caller fills with a
        // literal, is fixed for the view's life, whatever another type's `style` state does.
        RuleExample(
          """
          enum Style: String { case solid, frosted }
          struct Toggler: View {
            @State private var style = Style.solid
            var body: some View {
              Button("Flip") { style = style == .solid ? .frosted : .solid }
            }
          }
          struct Card: View {
            let styleName: String
            private var style: Style { Style(rawValue: styleName) ?? .frosted }
            var body: some View {
              if style == .solid {
                RoundedRectangle(cornerRadius: 8).fill(.gray)
              } else {
                RoundedRectangle(cornerRadius: 8).fill(.blue)
              }
            }
          }
          struct Home: View {
            var body: some View { Card(styleName: "solid") }
          }
          """),
        // The content around the `if` carries `.id(colorScheme)`: when the scheme changes, the
        // whole button is a new view anyway, so the branch never flips within one identity.
        RuleExample(
          """
          struct Toggle2: View {
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
              buttonBody
            }
            private var buttonBody: some View {
              ZStack { circle }.id(colorScheme)
            }
            private var circle: some View {
              if colorScheme == .dark {
                Circle().opacity(0.1)
              } else {
                Circle().opacity(0.2)
              }
            }
          }
          """),
        // The row's own element (keyed by itself): another value is another row, so the
        // condition never flips for a row.
        RuleExample(
          """
          struct Ladder: View {
            var body: some View {
              ForEach(1...6, id: \\.self) { rung in
                if rung == 1 {
                  Rung().padding(.vertical, 12)
                } else {
                  Rung()
                }
              }
            }
          }
          """),
        RuleExample(
          """
          struct Reminder: View {
            @State var done = false
            var body: some View {
              Text("Water the plants").foregroundStyle(done ? .green : .red)
            }
          }
          """),
        // An input every caller passes as a literal is fixed for the view's life.
        RuleExample(
          """
          struct Lock: View {
            let isLocked: Bool
            var body: some View {
              if isLocked {
                Image(systemName: "lock").foregroundStyle(.gray)
              } else {
                Image(systemName: "lock").foregroundStyle(.blue)
              }
            }
          }
          struct Vault: View {
            var body: some View { Lock(isLocked: true) }
          }
          """),
        RuleExample(
          """
          struct Banner: View {
            struct Style { var isTranslucent = true }
            var style = Style()
            var body: some View {
              if style.isTranslucent {
                Text("Saved").opacity(0.8)
              } else {
                Text("Saved")
              }
            }
          }
          """),
        RuleExample(
          """
          struct Tabs: View {
            @Namespace var underline
            @State var selected = 0
            var body: some View {
              ForEach(0..<3, id: \\.self) { tab in
                if selected == tab {
                  Capsule().frame(height: 2).matchedGeometryEffect(id: "line", in: underline)
                } else {
                  Capsule().frame(height: 2).opacity(0)
                }
              }
              Button("Next") { selected = (selected + 1) % 3 }
            }
          }
          """),
        RuleExample(
          """
          struct Status: View {
            let online: Bool
            var body: some View {
              if online {
                Text("Online").foregroundStyle(.green)
              } else {
                Image(systemName: "wifi.slash")
              }
            }
          }
          """),
        RuleExample(
          """
          struct Title: View {
            let name: String?
            var body: some View {
              if let name {
                Text(name).bold()
              } else {
                Text(name ?? "").italic()
              }
            }
          }
          """),
        RuleExample(
          """
          func label(done: Bool) -> Text {
            if done {
              Text("Done").bold()
            } else {
              Text("Done").italic()
            }
          }
          """),
        // Only previews build `LabelSample`: its code never runs in the app.
        RuleExample(
          """
          struct LabelSample {
            let isNew: Bool
            var preview: some View {
              if isNew {
                Text("Label").bold()
              } else {
                Text("Label")
              }
            }
          }
          struct LabelSample_Previews: PreviewProvider {
            static var previews: some View {
              ForEach([true, false], id: \\.self) { LabelSample(isNew: $0).preview }
            }
          }
          """),
        // `track.stars` is `Track`'s, set when a track is built; the `@Binding stars` and the form's
        // `$stars` are other types' `stars`.
        RuleExample(
          """
          struct Track { var title: String; var stars: Int }
          struct StarRow: View {
            @Binding var stars: Int
            var body: some View { Stepper("Stars", value: $stars) }
          }
          struct NewTrack: View {
            @State private var stars = 3
            var body: some View { StarRow(stars: $stars) }
          }
          struct Album: View {
            let tracks: [Track]
            var body: some View {
              List(tracks, id: \\.title) { track in
                if track.stars > 4 {
                  Text(track.title).bold()
                } else {
                  Text(track.title)
                }
              }
            }
          }
          """),
        // `isMine` reads only a `let` of the note: fixed for the note shown.
        RuleExample(
          """
          struct Note { let id: Int; let role: String; var isMine: Bool { role == "me" } }
          struct NoteBubble: View {
            let note: Note
            var body: some View {
              if note.isMine {
                Text("Hi").bold()
              } else {
                Text("Hi")
              }
            }
          }
          """),
        // `isTotal` is made in the initializer from a title every caller passes as a literal.
        RuleExample(
          """
          struct Balance: View {
            private let title: String
            private let isTotal: Bool
            init(_ title: String) {
              self.title = title
              isTotal = title == "Total"
            }
            var body: some View {
              if isTotal {
                Text(title).bold()
              } else {
                Text(title)
              }
            }
          }
          struct Wallet: View {
            var body: some View {
              Balance("Total")
              Balance("Savings")
            }
          }
          """),
        // Every call passes a literal: each label's branch is fixed.
        RuleExample(
          """
          struct Chips: View {
            var body: some View {
              VStack { label(isOn: true); label(isOn: false) }
            }
            func label(isOn: Bool) -> some View {
              Group {
                if isOn {
                  Text("Chip").bold()
                } else {
                  Text("Chip")
                }
              }
            }
          }
          """),
        // `$0.isLate` is a closure's shorthand parameter, not a binding to `isLate`; only the
        // // initializer sets it.
        RuleExample(
          """
          struct Parcel {
            let label: String
            var isLate: Bool
            init(label: String, days: Int) {
              self.label = label
              isLate = days > 3
            }
          }
          struct ParcelList: View {
            let parcels: [Parcel]
            var body: some View {
              List(parcels, id: \\.label) { parcel in
                if parcel.isLate {
                  Text(parcel.label).foregroundStyle(.red)
                } else {
                  Text(parcel.label)
                }
              }
              Text("\\(parcels.filter { $0.isLate }.count) late")
            }
          }
          """),
        // The app builds each lamp with a literal, and the lamp passes it on: each dot is fixed.
        RuleExample(
          """
          struct Dot: View {
            let isOn: Bool
            var body: some View {
              if isOn {
                Circle().fill(.green)
              } else {
                Circle().fill(.gray)
              }
            }
          }
          struct Lamp: View {
            let isOn: Bool
            var body: some View { Dot(isOn: isOn) }
          }
          struct Panel: View {
            var body: some View {
              Lamp(isOn: true)
              Lamp(isOn: false)
            }
          }
          """),
        // A numeric conversion of a `static let` never flips.
        RuleExample(
          """
          enum Layout { static let columns = 2.0 }
          struct Badge: View {
            var body: some View {
              if Int(Layout.columns) > 1 {
                Text("New").padding(4)
              } else {
                Text("New")
              }
            }
          }
          """),
        // Inside `if mine`, `mine ? [.wide] : []` is always `[.wide]`; the other bubble's options
        // are a union with `.wide`, passed through a function's parameter: `padded` never flips
        // for a bubble.
        RuleExample(
          """
          struct Options: OptionSet {
            let rawValue: Int
            static let wide = Options(rawValue: 1)
            static let menu = Options(rawValue: 2)
          }
          struct Bubble: View {
            let text: String
            let options: Options
            var padded: Bool { options.contains(.wide) }
            var body: some View {
              if padded {
                Text(text).padding(.horizontal)
              } else {
                Text(text)
              }
            }
          }
          struct Chat: View {
            let mine: Bool
            let extra: Options
            var body: some View {
              if mine {
                Bubble(text: "Hi", options: mine ? [.wide] : [])
              }
              row(options: extra.union(.wide))
            }
            func row(options: Options) -> some View { Bubble(text: "Yo", options: options) }
          }
          struct Inbox: View {
            @State private var flagged = false
            var body: some View {
              Chat(mine: flagged, extra: flagged ? [.menu] : [])
              Toggle("Flag", isOn: $flagged)
            }
          }
          """),
        // `.compact` is a literal, and every place passes the mode as one.
        RuleExample(
          """
          enum Mode { case compact, full }
          struct Card: View {
            let mode: Mode
            var body: some View {
              if mode == .compact {
                Text("Ann").bold()
              } else {
                Text("Ann")
              }
            }
          }
          struct Screen: View {
            var body: some View {
              Card(mode: .compact)
              Card(mode: .full)
            }
          }
          """),
      ])
  }

  /// Every `if`/`else` of view code whose branches differ only in modifiers.
  public func findings(in file: AuditedFile, facts: ProjectFacts) -> [Finding] {
    file.index.ifs.compactMap { node in
      guard case .codeBlock(let elseBlock)? = node.elseBody,
        Self.isBoolean(node.conditions), node.parent?.is(IfExprSyntax.self) != true,
        let first = Self.onlyExpression(node.body), let second = Self.onlyExpression(elseBlock),
        let (firstBase, name, firstOn) = Self.viewBase(first),
        let (secondBase, _, secondOn) = Self.viewBase(second),
        Self.normalized(firstBase) == Self.normalized(secondBase),
        // A branch that writes a chain of statics bare shows the chain is the view; where both
        // call something on it, the call is part of what each builds (`Buttons.primary("Save")`
        // is not `Buttons.secondary("Saved")`: review of session 20).
        firstOn == nil || secondOn == nil
          || firstOn.map(Self.normalized) == secondOn.map(Self.normalized),
        Self.normalized(first) != Self.normalized(second),
        RenderContext.isRenderTime(node), facts.canFlip(node.conditions),
        !Self.swapIsTheEffect(first, second),
        !node.isResetByEnclosingID(reading: node.conditions.readNames)
      else { return nil }
      return finding("modifiers", at: node.ifKeyword, in: file, ["view": name])
    }
  }

  /// Whether the branches differ in a `.transition` (it only acts on insertion and removal) or
  /// in a `.matchedGeometryEffect` (the swap moves a shared element): the replacement is what
  /// the code asks for.
  ///
  /// Likewise when they differ in a style modifier (`.buttonStyle(BottomStyle())` against
  /// `.buttonStyle(SideStyle())`): a style is a type, and a ternary cannot choose between two
  /// types, so the fix the rule offers does not apply.
  static func swapIsTheEffect(_ first: ExprSyntax, _ second: ExprSyntax) -> Bool {
    func effects(_ expression: ExprSyntax) -> (
      transition: Bool, matched: [String], styles: [String]
    ) {
      var transition = false
      var matched: [String] = []
      var styles: [String] = []
      var current = expression
      while let call = current.as(FunctionCallExprSyntax.self), let receiver = call.receiver {
        let name = call.calleeName ?? ""
        if name == "transition" { transition = true }
        if name == "matchedGeometryEffect" { matched.append(normalized(call)) }
        if styleModifiers.contains(name) { styles.append(normalized(call)) }
        current = receiver
      }
      return (transition, matched.sorted(), styles.sorted())
    }
    let (a, b) = (effects(first), effects(second))
    return a.transition || b.transition || a.matched != b.matched || a.styles != b.styles
  }

  /// Modifiers whose argument is a style type (`ButtonStyle`, `ToggleStyle`, …).
  static let styleModifiers: Set<String> = [
    "buttonStyle", "toggleStyle", "labelStyle", "pickerStyle", "listStyle", "textFieldStyle",
    "datePickerStyle", "progressViewStyle", "menuStyle", "tabViewStyle", "navigationViewStyle",
    "indexViewStyle", "gaugeStyle", "controlGroupStyle", "formStyle", "groupBoxStyle",
    "disclosureGroupStyle", "labeledContentStyle", "navigationSplitViewStyle",
  ]

  /// Whether every condition is a plain Boolean expression (no `let`, `case`, `#available`).
  static func isBoolean(_ conditions: ConditionElementListSyntax) -> Bool {
    conditions.allSatisfy { element in
      guard case .expression = element.condition else { return false }
      return true
    }
  }

  /// The single expression a branch holds, if it holds exactly one.
  static func onlyExpression(_ block: CodeBlockSyntax) -> ExprSyntax? {
    guard block.statements.count == 1, let item = block.statements.first else { return nil }
    if case .expr(let expression) = item.item { return expression }
    if case .stmt(let statement) = item.item,
      let expression = statement.as(ExpressionStmtSyntax.self)?.expression
    {
      return expression
    }
    return nil
  }

  /// The view at the start of a modifier chain and its name: a call that names a type (starts
  /// with an uppercase letter: `Text("a")` in `Text("a").bold()`), or a chain of static members
  /// with no call (`Theme.colors.surface` in `Theme.colors.surface.overlay(…)`, audit sample
  /// AE), which written the same is the same value of the same type; with the call made
  /// directly on such a chain (`onChain`), if any.
  static func viewBase(_ expression: ExprSyntax) -> (
    base: ExprSyntax, name: String, onChain: FunctionCallExprSyntax?
  )? {
    var current = expression
    // The call made on a chain of static members (`.overlay(…)` in `Theme.surface.overlay(…)`,
    // `primary("Save")` in `Buttons.primary("Save")`), which may be the view itself.
    var onChain: FunctionCallExprSyntax?
    while let call = current.as(FunctionCallExprSyntax.self) {
      if let receiver = call.receiver {
        onChain = call
        current = receiver
        continue
      }
      guard call.calledExpression.is(DeclReferenceExprSyntax.self),
        let name = call.calleeName, name.first?.isUppercase == true
      else { return nil }
      return (ExprSyntax(call), name, nil)
    }
    guard current.is(MemberAccessExprSyntax.self) else { return nil }
    var root = current
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
      root = base
    }
    guard let type = root.as(DeclReferenceExprSyntax.self),
      type.baseName.text.first?.isUppercase == true
    else { return nil }
    return (current, current.trimmedDescription, onChain)
  }

  /// Source text without whitespace or comments, for comparing branches.
  static func normalized(_ node: some SyntaxProtocol) -> String {
    node.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
  }
}
