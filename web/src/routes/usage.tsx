import { ComingSoon } from '../ui/coming-soon';

// Placeholder until its issue lands (usage, keys and files: #10; assets: #11).
export default function Page() {
  return <ComingSoon title="Usage" />;
}
