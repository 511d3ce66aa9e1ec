import type { PageUser } from '@amb/shared-contracts';
import { LABELS } from '../../labels';

export function ImpersonationBar({ user }: { user: PageUser }) {
  return (
    <div className="nav-impersonation" role="status">
      {LABELS.impersonation(user.firstname)}
    </div>
  );
}
