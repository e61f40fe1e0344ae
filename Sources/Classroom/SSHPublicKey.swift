import Foundation

/// An OpenSSH public key as written in `id_ed25519.pub` or `authorized_keys`: the key type, the
/// base64 blob, and an optional comment.
///
/// A key is accepted only when its type is one OpenSSH signs with and the blob, decoded, is
/// exactly that type's public key (so a truncated or pasted-over key is caught at import, not
/// at the exam): the fields of RFC 4253 §6.6 (`ssh-rsa`), RFC 5656 §3.1 (`ecdsa-sha2-*`),
/// RFC 8709 §4 (`ssh-ed25519`) or OpenSSH's PROTOCOL.u2f (`sk-*`), in order, with nothing after
/// them. A line longer than 16 kB is refused before anything is decoded.
///
///     try SSHPublicKey(parsing: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI… alice@laptop")
public struct SSHPublicKey: Codable, Equatable, Sendable {
  /// The key types accepted, as OpenSSH names them.
  public static let acceptedTypes: Set<String> = [
    "ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384",
    "ecdsa-sha2-nistp521", "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com",
  ]

  /// The longest key line accepted, in UTF-8 bytes (16 kB); no OpenSSH public key comes close.
  public static let maximumLineLength = 16_384

  /// The RSA modulus sizes accepted, in bits: OpenSSH refuses a key under 1024 bits, and
  /// 16384 bits is its maximum.
  public static let rsaModulusBits = 1024...16_384

  /// The key type (`ssh-ed25519`).
  public var type: String
  /// The key blob, base64 as written.
  public var base64: String
  /// The comment after the key (`alice@laptop`), empty when none.
  public var comment: String

  /// Why a text is not a public key.
  public enum Problem: Error, Equatable, Sendable {
    /// Empty, or not `TYPE BASE64 [COMMENT]`.
    case notAKey
    /// The type is not one of `acceptedTypes` (a private key pasted, options in front).
    case unknownType(String)
    /// The blob is not base64, does not name the declared type, or is not exactly that type's
    /// fields (one missing, a wrong length, a curve that is not the type's, bytes left over).
    case damaged
    /// The line is longer than `maximumLineLength` (16 kB).
    case tooLarge
    /// An `ssh-rsa` key whose modulus has this many bits, outside `rsaModulusBits`.
    case rsaKeySize(bits: Int)
  }

  /// Parses one key line.
  ///
  /// - Throws: `Problem` saying what is wrong.
  public init(parsing text: String) throws(Problem) {
    guard text.utf8.count <= Self.maximumLineLength else { throw .tooLarge }
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard fields.count >= 2, !text.contains("\n"), !text.contains("\r") else {
      throw .notAKey
    }
    let type = String(fields[0])
    guard Self.acceptedTypes.contains(type) else { throw .unknownType(type) }
    let base64 = String(fields[1])
    guard let blob = Data(base64Encoded: base64),
      let parts = Self.lengthPrefixedFields(of: [UInt8](blob)),
      let named = parts.first, named.elementsEqual(type.utf8)
    else { throw .damaged }
    try Self.check(parts.dropFirst(), of: type)
    self.type = type
    self.base64 = base64
    comment = fields.dropFirst(2).joined(separator: " ")
  }

  /// The length of the uncompressed point `0x04 || X || Y` on each curve (RFC 5656 §3.1, SEC 1
  /// §2.3.3): 1 + 2 × 32, 48, 66 bytes.
  private static let pointLength = ["nistp256": 65, "nistp384": 97, "nistp521": 133]

  /// Checks the fields after the type name against the public key format of `type`.
  ///
  /// - Throws: `.damaged` when they are not exactly that format, `.rsaKeySize` for an RSA
  ///   modulus OpenSSH refuses.
  private static func check(_ fields: ArraySlice<ArraySlice<UInt8>>, of type: String)
    throws(Problem)
  {
    let fields = Array(fields)
    let isValid: Bool
    switch type {
    case "ssh-rsa":
      // RFC 4253 §6.6: mpint e, mpint n.
      guard fields.count == 2, let e = positiveMagnitude(fields[0]),
        let n = positiveMagnitude(fields[1]), let last = e.last, last & 1 == 1, e != [1]
      else { throw .damaged }
      let bits = bitLength(n)
      guard rsaModulusBits.contains(bits) else { throw .rsaKeySize(bits: bits) }
      return
    case "ssh-ed25519":
      // RFC 8709 §4: string key (32 bytes).
      isValid = fields.count == 1 && fields[0].count == 32
    case "sk-ssh-ed25519@openssh.com":
      // PROTOCOL.u2f: string key (32 bytes), string application.
      isValid = fields.count == 2 && fields[0].count == 32
    case "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521":
      // RFC 5656 §3.1: string curve (the type's), string Q.
      let curve = type.dropFirst("ecdsa-sha2-".count)
      isValid = fields.count == 2 && isPoint(fields[1], on: curve, named: fields[0])
    case "sk-ecdsa-sha2-nistp256@openssh.com":
      // PROTOCOL.u2f: string curve ("nistp256"), string Q, string application.
      isValid = fields.count == 3 && isPoint(fields[1], on: "nistp256", named: fields[0])
    default:
      isValid = false
    }
    guard isValid else { throw .damaged }
  }

  /// Whether `name` is `curve` and `point` is an uncompressed point of that curve's length.
  private static func isPoint(
    _ point: ArraySlice<UInt8>, on curve: Substring, named name: ArraySlice<UInt8>
  ) -> Bool {
    name.elementsEqual(curve.utf8) && point.first == 0x04
      && point.count == pointLength[String(curve)]
  }

  /// The magnitude of a positive mpint (RFC 4251 §5), without its `0x00` sign byte; `nil` for
  /// zero, a negative number, or a needless leading zero byte.
  private static func positiveMagnitude(_ mpint: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    guard let first = mpint.first, first & 0x80 == 0 else { return nil }
    guard first == 0 else { return mpint }
    let magnitude = mpint.dropFirst()
    guard let top = magnitude.first, top & 0x80 != 0 else { return nil }
    return magnitude
  }

  /// The number of bits of a magnitude whose first byte is not zero.
  private static func bitLength(_ magnitude: ArraySlice<UInt8>) -> Int {
    guard let top = magnitude.first else { return 0 }
    return (magnitude.count - 1) * 8 + (UInt8.bitWidth - top.leadingZeroBitCount)
  }

  /// The SSH wire format's fields (a 4-byte big-endian length, then that many bytes), or
  /// `nil` when they do not fill the blob exactly.
  static func lengthPrefixedFields(of bytes: [UInt8]) -> [ArraySlice<UInt8>]? {
    var fields: [ArraySlice<UInt8>] = []
    var offset = 0
    while offset < bytes.count {
      guard offset + 4 <= bytes.count else { return nil }
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      offset += 4
      guard length <= bytes.count - offset else { return nil }
      fields.append(bytes[offset..<(offset + length)])
      offset += length
    }
    return fields
  }

  /// `TYPE BASE64`, without the comment.
  public var keyText: String { "\(type) \(base64)" }
}
