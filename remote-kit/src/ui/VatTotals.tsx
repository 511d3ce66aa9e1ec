import { formatPrice, vatTotalsOfEuros } from '@amb/shared-contracts/core';
import './price.css';

/**
 * A total as every page shows it: the net sum, the VAT and the gross amount (the shared VAT rule), one
 * definition list; `label` names the net sum where the page has its own word ('Gesamtsumme').
 */
export function VatTotals({ net, label, className }: { net: number; label?: string; className?: string }) {
  const [netLine, vatLine, grossLine] = vatTotalsOfEuros(net).lines;
  const rows = [{ ...netLine, label: label ? `${label} netto` : netLine.label }, vatLine, grossLine];
  return (
    <dl className={['kit-vat-totals', className].filter(Boolean).join(' ')}>
      {rows.map((line, index) => (
        <div key={line.label} className={index === 2 ? 'kit-vat-totals__gross' : undefined}>
          <dt>{line.label}</dt>
          <dd>
            {index === 2 ? <strong>{formatPrice(line.amountCents / 100)}</strong> : formatPrice(line.amountCents / 100)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
