import { createSecureStorage, decrypt, encrypt } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useSession } from '@/stores/session';

const store = createSecureStorage(() => localStorage, 'k1');

describe('encrypted storage', () => {
  it('keeps values encrypted at rest and reads them back', () => {
    store.set('user', { name: '张伟' });
    expect(localStorage.getItem('user')).not.toContain('张伟');
    expect(store.get('user')).toEqual({ name: '张伟' });
  });

  it('a tampered value reads as absent and is removed', () => {
    store.set('user', { name: '张伟' });
    localStorage.setItem('user', `${localStorage.getItem('user')!.slice(0, -6)}AAAAAA`);
    expect(store.get('user')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('plain text, or a value written under another key, reads as absent', () => {
    localStorage.setItem('a', '{"token":"x"}');
    localStorage.setItem('b', encrypt('{"token":"x"}', 'other-key'));
    expect(store.get('a')).toBeNull();
    expect(store.get('b')).toBeNull();
  });

  it('decrypt gives null for garbage rather than throwing', () => {
    expect(decrypt('not-a-cipher', 'k1')).toBeNull();
  });
});

describe('session persistence', () => {
  it('persists the session encrypted and rehydrates it', async () => {
    useSession.getState().signIn('tok-1', { userInfo: { lenovoId: '1', username: '张伟' }, enterprise: null });
    const raw = localStorage.getItem(STORAGE_KEYS.session)!;
    expect(raw).not.toContain('tok-1');
    useSession.setState({ token: null }); // persists too, so put the saved copy back
    localStorage.setItem(STORAGE_KEYS.session, raw);
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('a tampered session store means logged out, with no crash', async () => {
    useSession.getState().signIn('tok-1', { userInfo: { lenovoId: '1', username: '张伟' }, enterprise: null });
    useSession.setState({ token: null, userInfo: null });
    localStorage.setItem(STORAGE_KEYS.session, 'U2FsdGVkX1garbage');
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
  });

  it('the login id is 16 random digits', () => {
    expect(useSession.getState().loginId).toMatch(/^[1-9]\d{15}$/);
  });
});
