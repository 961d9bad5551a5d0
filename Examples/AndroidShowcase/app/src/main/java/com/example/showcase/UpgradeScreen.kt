package com.example.showcase

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.stringResource

/** Sells the plans with the store's own prices, but offers no way to restore a purchase and no terms or privacy link. */
@Composable
fun UpgradeScreen(plans: List<StorePlan>, onSubscribePress: (StorePlan) -> Unit) {
    Column {
        plans.forEach { plan -> Text(plan.formattedPrice) }
        Button(onClick = { onSubscribePress(plans.first()) }) {
            // Violation (copy-case): translated text uppercased in code, with Kotlin's invariant locale.
            Text(stringResource(R.string.subscribe).uppercase())
        }
    }
}
