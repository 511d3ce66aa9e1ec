import type { ComponentType } from 'react';
import type { ServedPageName } from '@amb/shared-contracts/core';
import { definePage, type PageProps } from '@amb/remote-kit';
import { framed } from './components/PageFrame';
import { AdminMembersPage } from './features/admin/AdminMembersPage';
import { AdminOutboxPage } from './features/outbox/AdminOutboxPage';
import { AdminPhotosPage } from './features/adminPhotos/AdminPhotosPage';
import { CommitteeBookingsPage } from './features/committee/CommitteeBookingsPage';
import { CommitteeInvitationPage } from './features/committee/CommitteeInvitationPage';
import { CommitteeMembersPage } from './features/committee/CommitteeMembersPage';
import { CommitteeSettingsPage } from './features/committee/CommitteeSettingsPage';
import { DocumentsPage } from './features/documents/DocumentsPage';
import { EmailConfirmationPage } from './features/emailConfirmation/EmailConfirmationPage';
import { BookingsPage } from './features/bookings/BookingsPage';
import { BookmarksPage } from './features/bookmarks/BookmarksPage';
import { LoginPage } from './features/login/LoginPage';
import { LoginWithEmailPage } from './features/login/LoginWithEmailPage';
import { MemberAreaPage } from './features/memberArea/MemberAreaPage';
import { PasswordForgottenPage } from './features/password/PasswordForgottenPage';
import { PasswordResetPage } from './features/password/PasswordResetPage';
import { RegistrationPage } from './features/registration/RegistrationPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { PhotosPage } from './features/photos/PhotosPage';
import { FeedbackPage } from './features/feedback/FeedbackPage';
import { LexiconPage } from './features/lexicon/LexiconPage';
import { LexiconEntryPage } from './features/lexicon/LexiconEntryPage';
import { ContactPage } from './features/contact/ContactPage';
import {
  CatalogueRequestPage,
  DigitalChangeRegistrationPage,
  GeneralRegistrationPage,
  LawyerConsultationPage,
  SbvRequestPage,
} from './features/requestForms/RequestFormPages';
import { PromoShopPage } from './features/promoShop/PromoShopPage';
import { PromoOrdersPage } from './features/promoShop/PromoOrdersPage';
import { AdminRequestsPage } from './features/adminRequests/AdminRequestsPage';
import { AdminPartnerKeysPage } from './features/adminPartners/AdminPartnerKeysPage';
import { AppointmentsPage } from './features/appointments/AppointmentsPage';
import { QuotesPage } from './features/quotes/QuotesPage';
import { QuotePage } from './features/quotes/QuotePage';
import { QuoteRequestPage } from './features/quotes/QuoteRequestPage';
import { AdminQuotesPage } from './features/quotes/AdminQuotesPage';
import { AdminQuotePage } from './features/quotes/AdminQuotePage';
import type { AppDispatch, RootState } from './store';

/**
 * The pages of this remote, each declared once with the kit's page module: its route(s) of the route contract
 * (params, title and description from shared-contracts), the component in the account page frame, and its
 * stylesheet (styles.css, imported by lifecycles.tsx, travels with every page of the remote). Pages with the
 * member's or the admin's data fetch it in the browser (`browserData`).
 */
const publicPage = (routes: ServedPageName | Routes, component: ComponentType<PageProps>) =>
  definePage<RootState, AppDispatch>(routes, { component: framed(component) });
const sessionPage = (routes: ServedPageName | Routes, component: ComponentType<PageProps>) =>
  definePage<RootState, AppDispatch>(routes, { component: framed(component), browserData: true });

type Routes = readonly [ServedPageName, ...ServedPageName[]];

export const PAGES = [
  publicPage('login', LoginPage),
  publicPage('loginWithEmail', LoginWithEmailPage),
  publicPage('passwordForgotten', PasswordForgottenPage),
  publicPage('passwordReset', PasswordResetPage),
  publicPage('emailConfirmation', EmailConfirmationPage),
  publicPage('registration', RegistrationPage),
  sessionPage(['customerPortal', 'memberAreaV2', 'memberArea'], MemberAreaPage),
  sessionPage('memberBookings', BookingsPage),
  sessionPage('memberSettings', SettingsPage),
  sessionPage('memberDocuments', DocumentsPage),
  sessionPage('memberBookmarks', BookmarksPage),
  sessionPage('adminMembers', AdminMembersPage),
  sessionPage('adminOutbox', AdminOutboxPage),
  sessionPage('adminPhotos', AdminPhotosPage),
  sessionPage('committeeMembers', CommitteeMembersPage),
  sessionPage('committeeBookings', CommitteeBookingsPage),
  sessionPage('committeeSettings', CommitteeSettingsPage),
  sessionPage('committeeInvitation', CommitteeInvitationPage),
  sessionPage('memberPhotosPage', PhotosPage),
  sessionPage('portalSendFeedback', FeedbackPage),
  sessionPage('portalLexiconAZ', LexiconPage),
  sessionPage('memberKnowledge', LexiconEntryPage),
  publicPage('contact', ContactPage),
  publicPage('sbvRequestForm', SbvRequestPage),
  publicPage('catalogueRequestForm', CatalogueRequestPage),
  publicPage('lawyerConsultationForm', LawyerConsultationPage),
  publicPage('generalRegistrationForm', GeneralRegistrationPage),
  publicPage('digitalChangeRegistrationForm', DigitalChangeRegistrationPage),
  sessionPage('promoShopLogin', PromoShopPage),
  sessionPage('memberPromoOrders', PromoOrdersPage),
  sessionPage('adminRequests', AdminRequestsPage),
  sessionPage('adminPartnerKeys', AdminPartnerKeysPage),
  sessionPage('memberAppointments', AppointmentsPage),
  sessionPage('memberQuotes', QuotesPage),
  sessionPage('memberQuote', QuotePage),
  sessionPage('quoteRequest', QuoteRequestPage),
  sessionPage('adminQuotes', AdminQuotesPage),
  sessionPage('adminQuote', AdminQuotePage),
];
