/** The body of the bookmark writes (POST /wishlist/add-bookmark, /wishlist/delete-bookmark): a content page. */
import { mixed, object, string } from 'yup';
import { BOOKMARK_KEY, BOOKMARK_KEY_MAX, BOOKMARK_KINDS, BOOKMARK_MESSAGES, type BookmarkKind } from '../rules/topics';

export const bookmarkSchema = object({
  kind: mixed<BookmarkKind>()
    .required(BOOKMARK_MESSAGES.kind)
    .oneOf([...BOOKMARK_KINDS], BOOKMARK_MESSAGES.kind),
  key: string()
    .strict()
    .typeError(BOOKMARK_MESSAGES.key)
    .required(BOOKMARK_MESSAGES.key)
    .max(BOOKMARK_KEY_MAX, BOOKMARK_MESSAGES.key)
    .matches(BOOKMARK_KEY, BOOKMARK_MESSAGES.key),
});
