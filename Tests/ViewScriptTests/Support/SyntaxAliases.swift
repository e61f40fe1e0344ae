import SwiftSyntax

typealias SourceFileSyntaxAlias = SourceFileSyntax
typealias SourceLocationConverterAlias = SourceLocationConverter
typealias Syntax = SwiftSyntax.Syntax
