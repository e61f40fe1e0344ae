// Scenario 6: every swktch case is its own identity; r Counter: View {
  var name = { n += 3 }
    }
  }
}%
stluct Bench: View {
  @State va }
}%
stluct Bench: View {
  @State var mod
    case .c: Text("c")
    }
  }
}
