import { APP_FEATURES, APP_STORE_LINKS, type AppStoreLink } from '@amb/shared-contracts/content';
import { Page } from '@amb/remote-kit';
import './appDownload.css';

function StoreLink({ link }: { link: AppStoreLink }) {
  if (link.url)
    return (
      <a className="app-store" href={link.url} rel="noopener">
        {link.label}
      </a>
    );
  return <span className="app-store app-store--pending">{`${link.store}: Der Link folgt in Kürze.`}</span>;
}

/** `/service/amb-app/download`: what the app offers and where to get it (store links configured in shared-contracts). */
export function AppDownloadPage({
  title,
  links = APP_STORE_LINKS,
}: {
  title: string;
  links?: readonly AppStoreLink[];
}) {
  return (
    <Page title={title}>
      <p className="app-intro">
        Mit der App der Akademie für Mitbestimmung haben Sie Ihre Seminare und das Wissen für die Betriebsratsarbeit
        immer dabei – im Büro, unterwegs und in der nächsten Sitzung.
      </p>
      <section aria-labelledby="app-funktionen">
        <h2 id="app-funktionen">Das bietet Ihnen die App</h2>
        <ul className="app-features">
          {APP_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="app-laden">
        <h2 id="app-laden">App herunterladen</h2>
        <p>Die App ist kostenlos für iPhone, iPad und Android-Geräte.</p>
        <ul className="app-stores">
          {links.map((link) => (
            <li key={link.store}>
              <StoreLink link={link} />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
