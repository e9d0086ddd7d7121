import { onTestFinished } from 'vitest';
import { setDelay } from '@/sandbox/faults';
import { send } from '../../sandbox/send';
import { recordRequests } from './requests';

// The recorder the tests assert on: what it lists, when, and what `settled` waits for.

const SEARCH = '/enterprise-server/admin/userSearch';
const query = { departId: '', enterpriseId: '', page: 1, size: 10, keyWord: '张', position: '' };

describe('recordRequests', () => {
  it('lists a request as it starts, with its body once read, and settles once every one is answered', async () => {
    const requests = recordRequests();
    setDelay(200);
    const first = send(SEARCH, query);
    await vi.waitFor(() => expect(requests.count('/admin/userSearch')).toBe(1));
    expect(requests.pending).toHaveLength(1);
    // a second call started while the first runs is counted at once, not when it is answered
    const second = send(`${SEARCH}?page=2`, query);
    await vi.waitFor(() => expect(requests.count('/admin/userSearch', 'POST')).toBe(2));
    await requests.settled();
    expect(requests.pending).toEqual([]);
    await Promise.all([first, second]);
    const [one, two] = requests.to('/admin/userSearch');
    expect(one).toMatchObject({ method: 'POST', path: SEARCH, body: query, status: 200 });
    expect(two.searchParams.get('page')).toBe('2');
    expect(one.startedAt).toBeLessThan(two.startedAt);
    expect(two.startedAt).toBeLessThan(one.answeredAt!);
    expect(requests.bodies('/admin/userSearch')).toEqual([query, query]);
  });

  it('stops listening when the test ends', async () => {
    const recorders: Array<ReturnType<typeof recordRequests>> = [];
    // registered first, so it runs after the recorder's own clean-up (these run in reverse order)
    onTestFinished(async () => {
      await send(SEARCH, query);
      expect(recorders[0].all).toEqual([]);
    });
    recorders.push(recordRequests());
  });
});
