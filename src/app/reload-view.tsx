import { createContext, useContext } from 'react';

/** The root can reload its router view on request (platform-shell §2.3 step 7). */
export const ReloadViewContext = createContext<() => void>(() => {});
export const useReloadView = () => useContext(ReloadViewContext);
