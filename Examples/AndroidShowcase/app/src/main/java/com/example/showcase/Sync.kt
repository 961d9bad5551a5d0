package com.example.showcase

import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context
import androidx.core.app.NotificationCompat
import androidx.work.CoroutineWorker
import androidx.work.ForegroundInfo
import androidx.work.PeriodicWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkerParameters
import java.util.concurrent.TimeUnit

/** Refreshes the feed from the network. */
class FeedSyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
    override suspend fun doWork(): Result = Result.success()
}

/** Every ten minutes (raised to fifteen), with no network constraint and no written reason. */
fun scheduleFeedSync(workManager: WorkManager) {
    workManager.enqueue(PeriodicWorkRequestBuilder<FeedSyncWorker>(10, TimeUnit.MINUTES).build())
}

/** A long export the user started, shown in a notification with no way to stop it. */
class ExportWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
    override suspend fun doWork(): Result {
        val notification = NotificationCompat.Builder(applicationContext, "exports")
            .setContentTitle(applicationContext.getString(R.string.exporting))
            .setSmallIcon(R.drawable.ic_export)
            .build()
        setForeground(ForegroundInfo(EXPORT_NOTIFICATION_ID, notification))
        return Result.success()
    }
}

const val EXPORT_NOTIFICATION_ID = 7

/** The export channel, so quiet that the system replaces the notification with its own notice. */
fun createExportChannel(context: Context, manager: NotificationManager) {
    manager.createNotificationChannel(NotificationChannel("exports", context.getString(R.string.exports), NotificationManager.IMPORTANCE_MIN))
}
