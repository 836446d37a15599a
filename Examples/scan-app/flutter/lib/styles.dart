import 'package:flutter/material.dart';

// A design system's names, used from other files: a family, sizes computed from literals, and
// styles built by copying a base.
class Fonts {
  static const String brand = 'Brand';
}

class FontSizes {
  static double get scale => 1;
  static double get body => 15 * scale;
}

class TextStyles {
  static const TextStyle brand = TextStyle(fontFamily: Fonts.brand, height: 1.2);
  static TextStyle get body => brand.copyWith(fontSize: FontSizes.body);
}
