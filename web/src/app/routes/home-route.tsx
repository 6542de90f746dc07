// The signed-in home (/home?fuid=&uid=): where the explorer's selection is, what it holds, and
// where it has been. The reports issue's summary replaces it as the folders' landing page.
import { NodeDetails } from '../../features/explorer/components/node-details';
import { useShell } from '../shell/shell-context';

export function HomeRoute() {
  const shell = useShell();
  return <NodeDetails selection={shell.selection} formatDateTime={shell.formatDateTime} />;
}
