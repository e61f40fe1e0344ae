import IdentityEngine

/// Observation as SwiftUI does it: `ObservableObject` with `@Published`, `@StateObject`,
/// `@ObservedObject`, and `@Observable` classes tracked per property read in a body.
extension Interpreter {
  /// Subscribes the view about to run its body to the objects its `@StateObject` and
  /// `@ObservedObject` properties hold, after dropping what its last body run observed: a body
  /// depends on what its latest run read and held, so an instance it no longer holds or reads
  /// re-runs it no more (`withObservationTracking` tracks one evaluation; a subscription follows
  /// the instance the wrapper holds).
  func subscribeToObjects(_ instance: Value, _ type: TypeDecl, _ storage: StateStorage) {
    if let observed = observedBy.removeValue(forKey: ObjectIdentifier(storage)) {
      for observers in observed.values { observers.forget(storage) }
    }
    for property in type.storedProperties where property.subscribesToObject {
      let value =
        property.isStateLike
        ? storage[property.name]
        : property.wrapper == .environmentObject
          ? (property.environmentKey.flatMap {
            environmentObject(under: storage)(
              resolvedObjectKey(property, $0, in: storage.environment))
          } ?? .null)
          : (field(property.name, of: instance) ?? .null)
      guard case .object(let object) = value else { continue }
      let observers = observersOf(object)
      observers.subscribe(storage)
      noteObserved(observers, by: storage)
    }
  }

  /// The object an `@EnvironmentObject` of a view with `storage` reads at `key`: the one
  /// written above it, else the one made up for a root run on its own
  /// (`madeUpEnvironmentObjects(for:)`), which its body observes as it would the app's.
  private func environmentObject(under storage: StateStorage) -> (String) -> Value? {
    { [self] key in
      if let written = storage.environment[key], written != .null { return written }
      return madeUpEnvironment[key]
    }
  }

  /// Notes that the running body read `name` of `object` (an `@Observable` instance). The read
  /// is tracked when the body returns, as `withObservationTracking` installs its observers after
  /// `apply` returns: a write the same body makes after reading (a preview that builds an
  /// object and appends to its list) does not run it again (Swift's Observation,
  /// `withObservationTracking(_:onChange:)`).
  func noteRead(_ object: ObjectReference, _ name: String) {
    guard let storage = observingStorage, let type = model.types[object.typeName],
      type.isObservableMacro, type.isTracked(name)
    else { return }
    pendingReads[ObjectIdentifier(storage), default: []].append((observersOf(object), name))
  }

  /// Tracks what the body of the view with `storage` read while it ran (`noteRead`).
  func installReads(of storage: StateStorage?) {
    guard let storage, let reads = pendingReads.removeValue(forKey: ObjectIdentifier(storage))
    else { return }
    for (observers, property) in reads {
      observers.track(storage, property: property)
      noteObserved(observers, by: storage)
    }
  }

  /// Remembers that `storage` observes the instance of `observers` (once per instance).
  private func noteObserved(_ observers: ObjectObservers, by storage: StateStorage) {
    observedBy[ObjectIdentifier(storage), default: [:]][ObjectIdentifier(observers)] = observers
  }

  /// Tells the views depending on `object` that its property `name` was set. A `@Published`
  /// property publishes on every set, equal value or not, as `objectWillChange` does.
  func objectDidChange(_ object: ObjectReference, _ name: String) {
    guard let type = model.types[object.typeName], type.notifiesObservers(name),
      let observers = observers[ObjectIdentifier(object)]
    else { return }
    for storage in observers.affected(by: name) { storage.invalidate() }
  }

  /// `objectWillChange.send()` of `object`: the views observing the whole object run again.
  func objectWillChangeSent(_ object: ObjectReference) {
    guard let observers = observers[ObjectIdentifier(object)] else { return }
    for storage in observers.affected(by: "") { storage.invalidate() }
  }

  private func observersOf(_ object: ObjectReference) -> ObjectObservers {
    if let existing = observers[ObjectIdentifier(object)] { return existing }
    let created = ObjectObservers(object: object)
    observers[ObjectIdentifier(object)] = created
    return created
  }
}
