import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation the control that was clicked is gone; focus moves to the main region
 * so keyboard and screen-reader users start reading the new page from its top. The focus does not
 * scroll: the new page opens at the top of the window, with the hotel's header in view.
 */
export function useFocusMainOnNavigation() {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    document.getElementById('main')?.focus({ preventScroll: true });
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [path]);
}
