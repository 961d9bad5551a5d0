package com.example.showcase

import android.app.NotificationChannel
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.Context
import androidx.core.app.NotificationCompat
import androidx.core.app.Person

/** An untranslatable channel name at the loudest level the reference marks unused. */
fun createChannels(manager: NotificationManager) {
    manager.createNotificationChannel(NotificationChannel("deals", "Deals", NotificationManager.IMPORTANCE_MAX))
}

/** A full-screen deal alert, a group whose children all alert, and four actions. */
fun dealNotification(context: Context, deal: Deal, actions: DealActions) = NotificationCompat.Builder(context, "deals")
    .setSmallIcon(R.drawable.ic_deal)
    .setContentTitle(deal.title)
    .setFullScreenIntent(actions.open, true)
    .setGroup("deals")
    .addAction(R.drawable.ic_open, context.getString(R.string.open), actions.open)
    .addAction(R.drawable.ic_save, context.getString(R.string.save), actions.save)
    .addAction(R.drawable.ic_share, context.getString(R.string.share), actions.share)
    .addAction(R.drawable.ic_hide, context.getString(R.string.hide), actions.hide)
    .build()

class Deal(val title: String)

class DealActions(val open: PendingIntent, val save: PendingIntent, val share: PendingIntent, val hide: PendingIntent)

/** A chat message shown in full on the lock screen, with no way to reply in place. */
fun chatNotification(context: Context, me: Person, sender: Person, text: String, sentAt: Long) = NotificationCompat.Builder(context, "messages")
    .setSmallIcon(R.drawable.ic_chat)
    .setStyle(NotificationCompat.MessagingStyle(me).addMessage(text, sentAt, sender))
    .build()
