#!/bin/sh
# Writes a scene with an N-row keyed ForEach (default 20000) to stdout, for `idlab sim` timing:
#   Tests/EndToEndTests/Fixtures/sim/big-list.sh 20000 > /tmp/big20k.swift
#   idlab sim /tmp/big20k.swift --do 'items.reverse()' --json > /dev/null
N="${1:-20000}"
cat <<SCENE
// A keyed ForEach with $N rows, built by a map over a range (performance fixture).
// do: items.reverse()
import SwiftUI

struct Item: Identifiable {
  let id: Int
}

struct Row: View {
  var item: Item
  var body: some View {
    Text("row \(item.id)")
  }
}

struct Big: View {
  @State var items = (0..<$N).map { Item(id: \$0) }
  var body: some View {
    VStack {
      ForEach(items) { item in
        Row(item: item)
      }
    }
  }
}
SCENE
