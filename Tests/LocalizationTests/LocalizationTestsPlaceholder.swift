import Testing

@Test func placeholderLocalizationTests() { #expect(1 + 1 == 2) }
