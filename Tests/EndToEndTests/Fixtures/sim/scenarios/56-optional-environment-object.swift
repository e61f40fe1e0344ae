// Scenario 56 (issue #30, environment): .environment(object) takes an optional; nil clears the
// object of that type for the subtree, and an optional @Environment(Model.self) reads nil: "The
// object to set for this object's type in the environment, or nil to clear an object of this
// type from the environment" (Apple, environment(_:)).
// do: signIn()
// do: account = nil
import SwiftUI
import Observation

@Observable final class Account {
  var name = "Ada"
}

struct Greeting: View {
  @Environment(Account.self) private var account: Account?
  var body: some View {
    Text(account.map { "Hello, \($0.name)" } ?? "Signed out")
  }
}

struct Shell: View {
  @State private var guest = Account()
  @State private var account: Account?
  var body: some View {
    // The nearer write wins: while `account` is nil it clears the guest written outside it.
    Greeting()
      .environment(account)
      .environment(guest)
  }
  func signIn() { account = Account() }
}
