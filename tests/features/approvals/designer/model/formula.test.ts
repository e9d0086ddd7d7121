import { describe, expect, it } from 'vitest';
import {
  appendRef,
  appendToken,
  backspace,
  evaluateFormula,
  formulaText,
  isFormulaWellFormed,
} from '@/features/approvals/designer/model/formula';
import type { FormulaPiece } from '@/features/approvals/designer/model/types';
import { ref, tok } from './fixtures';

const type = (...keys: string[]) => keys.reduce<FormulaPiece[]>((pieces, key) => appendToken(pieces, key), []);
const calc = (text: string, values: Record<string, number> = {}) => evaluateFormula([tok(text)], values);

describe('formula text and keypad editing', () => {
  it('joins pieces and shows references by name, invalid ones as 无效字段', () => {
    const pieces = [ref('a', '单价'), tok('*'), tok('2'), tok('+'), { ...ref('b', '旧名'), invalid: true }];
    expect(formulaText(pieces)).toBe('单价*2+无效字段');
  });

  it('keeps consecutive digits in one number piece', () => {
    expect(type('1', '2', '.', '5', '+', '3')).toEqual([tok('12.5'), tok('+'), tok('3')]);
  });

  it('ignores a second decimal point and unknown keys', () => {
    expect(type('1', '.', '.', '2', 'x', '%')).toEqual([tok('1.2')]);
    expect(type('.')).toEqual([tok('0.')]);
  });

  it('backspace removes one digit, then whole pieces', () => {
    let pieces = appendRef(type('1', '2', '+'), { id: 'a', name: '单价' });
    pieces = backspace(pieces);
    expect(pieces).toEqual([tok('12'), tok('+')]);
    pieces = backspace(backspace(pieces));
    expect(pieces).toEqual([tok('1')]);
    expect(backspace(backspace(pieces))).toEqual([]);
  });
});

describe('evaluateFormula', () => {
  it('respects precedence', () => {
    expect(calc('2+3*4')).toBe(14);
    expect(calc('10-4/2')).toBe(8);
    expect(calc('8/4/2')).toBe(1);
    expect(calc('10-3-2')).toBe(5);
  });

  it('respects parentheses', () => {
    expect(calc('(2+3)*4')).toBe(20);
    expect(calc('2*(3+(4-1))')).toBe(12);
  });

  it('handles unary minus', () => {
    expect(calc('-3+5')).toBe(2);
    expect(calc('2*-3')).toBe(-6);
    expect(calc('-(1+2)*2')).toBe(-6);
  });

  it('substitutes reference values', () => {
    const pieces = [ref('price', '单价'), tok('*'), ref('qty', '数量'), tok('+'), tok('1.5')];
    expect(evaluateFormula(pieces, { price: 12.5, qty: 4 })).toBe(51.5);
  });

  it('reads one-digit-per-piece data as one number', () => {
    expect(evaluateFormula([tok('1'), tok('2'), tok('+'), tok('3')], {})).toBe(15);
  });

  it('rounds away binary noise', () => {
    expect(calc('0.1+0.2')).toBe(0.3);
  });

  it('returns null on division by zero', () => {
    expect(calc('5/0')).toBeNull();
    expect(calc('5/(2-2)')).toBeNull();
    expect(calc('1/(1/0)')).toBeNull();
    expect(calc('0/0+1')).toBeNull();
    expect(evaluateFormula([tok('1'), tok('/'), ref('a', 'A')], { a: 0 })).toBeNull();
  });

  it.each(['', '1+', '*2', '(1+2', '1+2)', '()', '1..2', '2(3)', '1 % 2', '3.'])(
    'returns null on bad syntax %j',
    (text) => {
      expect(calc(text)).toBeNull();
    },
  );

  it('returns null for an invalid reference, a missing value or two adjacent operands', () => {
    expect(evaluateFormula([{ ...ref('a', '无效字段'), invalid: true }, tok('+1')], { a: 1 })).toBeNull();
    expect(evaluateFormula([ref('a', 'A'), tok('+1')], {})).toBeNull();
    expect(evaluateFormula([ref('a', 'A'), ref('b', 'B')], { a: 1, b: 2 })).toBeNull();
    expect(evaluateFormula([ref('a', 'A'), tok('2')], { a: 1 })).toBeNull();
  });

  it('never runs code in token text', () => {
    expect(calc('alert(1)')).toBeNull();
    expect(calc('1;2')).toBeNull();
  });

  it('isFormulaWellFormed checks syntax only', () => {
    expect(isFormulaWellFormed([{ ...ref('a', '无效字段'), invalid: true }, tok('*2')])).toBe(true);
    expect(isFormulaWellFormed([ref('a', 'A'), tok('*')])).toBe(false);
    expect(isFormulaWellFormed([])).toBe(false);
  });
});
