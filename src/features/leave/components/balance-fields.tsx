import { TextField } from '@/components/text-field';
import { LINES_MAX, MSG_LINES_INVALID, REMARK_MAX } from '../constants';
import { validLines } from '../lib/balance-time';

/** Hours as a balance holds them: 0 to LINES_MAX, one decimal at most (an empty field is `required`'s to refuse). */
export const linesRule = {
  validator: (_r: unknown, v: number | null | undefined) =>
    v === null || v === undefined || validLines(v, LINES_MAX)
      ? Promise.resolve()
      : Promise.reject(new Error(MSG_LINES_INVALID)),
};

/** 备注 of a balance change; it is written into each person's ledger. */
export function RemarkField({ placeholder }: { placeholder: string }) {
  return <TextField name="remark" label="备注" max={REMARK_MAX} rows={2} placeholder={placeholder} />;
}
