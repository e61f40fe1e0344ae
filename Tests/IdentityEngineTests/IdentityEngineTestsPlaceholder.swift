import Testing

@Test func placeholderIdentityEngineTests() { #expect(1 + 1 == 2) }
