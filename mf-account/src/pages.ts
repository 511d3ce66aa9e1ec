import type { ComponentType } from 'react';
import { pageOf, type PageDefinition } from '@amb/remote-kit';
import { AdminMembersPage } from './features/admin/AdminMembersPage';
import { AdminOutboxPage } from './features/outbox/AdminOutboxPage';
import { AdminPhotosPage } from './features/adminPhotos/AdminPhotosPage';
import { CommitteeBookingsPage } from './features/committee/CommitteeBookingsPage';
import { CommitteeInvitationPage } from './features/committee/CommitteeInvitationPage';
import { CommitteeMembersPage } from './features/committee/CommitteeMembersPage';
import { CommitteeSettingsPage } from './features/committee/CommitteeSettingsPage';
import { DocumentsPage } from './features/documents/DocumentsPage';
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

/** A page of this remote; `component` renders its content under the heading. */
export interface AccountPage extends PageDefinition {
  component: ComponentType<{ pathname: string }>;
}

export const PAGES: readonly AccountPage[] = [
  pageOf(['login'], { component: LoginPage }),
  pageOf(['loginWithEmail'], { component: LoginWithEmailPage }),
  pageOf(['passwordForgotten'], { component: PasswordForgottenPage }),
  pageOf(['passwordReset'], { component: PasswordResetPage }),
  pageOf(['registration'], { component: RegistrationPage }),
  pageOf(['customerPortal', 'memberAreaV2', 'memberArea'], { component: MemberAreaPage }),
  pageOf(['memberBookings'], { component: BookingsPage }),
  pageOf(['memberSettings'], { component: SettingsPage }),
  pageOf(['memberDocuments'], { component: DocumentsPage }),
  pageOf(['memberBookmarks'], { component: BookmarksPage }),
  pageOf(['adminMembers'], { component: AdminMembersPage }),
  pageOf(['adminOutbox'], { component: AdminOutboxPage }),
  pageOf(['adminPhotos'], { component: AdminPhotosPage }),
  pageOf(['committeeMembers'], { component: CommitteeMembersPage }),
  pageOf(['committeeBookings'], { component: CommitteeBookingsPage }),
  pageOf(['committeeSettings'], { component: CommitteeSettingsPage }),
  pageOf(['committeeInvitation'], { component: CommitteeInvitationPage }),
  pageOf(['memberPhotosPage'], { component: PhotosPage }),
  pageOf(['portalSendFeedback'], { component: FeedbackPage }),
  pageOf(['portalLexiconAZ'], { component: LexiconPage }),
  pageOf(['memberKnowledge'], { component: LexiconEntryPage }),
  pageOf(['contact'], { component: ContactPage }),
];
