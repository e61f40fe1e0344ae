import Testing

@Test func placeholderEndToEndTests() { #expect(1 + 1 == 2) }
