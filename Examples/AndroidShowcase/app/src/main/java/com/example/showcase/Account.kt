package com.example.showcase

import android.app.Activity
import androidx.biometric.BiometricManager.Authenticators.DEVICE_CREDENTIAL
import androidx.biometric.BiometricPrompt
import androidx.credentials.CredentialManager
import androidx.credentials.GetCredentialRequest
import com.google.firebase.auth.FirebaseAuth

/** Creates accounts that cannot be deleted, and leaves the signed-out account selected. */
class AccountRepository(private val auth: FirebaseAuth, private val credentials: CredentialManager) {
    fun register(email: String, password: String) {
        auth.createUserWithEmailAndPassword(email, password)
    }

    suspend fun signIn(activity: Activity, request: GetCredentialRequest) {
        credentials.getCredential(activity, request)
    }

    fun signOut() {
        auth.signOut()
    }
}

/** The lock-screen credential alone, which API 29 and lower (minSdk 26 here) do not support. */
fun unlockPrompt(title: String) = BiometricPrompt.PromptInfo.Builder()
    .setTitle(title)
    .setAllowedAuthenticators(DEVICE_CREDENTIAL)
    .build()
