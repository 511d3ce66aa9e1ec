import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import type {
  LawParagraphEdit,
  LawParagraphHistoryResponse,
  LawParagraphRestore,
  LawResponse,
  ManageContentResponse,
} from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export interface ParagraphKey {
  slug: string;
  number: string;
}

const paragraphPath = ({ slug, number }: ParagraphKey) =>
  buildPath(API_ROUTES.manageLawParagraph.path, { slug, number });

const paragraphTag = ({ slug, number }: ParagraphKey) => ({ type: 'LawParagraph' as const, id: `${slug}/${number}` });

/** After a save or restore: the law and the paragraph's history load anew (nothing else changes). */
const saved = (error: unknown, key: ParagraphKey) =>
  error ? [] : [{ type: 'Law' as const, id: key.slug }, paragraphTag(key)];

export const lawsApi = contentApi.enhanceEndpoints({ addTagTypes: ['Law', 'LawParagraph'] }).injectEndpoints({
  endpoints: (build) => ({
    getLaw: build.query<LawResponse, string>({
      query: (slug) => buildPath(API_ROUTES.law.path, { slug }),
      providesTags: (_result, _error, slug) => [{ type: 'Law', id: slug }],
    }),
    getManageContent: build.query<ManageContentResponse, void>({
      query: () => API_ROUTES.manageContent.path,
    }),
    getLawParagraph: build.query<LawParagraphHistoryResponse, ParagraphKey>({
      query: paragraphPath,
      providesTags: (_result, _error, key) => [paragraphTag(key)],
    }),
    saveLawParagraph: build.mutation<LawParagraphHistoryResponse, ParagraphKey & { edit: LawParagraphEdit }>({
      query: ({ edit, ...key }) => ({ url: paragraphPath(key), method: 'PUT', body: edit }),
      invalidatesTags: (_result, error, key) => saved(error, key),
    }),
    restoreLawParagraph: build.mutation<LawParagraphHistoryResponse, ParagraphKey & { restore: LawParagraphRestore }>({
      query: ({ restore, ...key }) => ({
        url: buildPath(API_ROUTES.manageLawParagraphRestore.path, { slug: key.slug, number: key.number }),
        method: 'POST',
        body: restore,
      }),
      invalidatesTags: (_result, error, key) => saved(error, key),
    }),
  }),
});

export const {
  useGetLawQuery,
  useGetManageContentQuery,
  useGetLawParagraphQuery,
  useSaveLawParagraphMutation,
  useRestoreLawParagraphMutation,
} = lawsApi;
