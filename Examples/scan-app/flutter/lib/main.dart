import 'package:flutter/material.dart';

import 'styles.dart';

const headline = TextStyle(fontFamily: 'Brand', fontSize: 28, height: 1.0);

TextStyle caption(String family) => TextStyle(fontFamily: family, fontSize: 12);

Widget notice() => Text('Jump quickly', style: TextStyles.body);
