import 'package:flutter/material.dart';

const headline = TextStyle(fontFamily: 'Brand', fontSize: 28, height: 1.0);

TextStyle caption(String family) => TextStyle(fontFamily: family, fontSize: 12);
