import { CANCELLATION_TEXTS } from '@amb/shared-contracts/booking';
import { Card } from '@amb/remote-kit';

/** The cancellation terms as the api sends them with the cart (one source: shared-contracts), before any confirm. */
export function CancellationTerms({ lines }: { lines: readonly string[] }) {
  return (
    <Card heading={CANCELLATION_TEXTS.title} className="amb-cart-terms" aria-label={CANCELLATION_TEXTS.title}>
      <ul className="amb-cart-terms__list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}
