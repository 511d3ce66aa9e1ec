// A building block several features use: allowed from any feature.
export function PriceTag({ euros }: { euros: number }) {
  return <span>{euros} EUR</span>;
}
