import { lazy, Suspense, useEffect, useState } from 'react';
import { QUOTE_REQUEST_TEXTS, quoteRequestUrl, type ThemeDetailResponse } from '@amb/shared-contracts/core';
import { Loading } from '@amb/remote-kit';

const InhouseForm = lazy(() => import('./InhouseForm'));

/** True after the first render in the browser (the server and the hydrating render say false alike). */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** The in-house offer of a theme and its request form (loaded once the page runs in the browser). */
export function Inhouse({ theme }: { theme: ThemeDetailResponse }) {
  const mounted = useMounted();
  return (
    <section className="cat-theme__section" aria-labelledby="cat-inhouse-heading">
      <h2 id="cat-inhouse-heading">„{theme.title}“ als Inhouse-Seminar</h2>
      <p className="cat-intro">
        Sie möchten das Seminar für Ihr ganzes Gremium buchen? Wir führen es auch bei Ihnen im Haus oder an einem Ort
        Ihrer Wahl durch – zu einem Termin, der Ihnen passt, und mit Schwerpunkten, die Sie mit uns abstimmen. Senden
        Sie uns Ihre Anfrage: Wir melden uns mit einem Angebot.
      </p>
      <p className="cat-intro">
        {QUOTE_REQUEST_TEXTS.inhouseHint} <a href={quoteRequestUrl(theme.themeId)}>{QUOTE_REQUEST_TEXTS.link}</a>
      </p>
      {mounted ? (
        <Suspense fallback={<Loading />}>
          <InhouseForm themeId={theme.themeId} themeTitle={theme.title} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}
