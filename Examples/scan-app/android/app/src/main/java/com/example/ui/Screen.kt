package com.example.ui

import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clipToBounds
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

// The styles of the app's Typography where the screen uses them, a copy, and a Material default.
// Only the first Text is cut (clipToBounds); a Compose Text is otherwise painted whole, and the
// Card around the last clips at its own bounds, not the text's.
private val Caption = TextStyle(fontFamily = Gothic, fontSize = 12.sp)

@Composable
fun Screen(count: Int) {
    Text("Ångström", style = MaterialTheme.typography.headlineSmall, modifier = Modifier.clipToBounds())
    Text(text = "Body", style = MaterialTheme.typography.bodyMedium)
    Text("Title", style = MaterialTheme.typography.titleLarge)
    Text(text = "Jump", style = Caption.copy(lineHeight = 14.sp))
    Text("$count items", style = TextStyle(fontFamily = Gothic, fontSize = 16.sp))
    Card { Text("Éclair", style = AppType.label) }
}
