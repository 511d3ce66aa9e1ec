/**
 * The authorization matrix: every /api-meinamb, committee, admin and impersonation route, called by
 * anonymous, member, another member, committee member, committee manager, admin and an admin acting
 * as a member, against the expected status. The server decides; the pages only follow.
 * Status 400 on the credential routes means "allowed": the body got to the password check (wrong on purpose).
 */
import { API_ROUTES, CSRF_HEADER, buildPath } from '@amb/shared-contracts';
import type { Express } from 'express';
import { matrixPhoto, type MatrixPhoto } from '../test/matrixPhoto';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { NEW_PERSON } from '../test/people';
import { cancelledParticipantOf } from '../test/memberBookings';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';
import { finishedBooking, type FinishedBooking } from '../test/documentFixtures';
import { memberServiceFixtures } from '../test/memberServiceFixtures';

const ROLES = [
  'anonymous',
  'member',
  'anotherMember',
  'committeeMember',
  'committeeManager',
  'admin',
  'adminActingAsMember',
] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;
type Method = 'get' | 'put' | 'post' | 'delete';

const everyone = (status: number, anonymous = 401): Expected => ({
  anonymous,
  member: status,
  anotherMember: status,
  committeeMember: status,
  committeeManager: status,
  admin: status,
  adminActingAsMember: status,
});
const loggedIn = everyone(200);
const credentials: Expected = { ...everyone(400), adminActingAsMember: 403 };
const managerOnly: Expected = { ...everyone(403), committeeManager: 200 };
const adminOnly: Expected = { ...everyone(403), admin: 200 };
const stopOnly: Expected = { ...everyone(403), adminActingAsMember: 200 };
const committeeOnly: Expected = { ...everyone(403), committeeMember: 200, committeeManager: 200 };
/** A committee write with a bad body: 400 means the manager got past the guard, nothing is written. */
const managerWrite: Expected = { ...everyone(403), committeeManager: 400 };
/** The committee member's booking: the booker and the committee's manager see it, others get 404. */
const bookingSeers: Expected = { ...everyone(404), committeeMember: 200, committeeManager: 200 };
/** A change of the member's (cancelled) participant: 409 means it reached the engine, 404 that it is not theirs. */
const membersParticipant: Expected = { ...everyone(404), member: 409, adminActingAsMember: 409 };
/** The member's cancelled participant (made in beforeAll): each write to it is allowed-and-refused or unknown. */
let cancelledId = 0;
/** The member took part in the photo's event, the committee manager booked them; others get 404 (not visible). */
const photoViewers: Expected = {
  ...everyone(404),
  member: 200,
  committeeManager: 200,
  adminActingAsMember: 200,
};
/** The admin uploaded the photo (restore() puts it back after the admin's cell deleted it). */
const photoUploader: Expected = { ...everyone(403), admin: 204 };
/** The member took part in the past event; acting as them, the admin finds the member's rating already sent. */
const feedbackParticipant: Expected = { ...everyone(403), member: 201, adminActingAsMember: 409 };

interface RouteCase {
  method: Method;
  path: string;
  body?: (users: DemoUsers) => object;
  expected: Expected;
  /** The code of a 401 (a partner interface answers for its key, not for the session). */
  unauthorizedCode?: string;
}

const m = API_ROUTES;
/** A form's body with every field missing: 400 means the caller got past the guard to the form's rules. */
const EMPTY_FORM = () => ({});
const publicForm = everyone(400, 400);
const partnerOnly: Partial<RouteCase> = { expected: everyone(401, 401), unauthorizedCode: 'PARTNER_KEY_INVALID' };
const MATRIX_PHOTO_ID = 900_001;
const BOOKMARK_UNKNOWN = { kind: 'article', key: 'gibt-es-nicht' };
/** The committee member asked for the quote, the manager may see it; staff price it; others get 404. */
const quoteSeers: Expected = { ...everyone(404), committeeMember: 200, committeeManager: 200, admin: 200 };
/** A decision on the draft: its recipients reach the state machine (409), staff may not decide (403). */
const quoteDeciders: Expected = { ...everyone(404), committeeMember: 409, committeeManager: 409, admin: 403 };
/** Staff only, with a bad body: 400 means past the guard, nothing written. */
const staffWrite: Expected = { ...everyone(403), admin: 400 };
/** The committee's plan: its members and staff read it, everyone else finds nothing. */
const planReaders: Expected = { ...everyone(404), committeeMember: 200, committeeManager: 200, admin: 200 };
/** The member's appointment (less than 24 h ahead): theirs to change (409: too late), nobody else's (404). */
const appointmentOwner: Expected = { ...everyone(404), member: 409, adminActingAsMember: 409 };

const ROUTES: RouteCase[] = [
  // Consultant appointments: members only; an appointment is its member's.
  { method: 'get', path: m.consultantGet.path, expected: loggedIn },
  { method: 'get', path: m.consultantAppointments.path, expected: loggedIn },
  { method: 'get', path: m.consultantMyAppointments.path, expected: loggedIn },
  { method: 'post', path: m.consultantBook.path, body: () => ({}), expected: everyone(400) },
  {
    method: 'post',
    path: m.consultantCancel.path,
    body: () => ({ appointmentId: appointmentId }),
    expected: appointmentOwner,
  },
  {
    method: 'post',
    path: m.consultantMove.path,
    body: () => ({ appointmentId, startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString() }),
    expected: appointmentOwner,
  },
  {
    method: 'get',
    path: m.consultantAppointmentIcs.path.replace(':id', '{appointment}'),
    expected: { ...everyone(404), member: 200, adminActingAsMember: 200 },
  },
  // Quotes: a member requests, staff price and send, the recipients open and decide.
  { method: 'get', path: m.quoteList.path, expected: loggedIn },
  { method: 'get', path: m.quoteGet.path.replace(':id', '{quote}'), expected: quoteSeers },
  { method: 'post', path: m.quoteOpen.path.replace(':id', '{quote}'), expected: quoteSeers },
  {
    method: 'post',
    path: m.quoteDecide.path.replace(':id', '{quote}'),
    body: () => ({ decision: 'accept' }),
    expected: quoteDeciders,
  },
  { method: 'post', path: m.quoteUpsert.path, body: () => ({}), expected: { ...everyone(400), admin: 403 } },
  { method: 'post', path: m.quoteUpsert.path, body: () => ({ quoteId: quoteId, version: 'x' }), expected: staffWrite },
  {
    method: 'post',
    path: m.quoteSend.path.replace(':id', '{quote}'),
    body: () => ({ version: 'x' }),
    expected: staffWrite,
  },
  // The training plan: the committee reads, its manager writes, staff list and export.
  { method: 'get', path: m.trainingPlanGet.path, expected: loggedIn },
  { method: 'get', path: `${m.trainingPlanGet.path}?id={plan}`, expected: planReaders },
  { method: 'get', path: m.trainingPlanOptions.path, expected: loggedIn },
  { method: 'post', path: m.trainingPlanCreate.path, body: () => ({}), expected: managerWrite },
  { method: 'post', path: m.trainingPlanEdit.path, body: () => ({}), expected: managerWrite },
  { method: 'post', path: m.trainingPlanDelete.path, body: () => ({}), expected: managerWrite },
  { method: 'post', path: m.trainingPlanCart.path, body: () => ({}), expected: managerWrite },
  { method: 'get', path: m.trainingPlanAdminList.path, expected: adminOnly },
  { method: 'get', path: m.trainingPlanExport.path, expected: adminOnly },

  { method: 'get', path: `${m.memberAccountNavigation.path}?path=/meinamb/einstellungen`, expected: loggedIn },
  { method: 'get', path: m.memberSettings.path, expected: loggedIn },
  { method: 'put', path: m.memberSettings.path, body: () => ({ country: 'Deutschland' }), expected: loggedIn },
  { method: 'get', path: m.memberPersonalData.path, expected: loggedIn },
  { method: 'put', path: m.memberPersonalData.path, body: () => NEW_PERSON, expected: loggedIn },
  {
    method: 'put',
    path: m.memberLoginEmail.path,
    body: () => ({ email: 'matrix@example.de', password: 'falsches-passwort' }),
    expected: credentials,
  },
  {
    method: 'put',
    path: m.memberPassword.path,
    body: () => ({ currentPassword: 'falsches-passwort', newPassword: 'NeuesPasswort2026' }),
    expected: credentials,
  },
  { method: 'get', path: m.memberAdvertising.path, expected: loggedIn },
  { method: 'put', path: m.memberAdvertising.path, body: () => ({ advertisingOptIn: true }), expected: loggedIn },
  { method: 'get', path: m.memberMarketingPreferences.path, expected: loggedIn },
  {
    method: 'put',
    path: m.memberMarketingPreferences.path,
    body: () => ({ newsletter: true, events: true, magazine: false }),
    expected: loggedIn,
  },
  { method: 'get', path: m.memberHotelPreferences.path, expected: loggedIn },
  {
    method: 'put',
    path: m.memberHotelPreferences.path,
    body: () => ({ singleRoom: true, nonSmoking: true, barrierFree: false, note: '' }),
    expected: loggedIn,
  },
  { method: 'get', path: m.memberBrFunctions.path, expected: loggedIn },
  { method: 'put', path: m.memberBrFunctions.path, body: () => ({ brFunctions: ['JAV'] }), expected: loggedIn },
  { method: 'get', path: m.memberCountries.path, expected: loggedIn },
  { method: 'get', path: m.memberSalutations.path, expected: loggedIn },
  { method: 'get', path: m.memberMemberships.path, expected: loggedIn },
  { method: 'put', path: m.memberMemberships.path, body: () => ({ memberships: ['IG Metall'] }), expected: loggedIn },
  { method: 'get', path: m.userToken.path, expected: loggedIn },
  { method: 'get', path: m.committeeUsers.path, expected: committeeOnly },
  { method: 'post', path: m.committeeInvite.path, body: () => ({ email: 'kein-at' }), expected: managerWrite },
  { method: 'post', path: m.committeeInvitationAccept.path, body: () => ({ token: 'abc' }), expected: everyone(400) },
  { method: 'post', path: m.committeeMemberRemove.path, body: () => ({ userId: 'x' }), expected: managerWrite },
  { method: 'post', path: m.committeeManagerTransfer.path, body: () => ({ userId: 'x' }), expected: managerWrite },
  { method: 'get', path: m.committeeBookings.path, expected: managerOnly },
  { method: 'post', path: m.committeeCartParticipant.path, body: () => ({}), expected: managerWrite },
  { method: 'get', path: m.memberBookedForMe.path, expected: loggedIn },
  { method: 'get', path: m.committeeSettings.path, expected: committeeOnly },
  { method: 'put', path: m.committeeSettings.path, body: () => ({}), expected: managerWrite },
  { method: 'get', path: m.memberFutureEvents.path, expected: loggedIn },
  { method: 'get', path: m.memberPastEvents.path, expected: loggedIn },
  { method: 'get', path: m.memberNextEventRecipients.path, expected: loggedIn },
  { method: 'get', path: m.memberArticleRecommendations.path, expected: loggedIn },
  {
    method: 'post',
    path: m.memberCancelRecipientBooking.path,
    body: () => ({ participantId: cancelledId }),
    expected: membersParticipant,
  },
  {
    method: 'post',
    path: m.memberSubstituteRecipient.path,
    body: () => ({
      participantId: cancelledId,
      salutation: 'Frau',
      firstname: 'Erika',
      lastname: 'Ersatz',
      email: 'e@example.de',
    }),
    expected: membersParticipant,
  },
  {
    method: 'post',
    path: m.memberConferenceWorkshop.path,
    body: () => ({ participantId: cancelledId, slotId: 1, workshopId: 1 }),
    expected: membersParticipant,
  },
  { method: 'get', path: m.adminOutbox.path, expected: adminOnly },
  { method: 'get', path: `${m.adminUsers.path}?q=a`, expected: adminOnly },
  { method: 'post', path: m.impersonation.path, body: (u) => ({ userId: u.member.userId }), expected: adminOnly },
  { method: 'delete', path: m.impersonation.path, expected: stopOnly },
  { method: 'get', path: m.memberDocuments.path, expected: loggedIn },
  { method: 'get', path: m.memberNotice.path.replace(':id', '{order}'), expected: bookingSeers },
  { method: 'get', path: m.memberCertificate.path.replace(':id', '{participant}'), expected: bookingSeers },
  { method: 'get', path: `${m.memberOverview.path}?jahr=2026`, expected: loggedIn },
  { method: 'get', path: m.memberCalendar.path, expected: loggedIn },
  { method: 'post', path: m.memberCalendarToken.path, expected: loggedIn },
  {
    method: 'get',
    path: m.memberCalendarFeedData.path.replace(':token', 'x'.repeat(43)),
    expected: everyone(404, 404),
  },
  { method: 'get', path: m.memberPhotos.path, expected: loggedIn },
  { method: 'get', path: buildPath(m.memberPhotoDownload.path, { id: MATRIX_PHOTO_ID }), expected: photoViewers },
  { method: 'get', path: buildPath(m.memberPhotoThumbnail.path, { id: MATRIX_PHOTO_ID }), expected: photoViewers },
  { method: 'delete', path: buildPath(m.memberPhotoDelete.path, { id: MATRIX_PHOTO_ID }), expected: photoUploader },
  // A JSON body has no file: 400 means the admin got past the guard to the upload's own check.
  {
    method: 'post',
    path: buildPath(m.adminEventPhotos.path, { eventId: 1 }),
    body: () => ({}),
    expected: { ...everyone(403), admin: 400 },
  },
  { method: 'get', path: `${m.adminPhotoEvents.path}?q=a`, expected: adminOnly },
  { method: 'get', path: m.adminEventPhotos.path.replace(':eventId', '{photoEvent}'), expected: adminOnly },
  { method: 'get', path: buildPath(m.adminPhotoThumbnail.path, { id: MATRIX_PHOTO_ID }), expected: adminOnly },
  // Editors (admins count, not while acting as a member): 400 means past the guard (no file; an empty draft).
  {
    method: 'post',
    path: m.managePdfAnalysisUpload.path,
    body: () => ({}),
    expected: { ...everyone(403), admin: 400 },
  },
  { method: 'post', path: m.manageJudgmentDrafts.path, body: () => ({}), expected: { ...everyone(403), admin: 400 } },
  { method: 'get', path: m.memberFeedback.path, expected: loggedIn },
  {
    method: 'post',
    path: m.memberFeedback.path,
    body: () => ({ eventId: photo.eventId, rating: 4, message: 'Gutes Seminar.' }),
    expected: feedbackParticipant,
  },
  { method: 'get', path: `${m.memberLexicon.path}?q=Betriebsrat`, expected: loggedIn },
  { method: 'get', path: buildPath(m.memberLexiconEntry.path, { slug: 'arbeitszeit' }), expected: loggedIn },
  // Laws (issue 13): editors only (admins are editors; the editor account itself in laws.test.ts); a write with a
  // bad body answers 400 to the editor, so nothing is written.
  { method: 'get', path: m.manageContent.path, expected: { ...everyone(403), admin: 200 } },
  {
    method: 'get',
    path: buildPath(m.manageLawParagraph.path, { slug: 'betrvg', number: '87' }),
    expected: { ...everyone(403), admin: 200 },
  },
  {
    method: 'put',
    path: buildPath(m.manageLawParagraph.path, { slug: 'betrvg', number: '87' }),
    body: () => ({ title: '', absaetze: [], version: 1 }),
    expected: { ...everyone(403), admin: 400 },
  },
  {
    method: 'post',
    path: buildPath(m.manageLawParagraphRestore.path, { slug: 'betrvg', number: '87' }),
    body: () => ({ restore: 0, version: 1 }),
    expected: { ...everyone(403), admin: 400 },
  },
  { method: 'get', path: m.wishlistGetBookmarks.path, expected: loggedIn },
  // An unknown page: 404 means the member got past the guard to the existence check, nothing is stored.
  { method: 'post', path: m.wishlistAddBookmark.path, body: () => BOOKMARK_UNKNOWN, expected: everyone(404) },
  { method: 'post', path: m.wishlistDeleteBookmark.path, body: () => BOOKMARK_UNKNOWN, expected: loggedIn },
  // Request forms: public (a visitor gets the same 400 for an empty form); the promotional order for members.
  ...(
    [
      'contactRequest',
      'inhouseRequest',
      'sbvRequest',
      'catalogueRequest',
      'lawyerConsultationRequest',
      'generalRegistrationRequest',
      'digitalChangeRegistrationRequest',
    ] as const
  ).map((name): RouteCase => ({ method: 'post', path: m[name].path, body: EMPTY_FORM, expected: publicForm })),
  { method: 'post', path: m.promoShopRequest.path, body: EMPTY_FORM, expected: everyone(400) },
  { method: 'get', path: m.promoArticles.path, expected: loggedIn },
  { method: 'get', path: m.memberPromoOrders.path, expected: loggedIn },
  // The staff's requests and partner keys: admins acting as themselves.
  { method: 'get', path: m.adminRequests.path, expected: adminOnly },
  { method: 'get', path: m.adminRequestsCsv.path, expected: adminOnly },
  {
    method: 'put',
    path: buildPath(m.adminRequestStatus.path, { id: 1 }),
    body: () => ({ status: 'archiviert' }),
    expected: { ...everyone(403), admin: 400 },
  },
  { method: 'get', path: m.adminPartnerKeys.path, expected: adminOnly },
  { method: 'post', path: m.adminPartnerKeys.path, body: EMPTY_FORM, expected: { ...everyone(403), admin: 400 } },
  {
    method: 'post',
    path: buildPath(m.adminPartnerKeyRevoke.path, { id: 999_999 }),
    expected: { ...everyone(403), admin: 404 },
  },
  // Partner interfaces: a key, never a session, opens them.
  { method: 'get', path: buildPath(m.partnerExport.path, { objectType: 'themes' }), ...partnerOnly } as RouteCase,
  { method: 'post', path: `${m.partnerEventImport.path}?mode=dry-run`, body: EMPTY_FORM, ...partnerOnly } as RouteCase,
  // Lookups, recommendations and downloads (issue 13): public reads.
  { method: 'get', path: `${m.articles.path}?kind=news`, expected: everyone(200, 200) },
  { method: 'get', path: m.videos.path, expected: everyone(200, 200) },
  { method: 'get', path: `${m.recommendedNews.path}?tag=arbeitszeit`, expected: everyone(200, 200) },
  { method: 'get', path: `${m.recommendedVideos.path}?tag=arbeitszeit`, expected: everyone(200, 200) },
  { method: 'get', path: m.downloadFilterData.path, expected: everyone(200, 200) },
  { method: 'get', path: `${m.rubricTargetGroupDownloads.path}?targetGroup=br`, expected: everyone(200, 200) },
  {
    method: 'get',
    path: buildPath(m.downloadItem.path, { slug: 'checkliste-sitzungsniederschrift' }),
    expected: everyone(200, 200),
  },
  // Forum: guests read; confirmed members write (a bad body: 400 means past the guard); staff moderate (the admin,
  // not while acting as a member). {forumPost} is the member's own seeded post, {forumThread} its thread.
  { method: 'get', path: m.forumThreads.path, expected: everyone(200, 200) },
  { method: 'get', path: m.forumPermission.path, expected: everyone(200, 200) },
  { method: 'get', path: `${m.forumPosts.path}?thema={forumThread}`, expected: everyone(200, 200) },
  { method: 'post', path: m.forumThread.path, body: () => ({}), expected: everyone(400) },
  { method: 'post', path: m.forumPost.path, body: () => ({ threadId: 'x' }), expected: everyone(400) },
  {
    method: 'put',
    path: m.forumPostItem.path.replace(':id', '{forumPost}'),
    body: () => ({ body: 'Ein geänderter Text des Beitrags.' }),
    // The author's window closed long ago (409); nobody else may change it.
    expected: { ...everyone(403), member: 409, adminActingAsMember: 409 },
  },
  {
    method: 'post',
    path: m.forumPostReport.path.replace(':id', '{forumPost}'),
    body: () => ({ reason: 'sonstiges', note: 'Matrix' }),
    expected: { ...everyone(201), member: 409, adminActingAsMember: 409 },
  },
  {
    method: 'post',
    path: m.forumPostHide.path.replace(':id', '{forumPost}'),
    body: () => ({}),
    expected: { ...everyone(403), admin: 400 },
  },
  {
    method: 'delete',
    path: m.forumPostHide.path.replace(':id', '{forumPost}'),
    expected: { ...everyone(403), admin: 200 },
  },
  {
    method: 'post',
    path: m.forumThreadLock.path.replace(':id', '{forumThread}'),
    body: () => ({}),
    expected: { ...everyone(403), admin: 400 },
  },
  {
    method: 'delete',
    path: m.forumThreadLock.path.replace(':id', '{forumThread}'),
    expected: { ...everyone(403), admin: 200 },
  },
  { method: 'post', path: m.forumSubscription.path.replace(':id', '{forumThread}'), expected: loggedIn },
  { method: 'delete', path: m.forumSubscription.path.replace(':id', '{forumThread}'), expected: loggedIn },
  { method: 'get', path: m.forumReports.path, expected: { ...everyone(403), admin: 200 } },
  {
    method: 'post',
    path: buildPath(m.forumReportResolve.path, { id: 999_999 }),
    expected: { ...everyone(403), admin: 404 },
  },
  // Chatbot: everyone asks (a visitor with the signed CSRF token); nobody reads a conversation without its id.
  {
    method: 'post',
    path: m.chatbotAsk.path,
    body: () => ({ question: 'Wer trägt die Kosten des Betriebsrats?', variant: 'br' }),
    expected: everyone(200, 200),
  },
  { method: 'get', path: `${m.chatbotAnswer.path}?frage=Sozialplan`, expected: everyone(200, 200) },
  { method: 'get', path: buildPath(m.chatbotConversation.path, { id: 'a'.repeat(43) }), expected: everyone(404, 404) },
];

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let booking: FinishedBooking;
let photo: MatrixPhoto;
let forumPost = 0;
let forumThread = 0;
let appointmentId = 0;
let quoteId = 0;
let planId = 0;
const sessions = {} as Record<Role, { agent: Agent; csrf: string }>;

beforeAll(async () => {
  photo = await matrixPhoto();
  ({ testDb, app } = await createTestApp({ photoStorage: photo.storage }));
  users = await demoUsers(testDb.db);
  booking = await finishedBooking(testDb.db, users.committeeMember);
  cancelledId = await cancelledParticipantOf(testDb.db, users.member.userId);
  const ownPost = await testDb.db
    .selectFrom('forumPosts')
    .select(['postId', 'threadId'])
    .where('authorUserId', '=', users.member.userId)
    .orderBy('postId')
    .executeTakeFirstOrThrow();
  forumPost = ownPost.postId;
  forumThread = ownPost.threadId;
  await photo.create(testDb.db, users, MATRIX_PHOTO_ID);
  ({ appointmentId, quoteId, planId } = await memberServiceFixtures(testDb.db, users));
  sessions.anonymous = await anonymousAgent(app);
  sessions.member = await loginAs(app, users.member.email);
  sessions.anotherMember = await loginAs(app, users.otherMember.email);
  sessions.committeeMember = await loginAs(app, users.committeeMember.email);
  sessions.committeeManager = await loginAs(app, users.manager.email);
  sessions.admin = await loginAs(app, users.admin.email);
  sessions.adminActingAsMember = await loginAs(app, users.admin.email);
  await startImpersonation(sessions.adminActingAsMember);
});
afterAll(async () => {
  await testDb.destroy();
  await photo.removeFolder();
});

async function send(session: { agent: Agent; csrf: string }, method: Method, path: string, body?: object) {
  const req = session.agent[method](
    path
      .replace('{order}', String(booking.orderId))
      .replace('{participant}', String(booking.participantId))
      .replace('{photoEvent}', String(photo.eventId))
      .replace('{forumPost}', String(forumPost))
      .replace('{forumThread}', String(forumThread))
      .replace('{appointment}', String(appointmentId))
      .replace('{quote}', String(quoteId))
      .replace('{plan}', String(planId)),
  );
  if (method !== 'get') req.set(CSRF_HEADER, session.csrf);
  const res = body ? await req.send(body) : await req;
  session.csrf = csrfFrom(res) ?? session.csrf;
  return res;
}

async function startImpersonation(session: { agent: Agent; csrf: string }): Promise<void> {
  const res = await send(session, 'post', API_ROUTES.impersonation.path, { userId: users.member.userId });
  if (res.status !== 200) throw new Error(`Impersonation nicht gestartet: ${res.status}`);
}

/** Puts a session back into its role after a cell that changed it (start or stop of impersonation). */
async function restore(role: Role, method: Method, path: string, status: number): Promise<void> {
  if (method === 'delete' && path === buildPath(API_ROUTES.memberPhotoDelete.path, { id: MATRIX_PHOTO_ID })) {
    if (status === 204) await photo.create(testDb.db, users, MATRIX_PHOTO_ID);
    return;
  }
  if (path !== API_ROUTES.impersonation.path || status !== 200) return;
  if (role === 'admin' && method === 'post') await send(sessions.admin, 'delete', path);
  if (role === 'adminActingAsMember' && method === 'delete') await startImpersonation(sessions.adminActingAsMember);
}

const cells = ROUTES.flatMap((route) =>
  ROLES.map((role) => [route.method.toUpperCase(), route.path, role, route.expected[role], route] as const),
);

describe('authorization matrix', () => {
  it.each(cells)('%s %s as %s -> %i', async (_method, path, role, expected, route) => {
    const res = await send(sessions[role], route.method, path, route.body?.(users));
    expect(res.status).toBe(expected);
    if (expected === 401) expect(res.body.error.code).toBe(route.unauthorizedCode ?? 'LOGIN_REQUIRED');
    if (expected === 403) expect(res.body.error.code).toBe('FORBIDDEN');
    await restore(role, route.method, route.path, res.status);
  });

  it('the sessions still have their roles after the matrix', async () => {
    const who = async (role: Role) => (await sessions[role].agent.get(API_ROUTES.currentUser.path)).body.user;
    expect(await who('anonymous')).toEqual({});
    expect(await who('admin')).toEqual(expect.objectContaining({ userId: users.admin.userId, impersonated: false }));
    expect(await who('adminActingAsMember')).toEqual(
      expect.objectContaining({ userId: users.member.userId, impersonated: true }),
    );
  });
});

describe('each member reaches only their own data', () => {
  const readers = ['member', 'anotherMember', 'committeeManager', 'admin', 'adminActingAsMember'] as const;
  const sections: [string, object][] = [
    [API_ROUTES.memberAdvertising.path, { advertisingOptIn: true }],
    [API_ROUTES.memberMarketingPreferences.path, { newsletter: false, events: false, magazine: true }],
    [
      API_ROUTES.memberHotelPreferences.path,
      { singleRoom: false, nonSmoking: false, barrierFree: true, note: 'Nur für Lena' },
    ],
    [API_ROUTES.memberBrFunctions.path, { brFunctions: ['Wirtschaftsausschuss', 'Konzernbetriebsrat'] }],
    [API_ROUTES.memberMemberships.path, { memberships: ['NGG'] }],
    [API_ROUTES.memberSettings.path, { country: 'Liechtenstein' }],
  ];

  it.each(sections)('%s written by one member is not what another member reads', async (path, body) => {
    if (path === API_ROUTES.memberAdvertising.path) {
      for (const role of readers) await send(sessions[role], 'put', path, { advertisingOptIn: false });
    }
    const writer = sessions.committeeMember;
    const written = await send(writer, 'put', path, body);
    expect(written.status).toBe(200);
    for (const role of readers) {
      const theirs = await send(sessions[role], 'get', path);
      expect(theirs.status).toBe(200);
      expect(theirs.body).not.toEqual(expect.objectContaining(body));
    }
    expect((await send(writer, 'get', path)).body).toEqual(expect.objectContaining(body));
  });

  it('personal data: each caller reads their own row, whatever ids the body carries', async () => {
    const res = await send(sessions.anotherMember, 'put', API_ROUTES.memberPersonalData.path, {
      ...NEW_PERSON,
      firstname: 'Eigene',
      userId: users.committeeMember.userId,
    });
    expect(res.status).toBe(200);
    const rows = await testDb.db
      .selectFrom('users')
      .select(['userId', 'firstname'])
      .where('userId', 'in', [users.otherMember.userId, users.committeeMember.userId])
      .execute();
    expect(rows.find((r) => r.userId === users.otherMember.userId)?.firstname).toBe('Eigene');
    expect(rows.find((r) => r.userId === users.committeeMember.userId)?.firstname).not.toBe('Eigene');
    const own = await send(sessions.committeeMember, 'get', API_ROUTES.memberSettings.path);
    expect(own.body.loginEmail).toBe(users.committeeMember.email);
  });

  it('the committee list shows only the manager’s own committee', async () => {
    const res = await send(sessions.committeeManager, 'get', API_ROUTES.committeeUsers.path);
    const committeeOf = await testDb.db
      .selectFrom('users')
      .select(['userId', 'committeeId'])
      .where('userId', '=', users.manager.userId)
      .executeTakeFirstOrThrow();
    const expected = await testDb.db
      .selectFrom('users')
      .select('userId')
      .where('committeeId', '=', committeeOf.committeeId)
      .execute();
    expect((res.body as { userId: number }[]).map((u) => u.userId).sort()).toEqual(
      expected.map((u) => u.userId).sort(),
    );
  });
});
