import { pageAfterRemovingOne } from '@/lib/query/list-subject';

describe('pageAfterRemovingOne', () => {
  it('goes back a page when the row removed was the last one of a later page', () => {
    expect(pageAfterRemovingOne(3, 1)).toBe(2);
  });

  it('stays when rows are left on the page, on the first page, or before the list has answered', () => {
    expect(pageAfterRemovingOne(3, 2)).toBe(3);
    expect(pageAfterRemovingOne(1, 1)).toBe(1);
    expect(pageAfterRemovingOne(2, undefined)).toBe(2);
  });
});
