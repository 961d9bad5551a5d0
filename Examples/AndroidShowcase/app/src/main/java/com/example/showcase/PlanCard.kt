package com.example.showcase

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable

/** Shows a typed-in dollar price whenever the store has not answered yet, in every country. */
@Composable
fun PlanCard(plan: StorePlan?) {
    Text(plan?.formattedPrice ?: "$4.99")
}

data class StorePlan(val formattedPrice: String)
