import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { failureOf, FormAlert, Link, PageState, type PageProps } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useLexiconEntryQuery } from './lexiconApi';

function Entry({ slug }: { slug: string }) {
  const entry = useLexiconEntryQuery(slug);
  if (entry.error) return <FormAlert message={failureOf(entry.error).message} />;
  if (!entry.isSuccess) return <PageState kind="loading" />;
  return (
    <article aria-labelledby="lexicon-entry-title" className="account-lexicon__entry">
      <h2 id="lexicon-entry-title" className="account-section__title">
        {entry.data.title}
      </h2>
      {entry.data.body.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="account-page__text">
          {paragraph}
        </p>
      ))}
    </article>
  );
}

/** `/meinamb/wissen/br-a-z-content/{slug}`: one entry of the works-council A–Z. */
export function LexiconEntryPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  return (
    <MemberFrame>
      {() => (
        <>
          <Entry slug={slug} />
          <p>
            <Link href={PAGE_ROUTES.portalLexiconAZ.path}>Zurück zum Betriebsrat von A bis Z</Link>
          </p>
        </>
      )}
    </MemberFrame>
  );
}
