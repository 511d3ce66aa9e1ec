/**
 * Every request form of the site as one entry of the pipeline: its shared schema, its checks against the
 * database and the sentences of its confirmation mail.
 */
import {
  catalogueRequestSchema,
  contactRequestSchema,
  digitalChangeRegistrationRequestSchema,
  formatDateRange,
  generalRegistrationRequestSchema,
  inhouseRequestSchema,
  lawyerConsultationRequestSchema,
  PROMO_TEXTS,
  promoShopRequestSchema,
  sbvRequestSchema,
  VALIDATION_MESSAGES,
  type FormRequestKind,
} from '@amb/shared-contracts';
import { validationFailed } from '../http/errors';
import { findEventRow } from '../repositories/catalogue';
import { findThemeRow } from '../repositories/cataloguePages';
import { findPromoArticlesById } from '../repositories/promoArticles';
import { berlinToday } from '../util/calendarDays';
import type { RequestFormSpec } from './formRequests';

const MESSAGE = ['message'] as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- each entry keeps its own schema's input type */
export const REQUEST_FORM_SPECS: { [K in FormRequestKind]: RequestFormSpec<any> } = {
  contact: {
    kind: 'contact',
    schema: contactRequestSchema,
    multilineFields: MESSAGE,
    intro: (data) => [
      `vielen Dank für Ihre Nachricht zum Betreff „${String(data.topic)}“. Wir antworten Ihnen in der Regel innerhalb von zwei Werktagen.`,
    ],
  },
  inhouse: {
    kind: 'inhouse',
    schema: inhouseRequestSchema,
    multilineFields: MESSAGE,
    enrich: async (trx, input: { themeId: number }) => {
      const theme = await findThemeRow(trx, { themeId: input.themeId });
      if (!theme) throw validationFailed({ themeId: 'Dieses Seminar gibt es nicht.' });
      return { themeTitle: theme.title };
    },
    intro: (data) => [
      `vielen Dank für Ihre Anfrage zum Inhouse-Seminar „${String(data.themeTitle)}“ für ${String(data.company)}.`,
      `Wir haben sie mit ${String(data.participants)} Teilnehmenden erhalten und melden uns in Kürze mit einem Angebot bei Ihnen.`,
    ],
  },
  sbv: {
    kind: 'sbv',
    schema: sbvRequestSchema,
    multilineFields: MESSAGE,
    intro: (data) => [
      `vielen Dank für Ihre Anfrage zum Thema „${String(data.topic)}“. Unser Team für die Schwerbehindertenvertretung meldet sich innerhalb von zwei Werktagen bei Ihnen.`,
    ],
  },
  catalogue: {
    kind: 'catalogue',
    schema: catalogueRequestSchema,
    intro: (data) => [
      `vielen Dank für Ihre Bestellung. Wir senden Ihnen ${Number(data.copies) === 1 ? 'ein Exemplar' : `${String(data.copies)} Exemplare`} unseres gedruckten Seminarprogramms kostenlos an diese Anschrift:`,
      `${String(data.company)}, ${String(data.street)} ${String(data.streetNumber)}, ${String(data.postalCode)} ${String(data.city)}`,
    ],
  },
  lawyerConsultation: {
    kind: 'lawyerConsultation',
    schema: lawyerConsultationRequestSchema,
    multilineFields: MESSAGE,
    intro: (data) => [
      `vielen Dank für Ihre Anfrage zum Rechtsgebiet „${String(data.topic)}“. Eine Fachanwältin oder ein Fachanwalt für Arbeitsrecht aus unserem Netzwerk ruft Sie ${data.callbackTime === 'egal' ? 'in den nächsten zwei Werktagen' : String(data.callbackTime)} unter ${String(data.phone)} zurück.`,
      'Das erste Gespräch ist für Sie kostenlos; danach entstehen Kosten nur nach vorheriger Absprache (für den Betriebsrat trägt sie nach § 40 BetrVG in der Regel der Arbeitgeber).',
    ],
  },
  generalRegistration: {
    kind: 'generalRegistration',
    schema: generalRegistrationRequestSchema,
    multilineFields: MESSAGE,
    enrich: async (trx, input: { eventId: number }) => {
      const event = await findEventRow(trx, input.eventId);
      // A past, cancelled or unknown date cannot be registered for: the same message as an empty choice.
      if (!event || event.cancelledAt !== null || event.startDate < berlinToday()) {
        throw validationFailed({ eventId: VALIDATION_MESSAGES.registrationEvent });
      }
      return { eventTitle: `${event.title}, ${formatDateRange(event.startDate, event.endDate)}` };
    },
    intro: (data) => [
      `vielen Dank für Ihre Anmeldung zum Seminar „${String(data.eventTitle)}“.`,
      'Wir prüfen die freien Plätze und senden Ihnen die verbindliche Anmeldebestätigung mit Rechnung innerhalb von zwei Werktagen. Erst mit ihr ist Ihr Platz gebucht.',
    ],
  },
  digitalChangeRegistration: {
    kind: 'digitalChangeRegistration',
    schema: digitalChangeRegistrationRequestSchema,
    multilineFields: MESSAGE,
    intro: () => [
      'vielen Dank für Ihre Anmeldung zum Programm „Digitalen Wandel gestalten“. Die Online-Workshops sind für Betriebsräte kostenlos.',
      'Wir senden Ihnen die Termine der Workshops zu Ihren Themen und die Zugangsdaten in den nächsten Tagen per E-Mail.',
    ],
  },
  promoShop: {
    kind: 'promoShop',
    schema: promoShopRequestSchema,
    multilineFields: MESSAGE,
    enrich: async (trx, input: { items: { articleId: number; quantity: number }[] }) => {
      const ids = input.items.map((item) => item.articleId);
      if (new Set(ids).size !== ids.length) throw validationFailed({ items: PROMO_TEXTS.articleTwice });
      const articles = new Map((await findPromoArticlesById(trx, ids)).map((a) => [a.articleId, a]));
      const items = input.items.map((item) => {
        const article = articles.get(item.articleId);
        if (!article || article.active !== 1) throw validationFailed({ items: PROMO_TEXTS.articleUnknown });
        if (item.quantity > article.maxPerOrder) {
          throw validationFailed({ items: PROMO_TEXTS.quantityTooHigh(article.name, article.maxPerOrder) });
        }
        return { articleId: article.articleId, name: article.name, quantity: item.quantity };
      });
      return { items };
    },
    intro: () => [
      'vielen Dank für Ihre Bestellung im Werbemittelshop. Wir versenden die Werbemittel innerhalb von fünf Werktagen kostenlos an die angegebene Lieferadresse.',
      'Ihre Bestellungen finden Sie jederzeit in meinamb unter „Meine Werbemittel-Bestellungen“.',
    ],
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */
