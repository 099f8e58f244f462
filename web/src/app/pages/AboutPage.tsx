import { AboutView } from '../../features/home/components/AboutView.tsx';

/** /about (public). */
export default function AboutPage() {
  return <AboutView />;
}
