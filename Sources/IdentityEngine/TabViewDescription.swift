/// `TabView(selection:) { … }`: one slot per tab, every tab's identity alive; only the selected
/// tab's content has appeared.
public struct TabViewDescription {
  /// One tab: its content, the title its tab item shows, the value its `.tag` gives.
  public struct Tab {
    public var content: ViewDescription
    public var title: String
    public var tag: Value?

    public init(content: ViewDescription, title: String, tag: Value?) {
      self.content = content
      self.title = title
      self.tag = tag
    }
  }

  public var tabs: [Tab]
  /// `selection:`: the selected tab's tag; nil when the tab view keeps its own selection.
  public var selection: Binding?

  public init(tabs: [Tab], selection: Binding?) {
    self.tabs = tabs
    self.selection = selection
  }
}

/// The live side of a tab view: its tabs' titles and tags, and its own selection.
final class TabState {
  var description: TabViewDescription
  /// The selection without a binding (an index), as state so that choosing a tab is a write.
  let storage: StateStorage
  /// The tab whose content has appeared.
  var shown = 0

  init(description: TabViewDescription, identity: String) {
    self.description = description
    self.storage = StateStorage(identity: identity, values: [("selection", .int(0))])
  }

  /// The selected tab's index: the tab whose tag is the binding's value (the first when none
  /// matches), or the tab view's own selection.
  var selected: Int {
    if let selection = description.selection {
      let value = selection.get()
      return description.tabs.firstIndex { $0.tag.map { Self.sameTag($0, value) } ?? false } ?? 0
    }
    if case .int(let index) = storage["selection"], description.tabs.indices.contains(index) {
      return index
    }
    return 0
  }

  /// Whether a tag names the selection: equal, or the same enum case written `.home` (no
  /// type) on one side and `Tab.home` on the other.
  static func sameTag(_ tag: Value, _ selection: Value) -> Bool {
    if tag == selection { return true }
    if case .enumCase(let tagType, let tagName, let tagPayload) = tag,
      case .enumCase(let type, let name, let payload) = selection,
      tagType.isEmpty || type.isEmpty
    {
      return tagName == name && tagPayload == payload
    }
    return false
  }

  /// Selects tab `index` (the `tap` on its tab item).
  func select(_ index: Int) throws {
    if let selection = description.selection {
      if let tag = description.tabs[index].tag { try selection.set(tag) }
    } else {
      storage["selection"] = .int(index)
    }
  }
}
