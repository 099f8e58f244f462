import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function SearchPage() {
  return <ComingSoon title="Search Results" />;
}
