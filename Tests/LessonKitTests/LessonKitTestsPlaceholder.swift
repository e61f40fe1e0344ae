import Testing

@Test func placeholderLessonKitTests() { #expect(1 + 1 == 2) }
