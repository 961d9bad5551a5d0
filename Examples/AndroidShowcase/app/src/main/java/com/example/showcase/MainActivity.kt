package com.example.showcase

import android.Manifest
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.result.contract.ActivityResultContracts

/** Asks for notifications before the user has done anything worth being told about. */
class MainActivity : ComponentActivity() {
    private val askNotifications = registerForActivityResult(ActivityResultContracts.RequestPermission()) { }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        askNotifications.launch(Manifest.permission.POST_NOTIFICATIONS)
        setContent {
            HomeScreen()
            ShowcaseScreens()
        }
    }
}

/** The showcase's other screens, reached from its bottom bar. */
@androidx.compose.runtime.Composable
fun ShowcaseScreens() {
    ShowcaseBottomBar(selected = 0, onSelect = {})
    CloseButton(onClose = {})
    FixedFontScale { PriceLabel(price = "") }
    PlanCard(plan = null)
    UpgradeScreen(plans = emptyList(), onSubscribePress = {})
}
