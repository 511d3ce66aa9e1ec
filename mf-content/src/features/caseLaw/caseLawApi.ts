import {
  API_ROUTES,
  buildPath,
  type JudgmentDraftResponse,
  type JudgmentListResponse,
  type JudgmentResponse,
  type PdfAnalysisResponse,
} from '@amb/shared-contracts/core';
import { PDF_UPLOAD_FIELD, type CaseLawArea } from '@amb/shared-contracts/content';
import { contentApi } from '../../api';

export interface JudgmentListKey {
  area?: CaseLawArea;
  topic?: string;
  limit: number;
}

export interface JudgmentKey {
  area: string;
  slug: string;
}

export const caseLawApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getJudgments: build.query<JudgmentListResponse, JudgmentListKey>({
      query: ({ area, topic, limit }) => buildPath(API_ROUTES.caseLawList.path, {}, { area, topic, limit }),
    }),
    getJudgment: build.query<JudgmentResponse, JudgmentKey>({
      query: ({ area, slug }) => buildPath(API_ROUTES.caseLawItem.path, { area, slug }),
    }),
    // Multipart through the kit's request helper (CSRF header); the api keeps nothing of the file.
    analysePdf: build.mutation<PdfAnalysisResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append(PDF_UPLOAD_FIELD, file, file.name);
        return { url: API_ROUTES.managePdfAnalysisUpload.path, method: 'POST' as const, body };
      },
    }),
    saveJudgmentDraft: build.mutation<JudgmentDraftResponse, Record<string, string>>({
      query: (body) => ({ url: API_ROUTES.manageJudgmentDrafts.path, method: 'POST' as const, body }),
    }),
  }),
});

export const { useGetJudgmentsQuery, useGetJudgmentQuery, useAnalysePdfMutation, useSaveJudgmentDraftMutation } =
  caseLawApi;
