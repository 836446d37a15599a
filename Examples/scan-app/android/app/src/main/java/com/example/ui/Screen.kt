package com.example.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

// The styles of the app's Typography where the screen uses them, a copy, and a Material default.
private val Caption = TextStyle(fontFamily = Gothic, fontSize = 12.sp)

@Composable
fun Screen(count: Int) {
    Text("Ångström", style = MaterialTheme.typography.headlineSmall)
    Text(text = "Body", style = MaterialTheme.typography.bodyMedium)
    Text("Title", style = MaterialTheme.typography.titleLarge)
    Text(text = "Jump", style = Caption.copy(lineHeight = 14.sp))
    Text("$count items", style = TextStyle(fontFamily = Gothic, fontSize = 16.sp))
    Text("Éclair", style = AppType.label)
}
