import Foundation

/// An OpenSSH public key as written in `id_ed25519.pub` or `authorized_keys`: the key type, the
/// base64 blob, and an optional comment.
///
/// A key is accepted only when its type is one OpenSSH signs with and the blob, decoded,
/// names that same type (so a truncated or pasted-over key is caught at import, not at the
/// exam).
///
///     try SSHPublicKey(parsing: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI… alice@laptop")
public struct SSHPublicKey: Codable, Equatable, Sendable {
  /// The key types accepted, as OpenSSH names them.
  public static let acceptedTypes: Set<String> = [
    "ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384",
    "ecdsa-sha2-nistp521", "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com",
  ]

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
    /// The blob is not base64 or does not name the declared type.
    case damaged
  }

  /// Parses one key line.
  ///
  /// - Throws: `Problem` saying what is wrong.
  public init(parsing text: String) throws(Problem) {
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard fields.count >= 2, !text.contains("\n"), !text.contains("\r") else {
      throw .notAKey
    }
    let type = String(fields[0])
    guard Self.acceptedTypes.contains(type) else { throw .unknownType(type) }
    let base64 = String(fields[1])
    guard let blob = Data(base64Encoded: base64), blob.count > 4 else { throw .damaged }
    guard let parts = Self.lengthPrefixedFields(of: [UInt8](blob)), parts.count >= 2,
      String(decoding: parts[0], as: UTF8.self) == type,
      type != "ssh-ed25519" || (parts.count == 2 && parts[1].count == 32)
    else { throw .damaged }
    self.type = type
    self.base64 = base64
    comment = fields.dropFirst(2).joined(separator: " ")
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
