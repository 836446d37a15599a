package com.example.ui

import androidx.compose.material3.Typography
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.Font
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.sp

// The Compose part: a family from res/font and the app's typography.
val Gothic = FontFamily(Font(R.font.ipaexg))

val AppTypography = Typography(
    headlineSmall = TextStyle(fontFamily = Gothic, fontSize = 24.sp, lineHeight = 28.sp),
    bodyMedium = TextStyle(fontFamily = Gothic, fontSize = 14.sp, lineHeight = 20.sp, letterSpacing = 0.25.sp),
    labelSmall = TextStyle(fontFamily = FontFamily.SansSerif, fontSize = 11.sp),
)

// Named sizes and styles, used from Screen.kt.
object Dimens {
    const val LABEL = 13
}

object AppType {
    val label = TextStyle(fontFamily = Gothic, fontSize = Dimens.LABEL.sp, lineHeight = (Dimens.LABEL + 3).sp)
}
