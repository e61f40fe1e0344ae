// Every file of this target sees the shared helpers (`repositoryRoot`, `realLocalizer`,
// `expectLines`) of IdlabTestSupport.
@_exported import IdlabTestSupport
