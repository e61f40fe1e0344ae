1️⃣struct Ship {
  let id: String
}
