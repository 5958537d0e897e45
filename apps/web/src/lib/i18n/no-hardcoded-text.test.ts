import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads goes through the catalogues. This reads each source file's syntax and lists what
 * would be shown as written: text between JSX tags, literal values of the props people read (labels, titles,
 * placeholders, alternative texts), literals a JSX expression shows, and toasts' literal messages. The
 * pseudo-locale journey (e2e/i18n-pseudo.spec.ts) catches what this cannot see (texts kept in constants).
 */
const src = path.resolve(import.meta.dirname, '../..');

/** Props whose value is read by people (or said by screen readers). */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'message',
  'heading',
  'emptyText',
]);
/** Names that stay the same in every language. */
const NAMES = new Set(['Kinora', 'TMDB', 'IMDb', 'Letterboxd', 'Trakt', 'Google', 'YouTube', 'Flappy']);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !NAMES.has(text.trim());

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return entry === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Whether a node sits inside an element marked `translate="no"` (code, keys, names that are not words). */
function untranslatable(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isJsxElement(at)) {
      const attributes = at.openingElement.attributes.properties;
      if (
        attributes.some(
          (a) =>
            ts.isJsxAttribute(a) &&
            a.name.getText() === 'translate' &&
            a.initializer !== undefined &&
            ts.isStringLiteral(a.initializer) &&
            a.initializer.text === 'no',
        )
      ) {
        return true;
      }
    }
  }
  return false;
}

/** A literal's text, when it is a literal a page would show. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return undefined;
}

/** The literals an expression may evaluate to (through `a ? b : c`, `a ?? b`, `a || b`, `a && b`, parentheses). */
function shownLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken) {
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    }
    return [];
  }
  return literalText(node) === undefined ? [] : [node];
}

function findHardcodedText(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, shown: string) => {
    if (!hasWords(shown) || untranslatable(node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(src, file)}:${line + 1}: ${JSON.stringify(shown.trim().slice(0, 60))}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) {
        for (const literal of shownLiterals(value.expression)) report(literal, literalText(literal) ?? '');
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of shownLiterals(node.expression)) report(literal, literalText(literal) ?? '');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      const first = node.arguments[0];
      if (/^toast(\.(success|error|loading))?$/.test(callee) && first) {
        for (const literal of shownLiterals(first)) report(literal, literalText(literal) ?? '');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** One check per area, so a change to one feature can be checked on its own (`-t features/home`). */
const areas = [
  ...['app', 'bootstrap', 'components', 'lib'],
  ...readdirSync(path.join(src, 'features')).map((feature) => `features/${feature}`),
];

describe('texts a person reads are in the catalogues, not in the code', () => {
  for (const area of areas) {
    it(area, () => {
      expect(sourceFiles(path.join(src, area)).flatMap(findHardcodedText)).toEqual([]);
    });
  }
});
