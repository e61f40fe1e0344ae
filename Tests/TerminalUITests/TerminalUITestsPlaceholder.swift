import Testing

@Test func placeholderTerminalUITests() { #expect(1 + 1 == 2) }
