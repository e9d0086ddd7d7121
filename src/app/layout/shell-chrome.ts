import { createContext } from 'react';

/** Whether the home layout draws its chrome: the side menu and the header's trail, search, enterprise
 *  and user controls. The app always does. The tests' lighter render (tests/render-app.tsx) leaves it
 *  out for a page test that does not use it: the chrome is a third of a page's mount there, and has
 *  tests of its own. The page's heading, the tip area and the scope watch stay either way. */
export const ShellChromeContext = createContext(true);
