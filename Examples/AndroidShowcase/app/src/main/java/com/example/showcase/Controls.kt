package com.example.showcase

import androidx.compose.foundation.layout.size
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Close
import androidx.compose.material.icons.filled.Home
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.NavigationBar
import androidx.compose.material3.NavigationBarItem
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** The tab hides its label whenever it is not selected: icon-only tabs make people guess. */
@Composable
fun ShowcaseBottomBar(selected: Int, onSelect: (Int) -> Unit) {
    NavigationBar {
        NavigationBarItem(
            selected = selected == 0,
            onClick = { onSelect(0) },
            icon = { Icon(Icons.Default.Home, contentDescription = null) },
            label = { Text("Home") },
            alwaysShowLabel = false,
        )
    }
}

/** A 32dp close button with no name: too small to hit, and TalkBack says only "button". */
@Composable
fun CloseButton(onClose: () -> Unit) {
    IconButton(onClick = onClose, modifier = Modifier.size(32.dp)) {
        Icon(Icons.Default.Close, contentDescription = null)
    }
}

/** Text inside ignores the user's font size. */
@Composable
fun FixedFontScale(content: @Composable () -> Unit) {
    val density = LocalDensity.current
    CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 1f)) {
        content()
    }
}

/** A size picked at the call site instead of a role of the type scale. */
@Composable
fun PriceLabel(price: String) {
    Text(price, fontSize = 22.sp)
}
