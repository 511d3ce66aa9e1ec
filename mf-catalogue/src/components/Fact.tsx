import type { ReactNode } from 'react';
import './catalogueDetail.css';

/** One term and its value in a detail page's fact list (`<dl className="cat-facts">`). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="cat-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
