/// The words a person wraps an answer in, in English and Spanish, folded (lower case, no
/// accents): what the answer reader drops, and what it reads as an ordinal, a quantifier, a
/// yes or a no, or as no answer at all.
///
/// Each table is a written list, not a guess from the question: a word is in it because people
/// answering a quiz write it that way ("the second one", "la segunda", "3 stars", "yep").
enum AnswerWords {
  /// Words around a choice or value that name nothing themselves: articles, "option", "one"
  /// in "the blue one". Dropped only when a word remains.
  static let fillers: Set<String> = [
    "the", "a", "an", "one", "option", "choice", "number", "answer", "is", "it's", "its",
    "el", "la", "los", "las", "lo", "un", "una", "opcion", "numero", "respuesta", "es",
  ]

  /// Units a number is counted in, ignored after a number ("3 stars", "tres veces").
  static let units: Set<String> = [
    "star", "stars", "row", "rows", "time", "times", "item", "items", "view", "views",
    "estrella", "estrellas", "fila", "filas", "vez", "veces", "elemento", "elementos", "vista",
    "vistas",
  ]

  /// Ordinals, 1-based; `last`'s is 0 (the last choice).
  static let ordinals: [String: Int] = {
    var table: [String: Int] = ["last": 0, "ultimo": 0, "ultima": 0]
    let english = [
      "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
      "tenth",
    ]
    let spanish = [
      ["primero", "primera", "primer"], ["segundo", "segunda"], ["tercero", "tercera", "tercer"],
      ["cuarto", "cuarta"], ["quinto", "quinta"], ["sexto", "sexta"], ["septimo", "septima"],
      ["octavo", "octava"], ["noveno", "novena"], ["decimo", "decima"],
    ]
    for (index, word) in english.enumerated() { table[word] = index + 1 }
    for (index, words) in spanish.enumerated() {
      for word in words { table[word] = index + 1 }
    }
    for n in 1...10 {
      let suffix = n == 1 ? "st" : n == 2 ? "nd" : n == 3 ? "rd" : "th"
      table["\(n)\(suffix)"] = n
      for mark in ["o", "a", "º", "ª"] { table["\(n)\(mark)"] = n }
    }
    return table
  }()

  /// Words for "every choice"; `both` only where there are two.
  static let every: Set<String> = ["all", "every", "everything", "todas", "todos", "todo"]
  /// Words for "both of the two choices".
  static let both: Set<String> = ["both", "ambas", "ambos"]

  /// Ways of saying yes, whole answers.
  static let yes: Set<String> = [
    "y", "yes", "yep", "yeah", "yup", "sure", "of course", "correct", "true", "right",
    "s", "si", "claro", "claro que si", "por supuesto", "verdadero", "cierto", "correcto",
  ]
  /// Ways of saying no, whole answers.
  static let no: Set<String> = [
    "n", "no", "nope", "nah", "false", "of course not", "not at all",
    "claro que no", "para nada", "falso", "de ninguna manera",
  ]

  /// Counts that are one word in one language ("once" is 1 in English, 11 in Spanish).
  static func count(_ folded: String, language: String) -> Int? {
    switch folded {
    case "once": language == "en" ? 1 : 11
    case "twice": 2
    case "thrice": 3
    case "never", "nunca", "ninguna vez": 0
    default: nil
    }
  }

  /// The colon-less names of the prompt's commands, in both languages, and other lines that are
  /// not an attempt at an answer (greetings, "I don't know", a lone question mark).
  static let nonAnswers: Set<String> = [
    "next", "back", "skip", "hint", "help", "quit", "exit", "check", "edit", "show", "undo",
    "lessons", "progress", "open", "reset", "lang", "do",
    "siguiente", "atras", "saltar", "pista", "ayuda", "salir", "comprobar", "editar", "mostrar",
    "deshacer", "lecciones", "progreso", "abrir",
    "hello", "hi", "hey", "hola", "buenas", "buenos dias", "buenas tardes",
    "idk", "dunno", "i don't know", "i dont know", "don't know", "dont know", "no idea",
    "not sure", "no se", "no lo se", "ni idea", "no estoy seguro", "no estoy segura",
    "?", "??", "???", "¿?",
  ]
}
