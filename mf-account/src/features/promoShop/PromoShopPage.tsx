import { useMemo } from 'react';
import {
  PAGE_ROUTES,
  PROMO_CATEGORIES,
  type PersonalData,
  type PromoArticle,
  type PromoCategory,
} from '@amb/shared-contracts/core';
import { SALUTATIONS, promoShopRequestSchema } from '@amb/shared-contracts/schemas';
import { ErrorState, failureOf, PageState } from '@amb/remote-kit';
import { useMember } from '../../components/MemberFrame';
import { ADDRESS_FIELDS, personFields, RequestForm, type RequestValues } from '../../components/RequestForm';
import { usePromoArticlesQuery, usePromoPersonalDataQuery } from './promoShopApi';
import './promoShop.css';

/** Pieces per article id; an article with 0 is not in the order. */
type Quantities = Record<number, number>;

const itemsOf = (quantities: Quantities) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([articleId, quantity]) => ({ articleId: Number(articleId), quantity }));

function ArticleCard({
  article,
  quantity,
  onChange,
  inputId,
}: {
  article: PromoArticle;
  quantity: number;
  onChange: (quantity: number) => void;
  inputId: string;
}) {
  const hintId = `${inputId}-hint`;
  return (
    <li className="account-promo__article">
      <img className="account-promo__image" src={article.image} alt={article.imageAlt} width={320} height={240} />
      <div className="account-promo__body">
        <h3 className="account-promo__name">{article.name}</h3>
        <p className="account-promo__format">{article.format}</p>
        <p className="account-promo__description">{article.description}</p>
        <label className="account-promo__quantity" htmlFor={inputId}>
          Anzahl
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            max={article.maxPerOrder}
            value={quantity === 0 ? '' : String(quantity)}
            placeholder="0"
            aria-describedby={hintId}
            onChange={(event) => {
              const value = Math.trunc(Number(event.target.value));
              onChange(Number.isFinite(value) ? Math.min(Math.max(value, 0), article.maxPerOrder) : 0);
            }}
          />
        </label>
        <p id={hintId} className="account-promo__limit">
          höchstens {article.maxPerOrder} je Bestellung, kostenlos
        </p>
      </div>
    </li>
  );
}

/** The shop's articles by category, each with its quantity: the order's "items" control. */
function ArticleGrid({
  articles,
  id,
  value,
  error,
  onChange,
}: {
  articles: PromoArticle[];
  id: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
}) {
  const items = (value ?? []) as { articleId: number; quantity: number }[];
  const quantities: Quantities = Object.fromEntries(items.map((item) => [item.articleId, item.quantity]));
  const set = (articleId: number, quantity: number) => onChange(itemsOf({ ...quantities, [articleId]: quantity }));
  const categories = Object.keys(PROMO_CATEGORIES) as PromoCategory[];
  let first = true;
  return (
    <div className="account-promo__grid-wrap" aria-describedby={error ? `${id}-error` : undefined}>
      {categories.map((category) => {
        const ofCategory = articles.filter((article) => article.category === category);
        if (ofCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`${id}-${category}`}>
            <h3 id={`${id}-${category}`} className="account-promo__category">
              {PROMO_CATEGORIES[category]}
            </h3>
            <ul className="account-promo__grid">
              {ofCategory.map((article) => {
                // The error summary links to the first quantity field.
                const inputId = first ? id : `${id}-${article.articleId}`;
                first = false;
                return (
                  <ArticleCard
                    key={article.articleId}
                    article={article}
                    inputId={inputId}
                    quantity={quantities[article.articleId] ?? 0}
                    onChange={(quantity) => set(article.articleId, quantity)}
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
      {error ? (
        <p id={`${id}-error`} className="kit-field__error account-promo__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function OrderSummary({ articles, values }: { articles: PromoArticle[]; values: RequestValues }) {
  const items = (values.items ?? []) as { articleId: number; quantity: number }[];
  const byId = new Map(articles.map((article) => [article.articleId, article]));
  return (
    <section className="account-promo__summary" aria-labelledby="promo-summary" aria-live="polite">
      <h3 id="promo-summary" className="account-promo__category">
        Ihre Bestellung
      </h3>
      {items.length === 0 ? (
        <p>Noch keine Artikel gewählt.</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.articleId}>
              {item.quantity} × {byId.get(item.articleId)?.name}
            </li>
          ))}
        </ul>
      )}
      <p>Versand und Werbemittel sind für Betriebsräte kostenlos.</p>
    </section>
  );
}

const fromPersonalData = (data: PersonalData | undefined, email: string): RequestValues => ({
  salutation: data?.salutation ?? '',
  firstname: data?.firstname ?? '',
  lastname: data?.lastname ?? '',
  email,
  company: data?.company ?? '',
  street: data?.street ?? '',
  streetNumber: data?.streetNumber ?? '',
  postalCode: data?.postalCode ?? '',
  city: data?.city ?? '',
});

/**
 * `/werbemittelshop-login`: the shop of free promotional material for logged-in members (the bff sends a
 * logged-out visitor to the login and back): articles with images and quantities within their limits, the
 * delivery address (prefilled from the account), the order through the promotional request form.
 */
export function PromoShopPage() {
  const { user, error } = useMember();
  const articles = usePromoArticlesQuery(undefined, { skip: !user });
  const personal = usePromoPersonalDataQuery(undefined, { skip: !user });
  const person = useMemo(() => personFields(SALUTATIONS), []);
  if (error) return <PageState kind="error" message={error} />;
  if (!user || articles.isLoading || personal.isLoading) return <PageState kind="loading" />;
  if (articles.error || !articles.data) {
    return <ErrorState message={failureOf(articles.error).message} onRetry={() => void articles.refetch()} />;
  }
  const list = articles.data;
  return (
    <div className="account-promo">
      <p className="account-page__text">
        Flyer, Plakate, Roll-ups und kleine Give-aways für Ihre Betriebsversammlung, Ihr Schwarzes Brett oder Ihre
        Sprechstunde – kostenlos für Betriebsräte, SBV und JAV. Wählen Sie die Anzahl, prüfen Sie die Lieferadresse und
        senden Sie die Bestellung ab. Ihre Bestellungen finden Sie unter{' '}
        <a href={PAGE_ROUTES.memberPromoOrders.path}>Meine Werbemittel-Bestellungen</a>.
      </p>
      <p className="account-page__text">
        Nicht {user.firstname} {user.lastname}?{' '}
        <a href={PAGE_ROUTES.promoShopLogout.path}>Vom Werbemittelshop abmelden</a>
      </p>
      <RequestForm
        kind="promoShop"
        schema={promoShopRequestSchema}
        submitLabel="Kostenlos bestellen"
        initial={{ ...fromPersonalData(personal.data, user.email), phone: personal.data?.phone ?? '' }}
        sections={[
          {
            title: 'Werbemittel auswählen',
            fields: [
              {
                name: 'items',
                kind: 'custom',
                label: 'Artikel',
                empty: [],
                render: (control) => <ArticleGrid articles={list} {...control} />,
              },
            ],
          },
          {
            title: 'Lieferadresse',
            fields: [
              ...ADDRESS_FIELDS,
              ...person,
              {
                name: 'phone',
                kind: 'tel',
                label: 'Telefon',
                autoComplete: 'tel',
                optional: true,
                hint: 'Für Rückfragen des Versands.',
              },
              {
                name: 'message',
                kind: 'textarea',
                label: 'Anmerkungen',
                optional: true,
                hint: 'Zum Beispiel: „Bitte an der Pforte abgeben.“',
              },
            ],
          },
        ]}
        beforeSubmit={(values) => <OrderSummary articles={list} values={values} />}
      />
    </div>
  );
}
