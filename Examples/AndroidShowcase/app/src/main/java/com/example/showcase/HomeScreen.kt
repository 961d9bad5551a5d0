package com.example.showcase

import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.viewinterop.AndroidView
import com.google.android.gms.ads.AdRequest
import com.google.android.gms.ads.AdView

@Composable
fun HomeScreen() {
    Button(onClick = { /* open the store */ }) { Text("Browse") }
    AndroidView(factory = { context -> AdView(context).also(::loadBanner) })
}

/** Every banner request is personalised: nothing reads consent first. */
fun loadBanner(view: AdView) {
    view.loadAd(AdRequest.Builder().build())
}

/** Preview-only code is not shipped, so this request is not reported. */
@Preview
@Composable
fun HomeScreenPreview() {
    val preview = AdRequest.Builder().build()
    HomeScreen()
}
