// Scenario 66 (issue #31, motion): a matched-geometry group (one id in one namespace) removed in
// one place and inserted in another in the same animated change is one element moving between
// the two identities; two views inserted as sources of one group get SwiftUI's warning
// ("results are undefined", Apple, matchedGeometryEffect(id:in:properties:anchor:isSource:)).
// frames: 0.1s
// do: withAnimation(.linear(duration: 0.3)) { expanded = true }
// do: both = true
import SwiftUI

struct Gallery: View {
  @Namespace private var space
  @State private var expanded = false
  @State private var both = false
  var body: some View {
    VStack {
      if !expanded {
        Text("thumb").matchedGeometryEffect(id: "photo", in: space)
      }
      if expanded || both {
        Text("full").matchedGeometryEffect(id: "photo", in: space)
      }
      if both {
        Text("copy").matchedGeometryEffect(id: "photo", in: space)
      }
    }
  }
}
