/** The seminar feedback form (/kundenportal/send-feedback): browser and api check it with this one schema. */
import { number, object, string, type InferType } from 'yup';
import { FEEDBACK_MESSAGE_MAX, LEXICON_MESSAGES } from '../memberServices';
import { VALIDATION_MESSAGES } from './messages';

export const FEEDBACK_FORM_MESSAGES = {
  event: 'Bitte wählen Sie ein Seminar aus',
  rating: 'Bitte vergeben Sie 1 bis 5 Sterne',
} as const;

const ratingMessage = FEEDBACK_FORM_MESSAGES.rating;
const eventMessage = FEEDBACK_FORM_MESSAGES.event;

export const feedbackSchema = object({
  eventId: number()
    .typeError(eventMessage)
    .required(eventMessage)
    .integer(eventMessage)
    .min(1, eventMessage)
    .max(2_147_483_647, eventMessage),
  rating: number()
    .typeError(ratingMessage)
    .required(ratingMessage)
    .integer(ratingMessage)
    .min(1, ratingMessage)
    .max(5, ratingMessage),
  message: string()
    .trim()
    .required(VALIDATION_MESSAGES.message)
    .min(2, VALIDATION_MESSAGES.message)
    .max(FEEDBACK_MESSAGE_MAX, VALIDATION_MESSAGES.messageTooLong),
});

/** The lexicon's query string: a search text and/or a letter. */
export const lexiconQuerySchema = object({
  q: string().max(100, LEXICON_MESSAGES.query),
  letter: string().matches(/^[A-Z]$/, LEXICON_MESSAGES.letter),
});

export type FeedbackInput = InferType<typeof feedbackSchema>;
