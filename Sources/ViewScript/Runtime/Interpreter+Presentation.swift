import IdentityEngine
import SwiftSyntax

/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog`, with
/// `isPresented:` or `item:`: the engine's `Presentation`, whose content is built only while
/// presented (see docs/semantics.md, "Presentation and navigation").
extension Interpreter {
  /// The presentation modifiers idlab simulates.
  static let presentationModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
  ]

  /// The modified view with its presentation; nil when `name` is not a presentation modifier.
  func presentationModifier(
    _ name: String, content base: ViewDescription, _ arguments: [Argument],
    call: FunctionCallExprSyntax
  ) throws(EvalError) -> Value? {
    guard Self.presentationModifiers.contains(name) else { return nil }
    func labeled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
    func binding(_ label: String) throws(EvalError) -> Binding? {
      guard let value = labeled(label) else { return nil }
      return try requiredBinding(value, of: name, label: label, at: call)
    }
    let closures = arguments.filter { isClosure($0.value) }
    // `sheet(item: $x) { … } content: { … }`: with a labelled content, the unlabelled closure is
    // `onDismiss:` (Swift matches the first trailing closure to the first closure parameter).
    let labelledBuilder = closures.first { $0.label == "content" || $0.label == "actions" }
    let builder = (labelledBuilder ?? closures.first { $0.label == nil }).flatMap {
      asFunction($0.value)
    }
    let dismissClosure =
      arguments.first { $0.label == "onDismiss" }
      ?? (labelledBuilder != nil ? closures.first { $0.label == nil } : nil)
    var key: Value?
    var presentedValues: [Value] = []
    let dismiss: Callback
    let isPresented: Bool
    if let item = try binding("item") {
      let value = item.get()
      isPresented = value != .null
      key = isPresented ? (field("id", of: value) ?? value) : nil
      presentedValues = [value]
      dismiss = Callback { try item.set(.null) }
    } else if let flag = try binding("isPresented") {
      // "For the alert to appear, both `isPresented` must be `true` and `data` must not be
      // `nil`" (Apple, `alert(_:isPresented:presenting:actions:message:)`).
      let data = labeled("presenting")
      isPresented = flag.get() == .bool(true) && data != .null
      if let data { presentedValues = [data] }
      dismiss = Callback { try flag.set(.bool(false)) }
    } else {
      throw invalidArguments(name, .isPresentedOrItemNeeded, at: call)
    }
    /// The content, built for the presented values.
    func content(_ presentedValues: [Value]) throws(EvalError) -> ViewDescription? {
      let parameters = presentedValues.map { Argument(label: nil, value: $0) }
      func build(_ function: FunctionValue?) throws(EvalError) -> ViewDescription? {
        guard let function else { return nil }
        return try toView(self.call(function, parameters, builder: true, at: call), at: call)
      }
      // `.alert(isPresented:content:)` has no title: its closure returns an `Alert`, not views.
      let returnsAlert =
        name == "alert" && !arguments.contains { $0.label == nil && !isClosure($0.value) }
      let returned = try builder.map { function throws(EvalError) in
        try self.call(function, parameters, builder: !returnsAlert, at: call)
      }
      if name == "alert", case .opaque(let opaque)? = returned, let alert = opaque as? AlertValue {
        return dialog(
          name, title: alert.title, actions: combine(alert.buttons), message: alert.message,
          dismiss: dismiss)
      } else if name == "alert" || name == "confirmationDialog" {
        let body = try returned.map { value throws(EvalError) in try toView(value, at: call) }
        let message = try build(labeled("message").flatMap(asFunction))
        return dialog(
          name, title: try dialogTitle(arguments, at: call), actions: body ?? .empty,
          message: message, dismiss: dismiss)
      } else {
        return try returned.map { value throws(EvalError) in try toView(value, at: call) }
          ?? .empty
      }
    }
    let presented = isPresented ? try content(presentedValues) : nil
    let onDismiss = dismissClosure.flatMap { asFunction($0.value) }.map { function in
      Callback { [self] in
        _ = try self.entry { () throws(EvalError) -> Value in
          try self.call(function, [], builder: false, at: call)
        }
      }
    }
    var presentation = Presentation(
      kind: name, key: key, content: presented, dismiss: dismiss, onDismiss: onDismiss)
    if key == nil, let data = presentedValues.first, presented != nil {
      presentation.presenting = (
        data,
        { [self] data in
          try self.entry { () throws(EvalError) -> ViewDescription in
            try content([data]) ?? .empty
          }
        }
      )
    }
    return viewValue(.modified(base, .presentation(presentation)))
  }

  /// An alert or a confirmation dialog: its title, its buttons (each also dismisses; an alert
  /// without buttons gets SwiftUI's "OK"; a dialog without a `.cancel` button gets the system's
  /// "Cancel", which only dismisses), its message.
  private func dialog(
    _ name: String, title: String, actions: ViewDescription, message: ViewDescription?,
    dismiss: Callback
  ) -> ViewDescription {
    var buttons = dismissing(actions, dismiss)
    if name == "alert" && !containsButton(buttons) {
      buttons = .primitive(Primitive(kind: .button, label: "OK", action: dismiss))
    }
    var children: [ViewDescription] = [.primitive(Primitive(kind: .text, text: title))]
    switch buttons {
    case .container(.tuple, let rows): children += rows
    case .empty: break
    default: children.append(buttons)
    }
    // "Dialogs include a standard dismiss action by default. If you provide a button with a role
    // of `cancel`, that button takes the place of the default dismiss action." (Apple,
    // `confirmationDialog(_:isPresented:titleVisibility:actions:)`)
    if name == "confirmationDialog" && !containsButton(buttons, role: "cancel") {
      var cancel = Primitive(kind: .button, label: "Cancel", action: dismiss)
      cancel.role = "cancel"
      children.append(.primitive(cancel))
    }
    if let message { children.append(message) }
    return .container(name == "alert" ? .alert : .confirmationDialog, children)
  }

  /// The title of an alert: a string, or a `Text`'s string.
  private func dialogTitle(_ arguments: [Argument], at call: FunctionCallExprSyntax)
    throws(EvalError) -> String
  {
    guard let title = arguments.first(where: { $0.label == nil && !isClosure($0.value) })?.value
    else { return "" }
    if isViewLike(title) { return labelText(try toView(title, at: call)) ?? "" }
    return describe(title)
  }

  /// The same buttons, each dismissing the dialog before its own action runs.
  private func dismissing(_ view: ViewDescription, _ dismiss: Callback) -> ViewDescription {
    switch view {
    case .primitive(var primitive) where primitive.kind == .button:
      let action = primitive.action
      primitive.action = Callback {
        try dismiss.run()
        try action?.run()
      }
      return .primitive(primitive)
    case .container(let container, let children):
      return .container(container, children.map { dismissing($0, dismiss) })
    case .modified(let content, let modifier):
      return .modified(dismissing(content, dismiss), modifier)
    case .conditional(let leaf, let count, let content):
      return .conditional(leaf: leaf, leafCount: count, dismissing(content, dismiss))
    case .optional(let content):
      return .optional(content.map { dismissing($0, dismiss) })
    case .forEach(var forEach):
      let row = forEach.row
      forEach.row = { [self] index in self.dismissing(try row(index), dismiss) }
      return .forEach(forEach)
    default:
      return view
    }
  }

  /// Whether a view holds a button (with `role`, when given); a `ForEach` counts as one without
  /// a role.
  private func containsButton(_ view: ViewDescription, role: String? = nil) -> Bool {
    switch view {
    case .primitive(let primitive):
      primitive.kind == .button && (role == nil || primitive.role == role)
    case .container(_, let children): children.contains { containsButton($0, role: role) }
    case .modified(let content, _), .conditional(_, _, let content), .anyView(let content):
      containsButton(content, role: role)
    case .optional(let content): content.map { containsButton($0, role: role) } ?? false
    case .forEach: role == nil
    default: false
    }
  }

  /// `self` for a body whose view reads `@Environment(\.dismiss)` or `\.presentationMode`: the
  /// action bound to the presentation its identity is in (nothing happens outside one, as in
  /// SwiftUI).
  func bindingDismiss(_ instance: Value, _ type: TypeDecl, _ storage: StateStorage?) -> Value {
    guard let storage, case .record(let typeName, var fields) = instance else { return instance }
    let names = type.dismissNames
    guard !names.isEmpty else { return instance }
    for index in fields.indices where names.contains(fields[index].name) {
      if type.stored(fields[index].name)?.environmentKey == "presentationMode" {
        fields[index].value = .opaque(PresentationModeValue(storage: storage))
        continue
      }
      fields[index].value = .opaque(
        FunctionValue(
          name: "dismiss",
          body: .native { _ in
            try storage.dismiss?.run()
            return .null
          }, context: Context(scope: globalScope)))
    }
    return .record(type: typeName, fields: fields)
  }

  /// `Alert(title: Text("T"), message: Text("M"), dismissButton: .default(Text("OK")))`, or with
  /// `primaryButton:` and `secondaryButton:`: what the old `.alert(isPresented:content:)` shows.
  func alert(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws(EvalError) -> Value {
    func text(_ label: String) throws(EvalError) -> String? {
      guard let value = arguments.first(where: { $0.label == label })?.value else { return nil }
      return isViewLike(value) ? labelText(try toView(value, at: call)) ?? "" : describe(value)
    }
    let message = try arguments.first { $0.label == "message" }.map {
      argument throws(EvalError) in try toView(argument.value, at: call)
    }
    let buttons = ["primaryButton", "secondaryButton", "dismissButton"].compactMap { label in
      arguments.first { $0.label == label }.map { alertButton($0.value, at: call) }
    }
    return .opaque(AlertValue(title: try text("title") ?? "", message: message, buttons: buttons))
  }

  /// `.default(Text("OK")) { … }`, `.cancel()`, `.destructive(Text("Delete"), action: { … })`:
  /// a button titled by its text (`.cancel()` without one: "Cancel").
  private func alertButton(_ value: Value, at call: FunctionCallExprSyntax) -> ViewDescription {
    guard case .enumCase(_, let style, let payload) = value else {
      return .primitive(Primitive(kind: .button, label: describe(value)))
    }
    let label = payload.first(where: isViewLike).flatMap { try? labelText(toView($0, at: call)) }
    let action = payload.first { asFunction($0) != nil }.flatMap { callback($0, at: call) }
    return .primitive(
      Primitive(
        kind: .button, label: label ?? (style == "cancel" ? "Cancel" : "OK"), action: action))
  }

  /// `presentationMode.wrappedValue`, `.isPresented`; nil for another value or member.
  func presentationModeProperty(_ name: String, of base: Value) -> Value? {
    guard case .opaque(let opaque) = base, let mode = opaque as? PresentationModeValue else {
      return nil
    }
    switch name {
    case "wrappedValue": return base
    case "isPresented": return .bool(mode.storage?.dismiss != nil)
    default: return nil
    }
  }

  /// `presentationMode.wrappedValue.dismiss()`: dismisses the presentation the view is in
  /// (nothing outside one); nil for another value or method.
  func presentationModeMethod(_ name: String, on base: Value) throws(EvalError) -> Value? {
    guard case .opaque(let opaque) = base, let mode = opaque as? PresentationModeValue,
      name == "dismiss"
    else { return nil }
    do { try mode.storage?.dismiss?.run() } catch { throw wrapThrown(error) }
    return .null
  }
}
