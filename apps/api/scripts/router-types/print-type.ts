import ts from 'typescript';

/**
 * Writes a procedure's input or output type out in full, as plain TypeScript that needs no import: the types a
 * procedure takes and answers are data (objects, arrays, literals), so spelling them out cuts every tie to the
 * server's modules (its services, drizzle rows, zod's helper types). What is not data (a function, a class, a
 * generic left open) stops the script with the path to it, rather than being guessed at.
 */
export function printType(checker: ts.TypeChecker, type: ts.Type, where: string): string {
  return new TypePrinter(checker).print(type, where, '');
}

/** The standard library's own types (Date, AsyncGenerator): every program knows them by name. */
function isLibraryType(type: ts.Type): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
  return /\/typescript\/lib\/lib\.[^/]+\.d\.ts$/.test(file);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const INDENT = '  ';

class TypePrinter {
  /** The object types being written out, to refuse a type that contains itself instead of looping. */
  private readonly open = new Set<ts.Type>();

  constructor(private readonly checker: ts.TypeChecker) {}

  print(type: ts.Type, where: string, indent: string): string {
    const { flags } = type;
    if (flags & ts.TypeFlags.Any) return 'any';
    if (flags & ts.TypeFlags.Unknown) return 'unknown';
    if (flags & ts.TypeFlags.Never) return 'never';
    if (flags & ts.TypeFlags.Boolean) return 'boolean';
    if (flags & ts.TypeFlags.String) return 'string';
    if (flags & ts.TypeFlags.Number) return 'number';
    if (flags & ts.TypeFlags.BigInt) return 'bigint';
    if (flags & ts.TypeFlags.Void) return 'void';
    if (flags & ts.TypeFlags.Undefined) return 'undefined';
    if (flags & ts.TypeFlags.Null) return 'null';
    if (flags & ts.TypeFlags.NonPrimitive) return 'object';
    if (flags & ts.TypeFlags.EnumLiteral) this.refuse('an enum', where);
    if (flags & ts.TypeFlags.BooleanLiteral) return this.checker.typeToString(type);
    if (type.isStringLiteral()) return JSON.stringify(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (flags & ts.TypeFlags.BigIntLiteral) return `${this.checker.typeToString(type)}`;
    if (type.isUnion()) return this.printUnion(type.types, where, indent);
    if (flags & ts.TypeFlags.Intersection)
      return this.printIntersection(type as ts.IntersectionType, where, indent);
    if (flags & ts.TypeFlags.Object) return this.printObject(type as ts.ObjectType, where, indent);
    return this.refuse(`'${this.checker.typeToString(type)}'`, where);
  }

  /**
   * Members sorted by their text, `null` and `undefined` last: a union has no order, and the checker's own order
   * follows which file it happened to read first, which would change the file for no change of the API.
   */
  private printUnion(types: readonly ts.Type[], where: string, indent: string): string {
    const hasTrue = types.some((member) => this.checker.typeToString(member) === 'true');
    const hasFalse = types.some((member) => this.checker.typeToString(member) === 'false');
    const printed = new Set<string>();
    for (const member of types) {
      const text = this.print(member, where, indent);
      if (hasTrue && hasFalse && (text === 'true' || text === 'false')) printed.add('boolean');
      else printed.add(needsParentheses(member) ? `(${text})` : text);
    }
    const rank = (text: string) => (text === 'null' ? 1 : text === 'undefined' ? 2 : 0);
    return [...printed].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).join(' | ');
  }

  /** Objects that are intersected are written as one object; a branded primitive keeps its `&`. */
  private printIntersection(type: ts.IntersectionType, where: string, indent: string): string {
    if (type.types.every((member) => member.flags & ts.TypeFlags.Object)) {
      return this.printProperties(type, where, indent);
    }
    return type.types
      .map((member) => {
        const text = this.print(member, where, indent);
        return needsParentheses(member) ? `(${text})` : text;
      })
      .join(' & ');
  }

  private printObject(type: ts.ObjectType, where: string, indent: string): string {
    if (this.checker.isTupleType(type)) return this.printTuple(type as ts.TupleTypeReference, where, indent);
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      const text = this.print(item!, `${where}[number]`, indent);
      const readonly = type.getSymbol()?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${readonly}${needsParentheses(item!) ? `(${text})` : text}[]`;
    }
    if (isLibraryType(type)) return this.printLibraryType(type, where, indent);
    if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) {
      return this.refuse('a function', where);
    }
    return this.printProperties(type, where, indent);
  }

  private printTuple(type: ts.TupleTypeReference, where: string, indent: string): string {
    const items = this.checker.getTypeArguments(type).map((item, index) => {
      const text = this.print(item, `${where}[${index}]`, indent);
      const flag = type.target.elementFlags[index] ?? ts.ElementFlags.Required;
      if (flag & ts.ElementFlags.Rest) return `...${text}[]`;
      return flag & ts.ElementFlags.Optional ? `${text}?` : text;
    });
    return `${type.target.readonly ? 'readonly ' : ''}[${items.join(', ')}]`;
  }

  private printLibraryType(type: ts.Type, where: string, indent: string): string {
    const name = (type.aliasSymbol ?? type.getSymbol())!.name;
    const args = type.aliasSymbol
      ? (type.aliasTypeArguments ?? [])
      : this.checker.getTypeArguments(type as ts.TypeReference);
    if (args.length === 0) return name;
    return `${name}<${args.map((arg, index) => this.print(arg, `${where}<${index}>`, indent)).join(', ')}>`;
  }

  private printProperties(type: ts.Type, where: string, indent: string): string {
    if (this.open.has(type)) return this.refuse('a type that contains itself', where);
    this.open.add(type);
    const inner = indent + INDENT;
    const lines: string[] = [];
    for (const info of this.checker.getIndexInfosOfType(type)) {
      const key = this.print(info.keyType, where, inner);
      lines.push(`${inner}[key: ${key}]: ${this.print(info.type, `${where}[${key}]`, inner)};`);
    }
    for (const property of this.checker.getPropertiesOfType(type)) {
      const name = IDENTIFIER.test(property.name) ? property.name : JSON.stringify(property.name);
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const value = this.print(this.checker.getTypeOfSymbol(property), `${where}.${property.name}`, inner);
      lines.push(`${inner}${name}${optional}: ${value};`);
    }
    this.open.delete(type);
    return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
  }

  private refuse(what: string, where: string): never {
    throw new Error(
      `${where} is ${what}: a procedure's input and output must be data a client can be told in full`,
    );
  }
}

function needsParentheses(type: ts.Type): boolean {
  return type.isUnion() && !(type.flags & ts.TypeFlags.Boolean);
}
