import {
  formatBerlinDayRange,
  netPriceText,
  type ThemeCard,
  type ThemeDetailResponse,
} from '@amb/shared-contracts/core';
import { EmptyState, ErrorState, Link, Loading } from '@amb/remote-kit';
import { useGetStarterPackageQuery } from './themeApi';

function Step({ card, current }: { card: ThemeCard; current: boolean }) {
  return (
    <li className="cat-starter__step">
      <p className="cat-related__rubric">{card.rubric.name}</p>
      <h3 className="cat-related__title">
        {current ? (
          <>
            {card.title} <span className="cat-starter__current">(dieses Seminar)</span>
          </>
        ) : (
          <Link href={card.url}>{card.title}</Link>
        )}
      </h3>
      {card.subtitle ? <p>{card.subtitle}</p> : null}
      <p>
        {card.nextDate
          ? `Nächster Termin: ${formatBerlinDayRange(card.nextDate.startDate, card.nextDate.endDate)}, ${
              card.nextDate.isOnlineEvent ? 'Online' : (card.nextDate.city ?? 'Ort folgt')
            }`
          : 'Zurzeit ist kein Termin geplant.'}
      </p>
      {card.priceFrom !== null ? (
        <p>
          {card.priceLabel} {netPriceText(card.priceFrom)}
        </p>
      ) : null}
    </li>
  );
}

/** The starter package: the beginners' seminars, step by step, those of the theme's rubric first. */
export function StarterPackage({ theme }: { theme: ThemeDetailResponse }) {
  const { currentData, isError, isFetching, refetch } = useGetStarterPackageQuery(theme.themeId);
  let body;
  if (currentData) {
    body =
      currentData.length === 0 ? (
        <EmptyState message="Zurzeit gibt es kein Starterpaket. Alle Seminare finden Sie in der Seminarübersicht." />
      ) : (
        <ol className="cat-starter">
          {currentData.map((card) => (
            <Step key={card.themeId} card={card} current={card.themeId === theme.themeId} />
          ))}
        </ol>
      );
  } else if (isError && !isFetching) {
    body = (
      <ErrorState
        message="Das Starterpaket konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = <Loading />;
  }
  return (
    <section className="cat-theme__section" aria-labelledby="cat-starter-heading">
      <h2 id="cat-starter-heading">Ihr Starterpaket für die Betriebsratsarbeit</h2>
      <p className="cat-intro">
        Wer neu im Betriebsrat ist, braucht zuerst Grundlagenwissen. Nach § 37 Abs. 6 BetrVG haben Sie Anspruch auf
        Schulungen, die für Ihre Arbeit im Betriebsrat erforderliche Kenntnisse vermitteln; die Kosten trägt der
        Arbeitgeber (§ 40 BetrVG). Diese Einsteigerseminare bauen aufeinander auf: Am besten besuchen Sie sie in dieser
        Reihenfolge.
      </p>
      {body}
    </section>
  );
}
