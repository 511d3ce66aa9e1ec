import { QuickLoginCard } from '@amb/remote-kit/quick-login';
import { browser, requestedRedirect } from '../../components/browser';

/**
 * The e-mail-first login (SPEC §2.6/§4 quick login): the kit's one quick login card, the same the header's user
 * pop-over shows, in its rounded style with the page's `redirect` passed on, and the error summary on top.
 */
export function LoginPage() {
  return (
    <QuickLoginCard
      variant="rounded"
      fieldId="login-email"
      redirect={requestedRedirect()}
      assign={(url) => browser.assign(url)}
      withSummary
    />
  );
}
