import { MESSAGES } from '@amb/shared-contracts';

export function NotFoundPage() {
  return (
    <div className="cat-page">
      <h1 className="cat-page__heading">{MESSAGES.pageNotFoundTitle}</h1>
      <p>{MESSAGES.pageNotFoundText}</p>
    </div>
  );
}
