// Semilla 003: un rango constante para pintar cinco estrellas — la posición sí es una identidad válida.
// do: nota = 5
struct Valoracion: View {
    @State private var nota = 3

    var body: some View {
        HStack {
            ForEach(0..<5) { indice in
                Image(systemName: indice < nota ? "star.fill" : "star")
            }
        }
    }
}
