import { useState } from 'react';
import { Button } from '@amb/remote-kit';

type Copied = 'yes' | 'no' | null;

/** Copies the paragraph's full address; says so, or where the link is when the browser refuses. */
export function CopyLinkButton({ path, label }: { path: string; label: string }) {
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.href).href);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <>
      <Button variant="secondary" className="cnt-law__copy" onClick={() => void copy()} aria-label={label}>
        Link kopieren
      </Button>
      <span role="status" className="cnt-law__copied">
        {copied === 'yes'
          ? 'Link kopiert'
          : copied === 'no'
            ? 'Kopieren nicht möglich – nutzen Sie den Direktlink.'
            : ''}
      </span>
    </>
  );
}
