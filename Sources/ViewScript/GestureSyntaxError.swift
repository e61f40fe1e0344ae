/// Why a gesture could not be read.
struct GestureSyntaxError: Error {
  var reason: String
  /// Where the wrong part starts in the action (1-based) and its length; nil: the whole action.
  var column: Int? = nil
  var length: Int? = nil
}
