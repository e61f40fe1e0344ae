import Classroom
import Foundation
import IdlabTestSupport
import Testing

/// Public keys are checked field by field against their type's format: RFC 4253 §6.6
/// (`ssh-rsa`), RFC 5656 §3.1 (`ecdsa-sha2-*`), RFC 8709 §4 (`ssh-ed25519`), OpenSSH's
/// PROTOCOL.u2f (`sk-*`), with RFC 4251 §5 `string` and `mpint` encodings; a line over 16 kB is
/// refused unread. Every blob here is built by the test from those documents.
@Suite struct SSHPublicKeyTests {
  /// An ed25519 public key line (type and base64 blob, no comment).
  static let alice =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDGmfTTrHXMk9eSkmJxzKI2RkKvL8Ui6WRCTmsa7v8Nv"

  /// The base point G of each curve (SEC 2 §2.4.2, §2.5.1, §2.6.1), uncompressed:
  /// `0x04 || X || Y`, a point that is on its curve.
  static let generator: [String: [UInt8]] = [
    "nistp256": bytes(
      "046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
        + "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"),
    "nistp384": bytes(
      "04aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c"
        + "3a545e3872760ab73617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c0"
        + "0a60b1ce1d7e819d7a431d7c90ea0e5f"),
    "nistp521": bytes(
      "0400c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe7"
        + "5928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66011839296a789a3bc0045c8a5fb4"
        + "2c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086"
        + "a272c24088be94769fd16650"),
  ]

  /// The uncompressed point length on each curve (RFC 5656 §3.1 with SEC 1 §2.3.3: one byte,
  /// then X and Y of 32, 48 and 66 bytes).
  static let pointLength = ["nistp256": 65, "nistp384": 97, "nistp521": 133]

  // MARK: Keys made by ssh-keygen

  @Test(arguments: [
    ("rsa", "1024", "ssh-rsa"), ("rsa", "2048", "ssh-rsa"), ("ecdsa", "256", "ecdsa-sha2-nistp256"),
    ("ecdsa", "384", "ecdsa-sha2-nistp384"), ("ecdsa", "521", "ecdsa-sha2-nistp521"),
    ("ed25519", "", "ssh-ed25519"),
  ])
  func aKeyMadeBySSHKeygenIsAccepted(kind: String, bits: String, type: String) throws {
    let folder = try makeTemporaryFolder("ssh-keygen")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("id_\(kind)")
    let keygen = Process()
    keygen.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
    keygen.arguments =
      ["-q", "-t", kind] + (bits.isEmpty ? [] : ["-b", bits])
      + ["-N", "", "-C", "alice@laptop", "-f", file.path]
    try keygen.run()
    keygen.waitUntilExit()
    try #require(keygen.terminationStatus == 0, "ssh-keygen is needed for this test")
    let text = try String(contentsOf: file.appendingPathExtension("pub"), encoding: .utf8)
    let line = text.trimmingCharacters(in: .newlines)
    let key = try SSHPublicKey(parsing: line)
    #expect(key.type == type)
    #expect(key.comment == "alice@laptop")
    #expect(key.keyText == line.split(separator: " ").prefix(2).joined(separator: " "))
  }

  // MARK: ssh-rsa (RFC 4253 §6.6: string "ssh-rsa", mpint e, mpint n)

  @Test func rsaNeedsBothIntegersAndNothingAfter() {
    let e = Self.mpint(65_537)
    let n = Self.modulus(bits: 2048)
    #expect(Self.keyProblem("ssh-rsa", e, n) == nil)
    #expect(Self.keyProblem("ssh-rsa", e) == .damaged)
    #expect(Self.keyProblem("ssh-rsa") == .damaged)
    #expect(Self.keyProblem("ssh-rsa", e, n, []) == .damaged)
    let trailing = Self.blob([Self.text("ssh-rsa"), e, n]) + [0, 0, 0]
    #expect(Self.problem("ssh-rsa \(Data(trailing).base64EncodedString())") == .damaged)
    #expect(Self.problem(Self.line("ssh-rsa", [Self.text("ssh-dss"), e, n])) == .damaged)
  }

  @Test func rsaModulusIsBetween1024And16384Bits() {
    func rsa(bits: Int) -> SSHPublicKey.Problem? {
      Self.keyProblem("ssh-rsa", Self.mpint(65_537), Self.modulus(bits: bits))
    }
    #expect(rsa(bits: 512) == .rsaKeySize(bits: 512))
    #expect(rsa(bits: 1023) == .rsaKeySize(bits: 1023))
    #expect(rsa(bits: 1024) == nil)
    #expect(rsa(bits: 4095) == nil)
    #expect(rsa(bits: 16_384) == nil)
    #expect(rsa(bits: 16_385) == .rsaKeySize(bits: 16_385))
  }

  @Test func rsaIntegersAreShortestPositiveMpints() {
    let e = Self.mpint(65_537)
    let n = Self.modulus(bits: 2048)
    // e: a positive odd number ≥ 3.
    #expect(Self.keyProblem("ssh-rsa", Self.mpint(3), n) == nil)
    #expect(Self.keyProblem("ssh-rsa", Self.mpint(1), n) == .damaged)
    #expect(Self.keyProblem("ssh-rsa", Self.mpint(65_536), n) == .damaged)
    #expect(Self.keyProblem("ssh-rsa", [], n) == .damaged, "zero is the empty mpint")
    // RFC 4251 §5: 0x81 alone is negative; 0x00 0x81 is 129; 0x00 0x01 0x00 0x01 is 65537
    // with a needless leading zero.
    #expect(Self.keyProblem("ssh-rsa", [0x81], n) == .damaged)
    #expect(Self.keyProblem("ssh-rsa", [0x00, 0x81], n) == nil)
    #expect(Self.keyProblem("ssh-rsa", [0x00, 0x01, 0x00, 0x01], n) == .damaged)
    // n: 2048 bits has its top bit set, so it is written 0x00 then 256 bytes.
    #expect(n.count == 257 && n[0] == 0x00 && n[1] & 0x80 != 0)
    #expect(Self.keyProblem("ssh-rsa", e, Array(n.dropFirst())) == .damaged, "negative")
    #expect(Self.keyProblem("ssh-rsa", e, [0x00] + n) == .damaged, "needless zero")
    #expect(Self.keyProblem("ssh-rsa", e, []) == .damaged, "zero")
  }

  // MARK: ecdsa-sha2-* (RFC 5656 §3.1: string type, string curve, string Q)

  @Test(arguments: ["nistp256", "nistp384", "nistp521"])
  func ecdsaNamesItsCurveAndHoldsAnUncompressedPoint(curve: String) throws {
    let type = "ecdsa-sha2-\(curve)"
    let name = Self.text(curve)
    let point = try #require(Self.generator[curve])
    let length = try #require(Self.pointLength[curve])
    #expect(point.count == length && point.first == 0x04)
    #expect(Self.keyProblem(type, name, point) == nil)
    for other in ["nistp256", "nistp384", "nistp521"] where other != curve {
      // Another curve's name, with this curve's point and with that curve's own point.
      let otherPoint = try #require(Self.generator[other])
      #expect(Self.keyProblem(type, Self.text(other), point) == .damaged)
      #expect(Self.keyProblem(type, Self.text(other), otherPoint) == .damaged)
    }
    var compressed = Array(point.prefix(1 + (length - 1) / 2))
    compressed[0] = 0x02 | (point[length - 1] & 1)
    var tagged = point
    tagged[0] = 0x06
    for bad in [compressed, tagged, Array(point.dropLast()), point + [0], [0x04] + point] {
      #expect(Self.keyProblem(type, name, bad) == .damaged)
    }
    #expect(Self.keyProblem(type, name) == .damaged)
    #expect(Self.keyProblem(type, name, point, Self.text("ssh:")) == .damaged)
  }

  // MARK: ssh-ed25519 (RFC 8709 §4) and the security keys of PROTOCOL.u2f

  @Test func ed25519HoldsA32ByteKey() throws {
    let key = try Self.aliceKey()
    #expect(key.count == 32)
    #expect(Self.keyProblem("ssh-ed25519", key) == nil)
    #expect(Self.keyProblem("ssh-ed25519", Array(key.dropLast())) == .damaged)
    #expect(Self.keyProblem("ssh-ed25519", key + [0]) == .damaged)
    #expect(Self.keyProblem("ssh-ed25519", key, Self.text("ssh:")) == .damaged)
  }

  @Test func securityKeysNameTheirApplication() throws {
    let key = try Self.aliceKey()
    let ssh = Self.text("ssh:")
    let ed = "sk-ssh-ed25519@openssh.com"
    #expect(Self.keyProblem(ed, key, ssh) == nil)
    #expect(Self.keyProblem(ed, key) == .damaged)
    #expect(Self.keyProblem(ed, Array(key.dropLast()), ssh) == .damaged)
    #expect(Self.keyProblem(ed, key, ssh, Self.text("x")) == .damaged)
    let ec = "sk-ecdsa-sha2-nistp256@openssh.com"
    let p256 = try #require(Self.generator["nistp256"])
    let p384 = try #require(Self.generator["nistp384"])
    #expect(Self.keyProblem(ec, Self.text("nistp256"), p256, ssh) == nil)
    #expect(Self.keyProblem(ec, Self.text("nistp256"), p256) == .damaged)
    #expect(Self.keyProblem(ec, Self.text("nistp384"), p384, ssh) == .damaged)
    var compressed = Array(p256.prefix(33))
    compressed[0] = 0x02 | (p256[64] & 1)
    #expect(Self.keyProblem(ec, Self.text("nistp256"), compressed, ssh) == .damaged)
    #expect(Self.keyProblem(ec, Self.text("nistp256"), p256, ssh, ssh) == .damaged)
  }

  // MARK: Size

  @Test func aLineOver16KBIsRefusedBeforeItIsRead() {
    // A valid key with a long comment: only the length of the line is wrong.
    func line(bytes: Int) -> String {
      let head = "\(Self.alice) "
      return head + String(repeating: "x", count: bytes - head.utf8.count)
    }
    #expect(line(bytes: 16_384).utf8.count == 16_384)
    #expect(Self.problem(line(bytes: 16_384)) == nil)
    #expect(Self.problem(line(bytes: 16_385)) == .tooLarge)
    #expect(Self.problem(line(bytes: 17 * 1024)) == .tooLarge)
    #expect(Self.problem(line(bytes: 32 << 20)) == .tooLarge)
    // Bytes, not characters: 16,384 characters of which one is the two-byte "é".
    let accented = String(line(bytes: 16_384).dropLast()) + "é"
    #expect(accented.count == 16_384 && accented.utf8.count == 16_385)
    #expect(Self.problem(accented) == .tooLarge)
    // 32 MB of blob: refused as too large, not decoded and found damaged.
    let blob = "ssh-rsa " + String(repeating: "A", count: 32 << 20)
    #expect(Self.problem(blob) == .tooLarge)
  }

  @Test func aRosterWithAnOversizedKeyIsRefusedOnThatLine() {
    let huge = "\(Self.alice) " + String(repeating: "x", count: 17 * 1024)
    guard case .failure(let problems) = Roster.parse(csv: "alice,Alicia,\(huge),0,es\n") else {
      Issue.record("expected the roster to be refused")
      return
    }
    #expect(problems.diagnostics.count == 1)
    guard case .malformedKey(_, let problem) = problems.diagnostics.first?.problem else {
      Issue.record("expected a malformed key, got \(problems.diagnostics)")
      return
    }
    #expect(problems.diagnostics.first?.line == 1)
    #expect(problem == .tooLarge)
  }

  // MARK: Building blobs (RFC 4251 §5)

  /// A `string`'s bytes for this text (UTF-8).
  static func text(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The fields, each as a `string`: a `uint32` length (big-endian), then the bytes.
  static func blob(_ fields: [[UInt8]]) -> [UInt8] {
    fields.flatMap { field in
      let count = UInt32(field.count)
      return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: count >> $0) } + field
    }
  }

  /// `TYPE BASE64` for a blob of these fields.
  static func line(_ type: String, _ fields: [[UInt8]]) -> String {
    "\(type) \(Data(blob(fields)).base64EncodedString())"
  }

  /// A non-negative number as an `mpint`: big-endian, no leading zero byte, and a `0x00` in
  /// front when the top bit would otherwise be set; zero is empty.
  static func mpint(_ value: UInt64) -> [UInt8] {
    var magnitude: [UInt8] = []
    var rest = value
    while rest > 0 {
      magnitude.insert(UInt8(rest & 0xff), at: 0)
      rest >>= 8
    }
    if let top = magnitude.first, top & 0x80 != 0 { magnitude.insert(0, at: 0) }
    return magnitude
  }

  /// An odd number of exactly `bits` bits (bit `bits - 1` set, `0x5a` bytes below it, bit 0
  /// set) as an `mpint`.
  static func modulus(bits: Int) -> [UInt8] {
    let count = (bits + 7) / 8
    var magnitude = [UInt8](repeating: 0x5a, count: count)
    magnitude[0] = UInt8(1) << ((bits - 1) % 8)
    magnitude[count - 1] |= 1
    return magnitude[0] & 0x80 != 0 ? [0] + magnitude : magnitude
  }

  /// The problem of the key line of type `type` whose blob is `type` then `fields`, each a
  /// `string`.
  static func keyProblem(_ type: String, _ fields: [UInt8]...) -> SSHPublicKey.Problem? {
    problem(line(type, [text(type)] + fields))
  }

  /// The 32-byte public key in `alice`'s blob, after `string "ssh-ed25519"` (4 + 11 bytes) and
  /// its own length (4 bytes).
  static func aliceKey() throws -> [UInt8] {
    let blob = try #require(Data(base64Encoded: String(alice.dropFirst("ssh-ed25519 ".count))))
    return Array(blob.dropFirst(4 + 11 + 4))
  }

  /// The problem `SSHPublicKey(parsing:)` reports, `nil` when it accepts the line.
  static func problem(_ line: String) -> SSHPublicKey.Problem? {
    do {
      _ = try SSHPublicKey(parsing: line)
      return nil
    } catch {
      return error
    }
  }

  /// Bytes from hexadecimal digits.
  static func bytes(_ hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count, by: 2).compactMap {
      UInt8(String(decoding: digits[$0..<($0 + 2)], as: UTF8.self), radix: 16)
    }
  }
}
