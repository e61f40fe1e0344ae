import Localization

extension Course {
  /// en/es parity: same files, metadata, blocks, machine keys, truths.
  func parity(truths: [Language: [String: [String: String]]]) -> [LessonDiagnostic] {
    var (pairs, diagnostics): ([TranslationPair<Entry>], [LessonDiagnostic]) =
      TranslationPair.pairs(of: entries, languages: languages)
    for pair in pairs {
      guard let a = pair.original.lesson, let b = pair.translation.lesson else { continue }
      diagnostics += Self.parity(
        a, b, otherLanguage: pair.reference.rawValue,
        truthsA: truths[pair.reference]?[pair.original.fileName] ?? [:],
        truthsB: truths[pair.other]?[pair.translation.fileName] ?? [:])
    }
    return diagnostics
  }

  /// One lesson against its translation: metadata, block ids in order, machine keys, truths
  /// (`b` is the translation; problems point into it).
  static func parity(
    _ a: Lesson, _ b: Lesson, otherLanguage: String, truthsA: [String: String],
    truthsB: [String: String]
  ) -> [LessonDiagnostic] {
    var diagnostics: [LessonDiagnostic] = []
    for (field, left, right) in [
      ("id", a.id, b.id), ("order", String(a.order), String(b.order)), ("seed", a.seed, b.seed),
    ]
    where left != right {
      diagnostics.append(
        LessonDiagnostic(
          .parityMetadata,
          ["field": field, "value": right, "other": left, "language": otherLanguage],
          path: b.path, line: b.metadataLine))
    }
    let blocksA = a.blocks.compactMap(\.machineID)
    let blocksB = b.blocks.compactMap(\.machineID)
    if blocksA != blocksB {
      let firstDifference =
        (0..<min(blocksA.count, blocksB.count)).first { blocksA[$0] != blocksB[$0] }
        ?? min(blocksA.count, blocksB.count)
      let mine = firstDifference < blocksB.count ? blocksB[firstDifference] : "—"
      let theirs = firstDifference < blocksA.count ? blocksA[firstDifference] : "—"
      let line =
        b.blocks.filter { $0.machineID != nil }.dropFirst(firstDifference).first.map(\.line)
        ?? b.metadataLine
      diagnostics.append(
        LessonDiagnostic(
          .parityBlocks,
          [
            "position": String(firstDifference + 1), "found": mine, "expected": theirs,
            "language": otherLanguage,
          ],
          path: b.path, line: line))
      return diagnostics
    }
    for (left, right) in zip(
      a.blocks.filter { $0.machineID != nil }, b.blocks.filter { $0.machineID != nil })
    {
      let keysA = left.machineKeys
      let keysB = right.machineKeys
      for (key, value) in keysB.sorted(by: { $0.key < $1.key }) where keysA[key] != value {
        diagnostics.append(
          LessonDiagnostic(
            .parityKey,
            [
              "block": right.machineID ?? "", "key": key, "value": value,
              "other": keysA[key] ?? "—", "language": otherLanguage,
            ],
            path: b.path, line: right.line))
      }
      for key in keysA.keys.sorted() where keysB[key] == nil {
        diagnostics.append(
          LessonDiagnostic(
            .parityKey,
            [
              "block": right.machineID ?? "", "key": key, "value": "—", "other": keysA[key] ?? "",
              "language": otherLanguage,
            ],
            path: b.path, line: right.line))
      }
      if let id = right.machineID, let truthA = truthsA[id], let truthB = truthsB[id],
        truthA != truthB
      {
        diagnostics.append(
          LessonDiagnostic(
            .parityTruth,
            ["block": id, "value": truthB, "other": truthA, "language": otherLanguage],
            path: b.path, line: right.line))
      }
    }
    return diagnostics
  }
}

extension Block {
  /// The language-neutral keys of the block, as text, for parity.
  var machineKeys: [String: String] {
    switch self {
    case .question(let q):
      var keys = [
        "kind": q.kind.rawValue, "scene": q.scene, "root": q.root ?? "",
        "do": q.actions.joined(separator: " ⏎ "), "observe": q.observe,
      ]
      keys["choice"] = q.choices.map { "\($0.id)=\($0.value.canonical)" }.joined(separator: ", ")
      return keys
    case .challenge(let c):
      return [
        "start": c.start ?? "", "solution": c.solution ?? "", "root": c.root ?? "",
        "do": c.actions.joined(separator: " ⏎ "), "goal": c.goal ?? "", "paste": String(c.isPaste),
      ]
    case .scene(let s):
      return ["hidden": String(s.isHidden)]
    default:
      return [:]
    }
  }
}
