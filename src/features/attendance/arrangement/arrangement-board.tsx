import { useCallback, useState } from 'react';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { ArrangementGrid } from './arrangement-grid';
import { CycleDialog, type CycleChoice } from './cycle-dialog';
import {
  addMonths,
  COPY_MONTH_DAYS,
  COPY_WEEK_DAYS,
  copyReachesBack,
  type EarlierValues,
  type GridData,
} from './model';
import { rectCols, rectOf, rectRows } from './selection';
import { ShiftPalette } from './shift-palette';
import type { ArrangementEditor } from './use-arrangement-editor';

interface ArrangementBoardProps {
  data: GridData;
  editor: ArrangementEditor;
  /** the saved arrangements of an earlier month ('YYYY-MM'), for copies reaching before this one */
  loadEarlier(month: string): Promise<EarlierValues>;
  today?: string;
}

const nothingEarlier: EarlierValues = () => null;

/** The palette and the grid over one editor. */
export function ArrangementBoard({ data, editor, loadEarlier, today }: ArrangementBoardProps) {
  const [cycleOpen, setCycleOpen] = useState(false);
  const [lastCycle, setLastCycle] = useState<CycleChoice>({ cycle: [], stagger: 0 });
  const copying = useSubmitOnce();
  const rect = rectOf(editor.selection);
  const selectionText = data.members.length ? `已选 ${rectRows(rect)} 人 × ${rectCols(rect)} 天` : '';

  const copy = (offset: number) =>
    copying.run(async () => {
      const reachesBack = copyReachesBack(rectOf(editor.selection), offset);
      editor.copyBack(offset, reachesBack ? await loadEarlier(addMonths(data.month, -1)) : nothingEarlier);
    });

  const { apply, undo, setSelection } = editor;
  const onApply = useCallback(apply, [apply]);

  return (
    <>
      <ShiftPalette
        shifts={data.shifts}
        selectionText={selectionText}
        busy={copying.pending}
        canUndo={editor.canUndo}
        onApply={onApply}
        onCopyWeek={() => void copy(COPY_WEEK_DAYS)}
        onCopyMonth={() => void copy(COPY_MONTH_DAYS)}
        onCycle={() => setCycleOpen(true)}
        onUndo={undo}
      />
      <ArrangementGrid
        data={data}
        edits={editor.edits}
        selection={editor.selection}
        onSelect={setSelection}
        onApply={onApply}
        onUndo={undo}
        today={today}
      />
      {cycleOpen && (
        <CycleDialog
          shifts={data.shifts}
          initial={lastCycle}
          selectionText={selectionText}
          onCancel={() => setCycleOpen(false)}
          onOk={(choice) => {
            setLastCycle(choice);
            setCycleOpen(false);
            editor.fillCycle(choice.cycle, choice.stagger);
          }}
        />
      )}
    </>
  );
}
