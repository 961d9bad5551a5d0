import ThumbruleCore

enum OfflineChecks {
    package static let all: [any Check.Type] = [
        CredentialOutsideKeychain.self,
        KeyValueStoreContent.self,
        UserDataInCaches.self,
        FetchOnAppear.self,
        InMemoryWriteQueue.self,
        ConnectivityBlocksWrite.self,
        CollectionScopeUnrecorded.self,
        RecordWithoutSyncMarks.self,
    ]
}
