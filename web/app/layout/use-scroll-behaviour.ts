import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * SPEC 2 scrolling: to the top on navigation, to the element of a hash, and nowhere when only the
 * query changed (filters, paging) or on back/forward, where the browser restores the position.
 */
export function useScrollBehaviour() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (pathChanged && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
