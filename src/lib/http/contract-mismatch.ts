import type { MismatchIssue } from './answer-check';

// The developer's side of an answer that breaks its call's schema: always in the browser console
// (every build, so a uat host's drift is seen where it happens), and kept for the dev builds' panel
// (app/dev/contract-panel.tsx). The administrator sees only the Chinese message.

export interface Mismatch {
  call: string;
  issues: MismatchIssue[];
  at: number;
}

const KEPT = 20;
let mismatches: Mismatch[] = [];
const listeners = new Set<() => void>();

export function reportMismatch(call: string, issues: MismatchIssue[]) {
  console.error(
    `[contract] ${call}: the answer does not match its schema\n${issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`,
  );
  mismatches = [{ call, issues, at: Date.now() }, ...mismatches].slice(0, KEPT);
  listeners.forEach((l) => l());
}

export const contractMismatches = {
  list: () => mismatches,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  clear() {
    mismatches = [];
    listeners.forEach((l) => l());
  },
};
