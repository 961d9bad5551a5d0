package com.example.showcase

import android.app.Application
import com.google.android.gms.ads.MobileAds

/** Starts the ads SDK on the main thread before the first frame. */
class ShowcaseApplication : Application() {
    override fun onCreate() {
        super.onCreate()
        MobileAds.initialize(this)
    }
}
