package com.example.showcase

import android.content.SharedPreferences

/** Keeps the access token in plain SharedPreferences. */
class SessionStore(private val prefs: SharedPreferences) {
    fun save(accessToken: String, theme: String) {
        prefs.edit()
            .putString("access_token", accessToken)
            .putString("theme", theme)
            .apply()
    }
}
