import { formatPrice, type ParticipantPrice } from '@amb/shared-contracts/core';
import './catalogueDetail.css';

/** The per-participant prices of a date ('1. Teilnehmer' …), as the api computed them (SPEC §9). */
export function PriceTable({ prices, caption }: { prices: readonly ParticipantPrice[]; caption: string }) {
  return (
    <table className="cat-price-table">
      <caption className="cat-price-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Teilnehmer</th>
          <th scope="col">Preis</th>
        </tr>
      </thead>
      <tbody>
        {prices.map((line) => (
          <tr key={line.participant}>
            <th scope="row">{line.label}</th>
            <td>{formatPrice(line.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
