import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </Button>
  );
}
