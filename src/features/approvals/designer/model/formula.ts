// Formula pieces of a Computational field: display text, keypad editing and safe evaluation.
import type { FormulaPiece, FormulaRef } from './types';

/** Label shown for a reference whose field was deleted or left the formula's scope (platform-shell §4.4, §8). */
export const INVALID_FIELD_LABEL = '无效字段';
export const FORMULA_OPERATORS = ['+', '-', '*', '/', '(', ')'] as const;

const NUMBER_TEXT = /^[\d.]+$/;
const isNumberToken = (piece: FormulaPiece | undefined): piece is { kind: 'token'; text: string } =>
  piece?.kind === 'token' && NUMBER_TEXT.test(piece.text);

export const pieceText = (piece: FormulaPiece): string =>
  piece.kind === 'token' ? piece.text : piece.invalid ? INVALID_FIELD_LABEL : piece.name;

/** The `formula` string: pieces joined, references shown by name. */
export const formulaText = (pieces: readonly FormulaPiece[]): string => pieces.map(pieceText).join('');

/**
 * Keypad input: an operator, a parenthesis, digits or a decimal point. Digits extend the number
 * being typed so "12" stays one piece and backspace can take one digit off. Anything else is ignored.
 */
export function appendToken(pieces: readonly FormulaPiece[], text: string): FormulaPiece[] {
  const last = pieces[pieces.length - 1];
  if ((FORMULA_OPERATORS as readonly string[]).includes(text)) return [...pieces, { kind: 'token', text }];
  if (!/^(\d+|\.)$/.test(text)) return [...pieces];
  if (isNumberToken(last)) {
    if (text === '.' && last.text.includes('.')) return [...pieces];
    return [...pieces.slice(0, -1), { kind: 'token', text: last.text + text }];
  }
  return [...pieces, { kind: 'token', text: text === '.' ? '0.' : text }];
}

export const appendRef = (pieces: readonly FormulaPiece[], field: { id: string; name: string }): FormulaPiece[] => [
  ...pieces,
  { kind: 'ref', id: field.id, name: field.name } satisfies FormulaRef,
];

/** Removes the last digit of a number being typed, otherwise the last piece. */
export function backspace(pieces: readonly FormulaPiece[]): FormulaPiece[] {
  const last = pieces[pieces.length - 1];
  if (isNumberToken(last) && last.text.length > 1) {
    return [...pieces.slice(0, -1), { kind: 'token', text: last.text.slice(0, -1) }];
  }
  return pieces.slice(0, -1);
}

type Operator = '+' | '-' | '*' | '/';
type RpnItem = { t: 'num'; v: number } | { t: 'ref'; id: string } | { t: 'op'; v: Operator } | { t: 'neg' };
type StackItem = { t: 'op'; v: Operator } | { t: 'neg' } | { t: '(' };

const PRECEDENCE: Record<Operator, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };
const NEG_PRECEDENCE = 3;
const precedenceOf = (item: StackItem) =>
  item.t === 'op' ? PRECEDENCE[item.v] : item.t === 'neg' ? NEG_PRECEDENCE : 0;

type Lexeme = { t: 'num'; v: number } | { t: 'ref'; id: string } | { t: 'op'; v: Operator } | { t: '(' } | { t: ')' };

/** Splits pieces into lexemes; adjacent digit tokens form one number (saved data may hold one digit per piece). */
function lex(pieces: readonly FormulaPiece[]): Lexeme[] | null {
  const out: Lexeme[] = [];
  let digits = '';
  const flush = () => {
    if (!digits) return true;
    if (!/^\d+(\.\d+)?$/.test(digits)) return false;
    out.push({ t: 'num', v: Number(digits) });
    digits = '';
    return true;
  };
  for (const piece of pieces) {
    if (piece.kind === 'ref') {
      if (!flush()) return null;
      out.push({ t: 'ref', id: piece.id });
      continue;
    }
    for (const ch of piece.text) {
      if (/[\d.]/.test(ch)) digits += ch;
      else if (/\s/.test(ch)) continue;
      else if (!flush()) return null;
      else if (ch === '(' || ch === ')') out.push({ t: ch });
      else if (ch === '+' || ch === '-' || ch === '*' || ch === '/') out.push({ t: 'op', v: ch });
      else return null;
    }
  }
  return flush() ? out : null;
}

/** Shunting-yard to reverse Polish notation; null on any syntax error. A leading +/- is a sign. */
function toRpn(pieces: readonly FormulaPiece[]): RpnItem[] | null {
  const lexemes = lex(pieces);
  if (!lexemes) return null;
  const output: RpnItem[] = [];
  const stack: StackItem[] = [];
  let expectOperand = true;
  for (const lx of lexemes) {
    if (lx.t === 'num' || lx.t === 'ref') {
      if (!expectOperand) return null;
      output.push(lx);
      expectOperand = false;
    } else if (lx.t === '(') {
      if (!expectOperand) return null;
      stack.push(lx);
    } else if (lx.t === ')') {
      if (expectOperand) return null;
      while (stack.length && stack[stack.length - 1].t !== '(') output.push(stack.pop() as RpnItem);
      if (!stack.pop()) return null;
    } else if (expectOperand) {
      if (lx.v === '-') stack.push({ t: 'neg' });
      else if (lx.v !== '+') return null;
    } else {
      while (stack.length && precedenceOf(stack[stack.length - 1]) >= PRECEDENCE[lx.v]) {
        output.push(stack.pop() as RpnItem);
      }
      stack.push(lx);
      expectOperand = true;
    }
  }
  if (expectOperand) return null;
  while (stack.length) {
    const item = stack.pop() as StackItem;
    if (item.t === '(') return null;
    output.push(item);
  }
  return output;
}

/** True when the pieces form a complete expression (references are not checked). */
export const isFormulaWellFormed = (pieces: readonly FormulaPiece[]): boolean => toRpn(pieces) !== null;

/**
 * Computes the formula with `values` by field id. Null on a syntax error, an invalid or unknown
 * reference, a missing value or division by zero. The result is rounded to 15 significant digits
 * so 0.1 + 0.2 shows as 0.3.
 */
export function evaluateFormula(
  pieces: readonly FormulaPiece[],
  values: Readonly<Record<string, number | null | undefined>>,
): number | null {
  if (pieces.some((piece) => piece.kind === 'ref' && piece.invalid)) return null;
  const rpn = toRpn(pieces);
  if (!rpn) return null;
  const stack: number[] = [];
  for (const item of rpn) {
    if (item.t === 'num') stack.push(item.v);
    else if (item.t === 'ref') {
      const value = values[item.id];
      if (typeof value !== 'number' || !Number.isFinite(value)) return null;
      stack.push(value);
    } else if (item.t === 'neg') stack.push(-(stack.pop() as number));
    else {
      const right = stack.pop() as number;
      const left = stack.pop() as number;
      if (item.v === '/' && right === 0) return null;
      stack.push(
        item.v === '+' ? left + right : item.v === '-' ? left - right : item.v === '*' ? left * right : left / right,
      );
    }
  }
  const result = stack[0];
  return Number.isFinite(result) ? Number(result.toPrecision(15)) : null;
}
