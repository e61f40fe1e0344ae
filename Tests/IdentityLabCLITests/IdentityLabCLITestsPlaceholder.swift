import Testing

@Test func placeholderIdentityLabCLITests() { #expect(1 + 1 == 2) }
