import { bodyDeadline, MEMBER_AREA, type BodyTimeouts } from '@amb/shared-contracts';
import express, { type Express } from 'express';
import { csrfProtection, resolveAuthConfig, sessionMiddleware, type AuthConfig, type RateLimitSettings } from './auth';
import { DEFAULT_TRUSTED_PROXIES, trustOneHop } from './auth/trustProxy';
import type { AppMode } from './config';
import type { Db, Dialect } from './db/types';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { noStore } from './http/noStore';
import { requestGuards } from './http/requestGuards';
import { securityHeaders } from './http/securityHeaders';
import { strictBody } from './http/strictBody';
import { handlePurge } from './auth/purge';
import { embeddedQueue } from './background/embeddedQueue';
import type { BackgroundQueue } from './background/queue';
import { createMailer, handleMailDelivery, type Mailer } from './mail';
import { adminRouter } from './routes/admin';
import { cartRouter } from './routes/cart';
import { orderRouter } from './routes/orders';
import { memberBookingsRouter } from './routes/memberBookings';
import { costCalculatorRouter } from './routes/costCalculator';
import { onlineFaxRouter } from './routes/onlineFax';
import { DEFAULT_RELEASE_BATCH, DEFAULT_RESERVATION_DAYS, handleReservationRelease } from './orders/seats';
import { wishlistRouter } from './routes/wishlist';
import { catalogueRouter } from './routes/catalogue';
import { conferencesRouter } from './routes/conferences';
import { conferenceRegistrationRouter } from './routes/conferenceRegistration';
import { cataloguePagesRouter } from './routes/cataloguePages';
import { contentRouter } from './routes/content';
import { caseLawRouter } from './routes/caseLaw';
import { manageJudgmentsRouter } from './routes/manageJudgments';
import { contentSearchRouter } from './routes/contentSearch';
import { lawsRouter } from './routes/laws';
import { topicsRouter } from './routes/topics';
import { bookmarksRouter } from './routes/bookmarks';
import { lookupsRouter } from './routes/lookups';
import { formRequestsRouter } from './routes/formRequests';
import { adminRequestsRouter } from './routes/adminRequests';
import { promoShopRouter } from './routes/promoShop';
import { partnersRouter } from './routes/partners';
import { adminPartnerKeysRouter } from './routes/adminPartnerKeys';
import { newsletterRouter } from './routes/newsletter';
import { committeeRouter } from './routes/committee';
import { consumerRouter } from './routes/consumer';
import { healthRouter } from './routes/health';
import { impersonationRouter } from './routes/impersonation';
import { loginRouter } from './routes/login';
import { memberCredentialsRouter } from './routes/memberCredentials';
import { memberDocumentsRouter } from './routes/memberDocuments';
import { memberNavigationRouter } from './routes/memberNavigation';
import { memberPreferencesRouter } from './routes/memberPreferences';
import { memberSettingsRouter } from './routes/memberSettings';
import { navigationRouter } from './routes/navigation';
import { passwordResetRouter } from './routes/passwordReset';
import { cartSession } from './routes/cartOwner';
import { emailConfirmationRouter } from './routes/emailConfirmation';
import { registrationRouter } from './routes/registration';
import { sessionRouter } from './routes/session';
import { DEFAULT_PHOTO_DIR } from './config';
import { localPhotoStorage, type PhotoStorage } from './photos/photoStorage';
import { handleThumbnails } from './photos/thumbnails';
import { photoRouter } from './routes/photos';
import { feedbackRouter } from './routes/feedback';
import { lexiconRouter } from './routes/lexicon';
import { lexiconPagesRouter } from './routes/lexiconPages';
import { electionNewsRouter } from './routes/electionNews';
import { jobsRouter } from './routes/jobs';
import { forumRouter } from './routes/forum';
import { chatbotRouter } from './routes/chatbot';
import { consultantsRouter } from './routes/consultants';
import { quotesRouter } from './routes/quotes';
import { trainingPlansRouter } from './routes/trainingPlans';

export interface AppOptions {
  db: Db;
  dialect: Dialect;
  /** Where unexpected (5xx) errors are logged; never sent to the client. */
  logError?: (error: unknown) => void;
  /** Clock of sessions, tokens and rate limits (tests move it forward). */
  now?: () => Date;
  /** Site origins, token secret, timeouts (see auth/config.ts); env values come in through server.ts. */
  auth?: Partial<Omit<AuthConfig, 'limits' | 'now'>>;
  /** Overrides of the rate limits (requests per window). */
  limits?: Partial<RateLimitSettings>;
  /** Outgoing mail (default: outbox table only). */
  mailer?: Mailer;
  /**
   * Where background jobs go (mail delivery, thumbnails, the periodic release and purge); the app registers their
   * handlers, server.ts starts it. Default: the mailer's queue, or an embedded one of this process.
   */
  background?: BackgroundQueue;
  /** Reservations one transaction of the background release handles at most (RESERVATION_RELEASE_BATCH). */
  releaseBatchSize?: number;
  /** Default development: the admin outbox is served; production requires a mailer that delivers. */
  mode?: AppMode;
  /** How many days a reservation holds its seat (RESERVATION_DAYS; never beyond the event's start). */
  reservationDays?: number;
  /** Addresses (names such as loopback, IPs, CIDR ranges) of the proxy in front of the api: the bff. */
  trustedProxies?: readonly string[];
  /** Where event photos are kept (default: the local folder `<repo>/data/photos`). */
  photoStorage?: PhotoStorage;
  /** How long a request body may take to arrive (tests shorten it). */
  bodyTimeouts?: BodyTimeouts;
}

/** Builds the Express app (no listen): tests drive it with supertest. */
export function createApp({
  db,
  dialect,
  logError = (e) => console.error(e),
  now,
  auth = {},
  limits,
  mailer: givenMailer,
  background = givenMailer?.background ?? embeddedQueue(),
  trustedProxies = DEFAULT_TRUSTED_PROXIES,
  mode = 'development',
  reservationDays = DEFAULT_RESERVATION_DAYS,
  releaseBatchSize = DEFAULT_RELEASE_BATCH,
  photoStorage = localPhotoStorage(DEFAULT_PHOTO_DIR),
  bodyTimeouts,
}: AppOptions): Express {
  const mailer = givenMailer ?? createMailer({ logError, background });
  if (mode === 'production' && !mailer.delivers) {
    throw new Error('Im Produktionsmodus braucht die API SMTP_URL / production mode needs SMTP_URL');
  }
  if (mailer.background !== background) {
    throw new Error('Mailer und App brauchen dieselbe Job-Warteschlange / mailer and app need one background queue');
  }
  const development = mode === 'development';
  const authConfig = resolveAuthConfig({ ...auth, ...(now ? { now } : {}), ...(limits ? { limits } : {}) });
  handleMailDelivery(background, db, mailer);
  handleThumbnails(background, db, photoStorage);
  handleReservationRelease(background, db, mailer, {
    reservationDays,
    batchSize: releaseBatchSize,
    now: authConfig.now,
  });
  handlePurge(background, db, {
    now: authConfig.now,
    idleTimeoutMs: authConfig.idleTimeoutMs,
    absoluteTimeoutMs: authConfig.absoluteTimeoutMs,
  });
  const app = express();
  app.set('trust proxy', trustOneHop(trustedProxies));
  app.use(securityHeaders);
  app.use(requestGuards);
  app.use(bodyDeadline(bodyTimeouts));
  // The partner interfaces authenticate by key, parse their own (larger) files and need no session.
  app.use(partnersRouter(db, authConfig));
  app.use(express.json({ limit: '100kb' }));
  app.use(strictBody);
  app.use(sessionMiddleware(db, authConfig));
  app.use(csrfProtection);
  app.use(sessionRouter(db, authConfig));
  app.use(loginRouter(db, authConfig));
  app.use(registrationRouter(db, authConfig, mailer));
  app.use(conferenceRegistrationRouter(db, authConfig, mailer, reservationDays));
  app.use(emailConfirmationRouter(db, authConfig, mailer));
  app.use(passwordResetRouter(db, authConfig, mailer));
  app.use(adminRouter(db, { outbox: development }));
  app.use(committeeRouter(db, authConfig, mailer));
  app.use(impersonationRouter(db, authConfig));
  app.use(`/api-${MEMBER_AREA}`, noStore);
  app.use(memberNavigationRouter({ development }));
  app.use(memberSettingsRouter(db, authConfig));
  app.use(memberCredentialsRouter(db, authConfig, mailer));
  app.use(memberPreferencesRouter(db, authConfig));
  app.use(memberDocumentsRouter(db, authConfig));
  app.use(healthRouter(db, dialect));
  app.use(catalogueRouter(db, now));
  app.use(cataloguePagesRouter(db, now));
  app.use(conferencesRouter(db, now));
  app.use(lawsRouter(db, now));
  app.use(contentRouter(db));
  app.use(caseLawRouter(db));
  app.use(manageJudgmentsRouter(db, authConfig));
  app.use(contentSearchRouter(db));
  app.use(topicsRouter(db));
  app.use(lookupsRouter(db));
  app.use(formRequestsRouter(db, authConfig, mailer));
  app.use(adminRequestsRouter(db, authConfig));
  app.use(promoShopRouter(db));
  app.use(adminPartnerKeysRouter(db, authConfig));
  app.use(newsletterRouter(db, authConfig, mailer));
  app.use(cartSession());
  app.use(cartRouter(db, authConfig));
  app.use(orderRouter(db, authConfig, mailer, { reservationDays }));
  app.use(memberBookingsRouter(db, authConfig, mailer, reservationDays));
  app.use(costCalculatorRouter(db));
  app.use(onlineFaxRouter(db, authConfig, mailer, reservationDays));
  app.use(wishlistRouter(db, authConfig));
  app.use(bookmarksRouter(db, authConfig));
  app.use(photoRouter(db, authConfig, photoStorage, background));
  app.use(feedbackRouter(db, authConfig));
  app.use(lexiconRouter(db));
  app.use(lexiconPagesRouter(db));
  app.use(electionNewsRouter(db));
  app.use(jobsRouter(db));
  app.use(forumRouter(db, authConfig, mailer));
  app.use(chatbotRouter(db, authConfig));
  app.use(consultantsRouter(db, authConfig, mailer));
  app.use(quotesRouter(db, authConfig, mailer));
  app.use(trainingPlansRouter(db, authConfig, mailer));
  app.use(consumerRouter(db));
  app.use(navigationRouter(db));
  app.use(notFoundHandler);
  app.use(errorHandler(logError));
  return app;
}
