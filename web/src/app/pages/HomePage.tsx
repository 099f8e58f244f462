import { HomeView } from '../../features/home/components/HomeView.tsx';

/** / (logged in). */
export default function HomePage() {
  return <HomeView />;
}
