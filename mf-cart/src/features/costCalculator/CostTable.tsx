import type { Ref } from 'react';
import {
  COST_CALCULATOR_TEXTS,
  COST_LABELS,
  formatCents,
  type CostCalculation,
} from '@amb/shared-contracts/costCalculator';

/** The calculation as a table: each participant's lines and subtotal, then net, VAT and total. */
export function CostTable({ calculation, ref }: { calculation: CostCalculation; ref?: Ref<HTMLTableElement> }) {
  return (
    // Focusable by script: "Kosten berechnen" leads here.
    <table ref={ref} className="amb-cart-costs" tabIndex={-1}>
      <caption className="amb-cart-costs__caption">{COST_CALCULATOR_TEXTS.heading}</caption>
      <thead>
        <tr>
          <th scope="col">Position</th>
          <th scope="col" className="amb-cart-costs__amount">
            Betrag
          </th>
        </tr>
      </thead>
      {calculation.participants.map((person) => (
        <tbody key={person.label}>
          <tr className="amb-cart-costs__group">
            <th scope="rowgroup" colSpan={2}>
              {person.label}
            </th>
          </tr>
          {person.lines.map((line) => (
            <tr key={line.label}>
              <td>{line.label}</td>
              <td className="amb-cart-costs__amount">{formatCents(line.amountCents)}</td>
            </tr>
          ))}
          <tr className="amb-cart-costs__subtotal">
            <td>{COST_LABELS.subtotal}</td>
            <td className="amb-cart-costs__amount">{formatCents(person.subtotalCents)}</td>
          </tr>
        </tbody>
      ))}
      <tfoot>
        {calculation.summary.map((line) => (
          <tr key={line.label} className="amb-cart-costs__summary">
            <th scope="row">{line.label}</th>
            <td className="amb-cart-costs__amount">{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
