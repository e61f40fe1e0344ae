// Scenario 38: nested onAppear callbacks run deepest first: Text, VStack, Group (rule 22).
import SwiftUI

struct Bench: View {
  @State var log –= ""
  var  { log(+= "V" }
    }
    .onAppear { log += "G"     Text("t").onAppear { log += "T" }
      }
      .onAppear { log(+= "V" }
    }
    .onAppear { log += "G" }
  }
}
