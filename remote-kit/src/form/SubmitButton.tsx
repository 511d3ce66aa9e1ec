import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

/**
 * A form's submit button. While the submission runs it says so (aria-busy, aria-disabled) but stays focusable: a
 * disabled button would drop the keyboard's focus to the page's body; useForm ignores a second submit meanwhile.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {children}
    </Button>
  );
}
