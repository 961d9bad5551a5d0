import ThumbruleCore

enum SettingsChecks {
    package static let all: [any Check.Type] = [
        AppLanguageWritten.self,
        DefaultWrittenOnFirstRun.self,
        SettingsWithoutVersion.self,
        ScatteredAccountExits.self,
    ]
}
