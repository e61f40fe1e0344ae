/// Why a gesture could not be read.
struct GestureSyntaxError: Error {
  var reason: String
}
