// Seed 004: identity and lifetime — structural slots, explicit ids, `.id` resets, `.task(id:)`.
// do: toggle "Expanded"
// do: user = User(name: "Grace")
// do: type "x" into "Draft"
// do: isEditing.toggle()
// do: orders.remove(at: 0)
// do: toggle "Show translation"
// do: selected = 1
import SwiftUI

struct User: Equatable {
    var name: String
}

struct ProfileCard: View {
    let user: User
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Text(user.name)
            Toggle("Expanded", isOn: $isExpanded)
        }
    }
}

struct NameField: View {
    @Binding var name: String
    @State private var draft = ""

    var body: some View {
        TextField("Draft", text: $draft)
    }
}

struct Order: Identifiable {
    let id: UUID          // stored, stable, from the model
    let title: String
}

struct OrderRow: View {
    let order: Order
    @State private var isOpen = false

    var body: some View {
        Text(order.title)
    }
}

struct Article: Identifiable {
    let id: Int
    let title: String
}

struct ArticleView: View {
    let article: Article
    @State private var showTranslation = false

    var body: some View {
        VStack {
            Text(article.title)
            Toggle("Show translation", isOn: $showTranslation)
        }
    }
}

struct LifetimeScreen: View {
    @State private var user = User(name: "Ada")
    @State private var isEditing = false
    @State private var name = "Ada"
    @State private var orders: [Order] = [
        Order(id: UUID(), title: "Order #17"),
        Order(id: UUID(), title: "Order #18"),
        Order(id: UUID(), title: "Order #19"),
    ]
    @State private var articles = [Article(id: 1, title: "First"), Article(id: 2, title: "Second")]
    @State private var selected = 0
    @State private var loads: [Int] = []

    var article: Article { articles[selected] }

    var body: some View {
        VStack {
            Text("Header")
            ProfileCard(user: user)

            if isEditing {
                NameField(name: $name)
            } else {
                NameField(name: $name)
            }

            List(orders) { order in
                OrderRow(order: order)
            }

            ArticleView(article: article)
                .id(article.id)
                .task(id: article.id) {
                    await load(article.id)
                }
        }
    }

    func load(_ id: Int) async {
        loads.append(id)
    }
}
