package com.example.showcase

import android.app.AlarmManager
import android.app.PendingIntent
import android.app.Service
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.net.Uri
import android.os.IBinder
import android.provider.Settings
import androidx.core.content.ContextCompat

/** Declared with the dataSync type, but never put in the foreground. */
class UploadService : Service() {
    override fun onBind(intent: Intent?): IBinder? = null
}

/** Starts a foreground service at boot, which Android 15 bars for dataSync services. */
class BootReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context, intent: Intent) {
        ContextCompat.startForegroundService(context, Intent(context, UploadService::class.java))
    }
}

/** A refresh time the app picked, on an exact alarm. */
fun scheduleRefresh(alarmManager: AlarmManager, pending: PendingIntent) {
    alarmManager.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + 15 * 60 * 1000, pending)
}

/** Asks for the direct Doze exemption, which Play forbids for apps like this one. */
fun askForExemption(context: Context) {
    context.startActivity(Intent(Settings.ACTION_REQUEST_IGNORE_BATTERY_OPTIMIZATIONS, Uri.parse("package:" + context.packageName)))
}
