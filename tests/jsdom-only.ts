// Test files that run on jsdom (vitest's `jsdom` project); the other DOM files run on happy-dom, which
// takes about a fifth less time for the same tests (docs/architecture.md, "Suite speed"). Each of
// these fails on happy-dom 21 for what that DOM does differently, as noted, not for the console's code.
export const JSDOM_ONLY = [
  // jsdom's own console and its "Not implemented" notes
  'tests/app/test-output.test.tsx',
  // DOMPurify leaves a <script> in place on happy-dom; ProseMirror's selection and Word's pasted HTML
  // parse differently
  'tests/features/announcements/announcements.test.tsx',
  'tests/features/announcements/pictures.test.tsx',
  'tests/features/announcements/rich-editor.test.tsx',
  'tests/features/announcements/word-paste.test.ts',
  // an empty File is read as no file
  'tests/features/ai-assistant/knowledge-sandbox.test.ts',
  // dnd-kit's pointer and keyboard drags do not move the item
  'tests/features/approvals/form-designer.test.tsx',
  // a table cell's accessible name, made of tags, comes out otherwise
  'tests/features/devices/stale-authorization.test.tsx',
  // the tour's step is not drawn again after the dialog that set it aside closes
  'tests/features/home/novice-tour.test.tsx',
  // an element added inside an existing subtree is not matched through its ancestors
  'tests/lib/a11y/watch-added.test.tsx',
  // a toast repeated while shown does not close at the end of its time
  'tests/lib/feedback/feedback.test.tsx',
];
