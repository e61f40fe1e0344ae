import Testing

@Test func placeholderViewScriptTests() { #expect(1 + 1 == 2) }
