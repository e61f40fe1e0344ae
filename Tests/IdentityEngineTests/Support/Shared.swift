// Every file of this target sees the shared test helpers (`expectLines`, `repositoryRoot`, …)
// and the seeded `SplitMix64` generator.
@_exported import Basics
@_exported import IdlabTestSupport
