import { BRAND, PRODUCT, MEMBER_AREA, type SiteId } from './site';

/**
 * The route table: every page path of SPEC §2.1 and every call of SPEC §7 as a named entry.
 * Patterns use `:name` parameters; `{host}` entries name the site whose origin prefixes them.
 */
export interface RouteEntry {
  path: string;
  /** When set, the route lives on that site's host and URLs are absolute. */
  host?: SiteId;
}

const r = (path: string, host?: SiteId): RouteEntry => (host ? { path, host } : { path });

export const PAGE_ROUTES = {
  // Portal and account
  customerPortal: r(`/kundenportal/${MEMBER_AREA}`),
  portalLexiconAZ: r('/kundenportal/br-a-z'),
  portalSendFeedback: r('/kundenportal/send-feedback'),
  memberAreaV2: r(`/${MEMBER_AREA}/${MEMBER_AREA}v2`),
  memberArea: r(`/${MEMBER_AREA}`),
  memberBookings: r(`/${MEMBER_AREA}/buchungen`),
  committeeMembers: r(`/${MEMBER_AREA}/gremium-mitglieder`),
  committeeBookings: r(`/${MEMBER_AREA}/gremium-buchungen`),
  committeeSettings: r(`/${MEMBER_AREA}/gremium-einstellungen`),
  /** The link of a committee invitation mail: join (logged in) or log in / register first. */
  committeeInvitation: r(`/${MEMBER_AREA}/gremium-einladung/:token`),
  memberSettings: r(`/${MEMBER_AREA}/einstellungen`),
  memberDocuments: r(`/${MEMBER_AREA}/unterlagen`),
  memberKnowledge: r(`/${MEMBER_AREA}/wissen/br-a-z-content/:slug`),
  memberWishlist: r(`/${MEMBER_AREA}/merkliste`),
  memberBookmarks: r(`/${MEMBER_AREA}/gemerkte-beitraege`),
  memberPhotosPage: r(`/${MEMBER_AREA}/fotos`),
  /** „Meine Termine“: the member's consultant, booking a consultation, their appointments. */
  memberAppointments: r(`/${MEMBER_AREA}/termine`),
  /** The member's quotes and one quote (the recipient opens, accepts or declines it). */
  memberQuotes: r(`/${MEMBER_AREA}/angebote`),
  memberQuote: r(`/${MEMBER_AREA}/angebote/:id`),
  /** „Angebot anfordern“ from a theme page (?thema={themeId}). */
  quoteRequest: r(`/${MEMBER_AREA}/angebot-anfordern`),
  registration: r('/registrierung'),

  // Login and logout
  login: r('/kundenportal/login'),
  loginMain: r('/kundenportal/login', 'main'),
  loginNewer: r('/kundenportal/login', 'newer'),
  loginWorksCouncil: r('/kundenportal/login', 'works-council'),
  loginWithEmail: r('/kundenportal/login/:email'),
  localLogin: r('/kundenportal/local-login'),
  loginTarget: r('/kundenportal/logintarget'),
  loginTargetGet: r('/kundenportal/logintargetget'),
  logout: r('/kundenportal/logout'),
  logoutWorksCouncil: r('/kundenportal/br-logout', 'works-council'),
  passwordForgotten: r('/kundenportal/passwort-vergessen'),
  passwordReset: r('/kundenportal/passwort-zuruecksetzen/:token'),
  /** The link of the confirmation mail of a login e-mail (registration, resend, change). */
  emailConfirmation: r('/kundenportal/e-mail-bestaetigen/:token'),
  adminMembers: r('/kundenportal/admin/mitglieder'),
  adminOutbox: r('/kundenportal/admin/postausgang'),
  adminPhotos: r('/kundenportal/admin/fotos'),
  /** The staff's view of the request forms (status, CSV export). */
  adminRequests: r('/kundenportal/admin/anfragen'),
  /** The staff's partner keys for the export and import interfaces. */
  adminPartnerKeys: r('/kundenportal/admin/partner'),
  /** Staff: the quote requests and quotes, one quote to price and send. */
  adminQuotes: r('/kundenportal/admin/angebote'),
  adminQuote: r('/kundenportal/admin/angebote/:id'),
  promoShopLogin: r('/werbemittelshop-login'),
  promoShopLogout: r('/werbemittelshop-logout'),
  /** The member's orders of promotional material. */
  memberPromoOrders: r(`/${MEMBER_AREA}/werbemittel`),

  // Cart and checkout
  cart: r('/seminare/warenkorb'),
  checkout: r('/seminare/warenkorb/checkout'),
  checkoutPdf: r('/seminare/warenkorb/checkout-pdf'),
  /** The works council's documents from the cart (kind: WORKS_COUNCIL_DOCUMENTS), PDFs of the bff. */
  worksCouncilDocument: r('/seminare/warenkorb/dokumente/:kind'),
  costCalculator: r('/seminare/warenkorb/kostenrechner/:id'),
  costCalculatorPdf: r('/seminare/warenkorb/pdf-kostenrechner/:id'),
  onlineFax: r('/seminare/warenkorb/online-fax/:id'),
  /** The online fax's registration as a PDF to sign, stamp and fax (bff; the entries in the query). */
  onlineFaxPdf: r('/seminare/warenkorb/fax-pdf/:id'),

  // Seminars
  home: r('/'),
  seminarList: r('/seminare'),
  themeDetail: r('/seminare/t/:theme'),
  themeEvents: r('/seminare/t/:theme/termine'),
  themeStarterPackage: r('/seminare/t/:theme/starterpaket'),
  themeExperience: r('/seminare/t/:theme/erlebnis'),
  themeInhouse: r('/seminare/t/:theme/inhouse'),
  eventList: r('/seminare/p'),
  eventDetail: r('/seminare/p/:event'),
  rubric: r('/seminare/r/:rubric'),
  rubricList: r('/seminare/rubrik'),
  eventPdf: r('/seminare/p-pdf/:id'),
  themePdf: r('/seminare/pdf/:id'),
  search: r('/suche'),

  // Wish list
  wishlist: r('/wishlist/list'),

  // Content
  article: r('/fachartikel/:slug'),
  articleWithId: r('/fachartikel/:slug/:id'),
  news: r('/news/:slug'),
  newsWithId: r('/news/:slug/:id'),
  newsPdf: r('/news/pdf/:slug'),
  /** A download's PDF (a work aid of the member area), rendered by the bff from /api/downloads/{slug}. */
  downloadFile: r('/download/file/:slug'),
  interview: r('/br-magazin-interview/:slug'),
  law: r('/gesetze/:slug'),
  lexiconIndex: r(`/${PRODUCT}slexikon/:variant`),
  lexicon: r(`/${PRODUCT}slexikon/:variant/:slug`),
  caseLaw: r('/rechtsprechung/:slug'),
  caseLawBr: r('/rechtsprechung/br/:slug'),
  caseLawSbv: r('/rechtsprechung/sbv/:slug'),
  judgement: r('/rechtsprechung/:area/urteil/:slug'),
  electionNewsArchive: r('/wahlseiten-news/archiv/'),
  electionNewsCategory: r('/wahlseiten-news/kategorie/:slug'),
  topic: r('/themen/:tag'),
  tagArticles: r('/tag/:tag/load-articles'),

  // Conferences
  conference: r('/fachtagung/:slug'),
  conferenceBooking: r('/fachtagung/:slug/buchung'),
  conferenceRegistration: r('/fachtagung/anmeldung'),
  conferenceReservation: r('/fachtagung/reservierung'),
  conferenceWaitingList: r('/fachtagung/warteliste'),

  // Others
  locationList: r('/standorte'),
  location: r('/standorte/:nameAndId'),
  hotel: r('/standorte/hotel/:nameAndId'),
  job: r('/jobs-karriere/offene-stellen/:slug/:id'),
  trainingPlan: r('/personalisierter-schulungsplan/:id'),
  trainingPlanAdmin: r('/schulungsplan/admin'),
  /** A training plan as a PDF for the committee's resolution (bff, from /schulungsplan/get). */
  trainingPlanPdf: r('/schulungsplan/pdf/:id'),
  chatbot: r('/chatbot'),
  chatbotSbv: r('/chatbot-sbv'),
  manage: r('/manage'),
  managePdfAnalysis: r('/manage/pdf-analysis'),
  manageLegislation: r('/manage/legislation'),
  appDownload: r(`/service/${BRAND}-app/download`),
  contact: r('/service/kontakt'),
  /** The request forms (one page each, owned by mf-account). */
  sbvRequestForm: r('/service/sbv-anfrage'),
  catalogueRequestForm: r('/service/katalog-bestellen'),
  lawyerConsultationForm: r('/service/anwaltliche-beratung'),
  generalRegistrationForm: r('/service/anmeldung'),
  digitalChangeRegistrationForm: r('/service/digitalen-wandel-gestalten'),
  /** Impressum (provider identification), on all three sites, linked from every footer. */
  imprint: r('/impressum'),
  /** Datenschutzerklärung: the consent banner links to it. */
  privacy: r('/datenschutz'),
  /** Allgemeine Geschäftsbedingungen: the checkout's consent links to them. */
  terms: r('/agb'),
  rss: r('/rss'),
  template: r('/template/'),

  // Works-council site sections (pop-over links)
  worksCouncilHome: r('/', 'works-council'),
  worksCouncilNews: r('/news', 'works-council'),
  worksCouncilCaseLaw: r('/rechtsprechung', 'works-council'),
  worksCouncilForum: r('/forum', 'works-council'),
  forum: r('/forum'),
  forumCategoryPage: r('/forum/kategorie/:category'),
  /** A thread: `/forum/thema/{slug}-{id}` (forumThreadPath of the content rules). */
  forumThreadPage: r('/forum/thema/:thread'),
  forumNewThreadPage: r('/forum/neues-thema'),
  /** The moderators' queue of reported posts (staff). */
  forumModerationPage: r('/forum/moderation'),
  trainingEntitlement: r('/schulungsanspruch'),

  // Shared fragments and infrastructure (bff)
  fragmentNav: r('/shared-modules/nav'),
  fragmentFooter: r('/shared-modules/footer'),
  fragmentCartSmall: r('/shared-modules/shopping-cart-small'),
  remotesMap: r('/remotes.json'),
  health: r('/healthz'),
} as const satisfies Record<string, RouteEntry>;

export const API_ROUTES = {
  // Consumer API (SPEC §7): objectType=event, internalId, relations
  consumerObject: r('/api/consumer/object'),
  navigationTree: r('/api/get-navigation'),
  smallCart: r('/shared-modules/shopping-cart-small'),

  // /api-meinamb/*
  memberSettings: r(`/api-${MEMBER_AREA}/settings`),
  memberPersonalData: r(`/api-${MEMBER_AREA}/personal-data`),
  memberLoginEmail: r(`/api-${MEMBER_AREA}/login-email`),
  memberPassword: r(`/api-${MEMBER_AREA}/password`),
  memberAdvertising: r(`/api-${MEMBER_AREA}/advertising`),
  memberHotelPreferences: r(`/api-${MEMBER_AREA}/hotel-preferences`),
  memberBrFunctions: r(`/api-${MEMBER_AREA}/br-functions`),
  memberCountries: r(`/api-${MEMBER_AREA}/countries`),
  memberSalutations: r(`/api-${MEMBER_AREA}/salutations`),
  memberMemberships: r(`/api-${MEMBER_AREA}/memberships`),
  memberMarketingPreferences: r(`/api-${MEMBER_AREA}/marketing-preferences`),
  memberAccountNavigation: r(`/api-${MEMBER_AREA}/account-navigation`),
  memberCommitteeUsers: r(`/api-${MEMBER_AREA}/gremium-users`),
  memberFutureEvents: r(`/api-${MEMBER_AREA}/future-events`),
  memberPastEvents: r(`/api-${MEMBER_AREA}/past-events`),
  memberNextEventRecipients: r(`/api-${MEMBER_AREA}/next-event-recipients`),
  memberCancelRecipientBooking: r(`/api-${MEMBER_AREA}/cancel-recipient-booking`),
  /** Names a substitute participant (Ersatzteilnehmer) for a booked or reserved one: the seat stays. */
  memberSubstituteRecipient: r(`/api-${MEMBER_AREA}/substitute-recipient`),
  /** Changes a booked conference participant's workshop of one slot (or puts them on its waiting list). */
  memberConferenceWorkshop: r(`/api-${MEMBER_AREA}/conference-workshop`),
  memberPhotos: r(`/api-${MEMBER_AREA}/photos`),
  memberPhotoDownload: r(`/api-${MEMBER_AREA}/photos/:id/download`),
  memberPhotoDelete: r(`/api-${MEMBER_AREA}/photos/:id`),
  memberPhotoThumbnail: r(`/api-${MEMBER_AREA}/photos/:id/thumbnail`),
  /** An admin uploads a group photo of an event (multipart, field PHOTO_UPLOAD_FIELD). */
  adminEventPhotos: r('/api/admin/events/:eventId/photos'),
  /** GET ?q=: the events that have begun (photos may be uploaded for them), newest first. */
  adminPhotoEvents: r('/api/admin/photo-events'),
  /** The thumbnail of any photo, for the admin's upload page (members use memberPhotoThumbnail). */
  adminPhotoThumbnail: r('/api/admin/photos/:id/thumbnail'),
  /** GET the past seminars the member may rate; POST one rating (one per participant and event). */
  memberFeedback: r(`/api-${MEMBER_AREA}/feedback`),
  /** The works-council A–Z (?q= search, ?letter=) and one entry. */
  memberLexicon: r(`/api-${MEMBER_AREA}/br-a-z`),
  memberLexiconEntry: r(`/api-${MEMBER_AREA}/br-a-z/:slug`),
  memberDocuments: r(`/api-${MEMBER_AREA}/documents`),
  memberNoticePdf: r(`/api-${MEMBER_AREA}/notice-pdf/:id`),
  memberOverviewPdf: r(`/api-${MEMBER_AREA}/overview-pdf`),
  // Documents and calendar (issue 12): the api answers JSON, the bff renders the PDFs and iCal files from it.
  memberNotice: r(`/api-${MEMBER_AREA}/notice/:id`),
  memberOverview: r(`/api-${MEMBER_AREA}/overview`),
  memberCertificate: r(`/api-${MEMBER_AREA}/certificate/:id`),
  memberCertificatePdf: r(`/api-${MEMBER_AREA}/certificate-pdf/:id`),
  memberCalendar: r(`/api-${MEMBER_AREA}/calendar`),
  memberEventIcs: r(`/api-${MEMBER_AREA}/event-ics/:id`),
  memberCalendarToken: r(`/api-${MEMBER_AREA}/calendar-token`),
  memberCalendarFeedData: r(`/api-${MEMBER_AREA}/calendar-feed-data/:token`),
  memberCalendarFeed: r(`/api-${MEMBER_AREA}/calendar-feed/:token`),
  memberArticleRecommendations: r(`/api-${MEMBER_AREA}/article-recommendations`),
  /** Committee (issue 12): invitations, members, bookings, settings; what the manager booked for a member. */
  committeeInvite: r(`/api-${MEMBER_AREA}/gremium-invitations`),
  committeeInvitationAccept: r(`/api-${MEMBER_AREA}/gremium-invitations/accept`),
  committeeMemberRemove: r(`/api-${MEMBER_AREA}/gremium-members/remove`),
  committeeManagerTransfer: r(`/api-${MEMBER_AREA}/gremium-members/manager`),
  committeeBookings: r(`/api-${MEMBER_AREA}/gremium-bookings`),
  committeeCartParticipant: r(`/api-${MEMBER_AREA}/gremium-bookings/participant`),
  committeeSettings: r(`/api-${MEMBER_AREA}/gremium-settings`),
  memberBookedForMe: r(`/api-${MEMBER_AREA}/booked-for-me`),

  // Accounts and sessions
  localLogin: r('/kundenportal/local-login'),
  sessionLogout: r('/api/session/logout'),
  /** Ensures a session and answers `{ csrfToken }` (no-store): what a form needs before its first write. */
  sessionCsrf: r('/api/session/csrf'),
  passwordResetRequest: r('/api/password-reset-request'),
  passwordResetConfirm: r('/api/password-reset'),
  /** POST `{ token }`: confirms the login e-mail (or the new one of a change) with the mailed token. */
  emailConfirm: r('/api/email-confirmation'),
  /** POST (logged in, unconfirmed): a new confirmation mail to the login e-mail. */
  emailConfirmationResend: r(`/api-${MEMBER_AREA}/email-confirmation/resend`),
  impersonation: r('/api/admin/impersonation'),
  adminUsers: r('/api/admin/users'),
  adminOutbox: r('/api/admin/outbox'),
  loginTarget: r('/kundenportal/logintarget'),
  loginTargetGet: r('/kundenportal/logintargetget'),

  // Customer portal
  currentUser: r('/kundenportal/get-user'),
  userToken: r('/kundenportal/get-token'),
  committeeUsers: r('/kundenportal/get-gremium-users'),

  // Order API
  cartGet: r('/order-api/get-shopping-cart'),
  cartGetSmall: r('/order-api/get-shopping-cart-small'),
  cartAddItem: r('/order-api/add-cart-item'),
  cartDeleteItem: r('/order-api/delete-cart-item'),
  cartAddRecipient: r('/order-api/add-recipient'),
  cartEditRecipient: r('/order-api/edit-recipient'),
  cartDeleteRecipient: r('/order-api/delete-recipient'),
  cartUpdateOrderOptions: r('/order-api/update-order-options'),
  onlineFaxCheckout: r('/order-api/online-fax/checkout'),
  /** The cost calculator's data of one event (and the caller's participants of it, when it is in the cart). */
  costCalculator: r('/order-api/cost-calculator/:eventId'),
  cartCheckout: r('/order-api/checkout'),
  orderGet: r('/order-api/order/:id'),
  /** A member's open reservations and those expired in the last 30 days. */
  orderReservations: r('/order-api/reservations'),
  orderConfirmReservation: r('/order-api/confirm-reservation'),

  // Wish list
  wishlistGet: r('/wishlist/get'),
  wishlistGetAll: r('/wishlist/get-all'),
  wishlistGetWithEvent: r('/wishlist/get-with-event'),
  wishlistAdd: r('/wishlist/add/:id'),
  wishlistDelete: r('/wishlist/delete/:id'),
  wishlistGetBookmarks: r('/wishlist/get-bookmarks'),
  wishlistAddBookmark: r('/wishlist/add-bookmark'),
  wishlistDeleteBookmark: r('/wishlist/delete-bookmark'),

  // Forms
  userRegistration: r('/api/user-registration'),
  inhouseRequest: r('/api/inhouse-request'),
  contactRequest: r('/api/contact-request'),
  sbvRequest: r('/api/sbv-request'),
  catalogueRequest: r('/api/catalogue-request'),
  lawyerConsultationRequest: r('/api/lawyer-consultation-request'),
  generalRegistrationRequest: r('/api/general-registration-request'),
  digitalChangeRegistrationRequest: r('/api/digitalen-wandel-registration-request'),
  newsletterSubscriptionRequest: r('/api/newsletter-subscription-request'),
  /** The double opt-in mail's link (GET ?token=): confirms, then sends the browser to the start page. */
  newsletterSubscriptionConfirm: r('/api/newsletter-subscription-confirm'),
  promoShopRequest: r('/api/werbemittel-shop-request'),
  /** The promotional material members may order (members only). */
  promoArticles: r('/api/werbemittel-artikel'),
  /** A member's promotional orders, newest first. */
  memberPromoOrders: r(`/api-${MEMBER_AREA}/werbemittel-bestellungen`),
  /** Staff: the requests of every form (GET ?kind&status&page), one request's status (PUT), the CSV export. */
  adminRequests: r('/api/admin/requests'),
  adminRequestStatus: r('/api/admin/requests/:id/status'),
  adminRequestsCsv: r('/api/admin/requests/export.csv'),
  /** Staff: partner keys (GET list, POST create: the key is shown once), revoke one. */
  adminPartnerKeys: r('/api/admin/partner-keys'),
  adminPartnerKeyRevoke: r('/api/admin/partner-keys/:id/revoke'),
  /** Partners (API key): export of themes, events, locations, hotels as JSON or CSV; import of events. */
  partnerExport: r('/obj-export/:objectType'),
  partnerEventImport: r('/sync/events'),

  // Lookups
  bookingStates: r('/api/get-booking-states'),
  eventManagers: r('/api/get-event-managers'),
  conferenceByUrl: r('/api/get-conference-by-url/:url'),
  emailAvailability: r('/api/fetch-user-email-availability'),
  rubrics: r('/api/get-rubrics'),
  tags: r('/api/get-tags'),
  articles: r('/api/get-articles'),
  videos: r('/api/get-videos'),
  hotels: r('/api/get-hotels'),
  conferences: r('/api/get-conferences'),
  /** A committee without an account registers for a conference: account, committee and order in one go. */
  conferenceRegistrationRequest: r('/api/conference-registration'),
  seminars: r('/api/get-seminars'),
  locations: r('/api/get-locations'),
  themesRemarketing: r('/api/themes-remarketing'),

  // Catalogue pages' data and search (SPEC §7 names no such calls; the pages of issue 9 need them)
  search: r('/api/search'),
  contentSearch: r('/api/search/content'),
  newsList: r('/api/news-list'),
  themeDetail: r('/api/themes/:theme'),
  themeDates: r('/api/themes/:theme/dates'),
  events: r('/api/events'),
  eventDetail: r('/api/events/:event'),
  locationDetail: r('/api/locations/:location'),
  hotelDetail: r('/api/hotels/:hotel'),
  /** The addresses the bff's sitemap.xml lists. */
  sitemapEntries: r('/api/sitemap-entries'),
  /** Content (issue 13): the latest articles, news and interviews; one item with its related seminars. */
  contentList: r('/api/content'),
  contentItem: r('/api/content/:kind/:slug'),
  /** Case law (issue 13): published judgments by area and topic; one judgment (drafts are 404). */
  caseLawList: r('/api/case-law'),
  caseLawItem: r('/api/case-law/:area/:slug'),
  /** Editors: a PDF's text, citations and facts (multipart, nothing stored); a draft judgment. */
  managePdfAnalysisUpload: r('/api/manage/pdf-analysis'),
  manageJudgmentDrafts: r('/api/manage/judgments'),
  /** Laws (issue 13): a law with its structure and paragraphs; the editors' paragraph history, save, restore. */
  law: r('/api/content/laws/:slug'),
  manageLawParagraph: r('/api/manage/laws/:slug/paragraphs/:number'),
  manageLawParagraphRestore: r('/api/manage/laws/:slug/paragraphs/:number/restore'),
  manageContent: r('/api/manage/content'),
  /** Lexicon pages (issue 13): the A–Z of an audience (br, sbv, jav) and one entry with its citations. */
  lexiconAudienceIndex: r('/api/lexicon/:audience'),
  lexiconAudienceEntry: r('/api/lexicon/:audience/:slug'),
  /** Election news (issue 13): the archive by month and the items of one category. */
  electionNewsList: r('/api/election-news'),
  electionNewsOfCategory: r('/api/election-news/category/:slug'),
  /** Job postings (issue 13): one posting with the other open positions. */
  jobPosting: r('/api/jobs/:id'),
  /** A topic page's tag: name, description and its seminars (its articles come from /tag/{tag}/load-articles). */
  topicDetail: r('/api/topics/:tag'),
  /** One download with its text (the bff renders its PDF at /download/file/{slug}). */
  downloadItem: r('/api/downloads/:slug'),

  // Consultant, quotes, training plan
  consultantGet: r('/consultant/get-consultant'),
  consultantAppointments: r('/consultant/get-available-appointments'),
  consultantBook: r('/consultant/book-consultant-appointment'),
  /** The member's appointments (upcoming and past), cancelling and moving one, its calendar entry. */
  consultantMyAppointments: r('/consultant/my-appointments'),
  consultantCancel: r('/consultant/cancel-consultant-appointment'),
  consultantMove: r('/consultant/move-consultant-appointment'),
  consultantAppointmentIcs: r('/consultant/appointment-ics/:id'),
  quoteUpsert: r('/quote-api/upsert'),
  quoteGet: r('/quote-api/get/:id'),
  quoteOpen: r('/quote-api/open/:id'),
  quoteReport: r('/quote-api/download-report/:id'),
  /** The caller's quotes (staff: every quote, ?status=). */
  quoteList: r('/quote-api/list'),
  /** Staff send a priced draft; the recipient accepts or declines a sent quote. */
  quoteSend: r('/quote-api/send/:id'),
  quoteDecide: r('/quote-api/decide/:id'),
  trainingPlanGet: r('/schulungsplan/get'),
  trainingPlanCreate: r('/schulungsplan/create'),
  trainingPlanEdit: r('/schulungsplan/edit'),
  trainingPlanDelete: r('/schulungsplan/delete'),
  /** The themes (by rubric) and locations the plan's form offers. */
  trainingPlanOptions: r('/schulungsplan/get-options'),
  /** One member's suggested dates into the manager's cart, in one transaction. */
  trainingPlanCart: r('/schulungsplan/add-to-cart'),
  /** Staff: every committee's plan with its open needs, and the same as CSV. */
  trainingPlanAdminList: r('/schulungsplan/get-admin'),
  trainingPlanExport: r('/schulungsplan/export'),

  // Forum
  forumThreads: r('/api/forum/threads'),
  forumPosts: r('/api/forum/posts'),
  forumPermission: r('/api/forum/forum-permission'),
  forumPost: r('/api/forum/post'),
  forumThread: r('/api/forum/thread'),
  /** PUT: the author's change within the edit window. */
  forumPostItem: r('/api/forum/post/:id'),
  forumPostReport: r('/api/forum/post/:id/report'),
  /** POST `{ reason }` hides the post, DELETE shows it again (moderators). */
  forumPostHide: r('/api/forum/post/:id/hide'),
  /** POST `{ reason }` locks the thread, DELETE opens it again (moderators). */
  forumThreadLock: r('/api/forum/thread/:id/lock'),
  /** POST subscribes the member to mails on new answers, DELETE ends it. */
  forumSubscription: r('/api/forum/thread/:id/subscription'),
  forumReports: r('/api/forum/reports'),
  forumReportResolve: r('/api/forum/reports/:id/resolve'),

  // Chatbot (/chatbot, /chatbot-sbv): answers from our own content, conversations kept in the api
  chatbotAsk: r('/api/chatbot/ask'),
  chatbotConversation: r('/api/chatbot/conversation/:id'),
  /** GET ?frage=&variante=: one answer without a conversation (the page's form without script). */
  chatbotAnswer: r('/api/chatbot/answer'),

  // Recommendations and downloads
  recommendedTopics: r('/recommendations/get-related-topics'),
  recommendedNews: r('/recommendations/news'),
  recommendedThemes: r('/recommendations/themes'),
  starterPackage: r('/recommendations/starter-package'),
  recommendedConferences: r('/recommendations/conferences'),
  recommendedVideos: r('/recommendations/videos'),
  downloadFilterData: r('/download/get-download-filter-data'),
  rubricTargetGroupDownloads: r('/download/get-rubric-targetgroup-downloads'),
} as const satisfies Record<string, RouteEntry>;

export type PageRouteName = keyof typeof PAGE_ROUTES;
export type ApiRouteName = keyof typeof API_ROUTES;

/** Path prefixes the bff proxies to the api (SPEC §7 families, ARCHITECTURE route ownership). */
export const API_PROXY_PREFIXES = [
  '/api',
  `/api-${MEMBER_AREA}`,
  '/order-api',
  '/wishlist/get',
  '/wishlist/add',
  '/wishlist/delete',
  '/kundenportal/get-user',
  '/kundenportal/get-token',
  '/kundenportal/get-gremium-users',
  '/kundenportal/local-login',
  '/kundenportal/logintarget',
  '/kundenportal/logintargetget',
  '/consultant',
  '/quote-api',
  '/schulungsplan/get',
  '/schulungsplan/create',
  '/schulungsplan/edit',
  '/schulungsplan/delete',
  '/schulungsplan/add-to-cart',
  '/schulungsplan/export',
  '/recommendations',
  '/download',
  '/tag/',
  '/obj-export',
  '/sync',
] as const;

export type Params = Record<string, string | number>;
export type Query = Record<string, string | number | boolean | undefined | null>;

/** Fills `:name` parameters (URL-encoded) and appends the query (undefined/null/'' skipped). */
export function buildPath(pattern: string, params: Params = {}, query: Query = {}): string {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route parameter "${key}" fehlt für ${pattern}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Origins of the three sites as the current deployment sees them (page globals carry them). */
export type SiteOrigins = Partial<Record<SiteId, string>>;

/** URL of a named route; absolute when the route carries a host and that origin is known. */
export function routeUrl(entry: RouteEntry, params: Params = {}, query: Query = {}, origins: SiteOrigins = {}): string {
  const path = buildPath(entry.path, params, query);
  const origin = entry.host ? origins[entry.host] : undefined;
  return origin ? `${origin.replace(/\/$/, '')}${path}` : path;
}

/** `/kundenportal/login/{e-mail}?redirect=…` with the e-mail URL-encoded as a path parameter. */
export function loginWithEmailUrl(email: string, redirect?: string): string {
  return buildPath(PAGE_ROUTES.loginWithEmail.path, { email }, { redirect });
}

/** Theme detail page of a theme id (SPEC §7: the theme detail route takes themeId). */
export function themeDetailUrl(themeId: string | number): string {
  return buildPath(PAGE_ROUTES.themeDetail.path, { theme: themeId });
}

/** Event detail page. */
export function eventDetailUrl(eventId: string | number): string {
  return buildPath(PAGE_ROUTES.eventDetail.path, { event: eventId });
}

/** True when the URL lives on the works-council site (SPEC §2.4/§2.5 logout and login variants). */
export function isWorksCouncilUrl(url: string, worksCouncilDomain: string): boolean {
  return worksCouncilDomain !== '' && url.startsWith(worksCouncilDomain);
}
