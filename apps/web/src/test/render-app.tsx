import type { PublicUser, RuntimeConfig } from '@kinora/domain';
import { render } from '@testing-library/react';
import App from '@/app/app';
import { testConfig } from './fixtures';

/** Renders the whole app at `path`, as the bootstrap would after its session check answered `user`. */
export function renderApp(path: string, user: PublicUser | null, config: RuntimeConfig = testConfig) {
  window.history.pushState(null, '', path);
  return render(<App config={config} initialUser={user} />);
}
