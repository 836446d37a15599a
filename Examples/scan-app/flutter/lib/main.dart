import 'package:flutter/material.dart';

import 'styles.dart';

const headline = TextStyle(fontFamily: 'Brand', fontSize: 28, height: 1.0);

TextStyle caption(String family) => TextStyle(fontFamily: family, fontSize: 12);

// A ClipRect around the Text cuts at its bounds; the headline is painted whole.
Widget notice() => ClipRect(child: Text('Jump quickly', style: TextStyles.body));
