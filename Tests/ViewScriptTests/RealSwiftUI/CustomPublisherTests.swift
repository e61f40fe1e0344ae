import IdentityEngine
import Testing

@testable import ViewScript

/// A publisher the program declares gets `Publisher`'s `sink` (Apple, `Publisher.sink(
/// receiveCompletion:receiveValue:)`: "Attaches a subscriber with closure-based behavior"):
/// what its `receive(subscriber:)` sends reaches the closures, at once or through the
/// subscription it hands over once that is asked for values (sample 42: "no member `sink`").
/// Expected values by hand from the scenes.
@Suite struct CustomPublisherTests {
  @Test func sinkReceivesWhatThePublisherSends() throws {
    let scene = try TestScene(
      source: """
        import Combine
        struct Numbers: Publisher {
          typealias Output = [Int]
          typealias Failure = Never
          func receive<S>(subscriber: S) where S: Subscriber, Never == S.Failure, [Int] == S.Input {
            _ = subscriber.receive([1, 2, 3])
            subscriber.receive(completion: .finished)
          }
        }
        final class Model: ObservableObject {
          @Published var values: [Int] = []
          @Published var done = false
          private var bag = Set<AnyCancellable>()
          func load() {
            Numbers()
              .sink(receiveCompletion: { _ in self.done = true }, receiveValue: { self.values = $0 })
              .store(in: &bag)
          }
        }
        struct NumbersView: View {
          @StateObject private var model = Model()
          var body: some View {
            VStack {
              Text(model.done ? "done" : "loading")
              ForEach(model.values, id: \\.self) { Text("\\($0)") }
            }
            .onAppear { model.load() }
          }
        }
        """, root: "NumbersView")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["done", "1", "2", "3"])
  }

  @Test func aSubscriptionAskedForValuesSendsThem() throws {
    let scene = try TestScene(
      source: """
        import Combine
        final class Countdown<S: Subscriber>: Subscription where S.Input == Int {
          private var subscriber: S?
          init(_ subscriber: S) { self.subscriber = subscriber }
          func request(_ demand: Subscribers.Demand) {
            for n in [3, 2, 1] { _ = subscriber?.receive(n) }
          }
          func cancel() { subscriber = nil }
        }
        struct Counting: Publisher {
          typealias Output = Int
          typealias Failure = Never
          func receive<S>(subscriber: S) where S: Subscriber, Never == S.Failure, Int == S.Input {
            subscriber.receive(subscription: Countdown(subscriber))
          }
        }
        struct Launch: View {
          @State private var seen: [Int] = []
          var body: some View {
            Text(seen.map(String.init).joined(separator: " "))
              .onAppear { _ = Counting().sink { seen.append($0) } }
          }
        }
        """, root: "Launch")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["3 2 1"])
  }

  /// Another operator on such a publisher is a pipeline idlab does not run: an opaque value,
  /// never "no member".
  @Test func anotherOperatorIsOpaque() throws {
    let scene = try TestScene(
      source: """
        import Combine
        struct Ticks: Publisher {
          typealias Output = Int
          typealias Failure = Never
          func receive<S>(subscriber: S) where S: Subscriber, Never == S.Failure, Int == S.Input {
            _ = subscriber.receive(1)
          }
        }
        struct Clock: View {
          let pipeline = Ticks().map { $0 * 2 }
          var body: some View { Text("tick") }
        }
        """, root: "Clock")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["tick"])
  }

  /// A type nested in a simulated Foundation type that idlab does not model
  /// (`NotificationCenter.Publisher`) is opaque and listed; a keyboard pipeline built from it
  /// in `onAppear` runs as opaque values (sample 41 stopped three sign-up screens at S205 on
  /// `rect.height`).
  @Test func aKeyboardPipelineOfAnUnmodelledNestedTypeIsOpaque() throws {
    let scene = try TestScene(
      source: """
        import Combine
        struct Lifted: View {
          @State private var lift: CGFloat = 0
          var body: some View {
            Text("Form").padding(.bottom, lift)
              .onAppear {
                _ = NotificationCenter.Publisher(
                  center: .default, name: UIResponder.keyboardWillShowNotification
                )
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                .map { rect in rect.height - 20 }
              }
          }
        }
        """, root: "Lifted")
    #expect(scene.first.error == nil, "\(String(describing: scene.first.error))")
    #expect(scene.first.tree.texts == ["Form"])
    #expect(
      scene.run.runtimeOpaque.map { $0.arguments["name"] } == ["NotificationCenter.Publisher"])
  }
}
