// The refusal rule is shared with the departure page (办理离职): src/lib/org/depart-refusal.ts.
export { departRefusal } from '@/lib/org/depart-refusal';
