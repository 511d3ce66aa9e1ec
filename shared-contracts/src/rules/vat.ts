/**
 * Prices say what they are: every seminar price is a net price, and every surface (pages, mails, PDFs) says so
 * the same way. A single price reads '1.190,00 € zzgl. 19 % MwSt.'; a total shows the net sum, the VAT and
 * the gross amount. VAT is computed once on the net sum in cents, rounded half up to the cent.
 */
import { formatPrice } from './pricing';

/** The German standard VAT rate in percent; seminar fees are subject to it. */
export const VAT_RATE = 19;

/** The words every price surface uses. */
export const VAT_TEXTS = {
  /** After a net price or under a net amount. */
  note: `zzgl. ${VAT_RATE} % MwSt.`,
  net: 'Summe netto',
  vat: `zzgl. ${VAT_RATE} % MwSt.`,
  gross: 'Gesamtbetrag inkl. MwSt.',
  /** The header of a column of net prices (a table's total then shows net, VAT and gross). */
  netColumn: 'Preis netto',
  /** Under a list of net prices without a total. */
  allPricesNet: `Alle Preise zzgl. ${VAT_RATE} % MwSt.`,
} as const;

/** '1.190,00 € zzgl. 19 % MwSt.' for a net price in euros. */
export function netPriceText(amount: number): string {
  return `${formatPrice(amount)} ${VAT_TEXTS.note}`;
}

/** VAT in cents of a net amount in cents. */
export function vatCentsOf(netCents: number): number {
  if (!Number.isInteger(netCents)) throw new RangeError(`Ungültiger Betrag in Cent: ${netCents}`);
  return Math.round((netCents * VAT_RATE) / 100);
}

export interface VatLine {
  label: string;
  amountCents: number;
}

export interface VatTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** 'Summe netto', 'zzgl. 19 % MwSt.', 'Gesamtbetrag inkl. MwSt.' with their amounts, in that order. */
  lines: [VatLine, VatLine, VatLine];
}

/** The three lines of a total: net sum, VAT, gross amount. */
export function vatTotals(netCents: number): VatTotals {
  const vatCents = vatCentsOf(netCents);
  const grossCents = netCents + vatCents;
  return {
    netCents,
    vatCents,
    grossCents,
    lines: [
      { label: VAT_TEXTS.net, amountCents: netCents },
      { label: VAT_TEXTS.vat, amountCents: vatCents },
      { label: VAT_TEXTS.gross, amountCents: grossCents },
    ],
  };
}

/** The same three lines for a net total in euros (the cart and order responses carry euros). */
export function vatTotalsOfEuros(net: number): VatTotals {
  return vatTotals(Math.round(net * 100));
}
