package com.example.showcase

import org.junit.Test

/** Test code never ships: the token written here is not reported. */
class SessionStoreTest {
    @Test
    fun savesTheSession() {
        val prefs = FakeSharedPreferences()
        prefs.edit().putString("auth_token", "test-token").apply()
    }
}
