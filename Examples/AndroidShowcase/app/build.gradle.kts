plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
}

android {
    namespace = "com.example.showcase"
    compileSdk = 35
    defaultConfig {
        applicationId = "app.thumbrule.showcase"
        minSdk = 26
        targetSdk = libs.versions.targetSdk.get().toInt()
    }
    buildFeatures { compose = true }
}

dependencies {
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.material3)
    implementation(libs.androidx.datastore)
    implementation(libs.play.services.ads)
    implementation(libs.androidx.work)
    implementation(libs.androidx.biometric)
    implementation(libs.androidx.credentials)
    implementation(libs.play.billing)
    implementation(libs.firebase.auth)
    testImplementation(libs.junit)
}
