import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open / closed state of a menu that closes by itself on navigation: it counts as open only
 * while the location is the one it was opened on.
 */
export function useMenuState() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const toggle = useCallback(() => setOpenAt((at) => (at === key ? null : key)), [key]);
  const close = useCallback(() => setOpenAt(null), []);
  return { open, toggle, close };
}
