import SwiftUI

1️⃣#if os(macOS)
struct MenuToggle<Label: View>: View {
  @Binding var isOn: Bool
  let label: Label
  var body: some View { Toggle(isOn: $isOn) { label } }
}
#endif
