// Token files are JSON: the parser's values are part of this module's interface.
@_exported import JSONText
