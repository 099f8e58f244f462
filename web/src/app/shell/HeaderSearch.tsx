import { GlobalSearch } from '../../features/search/components/GlobalSearch.tsx';

/** The header search box (spec "Global search"), placed in the header's layout. */
export function HeaderSearch() {
  return <GlobalSearch className="header-search" />;
}
