import { readParams, viewChange, writeParams } from '@/features/attendance-stats/lib/url-filters';

// 考勤统计 keeps its view and filters in the URL query (docs/assumed-contract.md "Attendance statistics",
// "The console page").

const TODAY = '2026-11-20';

describe('the URL query of 考勤统计', () => {
  it('reads what it wrote, and only what is set', () => {
    const params = readParams(
      new URLSearchParams('view=anomalies&month=2026-10&group=g1&dept=d2&person=p3&personName=张三&kind=late'),
      TODAY,
    );
    expect(params).toMatchObject({
      view: 'anomalies',
      month: '2026-10',
      timeSheetGroupId: 'g1',
      departmentId: 'd2',
      lenovoId: 'p3',
      personName: '张三',
      kind: 'late',
    });
    expect(writeParams(params).toString()).toBe(
      'view=anomalies&month=2026-10&group=g1&dept=d2&person=p3&personName=%E5%BC%A0%E4%B8%89&kind=late',
    );
    expect(writeParams(readParams(new URLSearchParams(''), TODAY)).toString()).toBe('view=monthly&month=2026-11');
  });

  it('leaves out values that do not read: this month, today, the monthly view', () => {
    const params = readParams(new URLSearchParams('view=weekly&month=2026-13&date=2026-02-30&kind=sleepy'), TODAY);
    expect(params).toMatchObject({ view: 'monthly', month: '2026-11', date: TODAY, kind: undefined });
  });

  it("the daily view's day decides its month, and a month view without a month takes the day's", () => {
    expect(readParams(new URLSearchParams('view=daily&date=2026-10-12&month=2026-08'), TODAY).month).toBe('2026-10');
    expect(readParams(new URLSearchParams('view=daily&date=2026-10-12'), TODAY).month).toBe('2026-10');
    expect(readParams(new URLSearchParams('view=departments&date=2026-10-12'), TODAY).month).toBe('2026-10');
    expect(readParams(new URLSearchParams('view=departments&date=2026-10-12&month=2026-08'), TODAY).month).toBe(
      '2026-08',
    );
  });

  it('the daily view opens on a day of the month shown', () => {
    const october = readParams(new URLSearchParams('month=2026-10'), TODAY);
    expect(viewChange('daily', october, TODAY)).toEqual({ view: 'daily', date: '2026-10-01' });
    const november = readParams(new URLSearchParams('month=2026-11'), TODAY);
    expect(viewChange('daily', november, TODAY)).toEqual({ view: 'daily' });
    expect(viewChange('anomalies', october, TODAY)).toEqual({ view: 'anomalies' });
  });
});
