// Whether a Computational control's pieces (backupsData) form a complete arithmetic expression:
// numbers, references, + - * /, parentheses and a leading sign (platform-shell §3.5 "Computational").

export type Piece = { kind: 'token'; text: string } | { kind: 'ref'; id: string; name: string; invalid?: boolean };

type Lexeme = 'num' | 'ref' | '+' | '-' | '*' | '/' | '(' | ')';

/** Adjacent digit pieces form one number, as the designer's keypad types them. */
function lex(pieces: readonly Piece[]): Lexeme[] | null {
  const out: Lexeme[] = [];
  let digits = '';
  const flush = () => {
    if (digits && !/^\d+(\.\d+)?$/.test(digits)) return false;
    if (digits) out.push('num');
    digits = '';
    return true;
  };
  for (const piece of pieces) {
    if (piece.kind === 'ref') {
      if (!flush()) return null;
      out.push('ref');
      continue;
    }
    for (const ch of piece.text) {
      if (/[\d.]/.test(ch)) digits += ch;
      else if (/\s/.test(ch)) continue;
      else if (!flush() || !'+-*/()'.includes(ch)) return null;
      else out.push(ch as Lexeme);
    }
  }
  return flush() ? out : null;
}

/** expr := term (('+'|'-') term)* ; term := factor (('*'|'/') factor)* ; factor := sign factor | num | ref | '(' expr ')' */
export function isCompleteFormula(pieces: readonly Piece[]): boolean {
  const items = lex(pieces);
  if (!items?.length) return false;
  let at = 0;
  const factor = (): boolean => {
    const t = items[at];
    if (t === '+' || t === '-') {
      at += 1;
      return factor();
    }
    if (t === 'num' || t === 'ref') {
      at += 1;
      return true;
    }
    if (t !== '(') return false;
    at += 1;
    if (!expr() || items[at] !== ')') return false;
    at += 1;
    return true;
  };
  const term = (): boolean => {
    if (!factor()) return false;
    while (items[at] === '*' || items[at] === '/') {
      at += 1;
      if (!factor()) return false;
    }
    return true;
  };
  const expr = (): boolean => {
    if (!term()) return false;
    while (items[at] === '+' || items[at] === '-') {
      at += 1;
      if (!term()) return false;
    }
    return true;
  };
  return expr() && at === items.length;
}
