// Scenario 58 (issue #30, observation): Bindable(model) gives bindings to the model's properties
// that write, like a @Bindable property: "Creates a bindable object from an observable object …
// equivalent to init(wrappedValue:)" (Apple, Bindable.init(_:)).
// do: type "Ada" into "Name"
// do: toggle "Subscribed"
import SwiftUI
import Observation

@Observable final class Profile {
  var name = ""
  var subscribed = false
}

struct Form: View {
  @State private var profile = Profile()
  var body: some View {
    VStack {
      Text("\(profile.name) \(profile.subscribed)")
      TextField("Name", text: Bindable(profile).name)
      Toggle("Subscribed", isOn: Bindable(profile).subscribed)
    }
  }
}
