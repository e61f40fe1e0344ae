// Semilla 003: ForEach e identidad — las formas de declararla, en una sola pantalla.
// do: articulos.remove(at: 0)
// do: articulos.reverse()
// do: type "!" into "Título" #2
import SwiftUI

struct Articulo: Identifiable {
    let id: UUID           // asignado una vez, al crear el modelo
    var titulo: String
    var slug: String
    var resumen: String
    var leido: Bool
}

struct FilaArticulo: View {
    let articulo: Articulo
    @State private var expandida = false   // su vida es la vida de la identidad

    var body: some View {
        VStack(alignment: .leading) {
            Text(articulo.titulo).font(.headline)
            if expandida { Text(articulo.resumen) }
        }
        .onTapGesture { withAnimation { expandida.toggle() } }
    }
}

struct ListaArticulos: View {
    @State private var articulos: [Articulo] = [
        Articulo(id: UUID(), titulo: "Uno", slug: "uno", resumen: "Primero", leido: false),
        Articulo(id: UUID(), titulo: "Dos", slug: "dos", resumen: "Segundo", leido: false),
        Articulo(id: UUID(), titulo: "Tres", slug: "tres", resumen: "Tercero", leido: true),
    ]

    var body: some View {
        VStack {
            // Identidad del dominio: correcta
            ForEach(articulos) { articulo in
                FilaArticulo(articulo: articulo)
            }
            // Identidad por ruta de clave: correcta si esa propiedad es unica y estable
            ForEach(articulos, id: \.slug) { articulo in
                FilaArticulo(articulo: articulo)
            }
            // Antipatron: la identidad es la posicion, no el elemento
            ForEach(articulos.indices, id: \.self) { indice in
                FilaArticulo(articulo: articulos[indice])
            }
            // Identidad del elemento, posicion como dato secundario
            ForEach(Array(articulos.enumerated()), id: \.element.id) { posicion, articulo in
                FilaArticulo(articulo: articulo)
                    .background(posicion.isMultiple(of: 2) ? Color.clear : Color.gray.opacity(0.06))
            }
            // Enlaces de escritura: cada fila edita su propio elemento
            ForEach($articulos) { $articulo in
                TextField("Título", text: $articulo.titulo)
            }
        }
    }
}
